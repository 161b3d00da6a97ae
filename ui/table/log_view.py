"""The game log: one readable line per event, newest at the bottom (UI contract, U2)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QResizeEvent, QTextCursor
from PySide6.QtWidgets import QTextBrowser, QVBoxLayout, QWidget

from sanjuan.rules.events import Event, RoundStarted
from ui.table import style
from ui.table.announce import announce as say
from ui.text.log import describe_event

#: the log's style sheet: the paper and ink of the theme in use (ui.table.themes), the
#: letter size in px (log_sheet)
LOG_STYLE = """
QTextBrowser { background: %s; color: %s; border: 1px solid #c9b48a;
    border-radius: 6px; padding: 4px; font-size: %dpx; }
"""


def log_sheet(px: int) -> str:
    """:data:`LOG_STYLE` in the colours of the theme in use, letters ``px`` px."""
    return LOG_STYLE % (style.PARCHMENT.name(), style.INK.name(), px)


def log_font_px(height: int, text_scale: float = 1.0) -> int:
    """The log's letter size for a log ``height`` pixels tall: 12 px up to a 1280×800
    window, growing to 20 px on 4K windows; times ``text_scale`` (the text-size
    setting, 1.0–2.0)."""
    return round(max(12, min(20, round(height / 60))) * text_scale)


class LogView(QWidget):
    """A read-only, auto-scrolling log of the game as one viewer may see it; new lines
    may be announced to screen readers (``announce=True``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log_view")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.browser = QTextBrowser()
        self.browser.setObjectName("log_browser")
        self.browser.setOpenLinks(False)
        self.set_texts()
        self._font_px = 12
        self.text_scale = 1.0  # the text-size setting (set_text_scale)
        self._theme = style.THEME
        self.browser.setStyleSheet(log_sheet(self._font_px))
        self.browser.document().setDefaultStyleSheet(
            "p { margin: 0 0 3px 0; } .round { color: #1f7a8c; font-weight: bold; }")
        lay.addWidget(self.browser)

    def set_text_scale(self, scale: float) -> None:
        """Letters ``scale`` (1.0–2.0) times their size, at once (and the colours of
        the theme in use, if it changed)."""
        self.text_scale = min(2.0, max(1.0, scale))
        self._refont()

    def set_texts(self) -> None:
        """The log's accessible name and description in the current language."""
        self.browser.setAccessibleName(QCoreApplication.translate("Table", "Game log"))
        self.browser.setAccessibleDescription(QCoreApplication.translate(
            "Table", "Every move of the game, newest at the bottom"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.set_texts()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self._refont()

    def _refont(self) -> None:
        px = log_font_px(self.height(), self.text_scale)
        if (px, style.THEME) != (self._font_px, self._theme):
            self._font_px, self._theme = px, style.THEME
            self.browser.setStyleSheet(log_sheet(px))

    def append_event(self, event: Event, viewer: int, names: Sequence[str],
                     types: tuple[int, ...], second_person: bool = True,
                     announce: bool = False) -> None:
        """Add the line describing ``event`` as ``viewer`` may see it (nothing for events
        ui.text.log.describe_event finds not worth a line). ``types``: the game's card
        type table (``state.types``); ``second_person=False``: name the viewer's seat like
        any other (a spectator following a computer's view); ``announce``: have screen
        readers say the line too (another player's move as it happens)."""
        line = describe_event(event, viewer, names, types, second_person)
        if not line:
            return
        if isinstance(event, RoundStarted):
            line = f'<span class="round">{line}</span>'
        self.append_text(line, announce)

    def append_text(self, text: str, announce: bool = False) -> None:
        """Add one line (simple HTML allowed) at the bottom and scroll to it;
        ``announce``: have screen readers say it (ui.table.announce)."""
        bar = self.browser.verticalScrollBar()
        at_end = bar.value() >= bar.maximum() - 4
        cursor = QTextCursor(self.browser.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        if not self.browser.document().isEmpty():
            cursor.insertBlock()
        cursor.insertHtml(text)
        if at_end:
            bar.setValue(bar.maximum())
        if announce:
            say(self.browser, text)

    def clear(self) -> None:
        """Remove every line."""
        self.browser.clear()

    def text(self) -> str:
        """The log as plain text (for tests and copying)."""
        return self.browser.toPlainText()
