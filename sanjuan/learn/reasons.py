"""Why an option is worth considering: structured reasons built from one seat's view.

:func:`reason` takes an :class:`~sanjuan.rules.observation.Observation` and a legal action for
its decision and returns a :class:`Reason` — a ``kind`` and a few numbers (card type
indices, goods, card counts, seats) that are facts of the observed position, e.g. "with
the privilege you can build the Library for 4". Words are made from them by
``ui.text.hints`` (translated) or :func:`sanjuan.learn.coach.plain_reason`-style formatters;
this module is pure and never reads a card the seat cannot see (hidden cards are
:data:`~sanjuan.rules.state.UNKNOWN` in the observation and are only ever counted).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from sanjuan.ai.medium import MediumPlayer
from sanjuan.rules.actions import Action, Build, ChooseRole, Pass, Select
from sanjuan.rules.cards import CARD_TYPES, IS_PRODUCTION, Role
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.engine import apply
from sanjuan.rules.facts import COUNCILLOR_DRAW, CUSTOMS_OFFICE_PRICE, LIBRARY_DRAW
from sanjuan.rules.observation import Observation
from sanjuan.rules.scoring import score_player
from sanjuan.rules.state import TILES, UNKNOWN, T

K = DecisionKind
#: Buildings whose VP are counted at the game's end by their own rule (RULES.md 4), keys
#: of :meth:`~sanjuan.rules.scoring.ScoreBreakdown.parts` too.
END_SCORED = frozenset({"guild_hall", "city_hall", "triumphal_arch", "residence",
                        "cathedral", "palace"})
#: Reason kinds for a role choice, by role.
ROLE_KINDS = {Role.BUILDER: "builder", Role.PRODUCER: "producer", Role.TRADER: "trader",
              Role.COUNCILLOR: "councillor", Role.PROSPECTOR: "prospector"}


@dataclass(frozen=True)
class Reason:
    """A fact-based reason: ``kind`` names the sentence, ``values`` fill it in.

    Kinds and values (``priv``: privilege units 1 or 2; ``card``/``cards``: building type
    indices; ``goods``: :class:`~sanjuan.rules.cards.Good` values; ``others``: (seat, count)
    pairs):
    ``builder`` (priv, card or None, cost, hand, others: hand sizes);
    ``producer`` (priv, goods produced, others: empty production buildings);
    ``trader`` (priv, goods sold, tile or None, pay or None, others: goods held);
    ``councillor`` (priv, draw, keep); ``prospector`` (priv, draw);
    ``build`` (card, cost, vp, left: hand cards left, replace: type or None; for a
    building scored at the game's end — printed 0 VP, :data:`END_SCORED` — also ``now``:
    the VP its own scoring would give with the seat's buildings after this build);
    ``pass_build`` (hand); ``pay`` (cards paid, kept: the payable cards kept);
    ``produce`` (goods, low/high: the cards they sell for on the cheapest/dearest
    trading-house tile); ``sell`` (goods, pay, tile); ``discard`` (cards, kept: the rest
    of the hand); ``keep`` (cards, dropped: the offered cards not kept); ``tuck`` (cards,
    vp); ``swap`` (cards, count); ``select`` (count); ``pass`` ().
    A reason states what the option's name does not (what is kept, given up, earned),
    so the hint never merely repeats the option.
    """

    kind: str
    values: dict[str, Any] = field(default_factory=dict)


def reason(obs: Observation, action: Action) -> Reason:
    """The :class:`Reason` for ``action`` answering ``obs.decision`` (the seat's own).

    Raises ValueError if there is no decision of the observing seat."""
    d = obs.decision
    if d is None or d.seat != obs.seat:
        raise ValueError("reasons need a decision of the observing seat")
    if isinstance(action, ChooseRole):
        return _role(obs, action.role, 2 if action.use_library else 1)
    s = obs.state
    if isinstance(action, Build):
        o = d.build_option(action.card, action.replace)
        cost = o.cost if o is not None else s.cost(action.card)
        left = len(obs.hand) - cost - (action.card in obs.hand)
        rep = None if action.replace is None else s.types[action.replace]
        values = {"card": s.types[action.card], "cost": cost,
                  "vp": CARD_TYPES[s.types[action.card]].vp, "left": max(0, left),
                  "replace": rep}
        key = CARD_TYPES[s.types[action.card]].key
        if key in END_SCORED:
            values["now"] = _worth_now(obs, action, key)
        return Reason("build", values)
    chosen = action.cards if isinstance(action, Select) else ()
    if d.kind is K.BUILD:
        return Reason("pass_build", {"hand": len(obs.hand)})
    if isinstance(action, Pass) and d.kind not in (K.PAY, K.HAND_LIMIT):
        return Reason("pass", {})
    types = [s.types[c] for c in chosen]
    if d.kind is K.PAY:
        kept = [s.types[c] for c in obs.hand if c not in chosen and c in d.candidates]
        return Reason("pay", {"cards": types, "kept": kept})
    if d.kind is K.PRODUCE:
        goods = [_good(t) for t in types]
        return Reason("produce", {"goods": goods,
                                  "low": sum(_price(g, min) for g in goods),
                                  "high": sum(_price(g, max) for g in goods)})
    if d.kind is K.SELL:
        prices = d.info.get("prices", {})
        return Reason("sell", {"goods": [_good(t) for t in types],
                               "pay": sum(prices.get(b, 0) for b in chosen),
                               "tile": d.info.get("tile")})
    if d.kind in (K.HAND_LIMIT, K.COUNCILLOR_DISCARD):
        return Reason("discard", {"cards": types, "kept": [
            s.types[c] for c in obs.hand if c not in chosen]})
    if d.kind in (K.COUNCILLOR_KEEP, K.START_HAND, K.GOLD_MINE):
        return Reason("keep", {"cards": types, "dropped": [
            s.types[c] for c in d.candidates if c not in chosen]})
    if d.kind in (K.CHAPEL, K.BANK):
        return Reason("tuck", {"cards": types, "vp": len(types)})
    if d.kind is K.OFFICE:
        return Reason("swap", {"cards": types, "count": len(types)})
    return Reason("select", {"count": len(chosen)})


def _worth_now(obs: Observation, action: Build, key: str) -> int:
    """The VP the end-scored building ``key`` would give now, with the seat's buildings
    after ``action`` (all public, plus the seat's own card): its part of the score."""
    s = obs.state.copy()
    p = s.players[obs.seat]
    if action.replace is not None and action.replace in p.buildings:
        p.buildings.remove(action.replace)
    p.buildings.append(action.card)
    return score_player(s, obs.seat).parts()[key]


def _price(good: int, pick: Any) -> int:
    """The cards ``good`` sells for on the tile ``pick`` (min or max) chooses (the fixed
    price for the Customs office's good, -1; RULES.md 3.3)."""
    return CUSTOMS_OFFICE_PRICE if good < 0 else int(pick(tile[good] for tile in TILES))


def _good(t: int) -> int:
    """The good of production type ``t`` (-1 for the Customs office's unnamed good)."""
    g = CARD_TYPES[t].good
    return -1 if g is None else int(g)


def _role(obs: Observation, role: Role, priv: int) -> Reason:
    s, seat = obs.state, obs.seat
    others = [q for q in s.order_from(seat) if q != seat]
    if role is Role.BUILDER:
        card, cost = _best_build(obs, priv)
        return Reason("builder", {"priv": priv, "card": card, "cost": cost,
                                  "hand": len(obs.hand),
                                  "others": [(q, len(s.players[q].hand)) for q in others]})
    if role is Role.PRODUCER:
        n = 1 + priv + s.owns(seat, T["aqueduct"])
        empty = sorted((_good(s.types[b]) for b in _empty(obs, seat)), reverse=True)
        return Reason("producer", {"priv": priv, "goods": empty[:n],
                                   "others": [(q, len(_empty(obs, q))) for q in others]})
    if role is Role.TRADER:
        n = 1 + priv + s.owns(seat, T["trading_post"])
        tile = _next_tile(obs)
        goods = sorted((_good(s.types[b]) for b in s.players[seat].goods), reverse=True)[:n]
        pay = None if tile is None else sum(2 if g < 0 else TILES[tile][g] for g in goods)
        return Reason("trader", {"priv": priv, "goods": goods, "tile": tile, "pay": pay,
                                 "others": [(q, len(s.players[q].goods)) for q in others]})
    if role is Role.COUNCILLOR:
        keep = 2 if s.owns(seat, T["prefecture"]) else 1
        return Reason("councillor", {"priv": priv, "keep": keep,
                                     "draw": LIBRARY_DRAW if priv == 2 else COUNCILLOR_DRAW})
    return Reason("prospector", {"priv": priv, "draw": priv})


def _empty(obs: Observation, seat: int) -> list[int]:
    p = obs.state.players[seat]
    return [b for b in p.buildings if IS_PRODUCTION[obs.state.types[b]] and b not in p.goods]


def _next_tile(obs: Observation) -> int | None:
    """The tile the next trader will turn, if the seat has seen it (tiles cycle, so
    after all five were turned the order is known)."""
    s = obs.state
    t = s.tiles[s.tile_pos % len(s.tiles)]
    return None if t == UNKNOWN else t


def _best_build(obs: Observation, priv: int) -> tuple[int | None, int]:
    """(type, cost) of the building the seat would build as builder with ``priv``, or
    (None, 0) if it could build nothing: the best build option of the Medium player's
    rules (:meth:`MediumPlayer.build_scores`, noise off) in the builder phase the role
    would start — the order in which the coach's search meets the builds, so the reason
    names the build a following hint rates first or near it, not merely the dearest one
    the seat can pay for. Only the seat's own cards are read (the phase starts with its
    own decision)."""
    s = obs.state.copy()
    s.rng = random.Random(0)  # nothing hidden is drawn before the builder's decision
    apply(s, ChooseRole(Role.BUILDER, use_library=priv == 2))
    d = s.decision
    if d is None or d.seat != obs.seat or d.kind is not K.BUILD or not d.options:
        return None, 0
    scored = MediumPlayer(0).build_scores(s, d)  # Medium adds no noise
    build = next((a for _, a in scored if isinstance(a, Build)), None)
    if build is None:
        return None, 0
    o = d.build_option(build.card, build.replace)
    return s.types[build.card], (o.cost if o is not None else s.cost(build.card))
