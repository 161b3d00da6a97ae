"""One tagged, cancellable background call, for the model's computer players, the hint
dock and the review window.

:class:`TaggedWorker` runs one job at a time on its own one-thread :class:`QThreadPool`
(never on the GUI thread). Every job carries a *tag* saying which request it answers
(e.g. the decision: game generation and number of actions); :meth:`TaggedWorker.start`
makes that tag the current one, and an answer whose tag is no longer current (cancelled,
or the game moved on) is dropped, never delivered. An exception in a job is logged with
its traceback (``logging.getLogger("sanjuan")``) and delivered as ``failed(tag, text)``,
not swallowed.

The pool is given a plain callable, not a :class:`QRunnable`: PySide keeps the wrappers of
finished QRunnables in a list of the pool (with whatever they hold, e.g. a game state).
That callable, released on the pool's thread, holds no Qt object that the GUI thread does
not also hold (the worker's sink is a child of the worker): a Python object released last
there would be deleted there, and a QObject must be deleted on its own thread. A job
(released there too) must likewise hold no Qt object.
"""

from __future__ import annotations

import functools
import logging
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal, Slot

log = logging.getLogger("sanjuan")


class Call:
    """What a running job may ask: :meth:`cancelled` (poll it; True once the request
    was cancelled or replaced) and :meth:`progress` (done, total: reported as
    ``progress(tag, done, total)`` on the GUI thread)."""

    def __init__(self, serial: int, tag: object, flag: threading.Event, sink: _Sink) -> None:
        self.serial, self.tag, self._flag, self._sink = serial, tag, flag, sink

    def cancelled(self) -> bool:
        """True once this request is cancelled or replaced by a newer one."""
        return self._flag.is_set()

    def progress(self, done: int, total: int) -> None:
        """Report progress (thread-safe; delivered queued to the GUI thread)."""
        self._sink.progress.emit(self.serial, done, total)

    def answer(self, result: object, error: str) -> None:
        """Deliver the job's ``result`` (or ``error`` text, "" if none) queued to the
        GUI thread (the pool thread calls this once, when the job has returned)."""
        self._sink.done.emit(self.serial, result, error)


#: A job: gets its :class:`Call`, returns the result (any object).
Job = Callable[[Call], Any]


class _Sink(QObject):
    """Carries a job's answer from the pool thread to the GUI thread (owned by the
    worker, so it outlives the job)."""

    done = Signal(int, object, str)  # serial, result, error text ("" when it succeeded)
    progress = Signal(int, int, int)  # serial, done, total


class TaggedWorker(QObject):
    """Runs one job at a time in the background; see the module docstring.

    Signals: ``finished(tag, result)`` for the current request's result,
    ``failed(tag, text)`` when its job raised (text: ``"Type: message"``; the traceback
    is logged), ``progress(tag, done, total)`` for the current request."""

    finished = Signal(object, object)
    failed = Signal(object, str)
    progress = Signal(object, int, int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._sink = _Sink(self)
        self._sink.done.connect(self._on_done)
        self._sink.progress.connect(self._on_progress)
        self._tag: object = None
        self._serial = 0  # of the current request: a cancelled one with an equal tag is stale
        self._flag = threading.Event()

    @property
    def tag(self) -> object:
        """The tag of the request being computed now, or None."""
        return self._tag

    def busy(self) -> bool:
        """True while a request is pending (started, not answered, not cancelled)."""
        return self._tag is not None

    def running(self) -> bool:
        """True while a job runs on the pool thread (cancelled or not)."""
        return self._pool.activeThreadCount() > 0

    def start(self, tag: object, job: Job) -> None:
        """Cancel any pending request and run ``job(call)`` in the background for
        ``tag`` (not None). Its answer is delivered only while ``tag`` is current."""
        if tag is None:
            raise ValueError("a request needs a tag")
        self.cancel()
        self._flag = threading.Event()
        self._tag = tag
        self._serial += 1
        call = Call(self._serial, tag, self._flag, self._sink)
        box = [job]  # emptied when it runs: a wrapper the pool keeps holds no game state
        # The pool thread holds no reference to this worker, only to its sink (a child):
        # when it held the last one, the worker was deleted on that thread (its pool
        # destroyed from inside itself, its sink while the GUI thread may be delivering
        # the answer), which Qt does not allow.
        self._pool.start(functools.partial(_run, box, call))

    def cancel(self, wait_ms: int | None = None) -> None:
        """Drop the pending request (its job sees ``cancelled()``; its answer is
        dropped). With ``wait_ms`` wait that long (-1: as long as it takes) for the
        job to return."""
        self._flag.set()
        self._tag = None
        self._serial += 1
        if wait_ms is not None:
            self._pool.waitForDone(wait_ms)

    def interrupt(self) -> None:
        """Ask the pending job to stop (its ``cancelled()`` turns True) but keep the
        request current: whatever it then returns, or raises, is still delivered."""
        self._flag.set()

    @Slot(int, object, str)
    def _on_done(self, serial: int, result: object, error: str) -> None:
        if serial != self._serial or self._tag is None:
            return  # stale: cancelled, or replaced by a newer request
        tag, self._tag = self._tag, None
        if error:
            self.failed.emit(tag, error)
        else:
            self.finished.emit(tag, result)

    @Slot(int, int, int)
    def _on_progress(self, serial: int, done: int, total: int) -> None:
        if serial == self._serial and self._tag is not None:
            self.progress.emit(self._tag, done, total)


def _run(box: list[Job], call: Call) -> None:
    """Run the job in ``box`` on the pool thread and send its answer through
    ``call``'s sink (a job raising is logged and answered as failed)."""
    job = box.pop()
    try:
        result = job(call)
    except Exception as exc:  # reported as failed(), with traceback
        if not call.cancelled():
            log.exception("background call %r failed", call.tag)
        call.answer(None, f"{type(exc).__name__}: {exc}")
        return
    finally:
        del job
    call.answer(result, "")
