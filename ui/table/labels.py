"""Button labels and selection hints of the decision strip, per decision kind."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from sanjuan.decisions import Decision, DecisionKind

K = DecisionKind


def tr(text: str, n: int = -1) -> str:
    """Translate ``text`` in the "Table" context (``n`` selects a plural form of %n)."""
    return QCoreApplication.translate("Table", text, None, n)


def confirm_label(kind: DecisionKind) -> str:
    """The Confirm button's text for ``kind``."""
    return {
        K.BUILD: tr("Build"),
        K.PAY: tr("Pay"),
        K.BLACK_MARKET: tr("Pay with goods"),
        K.PRODUCE: tr("Produce"),
        K.SELL: tr("Sell"),
        K.COUNCILLOR_KEEP: tr("Keep"),
        K.COUNCILLOR_DISCARD: tr("Discard"),
        K.GOLD_MINE: tr("Take"),
        K.START_HAND: tr("Keep"),
        K.OFFICE: tr("Swap"),
        K.CHAPEL: tr("Tuck under Chapel"),
        K.BANK: tr("Tuck under Bank"),
        K.HAND_LIMIT: tr("Discard"),
    }.get(kind, tr("Confirm"))


def pass_label(kind: DecisionKind) -> str:
    """The Pass button's text for ``kind``."""
    return {
        K.BUILD: tr("Build nothing"),
        K.BLACK_MARKET: tr("Pay with cards only"),
        K.PRODUCE: tr("Produce nothing"),
        K.SELL: tr("Sell nothing"),
        K.OFFICE: tr("Keep my hand"),
        K.CHAPEL: tr("Tuck nothing"),
        K.BANK: tr("Tuck nothing"),
    }.get(kind, tr("Pass"))


def selection_hint(d: Decision, chosen: int, extra: str = "") -> str:
    """"choose 2 more" style hint for a selection of ``chosen`` cards under ``d``."""
    if chosen < d.min_count:
        text = tr("choose %n more", d.min_count - chosen)
    elif chosen < d.max_count:
        text = tr("you may choose %n more", d.max_count - chosen) if chosen else (
            tr("choose up to %n", d.max_count))
    else:
        text = tr("ready") if chosen else ""
    return f"{text} · {extra}" if extra and text else (extra or text)
