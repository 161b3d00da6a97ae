"""The expert-iteration driver (lab/expert_iteration, issue 36 step 3).

``test_ci_training_check`` is the CI's training check (marker ``training``): one
self-play unit, one fit, one gate, end to end, in seconds. The others check what makes
the loop survive a session: units replay exactly (in this process, in a worker
process, on Ray when it is installed), a resumed run skips what its manifest says is
done and replays missing shards, a torn manifest line is ignored, the budget stops it
before a unit that cannot finish, and units still in flight at the budget's end are
stopped and not recorded."""

from __future__ import annotations

import json
import multiprocessing
import os
import shutil
import sys
import time
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "lab"))
from expert_iteration.driver import Config, Run, parse_budget, pool_runner, run
from expert_iteration.model import (
    N_MOVES,
    N_POLICY,
    Model,
    initial_checkpoint,
    load_checkpoint,
    save_checkpoint,
)
from expert_iteration.units import Unit, run_unit, shard_path

TINY = Config(players=2, selfplay_units=1, games_per_unit=1, gate_units=1,
              deals_per_gate_unit=1,
              search={"iterations": 8, "horizon": 2, "c": 1.5, "explore_rounds": 3})


def _lines(path: Path) -> list[dict]:
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]


@pytest.mark.training
def test_ci_training_check(tmp_path: Path) -> None:
    """One unit, one fit, one gate: the whole loop once, as CI runs it."""
    r = run(tmp_path, 600.0, workers=0, config=TINY, max_iterations=1, log=lambda m: None)
    recs = _lines(tmp_path / "manifest.jsonl")
    assert [x["type"] for x in recs] == ["unit", "fit", "unit", "gate"]
    sp, fitted, gate_unit, gate = recs
    assert sp["unit"]["kind"] == "selfplay" and sp["positions"] > 20
    assert shard_path(tmp_path, Unit(**sp["unit"])).exists()
    cand = load_checkpoint(tmp_path / "checkpoints", fitted["candidate"])
    assert cand["generation"] == 1 and cand["parent"] == r.initial
    assert np.array(cand["policy"]["W"]).shape == (N_MOVES, N_POLICY)
    assert gate_unit["unit"]["kind"] == "gate" and gate_unit["games"] == 2
    assert gate["candidate"] == fitted["candidate"] and gate["games"] == 2
    assert gate["promoted"] is False  # two games can never be a significant win
    assert (len(gate["load"]) == 3) if hasattr(os, "getloadavg") else gate["load"] is None
    assert _lines(tmp_path / "gates.jsonl") == [gate]
    assert r.state()[:2] == (1, r.initial)


def test_resume_replays_missing_shards_and_ignores_a_torn_line(tmp_path: Path,
                                                              monkeypatch) -> None:
    """A run killed after its self-play unit, resumed on a machine without its shards,
    ends exactly as the run that was never interrupted. Run as on Windows, which has no
    load average (os.getloadavg is Unix only; the gate once raised AttributeError there):
    the gate records none."""
    monkeypatch.delattr(os, "getloadavg", raising=False)
    a, b = tmp_path / "a", tmp_path / "b"
    run(a, 600.0, workers=0, config=TINY, max_iterations=1, log=lambda m: None)
    first = (a / "manifest.jsonl").read_text(encoding="utf-8").splitlines()[0]
    b.mkdir()
    shutil.copy(a / "config.json", b / "config.json")
    (b / "manifest.jsonl").write_text(first + "\n{\"type\": \"unit\", \"ui", encoding="utf-8")
    logs: list[str] = []
    run(b, 600.0, workers=0, max_iterations=1, log=logs.append)
    ra, rb = _lines(a / "manifest.jsonl"), [json.loads(x) for x in (
        b / "manifest.jsonl").read_text(encoding="utf-8").splitlines() if x.endswith("}")]
    assert [x["type"] for x in rb] == ["unit", "fit", "unit", "gate"]
    assert not any("self-play: unit" in m for m in logs)  # not run again as a new unit
    assert rb[1]["candidate"] == ra[1]["candidate"]
    assert rb[3]["candidate_wins"] == ra[3]["candidate_wins"]
    assert ra[3]["load"] is None and rb[3]["load"] is None


def test_a_unit_replays_exactly_in_a_worker_process(tmp_path: Path) -> None:
    r = Run(tmp_path, TINY)
    u = Unit("selfplay", 2, r.initial, 5, 6)
    here = run_unit(u, str(tmp_path))
    with np.load(shard_path(tmp_path, u)) as z:
        mine = {k: z[k] for k in z.files}
    got: list[dict] = []
    pool_runner(tmp_path, 1)([u], time.monotonic() + 600, got.append)
    assert [g["positions"] for g in got] == [here["positions"]]
    with np.load(shard_path(tmp_path, u)) as z:
        for k in z.files:
            assert np.array_equal(z[k], mine[k]), k


def test_units_in_flight_at_the_budget_end_are_stopped_and_not_recorded(
        tmp_path: Path) -> None:
    r = Run(tmp_path, TINY)
    u = Unit("selfplay", 2, r.initial, 10, 14)  # four games: seconds, on any machine
    got: list[dict] = []
    t = time.monotonic()
    pool_runner(tmp_path, 1)([u], t + 0.3, got.append)
    assert got == [] and not shard_path(tmp_path, u).exists()
    deadline = time.monotonic() + 30
    while multiprocessing.active_children() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert multiprocessing.active_children() == []


def test_the_budget_stops_before_a_unit_that_cannot_finish(tmp_path: Path) -> None:
    run(tmp_path, 0.0, workers=0, config=TINY, log=lambda m: None)
    assert not (tmp_path / "manifest.jsonl").exists()
    assert parse_budget("2h30m") == 9000 and parse_budget("45m") == 2700
    assert parse_budget("90s") == 90
    with pytest.raises(ValueError):
        parse_budget("soon")


def test_checkpoints_are_checked_against_their_hash(tmp_path: Path) -> None:
    ck = initial_checkpoint(3, TINY.search)
    h = save_checkpoint(tmp_path, ck)
    assert load_checkpoint(tmp_path, h) == ck
    assert Model(ck).v.shape == (18,)
    data = json.loads((tmp_path / f"{h}.json").read_text())
    data["value"][0] += 1
    (tmp_path / f"{h}.json").write_text(json.dumps(data))
    with pytest.raises(ValueError, match="does not match its hash"):
        load_checkpoint(tmp_path, h)
    with pytest.raises(ValueError):
        Unit("gate", 2, h, 0, 1)  # a gate needs a candidate
    with pytest.raises(ValueError):
        Unit("selfplay", 5, h, 0, 1)


def test_the_same_units_run_on_ray(tmp_path: Path) -> None:
    ray = pytest.importorskip("ray")
    from expert_iteration.ray_units import ray_runner

    r = Run(tmp_path, TINY)
    u = Unit("selfplay", 2, r.initial, 5, 6)
    here = run_unit(u, str(tmp_path))
    got: list[dict] = []
    try:
        ray_runner(tmp_path, "local")([u], time.monotonic() + 300, got.append)
    finally:
        ray.shutdown()
    assert [g["positions"] for g in got] == [here["positions"]]
