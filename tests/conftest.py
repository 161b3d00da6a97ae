"""Shared test set-up.

Qt runs offscreen (no display needed) and in test mode, and ``SANJUAN_DATA_DIR`` points
at a temporary folder, so that tests never read or write the user's real settings or
data. PySide6 is imported only inside the fixture: the engine
tests run without Qt if it is not installed.
"""

import os
import tempfile

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Autosave and history of the tests go to a throw-away folder, never the user's own.
os.environ["SANJUAN_DATA_DIR"] = tempfile.mkdtemp(prefix="sanjuan-test-data-")


@pytest.fixture(autouse=True, scope="session")
def _qt_test_mode():
    """Point QStandardPaths (and so QSettings files) at test locations for the session."""
    try:
        from PySide6.QtCore import QStandardPaths
    except ImportError:
        yield
        return
    QStandardPaths.setTestModeEnabled(True)
    yield


@pytest.fixture(autouse=True)
def _own_data_dir(tmp_path_factory, monkeypatch):
    """Each test its own data folder: no autosave or history left by another test."""
    monkeypatch.setenv("SANJUAN_DATA_DIR", str(tmp_path_factory.mktemp("data")))


@pytest.fixture
def table(qtbot):
    """A shown :class:`ui.table.TableWidget` the size of a 1280×800 window's table area."""
    from ui.table import TableWidget

    t = TableWidget()
    qtbot.addWidget(t)
    t.resize(1280, 760)
    t.show()
    return t
