"""GameModel.rewind (undo): the game taken back equals a fresh replay of the kept
actions, the log restarts from it, and a bad count changes nothing."""

from __future__ import annotations

import random

import pytest

from sanjuan.rules.game import Game
from sanjuan.rules.observation import observe
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from ui.session.game_model import GameModel

pytest.importorskip("pytestqt")


def test_rewind_equals_a_replay_and_continues(qtbot) -> None:
    model = GameModel()
    model.new_game(Options(3, "2018", False, 4), [Seat("A"), Seat("B"),
                                                  Seat("C")])
    rng = random.Random(1)
    for _ in range(50):
        model.submit(model.game.state.decision.sample(rng))
    actions = list(model.game.actions)
    rewound, changed = [], []
    model.rewound.connect(lambda: rewound.append(len(model.game.actions)))
    model.changed.connect(lambda: changed.append(1))
    with pytest.raises(ValueError):
        model.rewind(51)
    assert model.game.actions == actions and rewound == []
    model.rewind(30)
    assert rewound == [30] and changed == [1]
    fresh = Game.replay(model.game.options, actions[:30])
    for seat in range(3):
        assert model.observation(seat) == observe(fresh.state, seat)
    assert model.events() == list(fresh.state.log)
    model.submit(actions[30])  # and play goes on from there
    assert model.game.actions == actions[:31]

