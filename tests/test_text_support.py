"""Shared helpers of the ui/text tests (no tests here): seeded random games and
hand-made positions built from a real new game."""

from __future__ import annotations

import random
from collections.abc import Iterator

from sanjuan.rules.actions import Action, Build
from sanjuan.rules.cards import TYPE_INDEX
from sanjuan.rules.decisions import Decision, DecisionKind
from sanjuan.rules.engine import apply, new_game, refresh_decision
from sanjuan.rules.state import GameState, Options

NAMES = ("Anna", "Ben", "Cleo", "Dora")
EDITION_KEYS = ("classic", "2018", "2018-expansion")


def eager_action(d: Decision, rng: random.Random) -> Action:
    """A random legal action that builds whenever it can (9 times in 10), so that the
    games reach the rarer buildings' decisions quickly."""
    if d.kind is DecisionKind.BUILD and d.options and rng.random() < 0.9:
        o = rng.choice(d.options)
        return Build(o.card, o.replace)
    return d.sample(rng)


def play(edition: str, players: int, seed: int, variant: bool = False,
         log: bool = True) -> Iterator[GameState]:
    """Play one seeded random game, yielding the state before every decision is
    answered (callers must not change it) and once more at the end."""
    s = new_game(Options(players=players, edition=edition, seed=seed, variant=variant),
                 log=log)
    rng = random.Random(seed)
    while not s.over:
        yield s
        apply(s, eager_action(s.decision, rng))
    yield s


def give(s: GameState, seat: int, key: str, place: str = "buildings") -> int:
    """Move a card of building ``key`` from the draw pile (or the table, for the
    Cathedral) into ``seat``'s ``place`` ("buildings" or "hand"); returns its id.
    Refreshes the pending decision so that it matches the new position."""
    ti = TYPE_INDEX[key]
    pool = s.draw if any(s.types[c] == ti for c in s.draw) else s.table
    card = next(c for c in pool if s.types[c] == ti)
    pool.remove(card)
    getattr(s.players[seat], place).append(card)
    refresh_decision(s)
    return card


def fresh(edition: str = "classic", players: int = 3, seed: int = 1) -> GameState:
    """A new game without start hands, waiting for the governor's first role choice."""
    s = new_game(Options(players=players, edition=edition, seed=seed))
    for p in s.players:
        s.draw.extend(p.hand)
        p.hand.clear()
    refresh_decision(s)
    return s
