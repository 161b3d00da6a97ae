"""The one tagged, cancellable background call (ui/session/worker.py)."""

from __future__ import annotations

import logging
import threading

from ui.cli.app import make_app
from ui.session.worker import TaggedWorker


def _collect(worker: TaggedWorker) -> list[tuple]:
    got: list[tuple] = []
    worker.finished.connect(lambda tag, result: got.append(("ok", tag, result)))
    worker.failed.connect(lambda tag, text: got.append(("failed", tag, text)))
    worker.progress.connect(lambda tag, done, total: got.append(("progress", tag, done, total)))
    return got


def test_the_answer_comes_with_its_tag_and_progress(qtbot) -> None:
    make_app()
    worker = TaggedWorker()
    got = _collect(worker)

    def job(call):
        call.progress(1, 2)
        return 42

    worker.start(("game", 3), job)
    qtbot.waitUntil(lambda: any(g[0] == "ok" for g in got), timeout=20000)
    assert got == [("progress", ("game", 3), 1, 2), ("ok", ("game", 3), 42)]
    assert not worker.busy()


def test_stale_answers_are_dropped_even_for_an_equal_tag(qtbot) -> None:
    make_app()
    worker = TaggedWorker()
    got = _collect(worker)
    release = threading.Event()

    def slow(call):
        release.wait(5)
        return "old"

    worker.start("t", slow)
    worker.cancel()  # the same tag asked again: the first answer must not count
    worker.start("t", lambda call: (release.wait(5), "new")[1])
    release.set()
    qtbot.waitUntil(lambda: bool(got), timeout=20000)
    worker.cancel(wait_ms=-1)
    qtbot.wait(50)
    assert got == [("ok", "t", "new")]


def test_a_failing_job_is_reported_and_logged(qtbot, caplog) -> None:
    make_app()
    worker = TaggedWorker()
    got = _collect(worker)

    def broken(call):
        raise ZeroDivisionError("boom")

    with caplog.at_level(logging.ERROR, logger="sanjuan"):
        worker.start(7, broken)
        qtbot.waitUntil(lambda: bool(got), timeout=20000)
    assert got == [("failed", 7, "ZeroDivisionError: boom")]
    assert any("ZeroDivisionError" in (r.exc_text or "") or r.exc_info for r in caplog.records)


def test_interrupt_stops_the_job_but_still_delivers(qtbot) -> None:
    make_app()
    worker = TaggedWorker()
    got = _collect(worker)

    def polling(call):
        while not call.cancelled():
            threading.Event().wait(0.01)
        return "stopped"

    worker.start("r", polling)
    worker.interrupt()
    qtbot.waitUntil(lambda: bool(got), timeout=20000)
    assert got == [("ok", "r", "stopped")]


def test_a_dropped_worker_is_deleted_on_the_gui_thread_not_by_its_pool(qtbot) -> None:
    """The pool's thread holds no reference to the worker: a worker whose last Python
    reference goes while its job runs is deleted at once on the GUI thread (waiting
    for the job), never afterwards on the pool's thread, where its pool would be
    destroyed from inside itself while the GUI thread may deliver the answer (before:
    79 of 3,000 parentless workers dropped after their answer went that way)."""
    from PySide6.QtCore import Qt

    make_app()
    deleted_on: list[str] = []
    release = threading.Event()
    worker = TaggedWorker()
    worker.destroyed.connect(lambda *_: deleted_on.append(threading.current_thread().name),
                             Qt.ConnectionType.DirectConnection)

    def job(call):
        release.wait(5)
        return sum(range(1000))  # Python code after the wait: it needs the interpreter

    worker.start("gone", job)
    qtbot.waitUntil(worker.running, timeout=20000)
    threading.Timer(0.2, release.set).start()
    del worker
    qtbot.waitUntil(lambda: bool(deleted_on), timeout=20000)
    assert deleted_on == [threading.main_thread().name]
