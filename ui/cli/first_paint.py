"""Start-up probe for ``bench/startup.py``: with ``SANJUAN_FIRST_PAINT=1`` in the
environment, the main window prints the wall-clock time (``time.time()``, seconds since
the epoch) of its first finished paint to stdout and quits the application.

Wall-clock time, not ``perf_counter``, because the benchmark that started this process
compares it with its own clock. Without the variable nothing is installed.
"""

from __future__ import annotations

import os
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

ENV = "SANJUAN_FIRST_PAINT"


class _FirstPaint(QObject):
    """Event filter on the window: on its first paint event, report once the event loop
    is idle again (the paint has been flushed) and quit."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.Paint:
            self._window.removeEventFilter(self)
            QTimer.singleShot(0, self._report)
        return False

    def _report(self) -> None:
        print(f"first-paint {time.time():.6f}", flush=True)
        app = QApplication.instance()
        if app is not None:
            app.quit()


def watch(window: QWidget) -> None:
    """Install the probe on the top-level ``window`` (before it is shown) if
    ``SANJUAN_FIRST_PAINT`` is set; else do nothing."""
    if os.environ.get(ENV):
        window.installEventFilter(_FirstPaint(window))
