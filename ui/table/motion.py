"""Cards that move (issue 35): what a move did travels across the table for a moment —
a build flies from the hand into the tableau and the paid cards to the discard pile, a
drawn card from the draw pile into the hand (face down wherever the viewer may not see
it), a good slides onto its production building and a sold good leaves it, the
Councillor's cards fan out of the draw pile, the trading-house tile turns.

The table is always rendered in its final state first; the motion is only painted over
it. Each moving card is a :class:`Ghost`, a pixmap in a small widget on top of the table
that is transparent for the mouse, moved by a ``QPropertyAnimation`` (150–350 ms) in one
``QParallelAnimationGroup``. The card it stands for is veiled meanwhile (a fully
transparent ``QGraphicsOpacityEffect``, disabled afterwards: not painted, still laid
out, still clickable), so the layout is never disturbed and input is taken at any
time. A new rendering or a chosen action ends the running motion at its final place
(:meth:`Motion.finish`): nothing ever waits for it.

Motion follows the View menu's animation setting (:attr:`Motion.enabled`, set by the
window) and the desktop's reduced-motion preference (:func:`reduced_motion`).
"""

from __future__ import annotations

import configparser
import ctypes
import math
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPoint,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    QSize,
    Qt,
)
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap, QRegion, QTransform
from PySide6.QtWidgets import QGraphicsOpacityEffect, QWidget
from shiboken6 import isValid

from sanjuan.rules.events import (
    CardsDiscarded,
    CardsDrawn,
    Event,
    GoodsProduced,
    GoodsSold,
    TileTurned,
)
from sanjuan.rules.observation import Observation
from sanjuan.rules.state import UNKNOWN
from ui.table import style
from ui.table.card import CardWidget
from ui.table.card_paint import paint_good
from ui.table.hand import HandArea
from ui.table.info import InfoPanel
from ui.table.seat_panel import SeatPanel

FLY_MS = 280  # a card's flight (issue 35: 150–350 ms each)
FAN_MS = 220  # one card of the Councillor's fan ...
FAN_STEP_MS = 30  # ... each starting this much after the one before (≤ 340 ms in all)
TURN_MS = 300  # the trading-house tile turning over
GOOD_MS = 240  # a good sliding onto / off its building
MAX_PER_MOVE = 5  # cards of one draw or payment that fly (more add nothing for the eye)
MAX_GHOSTS = 12  # in one rendering (a fast spectated game renders many moves at once)
VEIL = "motion_veil"  # the object name of the effect that hides a card under its ghost
SPI_GETCLIENTAREAANIMATION = 0x1042  # Windows: "Show animations in Windows"


# -- the desktop's reduced-motion preference -------------------------------------------

@cache
def reduced_motion() -> bool:
    """True when the desktop asks for reduced motion (read once per process).

    Qt 6 (up to 6.11, the version we ship) exposes no reduced-motion preference:
    ``QStyleHints.accessibility()`` has only the contrast preference, and
    ``QApplication.isEffectEnabled(Qt.UI_General)`` is off on every Linux desktop
    without a Qt platform theme that sets it, so it cannot tell "reduced" from
    "unknown". It is decided here, in this order:

    1. ``SANJUAN_REDUCED_MOTION`` in the environment: ``1`` reduced, ``0`` not;
    2. Windows: "Show animations in Windows" (``SPI_GETCLIENTAREAANIMATION``) off;
    3. KDE Plasma: ``AnimationDurationFactor=0`` in ``kdeglobals`` (the "Animation
       speed" slider at "Instant");
    4. GNOME and desktops on its settings: ``org.gnome.desktop.interface
       enable-animations`` false (Accessibility, "Reduce animation");
    5. otherwise (macOS, other desktops, any error reading the above): not reduced.
    """
    env = os.environ.get("SANJUAN_REDUCED_MOTION", "").strip()
    if env in ("0", "1"):
        return env == "1"
    try:
        if sys.platform == "win32":
            on = ctypes.c_int(1)
            windll = ctypes.windll  # type: ignore[attr-defined]
            if windll.user32.SystemParametersInfoW(SPI_GETCLIENTAREAANIMATION, 0,
                                                   ctypes.byref(on), 0):
                return not on.value
            return False
        desktop = os.environ.get("XDG_CURRENT_DESKTOP", "").lower()
        if "kde" in desktop:
            return _kde_instant()
        if any(d in desktop for d in ("gnome", "unity", "budgie", "cinnamon", "pantheon")):
            return _gnome_reduced()
    except (OSError, ValueError, AttributeError, subprocess.SubprocessError):
        pass  # an unreadable preference: motion stays (the View menu turns it off)
    return False


def _kde_instant() -> bool:
    """True if KDE's animation speed is "Instant" (``AnimationDurationFactor=0``)."""
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    try:
        parser.read(Path(base) / "kdeglobals", encoding="utf-8")
        return float(parser.get("KDE", "AnimationDurationFactor", fallback="1")) == 0.0
    except (configparser.Error, UnicodeDecodeError):
        return False


def _gnome_reduced() -> bool:
    """True if GNOME's ``enable-animations`` is false (asked once, 1 s at most)."""
    exe = shutil.which("gsettings")
    if exe is None:
        return False
    out = subprocess.run([exe, "get", "org.gnome.desktop.interface", "enable-animations"],
                         capture_output=True, text=True, timeout=1.0, check=False)
    return out.stdout.strip() == "false"


# -- a moving card --------------------------------------------------------------------

class Ghost(QWidget):
    """A picture of a card (or a good, or the tile) moving over ``table``: ``pixmap``
    painted into the whole widget, which animations move (``geometry``) or turn
    (``turn`` 0→1: the ``pixmap`` narrows to an edge, then ``after`` widens back).
    ``card``: the card shown face up, ``UNKNOWN`` for a back (tests and screen readers
    never learn more from a ghost than the table shows). Transparent for the mouse."""

    def __init__(self, table: QWidget, pixmap: QPixmap, rect: QRect, card: int = UNKNOWN,
                 after: QPixmap | None = None) -> None:
        super().__init__(table)
        self.setObjectName("motion_ghost")
        self.pixmap, self.after, self.card = pixmap, after, card
        self._turn = 0.0
        self.animation: QPropertyAnimation | None = None  # what moves it (Motion._add)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setGeometry(rect)
        self.show()
        self.raise_()

    @property
    def face_up(self) -> bool:
        """True if this ghost shows a card's face."""
        return self.card != UNKNOWN

    def _get_turn(self) -> float:
        return self._turn

    def _set_turn(self, value: float) -> None:
        self._turn = value
        self.update()

    turn = Property(float, _get_turn, _set_turn)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        pix = self.pixmap
        if self.after is not None:  # turning over: old face, an edge, the new face
            k = abs(math.cos(math.pi * self._turn))
            if self._turn >= 0.5:
                pix = self.after
            cx = self.width() / 2
            p.setTransform(QTransform().translate(cx, 0).scale(max(k, 0.02), 1)
                           .translate(-cx, 0))
        p.drawPixmap(self.rect(), pix)
        p.end()


@dataclass
class Before:
    """What the table showed before a rendering, for the motion after it: where each
    face-up card was (card id → (zone, rectangle in table pixels); zones "hand",
    "building", "revealed"), whose seats were shown in which order (a rendering for
    another seat moves nothing), the trading-house tile's picture (only when a turn is
    due)."""

    cards: dict[int, tuple[str, QRect]] = field(default_factory=dict)
    seats: tuple[int, ...] = ()
    tile: QPixmap | None = None

    def where(self, card: int, zone: str) -> QRect | None:
        """The rectangle ``card`` had in ``zone`` (None: it was not there)."""
        got = self.cards.get(card)
        return got[1] if got is not None and got[0] == zone else None


class TableParts(Protocol):
    """The parts of the table that motion reads (:class:`ui.table.TableWidget`)."""

    hand: HandArea
    info: InfoPanel
    revealed: dict[int, CardWidget]
    seats: list[SeatPanel]
    own: SeatPanel | None


class Motion(QObject):
    """The cards moving over ``table``, whose parts are ``parts`` (both the
    :class:`~ui.table.TableWidget`).

    The table calls :meth:`note` for each event shown, :meth:`before` just before it
    renders and :meth:`play` just after; :meth:`finish` ends all motion at once."""

    def __init__(self, table: QWidget, parts: TableParts) -> None:
        super().__init__(table)
        self.table, self.parts = table, parts
        #: the View menu's animation setting (the window sets it; off for other tables)
        self.enabled = False
        self.group: QParallelAnimationGroup | None = None
        self.ghosts: list[Ghost] = []
        self._veiled: list[QGraphicsOpacityEffect] = []
        self._events: list[Event] = []

    def allowed(self) -> bool:
        """True if cards move now: the setting is on and the desktop does not ask for
        reduced motion."""
        return self.enabled and not reduced_motion()

    def note(self, event: Event) -> None:
        """Remember ``event`` (the viewer's copy) to show moving after the next rendering."""
        if self.allowed():
            self._events.append(event)

    def drop(self) -> None:
        """Forget the events noted (a new game, a hidden hand: nothing to show)."""
        self._events = []

    def running(self) -> bool:
        """True while cards are moving."""
        return self.group is not None and isValid(self.group) and \
            self.group.state() == QAbstractAnimation.State.Running

    def finish(self) -> None:
        """End every running motion at its final place: the ghosts go, the veiled
        cards show again (a new decision, an action chosen, a new rendering)."""
        group, self.group = self.group, None
        if group is not None and isValid(group):
            group.stop()
            group.deleteLater()
        for g in self.ghosts:
            if isValid(g):
                g.hide()
                g.setObjectName("")  # gone: never found by name
                g.deleteLater()
        for effect in self._veiled:
            if isValid(effect):
                effect.setEnabled(False)
        self.ghosts, self._veiled = [], []

    def before(self) -> Before:
        """End the running motion and note what the table shows now (call just
        before rendering)."""
        self.finish()
        out = Before()
        if not self.allowed():
            return out
        t = self.parts
        out.seats = _seats(t)
        zones = [("hand", t.hand.cards), ("revealed", t.revealed)]
        zones += [("building", p.cards) for p in self._panels()]
        for zone, cards in zones:
            for c, w in cards.items():
                if w.isVisible() and w.type_index is not None:
                    out.cards[c] = (zone, _rect_in(self.table, w))
        if any(isinstance(e, TileTurned) for e in self._events) and t.info.tile.isVisible():
            out.tile = _picture(t.info.tile)
        return out

    def play(self, obs: Observation, before: Before) -> list[Ghost]:
        """Start the motion of the events noted since the last rendering, over the
        table that now shows ``obs``; ``before``: :meth:`before`'s note. Returns the
        ghosts (none when motion is not allowed)."""
        events, self._events = self._events, []
        if not self.allowed() or not self.table.isVisible():
            return []
        if before.seats != _seats(self.parts):  # another seat's table, a new game
            return []
        self.group = QParallelAnimationGroup(self)
        self._new_buildings(before)
        for e in events:
            if len(self.ghosts) >= MAX_GHOSTS:
                break
            if isinstance(e, CardsDrawn):
                self._drawn(e, obs, before)
            elif isinstance(e, CardsDiscarded):
                self._discarded(e, obs, before)
            elif isinstance(e, GoodsProduced):
                for b in e.buildings:
                    self._good(b, arrives=True)
            elif isinstance(e, GoodsSold):
                for b in e.buildings:
                    self._good(b, arrives=False)
            elif isinstance(e, TileTurned):
                self._turn(before)
        self._fan(before)
        if not self.ghosts:
            self.group.deleteLater()
            self.group = None
            return []
        self.group.finished.connect(self.finish)
        self.group.start()
        return list(self.ghosts)

    # -- the kinds of motion -------------------------------------------------------

    def _new_buildings(self, before: Before) -> None:
        """A building new in a tableau flies there from its owner's hand: from its
        place in the viewer's hand, else from the seat's hand (a building chosen is
        shown in the tableau at once, before it is paid: RULES.md, builder phase)."""
        for panel in self._panels():
            for c, target in panel.cards.items():
                if before.where(c, "building") is not None or not target.isVisible():
                    continue
                end = _rect_in(self.table, target)
                start = before.where(c, "hand") or self._hand_source(panel.seat, end.size())
                pix = _picture(target)
                self._veil(target)
                self._fly(Ghost(self.table, pix, start, c), start, end, FLY_MS)

    def _drawn(self, e: CardsDrawn, obs: Observation, before: Before) -> None:
        """Drawn cards fly from the draw pile (a card kept from the Councillor's row:
        from its place there): a face into the viewer's hand where the viewer sees it,
        else a back to the seat's hand."""
        t = self.parts
        pile = self._pile_card("draw")
        known = [c for c in e.cards if c != UNKNOWN] if e.seat == obs.seat else []
        flown = 0
        for c in known[:MAX_PER_MOVE]:
            target = t.hand.cards.get(c)
            if target is None or not target.isVisible() or target.type_index is None:
                continue
            end = _rect_in(self.table, target)
            start = before.where(c, "revealed") or pile
            pix = _picture(target)
            self._veil(target)
            self._fly(Ghost(self.table, pix, start, c), start, end, FLY_MS, delay=flown * 40)
            flown += 1
        for i in range(min(e.count - flown, MAX_PER_MOVE - flown)):
            end = self._hand_source(e.seat, pile.size())
            self._fly(Ghost(self.table, _back(pile.size()), pile), pile, end, FLY_MS,
                      delay=(flown + i) * 40)

    def _discarded(self, e: CardsDiscarded, obs: Observation, before: Before) -> None:
        """Discarded cards (a payment, the hand limit, the Councillor's rest) fly face
        down from the seat's hand to the discard pile (the pile is face down)."""
        pile = self._pile_card("discard")
        cards = list(e.cards) if e.seat == obs.seat else []
        for i in range(min(e.count, MAX_PER_MOVE)):
            c = cards[i] if i < len(cards) else UNKNOWN
            start = (before.where(c, "hand") or before.where(c, "revealed")
                     or self._hand_source(e.seat, pile.size()))
            self._fly(Ghost(self.table, _back(start.size()), start), start, pile, FLY_MS,
                      delay=i * 40)

    def _good(self, building: int, arrives: bool) -> None:
        """A good slides from the draw pile onto ``building`` (``arrives``), or from
        it to the discard pile (sold)."""
        target = next((p.cards[building] for p in self._panels() if building in p.cards),
                      None)
        if target is None or not target.isVisible():
            return
        at = _rect_in(self.table, target)
        good = _good_pixmap(at.size(), target.devicePixelRatioF())
        pile = self._pile_card("draw" if arrives else "discard")
        away = QRect(at)
        away.moveCenter(pile.center() - QPoint(0, int(at.height() * 0.06)))
        if arrives:  # the building stays put without its good; the good comes
            if target.has_good:
                target.has_good = False
                bare = _picture(target)
                target.has_good = True
                self._veil(target)
                base = Ghost(self.table, bare, at)
                self._hold(base, GOOD_MS)
            self._fly(Ghost(self.table, good, away), away, at, GOOD_MS)
        else:
            self._fly(Ghost(self.table, good, at), at, away, GOOD_MS)

    def _turn(self, before: Before) -> None:
        """The trading-house tile turns over from its old face to the new one."""
        tile = self.parts.info.tile
        if before.tile is None or not tile.isVisible():
            return
        at = _rect_in(self.table, tile)
        ghost = Ghost(self.table, before.tile, at, after=_picture(tile))
        self._veil(tile)
        anim = QPropertyAnimation(ghost, b"turn", ghost)
        anim.setDuration(TURN_MS)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setEasingCurve(QEasingCurve.Type.InOutSine)
        self._add(ghost, anim, 0)

    def _fan(self, before: Before) -> None:
        """Newly revealed cards (the Councillor's, a Prospector's) fan out of the draw
        pile into their row, one after the other."""
        t = self.parts
        new = [c for c in t.revealed if before.where(c, "revealed") is None]
        pile = self._pile_card("draw")
        for i, c in enumerate(new[:MAX_PER_MOVE + 2]):
            target = t.revealed[c]
            if not target.isVisible() or target.type_index is None:
                continue
            end = _rect_in(self.table, target)
            # it leaves the pile as a back and turns over on its way: a card comes face
            # down off the draw pile (the viewer sees its face once it lies in the row)
            ghost = Ghost(self.table, _back(pile.size()), pile, c, after=_picture(target))
            self._veil(target)
            self._fly(ghost, pile, end, FAN_MS, delay=i * FAN_STEP_MS,
                      curve=QEasingCurve.Type.OutBack, turning=True)

    # -- helpers -------------------------------------------------------------------

    def _fly(self, ghost: Ghost, start: QRect, end: QRect, ms: int, delay: int = 0,
             curve: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
             turning: bool = False) -> None:
        """Move ``ghost`` from ``start`` to ``end`` (table pixels) in ``ms`` after
        ``delay`` ms; ``turning``: it also turns over (``ghost.after`` is its new face)
        during the flight."""
        anim = QPropertyAnimation(ghost, b"geometry", ghost)
        anim.setDuration(ms)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setEasingCurve(curve)
        turn = None
        if turning:
            turn = QPropertyAnimation(ghost, b"turn", ghost)
            turn.setDuration(ms)
            turn.setStartValue(0.0)
            turn.setEndValue(1.0)
            turn.setEasingCurve(QEasingCurve.Type.InOutSine)
        self._add(ghost, anim, delay, turn)

    def _hold(self, ghost: Ghost, ms: int) -> None:
        """``ghost`` stays where it is for ``ms`` (a building under its arriving good)."""
        anim = QPropertyAnimation(ghost, b"geometry", ghost)
        anim.setDuration(ms)
        anim.setStartValue(ghost.geometry())
        anim.setEndValue(ghost.geometry())
        self._add(ghost, anim, 0)

    def _add(self, ghost: Ghost, anim: QPropertyAnimation, delay: int,
             beside: QPropertyAnimation | None = None) -> None:
        """Run ``anim`` (and ``beside``, at the same time) on ``ghost`` in this
        motion's group, after ``delay`` ms."""
        assert self.group is not None
        self.ghosts.append(ghost)
        ghost.animation = anim
        step: QAbstractAnimation = anim
        if beside is not None:
            both = QParallelAnimationGroup(ghost)
            both.addAnimation(anim)
            both.addAnimation(beside)
            step = both
        if delay:
            seq = QSequentialAnimationGroup(ghost)
            seq.addPause(delay)
            seq.addAnimation(step)
            self.group.addAnimation(seq)
        else:
            self.group.addAnimation(step)
        # later ghosts (the good) above earlier ones (its building)
        ghost.raise_()

    def _veil(self, w: QWidget) -> None:
        """Hide ``w``'s painting (not its place, not its input) until the motion ends:
        a fully transparent effect, enabled now, disabled by :meth:`finish` and kept on
        the widget for the next motion (a disabled effect costs nothing; deleting one
        while the table changes is what Qt does least safely)."""
        effect = w.graphicsEffect()
        if effect is None:
            effect = QGraphicsOpacityEffect(w)
            effect.setObjectName(VEIL)
            effect.setOpacity(0.0)
            w.setGraphicsEffect(effect)
        elif not isinstance(effect, QGraphicsOpacityEffect) or effect.objectName() != VEIL:
            return  # another effect of the widget's own: it shows under its ghost
        effect.setEnabled(True)
        self._veiled.append(effect)

    def _hand_source(self, seat: int, size: QSize) -> QRect:
        """Where ``seat``'s hand is on the table (a rect of ``size``): the middle of
        the viewer's hand row, else the small card back by the seat's name."""
        t = self.parts
        own = t.own is not None and t.own.seat == seat
        anchor: QWidget | None = next((p.hand_icon for p in self._panels()
                                       if p.seat == seat), None)
        if own:
            anchor = t.hand.row if t.hand.row.isVisible() else t.hand
        if not own:  # out of the small card back by the name: small, then growing
            size = size * 0.4
        out = QRect(QPoint(0, 0), size)
        if anchor is not None:
            out.moveCenter(_rect_in(self.table, anchor).center())
        return _inside(out, self.table.rect())

    def _panels(self) -> list[SeatPanel]:
        """The seats on the table, the viewer's last."""
        t = self.parts
        return [*t.seats, *([] if t.own is None else [t.own])]

    def _pile_card(self, pile: str) -> QRect:
        """The top card of the draw or discard pile, in table pixels (as
        :class:`ui.table.info.PileWidget` paints it)."""
        w = self.parts.info.draw if pile == "draw" else self.parts.info.discard
        label_h = max(16.0, w.height() * 0.14)
        avail = QRectF(w.rect()).adjusted(2, 2, -2, -label_h)
        cw = max(8.0, min(avail.width() - 6, avail.height() * style.CARD_RATIO - 4))
        ch = cw / style.CARD_RATIO
        r = QRectF(avail.center().x() - cw / 2, avail.top() + (avail.height() - ch) / 2 - 4,
                   cw, ch).toRect()
        return r.translated(w.mapTo(self.table, QPoint(0, 0)))


def _seats(table: TableParts) -> tuple[int, ...]:
    """The seats shown on ``table``, the viewer's first."""
    own = () if table.own is None else (table.own.seat,)
    return own + tuple(p.seat for p in table.seats)


def _rect_in(table: QWidget, w: QWidget) -> QRect:
    """``w``'s rectangle in ``table``'s pixels."""
    return QRect(w.mapTo(table, QPoint(0, 0)), w.size())


def _inside(r: QRect, bounds: QRect) -> QRect:
    """``r`` moved the least distance that puts it inside ``bounds`` (a rect larger
    than ``bounds`` keeps its top left corner at the bounds' one): a ghost that starts
    by a hand icon at the table's edge is not cut off there."""
    x = max(bounds.left(), min(r.left(), bounds.right() + 1 - r.width()))
    y = max(bounds.top(), min(r.top(), bounds.bottom() + 1 - r.height()))
    return QRect(QPoint(x, y), r.size())


def _picture(w: QWidget) -> QPixmap:
    """What ``w`` paints, on a transparent pixmap (``grab`` would fill its background
    with the window's colour around a card's round corners)."""
    dpr = w.devicePixelRatioF()
    pix = QPixmap(max(1, round(w.width() * dpr)), max(1, round(w.height() * dpr)))
    pix.setDevicePixelRatio(dpr)
    pix.fill(Qt.GlobalColor.transparent)
    w.render(pix, QPoint(0, 0), QRegion(w.rect()), QWidget.RenderFlag.DrawChildren)
    return pix


def _back(size: QSize) -> QPixmap:
    """A card back of ``size``."""
    return style.svg_pixmap(style.CARD_BACK, max(1, size.width()), max(1, size.height()), 1.0)


_goods: dict[tuple[int, int, float], QPixmap] = {}


def _good_pixmap(size: QSize, dpr: float) -> QPixmap:
    """A good (a face-down card lying across) where a card of ``size`` carries it,
    on a transparent pixmap of that size (cached: a trader phase sells several)."""
    key = (size.width(), size.height(), round(dpr, 2))
    if key not in _goods:
        if len(_goods) > 64:
            _goods.clear()
        _goods[key] = _paint_good(size, dpr)
    return _goods[key]


def _paint_good(size: QSize, dpr: float) -> QPixmap:
    pix = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
    pix.setDevicePixelRatio(dpr)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_good(p, QRectF(0, 0, size.width(), size.height()).adjusted(1.5, 1.5, -1.5, -1.5))
    p.end()
    return pix

