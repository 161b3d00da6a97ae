"""The interface language: which translators are installed, switched live.

``apply_language("de")`` swaps our ``sanjuan_<lang>.qm`` and Qt's ``qtbase_<lang>.qm`` at
once; Qt then sends every widget a ``LanguageChange`` event. Widgets whose texts are
computed at render time (the table, the log, ``ui/text/``) only need to be rendered again;
:class:`RetranslateMixin` does that for the main window in one place, so that the table
widgets themselves stay free of language code.

``sanjuan --lang de|en`` sets :func:`set_override` for one run; the Settings dialog
clears it when the user picks a language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTimer, QTranslator
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QWidget

from ui.settings import LANGUAGES, Settings

if TYPE_CHECKING:
    from ui.window.main_window import MainWindow

translate = QCoreApplication.translate

_installed: list[QTranslator] = []  # Python references keep the translators alive
_override: str | None = None


def set_override(lang: str | None) -> None:
    """Use ``lang`` (``"en"``/``"de"``) instead of the stored setting for this run; None
    goes back to the setting. Raises ValueError for a language not in :data:`LANGUAGES`."""
    global _override
    if lang is not None and lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; expected one of {', '.join(LANGUAGES)}")
    _override = lang


def current_language(settings: Settings | None = None) -> str:
    """The language to use now: the ``--lang`` override, else the stored setting
    (``"system"``, ``"en"`` or ``"de"``)."""
    if _override is not None:
        return _override
    return (settings or Settings()).language()


def locale_for(lang: str) -> QLocale:
    """The QLocale of a language setting (``"system"`` → the system's locale)."""
    if lang == "de":
        return QLocale(QLocale.Language.German, QLocale.Country.Germany)
    if lang == "en":
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return QLocale.system()


def apply_language(lang: str) -> list[QTranslator]:
    """Install the translators of ``lang`` in place of the previous ones (ours from
    ``:/i18n``, Qt's ``qtbase`` from Qt's translations folder) and make its locale the
    default; returns the translators that loaded (none for English). Every widget then
    receives a ``LanguageChange`` event."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("apply_language() needs a QCoreApplication")
    import ui.resources_rc  # noqa: F401  (registers :/i18n)

    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    locale = locale_for(lang)
    QLocale.setDefault(locale)
    if locale.language() == QLocale.Language.English:
        return []  # the sources are English; no qtbase_en exists
    ours = QTranslator(app)
    if ours.load(locale, "sanjuan", "_", ":/i18n"):
        _installed.append(ours)
    qt = QTranslator(app)
    if qt.load(locale, "qtbase", "_",
               QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        _installed.append(qt)
    for t in _installed:
        app.installTranslator(t)
    return list(_installed)


class RetranslateMixin:
    """For :class:`~ui.window.main_window.MainWindow`: on ``LanguageChange`` re-translate once
    (the several events of one switch are gathered by a zero timer) — menus, titles,
    welcome page, table, log, status bar and open dialogs."""

    _retranslate_pending = False

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Schedule :meth:`retranslate_ui` after a language change."""
        if event.type() == QEvent.Type.LanguageChange and not self._retranslate_pending:
            self._retranslate_pending = True
            QTimer.singleShot(0, self.retranslate_ui)  # type: ignore[arg-type]
        super().changeEvent(event)  # type: ignore[misc]

    def retranslate_ui(self: MainWindow) -> None:  # type: ignore[misc]
        """Re-translate every text of the window and its open dialogs now."""
        from ui.window.menus import build_menus

        self._retranslate_pending = False
        self.setWindowTitle(translate("MainWindow", "San Juan"))
        self.log_dock.setWindowTitle(translate("MainWindow", "Game log"))
        old = self.actions_
        self.menuBar().clear()
        self.actions_ = build_menus(self)
        for key, act in old.items():  # keep what the game made of the fresh actions
            new = self.actions_.get(key)
            if new is act:
                continue  # an action its owner keeps (Undo/Redo): reused, not rebuilt
            if new is not None:
                new.setEnabled(act.isEnabled())
                if act.isCheckable() and new.isCheckable():
                    new.setChecked(act.isChecked())
            if act.actionGroup() is not None:
                act.actionGroup().deleteLater()
            act.deleteLater()
        self.undo.refresh()
        self.welcome.retranslate_ui()
        self.refresh_resume()
        _retranslate_table(self.table)
        if self._handing_over and getattr(self, "_pending_viewer", -1) >= 0:
            self.handover.prepare(self.model.names[self._pending_viewer])
        self.statusBar().clearMessage()
        self._update_info()
        self._rebuild_log()
        self.render()
        _reopen_dialogs(self)


def _retranslate_table(table: QWidget) -> None:
    """The few table texts set once at construction (found by object name, so the table
    code needs no language code); everything else is painted or set at render time."""
    texts = {"pass_button": translate("Table", "Pass"),
             "confirm_button": translate("Table", "Confirm"),
             "library_checkbox": translate("Table", "Use the Library")}
    for name, text in texts.items():
        button = table.findChild(QAbstractButton, name)
        if button is not None:
            button.setText(text)
    library = table.findChild(QCheckBox, "library_checkbox")
    if library is not None:
        library.setToolTip(translate(
            "Table", "The Library doubles the privilege of the role you choose "
            "(with two players only once per round)."))
    for w in [table, *table.findChildren(QWidget)]:
        w.update()  # painted texts ("Draw pile", "Trading house") are translated in paint


def _reopen_dialogs(w: MainWindow) -> None:
    """Dialogs built once from many texts are reopened in the new language: the new-game
    dialog keeps what was entered, the game-over dialog shows the same scores."""
    dialog = w.new_game_dialog
    if dialog is not None and dialog.isVisible():
        choices = dialog.choices()
        geometry = dialog.geometry()
        dialog.blockSignals(True)  # closing it here is no "Cancel"
        dialog.close()
        dialog.deleteLater()
        w.new_game_dialog = None
        w.show_new_game_dialog(choices).setGeometry(geometry)
    over = w.game_over_dialog
    if over is not None and over.isVisible():
        over.close()
        w.show_final_scores()
