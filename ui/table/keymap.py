"""The table's keyboard without widgets: which key asks for which :class:`Command`, the
list of keys shown in Help and the tooltips, and where a command moves the focus in rows
of things (:func:`step`, :func:`home`). :mod:`ui.table.keys` applies them to the table's
widgets (the navigator and Help ▸ Keyboard); no QtWidgets here (an import contract in
pyproject.toml), so that the decisions can be read and tested on their own.

The keys (like KPatience: arrows to move, Space to pick, Enter to play):

* Left/Right: the previous/next thing in the focused row; Home/End: its first/last
  thing you may choose (its first/last when none may be chosen).
* Up/Down: the row above/below (the thing nearest the focused one).
* Tab/Shift+Tab: the next/previous row (its first thing you may choose); past the last
  row Tab goes round to the first: it stays in the table (F6 or Ctrl+Tab reach the log,
  the hints and the chat, :mod:`ui.window.window_keys`).
* Space: select or unselect the focused card; press the focused role or button.
* Enter: confirm the decision (the Confirm button); on a focused role, option or Pass
  button: press it.
* Esc: clear the selection. It never passes (passing is the Pass button).
* 1–5: choose the role Builder, Producer, Trader, Councillor, Prospector (the order
  of the role cards, whatever the language). 1–5, Enter and H work anywhere in the
  window while a decision of yours is open (not while typing in a text field).

Why this is not in ui/session: the keys move the focus over the table's things and press
them the way the mouse does; they hold no state of the game and ask nothing of
``sanjuan``. ui.table and ui.session stand side by side in the floors (neither imports
the other), and this is the table's.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Sequence
from enum import Enum, auto
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, Qt

from sanjuan.rules.cards import Role
from ui.table import style
from ui.text import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate


class Command(Enum):
    """What a key asks the table to do."""

    LEFT = auto()
    RIGHT = auto()
    UP = auto()
    DOWN = auto()
    NEXT_ROW = auto()
    PREV_ROW = auto()
    FIRST = auto()
    LAST = auto()
    TOGGLE = auto()
    CONFIRM = auto()
    CLEAR = auto()
    ROLE = auto()


K = Qt.Key
#: digit keys → role, in the order of the role cards (Role's order, roles.role_digit)
ROLE_KEYS: dict[int, Role] = {int(K.Key_1) + i: role for i, role in enumerate(Role)}
_PLAIN: dict[int, Command] = {int(k): c for k, c in {
    K.Key_Left: Command.LEFT, K.Key_Right: Command.RIGHT, K.Key_Up: Command.UP,
    K.Key_Down: Command.DOWN, K.Key_Tab: Command.NEXT_ROW, K.Key_Backtab: Command.PREV_ROW,
    K.Key_Home: Command.FIRST, K.Key_End: Command.LAST, K.Key_Space: Command.TOGGLE,
    K.Key_Return: Command.CONFIRM, K.Key_Enter: Command.CONFIRM, K.Key_Escape: Command.CLEAR,
}.items()}
_IGNORED_MODIFIERS = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                      | Qt.KeyboardModifier.MetaModifier)


def command(key: int, modifiers: Qt.KeyboardModifier) -> tuple[Command, Role | None] | None:
    """The table's command for ``key`` (a Qt.Key value) pressed with ``modifiers``, with
    the role of a digit key; None for keys the table leaves alone (anything with Ctrl,
    Alt or Meta: menu shortcuts)."""
    if modifiers & _IGNORED_MODIFIERS:
        return None
    if key in ROLE_KEYS:
        return Command.ROLE, ROLE_KEYS[key]
    if key == int(K.Key_Tab) and modifiers & Qt.KeyboardModifier.ShiftModifier:
        return Command.PREV_ROW, None
    cmd = _PLAIN.get(key)
    return None if cmd is None else (cmd, None)


#: (keys, what they do) of Help ▸ Keyboard, translated by shortcuts()
_SHORTCUTS = [
    (QT_TRANSLATE_NOOP("Keys", "Left, Right"),
     QT_TRANSLATE_NOOP("Keys", "previous / next card or button in the row")),
    (QT_TRANSLATE_NOOP("Keys", "Up, Down"),
     QT_TRANSLATE_NOOP("Keys", "the row above / below")),
    (QT_TRANSLATE_NOOP("Keys", "Tab, Shift+Tab"),
     QT_TRANSLATE_NOOP("Keys", "next / previous row (round and round: Tab stays on the "
                      "table)")),
    (QT_TRANSLATE_NOOP("Keys", "F6, Ctrl+Tab"),
     QT_TRANSLATE_NOOP("Keys", "to the log, the hints and the chat, and back to the table "
                      "(Shift: the other way)")),
    (QT_TRANSLATE_NOOP("Keys", "Home, End"),
     QT_TRANSLATE_NOOP("Keys", "first / last card of the row that you may choose")),
    (QT_TRANSLATE_NOOP("Keys", "Space"),
     QT_TRANSLATE_NOOP("Keys", "select or unselect the card; press the role or button")),
    (QT_TRANSLATE_NOOP("Keys", "Enter"),
     QT_TRANSLATE_NOOP("Keys", "confirm (or press the focused role, option or Pass button; "
                      "hand the computer over)")),
    (QT_TRANSLATE_NOOP("Keys", "Esc"),
     QT_TRANSLATE_NOOP("Keys", "clear the selection (never passes)")),
    (QT_TRANSLATE_NOOP("Keys", "1 2 3 4 5"),
     QT_TRANSLATE_NOOP("Keys", "choose Builder, Producer, Trader, Councillor, Prospector")),
    (QT_TRANSLATE_NOOP("Keys", "H"),
     QT_TRANSLATE_NOOP("Keys", "ask for a hint")),
    (QT_TRANSLATE_NOOP("Keys", "Ctrl+Z"),
     QT_TRANSLATE_NOOP("Keys", "take back your last move (Edit, Undo), where the game "
                      "allows it")),
    (QT_TRANSLATE_NOOP("Keys", "Crane"),
     QT_TRANSLATE_NOOP("Keys", "after choosing the building, its “Over …” "
                      "buttons (build over one of yours) are the row under the prompt: "
                      "Tab or Down to it, Left/Right, Enter presses")),
    (QT_TRANSLATE_NOOP("Keys", "F1"),
     QT_TRANSLATE_NOOP("Keys", "the rules")),
]


def shortcuts() -> list[tuple[str, str]]:
    """(keys, what they do) for every table key, translated, in the order of Help."""
    return [(translate("Keys", k), translate("Keys", v)) for k, v in _SHORTCUTS]


def shortcuts_html() -> str:
    """:func:`shortcuts` as an HTML table (Help ▸ Keyboard)."""
    rows = "".join(f"<tr><td><b>{k}</b></td><td>&nbsp;{v}</td></tr>" for k, v in shortcuts())
    intro = translate("Keys", "Every decision can be made with the keyboard. The focused "
                              "card or button has a white and black ring.")
    if style.HIGH_CONTRAST:  # ui.table.focus_ring: magenta where black edges are everywhere
        intro = translate("Keys", "Every decision can be made with the keyboard. The focused "
                                  "card has a white and magenta ring, the focused button a "
                                  "magenta edge.")
    return f"<p>{intro}</p><table>{rows}</table>"


def card_tip() -> str:
    """The keys line added to the tooltip of a card that can be chosen now."""
    return translate("Keys", "Keys: Space selects or unselects, Enter confirms, Esc clears.")


# -- where the focus goes -------------------------------------------------------------

T = TypeVar("T", bound=Hashable)


def preferred(row: Sequence[T], choosable: Callable[[T], bool]) -> T:
    """The thing of ``row`` that Tab lands on: its first choosable one, else its first."""
    return next((w for w in row if choosable(w)), row[0])


def step(cmd: Command, rows: Sequence[Sequence[T]], focused: T,
         centre: Callable[[T], int], choosable: Callable[[T], bool]
         ) -> tuple[T | None, bool | None]:
    """Where the move ``cmd`` (LEFT, RIGHT, FIRST, LAST, UP, DOWN, NEXT_ROW, PREV_ROW)
    takes the focus from ``focused`` in ``rows`` (top to bottom, none empty). FIRST and
    LAST: the row's first/last ``choosable`` thing, else its first/last.

    ``centre(thing)`` is its horizontal centre (px): Up and Down land on the thing of the
    next row nearest the focused one. Returns ``(target, leave)``: ``target`` None when
    the focus stays; ``leave`` True (forward) or False (backward) when Tab or Shift+Tab
    goes past the last or first row: the focus should leave the table that way, and only
    if it cannot, go round to ``target``. ``focused`` must be in one of the rows
    (ValueError otherwise)."""
    at = next(((r, row.index(focused)) for r, row in enumerate(rows) if focused in row),
              None)
    if at is None:
        raise ValueError("the focused thing is in no row")
    r, i = at
    row = rows[r]
    if cmd is Command.LEFT:
        return row[max(0, i - 1)], None
    if cmd is Command.RIGHT:
        return row[min(len(row) - 1, i + 1)], None
    if cmd is Command.FIRST:  # the first thing that may be chosen, else the row's first
        return preferred(row, choosable), None
    if cmd is Command.LAST:
        return preferred(row[::-1], choosable), None
    if cmd in (Command.UP, Command.DOWN):
        r2 = r - 1 if cmd is Command.UP else r + 1
        if not 0 <= r2 < len(rows):
            return None, None
        x = centre(focused)
        return min(rows[r2], key=lambda w: abs(centre(w) - x)), None
    if cmd is Command.NEXT_ROW:
        if r + 1 < len(rows):
            return preferred(rows[r + 1], choosable), None
        return preferred(rows[0], choosable), True
    if cmd is Command.PREV_ROW:
        if r > 0:
            return preferred(rows[r - 1], choosable), None
        return preferred(rows[-1], choosable), False
    return None, None


def home(rows: Sequence[Sequence[T]], order: Sequence[Sequence[T]], hand: Sequence[T],
         choosable: Callable[[T], bool]) -> T | None:
    """The thing the focus goes to first among those shown in ``rows``: the first
    choosable one of the groups of ``order`` (drawn cards, roles, hand, own buildings,
    the cards beside the tiles, in that order), else the first ``hand`` card shown, else
    the first thing of the rows; None when the rows are empty."""
    if not rows:
        return None
    shown: Collection[T] = {w for row in rows for w in row}
    for group in order:
        for w in group:
            if w in shown and choosable(w):
                return w
    held = [w for w in hand if w in shown]
    return held[0] if held else rows[0][0]
