"""Decisions with only one sensible answer, answered for the player ("Skip decisions
with one possible answer"): which answer and why, without enumerating selections."""

from __future__ import annotations

from math import comb

from sanjuan.rules.actions import Action, Build, Pass, Select
from sanjuan.rules.decisions import Decision, DecisionKind

K = DecisionKind


def answer_count(d: Decision) -> int:
    """The number of legal answers of ``d`` (counted, never listed)."""
    if d.kind is K.CHOOSE_ROLE:
        return len(d.options)
    if d.kind is K.BUILD:
        return len(d.options) + 1
    n = len(d.candidates)
    return (1 if d.min_count == 0 else 0) + sum(
        comb(n, k) for k in range(max(d.min_count, 1), min(d.max_count, n) + 1))


def forced_answer(d: Decision) -> tuple[Action, str] | None:
    """(the answer, a reason key) when ``d`` leaves one possible answer, or when it is
    producing on the only empty production building (nothing else to decide, RULES.md
    3.2); None when the player has a real choice. Reason keys: ``"no_building"`` (cannot
    afford any building, RULES.md 3.1), ``"one_role"``, ``"produce_one"``,
    ``"nothing_to_choose"``, ``"all_required"``."""
    if d.kind is K.BUILD and not d.options:
        return Pass(), "no_building"
    if d.kind is K.PRODUCE and len(d.candidates) == 1 and d.max_count >= 1:
        return Select(tuple(d.candidates)), "produce_one"
    if answer_count(d) != 1:
        return None
    if d.kind is K.CHOOSE_ROLE:
        return d.options[0], "one_role"
    if d.kind is K.BUILD:  # unreachable: a build decision always allows passing
        o = d.options[0]
        return Build(o.card, o.replace), "one_role"
    if d.min_count == 0:
        return Pass(), "nothing_to_choose"
    return Select(tuple(d.candidates[:d.min_count])), "all_required"
