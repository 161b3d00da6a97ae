"""The lab's card memory (lab/ai/memory.py): it holds only cards its seat was shown,
they really are in the discard pile, an Expert given it (:class:`Remembering`) deals the
rest consistently, shuffling the cards the seat has not seen does not change its
decision, and around a player of the thinking process it sends the memory along."""

from __future__ import annotations

import copy
import random
import sys
from pathlib import Path

import pytest

sys.path.append(str(Path(__file__).resolve().parents[1]))  # the lab is not installed

from lab.ai.memory import CardMemory, Remembering
from sanjuan.ai import make_player
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.engine import apply, new_game, refresh_decision
from sanjuan.rules.observation import observe
from sanjuan.rules.state import UNKNOWN, GameState, Options

TINY = {"iterations": 8}


def shown_cards(obs) -> set[int]:
    """Every card id visible in an observation."""
    return {c for _, cards in obs.state.seat_cards() for c in cards if c != UNKNOWN}


@pytest.mark.parametrize("edition", ["classic", "2018-expansion"])
def test_memory_holds_only_shown_cards_that_are_in_the_discard_pile(edition: str) -> None:
    grew = 0
    for seed in range(12):
        players = 2 + seed % 3
        s = new_game(Options(players, edition, seed % 2 == 1, 300 + seed), log=False)
        bots = [make_player("medium", seed * 4 + i) for i in range(players)]
        mems = [CardMemory() for _ in range(players)]
        shown: list[set[int]] = [set() for _ in range(players)]
        while not s.over:
            d = s.decision
            obs = observe(s, d.seat)
            shown[d.seat] |= shown_cards(obs)
            mem = mems[d.seat]
            mem.update(obs)
            assert mem.discarded <= shown[d.seat]          # only what it was shown
            assert mem.discarded <= set(s.discard)          # and true
            assert not mem.discarded & shown_cards(obs)     # never a card in view
            grew = max(grew, len(mem.discarded))
            inf = mem.informed(obs)
            det = inf.determinize(random.Random(seed))
            assert mem.discarded <= set(det.discard)        # dealt consistently
            assert sorted(c for _, cs in det.seat_cards() for c in cs) == list(
                range(len(s.types)))
            apply(s, bots[d.seat].choose(obs))
    assert grew >= 8  # it does remember something


def play_expert_until(seed: int, min_memory: int) -> tuple[GameState, object]:
    """A 2-player game, Expert (tiny budget) in seat 0 against Medium, stopped at a
    role or build decision of the Expert once it remembers ``min_memory`` cards; returns
    (state, expert)."""
    s = new_game(Options(2, "classic", False, seed), log=False)
    ex = Remembering(make_player("expert", 3, **TINY))
    med = make_player("medium", 4)
    while not s.over:
        d = s.decision
        if (d.seat == 0 and d.kind in (DecisionKind.CHOOSE_ROLE, DecisionKind.BUILD)
                and len(ex.memory.discarded) >= min_memory):
            return s, ex
        bot = ex if d.seat == 0 else med
        apply(s, bot.choose(observe(s, d.seat)))
    raise AssertionError("the memory never grew")


def shuffle_unseen(s: GameState, seat: int, remembered: set[int],
                   rng: random.Random) -> GameState:
    """A copy of ``s`` with every card ``seat`` cannot see and does not remember dealt
    anew among the same hidden places."""
    t = s.copy()
    t.rng = random.Random(rng.random())
    red = observe(s, seat).state
    places = [(t.draw, red.draw), (t.discard, red.discard), (t.revealed, red.revealed)]
    for real, r in zip(t.players, red.players, strict=True):
        places += [(real.hand, r.hand), (real.chapel, r.chapel), (real.bank, r.bank),
                   (real.harbor, r.harbor)]
    slots = [(lst, i) for lst, r in places for i, c in enumerate(r)
             if c == UNKNOWN and lst[i] not in remembered]
    goods = [(p, b) for p in t.players for b in p.goods]
    cards = [lst[i] for lst, i in slots] + [p.goods[b] for p, b in goods]
    rng.shuffle(cards)
    for (lst, i), c in zip(slots, cards, strict=False):
        lst[i] = c
    for (p, b), c in zip(goods, cards[len(slots):], strict=True):
        p.goods[b] = c
    refresh_decision(t)
    return t


def test_unseen_cards_shuffled_same_decision_with_memory() -> None:
    rng = random.Random(5)
    for seed in (21, 22, 23):
        s, ex = play_expert_until(seed, 3)
        other = shuffle_unseen(s, 0, ex.memory.discarded, rng)
        assert s.players[1].hand != other.players[1].hand or s.draw != other.draw
        a, b = copy.deepcopy(ex), copy.deepcopy(ex)
        assert a.choose(observe(s, 0)) == b.choose(observe(other, 0))


def test_memory_changes_what_expert_deals() -> None:
    s, ex = play_expert_until(21, 3)
    obs = observe(s, 0)
    ex.memory.update(obs)
    inf = ex.memory.informed(obs)
    for k in range(20):
        det = inf.determinize(random.Random(k))
        assert ex.memory.discarded <= set(det.discard)
        assert not ex.memory.discarded & set(det.players[1].hand)


def test_new_game_forgets() -> None:
    s, ex = play_expert_until(22, 2)
    fresh = new_game(Options(2, "classic", False, 99), log=False)
    while fresh.decision.seat != 0:
        apply(fresh, make_player("medium").choose(observe(fresh, fresh.decision.seat)))
    ex.memory.update(observe(fresh, 0))
    assert not ex.memory.discarded


class _Recorder:
    """A stand-in for the thinking process: records the observations it is sent."""

    def __init__(self) -> None:
        self.sent: list = []

    def choose(self, level, seed, kwargs, obs, cancel=None):
        self.sent.append(obs)
        return make_player(level, seed, **kwargs).choose(obs, cancel)


def test_remote_expert_sends_its_memory_along() -> None:
    from sanjuan.ai.thinking import ThinkingPlayer

    rec = _Recorder()
    remote = Remembering(ThinkingPlayer("expert", 3, rec, **TINY))  # type: ignore[arg-type]
    s = new_game(Options(2, "classic", False, 21), log=False)
    med = make_player("medium", 4)
    while not s.over and len(remote.memory.discarded) < 3:
        d = s.decision
        bot = remote if d.seat == 0 else med
        apply(s, bot.choose(observe(s, d.seat)))
    assert len(remote.memory.discarded) >= 3
    while s.decision.seat != 0:
        apply(s, med.choose(observe(s, s.decision.seat)))
    remote.choose(observe(s, 0))
    sent = rec.sent[-1]
    assert remote.memory.discarded <= set(sent.state.discard) <= set(s.discard) | {UNKNOWN}
