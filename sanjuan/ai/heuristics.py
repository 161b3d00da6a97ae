"""Shared evaluation helpers of the rule-based and search players.

Everything is measured in VP-equivalents ("value") and reads only what a seat may know:
the functions take a state and a seat and look at that seat's own hand, the public
tableaus, goods counts and hand sizes. Given an :class:`~sanjuan.rules.observation.Observation`
they are called with ``obs.state`` (UNKNOWN card ids are never looked up); the search
player also calls them on determinised states.
"""

from __future__ import annotations

from sanjuan.rules.cards import CARD_TYPES, TYPE_INDEX
from sanjuan.rules.scoring import score_player
from sanjuan.rules.state import TILES, UNKNOWN, GameState

T = TYPE_INDEX
GAME_END = 12
#: Average price of each good over the five trading-house tiles (RULES.md 1).
GOOD_PRICE = tuple(sum(t[g] for t in TILES) / len(TILES) for g in range(5))

#: Cards (or VP for Chapel/Harbor) each violet building earns per round, roughly; the
#: production-dependent ones are scaled by :func:`income`.
EFFECT_INCOME: dict[int, float] = {
    T["smithy"]: 0.25, T["gold_mine"]: 0.15, T["archive"]: 0.2, T["poor_house"]: 0.2,
    T["black_market"]: 0.2, T["trading_post"]: 0.3, T["well"]: 0.25,
    T["market_stand"]: 0.25, T["crane"]: 0.15, T["chapel"]: 0.7, T["tower"]: 0.15,
    T["aqueduct"]: 0.3, T["carpenter"]: 0.35, T["prefecture"]: 0.45, T["market_hall"]: 0.4,
    T["quarry"]: 0.4, T["library"]: 0.8, T["guard_room"]: 0.1, T["office_building"]: 0.2,
    T["hut"]: 0.15, T["tavern"]: 0.2, T["park"]: 0.05, T["customs_office"]: 0.45,
    T["bank"]: 0.3, T["harbor"]: 0.4, T["goldsmith"]: 0.3,
}
#: Weights of future income in a building's value for the rule-based players, tuned in
#: the arena (Medium with them beat Medium without them 62% of 600 two-player games):
#: a seat can fill and sell only a few goods per phase, so production buildings beyond
#: the first few add little, while violet effects keep paying.
PRODUCTION_SCALE = 0.2
EFFECT_SCALE = 1.6
PRODUCTION_EFFECTS = frozenset(T[k] for k in ("trading_post", "well", "market_stand",
                                               "aqueduct", "market_hall", "harbor"))
BUILDER_EFFECTS = frozenset(T[k] for k in ("smithy", "quarry", "carpenter", "poor_house"))
SIX_COST = frozenset(i for i, t in enumerate(CARD_TYPES) if t.cost >= 6)
GUILD, CITY, ARCH, PALACE = T["guild_hall"], T["city_hall"], T["triumphal_arch"], T["palace"]
MONUMENTS = frozenset(T[k] for k in ("statue", "victory_column", "hero"))


def progress(s: GameState) -> float:
    """How far the game is, 0 (start) … 1 (someone has 12 buildings)."""
    return max(len(p.buildings) for p in s.players) / GAME_END


def rounds_left(s: GameState) -> float:
    """Rough number of rounds still to play (about one building per player per round
    and a half)."""
    most = max(len(p.buildings) for p in s.players)
    per_round = 0.75 if s.num_players == 2 else 0.65
    return max(0.0, (GAME_END - most) / per_round)


def card_value(s: GameState) -> float:
    """VP-equivalent of one hand card: money now, almost worthless at the very end."""
    return 0.75 * min(1.0, rounds_left(s) / 2.5)


def owned_types(s: GameState, seat: int) -> set[int]:
    """Building types in ``seat``'s tableau."""
    return {s.types[b] for b in s.players[seat].buildings}


def production_count(s: GameState, seat: int) -> int:
    """Number of production buildings ``seat`` owns."""
    return sum(1 for b in s.players[seat].buildings if CARD_TYPES[s.types[b]].is_production)


def income(s: GameState, seat: int, type_index: int, owned: set[int]) -> float:
    """Cards (VP for Chapel) per round building ``type_index`` would earn ``seat``."""
    ct = CARD_TYPES[type_index]
    prod = production_count(s, seat)
    if ct.is_production:
        assert ct.good is not None  # every production building makes a good
        base = 0.35 * GOOD_PRICE[ct.good] + 0.1
        boost = sum(0.05 for t in PRODUCTION_EFFECTS if t in owned)
        kinds = {CARD_TYPES[s.types[b]].good for b in s.players[seat].buildings
                 if CARD_TYPES[s.types[b]].is_production}
        if ct.good not in kinds:
            base += 0.1
        return base + boost
    inc = EFFECT_INCOME.get(type_index, 0.0)
    if type_index in PRODUCTION_EFFECTS:
        inc *= min(1.5, 0.3 + prod / 3)
    if type_index == T["smithy"]:
        inc *= 0.5 if progress(s) > 0.5 else 1.0
    return inc


def six_cost_future(s: GameState, seat: int, type_index: int) -> float:
    """Extra VP a 6-cost building is expected to gain from buildings still to come."""
    left = max(0.0, GAME_END - len(s.players[seat].buildings) - 1)
    if type_index == GUILD:
        return left * 0.35 * (2 if not s.edition.guild_hall_per_kind else 1.3)
    if type_index == CITY:
        return left * 0.6
    if type_index == PALACE:
        return left * 0.6
    if type_index == T["residence"]:
        return left * 0.3
    return 0.0


def replacement_gain(s: GameState, seat: int, card: int, replace: int) -> int:
    """The VP ``seat``'s score changes by at once (:func:`score_player`: printed VP and
    every bonus) when ``card`` is built over its own building ``replace`` with the Crane
    (RULES.md 3.1); negative when the replacement loses points. ``s`` is left as it was."""
    p = s.players[seat]
    base = score_player(s, seat).total
    i = p.buildings.index(replace)
    p.buildings[i] = card
    try:
        return score_player(s, seat).total - base
    finally:
        p.buildings[i] = replace


def building_value(s: GameState, seat: int, card: int, replace: int | None = None,
                   owned: set[int] | None = None, base: int | None = None) -> float:
    """VP-equivalent of ``seat`` owning ``card`` (over ``replace``) from now on: its score
    gain now (printed VP and every bonus, by :func:`score_player`), what it will still
    earn, and the 6-cost buildings' expected growth. Cost is not subtracted."""
    if owned is None:
        owned = owned_types(s, seat)
    ti = s.types[card]
    if not CARD_TYPES[ti].is_production and ti in owned and replace is None:
        return 0.0  # a second copy of a violet building cannot be built
    if base is None:
        base = score_player(s, seat).total
    p = s.players[seat]
    if replace is None:
        p.buildings.append(card)
    else:
        i = p.buildings.index(replace)
        p.buildings[i] = card
    try:
        gain = score_player(s, seat).total - base
    finally:
        if replace is None:
            p.buildings.pop()
        else:
            p.buildings[i] = replace
    left = rounds_left(s)
    scale = PRODUCTION_SCALE if CARD_TYPES[ti].is_production else EFFECT_SCALE
    v = gain + scale * income(s, seat, ti, owned) * left * (
        1.0 if ti == T["chapel"] else card_value(s) / 0.75 * 0.7)
    if ti in SIX_COST:
        v += six_cost_future(s, seat, ti)
    if ti in MONUMENTS and ARCH in owned:
        v += 2.0
    if replace is not None:
        old = s.types[replace]
        old_scale = PRODUCTION_SCALE if CARD_TYPES[old].is_production else EFFECT_SCALE
        v -= old_scale * income(s, seat, old, owned) * left * 0.7
    # Late in the game every building also moves the game towards its end.
    return v + 0.3


def keep_values(s: GameState, seat: int, cards: list[int] | tuple[int, ...]) -> dict[int, float]:
    """How much each of ``cards`` is worth kept in ``seat``'s hand (a future building net
    of its cost, or plain money); duplicates of one building are worth little twice."""
    owned = owned_types(s, seat)
    base = score_player(s, seat).total
    cv = card_value(s)
    out: dict[int, float] = {}
    seen: dict[int, int] = {}
    cache: dict[int, float] = {}
    for c in sorted(cards, key=lambda c: (s.types[c] if c != UNKNOWN else -1, c)):
        if c == UNKNOWN:
            out[c] = cv
            continue
        ti = s.types[c]
        if ti not in cache:
            cost = max(0, s.costs[ti] - 1)
            net = building_value(s, seat, c, owned=owned, base=base) - cost * cv
            cache[ti] = net
        dup = seen.get(ti, 0)
        seen[ti] = dup + 1
        net = cache[ti]
        if dup and not CARD_TYPES[ti].is_production:
            net = 0.0
        elif dup:
            net *= 0.6
        out[c] = cv + max(0.0, net) * 0.5
    return out


def cheapest(values: dict[int, float], n: int) -> tuple[int, ...]:
    """The ``n`` cards of lowest value (ties by card id)."""
    return tuple(sorted(values, key=lambda c: (values[c], c))[:n])


def dearest(values: dict[int, float], n: int) -> tuple[int, ...]:
    """The ``n`` cards of highest value (ties by card id)."""
    return tuple(sorted(values, key=lambda c: (-values[c], c))[:n])


def position(s: GameState, seat: int) -> float:
    """Heuristic worth of ``seat``'s position in VP: current score, plus hand cards,
    goods and the income of its buildings over the rounds left."""
    p = s.players[seat]
    sc = score_player(s, seat).total
    cv = card_value(s)
    left = rounds_left(s)
    owned = owned_types(s, seat)
    earn = 0.0
    for b in p.buildings:
        ti = s.types[b]
        earn += income(s, seat, ti, owned)
    earn *= left * (0.6 if left > 0 else 0.0)
    return sc + (len(p.hand) + 1.2 * len(p.goods)) * cv + earn
