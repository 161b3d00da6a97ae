"""``sanjuan arena``: report shape, seat rotation and the statistics helpers."""

from __future__ import annotations

import json

import pytest

from sanjuan.ai.arena import percentile, wilson
from ui.cli import main


def test_arena_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--players", "3", "--games", "3", "--seats", "hard,easy,random",
                 "--iterations", "4", "--edition", "2018", "--seed", "2", "--json"]) == 0
    rep = json.loads(capsys.readouterr().out)
    assert rep["games"] == 3 and rep["deals"] == 1 and rep["players"] == 3
    assert rep["seats"] == ["hard", "easy", "random"]
    assert set(rep["levels"]) == {"hard", "easy", "random"}
    wins = 0.0
    for st in rep["levels"].values():
        assert st["seat_games"] == 3  # each level held each seat of the deal once
        lo, hi = st["win_rate_ci95"]
        assert 0 <= lo <= st["win_rate"] <= hi <= 1
        assert st["decision_ms_median"] <= st["decision_ms_p95"] <= st["decision_ms_max"]
        assert st["average_score"] > 0 and st["decisions"] > 0
        wins += st["wins"]
    assert wins == pytest.approx(3 - rep["unfinished"])


def test_arena_text_pads_seats(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--players", "4", "--games", "4", "--seats", "easy,medium"]) == 0
    out = capsys.readouterr().out
    assert "seats: easy,medium,medium,medium" in out and "win rate" in out


def test_arena_rejects_unknown_level() -> None:
    with pytest.raises(SystemExit):
        main(["arena", "--seats", "grandmaster"])


def test_wilson_and_percentile() -> None:
    lo, hi = wilson(90, 100)
    assert lo == pytest.approx(0.8256, abs=1e-3) and hi == pytest.approx(0.9448, abs=1e-3)
    assert wilson(0, 0) == (0.0, 1.0)
    assert percentile([3.0, 1.0, 2.0], 0.5) == 2.0
    assert percentile([0.0, 10.0], 0.95) == pytest.approx(9.5)


def test_load_average_is_three_figures_or_nan_where_the_system_keeps_none(monkeypatch):
    import math
    import os

    from sanjuan.ai.arena import load_average

    if hasattr(os, "getloadavg"):
        assert len(load_average()) == 3 and all(x >= 0 for x in load_average())
    monkeypatch.delattr(os, "getloadavg", raising=False)  # Windows: none kept
    assert all(math.isnan(x) for x in load_average())
