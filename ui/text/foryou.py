"""The "For you now" part of a card tooltip: what building a card type means for the
observing seat right now — ownership, its cost with itemised reductions (RULES.md 3.1),
what the seat's buildings do to it and what it would score (RULES.md 4).

Works only on the observation: hidden cards (UNKNOWN) are never looked up, and the
observation is never changed (hypothetical positions are built on copies).
"""

from __future__ import annotations

from sanjuan.rules.cards import CARD_TYPES, MONUMENTS, TYPE_INDEX, Role
from sanjuan.rules.facts import NO_PRIVILEGE, CostItem, best_privilege, build_cost, hand_limit
from sanjuan.rules.observation import Observation
from sanjuan.rules.scoring import score_player
from sanjuan.rules.state import TILES, UNKNOWN, GameState
from ui.text import arg, count, join, translate
from ui.text.costs import breakdown_text as _full_breakdown
from ui.text.names import card_name, tile_letter
from ui.text.scoring import score_part_name

_SCORING = ("guild_hall", "city_hall", "triumphal_arch", "palace", "residence", "cathedral")


def _paren(items: tuple[CostItem, ...]) -> str:
    """" (4 − 1 Builder)" for a reduced cost, "" for the bare printed cost."""
    return f" ({_full_breakdown(items)})" if len(items) > 1 else ""


def _owned(s: GameState, seat: int, key: str) -> bool:
    return TYPE_INDEX[key] in {s.types[b] for b in s.players[seat].buildings}


def builder_phase_running(s: GameState) -> bool:
    """True while a builder phase waits for a decision (build, Black market, pay)."""
    return s.decision is not None and s.decision.role is Role.BUILDER


def _means(s: GameState, seat: int, card: int) -> str:
    """"3 other hand cards" (+ Black-market goods): what ``seat`` can pay ``card`` with."""
    p = s.players[seat]
    others = len(p.hand) - (1 if card in p.hand else 0)
    text = count(others, translate("ForYou", "%1 other hand card"),
                 translate("ForYou", "%1 other hand cards"))
    goods = min(2, len(p.goods)) if _owned(s, seat, "black_market") else 0
    if goods:
        text = arg(translate("ForYou", "%1 and %2 Black-market goods"), text, goods)
    return text


def _available(s: GameState, seat: int, card: int) -> int:
    p = s.players[seat]
    goods = min(2, len(p.goods)) if _owned(s, seat, "black_market") else 0
    return len(p.hand) - (1 if card in p.hand else 0) + goods


def _cost_lines(s: GameState, seat: int, card: int, held: bool) -> list[str]:
    """The cost of ``card`` for ``seat`` now (as builder and otherwise, outside a builder
    phase) and, if ``held`` (in hand or the Cathedral), whether the seat can pay it."""
    have = _available(s, seat, card)
    if builder_phase_running(s):
        total, items = build_cost(s, seat, card)
        out = [arg(translate("ForYou", "In this builder phase it costs you %1%2."), total,
                   _paren(items))]
        if held:
            out.append(arg(translate("ForYou", "You can pay for it with your %1.") if total <= have
                           else translate("ForYou", "You cannot pay for it with your %1."),
                           _means(s, seat, card)))
        return out
    plain, plain_items = build_cost(s, seat, card, priv=NO_PRIVILEGE)  # the plain action
    priv, priv_items = build_cost(s, seat, card, priv=best_privilege(s, seat))
    if priv == plain:
        out = [arg(translate("ForYou", "It would cost you %1%2."), plain, _paren(plain_items))]
    else:
        out = [arg(translate("ForYou", "As builder it would cost you %1%2; otherwise %3%4."),
                   priv, _paren(priv_items), plain, _paren(plain_items))]
    if held:
        if plain <= have:
            text = translate("ForYou", "You could pay for it with your %1.")
        elif priv <= have:
            text = translate("ForYou", "You could pay for it with your %1, but only as "
                                       "builder.")
        else:
            text = translate("ForYou", "You cannot pay for it yet with your %1.")
        out.append(arg(text, _means(s, seat, card)))
    return out


def _crane_line(s: GameState, seat: int, ti: int, card: int) -> str:
    """What the Crane would save: the cheapest build of ``card`` over one of the seat's
    buildings (RULES.md 3.1: not over the Crane itself nor the same building)."""
    running = builder_phase_running(s)
    # outside a builder phase: the plain cost, like "otherwise"
    priv = None if running else NO_PRIVILEGE
    crane = TYPE_INDEX["crane"]
    plain, _ = build_cost(s, seat, card, priv=priv)
    best: tuple[int, int, int] | None = None  # (cost, replaced building's cost, building)
    for b in s.players[seat].buildings:
        if s.types[b] in (crane, ti):
            continue
        cost, _ = build_cost(s, seat, card, b, priv=priv)
        if cost < plain and (best is None or (cost, s.cost(b)) < best[:2]):
            best = (cost, s.cost(b), b)
    if best is None:
        return translate("ForYou", "You own a Crane, but building it over one of your buildings "
                                   "would not make it cheaper.")
    old = card_name(s.types[best[2]])
    text = (translate("ForYou", "You own a Crane: built over your %1 it would cost you %2 (the "
                                "%3 leaves the game).") if running else
            translate("ForYou", "You own a Crane: built over your %1 it would cost you %2 "
                                "without the builder's privilege (the %3 leaves the game)."))
    return arg(text, old, best[0], old)


def _modifier_lines(s: GameState, seat: int, ti: int, card: int) -> list[str]:
    ct = CARD_TYPES[ti]
    p = s.players[seat]
    out: list[str] = []
    if ct.is_production and _owned(s, seat, "smithy"):
        out.append(translate("ForYou", "You own a Smithy: production buildings cost you 1 less."))
    if not ct.is_production and _owned(s, seat, "quarry"):
        out.append(translate("ForYou", "You own a Quarry: violet buildings cost you 1 less."))
    if _owned(s, seat, "library"):
        if s.num_players == 2 and p.library_used and not builder_phase_running(s):
            out.append(translate("ForYou", "You own a Library, but you have used it this round."))
        else:
            out.append(translate("ForYou", "You own a Library: as builder you pay 2 less."))
    if _owned(s, seat, "black_market") and p.goods:
        out.append(count(len(p.goods),
                         translate("ForYou", "You own a Black market: you may pay with your %1 "
                                             "good instead of a card."),
                         translate("ForYou", "You own a Black market: you may pay with up to 2 of "
                                             "your %1 goods instead of cards.")))
    if _owned(s, seat, "crane"):
        out.append(_crane_line(s, seat, ti, card))
    if not ct.is_production and ct.key != "carpenter" and _owned(s, seat, "carpenter"):
        out.append(translate("ForYou", "You own a Carpenter: building it draws you 1 card."))
    return out


def _score_lines(s: GameState, seat: int, ti: int, card: int, owned: bool) -> list[str]:
    ct = CARD_TYPES[ti]
    before = score_player(s, seat)
    if owned:
        if ct.key in _SCORING:
            vp = before.parts()[ct.key]
            return [arg(translate("ForYou", "As things stand it scores you %1 VP."), vp)]
        return []
    t = s.copy()
    t.players[seat].buildings.append(card)  # only types and counts are read by scoring
    after = score_player(t, seat)
    delta = after.total - before.total
    if ct.key not in _SCORING and delta == ct.vp:
        return []
    gains = [f"{score_part_name(k)} {v - before.parts()[k]:+d}"
             for k, v in after.parts().items() if v != before.parts()[k]]
    text = arg(translate("ForYou", "Built now it would add %1 VP to your score"), delta)
    return [f"{text} ({join(gains)})." if gains else f"{text}."]


def _special_lines(s: GameState, seat: int, ti: int, owned: bool) -> list[str]:
    ct = CARD_TYPES[ti]
    p = s.players[seat]
    out: list[str] = []
    if ti in MONUMENTS:
        have = sum(1 for b in p.buildings if s.types[b] in MONUMENTS)
        out.append(arg(translate("ForYou", "You own %1 of the 3 monuments."), have))
    if owned and ct.key == "chapel":
        out.append(count(len(p.chapel), translate("ForYou", "%1 card lies under your Chapel."),
                         translate("ForYou", "%1 cards lie under your Chapel.")))
    if owned and ct.key == "bank":
        out.append(count(len(p.bank), translate("ForYou", "%1 card lies under your Bank."),
                         translate("ForYou", "%1 cards lie under your Bank."))
                   if p.bank_used else translate("ForYou", "You have not used your Bank yet."))
    if owned and ct.key == "harbor":
        out.append(count(len(p.harbor), translate("ForYou", "%1 card lies under your Harbor."),
                         translate("ForYou", "%1 cards lie under your Harbor.")))
    if ct.key in ("tower", "guard_room"):
        out.append(arg(translate("ForYou", "Your hand limit is %1 now."), hand_limit(s, seat)))
    if ct.key == "cathedral":
        out.append(translate("ForYou", "It lies beside the trading-house tiles: you may build "
                                       "it in a builder phase.")
                   if any(s.types[c] == ti for c in s.table) else
                   translate("ForYou", "The Cathedral has been built."))
    if ct.key == "tavern":
        counts = [len(q.buildings) for q in s.players]
        fewest = counts[seat] == min(counts) < max(counts)
        out.append(translate("ForYou", "You have the fewest buildings now.") if fewest else
                   translate("ForYou", "You do not have the fewest buildings now."))
    if ct.good is not None and s.decision is not None and s.decision.role is Role.TRADER \
            and s.tile >= 0:
        out.append(arg(translate("ForYou", "In this trader phase its good sells for %1 (tile %2)."),
                       TILES[s.tile][ct.good], tile_letter(s.tile)))
    return out


def for_you_lines(ti: int, obs: Observation) -> list[str]:
    """Sentences about building ``ti`` for ``obs.seat`` now (may be empty). Reads the
    observation only; never looks up an UNKNOWN card."""
    s = obs.state
    seat = obs.seat
    if not 0 <= seat < s.num_players:
        return []
    if ti not in s.types:
        return [translate("ForYou", "This building is not part of this game's edition.")]
    ct = CARD_TYPES[ti]
    p = s.players[seat]
    mine = [b for b in p.buildings if s.types[b] == ti]
    out: list[str] = []
    if ct.is_production and mine:
        full = sum(1 for b in mine if b in p.goods)
        out.append(arg(translate("ForYou", "You own %1 of them (%2 with a "
                                       "good)."), len(mine), full))
    elif mine:
        out.append(translate("ForYou", "You already own one: only one of each violet building, so "
                                       "you cannot build a second."))
    in_hand = [c for c in p.hand if c != UNKNOWN and s.types[c] == ti]
    if len(in_hand) > 1:
        out.append(arg(translate("ForYou", "You hold %1 of them in your hand."), len(in_hand)))
    buildable = ct.is_production or not mine
    table_copy = [c for c in s.table if s.types[c] == ti]
    if buildable and not (ct.key == "cathedral" and not table_copy):
        card = in_hand[0] if in_hand else table_copy[0] if table_copy else s.types.index(ti)
        out += _cost_lines(s, seat, card, held=bool(in_hand or table_copy))
        out += _modifier_lines(s, seat, ti, card)
        out += _score_lines(s, seat, ti, card, owned=False)
    elif mine:
        out += _score_lines(s, seat, ti, mine[0], owned=True)
    out += _special_lines(s, seat, ti, bool(mine))
    return out


__all__ = ["for_you_lines", "builder_phase_running", "card_name"]
