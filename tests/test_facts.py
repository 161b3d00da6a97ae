"""sanjuan.rules.facts: the public rule questions answer as the engine decides, with cost
breakdowns as values (RULES.md 3.1), and never change the state they are asked about."""

from __future__ import annotations

from helpers import blank, build, fill_hand, good, hand

from sanjuan.rules import facts
from sanjuan.rules.actions import ChooseRole
from sanjuan.rules.cards import Role
from sanjuan.rules.decisions import CostItem, CostKind, DecisionKind
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.state import GameState, Options, T


def _builder_turn() -> tuple[GameState, int, int]:
    """A classic game outside any phase, seat 0 owning a Library, Quarry, Crane and Chapel,
    a Palace in hand and 5 more cards; returns (state, Palace card, Chapel card)."""
    s = blank("classic")
    build(s, 0, "library", "quarry", "crane")
    chapel = build(s, 0, "chapel")[0]
    palace = hand(s, 0, "palace")[0]
    fill_hand(s, 0, 5)
    s.chooser, s.library = -1, False
    return s, palace, chapel


def test_build_cost_items_are_values_with_their_sources() -> None:
    s, palace, chapel = _builder_turn()
    plain = facts.build_cost(s, 0, palace, priv=facts.NO_PRIVILEGE)
    assert plain == facts.BuildCost(5, (CostItem(CostKind.PRINTED, 6, T["palace"]),
                                        CostItem(CostKind.QUARRY, -1, T["quarry"])))
    best = facts.build_cost(s, 0, palace, chapel, priv=facts.best_privilege(s, 0))
    assert best.items == (CostItem(CostKind.PRINTED, 6, T["palace"]),
                          CostItem(CostKind.LIBRARY, -2, T["library"]),
                          CostItem(CostKind.QUARRY, -1, T["quarry"]),
                          CostItem(CostKind.CRANE, -3, T["crane"], T["chapel"]))
    assert best.total == 0  # 6 − 2 − 1 − 3: reductions never pay out
    # replacing the Library leaves only the plain privilege
    lib = next(b for b in s.players[0].buildings if s.types[b] == T["library"])
    over_lib = facts.build_cost(s, 0, palace, lib, priv=facts.LIBRARY_PRIVILEGE)
    assert [i.kind for i in over_lib.items] == [CostKind.PRINTED, CostKind.BUILDER,
                                                 CostKind.QUARRY, CostKind.CRANE]


def test_hypothetical_privilege_leaves_the_state_alone() -> None:
    s, palace, _ = _builder_turn()
    before = (s.chooser, s.library, list(s.players[0].hand))
    as_builder = facts.build_options(s, 0, facts.LIBRARY_PRIVILEGE)
    plain = facts.build_options(s, 0, facts.NO_PRIVILEGE)
    assert (s.chooser, s.library, list(s.players[0].hand)) == before
    cost = {(o.card, o.replace): o.cost for o in as_builder}
    assert cost[palace, None] == 3 and {(o.card, o.replace): o.cost for o in plain}[
        palace, None] == 5


def test_build_options_are_the_engines_in_a_builder_phase() -> None:
    s = new_game(Options(3, "2018", False, 4))
    while s.decision.kind is not DecisionKind.CHOOSE_ROLE:
        apply(s, s.decision.legal_actions()[0])
    apply(s, ChooseRole(Role.BUILDER, False))
    d = s.decision
    assert d.kind is DecisionKind.BUILD
    assert facts.build_options(s, d.seat) == d.options
    for o in d.options:
        assert facts.build_cost(s, d.seat, o.card, o.replace) == (o.cost, o.breakdown)


def test_round_and_limit_facts() -> None:
    s = blank("classic", players=2)
    assert facts.hand_limit(s, 0) == 7
    build(s, 0, "tower")
    assert facts.hand_limit(s, 0) == 12
    assert facts.role_choosers(s) == [s.governor, 1 - s.governor, s.governor]
    assert facts.library_choices(s, 1) == (False,) and not facts.may_use_library(s, 1)
    build(s, 1, "library")
    assert facts.library_choices(s, 1) == (True, False)
    assert facts.best_privilege(s, 1) == facts.LIBRARY_PRIVILEGE
    s.chooser, s.library = 0, False
    assert (facts.privilege(s, 0), facts.privilege(s, 1)) == (1, 0)
    s.chooser, s.library = 1, True
    assert (facts.privilege(s, 0), facts.privilege(s, 1)) == (0, 2)


def test_crane_and_black_market_facts() -> None:
    """RULES.md 3.1: the Crane builds over any own building but itself and one of the same
    name; the Black market pays with goods, not with the good of a replaced building."""
    s = blank("2018", players=3)
    crane, chapel, indigo, sugar = build(s, 0, "crane", "chapel", "indigo_plant", "sugar_mill")
    assert facts.crane_targets(s, 0, T["chapel"]) == [None, indigo, sugar]
    assert crane not in facts.crane_targets(s, 0, T["palace"])
    assert facts.crane_targets(s, 0, T["palace"]) == [None, chapel, indigo, sugar]
    assert facts.crane_targets(s, 1, T["chapel"]) == [None]  # no Crane
    good(s, 0, indigo)
    good(s, 0, sugar)
    assert facts.black_market_goods(s, 0) == []  # no Black market
    build(s, 0, "black_market")
    assert facts.black_market_goods(s, 0) == sorted([indigo, sugar])
    assert facts.black_market_goods(s, 0, indigo) == [sugar]


def test_phase_limit_facts() -> None:
    """RULES.md 3.2-3.4: 1 good, +1 for the chooser (+2 with the Library), +1 with an
    Aqueduct / Trading post; the councillor draws 5 (8 with the Library), the others 2,
    each keeps 1 (2 with a Prefecture)."""
    s = blank("2018", players=3)
    s.chooser, s.library = -1, False
    assert (facts.production_limit(s, 0), facts.sale_limit(s, 0)) == (1, 1)
    s.chooser = 0
    assert (facts.production_limit(s, 0), facts.sale_limit(s, 0)) == (2, 2)
    s.library = True
    assert (facts.production_limit(s, 0), facts.sale_limit(s, 0)) == (3, 3)
    build(s, 0, "aqueduct", "trading_post")
    assert (facts.production_limit(s, 0), facts.sale_limit(s, 0)) == (4, 4)
    assert (facts.production_limit(s, 1), facts.sale_limit(s, 1)) == (1, 1)
    s.chooser, s.library = 1, False
    assert [facts.draw_and_keep(s, i) for i in range(3)] == [(2, 1), (5, 1), (2, 1)]
    s.library = True
    build(s, 2, "prefecture")
    assert [facts.draw_and_keep(s, i) for i in range(3)] == [(2, 1), (8, 1), (2, 2)]
    assert (facts.COUNCILLOR_DRAW, facts.LIBRARY_DRAW, facts.OTHERS_DRAW) == (5, 8, 2)
    assert facts.PARK_CRANE_CREDIT == 6
