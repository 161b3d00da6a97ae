"""What one seat may know: the observer of RULES.md 5.

:func:`observe` returns a redacted copy of the state in which every card id the seat
may not see is :data:`~sanjuan.rules.state.UNKNOWN`: the draw and discard piles, other hands,
every good, other players' Chapel/Bank cards, every Harbor card, another player's
councillor draw and the trading-house tiles not yet turned. Counts stay visible (hand
sizes, pile sizes, goods on buildings, tucked cards). AI players and the UI see the game
only through an :class:`Observation`.

The seed is hidden too (``state.options.seed`` is None, there is no random generator):
with the seed and the public actions anyone could replay the deal and read every hand
and the draw pile's order.
"""

from __future__ import annotations

import dataclasses
import functools
import random

from sanjuan.rules.cards import CardType
from sanjuan.rules.decisions import Decision
from sanjuan.rules.engine import refresh_decision
from sanjuan.rules.state import UNKNOWN, GameState, Options

N_TILES = 5


class Observation:
    """The game as ``seat`` sees it. ``state`` is a redacted :class:`GameState` (no random
    generator, no seed, no log): read it like the real one, but expect UNKNOWN card ids."""

    __slots__ = ("seat", "state")

    def __init__(self, seat: int, state: GameState) -> None:
        self.seat = seat
        self.state = state

    @property
    def hand(self) -> list[int]:
        """The seat's own hand cards (card ids)."""
        return self.state.players[self.seat].hand

    @property
    def decision(self) -> Decision | None:
        """The current decision; another seat's shows only its seat, kind and counts."""
        return self.state.decision

    def ctype(self, card: int) -> CardType | None:
        """The building on ``card``, or None for an UNKNOWN card."""
        return None if card == UNKNOWN else self.state.ctype(card)

    def key(self) -> tuple[object, ...]:
        """Everything observed, as a comparable tuple (two observations are equal iff
        their keys are)."""
        s = self.state
        return (self.seat, tuple(s.seat_cards()), s.governor, s.round, s.tiles, s.tile_pos,
                s.tile, tuple(s.role_owner), s.role, s.chooser, s.library, s.sold_any,
                tuple(s.agenda), s.pending, s.decision, s.over,
                tuple((p.bank_used, p.library_used) for p in s.players))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Observation) and self.key() == other.key()

    def __hash__(self) -> int:
        return hash(self.key())

    def determinize(self, rng: random.Random) -> GameState:
        """A full state consistent with this observation: the unseen cards (and unseen
        tiles) dealt at random into the unknown places. For information-set search."""
        s = self.state.copy()
        known = {c for _, cards in s.seat_cards() for c in cards if c != UNKNOWN}
        pool = [c for c in range(len(s.types)) if c not in known]
        rng.shuffle(pool)
        it = iter(pool)
        for lst in _hidden_lists(s):
            for i, c in enumerate(lst):
                if c == UNKNOWN:
                    lst[i] = next(it)
        for p in s.players:
            for b, g in p.goods.items():
                if g == UNKNOWN:
                    p.goods[b] = next(it)
        missing = [t for t in range(N_TILES) if t not in s.tiles]
        rng.shuffle(missing)
        tiles = iter(missing)
        s.tiles = tuple(t if t != UNKNOWN else next(tiles) for t in s.tiles)
        s.rng = random.Random(rng.getrandbits(64))
        refresh_decision(s)
        return s


def _hidden_lists(s: GameState) -> list[list[int]]:
    out = [s.draw, s.discard, s.revealed]
    for p in s.players:
        out += [p.hand, p.chapel, p.bank, p.harbor]
    return out


def observe(s: GameState, seat: int) -> Observation:
    """The observation of ``seat`` (0-based) of state ``s`` (RULES.md 5)."""
    o = s.copy()
    o.rng = None
    o.options = public_options(o.options)
    unknown = UNKNOWN
    o.draw = [unknown] * len(o.draw)
    o.discard = [unknown] * len(o.discard)
    for i, p in enumerate(o.players):
        p.goods = dict.fromkeys(p.goods, unknown)
        p.harbor = [unknown] * len(p.harbor)
        if i != seat:
            p.hand = [unknown] * len(p.hand)
            p.chapel = [unknown] * len(p.chapel)
            p.bank = [unknown] * len(p.bank)
    if o.pending is not None and o.pending[0] == "council_keep" and o.pending[1] != seat:
        o.revealed = [unknown] * len(o.revealed)
    seen = min(o.tile_pos, N_TILES)
    o.tiles = tuple(t if i < seen else unknown for i, t in enumerate(o.tiles))
    d = o.decision
    if d is not None and d.seat != seat:
        o.decision = dataclasses.replace(d, options=(), candidates=(), info={})
    return Observation(seat, o)


def open_observation(s: GameState, seat: int, final: GameState) -> Observation:
    """Every card face up: an *unredacted* :class:`Observation` of ``s`` for ``seat``.

    Only for replays of **finished** games, where nothing is secret any more: ``final``
    is the end state of the game that ``s`` is a position of, and ValueError is raised
    unless that game is over. Never give it to an AI, a hint or a running game's UI
    (RULES.md 5: they use :func:`observe`)."""
    if not final.over:
        raise ValueError("all cards may be shown only once the game is over")
    o = s.copy()
    o.rng = None
    return Observation(seat, o)


@functools.lru_cache(maxsize=16)
def public_options(options: Options) -> Options:
    """``options`` without the seeds (None: hidden, RULES.md 5): neither the deal's nor
    the computer players' own; what an observation and a network client get."""
    return dataclasses.replace(options, seed=None, ai_seed=None)  # type: ignore[arg-type]
