"""The fast rollout policy (sanjuan.ai.rollout.FastPolicy): legal actions, and role
choices exactly as its plain definition gives them (the others' gain worked out once per
role is a speed-up only; the choice hash proves whole games, this test names the rule)."""

from __future__ import annotations

import random

import pytest

from sanjuan.ai.heuristics import GAME_END, GOOD_PRICE
from sanjuan.ai.rollout import FastPolicy, play_on
from sanjuan.rules.actions import Action, ChooseRole
from sanjuan.rules.cards import CARD_TYPES, Role
from sanjuan.rules.decisions import Decision, DecisionKind
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.state import TILES, GameState, Options, T

PROD = tuple(ct.is_production for ct in CARD_TYPES)
GOOD = tuple(-1 if ct.good is None else int(ct.good) for ct in CARD_TYPES)


def _left(s: GameState) -> float:
    most = max(len(p.buildings) for p in s.players)
    return max(0.0, (GAME_END - most) / (0.75 if s.num_players == 2 else 0.65))


def reference_gain(f: FastPolicy, s: GameState, seat: int, role: Role, priv: int) -> float:
    """The rough value of a role phase as first written (before the speed-up)."""
    p = s.players[seat]
    types = s.types
    if role is Role.BUILDER:
        owned = [types[b] for b in p.buildings]
        best = 0.0
        for c in p.hand:
            ti = types[c]
            cost = max(0, s.costs[ti] - priv - ((T["smithy"] in owned) if PROD[ti]
                                                 else (T["quarry"] in owned)))
            if cost < len(p.hand):
                best = max(best, f.value(s, seat, ti, owned, _left(s)) - 0.6 * cost)
        return best + (0.6 * priv if best > 0 else 0.0)
    if role is Role.PRODUCER:
        empty = sorted((GOOD[types[b]] for b in p.buildings
                        if PROD[types[b]] and b not in p.goods), reverse=True)
        n = 1 + priv + s.owns(seat, T["aqueduct"])
        return sum(0.45 * GOOD_PRICE[g] + 0.15 for g in empty[:n])
    if role is Role.TRADER:
        tile = TILES[s.tiles[s.tile_pos % len(s.tiles)]]
        prices = sorted((tile[GOOD[types[b]]] if GOOD[types[b]] >= 0 else 2
                         for b in p.goods), reverse=True)
        n = 1 + priv + s.owns(seat, T["trading_post"])
        return 0.6 * sum(prices[:n])
    if role is Role.COUNCILLOR:
        return 0.6 + (0.5 * priv if priv else 0.1)
    return 0.6 * priv


def reference_values(f: FastPolicy, s: GameState, d: Decision) -> list[float]:
    """Own gain minus a share of the others' gain, every option worked out afresh."""
    n = s.num_players
    w = 0.7 if n == 2 else 0.45
    return [reference_gain(f, s, d.seat, a.role, 2 if a.use_library else 1)
            - w * sum(reference_gain(f, s, q, a.role, 0) for q in range(n) if q != d.seat)
            for a in d.options]


def reference_role(f: FastPolicy, s: GameState, d: Decision) -> Action:
    """The first option of best :func:`reference_values`."""
    choice: Action = d.options[0]
    best = -1e9
    for a, v in zip(d.options, reference_values(f, s, d), strict=True):
        if v > best:
            best, choice = v, a
    return choice


@pytest.mark.parametrize(("players", "edition"), [(2, "classic"), (3, "2018"),
                                                  (4, "2018-expansion")])
def test_role_choices_and_gains_match_the_plain_definition(players: int, edition: str) -> None:
    f = FastPolicy()
    checked = 0
    for seed in range(12):
        s = new_game(Options(players, edition, seed=seed), log=False)
        rng = random.Random(seed)
        while not s.over:
            d = s.decision
            assert d is not None
            if d.kind is DecisionKind.CHOOSE_ROLE:
                assert f.decide(s, d) == reference_role(f, s, d)
                assert f.role_values(s, d) == pytest.approx(reference_values(f, s, d))
                for q in range(players):
                    for r in Role:
                        for priv in (0, 1, 2):
                            assert f.gain(s, q, r, priv) == reference_gain(f, s, q, r, priv)
                checked += 1
            # Mostly the policy's own moves (realistic tableaus), some random ones.
            apply(s, d.sample(rng) if rng.random() < 0.3 else f.decide(s, d))
    assert checked > 100


def test_role_choice_prefers_the_builder_with_a_cheap_good_building_in_hand() -> None:
    s = new_game(Options(2, "classic", seed=3), log=False)
    d = s.decision
    assert d is not None and d.kind is DecisionKind.CHOOSE_ROLE
    f = FastPolicy()
    me = d.seat
    s.players[me].hand = [c for c in s.draw if s.types[c] == T["library"]][:1] + s.players[me].hand
    builder = f.gain(s, me, Role.BUILDER, 1)
    assert builder > f.gain(s, me, Role.BUILDER, 0) > 0  # the privilege is worth something
    assert f.gain(s, me, Role.PROSPECTOR, 1) == pytest.approx(0.6)


def test_play_on_stops_after_the_given_role_choices() -> None:
    s = new_game(Options(2, "classic", seed=5), log=False)
    f = FastPolicy()
    roles = 0
    t = s.copy()
    play_on(t, f, 4)
    assert t.decision is not None and t.decision.kind is DecisionKind.CHOOSE_ROLE
    u = s.copy()
    while roles < 4:  # the same play-out by hand: four role choices and what follows
        d = u.decision
        assert d is not None
        roles += d.kind is DecisionKind.CHOOSE_ROLE
        apply(u, f.decide(u, d))
    while u.decision is not None and u.decision.kind is not DecisionKind.CHOOSE_ROLE:
        apply(u, f.decide(u, u.decision))
    assert [p.hand for p in t.players] == [p.hand for p in u.players]
    assert [p.buildings for p in t.players] == [p.buildings for p in u.players]
    assert isinstance(f.decide(t, t.decision), ChooseRole)
