"""``sanjuan hint SAVEFILE``: ranked options of the pending decision, as text and JSON;
clear errors for a damaged file or a seat that is not to decide. And the hint words."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sanjuan.ai import make_player
from sanjuan.learn.reasons import Reason
from sanjuan.rules.actions import action_from_json
from sanjuan.rules.game import Game
from sanjuan.rules.observation import observe
from sanjuan.rules.state import Options
from sanjuan.store.save import load_game, save_game
from ui.cli import main
from ui.text.hints import reason_text


def saved(tmp_path: Path, moves: int, seed: int = 4) -> Path:
    g = Game(Options(2, "classic", False, seed))
    med = make_player("medium", 1)
    for _ in range(moves):
        g.apply(med.choose(observe(g.state, g.state.decision.seat)))
    path = tmp_path / "game.json"
    save_game(g, path)
    return path


def test_hint_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = saved(tmp_path, 40)
    assert main(["hint", str(path), "--json", "--iterations", "16"]) == 0
    out = json.loads(capsys.readouterr().out)
    state = load_game(path).state
    assert out["seat"] == state.decision.seat + 1
    legal = state.decision.legal_actions()
    assert out["options"]
    wins = []
    for o in out["options"]:
        assert action_from_json(o["action"]) in legal
        assert 0.0 <= o["win"] <= 1.0 and o["reason"]["text"] and o["label"]
        wins.append(o["win"])
    assert wins[0] == max(wins) or out["options"][wins.index(max(wins))]["about_equal"]
    assert out["options"][0]["about_equal"] is False


def test_hint_text_is_deterministic(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = saved(tmp_path, 0)
    main(["hint", str(path), "--iterations", "16"])
    first = capsys.readouterr().out
    main(["hint", str(path), "--iterations", "16"])
    assert capsys.readouterr().out == first
    assert first.startswith("Round 1") and " 1. " in first and "%" in first
    assert "(s)" not in first and "%n" not in first


def test_hint_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert main(["hint", str(bad)]) == 2
    assert "damaged" in capsys.readouterr().err
    path = saved(tmp_path, 0)
    seat = load_game(path).state.decision.seat
    assert main(["hint", str(path), "--seat", str(2 - seat)]) == 2
    assert "not to decide" in capsys.readouterr().err


@pytest.mark.parametrize(("reason", "words"), [
    (Reason("builder", {"priv": 1, "card": 22, "cost": 4, "hand": 6, "others": [(1, 1)]}),
     "Builder: with the privilege you can build the"),
    (Reason("builder", {"priv": 2, "card": None, "cost": 0, "hand": 1, "others": []}),
     "even with the privilege and the Library you cannot build"),
    (Reason("trader", {"priv": 1, "goods": [4], "tile": 2, "pay": 3, "others": [(1, 2)]}),
     "Trader: the next tile, C, pays 3 for your silver; Diego has 2 goods"),
    (Reason("producer", {"priv": 1, "goods": [3, 0], "others": [(1, 1)]}),
     "you produce coffee and indigo; Diego can fill 1 building"),
    (Reason("build", {"card": 0, "cost": 1, "vp": 1, "left": 0, "replace": None}),
     "for 1 card: 1 VP, 0 cards left in your hand"),
    (Reason("councillor", {"priv": 1, "draw": 5, "keep": 1}), "draw 5 cards and keep 1"),
    (Reason("pay", {"cards": [0], "kept": [1, 2]}), "You keep Sugar mill and Tobacco storage"),
    (Reason("pay", {"cards": [0], "kept": []}), "You keep none of the cards you could pay"),
    (Reason("produce", {"goods": [0, 4], "low": 3, "high": 5}),
     "Sells for 3 to 5 cards, by the trading-house tile"),
    (Reason("produce", {"goods": [-1], "low": 2, "high": 2}), "Sells for 2 cards on any tile"),
    (Reason("keep", {"cards": [0], "dropped": [3]}), "You give up Coffee roaster"),
    (Reason("discard", {"cards": [0], "kept": []}), "Your hand is empty afterwards"),
    (Reason("tuck", {"cards": [0], "vp": 1}), "1 VP at the game's end for as many hand cards"),
    (Reason("swap", {"cards": [0, 1], "count": 2}), "You draw 2 new cards instead"),
])
def test_reason_words(reason: Reason, words: str) -> None:
    assert words in reason_text(reason, ["Ana", "Diego"])
