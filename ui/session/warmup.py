"""Import the game-over dialog's heavy libraries (pyqtgraph, NumPy) in the background.

Imported on the GUI thread when the first game ends, they would freeze the window for
over a second right then. A daemon thread imports them during play instead: Python's
import lock makes a later import on the GUI thread wait for (or reuse) that work.
Nothing Qt is created on the thread: only modules are loaded.
"""

from __future__ import annotations

import importlib
import logging
import threading

log = logging.getLogger(__name__)

#: Modules imported by :func:`warm_up`, slowest first.
MODULES = ("numpy", "pyqtgraph")
_started = threading.Event()


def warm_up() -> threading.Thread | None:
    """Start importing :data:`MODULES` on a daemon thread (once per process); returns
    the thread, or None if it was started before. Import errors are ignored here (the
    dialog's own import reports them)."""
    if _started.is_set():
        return None
    _started.set()
    thread = threading.Thread(target=_import_all, name="sanjuan-warmup", daemon=True)
    thread.start()
    return thread


def _import_all() -> None:
    for name in MODULES:
        try:
            importlib.import_module(name)
        except Exception:  # reported again when the dialog imports it
            log.warning("could not import %s ahead of time", name, exc_info=True)
            return
