"""Button labels and selection hints of the decision strip, per decision kind."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from sanjuan.rules.decisions import Decision, DecisionKind
from ui.text import arg

translate = QCoreApplication.translate

K = DecisionKind


def confirm_label(kind: DecisionKind) -> str:
    """The Confirm button's text for ``kind``."""
    # a verb here, the pile's name elsewhere: German needs two words ("Abwerfen", "Ablage")
    discard = translate("Table", "Discard", "button: discard the chosen cards")
    return {
        K.BUILD: translate("Table", "Build"),
        K.PAY: translate("Table", "Pay"),
        K.BLACK_MARKET: translate("Table", "Pay with goods"),
        K.PRODUCE: translate("Table", "Produce"),
        K.SELL: translate("Table", "Sell"),
        K.COUNCILLOR_KEEP: translate("Table", "Keep"),
        K.COUNCILLOR_DISCARD: discard,
        K.GOLD_MINE: translate("Table", "Take"),
        K.START_HAND: discard,
        K.OFFICE: translate("Table", "Swap"),
        K.CHAPEL: translate("Table", "Tuck under Chapel"),
        K.BANK: translate("Table", "Tuck under Bank"),
        K.HAND_LIMIT: discard,
    }.get(kind, translate("Table", "Confirm"))


def pass_label(kind: DecisionKind) -> str:
    """The Pass button's text for ``kind``."""
    return {
        K.BUILD: translate("Table", "Build nothing"),
        K.BLACK_MARKET: translate("Table", "Pay with cards only"),
        K.PRODUCE: translate("Table", "Produce nothing"),
        K.SELL: translate("Table", "Sell nothing"),
        K.OFFICE: translate("Table", "Keep my hand"),
        K.CHAPEL: translate("Table", "Tuck nothing"),
        K.BANK: translate("Table", "Tuck nothing"),
    }.get(kind, translate("Table", "Pass"))


def selection_hint(d: Decision, chosen: int, extra: str = "") -> str:
    """"choose 2 more" style hint for a selection of ``chosen`` cards under ``d``."""
    if chosen < d.min_count:
        text = arg(translate("Table", "choose %1 more"), d.min_count - chosen)
    elif chosen < d.max_count:
        text = (arg(translate("Table", "you may choose %1 more"), d.max_count - chosen)
                if chosen else arg(translate("Table", "choose up to %1"), d.max_count))
    else:
        text = translate("Table", "ready") if chosen else ""
    return f"{text} · {extra}" if extra and text else (extra or text)
