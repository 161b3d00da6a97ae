"""AI players: whole legal games at every level, edition and player count; determinism;
hidden information stays hidden; cancellation; Medium beats random play."""

from __future__ import annotations

import random
import time

import pytest

from sanjuan.ai import LEVELS, make_player, searches
from sanjuan.ai.arena import arena
from sanjuan.rules.cards import TYPE_INDEX
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.editions import EDITIONS
from sanjuan.rules.engine import apply, new_game, refresh_decision
from sanjuan.rules.observation import Observation, observe
from sanjuan.rules.state import UNKNOWN, GameState, Options

HARD_TINY = {"iterations": 6}


def player(level: str, seed: int = 0):
    return make_player(level, seed, **(HARD_TINY if searches(level) else {}))


def play(lineup: list[str], options: Options, kinds: set | None = None,
         gifts: tuple[str, ...] = ()) -> GameState:
    """Play a game to its end; every action goes through the engine's legality check.
    ``gifts``: buildings moved from the draw pile (or a hand) into seat 0's tableau at the start."""
    players = [player(lv, options.seed * 10 + i) for i, lv in enumerate(lineup)]
    s = new_game(options, log=False)
    for key in gifts:
        place = next(lst for lst in (s.draw, *(p.hand for p in s.players))
                     if any(s.types[c] == TYPE_INDEX[key] for c in lst))
        card = next(c for c in place if s.types[c] == TYPE_INDEX[key])
        place.remove(card)
        s.players[0].buildings.append(card)
    while not s.over and s.round < 200:
        d = s.decision
        action = players[d.seat].choose(observe(s, d.seat), None)
        if kinds is not None:
            kinds.add(d.kind)
        apply(s, action, d.seat)  # raises IllegalActionError for an illegal action
    return s


@pytest.mark.parametrize("edition", list(EDITIONS))
def test_every_level_plays_whole_games(edition: str) -> None:
    for players in (2, 3, 4):
        shift = players + list(EDITIONS).index(edition)
        lineup = [LEVELS[(shift + i) % len(LEVELS)] for i in range(players)]
        s = play(lineup, Options(players, edition, variant=players == 3, seed=players))
        assert s.over or "random" in lineup, lineup


def test_medium_answers_every_decision_kind() -> None:
    kinds: set[DecisionKind] = set()
    for seed in range(24):
        edition = ("classic", "2018-expansion")[seed % 2]
        gifts = (("gold_mine", "black_market", "archive", "crane") if edition == "classic"
                 else ("bank", "office_building", "chapel", "black_market"))
        s = play(["medium"] * (2 + seed % 3), Options(2 + seed % 3, edition, True, seed), kinds,
                 gifts if seed % 4 < 2 else ())
        assert s.over
    assert kinds == set(DecisionKind)


def mid_game_observations(n: int = 6) -> list[Observation]:
    """Observations of role and build decisions at various points of Medium games."""
    out: list[Observation] = []
    for seed in range(n):
        s = new_game(Options(2 + seed % 3, ("classic", "2018-expansion")[seed % 2], seed=seed),
                     log=False)
        med = make_player("medium")
        stop = 15 + 11 * seed
        for _ in range(stop):
            apply(s, med.choose(observe(s, s.decision.seat)))
        while s.decision.kind not in (DecisionKind.CHOOSE_ROLE, DecisionKind.BUILD):
            apply(s, med.choose(observe(s, s.decision.seat)))
        out.append(observe(s, s.decision.seat))
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_observation_same_action(level: str) -> None:
    for obs in mid_game_observations(4):
        assert player(level, 5).choose(obs) == player(level, 5).choose(obs)


def shuffle_hidden(s: GameState, seat: int, rng: random.Random) -> GameState:
    """A copy of ``s`` with every card ``seat`` cannot see dealt anew among the same
    hidden places (and the unturned tiles reordered)."""
    t = s.copy()
    t.rng = random.Random(rng.random())
    redacted = observe(s, seat).state
    places = [(t.draw, redacted.draw), (t.discard, redacted.discard),
              (t.revealed, redacted.revealed)]
    for real, red in zip(t.players, redacted.players, strict=True):
        places += [(real.hand, red.hand), (real.chapel, red.chapel), (real.bank, red.bank),
                   (real.harbor, red.harbor)]
    slots = [(lst, i) for lst, red in places for i, c in enumerate(red) if c == UNKNOWN]
    goods = [(p, b) for p in t.players for b in p.goods]
    cards = [lst[i] for lst, i in slots] + [p.goods[b] for p, b in goods]
    rng.shuffle(cards)
    for (lst, i), c in zip(slots, cards, strict=False):
        lst[i] = c
    for (p, b), c in zip(goods, cards[len(slots):], strict=True):
        p.goods[b] = c
    hidden = [i for i in range(len(t.tiles)) if i >= t.tile_pos]
    if hidden and t.tile_pos < len(t.tiles):
        tiles = list(t.tiles)
        rest = [tiles[i] for i in hidden]
        rng.shuffle(rest)
        for i, v in zip(hidden, rest, strict=True):
            tiles[i] = v
        t.tiles = tuple(tiles)
    refresh_decision(t)
    return t


@pytest.mark.parametrize("level", LEVELS)
def test_hidden_cards_do_not_change_the_decision(level: str) -> None:
    rng = random.Random(3)
    for obs in mid_game_observations(4):
        # Rebuild a real state behind the observation, then shuffle what it hides.
        real = obs.determinize(random.Random(1))
        other = shuffle_hidden(real, obs.seat, rng)
        assert any(a.hand != b.hand for a, b in zip(real.players, other.players, strict=True))
        o1, o2 = observe(real, obs.seat), observe(other, obs.seat)
        assert o1 == o2
        assert player(level, 9).choose(o1) == player(level, 9).choose(o2)


def test_hard_is_cancelled_quickly() -> None:
    obs = next(o for o in mid_game_observations(6)
               if o.decision.kind is DecisionKind.CHOOSE_ROLE)
    hard = make_player("hard", 1, iterations=100_000, max_seconds=30.0)
    start = time.perf_counter()
    action = hard.choose(obs, lambda: time.perf_counter() - start > 0.05)
    elapsed = time.perf_counter() - start
    assert action in obs.decision.legal_actions()
    assert elapsed < 5.0  # without cancel it runs 30 s; a loose bound for a loaded machine


def test_trivial_decisions_are_instant() -> None:
    hard = make_player("hard", 1, iterations=100_000, max_seconds=30.0)
    s = new_game(Options(2, "classic", seed=2), log=False)
    med = make_player("medium")
    for _ in range(300):
        if s.over:
            break
        d = s.decision
        if len(d.legal_actions()) == 1 or d.kind not in (DecisionKind.CHOOSE_ROLE,
                                                          DecisionKind.BUILD):
            hard.choose(observe(s, d.seat))
            assert hard.last_simulations == 0
        apply(s, med.choose(observe(s, d.seat)))


def test_medium_beats_random() -> None:
    rep = arena(["medium", "random"], 10, 2, seed=11)
    assert rep["levels"]["medium"]["wins"] >= 8


def test_hard_time_budget_mode() -> None:
    obs = next(o for o in mid_game_observations(6)
               if o.decision.kind is DecisionKind.CHOOSE_ROLE)
    hard = make_player("hard", 2, think_ms=60)
    action = hard.choose(obs)
    assert action in obs.decision.legal_actions()
    assert hard.last_simulations > 0 and hard.capped == 0


def test_determinize_deals_only_unseen_cards() -> None:
    for obs in mid_game_observations(4):
        det = obs.determinize(random.Random(4))
        seen = [(name, cards) for name, cards in obs.state.seat_cards()]
        dealt = dict(det.seat_cards())
        everything: list[int] = []
        for name, cards in seen:
            assert len(dealt[name]) == len(cards)
            for c, d in zip(cards, dealt[name], strict=True):
                assert c == UNKNOWN or c == d  # what the seat sees stays where it is
            everything += dealt[name]
        assert sorted(everything) == list(range(len(det.types)))  # each card exactly once
        assert observe(det, obs.seat) == obs
