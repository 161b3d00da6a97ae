"""The figures of Game ▸ Statistics without any widget (ui/session/statistics.py), over
hand-made history records: the results table's rows, which games the rating counts and
whose rating is shown first, and the Deals of the day table (the person's result against
Expert's kept one, abandoned days, the streak)."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QSettings

from sanjuan.learn.daily import ExpertRun
from sanjuan.rules.game import Game
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from sanjuan.store.history import DailyAttempt, GameRecord, SeatResult
from sanjuan.store.stats import Tally
from ui.session.statistics import DAILY_ROWS, RatingChoice, Statistics, table_rows
from ui.settings import Settings

DAY = date(2026, 5, 10)


def game(day: int, kinds: tuple[str, ...], totals: tuple[int, ...], winners: tuple[int, ...],
         mode: str = "game", deal_date: str | None = None, hints: int = 0,
         name: str = "Ann") -> GameRecord:
    """A record finished on May ``day`` (no actions needed); the human seat is ``name``."""
    seats = tuple(SeatResult(Seat(name if k == "human" else f"P{i}", k), {"buildings": t},
                             t, 0, i in winners, hints=hints if k == "human" else 0)
                  for i, (k, t) in enumerate(zip(kinds, totals, strict=True)))
    return GameRecord(f"2026-05-{day:02d}T12:00:00+00:00", "classic", False, len(kinds), day,
                      12, all(k != "human" for k in kinds), seats, mode=mode,
                      deal_date=deal_date)


def run(score: int, other: int) -> ExpertRun:
    return ExpertRun("expert", score, other, score >= other, 12,
                     Game(Options(2, "classic", False, 1)))


def test_the_results_rows_go_by_level_edition_players_and_kind() -> None:
    records = [game(1, ("human", "easy"), (30, 20), (0,)),
               game(2, ("human", "hard"), (20, 31), (1,), mode="tutorial"),
               game(3, ("human", "easy", "easy"), (25, 22, 18), (0,))]
    stats = Statistics(records)
    assert stats.rows == table_rows(stats.summary)
    assert [(g, k, t) for g, k, t, _ in stats.rows] == [
        ("level", "easy", Tally(2, 2)), ("level", "hard", Tally(1, 0)),
        ("edition", "classic", Tally(3, 2)),
        ("players", 2, Tally(2, 1)), ("players", 3, Tally(1, 1)),
        ("mode", "tutorial", Tally(1, 0))]  # ordinary games are no row of their own
    assert stats.rows[0][3] == 27.5 and stats.rows[2][3] is not None
    assert stats.rows[3][3] is None


def test_the_rating_counts_what_the_settings_say(tmp_path) -> None:
    records = [game(1, ("human", "easy"), (30, 20), (0,)),
               game(2, ("human", "medium"), (31, 20), (0,), hints=2),
               game(3, ("human", "easy"), (28, 20), (0,), name="Bea")]
    stats = Statistics(records)
    assert RatingChoice.of(None) == RatingChoice(True, False, False)
    plain = stats.ratings(RatingChoice())
    assert stats.rating_order(plain) == ["Bea", "Ann"]  # the most recent counted game first
    assert plain["Ann"].games == 1  # the game with hints does not count
    assert stats.ratings(RatingChoice(hinted=True))["Ann"].games == 2
    assert stats.ratings(RatingChoice(shown=False)) == {}
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    assert RatingChoice.of(settings) == RatingChoice(
        settings.show_rating(), settings.rating_counts_hinted(),
        settings.rating_counts_tutorial())


def test_deals_of_the_day_rows_and_summary() -> None:
    records = [game(9, ("human", "expert"), (30, 25), (0,), "daily", "2026-05-09"),
               game(10, ("human", "expert"), (20, 35), (1,), "daily", "2026-05-10"),
               game(10, ("human", "expert"), (40, 10), (0,), "daily", "2026-05-10"),  # practice
               game(7, ("human", "expert"), (26, 24), (0,), "daily", "2026-05-07")]
    attempts = [DailyAttempt("2026-05-08", "x", "abandoned"),
                DailyAttempt("2026-05-06", "x", "abandoned"),
                DailyAttempt("2026-05-11", "x", "open")]  # still playing: not listed
    expert = {"2026-05-09": run(30, 20), "2026-05-10": run(24, 30),
              "2026-05-07": run(27, 22)}
    stats = Statistics(records, attempts, expert)
    assert stats.daily_days() == ["2026-05-10", "2026-05-09", "2026-05-08", "2026-05-07",
                                  "2026-05-06"]
    rows = {r.iso: r for r in stats.daily_rows()}
    assert (rows["2026-05-10"].you, rows["2026-05-10"].other) == (20, 35)  # the attempt
    assert rows["2026-05-10"].result == "below"
    assert rows["2026-05-09"].result == "same"
    assert rows["2026-05-07"].result == "below" and rows["2026-05-07"].run is expert["2026-05-07"]
    assert (rows["2026-05-08"].you, rows["2026-05-08"].result) == (None, "abandoned")
    s = stats.daily_summary(DAY)
    assert (s.streak, s.played, s.abandoned) == (2, 3, 2)
    assert stats.daily_summary(date(2026, 5, 13)).streak == 0
    without = Statistics(records[:1])
    assert [r.result for r in without.daily_rows()] == ["won"]  # Expert's run not kept


def test_only_the_latest_deals_are_listed() -> None:
    records = [game(1 + i % 28, ("human", "expert"), (20, 30), (1,), "daily",
                    date.fromordinal(DAY.toordinal() - i).isoformat())
               for i in range(DAILY_ROWS + 5)]
    days = Statistics(records).daily_days()
    assert len(days) == DAILY_ROWS and days[0] == DAY.isoformat()
    assert [r.result for r in Statistics(records).daily_rows()] == ["lost"] * DAILY_ROWS
