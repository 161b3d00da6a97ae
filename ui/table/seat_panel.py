"""A player's area: name, governor, "thinking…", hand size, buildings n/12, the VP as far
as everyone can know (★ the leader)
and the tableau. Opponents get a compact panel; the viewer's own panel has large cards."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QAccessible, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from sanjuan.rules.facts import GAME_END_BUILDINGS
from sanjuan.rules.observation import Observation
from sanjuan.rules.public_score import leaders, public_scores
from ui.table import factory, style
from ui.table.accessible import plain
from ui.table.card import CardWidget
from ui.table.cards_row import CardsRow
from ui.table.focus_ring import paint_focus_ring
from ui.text import arg
from ui.text import table as table_text
from ui.text.scoring import vp_tooltip

translate = QCoreApplication.translate


class IconLabel(QLabel):
    """A QLabel showing an SVG resource at a fixed logical size (crisp on high-DPI):
    ``path`` a ``:/...`` path, or a function giving it (the card back of the theme in
    use, ui.table.themes)."""

    def __init__(self, path: str | Callable[[], str], size: QSize,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._path, self._size = path, size
        self.setFixedSize(size)

    def refresh(self) -> None:
        """Render the picture again (the theme changed)."""
        path = self._path() if callable(self._path) else self._path
        self.setPixmap(style.svg_pixmap(path, self._size.width(), self._size.height(),
                                        self.devicePixelRatioF()))

    def showEvent(self, event: object) -> None:  # noqa: N802 (Qt API)
        self.refresh()
        super().showEvent(event)  # type: ignore[arg-type]


def mark_prefix(text: str) -> str:
    """The mark a network seat's name starts with (``"⚠ "`` gone, ``"⚙ "`` a computer
    stands in; any symbol and a space), or "" for a plain name."""
    if len(text) > 2 and text[1] == " " and not text[0].isalnum():
        return text[:2]
    return ""


#: A seat's name shortened in a narrow header keeps at least this many letters.
NAME_LEAST = 4


def short_name(text: str) -> str:
    """``text`` (a seat's name, maybe with a mark) cut to :data:`NAME_LEAST` letters
    and "…" when longer than one more letter, else whole."""
    mark = mark_prefix(text)
    name = text[len(mark):]
    return text if len(name) <= NAME_LEAST + 1 else mark + name[:NAME_LEAST] + "…"


class NameLabel(QLabel):
    """A seat's name that gives way in a narrow header: elided with "…" (the whole
    name in the tooltip and the accessible name) rather than pushing the counts out of
    the panel. It keeps :data:`NAME_LEAST` letters while the header has room for them
    (:meth:`set_room`), and never shrinks below a mark (⚠, ⚙) and the first letter."""

    room: int | None = None

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        """Room for the name's first :data:`NAME_LEAST` letters and "…" (a name that
        short or shorter: whole), so that "Carm…" is still told from "Carla"."""
        fm = self.fontMetrics()
        text = self.text()
        least = fm.horizontalAdvance(short_name(text))
        if self.room is not None:  # the header has less: down to a mark and one letter
            least = max(fm.horizontalAdvance(mark_prefix(text) + "M…"), min(least, self.room))
        return QSize(min(fm.horizontalAdvance(text), least), super().minimumSizeHint().height())

    def set_room(self, room: int | None) -> None:
        """The width (px) the header can give the name at most, or None: no limit."""
        if room != self.room:
            self.room = room
            self.updateGeometry()

    def is_elided(self) -> bool:
        """True when the name does not fit and shows shortened."""
        return self.fontMetrics().horizontalAdvance(self.text()) > self.contentsRect().width()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        r = self.contentsRect()
        text = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight,
                                             r.width())
        p = QPainter(self)
        self.style().drawItemText(p, r, int(self.alignment()), self.palette(),
                                  self.isEnabled(), text, self.foregroundRole())
        p.end()

    def setText(self, text: str) -> None:  # noqa: N802 (Qt API)
        """Show ``text``; the tooltip repeats it while it is shortened, the accessible
        name always."""
        super().setText(text)
        self.setAccessibleName(text)
        self.updateGeometry()
        self._update_tip()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self._update_tip()

    def _update_tip(self) -> None:
        self.setToolTip(self.text() if self.is_elided() else "")


class ThinkingLabel(QLabel):
    """"thinking…" with animated dots while shown; only the dots in a ``compact``
    (narrow) header, where the word would push the name and counts out of sight (the
    word is then the tooltip)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._step = 0
        self.compact = False
        self.active = False
        self.squeezed = False
        self._timer = QTimer(self)
        self._timer.setInterval(400)
        self._timer.timeout.connect(self._tick)
        self.setProperty("thinking", True)  # its colour: ui.table.style.theme_style
        self._tick()

    def set_active(self, active: bool) -> None:
        """Show and animate (True) or hide (False)."""
        self.active = active
        self.setVisible(active and not self.squeezed)
        if active:
            self._timer.start()
        else:
            self._timer.stop()

    def set_squeezed(self, squeezed: bool) -> None:
        """Hidden even while active (True): a header too narrow for the dots (the
        seat's deciding border says it; screen readers hear "thinking")."""
        if squeezed != self.squeezed:
            self.squeezed = squeezed
            self.setVisible(self.active and not squeezed)

    def set_compact(self, compact: bool) -> None:
        """Only the dots (True) or the word with them (False)."""
        if compact != self.compact:
            self.compact = compact
            self._tick(advance=False)

    def _tick(self, advance: bool = True) -> None:
        if advance:
            self._step = (self._step + 1) % 4
        word = translate("Table", "thinking")
        if self.compact:
            self.setText("·" * (self._step + 1) + " " * (3 - self._step))
        else:
            self.setText(word + "." * self._step + " " * (3 - self._step))
        self.setToolTip(word if self.compact else "")


class SeatPanel(QFrame):
    """The area of ``seat``: header line plus tableau. ``own``: the viewer's seat (large
    cards with effect texts, private Chapel count).

    Screen readers hear it as a group named after the player, described by the
    counts in full words (hand, buildings, VP, governor, thinking)."""

    a11y_role = QAccessible.Role.Grouping  # ui.table.accessible

    def __init__(self, seat: int, own: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat, self.own = seat, own
        self.setObjectName("own_panel" if own else "seat_panel")
        self.setProperty("seat", seat)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 4, 8, 6)
        lay.setSpacing(3)
        self.head = head = QHBoxLayout()
        head.setSpacing(6)
        self.governor = IconLabel(style.GOVERNOR, QSize(20, 20))
        self.governor.setObjectName(f"governor_{seat}")
        self.name = NameLabel()
        self.name.setObjectName(f"seat_name_{seat}")
        self.name.setTextFormat(Qt.TextFormat.PlainText)  # a name is never markup
        self.name.setProperty("seat_name", True)  # letter size: style.table_style
        self.thinking = ThinkingLabel()
        self.thinking.setObjectName(f"thinking_{seat}")
        self.hand_icon = IconLabel(lambda: style.CARD_BACK, QSize(12, 17))
        self.stats = QLabel()
        self.stats.setObjectName(f"seat_stats_{seat}")
        self.stats.setTextFormat(Qt.TextFormat.RichText)
        for w in (self.governor, self.name, self.thinking):
            head.addWidget(w)
        head.addStretch(1)
        head.addWidget(self.hand_icon)
        head.addWidget(self.stats)
        lay.addLayout(head)
        if own:
            self.tableau = CardsRow(max_width=104, min_width=24, max_lines=1)
            self.tableau.lift = 8
        else:
            self.tableau = CardsRow(max_width=72, min_width=40, max_lines=2, gap=4)
        self.tableau.setObjectName(f"tableau_{seat}")
        lay.addWidget(self.tableau, 1)
        self.cards: dict[int, CardWidget] = {}
        self._counts = (0, 0, 0, 0)
        self._leader = False
        self._thinking = False
        self._governor = False

    def _show_stats(self) -> None:
        """Hand size, buildings n/12, VP (sanjuan.rules.public_score) (and the own Chapel
        count); compact when the whole line would not fit beside the name (the tooltip
        says it in full)."""
        fm = self.stats.fontMetrics()
        name_fm, name = self.name.fontMetrics(), self.name.text()
        name_least = min(name_fm.horizontalAdvance(name),
                         name_fm.horizontalAdvance(short_name(name)))

        def needed(text: str, gaps: int) -> float:
            plain = text.replace("<b>", "").replace("</b>", "")
            return fm.horizontalAdvance(plain) * 1.08 + name_least \
                + (self.governor.width() if self.governor.isVisibleTo(self) else 0) \
                + self.hand_icon.width() + 16 + 4 * gaps  # bold letters, margins, gaps

        full = self._stats_text(compact=False)
        compact = self.width() < max(320.0, needed(full, 6) + 20)
        self.thinking.set_compact(compact)
        text = self._stats_text(compact) if compact else full
        dots = self.thinking.sizeHint().width() if self.thinking.active else 0
        tight = compact and self.width() < needed(text, 6) + dots
        if tight:  # "4·3/12·★4 SP" and no thinking dots: no room to spare for the name
            text = self._stats_text(True, tight=True)
        self.thinking.set_squeezed(tight)
        self.head.setSpacing(3 if tight else 6)
        side = 4 if tight else 8
        lay = self.layout()
        if lay is not None:
            lay.setContentsMargins(side, 4, side, 6)
        self.stats.setText(text)
        # what is left for the name beside the counts, the icons and the gaps
        plain = text.replace("<b>", "").replace("</b>", "")
        others = fm.horizontalAdvance(plain) * 1.08 + self.hand_icon.width() + 2 * side \
            + (self.governor.width() if self.governor.isVisibleTo(self) else 0) \
            + self._thinking_width() + 4 * self.head.spacing()
        self.name.set_room(int(self.width() - others) if tight else None)

    def _thinking_width(self) -> int:
        """The room "thinking" takes in the header (its dots when compact), 0 if hidden."""
        return self.thinking.sizeHint().width() if self.thinking.isVisibleTo(self) else 0

    def _stats_text(self, compact: bool, tight: bool = False) -> str:
        """The counts: in words (``compact`` False), as numbers, or (``tight``) as
        numbers without spaces."""
        hand, buildings, vp, chapel = self._counts
        parts = [
            str(hand) if compact else arg(translate("Table", "%1 in hand"), hand),
            arg(translate("Table", "%1/%2") if compact
                else translate("Table", "%1/%2 buildings"), buildings, GAME_END_BUILDINGS),
            arg(translate("Table", "<b>%1 VP</b>"), vp),
        ]
        if self._leader:
            parts[-1] = arg(translate("Table", "<b>★ %1 VP</b>"), vp)
        if chapel:
            parts.append(arg(translate("Table", "Chapel %1"), chapel))
        if tight:
            return "·".join(parts).replace("★ ", "★")
        return " · ".join(parts)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self._show_stats()

    def a11y_description(self) -> str:
        """The header in full words: "3 cards in hand; 4 of 12 buildings; 9 VP
        (leading); governor; thinking" and the Chapel count on the own seat."""
        hand, buildings, vp, chapel = self._counts
        parts = [arg(translate("Table", "%1 cards in hand"), hand),
                 arg(translate("Table", "%1 of %2 buildings"), buildings, GAME_END_BUILDINGS),
                 arg(translate("Table", "%1 VP (leading)") if self._leader
                     else translate("Table", "%1 VP"), vp)]
        if chapel:
            parts.append(arg(translate("Table", "Chapel %1"), chapel))
        if self._governor:
            parts.append(translate("Table", "governor"))
        if self._thinking:
            parts.append(translate("Table", "thinking"))
        if self.property("deciding"):
            parts.append(translate("Table", "deciding now"))
        tip = plain(self.toolTip())
        return "; ".join([*parts, tip] if tip else parts)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        super().paintEvent(event)
        if self.hasFocus():  # ui.table.keys: the seat's row starts here
            p = QPainter(self)
            paint_focus_ring(p, QRectF(self.rect()), 8)
            p.end()

    def show_seat(self, obs: Observation, names: Sequence[str], thinking: bool,
                  deciding: bool, private: bool = True) -> None:
        """Re-render from ``obs``; ``thinking``: this seat's AI is thinking now;
        ``deciding``: this seat must decide now (highlighted edge); ``private``: the
        viewer's private counts (Chapel) may be shown."""
        s = obs.state
        p = s.players[self.seat]
        self.name.setText(names[self.seat])
        self.setAccessibleName(names[self.seat])
        self._governor, self._thinking = s.governor == self.seat, thinking
        self.governor.setVisible(s.governor == self.seat)
        self.governor.setToolTip(table_text.governor_tooltip(obs, names))
        self.governor.setAccessibleName(translate("Table", "governor"))
        self.governor.setAccessibleDescription(plain(self.governor.toolTip()))
        self.thinking.set_active(thinking)
        chapel = len(p.chapel) if self.own and private else 0
        scores = public_scores(obs)
        self._leader = self.seat in leaders(scores)
        self._counts = (len(p.hand), len(p.buildings), scores[self.seat].total, chapel)
        self._show_stats()
        self.stats.setToolTip(vp_tooltip(scores[self.seat], self._leader))
        self.stats.setAccessibleDescription(plain(self.stats.toolTip()))
        self.setToolTip(table_text.player_tooltip(obs, self.seat, names, private=private))
        self.setProperty("deciding", deciding)
        self.style().unpolish(self)
        self.style().polish(self)
        old = self.cards
        self.cards = {b: factory.building(obs, self.seat, b, self.own, private, old)
                      for b in p.buildings}
        self.tableau.set_cards(list(self.cards.values()))
