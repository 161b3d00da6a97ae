"""The ``sanjuan simulate`` command and the CLI dispatcher."""

from __future__ import annotations

import json

import pytest

from ui.cli import main


@pytest.mark.parametrize("edition", ["classic", "2018", "2018-expansion"])
def test_simulate_json(capsys: pytest.CaptureFixture[str], edition: str) -> None:
    assert main(["simulate", "--games", "5", "--players", "3", "--edition", edition,
                 "--seed", "4", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 5 and out["errors"] == 0 and out["edition"] == edition
    assert out["average_rounds"] > 1 and out["average_winning_score"] > 0
    assert out["games_per_second"] > 0


def test_simulate_text_and_variant(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "3", "--players", "4", "--variant"]) == 0
    out = capsys.readouterr().out
    assert "games: 3" in out and "variant" in out and "games per second" in out


def test_simulate_is_deterministic(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--games", "4", "--seed", "9", "--json"]
    main(args)
    a = json.loads(capsys.readouterr().out)
    main(args)
    b = json.loads(capsys.readouterr().out)
    for key in ("average_rounds", "average_winning_score", "decisions"):
        assert a[key] == b[key]


def test_bad_arguments_exit_cleanly() -> None:
    with pytest.raises(SystemExit):
        main(["simulate", "--players", "5"])
    with pytest.raises(SystemExit):
        main(["simulate", "--edition", "deluxe"])
