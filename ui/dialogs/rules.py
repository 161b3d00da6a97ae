"""The rules window (Help ▸ Rules): assets/rules.html in a QTextBrowser, and the About
box text."""

from __future__ import annotations

from PySide6.QtCore import QFile, QIODevice, QUrl
from PySide6.QtWidgets import QDialog, QTextBrowser, QVBoxLayout, QWidget

RULES = ":/assets/rules.html"


def rules_html() -> str:
    """The rules as HTML from the Qt resources ("" if they are missing)."""
    f = QFile(RULES)
    if not f.open(QIODevice.OpenModeFlag.ReadOnly):
        return ""
    try:
        return bytes(f.readAll().data()).decode("utf-8")
    finally:
        f.close()


class RulesWindow(QDialog):
    """A non-modal window showing the full rules with working in-page links."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules_window")
        self.setWindowTitle(self.tr("San Juan — Rules"))
        self.resize(760, 700)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.browser = QTextBrowser(objectName="rules_browser")
        self.browser.setOpenExternalLinks(True)
        self.browser.setSearchPaths([":/assets"])
        self.browser.document().setDocumentMargin(18)
        self.browser.setSource(QUrl("qrc" + RULES))
        if not self.browser.toPlainText().strip():
            self.browser.setHtml(rules_html())
        layout.addWidget(self.browser)
