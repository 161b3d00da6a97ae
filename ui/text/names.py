"""Translatable names of cards, goods, roles and trading-house tiles (RULES.md 1).

The English names live in ``sanjuan.rules.cards``; here they are repeated inside
``QT_TRANSLATE_NOOP`` so that pyside6-lupdate extracts them, and translated at call time.
"""

from __future__ import annotations

from sanjuan.rules.cards import CARD_TYPES, Good, Role
from ui.text import QT_TRANSLATE_NOOP, translate

_CARD_NAMES: dict[str, str] = {
    "indigo_plant": QT_TRANSLATE_NOOP("Cards", "Indigo plant"),
    "sugar_mill": QT_TRANSLATE_NOOP("Cards", "Sugar mill"),
    "tobacco_storage": QT_TRANSLATE_NOOP("Cards", "Tobacco storage"),
    "coffee_roaster": QT_TRANSLATE_NOOP("Cards", "Coffee roaster"),
    "silver_smelter": QT_TRANSLATE_NOOP("Cards", "Silver smelter"),
    "smithy": QT_TRANSLATE_NOOP("Cards", "Smithy"),
    "gold_mine": QT_TRANSLATE_NOOP("Cards", "Gold mine"),
    "archive": QT_TRANSLATE_NOOP("Cards", "Archive"),
    "poor_house": QT_TRANSLATE_NOOP("Cards", "Poor house"),
    "black_market": QT_TRANSLATE_NOOP("Cards", "Black market"),
    "trading_post": QT_TRANSLATE_NOOP("Cards", "Trading post"),
    "well": QT_TRANSLATE_NOOP("Cards", "Well"),
    "market_stand": QT_TRANSLATE_NOOP("Cards", "Market stand"),
    "crane": QT_TRANSLATE_NOOP("Cards", "Crane"),
    "chapel": QT_TRANSLATE_NOOP("Cards", "Chapel"),
    "tower": QT_TRANSLATE_NOOP("Cards", "Tower"),
    "aqueduct": QT_TRANSLATE_NOOP("Cards", "Aqueduct"),
    "carpenter": QT_TRANSLATE_NOOP("Cards", "Carpenter"),
    "prefecture": QT_TRANSLATE_NOOP("Cards", "Prefecture"),
    "market_hall": QT_TRANSLATE_NOOP("Cards", "Market hall"),
    "quarry": QT_TRANSLATE_NOOP("Cards", "Quarry"),
    "library": QT_TRANSLATE_NOOP("Cards", "Library"),
    "statue": QT_TRANSLATE_NOOP("Cards", "Statue"),
    "victory_column": QT_TRANSLATE_NOOP("Cards", "Victory column"),
    "hero": QT_TRANSLATE_NOOP("Cards", "Hero"),
    "guild_hall": QT_TRANSLATE_NOOP("Cards", "Guild hall"),
    "city_hall": QT_TRANSLATE_NOOP("Cards", "City hall"),
    "triumphal_arch": QT_TRANSLATE_NOOP("Cards", "Triumphal arch"),
    "palace": QT_TRANSLATE_NOOP("Cards", "Palace"),
    "guard_room": QT_TRANSLATE_NOOP("Cards", "Guard room"),
    "office_building": QT_TRANSLATE_NOOP("Cards", "Office building"),
    "hut": QT_TRANSLATE_NOOP("Cards", "Hut"),
    "tavern": QT_TRANSLATE_NOOP("Cards", "Tavern"),
    "park": QT_TRANSLATE_NOOP("Cards", "Park"),
    "customs_office": QT_TRANSLATE_NOOP("Cards", "Customs office"),
    "bank": QT_TRANSLATE_NOOP("Cards", "Bank"),
    "harbor": QT_TRANSLATE_NOOP("Cards", "Harbor"),
    "goldsmith": QT_TRANSLATE_NOOP("Cards", "Goldsmith"),
    "residence": QT_TRANSLATE_NOOP("Cards", "Residence"),
    "cathedral": QT_TRANSLATE_NOOP("Cards", "Cathedral"),
}

_GOOD_NAMES: dict[Good, str] = {
    Good.INDIGO: QT_TRANSLATE_NOOP("Goods", "indigo"),
    Good.SUGAR: QT_TRANSLATE_NOOP("Goods", "sugar"),
    Good.TOBACCO: QT_TRANSLATE_NOOP("Goods", "tobacco"),
    Good.COFFEE: QT_TRANSLATE_NOOP("Goods", "coffee"),
    Good.SILVER: QT_TRANSLATE_NOOP("Goods", "silver"),
}

_ROLE_NAMES: dict[Role, str] = {
    Role.BUILDER: QT_TRANSLATE_NOOP("Roles", "Builder"),
    Role.PRODUCER: QT_TRANSLATE_NOOP("Roles", "Producer"),
    Role.TRADER: QT_TRANSLATE_NOOP("Roles", "Trader"),
    Role.COUNCILLOR: QT_TRANSLATE_NOOP("Roles", "Councillor"),
    Role.PROSPECTOR: QT_TRANSLATE_NOOP("Roles", "Prospector"),
}

TILE_LETTERS = "ABCDE"


def card_name(type_index: int) -> str:
    """The translated name of building ``type_index`` (an index into CARD_TYPES).

    Raises IndexError for an index outside CARD_TYPES (e.g. UNKNOWN = -1 is refused
    rather than silently naming the last card).
    """
    if not 0 <= type_index < len(CARD_TYPES):
        raise IndexError(f"no card type {type_index}")
    return translate("Cards", _CARD_NAMES[CARD_TYPES[type_index].key])


def good_name(good: Good) -> str:
    """The translated name of ``good`` (lower case: "indigo")."""
    return translate("Goods", _GOOD_NAMES[good])


def role_name(role: Role) -> str:
    """The translated name of ``role`` ("Builder" …)."""
    return translate("Roles", _ROLE_NAMES[role])


def tile_letter(tile: int) -> str:
    """Letter A–E of trading-house tile ``tile`` (0–4), "?" for an unknown tile."""
    return TILE_LETTERS[tile] if 0 <= tile < len(TILE_LETTERS) else "?"
