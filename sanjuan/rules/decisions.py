"""Decisions: who must decide what now, and which actions answer it.

The engine is always waiting for exactly one :class:`Decision` (or the game is over).
Choice decisions (role, building) list their options; selection decisions name the
candidate card ids and how many of them may be chosen.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from itertools import combinations
from typing import Any

from sanjuan.rules.actions import Action, Build, Pass, Select
from sanjuan.rules.cards import Role
from sanjuan.rules.fastrandom import FAST, randbelow


class DecisionKind(Enum):
    """What is being decided, with the rule that asks for it."""

    START_HAND = "start_hand"  # variant: keep 4 of the dealt cards (RULES.md 2.1.5)
    OFFICE = "office"  # discard 0–2 hand cards and draw as many (RULES.md 2.4.1)
    CHAPEL = "chapel"  # tuck 0–1 hand card under the Chapel (RULES.md 2.4.2)
    BANK = "bank"  # once per game tuck any hand cards under the Bank (RULES.md 2.4.2)
    HAND_LIMIT = "hand_limit"  # discard down to the hand limit (RULES.md 2.4.3)
    CHOOSE_ROLE = "choose_role"  # take one of the remaining roles (RULES.md 2.2)
    BUILD = "build"  # build one building or pass (RULES.md 3.1)
    BLACK_MARKET = "black_market"  # goods paid instead of cards (RULES.md 3.1)
    PAY = "pay"  # hand cards that pay for the building (RULES.md 3.1)
    PRODUCE = "produce"  # empty production buildings that receive a good (RULES.md 3.2)
    SELL = "sell"  # buildings whose goods are sold (RULES.md 3.3)
    COUNCILLOR_KEEP = "councillor_keep"  # drawn cards to keep (RULES.md 3.4)
    COUNCILLOR_DISCARD = "councillor_discard"  # Archive: hand cards to discard (3.4)
    GOLD_MINE = "gold_mine"  # classic: which revealed card to take (RULES.md 3.5)


#: Decision kinds answered by a :class:`Select` of hand cards.
HAND_SELECTIONS = frozenset({DecisionKind.START_HAND, DecisionKind.OFFICE,
                             DecisionKind.CHAPEL, DecisionKind.BANK, DecisionKind.HAND_LIMIT,
                             DecisionKind.PAY, DecisionKind.COUNCILLOR_DISCARD})


class CostKind(Enum):
    """What one item of a building's cost is (RULES.md 3.1)."""

    PRINTED = "printed"  # the building's printed cost (2018 rulebook: the card's cost)
    BUILDER = "builder"  # the builder's privilege: 1 card less
    LIBRARY = "library"  # the builder's privilege doubled by the Library: 2 cards less
    SMITHY = "smithy"  # Smithy: a production building costs 1 card less
    QUARRY = "quarry"  # Quarry: a violet building costs 1 card less
    CRANE = "crane"  # Crane: the replaced building's cost (a Park: 6) is credited


@dataclass(frozen=True, slots=True)
class CostItem:
    """One item of a build cost as a value (RULES.md 3.1): its ``kind``, ``amount`` in
    cards (negative for a reduction), ``source`` (the card type, an index into
    ``CARD_TYPES``, the item comes from: the building itself for PRINTED, the Library,
    Smithy, Quarry or Crane for theirs; -1 for the Builder's own privilege) and, for a
    CRANE credit, ``replaced`` (the replaced building's card type; else -1). The window
    words these values; nothing here is text to show or parse."""

    kind: CostKind
    amount: int
    source: int = -1
    replaced: int = -1


@dataclass(frozen=True, slots=True, init=False)
class BuildOption:
    """One legal build: ``card`` (over ``replace``), costing ``cost`` cards before any
    Black-market goods, itemised in ``breakdown`` as :class:`CostItem` values, the
    printed cost first and then each reduction (e.g. a Library built as builder:
    ``(CostItem(PRINTED, 5, library), CostItem(BUILDER, -1))``).
    ``max_goods`` is how many goods the Black market may pay (0 without one)."""

    card: int
    replace: int | None
    cost: int
    breakdown: tuple[CostItem, ...]
    max_goods: int = 0

    def __init__(self, card: int, replace: int | None, cost: int,
                 breakdown: tuple[CostItem, ...], max_goods: int = 0) -> None:
        # What the generated __init__ does, through the slot descriptors directly: the
        # frozen dataclass's object.__setattr__ calls cost twice as much.
        _set_card(self, card)
        _set_replace(self, replace)
        _set_cost(self, cost)
        _set_breakdown(self, breakdown)
        _set_max_goods(self, max_goods)


_set_card, _set_replace, _set_cost, _set_breakdown, _set_max_goods = (
    BuildOption.__dict__[f].__set__ for f in ("card", "replace", "cost", "breakdown",
                                                "max_goods"))


@dataclass(frozen=True, slots=True, init=False)
class Decision:
    """The decision the engine waits for.

    ``seat`` decides; ``kind`` says what; ``role`` is the role phase it belongs to (None
    at round start). Choice decisions carry ``options`` (CHOOSE_ROLE: ChooseRole
    actions; BUILD: :class:`BuildOption`). Selection decisions carry ``candidates``
    (card ids) and the allowed count ``min_count``..``max_count``; an empty selection is
    sent as :class:`Pass`. ``info`` holds extra numbers for the UI (e.g. the price per
    building when selling, or the Library flag).
    """

    seat: int
    kind: DecisionKind
    role: Role | None = None
    options: tuple[Any, ...] = ()  # ChooseRole actions or BuildOptions, as ``kind`` says
    candidates: tuple[int, ...] = ()
    min_count: int = 0
    max_count: int = 0
    info: dict[str, Any] = field(default_factory=dict, compare=False)

    def __init__(self, seat: int, kind: DecisionKind, role: Role | None = None,
                 options: tuple[Any, ...] = (), candidates: tuple[int, ...] = (),
                 min_count: int = 0, max_count: int = 0,
                 info: dict[str, Any] | None = None) -> None:
        # As BuildOption.__init__: one decision is built for every action of a game.
        _set_seat(self, seat)
        _set_kind(self, kind)
        _set_role(self, role)
        _set_options(self, options)
        _set_candidates(self, candidates)
        _set_min_count(self, min_count)
        _set_max_count(self, max_count)
        _set_info(self, {} if info is None else info)

    @property
    def is_selection(self) -> bool:
        """True if answered by :class:`Select`/:class:`Pass` rather than a choice."""
        return self.kind not in (DecisionKind.CHOOSE_ROLE, DecisionKind.BUILD)

    @property
    def can_pass(self) -> bool:
        """True if :class:`Pass` is legal (building nothing, or choosing nothing)."""
        return self.kind is DecisionKind.BUILD or (self.is_selection and self.min_count == 0)

    def legal_actions(self) -> list[Action]:
        """Every legal action, each once. Selections are enumerated as combinations, so
        this list can be long (use :meth:`sample` for random play)."""
        if self.kind is DecisionKind.CHOOSE_ROLE:
            return list(self.options)
        if self.kind is DecisionKind.BUILD:
            return [Pass(), *(Build(o.card, o.replace) for o in self.options)]
        out: list[Action] = [Pass()] if self.min_count == 0 else []
        for k in range(max(self.min_count, 1), self.max_count + 1):
            out.extend(Select(c) for c in combinations(self.candidates, k))
        return out

    def build_option(self, card: int, replace: int | None) -> BuildOption | None:
        """The BUILD option for ``card`` over ``replace``, or None if not legal."""
        o: BuildOption
        for o in self.options:
            if o.card == card and o.replace == replace:
                return o
        return None

    def sample(self, rng: random.Random) -> Action:
        """A uniformly random choice among options, or a random-size random selection
        (fast: never enumerates combinations)."""
        if FAST and type(rng) is random.Random:  # is_plain(rng), inline
            return self._sample_fast(rng.getrandbits)
        if self.kind is DecisionKind.CHOOSE_ROLE:
            role: Action = rng.choice(self.options)
            return role
        if self.kind is DecisionKind.BUILD:
            i = rng.randrange(len(self.options) + 1)
            if i == len(self.options):
                return Pass()
            o = self.options[i]
            return Build(o.card, o.replace)
        k = rng.randint(self.min_count, self.max_count)
        if k == 0:
            return Pass()
        return Select(tuple(rng.sample(self.candidates, k)))

    def _sample_fast(self, getrandbits: Callable[[int], int]) -> Action:
        """:meth:`sample` for a plain ``random.Random`` (passed as its ``getrandbits``):
        the same draws from the generator as ``choice``/``randrange``/``randint``/
        ``sample`` make, without their layers of Python calls (the AI's play-outs
        sample millions of times)."""
        kind = self.kind
        if kind is _CHOOSE_ROLE or kind is _BUILD:
            options = self.options
            n = len(options)
            if kind is _BUILD:
                n += 1  # the last choice is Pass
            bits = n.bit_length()  # randbelow(getrandbits, n), inline
            i = getrandbits(bits)
            while i >= n:
                i = getrandbits(bits)
            if kind is _CHOOSE_ROLE:
                role: Action = options[i]
                return role
            if i == n - 1:
                return _PASS
            o = options[i]
            return Build(o.card, o.replace)
        lo = self.min_count
        k = lo + randbelow(getrandbits, self.max_count - lo + 1)
        if k == 0:
            return _PASS
        pool = list(self.candidates)
        n = len(pool)
        if n > _SAMPLE_POOL_LIMIT:
            # random.sample switches to a set-based method here; let it do the work.
            rng = getrandbits.__self__  # type: ignore[attr-defined]
            return Select(tuple(rng.sample(self.candidates, k)))
        chosen = []
        for i in range(k):  # random.sample's pool method, step by step
            m = n - i  # j = randbelow(getrandbits, m), inline: one draw per card chosen
            bits = m.bit_length()
            j = getrandbits(bits)
            while j >= m:
                j = getrandbits(bits)
            chosen.append(pool[j])
            pool[j] = pool[m - 1]
        return Select(tuple(chosen))


_set_seat, _set_kind, _set_role, _set_options, _set_candidates, _set_min_count, \
    _set_max_count, _set_info = (Decision.__dict__[f].__set__ for f in (
        "seat", "kind", "role", "options", "candidates", "min_count", "max_count", "info"))


#: random.sample uses its pool method up to a population of 21 for k <= 5 (more for
#: larger k); a decision's candidates beyond this go to random.sample itself.
_SAMPLE_POOL_LIMIT = 21
_PASS = Pass()
_BUILD, _CHOOSE_ROLE = DecisionKind.BUILD, DecisionKind.CHOOSE_ROLE
