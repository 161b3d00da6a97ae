"""Itemised build costs: "4 − 1 Builder − 1 Quarry = 2" (RULES.md 3.1), worded from the
engine's structured cost items (:class:`sanjuan.rules.facts.CostItem`)."""

from __future__ import annotations

from collections.abc import Sequence

from sanjuan.rules.facts import BuildOption, CostItem, CostKind
from ui.text import arg, translate
from ui.text.names import card_name

MINUS = "\u2212"


def reason_name(item: CostItem, crane_target: bool = True) -> str:
    """Translated name of one item of a cost breakdown: "Builder", "Builder with
    Library", the Smithy's or Quarry's card name, "Crane over Chapel" (``crane_target=False``:
    just "Crane", where the text already says which building is built over) or, for the
    printed cost, the building's name."""
    kind = item.kind
    if kind is CostKind.BUILDER:
        return translate("Costs", "Builder")
    if kind is CostKind.LIBRARY:
        return translate("Costs", "Builder with Library")
    if kind is CostKind.CRANE:
        if not crane_target:
            return translate("Costs", "Crane")
        return arg(translate("Costs", "Crane over %1"), card_name(item.replaced))
    return card_name(item.source)


def breakdown_text(items: Sequence[CostItem], crane_target: bool = True) -> str:
    """The left side of a cost sum: printed cost, then each reduction with its reason,
    e.g. "4 − 1 Builder − 1 Quarry" for a Market hall built as builder with a Quarry.
    The first item is the building itself and shows as its bare cost."""
    if not items:
        return ""
    parts = [str(items[0].amount)]
    for item in items[1:]:
        amount = item.amount
        sign = MINUS if amount < 0 else "+"
        parts.append(f"{sign} {abs(amount)} {reason_name(item, crane_target)}")
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
                arg(translate("Costs", "up to %1 of it payable with goods (Black market)"),
                    option.max_goods))
        text = arg(translate("Costs", "%1; %2"), text, note)
    return text
