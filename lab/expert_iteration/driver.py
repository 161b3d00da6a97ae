"""The expert-iteration loop, in work units that survive a session.

A *run* is a folder::

    config.json          the run's settings (player count, units per iteration, search)
    checkpoints/<h>.json every checkpoint, named by its hash (small; in git)
    manifest.jsonl       one line per finished unit, fit and gate decision (in git)
    gates.jsonl          one line per gate: the candidate against the current player
    shards/<uid>.npz     self-play positions (regenerated from their units; never in git)

Iteration ``i`` with the current checkpoint ``C``:

1. **self-play**: :attr:`Config.selfplay_units` units of :attr:`Config.games_per_unit`
   games, deals seeded from :func:`selfplay_seed` (fresh for every iteration), ``C`` in
   every seat; each records the search's visit shares and the final result;
2. **fit**: the next policy and value (:func:`.model.fit`, NumPy) on the self-play
   positions of the last :attr:`Config.replay_generations` checkpoints (``C`` and the
   ones it replaced; their rejected iterations too), at most the last
   :attr:`Config.replay_iterations` iterations' (:func:`replay_window`);
3. **gate**: units of :attr:`Config.deals_per_gate_unit` fresh deals, each played once
   per seat rotation, the candidate in one seat and ``C`` in the others, taken in order
   until a sequential test decides (:func:`sprt`: Wald's sequential probability ratio
   test of the candidate's win share, fair share against fair share +
   :attr:`Config.sprt_margin`) or :attr:`Config.gate_units` units are played. The
   candidate is **promoted** only on a significant win: the test accepts its
   hypothesis, or, at the maximum undecided, the 95 % Wilson interval of its win share
   lies wholly above the fair share (1 / players). The decision after ``k`` units
   depends only on the first ``k`` units' results, so it is the same however the
   units were scheduled, killed and resumed. (The first run, ``gate_test`` "wilson":
   all :attr:`Config.gate_units` units, then the Wilson rule.)

Everything the loop needs to go on is in the manifest: :func:`run` reads it, skips the
finished units and does the rest, so a run resumes where it stopped, on any machine
with the same code (a missing shard is replayed from its unit). A line is appended
(and flushed to disk) only once its unit's result is safely written, so a killed run
loses at most the units in flight. ``--budget`` stops it cleanly: no unit is started
that its kind's median time says would end after the budget, and units still running
when the budget is spent are stopped (and redone next time).

Units run in a local process pool (``workers``; 0 runs them in this process) or on a
Ray cluster (:mod:`.ray_units`, ``ray_address``).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import re
import statistics
import sys
import time
from collections.abc import Callable, Iterable
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from sanjuan.ai.arena import wilson

from .model import (
    FORMAT,
    FORMAT_LINEAR,
    fit,
    initial_checkpoint,
    load_checkpoint,
    save_checkpoint,
)
from .units import Unit, code_version, run_unit, shard_path

SELFPLAY_BASE = 1_000_000
GATE_BASE = 500_000_000


@dataclass
class Config:
    """A run's settings: ``players``, ``edition``; per iteration ``selfplay_units`` of
    ``games_per_unit`` games and at most ``gate_units`` of ``deals_per_gate_unit``
    deals; ``search``: the search's settings (:class:`.search.Settings`); ``policy``:
    "features" (checkpoint format 2) or "linear" (format 1, the first run's);
    ``replay_generations`` / ``replay_iterations``: the fit's window (module doc);
    ``gate_test``: "sprt" (sequential, module doc) or "wilson" (every gate unit, then
    the Wilson rule); ``sprt_margin``, ``sprt_alpha``, ``sprt_beta``: the test's
    alternative (win share fair + margin) and its error rates."""

    players: int = 2
    edition: str = "classic"
    selfplay_units: int = 4
    games_per_unit: int = 4
    gate_units: int = 15
    deals_per_gate_unit: int = 2
    search: dict[str, Any] = field(default_factory=lambda: {
        "iterations": 48, "horizon": 4, "c": 1.5, "explore_rounds": 3,
        "seeded_leaf": True})
    policy: str = "features"
    replay_generations: int = 2
    replay_iterations: int = 12
    gate_test: str = "sprt"
    sprt_margin: float = 0.15
    sprt_alpha: float = 0.05
    sprt_beta: float = 0.05


#: What a config file from before these settings existed (the first run's) meant.
LEGACY = {"policy": "linear", "replay_generations": 1, "replay_iterations": 0,
          "gate_test": "wilson"}


def sprt(wins: float, games: int, p0: float, p1: float, alpha: float,
         beta: float) -> tuple[float, float, float, str]:
    """Wald's sequential probability ratio test (Wald 1945, *Sequential Tests of
    Statistical Hypotheses*; the test engine testers such as Stockfish's use) of a
    win share: H0 p = ``p0`` against H1 p = ``p1`` (> p0) after ``wins`` (a shared win
    counts its share) in ``games``, with error rates ``alpha`` (accepting H1 when H0
    holds) and ``beta``. Returns (log-likelihood ratio, lower bound log(β/(1−α)), upper
    bound log((1−β)/α), decision "H1", "H0" or "" — go on)."""
    llr = wins * math.log(p1 / p0) + (games - wins) * math.log((1 - p1) / (1 - p0))
    lo, hi = math.log(beta / (1 - alpha)), math.log((1 - beta) / alpha)
    return llr, lo, hi, "H1" if llr >= hi else "H0" if llr <= lo else ""


def replay_window(history: list[tuple[int, str]], generations: int,
                  iterations: int) -> list[tuple[int, str]]:
    """The iterations whose self-play the next fit uses: of ``history`` ((iteration,
    the checkpoint its self-play used), oldest first, the iteration under way last),
    those played by the last ``generations`` checkpoints to have been current (the
    current one and the ones it replaced), the last ``iterations`` of them (0: all)."""
    gens: list[str] = []
    for _, ck in history:
        if not gens or gens[-1] != ck:
            gens.append(ck)
    keep = set(gens[-generations:])
    out = [(j, ck) for j, ck in history if ck in keep]
    return out[-iterations:] if iterations else out


def selfplay_seed(i: int, k: int, cfg: Config) -> int:
    """The first deal seed of self-play unit ``k`` of iteration ``i``."""
    return SELFPLAY_BASE * (i + 1) + k * cfg.games_per_unit


def gate_seed(i: int, k: int, cfg: Config) -> int:
    """The first deal seed of gate unit ``k`` of iteration ``i`` (never a self-play deal)."""
    return GATE_BASE + 10_000 * i + k * cfg.deals_per_gate_unit


def parse_budget(text: str) -> float:
    """Seconds in a budget such as ``2h30m``, ``45m``, ``90s`` or ``1h``; ValueError for
    anything else."""
    m = re.fullmatch(r"\s*(?:(\d+)h)?\s*(?:(\d+)m)?\s*(?:(\d+)s)?\s*", text)
    if not m or not any(m.groups()):
        raise ValueError(f"a budget looks like 2h30m, 45m or 90s, not {text!r}")
    h, mi, s = (int(x) if x else 0 for x in m.groups())
    return 3600 * h + 60 * mi + s


class Run:
    """A run folder (module doc): its config, checkpoints and manifest."""

    def __init__(self, folder: Path, config: Config | None = None) -> None:
        self.folder = folder
        self.ckpts = folder / "checkpoints"
        cfg_path = folder / "config.json"
        if cfg_path.exists():
            self.config = Config(**{**LEGACY,
                                    **json.loads(cfg_path.read_text(encoding="utf-8"))})
        else:
            self.config = config or Config()
            folder.mkdir(parents=True, exist_ok=True)
            _write_atomic(cfg_path, json.dumps(asdict(self.config), indent=1) + "\n")
        fmt = FORMAT_LINEAR if self.config.policy == "linear" else FORMAT
        init = initial_checkpoint(self.config.players, self.config.search, fmt)
        self.initial = save_checkpoint(self.ckpts, init)
        self.records = self._read_manifest()
        #: Gate units started at once (a sequential gate runs no more than the workers).
        self.batch = 1

    def _read_manifest(self) -> list[dict[str, Any]]:
        path = self.folder / "manifest.jsonl"
        out = []
        if path.exists():
            for line in path.read_text(encoding="utf-8").splitlines():
                try:
                    rec = json.loads(line)
                except json.JSONDecodeError:
                    continue  # a line torn by a kill: its unit runs again
                if isinstance(rec, dict) and "type" in rec:
                    out.append(rec)
        return out

    def append(self, rec: dict[str, Any], also: str | None = None) -> None:
        """Append ``rec`` to the manifest (and to the file ``also``), flushed to disk."""
        self.records.append(rec)
        for name in ("manifest.jsonl", *([also] if also else [])):
            path = self.folder / name
            # A line torn by a kill stays alone on its line (and is ignored when read).
            torn = path.exists() and path.stat().st_size > 0 and _last_byte(path) != b"\n"
            with open(path, "a", encoding="utf-8") as f:
                f.write(("\n" if torn else "") + json.dumps(rec, sort_keys=True) + "\n")
                f.flush()
                os.fsync(f.fileno())

    def done(self) -> dict[str, dict[str, Any]]:
        """The finished units' summaries by unit id."""
        return {r["uid"]: r for r in self.records if r["type"] == "unit"}

    def state(self) -> tuple[int, str, list[tuple[int, str]]]:
        """The iteration under way, the current checkpoint's hash, and the fit's data:
        (iteration, checkpoint that played its self-play) in the replay window."""
        cur = self.initial
        history: list[tuple[int, str]] = []
        i = 0
        for r in self.records:
            if r["type"] == "gate":
                history.append((r["iteration"], cur))
                if r["promoted"]:
                    cur = r["candidate"]
                i = r["iteration"] + 1
        c = self.config
        return i, cur, replay_window([*history, (i, cur)], c.replay_generations,
                                     c.replay_iterations)

    def fit_record(self, i: int) -> dict[str, Any] | None:
        """The fit of iteration ``i``, if done."""
        return next((r for r in self.records if r["type"] == "fit" and r["iteration"] == i),
                    None)

    def median_seconds(self, kind: str) -> float:
        """Median wall seconds of the finished units of ``kind`` (0 before any)."""
        xs = [r["wall_s"] for r in self.records if r["type"] == "unit"
              and r["unit"]["kind"] == kind]
        return statistics.median(xs) if xs else 0.0


def _last_byte(path: Path) -> bytes:
    with open(path, "rb") as f:
        f.seek(-1, os.SEEK_END)
        return f.read(1)


def _write_atomic(path: Path, text: str) -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def selfplay_units(run: Run, i: int, ckpt: str) -> list[Unit]:
    """Iteration ``i``'s self-play units with checkpoint ``ckpt``."""
    c = run.config
    return [Unit("selfplay", c.players, ckpt, selfplay_seed(i, k, c),
                 selfplay_seed(i, k, c) + c.games_per_unit, edition=c.edition)
            for k in range(c.selfplay_units)]


def gate_units(run: Run, i: int, ckpt: str, cand: str) -> list[Unit]:
    """Iteration ``i``'s gate units: candidate ``cand`` against ``ckpt``."""
    c = run.config
    return [Unit("gate", c.players, ckpt, gate_seed(i, k, c),
                 gate_seed(i, k, c) + c.deals_per_gate_unit, cand, c.edition)
            for k in range(c.gate_units)]


Runner = Callable[[list[Unit], float, Callable[[dict[str, Any]], None]], None]


def pool_runner(run_dir: Path, workers: int, nice: int = 0) -> Runner:
    """Run units in a local process pool of ``workers`` (0: in this process), ``nice``
    added to the workers' niceness; each finished unit's summary goes to ``done`` as it
    comes; units still running at the ``deadline`` (``time.monotonic``) are stopped."""

    def runner(units: list[Unit], deadline: float,
               done: Callable[[dict[str, Any]], None]) -> None:
        if workers == 0:
            for u in units:
                if time.monotonic() >= deadline:
                    return
                done(run_unit(u, str(run_dir)))
            return
        ex = ProcessPoolExecutor(workers, initializer=_init_worker, initargs=(nice,))
        pending: set[Future[dict[str, Any]]] = set()
        try:
            pending = {ex.submit(run_unit, u, str(run_dir)) for u in units}
            while pending:
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                fin, pending = wait(pending, timeout=left, return_when=FIRST_COMPLETED)
                for f in fin:
                    done(f.result())
        finally:
            if pending:  # the budget is spent (or an error): stop the units in flight
                ex.shutdown(wait=False, cancel_futures=True)
                for p in multiprocessing.active_children():  # this pool's workers only
                    p.terminate()
            else:
                ex.shutdown(wait=True)

    return runner


def _init_worker(nice: int) -> None:
    if nice and hasattr(os, "nice"):  # Unix only: Windows workers keep their priority
        os.nice(nice)


def load_shards(run: Run, units: Iterable[Unit], runner: Runner,
                deadline: float) -> dict[str, np.ndarray] | None:
    """The positions of the self-play ``units`` as one set of arrays (``game`` made
    unique per unit), replaying any unit whose shard is missing (another machine, a
    deleted folder); None if the deadline came first."""
    units = list(units)
    missing = [u for u in units if not shard_path(run.folder, u).exists()]
    if missing:
        print(f"replaying {len(missing)} self-play unit(s) whose shards are missing",
              flush=True)
        runner(missing, deadline, lambda summary: None)
        if any(not shard_path(run.folder, u).exists() for u in missing):
            return None
    parts: dict[str, list[np.ndarray]] = {}
    for u in units:
        with np.load(shard_path(run.folder, u)) as z:
            for k in z.files:
                parts.setdefault(k, []).append(z[k])
    return {k: np.concatenate(v) for k, v in parts.items()}


def load_average() -> list[float] | None:
    """The machine's 1, 5 and 15 minute load averages (rounded to 0.01), recorded beside
    a gate's CPU time; None where the system has none (Windows: ``os.getloadavg`` is
    Unix only)."""
    getloadavg = getattr(os, "getloadavg", None)
    if getloadavg is None:
        return None
    try:
        return [round(x, 2) for x in getloadavg()]
    except OSError:  # "load average unobtainable"
        return None


def step(run: Run, runner: Runner, deadline: float, log: Callable[[str], None]) -> bool:
    """Do the next piece of the loop (the missing units of the stage under way, a fit,
    or a gate's decision); False when the deadline stops it."""
    done = run.done()
    i, cur, data_its = run.state()
    sp = selfplay_units(run, i, cur)
    todo = [u for u in sp if u.uid not in done]
    if todo:
        return _run_units(run, runner, todo, deadline, log, f"iteration {i}: self-play")
    fr = run.fit_record(i)
    if fr is None:
        units = [u for j, ck in data_its for u in selfplay_units(run, j, ck)]
        if any(u.uid not in done for u in units):  # an earlier iteration's, on resume
            return _run_units(run, runner, [u for u in units if u.uid not in done],
                              deadline, log, "earlier self-play")
        t0 = time.perf_counter()
        data = load_shards(run, units, runner, deadline)
        if data is None:
            return False
        current = load_checkpoint(run.ckpts, cur)
        nxt, report = fit(current, cur, data)
        cand = save_checkpoint(run.ckpts, nxt)
        run.append({"type": "fit", "iteration": i, "current": cur, "candidate": cand,
                    "units": [u.uid for u in units], "report": report,
                    "wall_s": round(time.perf_counter() - t0, 2), "code": code_version()})
        log(f"iteration {i}: fitted {cand} on {report['positions']} positions "
            f"of {report['games']} games: {report}")
        return True
    cand = fr["candidate"]
    gates = gate_units(run, i, cur, cand)
    c = run.config
    fair = 1 / c.players
    results: list[dict[str, Any]] = []
    test: tuple[float, float, float, str] | None = None
    for u in gates:  # in order: the decision after k units depends on those k alone
        if u.uid not in done:
            break
        results.append(done[u.uid])
        if c.gate_test == "sprt":
            test = sprt(sum(x["candidate_wins"] for x in results),
                        sum(x["games"] for x in results), fair, fair + c.sprt_margin,
                        c.sprt_alpha, c.sprt_beta)
            if test[3]:
                break
    if len(results) < len(gates) and not (test and test[3]):
        todo = [u for u in gates[len(results):] if u.uid not in done]
        if c.gate_test == "sprt":  # no more at once than the workers run side by side
            todo = todo[:max(1, run.batch)]
        return _run_units(run, runner, todo, deadline, log, f"iteration {i}: gate")
    games = sum(x["games"] for x in results)
    wins = sum(x["candidate_wins"] for x in results)
    lo, hi = wilson(wins, games)
    if test is None:
        decision, promoted = "wilson", lo > fair
    elif test[3]:
        decision, promoted = test[3], test[3] == "H1"
    else:  # the maximum reached undecided: only a significant win promotes
        decision, promoted = "truncated", lo > fair
    rec = {"type": "gate", "iteration": i, "current": cur, "candidate": cand,
           "games": games, "deals": games // c.players, "units": len(results),
           "candidate_wins": round(wins, 3), "win_rate": round(wins / games, 4),
           "ci95": [round(lo, 4), round(hi, 4)], "fair_share": fair,
           "promoted": promoted, "decision": decision, "fit": fr["report"],
           "gate_cpu_s": round(sum(x["cpu_s"] for x in results), 1),
           "load": load_average(), "code": code_version()}
    if test is not None:
        rec["sprt"] = {"llr": round(test[0], 4), "bounds": [round(test[1], 4),
                                                            round(test[2], 4)],
                       "p0": fair, "p1": round(fair + c.sprt_margin, 4),
                       "alpha": c.sprt_alpha, "beta": c.sprt_beta}
    run.append(rec, also="gates.jsonl")
    log(f"iteration {i}: gate {cand} vs {cur}: {wins:.1f}/{games} = {wins / games:.1%} "
        f"[{lo:.1%}, {hi:.1%}] ({decision}) -> "
        f"{'PROMOTED' if promoted else 'kept ' + cur}")
    return True


def _run_units(run: Run, runner: Runner, units: list[Unit], deadline: float,
               log: Callable[[str], None], what: str) -> bool:
    est = run.median_seconds(units[0].kind)
    if time.monotonic() + est > deadline:
        log(f"{what}: a unit takes about {est:.0f} s; not started before the budget's end")
        return False
    code = code_version()
    n0 = len(run.done())

    def done(summary: dict[str, Any]) -> None:
        if summary["code"] != code:
            log(f"note: unit {summary['uid']} ran with code {summary['code']}")
        run.append({"type": "unit", **summary})
        log(f"{what}: unit {summary['uid']} done in {summary['wall_s']:.0f} s "
            f"({summary['cpu_s']:.0f} s CPU)")

    runner(units, deadline, done)
    return len(run.done()) > n0


def run(folder: Path, budget_s: float, workers: int = 1, nice: int = 0,
        ray_address: str | None = None, config: Config | None = None,
        max_iterations: int | None = None,
        log: Callable[[str], None] = lambda m: print(m, flush=True)) -> Run:
    """Run the loop in ``folder`` for at most ``budget_s`` seconds (module doc), or until
    ``max_iterations`` gates are decided; returns the run. ``config`` applies to a new
    run only (an existing run keeps its own)."""
    deadline = time.monotonic() + budget_s
    code_version()  # the code this process loaded, before anything can change on disk
    r = Run(folder, config)
    r.batch = 1 if ray_address is not None else max(1, workers)
    if ray_address is not None:
        from .ray_units import ray_runner

        runner = ray_runner(folder, ray_address)
    else:
        runner = pool_runner(folder, workers, nice)
    i0 = r.state()[0]
    while time.monotonic() < deadline:
        if max_iterations is not None and r.state()[0] - i0 >= max_iterations:
            break
        if not step(r, runner, deadline, log):
            break
    i, cur, _ = r.state()
    log(f"stopped at iteration {i}; current checkpoint {cur}")
    return r


def main(argv: list[str] | None = None) -> int:
    """``train.py``: run or resume expert iteration in a run folder."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--run", type=Path, required=True, help="the run folder")
    ap.add_argument("--budget", default="30m", help="wall-clock budget, e.g. 2h30m")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                    help="local worker processes (0: in this process)")
    ap.add_argument("--nice", type=int, default=0, help="niceness added to the workers")
    ap.add_argument("--ray", default=None, metavar="ADDRESS",
                    help="run the units on this Ray cluster (ray.init(address=…))")
    ap.add_argument("--max-iterations", type=int, default=None)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--selfplay-units", type=int, default=Config.selfplay_units)
    ap.add_argument("--games-per-unit", type=int, default=Config.games_per_unit)
    ap.add_argument("--gate-units", type=int, default=Config.gate_units)
    ap.add_argument("--deals-per-gate-unit", type=int, default=Config.deals_per_gate_unit)
    ap.add_argument("--search-iterations", type=int, default=48)
    ap.add_argument("--horizon", type=int, default=4)
    ap.add_argument("--puct-c", type=float, default=1.5,
                    help="the search's PUCT constant (rewards are win shares in [0, 1])")
    ap.add_argument("--replay-generations", type=int, default=Config.replay_generations)
    ap.add_argument("--replay-iterations", type=int, default=Config.replay_iterations)
    ap.add_argument("--sprt-margin", type=float, default=Config.sprt_margin)
    args = ap.parse_args(argv)
    try:
        budget = parse_budget(args.budget)
    except ValueError as exc:
        print(f"train.py: {exc}", file=sys.stderr)
        return 2
    cfg = Config(players=args.players, selfplay_units=args.selfplay_units,
                 games_per_unit=args.games_per_unit, gate_units=args.gate_units,
                 deals_per_gate_unit=args.deals_per_gate_unit,
                 search={"iterations": args.search_iterations, "horizon": args.horizon,
                         "c": args.puct_c, "explore_rounds": 3, "seeded_leaf": True},
                 replay_generations=args.replay_generations,
                 replay_iterations=args.replay_iterations, sprt_margin=args.sprt_margin)
    run(args.run, budget, args.workers, args.nice, args.ray, cfg, args.max_iterations)
    return 0
