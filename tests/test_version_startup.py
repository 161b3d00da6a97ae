"""One version (pyproject.toml) shown by ``sanjuan --version`` and the About box; the
command line imports only the chosen sub-command's module; ``sanjuan check`` loads every
resource and names what does not load."""

from __future__ import annotations

import argparse
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from sanjuan.version import UNKNOWN, pyproject_version, version
from ui.cli import main

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


def test_version_comes_from_pyproject(capsys) -> None:
    assert version() == PYPROJECT
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out == f"sanjuan {PYPROJECT}\n"


@pytest.mark.parametrize("text", [
    "",  # empty file
    "[project\nname=",  # malformed TOML
    '[project]\nname = "other"\nversion = "9.9"\n',  # another project's
    '[project]\nname = "sanjuan"\n',  # no version
    '[project]\nname = "sanjuan"\nversion = 3\n',  # not a string
])
def test_unreadable_pyproject_gives_unknown(tmp_path: Path, text: str) -> None:
    path = tmp_path / "pyproject.toml"
    path.write_text(text)
    assert pyproject_version(path) == UNKNOWN
    assert pyproject_version(tmp_path / "missing.toml") == UNKNOWN


def test_about_box_shows_the_version(qtbot, tmp_path) -> None:
    from PySide6.QtCore import QSettings

    from ui.cli.app import make_app
    from ui.settings import Settings
    from ui.window.main_window import MainWindow

    make_app()
    # settings of its own: on Windows the default ones are the player's, in the registry
    # (Qt's test mode moves only files), and the window writes its size there on closing
    w = MainWindow(Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
    qtbot.addWidget(w)
    w.actions_["about"].trigger()
    assert f"Version {PYPROJECT}" in w.about_box.text()
    w.about_box.close()


def test_window_names_the_bundles_desktop_entry() -> None:
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        from app_info import APP_ID
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    from PySide6.QtGui import QGuiApplication

    from ui.cli.app import DESKTOP_FILE, make_app

    make_app()
    assert DESKTOP_FILE == APP_ID == QGuiApplication.desktopFileName()


def _imported_after(code: str) -> set[str]:
    probe = ("import sys\n" + code +
             "\nprint('\\n' + ' '.join(m for m in ('ui.cli.play', 'sanjuan.cli.simulate',"
             " 'sanjuan.ai.arena', 'ui.cli.self_check', 'PySide6') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         cwd=ROOT, check=True).stdout
    return set(out.splitlines()[-1].split()) if out.strip() else set()


def test_parser_imports_only_the_chosen_subcommand() -> None:
    assert _imported_after("from ui.cli import build_parser; build_parser(only='simulate')"
                           ) == {"sanjuan.cli.simulate"}
    # --help names every sub-command without importing any of them (nor Qt)
    assert _imported_after("from ui.cli import build_parser; "
                           "print(build_parser(only='').format_help())") == set()
    assert len(_imported_after("from ui.cli import build_parser; build_parser()")) >= 4


def test_self_check_passes_and_names_a_broken_resource(qtbot, capsys) -> None:
    import ui.cli.self_check as self_check

    assert self_check.run(argparse.Namespace(quiet=True)) == 0
    assert "checks passed" in capsys.readouterr().out
    paths = self_check.resource_paths()
    assert ":/assets/icon.svg" in paths and ":/assets/rules.html" in paths
    assert any(p.endswith(".qm") for p in paths)
    assert self_check.check_resource(":/assets/missing.svg") == "not a valid SVG"
    assert self_check.check_resource(":/assets/missing.html") == "cannot open"
    assert self_check.check_import("ui.no_such_module").startswith("ModuleNotFoundError")
