"""The game history in the window: a finished game is recorded, listed in Game ▸
History and replayed in the viewer (buttons, slider, arrow keys, log in sync, any seat,
all cards open), the statistics are shown, a save file opens in the same viewer, and a
damaged, locked or read-only database never stops play."""

from __future__ import annotations

import random
import sqlite3

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QApplication, QWidget
from windowkit import make_window, play_human_turn, play_to_end, wait_for_human_or_end

from sanjuan.rules.scoring import score
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import UNKNOWN, Options
from sanjuan.store.history import History
from sanjuan.store.save import save_game
from ui.history.history_list import HistoryDialog
from ui.history.open import open_replay_file
from ui.history.replay_viewer import ALL_OPEN, ReplayViewer
from ui.history.statistics import StatisticsDialog
from ui.text.log import describe_event


@pytest.fixture
def data(tmp_path, monkeypatch):
    """A private data folder for the test (the history database goes there)."""
    folder = tmp_path / "data"
    monkeypatch.setenv("SANJUAN_DATA_DIR", str(folder))
    return folder


def play_human_game(qtbot, window, seed: int = 12) -> None:
    """Ann (human, by clicks) against an easy computer, to the end."""
    window.start_game(Options(2, "2018", False, seed),
                      [Seat("Ann"), Seat("Rosa", "easy")])
    play_to_end(qtbot, window, random.Random(seed))


def watch_game(qtbot, window, seed: int = 3) -> None:
    """Two easy computers play a whole game."""
    window.start_game(Options(2, "classic", False, seed),
                      [Seat("Luis", "easy"), Seat("Carmen", "easy")])
    qtbot.waitUntil(lambda: window.model.over, timeout=20000)


def expected_log(viewer: ReplayViewer) -> list[str]:
    """The log lines the viewer's seat may see up to the current position."""
    r = viewer.replay
    lines = [describe_event(e, viewer.viewer, viewer.names, r.final.types, False)
             for e in r.events_until(viewer.position)]
    doc = QApplication.instance()  # strip the HTML as the QTextBrowser does
    assert doc is not None
    from PySide6.QtGui import QTextDocument

    out = []
    for line in lines:
        if line:
            d = QTextDocument()
            d.setHtml(line)
            out.append(d.toPlainText())
    return out


def flush_deletes() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_a_game_is_recorded_listed_and_replayed(qtbot, tmp_path, data) -> None:
    window = make_window(qtbot, tmp_path)
    play_human_game(qtbot, window)
    game = window.model.game
    [rec] = History().games(with_actions=True)
    assert [(s.name, s.kind) for s in rec.seats] == [("Ann", "human"), ("Rosa", "easy")]
    assert [s.total for s in rec.seats] == [b.total for b in window.model.scores()]
    assert len(rec.actions) == len(game.actions) and not rec.spectated

    window.game_over_dialog.close()  # window-modal: the menu is usable again
    window.actions_["history"].trigger()
    dialog = window.findChild(HistoryDialog)
    assert dialog.isVisible() and dialog.table.rowCount() == 1
    assert "Ann" in dialog.table.item(0, 2).text()
    qtbot.mouseClick(dialog.replay_button, Qt.MouseButton.LeftButton)
    viewer = dialog.viewer
    assert isinstance(viewer, ReplayViewer) and viewer.isVisible()
    assert viewer.replay.length == len(game.actions)
    assert [b.total for b in score(viewer.replay.final)] == [s.total for s in rec.seats]
    assert viewer.viewer == 0 and viewer.position == 0  # as Ann saw it, from the start
    assert viewer.log.text().splitlines() == expected_log(viewer)

    qtbot.mouseClick(viewer.forward_button, Qt.MouseButton.LeftButton)
    assert viewer.position == 1 and viewer.slider.value() == 1
    qtbot.keyClick(viewer, Qt.Key.Key_Right)
    qtbot.keyClick(viewer, Qt.Key.Key_Right)
    assert viewer.position == 3
    qtbot.keyClick(viewer, Qt.Key.Key_Left)
    assert viewer.position == 2
    assert viewer.log.text().splitlines() == expected_log(viewer)
    viewer.slider.setValue(80)  # as a drag of the slider does
    assert viewer.position == 80 and viewer.position_label.text() == \
        f"Action 80 of {len(game.actions)}"
    assert viewer.log.text().splitlines() == expected_log(viewer)
    assert viewer.table.observation.state.players[0].hand == \
        viewer.replay.state(80).players[0].hand
    rosa = viewer.table.observation.state.players[1].hand  # hidden from Ann
    assert set(rosa) <= {UNKNOWN} and len(rosa) == len(viewer.replay.state(80).players[1].hand)
    assert set(viewer.table.observation.state.draw) == {UNKNOWN}
    qtbot.mouseClick(viewer.back_button, Qt.MouseButton.LeftButton)
    assert viewer.position == 79
    assert viewer.log.text().splitlines() == expected_log(viewer)
    qtbot.keyClick(viewer, Qt.Key.Key_End)
    assert viewer.position == viewer.replay.length and not viewer.forward_button.isEnabled()
    assert viewer.log.text().splitlines() == expected_log(viewer)

    viewer.seat_box.setCurrentIndex(viewer.seat_box.findData(1))  # as Rosa saw it
    assert viewer.table.observation.seat == 1
    assert viewer.log.text().splitlines() == expected_log(viewer)
    viewer.seat_box.setCurrentIndex(viewer.seat_box.findData(ALL_OPEN))
    final = viewer.replay.final
    shown = viewer.table.observation.state
    assert shown.players[1].hand == final.players[1].hand and UNKNOWN not in shown.draw
    assert len(viewer.log.text().splitlines()) >= len(expected_log(viewer))
    qtbot.mouseClick(viewer.first_button, Qt.MouseButton.LeftButton)
    assert viewer.position == 0 and not viewer.back_button.isEnabled()
    viewer.seat_box.setCurrentIndex(viewer.seat_box.findData(0))
    viewer.go(50)
    viewer.go(7)  # a long step back cuts the log to the right line
    assert viewer.log.text().splitlines() == expected_log(viewer)

    with qtbot.waitSignal(viewer.destroyed):  # deletes itself when closed
        viewer.close()
        flush_deletes()
    dialog.close()
    flush_deletes()
    assert window.findChild(HistoryDialog) is None
    window.close()


def test_statistics_count_the_human_game_but_not_the_watched_one(qtbot, tmp_path, data) -> None:
    window = make_window(qtbot, tmp_path)
    play_human_game(qtbot, window, seed=5)
    watch_game(qtbot, window)
    recs = History().games()
    assert [r.spectated for r in recs] == [False, True]
    window.actions_["statistics"].trigger()
    dialog = window.findChild(StatisticsDialog)
    assert dialog.isVisible()
    s = dialog.summary
    ann = recs[0].seats[0]
    assert (s.overall.played, s.overall.won, s.best, s.spectated) == (1, int(ann.winner),
                                                                      ann.total, 1)
    assert dialog.headline.text().startswith("1 game played")
    assert dialog.spectated.isVisible()
    assert list(dialog.bars.opts["height"]) == [1]  # one game in the score distribution
    xs, ys = dialog.curve.getData()
    assert list(ys) == [100.0 * ann.winner]
    assert dialog.table.rowCount() == 3  # easy opponent, 2018 edition, 2 players
    dialog.close()
    flush_deletes()
    assert window.findChild(StatisticsDialog) is None
    window.close()


def test_a_save_file_opens_in_the_replay_viewer(qtbot, tmp_path, data) -> None:
    window = make_window(qtbot, tmp_path)
    watch_game(qtbot, window, seed=8)
    path = tmp_path / "g.sanjuan.json"
    save_game(window.model.game, path)
    viewer = open_replay_file(window, str(path))
    assert viewer is not None and viewer.replay.length == len(window.model.game.actions)
    assert viewer.seat_box.count() == 3  # two seats and all cards open
    viewer.close()
    path.write_text('{"format": "sanjuan-save", "version": 1}')
    assert open_replay_file(window, str(path)) is None
    box = window.findChild(object, "replay_error_box")
    assert box is not None and "cannot be replayed" in box.text()
    box.close()
    window.close()


@pytest.mark.parametrize("problem", ["damaged", "locked", "read-only"])
def test_a_broken_database_never_stops_play(qtbot, tmp_path, data, monkeypatch,
                                            problem) -> None:
    data.mkdir()
    path = data / "history.sqlite3"
    holder = None
    if problem == "damaged":
        path.write_bytes(b"definitely not SQLite " * 200)
    else:
        History(path).count()  # a valid, empty database
        if problem == "locked":
            holder = sqlite3.connect(path, isolation_level=None)
            holder.execute("BEGIN EXCLUSIVE")
        else:
            real = sqlite3.connect
            monkeypatch.setattr(sqlite3, "connect", lambda p, **kw: real(
                f"file:{p}?mode=ro", uri=True, **kw))
    window = make_window(qtbot, tmp_path)
    failures: list[str] = []
    window.controller.recorder.failed.connect(failures.append)
    watch_game(qtbot, window)
    assert window.model.over and window.game_over_dialog is not None
    message = window.statusBar().currentMessage()
    assert message.startswith("Game history is off: the game history history.sqlite3 is")
    assert problem.replace("locked", "in use") in message and failures
    window.actions_["history"].trigger()
    dialog = window.findChild(HistoryDialog)
    if problem == "read-only":  # reading still works: an empty history
        assert dialog.records == [] and "0 finished games" in dialog.message.text()
    else:
        assert "cannot be read" in dialog.message.text()
    assert not dialog.replay_button.isEnabled()
    dialog.close()
    window.start_game(Options(2, "2018", False, 4),  # and the next game plays as well
                      [Seat("Ann"), Seat("Rosa", "easy")])
    wait_for_human_or_end(qtbot, window)
    play_human_turn(qtbot, window, random.Random(4))
    if holder is not None:
        holder.execute("ROLLBACK")
        holder.close()
    window.close()


def test_arrow_keys_step_wherever_the_focus_is_in_the_viewer(qtbot) -> None:
    from history_kit import finished_game

    from sanjuan.store.replay import Replay

    g = finished_game(3, "2018", 4)
    viewer = ReplayViewer(Replay(g.options, g.actions), ["A", "B", "C"], "test")
    qtbot.addWidget(viewer)
    with qtbot.waitActive(viewer):
        viewer.show()
        viewer.activateWindow()
    focusable = [w for w in viewer.findChildren(QWidget)
                 if w.isVisible() and w.isEnabled() and w.focusPolicy() != Qt.FocusPolicy.NoFocus]
    assert QApplication.focusWidget() is viewer
    steps = 0
    # No child keeps the arrow keys for itself (shortcuts would win over one anyway).
    for w in [viewer, *focusable]:
        if not w.isVisible():
            continue  # a card of an earlier step, replaced on the table since
        w.setFocus()
        assert QApplication.focusWidget() is w
        qtbot.keyClick(w, Qt.Key.Key_Right)
        steps += 1
        assert viewer.position == steps
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Left)
    assert viewer.position == steps - 1
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_End)
    assert viewer.position == len(g.actions)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Home)
    assert viewer.position == 0


def test_statistics_speak_plural_english_and_count_in_whole_games(qtbot) -> None:
    """Issue 22: "2 game(s) played" and a games axis ticked at 0.5, 1.5 …"""
    from history_kit import record

    from ui.cli.app import make_app

    make_app()
    records = [record(("human", "easy"), seed, day=seed) for seed in (1, 2)]
    records.append(record(("medium", "easy"), 3, day=3))  # watched
    dialog = StatisticsDialog(records)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.headline.text().startswith("2 games played")
    assert dialog.spectated.text().startswith("1 computer-only game watched")
    assert "(s)" not in dialog.win_rate_chart.getPlotItem().titleLabel.text
    for chart, axis in ((dialog.distribution_chart, "left"), (dialog.win_rate_chart, "bottom")):
        item = chart.getAxis(axis)
        lo, hi = item.range
        ticks = [v for _, values in item.tickValues(lo, hi, 300) for v in values]
        assert ticks and all(float(v).is_integer() for v in ticks), (axis, ticks)
    dialog.close()
