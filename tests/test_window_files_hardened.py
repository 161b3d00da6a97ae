"""The window's Open and Save with hostile files (issue 8): every failure is shown in a
short message box and the running game goes on untouched."""

from __future__ import annotations

import json
import os
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from windowkit import make_window, wait_for_human_or_end

from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options

HUGE = "é" * 1_000_000


def bad_files(tmp_path):
    """(name, path) of files that must not open: a FIFO, a folder, /dev/zero, a
    megabyte edition name, deep nesting, a 5,000-digit number, wrong types, not UTF-8."""
    files: dict[str, object] = {"folder": tmp_path,
                                "device": "NUL" if os.name == "nt" else "/dev/zero"}
    if hasattr(os, "mkfifo"):  # Windows has no named pipes in the file system
        files["fifo"] = tmp_path / "pipe.json"
        os.mkfifo(files["fifo"])
    docs = {
        "huge_edition": {"format": "sanjuan-save", "version": 1, "options": {
            "players": 2, "edition": HUGE, "variant": False, "seed": 0}, "actions": []},
        "list_edition": {"format": "sanjuan-save", "version": 1, "options": {
            "players": 2, "edition": ["2018"], "variant": False, "seed": 0}, "actions": []},
    }
    for name, doc in docs.items():
        files[name] = tmp_path / f"{name}.json"
        files[name].write_text(json.dumps(doc), encoding="utf-8")
    raw = {"nested": b"[" * 200_000, "digits": b"1" * 6000, "latin1": b"\xe9t\xe9",
           "empty": b""}
    for name, data in raw.items():
        files[name] = tmp_path / f"{name}.json"
        files[name].write_bytes(data)
    return files


def test_open_refuses_every_bad_file_quickly_and_keeps_the_game(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(Options(2, "classic", False, 1), [Seat("You"),
                                                        Seat("Rosa", "easy")])
    wait_for_human_or_end(qtbot, window)
    game, actions = window.model.game, list(window.model.game.actions)
    for name, path in bad_files(tmp_path).items():
        window.ask_open_path = lambda p=path: str(p)
        start = time.monotonic()
        window.actions_["open"].trigger()
        # "Abandon this game?" comes first; a file that fails to load abandons nothing
        qtbot.mouseClick(window.abandon_box.findChild(QPushButton, "abandon_button"),
                         Qt.MouseButton.LeftButton)
        assert time.monotonic() - start < 10, name
        box = window.error_box
        assert box is not None and box.isVisible(), name
        assert len(box.text()) <= 200, (name, box.text()[:100])
        assert box.sizeHint().width() < 1200, name  # never wider than a screen
        box.accept()
        window.error_box = None
        assert window.model.game is game and game.actions == actions, name
    window.close()


@pytest.mark.parametrize("error", [OSError(28, "No space left on device"),
                                   ValueError("bad value"), RecursionError("deep"),
                                   TypeError("odd")])
def test_any_save_failure_is_reported_and_the_game_kept(qtbot, tmp_path, monkeypatch,
                                                        error) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(Options(2, "classic", False, 1), [Seat("You"),
                                                        Seat("Rosa", "easy")])
    wait_for_human_or_end(qtbot, window)
    game, actions = window.model.game, list(window.model.game.actions)

    def failing(*args, **kwargs):
        raise error

    monkeypatch.setattr("ui.session.files.save_game", failing)
    window.ask_save_path = lambda: str(tmp_path / "g.json")
    assert window.save_game() is False
    assert window.error_box is not None and window.error_box.isVisible()
    assert str(error.args[-1]) in window.error_box.informativeText() + window.error_box.text()
    window.error_box.accept()
    assert window.model.game is game and game.actions == actions
    window.close()


def test_save_into_a_missing_folder_is_reported(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(Options(2, "classic", False, 1), [Seat("You"),
                                                        Seat("Rosa", "easy")])
    wait_for_human_or_end(qtbot, window)
    window.ask_save_path = lambda: str(tmp_path / "no" / "such" / "folder.json")
    assert window.save_game() is False
    assert "No such file" in window.error_box.text()
    window.close()
