"""The laboratory stays out of the product (issue 33): setuptools installs no package of
lab/, nothing in sanjuan/ or ui/ imports it, and the product's data files name none of its
weights; and the lab's switches still make the variants they name."""

from __future__ import annotations

import ast
import sys
import tomllib
from pathlib import Path

from setuptools import find_packages

sys.path.append(str(Path(__file__).resolve().parents[1]))  # the lab is not installed

from lab.ai.memory import Remembering
from lab.ai.variants import make
from sanjuan.ai.expert import ExpertPlayer, hand_tuned

ROOT = Path(__file__).resolve().parents[1]


def test_setuptools_installs_no_package_of_the_lab() -> None:
    find = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    found = find_packages(str(ROOT), include=find["packages"]["find"]["include"])
    assert "sanjuan.ai" in found and "ui.table" in found
    assert not [p for p in found if p.split(".")[0] not in ("sanjuan", "ui")]
    data = [f for files in find["package-data"].values() for f in files]
    assert all((ROOT / "sanjuan" / f).is_file() for f in data)
    assert not [f for f in data if Path(f).name in {p.name for p in (ROOT / "lab").rglob("*.json")}]


def test_nothing_shipped_imports_the_lab() -> None:
    for package in ("sanjuan", "ui"):
        for path in (ROOT / package).rglob("*.py"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                         else [node.module or ""] if isinstance(node, ast.ImportFrom)
                         and not node.level else [])
                assert not [n for n in names if n.split(".")[0] == "lab"], path


def test_the_switches_make_the_variants_they_name() -> None:
    remembering = make("expert", 3, iterations=8, memory=True)
    assert isinstance(remembering, Remembering)
    assert isinstance(remembering.player, ExpertPlayer)
    assert remembering.iterations == 8  # the wrapped player's attributes show through
    assert make("expert", 3, learned=False).evaluator is hand_tuned  # type: ignore[attr-defined]
    assert type(make("hard", 3, memory=True)).__name__ == "Remembering"
