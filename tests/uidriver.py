"""Answer a TableWidget's decision by mouse clicks, as a player would.

``answer(qtbot, table, action)`` clicks the table's named widgets (role cards, hand
cards, buildings, revealed cards, build-option buttons, Confirm/Pass) so that the
table emits ``actionChosen(action)``. It raises AssertionError when a widget that a
player would need is missing, hidden or disabled — i.e. when the table cannot be
played by mouse.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QWidget

from sanjuan.rules.actions import Action, Build, ChooseRole, Pass, Select
from sanjuan.rules.decisions import DecisionKind


def find(table: QWidget, name: str) -> QWidget:
    """The visible, enabled widget named ``name`` inside ``table``."""
    found = [w for w in table.findChildren(QWidget, name) if w.isVisibleTo(table)]
    assert found, f"no visible widget named {name!r} on the table"
    assert len(found) == 1, f"{len(found)} visible widgets named {name!r}"
    w = found[0]
    assert w.isEnabled(), f"widget {name!r} is disabled"
    return w


def click(qtbot: object, table: QWidget, name: str) -> None:
    """Left-click the centre of the widget ``name``."""
    w = find(table, name)
    qtbot.mouseClick(w, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]


def _card_name(table: QWidget, card: int, kind: DecisionKind) -> str:
    if kind in (DecisionKind.BLACK_MARKET, DecisionKind.PRODUCE, DecisionKind.SELL):
        return f"building_{card}"
    if kind in (DecisionKind.COUNCILLOR_KEEP, DecisionKind.GOLD_MINE):
        return f"revealed_{card}"
    return f"hand_card_{card}"


def answer(qtbot: object, table: QWidget, action: Action) -> None:
    """Click the widgets of ``table`` (a TableWidget showing the viewer's decision) that
    make it emit ``actionChosen(action)``."""
    obs = table.observation  # type: ignore[attr-defined]
    d = None if obs is None else obs.decision
    assert d is not None, "the table shows no decision"
    if isinstance(action, ChooseRole):
        box = [w for w in table.findChildren(QAbstractButton, "library_checkbox")
               if w.isVisibleTo(table)]
        if box and box[0].isChecked() != action.use_library:
            click(qtbot, table, "library_checkbox")
        click(qtbot, table, f"role_{action.role.name.lower()}")
    elif isinstance(action, Build):
        hand = f"hand_card_{action.card}"
        if [w for w in table.findChildren(QWidget, hand) if w.isVisibleTo(table)]:
            click(qtbot, table, hand)
        else:
            click(qtbot, table, f"table_card_{action.card}")
        suffix = "" if action.replace is None else f"_{action.replace}"
        name = f"option_{action.card}{suffix}"
        if action.replace is not None and not [
                w for w in table.findChildren(QWidget, name) if w.isVisibleTo(table)]:
            # an identical Crane option has one button: build over the building itself
            click(qtbot, table, f"building_{action.replace}")
        else:
            click(qtbot, table, name)
    elif isinstance(action, Select):
        cards = action.cards
        if d.kind is DecisionKind.START_HAND:  # the table asks for the discarded cards
            cards = tuple(c for c in d.candidates if c not in action.cards)
        for c in cards:
            click(qtbot, table, _card_name(table, c, d.kind))
        click(qtbot, table, "confirm_button")
    elif isinstance(action, Pass):
        click(qtbot, table, "pass_button")
    else:
        raise TypeError(f"not an action: {action!r}")


def faces(table: QWidget) -> set[int]:
    """Card ids painted face up."""
    from ui.table.card import CardWidget

    return {w.card_id for w in table.findChildren(CardWidget)
            if w.isVisibleTo(table) and w.type_index is not None}
