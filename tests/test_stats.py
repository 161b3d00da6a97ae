"""Statistics of the human's games (sanjuan/stats.py) over hand-made history records."""

from __future__ import annotations

from dataclasses import replace

import pytest
from history_kit import record

from sanjuan.rules.seat import Seat
from sanjuan.store.history import GameRecord, SeatResult
from sanjuan.store.stats import (
    Tally,
    human_results,
    opponent_level,
    score_distribution,
    summarize,
    win_rate_over_time,
)


def game(day: int, kinds: tuple[str, ...], totals: tuple[int, ...], winners: tuple[int, ...],
         edition: str = "2018") -> GameRecord:
    """A record with the given seats, totals and winners (no actions needed)."""
    seats = tuple(SeatResult(Seat(f"P{i}", k), {"buildings": t}, t, 0, i in winners)
                  for i, (k, t) in enumerate(zip(kinds, totals, strict=True)))
    return GameRecord(f"2026-01-{day:02d}T12:00:00+00:00", edition, False, len(kinds), day,
                      12, all(k != "human" for k in kinds), seats)


GAMES = [
    game(1, ("human", "easy"), (30, 20), (0,)),
    game(2, ("human", "easy", "hard"), (22, 25, 31), (2,), "classic"),
    game(3, ("medium", "medium"), (40, 10), (0,)),  # spectated
    game(4, ("human", "medium"), (26, 26), (0, 1)),  # shared win
    game(5, ("human", "human"), (18, 33), (1,)),  # hot-seat: two results
]


def test_spectated_games_are_left_out_and_each_human_seat_counts() -> None:
    rs = human_results(GAMES)
    assert [(r.score, r.won) for r in rs] == [(30, True), (22, False), (26, True),
                                            (18, False), (33, True)]
    assert [r.index for r in rs] == [0, 1, 2, 3, 4]


def test_opponent_level_is_the_strongest_computer() -> None:
    assert opponent_level(GAMES[1], 0) == "hard"
    assert opponent_level(GAMES[4], 0) == "human"
    assert opponent_level(game(9, ("human", "expert", "easy"), (1, 2, 3), (2,)), 0) == "expert"


def test_summary_figures() -> None:
    s = summarize(GAMES)
    assert s.overall == Tally(5, 3)
    assert s.spectated == 1
    assert s.by_level == {"easy": Tally(1, 1), "medium": Tally(1, 1), "hard": Tally(1, 0),
                          "human": Tally(2, 1)}
    assert list(s.by_level) == ["easy", "medium", "hard", "human"]  # weakest first
    assert s.by_edition == {"2018": Tally(4, 3), "classic": Tally(1, 0)}
    assert s.by_players == {2: Tally(4, 3), 3: Tally(1, 0)}
    assert s.average == pytest.approx((30 + 22 + 26 + 18 + 33) / 5)
    assert s.best == 33
    doc = s.to_json()
    assert doc["played"] == 5 and doc["by_players"]["3"] == {"played": 1, "won": 0}


def test_score_distribution_has_every_bin_between_lowest_and_highest() -> None:
    rs = human_results(GAMES)
    assert score_distribution(rs) == [(15, 1), (20, 1), (25, 1), (30, 2)]
    assert score_distribution(rs, 10) == [(10, 1), (20, 2), (30, 2)]
    assert score_distribution([]) == []


def test_win_rate_over_time_is_a_moving_window() -> None:
    rs = human_results(GAMES)  # won: T F T F T
    assert win_rate_over_time(rs, 2) == [1.0, 0.5, 0.5, 0.5, 0.5]
    assert win_rate_over_time(rs) == [1.0, 0.5, 2 / 3, 0.5, 0.6]


def test_statistics_of_no_games() -> None:
    s = summarize([replace(GAMES[2])])
    assert s.overall == Tally(0, 0) and s.overall.rate == 0.0
    assert s.average is None and s.best is None and s.win_rate == []


def test_statistics_of_real_recorded_games() -> None:
    recs = [record(("human", "easy"), seed) for seed in (1, 2, 3)]
    s = summarize(recs)
    assert s.overall.played == 3
    assert s.overall.won == sum(r.seats[0].winner for r in recs)
    assert s.best == max(r.seats[0].total for r in recs)
