"""Candidate answers to the selection decisions the Expert player searches.

The Hard player answers these by one rule (keep the dearest, pay with the cheapest, by
:func:`.heuristics.keep_values`); the Expert searches the rule's answer and its nearest
rivals. Candidates read only the deciding seat's own hand and public facts.
"""

from __future__ import annotations

from itertools import combinations

from ..actions import Action, Pass, Select
from ..decisions import Decision, DecisionKind
from ..state import GameState
from .heuristics import keep_values

K = DecisionKind
#: Selections searched: councillor's keep (RULES.md 3.4), paying (3.1), hand limit
#: (2.4.3), the Archive's discard (3.4) and the Chapel (2.4.2).
SEARCHED_SELECTIONS = frozenset({K.COUNCILLOR_KEEP, K.PAY, K.HAND_LIMIT,
                                 K.COUNCILLOR_DISCARD, K.CHAPEL})
#: At most this many candidates per selection (the rule's answer first).
MAX_CANDIDATES = 5
#: Enumerate subsets only up to this many; beyond, the rule's answer alone.
MAX_SUBSETS = 400


def selection_candidates(s: GameState, d: Decision) -> list[Action]:
    """Up to :data:`MAX_CANDIDATES` answers to selection ``d`` of seat ``d.seat`` in
    state ``s`` (an observation's state), the rule's answer first: for a keep the
    subsets of highest summed keep value, for the others (what leaves the hand) those of
    lowest; for the Chapel also passing. Returns a list of :class:`Select`/:class:`Pass`.
    """
    vals = keep_values(s, d.seat, d.candidates)
    keep = d.kind is K.COUNCILLOR_KEEP
    out: list[Action] = []
    if d.kind is K.CHAPEL:
        out.append(Pass())
        ks = [1]
    else:
        ks = [d.min_count] if d.min_count == d.max_count else []
    if not ks or d.min_count == 0 and d.kind is not K.CHAPEL:
        from .medium import MediumPlayer

        return [MediumPlayer(0).decide(s, d)]
    k = ks[0]
    cards = sorted(d.candidates)
    n_subsets = _n_choose(len(cards), k)
    if n_subsets > MAX_SUBSETS:
        from .medium import MediumPlayer

        return [MediumPlayer(0).decide(s, d)]
    sign = -1.0 if keep else 1.0
    subsets = sorted(combinations(cards, k),
                     key=lambda sub: (sign * sum(vals[c] for c in sub), sub))
    seen_types: set[tuple[int, ...]] = set()
    for sub in subsets:
        # Two subsets of the same building types are the same choice.
        key = tuple(sorted(s.types[c] for c in sub))
        if key in seen_types:
            continue
        seen_types.add(key)
        out.append(Select(sub))
        if len(out) >= MAX_CANDIDATES:
            break
    if d.kind is K.CHAPEL:
        # The rule's answer (tuck or not) first.
        from .medium import MediumPlayer

        rule = MediumPlayer(0).decide(s, d)
        out.sort(key=lambda a: a != rule)
    return out


def _n_choose(n: int, k: int) -> int:
    from math import comb

    return comb(n, k)


__all__ = ["SEARCHED_SELECTIONS", "selection_candidates"]
