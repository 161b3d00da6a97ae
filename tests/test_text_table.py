"""Role, tile, pile, governor and player tooltips (ui/text/roles.py, table.py), score-part
names, and that every string is translatable (literal contexts, a translator applies)."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from test_text_support import NAMES, fresh, give, play

from sanjuan.rules.actions import ChooseRole
from sanjuan.rules.cards import CARD_TYPES, Role
from sanjuan.rules.engine import apply
from sanjuan.rules.observation import observe
from sanjuan.rules.scoring import ScoreBreakdown
from sanjuan.rules.state import UNKNOWN
from ui.text.roles import role_name, role_tooltip
from ui.text.scoring import score_part_name, score_part_tooltip
from ui.text.table import governor_tooltip, pile_tooltip, player_tooltip, tile_tooltip

TEXT_DIR = Path(__file__).resolve().parents[1] / "ui" / "text"


def plain(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def test_role_tooltips_before_any_choice() -> None:
    s = fresh("classic", players=2)
    seat = s.governor
    give(s, seat, "library")
    give(s, seat, "indigo_plant")
    give(s, seat, "well")
    obs = observe(s, seat)
    prod = plain(role_tooltip(Role.PRODUCER, obs, NAMES[:2]))
    assert "Privilege: the producer may produce a second good." in prod
    assert "Library: the producer may produce up to 3 goods." in prod
    assert "Two players: the Library only once per round." in prod
    assert "Still available this round." in prod
    assert "You have 2 empty production buildings: as producer you could produce on 2, " \
           "otherwise on 1." in prod
    assert "Your Well: 1 card if you produce at least 2 goods." in prod
    assert "Your Library doubles the privilege." in prod
    council = plain(role_tooltip(Role.COUNCILLOR, obs, NAMES[:2]))
    assert "As councillor you would draw 8 and keep 1; otherwise draw 2 and keep 1." in council
    trader = plain(role_tooltip(Role.TRADER, obs, NAMES[:2]))
    assert "The next tile is unknown." in trader and "You have no goods to sell." in trader
    assert [role_name(r) for r in Role] == ["Builder", "Producer", "Trader", "Councillor",
                                            "Prospector"]


def test_role_tooltip_after_choices_with_the_library_used() -> None:
    s = fresh("classic", players=2)
    gov = s.governor
    give(s, gov, "library")
    apply(s, ChooseRole(Role.PROSPECTOR, True))
    assert s.decision.kind.value == "choose_role" and s.decision.seat == 1 - gov
    obs = observe(s, gov)
    tip = plain(role_tooltip(Role.PROSPECTOR, obs, NAMES[:2]))
    assert "You took it this round." in tip  # the viewer's own role: second person
    other = plain(role_tooltip(Role.PROSPECTOR, observe(s, 1 - gov), NAMES[:2]))
    assert f"Taken this round by {NAMES[gov]}." in other
    tip = plain(role_tooltip(Role.BUILDER, obs, NAMES[:2]))
    assert "You have used your Library this round." in tip
    assert "Still available this round." in tip
    apply(s, ChooseRole(Role.COUNCILLOR))  # the other player
    while s.decision.kind.value != "choose_role":
        apply(s, s.decision.legal_actions()[-1])
    apply(s, ChooseRole(Role.BUILDER))  # the governor's second role: the last of the round
    assert s.decision.kind.value == "build" and s.round == 1
    tip = plain(role_tooltip(Role.TRADER, observe(s, gov), NAMES[:2]))
    assert "Not chosen this round: every player has chosen." in tip


def test_trader_tooltip_names_the_current_tile_and_the_prices_of_your_goods() -> None:
    s = fresh("2018-expansion", players=3)
    seat = s.governor
    coffee = give(s, seat, "coffee_roaster")
    give(s, seat, "market_hall")
    p = s.players[seat]
    p.goods[coffee] = s.draw.pop()
    p.goods[p.buildings[0]] = s.draw.pop()
    apply(s, ChooseRole(Role.TRADER))
    assert s.decision.kind.value == "sell"
    from sanjuan.rules.state import TILES

    tile = s.tile
    tip = plain(role_tooltip(Role.TRADER, observe(s, seat), NAMES[:3]))
    letter = "ABCDE"[tile]
    assert f"The current tile {letter} pays indigo {TILES[tile][0]}," in tip
    both = TILES[tile][0] + TILES[tile][3]
    assert f"On tile {letter} that pays {both} cards as trader, {TILES[tile][3]} otherwise" in tip
    assert "Your Market hall: 1 card more if you sell." in tip
    assert "Its phase is under way." in tip


def test_tile_tooltip_shows_only_turned_tiles() -> None:
    s = fresh("2018-expansion")
    text = plain(tile_tooltip(observe(s, 0)))
    assert "No tile has been turned yet." in text
    assert "Next tile: unknown" in text and "Customs office always sells for 2 cards" in text
    seen = []
    for s in play("classic", 3, 5):
        obs = observe(s, 0)
        if obs.state.tile_pos > len(seen):
            seen = [t for t in obs.state.tiles if t != UNKNOWN]
            text = plain(tile_tooltip(obs))
            assert "Turned so far, in their fixed order: " + \
                ", ".join("ABCDE"[t] for t in seen) in text
            if len(seen) < 5:
                assert "Next tile: unknown" in text
            else:
                assert f"Next tile: {'ABCDE'[obs.state.tiles[obs.state.tile_pos % 5]]}" in text
    assert len(seen) == 5  # the game went round the whole stack
    assert "Customs office" not in text


def test_piles_governor_and_players() -> None:
    s = fresh("classic", players=3)
    gov = s.governor
    give(s, gov, "chapel")
    s.players[gov].chapel.append(s.draw.pop())
    give(s, gov, "smithy", "hand")
    obs = observe(s, gov)
    assert f"{len(s.draw)} cards, face down." in plain(pile_tooltip("draw", obs))
    assert "0 cards, face down." in plain(pile_tooltip("discard", obs))
    with pytest.raises(ValueError):
        pile_tooltip("hand", obs)
    gt = plain(governor_tooltip(obs, NAMES[:3]))
    assert "You are governor in round 1 and choose the first role." in gt
    assert f"{NAMES[gov]} is governor in round 1" in plain(
        governor_tooltip(observe(s, (gov + 1) % 3), NAMES[:3]))
    assert f"passes clockwise to {NAMES[(gov + 1) % 3]}" in gt
    mine = plain(player_tooltip(obs, gov, NAMES[:3]))
    assert f"{NAMES[gov]} (you)" in mine and "1 card in hand." in mine
    assert "Buildings: 2 of 12" in mine and "Printed victory points: 3." in mine
    assert "Cards under your Chapel: 1" in mine and "hand limit at the start of a round: 7" in mine
    hidden = plain(player_tooltip(obs, gov, NAMES[:3], private=False))
    assert "Cards under your Chapel" not in hidden and "1 card in hand." in hidden
    other = observe(s, (gov + 1) % 3)
    theirs = plain(player_tooltip(other, gov, NAMES[:3]))
    assert "1 card in hand." in theirs and "Smithy" not in theirs
    assert "Cards under" not in theirs and "how many cards lie under it is hidden" in theirs
    assert "Governor this round." in theirs


def test_score_part_names() -> None:
    parts = [*ScoreBreakdown().parts(), "tiebreak", "total"]
    names = [score_part_name(p) for p in parts]
    assert len(set(names)) == len(names) and all(names)
    assert score_part_name("guild_hall") == "Guild hall"
    assert all(score_part_tooltip(p) for p in parts)
    with pytest.raises(KeyError):
        score_part_name("gold")


TR_FUNCS = {"translate", "QT_TRANSLATE_NOOP"}


def test_every_translation_call_has_literal_context() -> None:
    """pyside6-lupdate extracts only calls whose context (and text) are literals."""
    calls = 0
    for path in TEXT_DIR.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                    and node.func.id in TR_FUNCS:
                calls += 1
                ctx = node.args[0]
                assert isinstance(ctx, ast.Constant) and isinstance(ctx.value, str), \
                    f"{path.name}:{node.lineno}"
                text = node.args[1]
                if node.func.id == "QT_TRANSLATE_NOOP":
                    assert isinstance(text, ast.Constant), f"{path.name}:{node.lineno}"
    assert calls > 300


def test_lupdate_extracts_card_names_and_effects(tmp_path: Path) -> None:
    lupdate = shutil.which("pyside6-lupdate") or str(
        Path(sys.executable).with_name("pyside6-lupdate"))
    if not Path(lupdate).exists():
        pytest.skip("pyside6-lupdate is not installed")
    ts = tmp_path / "x.ts"
    subprocess.run([lupdate, *map(str, sorted(TEXT_DIR.glob("*.py"))), "-ts", str(ts)],
                   check=True, capture_output=True)
    text = ts.read_text(encoding="utf-8")
    for t in CARD_TYPES:
        assert f"<source>{t.name}</source>" in text
    assert "take the cheapest of them" in text and "Hand limit: discard %1 down to %2." in text


def test_an_installed_translator_applies(qapp, tmp_path: Path) -> None:
    from PySide6.QtCore import QCoreApplication, QTranslator

    from ui.text.cards import card_name

    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    if not lrelease.exists():
        pytest.skip("pyside6-lrelease is not installed")
    ts = tmp_path / "de.ts"
    ts.write_text('<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" '
                  'language="de_DE"><context><name>Cards</name><message><source>Smithy'
                  '</source><translation>Schmiede</translation></message></context></TS>',
                  encoding="utf-8")
    qm = tmp_path / "de.qm"
    subprocess.run([str(lrelease), str(ts), "-qm", str(qm)], check=True, capture_output=True)
    tr = QTranslator()
    assert tr.load(str(qm))
    QCoreApplication.installTranslator(tr)
    try:
        assert card_name(5) == "Schmiede"
    finally:
        QCoreApplication.removeTranslator(tr)
    assert card_name(5) == "Smithy"
