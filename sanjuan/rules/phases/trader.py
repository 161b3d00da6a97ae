"""The trader phase: RULES.md 3.3 (Trader, trading-house tiles, Trading post, Library,
Market stand, Market hall, Customs office, Harbor, Hut)."""

from __future__ import annotations

from sanjuan.rules.actions import Action
from sanjuan.rules.cards import CARD_TYPES, Role
from sanjuan.rules.decisions import Decision, DecisionKind
from sanjuan.rules.events import CardsTucked, GoodsSold, PhaseEnded, Reason, TileTurned
from sanjuan.rules.phases import role_phase
from sanjuan.rules.phases.registry import (
    Task,
    auto,
    decider,
    privilege,
    resolver,
    schedule_seats,
    selected,
)
from sanjuan.rules.state import TILES, GameState, T

CUSTOMS_OFFICE_PRICE = 2
GOODS = tuple(t.good for t in CARD_TYPES)  # the good of each type index, for price()


@role_phase(Role.TRADER)
def start(s: GameState, chooser: int) -> None:
    """The trader turns the next tile (even if nobody can sell); everyone may sell."""
    s.tile = s.tiles[s.tile_pos % len(s.tiles)]
    s.tile_pos += 1  # tiles turned so far; the cyclic order never changes
    s.sold_any = False
    if s.log is not None:
        s.emit(TileTurned(chooser, s.tile, TILES[s.tile]))
    schedule_seats(s, chooser, ("sell",), "trader_end")


def sale_limit(s: GameState, seat: int) -> int:
    """Goods ``seat`` may sell now: 1, +1 trader (+2 with Library), +1 Trading post."""
    return 1 + privilege(s, seat) + s.owns(seat, T["trading_post"])


def price(s: GameState, building: int, tile: int | None = None) -> int:
    """Cards paid for the good on ``building`` at ``tile`` (default: the current tile);
    a Customs-office good always pays 2."""
    good = GOODS[s.types[building]]
    if good is None:
        return CUSTOMS_OFFICE_PRICE
    return TILES[s.tile if tile is None else tile][good]


@decider("sell")
def _decide(s: GameState, task: Task) -> Decision | None:
    seat = task[1]
    goods = tuple(sorted(s.players[seat].goods))
    if not goods:
        return None
    return Decision(seat, DecisionKind.SELL, Role.TRADER, candidates=goods, min_count=0,
                    max_count=min(len(goods), sale_limit(s, seat)),
                    info={"prices": {b: price(s, b) for b in goods}, "tile": s.tile})


@resolver("sell", noop_if_skipped=True)
def _resolve(s: GameState, task: Task, action: Action | None) -> None:
    seat = task[1]
    sold = selected(action)
    if not sold:
        return
    p = s.players[seat]
    earned = sum(price(s, b) for b in sold)
    cards = [p.goods.pop(b) for b in sold]
    harbor = s.find(seat, T["harbor"])
    if harbor is not None:
        p.harbor.append(cards.pop())
        if s.log is not None:
            s.emit(CardsTucked(seat, 1, (), -2, harbor))
    s.discard.extend(cards)
    if len(sold) >= 2 and s.owns(seat, T["market_stand"]):
        earned += 1
    if s.owns(seat, T["market_hall"]):
        earned += 1
    s.sold_any = True
    if s.log is not None:
        s.emit(GoodsSold(seat, sold, earned))
    s.draw_to_hand(seat, earned, Reason.SALE)


@auto("trader_end")
def _end(s: GameState, task: Task) -> None:
    if not s.sold_any:
        for seat in s.order_from(s.chooser):
            if s.owns(seat, T["hut"]):
                s.draw_to_hand(seat, 1, Reason.HUT)
    if s.log is not None:
        s.emit(PhaseEnded(s.chooser, Role.TRADER))
