"""What the viewer must do now, or whom they are waiting for; the game-over line; the
phase name; build cost sums (RULES.md 2–4, one text per DecisionKind)."""

from __future__ import annotations

from collections.abc import Sequence

from sanjuan.rules.cards import Role
from sanjuan.rules.decisions import Decision, DecisionKind
from sanjuan.rules.facts import privilege
from sanjuan.rules.observation import Observation
from sanjuan.rules.scoring import score, winners
from ui.text import QT_TRANSLATE_NOOP, arg, count, is_you_name, join, plain_seat_name, translate
from ui.text.costs import cost_text
from ui.text.names import card_name, tile_letter

__all__ = ["prompt", "cost_text", "phase_name", "waiting_text"]

K = DecisionKind

_WAITING = {
    K.START_HAND: QT_TRANSLATE_NOOP("Prompts", "%1 is choosing a start hand…"),
    K.OFFICE: QT_TRANSLATE_NOOP("Prompts", "%1 is using the Office building…"),
    K.CHAPEL: QT_TRANSLATE_NOOP("Prompts", "%1 is deciding about the Chapel…"),
    K.BANK: QT_TRANSLATE_NOOP("Prompts", "%1 is deciding about the Bank…"),
    K.HAND_LIMIT: QT_TRANSLATE_NOOP("Prompts", "%1 is discarding down to the hand limit…"),
    K.CHOOSE_ROLE: QT_TRANSLATE_NOOP("Prompts", "%1 is choosing a role…"),
    K.BUILD: QT_TRANSLATE_NOOP("Prompts", "%1 is deciding what to build…"),
    K.BLACK_MARKET: QT_TRANSLATE_NOOP("Prompts", "%1 is choosing goods for the Black market…"),
    K.PAY: QT_TRANSLATE_NOOP("Prompts", "%1 is paying for a building…"),
    K.PRODUCE: QT_TRANSLATE_NOOP("Prompts", "%1 is producing…"),
    K.SELL: QT_TRANSLATE_NOOP("Prompts", "%1 is selling…"),
    K.COUNCILLOR_KEEP: QT_TRANSLATE_NOOP("Prompts", "%1 is choosing which cards to keep…"),
    K.COUNCILLOR_DISCARD: QT_TRANSLATE_NOOP("Prompts", "%1 is discarding cards (Archive)…"),
    K.GOLD_MINE: QT_TRANSLATE_NOOP("Prompts", "%1 is taking a card from the Gold mine…"),
}

#: The same, for the seat with the default name "You" (a replay, a spectated view).
_WAITING_YOU = {
    K.START_HAND: QT_TRANSLATE_NOOP("Prompts", "You are choosing a start hand…"),
    K.OFFICE: QT_TRANSLATE_NOOP("Prompts", "You are using the Office building…"),
    K.CHAPEL: QT_TRANSLATE_NOOP("Prompts", "You are deciding about the Chapel…"),
    K.BANK: QT_TRANSLATE_NOOP("Prompts", "You are deciding about the Bank…"),
    K.HAND_LIMIT: QT_TRANSLATE_NOOP("Prompts", "You are discarding down to the hand limit…"),
    K.CHOOSE_ROLE: QT_TRANSLATE_NOOP("Prompts", "You are choosing a role…"),
    K.BUILD: QT_TRANSLATE_NOOP("Prompts", "You are deciding what to build…"),
    K.BLACK_MARKET: QT_TRANSLATE_NOOP("Prompts", "You are choosing goods for the Black "
                                                 "market…"),
    K.PAY: QT_TRANSLATE_NOOP("Prompts", "You are paying for a building…"),
    K.PRODUCE: QT_TRANSLATE_NOOP("Prompts", "You are producing…"),
    K.SELL: QT_TRANSLATE_NOOP("Prompts", "You are selling…"),
    K.COUNCILLOR_KEEP: QT_TRANSLATE_NOOP("Prompts", "You are choosing which cards to keep…"),
    K.COUNCILLOR_DISCARD: QT_TRANSLATE_NOOP("Prompts", "You are discarding cards (Archive)…"),
    K.GOLD_MINE: QT_TRANSLATE_NOOP("Prompts", "You are taking a card from the Gold mine…"),
}

_PHASES = {
    Role.BUILDER: QT_TRANSLATE_NOOP("Prompts", "Builder phase"),
    Role.PRODUCER: QT_TRANSLATE_NOOP("Prompts", "Producer phase"),
    Role.TRADER: QT_TRANSLATE_NOOP("Prompts", "Trader phase"),
    Role.COUNCILLOR: QT_TRANSLATE_NOOP("Prompts", "Councillor phase"),
    Role.PROSPECTOR: QT_TRANSLATE_NOOP("Prompts", "Prospector phase"),
}


def _cards(n: int) -> str:
    return count(n, translate("Prompts", "%1 card"), translate("Prompts", "%1 cards"))


def _goods(n: int) -> str:
    return count(n, translate("Prompts", "%1 good"), translate("Prompts", "%1 goods"))


def _own_prompt(obs: Observation, d: Decision) -> str:  # one branch per kind
    s = obs.state
    priv = privilege(s, d.seat)
    k = d.kind
    if k is K.START_HAND:  # the table asks for the cards to discard (fewer clicks)
        drop = len(d.candidates) - d.min_count
        if drop == 1:
            return arg(translate("Prompts", "Start hand: click the 1 card to discard; you keep "
                                            "the other %1."), d.min_count)
        return arg(translate("Prompts", "Start hand: click the %1 cards to discard; you keep "
                                        "the other %2."), drop, d.min_count)
    if k is K.OFFICE:
        if d.max_count == 1:
            return translate("Prompts", "Office building: choose 1 hand card to discard and draw "
                                        "a new one, or pass.")
        return arg(translate("Prompts",
                             "Office building: choose up to %1 hand cards to discard and "
                             "draw as many, or pass."), d.max_count)
    if k is K.CHAPEL:
        return translate("Prompts", "Chapel: tuck 1 hand card under your Chapel (1 VP at the end), "
                                    "or pass.")
    if k is K.BANK:
        return translate("Prompts", "Bank (once per game): tuck any number of hand cards under "
                                    "your Bank (1 VP each), or pass.")
    if k is K.HAND_LIMIT:
        return arg(translate("Prompts", "Hand limit: discard %1 down to %2."),
            _cards(d.min_count), d.info.get("limit", len(d.candidates) - d.min_count))
    if k is K.CHOOSE_ROLE:
        if d.seat in s.role_owner:  # two players: the governor's second role (RULES.md 2.2.3)
            text = translate("Prompts", "Choose your second role.")
        elif d.seat == s.governor:
            text = translate("Prompts", "Governor: choose a role.")
        else:
            text = translate("Prompts", "Choose a role.")
        if any(o.use_library for o in d.options):
            text += " " + translate("Prompts", "Your Library can double its privilege.")
        return text
    if k is K.BUILD:
        if not d.options:
            return (translate("Prompts", "Builder: you cannot afford any building — pass.") if priv
                    else translate("Prompts", "Builder phase: you cannot afford any building — "
                                              "pass."))
        if priv == 2:
            return translate("Prompts", "Builder: choose a building to build, or pass — you pay 2 "
                                        "less (Library).")
        if priv == 1:
            return translate("Prompts", "Builder: choose a building to build, or pass — you pay 1 "
                                        "less.")
        return translate("Prompts", "Builder phase: choose a building to build, or pass.")
    if k is K.BLACK_MARKET:
        card = d.info.get("card")
        name = card_name(s.types[card]) if card is not None else ""
        cost = _cards(d.info.get("cost", 0))
        if d.min_count and d.min_count == d.max_count:
            return arg(translate("Prompts",
                                 "Black market: the %1 costs %2; choose %3 to pay instead "
                                 "of cards."), name, cost, _goods(d.min_count))
        if d.min_count:
            return arg(translate("Prompts",
                                 "Black market: the %1 costs %2; choose %3 to %4 goods to "
                                 "pay instead of cards."), name, cost, d.min_count,
                                                                        d.max_count)
        if d.max_count == 1:
            return arg(translate("Prompts",
                                 "Black market: the %1 costs %2; you may pay with 1 good "
                                 "instead of a card, or pass."), name, cost)
        return arg(translate("Prompts", "Black market: the %1 costs %2; choose up to %3 goods to "
                                    "pay instead of cards, or pass."), name, cost,
                                                                             d.max_count)
    if k is K.PAY:
        card = d.info.get("card")
        name = card_name(s.types[card]) if card is not None else ""
        return arg(translate("Prompts", "Pay for the %1: choose %2 to discard."),
            name, _cards(d.min_count))
    if k is K.PRODUCE:
        head = translate("Prompts", "Producer") if priv else translate("Prompts", "Producer phase")
        return arg(translate("Prompts",
                             "%1: choose up to %2 empty production buildings to produce on, "
                             "or pass."), head, d.max_count) if d.max_count > 1 else \
            arg(translate("Prompts", "%1: choose an empty production building to produce on, or "
                                 "pass."), head)
    if k is K.SELL:
        head = translate("Prompts", "Trader") if priv else translate("Prompts", "Trader phase")
        tile = tile_letter(d.info.get("tile", s.tile))
        if d.max_count > 1:
            return arg(translate("Prompts", "%1: choose up to %2 goods to sell (tile %3), or "
                                        "pass."), head, d.max_count, tile)
        return arg(translate("Prompts", "%1: choose a good to sell (tile %2), or pass."),
            head, tile)
    if k is K.COUNCILLOR_KEEP:
        head = translate("Prompts", "Councillor") if priv else translate(
                "Prompts", "Councillor phase")
        if d.min_count == 1:
            return arg(translate("Prompts", "%1: keep 1 of the %2 cards you drew."),
                head, len(d.candidates))
        return arg(translate("Prompts", "%1: keep %2 of the %3 cards you drew."),
            head, d.min_count, len(d.candidates))
    if k is K.COUNCILLOR_DISCARD:
        head = translate("Prompts", "Councillor") if priv else translate(
                "Prompts", "Councillor phase")
        return arg(translate("Prompts", "%1 (Archive): discard %2 from your whole hand."),
            head, _cards(d.min_count))
    if k is K.GOLD_MINE:
        return translate("Prompts", "Gold mine: take one of the revealed cards.")
    raise ValueError(f"no prompt for decision kind {k}")


def waiting_text(d: Decision, names: Sequence[str]) -> str:
    """"Anna is choosing a role…" for another seat's decision ``d`` ("You are choosing a
    role…" for a seat with the default name "You", as in a replay)."""
    name = plain_seat_name(names, d.seat)
    if is_you_name(name):
        return translate("Prompts", _WAITING_YOU[d.kind])
    return arg(translate("Prompts", _WAITING[d.kind]), name)


def game_over_text(obs: Observation, names: Sequence[str]) -> str:
    """"Game over: Anna wins with 42 VP." (shared wins named together, RULES.md 2.3)."""
    scores = score(obs.state)
    best = winners(scores)
    vp = scores[best[0]].total
    if obs.seat in best:
        others = join([plain_seat_name(names, w) for w in best if w != obs.seat])
        if not others:
            return arg(translate("Prompts", "Game over: you win with %1 VP."), vp)
        return arg(translate("Prompts", "Game over: you share the victory with %1 at %2 VP."),
            others, vp)
    who = join([plain_seat_name(names, w) for w in best])
    if len(best) == 1:
        return arg(translate("Prompts", "Game over: %1 wins with %2 VP."), who, vp)
    return arg(translate("Prompts", "Game over: %1 share the victory with %2 VP."), who, vp)


def prompt(obs: Observation, names: Sequence[str]) -> str:
    """What ``obs.seat`` must do now, naming the phase and privilege (e.g. "Builder:
    choose a building to build, or pass — you pay 1 less"); "Anna is choosing a role…"
    when another seat decides; the game-over line at the end; "" if nothing is due.
    Plain text (names are not HTML-escaped), like :func:`phase_name`."""
    s = obs.state
    if s.over:
        return game_over_text(obs, names)
    d = s.decision
    if d is None:
        return ""
    if d.seat == obs.seat:
        return _own_prompt(obs, d)
    return waiting_text(d, names)


def phase_name(obs: Observation) -> str:
    """"Round 3 · Builder phase", "Round 3 · role choice", "Round 3 · start of round",
    "Start hands" or "Game over"."""
    s = obs.state
    if s.over:
        return translate("Prompts", "Game over")
    d = s.decision
    if d is not None and d.kind is K.START_HAND:
        return translate("Prompts", "Start hands")
    if d is not None and d.kind is K.CHOOSE_ROLE:
        what = translate("Prompts", "role choice")
    elif d is not None and d.role is not None:
        what = translate("Prompts", _PHASES[d.role])
    else:
        what = translate("Prompts", "start of round")
    return arg(translate("Prompts", "Round %1 · %2"), s.round, what)
