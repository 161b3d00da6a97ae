"""Computer players that think in a second process (BRIEF: "a second process where more
cores help"; issue 14: the window stays responsive while Expert thinks).

On a Python thread beside the GUI, a search competes with the GUI thread for the
interpreter lock: each Qt call of the GUI thread releases the lock, and the search
keeps it for up to the switch interval (5 ms) before the GUI gets it back, so a window
update of a few hundred Qt calls stalled for up to ~190 ms while Expert thought
(``bench/expert_gui_gap.py --window``, quiet 2-core machine). A process of its own
shares no lock with the GUI, and the second core does the thinking.

:class:`ThinkingProcess` owns one worker process (``spawn``: a threaded Qt program must
not fork), started at the first decision and kept for the program's life.
:class:`RemotePlayer` is a :class:`~sanjuan.ai.Player` whose ``choose`` runs
``make_player(level, seed, **kwargs).choose(obs, cancel)`` there: the same level, seed
and observation give the same action as in this process. Only the seat's observation
crosses (pickled between our own two processes — never data a user hands us).
Cancelling: the caller's ``cancel()`` is polled every :data:`POLL_SECONDS` while waiting
and forwarded through a small shared table that the search polls. The coach's hints
(:mod:`sanjuan.learn.coach`) run there too, through :meth:`ThinkingProcess.call`.

If the process cannot be started or dies, the player thinks in the calling thread
instead (one line on stderr) — the window is slower then, but no move is lost.

The worker ends with the program that started it, also when that program is killed
(issue 22: it stayed behind, orphaned, ~33 MB with its resource tracker). A thread of
the worker waits on multiprocessing's parent sentinel — on POSIX the read end of a pipe
whose write end only the parent holds (end of file when the parent dies, however it
dies), on Windows a handle of the parent process — and ends the worker at once. No
``prctl(PR_SET_PDEATHSIG)``: Linux sends that signal when the *thread* that started
the child ends, and the worker may be started from a pool thread that Qt retires after
30 s idle. The multiprocessing resource tracker then ends by itself: it exits when the
last holder of its pipe (the parent and this worker) is gone.
"""

from __future__ import annotations

import atexit
import concurrent.futures as cf
import logging
import multiprocessing
import os
import threading
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from sanjuan.ai import CancelCheck, Player, make_player
from sanjuan.rules.actions import Action
from sanjuan.rules.observation import Observation

log = logging.getLogger(__name__)

#: Levels worth a second process: the searching ones (Easy and Medium answer in ms).
REMOTE_LEVELS = ("hard", "expert")
#: How often the waiting thread polls its caller's cancel check (s).
POLL_SECONDS = 0.01
#: How long a cancelled search may take to come back before it is given up (s).
CANCEL_GRACE_SECONDS = 0.5

#: Slots of the shared cancel table: job ``j`` is cancelled when slot ``j % SLOTS`` holds
#: ``j`` (calls wait for their answers, so far fewer jobs than this are ever in flight).
SLOTS = 64

_cancel_table: Any = None  # in the worker: the shared cancel table


#: The worker's exit status when it ends because its parent is gone.
ORPHANED_EXIT = 3


def _init_worker(table: Any) -> None:
    """Worker start-up: remember the shared cancel table and watch the parent."""
    global _cancel_table
    _cancel_table = table
    _watch_parent()


def _watch_parent() -> None:
    """In a process started by multiprocessing: start a daemon thread that ends this
    process (status :data:`ORPHANED_EXIT`, at once, whatever it is doing) as soon as
    its parent process is gone (see the module doc). Nothing if there is no parent
    process known to multiprocessing."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def exit_when_gone() -> None:
        parent.join()  # returns when the sentinel is ready: the parent has ended
        os._exit(ORPHANED_EXIT)

    threading.Thread(target=exit_when_gone, name="sanjuan-parent-watch", daemon=True).start()


def _run_job(fn: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any],
             job: int) -> Any:
    """In the worker: ``fn(*args, cancel=<is job cancelled?>, **kwargs)``."""
    table = _cancel_table

    def cancelled() -> bool:
        return table is not None and table[job % SLOTS] == job

    return fn(*args, cancel=cancelled, **kwargs)


def _choose(level: str, seed: int, kwargs: dict[str, Any], obs: Observation,
            cancel: CancelCheck) -> Action:
    """``make_player(level, seed, **kwargs).choose(obs, cancel)`` (a module-level
    function, so that the worker can be told to run it)."""
    return make_player(level, seed, **kwargs).choose(obs, cancel)


class Abandoned(Exception):
    """A cancelled call did not come back within :data:`CANCEL_GRACE_SECONDS`."""


def _pid() -> int:
    """In the worker: its process id (a round trip that proves it runs)."""
    return os.getpid()


class ThinkingProcess:
    """One worker process for computer players' searches, shared by every caller (one
    search at a time; callers queue). Thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._ctx = multiprocessing.get_context("spawn")
        self._executor: cf.ProcessPoolExecutor | None = None
        self._job = 0
        #: False once the process failed: players then think in the calling thread.
        self.usable = (os.cpu_count() or 1) >= 2
        #: Why the process is not used (for ``sanjuan check`` and the stderr note).
        self.failure = "" if self.usable else "one CPU core: no second process"
        self._table: Any = [0] * SLOTS  # replaced by shared memory below
        try:
            self._table = self._ctx.RawArray("q", SLOTS)
        except Exception as exc:  # e.g. no shared memory in a sandbox
            self.usable = False
            self.failure = f"no shared memory: {type(exc).__name__}: {exc}"
            log.info("computer players think in the game's own process: %s", self.failure,
                     exc_info=True)

    def _ensure(self) -> cf.ProcessPoolExecutor:
        if self._executor is None:
            self._executor = cf.ProcessPoolExecutor(
                max_workers=1, mp_context=self._ctx, initializer=_init_worker,
                initargs=(self._table,))
        return self._executor

    def start(self) -> None:
        """Start the worker now (it takes a few tenths of a second to import the game)
        rather than at the first decision. Never raises; see :attr:`usable`."""
        if not self.usable:
            return
        with self._lock:
            try:
                self._ensure().submit(_pid)
            except Exception as exc:  # noqa: BLE001 - any failure means "think locally"
                self._fail(exc)

    def pid(self, timeout: float = 30.0) -> int | None:
        """The worker's process id, starting it if need be; None if it cannot run."""
        if not self.usable:
            return None
        try:
            with self._lock:
                future = self._ensure().submit(_pid)
            return future.result(timeout=timeout)
        except Exception as exc:  # noqa: BLE001
            self._fail(exc)
            return None

    def call(self, fn: Callable[..., Any], *args: Any, cancel: CancelCheck | None = None,
             **kwargs: Any) -> Any:
        """``fn(*args, cancel=check, **kwargs)`` run in the worker, where ``check()``
        turns True soon after ``cancel()`` does here; in this thread instead if the
        worker is unusable or dies meanwhile. ``fn`` must be a module-level function and
        its arguments and result picklable. Raises what ``fn`` raises, and
        :class:`Abandoned` if it was cancelled and has not returned
        :data:`CANCEL_GRACE_SECONDS` later."""
        if not self.usable:
            return fn(*args, cancel=cancel, **kwargs)
        try:
            with self._lock:
                self._job += 1
                job = self._job
                future = self._ensure().submit(_run_job, fn, args, kwargs, job)
        except Exception as exc:  # noqa: BLE001 - any failure means "think here"
            self._fail(exc)
            return fn(*args, cancel=cancel, **kwargs)
        try:
            while True:
                try:
                    return future.result(timeout=POLL_SECONDS)
                except cf.TimeoutError:
                    if cancel is not None and cancel():
                        break
            self._table[job % SLOTS] = job
            try:
                return future.result(timeout=CANCEL_GRACE_SECONDS)
            except cf.TimeoutError as exc:
                raise Abandoned(f"job {job} did not stop when cancelled") from exc
        except BrokenProcessPool as exc:
            self._fail(exc)
            return fn(*args, cancel=cancel, **kwargs)

    def choose(self, level: str, seed: int, kwargs: dict[str, Any], obs: Observation,
               cancel: CancelCheck | None = None) -> Action:
        """``make_player(level, seed, **kwargs).choose(obs, cancel)`` by :meth:`call`.
        Returns within about :data:`CANCEL_GRACE_SECONDS` of ``cancel()`` turning True
        (the Medium player's answer if the search has not come back by then). Raises
        what the player raises."""
        try:
            action: Action = self.call(_choose, level, seed, kwargs, obs, cancel=cancel)
            return action
        except Abandoned:
            return make_player("medium", seed).choose(obs)

    def _fail(self, exc: BaseException) -> None:
        """Give the process up for this program's run; log why once (with the traceback)."""
        if self.usable:
            self.usable = False
            self.failure = f"{type(exc).__name__}: {exc}".strip()
            log.warning("sanjuan: computer players think in the game's own process from now "
                        "on (second process failed: %s)", self.failure, exc_info=exc)
        self.close()

    def close(self) -> None:
        """Cancel the calls in flight and stop the worker (without waiting for it)."""
        for job in range(max(1, self._job - SLOTS + 1), self._job + 1):
            self._table[job % SLOTS] = job
        executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)


_shared: ThinkingProcess | None = None
_shared_lock = threading.Lock()


def shared_process() -> ThinkingProcess:
    """The program's one :class:`ThinkingProcess` (made on first use, closed at exit)."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = ThinkingProcess()
            atexit.register(_shared.close)
        return _shared


class RemotePlayer:
    """A player of ``level`` with ``seed`` (and Hard/Expert ``kwargs``) that thinks in
    ``process`` (default: :func:`shared_process`); see the module doc. The worker makes
    a fresh player for every decision, so whatever a player should remember between
    decisions is kept on this side and sent along in the observation (the lab's card
    memory wraps a RemotePlayer so)."""

    def __init__(self, level: str, seed: int = 0, process: ThinkingProcess | None = None,
                 **kwargs: Any) -> None:
        self.name = level
        self.level, self.seed, self.kwargs = level, seed, kwargs
        self.process = process or shared_process()

    def choose(self, obs: Observation, cancel: CancelCheck | None = None) -> Action:
        """The action ``make_player(level, seed, **kwargs)`` chooses for ``obs``."""
        return self.process.choose(self.level, self.seed, self.kwargs, obs, cancel)


def make_thinking_player(level: str, seed: int = 0) -> Player:
    """The game window's player factory: Hard and Expert think in the shared second
    process (:class:`RemotePlayer`), the others in the calling thread. Raises ValueError
    for an unknown level."""
    if level in REMOTE_LEVELS:
        return RemotePlayer(level, seed)
    return make_player(level, seed)


__all__ = ["Abandoned", "REMOTE_LEVELS", "RemotePlayer", "ThinkingProcess", "make_thinking_player",
           "shared_process"]
