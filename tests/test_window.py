"""The main window: hot-seat hand-over, save/open through the menu, a damaged save
file, illegal actions, the rules window and the settings it remembers."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton
from windowkit import make_window, play_human_turn, wait_for_human_or_end

from sanjuan.rules.actions import Pass
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options


def test_hot_seat_hands_over_before_the_next_humans_turn(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(Options(2, "classic", False, 4), [Seat("Ann"), Seat("Bob")])
    m, rng = window.model, random.Random(2)
    handovers = 0
    for _ in range(12):
        seat = m.deciding_seat
        # The hand-over screen covers the table and names the next player.
        assert window.stack.currentWidget() is window.handover
        assert window.handover.name == m.names[seat]
        shown = window.table.observation
        assert shown is None or shown.seat != seat  # the new hand is not shown yet
        qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
        handovers += 1
        assert window.stack.currentWidget() is window.table
        assert window.table.observation.seat == seat
        while m.deciding_seat == seat:  # the same player may decide several times
            play_human_turn(qtbot, window, rng)
    assert handovers == 12
    window.close()


def test_save_and_open_round_trip_through_the_menu(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(Options(3, "2018", False, 9),
                      [Seat("You"), Seat("Rosa", "easy"), Seat("Diego", "easy")])
    m, rng = window.model, random.Random(3)
    for _ in range(6):
        wait_for_human_or_end(qtbot, window)
        play_human_turn(qtbot, window, rng)
    wait_for_human_or_end(qtbot, window)
    path = tmp_path / "game.sanjuan.json"
    window.ask_save_path = lambda: str(path)
    window.actions_["save"].trigger()
    assert path.exists()
    saved = list(m.game.actions)
    for _ in range(3):
        wait_for_human_or_end(qtbot, window)
        play_human_turn(qtbot, window, rng)
    assert len(m.game.actions) > len(saved)
    window.ask_open_path = lambda: str(path)
    window.actions_["open"].trigger()
    qtbot.mouseClick(window.abandon_box.findChild(QPushButton, "abandon_button"),
                     Qt.MouseButton.LeftButton)  # opening replaces the running game
    assert m.game.actions == saved and m.names == ["You", "Rosa", "Diego"]
    wait_for_human_or_end(qtbot, window)
    assert window.table.observation.key() == m.observation(0).key()
    window.close()


def test_damaged_save_file_leaves_the_game_untouched(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(Options(2, "classic", False, 1), [Seat("You"),
                                                        Seat("Rosa", "easy")])
    wait_for_human_or_end(qtbot, window)
    game, actions = window.model.game, list(window.model.game.actions)
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "sanjuan-save", "version": 1, "options": ', encoding="utf-8")
    window.ask_open_path = lambda: str(bad)
    window.actions_["open"].trigger()
    qtbot.mouseClick(window.abandon_box.findChild(QPushButton, "abandon_button"),
                     Qt.MouseButton.LeftButton)
    assert window.error_box is not None and window.error_box.isVisible()
    assert "damaged" in window.error_box.text()
    window.error_box.accept()
    assert window.model.game is game and game.actions == actions
    window.close()


def test_illegal_action_is_explained_in_the_status_bar(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(Options(2, "classic", False, 1), [Seat("You"),
                                                        Seat("Rosa", "easy")])
    wait_for_human_or_end(qtbot, window)
    before = list(window.model.game.actions)
    window.table.actionChosen.emit(Pass())  # a role must be chosen, not passed
    assert window.model.game.actions == before
    text = window.statusBar().currentMessage()
    # said to the player in words, without the rules document's citation (issue 34)
    assert text.startswith("Not allowed: ") and len(text) > len("Not allowed: ") + 5
    assert "RULES.md" not in text and "[" not in text
    window.close()


def test_rules_window_pace_and_geometry_are_remembered(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.actions_["rules"].trigger()
    rules = window.rules_window
    assert rules.isVisible() and "Builder" in rules.browser.toPlainText()
    # the title bar reads "Rules — San Juan": Qt appends the application's display name
    # to a title that does not end with it (so never "San Juan — Rules — San Juan")
    display = QApplication.applicationDisplayName()
    shown = rules.windowTitle()
    if not shown.endswith(display):
        shown += " — " + display
    assert display == "San Juan" and shown.count("San Juan") == 1
    window.actions_["pace_800"].trigger()
    assert window.model.pace_ms == 800 and window.settings.pace_ms() == 800
    window.resize(1100, 760)
    window.close()
    again = make_window(qtbot, tmp_path, pace_ms=800)
    assert again.model.pace_ms == 800 and again.actions_["pace_800"].isChecked()
    # The offscreen screen is small, so Qt clamps the restored width; the height shows
    # that the saved geometry (not the 1280×800 default) was used.
    assert again.settings.geometry() is not None and again.size().height() == 760
    again.close()


def test_closing_the_window_stops_a_thinking_computer(qtbot, tmp_path) -> None:
    import threading
    import time

    started = threading.Event()

    class Slow:
        name = "slow"

        def choose(self, obs, cancel=None):
            started.set()
            while not (cancel and cancel()):
                time.sleep(0.005)
            return obs.decision.legal_actions()[0]

    window = make_window(qtbot, tmp_path)
    window.model.player_factory = lambda level, seed: Slow()
    window.start_game(Options(2, "classic", False, 2), [Seat("A", "hard"),
                                                        Seat("B", "hard")])
    assert started.wait(5) and window.model.thinking_seat >= 0
    t0 = time.monotonic()
    window.close()
    assert time.monotonic() - t0 < 5.0 and window.model.thinking_seat == -1
    assert window.model.game.actions == []


def test_the_log_says_you_to_the_player_and_names_seats_to_a_spectator(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(Options(2, "2018", False, 6),
                      [Seat("You"), Seat("Rosa", "easy")])
    qtbot.waitUntil(lambda: "Rosa was dealt 4 cards." in window.log.browser.toPlainText())
    text = window.log.browser.toPlainText()
    assert "You were dealt 4 cards: " in text and "You was" not in text
    window.start_game(Options(2, "2018", False, 6),
                      [Seat("Rosa", "easy"), Seat("Diego", "easy")])
    qtbot.waitUntil(lambda: "Round 3" in window.log.browser.toPlainText(), timeout=20000)
    text = window.log.browser.toPlainText()
    assert "Rosa was dealt 4 cards: " in text  # seat 0's view, read in the third person
    assert "You " not in text
    window.close()
