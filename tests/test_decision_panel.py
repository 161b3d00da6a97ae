"""Every decision kind can be answered by clicks on the table (tests/uidriver.py).

Seeded random games run on the engine directly; for the deciding seat the table shows
that seat's observation, a random legal action is chosen, the driver clicks it and the
table must emit exactly that action. Constructed positions (buildings handed out before
play) reach the rare kinds: Gold mine, Bank, Office building, Black market, Archive.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from uidriver import answer

from sanjuan.rules.cards import TYPE_INDEX
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.state import GameState, Options

pytest.importorskip("pytestqt")

NAMES = ("Ada", "Bo", "Cy", "Di")
UI_PER_KIND = 4  # decisions of one kind answered through the UI per game


def give(s: GameState, seat: int, key: str) -> None:
    """Move a ``key`` building from the draw pile into ``seat``'s tableau."""
    ti = TYPE_INDEX[key]
    card = next(c for c in s.draw if s.types[c] == ti)
    s.draw.remove(card)
    s.players[seat].buildings.append(card)


def play(qtbot, table, s: GameState, seed: int, seen: Counter, max_steps: int = 400) -> None:
    """Play ``s`` on with random legal actions, answering some through the table."""
    rng = random.Random(seed)
    per_game: Counter = Counter()
    emitted: list = []
    table.actionChosen.connect(emitted.append)
    try:
        for _ in range(max_steps):
            if s.over:
                return
            d = s.decision
            action = d.sample(rng)
            if per_game[d.kind] < UI_PER_KIND:
                per_game[d.kind] += 1
                seen[d.kind] += 1
                table.show_observation(observe(s, d.seat), NAMES[:s.num_players])
                emitted.clear()
                answer(qtbot, table, action)
                assert emitted == [action], (d.kind, emitted, action)
            apply(s, action)
    finally:
        table.actionChosen.disconnect(emitted.append)


def test_every_decision_kind_by_clicks(qtbot, table) -> None:
    seen: Counter = Counter()
    setups = [
        (Options(players=4, edition="2018-expansion", variant=True, seed=1),
         {0: ["office_building", "bank", "black_market", "crane"],
          1: ["archive", "chapel", "library"], 2: ["prefecture"], 3: ["trading_post"]}),
        (Options(players=2, edition="classic", seed=2),
         {0: ["gold_mine", "library", "archive"], 1: ["gold_mine", "black_market"]}),
        (Options(players=3, edition="2018", variant=True, seed=3),
         {0: ["library", "smithy"], 1: ["crane", "tower"], 2: ["aqueduct", "well"]}),
    ]
    for i, (opts, gifts) in enumerate(setups):
        s = new_game(opts)
        for seat, keys in gifts.items():
            for key in keys:
                give(s, seat, key)
        play(qtbot, table, s, seed=100 + i, seen=seen)
    missing = set(DecisionKind) - set(seen)
    assert not missing, f"never answered through the table: {missing}"
