"""What the pyqtgraph charts of the statistics, the rating and the review share: the
house colours, whole-number axes for counts (:class:`IntegerAxis`) and the look of a
chart (:func:`style_chart`)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from ui.table.themes import Chrome

#: Ink (text, axes), paper (background), the main line, the uncertainty band and the
#: second colour (reference lines, bars, the review's line), as "#rrggbb": the charts'
#: colours on the parchment of the dialogs (:data:`ui.table.themes.PAPER_CHROME`).
INK, PAPER, LINE, BAND, ANCHOR = "#3b2418", "#fffaf0", "#c1502e", "#f2d9a6", "#1f7a8c"


@dataclass(frozen=True)
class ChartColours:
    """The colours of a chart, each "#rrggbb": ``ink`` (title, axes, legend),
    ``paper`` (background), ``line`` (the main line), ``band`` (the uncertainty band),
    ``anchor`` (reference lines, bars, a second line) and ``seats`` (one line colour per
    seat, seat ``i`` has ``seats[i % 4]``)."""

    ink: str
    paper: str
    line: str
    band: str
    anchor: str
    seats: tuple[str, ...]


def _mix(a: str, b: str, k: float) -> str:
    """The colour ``k`` (0…1) of the way from ``a`` to ``b``, "#rrggbb"."""
    ca, cb = QColor(a), QColor(b)
    return QColor(round(ca.red() + (cb.red() - ca.red()) * k),
                  round(ca.green() + (cb.green() - ca.green()) * k),
                  round(ca.blue() + (cb.blue() - ca.blue()) * k)).name()


def chart_colours(c: Chrome) -> ChartColours:
    """The colours of a chart on a dialog of chrome ``c`` (the dialog's
    :meth:`ui.dialogs.paper.PaperLook.chrome`): the dialog's own background and text,
    the headline colour for the main line, the link colour for references, and the
    seats in the accent, link, group-title and text colours. On the parchment of
    :data:`ui.table.themes.PAPER_CHROME` these are the charts' colours of before the
    themes (:data:`INK` …); on the night theme's dark dialogs light lines on the dark
    background (each at least 3:1 against it: tests/test_chrome.py). The band is the
    background nearly half way to the frames' colour: a shade, never a meaning."""
    if c.window == PAPER and c.text == INK:
        band = BAND
    else:
        band = _mix(c.window, c.edge, 0.45)
    return ChartColours(ink=c.text, paper=c.window, line=c.accent, band=band,
                        anchor=c.link, seats=(c.accent, c.link, c.accent2, c.text))


class IntegerAxis(pg.AxisItem):  # type: ignore[misc]
    """An axis with ticks at whole numbers only (for counts: games, decisions, VP)."""

    def tickValues(self, minVal: float, maxVal: float, size: float  # noqa: N802
                   ) -> list[tuple[float, list[float]]]:
        """pyqtgraph's ticks without the fractional ones (a level spaced below 1 is
        dropped; values between whole numbers are left out); when none is left, every
        whole number from ``minVal`` to ``maxVal``."""
        levels = []
        for spacing, values in super().tickValues(minVal, maxVal, size):
            if spacing < 1:
                continue
            whole = [v for v in values if float(v).is_integer()]
            if whole:
                levels.append((spacing, whole))
        if not levels and maxVal >= minVal:
            lo, hi = math.ceil(minVal), math.floor(maxVal)
            levels.append((1.0, [float(v) for v in range(lo, hi + 1)]))
        return levels


def integer_axes(*names: str) -> dict[str, IntegerAxis]:
    """``axisItems`` for a :class:`pg.PlotWidget` whose axes ``names`` (``"left"``,
    ``"bottom"``) count things: name → :class:`IntegerAxis`."""
    return {name: IntegerAxis(name) for name in names}


def style_chart(plot: pg.PlotWidget, title: str, left: str, bottom: str,
                grid_alpha: float = 0.2, colours: ChartColours | None = None) -> None:
    """Give ``plot`` the house look: ``title`` (also its accessible name) and the axis
    labels ``left`` and ``bottom`` in ``colours.ink`` (default :data:`INK`) on
    ``colours.paper``, at least 160 px high, horizontal grid lines of opacity
    ``grid_alpha`` (0…1), no mouse zoom and no "A" button. A picture with no keys, it
    stays out of the Tab order (the words beside it say its figures)."""
    plot.setAccessibleName(title)
    plot.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    plot.viewport().setFocusPolicy(Qt.FocusPolicy.NoFocus)
    plot.setMinimumHeight(160)
    ink_colour = INK if colours is None else colours.ink
    if colours is not None:
        plot.setBackground(colours.paper)
    plot.setTitle(title, color=ink_colour)
    ink = pg.mkPen(ink_colour)
    for axis in ("left", "bottom"):
        plot.getAxis(axis).setPen(ink)
        plot.getAxis(axis).setTextPen(ink)
    plot.setLabel("left", left)
    plot.setLabel("bottom", bottom)
    plot.showGrid(x=False, y=True, alpha=grid_alpha)
    plot.setMouseEnabled(x=False, y=False)
    plot.hideButtons()
    tie_export_dialog(plot)


def tie_export_dialog(plot: pg.PlotWidget) -> None:
    """Make the right-click "Export…" dialog of ``plot`` a window of the plot's own, so
    that it goes when the chart goes. pyqtgraph makes it a window without a parent that
    outlived the chart and raised errors once Statistics was closed (issue 34).

    The dialog is made on the first "Export…", as pyqtgraph does, not with the chart:
    made with every chart, each chart's deletion left Python wrappers of the dialog's
    tree-header items, which Qt deletes without telling PySide; a later Qt object at the
    same address then came back as such a wrapper (a menu read as a QTreeWidgetItem)
    and the test suite crashed now and then in windows that showed charts."""
    scene = plot.scene()

    def show_export_dialog() -> None:
        from pyqtgraph.GraphicsScene.exportDialog import ExportDialog

        if getattr(scene, "exportDialog", None) is None:
            dialog = ExportDialog(scene)
            dialog.setParent(plot, Qt.WindowType.Window)
            scene.exportDialog = dialog
        scene.exportDialog.show(scene.contextMenuItem)

    action = scene.contextMenu[0]  # pyqtgraph's "Export...", tied to its own method
    action.triggered.disconnect()
    action.triggered.connect(show_export_dialog)
    scene.showExportDialog = show_export_dialog
