"""Replays (sanjuan/store/replay.py) rebuild every position by the engine, and the
all-cards-open view (observation.open_observation) exists only for finished games."""

from __future__ import annotations

import pytest
from history_kit import finished_game

from sanjuan.rules.actions import Pass, action_to_json
from sanjuan.rules.game import Game
from sanjuan.rules.observation import observe, open_observation
from sanjuan.rules.state import UNKNOWN, Options
from sanjuan.store.replay import Replay, ReplayError


def test_every_position_equals_the_game_replayed_that_far() -> None:
    g = finished_game(3, "classic", 7)
    r = Replay(g.options, g.actions)
    assert r.length == len(g.actions) and r.finished
    for k in (0, 1, 17, r.length // 2, r.length):
        direct = Game.replay(g.options, g.actions[:k])
        assert observe(r.state(k), 1) == observe(direct.state, 1)
        assert r.events_until(k) == tuple(direct.state.log)
    with pytest.raises(IndexError):
        r.state(r.length + 1)


def test_from_json_accepts_the_save_formats_actions_and_rejects_bad_ones() -> None:
    g = finished_game(2, "2018", 3)
    doc = [action_to_json(a) for a in g.actions]
    assert Replay.from_json(g.options, doc).final.round == g.state.round
    with pytest.raises(ReplayError, match="malformed"):
        Replay.from_json(g.options, [{"type": "dance"}])
    with pytest.raises(ReplayError, match="action 1 is not legal"):
        Replay.from_json(g.options, [action_to_json(Pass())] * 3)


def test_position_of_event_finds_the_step_that_logged_it() -> None:
    g = finished_game(2, "2018", 5)
    r = Replay(g.options, g.actions)
    for i in (0, len(r.events) // 3, len(r.events) - 1):
        k = r.position_of_event(i)
        assert len(r.events_until(k)) > i
        assert k == 0 or len(r.events_until(k - 1)) <= i


def test_all_cards_open_only_once_the_game_is_over() -> None:
    g = finished_game(2, "2018", 2)
    r = Replay(g.options, g.actions)
    hidden = r.observation(5, 0)
    shown = r.observation(5, 0, all_open=True)
    assert UNKNOWN in hidden.state.players[1].hand
    assert shown.state.players[1].hand == r.state(5).players[1].hand
    assert UNKNOWN not in shown.state.draw
    unfinished = Replay(g.options, g.actions[:40])
    assert not unfinished.finished
    with pytest.raises(ValueError, match="only once the game is over"):
        unfinished.observation(3, 0, all_open=True)
    running = Game(Options(2))
    with pytest.raises(ValueError):
        open_observation(running.state, 0, running.state)
