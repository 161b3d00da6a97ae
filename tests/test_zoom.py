"""The hover zoom (issue 22): only for cards too small to read, hidden on every new
layout and on confirm, and never in the way of a click (a fast second click must land on
the card under the zoom, not on the zoom)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from test_layout_fit import build_game

from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.observation import observe
from ui.table import style
from ui.table.zoom import SMALL, zoom

NAMES = ["You", "Anna", "Bernd", "Carla"]


def small_table(qtbot, table, kind=DecisionKind.BUILD):
    game = build_game(4, kind=kind)
    table.resize(700, 470)  # a 960×540 window at 200 % with the log beside
    obs = observe(game.state, 0)
    table.show_observation(obs, NAMES)
    qtbot.wait(20)
    return obs


def test_zoom_only_for_cards_too_small_to_read(qtbot, table):
    small_table(qtbot, table)
    card = next(iter(table.seats[0].cards.values()))
    assert card.width() < SMALL
    assert zoom().show_for(card) and zoom().isVisible()
    zoom().hide_now()
    table.resize(3000, 2000)  # large cards: readable, no zoom
    qtbot.wait(20)
    big = next(iter(table.hand.cards.values()))
    assert big.width() >= SMALL and not zoom().show_for(big) and not zoom().isVisible()
    back = next(c for c in table.findChildren(type(big)) if c.type_index is None) \
        if any(c.type_index is None for c in table.findChildren(type(big))) else None
    if back is not None:  # a face-down card has nothing to show
        assert not zoom().show_for(back)


def test_zoom_hides_on_relayout_new_position_and_confirm(qtbot, table):
    obs = small_table(qtbot, table)
    card = next(iter(table.seats[0].cards.values()))
    assert zoom().show_for(card)
    card.move(card.pos() + QPoint(3, 0))  # its row placed it anew
    assert not zoom().isVisible() and zoom().card is None
    assert zoom().show_for(card)
    table.resize(table.width() - 20, table.height())  # the window resized
    assert not zoom().isVisible()
    hand = next(iter(table.hand.cards.values()))
    assert zoom().show_for(hand)
    table.show_observation(obs, NAMES)  # a new position
    assert not zoom().isVisible()
    hand = next(iter(table.hand.cards.values()))
    assert zoom().show_for(hand)
    table.actionChosen.emit(object())  # a decision confirmed
    assert not zoom().isVisible()


def test_zoom_never_takes_a_click(qtbot, table):
    """The zoom pops up beside the card under the mouse, over its neighbour: a fast
    click on the neighbour goes to the neighbour."""
    small_table(qtbot, table, DecisionKind.COUNCILLOR_KEEP)
    z = zoom()
    flags = z.windowFlags()
    assert flags & Qt.WindowType.WindowTransparentForInput
    assert flags & Qt.WindowType.WindowDoesNotAcceptFocus
    assert z.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    first, second = list(table.revealed.values())[:2]
    assert first.width() < SMALL * style.TEXT_SCALE
    assert z.show_for(first)
    centre = second.mapToGlobal(second.rect().center())
    z.move(centre - QPoint(z.width() // 2, z.height() // 2))  # right over the neighbour
    QApplication.processEvents()
    assert z.isVisible() and z.geometry().contains(centre)
    # the window system gives a click at that spot to the table's window, never the
    # zoom's (other tests' windows may lie on top at the same spot: only the zoom counts)
    assert QGuiApplication.topLevelAt(centre) is not z.windowHandle()
    table.window().raise_()
    target = QApplication.widgetAt(centre)
    assert target is not z
    if target is None or target.window() is not table.window():
        target = second  # another test's window on top: click the card itself
    assert target is second, target
    got: list[int] = []
    second.clicked.connect(got.append)
    QTest.mouseClick(target, Qt.MouseButton.LeftButton, pos=target.mapFromGlobal(centre))
    assert got == [second.card_id]
