"""How tall the bands of the table are: opponents, roles, the decision panel with the
drawn cards, the own tableau and the hand (issue 22, "See it well").

The table is five bands stacked; four of them hold a row of cards. The plan gives every
card row the same card height ``x`` (each capped by its own maximum width), so that the
viewer's hand and tableau are never smaller than an opponent's cards, whatever the
phase: the drawn cards of the Councillor always have their room, and the top (opponents
and roles) depends only on the window and on how many lines the opponents' tableaus
need, not on the decision (the role row never jumps when options or drawn cards appear
or the hand empties). Pure arithmetic on pixel figures measured by the table widget,
so it is tested without widgets.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ui.table.style import CARD_RATIO

#: the roles row is this many times the planned card height (at least its minimum)
MIDDLE_RATIO = 0.95
#: never plan cards shorter than this (px); a smaller table is below the window minimum
MIN_CARD_HEIGHT = 24


@dataclass(frozen=True)
class Overheads:
    """Pixels of a table of some letter size that are not cards.

    ``table``: the table's margins and spacing between its bands; ``seat``: an
    opponent panel's header, margins and frame; ``top_gap``: between opponents and
    roles; ``middle_min``: the least height of the roles/trading-house row; ``panel``:
    the decision panel without its drawn cards (prompt line, margins); ``own`` and
    ``hand``: header/title, margins and the lift of a chosen card; ``line_gap``:
    between two lines of an opponent's tableau; ``revealed_lift``: the drawn cards'."""

    table: int
    seat: int
    top_gap: int
    middle_min: int
    panel: int
    own: int
    hand: int
    line_gap: int = 4
    revealed_lift: int = 8
    side: int = 0  # the own tableau beside the hand: the taller of their headers + lift
    side_width: int = 40  # px across that row besides cards: frames, margins, spacing
    row_gap: int = 8  # between two cards in the own rows
    own_gap: int = 6  # between the own tableau and the hand (stacked)


@dataclass(frozen=True)
class Caps:
    """Largest card widths (px) of each row: ``opponent``, ``own`` tableau, ``hand``,
    ``revealed`` (the drawn cards), the opponents' most lines (``opponent_lines``) and
    the width from which stacked own cards are readable (``stacked_readable``)."""

    opponent: int
    own: int
    hand: int
    revealed: int
    opponent_lines: int = 2
    #: the width (px) from which the viewer's stacked cards count as readable (the
    #: table: :data:`STACKED_READABLE`); infinite: never
    stacked_readable: float = math.inf


@dataclass(frozen=True)
class Viewer:
    """The viewer's rows: ``width`` px across the table (inside its margins),
    ``buildings`` and ``hand`` cards (counted as at least :data:`MIN_COUNTED`, so that the
    choice does not change with every card; an empty hand takes only its title's room),
    ``row_margin`` px of the own panel's frame and margins across."""

    width: float
    buildings: int
    hand: int
    row_margin: int = 18


MIN_COUNTED = 4
#: the own tableau goes beside the hand only when that gives cards this much larger
#: (and back only when stacking does): no flipping between two nearly equal layouts
SIDE_GAIN = 1.12
#: the viewer's cards planned stacked at least this wide (px) are readable at any text
#: size (nearly the design's 104 px card of 1280×800; the rows give them more than
#: planned where there is room): the own tableau then stays above the hand, however
#: much larger beside it would be. At 4K and 200 % text (about 100 px planned) beside
#: it made two narrow columns of the tableau and a hand row half the table wide (issue
#: 34); on small windows (1366×768 at 200 %: 60–70 px planned; 1067×600: 49 px) it
#: still goes beside, which keeps the opponents' and roles' rows larger.
STACKED_READABLE = 90


@dataclass(frozen=True)
class Plan:
    """The result: ``top`` px for opponents + roles, of which ``middle`` for the roles
    row and ``opponent_row`` for the opponents' panels; ``opponent_card`` the height
    of an opponent's card in ``lines`` lines; ``revealed`` the drawn cards' row height
    (with their lift); ``own_card`` the card height left for the own tableau, the hand
    and the drawn cards (≥ ``opponent_card`` unless capped by the row's own width)."""

    top: int
    middle: int
    opponent_row: int
    opponent_card: int
    lines: int
    revealed: int
    own_card: int
    side: bool = False  # the own tableau beside the hand (small windows), not above it


#: the least card heights (px) the table keeps before the prompt's letters give way:
#: an opponent's pictogram and badges, the viewer's name band still readable
OPPONENT_LEAST = 50
OWN_LEAST = 70


def readability(p: Plan, caps: Caps, opponents: bool = True) -> float:
    """How readable plan ``p``'s cards are: the smaller of the opponents' and the
    viewer's card height as a share of :data:`OPPONENT_LEAST` and :data:`OWN_LEAST`
    (or of the height their rows' largest widths in ``caps`` allow, if less); 1.0 or
    more is readable."""
    opp = min(OPPONENT_LEAST, math.floor(caps.opponent / CARD_RATIO))
    own = min(OWN_LEAST, math.floor(min(caps.own, caps.hand) / CARD_RATIO))
    share = p.own_card / own
    if opponents:
        share = min(share, p.opponent_card / opp)
    return share


def readable(p: Plan, caps: Caps, opponents: bool = True) -> bool:
    """Whether plan ``p`` gives readable cards (:func:`readability` at least 1): when
    the text around them may shrink, the table shrinks it first."""
    return readability(p, caps, opponents) >= 1.0


def width_limit(panel_width: float, cards: int, lines: int, gap: float) -> float:
    """The widest card (px) with which ``cards`` cards fit ``panel_width`` in ``lines``
    lines (``gap`` px apart); infinite for no cards."""
    if cards <= 0:
        return math.inf
    per = math.ceil(cards / lines)
    return (panel_width - (per - 1) * gap) / per


def plan(height: int, o: Overheads, caps: Caps, opponents: list[tuple[float, int]],
         viewer: Viewer | None = None, side_now: bool = False) -> Plan:
    """The bands of a table ``height`` px tall whose opponents' tableau rows are
    ``opponents`` = [(row width px, buildings)], with overheads ``o`` and largest card
    widths ``caps``. The number of opponent lines (1 or up to ``caps.opponent_lines``)
    is the one giving the largest opponent cards; ties go to fewer lines.

    With ``viewer`` (the own rows' width and card counts) the own tableau may go beside
    the hand (``Plan.side``) when that makes the viewer's cards :data:`SIDE_GAIN` times
    larger than stacked (small windows, few cards) and the stacked cards are narrower
    than ``caps.stacked_readable``; ``side_now``: the layout shown now,
    kept unless the other is that much better."""
    best = _best_lines(height, o, caps, opponents, 0)
    if viewer is None or o.side <= 0:
        return best
    side = _best_lines(height, o, caps, opponents, 1, viewer)
    stacked_card = _stacked_viewer_card(best, o, caps, viewer)
    # readable stacked: the side layout is for small windows only (shown now: only when
    # clearly readable, no flipping as a decision's buttons come and go)
    if stacked_card * CARD_RATIO >= caps.stacked_readable * (SIDE_GAIN if side_now else 1):
        return best
    side_card = side.own_card
    if side_now:
        return side if stacked_card < SIDE_GAIN * side_card else best
    return side if side_card >= SIDE_GAIN * stacked_card else best


def _best_lines(height: int, o: Overheads, caps: Caps, opponents: list[tuple[float, int]],
                side: int, viewer: Viewer | None = None) -> Plan:
    best: Plan | None = None
    for lines in range(1, max(1, caps.opponent_lines) + 1):
        p = _plan_lines(height, o, caps, opponents, lines, side, viewer)
        if best is None or p.opponent_card > best.opponent_card:
            best = p
    assert best is not None
    return best


def _stacked_viewer_card(p: Plan, o: Overheads, caps: Caps, v: Viewer) -> float:
    """The smaller of the own tableau's and the hand's card height when stacked."""
    own = width_limit(v.width - v.row_margin, max(v.buildings, MIN_COUNTED), 1, o.row_gap)
    hand = width_limit(v.width - v.row_margin, max(v.hand, MIN_COUNTED), 1, o.row_gap) \
        if v.hand else math.inf
    return min(p.own_card, own / CARD_RATIO, hand / CARD_RATIO,
               caps.own / CARD_RATIO, caps.hand / CARD_RATIO)


def _plan_lines(height: int, o: Overheads, caps: Caps, opponents: list[tuple[float, int]],
                lines: int, side: int = 0, viewer: Viewer | None = None) -> Plan:
    own_rows = o.side if side else o.own + o.own_gap + o.hand
    fixed = o.table + o.seat + (lines - 1) * o.line_gap + o.top_gap + o.panel + own_rows \
        + o.revealed_lift
    rows = lines + (2 if side else 3)  # opponent lines, drawn cards, own rows
    x = (height - fixed) / (rows + MIDDLE_RATIO)
    if x * MIDDLE_RATIO < o.middle_min:
        x = (height - fixed - o.middle_min) / rows
    x = max(MIN_CARD_HEIGHT, x)
    middle = max(o.middle_min, round(x * MIDDLE_RATIO))
    viewer_most = x
    if side and viewer is not None:  # the own tableau and the hand share one row
        nb = max(viewer.buildings, MIN_COUNTED)
        nh = max(viewer.hand, MIN_COUNTED) if viewer.hand else 1  # an empty hand: its title
        across = (viewer.width - o.side_width - o.row_gap * (nb + nh - 2)) / (nb + nh)
        viewer_most = min(x, across / CARD_RATIO, caps.own / CARD_RATIO,
                          caps.hand / CARD_RATIO)
    opp = min(x, caps.opponent / CARD_RATIO, viewer_most)
    for row_width, n in opponents:
        opp = min(opp, width_limit(row_width, n, lines, o.line_gap) / CARD_RATIO)
    opp = max(MIN_CARD_HEIGHT, math.floor(opp))
    opponent_row = o.seat + lines * opp + (lines - 1) * o.line_gap
    top = opponent_row + o.top_gap + middle
    # what the opponents leave goes to the rows below, alike
    rest = height - o.table - top - o.panel - own_rows - o.revealed_lift
    own = max(MIN_CARD_HEIGHT, math.floor(rest / (rows - lines)))
    if side:
        own = max(MIN_CARD_HEIGHT, math.floor(min(own, viewer_most)))
    revealed = min(own, math.floor(caps.revealed / CARD_RATIO)) + o.revealed_lift
    return Plan(top, middle, opponent_row, opp, lines, revealed, own, bool(side))


#: the own tableau beside the hand takes up to this many lines (a puzzle's 11 buildings
#: in a narrow table: two lines of readable cards, not one of micro-cards)
OWN_LINES = 2


def side_lines(height: float, width: float, buildings: int, hand: int,
               o: Overheads) -> tuple[int, int]:
    """How many lines (1 to :data:`OWN_LINES`) the own tableau beside the hand takes in
    a row of ``width`` px whose tableau is ``height`` px tall, for ``buildings`` and
    ``hand`` cards (each counted as at least :data:`MIN_COUNTED`; an empty hand: its
    title); returns (lines, the tableau's share of the cards' width: the cards of one
    of its lines). More lines only when they give cards 4 px wider."""
    nb = max(buildings, MIN_COUNTED)
    nh = max(hand, MIN_COUNTED) if hand else 1
    best, best_lines = 0.0, 1
    for lines in range(1, OWN_LINES + 1):
        per = math.ceil(nb / lines)
        across = (width - o.side_width - o.row_gap * (per + nh - 2)) / (per + nh)
        tall = (height - (lines - 1) * o.line_gap) / lines
        card = min(across, tall * CARD_RATIO)
        if card > best + 4:
            best, best_lines = card, lines
        if per == 1:
            break
    return best_lines, math.ceil(nb / best_lines)
