"""Hidden information (RULES.md 5): what an Observation and the event log show a seat."""

from __future__ import annotations

import random

import pytest
from helpers import blank, build, fill_hand, good, hand, role, stack, tuck

from sanjuan.rules.actions import Build, Select
from sanjuan.rules.cards import Role
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.events import (
    PUBLIC,
    BuildingBuilt,
    CardsRevealed,
    CardsTucked,
    Event,
    _CardsEvent,
)
from sanjuan.rules.observation import observe
from sanjuan.rules.state import UNKNOWN, Options


def test_other_hands_hidden_sizes_public() -> None:
    """RULES.md 5 / Merke (both): "Die Anzahl der eigenen Handkarten ist den Mitspielern
    ... stets zu zeigen" — the contents are private."""
    s = blank("classic", players=3)
    mine = hand(s, 0, "well", "hero")
    hand(s, 1, "smithy")
    o = observe(s, 0)
    assert o.hand == mine and o.state.players[0].hand == mine
    assert o.state.players[1].hand == [UNKNOWN] and o.state.players[2].hand == []


def test_goods_hidden_from_everybody_including_owner() -> None:
    """Aufseher (both): the good is placed "ohne sie sich anzusehen" — only which building
    carries a good is known."""
    s = blank("classic")
    ind = build(s, 0, "indigo_plant")[0]
    good(s, 0, ind)
    for seat in (0, 1):
        assert observe(s, seat).state.players[0].goods == {ind: UNKNOWN}


def test_piles_hidden_counts_public() -> None:
    """RULES.md 5: draw pile order and discard pile contents are unknown to everyone."""
    s = new_game(Options(2, "classic", seed=3))
    s.discard.extend([s.draw.pop(), s.draw.pop()])
    o = observe(s, 0).state
    assert o.draw == [UNKNOWN] * len(s.draw) and o.discard == [UNKNOWN, UNKNOWN]


def test_chapel_bank_own_only_harbor_nobody() -> None:
    """Kapelle, Hinweis (both): "muss seinen Mitspielern nicht mitteilen, welche und wie
    viele Karten"; Hafen: goods tucked "unbesehen" — hidden from the owner too."""
    s = blank("2018-expansion")
    build(s, 0, "chapel", "bank", "harbor")
    tuck(s, 0, 2)
    tuck(s, 0, 3, "bank")
    tuck(s, 0, 1, "harbor")
    me, you = observe(s, 0).state.players[0], observe(s, 1).state.players[0]
    assert me.chapel == s.players[0].chapel and me.bank == s.players[0].bank
    assert me.harbor == [UNKNOWN]
    assert you.chapel == [UNKNOWN] * 2 and you.bank == [UNKNOWN] * 3
    assert you.harbor == [UNKNOWN]


def test_councillor_draw_visible_to_the_drawer_only() -> None:
    """Ratsherr (both): the drawn cards are looked at by their drawer only."""
    s = blank("classic", players=3)
    drawn = stack(s, "well", "smithy", "hero", "statue", "archive")
    role(s, 0, Role.COUNCILLOR)
    assert sorted(observe(s, 0).state.revealed) == sorted(drawn)
    for seat in (1, 2):
        o = observe(s, seat)
        assert o.state.revealed == [UNKNOWN] * 5
        assert o.decision.seat == 0 and o.decision.candidates == ()
        assert o.decision.kind is DecisionKind.COUNCILLOR_KEEP


def test_gold_mine_reveal_is_public() -> None:
    """Goldgrube (classic): the four cards are turned face up ("deckt ... auf")."""
    s = blank("classic")
    build(s, 0, "gold_mine")
    _, *four = stack(s, "well", "smithy", "tobacco_storage", "quarry", "library")
    role(s, 0, Role.PROSPECTOR)
    assert s.decision.kind is DecisionKind.GOLD_MINE
    assert sorted(observe(s, 1).state.revealed) == sorted(four)


def test_unturned_tiles_hidden_turned_tiles_known() -> None:
    """Händler (both): tiles lie face down; a turned tile has been seen by everybody."""
    s = blank("classic")
    assert observe(s, 1).state.tiles == (UNKNOWN,) * 5
    role(s, 0, Role.TRADER)
    role(s, 0, Role.TRADER)
    o = observe(s, 1).state
    assert o.tiles[:2] == s.tiles[:2] and o.tiles[2:] == (UNKNOWN,) * 3
    assert o.tile == s.tiles[1]


def test_other_seats_decision_redacted() -> None:
    """An observer sees whose decision it is and what kind, not the options."""
    s = blank("classic")
    hand(s, 0, "indigo_plant", "well")
    fill_hand(s, 0, 2)
    role(s, 0, Role.BUILDER)
    own, other = observe(s, 0).decision, observe(s, 1).decision
    assert own.options and other.options == () and other.kind is DecisionKind.BUILD


def check_events(log: list[Event], players: int) -> None:
    """No event as shown to a viewer carries another seat's private cards."""
    for e in log:
        for v in range(players):
            shown = e.for_viewer(v)
            if isinstance(e, _CardsEvent) and e.cards:
                if e.private_to == PUBLIC:
                    assert shown.cards == e.cards
                elif e.private_to == v:
                    assert shown.cards == e.cards
                else:
                    assert shown.cards == () and shown.count == e.count


def test_events_never_show_other_seats_private_cards() -> None:
    """Events of whole random games: draws, discards, payments, councillor picks, tucks
    are private to their seat; Gold mine / Goldsmith reveals are public; Harbor tucks
    private to nobody (RULES.md 5)."""
    kinds: set[str] = set()
    for ed, n in (("classic", 3), ("2018-expansion", 4), ("2018-expansion", 2)):
        s = new_game(Options(n, ed, seed=5))
        rng = random.Random(5)
        while not s.over:
            apply(s, s.decision.sample(rng))
        check_events(s.log, n)
        kinds |= {type(e).__name__ for e in s.log}
    assert {"CardsDrawn", "CardsDiscarded", "CardsTucked", "BuildingBuilt"} <= kinds


def test_harbor_tuck_event_names_no_card() -> None:
    """Hafen: the tucked good is unseen by everybody, the owner too."""
    s = blank("2018-expansion")
    ind = build(s, 0, "indigo_plant")[0]
    build(s, 0, "harbor")
    good(s, 0, ind)
    role(s, 0, Role.TRADER)
    apply(s, Select((ind,)))
    ev = [e for e in s.log if isinstance(e, CardsTucked)][-1]
    assert ev.cards == () and ev.count == 1 and ev.private_to != 0


def test_gold_mine_events_public_building_events_public() -> None:
    """Revealed cards and built buildings are public (RULES.md 5)."""
    s = blank("2018")
    build(s, 1, "gold_mine")
    stack(s, "well", "smithy", "tobacco_storage", "quarry", "library")
    role(s, 0, Role.PROSPECTOR)
    ev = [e for e in s.log if isinstance(e, CardsRevealed)][-1]
    assert ev.for_viewer(0).cards == ev.cards and len(ev.cards) == 4
    t = blank("classic")
    w = hand(t, 0, "indigo_plant")[0]
    role(t, 0, Role.BUILDER)
    apply(t, Build(w))
    b = [e for e in t.log if isinstance(e, BuildingBuilt)][-1]
    assert b.for_viewer(1) == b and b.card == w


@pytest.mark.parametrize("edition, players", [("classic", 2), ("2018-expansion", 3)])
def test_determinized_state_looks_the_same(edition: str, players: int) -> None:
    """Observation.determinize deals the unseen cards at random: the result must look
    exactly like the observation to its seat (what AI search relies on)."""
    s = new_game(Options(players, edition, seed=21))
    rng = random.Random(2)
    step = 0
    while not s.over:
        step += 1
        if step % 7 == 0:
            seat = rng.randrange(players)
            o = observe(s, seat)
            d = o.determinize(random.Random(step))
            assert observe(d, seat).key() == o.key()
            every = sorted(c for _, cards in d.seat_cards() for c in cards)
            assert every == list(range(len(d.types)))
        apply(s, s.decision.sample(rng))
