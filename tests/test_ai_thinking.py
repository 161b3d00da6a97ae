"""The one thinking service (sanjuan.ai.thinking) and the one level table (sanjuan.ai):
the sync and async faces, N workers thinking at once, cancelling (a running job, a
waiting one, by tag), background priority (its own niced worker, never in a live
decision's way), workers that end with their killed parent, and no semaphore left for
the resource tracker to complain about (issue 34, item 18). Every wait is bounded."""

from __future__ import annotations

import asyncio
import os
import select
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from sanjuan.ai import LEVEL_TABLE, level_of, make_player, searches
from sanjuan.ai.thinking import (
    NICENESS,
    Abandoned,
    Priority,
    RemoteTraceback,
    ThinkingPlayer,
    ThinkingService,
    make_thinking_player,
)
from sanjuan.rules.seat import HUMAN, LEVELS, NETWORK
from tests.test_ai_players import mid_game_observations

ROOT = Path(__file__).resolve().parents[1]
multicore = pytest.mark.skipif((os.cpu_count() or 1) < 2,
                               reason="one CPU core: no second process")


# -- jobs (module level: a worker is told to run them) ---------------------------------


def until_cancelled(cancel=None, limit_s: float = 60.0) -> int:
    """Wait (bounded) until cancelled; the process id it ran in."""
    deadline = time.monotonic() + limit_s
    while not cancel() and time.monotonic() < deadline:
        time.sleep(0.005)
    return os.getpid()


def meet(folder: str, name: str, others: int, cancel=None) -> tuple[int, bool]:
    """Leave a mark named ``name`` in ``folder`` and wait (bounded) until ``others``
    more marks are there: (process id, whether they all met)."""
    Path(folder, name).write_text("")
    deadline = time.monotonic() + 60
    while len(os.listdir(folder)) < others + 1 and time.monotonic() < deadline:
        time.sleep(0.01)
    return os.getpid(), len(os.listdir(folder)) >= others + 1


def niceness(cancel=None) -> int | None:
    """The process's niceness; None on Windows, which has none (os.nice is POSIX)."""
    return os.nice(0) if hasattr(os, "nice") else None


def fails(cancel=None) -> None:
    raise KeyError("in the worker")


#: How long a cancelled sync call of these tests waits for its answer: on a loaded machine
#: a worker may take far longer than the window's half second to come back.
GRACE_S = 60.0


@pytest.fixture()
def service():
    s = ThinkingService(1, grace_s=GRACE_S)
    yield s
    s.close()


# -- the level table -------------------------------------------------------------------


def test_the_level_table_is_the_one_list_of_levels() -> None:
    assert tuple(lv.name for lv in LEVEL_TABLE) == LEVELS
    assert [lv.name for lv in LEVEL_TABLE if lv.searches] == ["skilled", "hard", "tough",
                                                              "expert"]
    obs = mid_game_observations(2)[1]
    for lv in LEVEL_TABLE:
        assert level_of(lv.name) is lv
        player = make_player(lv.name, 3)
        assert type(player).__module__ == f"sanjuan.ai.{lv.name}" or lv.name == "random"
        assert player.choose(obs) in obs.decision.legal_actions()
    for bad in ("grandmaster", "", "Expert"):
        with pytest.raises(ValueError, match="unknown AI level"):
            level_of(bad)
    assert not searches(HUMAN) and not searches(NETWORK) and searches("expert")
    assert NETWORK != HUMAN and NETWORK not in LEVELS


def test_the_window_factory_asks_the_table_which_levels_think_in_the_service() -> None:
    for lv in LEVEL_TABLE:
        assert isinstance(make_thinking_player(lv.name, 1), ThinkingPlayer) is lv.searches
    with pytest.raises(ValueError):
        make_thinking_player("network", 1)


# -- the sync face ---------------------------------------------------------------------


@multicore
def test_the_sync_face_runs_in_a_worker_and_passes_its_errors_on(service) -> None:
    worker = service.pid()  # started (a cancelled call gives a starting worker 0.5 s)
    assert worker not in (None, os.getpid())
    assert service.call(until_cancelled, cancel=lambda: True) == worker
    with pytest.raises(KeyError, match="in the worker") as caught:
        service.call(fails)
    assert isinstance(caught.value.__cause__, RemoteTraceback)
    assert "fails" in str(caught.value.__cause__)  # the worker's traceback
    assert service.processes and (service.done, service.cancelled) == (2, 1)


@multicore
def test_a_running_sync_call_stops_soon_after_its_cancel(service) -> None:
    service.pid()  # started: the time measured is the job's
    start = time.monotonic()
    pid = service.call(until_cancelled, cancel=lambda: time.monotonic() - start > 0.2)
    assert pid != os.getpid()
    assert time.monotonic() - start < 20  # a loose bound; without the cancel: 60 s
    assert service.running == 0 and service.cancelled == 1


@multicore
def test_a_waiting_sync_call_that_is_cancelled_gives_its_own_cancelled_answer_here(
        service) -> None:
    service.pid()  # started: a call cancelled meanwhile would give it only 0.5 s
    stop = threading.Event()
    first = threading.Thread(target=service.call, args=(until_cancelled,),
                             kwargs={"cancel": stop.is_set})
    first.start()
    deadline = time.monotonic() + 60
    while service.running == 0 and time.monotonic() < deadline:
        time.sleep(0.01)
    try:
        # the one worker is busy: this call waits, is cancelled and runs here, at once
        assert service.call(until_cancelled, cancel=lambda: True) == os.getpid()
        assert service.waiting == 0
    finally:
        stop.set()
        first.join(60)


# -- the async face --------------------------------------------------------------------


@multicore
def test_the_async_face_answers_and_cancels_by_tag(service) -> None:
    obs = mid_game_observations(3)

    async def main():
        answers = await asyncio.gather(*(service.choose_async(f"g{i}", "hard", i, o)
                                         for i, o in enumerate(obs)))
        running = asyncio.create_task(service.think(until_cancelled, tag="a"))
        waiting = asyncio.create_task(service.think(until_cancelled, tag="b"))
        other = asyncio.create_task(service.think(until_cancelled, tag="c"))
        deadline = time.monotonic() + 60
        while service.running == 0 and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
        assert service.running == 1 and service.waiting == 2
        assert service.cancel("b") == 1 and await asyncio.wait_for(waiting, 1) is None
        assert service.cancel("a") == 1 and await asyncio.wait_for(running, 1) is None
        assert service.cancel("a") == 0
        # the stopped job frees the worker for c, which runs until it is cancelled too
        while service.waiting and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
        assert not other.done()
        assert service.cancel("c") == 1 and await asyncio.wait_for(other, 1) is None
        return answers

    answers = asyncio.run(asyncio.wait_for(main(), 120))
    assert answers == [make_player("hard", i).choose(o) for i, o in enumerate(obs)]
    assert service.cancelled == 3


@multicore
def test_the_next_job_goes_behind_a_cancelled_one_and_both_can_be_cancelled(service) -> None:
    async def main():
        first = asyncio.create_task(service.think(until_cancelled, tag="a"))
        await asyncio.sleep(0.05)
        assert service.cancel("a") == 1 and await first is None
        # the worker is still stopping "a": the next job is in its hands already
        second = asyncio.create_task(service.think(until_cancelled, tag="b"))
        await asyncio.sleep(0.05)
        assert (service.running, service.waiting) in ((2, 0), (1, 0))
        assert service.cancel("b") == 1 and await second is None
        # each has its own cancel slot: both stop (sharing one, "a" would run 60 s)
        deadline = time.monotonic() + 30
        while service.running and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
        assert service.running == 0
        return await service.think(niceness)

    service.pid()  # started
    # a live job after both: answered by a worker as nice as this process
    assert asyncio.run(asyncio.wait_for(main(), 120)) == niceness()


def test_without_processes_both_faces_think_in_threads() -> None:
    service = ThinkingService(2, processes=False, grace_s=GRACE_S)
    try:
        obs = mid_game_observations(1)[0]
        assert service.call(until_cancelled, cancel=lambda: True) == os.getpid()
        assert asyncio.run(service.choose_async("g", "hard", 7, obs)) == \
            make_player("hard", 7).choose(obs)
        assert service.pid() is None and service.pids() == []
    finally:
        service.close()


def test_closing_answers_every_waiting_caller() -> None:
    service = ThinkingService(1, processes=False)
    outcome: list[object] = []

    def wait_in_thread() -> None:
        try:
            outcome.append(service.call(until_cancelled))
        except Abandoned as exc:
            outcome.append(exc)

    caller = threading.Thread(target=wait_in_thread)
    caller.start()
    deadline = time.monotonic() + 30
    while service.running == 0 and time.monotonic() < deadline:
        time.sleep(0.01)
    service.close()
    caller.join(30)
    assert len(outcome) == 1 and isinstance(outcome[0], Abandoned)
    # after closing: the sync face thinks in the caller's thread, the async one answers None
    assert service.call(until_cancelled, cancel=lambda: True) == os.getpid()
    assert asyncio.run(service.think(until_cancelled)) is None


# -- N workers and priorities ----------------------------------------------------------


@multicore
def test_n_workers_think_at_the_same_time(tmp_path: Path) -> None:
    service = ThinkingService(3, background=0)
    try:
        async def main():
            return await asyncio.gather(*(service.think(meet, str(tmp_path), str(i), 2)
                                          for i in range(3)))

        met = asyncio.run(asyncio.wait_for(main(), 120))
    finally:
        service.close()
    # with fewer than three workers at once the first would have waited 60 s in vain
    assert all(ok for _, ok in met)
    assert len({pid for pid, _ in met}) == 3 and os.getpid() not in {pid for pid, _ in met}


@multicore
@pytest.mark.skipif(not hasattr(os, "nice"), reason="niceness is POSIX")
def test_background_work_has_its_own_nicer_worker_and_never_blocks_a_live_call() -> None:
    service = ThinkingService(1, background=1, grace_s=GRACE_S, background_idle_s=0.5)
    stop = threading.Event()
    late: list[int] = []
    try:
        long = threading.Thread(target=service.call, args=(until_cancelled,),
                                kwargs={"cancel": stop.is_set,
                                        "priority": Priority.BACKGROUND})
        long.start()
        deadline = time.monotonic() + 60
        while service.running == 0 and time.monotonic() < deadline:
            time.sleep(0.01)
        # the background job holds its worker; live calls still get answers meanwhile
        ours = os.nice(0)
        assert service.call(niceness) == ours
        assert service.running == 1 and long.is_alive()
        # another background job waits for the background worker, not for a live one
        second = threading.Thread(target=lambda: late.append(
            service.call(niceness, priority=Priority.BACKGROUND)))
        second.start()
        while service.waiting == 0 and time.monotonic() < deadline:
            time.sleep(0.01)
        assert service.call(niceness) == ours and service.waiting == 1 and late == []
        stop.set()
        long.join(60)
        second.join(60)
        assert late == [min(19, ours + NICENESS)]
        # the background worker ends when idle (here after 0.5 s); the live one is kept
        while len(service.pids()) > 1 and time.monotonic() < deadline + 30:
            time.sleep(0.05)
        assert len(service.pids()) == 1
    finally:
        stop.set()
        service.close()


# -- parent death, semaphores ----------------------------------------------------------

#: A parent with two live workers and a background one, all searching; it prints their
#: process ids and "ready", then waits to be killed.
PARENT = """
import sys, threading, time
from sanjuan.ai.thinking import Priority, ThinkingService, _choose
from tests.test_ai_players import mid_game_observations

if __name__ == "__main__":
    service = ThinkingService(2, background=1)
    obs = mid_game_observations(2)[1]
    long = {"iterations": 10**8, "max_seconds": 120.0}
    for priority in (Priority.LIVE, Priority.LIVE, Priority.BACKGROUND):
        threading.Thread(target=service.call, args=(_choose, "expert", 1, long, obs),
                         kwargs={"priority": priority}, daemon=True).start()
    deadline = time.monotonic() + 60
    while service.running < 3 and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(float(sys.argv[1]))  # into the searches
    print(*service.pids(), flush=True)
    print("ready", flush=True)
    time.sleep(120)
"""


def _start_parent(wait_s: float) -> tuple[subprocess.Popen, list[int]]:
    proc = subprocess.Popen([sys.executable, "-c", PARENT, str(wait_s)], cwd=ROOT,
                            env={**os.environ, "PYTHONPATH": str(ROOT)},
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    fd, data = proc.stdout.fileno(), b""
    deadline = time.monotonic() + 90
    while not data.endswith(b"ready\n"):
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([fd], [], [], left)[0]:
            proc.kill()
            pytest.fail(f"the parent was not ready: {data!r}")
        chunk = os.read(fd, 4096)
        if not chunk:
            pytest.fail(f"the parent ended early: {data!r} {proc.stderr.read()!r}")
        data += chunk
    return proc, [int(p) for p in data.split()[:-1]]


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


posix_proc = pytest.mark.skipif(not Path("/proc/self/stat").exists()
                                or not hasattr(signal, "SIGKILL"), reason="needs /proc")


@multicore
@posix_proc
@pytest.mark.parametrize("sig", ["SIGKILL", "SIGTERM"])
def test_every_worker_ends_with_its_killed_parent_and_no_semaphore_leaks(sig: str) -> None:
    proc, workers = _start_parent(0.5)
    try:
        assert len(workers) == 3 and all(_alive(w) for w in workers)
        os.kill(proc.pid, getattr(signal, sig))
        proc.wait(30)
        deadline = time.monotonic() + 15
        while any(_alive(w) for w in workers) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not any(_alive(w) for w in workers), "a worker outlived its parent"
        # the resource tracker (which holds stderr too) reports leaks when it ends
        err = b""
        fd = proc.stderr.fileno()
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and select.select([fd], [], [], 1)[0]:
            chunk = os.read(fd, 4096)
            if not chunk:
                break
            err += chunk
        assert b"leaked" not in err, err.decode(errors="replace")
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
        for w in workers:
            if _alive(w):
                os.kill(w, signal.SIGKILL)
        proc.stdout.close()
        proc.stderr.close()


@multicore
def test_a_program_that_used_the_service_exits_without_leaks() -> None:
    script = """
from sanjuan.ai.thinking import ThinkingPlayer, shared_service
from tests.test_ai_players import mid_game_observations
obs = mid_game_observations(2)[1]
print(ThinkingPlayer("expert", 1, iterations=40).choose(obs) is not None)
"""
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == b"True", done.stderr
    assert b"leaked" not in done.stderr and b"Traceback" not in done.stderr, done.stderr
