"""The settings in the platform's own store, as the game keeps them by default
(``QSettings(ORGANIZATION, APPLICATION)``: the registry on Windows, under
``HKEY_CURRENT_USER\\Software``; a property list on macOS; a ``.conf`` file elsewhere).
The other tests keep their settings in an ini file of their own; these use the native
format, where each value comes back with the type the store gives it (a registry DWORD
is an int, a bool comes back as the string "true"), under an organization name of
their own that is removed afterwards: a player's real settings are never read or
written. The Windows lane runs this file on Windows Python (packaging/windows/lane.py).
"""

from __future__ import annotations

import sys
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings

from ui.settings import APPLICATION, ORGANIZATION, NewGameChoices, Settings

Native = Callable[[], QSettings]


def _forget(org: str) -> None:
    """Remove every trace of the settings of ``org`` (the registry keys on Windows, the
    file elsewhere)."""
    q = QSettings(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, org, APPLICATION)
    q.clear()
    q.sync()
    name = q.fileName()
    del q
    if sys.platform == "win32":
        import winreg

        for key in (rf"Software\{org}\{APPLICATION}", rf"Software\{org}"):
            try:
                winreg.DeleteKey(winreg.HKEY_CURRENT_USER, key)
            except FileNotFoundError:
                pass
    else:
        Path(name).unlink(missing_ok=True)
        if Path(name).parent.name == org and Path(name).parent.is_dir():
            Path(name).parent.rmdir()


@pytest.fixture
def native() -> Iterator[Native]:
    """A maker of native-format QSettings under a throw-away organization name (a new
    QSettings object each call, as a restarted game makes); removed afterwards."""
    org = f"{ORGANIZATION}-test-{uuid.uuid4().hex[:12]}"
    _forget(org)
    try:
        yield lambda: QSettings(QSettings.Format.NativeFormat, QSettings.Scope.UserScope,
                                org, APPLICATION)
    finally:
        _forget(org)


def test_the_games_own_settings_live_where_the_platform_keeps_them() -> None:
    # (only the location is asked for: nothing is read or written)
    name = QSettings(ORGANIZATION, APPLICATION).fileName()
    if sys.platform == "win32":
        assert name == rf"\HKEY_CURRENT_USER\Software\{ORGANIZATION}\{APPLICATION}"
    else:
        assert Path(name).name.startswith(APPLICATION)


def test_every_setting_survives_a_restart_in_the_native_store(native: Native) -> None:
    geometry = QByteArray(bytes(range(256)) * 3)  # every byte value, NUL included
    state = QByteArray(b"\x00\x00\x00\xff state \x00")
    choices = NewGameChoices(players=4, names=["Jürgen Müller", "Zoë", "", "李"],
                             kinds=["human", "hard", "expert", "easy"],
                             edition="classic", variant=True, seed=2_000_000_000)
    folder = r"C:\Users\Jürgen Müller\Documents\San Juan" if sys.platform == "win32" \
        else "/home/jürgen müller/San Juan"
    s = Settings(native())
    s.set_geometry(geometry)
    s.set_window_state(state)
    s.set_pace_ms(300)
    s.set_language("de")
    s.set_animations(False)
    s.set_skip_forced(False)
    s.set_hints_enabled(False)
    s.set_show_rating(False)
    s.set_rating_counts_hinted(True)
    s.set_rating_counts_tutorial(True)
    s.set_text_scale(1.75)
    s.set_high_contrast(True)
    s.set_save_dir(folder)
    s.set_new_game(choices)
    s.q.sync()
    assert s.q.status() == QSettings.Status.NoError
    del s

    again = Settings(native())  # read back from the store, not from a cache of Qt's
    assert again.geometry() == geometry and again.window_state() == state
    assert again.pace_ms() == 300 and again.language() == "de"
    assert not again.animations() and not again.skip_forced() and not again.hints_enabled()
    assert not again.show_rating() and again.rating_counts_hinted()
    assert again.rating_counts_tutorial() and again.high_contrast()
    assert again.text_scale() == 1.75
    assert again.save_dir() == folder
    assert again.new_game() == choices
    # and off again: a stored False is read back as False, not as a non-empty string
    again.set_high_contrast(False)
    again.set_new_game(NewGameChoices())
    again.q.sync()
    third = Settings(native())
    assert not third.high_contrast() and third.new_game() == NewGameChoices()


def test_values_of_the_wrong_type_in_the_native_store_fall_back_to_the_defaults(
        native: Native) -> None:
    """What a registry (or plist) edited by hand may hold: a string list, bytes, a
    number where text belongs and text where a number does; the game starts with
    the defaults for those."""
    q = native()
    q.setValue("play/pace_ms", ["300", "800"])  # REG_MULTI_SZ on Windows
    q.setValue("ui/language", 7)  # REG_DWORD
    q.setValue("view/high_contrast", QByteArray(b"\x01"))  # REG_BINARY
    q.setValue("view/text_scale", "9")
    q.setValue("window/geometry", "garbage")
    q.setValue("new/players", 5)
    q.setValue("new/name0", 12)
    q.setValue("new/seed", "--5")
    q.sync()
    del q
    s = Settings(native())
    assert s.pace_ms() == 800 and s.language() == "system" and not s.high_contrast()
    assert s.text_scale() == 1.0 and s.geometry() is None
    assert s.new_game() == NewGameChoices()


def test_the_window_restores_its_pace_and_size_from_the_native_store(qtbot,
                                                                     native: Native) -> None:
    """The main window's own round trip: a pace chosen in the menu and the window's size
    are written to the native store (the registry on Windows) when it closes, and the
    next window starts with them."""
    from ui.cli.app import make_app
    from ui.window.main_window import MainWindow

    make_app()
    window = MainWindow(Settings(native()))
    qtbot.addWidget(window)
    window.show()
    window.actions_["pace_1500"].trigger()
    window.resize(1000, 700)
    window.close()
    again = MainWindow(Settings(native()))
    qtbot.addWidget(again)
    again.show()
    assert again.model.pace_ms == 1500 and again.actions_["pace_1500"].isChecked()
    # (the offscreen screen may clamp the width; the height shows the saved geometry)
    assert again.settings.geometry() is not None and again.size().height() == 700
    again.close()


def test_a_data_folder_keeps_the_settings_beside_it(tmp_path: Path, monkeypatch) -> None:
    # tests and portable installs (SANJUAN_DATA_DIR) never touch the player's settings:
    # on Windows the registry, which no other variable moves
    monkeypatch.setenv("SANJUAN_DATA_DIR", str(tmp_path / "portable"))
    s = Settings()
    assert s.q.format() == QSettings.Format.IniFormat
    assert Path(s.q.fileName()) == tmp_path / "portable" / "settings.ini"
    s.set_pace_ms(300)
    s.q.sync()
    assert (tmp_path / "portable" / "settings.ini").is_file()
    assert Settings().pace_ms() == 300  # a restarted game reads it back
    monkeypatch.delenv("SANJUAN_DATA_DIR")
    native = Settings().q.fileName()
    assert native == QSettings(ORGANIZATION, APPLICATION).fileName()
