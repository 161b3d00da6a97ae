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
from expert_iteration.driver import (
    Config,
    Run,
    gate_units,
    parse_budget,
    pool_runner,
    replay_window,
    run,
    sprt,
)
from expert_iteration.model import (
    N_CONTEXT,
    N_MOVE_FEATURES,
    N_MOVES,
    Model,
    _feature_logits,
    fit_feature_policy,
    initial_checkpoint,
    load_checkpoint,
    model_policy_loss,
    save_checkpoint,
    softmax,
)
from expert_iteration.units import Unit, run_unit, shard_path

from sanjuan.ai import fastcore

TINY = Config(players=2, selfplay_units=1, games_per_unit=1, gate_units=1,
              deals_per_gate_unit=1,
              search={"iterations": 8, "horizon": 2, "c": 1.5, "explore_rounds": 3,
                      "seeded_leaf": True})


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
    assert np.array(cand["policy"]["theta"]).shape == (N_MOVE_FEATURES, N_CONTEXT)
    assert np.array(cand["policy"]["b"]).shape == (N_MOVES,)
    assert gate_unit["unit"]["kind"] == "gate" and gate_unit["games"] == 2
    assert gate["candidate"] == fitted["candidate"] and gate["games"] == 2
    assert gate["promoted"] is False  # two games can never be a significant win
    assert gate["decision"] == "truncated" and gate["sprt"]["p1"] == 0.65
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


def test_sprt_is_walds_test_of_the_win_share() -> None:
    """Wald's bounds are log(β/(1−α)) and log((1−β)/α); each win adds log(p1/p0), each
    loss log((1−p1)/(1−p0)), a shared win its share of both."""
    llr, lo, hi, dec = sprt(0, 0, 0.5, 0.65, 0.05, 0.05)
    assert (llr, dec) == (0.0, "") and lo == pytest.approx(-np.log(19))
    assert hi == pytest.approx(np.log(19))
    assert sprt(1, 1, 0.5, 0.65, 0.05, 0.05)[0] == pytest.approx(np.log(1.3))
    assert sprt(0.5, 1, 0.5, 0.65, 0.05, 0.05)[0] == pytest.approx(
        0.5 * np.log(1.3) + 0.5 * np.log(0.7))
    assert sprt(20, 20, 0.5, 0.65, 0.05, 0.05)[3] == "H1"  # a clear win stops early
    assert sprt(0, 10, 0.5, 0.65, 0.05, 0.05)[3] == "H0"  # and so does a clear loss
    assert sprt(24, 40, 0.5, 0.65, 0.05, 0.05)[3] == ""  # 60 %: close, play on


def test_the_sequential_gate_decides_on_the_first_units_alone(tmp_path: Path) -> None:
    """A gate stops once its test decides, on the units in order: a run that finds a
    later gate unit already done (a second worker's, killed before the decision) plays
    the missing first unit and decides exactly as the run that never had it."""
    cfg = Config(**{**TINY.__dict__, "gate_units": 4, "sprt_margin": 0.45,
                    "sprt_alpha": 0.3, "sprt_beta": 0.3})
    a, b = tmp_path / "a", tmp_path / "b"
    ra = run(a, 600.0, workers=0, config=cfg, max_iterations=1, log=lambda m: None)
    recs = _lines(a / "manifest.jsonl")
    gate = recs[-1]
    # p1 = 0.95, bounds ±0.85: one game lost or two won settle it after the first unit.
    assert gate["units"] == 1 < 4 and gate["decision"] in ("H0", "H1")
    assert [x["type"] for x in recs] == ["unit", "fit", "unit", "gate"]
    later = gate_units(ra, 0, ra.initial, recs[1]["candidate"])[1]
    extra = {"type": "unit", **run_unit(later, str(a))}
    b.mkdir()
    shutil.copy(a / "config.json", b / "config.json")
    # what git carries; shutil.copy, not copytree's copy2: Python 3.12's copy2 calls
    # Windows' CopyFile2, which Wine 8 lacks (the Windows lane's test process aborted)
    shutil.copytree(a / "checkpoints", b / "checkpoints", copy_function=shutil.copy)
    (b / "manifest.jsonl").write_text(
        "".join(json.dumps(x) + "\n" for x in [*recs[:2], extra]), encoding="utf-8")
    run(b, 600.0, workers=0, max_iterations=1, log=lambda m: None)
    gb = _lines(b / "manifest.jsonl")[-1]
    for k in ("units", "games", "candidate_wins", "decision", "promoted", "sprt"):
        assert gb[k] == gate[k], k


def test_the_replay_window_keeps_the_last_generations() -> None:
    h = [(0, "A"), (1, "A"), (2, "B"), (3, "B"), (4, "C")]
    assert replay_window(h, 2, 0) == [(2, "B"), (3, "B"), (4, "C")]
    assert replay_window(h, 2, 2) == [(3, "B"), (4, "C")]
    assert replay_window(h, 1, 0) == [(4, "C")]
    assert replay_window(h, 5, 0) == h


def test_after_a_promotion_the_fit_still_sees_the_earlier_generation(
        tmp_path: Path) -> None:
    r = Run(tmp_path, TINY)
    r.records = [{"type": "gate", "iteration": 0, "candidate": "c1", "promoted": False},
                 {"type": "gate", "iteration": 1, "candidate": "c2", "promoted": True},
                 {"type": "gate", "iteration": 2, "candidate": "c3", "promoted": False}]
    i, cur, data = r.state()
    assert (i, cur) == (3, "c2")
    assert data == [(0, r.initial), (1, r.initial), (2, "c2"), (3, "c2")]


def test_the_first_runs_settings_still_mean_what_they_meant(tmp_path: Path) -> None:
    """A run folder from before the new settings keeps the linear policy, the fixed
    Wilson gate and the data of its current checkpoint only: its checkpoint 0 is the
    committed one and its state is where it stopped."""
    old = Path(__file__).resolve().parents[1] / "lab/expert_iteration/runs/2p-classic"
    shutil.copy(old / "config.json", tmp_path / "config.json")
    shutil.copy(old / "manifest.jsonl", tmp_path / "manifest.jsonl")
    r = Run(tmp_path)
    assert r.initial == "662c7de50a613d7f"
    assert r.config.gate_test == "wilson" and r.config.policy == "linear"
    assert r.state() == (15, "f62e0ee5bc02eff8", [(12, "f62e0ee5bc02eff8"),
                                                  (13, "f62e0ee5bc02eff8"),
                                                  (14, "f62e0ee5bc02eff8"),
                                                  (15, "f62e0ee5bc02eff8")])
    assert Model(load_checkpoint(old / "checkpoints", "f62e0ee5bc02eff8")).W is not None


def test_the_feature_policy_fit_learns_a_policy_of_move_features() -> None:
    """Visit shares drawn from a known feature policy: the fit gets close to its
    cross-entropy and far below the uniform priors'."""
    rng = np.random.default_rng(3)
    n = 600
    F = rng.normal(size=(n, N_MOVES, N_MOVE_FEATURES))
    C = np.c_[np.ones(n), rng.normal(size=(n, N_CONTEXT - 1))]
    M = rng.random((n, N_MOVES)) < 0.4
    M[:, -1] = True
    theta = rng.normal(size=(N_MOVE_FEATURES, N_CONTEXT)) * 0.3
    b = rng.normal(size=N_MOVES) * 0.3
    P = softmax(_feature_logits(theta, b, F, C) + np.where(M, 0.0, -1e9))
    data = {"F": F, "C": C, "M": M, "P": P}
    rows = np.ones(n, dtype=bool)
    truth = model_policy_loss(Model({"players": 2, "value": [0.0],
                                     "policy": {"theta": theta, "b": b}}), data, rows)
    uniform = model_policy_loss(Model({"players": 2, "value": [0.0]}), data, rows)
    th, bb = fit_feature_policy(F, C, M, P)
    got = model_policy_loss(Model({"players": 2, "value": [0.0],
                                   "policy": {"theta": th, "b": bb}}), data, rows)
    assert got[0] < truth[0] + 0.1 < uniform[0] - 0.3


@pytest.mark.skipif(not fastcore.enabled(), reason="the compiled core is not built here")
def test_compiled_and_python_leaf_play_outs_give_the_same_games(tmp_path: Path,
                                                                 monkeypatch) -> None:
    """The search's leaf play-outs run in the compiled core; with it switched off the
    pure-Python engine plays the same play-outs, so a unit's games are the same."""
    r = Run(tmp_path, TINY)
    got = []
    for pure in ("0", "1"):
        monkeypatch.setenv(fastcore.PURE_PYTHON_ENV, pure)
        u = Unit("selfplay", 2, r.initial, 21, 23)
        run_unit(u, str(tmp_path))
        with np.load(shard_path(tmp_path, u)) as z:
            got.append({k: z[k] for k in z.files})
    assert got[0].keys() == got[1].keys()
    for k in got[0]:
        assert np.array_equal(got[0][k], got[1][k]), k


def test_the_report_prints_a_row_per_gate(capsys) -> None:
    from expert_iteration.report import main

    old = Path(__file__).resolve().parents[1] / "lab/expert_iteration/runs/2p-classic"
    assert main([str(old)]) == 0
    rows = capsys.readouterr().out.splitlines()
    assert len(rows) == 2 + len((old / "gates.jsonl").read_text().splitlines())
    assert "28 / 40 = 70.0% [54.6%–81.9%] | wilson: **promoted**" in rows[2 + 11]


def test_the_command_line_sets_the_search_of_a_new_run(monkeypatch, tmp_path) -> None:
    # the third run's settings (docs/ai.md): 128 iterations and PUCT's c 0.4 reach the
    # config a new run folder is made with; the default c stays the first runs' 1.5
    import expert_iteration.driver as drv

    seen: list = []
    monkeypatch.setattr(drv, "run", lambda *a, **k: seen.append(a))
    assert drv.main(["--run", str(tmp_path / "r"), "--budget", "1m", "--workers", "0",
                     "--search-iterations", "128", "--puct-c", "0.4"]) == 0
    assert seen[0][5].search["iterations"] == 128 and seen[0][5].search["c"] == 0.4
    assert drv.main(["--run", str(tmp_path / "r"), "--workers", "0"]) == 0
    assert seen[1][5].search["c"] == 1.5
    cfg = json.loads((Path(__file__).resolve().parents[1] /
                      "lab/expert_iteration/runs/2p-classic-c/config.json").read_text())
    assert (cfg["search"]["iterations"], cfg["search"]["c"]) == (128, 0.4)
