"""PyInstaller runtime hook: a stand-in for PySide6's OpenGL bindings (``PySide6.QtOpenGL``,
8.5 MiB), which the bundle leaves out (``lean.py``).

pyqtgraph imports ``PySide6.QtOpenGL`` when its plot items are imported, but uses it only
to draw through OpenGL, which is off unless a program turns it on
(``pyqtgraph.setConfigOption("useOpenGL", True)``); the game never does, and draws its
charts with QPainter. The stand-in makes the import succeed; any use of it raises an
AttributeError that says what is missing. ``packaging/smoke_test.py`` draws the
game-over chart in the bundle to prove the charts need nothing more.
"""

import sys
import types


class _LeftOut(types.ModuleType):
    """``PySide6.QtOpenGL`` without its classes."""

    def __getattr__(self, name: str) -> object:
        if name.startswith("__"):
            raise AttributeError(name)
        raise AttributeError(f"PySide6.QtOpenGL.{name}: this bundle leaves out Qt's OpenGL "
                             "bindings; pyqtgraph draws without OpenGL here")


sys.modules.setdefault("PySide6.QtOpenGL", _LeftOut("PySide6.QtOpenGL"))
