"""Councillor and prospector phases (RULES.md 3.4, 3.5) with their buildings.

Rulebooks: classic = sources/004_* (2004), 2018 = sources/000_* (2018 + expansion).
"""

from __future__ import annotations

import pytest
from helpers import blank, build, fill_hand, hand, role, stack

from sanjuan.rules.actions import Pass, Select
from sanjuan.rules.cards import Role
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.engine import apply
from sanjuan.rules.events import CardsRevealed

# -- councillor --------------------------------------------------------------------


def test_councillor_keeps_one_of_five_others_one_of_two() -> None:
    """Ratsherr (both): "nimmt 5 Karten ..., behält eine davon ... Die übrigen 4 Karten legt
    er auf den Ablagestapel. Anschließend nehmen reihum alle anderen Spieler 2 Karten"."""
    s = blank("classic", players=3)
    top = stack(s, "well", "smithy", "hero", "statue", "archive", "crane", "chapel")
    role(s, 0, Role.COUNCILLOR)
    d = s.decision
    assert d.kind is DecisionKind.COUNCILLOR_KEEP and d.seat == 0
    assert sorted(d.candidates) == sorted(top[:5]) and d.min_count == d.max_count == 1
    apply(s, Select((top[2],)))
    assert s.players[0].hand == [top[2]]
    assert {top[0], top[1], top[3], top[4]} <= set(s.discard)
    d = s.decision
    assert d.seat == 1 and sorted(d.candidates) == sorted(top[5:7]) and d.max_count == 1
    apply(s, Select((top[6],)))
    assert s.decision.seat == 2 and len(s.decision.candidates) == 2


def test_library_councillor_draws_eight() -> None:
    """Bibliothek (both): "Ratsherr: er erhält eine Auswahl von 8 Karten"."""
    s = blank("classic")
    build(s, 0, "library")
    role(s, 0, Role.COUNCILLOR, library=True)
    assert len(s.decision.candidates) == 8 and s.decision.max_count == 1


@pytest.mark.parametrize("councillor, library, drawn", [(False, False, 2), (True, False, 5),
                                                       (True, True, 8)])
def test_prefecture_examples_keep_two(councillor: bool, library: bool, drawn: int) -> None:
    """Präfektur, 2018: "als Nicht-Ratsherr 2 von 2 Karten; als Ratsherr 2 von 5 Karten;
    als Ratsherr mit Bibliothek 2 von 8 Karten". (The classic text reads "als
    Nicht-Ratsherr 2 von 5 Karten, als Ratsherr 2 von 8 Karten", which contradicts its
    own councillor rule — a non-councillor draws 2; the 2018 wording is followed.)"""
    s = blank("2018")
    build(s, 1, "prefecture")
    if library:
        build(s, 1, "library")
    role(s, 1 if councillor else 0, Role.COUNCILLOR, library=library)
    if not councillor:
        apply(s, Select((s.decision.candidates[0],)))  # seat 0, the councillor
        assert len(s.players[1].hand) == 2  # 2 of 2: both kept without a question
        return
    d = s.decision
    assert d.seat == 1 and len(d.candidates) == drawn and d.min_count == d.max_count == 2


def test_archive_example_prefecture_councillor_discards_three() -> None:
    """Archiv (both): "Der Spieler ist Ratsherr, besitzt die Präfektur und das Archiv: er
    zieht 5 Karten vom Stapel, nimmt sie alle auf die Hand und wirft anschließend 3
    beliebige Handkarten auf den Ablagestapel" — old hand cards may go."""
    for ed in ("classic", "2018"):
        s = blank(ed)
        build(s, 0, "prefecture", "archive")
        old = hand(s, 0, "well", "smithy")
        new = stack(s, "hero", "statue", "crane", "chapel", "tower")
        role(s, 0, Role.COUNCILLOR)
        d = s.decision
        assert d.kind is DecisionKind.COUNCILLOR_DISCARD and d.min_count == d.max_count == 3
        assert sorted(d.candidates) == sorted(old + new)
        apply(s, Select((old[0], old[1], new[0])))
        assert sorted(s.players[0].hand) == sorted(new[1:])


def test_library_archive_prefecture_example_discard_six() -> None:
    """Bibliothek-Beispiel (both): "neben der Bibliothek auch das Archiv und die Präfektur,
    nimmt er als Ratsherr alle 8 Karten auf die Hand und legt anschließend 6 beliebige
    Handkarten wieder ab"."""
    s = blank("classic")
    build(s, 0, "library", "archive", "prefecture")
    fill_hand(s, 0, 1)
    role(s, 0, Role.COUNCILLOR, library=True)
    d = s.decision
    assert d.kind is DecisionKind.COUNCILLOR_DISCARD
    assert len(d.candidates) == 9 and d.min_count == d.max_count == 6


def test_archive_non_councillor() -> None:
    """Archiv: a non-councillor takes both cards and discards one from the whole hand."""
    s = blank("classic")
    build(s, 1, "archive")
    old = hand(s, 1, "well")
    role(s, 0, Role.COUNCILLOR)
    apply(s, Select((s.decision.candidates[0],)))
    d = s.decision
    assert d.seat == 1 and d.kind is DecisionKind.COUNCILLOR_DISCARD
    assert old[0] in d.candidates and len(d.candidates) == 3 and d.max_count == 1


def test_customs_office_good_at_start_of_councillor_phase_max_one() -> None:
    """Zollamt, 2018 expansion: "Zu Beginn einer Ratsherrenphase nimmt sich der Besitzer
    eines Zollamtes eine Karte vom Stapel und legt sie (unbesehen) als Ware auf sein
    Zollamt"; "es darf nur max. eine auf einem Zollamt liegen"."""
    s = blank("2018-expansion")
    office = build(s, 1, "customs_office")[0]
    top = stack(s, "hero")[0]
    role(s, 0, Role.COUNCILLOR)
    assert s.players[1].goods == {office: top}  # before the councillor's draw
    assert top not in s.decision.candidates
    role(s, 0, Role.COUNCILLOR)
    assert s.players[1].goods == {office: top}


def test_customs_office_good_cannot_be_produced_on() -> None:
    """The Customs office is no production building: producers never put a good on it."""
    s = blank("2018-expansion")
    build(s, 0, "customs_office")
    role(s, 0, Role.PRODUCER)
    assert s.players[0].goods == {}


# -- prospector --------------------------------------------------------------------


def test_prospector_draws_one_others_nothing() -> None:
    """Goldsucher (both): "erhält - als sein Privileg - 1 Karte"; no action for others."""
    s = blank("classic", players=3)
    role(s, 1, Role.PROSPECTOR)
    assert [len(p.hand) for p in s.players] == [0, 1, 0]


def test_library_prospector_draws_two() -> None:
    """Bibliothek (both): "Goldsucher: er erhält 2 Karten vom Stapel"."""
    s = blank("classic")
    build(s, 0, "library")
    role(s, 0, Role.PROSPECTOR, library=True)
    assert len(s.players[0].hand) == 2


def gold_mine(ed: str, reveal: tuple[str, ...], owner: int = 1):
    s = blank(ed)
    build(s, owner, "gold_mine")
    _, *cards = stack(s, "indigo_plant", *reveal)  # the prospector's card, then the four
    role(s, 0, Role.PROSPECTOR)
    return s, cards


def test_gold_mine_classic_example_same_cost_all_discarded() -> None:
    """Goldgrube, classic: "Bibliothek (5), Präfektur (3), Schmiede (1) und Tabakspeicher
    (3): er muss alle 4 Karten auf den Ablagestapel legen"."""
    s, cards = gold_mine("classic", ("library", "prefecture", "smithy", "tobacco_storage"))
    assert s.players[1].hand == [] and set(cards) <= set(s.discard)
    ev = [e for e in s.log if isinstance(e, CardsRevealed)][-1]
    assert sorted(ev.cards) == sorted(cards) and ev.private_to == -1  # shown to all


def test_gold_mine_classic_example_take_any() -> None:
    """Goldgrube, classic: "Steinbruch (4), Schmiede (1), Tabakspeicher (3) und Bibliothek
    (5): er nimmt eine der Karten auf die Hand und legt die anderen drei ab" (any one)."""
    s, cards = gold_mine("classic", ("quarry", "smithy", "tobacco_storage", "library"))
    d = s.decision
    assert d.kind is DecisionKind.GOLD_MINE and d.seat == 1
    assert sorted(d.candidates) == sorted(cards) and d.min_count == d.max_count == 1
    with pytest.raises(Exception, match="choose 1"):
        apply(s, Pass())
    apply(s, Select((cards[3],)))  # the Library, not the cheapest
    assert s.players[1].hand == [cards[3]]
    assert set(cards[:3]) <= set(s.discard) and s.revealed == []


def test_gold_mine_2018_example_same_cost_all_discarded() -> None:
    """Goldgrube, 2018: "Bibliothek (5), Präfektur (4), Schmiede (1) und Kaffee (4): Er
    muss alle vier Karten auf den Ablagestapel legen"."""
    s, cards = gold_mine("2018", ("library", "prefecture", "smithy", "coffee_roaster"))
    assert s.players[1].hand == [] and set(cards) <= set(s.discard)


def test_gold_mine_2018_example_takes_cheapest() -> None:
    """Goldgrube, 2018: "Steinbruch (4), Goldgrube (1), Tabakspeicher (3) und Reiter (5):
    Er nimmt die Goldgrube auf die Hand und legt die anderen drei ab" (no choice)."""
    s, cards = gold_mine("2018", ("quarry", "gold_mine", "tobacco_storage", "hero"))
    assert s.players[1].hand == [cards[1]]
    assert s.decision.kind is DecisionKind.CHOOSE_ROLE  # nothing to decide


def test_gold_mine_prefecture_cost_differs_per_edition() -> None:
    """Präfektur (3) in the classic example, (4) in the 2018 one (RULES.md 1.1 note 1):
    Prefecture, Smithy, Tobacco storage, Library are all different only in 2018."""
    s, cards = gold_mine("2018", ("prefecture", "smithy", "tobacco_storage", "library"))
    assert s.players[1].hand == [cards[1]]  # the Smithy, cost 1
    c, cards = gold_mine("classic", ("prefecture", "smithy", "tobacco_storage", "library"))
    assert c.players[1].hand == [] and c.decision.kind is DecisionKind.CHOOSE_ROLE


def test_gold_mine_after_prospectors_draw_and_for_the_prospector_too() -> None:
    """Goldgrube (both): "nachdem er oder ein Mitspieler den Goldsucher gewählt und eine
    Karte aufgenommen hat"."""
    s = blank("2018")
    build(s, 0, "gold_mine")
    first, *four = stack(s, "well", "quarry", "gold_mine", "tobacco_storage", "hero")
    role(s, 0, Role.PROSPECTOR)
    assert sorted(s.players[0].hand) == sorted([first, four[1]])


def test_goldsmith_takes_a_building_nobody_has() -> None:
    """Goldschmiede, 2018 expansion: "deckt in jeder Goldsucherphase die oberste Karte vom
    Stapel auf ...: Ist darauf ein Gebäude ..., das von noch keinem Spieler gebaut wurde
    (inkl. ihm selbst), darf er die Karte auf die Hand nehmen, andernfalls legt er sie auf
    den Ablagestapel"."""
    s = blank("2018-expansion")
    build(s, 1, "goldsmith")
    build(s, 0, "well")
    _, hero = stack(s, "indigo_plant", "hero")
    role(s, 0, Role.PROSPECTOR)
    assert s.players[1].hand == [hero]
    t = blank("2018-expansion")
    build(t, 1, "goldsmith")
    build(t, 0, "well")
    _, well = stack(t, "indigo_plant", "well")
    role(t, 0, Role.PROSPECTOR)
    assert t.players[1].hand == [] and well in t.discard
    u = blank("2018-expansion")
    build(u, 1, "goldsmith", "smithy")
    _, smithy = stack(u, "indigo_plant", "smithy")
    role(u, 0, Role.PROSPECTOR)
    assert u.players[1].hand == [] and smithy in u.discard  # own building counts too
    ev = [e for e in u.log if isinstance(e, CardsRevealed)][-1]
    assert ev.cards == (smithy,) and ev.private_to == -1  # shown to everybody
