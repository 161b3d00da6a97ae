"""Words for hints and reviews: an option's name, its estimated win chance and the reason
(:class:`sanjuan.learn.reasons.Reason`) in a sentence.

Pure functions of engine values, translated at call time (context "Hints"); with no
translator installed they give plain English, which the ``sanjuan hint`` and ``sanjuan
review`` commands print. Plurals use ``%n`` numerus forms; names are filled in with
``str.format`` after translation. Plain text (no rich-text markup).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sanjuan.learn.reasons import Reason
from sanjuan.rules.actions import Action, Build, ChooseRole, Pass, Select
from sanjuan.rules.cards import CARD_TYPES, Good
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.observation import Observation
from ui.text import arg, join, plain_seat_name, plural_en, translate
from ui.text.names import card_name, good_name, role_name, tile_letter

K = DecisionKind


def percent(win: float) -> str:
    """``win`` (0…1) as a whole percentage ("63 %")."""
    return arg(translate("Hints", "%1 %"), round(100 * win))


def about_equal_text() -> str:
    """The mark of an option about as good as the first one ("(about equal)"): their
    difference is within the search's noise (:attr:`sanjuan.learn.coach.Hint.close`)."""
    return translate("Hints", "(about equal)")


def action_text(obs: Observation, action: Action) -> str:
    """A short name of ``action`` for ``obs.decision`` ("Builder (with Library)", "Build
    Library", "Sell silver", "Pass")."""
    s = obs.state
    if isinstance(action, ChooseRole):
        if action.use_library:
            return arg(translate("Hints", "%1 (with Library)"), role_name(action.role))
        return role_name(action.role)
    if isinstance(action, Build):
        name = card_name(s.types[action.card])
        if action.replace is not None:
            return arg(translate("Hints", "Build %1 over %2"),
                name, card_name(s.types[action.replace]))
        return arg(translate("Hints", "Build %1"), name)
    d = obs.decision
    if isinstance(action, Pass):
        if d is not None and d.kind is K.BUILD:
            return translate("Hints", "Build nothing")
        return translate("Hints", "Choose nothing")
    assert isinstance(action, Select)
    kind = d.kind if d is not None else None
    if kind in (K.PRODUCE, K.SELL):
        goods = _goods([_good_of(s.types[b]) for b in action.cards])
        if kind is K.PRODUCE:
            return arg(translate("Hints", "Produce %1"), goods)
        return arg(translate("Hints", "Sell %1"), goods)
    cards = join([card_name(s.types[c]) for c in action.cards])
    if kind is K.PAY:
        return arg(translate("Hints", "Pay with %1"), cards)
    if kind in (K.HAND_LIMIT, K.COUNCILLOR_DISCARD):
        return arg(translate("Hints", "Discard %1"), cards)
    if kind in (K.CHAPEL, K.BANK):
        return arg(translate("Hints", "Tuck %1"), cards)
    if kind is K.OFFICE:
        return arg(translate("Hints", "Exchange %1"), cards)
    return arg(translate("Hints", "Keep %1"), cards)


def _good_of(type_index: int) -> int:
    g = CARD_TYPES[type_index].good
    return -1 if g is None else int(g)


def _goods(goods: Sequence[int]) -> str:
    return join([translate("Hints", "a good") if g < 0 else good_name(Good(g))
                 for g in goods])


def _cards(types: Sequence[int]) -> str:
    return join([card_name(t) for t in types])


def reason_text(r: Reason, names: Sequence[str]) -> str:
    """The sentence for reason ``r``; ``names`` are the seats' names (for "others")."""
    v = r.values
    k = r.kind
    if k in ("builder", "producer", "trader", "councillor", "prospector"):
        return _role_text(r, names)
    if k == "build":
        cost, vp, left = v["cost"], v["vp"], v["left"]
        # a building scored at the game's end: what it would give now, not its printed 0
        if "now" in v:
            now = v["now"]  # (lupdate misses a message whose %n is a subscript)
            worth = translate("Hints", "worth %n VP now (counted at the game's end)", None,
                              now)
        else:
            worth = translate("Hints", "%n VP", None, vp)
        return "".join([
            arg(plural_en(translate("Hints", "%1 for %n card(s): ", None, cost), cost),
                card_name(v["card"])),
            worth,
            plural_en(translate("Hints", ", %n card(s) left in your hand", None, left), left)])
    if k == "pass_build":
        hand = v["hand"]
        text = translate("Hints", "Keep your %n hand card(s) for later", None, hand)
        return plural_en(text, hand)
    if k == "pay":
        if not v["kept"]:
            return translate("Hints", "You keep none of the cards you could pay with")
        return arg(translate("Hints", "You keep %1"), _cards(v["kept"]))
    if k == "produce":
        low, high = v.get("low", 0), v.get("high", 0)
        if low == high:
            return plural_en(translate("Hints", "Sells for %n card(s) on any tile", None,
                                       high), high)
        return arg(translate("Hints", "Sells for %1 to %n cards, by the trading-house tile",
                             None, high), low)
    if k == "sell":
        pay, tile = v["pay"], v["tile"]
        return arg(plural_en(translate("Hints", "Tile %1: %n card(s) for %2", None, pay), pay),
                   tile_letter(tile if tile is not None else -1), _goods(v["goods"]))
    if k == "discard":
        if not v.get("kept"):
            return translate("Hints", "Your hand is empty afterwards")
        return arg(translate("Hints", "You keep %1"), _cards(v["kept"]))
    if k == "keep":
        if not v.get("dropped"):
            return translate("Hints", "You give up none of the cards offered")
        return arg(translate("Hints", "You give up %1"), _cards(v["dropped"]))
    if k == "tuck":
        vp = v.get("vp", len(v["cards"]))
        return plural_en(translate("Hints", "%n VP at the game's end for as many hand cards",
                                   None, vp), vp)
    if k == "swap":
        n = v.get("count", len(v["cards"]))
        return plural_en(translate("Hints", "You draw %n new card(s) instead", None, n), n)
    if k == "pass":
        return translate("Hints", "Keep everything as it is")
    n = v.get("count", 0)
    return plural_en(translate("Hints", "Choose %n card(s)", None, n), n)


def _privilege(priv: int) -> str:
    if priv == 2:
        return translate("Hints", "with the privilege and the Library")
    return translate("Hints", "with the privilege")


def _others(v: dict[str, Any], names: Sequence[str], kind: str) -> list[str]:
    out = []
    for q, n in v["others"]:
        if kind == "builder":
            text = translate("Hints", "%1 has %n hand card(s)", None, n)
        elif kind == "producer":
            text = translate("Hints", "%1 can fill %n building(s)", None, n)
        else:
            text = translate("Hints", "%1 has %n good(s)", None, n)
        out.append(arg(plural_en(text, n), plain_seat_name(names, q)))
    return out


def _role_text(r: Reason, names: Sequence[str]) -> str:
    v, k = r.values, r.kind
    priv = _privilege(v["priv"])
    tail: list[str] = []
    if k == "builder":
        cost = v["cost"]
        if v["card"] is None:
            head = arg(translate("Hints", "Builder: even %1 you cannot build anything"), priv)
        else:
            head = arg(translate("Hints", "Builder: %1 you can build the %2 for %n", None,
                             cost), priv, card_name(v["card"]))
        tail = _others(v, names, k)
    elif k == "producer":
        if v["goods"]:
            head = arg(translate("Hints", "Producer: %1 you produce %2"),
                priv, _goods(v["goods"]))
        else:
            head = translate("Hints", "Producer: you have no empty production building")
        tail = _others(v, names, k)
    elif k == "trader":
        pay = v["pay"]
        if not v["goods"]:
            head = translate("Hints", "Trader: you have no goods to sell")
        elif pay is None:
            head = arg(translate("Hints", "Trader: %1 you sell %2 (the next tile is unknown)"
                             ), priv, _goods(v["goods"]))
        else:
            # the tile the Trader would turn, not the one on the table (issue 34)
            head = arg(translate("Hints", "Trader: the next tile, %1, pays %n for your %2",
                                 None, pay), tile_letter(v["tile"]), _goods(v["goods"]))
        tail = _others(v, names, k)
    elif k == "councillor":
        draw, keep = v["draw"], v["keep"]
        head = arg(translate("Hints", "Councillor: %1 you draw %n cards", None, draw), priv)
        head += translate("Hints", " and keep %n", None, keep)
    else:
        draw = v["draw"]
        head = arg(plural_en(translate("Hints", "Prospector: %1 you draw %n card(s)", None, draw),
                             draw), priv)
    return "; ".join([head, *tail])
