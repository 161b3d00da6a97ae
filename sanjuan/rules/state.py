"""The game state: flat lists of card ids, cheap to copy.

Every physical card has an id (its position in ``Edition.deck_types()``) and is in
exactly one place: the draw pile, the discard pile, a hand, a tableau, on a production
building (or Customs office) as a good, under a Chapel/Bank/Harbor, beside the tiles
(Cathedral), revealed while a player chooses, or out of the game (replaced by Crane).
The rules themselves live in ``engine.py`` and ``phases/``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from sanjuan.rules.cards import CARD_TYPES, TYPE_INDEX, CardType, Role
from sanjuan.rules.decisions import Decision
from sanjuan.rules.editions import Edition
from sanjuan.rules.events import CardsDrawn, DeckExhausted, DeckReshuffled, Event, Reason
from sanjuan.rules.fastrandom import shuffle

UNKNOWN = -1  # a card id hidden from the observer (see observation.py)

#: Trading-house tiles A–E: price in cards per good (RULES.md 1).
TILES: tuple[tuple[int, int, int, int, int], ...] = (
    (1, 1, 1, 2, 2), (1, 1, 2, 2, 2), (1, 1, 2, 2, 3), (1, 2, 2, 2, 3), (1, 2, 2, 3, 3))

T = TYPE_INDEX  # short alias used by the phase modules

#: Seat orders by player count: _ORDERS[n][seat] is (seat, seat + 1, ...) modulo n.
_ORDERS: dict[int, tuple[tuple[int, ...], ...]] = {}


@dataclass(frozen=True)
class Options:
    """How a game is set up: ``players`` 2–4, ``edition`` key, the start-hand
    ``variant`` (RULES.md 2.1.5) and the ``seed`` of all shuffles; ``ai_seed``: the
    seed of the computer players' own randomness, drawn independently of ``seed`` so
    that their choices cannot be inverted into the deal (None: derived from ``seed``,
    as games before it were; see :func:`sanjuan.rules.seeds.computer_seed`). The game
    itself does not depend on ``ai_seed``."""

    players: int = 2
    edition: str = "classic"
    variant: bool = False
    seed: int = 0
    ai_seed: int | None = None


class PlayerState:
    """One seat: ``hand`` and ``buildings`` (card ids, in order), ``goods`` (building id →
    good card id), the cards tucked under ``chapel``/``bank``/``harbor``, whether the
    Bank was used (once per game) and whether the Library was used this round."""

    __slots__ = ("hand", "buildings", "goods", "chapel", "bank", "harbor", "bank_used",
                 "library_used")

    def __init__(self) -> None:
        self.hand: list[int] = []
        self.buildings: list[int] = []
        self.goods: dict[int, int] = {}
        self.chapel: list[int] = []
        self.bank: list[int] = []
        self.harbor: list[int] = []
        self.bank_used = False
        self.library_used = False

    def copy(self) -> PlayerState:
        """An independent copy (lists and dict copied, ids are ints)."""
        p = PlayerState.__new__(PlayerState)
        p.hand = self.hand.copy()
        p.buildings = self.buildings.copy()
        p.goods = self.goods.copy()
        p.chapel = self.chapel.copy()
        p.bank = self.bank.copy()
        p.harbor = self.harbor.copy()
        p.bank_used = self.bank_used
        p.library_used = self.library_used
        return p

    @property
    def tucked(self) -> int:
        """Cards under Chapel, Bank and Harbor (1 VP each)."""
        return len(self.chapel) + len(self.bank) + len(self.harbor)


class GameState:
    """Everything about one game; see the module docstring for the card places.

    Flow: ``agenda`` is a stack of pending steps (tuples, last = next), ``pending`` the
    step waiting for a decision and ``decision`` that decision (None when the game is
    over). ``log`` collects events when not None (AI copies switch it off).
    """

    __slots__ = ("options", "edition", "types", "costs", "draw", "discard", "removed",
                 "table", "revealed", "players", "governor", "round", "tiles", "tile_pos",
                 "tile", "role_owner", "role", "chooser", "library", "sold_any", "agenda",
                 "pending", "decision", "_rng", "_rng_shared", "log", "over")

    options: Options
    edition: Edition
    types: tuple[int, ...]
    costs: tuple[int, ...]
    draw: list[int]
    discard: list[int]
    removed: list[int]
    table: list[int]
    revealed: list[int]
    players: list[PlayerState]
    governor: int
    round: int
    tiles: tuple[int, ...]
    tile_pos: int
    tile: int
    role_owner: list[int]
    role: Role | None
    chooser: int
    library: bool
    sold_any: bool
    agenda: list[tuple[Any, ...]]
    pending: tuple[Any, ...] | None
    decision: Decision | None
    _rng: random.Random | Callable[[], random.Random] | None
    _rng_shared: bool
    log: list[Event] | None
    over: bool

    def copy(self, log: bool = False) -> GameState:
        """An independent copy; ``log``: keep recording events (off for AI search).

        The random generator is shared copy-on-write (see :attr:`rng`): copying its
        state is most of the cost of a copy, and a copy rarely reshuffles."""
        s = GameState.__new__(GameState)
        s.options, s.edition, s.types, s.costs = self.options, self.edition, self.types, self.costs
        s.draw, s.discard = self.draw.copy(), self.discard.copy()
        s.removed, s.table = self.removed.copy(), self.table.copy()
        s.revealed = self.revealed.copy()
        s.players = [p.copy() for p in self.players]
        s.governor, s.round, s.tiles = self.governor, self.round, self.tiles
        s.tile_pos, s.tile, s.role_owner = self.tile_pos, self.tile, self.role_owner.copy()
        s.role, s.chooser = self.role, self.chooser
        s.library, s.sold_any = self.library, self.sold_any
        s.agenda, s.pending, s.decision = self.agenda.copy(), self.pending, self.decision
        s._rng = self._rng  # noqa: SLF001 - the copy's own
        if self._rng is not None:
            # Neither state may advance the shared generator: each clones it first.
            self._rng_shared = s._rng_shared = True  # noqa: SLF001
        else:
            s._rng_shared = False  # noqa: SLF001
        s.log = (self.log.copy() if self.log is not None else []) if log else None
        s.over = self.over
        return s

    @property
    def rng(self) -> random.Random | None:
        """The generator of this state's shuffles (None in an observation).

        Copies share one generator until either of them needs it; it is then cloned,
        so advancing it never disturbs another state. A generator given by its maker
        (:meth:`set_rng_maker`) is made here, when first needed."""
        if self._rng_shared:
            shared = self._rng
            assert shared is not None
            if isinstance(shared, random.Random):
                own = random.Random()
                own.setstate(shared.getstate())
            else:
                own = shared()
            self._rng, self._rng_shared = own, False
        assert not callable(self._rng)
        return self._rng

    @rng.setter
    def rng(self, value: random.Random | None) -> None:
        self._rng, self._rng_shared = value, False

    def set_rng_maker(self, make: Callable[[], random.Random]) -> None:
        """Let ``make()`` make this state's generator when it is first needed (each call
        a new ``random.Random``, all in the same state; copies share the maker): the
        compiled core's play-outs hand back positions whose generator is rarely used
        again, and making a ``random.Random`` costs more than the rest of the hand-over."""
        self._rng, self._rng_shared = make, True

    # -- queries -------------------------------------------------------------------

    @property
    def num_players(self) -> int:
        """Number of seats (2–4)."""
        return len(self.players)

    def ctype(self, card: int) -> CardType:
        """The building printed on card ``card``."""
        return CARD_TYPES[self.types[card]]

    def cost(self, card: int) -> int:
        """Printed cost of ``card`` in this edition (Prefecture 3 or 4)."""
        return self.costs[self.types[card]]

    def owns(self, seat: int, type_index: int, exclude: int = UNKNOWN) -> bool:
        """True if ``seat`` has a building of ``type_index`` other than card ``exclude``
        in their tableau (a replaced or just-built card is passed as ``exclude``)."""
        types = self.types
        for b in self.players[seat].buildings:  # a plain loop: the engine's hottest query
            if types[b] == type_index and b != exclude:
                return True
        return False

    def find(self, seat: int, type_index: int) -> int | None:
        """Card id of ``seat``'s building of ``type_index``, or None."""
        for b in self.players[seat].buildings:
            if self.types[b] == type_index:
                return b
        return None

    def order_from(self, seat: int) -> list[int]:
        """Seats clockwise starting with ``seat``."""
        n = len(self.players)
        orders = _ORDERS.get(n)
        if orders is None:
            orders = _ORDERS[n] = tuple(tuple((s + i) % n for i in range(n)) for s in range(n))
        return list(orders[seat % n])

    def seat_cards(self) -> Iterator[tuple[str, list[int]]]:
        """Every card place as (name, list of card ids); for invariant checks."""
        yield "draw", self.draw
        yield "discard", self.discard
        yield "removed", self.removed
        yield "table", self.table
        yield "revealed", self.revealed
        for i, p in enumerate(self.players):
            yield f"hand{i}", p.hand
            yield f"tableau{i}", p.buildings
            yield f"goods{i}", list(p.goods.values())
            yield f"chapel{i}", p.chapel
            yield f"bank{i}", p.bank
            yield f"harbor{i}", p.harbor

    # -- card movement ---------------------------------------------------------------

    def emit(self, event: Event) -> None:
        """Record ``event`` if this state keeps a log. Hot paths test ``log is not None``
        before building the event: AI play-outs keep no log and need no events."""
        if self.log is not None:
            self.log.append(event)

    def draw_card(self) -> int | None:
        """Take the top card of the draw pile, reshuffling the discard pile into a new
        draw pile when it is empty (RULES.md 2.1.4); None if both are empty."""
        if not self.draw:
            if not self.discard:
                self.emit(DeckExhausted(-1))
                return None
            self.draw, self.discard = self.discard, []
            rng = self.rng
            if rng is not None:
                shuffle(rng, self.draw)
            self.emit(DeckReshuffled(-1, len(self.draw)))
        return self.draw.pop()

    def draw_cards(self, n: int) -> list[int]:
        """Up to ``n`` cards from the top of the draw pile, in the order drawn, as
        :meth:`draw_card` ``n`` times would take them (reshuffling when needed)."""
        draw = self.draw
        if 0 < n <= len(draw):  # no reshuffle: take them in one slice
            got = draw[-n:]
            del draw[-n:]
            got.reverse()
            return got
        got = []
        for _ in range(n):
            c = self.draw_card()
            if c is None:
                break
            got.append(c)
        return got

    def draw_to_hand(self, seat: int, n: int, reason: Reason) -> int:
        """Draw up to ``n`` cards into ``seat``'s hand; returns how many were drawn."""
        got = self.draw_cards(n)
        self.players[seat].hand.extend(got)
        if got and self.log is not None:
            self.emit(CardsDrawn(seat, len(got), tuple(got), seat, reason))
        return len(got)

    def remove_from_hand(self, seat: int, cards: tuple[int, ...] | list[int]) -> None:
        """Take ``cards`` out of ``seat``'s hand (callers have checked they are there)."""
        hand = self.players[seat].hand
        for c in cards:
            hand.remove(c)
