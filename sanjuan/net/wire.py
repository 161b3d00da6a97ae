"""What one seat may see, as JSON: observations, decisions and events on the wire.

:func:`observation_to_json` encodes an :class:`~sanjuan.rules.observation.Observation`
(``observe(state, seat)``), :func:`observation_from_json` rebuilds it on the client, so
that a computer player there chooses exactly as it would on the server.

The encoder does not rely on the observation alone to hide cards (RULES.md 5): whatever
it is given, it writes the draw and discard piles, the Harbor cards and the goods as
*counts* (goods as the buildings that carry one), the other seats' hands, Chapel and
Bank cards as counts, another seat's Councillor draw as a count, and of another seat's
decision only who decides what. A card list is either a JSON list of card ids or an
integer: that many cards face down.

Events are encoded from the copy their viewer may see (:meth:`Event.for_viewer`,
:func:`events_for`), by field name; every value is checked on decoding. A pass, for
which the engine has no event, travels as a :class:`PassFact` (who passed which
decision; no card). Decoders raise
:class:`WireError` (a ValueError) for anything malformed.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable
from typing import Any

from sanjuan.rules import events as ev
from sanjuan.rules.actions import Action, ChooseRole, Pass, action_from_json
from sanjuan.rules.cards import Role
from sanjuan.rules.checks import is_bool, is_int, is_int_in, is_list, is_object
from sanjuan.rules.codec import actions_to_json, options_to_json, public_options_from_json
from sanjuan.rules.decisions import BuildOption, CostItem, CostKind, Decision, DecisionKind
from sanjuan.rules.editions import EDITIONS
from sanjuan.rules.engine import is_step
from sanjuan.rules.game import Game
from sanjuan.rules.observation import Observation
from sanjuan.rules.state import UNKNOWN, GameState, Options, PlayerState


@functools.cache
def _deck_types(edition: str) -> tuple[int, ...]:
    """The building type of every card id of ``edition`` (as the engine deals them)."""
    return tuple(EDITIONS[edition].deck_types())


class WireError(ValueError):
    """A JSON document is not a valid observation, decision or event."""


# -- helpers -------------------------------------------------------------------------

def _int(v: object, what: str, lo: int = -(2**31), hi: int = 2**31) -> int:
    if not is_int_in(v, lo, hi):
        raise WireError(f"{what} must be an integer in {lo}..{hi}")
    return v


def _bool(v: object, what: str) -> bool:
    if not is_bool(v):
        raise WireError(f"{what} must be true or false")
    return v


def _list(v: object, what: str, limit: int = 1000) -> list[Any]:
    if not is_list(v, limit):
        raise WireError(f"{what} must be a list (at most {limit} items)")
    return v


def _obj(v: object, what: str) -> dict[str, Any]:
    if not is_object(v):
        raise WireError(f"{what} must be an object")
    return v


def _role_name(role: Role | None) -> str | None:
    return None if role is None else role.name.lower()


def _role(v: object, what: str) -> Role | None:
    if v is None:
        return None
    if not isinstance(v, str) or v.upper() not in Role.__members__:
        raise WireError(f"{what} must be a role name")
    return Role[v.upper()]


def _face_down(cards: list[int]) -> int:
    return len(cards)


def _cards_out(cards: list[int]) -> list[int] | int:
    """A card list: the ids, or a count when every card is face down."""
    if cards and all(c == UNKNOWN for c in cards):
        return len(cards)
    return list(cards)


def _cards_in(v: object, what: str, deck: int) -> list[int]:
    if is_int(v):
        return [UNKNOWN] * _int(v, what, 0, deck)
    return [_int(c, f"a card of {what}", 0, deck - 1) for c in _list(v, what, deck)]


# -- observations --------------------------------------------------------------------

def observation_to_json(obs: Observation) -> dict[str, Any]:
    """The JSON object of ``obs`` (see the module doc for what is always face down)."""
    s, me = obs.state, obs.seat
    others_keep = s.pending is not None and s.pending[0] == "council_keep" and s.pending[1] != me
    players = []
    for i, p in enumerate(s.players):
        own = i == me
        players.append({
            "hand": _cards_out(p.hand) if own else _face_down(p.hand),
            "buildings": list(p.buildings),
            "goods": sorted(p.goods),
            "chapel": _cards_out(p.chapel) if own else _face_down(p.chapel),
            "bank": _cards_out(p.bank) if own else _face_down(p.bank),
            "harbor": _face_down(p.harbor),
            "bank_used": p.bank_used,
            "library_used": p.library_used,
        })
    seen = min(s.tile_pos, len(s.tiles))
    return {
        "seat": me,
        # Never a seed: a client must not be able to replay the deal (RULES.md 5).
        "options": options_to_json(s.options, seed=False),
        "round": s.round, "governor": s.governor, "chooser": s.chooser,
        "role": _role_name(s.role), "library": s.library, "sold_any": s.sold_any,
        "over": s.over, "role_owner": list(s.role_owner),
        "tiles": [t if i < seen else UNKNOWN for i, t in enumerate(s.tiles)],
        "tile_pos": s.tile_pos, "tile": s.tile,
        "draw": _face_down(s.draw), "discard": _face_down(s.discard),
        "removed": list(s.removed), "table": list(s.table),
        "revealed": _face_down(s.revealed) if others_keep else _cards_out(s.revealed),
        "players": players,
        "agenda": [list(t) for t in s.agenda],
        "pending": None if s.pending is None else list(s.pending),
        "decision": None if s.decision is None else decision_to_json(s.decision, me),
    }


def _task_in(v: object, what: str) -> tuple[Any, ...]:
    items = _list(v, what, 8)
    if not items or not is_step(items[0]):
        raise WireError(f"{what} must start with a known step name")
    rest = []
    for x in items[1:]:
        if x is not None and not is_int(x):
            raise WireError(f"{what} holds a value that is neither an integer nor null")
        rest.append(x)
    return (items[0], *rest)


def observation_from_json(doc: object) -> Observation:
    """The :class:`Observation` encoded by :func:`observation_to_json`; raises WireError
    for a malformed document. Read it like ``observe(state, seat)``: hidden cards are
    UNKNOWN, there is no seed and no random generator."""
    d = _obj(doc, "an observation")
    try:
        try:
            options = public_options_from_json(d["options"])
        except ValueError as exc:
            raise WireError(f"options: {exc}") from None
        players, edition = options.players, options.edition
        seat = _int(d["seat"], "seat", 0, players - 1)
        ed = EDITIONS[edition]
        s = GameState.__new__(GameState)
        s.options = options
        s.edition = ed
        s.types = _deck_types(edition)
        s.costs = ed.costs
        deck = len(s.types)
        s.rng = None
        s.log = None
        s.round = _int(d["round"], "round", 0)
        s.governor = _int(d["governor"], "governor", 0, players - 1)
        s.chooser = _int(d["chooser"], "chooser", 0, players - 1)
        s.role = _role(d["role"], "role")
        s.library = _bool(d["library"], "library")
        s.sold_any = _bool(d["sold_any"], "sold_any")
        s.over = _bool(d["over"], "over")
        s.role_owner = [_int(x, "role_owner", -1, players - 1)
                        for x in _list(d["role_owner"], "role_owner", 5)]
        if len(s.role_owner) != 5:
            raise WireError("role_owner must have five entries")
        s.tiles = tuple(_int(t, "tile", -1, 4) for t in _list(d["tiles"], "tiles", 5))
        s.tile_pos = _int(d["tile_pos"], "tile_pos", 0, 10_000)
        s.tile = _int(d["tile"], "tile", -1, 4)
        s.draw = _cards_in(d["draw"], "draw", deck)
        s.discard = _cards_in(d["discard"], "discard", deck)
        s.removed = _cards_in(d["removed"], "removed", deck)
        s.table = _cards_in(d["table"], "table", deck)
        s.revealed = _cards_in(d["revealed"], "revealed", deck)
        raw = _list(d["players"], "players", 4)
        if len(raw) != players:
            raise WireError("one entry per seat is needed in players")
        s.players = []
        for i, pd in enumerate(raw):
            pd = _obj(pd, f"player {i}")
            p = PlayerState()
            p.hand = _cards_in(pd["hand"], "hand", deck)
            p.buildings = _cards_in(pd["buildings"], "buildings", deck)
            p.goods = dict.fromkeys(_cards_in(pd["goods"], "goods", deck), UNKNOWN)
            p.chapel = _cards_in(pd["chapel"], "chapel", deck)
            p.bank = _cards_in(pd["bank"], "bank", deck)
            p.harbor = _cards_in(pd["harbor"], "harbor", deck)
            p.bank_used = _bool(pd["bank_used"], "bank_used")
            p.library_used = _bool(pd["library_used"], "library_used")
            s.players.append(p)
        s.agenda = [_task_in(t, "an agenda step") for t in _list(d["agenda"], "agenda", 500)]
        s.pending = None if d["pending"] is None else _task_in(d["pending"], "pending")
        s.decision = None if d["decision"] is None else decision_from_json(d["decision"])
    except KeyError as exc:
        raise WireError(f"the observation lacks {exc.args[0]!r}") from None
    return Observation(seat, s)


# -- decisions -----------------------------------------------------------------------

def decision_to_json(d: Decision, viewer: int) -> dict[str, Any]:
    """The JSON object of decision ``d`` as ``viewer`` may see it: another seat's
    decision carries only its seat, kind, role and counts."""
    own = d.seat == viewer
    out: dict[str, Any] = {"seat": d.seat, "kind": d.kind.value, "role": _role_name(d.role),
                           "min": d.min_count, "max": d.max_count,
                           "options": [], "candidates": [], "info": {}}
    if not own:
        return out
    if d.kind is DecisionKind.CHOOSE_ROLE:
        out["options"] = actions_to_json(d.options)
    elif d.kind is DecisionKind.BUILD:
        out["options"] = [{"card": o.card, "replace": o.replace, "cost": o.cost,
                           "breakdown": [[c.kind.value, c.amount, c.source, c.replaced]
                                         for c in o.breakdown],
                           "max_goods": o.max_goods} for o in d.options]
    out["candidates"] = list(d.candidates)
    out["info"] = {k: ([[b, p] for b, p in sorted(v.items())] if isinstance(v, dict) else v)
                   for k, v in d.info.items()}
    return out


_COST_KINDS = {k.value: k for k in CostKind}


def _cost_item(v: object) -> CostItem:
    kind, amount, source, replaced = _list(v, "a cost item", 4)
    if kind not in _COST_KINDS:
        raise WireError("unknown cost item")
    return CostItem(_COST_KINDS[kind], _int(amount, "cost"), _int(source, "source", -1),
                    _int(replaced, "replaced", -1))


def decision_from_json(doc: object) -> Decision:
    """The :class:`Decision` encoded by :func:`decision_to_json`; raises WireError."""
    d = _obj(doc, "a decision")
    try:
        kind_name = d["kind"]
        kinds = {k.value: k for k in DecisionKind}
        if kind_name not in kinds:
            raise WireError("unknown decision kind")
        kind = kinds[kind_name]
        options: list[Any] = []
        for item in _list(d["options"], "options", 500):
            if kind is DecisionKind.CHOOSE_ROLE:
                action = action_from_json(item)
                if not isinstance(action, ChooseRole):
                    raise WireError("a role option must be a role action")
                options.append(action)
            else:
                o = _obj(item, "a build option")
                replace = o["replace"]
                breakdown = tuple(_cost_item(x) for x in _list(o["breakdown"], "breakdown", 20))
                options.append(BuildOption(_int(o["card"], "card", 0),
                                           None if replace is None else _int(replace, "replace"),
                                           _int(o["cost"], "cost", 0), breakdown,
                                           _int(o["max_goods"], "max_goods", 0)))
        info: dict[str, Any] = {}
        for k, v in _obj(d["info"], "info").items():
            if is_list(v):
                info[k] = {_int(b, "info"): _int(p, "info") for b, p in
                           (_list(x, "info pair", 2) for x in _list(v, "info", 50))}
            elif v is None or is_int(v) or isinstance(v, str | bool):
                info[k] = v
            else:
                raise WireError("decision info holds an unexpected value")
        return Decision(_int(d["seat"], "seat", 0, 3), kind, _role(d["role"], "role"),
                        tuple(options),
                        tuple(_int(c, "candidate", 0) for c in _list(d["candidates"],
                                                                  "candidates", 200)),
                        _int(d["min"], "min", 0), _int(d["max"], "max", 0), info)
    except (KeyError, ValueError, TypeError) as exc:
        if isinstance(exc, WireError):
            raise
        raise WireError(f"malformed decision ({type(exc).__name__})") from None


# -- events --------------------------------------------------------------------------

#: Event classes by their wire name (the class name).
EVENT_TYPES: dict[str, type[ev.Event]] = {
    c.__name__: c for c in vars(ev).values()
    if isinstance(c, type) and issubclass(c, ev.Event) and not c.__name__.startswith("_")
    and c is not ev.Event
}
_TUPLE_FIELDS = frozenset({"cards", "buildings", "prices", "scores", "winners"})


def events_for(events: Iterable[ev.Event], viewer: int) -> list[ev.Event]:
    """``events`` as seat ``viewer`` may see them (:meth:`Event.for_viewer` of each)."""
    return [e.for_viewer(viewer) for e in events]


def event_to_json(event: ev.Event) -> dict[str, Any]:
    """The JSON object of ``event`` (pass the viewer's copy, see :func:`events_for`)."""
    out: dict[str, Any] = {"type": type(event).__name__}
    for f in dataclasses.fields(event):
        v = getattr(event, f.name)
        if isinstance(v, Role):
            v = v.name.lower()
        elif isinstance(v, ev.Reason):
            v = v.value
        elif isinstance(v, tuple):
            v = list(v)
        out[f.name] = v
    return out


def event_from_json(doc: object) -> ev.Event:
    """The event encoded by :func:`event_to_json`; raises WireError."""
    d = _obj(doc, "an event")
    kind = d.get("type")
    cls = EVENT_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise WireError("unknown event type")
    names = {f.name for f in dataclasses.fields(cls)}
    if set(d) != names | {"type"}:
        raise WireError(f"the fields of a {cls.__name__} event are wrong")
    kwargs: dict[str, Any] = {}
    for name in names:
        v = d[name]
        if name == "role":
            kwargs[name] = _role(v, name)
        elif name == "reason":
            try:
                kwargs[name] = ev.Reason(v)
            except ValueError:
                raise WireError("unknown reason") from None
        elif name in _TUPLE_FIELDS:
            kwargs[name] = tuple(_int(x, name) for x in _list(v, name, 200))
        elif name == "edition":
            if not isinstance(v, str):
                raise WireError("edition must be a string")
            kwargs[name] = v
        elif name in ("library",):
            kwargs[name] = _bool(v, name)
        elif v is None and name == "replaced":
            kwargs[name] = None
        else:
            kwargs[name] = _int(v, name)
    return cls(**kwargs)


# -- passes ----------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True, slots=True)
class PassFact:
    """A public fact: seat ``seat`` passed (chose nothing: RULES.md 3) on a decision of
    ``kind`` (with ``role``, the phase's role, or None) as the game's action number
    ``seq`` (0-based); the events that action caused start at number ``event`` of the
    game's event log. Everybody at a real table sees a pass, and the events already say
    as much (no building built, no card tucked or exchanged, no good sold); the fact
    carries no card. The engine reports no event for a pass: without the fact, a client
    that is not sent the other seats' actions could not say "Bea passes." (protocol v1,
    docs/protocol.md: the ``passes`` field of ``state`` and ``update``)."""

    seq: int
    seat: int
    kind: DecisionKind
    role: Role | None
    event: int


def pass_fact(decision: Decision | None, action: object, seq: int,
              event: int) -> PassFact | None:
    """The fact that ``action``, the answer to ``decision`` applied as action number
    ``seq`` when the log held ``event`` events, was a pass; None for any other action
    (or no decision)."""
    if decision is None or not isinstance(action, Pass):
        return None
    return PassFact(seq, decision.seat, decision.kind, decision.role, event)


def pass_facts(options: Options, actions: Iterable[Action]) -> list[PassFact]:
    """Every pass of the game of ``options`` played with ``actions`` (replayed by the
    engine; raises what the engine raises for an illegal action)."""
    game, out = Game(options), []
    for seq, action in enumerate(actions):
        fact = pass_fact(game.state.decision, action, seq, len(game.state.log or ()))
        if fact is not None:
            out.append(fact)
        game.apply(action)
    return out


def pass_to_json(fact: PassFact) -> dict[str, Any]:
    """The JSON object of ``fact``: ``seq``, ``seat``, ``kind``, ``role``, ``event``."""
    return {"seq": fact.seq, "seat": fact.seat, "kind": fact.kind.value,
            "role": _role_name(fact.role), "event": fact.event}


def pass_from_json(doc: object) -> PassFact:
    """The fact encoded by :func:`pass_to_json`; raises WireError."""
    d = _obj(doc, "a pass")
    kinds = {k.value: k for k in DecisionKind}
    kind = d.get("kind")
    if not isinstance(kind, str) or kind not in kinds:
        raise WireError("unknown decision kind of a pass")
    try:
        return PassFact(_int(d["seq"], "seq", 0), _int(d["seat"], "seat", 0, 3), kinds[kind],
                        _role(d["role"], "role"), _int(d["event"], "event", 0))
    except KeyError as exc:
        raise WireError(f"the pass lacks {exc.args[0]!r}") from None
