"""The server's thinking pool: computer players that search (Hard, Expert) think in a
bounded pool of worker processes, never on the event loop.

One search takes tens to hundreds of milliseconds of CPU (Expert several times Hard);
on the server's event loop it would hold every other game's messages for as long, and in
a thread it would hold the interpreter lock. :class:`ThinkingPool` runs
``make_player(level, seed).choose(obs, cancel)`` in one of ``size`` processes (default
:func:`default_size`: one per core but one, at least one), so the same level, seed and
observation give the same action as anywhere else (the server's restart replays rely on
it). Only a seat's observation crosses to the worker (pickled between the server and
its own workers — never data a client sent: clients send actions, which the engine
checked and applied before).

Fairness: the pool holds its own queue and gives the processes at most two jobs per
worker (one thinking, the next one ready, so that a worker never idles while the event
loop — busy with connections, or waiting for a CPU on a loaded machine — gets round to
handing it more). Waiting jobs are queued per level and served in turn (round robin over
the levels that wait), first come first served within a level; a game has at most one
job at a time (its computer players move one after another), so a backlog of Expert
searches delays a Hard decision by at most two Expert searches per worker, and every
game waits its turn.

Every job is tagged with its game: :meth:`ThinkingPool.cancel` drops the game's waiting
jobs and tells its running one to stop (through a small shared table that the search
polls, as in :mod:`sanjuan.ai.remote`), when the game ends, a human takes the seat back
or an undo makes the decision stale. A cancelled job answers None at once; the worker
is free again within the search's polling interval (~100 ms).

If the processes cannot be started (no shared memory, a broken pool), the pool thinks
in threads of the server process instead, still at most ``size`` at once (one warning
in the log): slower for other games, but no decision is lost.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import os
import threading
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from sanjuan.ai import make_player
from sanjuan.rules.actions import Action
from sanjuan.rules.observation import Observation

log = logging.getLogger("sanjuan.net.thinking")

#: Levels that think in the pool (the searching ones); the others answer in
#: milliseconds and are asked on the event loop.
POOLED_LEVELS = ("hard", "expert")
#: The most worker processes a pool may have.
MAX_SIZE = 64

_table: Any = None  # in a worker: the shared cancel table


def default_size() -> int:
    """Worker processes when none are asked for: one per CPU core but one (the event
    loop's), at least one."""
    return max(1, min(MAX_SIZE, (os.cpu_count() or 1) - 1))


def _init_worker(table: Any) -> None:
    """Worker start-up: remember the shared cancel table; end this process as soon as
    the server that started it is gone (a thread waits on multiprocessing's parent
    sentinel; see :mod:`sanjuan.ai.remote` for why not ``PR_SET_PDEATHSIG``)."""
    import multiprocessing

    global _table
    _table = table
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def exit_when_gone() -> None:
        parent.join()
        os._exit(3)

    threading.Thread(target=exit_when_gone, name="sanjuan-parent-watch", daemon=True).start()


def _think(level: str, seed: int, obs: Observation, slot: int, job: int) -> Action:
    """In a worker: ``make_player(level, seed).choose(obs, cancel)``, where ``cancel()``
    turns True once the server wrote ``job`` into slot ``slot`` of the cancel table."""
    table = _table

    def cancelled() -> bool:
        return table is not None and table[slot] == job

    return make_player(level, seed).choose(obs, cancelled)


@dataclass(eq=False)
class _Job:
    """One decision to think about: for ``game``, by ``level`` with ``seed``."""

    id: int
    game: str
    level: str
    seed: int
    obs: Observation
    answer: asyncio.Future[Action | None]
    slot: int = -1
    #: Thread fallback only: set when the job is cancelled.
    stop: threading.Event = field(default_factory=threading.Event)


class ThinkingPool:
    """A pool of ``size`` worker processes (default :func:`default_size`) thinking for
    computer players; see the module doc. Use it from one event loop; call
    :meth:`close` at the end. Raises ValueError for a size outside 1..:data:`MAX_SIZE`."""

    def __init__(self, size: int | None = None) -> None:
        size = default_size() if size is None else size
        if not 1 <= size <= MAX_SIZE:
            raise ValueError(f"a thinking pool has 1 to {MAX_SIZE} workers, not {size}")
        self.size = size
        #: Jobs in the processes' hands at most: one thinking and one ready per worker,
        #: so that a worker starts its next search without waiting for the event loop.
        self.depth = 2 * size
        self._ids = itertools.count(1)
        self._waiting: dict[str, deque[_Job]] = {}  # by level, in arrival order
        self._levels: deque[str] = deque()  # the levels that wait, next to serve first
        self._running: dict[int, _Job] = {}  # by slot
        self._executor: Any = None
        self._table: Any = None
        #: False once processes failed (or could not start): threads think instead.
        self.processes = True
        #: Jobs done, and jobs cancelled, so far (for benchmarks and tests).
        self.done = self.cancelled = 0

    # -- asking --------------------------------------------------------------------------

    async def choose(self, game: str, level: str, seed: int, obs: Observation) -> Action | None:
        """The action ``make_player(level, seed)`` chooses for ``obs``, thought in the
        pool for game ``game``; None if the job was cancelled (:meth:`cancel`,
        :meth:`close`) before it answered. Raises what the player raises."""
        loop = asyncio.get_running_loop()
        job = _Job(next(self._ids), game, level, seed, obs, loop.create_future())
        queue = self._waiting.setdefault(level, deque())
        if not queue:
            self._levels.append(level)
        queue.append(job)
        self._pump()
        return await job.answer

    def cancel(self, game: str) -> int:
        """Cancel every job of ``game``: waiting ones are dropped, a running one is told
        to stop; their :meth:`choose` answers None. Returns how many were cancelled."""
        n = 0
        for level, queue in list(self._waiting.items()):
            keep = deque(j for j in queue if j.game != game)
            for job in queue:
                if job.game == game:
                    self._resolve(job, None)
                    n += 1
            self._waiting[level] = keep
            if not keep:
                del self._waiting[level]
                self._levels.remove(level)
        for job in self._running.values():
            if job.game == game and not job.answer.done():
                self._stop(job)
                self._resolve(job, None)
                n += 1
        self.cancelled += n
        return n

    @property
    def waiting(self) -> int:
        """Jobs queued for a worker."""
        return sum(len(q) for q in self._waiting.values())

    @property
    def running(self) -> int:
        """Jobs in the workers' hands (thinking or next; cancelled ones until they stop)."""
        return len(self._running)

    def close(self) -> None:
        """Cancel every job and stop the workers (without waiting for them)."""
        for game in {j.game for q in self._waiting.values() for j in q} | {
                j.game for j in self._running.values()}:
            self.cancel(game)
        executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)

    # -- dispatching ---------------------------------------------------------------------

    def _next(self) -> _Job | None:
        """The next waiting job: the first of the level whose turn it is."""
        while self._levels:
            level = self._levels.popleft()
            queue = self._waiting[level]
            job = queue.popleft()
            if queue:
                self._levels.append(level)  # its next job waits for the other levels
            else:
                del self._waiting[level]
            return job
        return None

    def _pump(self) -> None:
        """Hand waiting jobs to the workers: up to :attr:`depth` in their hands (in
        threads: :attr:`size` at once)."""
        while len(self._running) < (self.depth if self.processes else self.size):
            job = self._next()
            if job is None:
                return
            job.slot = next(s for s in range(self.depth) if s not in self._running)
            self._running[job.slot] = job
            self._start(job)

    def _start(self, job: _Job) -> None:
        loop = asyncio.get_running_loop()
        if self.processes:
            try:
                future = loop.run_in_executor(self._ensure(), _think, job.level, job.seed,
                                              job.obs, job.slot, job.id)
            except Exception as exc:  # noqa: BLE001 - any failure means "think in threads"
                self._give_up_processes(exc)
            else:
                future.add_done_callback(lambda f: self._finished(job, f))
                return

        def think_here() -> Action:
            return make_player(job.level, job.seed).choose(job.obs, job.stop.is_set)

        future = loop.run_in_executor(None, think_here)
        future.add_done_callback(lambda f: self._finished(job, f))

    def _ensure(self) -> Any:
        if self._executor is None:
            import concurrent.futures as cf
            import multiprocessing

            ctx = multiprocessing.get_context("spawn")  # no fork of a threaded server
            self._table = ctx.RawArray("q", self.depth)
            self._executor = cf.ProcessPoolExecutor(
                max_workers=self.size, mp_context=ctx, initializer=_init_worker,
                initargs=(self._table,))
        return self._executor

    def _finished(self, job: _Job, future: asyncio.Future[Action]) -> None:
        if self._running.get(job.slot) is job:
            del self._running[job.slot]
        if future.cancelled():
            self._resolve(job, None)
        elif (exc := future.exception()) is not None:
            from concurrent.futures.process import BrokenProcessPool

            if isinstance(exc, BrokenProcessPool):  # every job in flight fails so
                self._give_up_processes(exc)
                self._retry(job)
            elif not job.answer.done():
                job.answer.set_exception(exc)
        else:
            if not job.answer.done():
                self.done += 1
            self._resolve(job, future.result())
        self._pump()

    def _retry(self, job: _Job) -> None:
        """Queue ``job`` again (first of its level), unless it was cancelled."""
        if job.answer.done():
            return
        queue = self._waiting.setdefault(job.level, deque())
        if not queue:
            self._levels.appendleft(job.level)
        queue.appendleft(job)

    def _stop(self, job: _Job) -> None:
        job.stop.set()
        if self._table is not None and job.slot >= 0:
            self._table[job.slot] = job.id

    @staticmethod
    def _resolve(job: _Job, action: Action | None) -> None:
        if not job.answer.done():
            job.answer.set_result(action)

    def _give_up_processes(self, exc: BaseException) -> None:
        """Think in threads from now on; log why once."""
        if self.processes:
            self.processes = False
            log.warning("computer players think in threads of the server from now on "
                        "(worker processes failed: %s: %s)", type(exc).__name__, exc,
                        exc_info=exc)
        executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)


__all__ = ["MAX_SIZE", "POOLED_LEVELS", "ThinkingPool", "default_size"]
