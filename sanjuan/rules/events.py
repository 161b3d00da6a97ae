"""Typed events: every change of the game, reported so a log or a UI can follow it.

Each event says who may see its card identities: ``cards`` are visible only to the
seats for which :meth:`Event.visible_to` is true; :meth:`Event.for_viewer` returns the
copy a given seat may see (identities stripped, counts kept). RULES.md 5.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import Enum

from sanjuan.rules.cards import Role

PUBLIC = -1  # ``private_to`` value: everybody may see the cards
NOBODY = -2  # ``private_to`` value: nobody may see the cards (goods, draw pile)


class Reason(Enum):
    """Why cards moved (for draws and discards)."""

    DEAL = "deal"
    START_HAND = "start_hand"
    OFFICE = "office"
    HAND_LIMIT = "hand_limit"
    PAYMENT = "payment"
    CARPENTER = "carpenter"
    POOR_HOUSE = "poor_house"
    TAVERN = "tavern"
    WELL = "well"
    SALE = "sale"
    MARKET_STAND = "market_stand"
    MARKET_HALL = "market_hall"
    HUT = "hut"
    COUNCILLOR = "councillor"
    PROSPECTOR = "prospector"
    GOLD_MINE = "gold_mine"
    GOLDSMITH = "goldsmith"
    REPLACED_GOOD = "replaced_good"
    BLACK_MARKET = "black_market"


@dataclass(frozen=True, slots=True)
class Event:
    """Base of all events. ``seat`` is the player concerned (-1 for none)."""

    seat: int

    def visible_to(self, viewer: int) -> bool:
        """True if ``viewer`` may see this event's card identities."""
        return True

    def for_viewer(self, viewer: int) -> Event:
        """This event as ``viewer`` may see it."""
        return self


@dataclass(frozen=True, slots=True)
class _CardsEvent(Event):
    count: int = 0
    cards: tuple[int, ...] = ()
    private_to: int = PUBLIC

    def visible_to(self, viewer: int) -> bool:
        return self.private_to == PUBLIC or (self.private_to >= 0 and viewer == self.private_to)

    def for_viewer(self, viewer: int) -> Event:
        if self.visible_to(viewer) or not self.cards:
            return self
        return dataclasses.replace(self, cards=())


@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    """A new game: ``players`` seats, first governor ``seat``."""

    players: int = 0
    edition: str = ""


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    """Round ``number`` begins with governor ``seat``."""

    number: int = 0


@dataclass(frozen=True, slots=True)
class RoleChosen(Event):
    """``seat`` took ``role`` (``library``: its privilege is doubled)."""

    role: Role = Role.BUILDER
    library: bool = False


@dataclass(frozen=True, slots=True)
class PhaseEnded(Event):
    """The phase of ``role`` chosen by ``seat`` is over."""

    role: Role = Role.BUILDER


@dataclass(frozen=True, slots=True)
class CardsDrawn(_CardsEvent):
    """``seat`` took ``count`` cards into hand (identities for the owner only)."""

    reason: Reason = Reason.DEAL


@dataclass(frozen=True, slots=True)
class CardsDiscarded(_CardsEvent):
    """``seat`` discarded ``count`` hand cards face down (identities for the owner)."""

    reason: Reason = Reason.PAYMENT


@dataclass(frozen=True, slots=True)
class CardsRevealed(_CardsEvent):
    """Cards turned face up for everybody (Gold mine, Goldsmith)."""

    reason: Reason = Reason.GOLD_MINE


@dataclass(frozen=True, slots=True)
class CardsTucked(_CardsEvent):
    """``count`` cards went face down under ``building`` (Chapel, Bank, Harbor)."""

    building: int = -1


@dataclass(frozen=True, slots=True)
class BuildingBuilt(Event):
    """``seat`` built ``card`` (over ``replaced``), paying ``paid`` cards and
    ``goods`` goods."""

    card: int = -1
    replaced: int | None = None
    paid: int = 0
    goods: int = 0


@dataclass(frozen=True, slots=True)
class GoodsProduced(Event):
    """Goods placed face down on ``buildings`` (identities hidden from all)."""

    buildings: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class GoodsSold(Event):
    """Goods sold from ``buildings`` for ``earned`` cards (bonus cards included)."""

    buildings: tuple[int, ...] = ()
    earned: int = 0


@dataclass(frozen=True, slots=True)
class GoodLost(Event):
    """A good left ``building`` without being sold (Black market, replaced by Crane)."""

    building: int = -1
    reason: Reason = Reason.BLACK_MARKET


@dataclass(frozen=True, slots=True)
class TileTurned(Event):
    """Trading-house tile ``tile`` (0–4 = A–E) with ``prices`` was turned over."""

    tile: int = 0
    prices: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class DeckReshuffled(Event):
    """The discard pile (``count`` cards) became the new draw pile."""

    count: int = 0


@dataclass(frozen=True, slots=True)
class DeckExhausted(Event):
    """A card was due but draw and discard pile were both empty."""


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """The game is over: ``scores`` per seat, ``winners`` (several on a shared win)."""

    scores: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
