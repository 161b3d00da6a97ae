"""Screen readers and keyboards in the windows beside the table (issue 22, after the
merge of issues 20-22): the puzzles window, the deal-of-the-day box, the statistics tabs,
the host and join dialogs, the lobby, the chat panel, the review window, History and
Help > Keyboard. Each is walked through the accessibility tree: every widget a player
uses has a name and a role; every such widget can take the keyboard focus; in German
no button's text is cut."""

from __future__ import annotations

import pytest
from history_kit import finished_game
from PySide6.QtCore import QObject, QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QWidget,
)
from test_accessibility_tree import problems
from test_progress_ui import rated_records
from windowkit import make_window

from sanjuan.learn.puzzles import load_puzzles
from sanjuan.net.protocol import NETWORK
from sanjuan.store.history import History
from ui.cli.app import make_app
from ui.dialogs.lobby import LobbyDialog, NetPanel
from ui.dialogs.net_setup import HostDialog, JoinDialog
from ui.history.history_list import HistoryDialog
from ui.history.statistics import StatisticsDialog
from ui.learn import daily_deal
from ui.learn.puzzle_window import PuzzleWindow
from ui.learn.review_window import ReviewWindow
from ui.settings import Settings
from ui.table.keys import keyboard_box
from ui.window import language

pytest.importorskip("pytestqt")

#: widgets a player works with: each must be reachable by Tab (or arrows inside it)
USED = (QAbstractButton, QLineEdit, QComboBox, QSpinBox, QAbstractItemView, QTabWidget)


class StubSession(QObject):
    """What the lobby and the chat panel read of a network session, without a server."""

    seatsChanged = Signal(list)
    chatChanged = Signal()
    joined = Signal(str, int, str)

    def __init__(self) -> None:
        super().__init__()
        self.seat, self.host = 0, "127.0.0.1"
        self.seats = [
            {"seat": 0, "kind": NETWORK, "name": "Ana", "claimed": True, "connected": True},
            {"seat": 1, "kind": NETWORK, "name": "", "claimed": False, "connected": False},
            {"seat": 2, "kind": NETWORK, "name": "", "claimed": False, "connected": False},
        ]
        self.chat = [{"time": 0, "name": "Ana", "text": "Hola!"}]

    def send_chat(self, text: str) -> bool:
        return bool(text)

    def start_game(self) -> bool:
        return False


def unreachable(top: QWidget) -> list[str]:
    """Visible, enabled widgets a player uses that never take the keyboard focus."""
    bad = []
    for w in top.findChildren(QWidget):
        if not isinstance(w, USED) or not w.isVisibleTo(top) or not w.isEnabled():
            continue
        if isinstance(w, QHeaderView) or w.metaObject().className() == "QTableCornerButton":
            continue  # parts of a table view, which takes the focus itself (the corner
            # button has its object name only since Qt 6.10: Windows under Wine runs 6.9)
        if isinstance(w, QAbstractButton) and w.parent() is not None and \
                type(w.parent()).__name__ in ("QScrollBar", "QTabBar", "QToolBar"):
            continue
        if w.focusPolicy() == Qt.FocusPolicy.NoFocus and w.focusProxy() is None:
            bad.append(w.objectName() or f"{type(w).__name__} {getattr(w, 'text', str)()!r}")
    return bad


def cut_off(top: QWidget) -> list[str]:
    """Push buttons whose text does not fit them (Qt cuts a button's text, it does not
    wrap it)."""
    bad = []
    for b in top.findChildren(QPushButton):
        if b.isVisibleTo(top) and b.text() and b.width() < b.minimumSizeHint().width() - 1:
            bad.append(f"{b.text()!r}: {b.width()} < {b.minimumSizeHint().width()}")
    return bad


def check(qtbot, top: QWidget) -> None:
    top.show()
    qtbot.waitExposed(top)
    QApplication.processEvents()
    bad = problems(top) + unreachable(top) + cut_off(top)
    assert not bad, "\n".join(bad)


@pytest.fixture(params=["en", "de"])
def lang(request):
    make_app()
    language.apply_language(request.param)
    yield request.param
    language.apply_language("system")


def test_puzzle_window(qtbot, lang) -> None:
    pw = PuzzleWindow(None, load_puzzles()[:3])
    qtbot.addWidget(pw)
    pw.resize(960, 540)
    check(qtbot, pw)
    # the list and the buttons by keyboard: the list takes the focus, Enter/arrows move
    assert pw.findChild(QAbstractItemView).focusPolicy() != Qt.FocusPolicy.NoFocus


def test_statistics_tabs(qtbot, tmp_path, lang) -> None:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    dialog = StatisticsDialog(rated_records(5), None, "", settings)
    qtbot.addWidget(dialog)
    dialog.resize(960, 540)
    for i in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(i)
        check(qtbot, dialog)


def test_host_and_join_dialogs(qtbot, lang) -> None:
    host = HostDialog()
    qtbot.addWidget(host)
    host.players.setValue(4)
    check(qtbot, host)
    join = JoinDialog()
    qtbot.addWidget(join)
    check(qtbot, join)


def test_lobby_and_chat_panel(qtbot, lang) -> None:
    session = StubSession()
    lobby = LobbyDialog(session, [(1, "ABCD-1234"), (2, "EFGH-5678")],  # type: ignore[arg-type]
                        "ws://127.0.0.1:8765/")
    qtbot.addWidget(lobby)
    session.joined.emit("g", 0, "t")
    check(qtbot, lobby)
    # two Copy buttons: a screen reader must tell them apart
    copies = [b for b in lobby.findChildren(QPushButton)
              if b.objectName().startswith("invite_copy")]
    assert len(copies) == 2
    names = {b.accessibleName() or b.text() for b in copies}
    assert len(names) == 2, names
    panel = NetPanel(session)  # type: ignore[arg-type]  # the chat tab beside the log
    qtbot.addWidget(panel)
    check(qtbot, panel)


def test_review_window(qtbot, lang) -> None:
    g = finished_game(edition="classic", seed=12)
    rw = ReviewWindow(g.options, g.actions, 0, ["Ann", "Rosa"])
    qtbot.addWidget(rw)
    rw.resize(960, 540)
    rw.show()
    # a whole review is seconds of search (3.4 s at load 2); the bound is for a loaded
    # machine (at load 14 it took over 30 s): what is checked is the window, not the speed
    qtbot.waitUntil(lambda: rw.review is not None, timeout=180_000)
    check(qtbot, rw)


def test_history_keyboard_help_and_daily_box(qtbot, tmp_path, lang, monkeypatch) -> None:
    monkeypatch.setenv("SANJUAN_DATA_DIR", str(tmp_path))
    history = History(tmp_path / "h.sqlite")
    history.add(rated_records(1)[0])
    dialog = HistoryDialog(history=history)
    qtbot.addWidget(dialog)
    check(qtbot, dialog)
    window = make_window(qtbot, tmp_path)
    box = keyboard_box(window)
    check(qtbot, box)
    box.close()
    daily = daily_deal.DailyBox(window.daily, daily_deal.today().isoformat(), 20, 18, 1, True)
    qtbot.addWidget(daily)
    check(qtbot, daily)
    window.close()


def test_game_over_scores_by_keyboard(qtbot, lang) -> None:
    """The score table takes the focus by Tab (its cells for arrows and screen readers);
    the dialog opens with New game focused, as before."""
    from sanjuan.rules.scoring import ScoreBreakdown
    from ui.dialogs.game_over import GameOverDialog

    scores = [ScoreBreakdown(buildings=20, tiebreak=1), ScoreBreakdown(buildings=26, tiebreak=4)]
    d = GameOverDialog(scores, ["Ann", "Bob"], [[1, 1], [20, 26]])
    qtbot.addWidget(d)
    check(qtbot, d)
    d.activateWindow()
    qtbot.waitUntil(d.isActiveWindow)
    assert QApplication.focusWidget() is d.findChild(QPushButton, "new_game_button")
    assert d.table.focusPolicy() & Qt.FocusPolicy.TabFocus and d.table.accessibleName()
