"""A fast rule-based policy for the Hard player's rollouts.

It follows the Medium player's plan (production early, fitting violet buildings, 6-cost
buildings late; roles by own gain minus the others'), but values buildings from a
table instead of re-scoring the tableau, so a decision takes tens of microseconds. It
plays on determinised states, where every card is known to it. Rare decisions (start
hand, Office, Bank, Black market, gold mine) go to the Medium player.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Protocol

from sanjuan.ai.heuristics import EFFECT_INCOME, GAME_END, GOOD_PRICE, MONUMENTS, T
from sanjuan.ai.medium import MediumPlayer
from sanjuan.rules.actions import Action, Build, ChooseRole, Pass, Select
from sanjuan.rules.cards import CARD_TYPES, Role
from sanjuan.rules.decisions import Decision, DecisionKind
from sanjuan.rules.engine import apply
from sanjuan.rules.state import TILES, GameState

K = DecisionKind
PROD = tuple(ct.is_production for ct in CARD_TYPES)
VP = tuple(ct.vp for ct in CARD_TYPES)
GOOD = tuple(-1 if ct.good is None else int(ct.good) for ct in CARD_TYPES)
INCOME = tuple(0.35 * GOOD_PRICE[g] + 0.1 if g >= 0 else 0.0 for g in GOOD)
GUILD, CITY, ARCH, PALACE = T["guild_hall"], T["city_hall"], T["triumphal_arch"], T["palace"]
CHAPEL, SMITHY, QUARRY = T["chapel"], T["smithy"], T["quarry"]
AQUEDUCT, TRADING_POST = T["aqueduct"], T["trading_post"]
_BUILDER, _PRODUCER, _TRADER, _COUNCILLOR = (Role.BUILDER, Role.PRODUCER, Role.TRADER,
                                             Role.COUNCILLOR)
_CHOOSE_ROLE, _BUILD, _PRODUCE, _SELL, _PAY = K.CHOOSE_ROLE, K.BUILD, K.PRODUCE, K.SELL, K.PAY
_HAND_LIMIT, _COUNCILLOR_DISCARD, _COUNCILLOR_KEEP, _CHAPEL = (
    K.HAND_LIMIT, K.COUNCILLOR_DISCARD, K.COUNCILLOR_KEEP, K.CHAPEL)
ARCH_VP = (0, 4, 6, 8)


class FastPolicy:
    """Rollout policy: ``decide(state, decision)`` returns a legal action quickly."""

    def __init__(self) -> None:
        self.fallback = MediumPlayer(0)

    def decide(self, s: GameState, d: Decision) -> Action:
        """A legal action for ``d`` in the (fully known) state ``s``."""
        k = d.kind  # compared with module constants: an Enum member lookup is slow
        if k is _CHOOSE_ROLE:
            return self.role(s, d)
        if k is _BUILD:
            return self.build(s, d)
        if k is _PRODUCE or k is _SELL:
            order = sorted(d.candidates, key=lambda b: -GOOD[s.types[b]])
            return Select(tuple(order[:d.max_count]))
        if k is _PAY or k is _HAND_LIMIT or k is _COUNCILLOR_DISCARD:
            vals = self.hand_values(s, d.seat, d.candidates)
            return Select(tuple(sorted(d.candidates, key=vals.__getitem__)[:d.min_count]))
        if k is _COUNCILLOR_KEEP:
            vals = self.hand_values(s, d.seat, d.candidates)
            return Select(tuple(sorted(d.candidates, key=lambda c: -vals[c])[:d.min_count]))
        if k is _CHAPEL:
            if len(d.candidates) >= 3 or _most(s) >= 8:
                vals = self.hand_values(s, d.seat, d.candidates)
                return Select((min(d.candidates, key=vals.__getitem__),))
            return Pass()
        return self.fallback.decide(s, d)

    # -- values ----------------------------------------------------------------------

    def value(self, s: GameState, seat: int, ti: int, owned: list[int], left: float) -> float:
        """VP-equivalent of ``seat`` building type ``ti`` now (cost not subtracted)."""
        if not PROD[ti] and ti in owned:
            return 0.0
        if PROD[ti]:
            return VP[ti] + INCOME[ti] * left * 0.5
        if ti == GUILD:
            n = sum(PROD[t] for t in owned)
            return (2 * n if not s.edition.guild_hall_per_kind
                    else n + len({GOOD[t] for t in owned if PROD[t]})) + 1.5
        if ti == CITY:
            return sum(not PROD[t] for t in owned) + 1 + 0.5 * (GAME_END - len(owned))
        if ti == ARCH:
            return ARCH_VP[sum(t in MONUMENTS for t in owned)] + 1.5
        if ti == PALACE:
            return (sum(VP[t] for t in owned) + 2 * (GAME_END - len(owned))) / 4
        v = VP[ti] + EFFECT_INCOME.get(ti, 0.0) * left * (1.0 if ti == CHAPEL else 0.5)
        if ti in MONUMENTS and ARCH in owned:
            v += 2.0
        return v + (2.0 if CARD_TYPES[ti].cost >= 6 else 0.0)

    def hand_values(self, s: GameState, seat: int, cards: Iterable[int]) -> dict[int, float]:
        """Worth of keeping each card (more for good buildings, less for duplicates)."""
        owned = [s.types[b] for b in s.players[seat].buildings]
        left = _left(s)
        out: dict[int, float] = {}
        seen: set[int] = set()
        for c in cards:
            ti = s.types[c]
            v = self.value(s, seat, ti, owned, left) - 0.6 * s.costs[ti]
            if ti in seen and not PROD[ti]:
                v = -1.0
            seen.add(ti)
            out[c] = v
        return out

    # -- choices -----------------------------------------------------------------------

    def build(self, s: GameState, d: Decision) -> Action:
        """The option of best value minus cost; pass if none is positive."""
        owned = [s.types[b] for b in s.players[d.seat].buildings]
        left = _left(s)
        best, choice = 0.0, None
        for o in d.options:
            ti = s.types[o.card]
            v = self.value(s, d.seat, ti, owned, left) - 0.6 * (o.cost - o.max_goods) + 0.3
            if o.replace is not None:
                v -= VP[s.types[o.replace]] + 0.5
            if v > best:
                best, choice = v, o
        return Pass() if choice is None else Build(choice.card, choice.replace)

    def role(self, s: GameState, d: Decision) -> Action:
        """The option of best :meth:`role_values` (the first of equals)."""
        vals = self.role_values(s, d)
        choice: Action = d.options[vals.index(max(vals))]
        return choice

    def role_values(self, s: GameState, d: Decision) -> list[float]:
        """Each option of the role choice ``d`` valued as Medium does but cheaper: the
        chooser's own gain minus a share of the others' gain (VP-equivalent).

        The others' gain from a role does not depend on who takes it, so it is worked
        out once per role (the Library's extra options repeat roles)."""
        n = s.num_players
        me = d.seat
        w = 0.7 if n == 2 else 0.45
        left = _left(s)
        others: dict[Role, float] = {}
        gain = self._gain
        vals = []
        for a in d.options:
            r = a.role
            o = others.get(r)
            if o is None:
                o = others[r] = sum([gain(s, q, r, 0, left) for q in range(n) if q != me])
            vals.append(gain(s, me, r, 2 if a.use_library else 1, left) - w * o)
        return vals

    def gain(self, s: GameState, seat: int, role: Role, priv: int) -> float:
        """Rough value of the ``role`` phase to ``seat`` with privilege ``priv``."""
        return self._gain(s, seat, role, priv, _left(s))

    def _gain(self, s: GameState, seat: int, role: Role, priv: int, left: float) -> float:
        """:meth:`gain` with ``left`` = ``_left(s)`` given (a role choice computes it once)."""
        p = s.players[seat]
        types = s.types
        if role is _BUILDER:
            hand = p.hand
            owned = [types[b] for b in p.buildings]
            size = len(hand)
            costs = s.costs
            smithy = SMITHY in owned
            quarry = QUARRY in owned
            value = self.value
            best = 0.0
            for c in hand:
                ti = types[c]
                cost = max(0, costs[ti] - priv - (smithy if PROD[ti] else quarry))
                if cost < size:
                    best = max(best, value(s, seat, ti, owned, left) - 0.6 * cost)
            return best + (0.6 * priv if best > 0 else 0.0)
        if role is _PRODUCER:
            goods = p.goods
            empty = sorted([GOOD[types[b]] for b in p.buildings
                            if PROD[types[b]] and b not in goods], reverse=True)
            n = 1 + priv + s.owns(seat, AQUEDUCT)
            return sum([0.45 * GOOD_PRICE[g] + 0.15 for g in empty[:n]])
        if role is _TRADER:
            tile = TILES[s.tiles[s.tile_pos % len(s.tiles)]]
            prices = sorted([tile[GOOD[types[b]]] if GOOD[types[b]] >= 0 else 2
                             for b in p.goods], reverse=True)
            n = 1 + priv + s.owns(seat, TRADING_POST)
            return 0.6 * sum(prices[:n])
        if role is _COUNCILLOR:
            return 0.6 + (0.5 * priv if priv else 0.1)
        return 0.6 * priv


def _most(s: GameState) -> int:
    return max([len(p.buildings) for p in s.players])


def _left(s: GameState) -> float:
    return max(0.0, (GAME_END - _most(s)) / (0.75 if s.num_players == 2 else 0.65))


__all__ = ["FastPolicy", "RolloutPolicy", "Answering", "forced", "play_on"]


#: Play-outs stop after this many actions even if the horizon is not reached.
MAX_ROLLOUT_ACTIONS = 600


class RolloutPolicy(Protocol):
    """What a play-out needs of a policy (:class:`FastPolicy`, or the Medium player)."""

    def decide(self, s: GameState, d: Decision) -> Action:
        """A legal action for ``d`` in the (fully known) state ``s``."""
        ...


def play_on(s: GameState, policy: RolloutPolicy, roles_left: int,
            check: Callable[[], None] | None = None, poll: int = 32) -> None:
    """Play ``s`` on in place with ``policy`` in every seat until the game ends, until
    ``roles_left`` more role choices have been made, or after
    :data:`MAX_ROLLOUT_ACTIONS` actions. ``check`` (if given) is called every ``poll``
    actions and may raise to abandon the play-out (cancelling a search)."""
    n = 0
    while not s.over and n < MAX_ROLLOUT_ACTIONS:
        d = s.decision
        assert d is not None
        if d.kind is _CHOOSE_ROLE:
            roles_left -= 1
            if roles_left < 0:
                break
        apply(s, policy.decide(s, d))
        n += 1
        if check is not None and not n % poll:
            check()


class Answering:
    """A rollout policy that plays ``policy`` except at the first role choice made by a
    seat other than ``seat``: there it takes ``answer`` (the option of that role, with
    the Library's double privilege if offered), or the policy's choice when ``answer`` is
    None or not offered."""

    __slots__ = ("policy", "seat", "answer", "done", "answerer")

    def __init__(self, policy: RolloutPolicy, seat: int, answer: Role | None) -> None:
        self.policy = policy
        self.seat = seat
        self.answer = answer
        self.done = False
        #: The seat that made the answered role choice, once it came (else None).
        self.answerer: int | None = None

    def decide(self, s: GameState, d: Decision) -> Action:
        """The forced answer at the first other seat's role choice, else the policy's."""
        if not self.done and d.kind is _CHOOSE_ROLE and d.seat != self.seat:
            self.done = True
            self.answerer = d.seat
            if self.answer is not None:
                pick = forced(d, self.answer)
                if pick is not None:
                    return pick
        return self.policy.decide(s, d)


def forced(d: Decision, role: Role) -> Action | None:
    """The option of ``d`` (a role choice) taking ``role``, the Library's if offered;
    None if ``role`` is not among the options."""
    picks = [a for a in d.options if isinstance(a, ChooseRole) and a.role is role]
    if not picks:
        return None
    return max(picks, key=lambda a: a.use_library)
