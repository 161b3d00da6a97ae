"""Editions as data: which cards are in the deck and which rule variant applies.

RULES.md 1.1 and 3–4. Every rule that differs between the 2004 and the 2018 edition is
one field of :class:`Edition`; the engine reads the field and never asks for the
edition's name.
"""

from __future__ import annotations

from dataclasses import dataclass

from sanjuan.rules.cards import CARD_TYPES, CATHEDRAL, TYPE_INDEX


@dataclass(frozen=True)
class Edition:
    """One playable edition.

    ``decks`` names the card-table columns shuffled into the deck. ``table_cards`` are
    laid face up beside the trading-house tiles (the expansion's Cathedral).
    ``gold_mine_any``: classic lets the owner pick any revealed card, 2018 the cheapest
    (RULES.md 3.5). ``guild_hall_per_kind``: 2018 scores +1 per production building and
    +1 per kind, classic +2 per production building (RULES.md 4.3). ``base_hand_limit``
    is the limit without Tower/Guard room (7; 6 with the expansion, RULES.md 2.4).
    """

    key: str
    title: str
    decks: tuple[str, ...]
    table_cards: tuple[int, ...]
    costs: tuple[int, ...]
    gold_mine_any: bool
    guild_hall_per_kind: bool
    base_hand_limit: int
    guard_room_limit: int = 7
    tower_limit: int = 12

    def copies(self, type_index: int) -> int:
        """Copies of a building shuffled into this edition's deck."""
        t = CARD_TYPES[type_index]
        return sum(t.copies_in(d) for d in self.decks)

    def deck_types(self) -> list[int]:
        """Type index of every card of the edition in canonical order (deck, then table).

        A card's id in a game is its position in this list.
        """
        out: list[int] = []
        for i in range(len(CARD_TYPES)):
            out.extend([i] * self.copies(i))
        out.extend(self.table_cards)
        return out

    @property
    def has_expansion(self) -> bool:
        """True when "Die neuen Gebäude" is part of the game."""
        return "expansion" in self.decks


def _costs(prefecture: int) -> tuple[int, ...]:
    costs = [t.cost for t in CARD_TYPES]
    costs[TYPE_INDEX["prefecture"]] = prefecture
    return tuple(costs)


CLASSIC = Edition("classic", "San Juan (2004)", ("classic",), (), _costs(3),
                  gold_mine_any=True, guild_hall_per_kind=False, base_hand_limit=7)
EDITION_2018 = Edition("2018", "Puerto Rico – Das Kartenspiel (2018)", ("2018",), (),
                       _costs(4), gold_mine_any=False, guild_hall_per_kind=True,
                       base_hand_limit=7)
EDITION_2018_EXPANSION = Edition(
    "2018-expansion", "2018 with “Die neuen Gebäude”", ("2018", "expansion"), (CATHEDRAL,),
    _costs(4), gold_mine_any=False, guild_hall_per_kind=True, base_hand_limit=6)

EDITIONS: dict[str, Edition] = {e.key: e for e in (CLASSIC, EDITION_2018, EDITION_2018_EXPANSION)}


def edition(key: str) -> Edition:
    """The edition named ``key`` (``classic``, ``2018`` or ``2018-expansion``).

    Raises ValueError naming the known editions for any other key.
    """
    try:
        return EDITIONS[key]
    except KeyError:
        raise ValueError(f"unknown edition {key!r}; choose one of {', '.join(EDITIONS)}") from None
