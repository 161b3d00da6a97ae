"""The hot-seat hand-over screen: covers the table while the computer is passed to the
next human player, so nobody sees another player's hand (RULES.md 5)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ui.dialogs.felt import BUTTON_CSS, FeltPage
from ui.text import arg


class HandoverScreen(FeltPage):
    """A full-table page: "Pass the computer to <name>" and a ready button that emits
    ``ready``. Show it with :meth:`prepare`."""

    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handover_screen")
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = QLabel()
        self.title.setObjectName("handover_title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("font-size: 30px; font-weight: bold;")  # colour: FeltPage
        self.detail = QLabel()
        self.detail.setObjectName("handover_detail")
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.detail.setStyleSheet("font-size: 16px;")
        self.detail.setProperty("soft", True)
        self.button = QPushButton()
        self.button.setObjectName("handover_ready")
        self.button.setStyleSheet(BUTTON_CSS)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.clicked.connect(self.ready)
        self.button.setAutoDefault(True)  # Enter presses it (ui.table.keys: keyboard play)
        layout.addWidget(self.title)
        layout.addSpacing(12)
        layout.addWidget(self.detail)
        layout.addSpacing(28)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self.name = ""

    def prepare(self, name: str) -> None:
        """Set the texts for handing over to player ``name``."""
        self.name = name
        self.title.setText(arg(self.tr("Pass the computer to %1"), name))
        self.detail.setText(arg(self.tr(
            "Everybody else, please look away: %1's hand is shown next."), name))
        self.button.setText(arg(self.tr("I am %1 — show my cards"), name))
        self.button.setFocus()
