"""Undo limits decided from the engine's events (sanjuan/rules/undo.py), checked against what
each seat can actually see: inside the undoable range nobody learns a hidden card."""

from __future__ import annotations

import random

import pytest

from sanjuan.rules.actions import ChooseRole, Pass
from sanjuan.rules.cards import Role
from sanjuan.rules.engine import apply
from sanjuan.rules.events import CardsDrawn, RoleChosen, TileTurned
from sanjuan.rules.game import Game
from sanjuan.rules.observation import observe
from sanjuan.rules.state import UNKNOWN, GameState, Options
from sanjuan.rules.undo import Blocker, Step, UndoLimit, reveal, steps_of, undo_depth


def known(s: GameState, seat: int) -> set[int]:
    """Card ids ``seat`` can see in state ``s`` (anywhere on the table or in hand)."""
    o = observe(s, seat).state
    return {c for _, cards in o.seat_cards() for c in cards if c != UNKNOWN}


def test_reveal_classifies_events() -> None:
    assert reveal([RoleChosen(0, Role.BUILDER)]) is None
    assert reveal([CardsDrawn(1, count=1, cards=(5,))]) is Blocker.CARD_DRAWN
    assert reveal([CardsDrawn(1, count=0)]) is None
    assert reveal([RoleChosen(0), TileTurned(0, tile=2)]) is Blocker.TILE_TURNED


def test_depth_counts_own_silent_steps_only() -> None:
    silent, drew = (RoleChosen(0),), (CardsDrawn(0, count=1, cards=(3,)),)
    steps = [Step(1, silent), Step(0, drew), Step(0, silent), Step(0, silent)]
    assert undo_depth(steps, 0) == UndoLimit(2, Blocker.CARD_DRAWN)
    assert undo_depth(steps, 1) == UndoLimit(0, Blocker.OTHER_SEAT, 0)
    assert undo_depth(steps[:1], 1) == UndoLimit(1, Blocker.NOTHING)


@pytest.mark.parametrize("seed", range(12))
def test_nothing_hidden_is_seen_inside_the_undoable_range(seed: int) -> None:
    """At random points of random games: between the undo target and now, no seat sees
    a card it could not see at the target, except the actor's own hand cards (built or
    shown by the decisions being taken back), and no tile is turned."""
    rng = random.Random(seed)
    g = Game(Options(2 + seed % 3, ("classic", "2018", "2018-expansion")[seed % 3], seed % 2 == 0,
                     seed))
    checked = 0
    while not g.state.over:
        if rng.random() < 0.15:
            seat = g.state.decision.seat
            limit = undo_depth(steps_of(g), seat)
            n = len(g.actions)
            target = Game.replay(g.options, g.actions[: n - limit.depth])
            hand = set(target.state.players[seat].hand)
            before = [known(target.state, v) for v in range(g.options.players)]
            for a in g.actions[n - limit.depth:]:
                apply(target.state, a)
                assert target.state.tile_pos == g.state.tile_pos or limit.depth == 0
                for v in range(g.options.players):
                    assert known(target.state, v) <= before[v] | hand
            checked += limit.depth
        g.apply(g.state.decision.sample(rng))
    assert checked > 0
    for seat in range(g.options.players):  # the last action ended the game
        assert undo_depth(steps_of(g), seat).depth == 0


def test_builder_choice_and_pass_can_be_taken_back_until_another_seat_decides() -> None:
    g = Game(Options(3, "2018", False, 4))
    rng = random.Random(1)
    while not (g.state.decision.kind.value == "choose_role"
               and ChooseRole(Role.BUILDER) in g.state.decision.options):
        g.apply(g.state.decision.sample(rng))
    me = g.state.decision.seat
    g.apply(ChooseRole(Role.BUILDER))
    assert undo_depth(steps_of(g), me).depth == 1
    g.apply(Pass())  # the chooser builds first (RULES.md 3.1); passing shows nothing
    limit = undo_depth(steps_of(g), me)
    assert limit.depth == 2
    nxt = g.state.decision.seat
    assert nxt != me
    g.apply(Pass())
    assert undo_depth(steps_of(g), me) == UndoLimit(0, Blocker.OTHER_SEAT, nxt)
