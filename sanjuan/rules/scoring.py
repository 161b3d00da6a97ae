"""Final scoring: RULES.md 4 (printed VP, Chapel/Bank/Harbor cards, Guild hall, City hall,
Triumphal arch, Residence, Cathedral, Palace) and the tie-break of RULES.md 2.3."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, fields

from sanjuan.rules.cards import MONUMENTS, TYPE_INDEX
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
        return sum(getattr(self, f.name) for f in fields(self) if f.name != "tiebreak")

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


def _has(types: list[int], key: str) -> bool:
    return TYPE_INDEX[key] in types


def score_player(s: GameState, seat: int) -> ScoreBreakdown:
    """The score breakdown of ``seat`` for the current tableau (valid at any time)."""
    p = s.players[seat]
    types = [s.types[b] for b in p.buildings]
    cts = [s.ctype(b) for b in p.buildings]
    production = [ct for ct in cts if ct.is_production]
    parts: dict[str, int] = {
        "buildings": sum(ct.vp for ct in cts),
        "chapel": len(p.chapel), "bank": len(p.bank), "harbor": len(p.harbor)}
    if _has(types, "guild_hall"):
        if s.edition.guild_hall_per_kind:
            parts["guild_hall"] = len(production) + len({ct.good for ct in production})
        else:
            parts["guild_hall"] = 2 * len(production)
    if _has(types, "city_hall"):
        parts["city_hall"] = len(cts) - len(production)
    if _has(types, "triumphal_arch"):
        parts["triumphal_arch"] = TRIUMPHAL_ARCH_VP[len(MONUMENTS.intersection(types))]
    if _has(types, "residence"):
        by_cost: dict[int, Counter[int]] = {}
        for b in p.buildings:
            by_cost.setdefault(s.cost(b), Counter())[s.types[b]] += 1
        parts["residence"] = descending(residence_sets(by_cost))
    if _has(types, "cathedral"):
        sixes = sum(1 for q, other in enumerate(s.players) if q != seat
                    for b in other.buildings if s.cost(b) == SIX_COST)
        parts["cathedral"] = descending(sixes)
    if _has(types, "palace"):
        parts["palace"] = sum(parts.values()) // PALACE_DIVISOR
    return ScoreBreakdown(**parts, tiebreak=len(p.hand) + len(p.goods))


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
