"""Card tooltips and effect texts (ui/text/cards.py, card_effects.py, foryou.py)."""

from __future__ import annotations

import re

import pytest
from test_text_support import fresh, give

from sanjuan.rules.actions import ChooseRole
from sanjuan.rules.cards import CARD_TYPES, TYPE_INDEX, Role
from sanjuan.rules.editions import EDITIONS
from sanjuan.rules.engine import apply, refresh_decision
from sanjuan.rules.observation import observe
from ui.text.cards import card_name, card_tooltip, effect_text, kind_text, short_effect_text
from ui.text.scoring import score_part_name

CASES = [(key, ti) for key, ed in EDITIONS.items() for ti in range(len(CARD_TYPES))
         if ed.copies(ti) or ti in ed.table_cards]
T = TYPE_INDEX


def plain(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", html)


@pytest.mark.parametrize(("edition", "ti"), CASES,
                         ids=[f"{e}-{CARD_TYPES[t].key}" for e, t in CASES])
def test_tooltip_names_cost_and_vp(edition: str, ti: int) -> None:
    ed = EDITIONS[edition]
    tip = card_tooltip(ti, ed)
    ct = CARD_TYPES[ti]
    assert tip.startswith("<qt><b>" + ct.name + "</b>")
    assert f"Cost: {ed.costs[ti]} · Victory points: {ct.vp}" in tip
    assert effect_text(ti, ed) in tip
    kind = kind_text(ti, ed)
    assert kind in tip
    if ct.good is not None:
        assert "Production building" in kind and ct.good.name.lower() in kind
    else:
        assert "Violet building" in kind
        assert ("city building" in kind) == (edition != "classic")


def test_every_card_has_its_own_name_and_effect() -> None:
    for ed in EDITIONS.values():
        effects = [effect_text(i, ed) for i in range(len(CARD_TYPES))]
        assert all(len(e) > 30 for e in effects)
        monuments = {effect_text(T[k], ed) for k in ("statue", "victory_column", "hero")}
        assert len(set(effects)) == len(effects) - 2 and len(monuments) == 1
    assert [card_name(i) for i in range(len(CARD_TYPES))] == [t.name for t in CARD_TYPES]
    with pytest.raises(IndexError):
        card_name(-1)


def test_short_effects_fit_a_card_face() -> None:
    for ed in EDITIONS.values():
        shorts = [short_effect_text(i, ed) for i in range(len(CARD_TYPES))]
        assert all(10 < len(t) <= 70 for t in shorts), max(shorts, key=len)
        assert len(set(shorts)) == len(shorts) - 2  # the three monuments share one
    assert short_effect_text(T["coffee_roaster"], EDITIONS["classic"]) == \
        "Produces coffee; it sells for 2–3 cards."
    gm, gh = T["gold_mine"], T["guild_hall"]
    assert short_effect_text(gm, EDITIONS["classic"]).endswith("take any one.")
    assert short_effect_text(gm, EDITIONS["2018"]).endswith("take the cheapest.")
    assert short_effect_text(gh, EDITIONS["classic"]) == "End: 2 VP per production building."
    assert "per kind" in short_effect_text(gh, EDITIONS["2018-expansion"])


def test_gold_mine_guild_hall_prefecture_and_tower_differ_by_edition() -> None:
    classic, new, exp = EDITIONS["classic"], EDITIONS["2018"], EDITIONS["2018-expansion"]
    gm = T["gold_mine"]
    assert "any one of them" in effect_text(gm, classic)
    assert "the cheapest" in effect_text(gm, new) and "any one" not in effect_text(gm, new)
    gh = T["guild_hall"]
    assert "2 VP for each of your production buildings" in effect_text(gh, classic)
    assert "1 VP for each different kind" in effect_text(gh, new)
    pf = T["prefecture"]
    assert "Cost: 3 · " in card_tooltip(pf, classic)
    assert "Cost: 4 · " in card_tooltip(pf, new)
    assert "(4 in the 2018 edition)" in card_tooltip(pf, classic)
    tw = T["tower"]
    assert "12 instead of 7" in effect_text(tw, classic)
    assert "12 instead of 6" in effect_text(tw, exp)
    assert "7 instead of 6" in effect_text(T["guard_room"], exp)


def for_you(tip: str) -> str:
    assert "For you now:" in tip, tip
    return plain(tip.split("For you now:")[1])


def test_own_smithy_reduces_production_buildings() -> None:
    s = fresh("classic")
    seat = s.governor
    give(s, seat, "smithy")
    text = for_you(card_tooltip(T["coffee_roaster"], s.edition, observe(s, seat)))
    assert "You own a Smithy: production buildings cost you 1 less." in text
    assert "As builder it would cost you 2 (4 − 1 Builder − 1 Smithy); " \
           "otherwise 3 (4 − 1 Smithy)." in text
    violet = for_you(card_tooltip(T["market_hall"], s.edition, observe(s, seat)))
    assert "Smithy" not in violet
    assert "As builder it would cost you 3 (4 − 1 Builder); otherwise 4." in violet


def test_already_owned_violet_building_cannot_be_built_again() -> None:
    s = fresh("2018")
    seat = s.governor
    give(s, seat, "chapel")
    give(s, seat, "chapel", "hand")
    text = for_you(card_tooltip(T["chapel"], s.edition, observe(s, seat)))
    assert "You already own one" in text and "cannot build a second" in text
    assert "cost you" not in text
    assert "0 cards lie under your Chapel" in text
    other = for_you(card_tooltip(T["chapel"], s.edition, observe(s, (seat + 1) % 3)))
    assert "already own" not in other and "cost you" in other


def test_builder_with_library_in_the_builder_phase() -> None:
    s = fresh("classic")
    seat = s.governor
    give(s, seat, "library")
    give(s, seat, "quarry")
    for _ in range(3):
        give(s, seat, "smithy", "hand")
    apply(s, ChooseRole(Role.BUILDER, True))
    obs = observe(s, seat)
    text = for_you(card_tooltip(T["hero"], s.edition, obs))
    assert "In this builder phase it costs you 2 (5 − 2 Builder with Library − 1 Quarry)." \
        in text
    assert "You own a Library: as builder you pay 2 less." in text
    assert "You own a Quarry: violet buildings cost you 1 less." in text
    nxt = (seat + 1) % 3
    text = for_you(card_tooltip(T["hero"], s.edition, observe(s, nxt)))
    assert "In this builder phase it costs you 5." in text


@pytest.mark.parametrize(("edition", "vp"), [("classic", 10), ("2018", 8)])
def test_guild_hall_score_for_you(edition: str, vp: int) -> None:
    """RULES.md 4.3: 2 indigo, 1 sugar, 2 tobacco → classic +10, 2018 5 + 3 = +8."""
    s = fresh(edition)
    seat = s.governor
    for key in ("indigo_plant", "sugar_mill", "tobacco_storage", "tobacco_storage"):
        give(s, seat, key)
    obs = observe(s, seat)
    text = for_you(card_tooltip(T["guild_hall"], s.edition, obs))
    assert f"Built now it would add {vp} VP to your score (Guild hall +{vp})." in text
    give(s, seat, "guild_hall")
    text = for_you(card_tooltip(T["guild_hall"], s.edition, observe(s, seat)))
    assert f"As things stand it scores you {vp} VP." in text


def test_monument_with_triumphal_arch_and_city_hall() -> None:
    s = fresh("classic")
    seat = s.governor
    give(s, seat, "statue")
    give(s, seat, "triumphal_arch")
    give(s, seat, "city_hall")
    text = for_you(card_tooltip(T["hero"], s.edition, observe(s, seat)))
    assert "You own 1 of the 3 monuments." in text
    assert "Built now it would add 8 VP to your score (Buildings +5, City hall +1 and " \
           "Triumphal arch +2)." in text
    assert score_part_name("triumphal_arch") == "Triumphal arch"


def test_tooltips_leave_the_observation_unchanged_and_skip_hidden_cards() -> None:
    s = fresh("2018-expansion", players=4)
    seat = s.governor
    give(s, seat, "black_market")
    give(s, seat, "crane")
    give(s, seat, "tower")
    give(s, (seat + 1) % 4, "city_hall")
    s.players[seat].goods[s.players[seat].buildings[0]] = s.draw.pop()
    obs = observe(s, seat)
    before = obs.key()
    for ti in range(len(CARD_TYPES)):
        tip = card_tooltip(ti, s.edition, obs)
        assert "For you now:" in tip
    assert obs.key() == before
    text = for_you(card_tooltip(T["palace"], s.edition, obs))
    assert "You own a Black market: you may pay with your 1 good instead of a card." in text
    assert "You own a Crane" in text
    assert "Your hand limit is 12 now." in for_you(card_tooltip(T["tower"], s.edition, obs))
    cath = for_you(card_tooltip(T["cathedral"], s.edition, obs))
    assert "Built now it would add 4 VP to your score (Cathedral +4)." in cath


def test_card_not_in_the_edition() -> None:
    s = fresh("classic")
    text = for_you(card_tooltip(T["bank"], s.edition, observe(s, 0)))
    assert "not part of this game's edition" in text


def test_tavern_cathedral_and_trader_price_lines() -> None:
    s = fresh("2018-expansion")
    seat = s.governor
    other = (seat + 1) % 3
    give(s, other, "smithy")
    obs = observe(s, seat)
    assert "You have the fewest buildings now." in for_you(
        card_tooltip(T["tavern"], s.edition, obs))
    assert "You do not have the fewest buildings now." in for_you(
        card_tooltip(T["tavern"], s.edition, observe(s, other)))
    cath = for_you(card_tooltip(T["cathedral"], s.edition, obs))
    assert "It lies beside the trading-house tiles" in cath
    assert "You could pay for it" not in cath and "cannot pay for it yet with your 0 other" \
        in cath
    p = s.players[seat]
    p.goods[p.buildings[0]] = s.draw.pop()
    refresh_decision(s)
    apply(s, ChooseRole(Role.TRADER))
    letter = "ABCDE"[s.tile]
    text = for_you(card_tooltip(T["indigo_plant"], s.edition, observe(s, seat)))
    assert f"In this trader phase its good sells for 1 (tile {letter})." in text


def test_crane_line_names_the_cheapest_replacement() -> None:
    """Classic rulebook: Palace (6) over the Chapel (3) costs 3."""
    s = fresh("classic")
    seat = s.governor
    give(s, seat, "crane")
    give(s, seat, "chapel")
    give(s, seat, "smithy")  # an Indigo plant costs 0 then: the Crane cannot help
    text = for_you(card_tooltip(T["palace"], s.edition, observe(s, seat)))
    assert "You own a Crane: built over your Chapel it would cost you 3 without the " \
           "builder's privilege (the Chapel leaves the game)." in text
    text = for_you(card_tooltip(T["indigo_plant"], s.edition, observe(s, seat)))
    assert "You own a Crane, but building it over one of your buildings would not make it " \
           "cheaper." in text
