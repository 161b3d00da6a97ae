"""Colours, fonts and cached SVG pictures shared by the table widgets.

The palette is the one of assets/rules.html (parchment, ink, terracotta, teal, plum);
production buildings take the colour of their good, violet buildings violet.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

import ui.resources_rc  # noqa: F401  (registers the :/assets/... resources)
from sanjuan.rules.cards import CARD_TYPES, Good, Role

PARCHMENT = QColor("#fffaf0")
PARCHMENT_DARK = QColor("#f2d9a6")
INK = QColor("#3b2418")
INK_SOFT = QColor("#6b5443")
TERRACOTTA = QColor("#c1502e")
TEAL = QColor("#1f7a8c")
PLUM = QColor("#7b3f61")
GOLD = QColor("#e9b949")
FELT = QColor("#2f5d50")  # the table cloth behind the cards
WOOD = QColor("#6e4a2f")
TAKEN = QColor("#d9cdb4")  # a role card someone took this round
HOVER = QColor("#fff4dc")  # a choosable role card under the mouse

#: Colour band of a production building by its good: (band, text on the band).
GOOD_COLOURS: dict[Good, tuple[QColor, QColor]] = {
    Good.INDIGO: (QColor("#34469a"), QColor("#ffffff")),
    Good.SUGAR: (QColor("#efe6cf"), INK),
    Good.TOBACCO: (QColor("#8b5a2b"), QColor("#ffffff")),
    Good.COFFEE: (QColor("#4e2c1a"), QColor("#ffffff")),
    Good.SILVER: (QColor("#8f9ba6"), QColor("#ffffff")),
}
VIOLET = (QColor("#6c3d8c"), QColor("#ffffff"))
CATHEDRAL_COLOURS = (QColor("#4a2a66"), GOLD)

GOOD_FILES = {Good.INDIGO: "indigo", Good.SUGAR: "sugar", Good.TOBACCO: "tobacco",
              Good.COFFEE: "coffee", Good.SILVER: "silver"}
ROLE_FILES = {Role.BUILDER: "builder", Role.PRODUCER: "producer", Role.TRADER: "trader",
              Role.COUNCILLOR: "councillor", Role.PROSPECTOR: "prospector"}

#: The look chosen in the settings (issue 22): letters ×TEXT_SCALE (1.0–2.0) on cards,
#: prompts and the log; HIGH_CONTRAST: black and white with strong edges. Set through
#: :func:`set_look`, which also swaps the palette above.
TEXT_SCALE = 1.0
HIGH_CONTRAST = False
_NORMAL = {"PARCHMENT": PARCHMENT, "PARCHMENT_DARK": PARCHMENT_DARK, "INK": INK,
           "INK_SOFT": INK_SOFT, "FELT": FELT, "TEAL": TEAL, "PLUM": PLUM, "TAKEN": TAKEN,
           "HOVER": HOVER}
_CONTRAST = {"PARCHMENT": QColor("#ffffff"), "PARCHMENT_DARK": QColor("#ffffff"),
             "INK": QColor("#000000"), "INK_SOFT": QColor("#000000"),
             "FELT": QColor("#0b0b0b"), "TEAL": QColor("#005a9e"), "PLUM": QColor("#5b0f45"),
             # taken roles: plain light grey (black letters 12:1), not the felt's beige
             "TAKEN": QColor("#c8c8c8"), "HOVER": QColor("#ffffff")}


def set_look(text_scale: float, high_contrast: bool) -> bool:
    """Use letters ``text_scale`` (clamped to 1.0–2.0) times their size and the
    high-contrast palette (``high_contrast``) from now on; returns True if anything
    changed (the caller repaints). Cached pictures of the old look are dropped."""
    global TEXT_SCALE, HIGH_CONTRAST
    text_scale = min(2.0, max(1.0, float(text_scale)))
    if (text_scale, high_contrast) == (TEXT_SCALE, HIGH_CONTRAST):
        return False
    TEXT_SCALE, HIGH_CONTRAST = text_scale, high_contrast
    globals().update(_CONTRAST if high_contrast else _NORMAL)
    _pix_cache.clear()  # card faces are cached by look (ui.table.card_paint)
    return True


CARD_RATIO = 252 / 352  # width / height of a card (the card back's proportions)

TABLE_STYLE = """
QWidget#table_widget { background: #2f5d50; }
QFrame#seat_panel, QFrame#own_panel {
    background: rgba(255, 250, 240, 30); border: 1px solid rgba(255, 250, 240, 60);
    border-radius: 8px; }
QFrame#seat_panel[deciding="true"], QFrame#own_panel[deciding="true"] {
    border: 2px solid #e9b949; }
QFrame#decision_panel { background: #fffaf0; border: 1px solid #3b2418; border-radius: 8px; }
QLabel { color: #fffaf0; }
QFrame#decision_panel QLabel { color: #3b2418; }
QLabel#prompt_label { font-weight: bold; }
QLabel#hint_label { color: #7b3f61; }
QPushButton { background: #f2d9a6; color: #3b2418; border: 1px solid #3b2418;
    border-radius: 5px; padding: 4px 12px; }
QPushButton:hover { background: #fff4dc; }
QPushButton:disabled { background: #e8e0d0; color: #9a8a7a; border-color: #b0a090; }
QPushButton#confirm_button:enabled { background: #1f7a8c; color: #ffffff; }
QPushButton#pass_button { background: #fff4dc; }
QPushButton[option="true"] { background: #fff4dc; text-align: left; }
QPushButton[option="true"]:hover { background: #f2d9a6; }
QCheckBox { color: #3b2418; }
QCheckBox#library_checkbox { color: #7b3f61; font-weight: bold; }
"""


#: The high-contrast look: solid dark panels with white edges, black on white prompts,
#: no translucent or soft text on the felt.
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


def table_style(k: float, high_contrast: bool = False, text_scale: float = 1.0) -> str:
    """:data:`TABLE_STYLE` with letters ``k`` times the 1280×800 size (large windows).
    The text-size setting ``text_scale`` applies in full to the prompt line and its
    buttons (the cards and the log scale themselves); the table's other labels (seat
    headers, the hand's title, the phase) grow half as much, so that names and counts
    still fit small windows. ``high_contrast``: :data:`HIGH_CONTRAST_STYLE` on top."""
    t = k * text_scale
    head = k * (1 + (text_scale - 1) / 2)
    narrow = k * (1 + (text_scale - 1) / 4)
    return TABLE_STYLE + (HIGH_CONTRAST_STYLE if high_contrast else "") + (
        f"QLabel, QPushButton, QCheckBox {{ font-size: {round(12 * head)}px; }}\n"
        f"QFrame#decision_panel QLabel, QFrame#decision_panel QPushButton,"
        f" QFrame#decision_panel QCheckBox {{ font-size: {round(12 * t)}px; }}\n"
        f"QLabel#phase_label {{ font-size: {round(13 * head)}px; font-weight: bold;"
        f" color: {'#ffffff' if high_contrast else '#f2d9a6'}; }}\n"
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


CARD_BACK = ":/assets/card_back.svg"
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
