"""Review from the history (issue 12): open the Review window for a human seat of a
recorded game. With several human seats (hot-seat) the player picks one."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog, QMessageBox, QWidget

from sanjuan.rules.actions import action_from_json
from sanjuan.store.history import GameRecord, History, HistoryError
from ui.text import arg

translate = QCoreApplication.translate


def reviewable(record: GameRecord) -> bool:
    """True if ``record`` has a human seat to review (watched games have none)."""
    return any(s.is_human for s in record.seats)


def review_record(parent: QWidget, history: History, game_id: int,
                  seat: int | None = None) -> QWidget | None:
    """Open the Review window (``ui/learn/review_window.py``) on a human seat of game
    ``game_id``: ``seat``, the only human seat, or the one the player picks (None if
    cancelled). A record that cannot be read is explained in a message box (None)."""
    from ui.learn.review_window import ReviewWindow  # pyqtgraph: load only when needed

    try:
        r = history.game(game_id)
        actions = [action_from_json(a) for a in r.actions]
    except (HistoryError, ValueError) as exc:
        QMessageBox.warning(parent, translate("HistoryReview", "Review"),
                            arg(translate("HistoryReview", "This game cannot be reviewed: %1"),
                                exc))
        return None
    humans = [i for i, s in enumerate(r.seats) if s.is_human]
    if seat is None:
        if not humans:
            return None
        seat = humans[0]
        if len(humans) > 1:
            names = [r.seats[i].name for i in humans]
            name, ok = QInputDialog.getItem(
                parent, translate("HistoryReview", "Review"),
                translate("HistoryReview", "Whose decisions shall be reviewed?"),
                names, 0, False)
            if not ok:
                return None
            seat = humans[names.index(name)]
    window = ReviewWindow(r.options, actions, seat,
                          [s.name for s in r.seats], parent)
    window.show()
    return window
