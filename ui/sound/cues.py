"""The one place where game events become sounds (issue 35).

:class:`SoundCues` listens to the :class:`~ui.session.controller.GameController` (its
``eventShown``, ``decisionOpened``, ``gameStarted``, ``rewound`` and ``gameOver``
signals, and the ``"sound"`` follow-up run after each change) and asks the
:class:`~ui.sound.board.SoundBoard` for the effects. Widgets never play sounds.

The events of one change (one action, or a network game's picture) are gathered and
played together when the change is done, at most :data:`PER_CHANGE` of them, the most
telling first (:data:`PRIORITY`), so that a quick round stays a few clear sounds, not a
clatter. The events of a game being loaded, rejoined or taken back are not played.

Nothing is said by sound alone: each effect stands for what the table already shows and
the screen readers hear (:mod:`ui.table.announce`): a building appears in a tableau and
in the log; "your turn" is the decision panel's prompt (announced); the end warning is
the prompt's "⚠" sentence, which this module also announces when the decision is not
a player's at this computer (theirs is announced with their prompt); won and lost are
the game-over dialog and the announced final scores."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from sanjuan.rules.end_warning import end_warning
from sanjuan.rules.events import (
    BuildingBuilt,
    CardsDrawn,
    DeckReshuffled,
    Event,
    GameEnded,
    GoodsProduced,
    GoodsSold,
    Reason,
    RoleChosen,
    TileTurned,
)
from ui.session.controller import GameController
from ui.sound.board import SoundBoard
from ui.table.announce import announce
from ui.text.warnings_text import end_warning_text

PER_CHANGE = 2  # effects played for one change at most

#: The effects in the order they win a place among the :data:`PER_CHANGE` of a change.
PRIORITY = ("game_won", "game_lost", "end_warning", "cards_shuffled", "card_placed", "coin",
            "production", "tile_turned", "role_chosen", "card_drawn")

#: Cards drawn for these reasons make no sound: the deal (the shuffle is heard instead).
QUIET_DRAWS = frozenset({Reason.DEAL, Reason.START_HAND})


def effect_of(event: Event) -> str | None:
    """The effect that stands for ``event``, or None (GameEnded: see :meth:`SoundCues.
    _end_of_game`)."""
    if isinstance(event, BuildingBuilt):
        return "card_placed"
    if isinstance(event, GoodsSold):
        return "coin"
    if isinstance(event, GoodsProduced):
        return "production"
    if isinstance(event, DeckReshuffled):
        return "cards_shuffled"
    if isinstance(event, TileTurned):
        return "tile_turned"
    if isinstance(event, RoleChosen):
        return "role_chosen"
    if isinstance(event, CardsDrawn) and event.reason not in QUIET_DRAWS:
        return "card_drawn"
    return None


class SoundCues(QObject):
    """Plays ``board``'s effects for ``controller``'s game (see the module docstring).

    ``speaker``: the widget whose window the end warning is announced from. ``away``:
    True while the player is not looking (the window is not active; the window's
    :class:`~ui.window.attention.Attention` sets it): then "your turn" sounds for every
    decision, else only when the table comes back to the player after somebody else's
    moves."""

    def __init__(self, controller: GameController, board: SoundBoard, speaker: QWidget,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller, self.board, self.speaker = controller, board, speaker
        self.away: Callable[[], bool] = lambda: False
        self._pending: set[str] = set()
        self._quiet = True  # until the first change after a game starts
        self._fresh = False  # that game was just dealt
        self._decider = -1  # who decided at the last change
        self._came_from = -1  # who decided before that
        self._warned: set[str] = set()
        self._turn_for: tuple[int, int] | None = None  # the decision "your turn" sounded for
        controller.gameStarted.connect(self._on_started)
        controller.eventShown.connect(self._on_event)
        controller.rewound.connect(self._on_rewound)
        controller.decisionOpened.connect(self._on_decision)
        controller.set_follow_up("sound", self._after_change)

    def _on_started(self) -> None:
        model = self.controller.model
        self._quiet = True
        self._fresh = model.game is not None and not model.game.actions
        self._pending.clear()
        self._decider = self._came_from = -1
        self._warned = set()
        self._turn_for = None
        self.board.set_table_open(True)

    def _on_rewound(self) -> None:
        self._pending.clear()
        self._warned = set()  # a warning taken back is given again when it comes again

    def _on_event(self, event: Event) -> None:
        if self._quiet:
            return
        if isinstance(event, GameEnded):
            self._pending.add(self._end_of_game(event))
            return
        name = effect_of(event)
        if name is not None:
            self._pending.add(name)

    def _end_of_game(self, event: GameEnded) -> str:
        """"game_won" when a player at this computer is among the winners, or nobody here
        plays (a game of computer players); else "game_lost"."""
        humans = set(self.controller.model.human_seats)
        return "game_won" if not humans or humans & set(event.winners) else "game_lost"

    def _after_change(self) -> None:
        """The change is done: play what it gathered; warn once of the game's end."""
        model = self.controller.model
        if self._quiet:
            self._quiet = False
            if self._fresh:
                self._pending.add("cards_shuffled")
            self._fresh = False
        self._came_from, self._decider = self._decider, model.deciding_seat
        self._check_end_warning()
        if model.over:
            self.board.set_table_open(False)
        chosen = [n for n in PRIORITY if n in self._pending][:PER_CHANGE]
        self._pending.clear()
        for name in reversed(chosen):  # together; the most telling one handed over last
            self.board.play(name)

    def _check_end_warning(self) -> None:
        """The first warning that the game may end, and the one that this builder phase
        is the last, each sound once a game and are announced when the decision is not
        one of this computer's players' (theirs is announced with their prompt)."""
        model = self.controller.model
        game = model.game
        if game is None or model.over:
            return
        key = end_warning(game.state)
        if key is None:
            return
        first = not self._warned
        last = key == "last_phase" and "last_phase" not in self._warned
        self._warned.add(key)
        if not (first or last):
            return
        self._pending.add("end_warning")
        seat = model.deciding_seat
        if seat >= 0 and seat not in model.human_seats:
            viewer = model.human_seats[0] if model.human_seats else 0
            text = end_warning_text(model.observation(viewer))
            if text:
                announce(self.speaker, "⚠ " + text)

    def _on_decision(self, seat: int) -> None:
        """A decision of ``seat`` (a player here) opened: "your turn" when the player is
        away, or when the table comes back to them from somebody else; once a decision
        (a network game reports an open decision again with each news from the server)."""
        game = self.controller.model.game
        key = (-1 if game is None else len(game.actions), seat)
        if key == self._turn_for:
            return
        if self.away() or self._came_from not in (-1, seat):
            self._turn_for = key
            self.board.play("your_turn")
