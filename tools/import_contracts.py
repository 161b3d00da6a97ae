"""Two import-linter contract types that its own ``forbidden`` contract cannot express,
registered in pyproject.toml ([tool.importlinter] ``contract_types``) and checked by
``lint-imports`` like the others (it puts the working directory on ``sys.path``).

import-linter knows an outside package only by its top-level name (``PySide6``, never
``PySide6.QtWidgets``) and forbids only the packages a contract lists by name. So:

* :class:`StandardLibraryOnly` (``stdlib_only``): the ``source_modules`` import nothing
  from outside the project (``root_packages``) but the standard library
  (:data:`sys.stdlib_module_names`): HOUSE.md's "rules use only the standard library",
  whatever package someone would add next.
* :class:`ForbiddenSubmodules` (``forbidden_submodules``): the ``source_modules`` never
  name one of ``forbidden`` (submodules of an outside package, e.g.
  ``PySide6.QtWidgets``) in an import statement; read from the import lines grimp keeps.

Imports under ``if TYPE_CHECKING:`` count, as in the other contracts: a type that only
a widget module defines is a sign that the code talks about widgets.
"""

from __future__ import annotations

import re
import sys

from grimp import ImportGraph
from importlinter import Contract, ContractCheck, fields, output


def _sources(graph: ImportGraph, names: set[str]) -> list[str]:
    """Every module of the packages ``names`` (the packages themselves included)."""
    found: list[str] = []
    for name in sorted(names):
        if name not in graph.modules:
            raise ValueError(f"{name} is not a module of the graph")
        found += [name, *sorted(graph.find_descendants(name))]
    return found


def _external(graph: ImportGraph, module: str) -> list[str]:
    """The outside (squashed) modules ``module`` imports directly, sorted."""
    return sorted(m for m in graph.find_modules_directly_imported_by(module)
                  if graph.is_module_squashed(m))


def _named(line: str) -> list[str]:
    """The dotted module names an import line may bring in: ``from a.b import c, d``
    names a.b, a.b.c and a.b.d (c and d may be modules); ``import a.b as x`` names a.b.
    Only the first line of a statement is kept by grimp, which is enough: it holds the
    module after ``from``, and a name in parentheses below it is not a module of ours
    to forbid (``from PySide6 import (`` then ``QtWidgets`` is not caught)."""
    m = re.match(r"\s*from\s+([\w.]+)\s+import\b(.*)", line)
    if m:
        return [m[1], *(f"{m[1]}.{n}" for n in re.findall(r"\w+", m[2]))]
    m = re.match(r"\s*import\s+(.*)", line)
    return re.findall(r"[\w.]+", m[1]) if m else []


def _render(check: ContractCheck) -> None:
    for line in check.metadata["lines"]:
        output.print_error(line, bold=False)
    output.new_line()


class StandardLibraryOnly(Contract):
    """``source_modules`` import only the standard library and the project's own
    packages (contract options: ``source_modules``, a list of package names)."""

    source_modules = fields.SetField(subfield=fields.StringField())

    def check(self, graph: ImportGraph, verbose: bool) -> ContractCheck:
        """Kept when no module of ``source_modules`` imports an outside package that is
        not in :data:`sys.stdlib_module_names`; the broken imports are in
        ``metadata["lines"]``."""
        lines: list[str] = []
        sources: set[str] = self.source_modules  # type: ignore[assignment]
        for module in _sources(graph, sources):
            for imported in _external(graph, module):
                if imported.split(".")[0] in sys.stdlib_module_names:
                    continue
                for d in graph.get_import_details(importer=module, imported=imported):
                    lines.append(f"{module} -> {imported} (l.{d['line_number']}: "
                                 f"{d['line_contents']}): not the standard library")
        return ContractCheck(kept=not lines, metadata={"lines": lines})

    def render_broken_contract(self, check: ContractCheck) -> None:
        """Print each import that breaks the contract."""
        _render(check)


class ForbiddenSubmodules(Contract):
    """``source_modules`` never import one of ``forbidden`` (dotted names inside an
    outside package, such as ``PySide6.QtWidgets``)."""

    source_modules = fields.SetField(subfield=fields.StringField())
    forbidden = fields.SetField(subfield=fields.StringField())

    def check(self, graph: ImportGraph, verbose: bool) -> ContractCheck:
        """Kept when no import line of a module of ``source_modules`` names a module of
        ``forbidden`` or one inside it; the broken imports are in ``metadata["lines"]``."""
        forbidden: set[str] = self.forbidden  # type: ignore[assignment]
        sources: set[str] = self.source_modules  # type: ignore[assignment]
        tops = {f.split(".")[0] for f in forbidden}
        lines: list[str] = []
        for module in _sources(graph, sources):
            for imported in _external(graph, module):
                if imported not in tops:
                    continue
                for d in graph.get_import_details(importer=module, imported=imported):
                    text = str(d["line_contents"])
                    if any(n == f or n.startswith(f + ".") for n in _named(text)
                           for f in forbidden):
                        lines.append(f"{module} -> {imported} (l.{d['line_number']}: {text})")
        return ContractCheck(kept=not lines, metadata={"lines": lines})

    def render_broken_contract(self, check: ContractCheck) -> None:
        """Print each import that breaks the contract."""
        _render(check)
