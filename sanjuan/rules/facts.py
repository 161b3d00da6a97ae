"""The public rule questions: what the window, the computer players and the coach may ask
about a game without reaching into the engine's phases (python-chess's ``Board`` is the
model: one place that answers "what does the rule say here?").

Every function takes a :class:`~sanjuan.rules.state.GameState` — the engine's own, or an
observation's copy (:func:`sanjuan.rules.observation.observe`), whose hidden cards are
UNKNOWN — and never changes it. Answers are values: numbers, card ids and, for build
costs, :class:`~sanjuan.rules.decisions.CostItem` values that the caller words; nothing
here is text to show or to parse. Sections are those of RULES.md (the 2018 rulebook with
the classic and expansion differences).

Only :mod:`sanjuan.rules` imports :mod:`sanjuan.rules.phases`; everything above it asks
here.
"""

from __future__ import annotations

from typing import NamedTuple

from sanjuan.rules.decisions import BuildOption, CostItem, CostKind
from sanjuan.rules.phases import builder as _builder
from sanjuan.rules.phases import councillor as _councillor
from sanjuan.rules.phases import producer as _producer
from sanjuan.rules.phases import prospector as _prospector
from sanjuan.rules.phases import roundstart as _roundstart
from sanjuan.rules.phases import trader as _trader
from sanjuan.rules.phases.registry import privilege as _privilege
from sanjuan.rules.state import GameState

#: A player with this many buildings ends the game after the builder phase (RULES.md 2.3).
GAME_END_BUILDINGS: int = _builder.GAME_END_BUILDINGS
#: What the Crane credits for a replaced Park, in cards (2018 rulebook, Park; RULES.md 3.1).
PARK_CRANE_CREDIT: int = _builder.PARK_CRANE_CREDIT
#: Cards a Customs-office good always sells for (expansion, RULES.md 3.3).
CUSTOMS_OFFICE_PRICE: int = _trader.CUSTOMS_OFFICE_PRICE
#: Cards the councillor draws (RULES.md 3.4), with the Library (RULES.md 3.6), and
#: every other player (2018 rulebook: "the other players draw 2 cards").
COUNCILLOR_DRAW: int = _councillor.COUNCILLOR_DRAW
LIBRARY_DRAW: int = _councillor.LIBRARY_DRAW
OTHERS_DRAW: int = _councillor.OTHERS_DRAW
#: Cards the (classic) Gold mine turns over (RULES.md 3.5).
GOLD_MINE_REVEAL: int = _prospector.GOLD_MINE_REVEAL

#: Privileges a seat may be asked about (:func:`build_cost`, :func:`build_options`).
NO_PRIVILEGE, BUILDER_PRIVILEGE, LIBRARY_PRIVILEGE = 0, 1, 2


class BuildCost(NamedTuple):
    """What a building costs a seat (RULES.md 3.1): ``total`` cards before any
    Black-market goods (reductions never pay out: at least 0) and ``items``, the printed
    cost first and then each reduction as a :class:`CostItem`."""

    total: int
    items: tuple[CostItem, ...]


def hand_limit(s: GameState, seat: int) -> int:
    """The hand limit of ``seat`` at the start of a round (RULES.md 2.4.3): 12 with a
    Tower, else 7 with a Guard room, else the edition's base limit (7; 6 with the
    expansion)."""
    return _roundstart.hand_limit(s, seat)


def role_choosers(s: GameState) -> list[int]:
    """The seats choosing a role this round, in order (RULES.md 2.2): every seat from the
    governor; with two players governor, other, governor (RULES.md 2.2.3)."""
    return _roundstart.role_choosers(s)


def library_choices(s: GameState, seat: int) -> tuple[bool, ...]:
    """The allowed ``use_library`` values of ``seat``'s role choice now (RULES.md 3.6:
    with two players once per round; using a building is always optional, RULES.md 3):
    ``(False,)`` or ``(True, False)``."""
    return _roundstart.library_choices(s, seat)


def may_use_library(s: GameState, seat: int) -> bool:
    """True if ``seat`` could double its privilege with its Library on a role choice now
    (RULES.md 3.6)."""
    return True in _roundstart.library_choices(s, seat)


def best_privilege(s: GameState, seat: int) -> int:
    """The privilege ``seat`` would have choosing a role now: :data:`LIBRARY_PRIVILEGE`
    (2) if it may use its Library, else :data:`BUILDER_PRIVILEGE` (1) (RULES.md 3, 3.6)."""
    return LIBRARY_PRIVILEGE if may_use_library(s, seat) else BUILDER_PRIVILEGE


def privilege(s: GameState, seat: int) -> int:
    """The privilege of ``seat`` in the phase now: 0 for everyone but the chooser of the
    role, 1 for the chooser, 2 if the chooser used the Library (RULES.md 3, 3.6)."""
    return _privilege(s, seat)


def build_cost(s: GameState, seat: int, card: int, replace: int | None = None,
               priv: int | None = None) -> BuildCost:
    """What ``seat`` pays to build ``card`` (over its building ``replace`` with a Crane)
    (RULES.md 3.1; 2018 rulebook: Builder, Smithy, Quarry, Library, Crane, Park).

    ``priv`` asks about another privilege than the seat's now (:func:`privilege`):
    :data:`NO_PRIVILEGE`, :data:`BUILDER_PRIVILEGE` or :data:`LIBRARY_PRIVILEGE` (the
    Library's only counts while the seat owns it and does not replace it). The cost does
    not ask whether the build is legal (see :func:`build_options`). Raises IndexError for
    a card id outside the game."""
    total, items = _builder.cost_breakdown(s, seat, card, replace, priv=priv)
    return BuildCost(total, items)


def build_options(s: GameState, seat: int, priv: int | None = None) -> tuple[BuildOption, ...]:
    """Every build ``seat`` could afford in a builder phase now, one per building name and
    Crane target (RULES.md 3.1), each with its cost breakdown and how many Black-market
    goods may pay. ``priv`` (see :func:`build_cost`) asks about a hypothetical privilege:
    the state is then copied, never changed."""
    if priv is None:
        return _builder.build_options(s, seat)
    if priv not in (NO_PRIVILEGE, BUILDER_PRIVILEGE, LIBRARY_PRIVILEGE):
        raise ValueError(f"a privilege is 0, 1 or 2, not {priv!r}")
    t = s.copy()
    t.chooser, t.library = (seat, priv == LIBRARY_PRIVILEGE) if priv else (-1, False)
    return _builder.build_options(t, seat)


def black_market_goods(s: GameState, seat: int, replace: int | None = None) -> list[int]:
    """The buildings of ``seat`` whose goods its Black market may pay with (RULES.md 3.1:
    up to 2 goods instead of cards; none without an active Black market; a replaced
    building's good is lost, not paid)."""
    return _builder.black_market_goods(s, seat, replace)


def crane_targets(s: GameState, seat: int, card_type: int) -> list[int | None]:
    """Where ``seat`` may build a card of ``card_type`` (RULES.md 3.1, Crane): None (no
    replacement) and, with a Crane, each own building but the Crane and same-named ones."""
    return _builder.crane_targets(s, seat, card_type)


def production_limit(s: GameState, seat: int) -> int:
    """Goods ``seat`` may produce in the producer phase now (RULES.md 3.2): 1, +1 as
    producer (+2 with the Library), +1 with an Aqueduct."""
    return _producer.production_limit(s, seat)


def empty_production_buildings(s: GameState, seat: int) -> list[int]:
    """The production buildings of ``seat`` without a good, in tableau order (only these
    can produce, RULES.md 3.2)."""
    return _producer.empty_production_buildings(s, seat)


def sale_limit(s: GameState, seat: int) -> int:
    """Goods ``seat`` may sell in the trader phase now (RULES.md 3.3): 1, +1 as trader
    (+2 with the Library), +1 with a Trading post."""
    return _trader.sale_limit(s, seat)


def price(s: GameState, building: int, tile: int | None = None) -> int:
    """Cards paid for the good on ``building`` at trading-house ``tile`` (default: the
    tile turned now; RULES.md 3.3); a Customs-office good always pays
    :data:`CUSTOMS_OFFICE_PRICE`."""
    return _trader.price(s, building, tile)


def draw_and_keep(s: GameState, seat: int) -> tuple[int, int]:
    """(cards drawn, cards kept) by ``seat`` in the councillor phase now (RULES.md 3.4:
    the councillor draws 5, 8 with the Library, the others 2; keep 1, 2 with a
    Prefecture)."""
    return _councillor.draw_and_keep(s, seat)


def game_over_frozen(s: GameState) -> bool:
    """True when no card can ever move again, so the engine ends the game at the end of
    the round (the rulebooks are silent; RULES.md 2.1.4)."""
    return _roundstart.frozen(s)


__all__ = [
    "BUILDER_PRIVILEGE", "COUNCILLOR_DRAW", "CUSTOMS_OFFICE_PRICE", "GAME_END_BUILDINGS",
    "GOLD_MINE_REVEAL", "LIBRARY_DRAW", "LIBRARY_PRIVILEGE", "NO_PRIVILEGE", "OTHERS_DRAW",
    "PARK_CRANE_CREDIT", "BuildCost", "BuildOption", "CostItem", "CostKind",
    "best_privilege", "black_market_goods", "build_cost", "build_options", "crane_targets",
    "draw_and_keep", "empty_production_buildings", "game_over_frozen", "hand_limit",
    "library_choices", "may_use_library", "price", "privilege", "production_limit",
    "role_choosers", "sale_limit",
]
