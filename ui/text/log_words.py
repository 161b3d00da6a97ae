"""Words of the log lines shared by every event: edition titles, the reasons cards move
(a building or role name, or a word such as "hand limit"), card and good counts, and the
card names a viewer may read (RULES.md 5: only cards the event's viewer copy carries)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from sanjuan.rules.cards import CARD_TYPES
from sanjuan.rules.editions import CLASSIC, EDITIONS
from sanjuan.rules.events import CardsDiscarded, CardsDrawn, CardsTucked, Reason
from ui.text import QT_TRANSLATE_NOOP, count, translate
from ui.text.names import card_name

__all__ = ["edition_title", "reason_text", "cards_text", "goods_text", "card_names",
           "seen_suffix", "edition_costs"]

Types = tuple[int, ...]

_EDITION_TITLES = {
    "classic": QT_TRANSLATE_NOOP("Log", "San Juan, classic edition (2004)"),
    "2018": QT_TRANSLATE_NOOP("Log", "the 2018 edition"),
    "2018-expansion": QT_TRANSLATE_NOOP("Log", "the 2018 edition with “Die neuen Gebäude”"),
}
# Reasons named after a building or role; the rest have their own words.
_REASON_CARDS = {Reason.OFFICE: "office_building", Reason.CARPENTER: "carpenter",
                 Reason.POOR_HOUSE: "poor_house", Reason.TAVERN: "tavern", Reason.WELL: "well",
                 Reason.MARKET_STAND: "market_stand", Reason.MARKET_HALL: "market_hall",
                 Reason.HUT: "hut", Reason.GOLD_MINE: "gold_mine",
                 Reason.GOLDSMITH: "goldsmith", Reason.BLACK_MARKET: "black_market"}
_REASON_WORDS = {
    Reason.DEAL: QT_TRANSLATE_NOOP("Log", "deal"),
    Reason.START_HAND: QT_TRANSLATE_NOOP("Log", "start hand"),
    Reason.HAND_LIMIT: QT_TRANSLATE_NOOP("Log", "hand limit"),
    Reason.PAYMENT: QT_TRANSLATE_NOOP("Log", "payment"),
    Reason.SALE: QT_TRANSLATE_NOOP("Log", "sale"),
    Reason.COUNCILLOR: QT_TRANSLATE_NOOP("Log", "Councillor"),
    Reason.PROSPECTOR: QT_TRANSLATE_NOOP("Log", "Prospector"),
    Reason.REPLACED_GOOD: QT_TRANSLATE_NOOP("Log", "Crane"),
}


def edition_title(key: str) -> str:
    """Display title of the edition with ``key`` ("classic", "2018", "2018-expansion")."""
    return translate("Log", _EDITION_TITLES[key]) if key in _EDITION_TITLES else key


def reason_text(reason: Reason) -> str:
    """Why cards moved, as a building or role name ("Gold mine") or a word ("hand limit")."""
    if reason in _REASON_CARDS:
        return card_name(_type_index(_REASON_CARDS[reason]))
    return translate("Log", _REASON_WORDS[reason])


def _type_index(key: str) -> int:
    return next(i for i, t in enumerate(CARD_TYPES) if t.key == key)


@lru_cache(maxsize=8)
def edition_costs(types: Types) -> tuple[int, ...]:
    """Per-type costs of the edition whose canonical deck is ``types`` (the Prefecture
    costs 3 or 4 by edition); classic costs if no edition matches."""
    for ed in EDITIONS.values():
        if tuple(ed.deck_types()) == types:
            return ed.costs
    return CLASSIC.costs


def cards_text(n: int) -> str:
    """"1 card" / "3 cards"."""
    return count(n, translate("Log", "%1 card"), translate("Log", "%1 cards"))


def goods_text(n: int) -> str:
    """"1 good" / "2 goods"."""
    return count(n, translate("Log", "%1 good"), translate("Log", "%1 goods"))


def card_names(cards: Sequence[int], types: Types) -> str:
    """The names of card ids ``cards`` ("Smithy, Well"); only for cards the viewer may see."""
    return ", ".join(card_name(types[c]) for c in cards)


def seen_suffix(ev: CardsDrawn | CardsDiscarded | CardsTucked, types: Types) -> str:
    """": Smithy, Well" when the viewer may see the cards, else ""."""
    return f": {card_names(ev.cards, types)}" if ev.cards else ""


