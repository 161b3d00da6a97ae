"""Itemised build costs: "4 − 1 Builder − 1 Quarry = 2" (RULES.md 3.1)."""

from __future__ import annotations

from collections.abc import Sequence

from sanjuan.rules.decisions import BuildOption
from ui.text import translate
from ui.text.names import name_of_english

MINUS = "\u2212"
CRANE_PREFIX = "Crane: "  # how sanjuan.rules.phases.builder.cost_breakdown names a Crane credit


def reason_name(reason: str, crane_target: bool = True) -> str:
    """Translated name of one reason of an engine cost breakdown ("Builder", "Smithy",
    "Builder + Library", "Crane: Chapel" …); ``crane_target=False`` names a Crane credit
    just "Crane" (where the text already says which building is built over)."""
    if reason == "Builder":
        return translate("Costs", "Builder")
    if reason == "Builder + Library":
        return translate("Costs", "Builder with Library")
    if reason.startswith(CRANE_PREFIX):
        if not crane_target:
            return translate("Costs", "Crane")
        old = name_of_english(reason[len(CRANE_PREFIX):])
        return translate("Costs", "Crane over {}").format(old)
    return name_of_english(reason)


def breakdown_text(items: Sequence[tuple[str, int]], crane_target: bool = True) -> str:
    """The left side of a cost sum: printed cost, then each reduction with its reason,
    e.g. "4 − 1 Builder − 1 Quarry" for ``(("Quarry", 4), ("Builder", -1), ("Quarry", -1))``.
    The first item is the building itself and shows as its bare cost."""
    if not items:
        return ""
    parts = [str(items[0][1])]
    for reason, amount in items[1:]:
        sign = MINUS if amount < 0 else "+"
        parts.append(f"{sign} {abs(amount)} {reason_name(reason, crane_target)}")
    return " ".join(parts)


def cost_text(option: BuildOption, crane_target: bool = True) -> str:
    """The cost of a legal build as a sum, "4 − 1 Builder − 1 Quarry = 2"; reductions
    never pay out, so the result is ``option.cost`` (floored at 0, RULES.md 3.1). With a
    Black market the goods that may replace cards are noted after the sum.
    ``crane_target=False``: "− 2 Crane" instead of "− 2 Crane over Chapel"."""
    text = f"{breakdown_text(option.breakdown, crane_target)} = {option.cost}"
    if option.max_goods:
        note = (translate("Costs", "up to 1 of it payable with a good (Black market)")
                if option.max_goods == 1 else
                translate("Costs", "up to {} of it payable with goods (Black market)")
                .format(option.max_goods))
        text = translate("Costs", "{}; {}").format(text, note)
    return text
