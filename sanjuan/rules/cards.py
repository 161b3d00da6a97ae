"""The card table: every building of San Juan, both editions and the expansion.

One row per building (RULES.md 1.1). Costs, VP and copies live here and nowhere else,
so a disputed number is corrected in one place. Edition-specific differences (copies,
the Prefecture's cost) are columns of the row; rule switches live in ``editions.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum


class Good(IntEnum):
    """The five goods, in trading-house tile column order (RULES.md 1)."""

    INDIGO = 0
    SUGAR = 1
    TOBACCO = 2
    COFFEE = 3
    SILVER = 4


class Kind(Enum):
    """Production building or violet ("city") building (RULES.md 1.1)."""

    PRODUCTION = "production"
    VIOLET = "violet"


class Role(IntEnum):
    """The five role cards (RULES.md 3)."""

    BUILDER = 0
    PRODUCER = 1
    TRADER = 2
    COUNCILLOR = 3
    PROSPECTOR = 4


@dataclass(frozen=True, slots=True)
class CardType:
    """One building as printed on its card.

    ``cost`` and ``vp`` are in cards and victory points. ``copies`` maps a deck name
    (``classic``, ``2018``, ``expansion``) to the number of copies in that deck; a
    building absent from a deck has no entry. ``cost_2018`` is set where the 2018
    edition prints another cost. ``source`` says where a number comes from.
    """

    key: str
    name: str
    german: str
    kind: Kind
    cost: int
    vp: int
    copies: tuple[tuple[str, int], ...]
    good: Good | None = None
    cost_2018: int | None = None
    source: str = "both rulebooks"

    @property
    def is_production(self) -> bool:
        """True for the five production buildings."""
        return self.kind is Kind.PRODUCTION

    def copies_in(self, deck: str) -> int:
        """Number of copies of this building in ``deck`` (0 if absent)."""
        for name, n in self.copies:
            if name == deck:
                return n
        return 0


def _prod(key: str, name: str, german: str, cost: int, vp: int, good: Good,
          classic: int, new: int) -> CardType:
    return CardType(key, name, german, Kind.PRODUCTION, cost, vp,
                    (("classic", classic), ("2018", new)), good=good)


def _violet(key: str, name: str, german: str, cost: int, vp: int, copies: int = 3,
            **kw: object) -> CardType:
    return CardType(key, name, german, Kind.VIOLET, cost, vp,
                    (("classic", copies), ("2018", copies)), **kw)  # type: ignore[arg-type]


def _exp(key: str, name: str, german: str, cost: int, vp: int, copies: int = 3,
         source: str = "2018 card lists (not printed in the rulebook text)") -> CardType:
    return CardType(key, name, german, Kind.VIOLET, cost, vp,
                    (("expansion", copies),), source=source)


_RULEBOOK = "2018 rulebook text"

#: Every building, in a fixed order: a card's type index is its position here.
CARD_TYPES: tuple[CardType, ...] = (
    _prod("indigo_plant", "Indigo plant", "Indigoküperei", 1, 1, Good.INDIGO, 10, 10),
    _prod("sugar_mill", "Sugar mill", "Zuckermühle", 2, 1, Good.SUGAR, 8, 8),
    _prod("tobacco_storage", "Tobacco storage", "Tabakspeicher", 3, 2, Good.TOBACCO, 8, 9),
    _prod("coffee_roaster", "Coffee roaster", "Kaffeerösterei", 4, 2, Good.COFFEE, 8, 9),
    _prod("silver_smelter", "Silver smelter", "Silberschmelze", 5, 3, Good.SILVER, 8, 8),
    _violet("smithy", "Smithy", "Schmiede", 1, 1),
    _violet("gold_mine", "Gold mine", "Goldgrube", 1, 1),
    _violet("archive", "Archive", "Archiv", 1, 1),
    _violet("poor_house", "Poor house", "Armenhaus", 2, 1),
    _violet("black_market", "Black market", "Schwarzmarkt", 2, 1),
    _violet("trading_post", "Trading post", "Handelsstation", 2, 1),
    _violet("well", "Well", "Brunnen", 2, 1),
    _violet("market_stand", "Market stand", "Marktstand", 2, 1),
    _violet("crane", "Crane", "Kran", 2, 1),
    _violet("chapel", "Chapel", "Kapelle", 3, 2),
    _violet("tower", "Tower", "Turm", 3, 2),
    _violet("aqueduct", "Aqueduct", "Aquädukt", 3, 2),
    _violet("carpenter", "Carpenter", "Schreinerei", 3, 2),
    _violet("prefecture", "Prefecture", "Präfektur", 3, 2, cost_2018=4,
            source="classic gold-mine example 'Präfektur (3)'; 2018 example 'Präfektur (4)'"),
    _violet("market_hall", "Market hall", "Markthalle", 4, 2),
    _violet("quarry", "Quarry", "Steinbruch", 4, 2),
    _violet("library", "Library", "Bibliothek", 5, 3),
    _violet("statue", "Statue", "Statue", 3, 3),
    _violet("victory_column", "Victory column", "Siegessäule", 4, 4),
    _violet("hero", "Hero", "Reiter", 5, 5),
    _violet("guild_hall", "Guild hall", "Zunfthalle", 6, 0, copies=2),
    _violet("city_hall", "City hall", "Rathaus", 6, 0, copies=2),
    _violet("triumphal_arch", "Triumphal arch", "Triumphbogen", 6, 0, copies=2),
    _violet("palace", "Palace", "Palast", 6, 0, copies=2),
    _exp("guard_room", "Guard room", "Wachstube", 1, 1,
         source=f"cost: {_RULEBOOK} (Residence example); VP: 2018 card lists"),
    _exp("office_building", "Office building", "Amtsstube", 1, 1,
         source=f"cost: {_RULEBOOK} (Residence example); VP: 2018 card lists"),
    _exp("hut", "Hut", "Hütte", 1, 1),
    _exp("tavern", "Tavern", "Schenke", 1, 1),
    _exp("park", "Park", "Park", 3, 2, source=f"cost: {_RULEBOOK}; VP: 2018 card lists"),
    _exp("customs_office", "Customs office", "Zollamt", 3, 2),
    _exp("bank", "Bank", "Bank", 3, 2,
         source=f"cost: {_RULEBOOK} (Residence example); VP: 2018 card lists"),
    _exp("harbor", "Harbor", "Hafen", 4, 2),
    _exp("goldsmith", "Goldsmith", "Goldschmiede", 5, 3,
         source="2018 card lists (VP 2 or 3 in different lists; 3 taken)"),
    _exp("residence", "Residence", "Residenz", 6, 0, copies=2, source=_RULEBOOK),
    CardType("cathedral", "Cathedral", "Kathedrale", Kind.VIOLET, 7, 0, (("table", 1),),
             source=f"{_RULEBOOK} (Park example: 7 − 6 = 1)"),
)

#: Type index by key, e.g. ``TYPE_INDEX["library"]``.
TYPE_INDEX: dict[str, int] = {t.key: i for i, t in enumerate(CARD_TYPES)}

#: ``CARD_TYPES[i].is_production`` by type index, for the engine's hot loops.
IS_PRODUCTION: tuple[bool, ...] = tuple(t.is_production for t in CARD_TYPES)

INDIGO_PLANT = TYPE_INDEX["indigo_plant"]
CATHEDRAL = TYPE_INDEX["cathedral"]
MONUMENTS = frozenset(TYPE_INDEX[k] for k in ("statue", "victory_column", "hero"))


def card_type(key: str) -> CardType:
    """The building with ``key`` (e.g. ``"gold_mine"``); raises KeyError if unknown."""
    return CARD_TYPES[TYPE_INDEX[key]]
