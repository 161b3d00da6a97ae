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
    _common_cache.clear()
    _name_cache.clear()


def face_pixmap(type_index: int, cost: int, name: str, effect: str, width: int, height: int,
                dpr: float) -> QPixmap:
    """The painted face of a card at ``width``×``height`` logical pixels, cached (a
    table shows the same faces again and again)."""
    key = (type_index, cost, name, effect, width, height, round(dpr, 2), style.TEXT_SCALE,
           style.THEME.key)
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


def _face_rects(r: QRectF) -> tuple[QRectF, QRectF, QRectF]:
    """The colour band, the name's rectangle on it and the body (icon, effect or
    pictogram) of a card face painted into ``r``."""
    w, h = r.width(), r.height()
    # larger letters get a taller band (the name wraps into two lines)
    band = QRectF(r.left(), r.top(), w, h * (0.27 + 0.08 * (style.TEXT_SCALE - 1)))
    text = band.adjusted(w * 0.05, h * 0.015, -w * 0.05, -h * 0.01)
    body = QRectF(r.left() + w * 0.08, band.bottom() + h * 0.04, w * 0.84,
                  h * 0.44 - (band.height() - h * 0.27))
    return band, text, body


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
    band_rect, text_rect, body = _face_rects(r)
    p.fillRect(band_rect, band)
    p.fillRect(QRectF(r.left(), band_rect.bottom(), w, max(1.0, h * 0.012)), style.GOLD)
    p.restore()
    p.setPen(QPen(style.INK, max(2.0, w * 0.025) if style.HIGH_CONTRAST else
                  max(1.0, w * 0.012)))
    p.drawPath(outline)
    # name on the band
    name, px = _fit_name(p, name, text_rect, _name_start(p, text_rect, w))
    p.setFont(style.font(px, True))
    p.setPen(_readable_on(band) if style.HIGH_CONTRAST else band_text)
    p.drawText(text_rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, name)
    # centre: good icon, or the effect on large violet cards, or an emblem
    if ct.good is not None:
        s = min(body.width(), body.height()) * 0.85
        style.draw_svg(p, style.good_path(ct.good), QRectF(
            body.center().x() - s / 2, body.center().y() - s / 2, s, s))
    elif effect and w >= 78 and \
            (effect_px := _common_effect_px(p, body, _effect_px(w))) >= EFFECT_LEAST_PX * \
            style.TEXT_SCALE:
        p.setFont(style.font(min(effect_px, _fit_font_px(p, effect, body, effect_px, False))))
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


#: the effect text is printed only at this many px or more (times the text size)
EFFECT_LEAST_PX = 7.5


def _common_effect_px(p: QPainter, body: QRectF, start: float) -> float:
    """The largest font size ≤ ``start`` at which every violet building's short effect
    (both editions, the language now) fits ``body``: one size, and one decision whether
    the text is printed at all, for every card of a width (at 200 % text the Chapel's
    text vanished where the Aqueduct's stayed; issue 34)."""
    texts = _all_effects()
    key = (hash(texts), round(body.width()), round(body.height()), round(start, 1))
    px = _common_cache.get(key)
    if px is None:
        px = start
        for text in texts:  # longest first: each further text starts where the last fit
            px = _fit_font_px(p, text, body, px, False)
        if len(_common_cache) > 400:
            _common_cache.clear()
        _common_cache[key] = px
    return px


def _all_effects() -> tuple[str, ...]:
    """Every violet building's short effect text in the language now, longest first."""
    from sanjuan.rules.cards import Kind
    from sanjuan.rules.editions import edition
    from ui.text.card_short import short_effect_text

    texts = {short_effect_text(i, edition(e)) for i, ct in enumerate(CARD_TYPES)
             if ct.kind is Kind.VIOLET for e in ("classic", "2018")}
    return tuple(sorted(texts, key=lambda t: (-len(t), t)))


_common_cache: dict[tuple[int, int, int, float], float] = {}

_VOWELS = frozenset("aeiouyäöüéèàAEIOUYÄÖÜÉ")
#: letter pairs that stay together (German sch/ch/ck, English ph/th)
_PAIRS = frozenset({"ch", "ck", "ph", "th", "sc"})


def hyphenation_points(word: str) -> list[int]:
    """Where ``word`` may be broken (indices of the first letter of the next part), by
    the syllable rule shared by German and English closely enough for card names: a
    consonant followed by a vowel starts a syllable (Schmie-de, Car-pen-ter), never
    splitting ch/ck/ph/th/sc, at least two letters on each side."""
    points = []
    for i in range(2, len(word) - 1):
        a, b, c = word[i - 1], word[i], word[i + 1]
        if not (a.isalpha() and b.isalpha() and c.isalpha()):
            continue
        if b in _VOWELS or c not in _VOWELS:
            continue
        if a in _VOWELS or (f"{a}{b}".lower() not in _PAIRS
                            and any(x in _VOWELS for x in word[:i - 1])):
            points.append(i)
    return points


def _fit_name(p: QPainter, name: str, rect: QRectF, start: float) -> tuple[str, float]:
    """The text and font size (px) of a card's name on its band: the name as it is, or,
    where that needs smaller letters than ``start``, with a soft hyphen at a syllable
    of a long word if that gives letters at least 1 px larger (the German "Schmiede" had
    no break and was drawn smaller than every other name; issue 34)."""
    px = _fit_font_px(p, name, rect, start, True)
    if px >= start or "\u00ad" in name:
        return name, px
    best, best_px = name, px
    words = name.split(" ")
    for k, word in enumerate(words):
        if len(word) < 6:
            continue
        for i in hyphenation_points(word):
            text = " ".join([*words[:k], f"{word[:i]}\u00ad{word[i:]}", *words[k + 1:]])
            tried = _fit_font_px(p, text, rect, start, True)
            if tried >= best_px + 1:
                best, best_px = text, tried
    return best, best_px


def _name_start(p: QPainter, rect: QRectF, width: float) -> float:
    """The largest font size (px) a card's name is tried at on a band ``rect`` of a card
    ``width`` px wide: a share of the width times the text size, but no larger than the
    size most card names (the language now) fit at, so that the names in one row share
    one size (at 200 % the one-word names, Archive or Crane, were drawn much larger than
    the two-line names beside them; issue 34). Names that need smaller letters still
    get them."""
    start = width * (0.15 if width < SMALL else 0.125) * style.TEXT_SCALE
    return min(start, _common_name_px(p, rect, start))


def _common_name_px(p: QPainter, rect: QRectF, start: float) -> float:
    """The median of the sizes every card's name fits ``rect`` at, from ``start``
    (cached per band size and language)."""
    from ui.text.cards import card_name

    names = tuple(sorted({card_name(i) for i in range(len(CARD_TYPES))}))
    key = (hash(names), round(rect.width()), round(rect.height()), round(start, 1))
    px = _name_cache.get(key)
    if px is None:
        fits = sorted(_fit_name(p, n, rect, start)[1] for n in names)
        px = fits[len(fits) // 2]
        if len(_name_cache) > 400:
            _name_cache.clear()
        _name_cache[key] = px
    return px


_name_cache: dict[tuple[int, int, int, float], float] = {}


def name_font_px(name: str, width: int, height: int) -> tuple[str, float]:
    """What :func:`paint_face` writes on the band of a card ``width``×``height`` px named
    ``name``: (the text, with a soft hyphen where one was put in; its font size px)."""
    from PySide6.QtGui import QImage

    img = QImage(1, 1, QImage.Format.Format_ARGB32)
    p = QPainter(img)
    try:
        r = QRectF(0, 0, width, height).adjusted(1.5, 1.5, -1.5, -1.5)
        w = r.width()
        rect = _face_rects(r)[1]
        return _fit_name(p, name, rect, _name_start(p, rect, w))
    finally:
        p.end()


def effect_font_px(effect: str, width: int, height: int) -> float | None:
    """The font size (px) :func:`paint_face` prints ``effect`` at on a violet card
    ``width``×``height`` px, or None where it draws the pictogram instead."""
    from PySide6.QtGui import QImage

    img = QImage(1, 1, QImage.Format.Format_ARGB32)
    p = QPainter(img)
    try:
        r = QRectF(0, 0, width, height).adjusted(1.5, 1.5, -1.5, -1.5)
        w = r.width()
        body = _face_rects(r)[2]
        if not effect or w < 78:
            return None
        px = _common_effect_px(p, body, _effect_px(w))
        if px < EFFECT_LEAST_PX * style.TEXT_SCALE:
            return None
        return min(px, _fit_font_px(p, effect, body, px, False))
    finally:
        p.end()


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
