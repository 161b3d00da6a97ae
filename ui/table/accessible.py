"""What screen readers learn about the table's painted widgets (cards, seats, tile,
piles): their role and state, through one accessibility factory (Qt calls it for every
widget it describes).

A widget takes part by having an ``a11y_role`` attribute (a ``QAccessible.Role``); it
may also have ``a11y_state(state)`` (returns the state changed for it), ``a11y_name()``
and ``a11y_description()`` (texts computed when asked, so they are never stale), and
``a11y_actions()`` with ``a11y_do(name)`` (actions assistive technology may do: a card's
toggle, QAccessibleActionInterface). Other
widgets keep Qt's own description (their accessibleName / accessibleDescription)."""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QWidget

_installed = False
_TAG = re.compile(r"<br\s*/?>|<hr\s*/?>|</p>|</tr>|</li>", re.IGNORECASE)
_ANY_TAG = re.compile(r"<[^>]+>")
_TABLE = re.compile(r"<table[^>]*>(.*?)</table>", re.IGNORECASE | re.DOTALL)
_ROW = re.compile(r"<tr[^>]*>(.*?)</tr>", re.IGNORECASE | re.DOTALL)
_CELL = re.compile(r"<t[hd][^>]*>(.*?)</t[hd]>", re.IGNORECASE | re.DOTALL)


def _spoken_table(match: re.Match[str]) -> str:
    """A tooltip's table as words: a row of heads over one row of values reads in pairs
    ("indigo 1, sugar 2, …", the trading-house tile); other tables row by row, cells
    apart ("a, b; c, d"). Never cells run together."""
    rows = [[html.unescape(_ANY_TAG.sub("", c)).strip() for c in _CELL.findall(r)]
            for r in _ROW.findall(match.group(1))]
    rows = [r for r in rows if any(r)]
    if len(rows) == 2 and len(rows[0]) == len(rows[1]):
        spoken = ", ".join(f"{h} {v}" for h, v in zip(*rows, strict=True))
    else:
        spoken = "; ".join(", ".join(c for c in r if c) for r in rows)
    return "; " + html.escape(spoken) + "; "


def plain(rich: str) -> str:
    """``rich`` (a tooltip's simple HTML) as one plain line: tags dropped, line breaks
    turned into "; ", a table's cells apart (:func:`_spoken_table`), entities decoded."""
    text = _TABLE.sub(_spoken_table, rich)
    text = _TAG.sub("; ", text)
    text = html.unescape(_ANY_TAG.sub("", text))
    parts = [p.strip(" \n•") for p in re.split(r";\s*|\n", text)]
    return "; ".join(p for p in parts if p)


class TableAccessible(QAccessibleWidget):
    """The description of a table widget that has an ``a11y_role`` (see the module doc)."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget, widget.a11y_role)  # type: ignore[attr-defined]

    @property
    def _widget(self) -> QWidget:
        # asked of Qt each time: a Python reference held here kept every widget ever
        # described (and, through the table, its last observation) alive after it closed,
        # as Qt's accessibility cache keeps the interface's Python side
        return self.widget()

    def role(self) -> QAccessible.Role:
        """The widget's ``a11y_role`` now (a card becomes a check box when choosable)."""
        return self._widget.a11y_role  # type: ignore[attr-defined, no-any-return]

    def state(self) -> QAccessible.State:
        """Qt's state of the widget, changed by its ``a11y_state`` if it has one."""
        s = super().state()
        change = getattr(self._widget, "a11y_state", None)
        return s if change is None else change(s)

    def text(self, t: QAccessible.Text) -> str:
        """Name and description from the widget's ``a11y_name``/``a11y_description``
        when it has them, else Qt's."""
        attr = {QAccessible.Text.Name: "a11y_name",
                QAccessible.Text.Description: "a11y_description"}.get(t)
        fn = getattr(self._widget, attr, None) if attr else None
        return fn() if fn is not None else super().text(t)

    def actionNames(self) -> list[str]:  # noqa: N802 (Qt API)
        """The widget's own actions (``a11y_actions()``: a card that may be chosen can
        be toggled, so switch and voice control can choose it) before Qt's (focus)."""
        own = getattr(self._widget, "a11y_actions", None)
        names = list(super().actionNames())
        return [*own(), *(n for n in names if n not in own())] if own is not None else names

    def doAction(self, name: str) -> None:  # noqa: N802 (Qt API)
        """Do the action ``name``: the widget's own (``a11y_do(name)``) or Qt's."""
        own = getattr(self._widget, "a11y_actions", None)
        if own is not None and name in own():
            self._widget.a11y_do(name)  # type: ignore[attr-defined]
            return
        super().doAction(name)

    def localizedActionDescription(self, name: str) -> str:  # noqa: N802 (Qt API)
        """What the action ``name`` does, in words (a card's toggle: choose it)."""
        if name == QAccessibleActionInterface.toggleAction() and \
                getattr(self._widget, "a11y_actions", None) is not None:
            return QCoreApplication.translate("Table", "Choose or unchoose this card")
        return super().localizedActionDescription(name)


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, QWidget) and hasattr(obj, "a11y_role"):
        return TableAccessible(obj)
    return None


def install() -> None:
    """Install the factory (once per process; later calls do nothing)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
