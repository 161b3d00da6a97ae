"""Role evaluation for the rule-based players: what a role's phase is worth to each seat.

RULES.md 3: the chooser gets the privilege (``priv`` 1, or 2 with the Library), every
other seat the plain action. Values are VP-equivalents (see :mod:`.heuristics`). For the
deciding seat the own hand is used; other seats are judged from public facts only
(hand sizes, empty production buildings, goods, tableaus).
"""

from __future__ import annotations

from sanjuan.ai.heuristics import (
    GAME_END,
    T,
    building_value,
    card_value,
    owned_types,
)
from sanjuan.rules.cards import CARD_TYPES, Role
from sanjuan.rules.scoring import score_player
from sanjuan.rules.state import TILES, UNKNOWN, GameState

PRICE_CACHE: dict[tuple[object, ...], tuple[float, ...]] = {}


def expected_prices(s: GameState) -> tuple[float, ...]:
    """Expected price of each good at the next trader phase: the known tile once the
    cycle repeats, else the average of the tiles not yet turned (RULES.md 1)."""
    nxt = s.tiles[s.tile_pos % len(s.tiles)]
    if nxt != UNKNOWN:
        return tuple(float(x) for x in TILES[nxt])
    seen = {t for t in s.tiles if t != UNKNOWN}
    rest = [TILES[t] for t in range(len(TILES)) if t not in seen] or list(TILES)
    return tuple(sum(t[g] for t in rest) / len(rest) for g in range(5))


def best_build(s: GameState, seat: int, priv: int) -> tuple[float, int | None]:
    """(net value, card) of the best building ``seat`` can afford from its own hand with
    ``priv`` builder reduction; (0, None) if nothing is worth building."""
    p = s.players[seat]
    owned = owned_types(s, seat)
    cv = card_value(s)
    base = score_player(s, seat).total
    best, best_card = 0.0, None
    seen: set[int] = set()
    cands = list(p.hand) + list(s.table)
    for c in cands:
        if c == UNKNOWN:
            continue
        ti = s.types[c]
        ct = CARD_TYPES[ti]
        if ti in seen or (not ct.is_production and ti in owned):
            continue
        seen.add(ti)
        red = priv + (1 if (ct.is_production and T["smithy"] in owned)
                      or (not ct.is_production and T["quarry"] in owned) else 0)
        cost = max(0, s.costs[ti] - red)
        if cost > len(p.hand) - (0 if c in s.table else 1):
            continue
        v = building_value(s, seat, c, owned=owned, base=base) - cost * cv
        if v > best:
            best, best_card = v, c
    return best, best_card


def _empty_production(s: GameState, seat: int) -> list[float]:
    p = s.players[seat]
    prices = expected_prices(s)
    goods = [CARD_TYPES[s.types[b]].good for b in p.buildings
             if CARD_TYPES[s.types[b]].is_production and b not in p.goods]
    return sorted((prices[g] for g in goods if g is not None), reverse=True)


def _goods(s: GameState, seat: int) -> list[float]:
    p = s.players[seat]
    prices = expected_prices(s)
    out = []
    for b in p.goods:
        good = CARD_TYPES[s.types[b]].good
        out.append(2.0 if good is None else prices[good])
    return sorted(out, reverse=True)


def role_gain(s: GameState, seat: int, role: Role, priv: int, own: bool) -> float:
    """Value to ``seat`` of the ``role`` phase with privilege ``priv`` (0 for a plain
    participant). ``own``: the seat's own hand may be read (otherwise it is estimated
    from its size)."""
    owned = owned_types(s, seat)
    cv = card_value(s)
    p = s.players[seat]
    if role is Role.BUILDER:
        if own:
            v, card = best_build(s, seat, priv)
            return v + (priv * cv if card is not None else 0.0)
        return min(1.0, len(p.hand) / 4) * (1.2 + priv * cv)
    if role is Role.PRODUCER:
        n = 1 + priv + (T["aqueduct"] in owned)
        vals = _empty_production(s, seat)[:n]
        v = sum(0.75 * x * cv + 0.15 for x in vals)
        if len(vals) >= 2 and T["well"] in owned:
            v += cv
        return v
    if role is Role.TRADER:
        n = 1 + priv + (T["trading_post"] in owned)
        vals = _goods(s, seat)[:n]
        cards = sum(vals)
        if len(vals) >= 2 and T["market_stand"] in owned:
            cards += 1
        if vals and T["market_hall"] in owned:
            cards += 1
        return cards * cv
    if role is Role.COUNCILLOR:
        keep = 2 if T["prefecture"] in owned else 1
        if priv:
            return keep * cv + (0.6 if priv == 1 else 0.9)
        return keep * cv + 0.15
    # Prospector
    v = priv * cv
    if T["gold_mine"] in owned:
        v += 0.3 * cv
    if T["goldsmith"] in owned:
        v += 0.3 * cv
    return v


def role_score(s: GameState, seat: int, role: Role, library: bool,
               opponents: float = 1.0) -> float:
    """Score of ``seat`` choosing ``role``: own gain minus a share of what the other
    seats gain from the same phase, with endgame judgement for the Builder.
    ``opponents`` (0 … 1) scales that share: 1.0 is the Medium player's attention to
    its opponents, 0.0 none (the other seats' gain is then not even estimated)."""
    priv = 2 if library else 1
    mine = role_gain(s, seat, role, priv, True)
    v = mine
    if opponents:
        others = [q for q in range(s.num_players) if q != seat]
        weight = (0.7 if len(others) == 1 else 0.45) * opponents
        theirs = sum(role_gain(s, q, role, 0, False) for q in others)
        v = mine - weight * theirs
    if role is Role.BUILDER:
        v += _endgame(s, seat, priv)
    return v


def _endgame(s: GameState, seat: int, priv: int) -> float:
    """Bonus or penalty for a builder phase that may end the game (RULES.md 2.3)."""
    me = s.players[seat]
    gain, card = best_build(s, seat, priv)
    i_end = card is not None and len(me.buildings) + 1 >= GAME_END
    they_end = any(len(s.players[q].buildings) + 1 >= GAME_END and s.players[q].hand
                   for q in range(s.num_players) if q != seat)
    if not (i_end or they_end):
        return 0.0
    mine = score_player(s, seat).total + (gain if card is not None else 0.0)
    best_other = max(score_player(s, q).total + 1.5 for q in range(s.num_players)
                     if q != seat)
    lead = mine - best_other
    return 6.0 if lead > 0 else -6.0
