"""Short effect texts that fit on a card face (the full wording is in card_effects.py and
the tooltip). Same edition switches: Gold mine (RULES.md 3.5), Guild hall (4.3), Tower."""

from __future__ import annotations

from sanjuan.rules.cards import CARD_TYPES
from sanjuan.rules.editions import Edition
from ui.text import QT_TRANSLATE_NOOP, arg, translate
from ui.text.card_effects import price_range
from ui.text.names import good_name

# key → (text for every edition) or (classic text, 2018 text)
_SHORT: dict[str, tuple[str, ...]] = {
    "smithy": (QT_TRANSLATE_NOOP("CardShort", "Builder: 1 card less for a production "
                                              "building."),),
    "gold_mine": (QT_TRANSLATE_NOOP("CardShort", "Prospector: turn over 4 cards; if all costs "
                                                 "differ, take any one."),
                  QT_TRANSLATE_NOOP("CardShort", "Prospector: turn over 4 cards; if all costs "
                                                 "differ, take the cheapest.")),
    "archive": (QT_TRANSLATE_NOOP("CardShort", "Councillor: discard from your whole hand."),),
    "poor_house": (QT_TRANSLATE_NOOP("CardShort", "Builder: after building, draw 1 card if you "
                                                  "have 0 or 1 left."),),
    "black_market": (QT_TRANSLATE_NOOP("CardShort", "Builder: pay with up to 2 goods instead "
                                                    "of cards."),),
    "trading_post": (QT_TRANSLATE_NOOP("CardShort", "Trader: sell 1 more good."),),
    "well": (QT_TRANSLATE_NOOP("CardShort", "Producer: draw 1 card if you produce at least 2 "
                                            "goods."),),
    "market_stand": (QT_TRANSLATE_NOOP("CardShort", "Trader: draw 1 card if you sell at least "
                                                    "2 goods."),),
    "crane": (QT_TRANSLATE_NOOP("CardShort", "Builder: build over one of your buildings, "
                                             "paying its cost less."),),
    "chapel": (QT_TRANSLATE_NOOP("CardShort", "Round start: tuck 1 hand card under it, 1 VP "
                                              "each."),),
    "tower": (QT_TRANSLATE_NOOP("CardShort", "Round start: your hand limit is 12."),),
    "aqueduct": (QT_TRANSLATE_NOOP("CardShort", "Producer: produce 1 more good."),),
    "carpenter": (QT_TRANSLATE_NOOP("CardShort", "Builder: draw 1 card after building a violet "
                                                 "building."),),
    "prefecture": (QT_TRANSLATE_NOOP("CardShort", "Councillor: keep 2 cards instead of 1."),),
    "market_hall": (QT_TRANSLATE_NOOP("CardShort", "Trader: draw 1 more card if you sell."),),
    "quarry": (QT_TRANSLATE_NOOP("CardShort", "Builder: 1 card less for a violet building."),),
    "library": (QT_TRANSLATE_NOOP("CardShort", "Doubles the privilege of the role you "
                                               "choose."),),
    "statue": (QT_TRANSLATE_NOOP("CardShort", "Monument: victory points only."),),
    "guild_hall": (QT_TRANSLATE_NOOP("CardShort", "End: 2 VP per production building."),
                   QT_TRANSLATE_NOOP("CardShort", "End: 1 VP per production building and 1 "
                                                  "per kind.")),
    "city_hall": (QT_TRANSLATE_NOOP("CardShort", "End: 1 VP per violet building."),),
    "triumphal_arch": (QT_TRANSLATE_NOOP("CardShort", "End: 4 / 6 / 8 VP for 1 / 2 / 3 "
                                                      "monuments."),),
    "palace": (QT_TRANSLATE_NOOP("CardShort", "End: 1 more VP for every 4 VP."),),
    "guard_room": (QT_TRANSLATE_NOOP("CardShort", "Round start: your hand limit is 7, not "
                                                  "6."),),
    "office_building": (QT_TRANSLATE_NOOP("CardShort", "Round start: discard 1 or 2 hand "
                                                       "cards, draw as many."),),
    "hut": (QT_TRANSLATE_NOOP("CardShort", "Trader: draw 1 card if nobody sold."),),
    "tavern": (QT_TRANSLATE_NOOP("CardShort", "Builder: draw 1 card if you have the fewest "
                                              "buildings."),),
    "park": (QT_TRANSLATE_NOOP("CardShort", "Built over with the Crane: up to 6 cards "
                                            "less."),),
    "customs_office": (QT_TRANSLATE_NOOP("CardShort", "Councillor: gets a good; it sells for "
                                                      "2."),),
    "bank": (QT_TRANSLATE_NOOP("CardShort", "Round start, once: tuck hand cards under it, 1 VP "
                                            "each."),),
    "harbor": (QT_TRANSLATE_NOOP("CardShort", "Trader: one sold good goes under it, 1 VP "
                                              "each."),),
    "goldsmith": (QT_TRANSLATE_NOOP("CardShort", "Prospector: turn over 1 card; take it if "
                                                 "nobody owns one."),),
    "residence": (QT_TRANSLATE_NOOP("CardShort", "End: VP for sets of 3 buildings of one "
                                                 "cost."),),
    "cathedral": (QT_TRANSLATE_NOOP("CardShort", "End: VP for the cost-6 buildings of the "
                                                 "others."),),
}
_SHORT["victory_column"] = _SHORT["hero"] = _SHORT["statue"]


def short_effect_text(type_index: int, edition: Edition) -> str:
    """A one-line effect of building ``type_index`` in ``edition`` for a card face
    (at most ~70 characters); the tooltip has the full wording (``effect_text``)."""
    ct = CARD_TYPES[type_index]
    if ct.good is not None:
        lo, hi = price_range(type_index)
        if hi == 1:
            return arg(translate("CardShort", "Produces %1; it sells for 1 card."),
                good_name(ct.good))
        price = str(lo) if lo == hi else f"{lo}–{hi}"
        return arg(translate("CardShort", "Produces %1; it sells for %2 cards."),
            good_name(ct.good), price)
    texts = _SHORT[ct.key]
    if len(texts) == 1:
        return translate("CardShort", texts[0])
    classic = edition.gold_mine_any if ct.key == "gold_mine" else not edition.guild_hall_per_kind
    return translate("CardShort", texts[0] if classic else texts[1])
