"""The server's thinking (sanjuan.ai.thinking's async face): searching computer players
think in worker processes, choose exactly as in this process, take turns across levels, and stop
when their game's decision is cancelled; a server game against Hard runs through it, and
its workers end when the server is killed. Network use: 127.0.0.1 only; every wait
bounded."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest
from netkit import ServerProcess, run, served

from sanjuan.ai import make_player
from sanjuan.ai.thinking import ThinkingService, default_size
from sanjuan.net.client import SeatPlayer, create_game, start_game
from sanjuan.net.computers import ai_seed
from sanjuan.rules.game import Game
from sanjuan.rules.observation import observe
from sanjuan.rules.state import Options


def observations(n: int, seed: int = 4) -> list:
    """The first ``n`` observations of the deciding seat in a game played by Medium."""
    game = Game(Options(3, "2018", False, seed))
    out = []
    while len(out) < n:
        d = game.state.decision
        obs = observe(game.state, d.seat)
        out.append(obs)
        game.apply(make_player("medium", len(out)).choose(obs), d.seat)
    return out


def test_default_size_leaves_a_core_to_the_event_loop(monkeypatch):
    monkeypatch.setattr("os.cpu_count", lambda: 8)
    assert default_size() == 7
    monkeypatch.setattr("os.cpu_count", lambda: 1)
    assert default_size() == 1
    with pytest.raises(ValueError):
        ThinkingService(0)


@pytest.mark.subprocess
def test_the_pool_chooses_as_this_process_does():
    obs = observations(6)
    # Hard's and Expert's wall-clock safety cap (0.9 s) cut a search short on a loaded
    # machine, and then the two sides compared different budgets: a cap far away here,
    # so both spend exactly the search budget their seed gives
    uncapped = {"max_seconds": 120.0}

    async def main():
        pool = ThinkingService(2)
        try:
            return await asyncio.gather(*(
                pool.choose_async(f"g{i}", level, 100 + i, o, **uncapped)
                for i, o in enumerate(obs) for level in ("hard", "expert")))
        finally:
            pool.close()

    got = run(main(), timeout=300)
    want = [make_player(level, 100 + i, **uncapped).choose(o)
            for i, o in enumerate(obs) for level in ("hard", "expert")]
    assert got == want


@pytest.mark.subprocess
def test_levels_take_turns_so_a_backlog_of_one_level_does_not_starve_another():
    obs = observations(4)

    async def main():
        pool = ThinkingService(1)
        done: list[str] = []

        async def ask(name: str, level: str, o) -> None:
            await pool.choose_async(name, level, 1, o)
            done.append(name)

        try:
            await pool.choose_async("warm-up", "hard", 1, obs[0])  # the worker is started
            tasks = [asyncio.create_task(ask(f"expert{i}", "expert", obs[i % 4]))
                     for i in range(4)]
            await asyncio.sleep(0)  # the four Expert searches are asked for first
            tasks.append(asyncio.create_task(ask("hard", "hard", obs[3])))
            await asyncio.gather(*tasks)
        finally:
            pool.close()
        return done

    done = run(main(), timeout=120)
    # First come first served would answer Hard last. The worker takes the first Expert
    # search; then the levels waiting take turns: an Expert, Hard, the other Experts.
    assert done.index("hard") < done.index("expert2"), done


@pytest.mark.subprocess
def test_cancelling_a_game_drops_its_waiting_job_and_stops_its_running_one():
    obs = observations(3)

    async def main():
        pool = ThinkingService(1)
        try:
            await pool.choose_async("warm-up", "hard", 1, obs[0])
            # a's search cannot end by itself before it is cancelled (with the compiled
            # play-out core a default Expert search can finish within the waits below)
            first = asyncio.create_task(pool.choose_async(
                "a", "expert", 2, obs[1], iterations=10**7, max_seconds=600))
            second = asyncio.create_task(pool.choose_async("b", "expert", 3, obs[2]))
            third = asyncio.create_task(pool.choose_async("c", "expert", 3, obs[1]))
            await asyncio.sleep(0)  # all three asked: a thinks, b and c wait
            assert pool.running == 1 and pool.waiting == 2
            assert pool.cancel("c") == 1 and pool.waiting == 1
            assert await asyncio.wait_for(third, 1) is None
            assert pool.cancel("b") == 1
            assert await asyncio.wait_for(second, 1) is None
            assert pool.cancel("a") == 1
            assert await asyncio.wait_for(first, 1) is None  # answered at once
            assert pool.cancel("a") == 0  # nothing left of it
            # The worker stops the cancelled searches and thinks for the next game.
            after = await asyncio.wait_for(pool.choose_async("d", "hard", 4, obs[2]), 30)
            assert after == make_player("hard", 4).choose(obs[2])
            return pool.cancelled, pool.done
        finally:
            pool.close()

    assert run(main(), timeout=120) == (3, 2)  # the warm-up and d were answered


def test_without_processes_the_pool_thinks_in_threads():
    obs = observations(2)

    async def main():
        pool = ThinkingService(1, processes=False)  # as after a failure to start them
        try:
            return await pool.choose_async("g", "hard", 7, obs[1])
        finally:
            pool.close()

    assert run(main(), timeout=60) == make_player("hard", 7).choose(obs[1])


@pytest.mark.subprocess
def test_a_server_game_against_hard_is_played_through_the_pool(tmp_path):
    async def main():
        async with served(tmp_path, thinkers=1) as (server, url):
            created = await create_game(url, 2, ["hard"], seed=11)
            result = await SeatPlayer(url, "easy", invite=created["invites"][0]["code"]).run()
            room = server.rooms[created["game"]]
            return result, room, server.pool.done

    result, room, done = run(main(), timeout=180)
    assert room.over and result["seed"] == 11
    hard_moves = [i for i, seat in enumerate(room.deciders) if seat == 1]
    assert done == len(hard_moves) > 10
    # Each of them is what Hard chooses with the game's seed for that decision.
    replay = Game(room.options)
    for i, (action, seat) in enumerate(zip(room.game.actions, room.deciders, strict=True)):
        if seat == 1 and i in hard_moves[:5]:
            obs = observe(replay.state, seat)
            assert make_player("hard", ai_seed(11, i, seat)).choose(obs) == action
        replay.apply(action, seat)


@pytest.mark.subprocess
def test_a_hard_standin_stops_thinking_when_its_human_comes_back(tmp_path):
    from sanjuan.net.client import Connection

    async def main():
        async with served(tmp_path, thinkers=1) as (server, url):
            # Seat 0 is a human who leaves; a Hard stand-in plays it (takeover after 1 s)
            # against an Expert seat, so that the pool always has a search in flight.
            created = await create_game(url, 2, ["expert"], seed=5, takeover_seconds=1,
                                        takeover_level="hard")
            gid = created["game"]
            conn = Connection(url)
            await conn.open()
            await conn.send({"type": "join", "invite": created["invites"][0]["code"]})
            token = (await conn.expect("joined"))["token"]
            await conn.expect("state")
            room = server.rooms[gid]
            await conn.close()
            while not room.seats[0].standin:
                await asyncio.sleep(0.05)
            while room.deciders.count(0) < 3:  # the stand-in has moved a few times
                await asyncio.sleep(0.01)
            while room.game.state.decision.seat != 0 or server.pool.running == 0:
                await asyncio.sleep(0.002)  # ... and is thinking for seat 0 now
            back = Connection(url)
            await back.open()
            await back.send({"type": "resume", "game": gid, "token": token})
            await back.expect("joined")
            state = await back.expect("state")
            cancelled = server.pool.cancelled
            seq = state["seq"]
            await asyncio.sleep(0.5)  # the stale search's answer, had it come, is dropped
            moved = len(room.game.actions) - seq
            decision = room.game.state.decision
            await back.close()
            return cancelled, moved, decision.seat, state["obs"]["decision"]["seat"]

    cancelled, moved, seat_now, seat_then = run(main(), timeout=120)
    if seat_then != 0:  # a race lost on a very busy machine: nothing was left to cancel
        pytest.skip("the stand-in had answered before its human was back")
    # The search in flight was cancelled, its answer (if any) dropped: the decision waits
    # for the human.
    assert cancelled >= 1 and moved == 0 and seat_now == 0


def _children(pid: int) -> set[int]:
    """The live child processes of ``pid`` (Linux /proc)."""
    out: set[int] = set()
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            out.update(int(c) for c in (task / "children").read_text().split())
        except OSError:
            pass
    return out


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.subprocess
@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs Linux /proc")
def test_the_thinking_processes_end_with_a_killed_server(tmp_path):
    server = ServerProcess(tmp_path / "data")
    url = server.start()
    try:
        created = run(create_game(url, 2, ["hard"], seed=8, takeover_seconds=1,
                                  takeover_level="hard", autostart=False))
        run(start_game(url, created["game"], created["host"]))
        # The network seat is nobody's: after 1 s a Hard stand-in plays it against Hard.
        deadline = time.monotonic() + 60
        workers: set[int] = set()
        while not workers and time.monotonic() < deadline:
            workers = _children(server.proc.pid)  # the worker (and the resource tracker)
            time.sleep(0.1)
        assert workers, "no thinking process was started"
        time.sleep(1.0)  # let it think for a while
    finally:
        server.kill()
    deadline = time.monotonic() + 20
    while any(_alive(w) for w in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not any(_alive(w) for w in workers), "a thinking process outlived its server"
