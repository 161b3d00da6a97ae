"""The skill rating (sanjuan/store/rating.py): openskill's arithmetic checked against the
library's own documented example, the computer anchors against the measured ladder, and
which games count."""

from __future__ import annotations

from dataclasses import replace

import pytest
from history_kit import record
from openskill.models import PlackettLuce

from sanjuan.ai.arena import wilson
from sanjuan.rules.seat import Seat
from sanjuan.store import rating as R
from sanjuan.store.history import GameRecord, SeatResult


def test_the_library_reproduces_its_documented_example() -> None:
    # openskill README: a1, a2 beat b1, b2 (documented without the later tau default).
    m = PlackettLuce(tau=0)
    a1, a2 = m.rating(), m.rating(mu=32.444, sigma=5.123)
    b1, b2 = m.rating(mu=43.381, sigma=2.421), m.rating(mu=25.188, sigma=6.211)
    [[x1, x2], [y1, y2]] = m.rate([[a1, a2], [b1, b2]])
    assert (x1.mu, x1.sigma) == pytest.approx((28.669648436582808, 8.071520788025197))
    assert (x2.mu, x2.sigma) == pytest.approx((33.83086971107981, 5.062772998705765))
    assert (y1.mu, y1.sigma) == pytest.approx((43.071274808241974, 2.4166900452721256))
    assert (y2.mu, y2.sigma) == pytest.approx((23.149503312339064, 6.1378606973362135))
    assert round(m.create_rating([43.07, 2.42]).ordinal(), 2) == 35.81  # ordinal example


def test_the_model_is_the_documented_default() -> None:
    assert (R.MU0, R.SIGMA0, R.BETA) == pytest.approx((25.0, 25 / 3, 25 / 6))
    assert R.MODEL.tau == pytest.approx(25 / 300)


def test_anchors_reproduce_the_measured_win_rates() -> None:
    assert list(R.ANCHORS) == ["random", "easy", "casual", "steady", "medium", "skilled",
                               "hard", "tough", "expert"]
    assert R.ANCHORS["medium"] == R.MU0
    for hi, lo, p, _n in R.LADDER:
        got = R.win_chance(R.ANCHORS[hi], R.ANCHOR_SIGMA, R.ANCHORS[lo], R.ANCHOR_SIGMA)
        assert got == pytest.approx(p, abs=1e-9)


@pytest.mark.parametrize(("hi", "lo", "wins", "games"), [
    ("expert", "medium", 35, 40), ("expert", "easy", 30, 30), ("hard", "easy", 30, 30),
    # issue 36's round robin of the rule-based levels (seed 40000, 1000 games each)
    ("medium", "easy", 895, 1000), ("medium", "casual", 807, 1000),
    ("steady", "easy", 808.5, 1000),
    # two rungs apart at the top (seed 40000): the steps the Skilled and Tough rungs halve
    ("hard", "medium", 1571.5, 2000), ("expert", "hard", 788, 1000)])
def test_pairs_not_used_for_the_anchors_fall_in_their_measured_intervals(hi, lo, wins,
                                                                         games) -> None:
    # docs/ai.md ladder rows that the anchors were not fitted to.
    low, high = wilson(wins, games)
    got = R.win_chance(R.ANCHORS[hi], R.ANCHOR_SIGMA, R.ANCHORS[lo], R.ANCHOR_SIGMA)
    assert low <= got <= high


def test_points_scale_and_placement() -> None:
    assert R.points(25) == 1500 and R.anchor_points()["medium"] == 1500
    # 400 points between two well-known players: about 10 : 1 (as with Elo).
    assert R.win_chance(33, R.ANCHOR_SIGMA, 25, R.ANCHOR_SIGMA) == pytest.approx(10 / 11,
                                                                               abs=0.01)
    mid = (R.ANCHORS["medium"] + R.ANCHORS["skilled"]) / 2
    pl = R.placement(mid)
    assert (pl.above, pl.below) == ("medium", "skilled")
    assert R.placement_text(pl) == "between medium and skilled; skilled is the next step"
    assert R.placement(R.ANCHORS["expert"] + 1).below is None
    assert R.placement(R.ANCHORS["random"] - 1).above is None


def _game(kinds, totals, day, mode="game", hints=None, names=None) -> GameRecord:
    base = record(("human", "easy"), seed=1, day=day)
    seats = tuple(SeatResult(Seat((names or [f"P{i}" for i in range(len(kinds))])[i], k), {}, t,
                             0, t == max(totals), (hints or [0] * len(kinds))[i])
                  for i, (k, t) in enumerate(zip(kinds, totals, strict=True)))
    return replace(base, seats=seats, players=len(kinds), id=day, mode=mode,
                   deal_date="2026-01-01" if mode == "daily" else None,
                   spectated=all(k != "human" for k in kinds))


def test_one_game_against_an_anchor_is_the_library_update() -> None:
    g = _game(("human", "hard"), (40, 30), 1)
    got = R.rate_history([g])["P0"].current
    new = R.MODEL.rate([[R.MODEL.rating()], [R.anchor_rating("hard")]], ranks=[0.0, 1.0])
    assert (got.mu, got.sigma) == pytest.approx((new[0][0].mu, new[0][0].sigma))
    assert got.mu > R.MU0 and got.sigma < R.SIGMA0


def test_beating_the_ladder_climbs_and_losing_sinks_with_less_uncertainty() -> None:
    wins = [_game(("human", "expert"), (45, 30), d) for d in range(30)]
    losses = [_game(("human", "easy"), (20, 30), d) for d in range(30)]
    up, down = R.rate_history(wins)["P0"], R.rate_history(losses)["P0"]
    assert up.current.mu > R.ANCHORS["expert"] and down.current.mu < R.ANCHORS["easy"]
    assert up.current.sigma < up.history[0].sigma < R.SIGMA0
    assert [p.game_id for p in up.history] == list(range(30))
    assert up.current.low < up.current.points < up.current.high


def test_computers_never_change_and_spectated_games_rate_nobody() -> None:
    assert R.rate_history([_game(("easy", "hard"), (40, 30), 1)]) == {}
    before = dict(R.ANCHORS)
    R.rate_history([_game(("human", "hard"), (40, 30), d) for d in range(5)])
    assert R.ANCHORS == before


def test_tutorial_puzzle_and_hinted_games_count_only_when_asked() -> None:
    games = [_game(("human", "medium"), (40, 30), 1, mode="tutorial"),
             _game(("human", "medium"), (40, 30), 2, mode="puzzle"),
             _game(("human", "medium"), (40, 30), 3, hints=[2, 0])]
    assert R.rate_history(games) == {}
    assert R.rate_history(games, include_tutorial=True)["P0"].games == 2
    assert R.rate_history(games, include_hinted=True)["P0"].games == 1
    assert R.rate_history(games, True, True)["P0"].games == 3
    daily = _game(("human", "expert"), (40, 30), 4, mode="daily")
    assert R.rate_history([daily])["P0"].games == 1


def test_people_rate_each_other_in_a_four_player_game() -> None:
    g = _game(("human", "human", "hard", "easy"), (50, 20, 35, 30), 1,
              names=["Ann", "Bo", "Rosa", "Diego"])
    out = R.rate_history([g])
    assert set(out) == {"Ann", "Bo"}
    assert out["Ann"].current.mu > R.MU0 > out["Bo"].current.mu
    teams = [[R.MODEL.rating()], [R.MODEL.rating()], [R.anchor_rating("hard")],
             [R.anchor_rating("easy")]]
    ref = R.MODEL.rate(teams, ranks=[0.0, 3.0, 1.0, 2.0])
    assert out["Bo"].current.mu == pytest.approx(ref[1][0].mu)


def test_shared_win_is_a_tie() -> None:
    g = _game(("human", "medium"), (30, 30), 1)
    assert R._ranks(g) == [0, 0]


def test_ratings_json_has_anchors_and_history() -> None:
    doc = R.ratings_json([_game(("human", "hard"), (40, 30), d) for d in range(3)])
    assert doc["anchors"]["medium"] == 1500
    (p,) = doc["players"]
    assert p["name"] == "P0" and p["games"] == 3 and len(p["history"]) == 3
    assert p["low"] < p["points"] < p["high"]


def test_one_name_in_two_person_seats_is_not_a_result() -> None:
    g = _game(("human", "human", "easy"), (40, 20, 30), 1, names=["Player", "Player ", "Rosa"])
    assert R.rate_history([g]) == {}
    named = _game(("human", "easy"), (40, 20), 2, names=["Rosa", "Rosa"])  # computer "Rosa"
    assert R.rate_history([named])["Rosa"].games == 1


def test_a_band_is_named_only_after_a_few_games_and_the_cli_counts_right(qtbot) -> None:
    """Issue 34, item 15: one game says little, so no band of the computer ladder is named
    before :data:`PLACEMENT_GAMES` counted games, and the text says how many are still
    needed; the command line writes "1 game", not "1 games"."""
    from datetime import date

    from sanjuan.cli.stats import rating_lines
    from ui.history.statistics import StatisticsDialog

    games = [_game(("human", "hard"), (40, 30), day) for day in range(1, R.PLACEMENT_GAMES + 1)]
    one = R.rate_history(games[:1])["P0"]
    assert not one.placed and one.games_to_placement == R.PLACEMENT_GAMES - 1
    [line, _streak] = rating_lines(games[:1], date(2026, 1, 1))
    assert ", 1 game)" in line and "games)" not in line
    assert "next step" not in line and "no band yet: 4 more games" in line
    dialog = StatisticsDialog([], None)
    qtbot.addWidget(dialog)
    text = dialog.rating_text(one)
    assert "next step" not in text and "between medium" not in text.lower()
    assert "after 4 more counted games" in text
    last = R.rate_history(games[:-1])["P0"]
    assert "after 1 more counted game " in dialog.rating_text(last)
    placed = R.rate_history(games)["P0"]
    assert placed.placed and placed.to_json()["placed"] is True
    assert "next step" in rating_lines(games, date(2026, 1, 1))[0] or "strongest" in \
        rating_lines(games, date(2026, 1, 1))[0]
    assert "more counted game" not in dialog.rating_text(placed)
