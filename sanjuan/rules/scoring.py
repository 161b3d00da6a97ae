"""Final scoring: RULES.md 4 (printed VP, Chapel/Bank/Harbor cards, Guild hall, City hall,
Triumphal arch, Residence, Cathedral, Palace) and the tie-break of RULES.md 2.3."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, fields

from sanjuan.rules.cards import CARD_TYPES, IS_PRODUCTION, MONUMENTS, TYPE_INDEX
from sanjuan.rules.state import GameState

TRIUMPHAL_ARCH_VP = (0, 4, 6, 8)
DESCENDING_VP = (4, 3, 2, 1)  # Residence sets and Cathedral buildings: 4, 3, 2, 1, then 0
PALACE_DIVISOR = 4
SIX_COST = 6


@dataclass(frozen=True, slots=True)
class ScoreBreakdown:
    """One player's score in VP, part by part; ``tiebreak`` is hand cards + goods."""

    buildings: int = 0
    chapel: int = 0
    bank: int = 0
    harbor: int = 0
    guild_hall: int = 0
    city_hall: int = 0
    triumphal_arch: int = 0
    residence: int = 0
    cathedral: int = 0
    palace: int = 0
    tiebreak: int = 0

    @property
    def total(self) -> int:
        """Sum of every part but the tie-break, in VP."""
        # Written out (the search reads it hundreds of thousands of times a game);
        # tests/test_scoring.py checks it is the sum of parts().
        return (self.buildings + self.chapel + self.bank + self.harbor + self.guild_hall
                + self.city_hall + self.triumphal_arch + self.residence + self.cathedral
                + self.palace)

    def parts(self) -> dict[str, int]:
        """The non-tie-break parts by name, in scoring order."""
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name != "tiebreak"}


def descending(n: int) -> int:
    """VP for ``n`` items scored 4, 3, 2, 1, then 0 each (Residence, Cathedral)."""
    return sum(DESCENDING_VP[:n])


def residence_sets(costs_by_kind: dict[int, Counter[int]]) -> int:
    """Number of sets of three different buildings of one cost (RULES.md 4.6).

    ``costs_by_kind`` maps a cost to the count of each building name of that cost; for
    one cost the number of sets is the largest s with Σ min(cᵢ, s) ≥ 3s.
    """
    total = 0
    for counts in costs_by_kind.values():
        s = 0
        while sum(min(c, s + 1) for c in counts.values()) >= 3 * (s + 1):
            s += 1
        total += s
    return total


_VP = tuple(ct.vp for ct in CARD_TYPES)
_GOOD = tuple(ct.good for ct in CARD_TYPES)
_GUILD_HALL, _CITY_HALL, _TRIUMPHAL_ARCH = (
    TYPE_INDEX["guild_hall"], TYPE_INDEX["city_hall"], TYPE_INDEX["triumphal_arch"])
_RESIDENCE, _CATHEDRAL, _PALACE = (
    TYPE_INDEX["residence"], TYPE_INDEX["cathedral"], TYPE_INDEX["palace"])
#: The 6-cost buildings with a scoring bonus (RULES.md 4): a tableau without any of them
#: (most, most of the game) scores its printed VP and tucked cards only.
_BONUS = frozenset((_GUILD_HALL, _CITY_HALL, _TRIUMPHAL_ARCH, _RESIDENCE, _CATHEDRAL,
                    _PALACE))


def score_player(s: GameState, seat: int) -> ScoreBreakdown:
    """The score breakdown of ``seat`` for the current tableau (valid at any time)."""
    p = s.players[seat]
    all_types = s.types
    types = [all_types[b] for b in p.buildings]
    vp = 0
    for t in types:  # a plain loop: the search scores positions very often
        vp += _VP[t]
    tiebreak = len(p.hand) + len(p.goods)
    if _BONUS.isdisjoint(types):
        return ScoreBreakdown(vp, len(p.chapel), len(p.bank), len(p.harbor),
                              tiebreak=tiebreak)
    production = [t for t in types if IS_PRODUCTION[t]]
    parts: dict[str, int] = {
        "buildings": vp, "chapel": len(p.chapel), "bank": len(p.bank), "harbor": len(p.harbor)}
    if _GUILD_HALL in types:
        if s.edition.guild_hall_per_kind:
            parts["guild_hall"] = len(production) + len({_GOOD[t] for t in production})
        else:
            parts["guild_hall"] = 2 * len(production)
    if _CITY_HALL in types:
        parts["city_hall"] = len(types) - len(production)
    if _TRIUMPHAL_ARCH in types:
        parts["triumphal_arch"] = TRIUMPHAL_ARCH_VP[len(MONUMENTS.intersection(types))]
    if _RESIDENCE in types:
        by_cost: dict[int, Counter[int]] = {}
        for b in p.buildings:
            by_cost.setdefault(s.cost(b), Counter())[all_types[b]] += 1
        parts["residence"] = descending(residence_sets(by_cost))
    if _CATHEDRAL in types:
        sixes = sum(1 for q, other in enumerate(s.players) if q != seat
                    for b in other.buildings if s.cost(b) == SIX_COST)
        parts["cathedral"] = descending(sixes)
    if _PALACE in types:
        parts["palace"] = sum(parts.values()) // PALACE_DIVISOR
    return ScoreBreakdown(**parts, tiebreak=tiebreak)


def score(s: GameState) -> list[ScoreBreakdown]:
    """Score breakdown of every seat."""
    return [score_player(s, i) for i in range(s.num_players)]


def winners(scores: list[ScoreBreakdown]) -> tuple[int, ...]:
    """Seats with the highest total; ties broken by hand cards + goods; a remaining tie
    is a shared win (RULES.md 2.3)."""
    best = max((b.total, b.tiebreak) for b in scores)
    return tuple(i for i, b in enumerate(scores) if (b.total, b.tiebreak) == best)


def printed_vp(s: GameState, seat: int) -> int:
    """Printed VP of ``seat``'s buildings (public during the game)."""
    return sum(s.ctype(b).vp for b in s.players[seat].buildings)
