"""The rules engine: set up a game, say whose decision it is, apply actions.

Typical use::

    s = new_game(Options(players=3, edition="2018", seed=7))
    while not s.over:
        apply(s, choose(s.decision))

The engine is pure Python (no Qt). Same options and same actions give the same game.
"""

from __future__ import annotations

import functools
import random

from sanjuan.rules import phases  # noqa: F401  (the phase modules register their steps on import)
from sanjuan.rules.action_check import check_build_fields, check_role_fields, check_select_fields
from sanjuan.rules.actions import Action, Build, ChooseRole, Pass, Select
from sanjuan.rules.cards import INDIGO_PLANT
from sanjuan.rules.decisions import BuildOption, Decision, DecisionKind
from sanjuan.rules.editions import Edition
from sanjuan.rules.editions import edition as get_edition
from sanjuan.rules.ending import finish
from sanjuan.rules.errors import (
    GameOverError,
    IllegalActionError,
    NotYourDecisionError,
    WrongActionKindError,
)
from sanjuan.rules.events import CardsDrawn, GameStarted, Reason
from sanjuan.rules.fastrandom import shuffle
from sanjuan.rules.phases import builder, councillor, producer, prospector, roundstart, trader  # noqa: F401
from sanjuan.rules.phases.registry import DECIDE, RESOLVE, STEPS
from sanjuan.rules.state import GameState, Options, PlayerState, T

START_HAND = 4
_BUILD, _CHOOSE_ROLE = DecisionKind.BUILD, DecisionKind.CHOOSE_ROLE  # no Enum lookups per action
MIN_PLAYERS, MAX_PLAYERS = 2, 4


def first_governor(options: Options) -> int:
    """The seat that gets the governor card at the start of a game of ``options``
    (RULES.md 2.1.1: chosen at random — here by ``options.seed``, exactly as
    :func:`new_game` draws it, without setting the game up). Raises ValueError for a
    player count outside 2–4."""
    if not MIN_PLAYERS <= options.players <= MAX_PLAYERS:
        raise ValueError(f"San Juan is for 2 to 4 players, not {options.players} [RULES.md 2.1]")
    return random.Random(options.seed).randrange(options.players)


def new_game(options: Options, log: bool = True) -> GameState:
    """A new game set up by RULES.md 2.1 and advanced to its first decision.

    ``options.seed`` fixes the governor, the tile order and every shuffle. Raises
    ValueError for a player count outside 2–4 or an unknown edition. ``log``: record
    events in ``state.log``.
    """
    if not MIN_PLAYERS <= options.players <= MAX_PLAYERS:
        raise ValueError(f"San Juan is for 2 to 4 players, not {options.players} [RULES.md 2.1]")
    ed = get_edition(options.edition)
    s = GameState.__new__(GameState)
    s.options, s.edition = options, ed
    s.types = _deck_types(ed)
    s.costs = ed.costs
    s.rng = random.Random(options.seed)
    s.log = [] if log else None
    n = options.players
    s.players = [PlayerState() for _ in range(n)]
    s.governor = s.rng.randrange(n)
    tiles = list(range(5))
    shuffle(s.rng, tiles)
    s.tiles, s.tile_pos, s.tile = tuple(tiles), 0, -1
    s.table = list(range(len(s.types) - len(ed.table_cards), len(s.types)))
    indigo = [c for c in range(len(s.types)) if s.types[c] == INDIGO_PLANT][:n]
    for p, c in zip(s.players, indigo, strict=True):
        p.buildings.append(c)
    dealt = set(indigo) | set(s.table)
    s.draw = [c for c in range(len(s.types)) if c not in dealt]
    shuffle(s.rng, s.draw)
    s.discard, s.removed, s.revealed = [], [], []
    s.round, s.role_owner, s.role, s.chooser = 1, [-1] * 5, None, s.governor
    s.library = s.sold_any = s.over = False
    s.pending = s.decision = None
    s.agenda = []
    s.emit(GameStarted(s.governor, n, ed.key))
    order = s.order_from(s.governor)
    for pos, seat in enumerate(order):
        count = START_HAND + (pos + 1 if options.variant else 0)
        s.draw_to_hand(seat, count, Reason.DEAL)
    s.agenda.append(("round_begin",))
    if options.variant:
        s.agenda.extend(("start_keep", p) for p in reversed(order))
    run(s)
    return s


@functools.cache
def _deck_types(ed: Edition) -> tuple[int, ...]:
    """``tuple(ed.deck_types())``, computed once per edition."""
    return tuple(ed.deck_types())


def run(s: GameState) -> None:
    """Carry out automatic steps until a decision is due or the game is over."""
    if s.pending is not None:
        return
    pop, steps = s.agenda.pop, STEPS  # steps change the agenda's contents only
    while not s.over:
        task = pop()
        auto_step, decide, resolve = steps[task[0]]
        if auto_step is not None:
            auto_step(s, task)
            continue
        d = decide(s, task)  # type: ignore[misc]
        if d is None:
            if resolve is not None:
                resolve(s, task, None)
        else:
            s.pending, s.decision = task, d
            return


def legal_actions(s: GameState) -> list[Action]:
    """Every legal action now (empty when the game is over)."""
    return [] if s.decision is None else s.decision.legal_actions()


def apply(s: GameState, action: Action, seat: int | None = None) -> None:
    """Carry out ``action`` for the deciding seat (``seat``, if given, must be it).

    Raises an :class:`IllegalActionError` subclass naming the rule if the action is
    not legal now, :class:`MalformedActionError` (naming the field) if a field is
    missing or not of its exact type (card ids ``int``, roles ``Role``); the state is
    then unchanged.
    """
    d = s.decision
    if d is None or s.pending is None:
        raise GameOverError("RULES.md 2.3", "the game is over; no more actions")
    if seat is not None and (type(seat) is not int or seat != d.seat):
        raise NotYourDecisionError(
            "RULES.md 2.2", f"it is seat {d.seat}'s decision ({d.kind.value}), not seat {seat}'s")
    check(s, d, action)  # a legal Build is carried out with the copy the player chose
    task = s.pending
    s.pending = s.decision = None
    RESOLVE[task[0]](s, task, action)
    run(s)


def _normalise_build(s: GameState, d: Decision, a: Build) -> tuple[int, int | None]:
    """Map a hand card to the option of the same building name (copies are alike)."""
    if a.card not in s.players[d.seat].hand and a.card not in s.table:
        return a.card, a.replace  # a card not in hand never matches (RULES.md 3.1)
    for o in d.options:
        if o.replace == a.replace and s.types[o.card] == s.types[a.card]:
            return o.card, a.replace
    return a.card, a.replace


def _build_option(s: GameState, d: Decision, a: Build) -> BuildOption:
    """The BUILD option of ``d`` that build ``a`` takes; raises IllegalActionError
    (RULES.md 3.1) if there is none."""
    opt = d.build_option(*_normalise_build(s, d, a))
    if opt is None:
        raise IllegalActionError(_RULE[d.kind], builder_refusal(s, d.seat, a))
    return opt


def check(s: GameState, d: Decision, action: Action) -> None:
    """Raise the IllegalActionError that ``action`` deserves under decision ``d``."""
    kind = d.kind  # the rule text is looked up only for an error: hashing an Enum is slow
    if kind is _CHOOSE_ROLE:
        if not isinstance(action, ChooseRole):
            rule = _RULE[kind]
            raise WrongActionKindError(rule, f"choose a role, not {type(action).__name__}")
        for option in d.options:  # by identity first: sampled actions are the options
            if option is action:
                return
        check_role_fields(action)
        if action not in d.options:
            rule = _RULE[kind]
            if s.role_owner[action.role] >= 0:
                raise IllegalActionError(rule, f"the {action.role.name.title()} is already taken")
            raise IllegalActionError("RULES.md 3.6 (Library)",
                                     "the Library cannot be used for this role choice")
        return
    if kind is _BUILD:
        if isinstance(action, Pass):
            return
        if not isinstance(action, Build):
            raise WrongActionKindError(
                _RULE[kind], f"build a building or pass, not {type(action).__name__}")
        check_build_fields(action)
        _build_option(s, d, action)
        return
    if isinstance(action, Select):
        check_select_fields(action)
        cards = action.cards
    elif isinstance(action, Pass):
        cards = ()
    else:
        raise WrongActionKindError(
            _RULE[kind], f"select cards or pass, not {type(action).__name__}")
    chosen = set(cards)
    if len(chosen) != len(cards) or not chosen.issubset(d.candidates):
        raise IllegalActionError(
            _RULE[kind], f"{d.kind.value}: choose only among {list(d.candidates)}")
    if not d.min_count <= len(cards) <= d.max_count:
        rule = _RULE[kind]
        want = (str(d.min_count) if d.min_count == d.max_count
                else f"{d.min_count} to {d.max_count}")
        raise IllegalActionError(rule, f"{d.kind.value}: choose {want} cards, not {len(cards)}")


def builder_refusal(s: GameState, seat: int, a: Build) -> str:
    """Why ``seat`` may not carry out build ``a`` now (plain words)."""
    p = s.players[seat]
    if a.card not in p.hand and a.card not in s.table:
        return f"card {a.card} is not in your hand"
    ct = s.ctype(a.card)
    if not ct.is_production and s.owns(seat, s.types[a.card]):
        return f"you already own a {ct.name}: at most one of each violet building"
    if a.replace is not None:
        if a.replace not in p.buildings:
            return f"card {a.replace} is not one of your buildings"
        if not s.owns(seat, T["crane"], a.replace):
            return "replacing a building needs an active Crane (not the one replaced)"
        if s.types[a.replace] == s.types[a.card]:
            return "a building may not be replaced by the same building"
    cost, _ = builder.cost_breakdown(s, seat, a.card, a.replace)
    return f"you cannot afford the {ct.name}: it costs {cost}"


_RULE = {
    DecisionKind.START_HAND: "RULES.md 2.1.5 (start-hand variant)",
    DecisionKind.OFFICE: "RULES.md 2.4.1 (Office building)",
    DecisionKind.CHAPEL: "RULES.md 2.4.2 (Chapel)",
    DecisionKind.BANK: "RULES.md 2.4.2 (Bank)",
    DecisionKind.HAND_LIMIT: "RULES.md 2.4.3 (hand limit)",
    DecisionKind.CHOOSE_ROLE: "RULES.md 2.2 (role choice)",
    DecisionKind.BUILD: "RULES.md 3.1 (Builder)",
    DecisionKind.BLACK_MARKET: "RULES.md 3.1 (Black market)",
    DecisionKind.PAY: "RULES.md 3.1 (paying for a building)",
    DecisionKind.PRODUCE: "RULES.md 3.2 (Producer)",
    DecisionKind.SELL: "RULES.md 3.3 (Trader)",
    DecisionKind.COUNCILLOR_KEEP: "RULES.md 3.4 (Councillor)",
    DecisionKind.COUNCILLOR_DISCARD: "RULES.md 3.4 (Archive)",
    DecisionKind.GOLD_MINE: "RULES.md 3.5 (Gold mine)",
}


def refresh_decision(s: GameState) -> None:
    """Rebuild the pending decision from the state (after hidden cards were re-dealt by
    a determinisation) and run on if nothing is left to choose."""
    if s.pending is None:
        return
    d = DECIDE[s.pending[0]](s, s.pending)
    if d is None:
        task, s.pending, s.decision = s.pending, None, None
        RESOLVE[task[0]](s, task, None)
        run(s)
    else:
        s.decision = d


def is_step(name: object) -> bool:
    """True if ``name`` names a step of the agenda (the first item of a task in
    ``GameState.agenda``/``pending``); for checking a state read from outside (network)."""
    return isinstance(name, str) and name in STEPS


__all__ = ["new_game", "apply", "legal_actions", "run", "finish", "check", "refresh_decision",
           "is_step", "Options", "GameState", "CardsDrawn"]
