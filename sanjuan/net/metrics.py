"""Health and metrics of a running server, in the Prometheus text format.

:class:`Metrics` counts what the server does (actions, their latency on the server,
errors by code); :class:`MetricsEndpoint` serves them over plain HTTP to a scraper —
``GET /metrics`` (Prometheus text format 0.0.4) and ``GET /health`` (``ok``). It is off
unless ``sanjuan serve --metrics-port`` names a port, and listens on 127.0.0.1 only
unless told otherwise: it tells anyone who reaches it how busy the server is, nothing
about any game. Requests are read with a size and time limit; anything but those two
paths gets 404.
"""

from __future__ import annotations

import asyncio
import time
from collections import Counter, deque
from collections.abc import Callable

#: Action latencies kept for the quantiles (the most recent ones).
LATENCY_WINDOW = 4096
#: Longest request head read (bytes), and how long a scraper may take to send it (s).
MAX_REQUEST = 8192
REQUEST_SECONDS = 5.0


class Metrics:
    """The counters of one server. ``live_games`` and ``connections`` are read when
    the metrics are asked for."""

    def __init__(self, live_games: Callable[[], int], games_held: Callable[[], int],
                 connections: Callable[[], int]) -> None:
        self.live_games, self.games_held, self.connections = live_games, games_held, connections
        self.actions = 0
        self.errors: Counter[str] = Counter()
        self.latencies: deque[float] = deque(maxlen=LATENCY_WINDOW)
        self.started = time.time()
        #: How late the event loop woke for a timer (s), recent samples: a stall.
        self.lags: deque[float] = deque(maxlen=LATENCY_WINDOW)
        #: Garbage-collection pauses per generation: [count, seconds, longest].
        self.gc_pauses: dict[int, list[float]] = {0: [0, 0.0, 0.0], 1: [0, 0.0, 0.0],
                                                  2: [0, 0.0, 0.0]}
        self._gc_began = 0.0

    def gc_callback(self, phase: str, info: dict[str, int]) -> None:
        """For ``gc.callbacks``: the CPU time of each collection (the thread's own, so
        that a busy machine does not inflate it; the loop stalls at least that long)."""
        if phase == "start":
            self._gc_began = time.thread_time()
            return
        took = time.thread_time() - self._gc_began
        entry = self.gc_pauses.setdefault(info.get("generation", 2), [0, 0.0, 0.0])
        entry[0] += 1
        entry[1] += took
        entry[2] = max(entry[2], took)

    async def watch_loop(self, period: float = 0.05) -> None:
        """Sample how late the event loop wakes from a ``period`` s sleep, forever."""
        while True:
            began = time.perf_counter()
            await asyncio.sleep(period)
            self.lags.append(max(0.0, time.perf_counter() - began - period))

    def action_done(self, seconds: float) -> None:
        """Count an action that took ``seconds`` on the server (checked, applied,
        stored and sent to every seat)."""
        self.actions += 1
        self.latencies.append(seconds)

    def error(self, code: str) -> None:
        """Count an ``error`` answered with ``code``."""
        self.errors[code] += 1

    def quantile(self, q: float, samples: deque[float] | None = None) -> float:
        """The ``q`` quantile (0–1) of the recent action latencies (or of ``samples``),
        in seconds; 0 with none."""
        values = self.latencies if samples is None else samples
        if not values:
            return 0.0
        ordered = sorted(values)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))]

    def text(self) -> str:
        """Every metric in the Prometheus text exposition format (version 0.0.4)."""
        lines = [
            "# HELP sanjuan_up Whether the game server runs.", "# TYPE sanjuan_up gauge",
            "sanjuan_up 1",
            "# HELP sanjuan_start_time_seconds When the server started (Unix time).",
            "# TYPE sanjuan_start_time_seconds gauge",
            f"sanjuan_start_time_seconds {self.started:.3f}",
            "# HELP sanjuan_games_live Games not over and not expired.",
            "# TYPE sanjuan_games_live gauge", f"sanjuan_games_live {self.live_games()}",
            "# HELP sanjuan_games_held Games held in memory.",
            "# TYPE sanjuan_games_held gauge", f"sanjuan_games_held {self.games_held()}",
            "# HELP sanjuan_connections Open client connections.",
            "# TYPE sanjuan_connections gauge", f"sanjuan_connections {self.connections()}",
            "# HELP sanjuan_actions_total Actions applied (players, computers, stand-ins).",
            "# TYPE sanjuan_actions_total counter", f"sanjuan_actions_total {self.actions}",
            "# HELP sanjuan_action_seconds Server time per action (recent actions).",
            "# TYPE sanjuan_action_seconds summary"]
        for q in (0.5, 0.95, 0.99):
            lines.append(f'sanjuan_action_seconds{{quantile="{q}"}} {self.quantile(q):.6f}')
        lines += [f"sanjuan_action_seconds_sum {sum(self.latencies):.6f}",
                  f"sanjuan_action_seconds_count {len(self.latencies)}",
                  "# HELP sanjuan_errors_total Errors answered, by code.",
                  "# TYPE sanjuan_errors_total counter"]
        for code, n in sorted(self.errors.items()):
            lines.append(f'sanjuan_errors_total{{code="{code}"}} {n}')
        if self.lags:
            lines += ["# HELP sanjuan_event_loop_lag_seconds How late the event loop woke "
                      "for a timer (recent samples).",
                      "# TYPE sanjuan_event_loop_lag_seconds summary"]
            for q in (0.5, 0.95, 0.99, 1.0):
                lines.append(f'sanjuan_event_loop_lag_seconds{{quantile="{q}"}} '
                             f"{self.quantile(q, self.lags):.6f}")
        lines += ["# HELP sanjuan_gc_pause_seconds_total CPU time in garbage collection.",
                  "# TYPE sanjuan_gc_pause_seconds_total counter"]
        for gen, (count, total, longest) in sorted(self.gc_pauses.items()):
            lines += [f'sanjuan_gc_pause_seconds_total{{generation="{gen}"}} {total:.6f}',
                      f'sanjuan_gc_collections_total{{generation="{gen}"}} {int(count)}',
                      f'sanjuan_gc_pause_longest_seconds{{generation="{gen}"}} {longest:.6f}']
        return "\n".join(lines) + "\n"


class MetricsEndpoint:
    """A tiny HTTP server for ``metrics``: :meth:`start` on ``host``:``port``,
    :meth:`close`."""

    def __init__(self, metrics: Metrics) -> None:
        self.metrics = metrics
        self.server: asyncio.Server | None = None

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> int:
        """Listen on ``host``:``port`` (0: a free one); returns the port. Raises
        OSError."""
        self.server = await asyncio.start_server(self._serve, host, port, limit=MAX_REQUEST)
        return int(self.server.sockets[0].getsockname()[1])

    async def close(self) -> None:
        """Stop listening."""
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            async with asyncio.timeout(REQUEST_SECONDS):
                head = await reader.readuntil(b"\r\n\r\n")
        except (TimeoutError, asyncio.IncompleteReadError, asyncio.LimitOverrunError,
                ConnectionError):
            writer.close()
            return
        parts = head[:MAX_REQUEST].split(b"\r\n", 1)[0].split()
        path = parts[1].split(b"?", 1)[0] if len(parts) == 3 and parts[0] == b"GET" else b""
        if path == b"/metrics":
            status, body = "200 OK", self.metrics.text()
            kind = "text/plain; version=0.0.4; charset=utf-8"
        elif path == b"/health":
            status, body, kind = "200 OK", "ok\n", "text/plain; charset=utf-8"
        else:
            status, body, kind = "404 Not Found", "not found\n", "text/plain; charset=utf-8"
        data = body.encode()
        writer.write(f"HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: "
                     f"{len(data)}\r\nConnection: close\r\n\r\n".encode() + data)
        try:
            await writer.drain()
        except ConnectionError:
            pass
        writer.close()
