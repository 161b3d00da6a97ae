"""The Medium player: a strategic rule-based player that answers every decision kind.

Roles are chosen by what the seat gains minus what its opponents gain from the same
phase (:mod:`.roles`); buildings by their value for the seat's plan (production engine
early, violet buildings that fit it, 6-cost buildings late; :mod:`.heuristics`); cards
to pay, discard, tuck or keep by what they are still worth in hand. The Easy player is
the same machinery with noise and without opponent modelling.
"""

from __future__ import annotations

import random

from sanjuan.ai.heuristics import (
    building_value,
    card_value,
    cheapest,
    dearest,
    keep_values,
    owned_types,
    progress,
    rounds_left,
)
from sanjuan.ai.plausible import absurd_build
from sanjuan.ai.roles import expected_prices, role_score
from sanjuan.rules.actions import Action, Build, ChooseRole, Pass, Select
from sanjuan.rules.cards import CARD_TYPES
from sanjuan.rules.decisions import Decision, DecisionKind
from sanjuan.rules.observation import Observation
from sanjuan.rules.scoring import score_player
from sanjuan.rules.state import GameState

K = DecisionKind


class RuleBased:
    """Shared decision rules. ``noise`` (VP) is added to every role and build score;
    ``opponents`` (0 … 1) scales the share of the others' gain that role choice
    subtracts (:func:`~sanjuan.ai.roles.role_score`)."""

    name = "medium"
    noise = 0.0
    #: Share of Medium's attention to what the opponents gain from a role (0 … 1).
    opponents = 1.0

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, obs: Observation, cancel: object = None) -> Action:
        """A legal action for ``obs.decision`` chosen by the rules above."""
        d = obs.decision
        assert d is not None and d.seat == obs.seat
        return self.decide(obs.state, d)

    # -- dispatch ----------------------------------------------------------------

    def decide(self, s: GameState, d: Decision) -> Action:
        """The action for decision ``d`` of seat ``d.seat`` in state ``s`` (a redacted
        observation state or a determinised one)."""
        if d.kind is K.CHOOSE_ROLE:
            return self.role(s, d)
        if d.kind is K.BUILD:
            return self.build(s, d)
        action: Action = getattr(self, "_" + d.kind.value)(s, d)
        return action

    def _jitter(self) -> float:
        return self.rng.gauss(0.0, self.noise) if self.noise else 0.0

    # -- choices -------------------------------------------------------------------

    def role_scores(self, s: GameState, d: Decision) -> list[tuple[float, ChooseRole]]:
        """Every role option with its score, best first (ties by role order)."""
        out = [(role_score(s, d.seat, a.role, a.use_library, self.opponents) + self._jitter(), a)
               for a in d.options]
        if s.num_players == 2 and any(a.use_library for a in d.options):
            # Two players: the Library works once per round; keep it for the better role.
            best = max(out, key=lambda x: x[0])
            out = [(v - (0.3 if a.use_library and a.role != best[1].role else 0.0), a)
                   for v, a in out]
        out.sort(key=lambda x: (-x[0], x[1].role, not x[1].use_library))
        return out

    def role(self, s: GameState, d: Decision) -> Action:
        """Take the role with the best score."""
        return self.role_scores(s, d)[0][1]

    def build_scores(self, s: GameState, d: Decision) -> list[tuple[float, Action]]:
        """Every plausible build option (and Pass, scored 0) with its net value, best
        first: options that :func:`~sanjuan.ai.plausible.absurd_build` calls absurd are
        left out (after scoring, so that the noise drawn for each option stays the same)."""
        seat = d.seat
        owned = owned_types(s, seat)
        base = score_player(s, seat).total
        cv = card_value(s)
        hand = s.players[seat].hand
        keeps = keep_values(s, seat, hand)
        out: list[tuple[float, Action]] = [(0.0, Pass())]
        for o in d.options:
            v = building_value(s, seat, o.card, o.replace, owned=owned, base=base)
            goods = min(o.max_goods, self._goods_to_pay(s, seat, o.max_goods, o.cost))
            pay_cards = o.cost - goods
            others = {c: keeps[c] for c in hand if c != o.card}
            paid = sorted(others.values())[:pay_cards]
            v -= sum(paid) + goods * 0.6 * cv
            if o.card in hand:
                v -= cv * 0.3  # the card itself leaves the hand
            out.append((v + self._jitter(), Build(o.card, o.replace)))
        out = [x for x in out if absurd_build(s, seat, x[1]) is None]
        out.sort(key=lambda x: (-x[0], _akey(x[1])))
        return out

    def build(self, s: GameState, d: Decision) -> Action:
        """Build the option of best net value, or pass if none is worth its price."""
        return self.build_scores(s, d)[0][1]

    # -- selections ----------------------------------------------------------------

    def _goods_to_pay(self, s: GameState, seat: int, most: int, cost: int) -> int:
        """How many goods the Black market should pay: the cheap ones (indigo, sugar)."""
        if not most:
            return 0
        prices = expected_prices(s)
        p = s.players[seat]
        cheap = [b for b in p.goods if _good_price(s, b, prices) <= 1.5]
        return min(most, cost, len(cheap))

    def _start_hand(self, s: GameState, d: Decision) -> Action:
        vals = keep_values(s, d.seat, d.candidates)
        return Select(dearest(vals, d.max_count))

    def _office(self, s: GameState, d: Decision) -> Action:
        vals = keep_values(s, d.seat, d.candidates)
        cv = card_value(s)
        bad = [c for c in cheapest(vals, d.max_count) if vals[c] <= cv + 0.05]
        return Select(tuple(bad)) if bad else Pass()

    def _chapel(self, s: GameState, d: Decision) -> Action:
        vals = keep_values(s, d.seat, d.candidates)
        hand = len(d.candidates)
        if hand >= 3 or progress(s) > 0.7 or hand >= 2 and rounds_left(s) < 4:
            return Select(cheapest(vals, 1))
        return Pass()

    def _bank(self, s: GameState, d: Decision) -> Action:
        if rounds_left(s) > 2.5:
            return Pass()
        vals = keep_values(s, d.seat, d.candidates)
        keep = 2 if rounds_left(s) > 1 else 0
        tuck = cheapest(vals, max(0, len(d.candidates) - keep))
        return Select(tuck) if tuck else Pass()

    def _hand_limit(self, s: GameState, d: Decision) -> Action:
        return Select(cheapest(keep_values(s, d.seat, d.candidates), d.min_count))

    def _black_market(self, s: GameState, d: Decision) -> Action:
        prices = expected_prices(s)
        goods = sorted(d.candidates, key=lambda b: (_good_price(s, b, prices), b))
        n = self._goods_to_pay(s, d.seat, d.max_count, d.info.get("cost", d.max_count))
        n = max(d.min_count, min(n, d.max_count))
        return Select(tuple(goods[:n])) if n else Pass()

    def _pay(self, s: GameState, d: Decision) -> Action:
        return Select(cheapest(keep_values(s, d.seat, d.candidates), d.min_count))

    def _produce(self, s: GameState, d: Decision) -> Action:
        prices = expected_prices(s)
        order = sorted(d.candidates, key=lambda b: (-_good_price(s, b, prices), b))
        return Select(tuple(order[:d.max_count]))

    def _sell(self, s: GameState, d: Decision) -> Action:
        prices = d.info.get("prices", {})
        order = sorted(d.candidates, key=lambda b: (-prices.get(b, 1), b))
        return Select(tuple(order[:d.max_count]))

    def _councillor_keep(self, s: GameState, d: Decision) -> Action:
        return Select(dearest(keep_values(s, d.seat, d.candidates), d.min_count))

    def _councillor_discard(self, s: GameState, d: Decision) -> Action:
        return Select(cheapest(keep_values(s, d.seat, d.candidates), d.min_count))

    def _gold_mine(self, s: GameState, d: Decision) -> Action:
        return Select(dearest(keep_values(s, d.seat, d.candidates), 1))


def _good_price(s: GameState, building: int, prices: tuple[float, ...]) -> float:
    good = CARD_TYPES[s.types[building]].good
    return 2.0 if good is None else prices[good]


def _akey(a: Action) -> tuple[int, int, int]:
    if isinstance(a, Build):
        return (1, a.card, -1 if a.replace is None else a.replace)
    return (0, 0, 0)


class MediumPlayer(RuleBased):
    """Strategic rule-based player (no randomness beyond its seed: fully deterministic)."""

    name = "medium"


__all__ = ["MediumPlayer", "RuleBased"]
