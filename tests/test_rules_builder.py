"""The builder phase (RULES.md 3.1) and the game end (2.3), building by building.

Rulebooks: classic = sources/004_* (2004), 2018 = sources/000_* (2018 + expansion).
"""

from __future__ import annotations

import pytest
from helpers import blank, build, build_now, fill_hand, good, hand, role, stack, tuck

from sanjuan.rules.actions import Build, Pass, Select
from sanjuan.rules.cards import CARD_TYPES, Role
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.engine import apply
from sanjuan.rules.events import BuildingBuilt, CardsDrawn, Reason
from sanjuan.rules.scoring import score_player


def items(option) -> tuple[tuple[str, int, str | None, str | None], ...]:
    """The structured cost items of ``option`` as (kind, amount, source key, replaced
    key) — values, never English text."""
    def key(ti: int) -> str | None:
        return None if ti < 0 else CARD_TYPES[ti].key
    return tuple((i.kind.value, i.amount, key(i.source), key(i.replaced))
                 for i in option.breakdown)


def option(s, card, replace=None):
    """The BUILD option of the current decision for ``card`` (over ``replace``)."""
    d = s.decision
    assert d.kind is DecisionKind.BUILD
    for o in d.options:
        if s.types[o.card] == s.types[card] and o.replace == replace:
            return o
    return None


def test_builder_pays_one_less_others_full_price() -> None:
    """Baumeister (both): "Aufgrund seines Privilegs legt er dabei eine Karte weniger ab";
    the others build at full cost."""
    s = blank("classic")
    c0 = hand(s, 0, "tobacco_storage")[0]
    f0 = fill_hand(s, 0, 3)
    c1 = hand(s, 1, "tobacco_storage")[0]
    f1 = fill_hand(s, 1, 3)
    role(s, 0, Role.BUILDER)
    assert option(s, c0).cost == 2
    build_now(s, c0, pay=tuple(f0[:2]))
    assert s.players[0].hand == [f0[2]]
    assert option(s, c1).cost == 3
    build_now(s, c1)  # pays the whole rest of the hand: no question asked
    assert s.players[1].hand == [] and c1 in s.players[1].buildings
    assert set(f1) <= set(s.discard)


def test_reduction_example_smithy_library_sugar_mill_not_paid_out() -> None:
    """Hinweis (both): "Der Spieler ist Baumeister, besitzt die Schmiede und die Bibliothek
    und baut eine Zuckermühle: die überzählige Karte erhält er nicht ausbezahlt"."""
    for ed in ("classic", "2018"):
        s = blank(ed)
        build(s, 0, "smithy", "library")
        mill = hand(s, 0, "sugar_mill")[0]
        other = fill_hand(s, 0, 1)
        role(s, 0, Role.BUILDER, library=True)
        assert option(s, mill).cost == 0  # 2 − 2 − 1 = −1, floored at 0
        build_now(s, mill)
        assert s.players[0].hand == other  # nothing paid, nothing paid out


def test_builder_who_builds_nothing_gets_nothing() -> None:
    """Hinweis (both): "Auch erhält er sein Privileg (= 1 Karte weniger) nicht ausbezahlt,
    sollte er als Baumeister nichts bauen!" """
    s = blank("classic")
    cards = fill_hand(s, 0, 3)
    role(s, 0, Role.BUILDER)
    apply(s, Pass())
    assert s.players[0].hand == cards and s.players[0].buildings == []


def test_smithy_reduces_production_buildings_only() -> None:
    """Schmiede (both): "Baut der Besitzer einer Schmiede ein Produktionsgebäude, zahlt er
    eine Karte weniger ... Beim Bau von violetten Gebäuden nützt ihm die Schmiede nichts"."""
    s = blank("classic")
    build(s, 1, "smithy")
    coffee, well = hand(s, 1, "coffee_roaster", "well")
    fill_hand(s, 1, 5)
    role(s, 0, Role.BUILDER)
    apply(s, Pass())
    assert option(s, coffee).cost == 3
    assert option(s, well).cost == 2


def test_quarry_example_free_crane_and_no_payout() -> None:
    """Steinbruch, 2018: "Der Spieler ist Baumeister und besitzt den Steinbruch: Er baut
    einen kostenlosen Kran. Würde er ein 1er-Stadtgebäude bauen, erhielte er die 1 Karte
    Differenz nicht ausbezahlt!" (classic: the same free Crane)."""
    for ed in ("classic", "2018"):
        s = blank(ed)
        build(s, 0, "quarry")
        crane, archive, mill = hand(s, 0, "crane", "archive", "sugar_mill")
        role(s, 0, Role.BUILDER)
        assert option(s, crane).cost == 0
        assert option(s, archive).cost == 0
        assert option(s, mill).cost == 1  # the Quarry does not help production buildings
        build_now(s, crane)
        assert sorted(s.players[0].hand) == sorted([archive, mill])


def test_library_doubles_builder_privilege_and_quarry_example() -> None:
    """Bibliothek (both): "Baumeister: er zahlt beim Bauen 2 Karten weniger"; example:
    "neben der Bibliothek auch noch den Steinbruch, zahlt er beim Bau eines violetten
    Gebäudes 3 Karten weniger"."""
    s = blank("classic")
    build(s, 0, "library", "quarry")
    hero, silver = hand(s, 0, "hero", "silver_smelter")
    fill_hand(s, 0, 4)
    role(s, 0, Role.BUILDER, library=True)
    assert option(s, hero).cost == 2
    assert option(s, silver).cost == 3


def test_black_market_example_library_with_two_goods() -> None:
    """Schwarzmarkt (both): "Der Spieler baut die Bibliothek (5): er legt je 1 Warenkarte
    von seiner Indigoküperei und seinem Tabakspeicher und noch 3 Handkarten auf den
    Ablagestapel"."""
    s = blank("classic")
    indigo, tobacco, _ = build(s, 1, "indigo_plant", "tobacco_storage", "black_market")
    g1, g2 = good(s, 1, indigo), good(s, 1, tobacco)
    lib = hand(s, 1, "library")[0]
    pay = fill_hand(s, 1, 4)
    role(s, 0, Role.BUILDER)
    apply(s, Pass())
    o = option(s, lib)
    assert (o.cost, o.max_goods) == (5, 2)
    apply(s, Build(lib))
    d = s.decision
    assert d.kind is DecisionKind.BLACK_MARKET and d.max_count == 2
    apply(s, Select((indigo, tobacco)))
    d = s.decision
    assert d.kind is DecisionKind.PAY and d.min_count == d.max_count == 3
    apply(s, Select(tuple(pay[:3])))
    p = s.players[1]
    assert lib in p.buildings and p.goods == {} and p.hand == [pay[3]]
    assert {g1, g2, *pay[:3]} <= set(s.discard)
    ev = [e for e in s.log if isinstance(e, BuildingBuilt)][-1]
    assert (ev.paid, ev.goods) == (3, 2)


def test_black_market_at_most_two_goods_and_customs_office_good() -> None:
    """Schwarzmarkt: "bis zu zwei seiner Waren"; Zollamt (2018 expansion): its good "kann
    mit dem Schwarzmarkt (für ein Geld) eingetauscht werden"."""
    s = blank("2018-expansion")
    a, b, _, office = build(s, 0, "indigo_plant", "sugar_mill", "black_market",
                            "customs_office")
    for bld in (a, b, office):
        good(s, 0, bld)
    hero = hand(s, 0, "hero")[0]  # 5 − 1 builder = 4: two goods + two cards
    pay = fill_hand(s, 0, 2)
    role(s, 0, Role.BUILDER)
    assert option(s, hero).max_goods == 2
    apply(s, Build(hero))
    d = s.decision
    assert d.kind is DecisionKind.BLACK_MARKET
    assert set(d.candidates) == {a, b, office} and (d.min_count, d.max_count) == (2, 2)
    with pytest.raises(Exception, match="choose 2"):
        apply(s, Select((a, b, office)))
    apply(s, Select((a, office)))
    assert hero in s.players[0].buildings and s.players[0].hand == []
    assert list(s.players[0].goods) == [b]
    assert set(pay) <= set(s.discard)


def test_black_market_not_usable_without_goods_or_for_a_free_build() -> None:
    """Schwarzmarkt: goods only "verbilligen" a building that still costs something."""
    s = blank("classic")
    build(s, 0, "black_market", "quarry")
    ind = build(s, 0, "indigo_plant")[0]
    good(s, 0, ind)
    crane = hand(s, 0, "crane")[0]
    role(s, 0, Role.BUILDER)
    assert option(s, crane).cost == 0 and option(s, crane).max_goods == 0
    build_now(s, crane)
    assert ind in s.players[0].goods  # the good stays


def test_crane_example_chapel_to_palace_pays_three() -> None:
    """Kran (both): "Der Spieler überbaut seine Kapelle (3) mit einem Palast (6) und zahlt
    statt 6 nur 3 Karten"; chapel cards stay (Hinweis)."""
    s = blank("classic")
    _, chapel = build(s, 1, "crane", "chapel")
    tuck(s, 1, 4)
    palace = hand(s, 1, "palace")[0]
    pay = fill_hand(s, 1, 4)
    role(s, 0, Role.BUILDER)
    apply(s, Pass())
    assert option(s, palace, chapel).cost == 3
    build_now(s, palace, chapel, pay=tuple(pay[:3]))
    p = s.players[1]
    assert chapel not in p.buildings and chapel in s.removed
    assert palace in p.buildings and len(p.buildings) == 2  # replacing adds no building
    assert p.hand == [pay[3]] and len(p.chapel) == 4
    assert score_player(s, 1).chapel == 4


def test_crane_example_coffee_roaster_to_statue_free_no_payout_good_lost() -> None:
    """Kran (both): "überbaut seine Kaffeerösterei (4) mit einer Statue (3) und zahlt
    nichts; er erhält die 1 Karte Differenz nicht ausbezahlt"; a good on the replaced
    production building "ist verloren und wird auf den Ablagestapel gelegt"."""
    s = blank("2018")
    _, coffee = build(s, 1, "crane", "coffee_roaster")
    g = good(s, 1, coffee)
    statue = hand(s, 1, "statue")[0]
    rest = fill_hand(s, 1, 2)
    role(s, 0, Role.BUILDER)
    apply(s, Pass())
    assert option(s, statue, coffee).cost == 0
    build_now(s, statue, coffee)
    p = s.players[1]
    assert p.hand == rest and p.goods == {} and g in s.discard
    assert statue in p.buildings and coffee in s.removed


def test_crane_cannot_replace_itself_or_with_the_same_building() -> None:
    """Kran, Hinweise (both): "dass ein Spieler nie seinen Kran überbauen kann"; "Ein
    Spieler darf ein Gebäude nicht mit dem gleichen Gebäude überbauen"."""
    s = blank("classic")
    crane, indigo, well = build(s, 0, "crane", "indigo_plant", "well")
    ind2, lib = hand(s, 0, "indigo_plant", "library")
    fill_hand(s, 0, 6)
    role(s, 0, Role.BUILDER)
    reps = {(o.card, o.replace) for o in s.decision.options}
    assert all(r != crane for _, r in reps)
    assert (ind2, indigo) not in reps and (ind2, well) in reps
    assert (lib, well) in reps and (lib, indigo) in reps
    with pytest.raises(Exception, match="Crane"):
        apply(s, Build(lib, crane))
    with pytest.raises(Exception, match="same building"):
        apply(s, Build(ind2, indigo))


def test_crane_replaced_building_stops_working_at_once() -> None:
    """Kran, Hinweis (both): "Ein überbautes Gebäude verliert umgehend seine Funktion,
    d.h. es kann bereits für den Bau des neuen Gebäudes nicht mehr genutzt werden"
    (Quarry, Smithy, Library, Black market, Carpenter, Poor house replaced)."""
    s = blank("classic")
    _, quarry, smithy, lib, bm = build(s, 0, "crane", "quarry", "smithy", "library",
                                       "black_market")
    ind = build(s, 0, "indigo_plant")[0]
    good(s, 0, ind)
    hero, silver = hand(s, 0, "hero", "silver_smelter")
    fill_hand(s, 0, 6)
    role(s, 0, Role.BUILDER, library=True)
    # Hero (5) over the Quarry: Library −2 applies, the Quarry's −1 does not
    assert items(option(s, hero, quarry)) == (
        ("printed", 5, "hero", None), ("library", -2, "library", None),
        ("crane", -4, "crane", "quarry"))
    # Hero (5) over the Library (5): only the plain privilege is left, Quarry −1 → 0
    assert items(option(s, hero, lib)) == (
        ("printed", 5, "hero", None), ("builder", -1, None, None),
        ("quarry", -1, "quarry", None), ("crane", -5, "crane", "library"))
    # Silver smelter (5) over the Smithy (1): 5 − 2 − 1 = 2, no Smithy reduction
    assert items(option(s, silver, smithy)) == (
        ("printed", 5, "silver_smelter", None), ("library", -2, "library", None),
        ("crane", -1, "crane", "smithy"))
    assert option(s, silver, None).cost == 2  # 5 − 2 − 1 Smithy
    # over the Black market: its goods cannot pay
    assert option(s, silver, bm).max_goods == 0 and option(s, silver, None).max_goods == 1


def test_crane_replacing_carpenter_or_poor_house_gives_no_card() -> None:
    """Kran: the replaced Carpenter / Poor house no longer work for this build."""
    s = blank("classic")
    _, carp = build(s, 0, "crane", "carpenter")
    lib = hand(s, 0, "library")[0]
    fill_hand(s, 0, 1)
    role(s, 0, Role.BUILDER)
    build_now(s, lib, carp)  # 5 − 1 − 3 = 1: pays the last card
    assert s.players[0].hand == []
    assert not any(isinstance(e, CardsDrawn) and e.reason is Reason.CARPENTER for e in s.log)
    t = blank("classic")
    _, ph = build(t, 0, "crane", "poor_house")
    lib = hand(t, 0, "library")[0]
    fill_hand(t, 0, 2)
    role(t, 0, Role.BUILDER)
    build_now(t, lib, ph)  # 5 − 1 − 2 = 2: the whole hand
    assert t.players[0].hand == []


def test_replaced_violet_building_may_be_built_again() -> None:
    """Kran, Hinweis (classic): "Ein Spieler darf überbaute violette Gebäude später erneut
    bauen"."""
    s = blank("classic")
    _, well = build(s, 0, "crane", "well")
    statue, well2 = hand(s, 0, "statue", "well")
    fill_hand(s, 0, 6)
    role(s, 0, Role.BUILDER)
    assert option(s, well2) is None  # owns a Well: at most one
    build_now(s, statue, well, pay=tuple(s.players[0].hand[:0]))
    role(s, 0, Role.BUILDER)
    assert option(s, well2) is not None


def test_park_under_crane_saves_up_to_six() -> None:
    """Park, 2018 expansion: "spart ... nicht nur Baukosten von bis zu 3, sondern von bis
    zu 6"; "überbaut seinen Park mit einer Bibliothek; er muss nichts mehr dazuzahlen"."""
    s = blank("2018-expansion")
    _, park = build(s, 1, "crane", "park")
    lib = hand(s, 1, "library")[0]
    rest = fill_hand(s, 1, 2)
    role(s, 0, Role.BUILDER)
    apply(s, Pass())
    assert option(s, lib, park).cost == 0
    build_now(s, lib, park)
    assert s.players[1].hand == rest and park in s.removed


def test_park_example_cathedral_costs_one() -> None:
    """Park, 2018 expansion: "überbaut seinen Park mit der Kathedrale; er zahlt 1 Karte.
    Wäre er Baumeister und/oder besäße er den Steinbruch, wäre dieser Bau ebenfalls
    kostenlos" (RULES.md: Cathedral 7 − 6 = 1)."""
    s = blank("2018-expansion")
    _, park = build(s, 1, "crane", "park")
    cat = s.table[0]
    fill_hand(s, 1, 1)
    role(s, 0, Role.BUILDER)
    apply(s, Pass())
    assert option(s, cat, park).cost == 1
    build_now(s, cat, park)
    assert cat in s.players[1].buildings and s.table == [] and s.players[1].hand == []
    for builder, quarry in ((True, False), (False, True), (True, True)):
        t = blank("2018-expansion")
        _, park = build(t, 1, "crane", "park")
        if quarry:
            build(t, 1, "quarry")
        role(t, 1 if builder else 0, Role.BUILDER)
        if not builder:
            apply(t, Pass())
        assert option(t, t.table[0], park).cost == 0


def test_carpenter_draws_after_violet_build_not_on_its_own_build() -> None:
    """Schreinerei (both): a violet building → 1 card "nachdem er die Baukosten vollständig
    gezahlt hat"; production building → nothing; "bringt nicht sofort, bei ihrem eigenen
    Bau, 1 Karte ein"."""
    s = blank("classic")
    carp = hand(s, 0, "carpenter")[0]
    fill_hand(s, 0, 2)
    role(s, 0, Role.BUILDER)
    build_now(s, carp)
    assert s.players[0].hand == []  # no card for the Carpenter itself
    well, mill = hand(s, 0, "well", "sugar_mill")
    fill_hand(s, 0, 3)
    stack(s, "hero", "statue")
    role(s, 0, Role.BUILDER)
    build_now(s, well, pay=tuple(c for c in s.players[0].hand if c not in (well, mill))[:1])
    assert s.ctype(s.players[0].hand[-1]).key == "hero"
    n = len(s.players[0].hand)
    role(s, 0, Role.BUILDER)
    build_now(s, mill, pay=tuple(c for c in s.players[0].hand if c != mill)[:1])
    assert len(s.players[0].hand) == n - 2  # production building: no Carpenter card


def test_carpenter_before_poor_house() -> None:
    """Armenhaus, Hinweis (both): "Besitzt er auch die Schreinerei, erhält er zunächst
    diese Karte, und erst danach evtl. noch eine Karte aufgrund des Armenhauses"."""
    s = blank("classic")
    build(s, 0, "carpenter", "poor_house")
    well = hand(s, 0, "well")[0]
    fill_hand(s, 0, 1)
    stack(s, "hero", "statue")
    role(s, 0, Role.BUILDER)
    build_now(s, well)  # 2 − 1 = 1: the last card; Carpenter → 1 card; Poor house → 2
    draws = [e.reason for e in s.log if isinstance(e, CardsDrawn)]
    assert draws[-2:] == [Reason.CARPENTER, Reason.POOR_HOUSE]
    assert [s.ctype(c).key for c in s.players[0].hand] == ["hero", "statue"]
    t = blank("classic")
    build(t, 0, "carpenter", "poor_house")
    well = hand(t, 0, "well")[0]
    fill_hand(t, 0, 2)
    role(t, 0, Role.BUILDER)
    build_now(t, well, pay=(t.players[0].hand[1],))
    # 1 card left + Carpenter = 2 cards: the Poor house no longer gives one
    assert len(t.players[0].hand) == 2


def test_poor_house_after_building_with_at_most_one_card() -> None:
    """Armenhaus (both): "nachdem er gebaut hat, keine oder nur noch 1 Karte auf der Hand,
    darf er 1 Karte vom Stapel aufnehmen"; "Baut der Spieler nichts, erhält er durch das
    Armenhaus keine Karte"."""
    s = blank("classic")
    build(s, 0, "poor_house")
    hand(s, 0, "indigo_plant", "smithy")
    role(s, 0, Role.BUILDER)
    build_now(s, s.players[0].hand[0])  # Indigo plant free for the builder: 1 card left
    assert len(s.players[0].hand) == 2
    t = blank("classic")
    build(t, 0, "poor_house")
    hand(t, 0, "smithy")
    role(t, 0, Role.BUILDER)
    apply(t, Pass())  # nothing built: no card even with one card in hand
    assert len(t.players[0].hand) == 1


def test_poor_house_built_now_does_not_work_on_its_own_build() -> None:
    """Violet buildings work "frühestens nach der Baumeisterphase, in der es gebaut
    wurde" (both)."""
    s = blank("classic")
    ph = hand(s, 0, "poor_house")[0]
    fill_hand(s, 0, 1)
    role(s, 0, Role.BUILDER)
    build_now(s, ph)
    assert s.players[0].hand == []


def test_tavern_after_builder_phase_fewest_buildings() -> None:
    """Schenke, 2018 expansion: "Hat der Besitzer einer Schenke nach einer Baumeisterphase
    die wenigsten Gebäude ... kein Mitspieler besitzt weniger und mindestens ein Mitspieler
    besitzt mehr"."""
    s = blank("2018-expansion", players=3)
    build(s, 0, "tavern", "indigo_plant")
    build(s, 1, "tavern", "indigo_plant", "sugar_mill")
    build(s, 2, "indigo_plant", "sugar_mill", "well")
    mill = hand(s, 0, "sugar_mill")[0]
    fill_hand(s, 0, 1)
    w = hand(s, 2, "indigo_plant")[0]
    fill_hand(s, 2, 1)
    role(s, 0, Role.BUILDER)
    build_now(s, mill)  # seat 0 now has 3 buildings; seat 1 also 3, seat 2 3 + 1
    apply(s, Pass())
    apply(s, Build(w))
    hands = [len(p.hand) for p in s.players]
    assert hands == [1, 1, 0]  # seats 0 and 1 tie for fewest (3 < 4): both draw
    t = blank("2018-expansion")
    build(t, 0, "tavern", "indigo_plant")
    build(t, 1, "indigo_plant", "sugar_mill")
    role(t, 0, Role.BUILDER)
    apply(t, Pass())
    apply(t, Pass())
    assert len(t.players[0].hand) == 0  # equal counts: nobody has more


def test_tavern_counts_at_the_end_of_the_phase_not_before() -> None:
    """Schenke: "nach einer Baumeisterphase" — a Tavern owner who had fewest before the
    phase but not after it gets nothing."""
    s = blank("2018-expansion")
    build(s, 0, "tavern")
    build(s, 1, "indigo_plant", "sugar_mill")
    mill = hand(s, 0, "indigo_plant")[0]
    role(s, 0, Role.BUILDER)
    build_now(s, mill)
    apply(s, Pass())
    assert s.players[0].hand == []


def test_cathedral_built_from_table_with_reductions_only_one() -> None:
    """Kathedrale, 2018 expansion: "liegt von Spielbeginn an offen aus. Wer sie bauen will,
    kann dies während einer Baumeisterphase tun, indem er die entsprechenden Kosten
    bezahlt" (7; builder and Quarry reduce it; one Cathedral only)."""
    s = blank("2018-expansion")
    build(s, 0, "quarry")
    cat = s.table[0]
    pay = fill_hand(s, 0, 5)
    fill_hand(s, 1, 7)
    role(s, 0, Role.BUILDER)
    o = option(s, cat)
    assert o.cost == 5 and items(o)[0] == ("printed", 7, "cathedral", None)
    build_now(s, cat, pay=tuple(pay))
    assert cat in s.players[0].buildings and s.table == []
    assert all(s.types[o.card] != s.types[cat] for o in s.decision.options)
    assert score_player(s, 0).buildings == 2  # Quarry 2 + Cathedral 0


def test_cathedral_not_in_other_editions() -> None:
    """The Cathedral belongs to the expansion only (RULES.md 1.1)."""
    assert blank("classic").table == [] and blank("2018").table == []
    s = blank("2018-expansion")
    assert [s.ctype(c).key for c in s.table] == ["cathedral"]
    assert all(s.ctype(c).key != "cathedral" for c in s.draw)


def test_violet_at_most_once_production_any_number() -> None:
    """Achtung (both): "beliebig viele Produktionsgebäude derselben Art ..., aber jedes
    violette Gebäude nur maximal einmal!" """
    s = blank("classic")
    build(s, 0, "indigo_plant", "statue")
    ind, statue = hand(s, 0, "indigo_plant", "statue")
    fill_hand(s, 0, 4)
    role(s, 0, Role.BUILDER)
    assert option(s, ind) is not None and option(s, statue) is None


def test_one_building_per_player_per_phase_in_turn_order() -> None:
    """Baumeister (both): every player "reihum je ein Gebäude", beginning with the
    builder."""
    s = blank("classic", players=3)
    for seat in range(3):
        hand(s, seat, "indigo_plant", "indigo_plant")
    role(s, 1, Role.BUILDER)
    seen = []
    while s.decision.kind is DecisionKind.BUILD:
        seen.append(s.decision.seat)
        build_now(s, s.players[s.decision.seat].hand[0])
    assert seen == [1, 2, 0]
    assert [len(p.buildings) for p in s.players] == [1, 1, 1]


def test_game_ends_right_after_builder_phase_with_twelve_buildings() -> None:
    """Spielende (both): "Das Spiel endet direkt nach der Baumeisterphase, in der
    mindestens ein Spieler sein zwölftes Gebäude vor sich liegen hat; die Runde wird
    nicht zu Ende gespielt" — everybody still builds in that phase."""
    s = blank("classic", players=3)
    build(s, 0, *["sugar_mill"] * 4, *["tobacco_storage"] * 4, *["coffee_roaster"] * 3)
    hand(s, 0, "indigo_plant")
    mill = hand(s, 2, "sugar_mill")[0]
    fill_hand(s, 2, 2)
    role(s, 0, Role.BUILDER)
    build_now(s, s.players[0].hand[0])
    assert not s.over and len(s.players[0].buildings) == 12
    apply(s, Pass())
    assert not s.over
    build_now(s, mill)  # the last player of the phase still builds
    assert s.over and s.decision is None
    assert mill in s.players[2].buildings
    assert s.role_owner.count(-1) == 4  # the other roles of the round were never chosen


def test_no_game_end_while_nobody_has_twelve() -> None:
    """Spielende: 11 buildings do not end the game."""
    s = blank("classic")
    build(s, 0, *["sugar_mill"] * 4, *["tobacco_storage"] * 4, "well", "smithy")
    hand(s, 0, "indigo_plant")
    role(s, 0, Role.BUILDER)
    build_now(s, s.players[0].hand[0])
    apply(s, Pass())
    assert not s.over and s.decision.kind is DecisionKind.CHOOSE_ROLE


def test_prefecture_costs_three_classic_four_2018() -> None:
    """Präfektur: "(3)" in the classic gold-mine example, "(4)" in the 2018 one (RULES.md
    1.1 note 1): the build cost follows the edition."""
    for ed, cost in (("classic", 3), ("2018", 4), ("2018-expansion", 4)):
        s = blank(ed)
        pref = hand(s, 1, "prefecture")[0]
        fill_hand(s, 1, 4)
        role(s, 0, Role.BUILDER)
        apply(s, Pass())
        assert option(s, pref).cost == cost


def test_monuments_only_score() -> None:
    """Die drei Denkmäler (both): Statue 3, Siegessäule 4, Reiter 5 VP, no other effect;
    "eine Statue und eine Siegessäule bauen, aber keine zwei Statuen"."""
    s = blank("classic")
    build(s, 0, "statue", "victory_column", "hero")
    assert score_player(s, 0).total == 12
    statue, well = hand(s, 0, "statue", "well")
    fill_hand(s, 0, 3)
    role(s, 0, Role.BUILDER)
    assert option(s, statue) is None
    assert items(option(s, well)) == (("printed", 2, "well", None), ("builder", -1, None, None))


def test_chapel_built_over_a_building_does_not_count_it() -> None:
    """Kapelle, Hinweis (both): "Hat er mit seiner Kapelle ein anderes Gebäude überbaut
    (mittels des Krans), zählt dieses überbaute Gebäude am Spielende selbstverständlich
    nicht zur Anzahl der gesammelten Karten dazu"."""
    s = blank("classic")
    _, well = build(s, 0, "crane", "well")
    chapel = hand(s, 0, "chapel")[0]
    role(s, 0, Role.BUILDER)
    build_now(s, chapel, well)  # 3 − 1 − 2 = 0
    assert s.players[0].chapel == [] and well in s.removed
    assert score_player(s, 0).total == 1 + 2


def test_black_market_cannot_pay_with_the_good_of_the_replaced_building() -> None:
    """Kran, Hinweis (both): the good on a replaced production building "ist verloren und
    wird auf den Ablagestapel gelegt" — so the Black market cannot pay with it."""
    s = blank("classic")
    _, _, coffee, ind = build(s, 0, "crane", "black_market", "coffee_roaster", "indigo_plant")
    lost, kept = good(s, 0, coffee), good(s, 0, ind)
    palace = hand(s, 0, "palace")[0]
    fill_hand(s, 0, 1)
    role(s, 0, Role.BUILDER)
    o = option(s, palace, coffee)  # 6 − 1 − 4 = 1: only the Indigo good can pay
    assert (o.cost, o.max_goods) == (1, 1)
    apply(s, Build(palace, coffee))
    d = s.decision
    assert d.kind is DecisionKind.BLACK_MARKET and d.candidates == (ind,)
    assert lost in s.discard
    apply(s, Select((ind,)))
    assert kept in s.discard and s.players[0].goods == {} and len(s.players[0].hand) == 1
