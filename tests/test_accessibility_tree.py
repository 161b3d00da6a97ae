"""Screen readers (issue 22): the accessibility tree of the table in several decisions
has a name and a role for everything a player uses or reads; cards tell their state;
the prompt of a new decision, other players' moves and the end of the game are
announced; the keyboard focus ring is drawn on cards, roles, seats and the tile."""

from __future__ import annotations

import random

import pytest
from helpers import first_decision
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QColor, QImage
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget
from windowkit import make_window, play_human_turn, wait_for_human_or_end

from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.observation import observe
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import GameState, Options
from ui.table import factory
from ui.table.announce import announcer, recent
from ui.table.card import CardWidget
from ui.table.focus_ring import DARK, LIGHT, ring_width
from ui.table.keys import focus_rows

pytest.importorskip("pytestqt")

K = DecisionKind
R = QAccessible.Role
NAMES = ("Ada", "Bo", "Cy", "Di")
#: roles of things a player uses (they must have a name)
INTERACTIVE = {R.Button, R.CheckBox, R.RadioButton, R.ComboBox, R.SpinBox, R.EditableText,
               R.List, R.ListItem, R.PageTab, R.Slider, R.MenuItem}


def walk(iface, depth: int = 0):
    """Every interface of the accessibility tree below ``iface`` (itself included)."""
    yield iface
    if depth > 40:
        return
    for i in range(iface.childCount()):
        child = iface.child(i)
        if child is not None and child.isValid():
            yield from walk(child, depth + 1)


def problems(top: QWidget) -> list[str]:
    """What is wrong in the accessibility tree of ``top``: a visible widget a player
    uses (it takes the keyboard focus, or its role is interactive) without a name, or
    without a role; and every focusable thing of the table missing from the tree."""
    root = QAccessible.queryAccessibleInterface(top)
    assert root is not None and root.isValid()
    seen = set()
    bad = []
    for iface in walk(root):
        obj = iface.object()
        seen.add(id(obj))
        if not isinstance(obj, QWidget) or not obj.isVisible():
            continue
        st = iface.state()
        role = iface.role()
        uses = role in INTERACTIVE or (st.focusable and obj.focusPolicy() != Qt.FocusPolicy.NoFocus
                                       # a container handing its focus on (a tab widget to
                                       # its tab bar): the one it hands it to is checked
                                       and obj.focusProxy() is None)
        if not uses:
            continue
        name = iface.text(QAccessible.Text.Name).strip()
        if role in (R.NoRole, R.Client):
            bad.append(f"{obj.objectName() or type(obj).__name__}: no role")
        if not name:
            bad.append(f"{obj.objectName() or type(obj).__name__} ({role.name}): no name")
    table = top if hasattr(top, "keys") else top.findChild(QWidget, "table_widget")
    if table is not None:
        for row in focus_rows(table):
            for w in row:
                if id(w) not in seen:
                    bad.append(f"{w.objectName()}: not in the accessibility tree")
    return bad


def _show(table, s: GameState, seat: int | None = None) -> None:
    seat = s.decision.seat if seat is None else seat
    table.show_observation(observe(s, seat), NAMES[:s.num_players])
    QApplication.processEvents()


CASES = [
    ("role choice", K.CHOOSE_ROLE, Options(players=4, seed=3), 3, 0),
    ("builder", K.BUILD, Options(players=3, seed=4), 4, 0),
    ("payment", K.PAY, Options(players=3, edition="2018", seed=8), 8, 2),
    ("councillor keep", K.COUNCILLOR_KEEP, Options(players=2, seed=5), 5, 0),
    ("producer", K.PRODUCE, Options(players=2, seed=6), 6, 0),
    ("trader", K.SELL, Options(players=3, seed=7), 7, 0),
]


@pytest.mark.parametrize(("label", "kind", "options", "seed", "least"), CASES,
                         ids=[c[0] for c in CASES])
def test_tree_names_every_interactive_widget(table, label, kind, options, seed,
                                             least) -> None:
    s = first_decision(kind, options, seed, least)
    _show(table, s)
    assert problems(table) == []
    # the things the decision offers say what they are and their state
    for row in focus_rows(table):
        for w in row:
            iface = QAccessible.queryAccessibleInterface(w)
            assert iface.text(QAccessible.Text.Name), w.objectName()
            if isinstance(w, CardWidget) and w.selectable:
                assert iface.role() is R.CheckBox and iface.state().checkable
                assert not iface.state().checked
                assert "can be chosen" in iface.text(QAccessible.Text.Description)


def test_selected_card_is_a_checked_check_box_with_its_cost(table) -> None:
    s = first_decision(K.PAY, Options(players=3, edition="2018", seed=8), 8, least=2)
    _show(table, s)
    card = next(w for w in table.hand.cards.values() if w.selectable)
    card.clicked.emit(card.card_id)
    iface = QAccessible.queryAccessibleInterface(card)
    assert iface.state().checked
    desc = iface.text(QAccessible.Text.Description)
    assert desc.startswith("selected") and f"printed cost {card.cost}" in desc
    assert iface.text(QAccessible.Text.Name) == card.name


def test_build_dims_unaffordable_cards_as_unavailable(table) -> None:
    s = first_decision(K.BUILD, Options(players=2, seed=2), 2)
    _show(table, s)
    dimmed = [w for w in table.hand.cards.values() if w.dimmed]
    if not dimmed:
        pytest.skip("every card affordable in this deal")
    iface = QAccessible.queryAccessibleInterface(dimmed[0])
    assert iface.state().disabled and iface.role() is R.CheckBox
    assert "cannot be chosen now" in iface.text(QAccessible.Text.Description)


def test_seats_roles_tile_and_prompt_are_described(table) -> None:
    s = first_decision(K.BUILD, Options(players=3, seed=4), 4)
    _show(table, s)
    for panel in [*table.seats, table.own]:
        iface = QAccessible.queryAccessibleInterface(panel)
        assert iface.role() is R.Grouping
        assert iface.text(QAccessible.Text.Name) == NAMES[panel.seat]
        desc = iface.text(QAccessible.Text.Description)
        p = s.players[panel.seat]
        assert f"{len(p.hand)} cards in hand" in desc
        assert f"{len(p.buildings)} of 12 buildings" in desc and " VP" in desc
    builder = table.roles.cards[s.role]
    iface = QAccessible.queryAccessibleInterface(builder)
    assert iface.role() is R.Button
    assert f"taken by {NAMES[s.role_owner[s.role]]}" in iface.text(QAccessible.Text.Description)
    tile = QAccessible.queryAccessibleInterface(table.info.tile)
    assert tile.text(QAccessible.Text.Name).startswith("Trading house")
    assert tile.text(QAccessible.Text.Description)
    prompt = QAccessible.queryAccessibleInterface(table.panel.prompt)
    assert prompt.text(QAccessible.Text.Name) == table.panel.prompt.text() != ""
    # an opponent's building is text; one's own cards are check boxes, unavailable while
    # they cannot be chosen (a screen reader keeps the role it was told first)
    other = next(w for seat in table.seats for w in seat.cards.values())
    assert QAccessible.queryAccessibleInterface(other).role() is R.StaticText
    own = next(iter(table.own.cards.values()))
    iface = QAccessible.queryAccessibleInterface(own)
    assert iface.role() is R.CheckBox and iface.state().disabled and not own.selectable


def test_window_tree_log_hints_and_announcements(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    said: list[str] = []
    announcer().announced.connect(said.append)
    pass_lines: list[str] = []  # passes, idle phases, automatic answers (any seat)
    window.controller.logLine.connect(pass_lines.append)
    window.start_game(Options(2, "classic", False, 12), [Seat("Ann"), Seat("Rosa", "easy")])
    wait_for_human_or_end(qtbot, window)
    assert problems(window) == []
    assert window.log.browser.accessibleName() == "Game log"
    assert window.hints.list.accessibleName()
    assert said and said[-1] == window.table.panel.prompt.text()  # the decision's prompt
    rng = random.Random(5)
    prompts = 0
    while not window.model.over:
        before = len(said)
        play_human_turn(qtbot, window, rng)
        wait_for_human_or_end(qtbot, window)
        new = said[before:]
        if not window.model.over:
            assert new and new[-1] == window.table.panel.prompt.text()
            prompts += 1
    log = window.log.text()
    rosa = [line for line in said if line.startswith("Rosa")]
    assert rosa and all(line in log for line in rosa)  # the computer's moves, as logged
    # not one's own moves (but the pass log's lines: passes, idle phases, automatic answers)
    own = [line for line in said if line.startswith("You ") and line in log]
    assert own and set(own) <= set(pass_lines)
    end = said[-1]
    assert end.startswith("Game over") and "Ann:" in end and "Rosa:" in end
    assert recent()[-1] == end
    assert prompts > 10


def _ring_at_left_edge(img: QImage, width: float) -> bool:
    """True if the middle row of ``img`` starts (within 4 px of the edge) with the
    ring: a run of light pixels, then a run of dark ones, each about ``width`` px."""
    y = img.height() // 2
    light = [img.pixelColor(x, y).lightness() > 225 for x in range(round(4 + 3 * width))]
    dark = [img.pixelColor(x, y).lightness() < 50 for x in range(len(light))]
    start = next((x for x in range(5) if light[x]), None)
    if start is None:
        return False
    end = next((x for x in range(start, len(light)) if not light[x]), len(light))
    return end - start >= width * 0.6 and any(dark[end:end + round(width) + 2])


def _grab(w: QWidget) -> QImage:
    QApplication.processEvents()
    return w.grab().toImage()


def test_focus_ring_shows_on_cards_roles_seats_and_tile(qtbot, table) -> None:
    s = first_decision(K.CHOOSE_ROLE, Options(players=3, seed=3), 3)
    _show(table, s)
    table.activateWindow()
    things = [next(iter(table.hand.cards.values())), table.roles.cards[s.decision.options[0].role],
              table.seats[0], table.info.tile]
    for w in things:
        table.setFocus()
        before = _grab(w)
        w.setFocus(Qt.FocusReason.TabFocusReason)
        assert w.hasFocus(), w.objectName()
        after = _grab(w)
        assert before != after, w.objectName()
        dpr = after.devicePixelRatio()
        width = ring_width(min(w.width(), w.height() * 1.4)) * dpr
        if w is not table.info.tile:  # (the tile's ring follows its drawn shape)
            assert _ring_at_left_edge(after, width), w.objectName()
        w.clearFocus()
        assert _grab(w) == before  # the ring goes with the focus


def test_focus_ring_grows_with_the_card(qtbot) -> None:
    s = first_decision(K.BUILD, Options(players=2, seed=4), 4)
    obs = observe(s, s.decision.seat)
    widths = []
    for width in (60, 240):
        card = factory.face(obs, obs.hand[0], "probe", effect=True)
        qtbot.addWidget(card)
        card.resize(width, round(width * 352 / 252))
        card.show()
        card.activateWindow()
        card.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        card.setFocus()
        qtbot.waitUntil(card.hasFocus)
        img = _grab(card)
        y = img.height() // 2
        dark = [x for x in range(img.width() // 4)
                if img.pixelColor(x, y).lightness() < 40]
        widths.append(max(dark) - min(dark) + 1)
        card.close()
    assert widths[0] >= 2 and widths[1] >= 2.5 * widths[0], widths


def test_no_role_card_or_button_of_the_table_lacks_a_name_when_nobody_decides(table) -> None:
    s = first_decision(K.CHOOSE_ROLE, Options(players=2, seed=9), 9)
    table.show_observation(observe(s, s.decision.seat), NAMES[:2], interactive=False)
    assert problems(table) == []
    for b in table.findChildren(QAbstractButton):
        if b.isVisible():
            assert QAccessible.queryAccessibleInterface(b).text(QAccessible.Text.Name)


def _luminance(c: QColor) -> float:
    def ch(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * ch(c.redF()) + 0.7152 * ch(c.greenF()) + 0.0722 * ch(c.blueF())


def _contrast(a: QColor, b: QColor) -> float:
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_ring_stands_out_on_the_felt_parchment_and_card_colours() -> None:
    """One of the ring's two colours has at least the WCAG 3:1 contrast of non-text
    marks against each background the ring is seen on (and they against each other)."""
    from ui.table import style

    backgrounds = [style.FELT, style.FELT.darker(135), style.FELT.lighter(118),
                   style.PARCHMENT, style.PARCHMENT_DARK, QColor("#000000"),
                   QColor("#ffffff"), style.VIOLET[0], style.CATHEDRAL_COLOURS[0],
                   *[band for band, _text in style.GOOD_COLOURS.values()]]
    for bg in backgrounds:
        assert max(_contrast(bg, LIGHT), _contrast(bg, DARK)) >= 3.0, bg.name()
    assert _contrast(LIGHT, DARK) >= 7.0


def test_a_card_that_may_be_chosen_offers_an_action_to_assistive_technology(table) -> None:
    """Issue 34, item 8: switch and voice-control users choose a card through its
    accessible action (QAccessibleActionInterface), as a click does; one that cannot be
    chosen offers none."""
    from PySide6.QtGui import QAccessibleActionInterface

    toggle = QAccessibleActionInterface.toggleAction()
    s = first_decision(K.PAY, Options(players=3, edition="2018", seed=8), 8, least=2)
    _show(table, s)
    got: list = []
    table.actionChosen.connect(got.append)
    card = next(w for w in table.hand.cards.values() if w.selectable)
    actions = QAccessible.queryAccessibleInterface(card).actionInterface()
    assert actions is not None and toggle in actions.actionNames()
    assert actions.localizedActionDescription(toggle)
    actions.doAction(toggle)
    assert card.selected  # chosen as by a click
    actions.doAction(toggle)
    assert not card.selected
    other = next(w for seat in table.seats for w in seat.cards.values())
    other_actions = QAccessible.queryAccessibleInterface(other).actionInterface()
    assert other_actions is None or toggle not in other_actions.actionNames()


def test_the_trading_house_tile_reads_each_good_with_its_price(table) -> None:
    """Issue 34, item 8: the tile's table is read as "indigo 1, sugar 2, …", not as
    "indigosugartobaccocoffeesilver; 12223"."""
    from sanjuan.rules.cards import Good
    from sanjuan.rules.state import TILES
    from ui.text.names import good_name

    s = first_decision(K.SELL, Options(players=3, seed=7), 7)
    _show(table, s)
    desc = QAccessible.queryAccessibleInterface(table.info.tile).text(
        QAccessible.Text.Description)
    pairs = ", ".join(f"{good_name(g)} {TILES[s.tile][g]}" for g in Good)
    assert pairs in desc, desc
