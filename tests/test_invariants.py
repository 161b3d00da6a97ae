"""Invariants checked after every action of seeded random games, for every edition and
2–4 players (RULES.md 1–5): card conservation, goods, violet uniqueness, hand limits,
game end, copy independence, save round trips, legal actions and hidden information.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from helpers import snapshot
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from sanjuan.rules.cards import Role
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.engine import apply, legal_actions
from sanjuan.rules.facts import GAME_END_BUILDINGS, hand_limit
from sanjuan.rules.facts import game_over_frozen as frozen
from sanjuan.rules.game import Game
from sanjuan.rules.observation import observe
from sanjuan.rules.state import GameState, Options
from sanjuan.store.save import from_json, to_json

EDITIONS = ("classic", "2018", "2018-expansion")
GAMES_PER_CONFIG = 12
BUILDER_STEPS = (DecisionKind.BUILD, DecisionKind.BLACK_MARKET, DecisionKind.PAY)


def check_cards(s: GameState) -> None:
    """Every card in exactly one place; the total never changes."""
    every = [c for _, cards in s.seat_cards() for c in cards]
    assert sorted(every) == list(range(len(s.types))), Counter(every).most_common(3)


def check_tableaus(s: GameState) -> None:
    """Goods only on own production buildings / Customs office (one each, a dict key);
    at most one of each violet building."""
    for p in s.players:
        for b in p.goods:
            assert b in p.buildings
            assert s.ctype(b).is_production or s.ctype(b).key == "customs_office"
        violet = Counter(s.types[b] for b in p.buildings if not s.ctype(b).is_production)
        assert not violet or max(violet.values()) == 1


def check_flow(s: GameState) -> None:
    """Hand limits after the round-start steps; the game end only right after a builder
    phase with 12 buildings (or when no card can move any more)."""
    most = max(len(p.buildings) for p in s.players)
    if s.over:
        assert (most >= GAME_END_BUILDINGS and s.role is Role.BUILDER) or frozen(s)
        assert s.decision is None and legal_actions(s) == []
        return
    d = s.decision
    if most >= GAME_END_BUILDINGS:
        assert s.role is Role.BUILDER and d.kind in BUILDER_STEPS
    if d.kind is DecisionKind.CHOOSE_ROLE and s.round > 1 and max(s.role_owner) < 0:
        for seat, p in enumerate(s.players):
            assert len(p.hand) <= hand_limit(s, seat)


def hidden_slots(s: GameState, seat: int) -> list[tuple[object, object]]:
    """(container, index/key) of every card ``seat`` may not see (RULES.md 5)."""
    slots: list[tuple[object, object]] = []
    lists = [s.draw, s.discard]
    if s.pending is not None and s.pending[0] == "council_keep" and s.pending[1] != seat:
        lists.append(s.revealed)
    for i, p in enumerate(s.players):
        lists.append(p.harbor)
        slots += [(p.goods, b) for b in p.goods]
        if i != seat:
            lists += [p.hand, p.chapel, p.bank]
    for lst in lists:
        slots += [(lst, i) for i in range(len(lst))]
    return slots


def check_hidden(s: GameState, seat: int, rng: random.Random) -> None:
    """The observation of ``seat`` does not change when the cards it cannot see are
    dealt differently (and unturned tiles reordered)."""
    before = observe(s, seat).key()
    t = s.copy()
    slots = hidden_slots(t, seat)
    values = [c[k] for c, k in slots]  # type: ignore[index]
    rng.shuffle(values)
    for (c, k), v in zip(slots, values, strict=True):
        c[k] = v  # type: ignore[index]
    if t.tile_pos < 5:
        seen, unseen = list(t.tiles[:t.tile_pos]), list(t.tiles[t.tile_pos:])
        rng.shuffle(unseen)
        t.tiles = tuple(seen + unseen)
    check_cards(t)
    assert observe(t, seat).key() == before


def check_legal(s: GameState, rng: random.Random) -> None:
    """legal_actions are unique, and each (a sample of long lists) applies on a copy."""
    acts = legal_actions(s)
    assert len(set(acts)) == len(acts) and acts
    before = snapshot(s)
    for a in rng.sample(acts, min(len(acts), 4)):
        t = s.copy()
        apply(t, a)
        check_cards(t)
    assert snapshot(s) == before  # playing on copies leaves the original alone


def play_checked(options: Options) -> None:
    g = Game(options, log=False)
    s = g.state
    rng = random.Random(options.seed * 31 + 7)
    copies: list[tuple[GameState, tuple]] = []
    step = 0
    check_cards(s)
    while not s.over:
        step += 1
        if step % 3 == 0:
            check_legal(s, rng)
        if step % 5 == 0:
            check_hidden(s, rng.randrange(s.num_players), rng)
        if step % 40 == 0:
            c = s.copy()
            copies.append((c, snapshot(c)))
        if step == 120:
            mid = from_json(json.loads(json.dumps(to_json(g)))).game
            assert snapshot(mid.state)[:-1] == snapshot(s)[:-1]
        g.apply(s.decision.sample(rng))
        check_cards(s)
        check_tableaus(s)
        check_flow(s)
        assert step < 5000, "game does not end"
    for c, snap in copies:  # copies never change when the original moves on
        assert snapshot(c) == snap
    loaded = from_json(json.loads(json.dumps(to_json(g)))).game
    assert snapshot(loaded.state)[:-1] == snapshot(s)[:-1]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("edition", EDITIONS)
def test_invariants_random_games(edition: str, players: int) -> None:
    """RULES.md 1–5 hold after every action of random legal games."""
    for k in range(GAMES_PER_CONFIG):
        play_checked(Options(players, edition, variant=k == 1, seed=1000 * players + k))


class GameMachine(RuleBasedStateMachine):
    """Hypothesis drives a game (shrinking a failure to a short action list) and checks the
    invariants after every action; a finished game starts a new one."""

    def __init__(self) -> None:
        super().__init__()
        self.game: Game | None = None

    @initialize(edition=st.sampled_from(EDITIONS), players=st.integers(2, 4),
                seed=st.integers(0, 10_000), variant=st.booleans())
    def start(self, edition: str, players: int, seed: int, variant: bool) -> None:
        self.game = Game(Options(players, edition, variant, seed), log=False)

    @rule(choice=st.integers(0, 2**32))
    def act(self, choice: int) -> None:
        assert self.game is not None
        s = self.game.state
        if s.over:
            self.game = Game(Options(s.num_players, s.options.edition, False,
                                     s.options.seed + 1), log=False)
            return
        self.game.apply(s.decision.sample(random.Random(choice)))

    @rule(seat=st.integers(0, 3), choice=st.integers(0, 2**32))
    def hidden_cards_stay_hidden(self, seat: int, choice: int) -> None:
        assert self.game is not None
        s = self.game.state
        check_hidden(s, seat % s.num_players, random.Random(choice))

    @invariant()
    def consistent(self) -> None:
        if self.game is not None:
            s = self.game.state
            check_cards(s)
            check_tableaus(s)
            check_flow(s)


GameMachine.TestCase.settings = settings(max_examples=25, stateful_step_count=150,
                                         deadline=None, derandomize=True)
test_game_machine = GameMachine.TestCase
