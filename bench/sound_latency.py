"""Benchmark: what the game's sound costs the window (issue 35, ui/sound/player.py).

Run: ``nice -n 10 python bench/sound_latency.py [--plays 50]``. Prints, with the
machine's load:

* ``import miniaudio``: the first import (ms; paid on the sound thread, once);
* open the default device: how long until it opens or fails (no device: the fail-soft
  path; ms, on the sound thread);
* open the null device (miniaudio's device without a sound card, pulled like one);
* ``play()`` on the caller's thread: the time the window's thread spends per effect
  (median and maximum over ``--plays``, µs);
* play → mixed: from ``play()`` to the audio thread's first block that holds the effect
  (median and maximum, ms): the start latency without the sound card's own buffer.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> int:
    """Measure and print; returns the exit status."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--plays", type=int, default=50)
    args = ap.parse_args(argv)
    sounds = {p.stem: p.read_bytes() for p in (ROOT / "assets" / "sounds").glob("*.wav")}

    start = time.perf_counter()
    import miniaudio
    print(f"import miniaudio {miniaudio.__version__}: "
          f"{(time.perf_counter() - start) * 1000:.0f} ms")

    from ui.sound.player import MiniaudioSink, Mixer

    start = time.perf_counter()
    real = MiniaudioSink(sounds)
    real.ready.wait(30)
    print(f"open the default device: {(time.perf_counter() - start) * 1000:.0f} ms, "
          f"{'failed: ' + real.failed if real.failed else 'opened'}")
    real.close()

    start = time.perf_counter()
    sink = MiniaudioSink(sounds, backends=[miniaudio.Backend.NULL])
    sink.ready.wait(30)
    print(f"open the null device: {(time.perf_counter() - start) * 1000:.0f} ms"
          + (f", failed: {sink.failed}" if sink.failed else ""))
    mixer = sink.mixer
    if mixer is None:
        return 1
    mixed_at: list[float] = []
    render = Mixer.render

    def timed_render(frames: int) -> bytes:
        busy = bool(mixer._voices)  # noqa: SLF001 - the benchmark looks inside
        out = render(mixer, frames)
        if busy and not mixed_at:
            mixed_at.append(time.perf_counter())
        return out

    mixer.render = timed_render  # type: ignore[method-assign]
    calls, latencies = [], []
    for _ in range(args.plays):
        while mixer.busy:
            time.sleep(0.01)
        mixed_at.clear()
        t0 = time.perf_counter()
        sink.play("role_chosen", 0.5)
        calls.append(time.perf_counter() - t0)
        while not mixed_at:
            time.sleep(0.0005)
        latencies.append(mixed_at[0] - t0)
    sink.close()
    print(f"play() on the caller's thread: median {statistics.median(calls) * 1e6:.0f} µs, "
          f"max {max(calls) * 1e6:.0f} µs ({args.plays} plays)")
    print(f"play -> mixed: median {statistics.median(latencies) * 1000:.1f} ms, "
          f"max {max(latencies) * 1000:.1f} ms")
    from sanjuan.ai.arena import load_average  # the game is imported in main(), not at the top
    print(f"load average: {' '.join(f'{x:.2f}' for x in load_average())} "
          f"on {os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    sys.exit(main())
