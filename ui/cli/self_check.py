"""``sanjuan check``: verify an installation (above all a frozen bundle) by loading
everything the game loads at run time — every ``:/`` resource (art, rules, our
translations), Qt's German translation, the SVG image and icon plugins, and every module
of ``sanjuan`` and ``ui`` (some are imported only when needed, e.g. pyqtgraph for the
game-over chart). Prints one line per check and a summary; exit status 1 if any failed.

Used by ``packaging/smoke_test.py`` on the frozen program; needs a Qt platform (works
headless with ``QT_QPA_PLATFORM=offscreen``).
"""

from __future__ import annotations

import argparse
import functools
import importlib
import logging
import os
import pkgutil
import sys
from collections.abc import Callable, Iterator

log = logging.getLogger(__name__)

#: Resource folders of ours (Qt keeps its own resources under ``:/qt-project.org``).
OUR_PREFIXES = (":/assets/", ":/i18n/")


def add_arguments(p: argparse.ArgumentParser) -> None:
    """Options of ``sanjuan check`` (none besides ``--quiet``)."""
    p.add_argument("--quiet", action="store_true", help="print failures and the summary only")


def resource_paths() -> list[str]:
    """Every file under our ``:/`` prefixes, sorted (registers the resources first)."""
    from PySide6.QtCore import QDirIterator

    import ui.resources_rc  # noqa: F401  (registers the :/ resources)

    found = []
    it = QDirIterator(":/", QDirIterator.IteratorFlag.Subdirectories)
    while it.hasNext():
        path = it.next()
        if path.startswith(OUR_PREFIXES) and it.fileInfo().isFile():
            found.append(path)
    return sorted(found)


def check_resource(path: str) -> str | None:
    """Load the resource at ``path`` the way the game does: SVG renders, HTML reads as
    non-empty UTF-8, a ``.qm`` translator loads, a ``.wav`` sound decodes
    (:func:`ui.sound.player.decode_wav`); returns None if it loaded, else what
    went wrong (a warning prefixed ``"warning: "`` if it loaded but is empty)."""
    from PySide6.QtCore import QFile, QIODevice, QTranslator
    from PySide6.QtSvg import QSvgRenderer

    if path.endswith(".svg"):
        renderer = QSvgRenderer(path)
        return None if renderer.isValid() else "not a valid SVG"
    if path.endswith(".qm"):
        translator = QTranslator()
        if not translator.load(path):
            return "translator does not load"
        # Not a failure: the file loads; its texts may not be translated yet.
        return "warning: loads but holds no translations" if translator.isEmpty() else None
    f = QFile(path)
    if not f.open(QIODevice.OpenModeFlag.ReadOnly):
        return "cannot open"
    data = bytes(f.readAll().data())
    if not data:
        return "empty"
    if path.endswith(".wav"):
        from ui.sound.player import decode_wav

        try:
            return None if len(decode_wav(data)) else "warning: a sound without samples"
        except ValueError as exc:
            return f"not a sound the game plays: {exc}"
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return "not UTF-8"
    return None


def check_qt_translation() -> str | None:
    """Qt's own German translation (standard buttons, file dialog) loads; None if so."""
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    ok = QTranslator().load(QLocale(QLocale.Language.German), "qtbase", "_", folder)
    return None if ok else f"qtbase_de.qm not found in {folder}"


def check_svg_plugins() -> str | None:
    """The SVG image-format and icon-engine plugins load (window and card icons)."""
    from PySide6.QtGui import QIcon, QImageReader

    if b"svg" not in [bytes(f.data()) for f in QImageReader.supportedImageFormats()]:
        return "no svg image-format plugin"
    if QIcon(":/assets/icon.svg").pixmap(64, 64).isNull():
        return "the svg icon engine renders nothing"
    return None


def module_names() -> Iterator[str]:
    """Every module of the ``sanjuan`` and ``ui`` packages, but ``__main__`` modules
    (importing one runs its command)."""
    for package in ("sanjuan", "ui"):
        pkg = importlib.import_module(package)
        yield package
        for info in pkgutil.walk_packages(pkg.__path__, prefix=f"{package}."):
            if not info.name.endswith(".__main__"):
                yield info.name


def check_import(name: str) -> str | None:
    """Import module ``name``; None if that works, else the error."""
    try:
        importlib.import_module(name)
    except Exception as exc:  # any import failure is the finding
        log.debug("importing %s failed", name, exc_info=True)
        return f"{type(exc).__name__}: {exc}"
    return None


def check_expert_weights() -> str | None:
    """Load the Expert player's position models for 2, 3 and 4 players (data files beside
    its module, which a frozen bundle must carry); None if they load, else the error."""
    try:
        from sanjuan.ai.evaluation import load_weights, weights_file

        for players in (2, 3, 4):
            load_weights(str(weights_file(players)))
    except Exception as exc:  # any failure to load is the finding
        log.debug("loading the Expert weights failed", exc_info=True)
        return f"{type(exc).__name__}: {exc}"
    return None


def check_thinking_process() -> str | None:
    """Start the second process computer players think in and get an Expert answer
    from it equal to the one given in this process (a frozen bundle must be able to
    start itself as that worker); None if so, else what failed. One CPU core: a
    warning (players then think in-process)."""
    try:
        from sanjuan.ai import make_player
        from sanjuan.ai.thinking import ThinkingPlayer, ThinkingService
        from sanjuan.rules.engine import new_game
        from sanjuan.rules.observation import observe
        from sanjuan.rules.state import Options

        if (os.cpu_count() or 1) < 2:
            return "warning: one CPU core: no second process"
        process = ThinkingService(1, background=0)
        if not process.processes:
            return f"warning: {process.failure}"
        try:
            if process.pid(timeout=60) is None:
                return process.failure
            s = new_game(Options(2, "classic", seed=1), log=False)
            assert s.decision is not None
            obs = observe(s, s.decision.seat)
            remote = ThinkingPlayer("expert", 1, process, iterations=8).choose(obs)
            if not process.processes:
                return process.failure
            if remote != make_player("expert", 1, iterations=8).choose(obs):
                return f"the second process answered {remote}, this one differently"
        finally:
            process.close()
    except Exception as exc:  # any failure is the finding
        log.debug("the thinking process failed", exc_info=True)
        return f"{type(exc).__name__}: {exc}"
    return None


def check_platform_libraries() -> str | None:
    """The system libraries of Qt's X11 platform (Linux/BSD): what is missing and the
    packages to install; only a warning while another platform is used (offscreen)."""
    from ui.cli.platform_libs import missing_text, missing_xcb_libraries, xcb_expected

    if sys.platform.startswith(("win", "darwin")):
        return None
    missing = missing_xcb_libraries()
    if not missing:
        return None
    text = " ".join(missing_text(missing).split())
    return text if xcb_expected() else "warning: " + text


def checks() -> Iterator[tuple[str, Callable[[], str | None]]]:
    """(what, check) pairs; a check returns None or what failed."""
    yield "X11 platform libraries", check_platform_libraries
    for path in resource_paths():
        yield path, functools.partial(check_resource, path)
    yield "Qt translation qtbase_de", check_qt_translation
    yield "SVG plugins", check_svg_plugins
    yield "Expert position model", check_expert_weights
    yield "second process for computer players", check_thinking_process
    for name in module_names():
        yield f"module {name}", functools.partial(check_import, name)


def run(args: argparse.Namespace) -> int:
    """Run every check, print the results; returns 0 if all passed, else 1."""
    from ui.cli.app import make_app
    from ui.cli.platform_libs import platform_problem

    problem = platform_problem()
    if problem is not None:  # Qt could not start: say what is missing, not Qt's abort
        print(f"FAIL X11 platform libraries: {problem}")
        return 1
    app = make_app()
    failed = total = resources = 0
    for what, check in checks():
        problem = check()
        total += 1
        resources += what.startswith(":/")
        if problem is not None and problem.startswith("warning: "):
            print(f"warn {what}: {problem.removeprefix('warning: ')}")
        elif problem is not None:
            failed += 1
            print(f"FAIL {what}: {problem}")
        elif not args.quiet:
            print(f"ok   {what}")
    if resources == 0:
        print("FAIL no :/ resources registered")
        failed += 1
    print(f"self-check on {app.platformName()}: {total - failed} of {total} checks passed "
          f"({resources} resources)")
    return 1 if failed else 0
