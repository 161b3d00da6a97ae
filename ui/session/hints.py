"""The hints of a game session, without widgets: which decision a hint may be asked
for, asking the coach in the background, dropping stale answers and counting the hints
used. The Hint dock (:mod:`ui.learn.hint_dock`) shows what :class:`HintSession` holds and
sends it the player's requests.

The coach (:func:`sanjuan.learn.coach.coach`) is asked on a
:class:`~ui.session.worker.TaggedWorker` and searches in the second process of the
computer players (:mod:`ui.session.thinking`), from the deciding human's observation only.
Every request is tagged with the decision it answers (:data:`Tag`: game, number of
actions so far, seat); an answer for any other decision is dropped, and a new decision, a
new game or :meth:`HintSession.shut_down` cancels the search. Hints are counted per game
and seat. Respects ``Settings.hints_enabled()``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from sanjuan.learn.coach import Hint, HintCancelled, coach
from sanjuan.rules.observation import Observation
from ui.session.controller import GameController
from ui.session.thinking import think
from ui.session.worker import Call, Job, TaggedWorker

Tag = tuple[int, int, int]  # (game id, actions so far, seat)

#: What :attr:`HintSession.status` may be: nothing to say, hints switched off, the coach
#: thinking, no hint this time (cancelled or failed), hints shown.
STATUSES = ("", "off", "thinking", "none", "shown")


def hint_job(obs: Observation, seed: int) -> Job:
    """The background job of a hint: the coach's hints for ``obs`` (best first), or None
    when cancelled."""

    def job(call: Call) -> list[Hint] | None:
        try:
            # in the second process when there is one (ui.session.thinking): a search
            # on this thread would compete with the GUI thread for the interpreter lock
            hints: list[Hint] = think(coach, obs, seed=seed, cancel=call.cancelled)
            return hints
        except HintCancelled:
            return None

    return job


class HintSession(QObject):
    """The hint state of ``controller``'s session. ``shown_observation()`` returns the
    observation the table shows now (or None): a hint is offered only for the decision
    of the human seat shown.

    Signals: ``changed()`` after :attr:`status`, :meth:`available` or
    :attr:`thinking` may have changed; ``hintsChanged()`` after :attr:`hints` changed
    (new hints shown, or cleared)."""

    changed = Signal()
    hintsChanged = Signal()

    def __init__(self, controller: GameController,
                 shown_observation: Callable[[], Observation | None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.model = controller.model
        self.settings = controller.settings
        self._shown_observation = shown_observation
        #: Hints asked for in the current game (all seats).
        self.used = 0
        #: Hints asked for in the current game, by seat (hot-seat games have several).
        self.used_by_seat: dict[int, int] = {}
        #: The counts of a resumed game, taken up when its start reaches this session.
        self._restored: dict[int, int] = {}
        #: The hints shown (best first), for the decision :attr:`shown`.
        self.hints: list[Hint] = []
        #: The decision whose hints are shown, or None.
        self.shown: Tag | None = None
        #: One of :data:`STATUSES`.
        self.status = ""
        self._tag: Tag | None = None  # the decision the coach is thinking about
        self._worker = TaggedWorker(self)
        self._worker.finished.connect(self._on_finished)
        self._worker.failed.connect(lambda tag, _error: self._on_finished(tag, None))  # logged
        # Last of the follow-ups, and posted: the tag is read from what the table shows,
        # after a hot-seat hand-over has been decided too.
        controller.set_follow_up("hints", lambda: QTimer.singleShot(0, self.refresh))
        controller.gameStarted.connect(self._on_game_started, Qt.ConnectionType.QueuedConnection)
        self.settings.changed.connect(self._on_setting)

    # ------------------------------------------------------------------ state
    @property
    def thinking(self) -> bool:
        """True while the coach is thinking about the decision shown."""
        return self._tag is not None

    def hints_on(self) -> bool:
        """Whether hints are offered (``Settings.hints_enabled()``)."""
        return self.settings.hints_enabled()

    def set_hints_on(self, on: bool) -> None:
        """Offer hints or not (remembered in the settings; :meth:`_on_setting` follows)."""
        self.settings.set_hints_enabled(on)

    def current_tag(self) -> Tag | None:
        """The tag of the human decision shown now, or None if no hint may be asked."""
        m = self.model
        if m.game is None or m.over or self.controller.hot_seat.handing_over:
            return None
        seat = m.deciding_seat
        obs = self._shown_observation()
        if seat not in m.human_seats or obs is None or obs.seat != seat:
            return None
        return (id(m.game), len(m.game.actions), seat)

    def available(self) -> bool:
        """True when a hint may be asked now (a human decision shown, hints on)."""
        return self.current_tag() is not None and self.hints_on()

    def observation(self, tag: Tag) -> Observation:
        """The observation of the seat of ``tag`` (what its hints' texts are about)."""
        return self.model.observation(tag[2])

    def refresh(self, forget: bool = False) -> None:
        """After a change of the game or of what is shown: cancel a search and clear the
        hints that no longer answer the decision shown (``forget``: whatever they
        answer)."""
        tag = self.current_tag()
        if tag != self._tag:
            self.cancel()
        was_shown = self.shown
        if forget:
            self.shown = None
        if tag != self.shown:
            cleared = bool(self.hints) or was_shown is not None
            self.hints, self.shown = [], None
            self.status = "" if self.hints_on() else "off"
            if cleared:
                self.hintsChanged.emit()
        self.changed.emit()

    def _on_game_started(self) -> None:
        self.used_by_seat, self._restored = self._restored, {}
        self.used = sum(self.used_by_seat.values())
        self.refresh()

    def restore_counts(self, counts: Sequence[int]) -> None:
        """The hints asked for so far in the game just opened or resumed (``counts``:
        one per seat, from its save): its count goes on from there. Called right after
        the game's start, before this session hears of it (its start is queued)."""
        self._restored = {i: int(n) for i, n in enumerate(counts) if n}

    def _on_setting(self, key: str, value: object) -> None:
        """Hints switched on or off (here or in the Settings dialog)."""
        if key != "hints":
            return
        if not value:
            self.cancel()
        self.refresh(forget=True)  # clear what is shown (and say why when off)

    def used_per_seat(self) -> list[int]:
        """Hints asked for in the current game, one count per seat (for the history)."""
        return [self.used_by_seat.get(i, 0) for i in range(len(self.model.seats))]

    def review_seat(self) -> int:
        """The seat a review of the game is for: the human seat, or the one shown when
        there are several or none."""
        humans = self.model.human_seats
        return humans[0] if len(humans) == 1 else self.controller.hot_seat.viewer()

    # ------------------------------------------------------------------ asking
    def request(self) -> bool:
        """Ask for a hint on the decision shown now; False (nothing done) if none may be
        asked or one is being computed or shown for it already."""
        tag = self.current_tag()
        if tag is None or not self.hints_on() or tag in (self._tag, self.shown):
            return False
        self.cancel()
        obs = self.model.observation(tag[2])
        self._tag = tag
        self.used += 1
        self.used_by_seat[tag[2]] = self.used_by_seat.get(tag[2], 0) + 1
        self.status = "thinking"
        # From the public position only: the game's seed would tie the hint to the deal.
        seed = tag[1] * 1009 + tag[2]
        self._worker.start(tag, hint_job(obs, seed))
        self.changed.emit()
        return True

    def cancel(self) -> None:
        """Stop the hint being computed (its answer is dropped)."""
        self._worker.cancel()
        if self._tag is not None:
            self._tag = None
            self.status = ""
            self.changed.emit()

    def shut_down(self) -> None:
        """The window closes: cancel the coach and wait for it (2 s at most)."""
        self.cancel()
        self._worker.cancel(wait_ms=2000)

    def _on_finished(self, tag: Tag, hints: list[Hint] | None) -> None:
        if tag != self._tag or tag != self.current_tag():
            return  # stale: the decision it answers is gone, or it was cancelled
        self._tag = None
        if hints is None:
            self.status = "none"
        else:
            self.hints, self.shown = hints, tag
            self.status = "shown"
            self.hintsChanged.emit()
        self.changed.emit()
