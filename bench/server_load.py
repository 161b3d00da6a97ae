"""Benchmark: how many concurrent network games one server process holds (issue 21).

Run: ``nice -n 19 python bench/server_load.py [--levels 100,250,500,1000] [--pace 2]
[--measure 20]``. Starts ``sanjuan serve`` on 127.0.0.1 (a free port, a temporary data
folder) as a child process, then for each level keeps that many 2-seat games running,
both seats played by light headless clients in this process over real WebSocket
connections at a human pace: each game makes one action every ``--pace`` seconds on
average (the deciding client waits a random 0.5–1.5 × pace, then answers with a random
legal action read from its decision). A finished game is replaced by a new one.

Prints per level: actions measured, action-to-update latency (the acting client's
``action`` sent → its ``update`` with the new seq received; median, p95, p99 in ms),
the server's CPU time per action (ms, from /proc), its memory (RSS) per game, and this
process's event-loop lag and CPU share (the clients compete with the server for the
machine's cores; if their lag is large, they, not the server, are the limit).
Ends with the largest level whose p95 stayed under 100 ms, and the machine's load.

Computer players: ``--mix hard:8,expert:8`` keeps, beside each level's games, that many
games of one network seat (a light client, same pace) against one computer seat of that
level, played by the server's thinking pool. Their rows add the time from the update of
the client's action (or of the computer's previous move) to the update of the
computer's move, per level (``think`` p50/p95/p99: queueing + search), and the human
latency in those games. ``--thinkers N`` is passed to the server (its pool's worker
processes); ``--tree DIR`` runs the server of another checkout (e.g. the code before a
change) with this benchmark's clients.
``--abuse`` adds one abusive client beside the honest games: it holds both seats of a
game of its own and, at full speed and reconnecting whenever it is closed, floods chat
and undo on its seat and guesses seat tokens (issue 37: the honest games' p95 may grow
at most 2×), from an address of its own (a proxy header, :data:`ABUSER_ADDRESS`) and a
process of its own (its loop would slow this one's honest clients otherwise). Each
level is then measured three times back to back on the same server and games: without
the abuser, with it, and without it again; the last line compares the honest p95.
A server that has the metrics endpoint (issue 37) is started with it, and each row adds
the server's own event-loop lag (p99, max) and its garbage-collection pauses during the level.
Bounded: ``--max-seconds`` ends the run whatever happens. Not a test: nothing is
asserted. Linux only (it reads /proc).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import resource
import secrets
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

ROOT = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"  # loopback only


def proc_cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of process ``pid`` (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks


def proc_rss_mb(pid: int) -> float:
    """Resident memory of process ``pid`` in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def pick(decision: dict, rng: random.Random) -> dict:
    """A random legal action for one's own decision (as the wire format gives it)."""
    kind = decision["kind"]
    if kind == "choose_role":
        return rng.choice(decision["options"])
    if kind == "build":
        opts = decision["options"]
        if not opts or rng.random() < 0.3:
            return {"type": "pass"}
        o = rng.choice(opts)
        return {"type": "build", "card": o["card"], "replace": o["replace"]}
    k = rng.randint(decision["min"], decision["max"])
    if k == 0:
        return {"type": "pass"}
    return {"type": "select", "cards": rng.sample(decision["candidates"], k)}


class Load:
    """The clients of one benchmark run."""

    def __init__(self, url: str, pace: float, seed: int) -> None:
        self.url, self.pace = url, pace
        self.rng = random.Random(seed)
        self.latencies: list[float] = []
        #: Per computer level: human action → update in its games; computer answers.
        self.mixed_latencies: dict[str, list[float]] = {}
        self.think: dict[str, list[float]] = {}
        self.actions = 0
        self.games_running = 0
        self.errors = 0
        self.stop = False
        self.tasks: set[asyncio.Task] = set()

    async def _conn(self) -> ClientConnection:
        ws = await connect(self.url, compression=None, max_size=1 << 20, open_timeout=60,
                           ping_interval=None)
        await ws.send(json.dumps({"type": "hello", "protocol": 1}))
        await ws.recv()
        return ws

    async def game(self, computer: str | None = None) -> None:
        """Create one game and play its network seats until it ends (then start
        another): two network seats, or one against a ``computer`` of that level."""
        seats = ["network", "network"] if computer is None else ["network", computer]
        while not self.stop:
            try:
                ws = await self._conn()
                await ws.send(json.dumps({"type": "create", "seats": seats,
                                          "edition": "2018"}))
                created = json.loads(await ws.recv())
                await ws.close()
                self.games_running += 1
                try:
                    await asyncio.gather(*(self.seat(i["code"], computer)
                                           for i in created["invites"]))
                finally:
                    self.games_running -= 1
            except (OSError, ConnectionClosed, KeyError, TimeoutError):
                self.errors += 1
                await asyncio.sleep(1)

    async def seat(self, code: str, computer: str | None = None) -> None:
        ws = await self._conn()
        try:
            await ws.send(json.dumps({"type": "join", "invite": code}))
            sent_at: dict[int, float] = {}
            seat = -1
            last_update = 0.0  # when the previous state/update came
            async for raw in ws:
                msg = json.loads(raw)
                kind = msg["type"]
                if kind == "joined":
                    seat = msg["seat"]
                    continue
                if kind == "error":
                    self.errors += 1
                    continue
                if kind not in ("state", "update"):
                    continue
                seq = msg["seq"]
                now = time.perf_counter()
                t0 = sent_at.pop(seq - 1, None)
                if t0 is not None and kind == "update":
                    (self.latencies if computer is None
                     else self.mixed_latencies.setdefault(computer, [])).append(now - t0)
                    self.actions += 1
                elif computer is not None and kind == "update" and last_update:
                    self.think.setdefault(computer, []).append(now - last_update)
                last_update = now
                if "result" in msg or self.stop:
                    return
                d = msg["obs"]["decision"]
                if d is None or d["seat"] != seat or (kind == "state" and not msg["started"]):
                    continue
                action = pick(d, self.rng)
                delay = self.pace * self.rng.uniform(0.5, 1.5)
                self._later(ws, seq, action, delay, sent_at)
        finally:
            await ws.close()

    def _later(self, ws: ClientConnection, seq: int, action: dict, delay: float,
               sent_at: dict) -> None:
        async def send() -> None:
            await asyncio.sleep(delay)
            if self.stop:
                return
            sent_at[seq] = time.perf_counter()
            try:
                await ws.send(json.dumps({"type": "action", "seq": seq, "action": action}))
            except ConnectionClosed:
                pass

        t = asyncio.ensure_future(send())
        self.tasks.add(t)
        t.add_done_callback(self.tasks.discard)


#: The abuser's address as the server sees it: the server runs with --trust-proxy and
#: the abuser's connections (to 127.0.0.1, like every other) carry this
#: ``X-Forwarded-For``, so that the budgets per address are its own, as for a stranger
#: on the internet, and not the honest clients' (a documentation address, RFC 5737:
#: only ever a header, nothing connects to it).
ABUSER_ADDRESS = "203.0.113.7"


class Abuser:
    """One abusive client (``--abuse``): chat, undo and token guessing at full speed,
    from an address of its own (:data:`ABUSER_ADDRESS`); :meth:`set_running` starts and
    stops it."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.sent = {"chat": 0, "undo": 0, "guess": 0}
        self.answered = {"chat": 0, "undo": 0, "guess": 0}
        self.closed = 0
        self.task: asyncio.Task | None = None
        self.open: set[ClientConnection] = set()

    async def set_running(self, running: bool) -> None:
        """Start the abuse (once more if it was stopped) or stop it, closing its
        connections."""
        if running and self.task is None:
            self.task = asyncio.ensure_future(self.run())
        elif not running and self.task is not None:
            self.task.cancel()
            await asyncio.gather(self.task, return_exceptions=True)
            self.task = None
            for ws in list(self.open):
                ws.transport.abort()
            self.open.clear()

    async def _conn(self) -> ClientConnection:
        ws = await connect(self.url, compression=None, max_size=1 << 20, open_timeout=60,
                           ping_interval=None,
                           additional_headers={"X-Forwarded-For": ABUSER_ADDRESS})
        self.open.add(ws)
        await ws.send(json.dumps({"type": "hello", "protocol": 1}))
        await ws.recv()
        return ws

    async def run(self) -> None:
        ws = await self._conn()
        await ws.send(json.dumps({"type": "create", "seats": ["network", "network"]}))
        created = json.loads(await ws.recv())
        await ws.close()
        game, tokens = created["game"], []
        for inv in created["invites"]:
            ws = await self._conn()
            await ws.send(json.dumps({"type": "join", "invite": inv["code"]}))
            while True:
                msg = json.loads(await ws.recv())
                if msg["type"] == "joined":
                    tokens.append(msg["token"])
                    break
            await ws.close()
        await asyncio.gather(self._flood(game, tokens[0], "chat"),
                             self._flood(game, tokens[0], "undo"), self._guess(game))

    async def _flood(self, game: str, token: str, kind: str) -> None:
        while True:
            ws = None
            try:
                ws = await self._conn()
                await ws.send(json.dumps({"type": "resume", "game": game, "token": token}))
                seq = 0
                while True:
                    msg = {"type": "chat", "text": "spam " * 20} if kind == "chat" else \
                        {"type": "undo", "seq": seq}
                    await ws.send(json.dumps(msg))
                    self.sent[kind] += 1
                    answer = json.loads(await ws.recv())
                    seq = answer.get("seq", seq)
                    if answer.get("type") != "error":
                        self.answered[kind] += 1
            except (OSError, ConnectionClosed):
                self.closed += 1
            finally:
                if ws is not None:
                    self.open.discard(ws)

    async def _guess(self, game: str) -> None:
        while True:
            ws = None
            try:
                ws = await self._conn()
                while True:
                    await ws.send(json.dumps({"type": "resume", "game": game,
                                              "token": secrets.token_hex(32)}))
                    self.sent["guess"] += 1
                    answer = json.loads(await ws.recv())
                    if answer.get("type") != "error":
                        self.answered["guess"] += 1
            except (OSError, ConnectionClosed):
                self.closed += 1
            finally:
                if ws is not None:
                    self.open.discard(ws)


class AbuserProcess:
    """The :class:`Abuser` in a process of its own (``--abuse``), so that its full-speed
    loop does not slow this process's honest clients (on the internet it would be
    another machine): the same ``sent``/``answered``/``closed`` counters, read from the
    line of JSON the child prints every half second."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.sent = {"chat": 0, "undo": 0, "guess": 0}
        self.answered = {"chat": 0, "undo": 0, "guess": 0}
        self.closed = 0
        self.proc: asyncio.subprocess.Process | None = None
        self.reader: asyncio.Task | None = None

    async def set_running(self, running: bool) -> None:
        """Start the abuser's process, or stop it (SIGTERM) and read its last counts."""
        if running and self.proc is None:
            self.proc = await asyncio.create_subprocess_exec(
                sys.executable, __file__, "--abuser-url", self.url,
                stdout=asyncio.subprocess.PIPE)
            self.reader = asyncio.ensure_future(self._read(self.proc))
        elif not running and self.proc is not None:
            self.proc.terminate()
            await self.proc.wait()
            if self.reader is not None:
                await self.reader
            self.proc = self.reader = None

    async def _read(self, proc: asyncio.subprocess.Process) -> None:
        base = (dict(self.sent), dict(self.answered), self.closed)
        assert proc.stdout is not None
        while line := await proc.stdout.readline():
            counts = json.loads(line)
            self.sent = {k: base[0][k] + v for k, v in counts["sent"].items()}
            self.answered = {k: base[1][k] + v for k, v in counts["answered"].items()}
            self.closed = base[2] + counts["closed"]


async def abuse_forever(url: str) -> None:
    """The child of :class:`AbuserProcess`: run an :class:`Abuser` until SIGTERM,
    printing its counts as a line of JSON every half second."""
    abuser = Abuser(url)
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    await abuser.set_running(True)
    while not stop.is_set():
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(0.5):
                await stop.wait()
        print(json.dumps({"sent": abuser.sent, "answered": abuser.answered,
                          "closed": abuser.closed}), flush=True)
    await abuser.set_running(False)


def scrape(port: int | None) -> dict[str, float]:
    """The server's metrics (name with labels → value), or {} without an endpoint."""
    if port is None:
        return {}
    try:
        with socket.create_connection((HOST, port), timeout=5) as s:
            s.sendall(b"GET /metrics HTTP/1.1\r\nHost: localhost\r\n\r\n")
            data = b""
            while chunk := s.recv(65536):
                data += chunk
    except OSError:
        return {}
    out = {}
    for line in data.decode().partition("\r\n\r\n")[2].splitlines():
        if line and not line.startswith("#"):
            name, value = line.rsplit(" ", 1)
            out[name] = float(value)
    return out


async def loop_lag(samples: list[float], stop: asyncio.Event) -> None:
    """Record how late a 50 ms sleep wakes up (this process's event-loop lag)."""
    while not stop.is_set():
        t = time.perf_counter()
        await asyncio.sleep(0.05)
        samples.append(time.perf_counter() - t - 0.05)


def pct(values: list[float], p: float) -> float:
    """The ``p``-th percentile of ``values`` (nearest rank)."""
    if not values:
        return float("nan")
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


async def run_levels(url: str, pid: int, levels: list[int], pace: float, measure: float,
                     ramp: float, mix: dict[str, int] | None = None,
                     metrics_port: int | None = None, abuse: bool = False,
                     keep_going: bool = False) -> list[dict]:
    load = Load(url, pace, 1)
    games: list[asyncio.Task] = []
    abuser = AbuserProcess(url) if abuse else None
    out = []
    base_rss = proc_rss_mb(pid)
    for level_name, n in (mix or {}).items():
        games.extend(asyncio.ensure_future(load.game(level_name)) for _ in range(n))
    mixed = sum((mix or {}).values())
    for level in levels:
        ramp_start = time.perf_counter()
        while len(games) < level + mixed:  # start new games spread over the ramp time
            games.append(asyncio.ensure_future(load.game()))
            if len(games) % 50 == 0:
                await asyncio.sleep(ramp / max(1, level / 50))
        while (load.games_running < (level + mixed) * 0.95
               and time.perf_counter() - ramp_start < 120):
            await asyncio.sleep(0.5)
        await asyncio.sleep(min(pace * 2, 5))  # let the new games settle into their pace
        phases = (["without", "with abuser", "without, after"] if abuser is not None
                  else [""])
        for phase in phases:
            if abuser is not None:
                await abuser.set_running(phase == "with abuser")
            load.latencies.clear()
            load.mixed_latencies.clear()
            load.think.clear()
            a0, cpu0, t0 = load.actions, proc_cpu_seconds(pid), time.perf_counter()
            m0 = await asyncio.to_thread(scrape, metrics_port)
            abuse0 = dict(abuser.sent) if abuser else {}
            own0 = time.process_time()
            lags: list[float] = []
            stop_lag = asyncio.Event()
            lag_task = asyncio.ensure_future(loop_lag(lags, stop_lag))
            await asyncio.sleep(measure)
            stop_lag.set()
            await lag_task
            actions = load.actions - a0
            cpu = proc_cpu_seconds(pid) - cpu0
            wall = time.perf_counter() - t0
            clients_cpu = time.process_time() - own0
            m1 = await asyncio.to_thread(scrape, metrics_port)
            lat = [x * 1000 for x in load.latencies]
            rss = proc_rss_mb(pid)
            row = {"phase": phase, "games": load.games_running, "actions": actions,
                   "actions_per_s": actions / wall,
                   "median_ms": statistics.median(lat) if lat else float("nan"),
                   "p95_ms": pct(lat, 95), "p99_ms": pct(lat, 99),
                   "server_cpu_ms_per_action": 1000 * cpu / max(1, actions),
                   "server_cpu_share": cpu / wall,
                   "rss_mb": rss, "rss_kb_per_game": 1024 * (rss - base_rss) / max(1, level),
                   "client_lag_p95_ms": pct([x * 1000 for x in lags], 95),
                   "client_cpu_share": clients_cpu / wall,
                   "client_errors": load.errors}
            if m1:
                gc_key = 'sanjuan_gc_pause_seconds_total{generation="%d"}'
                row["server_lag_p99_ms"] = 1000 * m1.get(
                    'sanjuan_event_loop_lag_seconds{quantile="0.99"}', float("nan"))
                row["server_lag_max_ms"] = 1000 * m1.get(
                    'sanjuan_event_loop_lag_seconds{quantile="1.0"}', float("nan"))
                row["gc_ms_per_s"] = {g: 1000 * (m1.get(gc_key % g, 0) - m0.get(gc_key % g, 0))
                                      / wall for g in (0, 1, 2)}
                row["gc2_longest_ms"] = 1000 * m1.get(
                    'sanjuan_gc_pause_longest_seconds{generation="2"}', 0)
                n_key = 'sanjuan_gc_collections_total{generation="2"}'
                row["gc2_collections"] = m1.get(n_key, 0) - m0.get(n_key, 0)
            if abuser is not None:
                row["abuse_per_s"] = {k: (abuser.sent[k] - abuse0.get(k, 0)) / wall
                                      for k in abuser.sent}
                row["abuse_closed"] = abuser.closed
            out.append(row)
            print(f"{phase + ': ' if phase else ''}{row['games']:>6} games  {actions:>6} "
                  f"actions ({row['actions_per_s']:.0f}/s)  "
                  f"latency median {row['median_ms']:.1f} p95 {row['p95_ms']:.1f} "
                  f"p99 {row['p99_ms']:.1f} ms  server CPU {row['server_cpu_ms_per_action']:.2f} "
                  f"ms/action ({100 * row['server_cpu_share']:.0f}% of a core)  RSS "
                  f"{rss:.0f} MB ({row['rss_kb_per_game']:.0f} KB/game)  client lag p95 "
                  f"{row['client_lag_p95_ms']:.1f} ms, CPU {100 * row['client_cpu_share']:.0f}% "
                  f"of a core  errors {load.errors}", flush=True)
            if m1:
                print(f"       server event-loop lag p99 {row['server_lag_p99_ms']:.1f} max "
                      f"{row['server_lag_max_ms']:.1f} ms (last 4096 samples); GC CPU ms/s by "
                      f"generation {', '.join(f'{v:.1f}' for v in row['gc_ms_per_s'].values())}; "
                      f"{row['gc2_collections']:.0f} full collections, the longest of the run "
                      f"{row['gc2_longest_ms']:.1f} ms of CPU", flush=True)
            if abuser is not None:
                rates = ", ".join(f"{k} {v:.0f}/s" for k, v in row["abuse_per_s"].items())
                print(f"       abuser: {rates} sent; closed {abuser.closed} times; answered "
                      f"(not refused) {abuser.answered}", flush=True)
            for name in mix or {}:
                human = [x * 1000 for x in load.mixed_latencies.get(name, [])]
                think = [x * 1000 for x in load.think.get(name, [])]
                row[f"{name}_human_p95_ms"] = pct(human, 95)
                row[f"{name}_think_ms"] = [pct(think, 50), pct(think, 95), pct(think, 99)]
                print(f"       {mix[name]} games against {name}: human latency median "
                      f"{statistics.median(human) if human else float('nan'):.1f} p95 "
                      f"{pct(human, 95):.1f} ms; computer moves {len(think)}, think p50 "
                      f"{pct(think, 50):.0f} p95 {pct(think, 95):.0f} p99 {pct(think, 99):.0f} ms",
                      flush=True)
        if row["p95_ms"] > 1000 and not keep_going:
            break  # far past the limit: no point in more
    load.stop = True
    if abuser is not None:
        await abuser.set_running(False)
    if abuser is not None and len(out) >= 2:
        for level_rows in (out[i:i + 3] for i in range(0, len(out), 3)):
            base = [r["p95_ms"] for r in level_rows if r["phase"] != "with abuser"]
            hit = [r["p95_ms"] for r in level_rows if r["phase"] == "with abuser"]
            if base and hit:
                print(f"honest p95 at {level_rows[0]['games']} games: without the abuser "
                      f"{' / '.join(f'{b:.1f}' for b in base)} ms, with it {hit[0]:.1f} ms: "
                      f"{hit[0] / max(base):.2f}× the larger one (issue 37: at most 2×)",
                      flush=True)
    for g in games:
        g.cancel()
    await asyncio.gather(*games, return_exceptions=True)
    return out



def start_server(tree: Path, data: str, thinkers: int | None,
                 extra: list[str] | None = None) -> tuple[subprocess.Popen[str], str]:
    """Start `sanjuan serve` of checkout ``tree`` on 127.0.0.1 (a free port), keeping its
    games in the folder ``data``; ``thinkers``: its thinking processes (None: its default);
    ``extra``: more options. Returns the process and its ``ws://`` URL (from its first line)."""
    cmd = [sys.executable, "-m", "sanjuan.cli.serve", "--host", HOST, "--port", "0",
           "--data", data, *(extra or [])]
    if thinkers is not None:
        cmd += ["--thinkers", str(thinkers)]
    server = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, cwd=tree,
                              env={**os.environ, "PYTHONPATH": str(tree)})
    assert server.stdout is not None
    return server, server.stdout.readline().split()[2]

def main() -> int:
    """Run the benchmark; prints one line per level and a summary."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--levels", default="100,250,500,1000,1500",
                   help="concurrent games to hold, in turn (comma-separated)")
    p.add_argument("--pace", type=float, default=2.0, help="seconds per action per game")
    p.add_argument("--measure", type=float, default=20.0, help="seconds measured per level")
    p.add_argument("--ramp", type=float, default=10.0, help="seconds to start a level's games")
    p.add_argument("--max-seconds", type=float, default=900.0, help="end the run after this")
    p.add_argument("--json", action="store_true", help="print the rows as JSON at the end")
    p.add_argument("--mix", default="",
                   help="games against a computer kept beside each level, e.g. hard:8,expert:8")
    p.add_argument("--thinkers", type=int, default=None,
                   help="the server's thinking processes (default: its own default)")
    p.add_argument("--tree", type=Path, default=ROOT,
                   help="checkout whose server to run (default: this one)")
    p.add_argument("--abuser-url", help=argparse.SUPPRESS)  # AbuserProcess's child
    p.add_argument("--abuse", action="store_true",
                   help="add one client flooding chat, undo and token guesses")
    p.add_argument("--keep-going", action="store_true",
                   help="measure every level even after a p95 over a second (a busy machine)")
    p.add_argument("--serve-args", default="",
                   help="more options for sanjuan serve, e.g. --no-gc-schedule")
    args = p.parse_args()
    if args.abuser_url:
        asyncio.run(abuse_forever(args.abuser_url))
        return 0
    levels = [int(x) for x in args.levels.split(",")]
    mix = {name: int(n) for name, n in (x.split(":") for x in args.mix.split(",") if x)}
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # two sockets per seat
    data = tempfile.mkdtemp(prefix="sanjuan-load-")
    tree = args.tree.resolve()
    extra = ["--max-connections", str(4 * max(levels) + 100)]
    metrics_port = None
    if "--no-address-limits" in (tree / "sanjuan/cli/serve.py").read_text():
        # every client is on loopback: no budgets per address (issue 37), but for the
        # abuser's run only the creates are lifted (its errors and guesses count
        # against its own address, given through the proxy header: ABUSER_ADDRESS)
        extra += (["--creates-per-address", "100000000", "--creates-per-minute",
                   "100000000", "--trust-proxy"] if args.abuse else ["--no-address-limits"])
    if "--metrics-port" in (tree / "sanjuan/cli/serve.py").read_text():
        with socket.socket() as s:
            s.bind((HOST, 0))
            metrics_port = s.getsockname()[1]
        extra += ["--metrics-port", str(metrics_port)]
    extra += args.serve_args.split()
    server, url = start_server(tree, data, args.thinkers, extra)
    try:
        print(f"server pid {server.pid} at {url} (code of {tree}); pace {args.pace:g} "
              f"s/action/game; {args.measure:g} s measured per level; computer games "
              f"{mix or 'none'}", flush=True)

        async def bounded() -> list[dict]:
            async with asyncio.timeout(args.max_seconds):
                return await run_levels(url, server.pid, levels, args.pace, args.measure,
                                        args.ramp, mix, metrics_port, args.abuse,
                                        args.keep_going)

        try:
            rows = asyncio.run(bounded())
        except TimeoutError:
            print("stopped: --max-seconds reached")
            rows = []
    finally:
        server.terminate()
        server.wait(10)
    held = [r["games"] for r in rows if r["p95_ms"] < 100]
    print(f"largest level with p95 < 100 ms: {max(held) if held else 'none'} games")
    print("load:", subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
    if args.json:
        print(json.dumps(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
