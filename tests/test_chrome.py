"""The window's chrome follows the table theme (issue 35): with the night theme the menu
bar, the docks (game log, hint) with their tabs and the status bar are dark, with the
parchment theme light; felt and high contrast give back the desktop's own colours. The
paper dialogs (new game, game over, statistics) take the theme's colours, also while
open. Every text colour of the chrome meets WCAG 2.1 AA (4.5:1) on its background."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QTabBar
from test_layout_fit import window_at
from test_themes import contrast

from sanjuan.rules.scoring import ScoreBreakdown
from ui.cli.app import TOOLTIP_STYLE
from ui.dialogs import charts
from ui.dialogs.game_over import GameOverDialog
from ui.dialogs.net_setup import HostDialog
from ui.table import style, themes
from ui.window import chrome

R = QPalette.ColorRole

#: (text, background) pairs of a chrome that carry text
TEXT_PAIRS = [("text", "window"), ("text", "base"), ("text", "alt_base"),
              ("button_text", "button"), ("on_highlight", "highlight"), ("soft", "window"),
              ("soft", "base"), ("soft", "button"), ("link", "base"), ("link", "window"),
              ("accent", "window"), ("accent2", "window"),
              ("alert", "window")]

CHROMES = {"paper": themes.PAPER_CHROME, "parchment": themes.PARCHMENT.chrome,
           "night": themes.NIGHT.chrome}


@pytest.fixture(autouse=True)
def normal_look():
    yield
    style.set_look(1.0, False)  # the look is application-wide: leave it as found


@pytest.fixture(autouse=True)
def app_sheet(qapp):
    """The application style sheet of the real program (its tooltips): under one, widgets
    keep the palette they were polished with unless the chrome repolishes them."""
    before = qapp.styleSheet()
    qapp.setStyleSheet(TOOLTIP_STYLE)
    yield
    qapp.setStyleSheet(before)


@pytest.mark.parametrize("key", sorted(CHROMES))
@pytest.mark.parametrize(("fg", "bg"), TEXT_PAIRS)
def test_chrome_text_meets_wcag_aa(key, fg, bg):
    c = CHROMES[key]
    assert c is not None
    ratio = contrast(getattr(c, fg), getattr(c, bg))
    assert ratio >= 4.5, f"{key}: {fg} on {bg} is {ratio:.2f}:1"


def test_which_themes_have_chrome_and_what_the_dialogs_get():
    assert themes.FELT.chrome is None and themes.CONTRAST.chrome is None  # the desktop's
    assert themes.dialog_chrome(themes.FELT) is themes.PAPER_CHROME
    assert themes.dialog_chrome(themes.CONTRAST) is themes.PAPER_CHROME
    assert themes.dialog_chrome(themes.NIGHT) is themes.NIGHT.chrome


def test_palette_carries_every_colour_of_the_chrome():
    c = themes.NIGHT.chrome
    p = themes.chrome_palette(c)
    for role, colour in [(R.Window, c.window), (R.WindowText, c.text), (R.Base, c.base),
                         (R.Button, c.button), (R.ButtonText, c.button_text),
                         (R.Highlight, c.highlight), (R.HighlightedText, c.on_highlight)]:
        for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
            assert p.color(group, role) == QColor(colour), role
    assert p.color(QPalette.ColorGroup.Disabled, R.WindowText) == QColor(c.soft)


def _chrome_widgets(w):
    tabs = [b for b in w.findChildren(QTabBar) if b.parent() is w]  # the docks' tabs
    return [w.menuBar(), w.statusBar(), w.log_dock, w.info_label, *tabs]


def _text_contrast(widget) -> float:
    p = widget.palette()
    return contrast(p.color(R.WindowText).name(), p.color(R.Window).name())


def _menu_bar_pixel(qtbot, w) -> QColor:
    """A pixel of the menu bar right of its last menu (only the background there)."""
    qtbot.wait(20)  # the palette reaches the widgets with an event
    img = w.menuBar().grab().toImage()
    return QColor(img.pixel(img.width() - 4, img.height() // 2))


def test_night_darkens_the_chrome_and_felt_restores_it(qtbot, tmp_path):
    w = window_at(qtbot, tmp_path, (1280, 800), 2)
    assert style.THEME is themes.FELT  # nothing chosen, a light desktop
    desktop = {id(x): x.palette().color(R.Window) for x in _chrome_widgets(w)}
    desktop_bar = _menu_bar_pixel(qtbot, w)
    night = themes.NIGHT.chrome
    assert night is not None
    w.settings.set_theme("night")  # as the Settings dialog does: applied live
    qtbot.waitUntil(lambda: w.menuBar().palette().color(R.Window) == QColor(night.window))
    for x in _chrome_widgets(w):
        assert x.palette().color(R.Window) == QColor(night.window), x.objectName()
        assert _text_contrast(x) >= 4.5, x.objectName()
    assert contrast(w.log_dock.palette().color(R.Text).name(),
                    w.log_dock.palette().color(R.Base).name()) >= 4.5
    bar = _menu_bar_pixel(qtbot, w)
    assert bar.lightness() < 60 and desktop_bar.lightness() > 180, (bar.name(),
                                                                     desktop_bar.name())
    w.settings.set_theme("parchment")
    qtbot.waitUntil(lambda: w.statusBar().palette().color(R.Window)
                    == QColor(themes.PARCHMENT.chrome.window))
    assert all(_text_contrast(x) >= 4.5 for x in _chrome_widgets(w))
    w.settings.set_theme("felt")  # the desktop's colours come back
    qtbot.waitUntil(lambda: w.menuBar().palette().color(R.Window) == desktop[id(w.menuBar())])
    for x in _chrome_widgets(w):
        assert x.palette().color(R.Window) == desktop[id(x)], x.objectName()
    assert _menu_bar_pixel(qtbot, w) == desktop_bar
    assert chrome.shown() is None


def test_high_contrast_keeps_the_desktops_chrome(qtbot, tmp_path):
    w = window_at(qtbot, tmp_path, (1280, 800), 2)
    desktop = w.menuBar().palette().color(R.Window)
    w.settings.set_theme("night")
    qtbot.waitUntil(lambda: w.menuBar().palette().color(R.Window) != desktop)
    w.settings.set_high_contrast(True)  # wins over the theme, as on the table
    qtbot.waitUntil(lambda: w.menuBar().palette().color(R.Window) == desktop)
    assert style.THEME is themes.CONTRAST and chrome.shown() is None


def test_paper_dialogs_take_the_theme_also_while_open(qtbot, tmp_path):
    w = window_at(qtbot, tmp_path, (1280, 800), 2)
    new_game = w.show_new_game_dialog()
    header = new_game.findChild(QLabel, "new_game_header")
    assert new_game.palette().color(R.Window) == QColor(themes.PAPER_CHROME.window)
    assert header.palette().color(R.WindowText) == QColor(themes.PAPER_CHROME.accent)
    w.settings.set_theme("night")  # chosen while the dialog is open
    night = themes.NIGHT.chrome
    qtbot.waitUntil(lambda: new_game.palette().color(R.Window) == QColor(night.window))
    assert header.palette().color(R.WindowText) == QColor(night.accent)
    label = next(x for x in new_game.findChildren(QLabel)
                 if x.isVisible() and x is not header and x.text())
    assert label.palette().color(R.WindowText) == QColor(night.text)
    new_game.close()
    scores = [ScoreBreakdown(buildings=20, tiebreak=1), ScoreBreakdown(buildings=26)]
    over = GameOverDialog(scores, ["Ann", "Bob"], [[1, 1], [20, 26]], w)  # opened in night
    qtbot.addWidget(over)
    over.show()
    assert over.palette().color(R.Window) == QColor(night.window)
    assert over.headline.palette().color(R.WindowText) == QColor(night.accent)
    assert over.table.palette().color(R.Base) == QColor(night.base)  # the scores' table
    for row in range(over.table.rowCount()):  # the winner's cells: ink on their gold
        cell = over.table.item(row, 1)
        fg = cell.foreground()  # none set: the table's text colour, light in night
        ink = (fg.color() if fg.style() != Qt.BrushStyle.NoBrush
               else over.table.palette().color(R.Text))
        assert contrast(ink.name(), cell.background().color().name()) >= 4.5
    w.settings.set_theme("felt")
    qtbot.waitUntil(lambda: over.palette().color(R.Window)
                    == QColor(themes.PAPER_CHROME.window))
    assert over.headline.palette().color(R.WindowText) == QColor(themes.PAPER_CHROME.accent)
    over.close()


def test_reset_gives_back_the_desktop_palette(qtbot):
    app = QApplication.instance()
    before = app.palette().color(R.Window)
    chrome.apply_chrome(themes.NIGHT)
    assert app.palette().color(R.Window) == QColor(themes.NIGHT.chrome.window)
    chrome.reset()
    assert app.palette().color(R.Window) == before


@pytest.mark.parametrize("key", ["felt", "night"])
def test_a_host_dialogs_problem_line_reads_in_every_theme(qtbot, key):
    style.set_look(1.0, themes.THEMES[key])
    host = HostDialog()
    qtbot.addWidget(host)
    host.show()
    problem = host.findChild(QLabel, "host_problem")
    problem.setText("Port 80 is taken")
    problem.show()
    c = themes.dialog_chrome(themes.THEMES[key])
    colour = problem.palette().color(R.WindowText)
    assert colour == QColor(c.alert)
    assert contrast(colour.name(), host.palette().color(R.Window).name()) >= 4.5


@pytest.mark.parametrize("key", sorted(CHROMES))
def test_chart_colours_read_on_every_dialog_chrome(key):
    c = charts.chart_colours(CHROMES[key])
    assert c.paper == CHROMES[key].window
    assert contrast(c.ink, c.paper) >= 4.5
    for line in (c.line, c.anchor, *c.seats):  # lines and marks: 3:1 (WCAG 1.4.11)
        assert contrast(line, c.paper) >= 3.0, f"{key}: {line} on {c.paper}"
    assert len(set(c.seats)) == 4
    assert c.band not in (c.paper, c.line)


def test_chart_colours_on_the_parchment_are_the_charts_of_before():
    c = charts.chart_colours(themes.PAPER_CHROME)
    assert (c.ink, c.paper, c.line, c.band, c.anchor) == (
        charts.INK, charts.PAPER, charts.LINE, charts.BAND, charts.ANCHOR)
    assert c.seats == ("#c1502e", "#1f7a8c", "#7b3f61", "#3b2418")


def test_the_game_over_chart_is_dark_in_night(qtbot):
    style.set_look(1.0, themes.NIGHT)
    scores = [ScoreBreakdown(buildings=20, tiebreak=1), ScoreBreakdown(buildings=26)]
    over = GameOverDialog(scores, ["Ann", "Bob"], [[1, 1], [20, 26]])
    qtbot.addWidget(over)
    over.show()
    qtbot.waitUntil(lambda: over.chart is not None, timeout=20000)
    night = charts.chart_colours(themes.NIGHT.chrome)
    plot = over.chart
    assert plot.backgroundBrush().color() == QColor(night.paper)
    pens = [item.opts["pen"].color() for item in plot.getPlotItem().listDataItems()]
    assert pens == [QColor(night.seats[0]), QColor(night.seats[1])]
    assert plot.getAxis("left").textPen().color() == QColor(night.ink)


def test_open_charts_follow_a_theme_chosen_later(qtbot, tmp_path):
    from PySide6.QtCore import QSettings
    from test_progress_ui import rated_records

    from ui.dialogs.paper import follow_all
    from ui.history.statistics import StatisticsDialog
    from ui.settings import Settings

    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    stats = StatisticsDialog(rated_records(5), None, "", settings)
    qtbot.addWidget(stats)
    stats.show()
    stats.tabs.setCurrentWidget(stats.win_rate_chart)
    scores = [ScoreBreakdown(buildings=20, tiebreak=1), ScoreBreakdown(buildings=26)]
    over = GameOverDialog(scores, ["Ann", "Bob"], [[1, 1], [20, 26]])
    qtbot.addWidget(over)
    over.show()
    qtbot.waitUntil(lambda: over.chart is not None, timeout=20000)
    paper = charts.chart_colours(themes.PAPER_CHROME)
    assert stats.win_rate_chart.backgroundBrush().color() == QColor(paper.paper)
    style.set_look(1.0, themes.NIGHT)  # as the window does on a theme change
    follow_all()
    night = charts.chart_colours(themes.NIGHT.chrome)
    for plot in (stats.distribution_chart, stats.win_rate_chart, stats.rating_chart,
                 over.chart):
        assert plot.backgroundBrush().color() == QColor(night.paper), plot.objectName()
        assert plot.getAxis("left").textPen().color() == QColor(night.ink)
    assert stats.curve.opts["pen"].color() == QColor(night.line)
    assert stats.bars.opts["brush"] == night.anchor
    assert stats.rating_chart.curve.opts["pen"].color() == QColor(night.line)
    assert stats.tabs.currentWidget() is stats.win_rate_chart  # the page stays
    pens = [item.opts["pen"].color() for item in over.chart.getPlotItem().listDataItems()]
    assert pens == [QColor(night.seats[0]), QColor(night.seats[1])]
    stats.retranslate()  # a language change keeps the colours
    assert stats.win_rate_chart.getAxis("left").textPen().color() == QColor(night.ink)
