"""What each building does, in plain words, per edition (RULES.md 2.4, 3, 4), and when
its effect starts. The sentences are marked with QT_TRANSLATE_NOOP and translated when
asked for, so a translator installed after import still applies."""

from __future__ import annotations

from sanjuan.rules.cards import CARD_TYPES
from sanjuan.rules.editions import Edition
from sanjuan.rules.state import TILES
from ui.text import QT_TRANSLATE_NOOP, arg, translate
from ui.text.names import good_name

# key → (text for every edition) or (classic text, 2018 text)
_EFFECTS: dict[str, tuple[str, ...]] = {
    "smithy": (QT_TRANSLATE_NOOP("CardEffects", "Builder phase: you pay 1 card less when you build "
                                                "a production building."),),
    "gold_mine": (
        QT_TRANSLATE_NOOP("CardEffects", "Prospector phase: whenever any player has chosen the "
                                         "Prospector and drawn, you turn over the top 4 cards of "
                                         "the draw pile. If all four have different costs, you "
                                         "take any one of them into your hand and discard the "
                                         "other three; if two share a cost, all four are "
                                         "discarded."),
        QT_TRANSLATE_NOOP("CardEffects", "Prospector phase: whenever any player has chosen the "
                                         "Prospector and drawn, you turn over the top 4 cards of "
                                         "the draw pile. If all four have different costs, you "
                                         "take the cheapest of them into your hand and discard the "
                                         "other three; if two share a cost, all four are "
                                         "discarded.")),
    "archive": (QT_TRANSLATE_NOOP("CardEffects", "Councillor phase: you take all the cards you "
                                                 "draw into your hand, then discard as many as you "
                                                 "must from your whole hand, so older hand cards "
                                                 "may go instead of new ones."),),
    "poor_house": (QT_TRANSLATE_NOOP("CardEffects", "Builder phase: after you build, if you have 0 "
                                                    "or 1 cards left in hand, draw 1 card (after "
                                                    "the Carpenter's card, if any). Nothing if you "
                                                    "did not build."),),
    "black_market": (QT_TRANSLATE_NOOP("CardEffects", "Builder phase: you may pay with up to 2 of "
                                                      "your goods instead of as many hand cards; "
                                                      "each good counts as 1 card."),),
    "trading_post": (QT_TRANSLATE_NOOP("CardEffects", "Trader phase: you may sell 1 more good."),),
    "well": (QT_TRANSLATE_NOOP("CardEffects", "Producer phase: if you produce at least 2 goods, "
                                              "draw 1 card."),),
    "market_stand": (QT_TRANSLATE_NOOP("CardEffects", "Trader phase: if you sell at least 2 goods, "
                                                      "draw 1 more card."),),
    "crane": (QT_TRANSLATE_NOOP("CardEffects", "Builder phase: you may build over one of your own "
                                               "buildings. The old building leaves the game and "
                                               "the new one costs as many cards less as the old "
                                               "one cost. Never over the Crane itself nor over the "
                                               "same building; a good on a replaced production "
                                               "building is discarded, cards under a replaced "
                                               "Chapel still score. Your number of buildings does "
                                               "not change."),),
    "chapel": (QT_TRANSLATE_NOOP("CardEffects", "Start of every round: you may tuck 1 hand card "
                                                "face down under the Chapel. Each card there is "
                                                "worth 1 VP at the end of the game."),),
    "tower": (QT_TRANSLATE_NOOP("CardEffects", "Start of every round: your hand limit is 12 "
                                               "instead of %1."),),
    "aqueduct": (QT_TRANSLATE_NOOP("CardEffects", "Producer phase: you may produce 1 more good."),),
    "carpenter": (QT_TRANSLATE_NOOP("CardEffects", "Builder phase: after you build a violet "
                                                   "building (and paid for it), draw 1 card. Not "
                                                   "when you build the Carpenter itself."),),
    "prefecture": (
        QT_TRANSLATE_NOOP("CardEffects", "Councillor phase: you keep 2 cards instead of 1."),
        QT_TRANSLATE_NOOP("CardEffects", "Councillor phase: you keep 2 cards instead of 1 (as "
                                         "councillor 2 of 5, or 2 of 8 with the Library; otherwise "
                                         "both cards you drew).")),
    "market_hall": (QT_TRANSLATE_NOOP("CardEffects", "Trader phase: if you sell at least 1 good, "
                                                     "draw 1 more card (once per phase)."),),
    "quarry": (QT_TRANSLATE_NOOP("CardEffects", "Builder phase: you pay 1 card less when you build "
                                                "a violet building."),),
    "library": (QT_TRANSLATE_NOOP("CardEffects", "Doubles the privilege of the role you choose: as "
                                                 "Builder you pay 2 cards less, as Producer you "
                                                 "produce up to 3 goods, as Trader you sell up to "
                                                 "3 goods, as Councillor you draw 8 cards, as "
                                                 "Prospector you draw 2 cards. With two players "
                                                 "only once per round."),),
    "statue": (QT_TRANSLATE_NOOP("CardEffects", "Monument: victory points only. Counts for the "
                                                "Triumphal arch, and as a violet building for the "
                                                "City hall."),),
    "guild_hall": (
        QT_TRANSLATE_NOOP("CardEffects", "End of the game: 2 VP for each of your production "
                                         "buildings."),
        QT_TRANSLATE_NOOP("CardEffects", "End of the game: 1 VP for each of your production "
                                         "buildings plus 1 VP for each different kind of "
                                         "production building.")),
    "city_hall": (QT_TRANSLATE_NOOP("CardEffects", "End of the game: 1 VP for each of your violet "
                                                   "buildings, the City hall itself included."),),
    "triumphal_arch": (QT_TRANSLATE_NOOP("CardEffects", "End of the game: 4 / 6 / 8 VP for 1 / 2 / "
                                                        "3 different monuments (Statue, Victory "
                                                        "column, Hero)."),),
    "palace": (QT_TRANSLATE_NOOP("CardEffects", "End of the game, counted last: 1 more VP for "
                                                "every full 4 VP you scored otherwise."),),
    "guard_room": (QT_TRANSLATE_NOOP("CardEffects", "Start of every round: your hand limit is 7 "
                                                    "instead of 6 (with a Tower it is 12 "
                                                    "anyway)."),),
    "office_building": (QT_TRANSLATE_NOOP("CardEffects", "Start of every round: you may discard 1 "
                                                         "or 2 hand cards, then draw as many."),),
    "hut": (QT_TRANSLATE_NOOP("CardEffects", "Trader phase: if nobody at all sold a good in the "
                                             "phase, draw 1 card."),),
    "tavern": (QT_TRANSLATE_NOOP("CardEffects", "Builder phase: after the phase, if you have the "
                                                "fewest buildings (nobody has fewer and someone "
                                                "has more), draw 1 card."),),
    "park": (QT_TRANSLATE_NOOP("CardEffects", "Crane: when you build over the Park, it reduces the "
                                              "new cost by up to 6 instead of 3."),),
    "customs_office": (QT_TRANSLATE_NOOP("CardEffects", "Councillor phase: at its start the top "
                                                        "card of the draw pile goes unseen onto "
                                                        "the Customs office as a good (at most one "
                                                        "good there). Trader phase: that good "
                                                        "always sells for exactly 2 cards. It "
                                                        "counts as a good for every rule."),),
    "bank": (QT_TRANSLATE_NOOP("CardEffects", "Start of a round, once per game: you may tuck any "
                                              "number of hand cards face down under the Bank, 1 VP "
                                              "each at the end of the game."),),
    "harbor": (QT_TRANSLATE_NOOP("CardEffects", "Trader phase: whenever you sell goods, one of the "
                                                "sold good cards goes face down under the Harbor "
                                                "instead of the discard pile, 1 VP each at the end "
                                                "of the game."),),
    "goldsmith": (QT_TRANSLATE_NOOP("CardEffects", "Prospector phase: in every prospector phase "
                                                   "you turn over the top card of the draw pile; "
                                                   "if no player (you included) has that building, "
                                                   "you take it into your hand, otherwise it is "
                                                   "discarded."),),
    "residence": (QT_TRANSLATE_NOOP("CardEffects", "End of the game: for every set of three "
                                                   "different buildings of the same cost: 4 VP for "
                                                   "the first set, 3 for the second, then 2, 1 and "
                                                   "0. A card belongs to one set only, but two "
                                                   "copies of a production building can be in two "
                                                   "sets."),),
    "cathedral": (QT_TRANSLATE_NOOP("CardEffects", "Lies face up beside the trading-house tiles "
                                                   "from the start; any player may build it in a "
                                                   "builder phase instead of a hand card, with all "
                                                   "reductions. End of the game: for each building "
                                                   "costing 6 in the other players' towns 4 VP for "
                                                   "the first, 3, 2, 1, then 0."),),
}
_EFFECTS["victory_column"] = _EFFECTS["hero"] = _EFFECTS["statue"]

_PRODUCTION = QT_TRANSLATE_NOOP("CardEffects", "Producer phase: when you produce, a face-down card "
                                               "from the draw pile goes onto it as one %1 (at "
                                               "most one good per building). Trader phase: %1 "
                                               "sells for %2 depending on the trading-house "
                                               "tile.")
_PRODUCTION_FIXED = QT_TRANSLATE_NOOP("CardEffects", "Producer phase: when you produce, a "
                                                     "face-down card from the draw pile goes onto "
                                                     "it as one %1 (at most one good per "
                                                     "building). Trader phase: %1 sells for "
                                                     "%2 on every trading-house tile.")

# Timing categories: when the effect starts / counts.
_WHEN = {
    "production": QT_TRANSLATE_NOOP("CardEffects", "Can receive a good in every producer phase "
                                                   "after the builder phase in which it is built."),
    "phase": QT_TRANSLATE_NOOP("CardEffects", "Works from the end of the builder phase in which it "
                                              "is built (possibly later in the same round); using "
                                              "it is optional."),
    "round": QT_TRANSLATE_NOOP("CardEffects", "Works from the start of the next round."),
    "end": QT_TRANSLATE_NOOP("CardEffects", "Scores at the end of the game."),
    "monument": QT_TRANSLATE_NOOP("CardEffects", "Its victory points count at the end of the "
                                                 "game."),
}
_ROUND_START = {"chapel", "tower", "guard_room", "office_building", "bank"}
_END = {"guild_hall", "city_hall", "triumphal_arch", "palace", "residence", "cathedral"}
_MONUMENTS = {"statue", "victory_column", "hero"}


def price_range(type_index: int) -> tuple[int, int]:
    """(lowest, highest) price in cards of the good of production building
    ``type_index`` over the five trading-house tiles (RULES.md 1)."""
    good = CARD_TYPES[type_index].good
    assert good is not None
    prices = [t[good] for t in TILES]
    return min(prices), max(prices)


def effect_text(type_index: int, edition: Edition) -> str:
    """The effect of building ``type_index`` in ``edition``, in plain words.

    Gold mine, Guild hall and Prefecture differ between the classic and the 2018 rules
    (RULES.md 3.5, 4.3, 3.4); the Tower names the edition's base hand limit (2.4.3).
    """
    ct = CARD_TYPES[type_index]
    if ct.is_production:
        lo, hi = price_range(type_index)
        price = (translate("CardEffects", "1 card") if hi == 1 else
                 arg(translate("CardEffects", "%1 cards"), lo) if lo == hi else
                 arg(translate("CardEffects", "%1 or %2 cards"), lo, hi))
        template = _PRODUCTION_FIXED if lo == hi else _PRODUCTION
        assert ct.good is not None  # every production building makes a good
        return arg(translate("CardEffects", template), good_name(ct.good), price)
    texts = _EFFECTS[ct.key]
    text = texts[0] if len(texts) == 1 or not edition.guild_hall_per_kind else texts[1]
    if ct.key == "gold_mine":  # the gold-mine rule is its own edition switch
        text = texts[0] if edition.gold_mine_any else texts[1]
    out = translate("CardEffects", text)
    if ct.key == "tower":
        out = arg(out, edition.base_hand_limit)
    return out


def when_text(type_index: int) -> str:
    """When the effect of building ``type_index`` starts or counts (RULES.md 3)."""
    ct = CARD_TYPES[type_index]
    if ct.is_production:
        cat = "production"
    elif ct.key in _ROUND_START:
        cat = "round"
    elif ct.key in _END:
        cat = "end"
    elif ct.key in _MONUMENTS:
        cat = "monument"
    else:
        cat = "phase"
    return translate("CardEffects", _WHEN[cat])
