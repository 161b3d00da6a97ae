"""The Hint dock in the window: H asks the coach on a human decision (worker thread),
the ranked options appear, clicking one selects it on the table without playing it,
stale answers are dropped, hints can be switched off, and the count reaches the
game-over dialog."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from windowkit import make_window, play_human_turn, wait_for_human_or_end

from sanjuan.rules.actions import Build, ChooseRole, Select
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options


def start(qtbot, tmp_path, seed: int = 3):
    window = make_window(qtbot, tmp_path)
    window.start_game(Options(2, "classic", False, seed),
                      [Seat("Ann"), Seat("Rosa", "easy")])
    wait_for_human_or_end(qtbot, window)
    return window


def ask(qtbot, window) -> None:
    qtbot.waitUntil(window.hints.button.isEnabled)
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.hints.list.count() > 0, timeout=15000)


def test_hint_ranks_options_and_selects_without_playing(qtbot, tmp_path) -> None:
    window = start(qtbot, tmp_path)
    m = window.model
    rng = random.Random(1)
    kinds = set()
    while not m.over and len(kinds) < 2:
        d = m.observation(m.deciding_seat).decision
        if d.kind in (DecisionKind.CHOOSE_ROLE, DecisionKind.BUILD) and d.kind not in kinds:
            before = len(m.game.actions)
            ask(qtbot, window)
            hints = window.hints.hints
            assert len(hints) == window.hints.list.count() >= 1
            legal = d.legal_actions()
            assert all(h.action in legal for h in hints)
            assert "%" in window.hints.list.item(0).text()
            best = hints[0].action
            item = window.hints.list.item(0)
            window.hints.list.itemClicked.emit(item)
            assert len(m.game.actions) == before  # selected, not played
            ctl = window.table.controller
            kinds.add(d.kind)
            if isinstance(best, Build) and best.replace is None:
                assert ctl.build_card == best.card
                qtbot.mouseClick(window.table.panel.confirm_button, Qt.MouseButton.LeftButton)
                assert m.game.actions[before] == best  # one more click plays it
                wait_for_human_or_end(qtbot, window)
                continue
            if isinstance(best, ChooseRole) and window.table.panel.library.isVisible():
                assert window.table.panel.library.isChecked() == best.use_library
            window.hints._clear_selection(ctl)
        play_human_turn(qtbot, window, rng)
        wait_for_human_or_end(qtbot, window)
    assert kinds and window.hints.used == len(kinds)
    window.close()


def test_selection_hint_selects_the_cards(qtbot, tmp_path) -> None:
    window = start(qtbot, tmp_path, seed=5)
    m = window.model
    rng = random.Random(4)
    while not m.over:
        d = m.observation(m.deciding_seat).decision
        if d.kind is DecisionKind.PAY:
            ask(qtbot, window)
            best = window.hints.hints[0].action
            assert isinstance(best, Select)
            window.hints.select_on_table(best)
            assert sorted(window.table.controller.selected) == list(best.cards)
            break
        play_human_turn(qtbot, window, rng)
        wait_for_human_or_end(qtbot, window)
    window.close()


def test_stale_hint_is_dropped_and_switch_off(qtbot, tmp_path) -> None:
    window = start(qtbot, tmp_path)
    hints = window.hints
    tag = hints.session.current_tag()
    hints.session._on_finished((tag[0], tag[1] - 1, tag[2]), [])  # answer for an older decision
    assert hints.list.count() == 0
    qtbot.mouseClick(hints.enabled_box, Qt.MouseButton.LeftButton)  # "Offer hints" off
    assert window.settings.hints_enabled() is False
    assert not hints.button.isEnabled() and "switched off" in hints.status.text()
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    qtbot.wait(50)
    assert hints.used == 0 and hints.list.count() == 0
    qtbot.mouseClick(hints.enabled_box, Qt.MouseButton.LeftButton)  # and on again
    assert window.settings.hints_enabled() and hints.button.isEnabled()
    ask(qtbot, window)
    assert hints.used == 1
    window.close()


def test_hint_count_in_game_over_dialog(qtbot, tmp_path) -> None:
    window = start(qtbot, tmp_path, seed=8)
    m = window.model
    ask(qtbot, window)
    rng = random.Random(3)
    while not m.over:
        play_human_turn(qtbot, window, rng)
        wait_for_human_or_end(qtbot, window)
    qtbot.waitUntil(lambda: window.game_over_dialog is not None)
    label = window.game_over_dialog.findChild(object, "hints_used_label")
    assert label is not None and "1" in label.text()
    window.close()
