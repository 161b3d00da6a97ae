"""What the pyqtgraph charts of the statistics, the rating and the review share: the
house colours, whole-number axes for counts (:class:`IntegerAxis`) and the look of a
chart (:func:`style_chart`)."""

from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtCore import Qt

#: Ink (text, axes), paper (background), the main line, the uncertainty band and the
#: second colour (reference lines, bars, the review's line), as "#rrggbb".
INK, PAPER, LINE, BAND, ANCHOR = "#3b2418", "#fffaf0", "#c1502e", "#f2d9a6", "#1f7a8c"


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
                grid_alpha: float = 0.2) -> None:
    """Give ``plot`` the house look: ``title`` (also its accessible name) and the axis
    labels ``left`` and ``bottom`` in ink, at least 160 px high, horizontal grid lines
    of opacity ``grid_alpha`` (0…1), no mouse zoom and no "A" button. A picture with no
    keys, it stays out of the Tab order (the words beside it say its figures)."""
    plot.setAccessibleName(title)
    plot.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    plot.viewport().setFocusPolicy(Qt.FocusPolicy.NoFocus)
    plot.setMinimumHeight(160)
    plot.setTitle(title, color=INK)
    ink = pg.mkPen(INK)
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
