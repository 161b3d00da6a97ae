"""Review from the history (issue 12): the History list's Review… button opens the
Review window on a human seat of the chosen game; watched games have none."""

from __future__ import annotations

from history_kit import record
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog

from sanjuan.store.history import History
from ui.cli.app import make_app
from ui.history.history_list import HistoryDialog
from ui.learn.review_window import ReviewWindow


def _dialog(qtbot, tmp_path, *records) -> HistoryDialog:
    make_app()
    history = History(tmp_path / "history.sqlite")
    for r in records:
        history.add(r)
    dialog = HistoryDialog(history=history)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _stop(qtbot, rw: ReviewWindow) -> None:
    rw.cancel()
    qtbot.waitUntil(lambda: not rw._worker.running(), timeout=20000)
    rw.close()


def test_review_opens_for_the_human_seat_of_the_selected_game(qtbot, tmp_path):
    dialog = _dialog(qtbot, tmp_path, record(("easy", "human"), seed=3, day=0),
                     record(("easy", "easy"), seed=4, day=1))
    assert dialog.table.rowCount() == 2  # newest first: the watched game
    assert not dialog.review_button.isEnabled()  # no human seat to review
    assert dialog.review_selected() is None
    dialog.table.selectRow(1)
    assert dialog.review_button.isEnabled()
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    rw = dialog.review
    qtbot.addWidget(rw)
    assert isinstance(rw, ReviewWindow) and rw.isVisible()
    assert rw.seat == 1 and rw.names == ["P0", "P1"]
    assert rw.windowTitle() == "Review: P1"
    _stop(qtbot, rw)


def test_hot_seat_game_asks_whose_decisions(qtbot, tmp_path, monkeypatch):
    dialog = _dialog(qtbot, tmp_path, record(("human", "easy", "human"), seed=5))
    asked = []

    def pick(_parent, _title, _label, names, *_args):
        asked.append(names)
        return names[1], True

    monkeypatch.setattr(QInputDialog, "getItem", pick)
    rw = dialog.review_selected()
    qtbot.addWidget(rw)
    assert asked == [["P0", "P2"]] and rw.seat == 2
    _stop(qtbot, rw)
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a: ("", False))
    assert dialog.review_selected() is None  # cancelled: nothing opens
