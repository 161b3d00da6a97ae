"""What each edition is, in one line for the new-game dialog (RULES.md 1.1, 3.5, 4)."""

from __future__ import annotations

from ui.text import translate


def edition_note(key: str) -> str:
    """One sentence on edition ``key``: what 2018 changed against the classic game, what
    the expansion adds; "" for an unknown key."""
    return {
        "classic": translate("Editions", "The original San Juan (2004): 110 cards; Guild "
                                         "hall +2 per production building; the Gold mine "
                                         "owner takes any revealed card."),
        "2018": translate("Editions", "The revised rules (2018): Prefecture costs 4, Guild "
                                      "hall +1 per production building and +1 per kind, "
                                      "the Gold mine gives the cheapest card."),
        "2018-expansion": translate("Editions", "2018 rules plus “Die neuen Gebäude”: 29 "
                                                "new city buildings (Bank, Harbor, Office "
                                                "building…), the Cathedral beside the "
                                                "tiles, hand limit 6 without Tower."),
    }.get(key, "")
