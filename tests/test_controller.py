"""The game controller behind the window (ui/session/controller.py): the follow-up
steps of each action run in one fixed order, submit() says what happened, settings
changes reach every view of them at once, and the thinking process starts early in
the real window too (issue 18's factory bug)."""

from __future__ import annotations

import random
from types import SimpleNamespace

from PySide6.QtCore import QSettings
from windowkit import make_window, wait_for_human_or_end

import ui.session.game_model
from sanjuan.ai import make_player
from sanjuan.rules.actions import Build
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from ui.cli.app import make_app
from ui.session.controller import FOLLOW_UPS, GameController
from ui.session.game_model import GameModel
from ui.settings import Settings


def _settings(tmp_path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def _random_model() -> GameModel:
    return GameModel(player_factory=lambda level, seed: make_player("random", seed))


def test_follow_ups_run_in_one_fixed_order_after_each_change(qtbot, tmp_path) -> None:
    make_app()
    ctl = GameController(_settings(tmp_path), _random_model())
    ran: list[str] = []
    for name in FOLLOW_UPS:
        ctl.set_follow_up(name, lambda name=name: ran.append(name))
    ctl.start_game(Options(2, "2018", False, 5), [Seat("A", "easy"), Seat("B", "easy")])
    qtbot.waitUntil(lambda: ctl.model.over, timeout=20000)
    changes = len(ctl.model.game.actions) + 1  # the start, then one per action
    assert ran == list(FOLLOW_UPS) * changes
    try:
        ctl.set_follow_up("paint", lambda: None)
    except ValueError as exc:
        assert "paint" in str(exc)
    else:
        raise AssertionError("an unknown follow-up was accepted")


def test_submit_says_what_happened_and_a_refused_action_changes_nothing(qtbot, tmp_path) -> None:
    make_app()
    ctl = GameController(_settings(tmp_path), _random_model())
    ctl.start_game(Options(2, "2018", False, 3), [Seat("You"), Seat("B", "easy")])
    qtbot.waitUntil(lambda: ctl.model.deciding_seat == 0, timeout=10000)
    before = len(ctl.model.game.actions)
    bad = ctl.submit(Build(card=10_000))
    assert not bad.applied and bad.error and len(ctl.model.game.actions) == before
    legal = ctl.model.observation(0).decision.sample(random.Random(1))
    ctl.gate = lambda action: True
    refused = ctl.submit(legal)
    assert refused.refused and not refused.applied and len(ctl.model.game.actions) == before
    ctl.gate = lambda action: False
    assert ctl.submit(legal).applied and len(ctl.model.game.actions) > before
    ctl.shut_down()


def test_the_real_window_starts_the_thinking_process_early(qtbot, tmp_path, monkeypatch) -> None:
    # The window's tutorial wraps the model's player factory; the second process must
    # still start when a game with a Hard or Expert seat begins (not at its first move).
    starts: list[int] = []
    monkeypatch.setattr(ui.session.game_model, "shared_service",
                        lambda: SimpleNamespace(start=lambda: starts.append(1)))
    monkeypatch.setattr(ui.session.game_model, "make_thinking_player",
                        lambda level, seed: make_player("random", seed))
    window = make_window(qtbot, tmp_path)
    window.start_game(Options(2, "2018", False, 4), [Seat("You"), Seat("Ana", "easy")])
    assert starts == []  # no Hard or Expert seat: no process
    window.start_game(Options(2, "2018", False, 4), [Seat("You"), Seat("Ana", "hard")])
    assert starts == [1]
    window.close()


def test_settings_agree_live_between_dialog_menu_and_hint_dock(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    dialog = window.show_settings()
    window.actions_["animations"].setChecked(False)  # View menu
    assert not dialog.animations.isChecked() and not window.settings.animations()
    dialog.skip_forced.setChecked(True)  # Settings dialog
    assert window.actions_["skip_forced"].isChecked()
    dialog.hints.setChecked(False)
    assert not window.hints.enabled_box.isChecked()
    window.hints.enabled_box.setChecked(True)  # the hint dock's own box
    assert dialog.hints.isChecked() and window.settings.hints_enabled()
    dialog.pace.setCurrentIndex(0)  # Instant
    assert window.actions_["pace_0"].isChecked() and window.model.pace_ms == 0
    window.actions_["pace_1500"].trigger()
    assert dialog.pace.currentText() == window.actions_["pace_1500"].text()
    assert window.model.pace_ms == 1500
    dialog.close()
    window.close()


def test_a_hot_seat_viewer_is_the_controllers(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(Options(2, "2018", False, 9), [Seat("A"), Seat("B")])
    qtbot.waitUntil(lambda: window.controller.hot_seat.handing_over, timeout=20000)
    assert window.stack.currentWidget() is window.handover
    window.handover.ready.emit()
    wait_for_human_or_end(qtbot, window)
    seats = window.controller.hot_seat
    assert seats.viewer() == window.model.deciding_seat == seats.viewer_seat
    window.close()
