"""QApplication set-up: identity, resources, icon, translations and style."""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, Qt, QTranslator
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

from ui.settings import APPLICATION, ORGANIZATION

ICON = ":/assets/icon.svg"


def guard_none_refcount() -> bool:
    """Work around PySide6 6.12.0 on Python 3.11: every call of a C++ method returning
    void drops one reference to ``None`` too many, and every ``Signal.emit()`` one to
    ``True``, so a long game aborts with "Fatal Python error: none_dealloc" (or
    bool_dealloc). Python 3.12+ makes these objects immortal (PEP 683); on 3.11 we give
    them reference counts that those calls can never use up. Returns True when the guard
    is in place (Python < 3.12 with PySide6 6.12)."""
    import PySide6

    if sys.version_info >= (3, 12) or tuple(PySide6.__version_info__[:2]) != (6, 12):
        return False
    if getattr(guard_none_refcount, "applied", False):
        return True
    # ob_refcnt is the first field of every CPython object (non-debug builds).
    for obj in (None, True, False):
        ctypes.c_ssize_t.from_address(id(obj)).value += 1 << 48
    guard_none_refcount.applied = True  # type: ignore[attr-defined]
    return True


def make_app(argv: list[str] | None = None) -> QApplication:
    """The QApplication (created on first call, reused afterwards) with the resources
    loaded, the window icon, the Fusion style and translators for the system locale
    (ours from ``:/i18n/sanjuan_<lang>.qm`` and Qt's ``qtbase_<lang>.qm``)."""
    import ui.resources_rc  # noqa: F401  (registers the :/ resources)

    guard_none_refcount()

    app = QApplication.instance()
    if app is None:
        QCoreApplication.setOrganizationName(ORGANIZATION)
        QCoreApplication.setApplicationName(APPLICATION)
        # Crisp at fractional scale factors (125 %, 150 %) instead of rounding them.
        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
            Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
        app = QApplication(sys.argv[:1] if argv is None else argv)
        app.setStyle("Fusion")
        install_translators(app, QLocale.system())
    assert isinstance(app, QApplication)
    app.setApplicationDisplayName(APPLICATION)
    app.setWindowIcon(QIcon(ICON))
    return app


def install_translators(app: QCoreApplication, locale: QLocale) -> list[QTranslator]:
    """Load and install the translators for ``locale``; returns those that loaded (kept
    alive as a property of the application)."""
    loaded: list[QTranslator] = []
    ours = QTranslator(app)
    if ours.load(locale, "sanjuan", "_", ":/i18n"):
        loaded.append(ours)
    qt = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt.load(locale, "qtbase", "_", qt_dir):
        loaded.append(qt)
    for t in loaded:
        app.installTranslator(t)
    _TRANSLATORS.extend(loaded)
    return loaded


_TRANSLATORS: list[QTranslator] = []  # Python references keep the wrappers alive
