"""Damaged settings (issue 8): a hand-edited or corrupted settings file never stops the
app. Every key gets every damaged value; each getter returns its default, and the
window starts (and a game starts from the new-game dialog) with all keys damaged."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog

from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from ui.cli.app import make_app
from ui.settings import NewGameChoices, Settings
from ui.window.main_window import MainWindow

#: Raw INI values, as a damaged or hand-edited file holds them.
DAMAGED = {
    "double_minus": "--5",
    "superscript": "\u00b2",
    "digits_5000": "5" * 5000,
    "minus_digits": "-" + "9" * 300,
    "float": "1e99",
    "list": "a, b, c",
    "bytes": "@ByteArray(\\x01\\x02garbage\\0\\xff)",
    "bad_variant": "@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x10garbage)",
    "rect": "@Rect(1 2 3 4)",
    "invalid": "@Invalid()",
    "control": "\"a\\nb\\tc\"",
    "long_text": "x" * 100_000,
    "negative": "-1",
    "empty_list": "\"\", \"\"",
}
FREE_TEXT = {"files/dir", *(f"new/name{i}" for i in range(4))}
PLAIN = {"double_minus", "superscript", "minus_digits", "float", "negative"}
KEYS = ["window/geometry", "window/state", "play/pace_ms", "ui/language",
        "view/animations", "play/skip_forced", "play/hints", "files/dir", "new/players",
        *(f"new/name{i}" for i in range(4)), *(f"new/kind{i}" for i in range(4)),
        "new/edition", "new/variant", "new/seed", "sound/on", "sound/effects_volume",
        "sound/ambience_volume"]


def ini(path: Path, values: dict[str, str]) -> Settings:
    """Settings read from an INI file written by hand with ``values`` (key → raw text)."""
    groups: dict[str, list[str]] = {}
    for key, raw in values.items():
        group, name = key.split("/")
        groups.setdefault(group, []).append(f"{name}={raw}")
    path.write_text("".join(f"[{g}]\n" + "\n".join(lines) + "\n"
                            for g, lines in groups.items()), encoding="utf-8")
    return Settings(QSettings(str(path), QSettings.Format.IniFormat))


def everything(s: Settings) -> tuple:
    """Every getter's value."""
    return (s.geometry(), s.window_state(), s.pace_ms(), s.language(), s.animations(),
            s.skip_forced(), s.hints_enabled(), s.save_dir(), s.new_game(), s.sound_on(),
            s.effects_volume(), s.ambience_volume())


def test_every_key_with_every_damaged_value_reads_its_default(tmp_path, caplog) -> None:
    """20 keys × 14 damaged values = 280 reads: no exception, defaults only (the geometry
    may keep a byte array for Qt to check)."""
    make_app()
    defaults = everything(Settings(QSettings(str(tmp_path / "none.ini"),
                                             QSettings.Format.IniFormat)))
    for key in KEYS:
        for name, raw in DAMAGED.items():
            s = ini(tmp_path / f"{name}.ini", {key: raw})
            got = everything(s)
            if key.startswith("window/") and name == "bytes":
                continue  # a byte array: Qt's restoreGeometry/restoreState judge it
            if key in FREE_TEXT and name in PLAIN:  # "--5" may be a name or a folder
                continue
            assert got == defaults, (key, name)
    warnings = [r.getMessage() for r in caplog.records if r.levelname == "WARNING"]
    assert any("invalid setting new/seed" in w for w in warnings)
    assert len(warnings) <= len(KEYS) * len(DAMAGED)


def test_invalid_value_is_reported_once(tmp_path, caplog) -> None:
    s = ini(tmp_path / "once.ini", {"new/players": "5" * 5000})
    for _ in range(3):
        assert s.new_game().players == NewGameChoices().players
    warnings = [r.getMessage() for r in caplog.records if r.levelname == "WARNING"]
    assert len(warnings) == 1 and "invalid setting new/players" in warnings[0]
    assert len(warnings[0]) < 300


def test_valid_values_still_read(tmp_path) -> None:
    s = ini(tmp_path / "ok.ini", {"new/seed": "123", "new/players": "4", "play/pace_ms": "300",
                                  "new/name0": "Rosa", "new/kind1": "hard",
                                  "new/edition": "classic", "new/variant": "true",
                                  "ui/language": "de", "play/hints": "false"})
    c = s.new_game()
    assert (c.seed, c.players, c.names[0], c.kinds[1], c.edition, c.variant) == (
        123, 4, "Rosa", "hard", "classic", True)
    assert s.pace_ms() == 300 and s.language() == "de" and s.hints_enabled() is False


@pytest.mark.parametrize("name", list(DAMAGED))
def test_window_starts_with_every_key_damaged(qtbot, tmp_path, name) -> None:
    """The window opens, restores its layout and starts a game from the new-game dialog
    with every key of the file holding the same damaged value."""
    make_app()
    settings = ini(tmp_path / "s.ini", dict.fromkeys(KEYS, DAMAGED[name]))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    dialog = window.show_new_game_dialog()
    dialog.done(QDialog.DialogCode.Accepted)
    assert window.model.game is not None
    window.model.cancel()
    window.close()


STARTUP = """
from PySide6.QtWidgets import QDialog
from ui.cli.app import make_app
from ui.window.main_window import MainWindow
app = make_app()
window = MainWindow()
window.show()
window.show_new_game_dialog().done(QDialog.DialogCode.Accepted)
assert window.model.game is not None
window.model.cancel()
window.close()
print("started", window.settings.new_game().players)
"""


@pytest.mark.skipif(sys.platform in ("win32", "darwin"),
                    reason="QSettings reads $XDG_CONFIG_HOME/SanJuan/*.conf on Linux only "
                           "(macOS: a property list, Windows: the registry)")
def test_damaged_settings_file_and_missing_home_start_the_app(tmp_path) -> None:
    """The app with its real settings location: a damaged settings file in an otherwise
    empty config folder, a home that is not a folder (settings
    cannot be written): the window opens and a game starts."""
    conf = tmp_path / "config" / "SanJuan"
    conf.mkdir(parents=True)
    (conf / "San Juan.conf").write_text(
        "[new]\nseed=--5\nplayers=" + "5" * 5000 + "\nkind0=@Rect(1 2 3 4)\n"
        "[window]\ngeometry=@ByteArray(garbage)\nstate=x, y\n[play]\npace_ms=\u00b2\n"
        "[view]\ntheme=@Rect(1 2 3 4)\n",
        encoding="utf-8")
    # (no SANJUAN_DATA_DIR: with it the settings would be an ini file in that folder)
    base = {k: v for k, v in os.environ.items()
            if not k.startswith("XDG_") and k != "SANJUAN_DATA_DIR"}
    base["QT_QPA_PLATFORM"] = "offscreen"
    cases = [dict(base, HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config")),
             dict(base, HOME="/dev/null")]  # no home folder, none can be created
    for env in cases:
        # faulthandler: a crash of the child shows its threads' stacks in the failure
        run = subprocess.run([sys.executable, "-X", "faulthandler", "-c", STARTUP], env=env,
                             capture_output=True, text=True, timeout=120)
        assert run.returncode == 0, run.stderr[-2000:]
        assert "started 3" in run.stdout and "Traceback" not in run.stderr
        if env is cases[0]:
            assert "invalid setting new/players" in run.stderr
            assert "invalid setting view/theme" in run.stderr  # the felt, quietly


def test_start_game_with_defaults_after_damage(qtbot, tmp_path) -> None:
    """A damaged seed never reaches the dialog's seed field."""
    make_app()
    window = MainWindow(ini(tmp_path / "s.ini", {"new/seed": "\u00b2"}))
    qtbot.addWidget(window)
    dialog = window.show_new_game_dialog()
    assert dialog.seed.text() == ""
    dialog.reject()
    window.start_game(Options(2, "classic", False, 1), [Seat("a"),
                                                        Seat("b", "easy")])
    window.model.cancel()
    window.close()
