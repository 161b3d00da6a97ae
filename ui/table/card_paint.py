"""Painting a card with QPainter: the face (colour band by kind/good, name, cost and VP
badges; in the middle the good icon, the short effect on large cards, or the building's
own pictogram: a glyph on a medallion coloured by the role whose phase it works in, see
tools/draw_pictograms.py), a good lying on it, tucked cards, badges and the selection
look. Faces are cached as pixmaps per size, device pixel ratio and look."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap

from sanjuan.rules.cards import CARD_TYPES
from ui.table import style

SMALL = 70  # below this width a card shows only name, badges and icon

_fit_cache: dict[tuple[str, int, int, float, bool], float] = {}


_face_cache: dict[tuple[object, ...], QPixmap] = {}


def clear_caches() -> None:
    """Forget every painted face and measured text (the look changed)."""
    _face_cache.clear()
    _fit_cache.clear()


def face_pixmap(type_index: int, cost: int, name: str, effect: str, width: int, height: int,
                dpr: float) -> QPixmap:
    """The painted face of a card at ``width``×``height`` logical pixels, cached (a
    table shows the same faces again and again)."""
    key = (type_index, cost, name, effect, width, height, round(dpr, 2), style.TEXT_SCALE,
           style.HIGH_CONTRAST)
    pix = _face_cache.get(key)
    if pix is None:
        pix = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
        pix.setDevicePixelRatio(dpr)
        pix.fill(Qt.GlobalColor.transparent)
        p = QPainter(pix)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        r = QRectF(0, 0, width, height).adjusted(1.5, 1.5, -1.5, -1.5)
        paint_face(p, r, type_index, cost, name, effect)
        p.end()
        if len(_face_cache) > 800:
            _face_cache.clear()
        _face_cache[key] = pix
    return pix


def _fit_font_px(p: QPainter, text: str, rect: QRectF, start: float, bold: bool) -> float:
    """The largest font size ≤ ``start`` at which ``text`` fits ``rect`` word-wrapped
    (cached: measuring text is the slowest part of painting a card)."""
    key = (text, round(rect.width()), round(rect.height()), round(start, 1), bold)
    px = _fit_cache.get(key)
    if px is None:
        if len(_fit_cache) > 4000:
            _fit_cache.clear()
        px = _fit_cache[key] = _measure_fit(p, text, rect, start, bold)
    return px


def _measure_fit(p: QPainter, text: str, rect: QRectF, start: float, bold: bool) -> float:
    px = start
    flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
    while px > 6:
        p.setFont(style.font(px, bold))
        br = p.boundingRect(rect, flags, text)
        if br.width() <= rect.width() + 0.5 and br.height() <= rect.height() + 0.5:
            return px
        px -= 0.5
    return 6


def paint_face(p: QPainter, r: QRectF, type_index: int, cost: int, name: str,
               effect: str = "") -> None:
    """Paint the face of a ``type_index`` building costing ``cost`` into ``r``."""
    ct = CARD_TYPES[type_index]
    w, h = r.width(), r.height()
    radius = max(3.0, w * 0.07)
    band, band_text = style.card_colours(type_index)
    outline = QPainterPath()
    outline.addRoundedRect(r, radius, radius)
    p.fillPath(outline, style.PARCHMENT)
    p.save()
    p.setClipPath(outline)
    # larger letters get a taller band (the name wraps into two lines)
    band_rect = QRectF(r.left(), r.top(), w, h * (0.27 + 0.08 * (style.TEXT_SCALE - 1)))
    p.fillRect(band_rect, band)
    p.fillRect(QRectF(r.left(), band_rect.bottom(), w, max(1.0, h * 0.012)), style.GOLD)
    p.restore()
    p.setPen(QPen(style.INK, max(2.0, w * 0.025) if style.HIGH_CONTRAST else
                  max(1.0, w * 0.012)))
    p.drawPath(outline)
    # name on the band
    text_rect = band_rect.adjusted(w * 0.05, h * 0.015, -w * 0.05, -h * 0.01)
    px = _fit_font_px(p, name, text_rect,
                      w * (0.15 if w < SMALL else 0.125) * style.TEXT_SCALE, True)
    p.setFont(style.font(px, True))
    p.setPen(_readable_on(band) if style.HIGH_CONTRAST else band_text)
    p.drawText(text_rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, name)
    # centre: good icon, or the effect on large violet cards, or an emblem
    body = QRectF(r.left() + w * 0.08, band_rect.bottom() + h * 0.04, w * 0.84,
                  h * 0.44 - (band_rect.height() - h * 0.27))
    if ct.good is not None:
        s = min(body.width(), body.height()) * 0.85
        style.draw_svg(p, style.good_path(ct.good), QRectF(
            body.center().x() - s / 2, body.center().y() - s / 2, s, s))
    elif effect and w >= 78 and \
            _fit_font_px(p, effect, body, _effect_px(w), False) >= 7.5 * style.TEXT_SCALE:
        p.setFont(style.font(_fit_font_px(p, effect, body, _effect_px(w), False)))
        p.setPen(style.INK)
        p.drawText(body, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, effect)
    else:  # every building its own pictogram (assets/buildings, tools/draw_pictograms.py)
        s = min(body.width(), body.height()) * 0.9
        style.draw_svg(p, style.building_path(type_index), QRectF(
            body.center().x() - s / 2, body.center().y() - s / 2, s, s))
    # badges: cost (cards) bottom left, VP bottom right
    d = w * 0.27
    cost_rect = QRectF(r.left() + w * 0.05, r.bottom() - d - w * 0.05, d, d)
    p.setPen(QPen(style.INK, max(1.0, w * 0.01)))
    p.setBrush(style.TERRACOTTA)
    p.drawEllipse(cost_rect)
    p.setFont(style.font(d * 0.62, True))
    p.setPen(QColor("#ffffff"))
    p.drawText(cost_rect, Qt.AlignmentFlag.AlignCenter, str(cost))
    vp_rect = QRectF(r.right() - d - w * 0.05, r.bottom() - d - w * 0.05, d, d)
    shield = QPainterPath()
    shield.moveTo(vp_rect.left(), vp_rect.top())
    shield.lineTo(vp_rect.right(), vp_rect.top())
    shield.lineTo(vp_rect.right(), vp_rect.top() + d * 0.55)
    shield.quadTo(vp_rect.right(), vp_rect.bottom(), vp_rect.center().x(), vp_rect.bottom())
    shield.quadTo(vp_rect.left(), vp_rect.bottom(), vp_rect.left(), vp_rect.top() + d * 0.55)
    shield.closeSubpath()
    p.setPen(QPen(style.INK, max(1.0, w * 0.01)))
    p.setBrush(style.GOLD)
    p.drawPath(shield)
    p.setPen(style.INK)
    p.setFont(style.font(d * 0.6, True))
    p.drawText(vp_rect.adjusted(0, -d * 0.08, 0, -d * 0.08), Qt.AlignmentFlag.AlignCenter,
               str(ct.vp) if ct.vp else "?")


def _effect_px(width: float) -> float:
    """Largest font size tried for the effect text: short effects (ui.text.card_short)
    read at a size close to the name's, growing with the card (4K) and the text size."""
    return width * 0.105 * style.TEXT_SCALE


def _readable_on(colour: QColor) -> QColor:
    """Black or white, whichever reads better on ``colour`` (high contrast)."""
    r, g, b = (_linear(c) for c in (colour.redF(), colour.greenF(), colour.blueF()))
    lum = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return QColor("#000000") if (lum + 0.05) / 0.05 > 1.05 / (lum + 0.05) else QColor("#ffffff")


def _linear(c: float) -> float:
    """sRGB channel 0–1 to linear light (WCAG relative luminance)."""
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def paint_good(p: QPainter, r: QRectF) -> None:
    """A good: a card lying face down across the middle of the building."""
    w, h = r.width(), r.height()
    gh = w * 0.56  # the good lies crosswise: its height is a card's width
    gw = gh / style.CARD_RATIO
    gw = min(gw, w * 0.86)
    centre = QPointF(r.center().x(), r.top() + h * 0.56)
    p.save()
    p.translate(centre)
    p.rotate(-9)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 80))
    p.drawRoundedRect(QRectF(-gw / 2 + 2, -gh / 2 + 2, gw, gh), 3, 3)
    p.rotate(90)
    style.draw_svg(p, style.CARD_BACK, QRectF(-gh / 2, -gw / 2, gh, gw))
    p.restore()


def paint_tucked(p: QPainter, r: QRectF, n: int) -> None:
    """The number of cards tucked under this building (Chapel, Bank, Harbor)."""
    w = r.width()
    d = w * 0.26
    # bottom centre, between the cost and VP badges: clear of the name and the effect text
    rect = QRectF(r.center().x() - d / 2, r.bottom() - d - w * 0.06, d, d)
    p.setPen(QPen(style.PARCHMENT, max(1.0, w * 0.015)))
    p.setBrush(style.PLUM)
    p.drawEllipse(rect)
    p.setFont(style.font(d * 0.55, True))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, f"+{n}")


def paint_badge(p: QPainter, r: QRectF, text: str) -> None:
    """A pill across the top of the body, e.g. the price a good sells for; one line per
    ``\\n``-separated part, letters shrunk to the card's width."""
    w = r.width()
    lines = text.split("\n")
    f = style.font(max(9.0, w * 0.13), True)
    p.setFont(f)
    widest = max(p.fontMetrics().horizontalAdvance(line) for line in lines)
    if widest + w * 0.12 > w:
        f = style.font(max(7.0, f.pixelSize() * w * 0.88 / widest), True)
        p.setFont(f)
        widest = max(p.fontMetrics().horizontalAdvance(line) for line in lines)
    tw = min(w, widest + w * 0.12)
    bh = f.pixelSize() * (1.5 + 1.2 * (len(lines) - 1))
    rect = QRectF(r.center().x() - tw / 2, r.top() + r.height() * 0.3, tw, bh)
    p.setPen(QPen(style.PARCHMENT, 1.2))
    p.setBrush(style.TEAL if len(lines) == 1 else style.TERRACOTTA)
    p.drawRoundedRect(rect, min(bh, tw) / 2 if len(lines) == 1 else 6, bh / 2 if
                      len(lines) == 1 else 6)
    p.setPen(QColor("#ffffff"))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def paint_state(p: QPainter, r: QRectF, selectable: bool, selected: bool, dimmed: bool) -> None:
    """Highlight: gold edge = may be chosen, teal edge and tick = chosen, veil = not now."""
    w = r.width()
    radius = max(3.0, w * 0.07)
    if dimmed:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(40, 40, 40, 110))
        p.drawRoundedRect(r, radius, radius)
    if selected:
        p.setPen(QPen(style.TEAL, max(3.0, w * 0.045)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius)
        d = max(14.0, w * 0.2)
        tick = QRectF(r.right() - d - w * 0.04, r.top() + r.height() * 0.27 - d / 2, d, d)
        p.setPen(QPen(QColor("#ffffff"), 1.5))
        p.setBrush(style.TEAL)
        p.drawEllipse(tick)
        p.setPen(QPen(QColor("#ffffff"), max(1.5, d * 0.12)))
        path = QPainterPath()
        path.moveTo(tick.left() + d * 0.25, tick.top() + d * 0.52)
        path.lineTo(tick.left() + d * 0.43, tick.top() + d * 0.7)
        path.lineTo(tick.left() + d * 0.76, tick.top() + d * 0.32)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
    elif selectable:
        p.setPen(QPen(style.GOLD, max(2.5, w * 0.035)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius)
