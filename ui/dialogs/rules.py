"""The rules window (Help ▸ Rules): assets/rules.html (or the rules in the interface's
language, e.g. assets/rules_de.html) in a QTextBrowser."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QFile, QIODevice, QLocale, QUrl
from PySide6.QtWidgets import QDialog, QTextBrowser, QVBoxLayout, QWidget

RULES = ":/assets/rules.html"


def rules_path(locale: QLocale | None = None) -> str:
    """The resource path of the rules in the language of ``locale`` (default: the
    application's default locale, set with the interface language), falling back to the
    English :data:`RULES`."""
    lang = QLocale.languageToCode((locale or QLocale()).language())
    localised = f":/assets/rules_{lang}.html"
    return localised if lang != "en" and QFile.exists(localised) else RULES


def rules_html(path: str | None = None) -> str:
    """The rules at ``path`` (default :func:`rules_path`) as HTML from the Qt resources
    ("" if they are missing)."""
    f = QFile(path or rules_path())
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
        self.resize(760, 700)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.browser = QTextBrowser()
        self.browser.setObjectName("rules_browser")
        self.browser.setOpenExternalLinks(True)
        self.browser.setSearchPaths([":/assets"])
        self.browser.document().setDocumentMargin(18)
        layout.addWidget(self.browser)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Title and rules text in the current language."""
        # Qt adds " — San Juan" (the application display name) to every window title
        self.setWindowTitle(self.tr("Rules"))
        path = rules_path()
        self.browser.setSource(QUrl("qrc" + path))
        if not self.browser.toPlainText().strip():
            self.browser.setHtml(rules_html(path))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Re-translate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
