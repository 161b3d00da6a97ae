"""Take-backs against the computer (issue 34, item 13): in a local game the player's
misclick can be taken back after the computer answered (a plain undo almost never can:
a computer answers at once); a network game keeps the strict rule; a game with
take-backs is marked in the history and left out of the rating."""

from __future__ import annotations

import dataclasses
import random

from windowkit import make_window, play_human_turn, wait_for_human_or_end

from sanjuan.rules.events import CardsDrawn, TileTurned
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from sanjuan.rules.undo import Blocker, Step, takeback_depth
from sanjuan.store.history import History
from sanjuan.store.rating import counts, rate_history
from ui.history.history_list import HistoryDialog


def test_takeback_depth_passes_computers_answers_that_showed_nothing() -> None:
    mine, bot = Step(0, ()), Step(1, ())
    assert takeback_depth([mine, bot, bot], 0, [1]).depth == 3
    # a person (hot-seat, or a network player) decided since: never
    limit = takeback_depth([mine, bot], 0, [])
    assert (limit.depth, limit.blocker, limit.other) == (0, Blocker.OTHER_SEAT, 1)
    # the computer's own draw stays its secret; a draw of ours (a Councillor chosen by
    # the computer) or a turned tile was shown to us
    assert takeback_depth([mine, Step(1, (CardsDrawn(1, count=2),))], 0, [1]).depth == 2
    drawn = takeback_depth([mine, Step(1, (CardsDrawn(0, count=2),))], 0, [1])
    assert (drawn.depth, drawn.blocker) == (0, Blocker.CARD_DRAWN)
    turned = takeback_depth([mine, Step(1, (TileTurned(-1),))], 0, [1])
    assert (turned.depth, turned.blocker) == (0, Blocker.TILE_TURNED)
    # our own decision that drew a card cannot be taken back
    assert takeback_depth([Step(0, (CardsDrawn(0, count=1),)), bot], 0, [1]).depth == 0
    assert takeback_depth([], 0, [1]).depth == 0


def test_a_misclick_is_taken_back_after_the_computer_answered(qtbot, tmp_path,
                                                              monkeypatch) -> None:
    monkeypatch.setenv("SANJUAN_DATA_DIR", str(tmp_path / "data"))
    window = make_window(qtbot, tmp_path)
    window.start_game(Options(2, "2018", False, 21), [Seat("Ann"), Seat("Rosa", "easy")])
    m, undo = window.model, window.actions_["undo"]
    rng = random.Random(21)
    taken = 0
    while True:
        wait_for_human_or_end(qtbot, window)
        if m.over:
            break
        ours = [i for i, s in enumerate(m.steps) if s.seat == 0]
        answered = bool(ours) and any(s.seat == 1 for s in m.steps[ours[-1] + 1:])
        if taken < 3 and answered and undo.isEnabled():
            assert not window.controller.undo.stack.canUndo()  # the strict rule cannot
            assert "rated" in undo.text()  # the menu says what a take-back costs
            done = list(m.game.actions)
            undo.trigger()
            taken += 1
            wait_for_human_or_end(qtbot, window)
            assert m.game.actions == done[:ours[-1]]  # our decision and Rosa's answers
            assert m.deciding_seat == 0
        play_human_turn(qtbot, window, rng)
    assert taken == 3
    [rec] = History().games()
    assert rec.takebacks == 3 and rec.casual
    assert not counts(rec, 0) and counts(dataclasses.replace(rec, takebacks=0), 0)
    assert "Ann" not in rate_history([rec])
    dialog = HistoryDialog(window)
    qtbot.addWidget(dialog)
    assert "not rated" in dialog.table.item(0, 2).text()
    window.game_over_dialog.close()
    window.close()


def test_a_game_without_takebacks_is_rated(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("SANJUAN_DATA_DIR", str(tmp_path / "data"))
    window = make_window(qtbot, tmp_path)
    window.start_game(Options(2, "2018", False, 21), [Seat("Ann"), Seat("Rosa", "easy")])
    rng = random.Random(21)
    while True:
        wait_for_human_or_end(qtbot, window)
        if window.model.over:
            break
        play_human_turn(qtbot, window, rng)
    [rec] = History().games()
    assert rec.takebacks == 0 and "Ann" in rate_history([rec])
    window.game_over_dialog.close()
    window.close()
