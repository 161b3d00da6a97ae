"""The figures of Game ▸ Statistics, without widgets: what the Statistics window
(:mod:`ui.history.statistics`) shows, worked out from the history's records: the
results table's rows (per opponent level, edition, player count and kind of game; from
:func:`sanjuan.store.stats.summarize`), the rating of each player with the settings'
choices of which games count (:func:`sanjuan.store.rating.rate_history`), and the deals
of the day (per date the person's result or an abandoned attempt, Expert's kept result in
the person's seat, the streak). The window turns them into words and charts."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Literal

from sanjuan.learn.daily import PLAYER_SEAT, ExpertRun, played_days, streak
from sanjuan.store.history import DailyAttempt, GameRecord
from sanjuan.store.rating import PlayerRating, rate_history
from sanjuan.store.stats import Summary, Tally, summarize
from ui.settings import Settings

#: Deals of the day listed in Statistics (the most recent ones).
DAILY_ROWS = 30

#: A row of the results table: (group, key, tally, average VP or None). The group is
#: ``"level"`` (key: the strongest opponent's level), ``"edition"`` (key: the edition),
#: ``"players"`` (key: the player count) or ``"mode"`` (key: a kind of game other than an
#: ordinary one).
Row = tuple[str, object, Tally, float | None]

#: How a deal of the day ended for the person: won or lost (Expert's result not known),
#: better than, below or as Expert in the person's seat, or abandoned (no recorded game).
DailyResult = Literal["won", "lost", "better", "below", "same", "abandoned"]

#: The settings that change the rating (the window rates again when one changes).
RATING_SETTINGS = ("show_rating", "count_hinted", "count_tutorial")


@dataclass(frozen=True)
class DailyRow:
    """One date of the Deals of the day table: its ISO date, the person's VP and the best
    other seat's in the date's recorded game (None: no game recorded, the attempt was
    abandoned), Expert's kept run in the person's seat (None: not kept) and the
    :data:`DailyResult`."""

    iso: str
    you: int | None
    other: int | None
    run: ExpertRun | None
    result: DailyResult


@dataclass(frozen=True)
class DailySummary:
    """The line above the Deals of the day table: the streak (days in a row up to
    today), the number of deals played and of days abandoned without a game played."""

    streak: int
    played: int
    abandoned: int


@dataclass(frozen=True)
class RatingChoice:
    """The settings' choices for the rating: whether it is ``shown``, and whether games
    with hints (``hinted``) and tutorial games (``tutorial``) count. Without settings:
    shown, neither counts."""

    shown: bool = True
    hinted: bool = False
    tutorial: bool = False

    @classmethod
    def of(cls, settings: Settings | None) -> RatingChoice:
        """The choices of ``settings`` (None: the defaults)."""
        if settings is None:
            return cls()
        return cls(settings.show_rating(), settings.rating_counts_hinted(),
                   settings.rating_counts_tutorial())


class Statistics:
    """The figures over the history's ``records`` (oldest first, as
    :meth:`sanjuan.store.history.History.games` returns them), the deal-of-the-day
    ``attempts`` and ``expert`` (ISO date → Expert's kept run in the person's seat)."""

    def __init__(self, records: Sequence[GameRecord], attempts: Sequence[DailyAttempt] = (),
                 expert: Mapping[str, ExpertRun] | None = None) -> None:
        self.records = list(records)
        self.attempts = list(attempts)
        self.expert = dict(expert or {})
        self.summary: Summary = summarize(self.records)
        #: The results table's rows (see :data:`Row`), levels first, then editions,
        #: player counts and kinds of game other than ordinary ones.
        self.rows: list[Row] = table_rows(self.summary)

    # ------------------------------------------------------------------ the rating
    def ratings(self, choice: RatingChoice) -> dict[str, PlayerRating]:
        """Each player's rating (by name) over the games ``choice`` counts; empty when
        the rating is not shown."""
        if not choice.shown:
            return {}
        return rate_history(self.records, choice.tutorial, choice.hinted)

    @staticmethod
    def rating_order(ratings: Mapping[str, PlayerRating]) -> list[str]:
        """The names of ``ratings``, the player of the most recent counted game first
        (the one shown by default)."""
        return sorted(ratings, key=lambda n: ratings[n].current.finished_at, reverse=True)

    # ------------------------------------------------------------------ deals of the day
    def daily_days(self) -> list[str]:
        """The deal dates (ISO, newest first, at most :data:`DAILY_ROWS`) with a recorded
        game or an attempt finished or abandoned."""
        days = {r.deal_date for r in self.records if r.mode == "daily" and r.deal_date}
        days |= {a.deal_date for a in self.attempts if a.state != "open"}
        return sorted(days, reverse=True)[:DAILY_ROWS]

    def daily_rows(self) -> list[DailyRow]:
        """The Deals of the day table, one row per :meth:`daily_days` date: the first
        recorded game of the date (the attempt) against Expert's kept run."""
        first: dict[str, GameRecord] = {}
        for r in self.records:  # the recorded game of each date (the attempt)
            if r.mode == "daily" and r.deal_date and r.deal_date not in first:
                first[r.deal_date] = r
        rows: list[DailyRow] = []
        for iso in self.daily_days():
            rec = first.get(iso)
            run = self.expert.get(iso)
            if rec is None or len(rec.seats) <= PLAYER_SEAT:
                rows.append(DailyRow(iso, None, None, run, "abandoned"))
                continue
            you = rec.seats[PLAYER_SEAT].total
            other = max((s.total for i, s in enumerate(rec.seats) if i != PLAYER_SEAT),
                        default=0)
            result: DailyResult
            if run is None:
                result = "won" if rec.seats[PLAYER_SEAT].winner else "lost"
            elif you > run.score:
                result = "better"
            elif you < run.score:
                result = "below"
            else:
                result = "same"
            rows.append(DailyRow(iso, you, other, run, result))
        return rows

    def daily_summary(self, day: date) -> DailySummary:
        """The streak up to ``day`` (today), the deals played and the days abandoned
        (an abandoned attempt whose date was not played)."""
        played = played_days(self.records)
        abandoned = {a.deal_date for a in self.attempts if a.state == "abandoned"}
        return DailySummary(streak(self.records, day), len(played),
                            len(abandoned - {d.isoformat() for d in played}))


def table_rows(summary: Summary) -> list[Row]:
    """The results table's rows of ``summary`` (see :data:`Row`)."""
    s = summary
    rows: list[Row] = []
    for level, t in s.by_level.items():
        rows.append(("level", level, t, (s.vp_by_level or {}).get(level)))
    for ed, t in s.by_edition.items():
        rows.append(("edition", ed, t, (s.vp_by_edition or {}).get(ed)))
    for n, t in s.by_players.items():
        rows.append(("players", n, t, None))
    for mode, t in (s.by_mode or {}).items():
        if mode != "game":
            rows.append(("mode", mode, t, None))
    return rows


__all__ = ["DAILY_ROWS", "RATING_SETTINGS", "DailyResult", "DailyRow", "DailySummary",
           "RatingChoice", "Row", "Statistics", "table_rows"]
