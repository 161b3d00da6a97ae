"""Candidate answers to the selection decisions the Expert player searches.

The Hard player answers these by one rule (keep the dearest, pay with the cheapest, by
:func:`.heuristics.keep_values`); the Expert searches the rule's answer and its nearest
rivals. Candidates read only the deciding seat's own hand and public facts.
"""

from __future__ import annotations

from itertools import combinations
from math import comb

from sanjuan.ai.heuristics import cheapest, keep_values
from sanjuan.ai.medium import MediumPlayer
from sanjuan.rules.actions import Action, Pass, Select
from sanjuan.rules.decisions import Decision, DecisionKind
from sanjuan.rules.state import GameState

K = DecisionKind
#: Selections of how many cards to give up, 0 up to a maximum, searched over how many of
#: the least valued: the Office building's discard (RULES.md 2.4.1) and the Bank's tuck
#: (2.4.2), both buildings of the expansion "Die neuen Gebäude".
COUNTED_SELECTIONS = frozenset({K.OFFICE, K.BANK})
#: Selections searched: councillor's keep (RULES.md 3.4), paying (3.1), hand limit
#: (2.4.3), the Archive's discard (3.4), the Chapel (2.4.2) and the counted ones above.
SEARCHED_SELECTIONS = frozenset({K.COUNCILLOR_KEEP, K.PAY, K.HAND_LIMIT,
                                 K.COUNCILLOR_DISCARD, K.CHAPEL}) | COUNTED_SELECTIONS
#: At most this many candidates per selection (the rule's answer first).
MAX_CANDIDATES = 5
#: Enumerate subsets only up to this many; beyond, the rule's answer alone.
MAX_SUBSETS = 400
#: The rule-based answers (Medium's; deterministic, no noise).
_RULES = MediumPlayer(0)


def selection_candidates(s: GameState, d: Decision) -> list[Action]:
    """Up to :data:`MAX_CANDIDATES` answers to selection ``d`` of seat ``d.seat`` in
    state ``s`` (an observation's state), the rule's answer first: for a keep the
    subsets of highest summed keep value, for the others (what leaves the hand) those of
    lowest; for the Chapel also passing; for :data:`COUNTED_SELECTIONS` the ``j`` least
    valued cards for the counts ``j`` nearest the rule's (0: passing). Returns a list of
    :class:`Select`/:class:`Pass`.
    """
    rule = _RULES.decide(s, d)
    if d.kind in COUNTED_SELECTIONS:
        return _counted(s, d, rule)
    if d.kind is K.CHAPEL:
        k = 1  # tuck one card, or pass
    elif d.min_count == d.max_count:
        k = d.min_count
    else:
        return [rule]
    cards = sorted(d.candidates)
    if comb(len(cards), k) > MAX_SUBSETS:
        return [rule]
    vals = keep_values(s, d.seat, d.candidates)
    sign = -1.0 if d.kind is K.COUNCILLOR_KEEP else 1.0
    subsets = sorted(combinations(cards, k),
                     key=lambda sub: (sign * sum(vals[c] for c in sub), sub))
    out: list[Action] = [Pass()] if d.kind is K.CHAPEL else []
    seen: set[tuple[int, ...]] = set()
    for sub in subsets:
        # Subsets of the same building types are the same choice.
        types = tuple(sorted(s.types[c] for c in sub))
        if types not in seen:
            seen.add(types)
            out.append(Select(sub))
        if len(out) >= MAX_CANDIDATES:
            break
    # The rule's answer (or its equal in building types) first: successive halving
    # favours the first candidate on ties.
    out.sort(key=lambda a: _types(s, a) != _types(s, rule))
    return out


def _counted(s: GameState, d: Decision, rule: Action) -> list[Action]:
    """Candidates of a counted selection: the ``j`` cards of least keep value for the
    counts ``j`` nearest the rule's answer (which gives up such a prefix), that first."""
    order = cheapest(keep_values(s, d.seat, d.candidates), len(d.candidates))
    r = len(rule.cards) if isinstance(rule, Select) else 0
    counts = sorted(range(d.min_count, d.max_count + 1), key=lambda j: (abs(j - r), j))
    return [Select(order[:j]) if j else Pass() for j in counts[:MAX_CANDIDATES]]


def _types(s: GameState, a: Action) -> tuple[int, ...] | None:
    """The sorted building types a selection names (None for passing)."""
    return tuple(sorted(s.types[c] for c in a.cards)) if isinstance(a, Select) else None


__all__ = ["COUNTED_SELECTIONS", "SEARCHED_SELECTIONS", "selection_candidates"]
