"""Colours, fonts and cached SVG pictures shared by the table widgets.

The colours are those of the theme in use (ui.table.themes; the green felt's palette is
the one of assets/rules.html: parchment, ink, terracotta, teal, plum); production
buildings take the colour of their good, violet buildings violet, in every theme.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap, QRadialGradient
from PySide6.QtSvg import QSvgRenderer

import ui.resources_rc  # noqa: F401  (registers the :/assets/... resources)
from sanjuan.rules.cards import CARD_TYPES, Good, Role
from ui.table.themes import CONTRAST as CONTRAST_THEME
from ui.table.themes import FELT as FELT_THEME
from ui.table.themes import HIGH_CONTRAST_STYLE as HIGH_CONTRAST_STYLE  # issue 22's name
from ui.table.themes import Theme

# The colours of the theme in use (ui.table.themes), swapped by :func:`set_look`; the
# painters read them here at paint time.
PARCHMENT = QColor(FELT_THEME.paper)  # card faces, the prompt strip
PARCHMENT_DARK = QColor(FELT_THEME.paper_dark)
INK = QColor(FELT_THEME.ink)  # text on paper
INK_SOFT = QColor(FELT_THEME.ink_soft)
TERRACOTTA = QColor(FELT_THEME.terracotta)
TEAL = QColor(FELT_THEME.teal)
PLUM = QColor(FELT_THEME.plum)
GOLD = QColor(FELT_THEME.gold)
FELT = QColor(FELT_THEME.felt)  # the table cloth behind the cards
ON_FELT = QColor(FELT_THEME.on_felt)  # text on the cloth
WOOD = QColor("#6e4a2f")
TAKEN = QColor(FELT_THEME.taken)  # a role card someone took this round
HOVER = QColor(FELT_THEME.hover)  # a choosable role card under the mouse
CARD_BACK = FELT_THEME.card_back

#: Colour band of a production building by its good: (band, text on the band).
GOOD_COLOURS: dict[Good, tuple[QColor, QColor]] = {
    Good.INDIGO: (QColor("#34469a"), QColor("#ffffff")),
    Good.SUGAR: (QColor("#efe6cf"), INK),
    Good.TOBACCO: (QColor("#8b5a2b"), QColor("#ffffff")),
    Good.COFFEE: (QColor("#4e2c1a"), QColor("#ffffff")),
    # ink, not white, on the silver band: white was 2.8:1 (WCAG asks 4.5:1), ink is 5.1:1
    Good.SILVER: (QColor("#8f9ba6"), INK),
}
VIOLET = (QColor("#6c3d8c"), QColor("#ffffff"))
CATHEDRAL_COLOURS = (QColor("#4a2a66"), GOLD)

GOOD_FILES = {Good.INDIGO: "indigo", Good.SUGAR: "sugar", Good.TOBACCO: "tobacco",
              Good.COFFEE: "coffee", Good.SILVER: "silver"}
ROLE_FILES = {Role.BUILDER: "builder", Role.PRODUCER: "producer", Role.TRADER: "trader",
              Role.COUNCILLOR: "councillor", Role.PROSPECTOR: "prospector"}

#: The look chosen in the settings (issues 22 and 35): letters ×TEXT_SCALE (1.0–2.0) on
#: cards, prompts and the log; THEME: the colours (ui.table.themes); HIGH_CONTRAST: the
#: theme has strong edges (the high-contrast look). Set through :func:`set_look`, which
#: also swaps the colours above.
TEXT_SCALE = 1.0
THEME: Theme = FELT_THEME
HIGH_CONTRAST = False


def _as_theme(look: Theme | bool) -> Theme:
    """``look`` as a theme: True is the high-contrast one, False the green felt."""
    if isinstance(look, Theme):
        return look
    return CONTRAST_THEME if look else FELT_THEME


def set_look(text_scale: float, look: Theme | bool) -> bool:
    """Use letters ``text_scale`` (clamped to 1.0–2.0) times their size and the colours
    of ``look`` (a theme; True: high contrast, False: the green felt) from now on;
    returns True if anything changed (the caller repaints). Cached pictures of the old
    look are dropped."""
    global TEXT_SCALE, THEME, HIGH_CONTRAST
    text_scale = min(2.0, max(1.0, float(text_scale)))
    theme = _as_theme(look)
    if (text_scale, theme) == (TEXT_SCALE, THEME):
        return False
    TEXT_SCALE, THEME, HIGH_CONTRAST = text_scale, theme, theme.strong_edges
    globals().update(
        PARCHMENT=QColor(theme.paper), PARCHMENT_DARK=QColor(theme.paper_dark),
        INK=QColor(theme.ink), INK_SOFT=QColor(theme.ink_soft), TEAL=QColor(theme.teal),
        PLUM=QColor(theme.plum), GOLD=QColor(theme.gold),
        TERRACOTTA=QColor(theme.terracotta), FELT=QColor(theme.felt),
        ON_FELT=QColor(theme.on_felt), TAKEN=QColor(theme.taken), HOVER=QColor(theme.hover),
        CARD_BACK=theme.card_back)
    _pix_cache.clear()  # card faces are cached by look (ui.table.card_paint)
    return True


def paint_felt(p: QPainter, r: QRect) -> None:
    """Fill ``r`` with the cloth of the theme in use: lighter in the middle, darker at
    the edges (its ``glow``), plain where the theme wants no shading (high contrast)."""
    lighter, darker = THEME.glow
    if (lighter, darker) == (100, 100):
        p.fillRect(r, FELT)
        return
    glow = QRadialGradient(r.center().x(), r.height() * 0.45, max(r.width(), r.height()) * 0.7)
    glow.setColorAt(0.0, FELT.lighter(lighter))
    glow.setColorAt(1.0, FELT.darker(darker))
    p.fillRect(r, glow)


CARD_RATIO = 252 / 352  # width / height of a card (the card back's proportions)

def theme_style(theme: Theme) -> str:
    """The table's style sheet in the colours of ``theme`` (letter sizes come on top,
    :func:`table_style`)."""
    t = theme
    return f"""
QWidget#table_widget {{ background: {t.felt}; }}
QFrame#seat_panel, QFrame#own_panel {{
    background: {t.panel_fill}; border: 1px solid {t.panel_edge}; border-radius: 8px; }}
QFrame#seat_panel[deciding="true"], QFrame#own_panel[deciding="true"] {{
    border: 2px solid {t.deciding}; }}
QFrame#decision_panel {{ background: {t.paper}; border: 1px solid {t.ink}; border-radius: 8px; }}
QLabel {{ color: {t.on_felt}; }}
QLabel[thinking="true"] {{ color: {t.thinking}; font-style: italic; }}
QFrame#decision_panel QLabel {{ color: {t.ink}; }}
QLabel#prompt_label {{ font-weight: bold; }}
QLabel#hint_label {{ color: {t.plum}; }}
QPushButton {{ background: {t.paper_dark}; color: {t.ink}; border: 1px solid {t.ink};
    border-radius: 5px; padding: 4px 12px; }}
QPushButton:hover {{ background: {t.hover}; }}
QPushButton:disabled {{ background: {t.disabled[0]}; color: {t.disabled[1]};
    border-color: {t.disabled[1]}; }}
QPushButton#confirm_button:enabled {{ background: {t.teal}; color: #ffffff; }}
QPushButton#pass_button {{ background: {t.hover}; }}
QPushButton[option="true"] {{ background: {t.hover}; text-align: left; }}
QPushButton[option="true"]:hover {{ background: {t.paper_dark}; }}
QCheckBox {{ color: {t.ink}; }}
QCheckBox#library_checkbox {{ color: {t.plum}; font-weight: bold; }}
""" + t.extra_css


#: the green felt's style sheet (issue 22's TABLE_STYLE)
TABLE_STYLE = theme_style(FELT_THEME)


def table_style(k: float, look: Theme | bool = False, text_scale: float = 1.0) -> str:
    """The style sheet of theme ``look`` (True: high contrast, False: the green felt,
    :func:`theme_style`) with letters ``k`` times the 1280×800 size (large windows).
    The text-size setting ``text_scale`` applies in full to the prompt line and its
    buttons (the cards and the log scale themselves); the table's other labels (seat
    headers, the hand's title, the phase) grow half as much, so that names and counts
    still fit small windows."""
    theme = _as_theme(look)
    t = k * text_scale
    head = k * (1 + (text_scale - 1) / 2)
    narrow = k * (1 + (text_scale - 1) / 4)
    return theme_style(theme) + (
        f"QLabel, QPushButton, QCheckBox {{ font-size: {round(12 * head)}px; }}\n"
        f"QFrame#decision_panel QLabel, QFrame#decision_panel QPushButton,"
        f" QFrame#decision_panel QCheckBox {{ font-size: {round(12 * t)}px; }}\n"
        f"QLabel#phase_label {{ font-size: {round(13 * head)}px; font-weight: bold;"
        f" color: {theme.on_felt_soft}; }}\n"
        f"QLabel[seat_name=\"true\"] {{ font-size: {round(14 * head)}px; font-weight: bold; }}\n"
        # opponents' headers share a third of the width each: a quarter of the growth
        f"QFrame#seat_panel QLabel {{ font-size: {round(12 * narrow)}px; }}\n"
        f"QFrame#seat_panel QLabel[seat_name=\"true\"] {{ font-size: {round(14 * narrow)}px; }}\n"
        + "".join(  # the decision's text gives way to the cards (ui.table.table)
            f"QFrame#decision_panel QLabel[fit=\"{i}\"], QFrame#decision_panel "
            f"QPushButton[fit=\"{i}\"], QFrame#decision_panel QCheckBox[fit=\"{i}\"] {{ font-size: "
            f"{round(12 * k * prompt_scale(text_scale, i))}px; }}\n"
            for i in range(1, PROMPT_STEPS + 1)))


#: how many steps the prompt's letters may give way to the cards (small windows)
PROMPT_STEPS = 4


def prompt_scale(text_scale: float, step: int) -> float:
    """The prompt's letter size (times the 100 % size) after ``step`` of
    :data:`PROMPT_STEPS` steps from the text-size setting ``text_scale`` towards 100 %."""
    return text_scale - (text_scale - 1) * min(step, PROMPT_STEPS) / PROMPT_STEPS


_svg_cache: dict[str, QSvgRenderer] = {}
_pix_cache: dict[tuple[str, int, int, float], QPixmap] = {}


def renderer(path: str) -> QSvgRenderer:
    """The SVG renderer of resource ``path`` (e.g. ``":/assets/card_back.svg"``), cached."""
    r = _svg_cache.get(path)
    if r is None:
        r = _svg_cache[path] = QSvgRenderer(path)
    return r


def svg_pixmap(path: str, width: int, height: int, dpr: float = 1.0) -> QPixmap:
    """``path`` rendered at ``width``×``height`` logical pixels for device pixel ratio
    ``dpr`` (crisp on high-DPI screens), cached."""
    key = (path, width, height, round(dpr, 2))
    pix = _pix_cache.get(key)
    if pix is None:
        pix = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
        pix.fill(Qt.GlobalColor.transparent)
        p = QPainter(pix)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer(path).render(p, QRectF(0, 0, pix.width(), pix.height()))
        p.end()
        pix.setDevicePixelRatio(dpr)
        if len(_pix_cache) > 600:
            _pix_cache.clear()
        _pix_cache[key] = pix
    return pix


def draw_svg(p: QPainter, path: str, rect: QRectF) -> None:
    """Paint resource ``path`` into ``rect`` through the pixmap cache."""
    dpr = p.device().devicePixelRatioF() if p.device() is not None else 1.0
    pix = svg_pixmap(path, max(1, round(rect.width())), max(1, round(rect.height())), dpr)
    p.drawPixmap(rect, pix, QRectF(pix.rect()))


def good_path(good: Good) -> str:
    """Resource path of the icon of ``good``."""
    return f":/assets/goods/{GOOD_FILES[good]}.svg"


def role_path(role: Role) -> str:
    """Resource path of the art of ``role``."""
    return f":/assets/roles/{ROLE_FILES[role]}.svg"


def building_path(type_index: int) -> str:
    """Resource path of the pictogram of building ``type_index``: its good's icon for a
    production building, else ``assets/buildings/<key>.svg`` (tools/draw_pictograms.py)."""
    ct = CARD_TYPES[type_index]
    if ct.good is not None:
        return good_path(ct.good)
    return f":/assets/buildings/{ct.key}.svg"


GOVERNOR = ":/assets/governor.svg"


def card_colours(type_index: int) -> tuple[QColor, QColor]:
    """(band colour, text colour) of a card of ``type_index``."""
    ct = CARD_TYPES[type_index]
    if ct.good is not None:
        return GOOD_COLOURS[ct.good]
    if ct.key == "cathedral":
        return CATHEDRAL_COLOURS
    return VIOLET


def font(px: float, bold: bool = False, italic: bool = False) -> QFont:
    """A font of ``px`` logical pixels height (at least 6)."""
    f = QFont()
    f.setPixelSize(max(6, round(px)))
    f.setBold(bold)
    f.setItalic(italic)
    return f
