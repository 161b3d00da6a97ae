"""Network play over real sockets on 127.0.0.1 (issue 21): whole games, invites and
tokens, reconnecting, dropped seats taken over by a computer and handed back, chat,
undo, version refusal. Every test is bounded in time (netkit.run)."""

from __future__ import annotations

import asyncio
import json
import re
import subprocess
import sys
import time

import pytest
from netkit import ROOT, run, served

from sanjuan.net import PROTOCOL_VERSION, protocol
from sanjuan.net.client import Connection, SeatPlayer, ServerError, create_game
from sanjuan.rules.scoring import score
from sanjuan.store.save import from_json


def _offline_scores(record: dict) -> list[int]:
    g = from_json(record).game
    assert g.state.over
    return [b.total for b in score(g.state)]


def test_whole_game_two_network_seats_and_a_computer(tmp_path):
    async def main():
        async with served(tmp_path) as (_server, url):
            created = await create_game(url, 3, ["medium"], edition="2018", seed=11)
            assert [i["seat"] for i in created["invites"]] == [0, 1]
            players = [SeatPlayer(url, "easy", invite=i["code"], name=f"N{i['seat']}")
                       for i in created["invites"]]
            return await asyncio.gather(*(p.run() for p in players)), players

    (r0, r1), players = run(main())
    assert r0 == r1
    assert r0["seed"] == 11 and r0["players"] == 3 and r0["edition"] == "2018"
    assert [s["name"] for s in r0["seats"]] == ["N0", "N1", "Medium computer"]
    record = players[0].record_doc
    # The record replays offline to the same scores: the server ran the real engine.
    assert _offline_scores(record) == [s["total"] for s in r0["seats"]]
    assert record["seats"][2]["kind"] == "medium"
    # The record replayed offline gives the same result (`sanjuan play --exit-when-over`
    # prints it with the same function, sanjuan.net.results.result_json).
    from sanjuan.net.results import result_json

    g = from_json(record).game
    names = [s["name"] for s in r0["seats"]]
    assert result_json(g.state, names) == r0


def test_seed_and_hands_hidden_while_playing(tmp_path):
    """The state a seat receives has no seed; the other seats' hands are counts."""
    seen = []

    async def main():
        async with served(tmp_path) as (_server, url):
            created = await create_game(url, 2, ["easy"], seed=5)
            p = SeatPlayer(url, "easy", invite=created["invites"][0]["code"],
                           record=seen.append)
            return await p.run()

    run(main())
    first_state = next(json.loads(m) for m in seen if '"type":"state"' in m)
    obs = first_state["obs"]
    assert "seed" not in obs["options"]
    assert isinstance(obs["players"][1]["hand"], int)
    assert isinstance(obs["players"][0]["hand"], list)
    assert isinstance(obs["draw"], int)
    assert all('"seed"' not in m for m in seen if '"result"' not in m)


def test_invites_expire_work_once_and_tokens_bind_one_seat(tmp_path):
    now = [time.time()]

    async def main():
        async with served(tmp_path, clock=lambda: now[0]) as (_server, url):
            a = await create_game(url, 2, ["easy"], invite_minutes=1)
            b = await create_game(url, 3, ["easy"])
            # A made-up code and a made-up token are refused.
            with pytest.raises(ServerError) as e:
                await SeatPlayer(url, invite="ZZZZZ-ZZZZZ").run()
            assert e.value.code == protocol.UNKNOWN_INVITE
            # Game b's seat 0 taken; its token grants nothing in game a or another seat.
            conn = Connection(url)
            await conn.open()
            await conn.send({"type": "join", "invite": b["invites"][0]["code"].lower()})
            joined = await conn.expect("joined")
            await conn.close()
            with pytest.raises(ServerError) as e:
                await SeatPlayer(url, game=a["game"], token=joined["token"]).run()
            assert e.value.code == protocol.BAD_TOKEN
            with pytest.raises(ServerError) as e:
                await SeatPlayer(url, game=b["game"], token=joined["token"] + "x").run()
            assert e.value.code == protocol.BAD_TOKEN
            # The same invite does not work twice.
            with pytest.raises(ServerError) as e:
                await SeatPlayer(url, invite=b["invites"][0]["code"]).run()
            assert e.value.code == protocol.UNKNOWN_INVITE
            # Game a's invite, two minutes later: expired.
            now[0] += 120
            with pytest.raises(ServerError) as e:
                await SeatPlayer(url, invite=a["invites"][0]["code"]).run()
            assert e.value.code == protocol.EXPIRED_INVITE

    run(main())


def test_guessing_closes_the_connection(tmp_path):
    async def main():
        async with served(tmp_path) as (_server, url):
            conn = Connection(url)
            await conn.open()
            codes = []
            with pytest.raises(Exception) as e:
                for i in range(10):
                    await conn.send({"type": "join", "invite": f"AAAAA-AAAA{i}"})
                    msg = await conn.recv()
                    codes.append(msg["code"])
            assert codes == [protocol.UNKNOWN_INVITE] * 5
            assert type(e.value).__name__.startswith("ConnectionClosed")

    run(main())


def test_another_protocol_version_is_refused_clearly(tmp_path):
    async def main():
        async with served(tmp_path) as (_server, url):
            from websockets.asyncio.client import connect

            async with connect(url) as ws:
                await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION + 1}))
                msg = json.loads(await ws.recv())
                await ws.wait_closed()
                return msg, ws.close_code

    msg, close_code = run(main())
    assert msg["code"] == protocol.VERSION and msg["protocol"] == PROTOCOL_VERSION
    assert "version" in msg["message"]
    assert close_code == protocol.CLOSE_VERSION


def test_dropped_connection_reconnects_and_is_asked_again(tmp_path):
    """The connection of a seat is cut three times mid-game; it resumes with its token,
    gets its pending decision again, and the game ends exactly as uncut."""

    async def play(cut: bool):
        async with served(tmp_path / str(cut)) as (_server, url):
            created = await create_game(url, 2, ["medium"], seed=23)
            conns = []
            # A short delay per action keeps the game going while the test cuts: without
            # it the seats can finish the game before the third cut (then nothing resumes).
            p = SeatPlayer(url, "medium", invite=created["invites"][0]["code"],
                           on_connection=conns.append, delay=0.003 if cut else 0.0)
            task = asyncio.ensure_future(p.run())
            if cut:
                for k in range(3):
                    seq = p.seq
                    # Messages buffered before a cut can still advance seq on the dead
                    # connection: wait for the new connection too, or a cut is lost.
                    while p.seq < seq + 10 or len(conns) < k + 1:
                        await asyncio.sleep(0.002)
                    assert p.result is None, f"the game ended before cut {k + 1}"
                    conns[-1].ws.transport.abort()
            result = await task
            return result, p.connections

    plain, once = run(play(False), 60)
    cut, n = run(play(True), 60)
    assert once == 1
    # Each cut forces a new connection; the client also reconnects after any server
    # error it does not expect, so more are possible: this test is about resuming.
    assert n >= 4, f"{n} connections for 3 cuts"
    assert cut == plain


def test_killed_client_process_resumes_with_its_token_file(tmp_path):
    """`sanjuan net play --token-file` killed mid-game and started again finishes the
    seat; the game's scores are those of the same game never interrupted."""

    def net_play(url, code, token_file):
        return subprocess.Popen(
            [sys.executable, "-m", "sanjuan.cli.net", "play", url, code, "--ai", "easy",
             "--json", "--token-file", str(token_file), "--delay", "0.01"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)

    async def main():
        async with served(tmp_path) as (server, url):
            base = await create_game(url, 2, ["easy"], seed=3)
            ref = await SeatPlayer(url, "easy", invite=base["invites"][0]["code"]).run()
            created = await create_game(url, 2, ["easy"], seed=3)
            token_file = tmp_path / "seat.json"
            proc = net_play(url, created["invites"][0]["code"], token_file)
            room = server.rooms[created["game"]]
            while len(room.game.actions) < 30:
                await asyncio.sleep(0.01)
                assert proc.poll() is None
            proc.kill()
            await asyncio.to_thread(proc.wait, 10)
            proc.stdout.close()
            proc.stderr.close()
            assert not room.over and token_file.exists()
            again = net_play(url, "UNUSED-CODE", token_file)  # resumes from the file
            out, err = await asyncio.to_thread(again.communicate, timeout=25)
            assert again.returncode == 0, err
            return ref, json.loads(out)

    ref, result = run(main(), timeout=40)
    assert [s["total"] for s in result["seats"]] == [s["total"] for s in ref["seats"]]


def test_dropped_seat_is_taken_over_and_handed_back(tmp_path):
    async def main():
        # Computers pause 10 ms per move, so the game is still on when the human is back.
        async with served(tmp_path, computer_delay=0.01) as (server, url):
            created = await create_game(url, 2, ["easy"], seed=9, takeover_seconds=1)
            gid = created["game"]
            code = created["invites"][0]["code"]
            conn = Connection(url)
            await conn.open()
            await conn.send({"type": "join", "invite": code, "name": "Ana"})
            token = (await conn.expect("joined"))["token"]
            await conn.expect("state")
            room = server.rooms[gid]
            while room.game.state.decision.seat != 0:  # the computer moves first, maybe
                await asyncio.sleep(0.005)
            before = len(room.game.actions)
            await conn.close()  # the human goes away without a word
            # Another seat watching would see: dropped, then a stand-in plays.
            await asyncio.sleep(0.3)
            assert not room.seats[0].standin and len(room.game.actions) == before
            while not room.seats[0].standin:
                await asyncio.sleep(0.05)
            while len(room.game.actions) < before + 10:
                await asyncio.sleep(0.01)
            assert any(room.computer_level(0) for _ in [0])
            # The human comes back with the token: the stand-in stops at once.
            back = Connection(url)
            await back.open()
            await back.send({"type": "resume", "game": gid, "token": token})
            await back.expect("joined")
            state = await back.expect("state")
            mine = state["seats"][0]
            assert mine["connected"] and not mine["standin"] and mine["name"] == "Ana"
            assert room.computer_level(0) is None
            # Its pending decision (if any) waits for it: nothing moves by itself.
            seq = state["seq"]
            if state["obs"]["decision"]["seat"] == 0:
                await asyncio.sleep(0.3)
                assert len(room.game.actions) == seq
            await back.close()
            stored = server.store.load(gid)
            return [by for _, _, by in stored.actions]

    bys = run(main())
    assert "standin" in bys and "human" not in bys and "computer" in bys


def test_standin_is_marked_for_everybody(tmp_path):
    async def main():
        async with served(tmp_path) as (_server, url):
            created = await create_game(url, 3, ["easy"], seed=4, takeover_seconds=1)
            a, b = created["invites"]
            watcher = Connection(url)
            await watcher.open()
            await watcher.send({"type": "join", "invite": b["code"]})
            await watcher.expect("joined")
            leaver = Connection(url)
            await leaver.open()
            await leaver.send({"type": "join", "invite": a["code"]})
            await leaver.expect("joined")
            await leaver.close()
            marks = []
            while True:
                msg = await watcher.recv()
                if msg["type"] == "seats":
                    marks.append((msg["seats"][0]["connected"], msg["seats"][0]["standin"]))
                    if msg["seats"][0]["standin"]:
                        break
            await watcher.close()
            return marks

    marks = run(main())
    assert (False, False) in marks and marks[-1] == (False, True)


def test_chat_is_relayed_and_limited(tmp_path):
    async def main():
        async with served(tmp_path) as (_server, url):
            created = await create_game(url, 2, ["easy"], seed=1)
            c = Connection(url)
            await c.open()
            await c.send({"type": "join", "invite": created["invites"][0]["code"], "name": "Bo"})
            await c.expect("joined")
            await c.send({"type": "chat", "text": "hola"})
            line = await c.expect("chat")
            await c.send({"type": "chat", "text": "x" * (protocol.MAX_CHAT + 1)})
            with pytest.raises(ServerError) as e:
                await c.expect("chat")
            too_long = e.value.doc
            for _ in range(protocol.CHAT_BURST - 1):
                await c.send({"type": "chat", "text": "hi"})
            codes = []
            await c.send({"type": "chat", "text": "one too many"})
            while not codes:
                msg = await c.recv()
                if msg["type"] == "error":
                    codes.append(msg["code"])
            await c.close()
            return line, too_long, codes

    line, too_long, codes = run(main())
    assert line["text"] == "hola" and line["name"] == "Bo" and line["seat"] == 0
    assert too_long["code"] == protocol.BAD_MESSAGE
    assert codes == [protocol.CHAT_REFUSED]


def test_undo_only_when_nothing_was_revealed_and_nobody_acted(tmp_path):
    """Two network seats driven by hand: a role choice that reveals nothing may be taken
    back by its seat; a replayed action is refused; after another seat acted, no undo."""
    from sanjuan.rules.actions import ChooseRole, Pass, action_to_json
    from sanjuan.rules.cards import Role

    async def wait(room, n):
        while len(room.game.actions) != n:
            await asyncio.sleep(0.005)

    async def errors_of(c):
        """Error codes received until a chat line of our own comes back."""
        mark = f"sync {id(c)} {time.monotonic()}"
        await c.send({"type": "chat", "text": mark})
        out = []
        while True:
            msg = await c.recv()
            if msg["type"] == "error":
                out.append(msg["code"])
            if msg["type"] == "chat" and msg["text"] == mark:
                return out

    async def main():
        async with served(tmp_path) as (server, url):
            created = await create_game(url, 3, ["easy"], seed=2)
            conns = []
            for inv in created["invites"]:
                c = Connection(url)
                await c.open()
                await c.send({"type": "join", "invite": inv["code"]})
                await c.expect("joined")
                conns.append(c)
            room = server.rooms[created["game"]]
            while not (room.started and room.game.state.decision.seat in (0, 1)
                       and room.game.state.decision.kind.value == "choose_role"):
                await asyncio.sleep(0.005)
            x = room.game.state.decision.seat
            me, other = conns[x], conns[1 - x]
            seq = len(room.game.actions)
            builder = {"type": "action", "seq": seq,
                       "action": action_to_json(ChooseRole(Role.BUILDER))}
            await me.send(builder)
            await wait(room, seq + 1)
            await me.send(builder)  # replayed: stale, nothing changes
            await other.send({"type": "undo", "seq": seq + 1})  # not its move
            first = await errors_of(me), await errors_of(other)
            assert room.game.state.decision.seat == x  # the Builder's chooser builds first
            await me.send({"type": "undo", "seq": seq + 1})
            await wait(room, seq)
            stored_after_undo = len(server.store.load(created["game"]).actions)
            await me.send(builder)
            await wait(room, seq + 1)
            await me.send({"type": "action", "seq": seq + 1, "action": action_to_json(Pass())})
            await wait(room, seq + 2)
            while room.game.state.decision.seat == 2:  # the computer builds, maybe
                await asyncio.sleep(0.005)
            if room.game.state.decision.seat == 1 - x:
                n = len(room.game.actions)
                await other.send({"type": "action", "seq": n, "action": action_to_json(Pass())})
                # ... and the computer's moves after it (made on the event loop, a task
                # of their own): the test's wake-up may come between the pass and them
                # (so it did, every time, on Windows' proactor loop under Wine), and an
                # undo sent there is answered 'stale' (the computer moved), not refused
                while len(room.game.actions) <= n or room.game.state.decision.seat == 2:
                    await asyncio.sleep(0.005)
            await me.send({"type": "undo", "seq": len(room.game.actions)})
            second = await errors_of(me)
            for c in conns:
                await c.close()
            return first, stored_after_undo, seq, second

    first, stored_after_undo, seq, second = run(main(), timeout=8)
    assert first == ([protocol.STALE], [protocol.UNDO_REFUSED])
    assert stored_after_undo == seq
    assert second == [protocol.UNDO_REFUSED]


def test_a_lobby_waits_for_the_host(tmp_path):
    """With autostart off the game waits for the host's start, even with every seat
    taken; a wrong host token is refused; the seat nobody took is played after the
    takeover timeout."""
    from sanjuan.net.client import start_game

    async def main():
        async with served(tmp_path) as (server, url):
            created = await create_game(url, 3, ["easy"], seed=3, autostart=False,
                                        takeover_seconds=1)
            room = server.rooms[created["game"]]
            p = SeatPlayer(url, "easy", invite=created["invites"][0]["code"])
            task = asyncio.ensure_future(p.run())
            while not room.seats[0].token:
                await asyncio.sleep(0.01)
            await asyncio.sleep(0.2)
            waited = (room.started, len(room.game.actions))
            with pytest.raises(ServerError) as e:
                await start_game(url, created["game"], created["host"] + "x")
            await start_game(url, created["game"], created["host"])
            result = await task
            return waited, e.value.code, result, room.seats[1].standin

    waited, code, result, standin = run(main())
    assert waited == (False, 0)
    assert code == protocol.BAD_TOKEN
    assert result["seed"] == 3 and standin


def test_ids_and_tokens_never_read_as_command_line_options(tmp_path):
    """Game ids, host and seat tokens are typed on `sanjuan net start/play` command lines:
    one starting with a dash would be read as an option (a flaky CI run found this)."""
    async def main():
        async with served(tmp_path) as (_server, url):
            made = [await create_game(url, 2, ["easy"], autostart=False) for _ in range(8)]
            joined = []
            for c in made[:3]:
                conn = Connection(url)
                await conn.open()
                await conn.send({"type": "join", "invite": c["invites"][0]["code"]})
                joined.append(await conn.expect("joined"))
                await conn.close()
            return made, joined

    made, joined = run(main())
    secrets_ = [c["game"] for c in made] + [c["host"] for c in made]
    secrets_ += [j["token"] for j in joined]
    assert all(re.fullmatch(r"[0-9a-f]{24}|[0-9a-f]{64}", s) for s in secrets_), secrets_
