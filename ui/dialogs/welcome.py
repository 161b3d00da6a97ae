"""The welcome page shown before the first game: resume the unfinished game, start,
open a saved game, or read the rules."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ui.dialogs.felt import BUTTON_CSS, SECONDARY_CSS, FeltPage

ICON = ":/assets/icon.svg"


class WelcomeScreen(FeltPage):
    """Title, a short line about the game and the buttons; emits ``resumeGame``,
    ``newGame``, ``openGame`` and ``showRules``. Resume shows only after
    :meth:`set_resume`."""

    resumeGame = Signal()
    rejoinGame = Signal()
    newGame = Signal()
    openGame = Signal()
    showRules = Signal()
    startTutorial = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome_screen")
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        icon = QLabel()
        icon.setPixmap(QIcon(ICON).pixmap(128, 128))
        icon.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(icon)
        self.title = title = QLabel()
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title.setStyleSheet("font-size: 44px; font-weight: bold;")  # colour: FeltPage
        layout.addWidget(title)
        self.line = line = QLabel()
        line.setAlignment(Qt.AlignmentFlag.AlignCenter)
        line.setWordWrap(True)
        line.setStyleSheet("font-size: 16px;")
        line.setProperty("soft", True)
        layout.addWidget(line)
        layout.addSpacing(28)
        self.start = start = QPushButton()
        self.start.setObjectName("welcome_new")
        start.setStyleSheet(BUTTON_CSS)
        start.clicked.connect(self.newGame)
        self.resume = QPushButton()
        self.resume.setObjectName("welcome_resume")
        self.resume.setStyleSheet(BUTTON_CSS)
        self.resume.clicked.connect(self.resumeGame)
        self.resume_info = QLabel()
        self.resume_info.setObjectName("welcome_resume_info")
        self.resume_info.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.resume_info.setWordWrap(True)
        self.resume_info.setStyleSheet("font-size: 14px;")
        # a network seat this computer held when San Juan closed (a guest's crash)
        self.rejoin = QPushButton()
        self.rejoin.setObjectName("welcome_rejoin")
        self.rejoin.setStyleSheet(BUTTON_CSS)
        self.rejoin.clicked.connect(self.rejoinGame)
        self.rejoin_info = QLabel()
        self.rejoin_info.setObjectName("welcome_rejoin_info")
        self.rejoin_info.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.rejoin_info.setWordWrap(True)
        self.rejoin_info.setTextFormat(Qt.TextFormat.PlainText)  # a player's name in it
        self.rejoin_info.setStyleSheet("font-size: 14px;")
        first = QHBoxLayout()
        first.addStretch()
        first.addWidget(self.rejoin)
        first.addWidget(self.resume)
        first.addWidget(start)
        self.tutorial = QPushButton()
        self.tutorial.setObjectName("welcome_tutorial")
        self.tutorial.setStyleSheet(BUTTON_CSS)
        self.tutorial.clicked.connect(self.startTutorial)
        self.tutorial.hide()  # the window offers it until a game has been finished
        first.addWidget(self.tutorial)
        first.addStretch()
        layout.addLayout(first)
        layout.addWidget(self.resume_info)
        layout.addWidget(self.rejoin_info)
        self.set_resume(None)
        self.set_rejoin(None)
        layout.addSpacing(12)
        row = QHBoxLayout()
        row.addStretch()
        self.open_button = QPushButton()
        self.open_button.setObjectName("welcome_open")
        self.rules_button = QPushButton()
        self.rules_button.setObjectName("welcome_rules")
        for b, signal in ((self.open_button, self.openGame), (self.rules_button, self.showRules)):
            b.setStyleSheet(SECONDARY_CSS)
            b.clicked.connect(signal)
            row.addWidget(b)
        row.addStretch()
        layout.addLayout(row)
        layout.addStretch(3)
        for b in self.findChildren(QPushButton):
            b.setCursor(Qt.CursorShape.PointingHandCursor)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Set every fixed text in the current language (at start and after a switch;
        the Resume summary is the window's, see ``refresh_resume``)."""
        self.title.setText(self.tr("San Juan"))
        self.line.setText(self.tr("Build your town, produce and sell goods — "
                                  "against the computer or friends at this table."))
        self.start.setText(self.tr("New game…"))
        self.resume.setText(self.tr("Resume"))
        self.rejoin.setText(self.tr("Rejoin the network game"))
        self.tutorial.setText(self.tr("Learn to play (tutorial)"))
        self.open_button.setText(self.tr("Open a saved game…"))
        self.rules_button.setText(self.tr("Rules"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Re-translate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def set_resume(self, summary: str | None, problem: str = "") -> None:
        """Offer Resume with the one-line ``summary`` of the unfinished game, or hide it
        (None); ``problem`` explains why an unfinished game cannot be resumed."""
        self.resume.setVisible(summary is not None)
        self.resume_info.setText(summary if summary is not None else problem)
        self.resume_info.setVisible(bool(self.resume_info.text()))

    def set_rejoin(self, summary: str | None) -> None:
        """Offer Rejoin for a network seat this computer still holds, with the one-line
        ``summary`` of it (plain text), or hide it (None)."""
        self.rejoin.setVisible(summary is not None)
        self.rejoin_info.setText(summary or "")
        self.rejoin_info.setVisible(bool(summary))
