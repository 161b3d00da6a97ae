"""The adaptive computer level (sanjuan/store/rating.py: nearest_level, table_points,
adaptive_level): the level of the ladder nearest a rating, for the people at a table."""

from __future__ import annotations

from dataclasses import replace

import pytest
from history_kit import record

from sanjuan.rules.seat import PLAYER_LEVELS, Seat
from sanjuan.store import rating as R
from sanjuan.store.history import GameRecord, SeatResult


def _game(kinds: tuple[str, ...], totals: tuple[int, ...], day: int,
          names: tuple[str, ...]) -> GameRecord:
    base = record(("human", "easy"), seed=1, day=day)
    seats = tuple(SeatResult(Seat(n, k), {}, t, 0, t == max(totals))
                  for n, k, t in zip(names, kinds, totals, strict=True))
    return replace(base, seats=seats, players=len(kinds), id=day + 1)


def _anchored() -> list[str]:
    return [lv for lv in PLAYER_LEVELS if lv in R.ANCHORS]


def test_every_level_a_player_may_choose_has_an_anchor() -> None:
    # adaptive can resolve to every offered level only if each is on the rating scale
    assert _anchored() == list(PLAYER_LEVELS)


def test_a_rating_at_an_anchor_is_that_level() -> None:
    for level, pts in R.anchor_points().items():
        if level in PLAYER_LEVELS:
            assert R.nearest_level(pts) == level
            assert R.nearest_level(pts + 1) == level and R.nearest_level(pts - 1) == level


def test_between_two_levels_the_nearer_wins() -> None:
    levels = _anchored()
    for weak, strong in zip(levels, levels[1:], strict=False):
        lo, hi = R.points(R.ANCHORS[weak]), R.points(R.ANCHORS[strong])
        mid = (lo + hi) / 2
        assert R.nearest_level(mid + 0.01) == strong
        assert R.nearest_level(mid - 0.01) == weak


def test_the_ends_of_the_scale_are_easy_and_expert_never_random() -> None:
    assert R.nearest_level(-10_000) == PLAYER_LEVELS[0] == "easy"
    assert R.nearest_level(R.anchor_points()["random"]) == "easy"
    assert R.nearest_level(10_000) == PLAYER_LEVELS[-1] == "expert"


def test_a_new_player_starts_at_medium() -> None:
    assert R.nearest_level(R.points(R.MU0)) == "medium"
    assert R.table_points({}, ["Ann"]) == 1500
    assert R.table_points({}, []) == 1500
    assert R.adaptive_level({}, ["Ann"]) == "medium"
    assert R.adaptive_level({}, []) == "medium"


def test_levels_without_an_anchor_are_left_out_and_bad_input_is_refused() -> None:
    assert R.nearest_level(R.points(R.MU0), ["easy", "unmeasured"]) == "easy"
    with pytest.raises(ValueError, match="no computer level"):
        R.nearest_level(1500, ["unmeasured"])
    with pytest.raises(ValueError, match="finite"):
        R.nearest_level(float("nan"))


def test_a_strong_history_adapts_upwards_and_a_weak_one_downwards() -> None:
    wins = [_game(("human", "expert"), (45, 30), d, ("Ann", "Rosa")) for d in range(30)]
    losses = [_game(("human", "easy"), (20, 30), d + 100, ("Bo", "Rosa"))
              for d in range(30)]
    ratings = R.rate_history(wins + losses)
    assert R.adaptive_level(ratings, ["Ann"]) == "expert"
    assert R.adaptive_level(ratings, [" Ann "]) == "expert"  # names are trimmed
    assert R.adaptive_level(ratings, ["Bo"]) == "easy"
    assert R.adaptive_level(ratings, ["Cy"]) == "medium"


def test_several_people_are_rated_by_their_mean() -> None:
    ann = [_game(("human", "hard"), (45, 30), d, ("Ann", "Rosa")) for d in range(4)]
    bo = [_game(("human", "easy"), (20, 30), d + 10, ("Bo", "Rosa")) for d in range(4)]
    ratings = R.rate_history(ann + bo)
    a, b = ratings["Ann"].current.points, ratings["Bo"].current.points
    assert R.table_points(ratings, ["Ann", "Bo"]) == pytest.approx((a + b) / 2)
    assert R.table_points(ratings, ["Ann", "Cy"]) == pytest.approx((a + 1500) / 2)
    assert R.adaptive_level(ratings, ["Ann", "Bo"]) == R.nearest_level((a + b) / 2)


def test_the_chosen_level_is_never_farther_than_another() -> None:
    for pts in range(0, 3001, 25):
        got = R.points(R.ANCHORS[R.nearest_level(pts)])
        assert all(abs(got - pts) <= abs(R.points(R.ANCHORS[lv]) - pts)
                   for lv in _anchored())
