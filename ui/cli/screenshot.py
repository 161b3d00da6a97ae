"""``sanjuan screenshot``: the window of a game after N actions, saved as PNG.

    sanjuan screenshot --players 4 --edition 2018 --seed 3 --size 1280x800 \
        --scale 2 --lang de --after-actions 60 --until councillor_keep shot.png

``--lang`` may also come before the command (``sanjuan --lang de screenshot …``); without
it the picture is English, whatever the user's setting.

Renders offscreen (no display needed). The game is played headless by medium computer
players (same seed, same game); then the window shows it as it shows a real game: seat 0
is a human ("You", the viewer, offered its decision with its buttons and selectable
cards) against computers, through the same MainWindow, controller and table code
(``--watch``: every seat a computer, the spectator's view). The last computer move is
highlighted on the table as it is while the game runs. ``--until KIND`` plays on until
seat 0 must make a decision of that kind (e.g. ``councillor_keep``, ``build``);
``--text-size``, ``--theme`` and ``--high-contrast`` set those settings. ``--size`` is the window
in logical pixels, ``--scale`` the device scale (the PNG is size × scale pixels): Qt
reads ``QT_SCALE_FACTOR`` only at start, so the command runs itself again in a fresh
process with it set, and with an offscreen screen of exactly the window's size (so
"never larger than the screen" holds).
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path, PurePath, PureWindowsPath
from typing import TYPE_CHECKING

from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.editions import EDITIONS

if TYPE_CHECKING:
    from ui.settings import Settings

#: the table themes ``--theme`` offers (ui.settings.THEME_KEYS; tests/test_themes.py
#: checks that they agree: Qt is not loaded to parse the command line)
THEMES = ("felt", "parchment", "night")

log = logging.getLogger(__name__)

CHILD_FLAG = "SANJUAN_SCREENSHOT_CHILD"


def parse_size(text: str) -> tuple[int, int]:
    """``"1280x800"`` → (1280, 800) logical pixels; raises argparse.ArgumentTypeError."""
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x800, not {text!r}") from None
    if not (320 <= w <= 8000 and 240 <= h <= 8000):
        raise argparse.ArgumentTypeError("size must be 320x240 to 8000x8000")
    return w, h


def add_arguments(p: argparse.ArgumentParser) -> None:
    """Options of ``sanjuan screenshot``."""
    p.add_argument("--players", type=int, default=3, choices=(2, 3, 4))
    p.add_argument("--edition", default="2018", choices=tuple(EDITIONS))
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--size", type=parse_size, default=(1280, 800),
                   help="window size in logical pixels, e.g. 1280x800")
    p.add_argument("--scale", type=float, default=1.0, help="device scale factor (1–4)")
    p.add_argument("--after-actions", type=int, default=40,
                   help="actions played before the shot (stops earlier at the game's end)")
    p.add_argument("--no-log", action="store_true", help="collapse the log dock")
    p.add_argument("--watch", action="store_true",
                   help="every seat a computer (the spectator's view)")
    p.add_argument("--until", type=str.lower, default="",
                   choices=("", *(k.value for k in DecisionKind)), metavar="KIND",
                   help="play on until seat 0 must decide KIND (e.g. councillor_keep)")
    p.add_argument("--text-size", type=int, default=100,
                   help="the text-size setting in percent (100–200)")
    p.add_argument("--theme", default="felt", choices=THEMES,
                   help="the table theme (the high-contrast look wins over it)")
    p.add_argument("--high-contrast", action="store_true", help="the high-contrast look")
    p.add_argument("--focus", default="", metavar="NAME",
                   help="give the keyboard focus to NAME (an object name such as "
                        "hand_card_12 or role_builder; 'home': where the first key "
                        "goes), as after an arrow key; the card zoom it opens is drawn too")
    p.add_argument("out", type=Path, help="the PNG to write")


def run(args: argparse.Namespace) -> int:
    """Write the screenshot; returns the exit status (2 for bad options)."""
    if not 1.0 <= args.scale <= 4.0 or args.after_actions < 0 \
            or not 100 <= args.text_size <= 200:
        log.error("sanjuan screenshot: --scale must be 1–4, --after-actions ≥ 0, "
                  "--text-size 100–200")
        return 2
    if getattr(args, "lang", None) is None:  # neither "sanjuan --lang" nor "screenshot --lang"
        args.lang = "en"  # the picture's language, whatever the user's setting
    if os.environ.get(CHILD_FLAG) != "1":
        return _spawn(args)
    return _shoot(args)


def _spawn(args: argparse.Namespace) -> int:
    """Run this command again with the scale factor and an offscreen screen of the
    window's size (both must be set before the QApplication exists), in the temporary
    folder (where the screen's description is; see :func:`offscreen_platform`)."""
    w, h = args.size
    with tempfile.TemporaryDirectory(prefix="sanjuan-shot-") as tmp:
        env = scaled_env(Path(tmp), args.size, args.scale, **{CHILD_FLAG: "1"})
        argv = [*child_command(env), "screenshot", "--players", str(args.players),
                "--edition", args.edition, "--seed", str(args.seed),
                "--size", f"{w}x{h}", "--scale", f"{args.scale:g}", "--lang", args.lang,
                "--after-actions", str(args.after_actions), str(args.out.resolve())]
        for flag in ("no_log", "watch", "high_contrast"):
            if getattr(args, flag):
                argv.insert(-1, "--" + flag.replace("_", "-"))
        argv[-1:-1] = ["--text-size", str(args.text_size), "--theme", args.theme]
        if args.until:
            argv[-1:-1] = ["--until", args.until]
        if args.focus:
            argv[-1:-1] = ["--focus", args.focus]
        return subprocess.run(argv, env=env, cwd=tmp, check=False).returncode


def child_command(env: dict[str, str]) -> list[str]:
    """The command line that runs ``sanjuan`` again: the program itself in a frozen
    bundle (SanJuan.exe, whose interpreter takes no ``-m``), else this Python with
    ``-m ui.cli``, with the folder holding ``ui`` put first on ``PYTHONPATH`` in ``env``
    (changed in place) so that it works from any working folder."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    root = str(Path(__file__).resolve().parents[2])
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH", "")) if p)
    return [sys.executable, "-m", "ui.cli"]


def offscreen_platform(screen: PurePath) -> str:
    """The ``QT_QPA_PLATFORM`` value of Qt's offscreen platform reading its screens from
    the file ``screen``. Qt splits the value at every colon (``name:arg:arg``), so a
    path with a colon (Windows: ``C:\\…``) is given relative to its folder, which must
    then be the child's working folder; a path without one is given whole."""
    path = str(screen) if ":" not in str(screen) else screen.name
    return f"offscreen:configfile={path}"


def scaled_env(tmp: Path, size: tuple[int, int], scale: float,
               **extra: str) -> dict[str, str]:
    """The environment of a child process that draws at device ``scale`` (1–4) on an
    offscreen screen of exactly ``size`` logical pixels (width, height): Qt reads
    ``QT_SCALE_FACTOR`` and the platform only when its QApplication starts. Writes the
    screen's description to ``tmp``/screen.json; the data folder is ``tmp``/data (the
    user's own history and settings are never touched); ``extra`` variables are added.
    On Windows the child must run in ``tmp`` (:func:`offscreen_platform`).
    Used by this command and by the screenshot tools in tools/."""
    w, h = size
    screen = tmp / "screen.json"
    screen.write_text(json.dumps({"screens": [{
        "name": "shot", "x": 0, "y": 0, "width": round(w * scale),
        "height": round(h * scale), "logicalDpi": 96, "logicalBaseDpi": 96}]}))
    env = dict(os.environ, QT_SCALE_FACTOR=f"{scale:g}",
               QT_QPA_PLATFORM=offscreen_platform(screen),
               SANJUAN_DATA_DIR=str(tmp / "data"), **extra)
    env.update(offscreen_fonts(env))
    return env


def rerun_scaled(argv: list[str], size: tuple[int, int], scale: float, child: str,
                 cwd: Path, prefix: str = "sanjuan-shot-", timeout: float = 300) -> int:
    """Run this Python on ``argv`` (a screenshot tool's own script and arguments) as a
    child that draws at ``scale`` on an offscreen screen of ``size`` logical pixels
    (:func:`scaled_env`, in a temporary folder named ``prefix``…, removed afterwards),
    with the variable ``child`` set to "1" so that the script knows it is the child;
    in ``cwd``, for at most ``timeout`` seconds. Returns the child's exit status.
    Used by the screenshot tools in tools/."""
    with tempfile.TemporaryDirectory(prefix=prefix) as tmp:
        env = scaled_env(Path(tmp), size, scale, **{child: "1"})
        return subprocess.run([sys.executable, *argv], env=env, cwd=cwd, check=False,
                              timeout=timeout).returncode


def offscreen_fonts(env: dict[str, str], platform: str = sys.platform) -> dict[str, str]:
    """What an offscreen child needs to find fonts: on Windows (``platform`` "win32"),
    ``QT_QPA_FONTDIR`` naming Windows' own font folder (``%WINDIR%\\Fonts``), unless
    ``env`` names one already. There Qt's offscreen platform reads fonts from that one
    folder only, and without it every letter of the picture is an empty box. Elsewhere
    nothing (fontconfig and Core Text find the system's fonts)."""
    if platform != "win32" or env.get("QT_QPA_FONTDIR"):
        return {}
    windir = env.get("WINDIR") or env.get("SystemRoot") or "C:\\Windows"
    return {"QT_QPA_FONTDIR": str(PureWindowsPath(windir) / "Fonts")}


def shot_settings(pace_ms: int | None = None) -> Settings:
    """Settings of their own for a picture, in shot.ini in the data folder
    (``SANJUAN_DATA_DIR``, else the temporary folder), that show every decision (no
    skipped one-answer decisions); ``pace_ms``: the computers' pace, if given."""
    from PySide6.QtCore import QSettings

    from ui.settings import Settings

    ini = Path(os.environ.get("SANJUAN_DATA_DIR", tempfile.gettempdir())) / "shot.ini"
    settings = Settings(QSettings(str(ini), QSettings.Format.IniFormat))
    settings.set_skip_forced(False)  # show the decision, as the window asks it
    if pace_ms is not None:
        settings.set_pace_ms(pace_ms)
    return settings


def settle(rounds: int = 10) -> None:
    """Process events ``rounds`` times, 20 ms apart: the layout settles and the marks
    follow it before a picture is grabbed."""
    from PySide6.QtWidgets import QApplication

    for _ in range(rounds):
        QApplication.processEvents()
        time.sleep(0.02)


def _shoot(args: argparse.Namespace) -> int:
    from PySide6.QtWidgets import QApplication

    from sanjuan.ai.spectate import played_game
    from sanjuan.rules.seat import HUMAN, Seat
    from ui.cli.app import make_app
    from ui.session.seats import dialog_default_name
    from ui.window.language import apply_language
    from ui.window.main_window import MainWindow
    from ui.window.window_fit import size_log_dock

    make_app()
    apply_language(args.lang)  # the picture's language, whatever the user's setting
    game, last_events = played_game(args.players, args.edition, args.seed, args.after_actions)
    if args.until:
        game, last_events = _play_until(game, DecisionKind(args.until), last_events)
    settings = shot_settings()
    settings.set_text_scale(args.text_size / 100)
    settings.set_high_contrast(args.high_contrast)
    settings.set_theme(args.theme)
    window = MainWindow(settings)
    window.model.pace_ms = 10**9  # hold the game still while the picture is taken
    window.resize(*args.size)
    size_log_dock(window, window.log_dock)
    if args.no_log:
        window.log_dock.hide()
    window.show()
    kinds = ["medium"] * args.players
    if not args.watch:
        kinds[0] = HUMAN
    window.model.load(game, [Seat(dialog_default_name(i, kinds), kinds[i])
                             for i in range(args.players)])
    window.render()
    window.table.follow(last_events, window.model.names, hold=True)
    settle()  # let the layout settle and the marks follow it
    window.table.follower.track()
    QApplication.processEvents()
    if args.focus and not _focus(window, args.focus):
        window.model.cancel()
        window.close()
        return 2
    args.out.parent.mkdir(parents=True, exist_ok=True)
    ok = _picture(window).save(str(args.out))
    window.model.cancel()
    window.close()
    if not ok:
        log.error("sanjuan screenshot: could not write %s", args.out)
        return 1
    print(args.out)
    return 0


def _focus(window, name: str) -> bool:  # noqa: ANN001 (a MainWindow)
    """Give the keyboard focus to the table's thing called ``name`` ("home": the one the
    first key reaches) the way the arrow keys do; False (and a message) if none is shown."""
    import time

    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QWidget

    from ui.table.keys import focus_rows

    table = window.table
    window.activateWindow()
    shown = {w.objectName(): w for row in focus_rows(table) for w in row if w.objectName()}
    target = table.keys.home() if name == "home" else shown.get(name)
    if not isinstance(target, QWidget):
        log.error("sanjuan screenshot: nothing called %r takes the focus now; shown: %s",
                  name, ", ".join(sorted(shown)))
        return False
    target.setFocus(Qt.FocusReason.TabFocusReason)
    target.raise_()  # as the arrow keys do: a fanned card on top, its ring whole
    for _ in range(5):
        QApplication.processEvents()
        time.sleep(0.02)
    return True


def _picture(window):  # noqa: ANN001, ANN202 (a MainWindow → QPixmap)
    """The window as a player sees it: its pixels, with the card zoom on top if shown
    (a pop-up window of its own, which ``grab`` leaves out)."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QPainter

    from ui.table.zoom import zoom

    pix = window.grab()
    z = zoom()
    if z.isVisible():
        p = QPainter(pix)
        p.drawPixmap(z.mapToGlobal(QPoint(0, 0)) - window.mapToGlobal(QPoint(0, 0)), z.grab())
        p.end()
    return pix


def _play_until(game, kind: DecisionKind, events: list, limit: int = 3000):  # noqa: ANN001, ANN202
    """Play ``game`` on with medium computers (seeded as the window seeds them) until
    seat 0 must decide ``kind``; returns (game, the events since the last role choice).
    Raises SystemExit with a message if the game ends or ``limit`` actions pass first."""
    from sanjuan.ai import make_player
    from sanjuan.rules.events import RoleChosen, RoundStarted
    from sanjuan.rules.observation import observe
    from sanjuan.rules.seeds import player_seed

    for _ in range(limit):
        d = game.state.decision
        if game.state.over or d is None:
            break
        if d.seat == 0 and d.kind is kind:
            log_ = list(game.state.log or [])
            start = max((i for i, e in enumerate(log_)
                         if isinstance(e, RoleChosen | RoundStarted)), default=len(log_))
            return game, log_[start:]
        ai = make_player("medium", player_seed(game.options.seed, d.seat, len(game.actions)))
        game.apply(ai.choose(observe(game.state, d.seat)))
    raise SystemExit(f"sanjuan screenshot: seat 0 never had to decide {kind.value}")
