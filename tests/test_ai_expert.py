"""The Expert player: whole games of every edition and player count, searched selections,
determinism, hidden-card honesty (also for selections) and cancellation."""

from __future__ import annotations

import random
import time
from functools import partial

import pytest

from sanjuan.ai import make_player
from sanjuan.ai.evaluation import (
    chance_to_win,
    load_weights,
    weights_file,
    win_chance,
    winner_chance,
)
from sanjuan.ai.expert import ExpertPlayer, hand_tuned
from sanjuan.ai.rollout import FastPolicy
from sanjuan.ai.search import reward
from sanjuan.ai.selections import SEARCHED_SELECTIONS, selection_candidates
from sanjuan.rules.actions import Pass, Select
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.editions import EDITIONS
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import Observation, observe
from sanjuan.rules.state import Options
from tests.test_ai_players import mid_game_observations, shuffle_hidden

TINY = {"iterations": 8}


@pytest.mark.parametrize("edition", list(EDITIONS))
def test_expert_plays_whole_games(edition: str) -> None:
    for players in (2, 3, 4):
        lineup = ["expert", "hard", "medium", "easy"][:players]
        bots = [make_player(lv, 10 * players + i, **(TINY if lv in ("expert", "hard")
                                                      else {}))
                for i, lv in enumerate(lineup)]
        s = new_game(Options(players, edition, variant=players == 3, seed=players),
                     log=False)
        while not s.over and s.round < 200:
            d = s.decision
            apply(s, bots[d.seat].choose(observe(s, d.seat)), d.seat)  # raises if illegal
        assert s.over


def selection_observations(n: int) -> list[Observation]:
    """Observations of searched selection decisions with several candidates, from Medium
    games of both editions."""
    out: list[Observation] = []
    med = make_player("medium")
    for seed in range(40):
        s = new_game(Options(2 + seed % 3, ("classic", "2018-expansion")[seed % 2],
                             seed=seed), log=False)
        while not s.over:
            d = s.decision
            if (d.kind in SEARCHED_SELECTIONS and s.round > 2 + seed % 5
                    and len(selection_candidates(observe(s, d.seat).state, d)) > 1):
                out.append(observe(s, d.seat))
                break
            apply(s, med.choose(observe(s, d.seat)))
        if len(out) >= n:
            break
    return out


def test_selection_candidates_are_legal_and_start_with_the_rule() -> None:
    obs_list = selection_observations(6)
    assert {o.decision.kind for o in obs_list} & {DecisionKind.COUNCILLOR_KEEP,
                                                   DecisionKind.PAY}
    med = make_player("medium")
    for obs in obs_list:
        d = obs.decision
        cands = selection_candidates(obs.state, d)
        legal = d.legal_actions()
        assert all(c in legal for c in cands)
        assert len(set(cands)) == len(cands)
        rule = med.choose(obs)
        # The rule's answer (or an equal choice of the same building types) comes first.
        if isinstance(rule, Select) and isinstance(cands[0], Select):
            assert (sorted(obs.state.types[c] for c in rule.cards)
                    == sorted(obs.state.types[c] for c in cands[0].cards))
        else:
            assert cands[0] == rule or isinstance(rule, Pass)


def counted_observation(kind: DecisionKind) -> Observation:
    """The first decision of ``kind`` with at least two hand cards in a Medium game of
    2018 + expansion (the Office building and the Bank are expansion buildings)."""
    med = make_player("medium")
    for seed in range(200):
        s = new_game(Options(4, "2018-expansion", seed=seed), log=False)
        while not s.over:
            d = s.decision
            if d.kind is kind and len(d.candidates) >= 2:
                return observe(s, d.seat)
            apply(s, med.choose(observe(s, d.seat)))
    raise AssertionError(f"no {kind} decision in 200 games")


@pytest.mark.parametrize("kind", [DecisionKind.OFFICE, DecisionKind.BANK])
def test_counted_selections_are_searched_over_how_many_cards(kind: DecisionKind) -> None:
    obs = counted_observation(kind)
    d = obs.decision
    cands = selection_candidates(obs.state, d)
    assert cands[0] == make_player("medium").choose(obs)
    assert len(cands) == min(5, d.max_count + 1) and len(set(cands)) == len(cands)
    assert Pass() in cands and all(c in d.legal_actions() for c in cands)
    # Every candidate gives up the j least valued cards: a chain of nested sets.
    sets = sorted((set() if isinstance(c, Pass) else set(c.cards) for c in cands), key=len)
    assert all(a < b for a, b in zip(sets, sets[1:], strict=False))
    ex = make_player("expert", 3, **TINY)
    assert ex.choose(obs) in cands
    assert ex.last_simulations > 0


def test_expert_evaluates_with_the_model_of_the_games_player_count() -> None:
    for obs in mid_game_observations(6):  # 2, 3 and 4 players
        n = obs.state.num_players
        ex = make_player("expert", 2, **TINY)
        two = load_weights()  # the Expert before issue 19's fifth step: the 2-player model
        old = make_player("expert", 2, evaluator=partial(win_chance, weights=two), **TINY)
        fitted = load_weights(str(weights_file(n)))
        chosen = ex.choose(obs)
        before = old.choose(obs)
        det = obs.determinize(random.Random(1))
        if n == 2:  # the model and its reading are those of the Expert before
            assert chosen == before
            assert ex.value(det, obs.seat) == old.value(det, obs.seat)
            assert ex.value(det, obs.seat) == win_chance(det, obs.seat, fitted)
        else:  # every seat's chance to win at once: they share 1
            shares = [ex.value(det, q) for q in range(n)]
            assert shares == [winner_chance(det, q, fitted) for q in range(n)]
            assert sum(shares) == pytest.approx(1.0)
            assert old.value(det, obs.seat) == win_chance(det, obs.seat, two)


def test_expert_searches_selections() -> None:
    obs = selection_observations(1)[0]
    ex = make_player("expert", 3, **TINY)
    action = ex.choose(obs)
    assert action in obs.decision.legal_actions()
    assert ex.last_simulations > 0


def test_same_seed_same_action() -> None:
    for obs in mid_game_observations(3) + selection_observations(3):
        assert (make_player("expert", 5, **TINY).choose(obs)
                == make_player("expert", 5, **TINY).choose(obs))


def test_unseen_cards_shuffled_same_decision() -> None:
    rng = random.Random(8)
    for obs in mid_game_observations(3) + selection_observations(3):
        real = obs.determinize(random.Random(2))
        other = shuffle_hidden(real, obs.seat, rng)
        assert any(a.hand != b.hand for a, b in zip(real.players, other.players,
                                                    strict=True))
        o1, o2 = observe(real, obs.seat), observe(other, obs.seat)
        assert (make_player("expert", 4, **TINY).choose(o1)
                == make_player("expert", 4, **TINY).choose(o2))


def test_expert_is_cancelled_quickly() -> None:
    obs = next(o for o in mid_game_observations(6)
               if o.decision.kind is DecisionKind.CHOOSE_ROLE)
    ex = make_player("expert", 1, iterations=100_000, max_seconds=30.0)
    start = time.perf_counter()
    action = ex.choose(obs, lambda: time.perf_counter() - start > 0.05)
    elapsed = time.perf_counter() - start
    assert action in obs.decision.legal_actions()
    assert 0 < ex.last_simulations < 100_000
    assert elapsed < 5.0  # without cancel it runs 30 s; a loose bound for a loaded machine


def test_arena_passes_only_the_time_cap_to_expert() -> None:
    from sanjuan.ai.arena import _kwargs

    hard = {"iterations": 5, "max_seconds": 30.0}
    assert _kwargs("hard", hard) == hard
    assert _kwargs("expert", hard) == {"max_seconds": 30.0}
    assert _kwargs("expert", {"iterations": 5}) == {}
    assert _kwargs("medium", hard) == {}
    assert make_player("expert", 1, **_kwargs("expert", hard)).max_seconds == 30.0


class _Counting:
    """An evaluator and a play-out policy that count their calls (and play the rule's)."""

    def __init__(self) -> None:
        self.evaluations = 0
        self.decisions = 0
        self.fast = FastPolicy()

    def __call__(self, s, seat: int) -> float:
        self.evaluations += 1
        return 0.5

    def decide(self, s, d):
        self.decisions += 1
        return self.fast.decide(s, d)


def test_the_evaluator_and_the_play_out_policy_are_objects_passed_in() -> None:
    obs = next(o for o in mid_game_observations(3) if len(o.decision.options) > 1)
    det = obs.determinize(random.Random(3))
    assert not det.over
    counting = _Counting()
    ex = ExpertPlayer(4, iterations=12, max_seconds=1e9, evaluator=counting, rollout=counting)
    assert ex.value(det, obs.seat) == 0.5  # the evaluator values a position not over
    ex.choose(obs)
    assert counting.evaluations > 1 and counting.decisions > 0
    # The defaults are the shipped ones: the model of the player count, the rule policy.
    plain = ExpertPlayer(4)
    assert plain.evaluator is chance_to_win and type(plain.rollout) is FastPolicy
    assert plain.value(det, obs.seat) == chance_to_win(det, obs.seat)
    assert ExpertPlayer(evaluator=hand_tuned).value(det, obs.seat) == reward(det, obs.seat)
    for lab_switch in ({"evaluation": "net"}, {"memory": True}, {"learned": False}):
        with pytest.raises(TypeError):  # the string switches went to lab/
            ExpertPlayer(1, **lab_switch)  # type: ignore[arg-type]
