"""Take-backs and hints are kept with a saved game (issue 34): save version 3 holds
them (a game with take-backs stays casual after Resume, its hint count goes on); older
files read with none; a damaged count is a short readable error, never a traceback."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from windowkit import make_window, play_human_turn, wait_for_human_or_end

from sanjuan.rules.errors import SaveFileError
from sanjuan.rules.game import Game
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from sanjuan.store.autosave import AutosaveWriter, read_autosave
from sanjuan.store.save import (
    VERSION,
    PlayCounts,
    load_saved,
    save_game,
    to_json,
)

DATA = Path(__file__).parent / "data"
SEATS = [Seat("Ann"), Seat("Rosa", "easy"), Seat("Diego", "easy")]


def _game(moves: int = 6) -> Game:
    g = Game(Options(3, "2018", False, 9))
    rng = random.Random(1)
    for _ in range(moves):
        g.apply(g.state.decision.sample(rng))
    return g


def test_counts_are_saved_and_read_back(tmp_path: Path) -> None:
    g = _game()
    save_game(g, tmp_path / "g.json", SEATS, 0, PlayCounts(2, (3, 0, 0)))
    doc = json.loads((tmp_path / "g.json").read_text())
    assert VERSION == 3 and doc["version"] == 3
    assert doc["counts"] == {"takebacks": 2, "hints": [3, 0, 0]}
    loaded = load_saved(tmp_path / "g.json")
    assert loaded.counts == PlayCounts(2, (3, 0, 0))
    assert loaded.game.actions == g.actions and loaded.seats == tuple(SEATS)


def test_the_autosave_keeps_the_counts(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("SANJUAN_DATA_DIR", str(tmp_path))
    writer = AutosaveWriter()
    writer.save(_game(), SEATS, -1, PlayCounts(1, (0, 0, 0)))
    assert writer.flush()
    unfinished = read_autosave()
    assert unfinished is not None and unfinished.loaded.counts == PlayCounts(1, (0, 0, 0))
    # the autosave's own encoding equals the save file's
    text = writer._text(_game(), SEATS, -1, PlayCounts(1, (0, 0, 0)))
    assert json.loads(text) == to_json(_game(), SEATS, -1, PlayCounts(1, (0, 0, 0)))


def test_older_files_open_with_no_take_backs_and_no_hints() -> None:
    for name in ("version1.sanjuan.json", "version2.sanjuan.json"):
        assert load_saved(DATA / name).counts == PlayCounts(0, ())
    # a document without counts (a network game's record) is still written as version 2
    assert to_json(_game(), SEATS)["version"] == 2 and "counts" not in to_json(_game(), SEATS)


@pytest.mark.parametrize("counts, words", [
    (None, "counts are damaged"),
    ({"takebacks": 1}, "counts are damaged"),
    ({"takebacks": 1, "hints": [], "extra": 0}, "counts are damaged"),
    ({"takebacks": -1, "hints": []}, "take-backs is damaged"),
    ({"takebacks": "2", "hints": []}, "take-backs is damaged"),
    ({"takebacks": 1.5, "hints": []}, "take-backs is damaged"),
    ({"takebacks": True, "hints": []}, "take-backs is damaged"),
    ({"takebacks": 10**30, "hints": []}, "take-backs is damaged"),
    ({"takebacks": 0, "hints": [1, 2]}, "hints is damaged"),
    ({"takebacks": 0, "hints": [0, -1, 0]}, "hints is damaged"),
    ({"takebacks": 0, "hints": "3"}, "hints is damaged"),
    ({"takebacks": 0, "hints": [0, None, 0]}, "hints is damaged"),
])
def test_a_damaged_count_is_a_readable_error(tmp_path: Path, counts, words) -> None:
    doc = to_json(_game(), SEATS, 0, PlayCounts(0, (0, 0, 0)))
    if counts is None:
        del doc["counts"]
    else:
        doc["counts"] = counts
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveFileError) as err:
        load_saved(path)
    assert words in str(err.value) and "Traceback" not in str(err.value)
    assert len(str(err.value)) < 200


def test_a_resumed_game_keeps_its_take_backs_and_hints(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("SANJUAN_DATA_DIR", str(tmp_path / "data"))
    window = make_window(qtbot, tmp_path)
    window.start_game(Options(2, "2018", False, 21), [Seat("Ann"), Seat("Rosa", "easy")])
    m, undo, c = window.model, window.actions_["undo"], window.controller
    hints = window.hints.session
    rng = random.Random(21)
    for _ in range(40):  # until a take-back is offered (the seed offers one early)
        wait_for_human_or_end(qtbot, window)
        if undo.isEnabled() and not c.undo.stack.canUndo():
            break
        play_human_turn(qtbot, window, rng)
    assert undo.isEnabled()
    undo.trigger()
    wait_for_human_or_end(qtbot, window)
    assert c.undo.takebacks == 1
    hints.set_hints_on(True)
    assert hints.request()
    hints.cancel()
    assert hints.used_per_seat() == [1, 0]
    play_human_turn(qtbot, window, rng)  # the next action's autosave holds both
    wait_for_human_or_end(qtbot, window)
    assert c.play_counts() == PlayCounts(1, (1, 0))
    path = tmp_path / "saved.sanjuan.json"
    c.ask_save_path = lambda: str(path)
    assert c.save_game()
    m.cancel()
    assert window.autosave.flush()
    # no close(): the process "dies"; a new window resumes from the autosave
    again = make_window(qtbot, tmp_path)
    assert again.controller.resume_game()
    qtbot.waitUntil(lambda: again.hints.session.used == 1, timeout=5000)
    assert again.controller.play_counts() == PlayCounts(1, (1, 0))
    # and the saved file opens with them too
    third = make_window(qtbot, tmp_path)
    third.controller.ask_open_path = lambda: str(path)
    assert third.controller.open_game()
    qtbot.waitUntil(lambda: third.hints.session.used == 1, timeout=5000)
    assert third.controller.play_counts() == PlayCounts(1, (1, 0))
    for w in (third, again, window):
        w.close()
