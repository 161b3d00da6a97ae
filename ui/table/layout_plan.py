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


@dataclass(frozen=True)
class Caps:
    """Largest card widths (px) of each row: ``opponent``, ``own`` tableau, ``hand``,
    ``revealed`` (the drawn cards), and the opponents' most lines (``opponent_lines``)."""

    opponent: int
    own: int
    hand: int
    revealed: int
    opponent_lines: int = 2


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


def width_limit(panel_width: float, cards: int, lines: int, gap: float) -> float:
    """The widest card (px) with which ``cards`` cards fit ``panel_width`` in ``lines``
    lines (``gap`` px apart); infinite for no cards."""
    if cards <= 0:
        return math.inf
    per = math.ceil(cards / lines)
    return (panel_width - (per - 1) * gap) / per


def plan(height: int, o: Overheads, caps: Caps,
         opponents: list[tuple[float, int]]) -> Plan:
    """The bands of a table ``height`` px tall whose opponents' tableau rows are
    ``opponents`` = [(row width px, buildings)], with overheads ``o`` and largest card
    widths ``caps``. The number of opponent lines (1 or up to ``caps.opponent_lines``)
    is the one giving the largest opponent cards; ties go to fewer lines."""
    best: Plan | None = None
    for lines in range(1, max(1, caps.opponent_lines) + 1):
        p = _plan_lines(height, o, caps, opponents, lines)
        if best is None or p.opponent_card > best.opponent_card:
            best = p
    assert best is not None
    return best


def _plan_lines(height: int, o: Overheads, caps: Caps, opponents: list[tuple[float, int]],
                lines: int) -> Plan:
    fixed = o.table + o.seat + (lines - 1) * o.line_gap + o.top_gap + o.panel + o.own \
        + o.hand + o.revealed_lift
    rows = lines + 3  # opponent lines, drawn cards, own tableau, hand
    x = (height - fixed) / (rows + MIDDLE_RATIO)
    if x * MIDDLE_RATIO < o.middle_min:
        x = (height - fixed - o.middle_min) / rows
    x = max(MIN_CARD_HEIGHT, x)
    middle = max(o.middle_min, round(x * MIDDLE_RATIO))
    opp = min(x, caps.opponent / CARD_RATIO)
    for row_width, n in opponents:
        opp = min(opp, width_limit(row_width, n, lines, o.line_gap) / CARD_RATIO)
    opp = max(MIN_CARD_HEIGHT, math.floor(opp))
    opponent_row = o.seat + lines * opp + (lines - 1) * o.line_gap
    top = opponent_row + o.top_gap + middle
    # what the opponents leave goes to the three rows below, alike
    rest = height - o.table - top - o.panel - o.own - o.hand - o.revealed_lift
    own = max(MIN_CARD_HEIGHT, math.floor(rest / 3))
    revealed = min(own, math.floor(caps.revealed / CARD_RATIO)) + o.revealed_lift
    return Plan(top, middle, opponent_row, opp, lines, revealed, own)
