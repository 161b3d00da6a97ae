"""Display names of the scoring parts of ScoreBreakdown (RULES.md 4), from U3's
``ui.text.scoring`` when present."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def _own_name(part: str) -> str:
    names = {
        "buildings": "Buildings (printed VP)", "chapel": "Chapel cards",
        "bank": "Bank cards", "harbor": "Harbor cards", "guild_hall": "Guild hall",
        "city_hall": "City hall", "triumphal_arch": "Triumphal arch",
        "residence": "Residence", "cathedral": "Cathedral", "palace": "Palace"}
    return QCoreApplication.translate("ScoreParts", names.get(part, part))


def part_name(part: str) -> str:
    """The player-facing name of ScoreBreakdown field ``part`` (e.g. "Guild hall")."""
    try:
        from ui.text.scoring import score_part_name
    except ImportError:  # the text module is written in parallel; keep working without it
        return _own_name(part)
    return score_part_name(part)
