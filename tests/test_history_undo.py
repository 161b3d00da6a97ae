"""Issue 22, "Nothing lost": every finished game reaches the history exactly once — a game
in which Undo and Redo were used (GameModel.rewind swaps in a replayed Game object), a
game taken back past its end and finished again, a resumed save; a save that was already
over is not recorded again."""

from __future__ import annotations

import random

import pytest
from windowkit import make_window, play_human_turn, wait_for_human_or_end

from sanjuan.rules.actions import action_to_json
from sanjuan.rules.game import Game
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from sanjuan.store.history import History
from ui.session.game_model import GameModel
from ui.session.recorder import HistoryRecorder

pytest.importorskip("pytestqt")


@pytest.fixture
def data(tmp_path, monkeypatch):
    """A private data folder for the test (the history database goes there)."""
    folder = tmp_path / "data"
    monkeypatch.setenv("SANJUAN_DATA_DIR", str(folder))
    return folder


def _json(game: Game) -> tuple[dict, ...]:
    return tuple(action_to_json(a) for a in game.actions)


def test_a_game_with_undo_and_redo_is_recorded_once(qtbot, tmp_path, data) -> None:
    """Ann plays Rosa (easy) by clicks and uses Edit ▸ Undo / Redo whenever it is offered
    (redo the same decision, or decide anew after the undo); the finished game is in the
    history once, with the actions and scores it really ended with."""
    window = make_window(qtbot, tmp_path)
    window.start_game(Options(2, "2018", False, 12),
                      [Seat("Ann"), Seat("Rosa", "easy")])
    m, undo, redo = window.model, window.actions_["undo"], window.actions_["redo"]
    rng = random.Random(12)
    undos = redos = anew = 0
    while True:
        wait_for_human_or_end(qtbot, window)
        if m.over:
            break
        if not undo.isEnabled():
            play_human_turn(qtbot, window, rng)
            continue
        done = list(m.game.actions)
        if not window.controller.undo.stack.canUndo():
            play_human_turn(qtbot, window, rng)  # a take-back (tested in test_takeback.py)
            continue
        undo.trigger()  # Ann's own last decision, which revealed nothing
        undos += 1
        assert m.game.actions == done[:-1]
        wait_for_human_or_end(qtbot, window)
        assert m.deciding_seat == 0 and not m.over
        if undos % 3:
            assert redo.isEnabled()
            redo.trigger()
            redos += 1
            assert m.game.actions == done
            if undo.isEnabled():
                play_human_turn(qtbot, window, rng)  # go on, so as not to loop
        else:
            play_human_turn(qtbot, window, rng)  # a (maybe) different decision instead
            anew += 1
    assert undos >= 3 and redos >= 2 and anew >= 1, (undos, redos, anew)
    records = History().games(with_actions=True)
    assert len(records) == 1
    [rec] = records
    assert rec.actions == _json(m.game)
    assert [s.total for s in rec.seats] == [b.total for b in m.scores()]
    assert [(s.name, s.kind) for s in rec.seats] == [("Ann", "human"), ("Rosa", "easy")]
    assert not rec.spectated
    window.game_over_dialog.close()
    window.close()


def _play_out(model: GameModel, rng: random.Random) -> None:
    while not model.over:
        model.submit(model.game.state.decision.sample(rng))


def _model(tmp_path) -> tuple[GameModel, History, list[int], list[str]]:
    model = GameModel()
    history = History(tmp_path / "history.sqlite3")
    recorder = HistoryRecorder(model, lambda _text, _ms: None, history)
    # the GameController calls these from its own slots; here the model alone drives them
    model.gameStarted.connect(recorder.started)
    model.gameOver.connect(lambda _scores: recorder.game_over())
    ids: list[int] = []
    failures: list[str] = []
    recorder.recorded.connect(ids.append)
    recorder.failed.connect(failures.append)
    return model, history, ids, failures


SEATS = [Seat("A"), Seat("B")]


def test_rewinds_before_and_after_the_end_record_the_game_once(qtbot, tmp_path) -> None:
    model, history, ids, failures = _model(tmp_path)
    model.new_game(Options(2, "classic", False, 5), SEATS)
    rng = random.Random(5)
    for _ in range(40):
        model.submit(model.game.state.decision.sample(rng))
    model.rewind(10)  # undo mid-game: a new Game object, the same game
    model.rewind(0)
    _play_out(model, rng)
    assert len(ids) == 1 and history.count() == 1 and failures == []
    assert history.game(ids[0]).actions == _json(model.game)

    model.resume()  # gameOver again for the same game
    end = list(model.game.actions)
    model.rewind(len(end) - 3)  # taken back past its end (Edit ▸ Undo never offers it)
    assert not model.over
    for a in end[len(end) - 3:]:
        model.submit(a)
    assert model.over and len(ids) == 1 and history.count() == 1


def test_loaded_games_are_recorded_only_if_they_finish_here(qtbot, tmp_path) -> None:
    finished = Game(Options(2, "2018", False, 8))
    rng = random.Random(8)
    while not finished.state.over:
        finished.apply(finished.state.decision.sample(rng))
    model, history, ids, _ = _model(tmp_path)
    model.load(Game.replay(finished.options, finished.actions), SEATS)  # an old, over save
    assert model.over and ids == [] and history.count() == 0

    half = len(finished.actions) // 2
    model.load(Game.replay(finished.options, finished.actions[:half]), SEATS)  # resumed
    model.rewind(half - 1)
    for a in finished.actions[half - 1:]:
        model.submit(a)
    assert len(ids) == 1 and history.game(ids[0]).actions == _json(finished)

    model.new_game(Options(2, "2018", False, 9), SEATS)  # the next game is a new one
    _play_out(model, random.Random(9))
    assert len(ids) == 2 and history.count() == 2
