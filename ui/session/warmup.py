"""Import the game-over dialog's heavy libraries (pyqtgraph, NumPy) in the background.

Imported on the GUI thread when the first game ends, they would freeze the window for
over a second right then. A daemon thread imports them during play instead: Python's
import lock makes a later import on the GUI thread wait for (or reuse) that work.
Nothing Qt is created on the thread: only modules are loaded.

A program that ends while the thread is still importing waits for it (at most
:data:`EXIT_WAIT` seconds, an ``atexit`` handler): a daemon thread stopped inside
pyqtgraph's import while Python finalizes crashed the process at exit (a segmentation
fault in 11 of 25 runs that quit 0.2 s after the start; the test suite's start-up
script crashed so in about 4 % of its runs).
"""

from __future__ import annotations

import atexit
import importlib
import logging
import threading

log = logging.getLogger(__name__)

#: Modules imported by :func:`warm_up`, slowest first.
MODULES = ("numpy", "pyqtgraph")
#: Seconds a program that ends waits for the imports still running (s).
EXIT_WAIT = 30.0
_started = threading.Event()


def warm_up() -> threading.Thread | None:
    """Start importing :data:`MODULES` on a daemon thread (once per process; the
    program's exit waits for it); returns the thread, or None if it was started
    before. Import errors are ignored here (the dialog's own import reports them)."""
    if _started.is_set():
        return None
    _started.set()
    thread = threading.Thread(target=_import_all, name="sanjuan-warmup", daemon=True)
    thread.start()
    atexit.register(thread.join, EXIT_WAIT)
    return thread


def _import_all() -> None:
    for name in MODULES:
        try:
            importlib.import_module(name)
        except Exception:  # reported again when the dialog imports it
            log.warning("could not import %s ahead of time", name, exc_info=True)
            return
