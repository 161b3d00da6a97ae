"""The builder phase: RULES.md 3.1 (Builder, Smithy, Quarry, Library, Black market,
Crane, Park, Carpenter, Poor house, Tavern, Cathedral) and the game end check (2.3)."""

from __future__ import annotations

from sanjuan.rules.actions import Action, Build
from sanjuan.rules.cards import CARD_TYPES, IS_PRODUCTION, Role
from sanjuan.rules.decisions import BuildOption, CostItem, CostKind, Decision, DecisionKind
from sanjuan.rules.ending import finish
from sanjuan.rules.events import BuildingBuilt, CardsDiscarded, GoodLost, PhaseEnded, Reason
from sanjuan.rules.phases import role_phase
from sanjuan.rules.phases.registry import (
    Task,
    auto,
    decider,
    privilege,
    resolver,
    schedule,
    schedule_seats,
    selected,
)
from sanjuan.rules.state import GameState, T

GAME_END_BUILDINGS = 12
PARK_CRANE_CREDIT = 6
LIBRARY, SMITHY, QUARRY, BLACK_MARKET = T["library"], T["smithy"], T["quarry"], T["black_market"]
CRANE, PARK = T["crane"], T["park"]
_BUILDER = CostItem(CostKind.BUILDER, -1)
_LIBRARY = CostItem(CostKind.LIBRARY, -2, LIBRARY)


@role_phase(Role.BUILDER)
def start(s: GameState, chooser: int) -> None:
    """Every player from the builder may build once; then the end of the phase."""
    schedule_seats(s, chooser, ("build",), "builder_end")


def cost_breakdown(s: GameState, seat: int, card: int, replace: int | None,
                   owned: set[int] | None = None,
                   priv: int | None = None) -> tuple[int, tuple[CostItem, ...]]:
    """Cost in cards of ``seat`` building ``card`` (over ``replace``) in this builder
    phase, before Black-market goods, and its itemised breakdown. Reductions never pay
    out: the total is floored at 0 (RULES.md 3.1). A replaced building no longer helps.
    ``owned`` (the seat's building types) may be passed to save recomputing it; ``priv``
    (0 none, 1 builder, 2 builder with Library) replaces the seat's privilege now."""
    if owned is None:
        owned = {s.types[b] for b in s.players[seat].buildings}
    rti = -1 if replace is None else s.types[replace]
    if priv is None:
        priv = privilege(s, seat)
    cost, items, _ = _breakdown(s.costs, owned, priv, s.types[card], rti)
    return cost, items


def _breakdown(costs: tuple[int, ...], owned: set[int], priv: int, ti: int,
               rti: int) -> _Price:
    """:func:`cost_breakdown` of building type ``ti`` over type ``rti`` (-1: none) for a
    player owning the types ``owned`` with privilege ``priv``, and the options already
    made at this price. Memoised in ``_PRICES``: the builder phase prices the same few
    combinations over and over."""
    # Violet buildings are unique per player, so "owns X but not the replaced card"
    # is "owns X and X is not the replaced building's name".
    if priv == 2 and (LIBRARY not in owned or rti == LIBRARY):
        priv = 1  # the Library is being replaced: only the plain privilege is left
    reducer = SMITHY if IS_PRODUCTION[ti] else QUARRY
    reduced = reducer in owned and rti != reducer
    credit = 0 if rti < 0 else PARK_CRANE_CREDIT if rti == PARK else costs[rti]
    key = (ti, costs[ti], priv, reduced, rti, credit)
    got = _PRICES.get(key)
    if got is None:
        got = _PRICES[key] = _itemise(*key)
    return got


def _itemise(ti: int, cost: int, priv: int, reduced: bool, rti: int,
             credit: int) -> _Price:
    """(total, breakdown) of building type ``ti`` printed at ``cost`` cards, with
    privilege ``priv``, a Smithy/Quarry reduction if ``reduced``, over type ``rti``
    (-1: none) credited ``credit`` cards."""
    items = [CostItem(CostKind.PRINTED, cost, ti)]
    if priv:
        items.append(_BUILDER if priv == 1 else _LIBRARY)
    if reduced:
        items.append(CostItem(CostKind.SMITHY, -1, SMITHY) if IS_PRODUCTION[ti]
                     else CostItem(CostKind.QUARRY, -1, QUARRY))
    if rti >= 0:
        items.append(CostItem(CostKind.CRANE, -credit, CRANE, rti))
    total = 0
    for item in items:
        total += item.amount
    return max(0, total), tuple(items), {}


#: (total cost, breakdown, BuildOptions at this price by (card, replace, goods)): a
#: BuildOption is an immutable value, so decisions share them instead of rebuilding.
_Price = tuple[int, tuple[CostItem, ...], dict[tuple[int, int | None, int], BuildOption]]
_PRICES: dict[tuple[int, int, int, bool, int, int], _Price] = {}
#: ``_PRICES`` entries by (printed costs, privilege, owns Library, Smithy, Quarry) and then
#: ``type << 8 | (replaced type + 1)`` (fewer than 255 building types).
_CONTEXT_PRICES: dict[tuple[tuple[int, ...], int, bool, bool, bool], dict[int, _Price]] = {}
assert len(CARD_TYPES) < 255


def black_market_goods(s: GameState, seat: int, replace: int | None) -> list[int]:
    """Buildings of ``seat`` whose goods the Black market may pay with (none without an
    active Black market; a replaced building's good is lost, not paid)."""
    exclude = -1 if replace is None else replace
    if not s.owns(seat, T["black_market"], exclude):
        return []
    return sorted(b for b in s.players[seat].goods if b != exclude)


def crane_targets(s: GameState, seat: int, card_type: int) -> list[int | None]:
    """Replace targets for building a card of ``card_type``: None (no replacement), and
    with an active Crane every own building but the Crane and same-named ones."""
    out: list[int | None] = [None]
    crane = s.find(seat, T["crane"])
    if crane is not None:
        out += [b for b in s.players[seat].buildings
                if b != crane and s.types[b] != card_type]
    return out


def build_options(s: GameState, seat: int) -> tuple[BuildOption, ...]:
    """Every legal build of ``seat`` now, one per building name and replace target."""
    p = s.players[seat]
    types, costs, table, hand, buildings = s.types, s.costs, s.table, p.hand, p.buildings
    candidates: dict[int, int] = {}
    for c in hand:
        candidates.setdefault(types[c], c)
    for c in table:
        candidates.setdefault(types[c], c)
    owned = {types[b] for b in buildings}
    priv = privilege(s, seat)
    crane = s.find(seat, CRANE) if CRANE in owned else None
    goods_all = len(p.goods) if BLACK_MARKET in owned else 0
    out: list[BuildOption] = []
    # _breakdown looks at ``owned`` only for these three: its results for this context,
    # by (type, replaced type), cost one small-int lookup per option.
    context = (costs, priv, LIBRARY in owned, SMITHY in owned, QUARRY in owned)
    prices = _CONTEXT_PRICES.get(context)
    if prices is None:
        prices = _CONTEXT_PRICES[context] = {}
    n_hand = len(hand)
    for ti, card in candidates.items():
        if ti in owned and not IS_PRODUCTION[ti]:
            continue  # at most one of each violet building
        others = n_hand - (card not in table)
        targets: list[int | None] = [None]
        if crane is not None:  # as crane_targets(), without looking for the Crane again
            targets += [b for b in buildings if b != crane and types[b] != ti]
        for rep in targets:
            rti = -1 if rep is None else types[rep]
            key = ti << 8 | (rti + 1)
            price = prices.get(key)
            if price is None:
                price = prices[key] = _breakdown(costs, owned, priv, ti, rti)
            cost, items, made = price
            goods = 0
            if cost and goods_all:
                goods = min(2, cost, _black_market_count(s, seat, rep, goods_all))
            if cost - goods <= others:
                option = made.get((card, rep, goods))
                if option is None:
                    option = made[card, rep, goods] = BuildOption(card, rep, cost, items, goods)
                out.append(option)
    return tuple(out)


def _black_market_count(s: GameState, seat: int, replace: int | None, goods_all: int) -> int:
    """``len(black_market_goods(s, seat, replace))`` for a seat owning a Black market
    and ``goods_all`` goods."""
    if replace is None:
        return goods_all
    if s.types[replace] == BLACK_MARKET and not s.owns(seat, BLACK_MARKET, replace):
        return 0  # the Black market itself is replaced
    return goods_all - (replace in s.players[seat].goods)


@decider("build")
def _decide_build(s: GameState, task: Task) -> Decision:
    # Asked even when nothing is affordable (only Pass is legal then): skipping the
    # question would tell the other players that this hand cannot build.
    return Decision(task[1], DecisionKind.BUILD, Role.BUILDER,
                    options=build_options(s, task[1]))


@resolver("build")
def _resolve_build(s: GameState, task: Task, action: Action | None) -> None:
    if not isinstance(action, Build):
        return
    seat = task[1]
    p = s.players[seat]
    cost, _ = cost_breakdown(s, seat, action.card, action.replace)
    goods = black_market_goods(s, seat, action.replace)
    if action.card in s.table:
        s.table.remove(action.card)
    else:
        p.hand.remove(action.card)
    if action.replace is None:
        p.buildings.append(action.card)
    else:
        p.buildings[p.buildings.index(action.replace)] = action.card
        s.removed.append(action.replace)
        lost = p.goods.pop(action.replace, None)
        if lost is not None:
            s.discard.append(lost)
            if s.log is not None:
                s.emit(GoodLost(seat, action.replace, Reason.REPLACED_GOOD))
    if cost and goods:
        schedule(s, ("black_market", seat, action.card, action.replace, cost))
    else:
        schedule(s, ("pay", seat, action.card, action.replace, cost, 0))


@decider("black_market")
def _decide_black_market(s: GameState, task: Task) -> Decision:
    seat, cost = task[1], task[4]
    goods = tuple(sorted(s.players[seat].goods))
    lo = max(0, cost - len(s.players[seat].hand))
    hi = min(2, cost, len(goods))
    return Decision(seat, DecisionKind.BLACK_MARKET, Role.BUILDER, candidates=goods,
                    min_count=lo, max_count=hi, info={"cost": cost, "card": task[2]})


@resolver("black_market")
def _resolve_black_market(s: GameState, task: Task, action: Action | None) -> None:
    seat, card, replace, cost = task[1:5]
    used = selected(action)
    p = s.players[seat]
    for b in used:
        s.discard.append(p.goods.pop(b))
        if s.log is not None:
            s.emit(GoodLost(seat, b, Reason.BLACK_MARKET))
    schedule(s, ("pay", seat, card, replace, cost - len(used), len(used)))


@decider("pay")
def _decide_pay(s: GameState, task: Task) -> Decision | None:
    seat, need = task[1], task[4]
    hand = s.players[seat].hand
    if need == 0 or need >= len(hand):
        return None  # nothing to choose: pay nothing, or the whole hand
    return Decision(seat, DecisionKind.PAY, Role.BUILDER, candidates=tuple(sorted(hand)),
                    min_count=need, max_count=need, info={"card": task[2]})


@resolver("pay")
def _resolve_pay(s: GameState, task: Task, action: Action | None) -> None:
    seat, card, replace, need, goods = task[1:6]
    p = s.players[seat]
    paid = selected(action) if action is not None else tuple(p.hand[:need])
    s.remove_from_hand(seat, paid)
    s.discard.extend(paid)
    if paid and s.log is not None:
        s.emit(CardsDiscarded(seat, len(paid), tuple(paid), seat, Reason.PAYMENT))
    if s.log is not None:
        s.emit(BuildingBuilt(seat, card, replace, len(paid), goods))
    if not IS_PRODUCTION[s.types[card]] and s.owns(seat, T["carpenter"], card):
        s.draw_to_hand(seat, 1, Reason.CARPENTER)
    if len(p.hand) <= 1 and s.owns(seat, T["poor_house"], card):
        s.draw_to_hand(seat, 1, Reason.POOR_HOUSE)


@auto("builder_end")
def _builder_end(s: GameState, task: Task) -> None:
    counts = [len(p.buildings) for p in s.players]
    fewest, most = min(counts), max(counts)
    if fewest < most:
        for seat in s.order_from(s.chooser):
            if counts[seat] == fewest and s.owns(seat, T["tavern"]):
                s.draw_to_hand(seat, 1, Reason.TAVERN)
    if s.log is not None:
        s.emit(PhaseEnded(s.chooser, Role.BUILDER))
    if most >= GAME_END_BUILDINGS:
        finish(s)
