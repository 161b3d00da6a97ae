"""Warnings added to the prompt: the game's end is near (RULES.md 2.3), a Crane
replacement loses the good on the replaced building (RULES.md 3.1)."""

from __future__ import annotations

from sanjuan.rules.end_warning import end_warning
from sanjuan.rules.observation import Observation
from ui.text import translate


def end_warning_text(obs: Observation) -> str:
    """"" or one sentence warning that the game may end or ends with this builder
    phase (plain text)."""
    key = end_warning(obs.state)
    if key == "last_phase":
        return translate("Warnings", "Last builder phase: the game ends after it.")
    if key == "may_end":
        return translate("Warnings", "Someone has 11 buildings: the game may end in this "
                                     "builder phase.")
    if key == "may_end_soon":
        return translate("Warnings", "Someone has 11 buildings: the game may end in the "
                                     "next builder phase.")
    return ""


def good_lost_text() -> str:
    """Said on a Crane option whose replaced building holds a good."""
    return translate("Warnings", "its good is lost")
