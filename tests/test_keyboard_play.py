"""Playing by keyboard only (issue 22): a whole 2-player game against a computer with key
presses sent to whatever widget has the focus — no mouse call anywhere — and the keys
one by one: arrows and Tab move the focus, Space selects, Enter confirms, Esc clears and
never passes, digits choose roles, Enter hands the computer over."""

from __future__ import annotations

import random

import pytest
from helpers import first_decision
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from windowkit import make_window, wait_for_human_or_end

from sanjuan.rules.actions import Action, Build, ChooseRole, Pass, Select
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.observation import observe
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import GameState, Options
from ui.table.keys import focus_rows

pytest.importorskip("pytestqt")

K = DecisionKind
Key = Qt.Key
NAMES = ("Ada", "Bo", "Cy", "Di")


def press(qtbot, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> QWidget:
    """Press ``key`` on the widget holding the keyboard focus (as typing does)."""
    target = QApplication.focusWidget()
    assert target is not None, "nothing has the keyboard focus"
    qtbot.keyClick(target, key, modifier)
    return target


def row_of(rows: list[list[QWidget]], w: QWidget | None) -> int | None:
    return next((i for i, row in enumerate(rows) if w in row), None)


def focus_on(qtbot, table, target: QWidget, use_tab: bool = True) -> None:
    """Move the focus to ``target`` with the arrow keys and Tab only."""
    for step in range(80):
        fw = QApplication.focusWidget()
        if fw is target:
            return
        rows = focus_rows(table)
        here, there = row_of(rows, fw), row_of(rows, target)
        assert there is not None, f"{target.objectName()} cannot take the focus"
        if here is None:
            press(qtbot, Key.Key_Down)  # from the table itself: to the first choice
        elif here < there:
            press(qtbot, Key.Key_Tab if use_tab and step % 2 else Key.Key_Down)
        elif here > there:
            press(qtbot, Key.Key_Up)
        else:
            i, j = rows[here].index(fw), rows[here].index(target)
            press(qtbot, Key.Key_Right if i < j else Key.Key_Left)
    raise AssertionError(f"the keys never reached {target.objectName()}")


def widget(table, name: str) -> QWidget:
    found = [w for w in table.findChildren(QWidget, name) if w.isVisibleTo(table)]
    assert len(found) == 1, name
    return found[0]


def card_widget(table, card: int, kind: DecisionKind) -> QWidget:
    if kind in (K.BLACK_MARKET, K.PRODUCE, K.SELL):
        return widget(table, f"building_{card}")
    if kind in (K.COUNCILLOR_KEEP, K.GOLD_MINE):
        return widget(table, f"revealed_{card}")
    return widget(table, f"hand_card_{card}")


def answer_by_keys(qtbot, table, action: Action, use_digits: bool = True) -> None:
    """Key presses that make ``table`` (showing the viewer's decision) play ``action``."""
    d = table.observation.decision
    assert d is not None
    if isinstance(action, ChooseRole):
        box = widget(table, "library_checkbox") if [
            w for w in table.findChildren(QWidget, "library_checkbox")
            if w.isVisibleTo(table)] else None
        if box is not None and box.isChecked() != action.use_library:
            focus_on(qtbot, table, box)
            press(qtbot, Key.Key_Space)
            assert box.isChecked() == action.use_library
        if use_digits:
            press(qtbot, Key.Key_1 + list(type(action.role)).index(action.role))
        else:
            focus_on(qtbot, table, widget(table, f"role_{action.role.name.lower()}"))
            press(qtbot, Key.Key_Space)
    elif isinstance(action, Build):
        names = [f"hand_card_{action.card}", f"table_card_{action.card}"]
        card = next(widget(table, n) for n in names
                    if [w for w in table.findChildren(QWidget, n) if w.isVisibleTo(table)])
        focus_on(qtbot, table, card)
        press(qtbot, Key.Key_Space)
        if action.replace is None:
            press(qtbot, Key.Key_Return)
            return
        name = f"option_{action.card}_{action.replace}"
        if [w for w in table.findChildren(QWidget, name) if w.isVisibleTo(table)]:
            focus_on(qtbot, table, widget(table, name))
            press(qtbot, Key.Key_Return)
        else:  # one button for identical Crane options: Space on the building itself
            focus_on(qtbot, table, widget(table, f"building_{action.replace}"))
            press(qtbot, Key.Key_Space)
    elif isinstance(action, Select):
        cards = action.cards
        if d.kind is K.START_HAND:  # the table asks for the discarded cards
            cards = tuple(c for c in d.candidates if c not in action.cards)
        for c in cards:
            focus_on(qtbot, table, card_widget(table, c, d.kind))
            press(qtbot, Key.Key_Space)
        press(qtbot, Key.Key_Return)
    elif isinstance(action, Pass):
        focus_on(qtbot, table, widget(table, "pass_button"))
        press(qtbot, Key.Key_Return)
    else:
        raise TypeError(action)


def _shown(table, s: GameState) -> list:
    got: list = []
    table.show_observation(observe(s, s.decision.seat), NAMES[:s.num_players])
    table.actionChosen.connect(got.append)
    table.activateWindow()
    table.setFocus()
    return got


def test_whole_game_by_keyboard_only(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.start_game(Options(2, "classic", False, 21), [Seat("Ann"), Seat("Rosa", "easy")])
    m, table = window.model, window.table
    rng = random.Random(21)
    kinds: set[DecisionKind] = set()
    turns = 0
    while True:
        wait_for_human_or_end(qtbot, window)
        if m.over:
            break
        obs = m.observation(m.deciding_seat)
        if turns:  # keyboard mode: each new decision puts the focus on its first choice
            home = table.keys.home()
            assert QApplication.focusWidget() is home, (
                obs.decision.kind, QApplication.focusWidget(), home)
        before = len(m.game.actions)
        action = obs.decision.sample(rng)
        kinds.add(obs.decision.kind)
        answer_by_keys(qtbot, table, action, use_digits=turns % 2 == 0)
        assert len(m.game.actions) == before + 1
        assert m.game.actions[-1] == action
        turns += 1
        assert turns < 400
    assert turns > 20 and {K.CHOOSE_ROLE, K.BUILD} <= kinds
    qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=5000)
    assert window.game_over_dialog.isVisible()


def test_escape_clears_and_never_passes(qtbot, table) -> None:
    s = first_decision(K.BUILD, Options(players=2, seed=4), 4)
    got = _shown(table, s)
    opt = next(o for o in s.decision.options if o.replace is None)
    card = widget(table, f"hand_card_{opt.card}")
    focus_on(qtbot, table, card)
    press(qtbot, Key.Key_Space)
    assert card.selected and table.controller.build_card == opt.card
    press(qtbot, Key.Key_Escape)
    assert not card.selected and table.controller.build_card is None
    press(qtbot, Key.Key_Escape)
    press(qtbot, Key.Key_Return)  # nothing chosen: Enter builds nothing either
    assert got == []
    press(qtbot, Key.Key_Space)
    press(qtbot, Key.Key_Return)
    assert got == [Build(opt.card, None)]


def test_arrows_tab_home_end_move_within_and_between_rows(qtbot, table) -> None:
    s = first_decision(K.PAY, Options(players=3, edition="2018", seed=8), 8, least=2)
    _shown(table, s)
    press_target = table  # the table holds the focus: the first key goes to the home card
    qtbot.keyClick(press_target, Key.Key_Right)
    rows = focus_rows(table)
    # the last row: the hand, after the own tableau when that stands beside it
    hand = [w for w in table.hand.cards.values() if w in rows[-1]]
    first = QApplication.focusWidget()
    assert first in hand and first.selectable  # the first card to pay with
    payable = [w for w in rows[-1] if getattr(w, "selectable", False)]
    press(qtbot, Key.Key_End)  # the last card that may be chosen
    assert QApplication.focusWidget() is payable[-1]
    press(qtbot, Key.Key_Home)  # the first one (not the own tableau beside the hand)
    assert QApplication.focusWidget() is payable[0]
    hand[0].setFocus(Qt.FocusReason.TabFocusReason)
    assert QApplication.focusWidget() is hand[0]
    press(qtbot, Key.Key_Right)
    assert QApplication.focusWidget() is hand[1]
    press(qtbot, Key.Key_Up)  # the row above: the own seat, or the prompt's row
    assert row_of(focus_rows(table), QApplication.focusWidget()) == len(rows) - 2
    press(qtbot, Key.Key_Down)
    assert QApplication.focusWidget() in rows[-1]
    seen = set()
    for _ in range(len(rows)):  # Tab visits every row once, round and round
        press(qtbot, Key.Key_Tab)
        seen.add(row_of(focus_rows(table), QApplication.focusWidget()))
    assert seen == set(range(len(rows)))
    press(qtbot, Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert row_of(focus_rows(table), QApplication.focusWidget()) == len(rows) - 2


def test_digits_choose_roles_and_space_presses_a_role(qtbot, table) -> None:
    s = first_decision(K.CHOOSE_ROLE, Options(players=2, seed=9), 9)
    got = _shown(table, s)
    roles = [o.role for o in s.decision.options]
    taken = [r for r in type(roles[0]) if r not in roles]
    for r in taken:  # a taken role's digit does nothing
        qtbot.keyClick(table, Key.Key_1 + r.value)
    assert got == []
    qtbot.keyClick(table, Key.Key_1 + roles[-1].value)
    assert [a.role for a in got] == [roles[-1]]
    got.clear()
    table.show_observation(observe(s, s.decision.seat), NAMES[:2])
    focus_on(qtbot, table, widget(table, f"role_{roles[0].name.lower()}"))
    press(qtbot, Key.Key_Space)
    assert [a.role for a in got] == [roles[0]]


def test_keys_with_ctrl_are_left_to_the_menus(qtbot, table) -> None:
    s = first_decision(K.CHOOSE_ROLE, Options(players=2, seed=9), 9)
    got = _shown(table, s)
    qtbot.keyClick(table, Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    assert got == []


def test_enter_presses_the_hand_over_button(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.start_game(Options(2, "classic", False, 3), [Seat("Ann"), Seat("Ben")])
    c = window.controller.hot_seat
    rng = random.Random(3)
    for _ in range(30):
        if c.handing_over:
            break
        wait_for_human_or_end(qtbot, window)
        obs = window.model.observation(window.model.deciding_seat)
        answer_by_keys(qtbot, window.table, obs.decision.sample(rng))
    assert c.handing_over and window.stack.currentWidget() is window.handover
    assert QApplication.focusWidget() is window.handover.button
    press(qtbot, Key.Key_Return)
    assert not c.handing_over and window.stack.currentWidget() is window.table


def test_command_of_each_key() -> None:
    from sanjuan.rules.cards import Role
    from ui.table.keymap import Command, command

    none = Qt.KeyboardModifier.NoModifier
    assert command(int(Key.Key_1), none) == (Command.ROLE, Role.BUILDER)
    assert command(int(Key.Key_5), none) == (Command.ROLE, Role.PROSPECTOR)
    assert command(int(Key.Key_Space), none) == (Command.TOGGLE, None)
    assert command(int(Key.Key_Return), none) == (Command.CONFIRM, None)
    assert command(int(Key.Key_Enter), Qt.KeyboardModifier.KeypadModifier) == (
        Command.CONFIRM, None)
    assert command(int(Key.Key_Escape), none) == (Command.CLEAR, None)
    assert command(int(Key.Key_Tab), Qt.KeyboardModifier.ShiftModifier) == (
        Command.PREV_ROW, None)
    assert command(int(Key.Key_Backtab), Qt.KeyboardModifier.ShiftModifier) == (
        Command.PREV_ROW, None)
    assert command(int(Key.Key_Z), Qt.KeyboardModifier.ControlModifier) is None
    assert command(int(Key.Key_1), Qt.KeyboardModifier.AltModifier) is None
    assert command(int(Key.Key_H), none) is None  # the Hint action's own key


def test_help_lists_the_keys_and_tooltips_name_them(qtbot, tmp_path) -> None:
    from PySide6.QtWidgets import QDialog

    window = make_window(qtbot, tmp_path)
    window.actions_["keyboard"].trigger()
    box = window.findChild(QDialog, "keyboard_help")
    assert box is not None and box.isVisible()
    for key in ("Space", "Enter", "Esc", "1 2 3 4 5", "Tab, Shift+Tab", "never passes"):
        assert key in box.text()
    box.close()
    window.start_game(Options(2, "classic", False, 9), [Seat("Ann"), Seat("Rosa", "easy")])
    wait_for_human_or_end(qtbot, window)
    table = window.table
    d = table.observation.decision
    if d.kind is K.CHOOSE_ROLE:
        role = d.options[0].role
        assert f"Key {role.value + 1} chooses this role" in table.roles.cards[role].toolTip()
    else:
        card = next(w for w in table.hand.cards.values() if w.selectable)
        assert "Space selects" in card.toolTip()
    assert "Enter" in table.panel.confirm_button.toolTip()


def test_announcement_falls_back_to_a_live_description(qtbot, monkeypatch) -> None:
    from ui.table import announce

    label = QWidget()
    qtbot.addWidget(label)
    monkeypatch.setattr(announce, "HAS_ANNOUNCEMENTS", False)
    assert announce.announce(label, "<b>Rosa</b> builds the Smithy.") == \
        "Rosa builds the Smithy."
    assert label.accessibleDescription() == "Rosa builds the Smithy."
    assert announce.recent()[-1] == "Rosa builds the Smithy."
    assert announce.announce(label, "  ") == ""


def test_tab_stays_on_the_table_and_f6_reaches_the_docks(qtbot, tmp_path) -> None:
    """Issue 34, item 7: Tab past the last row goes round to the first (it never lands
    in the Hint dock, where Space switched hints off); F6 and Ctrl+Tab go to the docks
    and back to the table."""
    window = make_window(qtbot, tmp_path)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.start_game(Options(2, "classic", False, 9), [Seat("Ann"), Seat("Rosa", "easy")])
    wait_for_human_or_end(qtbot, window)
    table = window.table
    press(qtbot, Key.Key_Down)  # into the table: the first choice
    rows = focus_rows(table)
    focus_on(qtbot, table, rows[-1][0])
    press(qtbot, Key.Key_Tab)
    assert table.isAncestorOf(QApplication.focusWidget())
    assert row_of(focus_rows(table), QApplication.focusWidget()) == 0
    press(qtbot, Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)  # before the first row
    assert row_of(focus_rows(table), QApplication.focusWidget()) == len(rows) - 1
    docks = window.window_keys.docks()
    assert docks  # the log at least

    def in_dock(k: int) -> bool:
        fw = QApplication.focusWidget()
        return fw is not None and docks[k].isAncestorOf(fw)

    for k in range(len(docks)):
        press(qtbot, Key.Key_F6)  # a dock behind another's tab is raised first
        qtbot.waitUntil(lambda k=k: in_dock(k), timeout=5000)
    press(qtbot, Key.Key_F6)  # round to the table
    qtbot.waitUntil(lambda: table.isAncestorOf(QApplication.focusWidget()), timeout=5000)
    press(qtbot, Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)  # Ctrl+Tab: the same
    qtbot.waitUntil(lambda: in_dock(0), timeout=5000)
    press(qtbot, Key.Key_Backtab, Qt.KeyboardModifier.ControlModifier
          | Qt.KeyboardModifier.ShiftModifier)  # and back
    qtbot.waitUntil(lambda: table.isAncestorOf(QApplication.focusWidget()), timeout=5000)


def test_role_keys_and_enter_work_anywhere_in_the_window(qtbot, tmp_path) -> None:
    """Issue 34, item 7: with the log focused, or nothing focused (a menu closed with
    Esc), 1–5 choose a role and Enter confirms; typed into a text field they do not."""
    from PySide6.QtWidgets import QLineEdit

    window = make_window(qtbot, tmp_path)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    rng = random.Random(2)
    for seed in range(9, 40):  # a deal where Ann chooses the first role
        window.start_game(Options(2, "classic", False, seed),
                          [Seat("Ann"), Seat("Rosa", "easy")])
        wait_for_human_or_end(qtbot, window)
        if window.table.observation.decision.kind is K.CHOOSE_ROLE:
            break
    m, table = window.model, window.table
    d = table.observation.decision
    assert d.kind is K.CHOOSE_ROLE
    role = d.options[0].role
    field = QLineEdit(window.log_dock)  # a text field of the window (the chat line)
    field.show()
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    qtbot.keyClick(field, Key.Key_1 + role.value)
    qtbot.keyClick(field, Key.Key_Return)
    assert len(m.game.actions) == 0 and field.text() == str(role.value + 1)
    field.hide()
    window.log.browser.setFocus()
    qtbot.waitUntil(window.log.browser.hasFocus)
    before = len(m.game.actions)
    press(qtbot, Key.Key_1 + role.value)  # in the log
    qtbot.waitUntil(lambda: len(m.game.actions) > before, timeout=10000)
    assert m.game.actions[before].role is role
    # the next decision of Ann's that takes a confirmation: Enter from nowhere
    for _ in range(200):
        wait_for_human_or_end(qtbot, window)
        if m.over:
            break
        d = table.observation.decision
        action = d.sample(rng)
        if d.kind is not K.CHOOSE_ROLE and isinstance(action, Select) \
                and table.panel.confirm_button.isEnabled() and d.min_count == 0:
            fw = QApplication.focusWidget()
            if fw is not None:
                fw.clearFocus()
            assert QApplication.focusWidget() is None
            n = len(m.game.actions)
            qtbot.keyClick(window, Key.Key_Return)  # to the window: nothing is focused
            qtbot.waitUntil(lambda n=n: len(m.game.actions) > n, timeout=10000)
            break
        window.submit(action)
    else:
        raise AssertionError("no decision to confirm came")


def test_help_lists_undo_the_crane_and_the_dock_keys(qtbot, tmp_path) -> None:
    from ui.table.keymap import shortcuts_html

    text = shortcuts_html()
    for key in ("Ctrl+Z", "Crane", "Over …", "F6, Ctrl+Tab", "you may choose"):
        assert key in text, key
