"""Final scoring (RULES.md 4) against every scoring example of both rulebooks.

Rulebooks: classic = sources/004_* (San Juan, 2004), 2018 = sources/000_* (Puerto Rico –
Das Kartenspiel, 2018, with the expansion "Die neuen Gebäude").
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

from helpers import blank, build, good, hand, tuck

from sanjuan.rules.scoring import score, score_player, winners


def test_palace_example_34_to_42() -> None:
    """Palast, both rulebooks: "kommt ohne seinen Palast auf 34 Siegpunkte ... zusätzliche
    8 Siegpunkte ... insgesamt 42"."""
    for ed in ("classic", "2018"):
        s = blank(ed)
        build(s, 0, "palace", "hero", "victory_column", "statue", "library", "chapel")
        tuck(s, 0, 17)  # 5 + 4 + 3 + 3 + 2 = 17 printed VP + 17 chapel cards = 34
        b = score_player(s, 0)
        assert b.total - b.palace == 34
        assert b.palace == 8 and b.total == 42


def test_palace_counts_everything_else_first() -> None:
    """Palast: "nachdem alle anderen Siegpunkte ermittelt wurden" (classic) — Guild hall,
    City hall and chapel cards are included; rounding down."""
    s = blank("classic")
    build(s, 0, "palace", "guild_hall", "city_hall", "indigo_plant", "sugar_mill")
    tuck(s, 0, 3)
    b = score_player(s, 0)
    # printed 1 + 1 = 2, chapel 3, guild hall 2×2 = 4, city hall 3 violet = 3 → 12 → +3
    assert (b.buildings, b.chapel, b.guild_hall, b.city_hall) == (2, 3, 4, 3)
    assert b.palace == 3 and b.total == 15


def test_chapel_example_7_cards_9_vp() -> None:
    """Kapelle, classic: "7 Karten unter seiner Kapelle ... bringt ihm 9 Siegpunkte ein
    (2 fürs Gebäude + 7 für die gesammelten Karten)"."""
    s = blank("classic")
    build(s, 0, "chapel")
    tuck(s, 0, 7)
    assert score_player(s, 0).total == 9


def test_guild_hall_example_classic() -> None:
    """Zunfthalle, classic: "2 Indigoküpereien, 1 Zuckermühle und 1 Tabakspeicher: er
    erhält 8 zusätzliche SP" (+2 per production building)."""
    s = blank("classic")
    build(s, 0, "guild_hall", "indigo_plant", "indigo_plant", "sugar_mill", "tobacco_storage")
    assert score_player(s, 0).guild_hall == 8


def test_guild_hall_example_2018() -> None:
    """Zunfthalle, 2018: "2 Indigoküpereien, 1 Zuckermühle und 2 Tabakspeicher: Er erhält
    8 zusätzliche Siegpunkte, 5 für die Produktionsgebäude und 3 für die Produktionsarten"."""
    s = blank("2018")
    build(s, 0, "guild_hall", "indigo_plant", "indigo_plant", "sugar_mill",
          "tobacco_storage", "tobacco_storage")
    assert score_player(s, 0).guild_hall == 8
    c = blank("classic")  # the same tableau in the classic edition: 2 × 5 = 10
    build(c, 0, "guild_hall", "indigo_plant", "indigo_plant", "sugar_mill",
          "tobacco_storage", "tobacco_storage")
    assert score_player(c, 0).guild_hall == 10


def test_city_hall_example_classic() -> None:
    """Rathaus, classic: "Armenhaus, Aquädukt, Schreinerei, Kapelle, Steinbruch,
    Bibliothek, Statue, Zunfthalle und Rathaus: er erhält 9 zusätzliche Siegpunkte"."""
    s = blank("classic")
    build(s, 0, "poor_house", "aqueduct", "carpenter", "chapel", "quarry", "library",
          "statue", "guild_hall", "city_hall", "indigo_plant", "silver_smelter")
    assert score_player(s, 0).city_hall == 9


def test_city_hall_example_2018() -> None:
    """Rathaus, 2018: "Armenhaus, Aquädukt, Schreinerei, Kapelle, Steinbruch, Bibliothek,
    Statue, Siegessäule und Rathaus: Er erhält 9 zusätzliche Siegpunkte"."""
    s = blank("2018")
    build(s, 0, "poor_house", "aqueduct", "carpenter", "chapel", "quarry", "library",
          "statue", "victory_column", "city_hall", "coffee_roaster")
    assert score_player(s, 0).city_hall == 9


def test_triumphal_arch_example_statue_and_hero() -> None:
    """Triumphbogen, classic: "eine Statue und einen Reiter: er erhält 6 zusätzliche
    Siegpunkte"; 1 monument 4, 3 monuments 8 (both rulebooks)."""
    s = blank("classic")
    build(s, 0, "triumphal_arch", "statue", "hero")
    assert score_player(s, 0).triumphal_arch == 6
    build(s, 1, "triumphal_arch", "victory_column")
    assert score_player(s, 1).triumphal_arch == 4
    t = blank("2018")
    build(t, 0, "triumphal_arch", "statue", "hero", "victory_column")
    assert score_player(t, 0).triumphal_arch == 8
    build(t, 1, "triumphal_arch")
    assert score_player(t, 1).triumphal_arch == 0


def test_monuments_count_for_city_hall_and_triumphal_arch() -> None:
    """Triumphbogen, Hinweis (both): "Besitzt ein Spieler ein Rathaus und einen
    Triumphbogen, bringen seine Denkmäler für beide Gebäude zusätzliche Siegpunkte"."""
    s = blank("classic")
    build(s, 0, "triumphal_arch", "city_hall", "statue", "hero")
    b = score_player(s, 0)
    assert b.triumphal_arch == 6 and b.city_hall == 4
    assert b.total == 3 + 5 + 6 + 4


def test_residence_example_7() -> None:
    """Residenz, 2018 expansion, first example: 2× Indigoküperei, Zuckermühle,
    Schwarzmarkt, Brunnen, 2× Tabakspeicher, Aquädukt, Palast, Zunfthalle, Residenz →
    4 + 3 = 7 (the two Tobacco storages make no set with the Aqueduct)."""
    s = blank("2018-expansion")
    build(s, 0, "indigo_plant", "indigo_plant", "sugar_mill", "black_market", "well",
          "tobacco_storage", "tobacco_storage", "aqueduct", "palace", "guild_hall",
          "residence")
    assert score_player(s, 0).residence == 7


def test_residence_example_10() -> None:
    """Residenz, 2018 expansion, second example: 2× Indigoküperei, Archiv, Goldgrube,
    Wachstube, Amtsstube, Bank, Tabakspeicher, Aquädukt, Palast, Rathaus, Residenz →
    4 + 3 + 2 + 1 = 10 (the two Indigo plants serve two different 1-cost sets)."""
    s = blank("2018-expansion")
    build(s, 0, "indigo_plant", "indigo_plant", "archive", "gold_mine", "guard_room",
          "office_building", "bank", "tobacco_storage", "aqueduct", "palace", "city_hall",
          "residence")
    assert len(s.players[0].buildings) == 12
    assert score_player(s, 0).residence == 10


def test_residence_needs_three_different_buildings() -> None:
    """Residenz: "jeweils drei verschiedene Gebäude mit den gleichen Baukosten" — three
    Indigo plants are no set; the Cathedral (cost 7) makes no set alone."""
    s = blank("2018-expansion")
    build(s, 0, "indigo_plant", "indigo_plant", "indigo_plant", "residence")
    assert score_player(s, 0).residence == 0


def test_cathedral_example_10() -> None:
    """Kathedrale, 2018 expansion: "Die Mitspieler ... haben am Ende je 2x Zunfthalle und
    Rathaus und je 1x Residenz und Palast gebaut: ... 4+3+2+1+0+0 = 10 Siegpunkte"."""
    s = blank("2018-expansion", players=3)
    s.players[0].buildings.append(s.table.pop())  # the Cathedral
    build(s, 1, "guild_hall", "city_hall", "residence")
    build(s, 2, "guild_hall", "city_hall", "palace")
    assert score_player(s, 0).cathedral == 10


def test_cathedral_counts_only_other_players_six_cost_buildings() -> None:
    """Kathedrale: "für jedes beliebige von Mitspielern gebaute 6er-Gebäude" — own ones
    do not count; other buildings do not count."""
    s = blank("2018-expansion")
    s.players[0].buildings.append(s.table.pop())
    build(s, 0, "palace", "city_hall")
    build(s, 1, "library", "hero", "guild_hall")
    b = score_player(s, 0)
    assert b.cathedral == 4
    assert b.palace == (b.total - b.palace) // 4


def test_bank_and_harbor_cards_score_one_each() -> None:
    """Bank / Hafen (2018 expansion): "Jede dieser Karten zählt am Spielende einen
    Siegpunkt"."""
    s = blank("2018-expansion")
    build(s, 0, "bank", "harbor")
    tuck(s, 0, 4, "bank")
    tuck(s, 0, 3, "harbor")
    b = score_player(s, 0)
    assert (b.bank, b.harbor) == (4, 3)
    assert b.total == 2 + 2 + 7


def test_chapel_cards_still_score_after_the_chapel_was_replaced() -> None:
    """Kran, Hinweis (both): "Wird die Kapelle überbaut, bleiben die Karten darunter als
    Siegpunkte erhalten" — scoring counts them with no Chapel in the tableau."""
    s = blank("classic")
    build(s, 0, "palace")
    tuck(s, 0, 5)
    assert score_player(s, 0).chapel == 5


def test_tie_broken_by_hand_cards_plus_goods() -> None:
    """Spielende (both): "Bei Gleichstand gewinnt ... wer noch mehr Handkarten und Waren
    besitzt (1 Ware = 1 Handkarte)"."""
    s = blank("classic")
    b0 = build(s, 0, "silver_smelter", "indigo_plant")
    build(s, 1, "silver_smelter", "indigo_plant")
    hand(s, 1, "smithy", "archive")
    good(s, 0, b0[0])
    good(s, 0, b0[1])
    sc = score(s)
    assert sc[0].total == sc[1].total == 4
    assert (sc[0].tiebreak, sc[1].tiebreak) == (2, 2)
    assert winners(sc) == (0, 1)  # still tied: a shared win (rulebooks silent)
    hand(s, 0, "well")
    assert winners(score(s)) == (0,)


def test_higher_score_wins_regardless_of_cards() -> None:
    """Spielende: "Es gewinnt der Spieler mit den meisten Punkten"."""
    s = blank("classic", players=3)
    build(s, 0, "indigo_plant")
    build(s, 1, "hero")
    hand(s, 0, "smithy", "archive", "well")
    assert winners(score(s)) == (1,)


@cache
def _most_sets(counts: tuple[int, ...]) -> int:
    """Brute force: most disjoint sets of three different kinds from ``counts``."""
    best = 0
    for trio in combinations([i for i, c in enumerate(counts) if c], 3):
        rest = list(counts)
        for i in trio:
            rest[i] -= 1
        best = max(best, 1 + _most_sets(tuple(rest)))
    return best


def test_residence_set_count_matches_brute_force() -> None:
    """Residenz: the closed formula (largest s with Σ min(cᵢ, s) ≥ 3s, RULES.md 4.6)
    equals an exhaustive search for every cost class of up to 5 kinds × 3 copies."""
    from collections import Counter
    from itertools import product

    from sanjuan.rules.scoring import residence_sets

    for counts in product(range(4), repeat=5):
        cls = Counter({k: c for k, c in enumerate(counts) if c})
        assert residence_sets({1: cls}) == _most_sets(counts), counts


def test_total_is_the_sum_of_the_parts_in_random_games() -> None:
    """``ScoreBreakdown.total`` (written out for speed) is the sum of ``parts()``, for every
    seat at every decision of random games of every edition (Guild halls, City halls,
    Triumphal arches, Residences, Cathedrals and Palaces come up)."""
    import random

    from sanjuan.rules.engine import apply, new_game
    from sanjuan.rules.state import Options

    seen_bonus = set()
    for g in range(24):
        players, edition = [(2, "classic"), (3, "2018"), (4, "2018-expansion")][g % 3]
        s = new_game(Options(players, edition, seed=g), log=False)
        rng = random.Random(g)
        while not s.over:
            for q in range(players):
                b = score_player(s, q)
                assert b.total == sum(b.parts().values())
                seen_bonus.update(k for k, v in b.parts().items()
                                  if v and k not in ("buildings", "chapel", "bank", "harbor"))
            d = s.decision
            assert d is not None
            apply(s, d.sample(rng))
    assert {"guild_hall", "city_hall", "palace"} <= seen_bonus
