"""Names of the parts of a final score (sanjuan.rules.scoring.ScoreBreakdown, RULES.md 4)."""

from __future__ import annotations

from sanjuan.rules.scoring import ScoreBreakdown
from ui.text import QT_TRANSLATE_NOOP, arg, translate

_PARTS: dict[str, str] = {
    "buildings": QT_TRANSLATE_NOOP("Scoring", "Buildings"),
    "chapel": QT_TRANSLATE_NOOP("Scoring", "Chapel cards"),
    "bank": QT_TRANSLATE_NOOP("Scoring", "Bank cards"),
    "harbor": QT_TRANSLATE_NOOP("Scoring", "Harbor cards"),
    "guild_hall": QT_TRANSLATE_NOOP("Scoring", "Guild hall"),
    "city_hall": QT_TRANSLATE_NOOP("Scoring", "City hall"),
    "triumphal_arch": QT_TRANSLATE_NOOP("Scoring", "Triumphal arch"),
    "residence": QT_TRANSLATE_NOOP("Scoring", "Residence"),
    "cathedral": QT_TRANSLATE_NOOP("Scoring", "Cathedral"),
    "palace": QT_TRANSLATE_NOOP("Scoring", "Palace"),
    "tiebreak": QT_TRANSLATE_NOOP("Scoring", "Tie-break (hand cards + goods)"),
    "total": QT_TRANSLATE_NOOP("Scoring", "Total"),
}

_TIPS: dict[str, str] = {
    "buildings": QT_TRANSLATE_NOOP("Scoring", "Printed VP of every building in the town."),
    "chapel": QT_TRANSLATE_NOOP("Scoring", "1 VP per card under the Chapel."),
    "bank": QT_TRANSLATE_NOOP("Scoring", "1 VP per card under the Bank."),
    "harbor": QT_TRANSLATE_NOOP("Scoring", "1 VP per card under the Harbor."),
    "guild_hall": QT_TRANSLATE_NOOP("Scoring", "Bonus for production buildings."),
    "city_hall": QT_TRANSLATE_NOOP("Scoring", "1 VP per violet building."),
    "triumphal_arch": QT_TRANSLATE_NOOP("Scoring", "4 / 6 / 8 VP for 1 / 2 / 3 monuments."),
    "residence": QT_TRANSLATE_NOOP("Scoring", "Sets of three different buildings of one "
                                              "cost: 4, 3, 2, 1 VP."),
    "cathedral": QT_TRANSLATE_NOOP("Scoring", "Cost-6 buildings of the other players: 4, 3, "
                                              "2, 1 VP."),
    "palace": QT_TRANSLATE_NOOP("Scoring", "1 VP per full 4 VP of everything else."),
    "tiebreak": QT_TRANSLATE_NOOP("Scoring", "Decides a tie: cards in hand plus goods."),
    "total": QT_TRANSLATE_NOOP("Scoring", "Sum of all parts except the tie-break."),
}


def score_part_name(part: str) -> str:
    """Display name of a ScoreBreakdown field (``"guild_hall"`` → "Guild hall"), also
    ``"tiebreak"`` and ``"total"``. Raises KeyError naming the part for any other name."""
    try:
        return translate("Scoring", _PARTS[part])
    except KeyError:
        raise KeyError(f"unknown score part {part!r}") from None


def score_part_tooltip(part: str) -> str:
    """One sentence explaining a ScoreBreakdown field (RULES.md 4); KeyError if unknown."""
    try:
        return translate("Scoring", _TIPS[part])
    except KeyError:
        raise KeyError(f"unknown score part {part!r}") from None


def vp_tooltip(breakdown: ScoreBreakdown, leader: bool) -> str:
    """HTML tooltip of a seat header's VP: the total as far as everyone can know, then
    each non-zero part (RULES.md 4), and whether the seat leads."""
    lines = [arg(translate("Scoring", "<b>%1 VP now</b> (what everyone at the table can "
                                  "count):"), breakdown.total)]
    for part, vp in breakdown.parts().items():
        if vp:
            lines.append(f"{score_part_name(part)}: {vp}")
    if leader:
        lines.append(translate("Scoring", "★ leads now"))
    return "<br>".join(lines)
