"""Hostile input against a running server on 127.0.0.1 (issue 21): malformed,
oversized, out-of-turn, replayed and flooding messages get an error or a closed
connection, change no game, crash nothing, and other games go on.

The server runs in a thread with its own event loop for the whole module; the attacks
use the synchronous ``websockets`` client, each on a connection of its own, bounded by
timeouts. A "victim" game waits for a decision of a seat held by this test (so it must
never change); a "busy" game is played all along by a headless client in the server's
loop (so it must keep moving)."""

from __future__ import annotations

import asyncio
import json
import logging
import threading
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from netkit import LOOPBACK, TEST_BUDGETS

from sanjuan.net import PROTOCOL_VERSION, protocol
from sanjuan.net.client import Connection, SeatPlayer, create_game
from sanjuan.net.server import BURST, GameServer, _Bucket

websockets_sync = pytest.importorskip("websockets.sync.client")


class _Errors(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


class Running:
    """The server thread, the victim game and the busy game."""

    def __init__(self, data) -> None:
        self.loop = asyncio.new_event_loop()
        # default rate limits: flooding is refused (seeds chosen: a server for testing);
        # every attack comes from loopback, so the budgets per address (tested in
        # test_net_public) are the tests' large ones
        self.server = GameServer(data, chosen_seeds=True, budgets=TEST_BUDGETS)
        self.url = ""
        self.ready = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()
        assert self.ready.wait(20)

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_until_complete(self._setup())
        self.ready.set()
        self.loop.run_forever()

    async def _setup(self) -> None:
        port = await self.server.start(LOOPBACK, 0)
        self.url = f"ws://{LOOPBACK}:{port}/"
        # The victim: both network seats claimed here; nobody answers, so it stands still.
        victim = await create_game(self.url, 3, ["easy"], seed=1)  # governor: seat 0
        self.victim_id = victim["game"]
        self.victim_conns = []
        self.tokens = []
        for inv in victim["invites"]:
            c = Connection(self.url)
            await c.open()
            await c.send({"type": "join", "invite": inv["code"]})
            self.tokens.append((await c.expect("joined"))["token"])
            self.victim_conns.append(c)
        self.victim_invites = [i["code"] for i in victim["invites"]]
        busy = await create_game(self.url, 2, ["easy"], seed=2)
        self.busy_id = busy["game"]
        self.busy = SeatPlayer(self.url, "easy", invite=busy["invites"][0]["code"], delay=0.02)
        self.busy_task = asyncio.ensure_future(self.busy.run())

    def call(self, fn):
        """Run ``fn()`` in the server's thread; returns its result."""
        box = []
        done = threading.Event()

        def job():
            box.append(fn())
            done.set()

        self.loop.call_soon_threadsafe(job)
        assert done.wait(10)
        return box[0]

    def victim_snapshot(self):
        def snap():
            room = self.server.rooms[self.victim_id]
            stored = self.server.store.load(self.victim_id)
            return (len(room.game.actions), len(stored.actions), room.game.state.decision,
                    [s.token for s in room.seats], room.started)

        return self.call(snap)

    def busy_actions(self) -> int:
        return self.call(lambda: len(self.server.rooms[self.busy_id].game.actions)
                         if self.busy_id in self.server.rooms else 10**6)

    def stop(self) -> None:
        async def close():
            self.busy_task.cancel()
            for c in self.victim_conns:
                await c.close()
            await self.server.close()

        asyncio.run_coroutine_threadsafe(close(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


@pytest.fixture(scope="module")
def running(tmp_path_factory):
    errors = _Errors()
    logging.getLogger("sanjuan.net").addHandler(errors)
    r = Running(tmp_path_factory.mktemp("hostile"))
    r.errors = errors
    yield r
    r.stop()
    logging.getLogger("sanjuan.net").removeHandler(errors)


def exchange(url: str, frames: list, hello: bool = True, until_closed: bool = False) -> list:
    """Send ``frames`` (str or bytes) on a new connection, after a hello; return what
    came back (messages, then ``("closed", code)`` if the server closed)."""
    got: list = []
    with websockets_sync.connect(url, open_timeout=5, close_timeout=1,
                                 max_size=protocol.MAX_SERVER_MESSAGE) as ws:
        try:
            if hello:
                ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION}))
                got.append(json.loads(ws.recv(timeout=5)))
            for f in frames:
                ws.send(f)
            ws.send(json.dumps({"type": "chat", "text": "done?"}))  # not joined: an error
            while True:
                got.append(json.loads(ws.recv(timeout=3)))
                if got[-1].get("message") == "join a game first" and not until_closed:
                    break
        except TimeoutError:
            got.append(("timeout",))
        except Exception as exc:  # noqa: BLE001 - the server closed on us
            got.append(("closed", getattr(getattr(exc, "rcvd", None), "code", None)))
    return got


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats()
    | st.text(max_size=30),
    lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=10), kids,
                                                              max_size=4),
    max_leaves=12)
field_names = st.sampled_from(["seq", "action", "game", "token", "invite", "name", "text",
                               "seats", "seed", "protocol", "host", "type", "edition"])


@st.composite
def hostile_message(draw):
    kind = draw(st.sampled_from(["raw", "json", "typed", "action", "resume", "big", "deep"]))
    if kind == "raw":
        return draw(st.binary(max_size=64) | st.text(max_size=64))
    if kind == "json":
        return json.dumps(draw(json_values))
    if kind == "big":
        return json.dumps({"type": "chat", "text": "x" * draw(st.integers(5000, 40_000))})
    if kind == "deep":
        n = draw(st.integers(50, 3000))
        return "[" * n + "]" * n
    msg = {"type": draw(st.sampled_from(sorted(protocol.SCHEMAS)))}
    if kind == "typed":
        msg.update(draw(st.dictionaries(field_names, json_values, max_size=4)))
    elif kind == "action":
        msg = {"type": "action", "seq": draw(st.integers(-2, 5)),
               "action": draw(st.fixed_dictionaries(
                   {"type": st.sampled_from(["role", "build", "select", "pass", "x"])},
                   optional={"role": st.text(max_size=12) | st.integers(),
                             "card": json_values, "cards": json_values,
                             "replace": json_values, "library": json_values}))}
    else:  # resume someone's seat with a guessed token
        msg = {"type": "resume", "game": draw(st.sampled_from(["victim", "nope"])),
               "token": draw(st.text(min_size=1, max_size=60))}
    return json.dumps(msg, allow_nan=True)


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(frames=st.lists(hostile_message(), min_size=1, max_size=6), hello=st.booleans())
def test_hostile_messages_change_nothing(running, frames, hello):
    frames = [f.replace('"victim"', json.dumps(running.victim_id)) if isinstance(f, str)
              else f for f in frames]
    before = running.victim_snapshot()
    got = exchange(running.url, frames, hello)
    assert got, "the server answered or closed"
    for m in got:
        if isinstance(m, dict):
            assert m["type"] in ("welcome", "error", "created"), m
            if m["type"] == "error":
                assert m["code"] != protocol.INTERNAL, m
    assert running.victim_snapshot() == before
    assert not running.errors.records, running.errors.records[0].getMessage()


def test_specific_attacks(running):
    url = running.url
    before = running.victim_snapshot()
    # No hello: a closed connection.
    assert exchange(url, [json.dumps({"type": "chat", "text": "hi"})], hello=False)[-1][0] \
        == "closed"
    # Oversized: closed by the size limit (1009), nothing read.
    assert exchange(url, ["x" * (8 * protocol.MAX_CLIENT_MESSAGE)])[-1] == ("closed", 1009)
    # Binary frames and deep nesting are refused with an error.
    codes = [m["code"] for m in exchange(url, [b"\x00\x01", "[" * 5000 + "]" * 5000])
             if isinstance(m, dict) and m["type"] == "error"]
    assert codes[:2] == [protocol.BAD_MESSAGE, protocol.TOO_LARGE]
    # Flooding: the connection is closed after at most a burst's worth of answers.
    flood = [json.dumps({"type": "chat", "text": "spam"})] * 200
    got = exchange(url, flood, until_closed=True)
    assert got[-1] == ("closed", protocol.CLOSE_POLICY)
    assert len(got) <= 2 + BURST
    # Actions: out of turn, replayed (stale seq), malformed, illegal — all refused.
    with websockets_sync.connect(url, open_timeout=5) as seat1:
        seat1.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION}))
        seat1.recv(timeout=5)
        seat1.send(json.dumps({"type": "resume", "game": running.victim_id,
                               "token": running.tokens[1]}))
        replies = [json.loads(seat1.recv(timeout=5)) for _ in range(3)]  # joined, state, seats
        state = next(m for m in replies if m["type"] == "state")
        seq = state["seq"]
        assert state["obs"]["decision"]["seat"] == 0
        attempts = [
            {"type": "action", "seq": seq, "action": {"type": "pass"}},  # seat 0's turn
            {"type": "action", "seq": seq + 1, "action": {"type": "pass"}},  # wrong seq
            {"type": "action", "seq": seq - 1 if seq else 99, "action": {"type": "pass"}},
        ]
        for a in attempts:
            seat1.send(json.dumps(a))
        errs = []
        while len(errs) < 3:
            m = json.loads(seat1.recv(timeout=5))
            if m["type"] == "error":
                errs.append(m["code"])
        assert errs[0] == protocol.STALE or errs[0] == protocol.NOT_YOUR_TURN
        assert set(errs) <= {protocol.STALE, protocol.NOT_YOUR_TURN}
    # Seat 0 (whose turn it is): malformed and illegal actions.
    with websockets_sync.connect(url, open_timeout=5) as seat0:
        seat0.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION}))
        seat0.recv(timeout=5)
        seat0.send(json.dumps({"type": "resume", "game": running.victim_id,
                               "token": running.tokens[0]}))
        seq = next(m for m in (json.loads(seat0.recv(timeout=5)) for _ in range(3))
                   if m["type"] == "state")["seq"]
        for a in ({"type": "build", "card": 3.0}, {"type": "role", "role": "mayor"},
                  {"type": "build", "card": 0}, {"type": "select", "cards": [1, 1]}):
            seat0.send(json.dumps({"type": "action", "seq": seq, "action": a}))
        errs = []
        while len(errs) < 4:
            m = json.loads(seat0.recv(timeout=5))
            if m["type"] == "error":
                errs.append((m["code"], m.get("rule")))
        assert [c for c, _ in errs] == [protocol.BAD_MESSAGE, protocol.BAD_MESSAGE,
                                       protocol.ILLEGAL, protocol.ILLEGAL]
        assert all(r and r.startswith("RULES.md") for c, r in errs if c == protocol.ILLEGAL)
    after = running.victim_snapshot()
    assert after[:3] == before[:3] and after[3] == before[3]


def test_token_bucket_refuses_a_burst_and_refills():
    b = _Bucket(rate=1000.0, burst=5)
    assert all(b.take() for _ in range(5))
    assert not b.take()
    time.sleep(0.01)
    assert b.take()


def test_other_games_go_on(running):
    """The busy game, played all along in the server's loop, keeps moving (or has
    finished without an error): hostile connections never stalled the server. (Under
    pytest-xdist this may run in a process of its own, with a fresh server.)"""
    def busy_state():
        task = running.busy_task
        return task.done() and task.exception() is None, running.busy.seq

    first = running.call(busy_state)
    deadline = time.monotonic() + 10
    while not first[0] and running.call(busy_state) == first and time.monotonic() < deadline:
        time.sleep(0.05)
    done, seq = running.call(busy_state)
    assert done or seq > first[1]
    assert not running.errors.records
