"""Where does the game server's event loop stall? A profiler for ``sanjuan serve`` under
``bench/server_load.py`` (issue 37; the findings are in docs/server.md, "Where the loop
still stalled").

Not shipped and not imported by anything: it is installed as a ``sitecustomize`` module,
which Python imports at the start of every process that has it on ``sys.path``, and it
does nothing unless ``STALL_WATCH`` names a report file. The benchmark runs the server
with ``PYTHONPATH`` set to the checkout, so::

    cp lab/tools/server_stall_watch.py sitecustomize.py
    STALL_WATCH=/tmp/stall.txt STALL_SKIP=18 python bench/server_load.py --levels 2000 \\
        --measure 15 --keep-going
    rm sitecustomize.py

Every 5 s it writes to ``STALL_WATCH``: the loop iterations that took over 30 ms after
the first ``STALL_SKIP`` seconds (the ramp), but for those spent waiting for work in the
selector (idle), each with its wall and CPU time and the
stack seen most often inside it (a watchdog thread samples the main thread's stack every
3 ms while one iteration has run for over 20 ms; CPU ≪ wall means the process waited,
for a CPU or in a system call), and, in ``STALL_WATCH.timings``, the wall time per call
of the store's write, the hall's send, apply and publish (p50 … max).
"""

from __future__ import annotations

import collections
import os
import sys
import threading
import time
from typing import Any

T0 = time.perf_counter()
SKIP = float(os.environ.get("STALL_SKIP", "0"))
#: Loop iterations that took long: (start s, wall s, CPU s, stacks sampled in it).
LONG: list[tuple[float, float, float, dict[str, int]]] = []
#: Wall seconds of each call of the watched methods, by name.
TIMINGS: dict[str, list[float]] = collections.defaultdict(list)
_state: dict[str, Any] = {"start": None, "stacks": collections.Counter()}


def _stack(frame: Any, depth: int = 7) -> str:
    parts = []
    while frame is not None and len(parts) < depth:
        code = frame.f_code
        parts.append(f"{os.path.basename(code.co_filename)}:{code.co_name}:{frame.f_lineno}")
        frame = frame.f_back
    return " <- ".join(parts)


def _idle(stacks: dict[str, int]) -> bool:
    """Whether a long iteration was the loop waiting for work (seen mostly in the
    selector's ``select``): idle, not a stall."""
    if not stacks:
        return False
    top = max(stacks.items(), key=lambda kv: kv[1])[0]
    return top.startswith("selectors.py:select")


def _watch_loop() -> None:
    import asyncio.base_events as be

    run_once = be.BaseEventLoop._run_once  # type: ignore[attr-defined]  # noqa: SLF001

    def timed(self: Any) -> None:
        t0, c0 = time.perf_counter(), time.thread_time()
        _state["start"] = t0
        try:
            run_once(self)
        finally:
            _state["start"] = None
            wall = time.perf_counter() - t0
            if wall > 0.03:
                LONG.append((t0 - T0, wall, time.thread_time() - c0,
                             dict(_state["stacks"])))
            _state["stacks"].clear()

    be.BaseEventLoop._run_once = timed  # type: ignore[attr-defined]  # noqa: SLF001


def _time_calls() -> None:
    while "sanjuan.net.hall" not in sys.modules:
        time.sleep(0.01)
    time.sleep(0.5)
    import sanjuan.net.hall as hall
    import sanjuan.net.store as store

    def timed(f: Any, key: str) -> Any:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            t = time.perf_counter()
            try:
                return f(*args, **kwargs)
            finally:
                if t - T0 > SKIP:
                    TIMINGS[key].append(time.perf_counter() - t)
        return wrapper

    for cls, name in ((store.GameStore, "add_action"), (hall.GameHall, "send"),
                      (hall.GameHall, "apply"), (hall.GameHall, "_publish")):
        setattr(cls, name, timed(getattr(cls, name), f"{cls.__name__}.{name}"))


def _report(out: str) -> None:
    main = threading.main_thread().ident
    last = time.monotonic()
    while True:
        time.sleep(0.003)
        start = _state["start"]
        if start is not None and time.perf_counter() - start > 0.02:
            frame = sys._current_frames().get(main or 0)  # noqa: SLF001
            if frame is not None:
                _state["stacks"][_stack(frame)] += 1
        if time.monotonic() - last < 5:
            continue
        last = time.monotonic()
        kept = sorted((x for x in LONG if x[0] >= SKIP and not _idle(x[3])),
                      key=lambda x: -x[1])
        with open(out, "w") as fh:
            fh.write(f"loop iterations over 30 ms after {SKIP:g} s: {len(kept)}\n")
            for t, wall, cpu, stacks in kept[:25]:
                top = max(stacks.items(), key=lambda kv: kv[1])[0] if stacks else "-"
                fh.write(f"t {t:5.1f} s  wall {1000 * wall:6.1f} ms  CPU {1000 * cpu:6.1f} "
                         f"ms  {top[:200]}\n")
        with open(out + ".timings", "w") as fh:
            for key, values in TIMINGS.items():
                s = sorted(values)
                if not s:
                    continue

                def q(p: float, s: list[float] = s) -> float:
                    return 1000 * s[min(len(s) - 1, int(p * len(s)))]

                fh.write(f"{key:22s} n {len(s):6d} mean {1000 * sum(s) / len(s):.3f} p50 "
                         f"{q(.5):.3f} p95 {q(.95):.3f} p99 {q(.99):.3f} p99.9 {q(.999):.2f} "
                         f"max {1000 * s[-1]:.2f} ms\n")


if os.environ.get("STALL_WATCH"):
    _watch_loop()
    threading.Thread(target=_time_calls, daemon=True).start()
    threading.Thread(target=_report, args=(os.environ["STALL_WATCH"],), daemon=True).start()
