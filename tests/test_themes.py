"""Table themes (issue 35): felt, parchment, night and high contrast are each one set of
colours (ui/table/themes.py) that passes the colour-blind check and the text contrast of
WCAG 2.1 AA; a theme chosen in the Settings dialog repaints the table, its cards, the
felt pages and the log at once and is kept in the settings; a damaged stored value falls
back quietly; with none chosen, a dark desktop gets the night table."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QObject, QSettings, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication
from test_layout_fit import window_at

from ui.cli import screenshot
from ui.settings import THEME_KEYS, Settings
from ui.table import style, themes
from ui.table.card import CardWidget


@pytest.fixture(autouse=True)
def normal_look():
    yield
    style.set_look(1.0, False)  # the look is application-wide: leave it as found


def _luminance(colour: str) -> float:
    c = QColor(colour)

    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def contrast(a: str, b: str) -> float:
    """WCAG 2.1 contrast ratio of two colours (1–21)."""
    la, lb = sorted((_luminance(a), _luminance(b)))
    return (lb + 0.05) / (la + 0.05)


def felt_shades(t: themes.Theme) -> list[str]:
    """The felt as painted: its light middle and its dark edges (style.paint_felt)."""
    return [QColor(t.felt).lighter(t.glow[0]).name(), QColor(t.felt).darker(t.glow[1]).name()]


def test_there_are_four_themes_the_stored_ones_and_high_contrast():
    assert set(themes.THEMES) == {"felt", "parchment", "night", "contrast"}
    assert set(THEME_KEYS) == set(themes.THEMES) - {"contrast"}
    assert screenshot.THEMES == THEME_KEYS  # sanjuan screenshot --theme
    backs = {t.card_back for t in themes.THEMES.values() if t.key != "contrast"}
    assert len(backs) == 3  # each stored theme its own card back, in the resources
    from PySide6.QtCore import QFile
    assert all(QFile.exists(b) for b in backs)


@pytest.mark.parametrize("key", sorted(themes.THEMES))
def test_every_theme_passes_the_colour_blind_check(cc, key):
    groups = cc.groups(key)
    assert len(groups) >= 10
    for g in groups:
        if not g.shape:
            assert cc.check(g) == [], f"{key}: {g.name}: {cc.check(g)}"
    assert cc._main_theme(key) is False


def test_the_colour_blind_check_fails_a_bad_theme(cc, monkeypatch):
    """A theme whose choosable mark is the felt's colour fails (the check can fail)."""
    bad = replace(themes.NIGHT, key="night", gold="#1c2733")
    monkeypatch.setitem(themes.THEMES, "night", bad)
    assert cc._main_theme("night") is True
    assert cc.main() == 1


@pytest.mark.parametrize("key", sorted(themes.THEMES))
def test_text_meets_wcag_aa_contrast_in_every_theme(key):
    t = themes.THEMES[key]
    pairs = {  # (text, background) of every text the table shows, 4.5:1 each
        "ink on card": (t.ink, t.paper), "ink on button": (t.ink, t.paper_dark),
        "ink on option": (t.ink, t.hover), "ink on taken role": (t.ink, t.taken),
        "role key": (t.ink_soft, t.paper), "hint": (t.plum, t.paper),
        "VP on shield": (t.ink, t.gold), "cost on badge": ("#ffffff", t.terracotta),
        "confirm button": ("#ffffff", t.teal), "tucked badge": ("#ffffff", t.plum)}
    for i, felt in enumerate(felt_shades(t)):
        pairs[f"name on felt {i}"] = (t.on_felt, felt)
        pairs[f"phase on felt {i}"] = (t.on_felt_soft, felt)
        pairs[f"thinking on felt {i}"] = (t.thinking, felt)
    low = {k: round(contrast(a, b), 2) for k, (a, b) in pairs.items() if contrast(a, b) < 4.5}
    assert low == {}, key
    # non-text marks: 3:1 against the felt (the deciding seat's frame)
    assert all(contrast(t.deciding, f) >= 3.0 for f in felt_shades(t)), key


def test_card_names_meet_contrast_on_every_band():
    """The names on the colour bands (the same in every theme): 4.5:1 (white on the
    silver band was 2.8:1)."""
    bands = [*style.GOOD_COLOURS.values(), style.VIOLET, style.CATHEDRAL_COLOURS]
    for band, text in bands:
        assert contrast(band.name(), text.name()) >= 4.5, band.name()


def test_theme_setting_is_kept_and_a_damaged_one_falls_back(tmp_path, caplog):
    ini = str(tmp_path / "s.ini")
    s = Settings(QSettings(ini, QSettings.Format.IniFormat))
    assert s.theme() is None  # nothing chosen yet
    seen: list[tuple[str, object]] = []
    s.changed.connect(lambda k, v: seen.append((k, v)))
    s.set_theme("parchment")
    assert seen == [("theme", "parchment")]
    with pytest.raises(ValueError, match="table theme"):
        s.set_theme("purple")
    s.q.sync()
    again = Settings(QSettings(ini, QSettings.Format.IniFormat))
    assert again.theme() == "parchment"
    for damaged in ("purple", "", ["night"], 3):
        q = QSettings(str(tmp_path / f"bad{len(str(damaged))}.ini"), QSettings.Format.IniFormat)
        q.setValue("view/theme", damaged)
        assert Settings(q).theme() is None
        assert themes.resolve(Settings(q).theme(), False, False) is themes.FELT
    assert "view/theme" in caplog.text and "Traceback" not in caplog.text


def test_resolve_follows_high_contrast_the_choice_and_the_desktop():
    assert themes.resolve(None, False, False) is themes.FELT
    assert themes.resolve(None, False, True) is themes.NIGHT
    assert themes.resolve("parchment", False, True) is themes.PARCHMENT
    assert themes.resolve("felt", False, True) is themes.FELT
    assert themes.resolve("night", True, False) is themes.CONTRAST
    assert themes.resolve("contrast", False, False) is themes.FELT  # not a stored key
    assert themes.resolve("nonsense", False, True) is themes.NIGHT


def _card_paper(card: CardWidget) -> QColor:
    """The colour of the card's face between its cost and VP badges."""
    img = card.grab().toImage()
    return QColor(img.pixel(img.width() // 2, round(img.height() * 0.84)))


def test_theme_chosen_in_settings_repaints_at_once(qtbot, tmp_path):
    w = window_at(qtbot, tmp_path, (1280, 800), 3)
    t = w.table
    card = next(c for c in t.hand.findChildren(CardWidget) if c.isVisible())
    assert _card_paper(card) == QColor(themes.FELT.paper)
    dialog = w.show_settings()
    combo = dialog.look_box.theme
    assert combo.accessibleName() == "Table theme"
    assert dialog.look_box.theme_label.buddy() is combo
    assert combo.currentData() == "felt"  # nothing chosen, a light desktop
    dialog.look_box.high_contrast.setChecked(True)
    qtbot.wait(20)
    assert style.THEME is themes.CONTRAST
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)  # felt -> parchment, as a user would
    qtbot.wait(20)
    assert w.settings.theme() == "parchment" and style.THEME is themes.PARCHMENT
    assert not w.settings.high_contrast()  # choosing a theme shows it
    assert not dialog.look_box.high_contrast.isChecked()
    qtbot.keyClick(combo, Qt.Key.Key_Down)  # -> night
    qtbot.wait(20)
    assert w.settings.theme() == "night" and style.THEME is themes.NIGHT
    # the painted felt, the card faces, the text on the felt, the log and the backs
    img = t.grab().toImage()
    felt = QColor(img.pixel(2, img.height() - 3))
    night_edge = QColor(themes.NIGHT.felt).darker(themes.NIGHT.glow[1])
    assert max(abs(felt.red() - night_edge.red()), abs(felt.green() - night_edge.green()),
               abs(felt.blue() - night_edge.blue())) <= 6, felt.name()
    card = next(c for c in t.hand.findChildren(CardWidget) if c.isVisible())
    assert _card_paper(card) == QColor(themes.NIGHT.paper)
    assert t.seats[0].stats.palette().windowText().color() == QColor(themes.NIGHT.on_felt)
    assert t.panel.prompt.palette().windowText().color() == QColor(themes.NIGHT.ink)
    assert themes.NIGHT.paper in w.log.browser.styleSheet()
    assert style.CARD_BACK == themes.NIGHT.card_back
    assert w.welcome.title.palette().windowText().color() == QColor(themes.NIGHT.on_felt)
    dialog.close()


def test_theme_is_kept_across_a_restart(qtbot, tmp_path):
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.set_theme("parchment")
    settings.q.sync()
    w = window_at(qtbot, tmp_path, (1280, 800), 2)  # reads the same s.ini
    assert w.settings.theme() == "parchment" and style.THEME is themes.PARCHMENT
    card = next(c for c in w.table.hand.findChildren(CardWidget) if c.isVisible())
    assert _card_paper(card) == QColor(themes.PARCHMENT.paper)
    assert w.welcome.title.palette().windowText().color() == QColor(themes.PARCHMENT.on_felt)


class _Hints(QObject):
    """Stands in for QGuiApplication.styleHints(): a desktop whose colour scheme the
    test sets (the offscreen platform reports none)."""

    colorSchemeChanged = Signal(Qt.ColorScheme)

    def __init__(self, scheme: Qt.ColorScheme) -> None:
        super().__init__()
        self.scheme = scheme

    def colorScheme(self) -> Qt.ColorScheme:  # noqa: N802 - Qt's name
        return self.scheme

    def switch(self, scheme: Qt.ColorScheme) -> None:
        self.scheme = scheme
        self.colorSchemeChanged.emit(scheme)


def test_first_start_on_a_dark_desktop_gets_the_night_table(qtbot, tmp_path, monkeypatch):
    hints = _Hints(Qt.ColorScheme.Dark)
    real = QGuiApplication.styleHints
    monkeypatch.setattr(QGuiApplication, "styleHints", staticmethod(lambda: hints))
    assert themes.desktop_is_dark()
    w = window_at(qtbot, tmp_path, (1280, 800), 2)
    assert w.settings.theme() is None and style.THEME is themes.NIGHT
    img = w.table.grab().toImage()
    felt = QColor(img.pixel(2, img.height() - 3))
    assert felt.lightness() < 40  # a dark cloth, not the green felt
    dialog = w.show_settings()
    assert dialog.look_box.theme.currentData() == "night"
    hints.switch(Qt.ColorScheme.Light)  # the desktop turns light: nothing chosen, follow
    qtbot.wait(20)
    assert style.THEME is themes.FELT
    dialog.look_box.theme.setCurrentIndex(THEME_KEYS.index("parchment"))
    dialog.look_box.theme.activated.emit(THEME_KEYS.index("parchment"))
    hints.switch(Qt.ColorScheme.Dark)  # a chosen theme stays whatever the desktop does
    qtbot.wait(20)
    assert style.THEME is themes.PARCHMENT
    dialog.close()
    monkeypatch.setattr(QGuiApplication, "styleHints", real)
