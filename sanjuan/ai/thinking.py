"""The thinking service: the one place where computer players, hints, reviews and the deal
of the day's Expert game think — in worker processes, never on the window's GUI thread or
the server's event loop.

Why processes: a search on a Python thread beside the GUI competes with it for the
interpreter lock (a window update of a few hundred Qt calls stalled for up to ~190 ms
while Expert thought, ``bench/expert_gui_gap.py --window``), and on the server's event
loop it would hold every other game's messages. A worker process shares no lock.

:class:`ThinkingService` runs ``fn(*args, cancel=check, **kwargs)`` for module-level
functions ``fn`` (a player's choice, :func:`sanjuan.learn.coach.coach`,
:func:`sanjuan.learn.daily.expert_in_seat` …) in one of its workers and has two faces:

* sync, for threads that may block (the window's :class:`~ui.session.worker.TaggedWorker`
  jobs): :meth:`ThinkingService.call` (and :meth:`~ThinkingService.choose`,
  :class:`ThinkingPlayer`) waits for the answer, polling the caller's ``cancel()``;
* async, for the server's event loop: ``await`` :meth:`ThinkingService.think` (and
  :meth:`~ThinkingService.choose_async`), with :meth:`ThinkingService.cancel` by tag
  (a game's id): a cancelled job answers None at once.

Workers (``spawn``: a threaded Qt program or server must not fork) are started when
first needed and kept. Jobs have a :class:`Priority`: ``LIVE`` jobs (a decision someone
waits for, a hint) run on the ``size`` live workers; ``BACKGROUND`` jobs (the deal of
the day's Expert game, a minute long) run on their own workers, niced by
:data:`NICENESS` on POSIX and ended when idle, so that they never hold a live worker
and the operating system lets a live search go first. Waiting jobs of one priority
take turns by ``group`` (the server groups by level: a backlog of Expert searches does
not starve a Hard decision), first come first served within a group.

Cancelling: every worker has two slots in one shared cancel table (a ``RawArray``; no
named semaphore, see below), used by its jobs in turn; writing a job's number into its
slot turns the job's ``cancel()`` True, and the search stops within its polling
interval (~10–100 ms). A job cancelled before a worker took it is dropped at once; the
next job waiting is sent behind a cancelled one at once, so that its worker starts it
the moment the search has stopped (cancel to idle: ``bench/thinking_cancel.py``).
Answers are tagged with their job's number: a cancelled async job has answered None
already, and its worker's late answer is dropped; a sync caller takes the answer its
search gives once cancelled (its best so far), within :data:`CANCEL_GRACE_SECONDS`.

The workers end with the program that started them, also when it is killed (issue 22):
a thread of each worker waits on multiprocessing's parent sentinel — on POSIX the read
end of a pipe whose write end only the parent holds, on Windows a handle of the parent
— and ends the worker (status :data:`ORPHANED_EXIT`) at once. No
``prctl(PR_SET_PDEATHSIG)``: Linux sends that signal when the *thread* that started the
child ends, and workers may be started from a pool thread that Qt retires after 30 s.

No leaked semaphores (issue 34, item 18): jobs and answers travel over one pipe per
worker, not a :class:`concurrent.futures.ProcessPoolExecutor`'s queues, whose five
named semaphores were reported as leaked by multiprocessing's resource tracker whenever
the program ended without running its exit handlers (a window ended by SIGTERM).

If no worker process can be started, or one dies, the service thinks in threads of
this process from then on (one warning in the log): slower for the window or the other
games, but no decision is lost. Only our own objects cross between our processes
(pickled: a seat's observation, options, dates — never data a user or the network
hands us; the server's clients send actions, which the engine checks first).
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures as cf
import enum
import itertools
import logging
import os
import pickle
import signal
import threading
import time
import traceback
import weakref
from collections import deque
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sanjuan.ai import CancelCheck, Player, level_of, make_player
from sanjuan.rules.actions import Action
from sanjuan.rules.observation import Observation

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

log = logging.getLogger(__name__)

#: How often a waiting caller of :meth:`ThinkingService.call` polls its cancel check (s).
POLL_SECONDS = 0.01
#: How long a cancelled sync call may take to come back before it is given up (s).
CANCEL_GRACE_SECONDS = 0.5
#: The most live workers a service may have.
MAX_WORKERS = 64
#: How much nicer (POSIX) background workers run than the program.
NICENESS = 10
#: A worker's exit status when it ends because its parent is gone.
ORPHANED_EXIT = 3
#: Seconds a background worker waits idle for more work before it ends.
BACKGROUND_IDLE_SECONDS = 30.0


class Priority(enum.IntEnum):
    """How urgent a job is: ``LIVE`` (someone waits for it: a computer player's
    decision, a hint, a review) or ``BACKGROUND`` (long work nobody waits for now)."""

    LIVE = 0
    BACKGROUND = 1


class Abandoned(Exception):
    """A cancelled sync call did not come back within :data:`CANCEL_GRACE_SECONDS`, or
    the service was closed while the call waited."""


class RemoteTraceback(Exception):
    """The traceback of an exception raised in a worker (its ``__cause__``)."""


def default_size() -> int:
    """Live workers when none are asked for: one per CPU core but one (the window's
    GUI thread or the server's event loop keeps it), at least one."""
    return max(1, min(MAX_WORKERS, (os.cpu_count() or 1) - 1))


# -- in a worker process -------------------------------------------------------------


def _watch_parent() -> None:
    """Start a daemon thread that ends this process (status :data:`ORPHANED_EXIT`, at
    once, whatever it is doing) as soon as its parent is gone; nothing if there is no
    parent process known to multiprocessing."""
    import multiprocessing

    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def exit_when_gone() -> None:
        parent.join()  # returns when the sentinel is ready: the parent has ended
        os._exit(ORPHANED_EXIT)

    threading.Thread(target=exit_when_gone, name="sanjuan-parent-watch", daemon=True).start()


def _worker_main(conn: Connection, table: Any, niceness: int) -> None:
    """A worker process: run each job sent over ``conn`` and send its answer back,
    until ``None`` comes or the pipe closes. A job is ``(number, slot, pickled (fn,
    args, kwargs))``; its ``cancel()`` is True once ``table[slot]`` holds its number.
    The answer is ``(number, True, result, "")`` or ``(number, False, exception,
    traceback text)``."""
    _watch_parent()
    # Ctrl+C in a terminal reaches the whole process group: the program decides, and
    # ends its workers through their pipes (or by ending: see _watch_parent)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if niceness and hasattr(os, "nice"):
        try:
            os.nice(niceness)
        except OSError:
            pass  # not allowed here: it runs at the program's priority
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        number, slot, payload = message
        try:
            fn, args, kwargs = pickle.loads(payload)
            answer = (number, True, fn(*args, cancel=_checker(table, slot, number), **kwargs), "")
        except Exception as exc:  # noqa: BLE001 - every failure goes back to the caller
            answer = (number, False, exc, traceback.format_exc())
        try:
            conn.send(answer)
        except (EOFError, OSError):
            return
        except Exception as exc:  # noqa: BLE001 - an answer that cannot be pickled
            conn.send((number, False, RuntimeError(f"the answer cannot be sent: {exc!r}"),
                       traceback.format_exc()))


def _checker(table: Any, slot: int, number: int) -> CancelCheck:
    """The cancel check of job ``number`` running in the worker of ``slot``."""

    def cancelled() -> bool:
        return bool(table[slot] == number)

    return cancelled


def _cancelled() -> bool:
    """The cancel check of a job cancelled before it started."""
    return True


def _pid(cancel: CancelCheck | None = None) -> int:
    """In a worker: its process id (a round trip that proves it runs)."""
    return os.getpid()


def _choose(level: str, seed: int, kwargs: dict[str, Any], obs: Observation,
            cancel: CancelCheck | None = None) -> Action:
    """``make_player(level, seed, **kwargs).choose(obs, cancel)`` (module level, so that
    a worker can be told to run it)."""
    return make_player(level, seed, **kwargs).choose(obs, cancel)


# -- in the program ------------------------------------------------------------------


@dataclass(eq=False)
class _Job:
    """One call: ``fn(*args, cancel=…, **kwargs)``, numbered ``number``."""

    number: int
    fn: Callable[..., Any]
    args: tuple[Any, ...]
    kwargs: dict[str, Any]
    priority: Priority
    tag: Hashable
    group: Hashable
    #: Resolved with the answer (or the exception); with None at once when a job of the
    #: async face is cancelled.
    future: cf.Future[Any] = field(default_factory=cf.Future)
    #: The async face's jobs answer None as soon as they are cancelled.
    prompt: bool = False
    worker: _Worker | None = None
    #: Its slot of the cancel table while a worker has it.
    slot: int = -1
    #: Answered or cancelled (under the service's lock): nothing more to do for it.
    over: bool = False


class _Worker:
    """One worker of a lane: a process (or, after a failure, a thread) thinking about
    one job at a time, with two slots of the cancel table (``index``: its place in
    the service), used in turn: the job it thinks about and, behind a cancelled one,
    the next (:meth:`ThinkingService._dispatch`)."""

    #: Jobs in its hands at most: the one it thinks about and, behind a cancelled one,
    #: the next (sent at once, so that the worker starts it as soon as it has stopped).
    capacity = 2

    def __init__(self, index: int) -> None:
        self.index = index
        self.jobs: deque[_Job] = deque()  # in the order it thinks about them
        self.given = 0  # jobs given so far (their slots alternate)
        self.idle_since = time.monotonic()  # when its last job was answered
        self.conn: Connection | None = None
        self.pid: int | None = None
        #: Told to end (idle background worker, closing): its pipe's end is no failure.
        self.stopping = False

    def take(self, job: _Job) -> None:
        """Give it ``job`` (slot and all) and send it."""
        job.worker, job.slot = self, 2 * self.index + self.given % 2
        self.given += 1
        self.jobs.append(job)
        self.send(job)

    def send(self, job: _Job) -> None:
        raise NotImplementedError

    def stop(self) -> None:
        """End after the current job (if any)."""
        self.stopping = True


class _ProcessWorker(_Worker):
    def __init__(self, ctx: Any, table: Any, index: int, niceness: int) -> None:
        super().__init__(index)
        mine, theirs = ctx.Pipe(duplex=True)
        self.process = ctx.Process(target=_worker_main, args=(theirs, table, niceness),
                                   name=f"sanjuan-thinking-{index}", daemon=True)
        try:
            self.process.start()
        finally:
            theirs.close()  # the worker holds its end: EOF here when it dies
        self.conn = mine
        self.pid = self.process.pid

    def send(self, job: _Job) -> None:
        assert self.conn is not None
        self.conn.send((job.number, job.slot, pickle.dumps((job.fn, job.args, job.kwargs))))

    def stop(self) -> None:
        super().stop()
        try:
            if self.conn is not None:
                self.conn.send(None)
        except OSError:
            pass  # gone already

    def kill(self) -> None:
        """End the process now (a failed service gives its workers up)."""
        self.stopping = True
        if self.process.is_alive():
            self.process.kill()
            self.process.join(1.0)  # reaped: no zombie left behind
        if self.conn is not None:
            self.conn.close()
            self.conn = None


class _ThreadWorker(_Worker):
    capacity = 1  # a job sent starts at once, in a thread of its own

    def __init__(self, service: ThinkingService, table: Any, index: int) -> None:
        super().__init__(index)
        self.service, self.table = service, table

    def send(self, job: _Job) -> None:
        threading.Thread(target=self._run, args=(job,), name=f"sanjuan-thinking-{self.index}",
                         daemon=True).start()

    def _run(self, job: _Job) -> None:
        cancel = _checker(self.table, job.slot, job.number)
        try:
            answer = (True, job.fn(*job.args, cancel=cancel, **job.kwargs), "")
        except Exception as exc:  # noqa: BLE001 - every failure goes back to the caller
            answer = (False, exc, "")
        self.service._answered(self, job.number, *answer)  # noqa: SLF001 - its own service


@dataclass(eq=False)
class _Lane:
    """The workers of one priority and the jobs waiting for them."""

    size: int
    first: int  # the index of its first worker in the service
    niceness: int
    #: Seconds after which an idle worker ends (None: kept; the live ones).
    idle_s: float | None
    workers: list[_Worker] = field(default_factory=list)
    waiting: dict[Hashable, deque[_Job]] = field(default_factory=dict)  # by group
    groups: deque[Hashable] = field(default_factory=deque)  # next to serve first

    def put(self, job: _Job, first: bool = False) -> None:
        queue = self.waiting.setdefault(job.group, deque())
        if not queue:
            if first:
                self.groups.appendleft(job.group)
            else:
                self.groups.append(job.group)
        if first:
            queue.appendleft(job)
        else:
            queue.append(job)

    def take(self) -> _Job | None:
        """The next waiting job: the first of the group whose turn it is."""
        while self.groups:
            group = self.groups.popleft()
            queue = self.waiting[group]
            job = queue.popleft()
            if queue:
                self.groups.append(group)  # its next job waits for the other groups
            else:
                del self.waiting[group]
            if not job.over:
                return job
        return None

    def drop(self, job: _Job) -> bool:
        """Remove waiting ``job``; True if it was waiting."""
        queue = self.waiting.get(job.group)
        if queue is None or job not in queue:
            return False
        queue.remove(job)
        if not queue:
            del self.waiting[job.group]
            self.groups.remove(job.group)
        return True

    def count(self) -> int:
        return sum(len(q) for q in self.waiting.values())


class ThinkingService:
    """Worker processes for computer players and hints; see the module doc.

    ``size`` live workers (default :func:`default_size`; 1 to :data:`MAX_WORKERS`) and
    ``background`` workers for :attr:`Priority.BACKGROUND` jobs (0: those run on the
    live ones); ``processes=False``: think in threads of this process from the start
    (e.g. on one CPU core); ``grace_s``: how long a cancelled sync call waits for its
    answer before it gives up (:data:`CANCEL_GRACE_SECONDS`); ``background_idle_s``:
    how long an idle background worker waits for more before it ends
    (:data:`BACKGROUND_IDLE_SECONDS`). Thread-safe; the async face is used from one
    event loop at a time. Raises ValueError for a size out of range."""

    def __init__(self, size: int | None = None, background: int = 1,
                 processes: bool = True, grace_s: float = CANCEL_GRACE_SECONDS,
                 background_idle_s: float = BACKGROUND_IDLE_SECONDS) -> None:
        size = default_size() if size is None else size
        if not 1 <= size <= MAX_WORKERS or not 0 <= background <= MAX_WORKERS:
            raise ValueError(f"a thinking service has 1 to {MAX_WORKERS} live workers and "
                             f"0 to {MAX_WORKERS} background ones, not {size} and {background}")
        self.size, self.background, self.grace_s = size, background, grace_s
        self._lock = threading.Lock()
        self._numbers = itertools.count(1)
        live = _Lane(size, 0, 0, None)
        self._lanes = {Priority.LIVE: live,
                       Priority.BACKGROUND: (_Lane(background, size, NICENESS,
                                                   background_idle_s)
                                             if background else live)}
        self._by_tag: dict[Hashable, set[_Job]] = {}
        #: Workers told to end: the answers' thread reaps them when their pipe ends.
        self._retiring: list[_ProcessWorker] = []
        #: multiprocessing's spawn context, made with the first worker process (a server
        #: or window that never searches does not even import multiprocessing).
        self._ctx: Any = None
        #: The cancel table: two slots per worker (a RawArray once processes run).
        self._table: Any = [0] * (2 * (size + background))
        self._reader: threading.Thread | None = None
        self._wake: tuple[Connection, Connection] | None = None
        self._closed = False
        #: True while jobs run in worker processes (False: in threads of this process).
        self.processes = processes
        #: Why they do not (for ``sanjuan check`` and the log); "" while they do.
        self.failure = "" if processes else "thinking in threads of this process"
        #: Jobs answered, and jobs cancelled, so far (for benchmarks and tests).
        self.done = self.cancelled = 0

    # -- the sync face -------------------------------------------------------------------

    def call(self, fn: Callable[..., Any], *args: Any, cancel: CancelCheck | None = None,
             priority: Priority = Priority.LIVE, **kwargs: Any) -> Any:
        """``fn(*args, cancel=check, **kwargs)`` run by a worker of ``priority``, where
        ``check()`` turns True soon after ``cancel()`` does here; blocks until it
        answers. ``fn`` must be a module-level function and its arguments and result
        picklable. Cancelled before a worker took it, ``fn`` runs here with a ``check``
        that is True at once (its own "cancelled" answer: a player's quick fallback,
        HintCancelled …); after :meth:`close`, here. Raises what ``fn`` raises, and
        :class:`Abandoned` if it was cancelled and has not returned ``grace_s``
        (:data:`CANCEL_GRACE_SECONDS`) later, or the service was closed meanwhile."""
        job = self._submit(fn, args, kwargs, priority, None, None, prompt=False)
        if job is None:  # closed: think here
            return fn(*args, cancel=cancel, **kwargs)
        while True:
            try:
                return job.future.result(timeout=POLL_SECONDS)
            except cf.TimeoutError:
                if cancel is not None and cancel():
                    break
        if self._stop(job) == "waiting":
            return fn(*args, cancel=_cancelled, **kwargs)
        try:
            return job.future.result(timeout=self.grace_s)
        except cf.TimeoutError as exc:
            raise Abandoned(f"job {job.number} did not stop when cancelled") from exc

    def choose(self, level: str, seed: int, kwargs: dict[str, Any], obs: Observation,
               cancel: CancelCheck | None = None) -> Action:
        """``make_player(level, seed, **kwargs).choose(obs, cancel)`` by :meth:`call`.
        Returns within about ``grace_s`` (:data:`CANCEL_GRACE_SECONDS`) of ``cancel()``
        turning True (the Medium player's answer if the search has not come back by
        then). Raises what the player raises."""
        try:
            action: Action = self.call(_choose, level, seed, kwargs, obs, cancel=cancel)
            return action
        except Abandoned:
            return make_player("medium", seed).choose(obs)

    def start(self, priority: Priority = Priority.LIVE) -> None:
        """Start the workers of ``priority`` now (each takes a few tenths of a second
        to import the game) rather than at the first job. Never raises."""
        with self._lock:
            lane = self._lanes[priority]
            while not self._closed and len(lane.workers) < lane.size:
                self._add_worker(lane)

    def pid(self, timeout: float = 30.0, priority: Priority = Priority.LIVE) -> int | None:
        """The process id of a worker of ``priority``, from the worker itself (a round
        trip that proves it runs), starting it if need be; None if the service thinks
        in threads or the worker did not answer within ``timeout`` seconds."""
        if not self.processes:
            return None
        job = self._submit(_pid, (), {}, priority, None, None, prompt=False)
        if job is None:
            return None
        try:
            pid: int = job.future.result(timeout=timeout)
        except (cf.TimeoutError, Abandoned):
            self._stop(job)
            return None
        return pid if self.processes else None

    # -- the async face ------------------------------------------------------------------

    async def think(self, fn: Callable[..., Any], *args: Any, tag: Hashable = None,
                    priority: Priority = Priority.LIVE, group: Hashable = None,
                    **kwargs: Any) -> Any:
        """``fn(*args, cancel=check, **kwargs)`` run by a worker of ``priority``, for
        ``tag`` (e.g. a game's id: :meth:`cancel` stops its jobs), waiting its turn
        among the jobs of ``group`` (groups take turns); None if the job was cancelled
        (:meth:`cancel`, :meth:`close`, or the awaiting task) before it answered. Raises
        what ``fn`` raises."""
        job = self._submit(fn, args, kwargs, priority, tag, group, prompt=True)
        if job is None:
            return None
        loop = asyncio.get_running_loop()
        answer: asyncio.Future[Any] = loop.create_future()

        def copy(done: cf.Future[Any]) -> None:
            try:
                loop.call_soon_threadsafe(_copy_state, done, answer)
            except RuntimeError:  # the loop is closed: nobody waits any more
                pass

        job.future.add_done_callback(copy)
        try:
            return await answer
        except asyncio.CancelledError:
            self._stop(job)
            raise

    async def choose_async(self, tag: Hashable, level: str, seed: int, obs: Observation,
                           **player_kwargs: Any) -> Action | None:
        """The action ``make_player(level, seed, **player_kwargs)`` chooses for ``obs``,
        thought for ``tag`` by :meth:`think` (the levels take turns); None if it was
        cancelled. Raises what the player raises."""
        action: Action | None = await self.think(_choose, level, seed, player_kwargs, obs,
                                                 tag=tag, group=level)
        return action

    def cancel(self, tag: Hashable) -> int:
        """Cancel every job of ``tag``: waiting ones are dropped, running ones told to
        stop; the async face answers None for them at once. Returns how many were
        cancelled."""
        with self._lock:
            jobs = list(self._by_tag.get(tag, ()))
        return sum(self._stop(job) != "done" for job in jobs)

    # -- state ---------------------------------------------------------------------------

    @property
    def waiting(self) -> int:
        """Jobs waiting for a worker."""
        with self._lock:
            return sum(lane.count() for lane in self._lane_set())

    @property
    def running(self) -> int:
        """Jobs in the workers' hands (cancelled ones until they stop)."""
        with self._lock:
            return sum(len(w.jobs) for lane in self._lane_set() for w in lane.workers)

    def pids(self) -> list[int]:
        """The process ids of the workers running now (none while in threads)."""
        with self._lock:
            return [w.pid for lane in self._lane_set() for w in lane.workers
                    if w.pid is not None]

    def close(self, wait_s: float = 1.0) -> None:
        """Cancel every job (a sync caller gets :class:`Abandoned`, the async face
        None), end the workers (waiting up to ``wait_s`` seconds for each) and from now
        on think in the caller's thread (sync face) or answer None (async face)."""
        with self._lock:
            self._closed = True
            jobs: list[_Job] = []
            workers: list[_Worker] = list(self._retiring)
            for lane in self._lane_set():
                for w in lane.workers:
                    for job in w.jobs:
                        self._table[job.slot] = job.number
                        jobs.append(job)
                    w.stop()
                    workers.append(w)
                jobs.extend(j for q in lane.waiting.values() for j in q)
                lane.workers.clear()
                lane.waiting.clear()
                lane.groups.clear()
            self._retiring.clear()
            self._by_tag.clear()
            for job in jobs:
                if not job.over:
                    job.over = True
                    self.cancelled += 1
            self._wake_reader()
        for job in jobs:
            if job.prompt:
                self._resolve(job, None)
            else:
                self._resolve(job, exception=Abandoned("the thinking service was closed"))
        for w in workers:
            if isinstance(w, _ProcessWorker):
                w.process.join(wait_s)
                if w.process.is_alive():
                    w.process.kill()
                    w.process.join(wait_s)
                if w.conn is not None:
                    w.conn.close()
                    w.conn = None
        if self._reader is not None:
            self._reader.join(wait_s)
        with self._lock:
            wake, self._wake = self._wake, None
        if wake is not None:
            for end in wake:
                end.close()

    # -- inside --------------------------------------------------------------------------

    def _lane_set(self) -> list[_Lane]:
        """The lanes, each once (the background lane may be the live one)."""
        return list(dict.fromkeys(self._lanes.values()))

    def _submit(self, fn: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any],
                priority: Priority, tag: Hashable, group: Hashable, prompt: bool) -> _Job | None:
        """Queue a job and hand waiting jobs to idle workers; None once closed."""
        with self._lock:
            if self._closed:
                return None
            job = _Job(next(self._numbers), fn, args, kwargs, Priority(priority), tag, group,
                       prompt=prompt)
            if tag is not None:
                self._by_tag.setdefault(tag, set()).add(job)
            self._lanes[job.priority].put(job)
            failed = self._dispatch()
        for job_, exc in failed:
            self._resolve(job_, exception=exc)
        return job

    def _dispatch(self) -> list[tuple[_Job, BaseException]]:
        """(Lock held.) Hand waiting jobs out: to an idle worker, else to a new one (up
        to the lane's size), else behind a cancelled job (the worker starts it as soon
        as it has stopped, without a round trip through this program); retire idle
        background workers. Returns the jobs that cannot be sent (not picklable) with
        why, to resolve outside the lock."""
        failed: list[tuple[_Job, BaseException]] = []
        if self._closed:
            return failed
        for lane in self._lane_set():
            while lane.waiting:
                worker = next((w for w in lane.workers if not w.jobs), None)
                if worker is None and len(lane.workers) < lane.size:
                    worker = self._add_worker(lane)
                if worker is None:
                    worker = next((w for w in lane.workers if len(w.jobs) < w.capacity
                                   and all(j.over for j in w.jobs)), None)
                if worker is None:
                    break
                job = lane.take()
                if job is None:
                    break
                try:
                    worker.take(job)
                except (OSError, EOFError) as exc:  # a dead worker: threads instead
                    self._give_up_processes(exc)
                except Exception as exc:  # noqa: BLE001 - the job itself cannot be sent
                    worker.jobs.remove(job)
                    job.worker = None
                    job.over = True
                    self._by_tag_discard(job)
                    failed.append((job, exc))
        self._retire_idle()
        return failed

    def _retire_idle(self) -> float | None:
        """(Lock held.) End the workers idle for longer than their lane allows; returns
        the seconds until the next one is due (None: none waits to end)."""
        now, due = time.monotonic(), None
        for lane in self._lane_set():
            if lane.idle_s is None or lane.waiting:
                continue
            for w in [w for w in lane.workers if not w.jobs]:
                left = w.idle_since + lane.idle_s - now
                if left > 0:
                    due = left if due is None else min(due, left)
                    continue
                lane.workers.remove(w)
                w.stop()
                if isinstance(w, _ProcessWorker):
                    self._retiring.append(w)
        return due

    def _add_worker(self, lane: _Lane) -> _Worker:
        """(Lock held.) Start one more worker in ``lane``: a process, or a thread if
        processes cannot run (the first failure to start one says why in the log)."""
        used = {w.index for w in lane.workers}
        index = next(i for i in range(lane.first, lane.first + lane.size) if i not in used)
        worker: _Worker
        if self.processes:
            try:
                if self._ctx is None:
                    self._ctx, self._table = _spawn_context(len(self._table))
                    # after multiprocessing's own exit handler, so that ours runs first
                    # (atexit runs them last in, first out): that one would kill our
                    # workers (daemons) under a service that still counts on them
                    atexit.register(_close_at_exit, weakref.ref(self))
                worker = _ProcessWorker(self._ctx, self._table, index, lane.niceness)
            except Exception as exc:  # noqa: BLE001 - any failure means "think in threads"
                self._give_up_processes(exc)
                return self._add_worker(lane)
            self._ensure_reader()
        else:
            worker = _ThreadWorker(self, self._table, index)
        lane.workers.append(worker)
        return worker

    def _ensure_reader(self) -> None:
        """(Lock held.) Start the thread that receives the workers' answers, or wake it
        to wait on a new worker's pipe too."""
        if self._wake is None:
            self._wake = self._ctx.Pipe(duplex=False)
        if self._reader is None or not self._reader.is_alive():
            self._reader = threading.Thread(target=self._read, name="sanjuan-thinking-answers",
                                            daemon=True)
            self._reader.start()
        else:
            self._wake_reader()

    def _wake_reader(self) -> None:
        """(Lock held.) Make the answers' thread look at the workers afresh."""
        if self._wake is not None:
            try:
                self._wake[1].send_bytes(b"")
            except OSError:
                pass

    def _read(self) -> None:
        """The answers' thread: wait on every worker process's pipe and hand each answer
        to :meth:`_answered`; a pipe that ends unasked means a dead worker."""
        from multiprocessing.connection import wait

        while True:
            with self._lock:
                wake = self._wake
                if self._closed or wake is None:
                    return
                workers: dict[Any, _ProcessWorker] = {
                    w.conn: w for w in [*self._retiring, *(
                        w for lane in self._lane_set() for w in lane.workers)]
                    if isinstance(w, _ProcessWorker) and w.conn is not None}
                if not workers and not self.processes:
                    return  # threads think from now on: no pipe to read
                due = self._retire_idle()
            try:
                ready = wait([wake[0], *workers], timeout=due)
            except (OSError, ValueError):  # a pipe was closed meanwhile: look again
                continue
            for conn in ready:
                if conn is wake[0]:
                    try:
                        while wake[0].poll():
                            wake[0].recv_bytes()
                    except (EOFError, OSError):
                        return  # closed
                    continue
                worker = workers[conn]
                try:
                    if worker.conn is None:  # given up meanwhile
                        continue
                    number, ok, value, text = worker.conn.recv()
                except (EOFError, OSError) as exc:
                    self._lost(worker, exc)
                    continue
                except Exception as exc:  # noqa: BLE001 - an answer that cannot be read
                    number = worker.jobs[0].number if worker.jobs else 0
                    ok, value, text = False, exc, ""
                self._answered(worker, number, ok, value, text)

    def _answered(self, worker: _Worker, number: int, ok: bool, value: Any,
                  text: str) -> None:
        """``worker`` answered job ``number``: resolve its future (a cancelled async
        job's is resolved already) and give the worker the next job."""
        with self._lock:
            if not worker.jobs or worker.jobs[0].number != number:
                return
            job = worker.jobs.popleft()
            job.worker = None
            worker.idle_since = time.monotonic()
            self._by_tag_discard(job)
            if not job.over:
                job.over = True
                self.done += 1
            failed = self._dispatch()
        if ok:
            self._resolve(job, value)
        else:
            if text and isinstance(value, BaseException):
                value.__cause__ = RemoteTraceback(text)
            self._resolve(job, exception=value)
        for job_, exc in failed:
            self._resolve(job_, exception=exc)

    def _lost(self, worker: _ProcessWorker, exc: BaseException) -> None:
        """``worker``'s pipe ended: expected if it was told to end, else it died."""
        with self._lock:
            if worker.stopping or self._closed:
                if worker in self._retiring:
                    self._retiring.remove(worker)
                worker.process.join(1.0)  # it has ended or is ending: reap it
                if worker.conn is not None:
                    worker.conn.close()
                    worker.conn = None
                return
            self._give_up_processes(exc)
            failed = self._dispatch()
        for job, why in failed:
            self._resolve(job, exception=why)

    def _give_up_processes(self, exc: BaseException) -> None:
        """(Lock held.) Think in threads from now on; log why once. The jobs the
        processes held wait again, first in line."""
        if self.processes:
            self.processes = False
            self.failure = f"{type(exc).__name__}: {exc}".strip()
            log.warning("sanjuan: computer players think in threads of the program from now "
                        "on (a thinking process failed: %s)", self.failure, exc_info=exc)
        for lane in self._lane_set():
            for w in [w for w in lane.workers if isinstance(w, _ProcessWorker)]:
                lane.workers.remove(w)
                w.kill()
                while w.jobs:  # the last first: they wait again in the order they had
                    job = w.jobs.pop()
                    job.worker = None
                    if not job.over:
                        lane.put(job, first=True)
        for w in self._retiring:
            w.kill()
        self._retiring.clear()
        self._wake_reader()

    def _stop(self, job: _Job) -> str:
        """Cancel ``job``: "waiting" (dropped before a worker took it), "running" (its
        worker told to stop) or "done" (answered or cancelled before). The async face's
        job answers None at once."""
        with self._lock:
            if job.over:
                return "done"
            worker = job.worker
            if worker is None:
                if not self._lanes[job.priority].drop(job):
                    return "done"
                state = "waiting"
            else:
                self._table[job.slot] = job.number
                state = "running"
            job.over = True
            self._by_tag_discard(job)
            self.cancelled += 1
            # a job waiting goes behind the cancelled one now: its worker starts it as
            # soon as the search has stopped
            failed = self._dispatch() if state == "running" else []
        if job.prompt:
            self._resolve(job, None)
        for other, why in failed:
            self._resolve(other, exception=why)
        return state

    def _by_tag_discard(self, job: _Job) -> None:
        """(Lock held.) Forget ``job`` under its tag."""
        if job.tag is not None:
            jobs = self._by_tag.get(job.tag)
            if jobs is not None:
                jobs.discard(job)
                if not jobs:
                    del self._by_tag[job.tag]

    @staticmethod
    def _resolve(job: _Job, value: Any = None, exception: BaseException | None = None) -> None:
        """Resolve ``job``'s future unless it is resolved already (never under the lock:
        callbacks run here)."""
        try:
            if exception is not None:
                job.future.set_exception(exception)
            else:
                job.future.set_result(value)
        except cf.InvalidStateError:
            pass


def _spawn_context(slots: int) -> tuple[Any, Any]:
    """multiprocessing's spawn context and a shared cancel table of ``slots`` slots.
    Raises RuntimeError if there is no shared memory (e.g. in a sandbox)."""
    import multiprocessing
    import multiprocessing.util  # registers its exit handler now (see _add_worker)

    ctx = multiprocessing.get_context("spawn")  # no fork of a threaded program
    try:
        return ctx, ctx.RawArray("q", slots)
    except Exception as exc:
        raise RuntimeError(f"no shared memory: {type(exc).__name__}: {exc}") from exc


def _close_at_exit(ref: weakref.ref[ThinkingService]) -> None:
    """At the program's exit: close the service if it still exists."""
    service = ref()
    if service is not None:
        service.close()


def _copy_state(done: cf.Future[Any], answer: asyncio.Future[Any]) -> None:
    """(On the event loop.) Give ``answer`` the result or exception of ``done``."""
    if answer.done():
        return
    exc = done.exception()
    if exc is not None:
        answer.set_exception(exc)
    else:
        answer.set_result(done.result())


_shared: ThinkingService | None = None
_shared_lock = threading.Lock()


def shared_service() -> ThinkingService:
    """The window's one :class:`ThinkingService` (made on first use; like every service,
    closed at exit once it has started a worker process): one
    live worker (one search at a time: the computer players' and the hints'; callers
    queue) and one background worker; threads instead on a single CPU core."""
    global _shared
    with _shared_lock:
        if _shared is None:
            one_core = (os.cpu_count() or 1) < 2
            _shared = ThinkingService(1, processes=not one_core)
            if one_core:
                _shared.failure = "one CPU core: no second process"
        return _shared


class ThinkingPlayer:
    """A player of ``level`` with ``seed`` (and Hard/Expert ``kwargs``) that thinks in
    ``service`` (default: :func:`shared_service`); a :class:`~sanjuan.ai.Player`.

    The worker makes a fresh player for every decision, so whatever a player should
    remember between decisions is kept on this side and sent along in the observation
    (the lab's card memory wraps a ThinkingPlayer so)."""

    def __init__(self, level: str, seed: int = 0, service: ThinkingService | None = None,
                 **kwargs: Any) -> None:
        self.name = level
        self.level, self.seed, self.kwargs = level, seed, kwargs
        self.service = service or shared_service()

    def choose(self, obs: Observation, cancel: CancelCheck | None = None) -> Action:
        """The action ``make_player(level, seed, **kwargs)`` chooses for ``obs``."""
        return self.service.choose(self.level, self.seed, self.kwargs, obs, cancel)


def make_thinking_player(level: str, seed: int = 0) -> Player:
    """The window's player factory: the levels that search (:attr:`Level.searches
    <sanjuan.ai.Level.searches>`) think in the shared service (:class:`ThinkingPlayer`),
    the others in the calling thread. Raises ValueError for an unknown level."""
    if level_of(level).searches:
        return ThinkingPlayer(level, seed)
    return make_player(level, seed)


__all__ = ["BACKGROUND_IDLE_SECONDS", "CANCEL_GRACE_SECONDS", "MAX_WORKERS", "NICENESS",
           "ORPHANED_EXIT", "Abandoned", "Priority", "RemoteTraceback", "ThinkingPlayer",
           "ThinkingService", "default_size", "make_thinking_player", "shared_service"]
