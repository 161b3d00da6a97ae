"""The table's themes (issue 35): each one consistent set of colours for the felt, the
card faces and frames, the card backs, the panels and the text, as plain data. The
painters (ui.table.card_paint, roles, info, the table's style sheet) read the theme in
use through :mod:`ui.table.style`, never ``if theme == ...``.

"felt" is the table of issue 22 and before (green cloth, parchment cards), "contrast"
the high-contrast look (black and white, strong edges), "parchment" a light table (ink
on paper), "night" a dark one (dimmed cards on a midnight cloth). Every theme passes the
colour-blind check (tools/colour_check.py) and the text contrast of WCAG 2.1 AA
(tests/test_themes.py).

The setting stores a key of :data:`ui.settings.THEME_KEYS`; "contrast" is chosen by the
high-contrast setting, which wins over the stored theme. Nothing chosen yet: "night" on
a dark desktop, else "felt" (:func:`resolve`).

The window around the table (menu bar, docks, status bar, the Settings dialog) follows
a theme with its own :class:`Chrome` (parchment, night: :func:`chrome_palette`, applied
by ui.window.chrome); felt and high contrast leave it in the desktop's colours. The
dialogs that are painted like paper (new game, game over, statistics) take
:func:`dialog_chrome`: the theme's chrome, else :data:`PAPER_CHROME`.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette

from ui.settings import THEME_KEYS


@dataclass(frozen=True)
class Chrome:
    """The colours of the window around the table and of the dialogs, every one a
    ``#rrggbb`` string: ``window``/``text``: panels (menu bar, docks, status bar, dialog
    backgrounds) and their text; ``base``/``alt_base``: fields, lists and tables (and
    their every other row); ``button``/``button_text``; ``highlight``/``on_highlight``:
    the chosen entry; ``soft``: text that cannot be used now, placeholders; ``link``;
    ``accent``: headlines (large bold text); ``accent2``: group titles; ``alert``: what
    is wrong with an answer (a line of text, never the colour alone); ``edge``: group
    frames and separators. Every text colour on its background is at least 4.5:1 (WCAG
    2.1 AA; tests/test_chrome.py)."""

    window: str
    text: str
    base: str
    alt_base: str
    button: str
    button_text: str
    highlight: str
    on_highlight: str
    soft: str
    link: str
    accent: str
    accent2: str
    alert: str
    edge: str


@dataclass(frozen=True)
class Theme:
    """One look of the table; every colour a ``#rrggbb`` string (``panel_*``: CSS
    ``rgba()``), every resource a ``:/...`` path.

    ``felt``: the cloth behind the cards, shaded from ``glow[0]`` % lighter in the
    middle to ``glow[1]`` % darker at the edges (``(100, 100)``: plain);
    ``on_felt``/``on_felt_soft``: text on the cloth (names, counts / the phase line);
    ``thinking``: the "thinking…" line on the cloth; ``panel_fill``/``panel_edge``: the
    seats' frames; ``deciding``: the frame of the seat whose decision is open;
    ``paper``: card faces, the prompt strip and the log; ``paper_dark``: buttons;
    ``ink``/``ink_soft``: text on paper; ``teal``: chosen marks; ``plum``: hints and
    tucked-card badges; ``gold``: may-be-chosen marks and the VP shield; ``terracotta``:
    the cost badge; ``taken``/``hover``: role cards; ``disabled``: (background, text)
    of a button that cannot be pressed now; ``card_back``: the back of every card;
    ``strong_edges``: thick black outlines and black-or-white names on the colour bands
    (high contrast); ``focus_inner``: the inner ring of the keyboard focus
    (ui.table.focus_ring); ``extra_css``: more style sheet for the table; ``chrome``: the
    colours of the window around the table (None: the desktop's own)."""

    key: str
    felt: str
    glow: tuple[int, int]
    on_felt: str
    on_felt_soft: str
    thinking: str
    panel_fill: str
    panel_edge: str
    deciding: str
    paper: str
    paper_dark: str
    ink: str
    ink_soft: str
    teal: str
    plum: str
    gold: str
    terracotta: str
    taken: str
    hover: str
    disabled: tuple[str, str]
    card_back: str
    strong_edges: bool = False
    focus_inner: str = "#111111"
    extra_css: str = ""
    chrome: Chrome | None = None


#: The high-contrast look: solid dark panels with white edges, black on white prompts,
#: no translucent or soft text on the felt (issue 22).
HIGH_CONTRAST_STYLE = """
QWidget#table_widget { background: #000000; }
QFrame#seat_panel, QFrame#own_panel { background: #101010; border: 2px solid #ffffff; }
QFrame#seat_panel[deciding="true"], QFrame#own_panel[deciding="true"] {
    border: 3px solid #ffd400; }
QFrame#decision_panel { background: #ffffff; border: 2px solid #000000; }
QLabel { color: #ffffff; }
QFrame#decision_panel QLabel { color: #000000; }
QLabel#hint_label { color: #000000; font-weight: bold; }
QPushButton { background: #ffffff; color: #000000; border: 2px solid #000000; }
QPushButton:disabled { background: #d0d0d0; color: #303030; border: 2px dashed #000000; }
QPushButton#confirm_button:enabled { background: #003d99; color: #ffffff; }
QCheckBox, QCheckBox#library_checkbox { color: #000000; }
"""

# The green felt of issue 22 and before; its glow was 118 % (the chosen mark's teal came
# within 0.07 of the light middle in the colour-blind check) and "thinking…" was the
# marks' gold (3.7:1 on the light middle, now 4.8:1).
FELT = Theme(
    key="felt", felt="#2f5d50", glow=(108, 135), on_felt="#fffaf0", on_felt_soft="#f2d9a6",
    thinking="#f5d77e", panel_fill="rgba(255, 250, 240, 30)",
    panel_edge="rgba(255, 250, 240, 60)", deciding="#e9b949", paper="#fffaf0",
    paper_dark="#f2d9a6", ink="#3b2418", ink_soft="#6b5443", teal="#1f7a8c",
    plum="#7b3f61", gold="#e9b949", terracotta="#c1502e", taken="#d9cdb4", hover="#fff4dc",
    disabled=("#e8e0d0", "#9a8a7a"), card_back=":/assets/card_back.svg")

CONTRAST = Theme(
    key="contrast", felt="#0b0b0b", glow=(100, 100), on_felt="#ffffff",
    on_felt_soft="#ffffff", thinking="#ffd400", panel_fill="#101010", panel_edge="#ffffff",
    deciding="#ffd400", paper="#ffffff", paper_dark="#ffffff", ink="#000000",
    ink_soft="#000000", teal="#005a9e", plum="#5b0f45", gold="#e9b949",
    terracotta="#c1502e",
    # taken roles: plain light grey (black letters 12:1), not the felt's beige
    taken="#c8c8c8", hover="#ffffff", disabled=("#d0d0d0", "#303030"),
    card_back=":/assets/card_back.svg", strong_edges=True, focus_inner="#c2005c",
    extra_css=HIGH_CONTRAST_STYLE)

# A light table: ink on a paper cloth, the marks a shade deeper than on the felt (the
# felt's gold would hardly stand out from a tan cloth), a sepia card back.
PARCHMENT = Theme(
    key="parchment", felt="#e6d5ae", glow=(106, 112), on_felt="#2e1c12",
    on_felt_soft="#5a3a22", thinking="#6e2b12", panel_fill="rgba(255, 253, 246, 120)",
    panel_edge="rgba(59, 36, 24, 90)", deciding="#a0400e", paper="#fffdf6",
    paper_dark="#efd9a8", ink="#3b2418", ink_soft="#5e4a3b", teal="#13677a",
    plum="#7b3f61", gold="#d99a12", terracotta="#b5462a", taken="#d8ccb0",
    hover="#fff6e0", disabled=("#ece4d2", "#857565"),
    card_back=":/assets/card_back_parchment.svg",
    chrome=Chrome(
        window="#f1e6cc", text="#2e1c12", base="#fffdf6", alt_base="#f7efdc",
        button="#ecdcb6", button_text="#2e1c12", highlight="#13677a",
        on_highlight="#fffdf6", soft="#6e5a48", link="#13677a", accent="#a0400e",
        accent2="#6e3456", alert="#9a2418", edge="#b89f74"))

# A dark table for evenings: a midnight cloth, cards dimmed a little so that they do not
# glare, light text on the cloth, a night-blue card back.
NIGHT = Theme(
    key="night", felt="#18222e", glow=(125, 130), on_felt="#ece6d8", on_felt_soft="#d9c49a",
    thinking="#e9b949", panel_fill="rgba(236, 230, 216, 22)",
    panel_edge="rgba(236, 230, 216, 70)", deciding="#e9b949", paper="#ede4d0",
    paper_dark="#d6c39a", ink="#2a1c14", ink_soft="#54443a", teal="#1d7a8e",
    plum="#74385a", gold="#ebbd4e", terracotta="#b94a2a", taken="#b9ae98",
    hover="#f6efdf", disabled=("#cfc6b4", "#6e6254"),
    card_back=":/assets/card_back_night.svg",
    chrome=Chrome(
        window="#1f2a36", text="#ece6d8", base="#141c25", alt_base="#1b2530",
        button="#2b3846", button_text="#ece6d8", highlight="#e9b949",
        on_highlight="#18222e", soft="#9aa3ad", link="#8cc8dc", accent="#f0a27e",
        accent2="#d9b0cc", alert="#ff9c8c", edge="#4a5a6c"))

#: The paper of the dialogs painted like the rules (new game, game over, statistics)
#: under a theme without chrome of its own (felt, high contrast): parchment and ink.
PAPER_CHROME = Chrome(
    window="#fffaf0", text="#3b2418", base="#ffffff", alt_base="#f7efdc",
    button="#f2d9a6", button_text="#3b2418", highlight="#1f7a8c", on_highlight="#ffffff",
    soft="#6b5443", link="#1f7a8c", accent="#c1502e", accent2="#7b3f61", alert="#a0281e",
    edge="#e0c48e")

#: every theme by key: the stored ones (ui.settings.THEME_KEYS) and "contrast"
THEMES: dict[str, Theme] = {t.key: t for t in (FELT, PARCHMENT, NIGHT, CONTRAST)}
assert set(THEME_KEYS) | {"contrast"} == set(THEMES)

#: the theme of a first start on a light (or unknown) desktop and on a dark one
LIGHT_DEFAULT, DARK_DEFAULT = "felt", "night"


def desktop_is_dark() -> bool:
    """True when the desktop asks for dark colours (Qt 6.5+ ``colorScheme()``; False
    without a GUI application or where the platform does not say)."""
    app = QGuiApplication.instance()
    if not isinstance(app, QGuiApplication):
        return False
    return QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark


def resolve(chosen: str | None, high_contrast: bool, dark_desktop: bool) -> Theme:
    """The theme to show: "contrast" when ``high_contrast``; else the ``chosen`` key
    (a key of :data:`THEMES`); with none chosen (None, or a key no theme has: a damaged
    setting) "night" on a ``dark_desktop``, else "felt". Never raises."""
    if high_contrast:
        return CONTRAST
    if chosen is not None and chosen in THEMES and chosen != "contrast":
        return THEMES[chosen]
    return THEMES[DARK_DEFAULT if dark_desktop else LIGHT_DEFAULT]


def dialog_chrome(theme: Theme) -> Chrome:
    """The colours of the paper dialogs (new game, game over, statistics) under
    ``theme``: its chrome, else :data:`PAPER_CHROME`."""
    return theme.chrome if theme.chrome is not None else PAPER_CHROME


def chrome_palette(c: Chrome) -> QPalette:
    """A full QPalette of ``c``, for the application (ui.window.chrome) or one dialog:
    every role of the active and inactive groups, and the disabled group's text in
    ``c.soft``."""
    p = QPalette()
    r = QPalette.ColorRole
    roles = {r.Window: c.window, r.WindowText: c.text, r.Base: c.base,
             r.AlternateBase: c.alt_base, r.Text: c.text, r.Button: c.button,
             r.ButtonText: c.button_text, r.BrightText: c.on_highlight,
             r.Highlight: c.highlight, r.HighlightedText: c.on_highlight,
             r.Accent: c.highlight,
             r.PlaceholderText: c.soft, r.Link: c.link, r.LinkVisited: c.accent2,
             r.ToolTipBase: c.base, r.ToolTipText: c.text,
             r.Light: c.alt_base, r.Midlight: c.button, r.Mid: c.edge, r.Dark: c.edge,
             r.Shadow: c.edge}
    for role, colour in roles.items():
        p.setColor(role, QColor(colour))
    for role in (r.WindowText, r.Text, r.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor(c.soft))
    return p
