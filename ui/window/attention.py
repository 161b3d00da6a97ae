"""Your turn, away from the window (issue 35): when a decision of a player at this
computer opens while the window is not active, in a network game or a local game at a
pace that leaves time to look away, the window asks for attention:

* the taskbar entry (``QApplication.alert``: it flashes on Windows, the dock icon
  bounces on macOS, the window is marked urgent on X11/Wayland desktops),
* the "your turn" sound if sound is on (:class:`~ui.sound.cues.SoundCues` asks
  :meth:`Attention.away`),
* the window's title: "● Your turn — San Juan", until the window is activated or the
  decision is taken.

The decision itself is what the table shows and announces; this only calls the player
back to it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget

from ui.session.controller import GameController
from ui.settings import DEFAULT_PACE_MS, Settings
from ui.text import arg

translate = QCoreApplication.translate

#: A local game nudges from this pace of the computer players on (ms between moves):
#: at a faster one the decision comes back before one could look away.
NUDGE_PACE_MS = DEFAULT_PACE_MS


class Attention(QObject):
    """Asks for the player's attention in ``window`` (see the module docstring), for the
    decisions ``controller`` opens (``decisionOpened``)."""

    def __init__(self, window: QWidget, controller: GameController, settings: Settings,
                 parent: QObject | None = None) -> None:
        super().__init__(parent or window)
        self.window, self.controller, self.settings = window, controller, settings
        self.marked: tuple[int, int] | None = None  # the decision the title speaks of
        self._title = ""  # the title before the mark
        self._marked_title = ""
        self.alerts = 0  # how many times the taskbar was asked (tests, the status)
        controller.decisionOpened.connect(self._on_decision)
        controller.set_follow_up("attention", self._check_taken)
        controller.gameStarted.connect(self.restore)
        window.installEventFilter(self)

    def away(self) -> bool:
        """True while the window is not the active one (the player looks elsewhere)."""
        return not self.window.isActiveWindow()

    def wanted(self) -> bool:
        """True for a network game, or a local game at :data:`NUDGE_PACE_MS` or slower."""
        table = self.controller.model.table
        if table is None:
            return False
        return not table.asks_computers or self.settings.pace_ms() >= NUDGE_PACE_MS

    def _key(self, seat: int) -> tuple[int, int]:
        game = self.controller.model.game
        return (-1 if game is None else len(game.actions), seat)

    def _on_decision(self, seat: int) -> None:
        if not self.wanted() or not self.away():
            return
        key = self._key(seat)
        if key == self.marked:
            return  # the same decision, reported again (a network game's news)
        QApplication.alert(self.window, 0)
        self.alerts += 1
        if self.marked is None:
            self._title = self.window.windowTitle()
        self.marked = key
        self._marked_title = arg(translate("Attention", "● Your turn — %1"), self._title)
        self.window.setWindowTitle(self._marked_title)

    def _check_taken(self) -> None:
        """The decision was taken (here, or by a stand-in): the title is plain again."""
        if self.marked is None:
            return
        model = self.controller.model
        if self._key(model.deciding_seat) != self.marked:
            self.restore()

    def restore(self) -> None:
        """Take the mark off the title (unless something else has retitled the window
        meanwhile, such as a language change)."""
        if self.marked is None:
            return
        self.marked = None
        if self.window.windowTitle() == self._marked_title:
            self.window.setWindowTitle(self._title)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """The window became active: the player is back."""
        if watched is self.window and event.type() == QEvent.Type.WindowActivate:
            self.restore()
        return False
