"""Expert's opt-in round role search (sanjuan/ai/roundsearch.py): the answers it tries,
the forced answer in play-outs, the max-min choice, determinism, honesty and cancel."""

from __future__ import annotations

import dataclasses
import random
import time

import pytest

from sanjuan.ai.expert import ExpertPlayer
from sanjuan.ai.rollout import FastPolicy
from sanjuan.ai.roundsearch import Answering, answers_after, forced, round_search
from sanjuan.rules.actions import Action, ChooseRole
from sanjuan.rules.cards import Role
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import Observation, observe
from sanjuan.rules.state import GameState, Options
from tests.test_ai_players import shuffle_hidden

K = DecisionKind


def role_states(n: int, players: int = 2) -> list[GameState]:
    """States at role choices of fast-policy games (seeds 0…), a few rounds in."""
    out: list[GameState] = []
    pol = FastPolicy()
    for seed in range(n):
        s = new_game(Options(players, "classic", seed=seed), log=False)
        for _ in range(10 + 9 * seed):
            apply(s, pol.decide(s, s.decision))
        while s.decision.kind is not K.CHOOSE_ROLE:
            apply(s, pol.decide(s, s.decision))
        out.append(s)
    return out


def round_start(seed: int = 4) -> GameState:
    """A 2-player state at the governor's first role choice of a round."""
    s = new_game(Options(2, "classic", seed=seed), log=False)
    pol = FastPolicy()
    while not (s.decision.kind is K.CHOOSE_ROLE and len(s.decision.options) >= 5):
        apply(s, pol.decide(s, s.decision))
    return s


def test_forced_takes_the_role_and_prefers_the_library() -> None:
    s = round_start()
    d = s.decision
    assert forced(d, Role.TRADER) == ChooseRole(Role.TRADER)
    without = dataclasses.replace(
        d, options=tuple(a for a in d.options if a.role is not Role.TRADER))
    assert forced(without, Role.TRADER) is None
    library = dataclasses.replace(
        d, options=(*d.options, ChooseRole(Role.TRADER, use_library=True)))
    assert forced(library, Role.TRADER) == ChooseRole(Role.TRADER, use_library=True)


def test_answers_are_the_roles_left_to_the_rival() -> None:
    s = round_start()
    seat = s.decision.seat
    for a in s.decision.options:
        assert isinstance(a, ChooseRole)
        answers = answers_after(s, a, seat, FastPolicy())
        assert answers == sorted(set(Role) - {a.role})


def test_the_answer_is_forced_once_then_the_policy_plays() -> None:
    s = round_start().copy()
    seat = s.decision.seat
    apply(s, ChooseRole(Role.PRODUCER))
    ans = Answering(FastPolicy(), seat, Role.COUNCILLOR)
    taken: list[Action] = []
    while not ans.done:
        d = s.decision
        a = ans.decide(s, d)
        if ans.done and not taken:
            taken.append(a)
        apply(s, a)
    assert taken == [ChooseRole(Role.COUNCILLOR)]
    # Later choices are the policy's own.
    d = s.decision
    while d.kind is not K.CHOOSE_ROLE:
        apply(s, ans.decide(s, d))
        d = s.decision
    assert ans.decide(s, d) == FastPolicy().decide(s, d)


TRADER_HURTS = {Role.TRADER: (0.05, 0.9)}
COUNCILLOR_SUITS_THEM = {Role.TRADER: (0.05, 0.2), Role.COUNCILLOR: (0.6, 0.8)}


@pytest.mark.parametrize(("builder_after", "rule", "best", "value"), [
    (TRADER_HURTS, "worst", 1, 0.05),
    (TRADER_HURTS, "maxn", 1, 0.05),
    (COUNCILLOR_SUITS_THEM, "worst", 1, 0.05),
    (COUNCILLOR_SUITS_THEM, "maxn", 0, 0.6),
])
def test_round_search_values_a_role_by_the_rule_s_answer(
        builder_after: dict[Role, tuple[float, float]], rule: str, best: int,
        value: float) -> None:
    """Builder's rewards (ours, the answering seat's) by the answer: ``builder_after``,
    else (0.95, 0.05); Producer always (0.5, 0.5). Rule "worst" expects the answer that
    hurts us most (Trader), rule "maxn" the one best for the answering seat."""
    s = round_start()
    obs = observe(s, s.decision.seat)
    cands: list[Action] = [ChooseRole(Role.BUILDER), ChooseRole(Role.PRODUCER)]

    def simulate(det: GameState, action: Action, seed: int, answer: Role | None
                 ) -> tuple[float, float]:
        if action == cands[0]:
            return builder_after.get(answer, (0.95, 0.05))  # type: ignore[arg-type]
        return 0.5, 0.5

    res = round_search(obs, cands, random.Random(1), simulate, FastPolicy(), budget=80,
                       seconds=30.0, rule=rule)
    assert set(builder_after) <= set(res.answers[0])
    assert res.best == best
    assert res.value(0) == pytest.approx(value) and res.value(1) == pytest.approx(0.5)
    assert res.simulations <= 80 and not res.capped and not res.cancelled
    with pytest.raises(ValueError):
        round_search(obs, [], random.Random(1), simulate, FastPolicy(), budget=8,
                     seconds=1.0, rule=rule)
    with pytest.raises(ValueError):
        round_search(obs, cands, random.Random(1), simulate, FastPolicy(), budget=8,
                     seconds=1.0, rule="paranoid")


def round_expert(seed: int = 5, roles: str = "round", **kw: object) -> ExpertPlayer:
    return ExpertPlayer(seed, iterations=16, roles=roles, max_seconds=1e9, **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize("roles", ["round", "maxn"])
def test_round_expert_is_deterministic_legal_and_searches_more(roles: str) -> None:
    for s in role_states(3) + role_states(2, players=3) + role_states(1, players=4):
        obs = observe(s, s.decision.seat)
        p = round_expert(roles=roles)
        a = p.choose(obs)
        assert a in s.decision.options
        assert a == round_expert(roles=roles).choose(obs)
        assert p.last_simulations > 16 * 2 // s.num_players


@pytest.mark.parametrize("roles", ["round", "maxn"])
def test_round_expert_ignores_cards_it_has_not_seen(roles: str) -> None:
    rng = random.Random(8)
    for s in role_states(3) + role_states(2, players=3):
        seat = s.decision.seat
        other = shuffle_hidden(s, seat, rng)
        assert any(a.hand != b.hand for a, b in zip(s.players, other.players, strict=True))
        assert (round_expert(4, roles).choose(observe(s, seat))
                == round_expert(4, roles).choose(observe(other, seat)))


def test_round_expert_is_cancelled_quickly() -> None:
    s = role_states(1)[0]
    obs: Observation = observe(s, s.decision.seat)
    p = ExpertPlayer(1, iterations=100_000, roles="round", max_seconds=30.0)
    start = time.perf_counter()
    action = p.choose(obs, lambda: time.perf_counter() - start > 0.05)
    assert action in s.decision.options
    assert 0 < p.last_simulations < 250_000
    assert time.perf_counter() - start < 5.0  # uncancelled it runs 30 s


def test_unknown_role_search_is_refused() -> None:
    with pytest.raises(ValueError):
        ExpertPlayer(roles="tree")


@pytest.mark.parametrize(("players", "positions", "roles"),
                         [(2, 3, "round"), (3, 3, "maxn"), (4, 2, "one")])
def test_expert_role_search_by_default(players: int, positions: int, roles: str) -> None:
    """Issue 19: Expert's default role search is the round search with 2 players (the
    same choice as ``roles="round"`` for the same seed and budget) and, with the max^n
    rule, with 3 (the same as ``roles="maxn"``), both with more play-outs than the budget;
    with 4 players it keeps the one-move search (no more play-outs than its budget)."""
    budget = 16 * 2 // players
    for s in role_states(positions, players=players):
        obs = observe(s, s.decision.seat)
        default = ExpertPlayer(5, iterations=16, max_seconds=1e9)
        assert default.choose(obs) == round_expert(roles=roles).choose(obs)
        if roles == "one":
            assert 0 < default.last_simulations <= budget
        else:
            assert default.last_simulations > budget
