"""QApplication set-up: identity, resources, icon, translations and style."""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

from ui.settings import APPLICATION, ORGANIZATION
from ui.window.language import apply_language, current_language

ICON = ":/assets/icon.svg"
#: The desktop entry's id (packaging/app_info.APP_ID): Wayland shows its icon and name.
DESKTOP_FILE = "org.sanjuan.SanJuan"


# Tooltips teach the rules: parchment and ink like the rules window, a little air inside.
TOOLTIP_STYLE = ("QToolTip { background-color: #fffaf0; color: #3b2418; "
                 "border: 1px solid #7b3f61; border-radius: 3px; padding: 5px; }")


def make_app(argv: list[str] | None = None) -> QApplication:
    """The QApplication (created on first call, reused afterwards) with the resources
    loaded, the window icon, the Fusion style and the translators of the chosen language
    (``--lang``, else the setting, else the system's; see :mod:`ui.window.language`)."""
    import ui.resources_rc  # noqa: F401  (registers the :/ resources)


    app = QApplication.instance()
    if app is None:
        from ui.cli.platform_libs import platform_problem

        # Qt would stop the program with a misleading word on a missing X11 library:
        # name every missing one and its package instead (issue 34)
        problem = platform_problem()
        if problem is not None:
            raise SystemExit(problem)
        QCoreApplication.setOrganizationName(ORGANIZATION)
        QCoreApplication.setApplicationName(APPLICATION)
        # Crisp at fractional scale factors (125 %, 150 %) instead of rounding them.
        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
            Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
        app = QApplication(sys.argv[:1] if argv is None else argv)
        app.setStyle("Fusion")
        app.setStyleSheet(TOOLTIP_STYLE)
        apply_language(current_language())
    assert isinstance(app, QApplication)
    app.setApplicationDisplayName(APPLICATION)
    app.setDesktopFileName(DESKTOP_FILE)
    app.setWindowIcon(QIcon(ICON))
    return app
