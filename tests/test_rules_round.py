"""Round structure (RULES.md 2): set-up, role choice, start-of-round steps, hand limit,
piles running out.

Rulebooks: classic = sources/004_* (2004), 2018 = sources/000_* (2018 + expansion).
"""

from __future__ import annotations

import pytest
from helpers import (
    blank,
    build,
    discard_all_draw,
    empty_piles,
    fill_hand,
    good,
    hand,
    role,
    start_round,
    turn,
)

from sanjuan.rules.actions import ChooseRole, Pass, Select
from sanjuan.rules.cards import Role
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.events import CardsDrawn, DeckExhausted, DeckReshuffled, Reason, RoleChosen
from sanjuan.rules.state import Options

# -- set-up ------------------------------------------------------------------------


@pytest.mark.parametrize("edition, size", [("classic", 110), ("2018", 112),
                                           ("2018-expansion", 142)])
def test_setup_indigo_plant_and_four_cards(edition: str, size: int) -> None:
    """Spielvorbereitung (both): each player an Indigo plant face up and 4 hand cards; the
    rest is the draw pile. Deck sizes 110 / 112 / 112 + 29 + Cathedral (RULES.md 1.1)."""
    for n in (2, 3, 4):
        s = new_game(Options(n, edition, seed=n))
        assert len(s.types) == size
        for p in s.players:
            assert [s.ctype(b).key for b in p.buildings] == ["indigo_plant"]
            assert len(p.hand) == 4
        assert len(s.draw) == size - 5 * n - len(s.table) and s.discard == []
        assert s.round == 1 and s.decision.kind is DecisionKind.CHOOSE_ROLE
        assert s.decision.seat == s.governor


def test_variant_start_hands_five_to_eight_keep_four() -> None:
    """Variante (both): "der Startspieler erhält insgesamt 5 Karten, der Zweite erhält 6,
    der Dritte 7 und der Vierte 8 Karten ... entscheidet sich dann für die 4 Karten, die
    er behalten möchte"."""
    s = new_game(Options(4, "2018", variant=True, seed=3))
    order = [(s.governor + i) % 4 for i in range(4)]
    assert [len(s.players[p].hand) for p in order] == [5, 6, 7, 8]
    for seat in order:
        d = s.decision
        assert d.kind is DecisionKind.START_HAND and d.seat == seat
        assert d.min_count == d.max_count == 4
        apply(s, Select(tuple(d.candidates[:4])))
        assert len(s.players[seat].hand) == 4
    assert s.decision.kind is DecisionKind.CHOOSE_ROLE and len(s.discard) == 1 + 2 + 3 + 4


# -- role choice -------------------------------------------------------------------


def play_round_roles(s, roles):
    """Choose ``roles`` in turn, passing every other decision; returns the choosers."""
    seats = []
    for r in roles:
        while s.decision.kind is not DecisionKind.CHOOSE_ROLE:
            d = s.decision
            apply(s, Pass() if d.can_pass else d.legal_actions()[0])
        seats.append(s.decision.seat)
        apply(s, ChooseRole(r))
    return seats


def test_two_players_governor_chooses_twice() -> None:
    """Achtung (both): "Zu zweit werden also pro Runde 3 der 5 Rollen ausgewählt, in der
    Reihenfolge: Gouverneur - Mitspieler - Gouverneur"; then the governor changes."""
    s = blank("classic")
    start_round(s, 2, governor=1)
    seats = play_round_roles(s, [Role.PROSPECTOR, Role.COUNCILLOR, Role.TRADER])
    assert seats == [1, 0, 1]
    while s.decision.kind is not DecisionKind.CHOOSE_ROLE:
        apply(s, Pass() if s.decision.can_pass else s.decision.legal_actions()[0])
    assert s.round == 3 and s.governor == 0 and s.decision.seat == 0
    assert len(s.decision.options) == 5  # every role back in the middle


@pytest.mark.parametrize("players", [3, 4])
def test_each_player_chooses_one_role_clockwise(players: int) -> None:
    """Spielverlauf (both): from the governor clockwise, each takes one of the *remaining*
    roles; then the governor card passes to the left."""
    s = blank("classic", players=players)
    start_round(s, 2, governor=2)
    roles = [Role.PROSPECTOR, Role.BUILDER, Role.PRODUCER, Role.TRADER][:players]
    seats = play_round_roles(s, roles)
    assert seats == [(2 + i) % players for i in range(players)]
    while s.decision.kind is not DecisionKind.CHOOSE_ROLE:
        apply(s, Pass() if s.decision.can_pass else s.decision.legal_actions()[0])
    assert s.governor == 3 % players and s.round == 3


def test_taken_role_not_offered() -> None:
    """Rollen (both): "Eine Rollenkarte bleibt bis zum Ende einer Runde vor dem betreffenden
    Spieler liegen und kann so lange von keinem anderen Spieler genommen werden"."""
    s = blank("classic", players=3)
    d = turn(s, 0, taken=(Role.BUILDER, Role.TRADER))
    assert {a.role for a in d.options} == {Role.PRODUCER, Role.COUNCILLOR, Role.PROSPECTOR}


def test_library_once_per_round_with_two_players() -> None:
    """Bibliothek, Achtung (both): "Im 2-Personen-Spiel darf eine Bibliothek ... nur einmal
    pro Runde benutzt werden! Nutzt der Gouverneur die Bibliothek in seinem ersten Zug,
    darf er sie ... im zweiten Zug dieser Runde nicht mehr nutzen (bzw. umgekehrt)"."""
    s = blank("classic")
    build(s, 0, "library")
    start_round(s, 2, governor=0)
    assert ChooseRole(Role.PROSPECTOR, True) in s.decision.options
    apply(s, ChooseRole(Role.PROSPECTOR, True))
    assert len(s.players[0].hand) == 2
    apply(s, ChooseRole(Role.COUNCILLOR))  # seat 1
    apply(s, Select((s.decision.candidates[0],)))
    apply(s, Select((s.decision.candidates[0],)))
    d = s.decision
    assert d.seat == 0 and d.kind is DecisionKind.CHOOSE_ROLE
    assert all(not a.use_library for a in d.options)
    # the other way round: not used first, so it may be used second
    t = blank("classic")
    build(t, 0, "library")
    start_round(t, 2, governor=0)
    apply(t, ChooseRole(Role.PROSPECTOR, False))
    apply(t, ChooseRole(Role.TRADER))
    assert ChooseRole(Role.BUILDER, True) in t.decision.options
    # and in the next round it is available again
    apply(t, ChooseRole(Role.BUILDER, True))
    while t.decision.kind is not DecisionKind.CHOOSE_ROLE:
        apply(t, Pass() if t.decision.can_pass else t.decision.legal_actions()[0])
    apply(t, ChooseRole(Role.TRADER))  # seat 1, governor of round 3
    assert ChooseRole(Role.BUILDER, True) in t.decision.options


def test_library_every_role_with_three_players_and_optional() -> None:
    """Bibliothek: with 3–4 players the once-per-round limit does not apply; using it is
    optional ("Nutzt der Besitzer ... darf er dieses verdoppeln"; Stadtgebäude: "Es darf
    benutzt werden, muss aber nicht")."""
    s = blank("classic", players=3)
    build(s, 1, "library")
    d = turn(s, 1)
    assert {(a.role, a.use_library) for a in d.options} == {(r, u) for r in Role
                                                            for u in (True, False)}
    apply(s, ChooseRole(Role.PROSPECTOR, True))
    assert [e for e in s.log if isinstance(e, RoleChosen)][-1].library
    assert len(s.players[1].hand) == 2
    t = blank("classic", players=3)
    build(t, 1, "library")
    turn(t, 1)
    apply(t, ChooseRole(Role.PROSPECTOR, False))
    assert len(t.players[1].hand) == 1


# -- start of a round --------------------------------------------------------------


def test_round_start_order_office_then_chapel_bank_then_hand_limit() -> None:
    """Wachstube, 2018 expansion: "Die Reihenfolge zu Rundenbeginn ist: 1. Amtsstube – 2.
    Kapelle/Bank – 3. Wachstube/Turm"; for everybody, from the governor."""
    s = blank("2018-expansion")
    for seat in (0, 1):
        build(s, seat, "office_building", "chapel", "bank")
        fill_hand(s, seat, 9)
    start_round(s, 2, governor=1)
    seen = []
    while s.decision.kind is not DecisionKind.CHOOSE_ROLE:
        d = s.decision
        seen.append((d.kind, d.seat))
        apply(s, Pass() if d.can_pass else Select(d.candidates[:d.min_count]))
    K = DecisionKind
    assert seen == [(K.OFFICE, 1), (K.OFFICE, 0), (K.CHAPEL, 1), (K.BANK, 1), (K.CHAPEL, 0),
                    (K.BANK, 0), (K.HAND_LIMIT, 1), (K.HAND_LIMIT, 0)]
    assert [len(p.hand) for p in s.players] == [6, 6]


def test_no_round_start_steps_in_round_one() -> None:
    """RULES.md 2.4: the start-of-round steps belong to "alle weiteren Runden" (both
    rulebooks' side bars); round 1 begins with the governor's choice."""
    s = blank("2018-expansion")
    build(s, 0, "office_building", "chapel", "bank")
    fill_hand(s, 0, 9)
    start_round(s, 1, governor=0)
    assert s.decision.kind is DecisionKind.CHOOSE_ROLE and len(s.players[0].hand) == 9


def test_office_building_discard_one_or_two_then_draw_as_many() -> None:
    """Amtsstube, 2018 expansion: "eine oder zwei seiner Handkarten auf den Ablagestapel
    legen und anschließend wieder genauso viele Karten vom Aufnahmestapel"."""
    s = blank("2018-expansion")
    build(s, 0, "office_building")
    cards = fill_hand(s, 0, 4)
    start_round(s, 2, governor=0)
    d = s.decision
    assert d.kind is DecisionKind.OFFICE and (d.min_count, d.max_count) == (0, 2)
    apply(s, Select(tuple(cards[:2])))
    assert len(s.players[0].hand) == 4 and set(cards[:2]) <= set(s.discard)
    assert not set(cards[:2]) & set(s.players[0].hand)


def test_chapel_tucks_at_most_one_card() -> None:
    """Kapelle (both): "darf zu Beginn jeder Runde ... eine beliebige seiner Handkarten ...
    unter die Kapelle schieben"."""
    s = blank("classic")
    build(s, 0, "chapel")
    cards = fill_hand(s, 0, 3)
    start_round(s, 2, governor=0)
    d = s.decision
    assert d.kind is DecisionKind.CHAPEL and (d.min_count, d.max_count) == (0, 1)
    with pytest.raises(Exception, match="choose 0 to 1"):
        apply(s, Select(tuple(cards[:2])))
    apply(s, Select((cards[1],)))
    assert s.players[0].chapel == [cards[1]] and len(s.players[0].hand) == 2


def test_bank_once_per_game_any_number() -> None:
    """Bank, 2018 expansion: "Ein einziges Mal im ganzen Spiel ... beliebig viele seiner
    Handkarten unter seine Bank schieben"; declining does not use it up."""
    s = blank("2018-expansion")
    build(s, 0, "bank")
    cards = fill_hand(s, 0, 5)
    start_round(s, 2, governor=0)
    d = s.decision
    assert d.kind is DecisionKind.BANK and d.max_count == 5
    apply(s, Pass())
    start_round(s, 3, governor=0)
    assert s.decision.kind is DecisionKind.BANK
    apply(s, Select(tuple(cards[:4])))
    assert len(s.players[0].bank) == 4 and s.players[0].bank_used
    start_round(s, 4, governor=0)
    assert s.decision.kind is DecisionKind.CHOOSE_ROLE


@pytest.mark.parametrize("edition, buildings, limit", [
    ("classic", (), 7), ("classic", ("tower",), 12), ("2018", (), 7),
    ("2018-expansion", (), 6), ("2018-expansion", ("guard_room",), 7),
    ("2018-expansion", ("tower",), 12), ("2018-expansion", ("tower", "guard_room"), 12)])
def test_hand_limit(edition: str, buildings: tuple[str, ...], limit: int) -> None:
    """Kartenlimit (both): more than 7 → discard down to 7, Turm 12; Wachstube (expansion):
    without a Guard room 6, with one 7, Tower owners 12 "ob mit oder ohne Wachstube"."""
    s = blank(edition)
    build(s, 0, *buildings)
    fill_hand(s, 0, limit + 3)
    fill_hand(s, 1, 6 if edition == "2018-expansion" else 7, "sugar_mill")
    start_round(s, 2, governor=0)
    d = s.decision
    assert d.kind is DecisionKind.HAND_LIMIT and d.seat == 0
    assert d.min_count == d.max_count == 3
    apply(s, Select(tuple(d.candidates[-3:])))
    assert len(s.players[0].hand) == limit
    assert s.decision.kind is DecisionKind.CHOOSE_ROLE  # seat 1 at the limit: untouched


def test_hand_limit_only_at_round_start() -> None:
    """Zur Verdeutlichung (both): "Während einer Runde dürfen die Spieler durchaus auch mehr
    als 7 Karten auf der Hand halten"."""
    s = blank("classic")
    fill_hand(s, 0, 7)
    build(s, 0, "library")
    role(s, 0, Role.PROSPECTOR, library=True)
    assert len(s.players[0].hand) == 9 and s.decision.kind is DecisionKind.CHOOSE_ROLE


# -- piles -------------------------------------------------------------------------


def test_discard_pile_reshuffled_when_draw_pile_empty() -> None:
    """Ablagestapel (both): "Ist der Aufnahmestapel aufgebraucht, werden alle Karten des
    Ablagestapels gemischt und als neuer Aufnahmestapel bereitgelegt"."""
    s = blank("classic")
    build(s, 0, "library")
    discard_all_draw(s, keep=1)
    before = set(s.discard)
    role(s, 0, Role.PROSPECTOR, library=True)
    assert len(s.players[0].hand) == 2 and s.discard == []
    assert any(isinstance(e, DeckReshuffled) for e in s.log)
    assert set(s.draw) | {s.players[0].hand[1]} == before


def test_no_cards_left_the_game_goes_on() -> None:
    """RULES.md 2.1.4: with draw and discard pile both empty nothing can be drawn; every
    phase still runs without a crash (draws simply fail)."""
    s = blank("2018-expansion", players=3)
    ind, office = build(s, 0, "indigo_plant", "customs_office")
    sug = build(s, 1, "sugar_mill")[0]
    good(s, 1, sug)
    build(s, 2, "gold_mine", "goldsmith", "library")
    fill_hand(s, 2, 2)
    empty_piles(s)
    for r in (Role.PRODUCER, Role.COUNCILLOR, Role.PROSPECTOR):
        role(s, 2, r, library=True)
        assert s.decision.kind is DecisionKind.CHOOSE_ROLE
    assert s.players[0].goods == {} and len(s.players[2].hand) == 2
    assert any(isinstance(e, DeckExhausted) for e in s.log)
    role(s, 0, Role.TRADER)
    sold = s.players[1].goods[sug]
    apply(s, Select((sug,)))  # the sold good is discarded, reshuffled and drawn as payment
    assert s.players[1].hand == [sold] and s.draw == s.discard == []
    role(s, 1, Role.PROSPECTOR)  # nothing at all left to draw
    assert s.players[1].hand == [sold]
    assert not [e for e in s.log if isinstance(e, CardsDrawn) and e.reason is Reason.PROSPECTOR]


def test_frozen_game_ends_at_round_end() -> None:
    """No card can move any more (piles empty, no goods, no hand card buildable even with
    every reduction): nobody can ever reach 12 buildings, so the game ends at the end of
    the round instead of running forever (the rulebooks are silent; found by `sanjuan
    simulate`, classic 2 players, seeds 9, 38, 133)."""
    s = blank("classic")
    build(s, 1, "crane", "indigo_plant")
    hand(s, 1, "crane")  # a second Crane can never be built
    hand(s, 0, "library")  # cost 5 with no other card: never affordable
    empty_piles(s)
    start_round(s, 2, governor=0)
    for _ in range(3):  # three role choices, every phase passed: the round ends
        assert not s.over
        apply(s, ChooseRole(Role.BUILDER) if ChooseRole(Role.BUILDER) in s.decision.options
              else s.decision.options[0])
        while s.decision is not None and s.decision.kind is not DecisionKind.CHOOSE_ROLE:
            apply(s, Pass())
    assert s.over and s.round == 2


@pytest.mark.parametrize("extra", ["chapel", "build", "limit"])
def test_not_frozen_while_a_card_can_still_move(extra: str) -> None:
    """The frozen end needs *no* possible card move: a Chapel, an affordable build or a
    hand over the limit keep the game going."""
    s = blank("classic")
    hand(s, 0, "library")
    if extra == "chapel":
        build(s, 0, "chapel")
    elif extra == "build":
        hand(s, 0, "indigo_plant")
    else:
        fill_hand(s, 0, 7, "sugar_mill")
    empty_piles(s)
    start_round(s, 2, governor=1)
    for _ in range(4):
        while s.decision.kind is not DecisionKind.CHOOSE_ROLE:
            apply(s, Pass() if s.decision.can_pass else s.decision.legal_actions()[0])
        apply(s, ChooseRole(next(a.role for a in s.decision.options
                                 if a.role is not Role.BUILDER)))
    assert not s.over


@pytest.mark.parametrize("edition, production, violet", [("classic", 42, 68),
                                                         ("2018", 44, 68),
                                                         ("2018-expansion", 44, 68 + 29 + 1)])
def test_deck_composition(edition: str, production: int, violet: int) -> None:
    """Spielmaterial: classic "110 Spielkarten (42 Produktions- und 68 violette Gebäude)";
    2018: Indigo 10, Zucker 8, Tabak 9, Kaffee 9, Silber 8 and 24 city buildings ×3 (the
    four 6-cost ×2); expansion "30 Spielkarten (= 9x 3 + 1x 2 neue Stadtgebäude + 1
    Kathedrale)"."""
    s = new_game(Options(2, edition, seed=0))
    prod = [c for c in range(len(s.types)) if s.ctype(c).is_production]
    assert len(prod) == production and len(s.types) - len(prod) == violet
    counts = {}
    for c in range(len(s.types)):
        counts[s.ctype(c).key] = counts.get(s.ctype(c).key, 0) + 1
    assert counts["tobacco_storage"] == (8 if edition == "classic" else 9)
    assert counts["palace"] == 2 and counts["library"] == 3
    if edition == "2018-expansion":
        assert counts["residence"] == 2 and counts["cathedral"] == 1 and counts["bank"] == 3
