"""Edit ▸ Undo / Redo for the main window, on Qt's :class:`QUndoStack`.

Each human decision sent through :meth:`UndoController.submit` becomes a command whose
undo replays the game without it (:meth:`ui.session.game_model.GameModel.rewind`). The stack
only ever holds a trailing run of one seat's decisions that revealed nothing: any step
that reveals something (drawn, looked-at or turned cards, a turned tile) or is decided by
another seat clears it (:mod:`sanjuan.rules.undo` decides). Hot-seat: only the seat now acting
may undo. When undo is not possible, the menu entry says why.

A local game against computers also offers a take-back (issue 34): a computer answers at
once, so a plain undo would almost never be possible; Undo then takes back the player's
latest decision together with the computers' answers since, as long as nothing was shown
to the player in between (:func:`sanjuan.rules.undo.takeback_depth`). Such a game is
casual: :attr:`UndoController.takebacks` counts them, the history marks the game and the
rating leaves it out. A network game keeps the strict rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence, QUndoCommand, QUndoStack

from sanjuan.rules.actions import Action, Build, ChooseRole, Pass, Select
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.seat import LEVELS
from sanjuan.rules.undo import Blocker, Step, reveal, takeback_depth, undo_depth
from ui.text import arg, plural_en
from ui.text.names import card_name, role_name

if TYPE_CHECKING:
    from sanjuan.rules.state import GameState
    from ui.session.game_model import GameModel

translate = QCoreApplication.translate
K = DecisionKind


class Menu(Protocol):
    """What :meth:`UndoController.build_menu` needs of a menu (a QMenu): no widget
    module is imported here (no QtWidgets in ui.session)."""

    def addAction(self, action: QAction, /) -> None:  # noqa: N802 - Qt API
        """Append ``action``."""


class MenuBar(Protocol):
    """What :meth:`UndoController.build_menu` needs of the window's menu bar (a
    QMenuBar)."""

    def addMenu(self, title: str, /) -> Menu:  # noqa: N802 - Qt API
        """A new menu titled ``title``, appended."""


def describe(action: Action, s: GameState) -> str:
    """What ``action`` does, for "Undo: …" (state ``s`` before the action)."""
    if isinstance(action, ChooseRole):
        return arg(translate("Undo", "choose the %1"), role_name(action.role))
    if isinstance(action, Build):
        return arg(translate("Undo", "build the %1"), card_name(s.types[action.card]))
    if isinstance(action, Pass):
        return translate("Undo", "pass")
    n = len(action.cards) if isinstance(action, Select) else 0
    kind = s.decision.kind if s.decision is not None else None
    if kind is K.PRODUCE:
        return plural_en(translate("Undo", "produce %n good(s)", None, n), n)
    if kind is K.SELL:
        return plural_en(translate("Undo", "sell %n good(s)", None, n), n)
    if kind in (K.PAY, K.BLACK_MARKET):
        return plural_en(translate("Undo", "pay with %n card(s)", None, n), n)
    return plural_en(translate("Undo", "choose %n card(s)", None, n), n)


def blocker_text(blocker: Blocker, other: str) -> str:
    """Why no (further) undo is possible, in words; ``other`` names the seat that
    decided since (Blocker.OTHER_SEAT)."""
    texts = {
        Blocker.NOTHING: translate("Undo", "nothing of yours to take back"),
        Blocker.OTHER_SEAT: arg(translate("Undo", "%1 has decided since"), other),
        Blocker.CARD_DRAWN: translate("Undo", "a card was drawn or looked at"),
        Blocker.CARDS_TURNED: translate("Undo", "cards were turned face up"),
        Blocker.TILE_TURNED: translate("Undo", "a trading-house tile was turned"),
        Blocker.SHUFFLED: translate("Undo", "the discard pile was shuffled"),
        Blocker.GAME_OVER: translate("Undo", "the game is over"),
    }
    return texts[blocker]


class _ActionCommand(QUndoCommand):
    """One human decision: undo rewinds to ``before`` actions, redo applies it again."""

    def __init__(self, ctl: UndoController, action: Action, before: int, text: str) -> None:
        super().__init__(text)
        self.ctl, self.action, self.before = ctl, action, before
        self._applied = True  # pushed after the model applied it

    def redo(self) -> None:  # QUndoCommand API
        if self._applied:
            self._applied = False
            return
        self.ctl.busy = True  # the stack must not be cleared under its own feet
        try:
            self.ctl.model.submit(self.action)
        finally:
            self.ctl.busy = False

    def undo(self) -> None:  # QUndoCommand API
        self.ctl.model.rewind(self.before)


class UndoController(QObject):
    """Keeps the undo stack of ``model``'s game and its Edit menu actions in step. The
    game controller calls :meth:`started`, :meth:`note_step`, :meth:`changed` and
    :meth:`rewound` as the model reports them (the actions' parent is ``parent``).

    What may be taken back is decided from the table's steps (``model.steps``, see
    :attr:`ui.session.table.Table.steps`); a table that takes actions back itself
    (``redo``: a local game) has them on the stack, with Redo; another (a network
    game's) is asked to take our last action back (no Redo: its keeper forgets it)."""

    def __init__(self, model: GameModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.stack = QUndoStack(self)
        self._seat = -1  # whose commands the stack holds
        self.busy = False  # True while a command of the stack runs
        #: Take-backs against the computer in the running game (0: a rated game).
        self.takebacks = 0
        self.undo_action = QAction(self)
        self.undo_action.setObjectName("action_undo")
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self._undo)
        self.redo_action = QAction(self)
        self.redo_action.setObjectName("action_redo")
        self.redo_action.setShortcut(QKeySequence("Ctrl+Shift+Z"))
        self.redo_action.triggered.connect(self.stack.redo)
        self.stack.indexChanged.connect(self._on_index_changed)
        self.refresh()

    def build_menu(self, bar: MenuBar) -> dict[str, QAction]:
        """Add the Edit menu to ``bar``; returns its actions by key."""
        edit = bar.addMenu(translate("Undo", "&Edit"))
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        return {"undo": self.undo_action, "redo": self.redo_action}

    def undo_seat(self) -> int:
        """The seat whose decisions may be taken back now: the only human, or in hot-seat
        the human deciding now; -1 for none (spectating, a computer deciding in hot-seat)."""
        m = self.model
        humans = m.human_seats
        if len(humans) == 1:
            return humans[0]
        return m.deciding_seat if m.deciding_seat in humans else -1

    def submit(self, action: Action) -> Step | None:
        """Hand the human's ``action`` to the model (raises IllegalActionError, changing
        nothing) and make it undoable when the step it returns revealed nothing and
        nothing has since (an automatic answer may follow at once). Returns that step
        (None: the action went to be applied elsewhere)."""
        m = self.model
        g = m.game
        assert g is not None
        seat, before = m.deciding_seat, len(g.actions)
        try:
            text = describe(action, g.state)
        except (IndexError, KeyError):
            text = ""  # no such card: the model refuses it below (IllegalActionError)
        step = m.submit(action)
        if step is not None and self._undoable(step, seat):
            self._seat = seat
            self.stack.push(_ActionCommand(self, action, before, text))
        return step

    # ------------------------------------------------------------------ tracking
    @staticmethod
    def _silent(step: Step) -> bool:
        return not step.looked and reveal(step.events) is None

    def _undoable(self, step: Step, seat: int) -> bool:
        """True when ``step`` is among ``seat``'s latest steps that revealed nothing."""
        steps = self.model.steps
        depth = undo_depth(steps, seat).depth
        return any(s is step for s in steps[len(steps) - depth:]) if depth else False

    def started(self) -> None:
        """A new or loaded game: nothing to undo, no take-back yet."""
        self.stack.clear()
        self.takebacks = 0

    def _takeback(self) -> int:
        """How many of the latest actions a take-back against the computer removes now
        (0: none is possible). Only in a local game (its table replays it), only when the
        plain undo cannot, and only past computers' answers (never another person's)."""
        m, seat = self.model, self.undo_seat()
        if (seat < 0 or m.game is None or m.over or not self._redo_here()
                or (seat == self._seat and self.stack.canUndo())):
            return 0
        computers = [i for i, s in enumerate(m.seats) if s.kind in LEVELS]
        if not computers:
            return 0
        return takeback_depth(m.steps, seat, computers).depth

    def _take_back(self, depth: int) -> None:
        """Take back the player's latest decision and the computers' answers since (the
        stack is cleared: there is no Redo for answers the computers give anew)."""
        g = self.model.game
        assert g is not None
        self.takebacks += 1
        self.stack.clear()
        self.model.rewind(len(g.actions) - depth)

    def note_step(self, step: Step) -> None:
        """An action was applied: clear the stack when it revealed something or another
        seat decided it (not while a command of the stack runs)."""
        if (step.seat != self._seat or not self._silent(step)) and not self.busy:
            self.stack.clear()

    def changed(self) -> None:
        """After each change of the model: the menu's texts."""
        self.refresh()

    def rewound(self) -> None:
        """Actions were taken back (the table forgot their steps)."""
        self.refresh()

    def _redo_here(self) -> bool:
        """True when the table takes actions back itself (or there is none yet)."""
        table = self.model.table
        return table is None or table.redo

    def _undo(self) -> None:
        """Edit ▸ Undo: the stack's undo; a table whose keeper takes actions back (a
        network game's server) is asked to take our last one back (and sends the new
        picture)."""
        depth = self._takeback()
        if depth:
            self._take_back(depth)
        elif self._redo_here():
            self.stack.undo()
        elif self._request_ok():
            self.model.request_undo()

    def _request_ok(self) -> bool:
        """Our last actions revealed nothing and nobody decided since — and no computer
        (which answers at once where the game is kept) is deciding now."""
        m, seat = self.model, self.undo_seat()
        deciding = m.deciding_seat
        if seat < 0 or m.over or deciding < 0:
            return False
        if deciding != seat and m.seats[deciding].kind in LEVELS:
            return False
        return undo_depth(m.steps, seat).depth > 0

    def _on_index_changed(self, _index: int) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Enable Undo/Redo and set their texts ("Undo: build the Well", or why not)."""
        seat = self.undo_seat()
        ok = seat >= 0 and seat == self._seat
        here = self._redo_here()
        can_undo = (ok and self.stack.canUndo()) if here else self._request_ok()
        can_redo = here and ok and self.stack.canRedo() and self.model.deciding_seat == seat
        takeback = 0 if can_undo else self._takeback()
        if takeback:
            can_undo = True
            text = translate("Undo", "&Undo: take back my last move (the game will not "
                                     "be rated)")
        elif can_undo and not here:
            text = translate("Undo", "&Undo")
        elif can_undo:
            text = arg(translate("Undo", "&Undo: %1"), self.stack.undoText())
        elif seat < 0 or self.model.game is None:
            text = translate("Undo", "&Undo")
        else:
            limit = undo_depth(self.model.steps, seat)
            names = self.model.names
            other = names[limit.other] if 0 <= limit.other < len(names) else ""
            why = limit.blocker if limit.depth == 0 else Blocker.NOTHING
            text = arg(translate("Undo", "Cannot undo: %1"), blocker_text(why, other))
        self.undo_action.setEnabled(can_undo)
        self.undo_action.setText(text)
        self.redo_action.setEnabled(can_redo)
        self.redo_action.setText(
            arg(translate("Undo", "&Redo: %1"), self.stack.redoText()) if can_redo
            else translate("Undo", "&Redo"))
