"""The deal of the day in a game session, without widgets: today's deal
(:mod:`sanjuan.learn.daily`), the person in seat 1 against Expert, recorded once with mode
``daily`` and the deal's date, the day's one attempt kept in the history, and afterwards
how Expert itself did in the person's seat on the same deal. The window's part (the
questions before a deal starts, the game-over box) is :mod:`ui.learn.daily_deal`.

Expert's game (:func:`sanjuan.learn.daily.expert_in_seat`, a minute or so of search) is
played in the background as soon as the deal starts: on a
:class:`~ui.session.worker.TaggedWorker` whose job waits on the thinking service at
background priority (through :mod:`ui.session.thinking`: a worker process of its own,
niced, so that the person's Expert opponent, thinking on the live worker, is not slowed
much; it ends when the answer is in). It never blocks the window; it is cancelled by
:meth:`DailySession.cancel`, by a game that is not this deal, and by
:meth:`DailySession.shut_down`. The answer is kept in the history (schema 3,
``daily_expert``: Expert's actions, replayed when read), so it is computed once per date,
not again after a restart; a damaged one is said in a short message and computed again.

One attempt: the first start of a date's deal is that day's attempt, noted in the history
at once with its actions so far (kept at each of the person's decisions). Deal of the day
later resumes it (from the autosave, or else from those actions), never deals it afresh;
starting another game in its place abandons it (the status bar says so): an abandoned day
is not a day played for the streak. A deal finished or abandoned may be played again for
practice and is then not recorded.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Literal

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QObject, Signal

import sanjuan.learn.tutorial as tutorial_script
from sanjuan.learn.daily import (
    OPPONENT,
    PLAYER_SEAT,
    DailyCancelled,
    ExpertRun,
    daily_options,
    daily_seed,
    expert_in_seat,
    expert_run_of,
    played_days,
    replay_deal,
    streak,
)
from sanjuan.rules.actions import action_to_json
from sanjuan.rules.game import Game
from sanjuan.rules.seat import HUMAN, Seat
from sanjuan.store.history import DailyAttempt, History, HistoryError
from sanjuan.store.save import SavedGame
from ui.session.controller import GameController
from ui.session.recorder import GameMode
from ui.session.seats import dialog_default_name
from ui.session.thinking import Abandoned, Priority, think
from ui.session.worker import Call, TaggedWorker
from ui.text import arg

log = logging.getLogger("sanjuan")
translate = QCoreApplication.translate

#: A resumed or opened deal of the day is recognised this many days back.
DAYS_BACK = 400

#: What Deal of the day does for today (:meth:`DailySession.start_choice`): offer a
#: practice game after an abandoned attempt or after a day played, resume the open
#: attempt, or start the first attempt.
StartChoice = Literal["again_abandoned", "again_played", "resume", "first"]


def today() -> date:
    """The local calendar date (the deal of the day changes at local midnight)."""
    q = QDate.currentDate()
    return date(q.year(), q.month(), q.day())


def date_text(day: date) -> str:
    """``day`` in the user's long date format."""
    return QLocale().toString(QDate(day.year, day.month, day.day),
                              QLocale.FormatType.LongFormat)


def daily_seats(person: str) -> list[Seat]:
    """The seats of a deal of the day: ``person`` (or the default "You") in seat 1,
    Expert in seat 2 (named as the new-game dialog names it)."""
    kinds = [HUMAN, OPPONENT] if PLAYER_SEAT == 0 else [OPPONENT, HUMAN]
    seats = [Seat(dialog_default_name(i, kinds), k) for i, k in enumerate(kinds)]
    if person.strip():
        seats[PLAYER_SEAT] = Seat(person.strip(), HUMAN)
    return seats


def deal_date_of(game: Game, seats: Sequence[Seat], day: date) -> date | None:
    """The date (``day`` or up to :data:`DAYS_BACK` days before) whose deal of the day
    ``game`` is, with a person in the player's seat against Expert; None otherwise."""
    o = game.options
    kinds = [s.kind for s in seats]
    want = [OPPONENT, OPPONENT]
    want[PLAYER_SEAT] = HUMAN
    if (o.players, o.edition, o.variant) != (2, "classic", False) or kinds != want:
        return None
    for back in range(DAYS_BACK):
        d = day - timedelta(days=back)
        if daily_seed(d) == o.seed and daily_options(d) == o:
            return d
    return None


def _expert_job(day: date, level: str, opponent: str, background: bool) -> Callable[
        [Call], ExpertRun | None]:
    """The background job: Expert's run on ``day``'s deal (None when cancelled), in the
    thinking service at background priority (``background``) or in the job's thread."""

    def job(call: Call) -> ExpertRun | None:
        try:
            if background:
                run: ExpertRun = think(
                    expert_in_seat, day, level=level, opponent=opponent,
                    cancel=call.cancelled, priority=Priority.BACKGROUND)
                return run
            return expert_in_seat(day, level=level, opponent=opponent, cancel=call.cancelled)
        except (DailyCancelled, Abandoned):
            return None

    return job


@dataclass(frozen=True)
class DailyOutcome:
    """A finished deal of the day as the game-over dialog shows it: its ISO date, the
    person's VP (``you``) and the best other seat's (``other``), the streak in days
    counting this one if recorded, and whether this try was ``recorded``."""

    iso: str
    you: int
    other: int
    days: int
    recorded: bool


class _Day:
    """A played date as :func:`sanjuan.learn.daily.streak` reads it."""

    mode = "daily"

    def __init__(self, day: date) -> None:
        self.deal_date: str | None = day.isoformat()


class DailySession(QObject):
    """The deal of the day for the session of ``controller``; see the module docstring.
    ``history()`` opens the history (replaced in tests);
    :attr:`expert_level`/:attr:`opponent_level`/:attr:`background` say how Expert's game
    is played (tests use quick levels in this process: ``background`` False). Signal
    ``expertDone(str)``: Expert's run of that ISO date is in :attr:`results`, or it
    failed or was cancelled (:attr:`problem`). Status messages go out through the
    controller's ``status`` signal."""

    expertDone = Signal(str)

    def __init__(self, controller: GameController,
                 history: Callable[[], History] = History,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.history = history
        self.expert_level = OPPONENT
        self.opponent_level = OPPONENT
        self.background = True
        #: Opens a finished game in the replay viewer (game, seat names); the window
        #: sets it (the viewer lives on a higher floor). None: no Watch button.
        self.show_replay: Callable[[Game, list[str]], object] | None = None
        self.results: dict[str, ExpertRun] = {}
        self.problem = ""
        #: A short note on damaged kept data ("" if none).
        self.note = ""
        #: The ISO date of the deal of the day whose attempt is on the table (or None).
        self._attempt: str | None = None
        self._worker = TaggedWorker(self)
        self._worker.finished.connect(self._on_finished)
        self._worker.failed.connect(self._on_failed)
        controller.recorder.infer_mode = self.infer_mode
        controller.gameStarted.connect(self._on_game_started)
        controller.gameOver.connect(self._on_game_over)
        controller.model.humanToAct.connect(self.keep_progress)

    # ------------------------------------------------------------------ starting
    def start_choice(self, day: date) -> tuple[StartChoice, DailyAttempt | None]:
        """What Deal of the day does on ``day``, and the day's kept attempt (or None):
        ``again_abandoned`` (the attempt was left unfinished) or ``again_played`` (the
        day was played): only practice, after a question; ``resume``: go on with the open
        attempt (:meth:`resume`); ``first``: the day's attempt starts (:meth:`start_deal`)
        after the window has said that it is the one attempt."""
        attempt = self.attempt(day.isoformat())
        state = attempt.state if attempt is not None else None
        played = day in self.played()
        if played or state in ("finished", "abandoned"):
            return ("again_abandoned" if state == "abandoned" and not played
                    else "again_played"), attempt
        if attempt is not None:
            return "resume", attempt
        return "first", None

    def start_deal(self, day: date, record: bool = True) -> None:
        """Start the deal of ``day`` now and Expert's game on it in the background. It is
        recorded, as that day's attempt (noted in the history at once), unless
        ``record`` is False or the day's deal was finished or abandoned before
        (practice); an open attempt should be resumed (:meth:`resume`) instead."""
        attempt = self.attempt(day.isoformat())
        if attempt is not None and attempt.state != "open" or day in self.played():
            record = False
        person = self.controller.settings.new_game()
        name = person.names[PLAYER_SEAT] if person.kinds[PLAYER_SEAT] == HUMAN else ""
        self.controller.start_game(daily_options(day), daily_seats(name),
                                   GameMode("daily", day.isoformat(), record))
        self.controller.status.emit(
            arg(translate("Daily", "Deal of the day, %1: you against Expert."),
                date_text(day)), 8000)

    def resume(self, day: date, attempt: DailyAttempt) -> None:
        """Go on with the open ``attempt`` at ``day``'s deal: nothing if it is on the
        table, else the autosave's game if it is this deal and no shorter, else the
        position of the attempt's kept actions (a damaged list: said, and the deal
        from its start, still as the attempt)."""
        iso = day.isoformat()
        m = self.controller.model
        if self._attempt == iso and m.game is not None and not m.over:
            self.controller.status.emit(
                translate("Daily", "Today's deal is on the table; it is your attempt."), 8000)
            return
        unfinished = self.controller.autosave.read()
        loaded: SavedGame | None = None
        if unfinished is not None and len(unfinished.game.actions) >= len(attempt.actions) \
                and deal_date_of(unfinished.game, self.controller.seats_of(unfinished.loaded),
                                 day) == day:
            loaded = unfinished.loaded
        else:
            try:
                game = replay_deal(day, attempt.actions, log=True)
            except ValueError as exc:
                self.controller.status.emit(arg(translate(
                    "Daily", "Your attempt at the deal could not be read (%1); it starts "
                    "again."), str(exc)), 10000)
                game = Game(daily_options(day))
            person = self.controller.settings.new_game()
            name = person.names[PLAYER_SEAT] if person.kinds[PLAYER_SEAT] == HUMAN else ""
            loaded = SavedGame(game, tuple(daily_seats(name)))

        def go(saved: SavedGame = loaded) -> None:
            self.controller.continue_game(saved)
            self.controller.status.emit(
                arg(translate("Daily", "Deal of the day, %1: your attempt goes on."),
                    date_text(day)), 8000)

        if m.game is not None and not m.over:
            self.controller.confirm_abandon(go)  # only if starting it failed to abandon
        else:
            go()

    def infer_mode(self, game: object, seats: Sequence[object]) -> GameMode | None:
        """How a loaded game is recorded: the tutorial's deal as a tutorial game, a deal
        of the day (recognised by its seed) as one, once."""
        if not isinstance(game, Game):
            return None
        if tutorial_script.is_tutorial(game.options):
            return GameMode("tutorial")
        day = deal_date_of(game, [s for s in seats if isinstance(s, Seat)], today())
        if day is None:
            return None
        attempt = self.attempt(day.isoformat())
        fresh = attempt is None or attempt.state == "open"
        return GameMode("daily", day.isoformat(), fresh and day not in self.played())

    def played(self) -> set[date]:
        """The dates whose deal was played (recorded and finished) in the history (none
        when the history cannot be read)."""
        try:
            return played_days(self.history().games())
        except HistoryError:
            return set()

    def attempt(self, iso: str) -> DailyAttempt | None:
        """The attempt at the deal of ``iso`` kept in the history (None: none, or the
        history cannot be read)."""
        try:
            return self.history().attempt(iso)
        except HistoryError:
            return None

    # ------------------------------------------------------------------ the attempt
    def _track_attempt(self) -> None:
        """A game started: note a recorded deal of the day as its date's attempt (once);
        every other open attempt is abandoned (its game is no longer the one kept)."""
        mode = self.controller.recorder.mode
        iso = mode.deal_date if mode.mode == "daily" and mode.record else None
        self._attempt = iso
        try:
            history = self.history()
            left = [a.deal_date for a in history.attempts()
                    if a.state == "open" and a.deal_date != iso]
            for other in left:
                history.update_attempt(other, state="abandoned")
            if iso is not None:
                history.start_attempt(iso)
        except HistoryError as exc:
            log.info("deal of the day: attempt not kept: %s", exc)
            return
        if left:
            self.controller.status.emit(translate(
                "Daily", "The deal of the day left unfinished counts as abandoned: it was "
                "that day's attempt."), 10000)
        self.keep_progress()

    def abandons_attempt(self) -> bool:
        """Whether the game another game would replace now (the running one, or else the
        autosaved one offered by Resume) is an open attempt at a deal of the day."""
        m = self.controller.model
        if m.game is not None:
            return self._attempt is not None and not m.over
        try:  # the autosaved game offered by Resume: an open attempt is that game
            return any(a.state == "open" for a in self.history().attempts())
        except HistoryError:
            return False

    def keep_progress(self, _seat: int = -1) -> None:
        """Keep the actions of the running attempt in the history (at each of the
        person's decisions and when the window closes)."""
        g = self.controller.model.game
        if self._attempt is None or g is None:
            return
        try:
            self.history().update_attempt(self._attempt,
                                          actions=[action_to_json(a) for a in g.actions])
        except HistoryError as exc:
            log.info("deal of the day: progress not kept: %s", exc)

    def _on_game_over(self, _scores: object) -> None:
        if self._attempt is None:
            return
        try:
            self.history().update_attempt(self._attempt, state="finished")
        except HistoryError as exc:
            log.info("deal of the day: attempt not closed: %s", exc)

    def outcome(self) -> DailyOutcome | None:
        """The finished deal of the day on the table (None: no deal of the day, or not
        over): the person's score, the best other one and the streak."""
        mode = self.controller.recorder.mode
        m = self.controller.model
        if mode.mode != "daily" or mode.deal_date is None or not m.over:
            return None
        iso = mode.deal_date
        days = self.played() | ({date.fromisoformat(iso)} if mode.record else set())
        scores = m.scores()
        you = scores[PLAYER_SEAT].total
        other = max(b.total for i, b in enumerate(scores) if i != PLAYER_SEAT)
        return DailyOutcome(iso, you, other, streak([_Day(d) for d in days], today()),
                            mode.record)

    def shut_down(self) -> None:
        """The window closes: keep the attempt's progress, stop Expert's game and wait
        for it (up to 2 s)."""
        self.keep_progress()
        self._worker.cancel(wait_ms=2000)

    # ------------------------------------------------------------------ Expert's game
    def _on_game_started(self) -> None:
        self._track_attempt()
        mode = self.controller.recorder.mode
        if mode.mode != "daily" or mode.deal_date is None:
            self.cancel()
            return
        self.compute(mode.deal_date)

    @property
    def kept_level(self) -> str:
        """The level under which Expert's games are kept (``expert``; tests that play
        other levels keep theirs apart: ``easy/easy``)."""
        if (self.expert_level, self.opponent_level) == (OPPONENT, OPPONENT):
            return OPPONENT
        return f"{self.expert_level}/{self.opponent_level}"

    def compute(self, iso: str) -> None:
        """Start Expert's game on the deal of ``iso`` unless it is known (this run or
        kept in the history) or running."""
        if iso in self.results or self._worker.tag == iso:
            return
        self.problem = ""
        if self._load_kept(iso):
            self.expertDone.emit(iso)
            return
        self._worker.start(iso, _expert_job(date.fromisoformat(iso), self.expert_level,
                                            self.opponent_level, self.background))

    def _load_kept(self, iso: str) -> bool:
        """Take Expert's game on ``iso``'s deal from the history; True if it was there
        and sound. A damaged one is dropped (:attr:`note` says so; computed again)."""
        level = self.kept_level
        try:
            history = self.history()
            kept = history.expert_games()
        except HistoryError as exc:
            if "damaged" in str(exc):
                self._drop_damaged(iso, level)
            return False
        actions = kept.get((iso, level))
        if actions is None:
            return False
        try:
            run = expert_run_of(date.fromisoformat(iso), self.expert_level, actions)
        except ValueError:
            self._drop_damaged(iso, level)
            return False
        self.results[iso] = run
        return True

    def _drop_damaged(self, iso: str, level: str) -> None:
        self.note = translate("Daily", "Expert's kept game on this deal was damaged; "
                              "Expert plays it again.")
        self.controller.status.emit(self.note, 10000)
        try:
            self.history().drop_expert_game(iso, level)
        except HistoryError as exc:
            log.info("deal of the day: damaged Expert game not dropped: %s", exc)

    def _keep(self, iso: str, run: ExpertRun) -> None:
        """Keep Expert's ``run`` on ``iso``'s deal in the history (not kept: logged)."""
        try:
            self.history().add_expert_game(iso, self.kept_level,
                                           [action_to_json(a) for a in run.game.actions])
        except HistoryError as exc:
            log.info("deal of the day: Expert's game not kept: %s", exc)

    def computing(self) -> str | None:
        """The ISO date whose Expert game is being played now, or None."""
        tag = self._worker.tag
        return tag if isinstance(tag, str) else None

    def cancel(self) -> None:
        """Stop Expert's game (its answer is dropped)."""
        if self._worker.busy():
            iso = self.computing()
            self._worker.cancel()
            self.problem = translate("Daily", "Expert's game was cancelled.")
            if iso is not None:
                self.expertDone.emit(iso)

    def _on_finished(self, iso: str, run: ExpertRun | None) -> None:
        if run is None:
            self.problem = translate("Daily", "Expert's game was cancelled.")
        else:
            self.results[iso] = run
            self._keep(iso, run)
        self.expertDone.emit(iso)

    def _on_failed(self, iso: str, error: str) -> None:
        self.problem = arg(translate("Daily", "Expert's game failed: %1"), error)
        self.expertDone.emit(iso)


def kept_expert_runs(history: History, level: str = OPPONENT) -> tuple[dict[str, ExpertRun],
                                                                      str]:
    """Expert's kept games (``level``, as :attr:`DailySession.kept_level` keeps them)
    in ``history``, replayed: (ISO date → run, a short note on damaged ones or "").
    Raises HistoryError only if the history itself cannot be read."""
    note = translate("Daily", "Expert's kept game on a deal was damaged; it is played "
                     "again on that deal.")
    try:
        kept = history.expert_games()
    except HistoryError as exc:
        if "damaged" in str(exc):
            return {}, note
        raise
    runs: dict[str, ExpertRun] = {}
    damaged = False
    for (iso, lv), actions in kept.items():
        if lv != level:
            continue
        try:
            runs[iso] = expert_run_of(date.fromisoformat(iso), level, actions)
        except ValueError:
            damaged = True
    return runs, note if damaged else ""


__all__ = ["DAYS_BACK", "DailyOutcome", "DailySession", "StartChoice", "date_text",
           "daily_seats", "deal_date_of", "kept_expert_runs", "today"]
