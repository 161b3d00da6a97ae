"""The two import-contract types of our own (tools/import_contracts.py) break when they
should: on a small package written for the test, imported the way lint-imports does."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

# import-linter's graph builder: installed with the test extra; the Windows lane's
# headless run under Wine installs only what the game's tests need, and skips these
grimp = pytest.importorskip("grimp", reason="grimp (import-linter) is not installed")

ROOT = Path(__file__).resolve().parents[1]


def _contracts():
    spec = importlib.util.spec_from_file_location("import_contracts",
                                                  ROOT / "tools" / "import_contracts.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def graph(tmp_path, monkeypatch):
    pkg = tmp_path / "probe_pkg"
    (pkg / "inner").mkdir(parents=True)
    files = {
        "__init__.py": "",
        "plain.py": "import json\nfrom collections import abc\n",
        "typed.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                    "    from PySide6.QtWidgets import QWidget\n",
        "core.py": "from PySide6 import QtCore\nimport PySide6.QtGui\n",
        "inner/__init__.py": "",
        "inner/third.py": "import numpy\n",
        "inner/module.py": "from PySide6 import QtWidgets\n",
    }
    for name, text in files.items():
        (pkg / name).write_text(text)
    monkeypatch.syspath_prepend(str(tmp_path))
    yield grimp.build_graph("probe_pkg", include_external_packages=True, cache_dir=None)
    for name in [m for m in sys.modules if m.startswith("probe_pkg")]:
        del sys.modules[name]


def _check(kind: str, graph, **options):
    contract = getattr(_contracts(), kind)(name="probe", session_options={},
                                           contract_options=options)
    return contract.check(graph, verbose=False)


def test_standard_library_only_names_each_outside_import(graph) -> None:
    check = _check("StandardLibraryOnly", graph, source_modules=["probe_pkg"])
    assert not check.kept
    broken = "\n".join(check.metadata["lines"])
    assert "probe_pkg.inner.third -> numpy" in broken and "PySide6" in broken
    assert "probe_pkg.plain" not in broken  # json and collections are the standard library
    kept = _check("StandardLibraryOnly", graph, source_modules=["probe_pkg.plain"])
    assert kept.kept and kept.metadata["lines"] == []


def test_forbidden_submodules_catches_every_spelling_and_type_only_imports(graph) -> None:
    check = _check("ForbiddenSubmodules", graph, source_modules=["probe_pkg"],
                   forbidden=["PySide6.QtWidgets"])
    assert not check.kept
    broken = "\n".join(check.metadata["lines"])
    # "from PySide6 import QtWidgets" and an import under TYPE_CHECKING both count
    assert "probe_pkg.inner.module" in broken and "probe_pkg.typed" in broken
    assert "probe_pkg.core" not in broken  # QtCore and QtGui are allowed
    kept = _check("ForbiddenSubmodules", graph, source_modules=["probe_pkg.core"],
                  forbidden=["PySide6.QtWidgets"])
    assert kept.kept
