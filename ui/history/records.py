"""What the history windows share: times and levels in words (the levels' words are
:mod:`ui.text.levels`'), and opening a game of the history database in the replay
viewer."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt
from PySide6.QtWidgets import QWidget

from sanjuan.rules.names import isolate
from sanjuan.store.history import GameRecord, History, HistoryError
from sanjuan.store.replay import Replay, ReplayError
from ui.history.replay_viewer import ReplayViewer
from ui.text import arg

translate = QCoreApplication.translate


def when_text(iso: str) -> str:
    """An ISO 8601 UTC time as the user's local short date and time."""
    t = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    if not t.isValid():
        return iso
    return QLocale().toString(t.toLocalTime(), QLocale.FormatType.ShortFormat)


def replay_record(parent: QWidget, history: History, game_id: int) -> ReplayViewer | None:
    """Open the replay viewer on game ``game_id`` of ``history``; None (and a message box)
    if it cannot be read."""
    try:
        r: GameRecord = history.game(game_id)
        replay = Replay.from_json(r.options, r.actions)
    except (HistoryError, ReplayError) as exc:
        replay_error(parent, str(exc))
        return None
    names = [s.name for s in r.seats]
    humans = [i for i, s in enumerate(r.seats) if s.is_human]
    title = f"{', '.join(isolate(n) for n in names)} · {when_text(r.finished_at)}"
    viewer = ReplayViewer(replay, names, title, parent, humans[0] if len(humans) == 1 else None)
    viewer.show()
    return viewer


def replay_error(parent: QWidget, text: str) -> None:
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Warning, translate("History", "Replay"),
                      arg(translate("History", "The game cannot be replayed: %1"), text),
                      QMessageBox.StandardButton.Ok, parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.setObjectName("replay_error_box")
    box.open()
