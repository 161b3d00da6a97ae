"""Card names and card tooltips for every building of every edition (RULES.md 1.1, 3, 4)."""

from __future__ import annotations

from sanjuan.rules.cards import CARD_TYPES, MONUMENTS
from sanjuan.rules.editions import Edition
from sanjuan.rules.observation import Observation
from ui.text import arg, translate
from ui.text.card_effects import effect_text, when_text
from ui.text.card_short import short_effect_text
from ui.text.foryou import for_you_lines
from ui.text.names import card_name, good_name

__all__ = ["card_name", "effect_text", "short_effect_text", "card_tooltip", "kind_text",
           "card_cost"]


def card_cost(type_index: int, edition: Edition) -> int:
    """Printed cost in cards of building ``type_index`` in ``edition`` (Prefecture 3 or 4)."""
    return edition.costs[type_index]


def kind_text(type_index: int, edition: Edition) -> str:
    """What kind of building it is: "Production building: indigo" or "Violet building"
    (with "city building", the 2018 name, in the 2018 editions; RULES.md 1.1)."""
    ct = CARD_TYPES[type_index]
    if ct.good is not None:
        return arg(translate("CardTip", "Production building: produces %1"), good_name(ct.good))
    # the 2018 printing calls violet buildings "city buildings"
    city = edition.guild_hall_per_kind
    text = (translate("CardTip", "Violet building (city building)") if city
            else translate("CardTip", "Violet building"))
    if type_index in MONUMENTS:
        text += " · " + translate("CardTip", "monument")
    elif ct.key == "cathedral":
        text += " · " + translate("CardTip", "expansion, lies beside the tiles")
    elif "expansion" in dict(ct.copies):
        text += " · " + translate("CardTip", "expansion")
    return text


def _facts(type_index: int, edition: Edition) -> str:
    ct = CARD_TYPES[type_index]
    cost = card_cost(type_index, edition)
    text = arg(translate("CardTip", "Cost: %1 · Victory points: %2"), cost, ct.vp)
    if ct.key == "prefecture":
        text += " " + (translate("CardTip", "(3 in the classic edition)")
                       if edition.guild_hall_per_kind
                       else translate("CardTip", "(4 in the 2018 edition)"))
    copies = edition.copies(type_index) + edition.table_cards.count(type_index)
    if copies:
        text += " · " + (translate("CardTip", "1 copy") if copies == 1 else
                         arg(translate("CardTip", "%1 copies"), copies))
    else:
        text += " · " + translate("CardTip", "not in this edition")
    return text


def card_tooltip(type_index: int, edition: Edition, obs: Observation | None = None) -> str:
    """Rich-text tooltip of building ``type_index`` in ``edition``: name, kind, cost for
    the edition, printed VP, copies, the effect in plain words and when it starts; with
    ``obs`` also a "For you now" section for ``obs.seat`` (see ``foryou.for_you_lines``).
    Raises IndexError for an index outside CARD_TYPES."""
    name = card_name(type_index)
    parts = [f"<b>{name}</b>",
             f"<i>{kind_text(type_index, edition)}</i>",
             _facts(type_index, edition),
             effect_text(type_index, edition),
             f"<i>{when_text(type_index)}</i>"]
    if obs is not None:
        lines = for_you_lines(type_index, obs)
        if lines:
            parts.append("<b>" + translate("CardTip", "For you now:") + "</b>")
            parts += [f"• {line}" for line in lines]
    return "<qt>" + "<br>".join(parts) + "</qt>"
