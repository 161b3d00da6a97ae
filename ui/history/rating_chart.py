"""The rating over time as a pyqtgraph chart: one point per counted game (the rating in
points after it), the uncertainty as a band (± 2 sigma, about 95 %), and the computer
levels' fixed ratings (:func:`sanjuan.store.rating.anchor_points`) as labelled reference
lines, so the curve reads "between Medium and Hard". Counts have whole-number axes
(:class:`~ui.dialogs.charts.IntegerAxis`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

import pyqtgraph as pg  # type: ignore[import-untyped]
from PySide6.QtCore import Qt

from sanjuan.store.rating import PlayerRating
from ui.dialogs.charts import ChartColours, chart_colours, integer_axes, style_chart
from ui.table.themes import PAPER_CHROME

#: Points of margin above and below what the chart must show.
MARGIN = 40


class RatingChart(pg.PlotWidget):  # type: ignore[misc]
    """The chart of ``rating`` (None: an empty chart with the reference lines only) with
    ``anchors`` (level → points) labelled by ``label(level)``; ``title``, ``left`` and
    ``bottom`` are its (translated) title and axis labels; ``colours``: the dialog's
    (default: the parchment's, :data:`ui.table.themes.PAPER_CHROME`). ``curve``: the points (one per
    counted game), ``band``: the uncertainty, ``anchor_lines``: level → line."""

    def __init__(self, rating: PlayerRating | None, anchors: Mapping[str, int],
                 label: Callable[[str], str], title: str, left: str, bottom: str,
                 colours: ChartColours | None = None) -> None:
        super().__init__(axisItems=integer_axes("bottom", "left"))
        self.setObjectName("rating_chart")
        c = colours if colours is not None else chart_colours(PAPER_CHROME)
        style_chart(self, title, left, bottom, grid_alpha=0.15, colours=c)
        self.curve: pg.PlotDataItem | None = None
        self.band: pg.FillBetweenItem | None = None
        history = rating.history if rating is not None else ()
        xs = list(range(1, len(history) + 1))
        if history:
            low = self.plot(xs, [p.low for p in history], pen=pg.mkPen(c.band))
            high = self.plot(xs, [p.high for p in history], pen=pg.mkPen(c.band))
            self.band = pg.FillBetweenItem(low, high, brush=pg.mkBrush(c.band))
            self.addItem(self.band)
            self.curve = self.plot(xs, [p.points for p in history],
                                   pen=pg.mkPen(c.line, width=3), symbol="o", symbolSize=6,
                                   symbolBrush=c.line, symbolPen=c.line)
        # what must be visible: the band, and the levels from the weakest person's
        # opponent (Easy) to the strongest
        shown = {lv: pts for lv, pts in anchors.items() if lv != "random"}
        ys = [*shown.values(), *(p.low for p in history), *(p.high for p in history)]
        lo, hi = min(ys, default=1000) - MARGIN, max(ys, default=2000) + MARGIN
        self.anchor_lines: dict[str, pg.InfiniteLine] = {}
        dash = pg.mkPen(c.anchor, width=1, style=Qt.PenStyle.DashLine)
        for lv, pts in anchors.items():
            if not lo <= pts <= hi:
                continue
            line = pg.InfiniteLine(pos=pts, angle=0, pen=dash, movable=False,
                                   label=f"{label(lv)} {pts}",
                                   labelOpts={"position": 0.02, "color": c.anchor,
                                              "anchors": [(0, 1), (0, 1)]})
            self.addItem(line)
            self.anchor_lines[lv] = line
        self.setYRange(lo, hi, padding=0)
        self.setXRange(0.5, max(1, len(history)) + 0.5, padding=0)
