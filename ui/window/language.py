"""The interface language: which translators are installed, switched live.

``apply_language("de")`` swaps our ``sanjuan_<lang>.qm`` and Qt's ``qtbase_<lang>.qm`` at
once; Qt then sends every widget a ``LanguageChange`` event, and each widget sets its own
texts again (Frescobaldi's ``translateUI``): the main window its menus, titles, log and
table (see ``MainWindow.changeEvent``), the dialogs and the welcome page theirs.

``sanjuan --lang de|en`` sets :func:`set_override` for one run; the Settings dialog
clears it when the user picks a language.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ui.settings import LANGUAGES, Settings

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
