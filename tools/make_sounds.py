"""Synthesise the game's sound effects and its table ambience into ``assets/sounds/``.

Run from anywhere, with the project's virtual environment (NumPy is in the test extra,
not a dependency of the game):

    python tools/make_sounds.py            # write assets/sounds/*.wav
    python tools/make_sounds.py --check    # exit 1 if a committed file differs

Everything is made here from sine partials and filtered noise with a fixed seed, so the
output is byte-stable and ours to ship under the project's licence (assets/sounds/README.md).
Each sound has a soft attack and a fade to exact silence (no clicks at either end) and a
peak of at most -6 dBFS. The files are mono 16-bit PCM WAV: effects at 16,000 Hz, the
ambience at 11,025 Hz (it has nothing above a few kHz), a loop whose end meets its start.
"""

from __future__ import annotations

import argparse
import io
import sys
import wave
from collections.abc import Callable
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "sounds"
RATE = 16_000  # Hz, the effects (their highest partials are below 7 kHz)
AMBIENCE_RATE = 11_025  # Hz, the ambience loop
PEAK = 0.5  # -6 dBFS

Signal = np.ndarray


def _t(seconds: float, rate: int = RATE) -> Signal:
    return np.arange(int(seconds * rate)) / rate


def _rng() -> np.random.Generator:
    return np.random.default_rng(1493)  # fixed: the files do not change between runs


def _envelope(n: int, rate: int, attack: float, decay: float, fade: float = 0.02) -> Signal:
    """A raised-cosine attack of ``attack`` s, an exponential decay (time constant
    ``decay`` s) and a raised-cosine fade to zero over the last ``fade`` s."""
    t = np.arange(n) / rate
    env = np.exp(-t / decay)
    a = max(1, int(attack * rate))
    env[:a] *= 0.5 - 0.5 * np.cos(np.linspace(0, np.pi, a))
    f = max(1, int(fade * rate))
    env[-f:] *= 0.5 + 0.5 * np.cos(np.linspace(0, np.pi, f))
    return env


def _bell(freq: float, seconds: float, decay: float, partials: tuple[tuple[float, float], ...]
          = ((1.0, 1.0), (2.0, 0.35), (3.01, 0.12)), attack: float = 0.004) -> Signal:
    """A struck tone: ``partials`` (ratio, level), the higher ones decaying faster."""
    t = _t(seconds)
    out = np.zeros_like(t)
    for ratio, level in partials:
        out += level * np.sin(2 * np.pi * freq * ratio * t) * np.exp(-t * ratio / decay)
    return out * _envelope(len(t), RATE, attack, 10.0)


def _lowpass(x: Signal, cutoff: float, rate: int = RATE) -> Signal:
    """A one-pole low-pass filter (cutoff in Hz), run twice for a softer slope."""
    a = np.exp(-2 * np.pi * cutoff / rate)
    for _ in range(2):
        y = np.empty_like(x)
        acc = 0.0
        for i, v in enumerate(x):
            acc = (1 - a) * v + a * acc
            y[i] = acc
        x = y
    return x


def _place(total: float, parts: list[tuple[float, Signal]]) -> Signal:
    """Mix ``parts`` (start in s, signal) into one signal ``total`` s long."""
    out = np.zeros(int(total * RATE))
    for start, sig in parts:
        i = int(start * RATE)
        n = min(len(sig), len(out) - i)
        out[i:i + n] += sig[:n]
    return out


def _note(name: str) -> float:
    """Frequency of a note such as "A4" or "C#5" (equal temperament, A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semis = steps[name[0]] + (1 if "#" in name else 0) + 12 * (int(name[-1]) - 4)
    return 440.0 * 2 ** (semis / 12)


# ---------------------------------------------------------------- the effects
def card_placed() -> Signal:
    """A card laid on the table: a soft low knock and a short papery brush."""
    t = _t(0.22)
    knock = np.sin(2 * np.pi * 160 * t) * np.exp(-t / 0.03)
    brush = _lowpass(_rng().standard_normal(len(t)), 2500) * np.exp(-t / 0.025) * 2.5
    return (knock + brush) * _envelope(len(t), RATE, 0.002, 10.0, 0.03)


def card_drawn() -> Signal:
    """A card slid off the pile: a short swell of filtered noise."""
    t = _t(0.2)
    noise = _lowpass(_rng().standard_normal(len(t)), 3000)
    swell = np.sin(np.pi * t / t[-1]) ** 2
    return noise * swell


def cards_shuffled() -> Signal:
    """A riffle: a quick run of card ticks, faster towards the end, then a settle."""
    rng = _rng()
    parts: list[tuple[float, Signal]] = []
    start = 0.0
    for i in range(16):
        tick_t = _t(0.03)
        tick = _lowpass(rng.standard_normal(len(tick_t)), 3500) * np.exp(-tick_t / 0.006)
        parts.append((start, tick * (0.6 + 0.4 * rng.random())))
        start += 0.034 - i * 0.0012
    settle = card_placed() * 0.8
    parts.append((start + 0.05, settle))
    out = _place(start + 0.3, parts)
    return out * _envelope(len(out), RATE, 0.002, 10.0, 0.03)


def coin() -> Signal:
    """Coins (a sale): two small bright strikes."""
    partials = ((1.0, 1.0), (1.38, 0.5), (2.05, 0.3), (2.76, 0.15))
    a = _bell(1800, 0.4, 0.09, partials)
    b = _bell(2150, 0.4, 0.08, partials) * 0.8
    return _place(0.5, [(0.0, a), (0.09, b)])


def production() -> Signal:
    """Goods made (production): a warm three-note wooden arpeggio."""
    wood = ((1.0, 1.0), (4.0, 0.12))
    notes = [(0.0, "G4"), (0.07, "B4"), (0.14, "D5")]
    return _place(0.6, [(s, _bell(_note(n), 0.45, 0.12, wood, 0.003)) for s, n in notes])


def role_chosen() -> Signal:
    """A role card taken: a single soft wood-block tap."""
    return _bell(_note("E5"), 0.18, 0.04, ((1.0, 1.0), (2.7, 0.2)), 0.002)


def tile_turned() -> Signal:
    """The trading-house tile turned: a low flap and a quiet tap."""
    t = _t(0.16)
    flap = _lowpass(_rng().standard_normal(len(t)), 900) * np.sin(np.pi * t / t[-1]) * 2
    return _place(0.3, [(0.0, flap), (0.1, role_chosen() * 0.4)])


def your_turn() -> Signal:
    """Your decision opened: a gentle rising two-note chime."""
    soft = ((1.0, 1.0), (2.0, 0.2), (3.0, 0.05))
    return _place(0.9, [(0.0, _bell(_note("E5"), 0.8, 0.35, soft, 0.012)),
                        (0.14, _bell(_note("A5"), 0.75, 0.35, soft, 0.012))])


def end_warning() -> Signal:
    """The game is about to end: three calm descending bell notes, lower."""
    soft = ((1.0, 1.0), (2.0, 0.3), (2.99, 0.1))
    notes = [(0.0, "A4"), (0.22, "F4"), (0.44, "D4")]
    return _place(1.2, [(s, _bell(_note(n), 0.75, 0.3, soft, 0.01)) for s, n in notes])


def game_won() -> Signal:
    """You won: a bright major arpeggio ending on a held chord."""
    soft = ((1.0, 1.0), (2.0, 0.25), (3.0, 0.08))
    notes = [(0.0, "C5"), (0.12, "E5"), (0.24, "G5")]
    parts = [(s, _bell(_note(n), 0.6, 0.25, soft, 0.008)) for s, n in notes]
    parts += [(0.38, _bell(_note(n), 1.0, 0.5, soft, 0.01) * 0.6) for n in ("C5", "E5", "C6")]
    return _place(1.45, parts)


def game_lost() -> Signal:
    """The game is over and you did not win: a soft falling minor figure."""
    soft = ((1.0, 1.0), (2.0, 0.2))
    notes = [(0.0, "E5"), (0.2, "C5"), (0.4, "A4")]
    parts = [(s, _bell(_note(n), 0.8, 0.3, soft, 0.015)) for s, n in notes]
    return _place(1.3, parts)


def ambience() -> Signal:
    """A quiet table: soft brown noise (a room's air) with a few distant murmurs, 4 s,
    made to loop: the last 0.5 s are cross-faded into the start."""
    rate, seconds, overlap = AMBIENCE_RATE, 4.0, 0.5
    rng = _rng()
    n, m = int(seconds * rate), int(overlap * rate)
    white = rng.standard_normal(n + m)
    brown = np.cumsum(white)
    brown -= _lowpass(brown, 0.5, rate)  # take the drift out: no DC, no slow wander
    room = _lowpass(brown, 400, rate)
    room /= np.max(np.abs(room))
    t = np.arange(n + m) / rate
    murmur = _lowpass(rng.standard_normal(n + m), 600, rate)
    swell = np.clip(np.sin(2 * np.pi * t / 3.25) * np.sin(2 * np.pi * t / 1.9), 0, None)
    murmur *= swell / max(1e-9, np.max(np.abs(murmur)))
    x = room * 0.8 + murmur * 0.6
    fade = 0.5 - 0.5 * np.cos(np.linspace(0, np.pi, m))
    loop = x[:n].copy()
    loop[:m] = loop[:m] * fade + x[n:n + m] * (1 - fade)
    return loop


#: Each effect and its peak (the bright and the noisy ones quieter, so that all sound
#: about as loud; none above -6 dBFS).
EFFECTS: dict[str, tuple[Callable[[], Signal], float]] = {
    "card_placed": (card_placed, 0.45),
    "card_drawn": (card_drawn, 0.3),
    "cards_shuffled": (cards_shuffled, 0.35),
    "coin": (coin, 0.3),
    "production": (production, 0.4),
    "role_chosen": (role_chosen, 0.3),
    "tile_turned": (tile_turned, 0.3),
    "your_turn": (your_turn, 0.45),
    "end_warning": (end_warning, 0.45),
    "game_won": (game_won, PEAK),
    "game_lost": (game_lost, 0.45),
}


def wav_bytes(signal: Signal, rate: int, peak: float = PEAK) -> bytes:
    """``signal`` scaled to ``peak`` as mono 16-bit PCM WAV bytes."""
    top = float(np.max(np.abs(signal))) or 1.0
    pcm = np.round(signal / top * peak * 32767).astype("<i2")
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(pcm.tobytes())
    return buf.getvalue()


def build() -> dict[str, bytes]:
    """Every file's name and contents."""
    files = {f"{name}.wav": wav_bytes(make(), RATE, peak)
             for name, (make, peak) in EFFECTS.items()}
    files["ambience.wav"] = wav_bytes(ambience(), AMBIENCE_RATE, 0.25)  # -12 dBFS: quiet
    return files


def main(argv: list[str] | None = None) -> int:
    """Write (or with ``--check`` compare) the files; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if a file differs")
    args = parser.parse_args(argv)
    files = build()
    if args.check:
        stale = [n for n, data in files.items()
                 if not (OUT / n).exists() or (OUT / n).read_bytes() != data]
        for name in stale:
            print(f"stale: assets/sounds/{name}")
        return 1 if stale else 0
    OUT.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        (OUT / name).write_bytes(data)
    total = sum(len(d) for d in files.values())
    print(f"{len(files)} files, {total / 1024:.0f} KiB in assets/sounds/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
