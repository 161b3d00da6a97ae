"""Work units: the deterministic pieces of expert iteration.

A :class:`Unit` names everything its result depends on — its kind, the player count,
the checkpoint (by hash) it plays with, the candidate checkpoint it gates, and a range
of deal seeds — so running it again, here or on another machine with the same code,
gives the same result. :func:`run_unit` runs one in whatever process calls it (a local
process pool or a Ray worker) and returns a small JSON-ready summary; a self-play unit
also writes its *shard* (the positions it recorded, NumPy ``.npz``), which the fit reads
and which can always be regenerated from the unit, so shards never go into git.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np

from sanjuan.rules.state import Options

from .model import Model, load_checkpoint
from .search import GuidedPlayer, Record, Settings, play

ROOT = Path(__file__).resolve().parents[2]
KINDS = ("selfplay", "gate")


#: The modules a unit's result depends on, besides the game package.
UNIT_MODULES = ("model.py", "search.py", "units.py")


@functools.cache
def code_version() -> str:
    """16 hex digits of the SHA-256 over the sources a unit's result depends on (the game
    package and :data:`UNIT_MODULES`; relative path and bytes, sorted), read once per
    process (the code it loaded): recorded with every finished unit."""
    h = hashlib.sha256()
    here = Path(__file__).parent
    files = sorted([*ROOT.joinpath("sanjuan").rglob("*.py"),
                    *(here / m for m in UNIT_MODULES)])
    for f in files:
        h.update(str(f.relative_to(ROOT)).encode())
        h.update(f.read_bytes())
    return h.hexdigest()[:16]


@dataclass(frozen=True)
class Unit:
    """One work unit: ``kind`` ("selfplay" or "gate"), ``players``, the ``checkpoint``
    hash it plays with, deal seeds ``seed_lo`` … ``seed_hi - 1``, and for a gate the
    ``candidate`` checkpoint hash (played against ``checkpoint`` in every seat rotation)."""

    kind: str
    players: int
    checkpoint: str
    seed_lo: int
    seed_hi: int
    candidate: str = ""
    edition: str = "classic"

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unit kind must be one of {KINDS}, not {self.kind!r}")
        if not 2 <= self.players <= 4 or self.seed_hi <= self.seed_lo:
            raise ValueError(f"bad unit: {self}")
        if (self.kind == "gate") != bool(self.candidate):
            raise ValueError("a gate unit, and only a gate unit, names a candidate")

    @property
    def uid(self) -> str:
        """The unit's identity: 16 hex digits of the hash of its fields."""
        text = json.dumps(asdict(self), sort_keys=True)
        return hashlib.sha256(text.encode()).hexdigest()[:16]

    def to_json(self) -> dict[str, Any]:
        """The unit's fields as a dict (:func:`unit_from_json` reads it back)."""
        return asdict(self)


def unit_from_json(data: dict[str, Any]) -> Unit:
    """The :class:`Unit` of ``data`` (from :meth:`Unit.to_json`); ValueError if malformed."""
    try:
        return Unit(**data)
    except TypeError as exc:
        raise ValueError(f"not a unit: {exc}") from None


def shard_path(run_dir: Path, unit: Unit) -> Path:
    """Where the self-play ``unit``'s shard lives."""
    return run_dir / "shards" / f"{unit.uid}.npz"


def run_unit(unit: Unit, run_dir: str) -> dict[str, Any]:
    """Run ``unit`` with the checkpoints of ``run_dir``; its summary (the unit, its
    figures, CPU and wall seconds). A self-play unit writes its shard atomically."""
    run = Path(run_dir)
    t0, c0 = time.perf_counter(), time.process_time()
    ck = load_checkpoint(run / "checkpoints", unit.checkpoint)
    model, settings = Model(ck), Settings.of(ck["search"])
    out: dict[str, Any] = {"unit": unit.to_json(), "uid": unit.uid}
    n = unit.players
    if unit.kind == "selfplay":
        rec = Record()
        games: list[int] = []
        results: list[list[float]] = []
        for seed in range(unit.seed_lo, unit.seed_hi):
            before = len(rec.X)
            bots = [GuidedPlayer(model, settings, seed * 8 + q, rec, explore=True)
                    for q in range(n)]
            res = play(Options(n, unit.edition, False, seed), bots)
            games += [seed] * (len(rec.X) - before)
            results += [res] * (len(rec.X) - before)
        path = shard_path(run, unit)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.stem + ".tmp.npz")
        np.savez_compressed(tmp, X=np.array(rec.X), M=np.array(rec.M), P=np.array(rec.P),
                            F=np.array(rec.F, dtype=np.float32),
                            C=np.array(rec.C), G=np.array(rec.G), T=np.array(results),
                            game=np.array(games), seat=np.array(rec.seat))
        os.replace(tmp, path)
        out["games"] = unit.seed_hi - unit.seed_lo
        out["positions"] = len(rec.X)
    else:
        cand = load_checkpoint(run / "checkpoints", unit.candidate)
        cmodel, csettings = Model(cand), Settings.of(cand["search"])
        wins = 0.0
        per_deal = []
        for seed in range(unit.seed_lo, unit.seed_hi):
            deal = 0.0
            for rot in range(n):
                bots = [GuidedPlayer(cmodel, csettings, seed * 8 + q) if q == rot
                        else GuidedPlayer(model, settings, seed * 8 + q) for q in range(n)]
                deal += play(Options(n, unit.edition, False, seed), bots)[rot]
            wins += deal
            per_deal.append(round(deal, 3))
        out["games"] = n * (unit.seed_hi - unit.seed_lo)
        out["candidate_wins"] = wins
        out["per_deal"] = per_deal
    out["cpu_s"] = round(time.process_time() - c0, 2)
    out["wall_s"] = round(time.perf_counter() - t0, 2)
    out["code"] = code_version()
    return out
