"""The computer players' seed is drawn independently of the game seed and recorded
(issue 37): a game seed has ~30 bits, so a player seed hashed from it could be inverted
into the deal by brute force; a drawn ``ai_seed`` gives nothing to invert, and kept in
the save file it keeps the computers' choices reproducible."""

from __future__ import annotations

import dataclasses

from sanjuan.ai import make_player
from sanjuan.rules.game import Game
from sanjuan.rules.observation import observe
from sanjuan.rules.seeds import computer_seed, new_ai_seed, player_seed
from sanjuan.rules.state import Options
from sanjuan.store.save import from_json, to_json


def _play(options: Options, moves: int) -> Game:
    game = Game(options)
    while not game.state.over and len(game.actions) < moves:
        d = game.state.decision
        ai = make_player("medium", computer_seed(options, d.seat, len(game.actions)))
        game.apply(ai.choose(observe(game.state, d.seat)))
    return game


def test_computer_seeds_come_from_their_own_seed_not_the_deal():
    a, b = new_ai_seed(), new_ai_seed()
    assert a != b and max(a, b) >= 2**40
    same_deal = [Options(3, "2018", False, 7, s) for s in (a, b)]
    same_ai = [Options(3, "2018", False, seed, a) for seed in (7, 8)]
    seeds = [[computer_seed(o, seat, 0) for seat in range(3)] for o in (*same_deal, *same_ai)]
    assert seeds[0] != seeds[1]  # the same deal, other computers
    assert seeds[2] == seeds[3]  # another deal, the same computers: nothing of the deal
    # a game without its own (an older one, a chosen deal) plays as before
    old = Options(3, "2018", False, 7)
    assert computer_seed(old, 1, 5) == player_seed(7, 1, 5)


def test_the_ai_seed_is_recorded_in_saves_and_hidden_from_every_seat():
    options = Options(2, "2018", False, 11, new_ai_seed())
    game = _play(options, 30)
    loaded = from_json(to_json(game)).game
    assert loaded.options == options  # recorded: the same computers can be asked again
    assert _play(loaded.options, 30).actions == game.actions
    for seat in range(2):
        seen = observe(game.state, seat).state.options
        assert seen.ai_seed is None and seen.seed is None
    assert dataclasses.replace(options, ai_seed=None) != options
