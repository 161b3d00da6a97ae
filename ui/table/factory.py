"""Card widgets made from an Observation: faces for cards the viewer may see, backs
for everything else (RULES.md 5). The only place that turns card ids into widgets."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from sanjuan.rules.cards import TYPE_INDEX
from sanjuan.rules.observation import Observation
from sanjuan.rules.state import UNKNOWN
from ui.table.card import CardWidget
from ui.text import cards as card_text

CHAPEL, BANK, HARBOR = TYPE_INDEX["chapel"], TYPE_INDEX["bank"], TYPE_INDEX["harbor"]


def face(obs: Observation, card: int, object_name: str, effect: bool = False) -> CardWidget:
    """A face-up card ``card`` (must be visible to ``obs.seat``) named ``object_name``;
    ``effect``: print the effect text on it (large cards)."""
    if card == UNKNOWN:
        return back(object_name)
    s = obs.state
    ti = s.types[card]
    w = CardWidget(card, ti, s.cost(card))
    w.setObjectName(object_name)
    # the short wording fits a card face; the full effect is in the tooltip
    w.set_texts(card_text.card_name(ti),
                card_text.short_effect_text(ti, s.edition) if effect else "")
    w.setToolTip(card_text.card_tooltip(ti, s.edition, obs))
    w.full_effect = card_text.short_effect_text(ti, s.edition)  # for the hover zoom
    return w


def reuse_face(old: dict[int, CardWidget], obs: Observation, card: int, object_name: str,
               effect: bool = False) -> CardWidget:
    """The widget ``old[card]`` made again for ``obs`` (fresh tooltip, plain look) if
    it shows the same card face, else a new :func:`face`. Re-rendering the table then
    creates widgets only for cards that moved (creating and showing them is slow)."""
    w = old.get(card)
    if w is None or card == UNKNOWN or w.type_index != obs.state.types[card] or \
            w.objectName() != object_name:
        return face(obs, card, object_name, effect)
    s = obs.state
    w.reset()
    ti = s.types[card]
    w.set_texts(card_text.card_name(ti),
                card_text.short_effect_text(ti, s.edition) if effect else "")
    w.setToolTip(card_text.card_tooltip(ti, s.edition, obs))
    w.full_effect = card_text.short_effect_text(ti, s.edition)  # for the hover zoom
    return w


def back(object_name: str, tooltip: str = "", card: int = UNKNOWN) -> CardWidget:
    """A face-down card (an opponent's hand card, a pile, a hidden hand)."""
    w = CardWidget(card, None)
    w.setObjectName(object_name)
    w.setToolTip(tooltip or QCoreApplication.translate("Table", "A face-down card"))
    w.setAccessibleName(QCoreApplication.translate("Table", "face-down card"))
    return w


def building(obs: Observation, seat: int, card: int, effect: bool = False,
             private: bool = True, old: dict[int, CardWidget] | None = None) -> CardWidget:
    """Building ``card`` in ``seat``'s tableau, with its good and its tucked cards
    (the Chapel and Bank counts only for their owner, and only if ``private`` information may be
    shown now, RULES.md 5); ``old``: widgets of the last rendering that may be reused."""
    w = reuse_face(old or {}, obs, card, f"building_{card}", effect)
    p = obs.state.players[seat]
    w.has_good = card in p.goods
    ti = obs.state.types[card]
    if ti == CHAPEL and seat == obs.seat and private:
        w.tucked = len(p.chapel)
    elif ti == BANK and seat == obs.seat and private:  # like the Chapel (RULES.md 5)
        w.tucked = len(p.bank)
    elif ti == HARBOR:
        w.tucked = len(p.harbor)
    return w
