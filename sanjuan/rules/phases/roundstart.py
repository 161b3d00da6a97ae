"""Round structure: the start-of-round steps, role choice and the end of a round.

RULES.md 2.1.5 (start-hand variant), 2.2 (a round, 2-player double role), 2.4 (Office
building, Chapel/Bank, hand limit with Tower/Guard room), 3.6 (Library once per round
with two players).
"""

from __future__ import annotations

from sanjuan.rules.actions import Action, ChooseRole
from sanjuan.rules.cards import Role
from sanjuan.rules.decisions import Decision, DecisionKind
from sanjuan.rules.ending import finish
from sanjuan.rules.events import CardsDiscarded, CardsTucked, Reason, RoleChosen, RoundStarted
from sanjuan.rules.phases import ROLE_PHASES  # the role modules register themselves there
from sanjuan.rules.phases.builder import build_options
from sanjuan.rules.phases.registry import Task, auto, decider, resolver, schedule, selected
from sanjuan.rules.state import GameState, T

LIBRARY = T["library"]
ROLES = tuple(Role)  # iterating the Enum class itself is slow in the hot path
START_HAND_SIZE = 4


def hand_limit(s: GameState, seat: int) -> int:
    """Hand limit of ``seat`` at round start: Tower 12, else Guard room 7, else the
    edition's base limit (7; 6 with the expansion). RULES.md 2.4.3."""
    if s.owns(seat, T["tower"]):
        return s.edition.tower_limit
    if s.owns(seat, T["guard_room"]):
        return s.edition.guard_room_limit
    return s.edition.base_hand_limit


def role_choosers(s: GameState) -> list[int]:
    """Seats choosing a role this round, in order: everyone from the governor; with two
    players governor, other, governor (RULES.md 2.2.3)."""
    if s.num_players == 2:
        return [s.governor, 1 - s.governor, s.governor]
    return s.order_from(s.governor)


@auto("round_begin")
def _round_begin(s: GameState, task: Task) -> None:
    if s.log is not None:
        s.emit(RoundStarted(s.governor, s.round))
    key = (s.num_players, s.governor, s.round > 1)
    steps = _ROUND_STEPS.get(key)
    if steps is None:
        order = s.order_from(s.governor)
        todo: list[Task] = []
        if s.round > 1:
            todo += [("office", p) for p in order]
            for p in order:
                todo += [("chapel", p), ("bank", p)]
            todo += [("limit", p) for p in order]
        todo += [("choose_role", p) for p in role_choosers(s)]
        todo.append(("round_end",))
        steps = _ROUND_STEPS[key] = tuple(reversed(todo))
    s.agenda.extend(steps)  # as schedule(s, *todo)


#: A round's steps (agenda order, last = first) by (players, governor, not the first
#: round): tasks are immutable tuples, so every round with these three alike shares them.
_ROUND_STEPS: dict[tuple[int, int, bool], tuple[Task, ...]] = {}


def frozen(s: GameState) -> bool:
    """True when no card can ever move again: draw pile, discard pile and every good are
    empty, and no hand card can leave its hand (no Chapel, no unused Bank, not over the
    hand limit, nothing buildable even as builder with the Library). Then nobody can ever
    reach 12 buildings. The rulebooks are silent; such a game would never end, so the
    engine ends it at the end of the round (RULES.md 2.1.4 only asks not to crash)."""
    if s.draw or s.discard or any(p.goods for p in s.players):
        return False
    return not any(p.hand and _hand_can_move(s, seat) for seat, p in enumerate(s.players))


def _hand_can_move(s: GameState, seat: int) -> bool:
    p = s.players[seat]
    if s.owns(seat, T["chapel"]) or (not p.bank_used and s.owns(seat, T["bank"])):
        return True
    if len(p.hand) > hand_limit(s, seat):
        return True
    # The best case: ``seat`` as builder using its Library (an Office building only
    # swaps cards with an empty pile, which changes nothing).
    saved = s.chooser, s.library
    s.chooser, s.library = seat, s.owns(seat, LIBRARY)
    try:
        return bool(build_options(s, seat))
    finally:
        s.chooser, s.library = saved


@auto("round_end")
def _round_end(s: GameState, task: Task) -> None:
    if frozen(s):
        finish(s)
        return
    s.role_owner = [-1] * 5
    s.role = None
    for p in s.players:
        p.library_used = False
    s.governor = (s.governor + 1) % s.num_players
    s.round += 1
    schedule(s, ("round_begin",))


# -- role choice ------------------------------------------------------------------

def library_choices(s: GameState, seat: int) -> tuple[bool, ...]:
    """Allowed ``use_library`` values for ``seat``'s role choice (RULES.md 3.6; using a
    building is always optional, RULES.md 3)."""
    if not s.owns(seat, LIBRARY):
        return (False,)
    if s.num_players == 2:
        return (False,) if s.players[seat].library_used else (True, False)
    return (True, False)


@decider("choose_role")
def _decide_role(s: GameState, task: Task) -> Decision:
    seat = task[1]
    libs = library_choices(s, seat)
    key = (seat, tuple(s.role_owner), libs)
    d = _ROLE_DECISIONS.get(key)
    if d is None:
        free = tuple([owner < 0 for owner in s.role_owner])
        options = _ROLE_OPTIONS.get((free, libs))
        if options is None:
            options = _ROLE_OPTIONS[free, libs] = tuple(
                ChooseRole(r, lib) for r in ROLES if free[r] for lib in libs)
        d = _ROLE_DECISIONS[key] = Decision(seat, DecisionKind.CHOOSE_ROLE, options=options)
    return d


#: Role-choice options by (which roles are free, allowed Library flags): actions are
#: immutable, so every decision with the same choices shares one tuple of them.
_ROLE_OPTIONS: dict[tuple[tuple[bool, ...], tuple[bool, ...]], tuple[ChooseRole, ...]] = {}
#: Role-choice decisions by (seat, role owners, allowed Library flags): decisions are
#: immutable values too (at most 4 * 5**5 * 3 of them).
_ROLE_DECISIONS: dict[tuple[int, tuple[int, ...], tuple[bool, ...]], Decision] = {}


@resolver("choose_role")
def _resolve_role(s: GameState, task: Task, action: Action | None) -> None:
    assert isinstance(action, ChooseRole)
    seat = task[1]
    s.role_owner[action.role] = seat
    s.role, s.chooser, s.library = action.role, seat, action.use_library
    if action.use_library:
        s.players[seat].library_used = True
    if s.log is not None:
        s.emit(RoleChosen(seat, action.role, action.use_library))
    ROLE_PHASES[action.role](s, seat)


# -- start-hand variant and start-of-round steps ----------------------------------

def _hand_select(s: GameState, seat: int, kind: DecisionKind, lo: int, hi: int,
                 **info: object) -> Decision:
    hand = s.players[seat].hand
    return Decision(seat, kind, candidates=tuple(sorted(hand)), min_count=lo, max_count=hi,
                    info=dict(info))


def _discard(s: GameState, seat: int, cards: tuple[int, ...], reason: Reason) -> None:
    if cards:
        s.remove_from_hand(seat, cards)
        s.discard.extend(cards)
        if s.log is not None:
            s.emit(CardsDiscarded(seat, len(cards), cards, seat, reason))


@decider("start_keep")
def _decide_keep(s: GameState, task: Task) -> Decision | None:
    n = len(s.players[task[1]].hand)
    if n <= START_HAND_SIZE:
        return None
    return _hand_select(s, task[1], DecisionKind.START_HAND, START_HAND_SIZE, START_HAND_SIZE)


@resolver("start_keep", noop_if_skipped=True)
def _resolve_keep(s: GameState, task: Task, action: Action | None) -> None:
    seat = task[1]
    if action is None:
        return
    keep = set(selected(action))
    _discard(s, seat, tuple(c for c in s.players[seat].hand if c not in keep), Reason.START_HAND)


@decider("office")
def _decide_office(s: GameState, task: Task) -> Decision | None:
    seat = task[1]
    hand = s.players[seat].hand
    if not hand or not s.owns(seat, T["office_building"]):
        return None
    return _hand_select(s, seat, DecisionKind.OFFICE, 0, min(2, len(hand)))


@resolver("office", noop_if_skipped=True)
def _resolve_office(s: GameState, task: Task, action: Action | None) -> None:
    cards = selected(action)
    if cards:
        _discard(s, task[1], cards, Reason.OFFICE)
        s.draw_to_hand(task[1], len(cards), Reason.OFFICE)


@decider("chapel")
def _decide_chapel(s: GameState, task: Task) -> Decision | None:
    seat = task[1]
    if not s.players[seat].hand or not s.owns(seat, T["chapel"]):
        return None
    return _hand_select(s, seat, DecisionKind.CHAPEL, 0, 1)


def _tuck(s: GameState, seat: int, cards: tuple[int, ...], pile: list[int], key: str) -> None:
    s.remove_from_hand(seat, cards)
    pile.extend(cards)
    if s.log is not None:
        s.emit(CardsTucked(seat, len(cards), cards, seat, s.find(seat, T[key]) or -1))


@resolver("chapel", noop_if_skipped=True)
def _resolve_chapel(s: GameState, task: Task, action: Action | None) -> None:
    cards = selected(action)
    if cards:
        _tuck(s, task[1], cards, s.players[task[1]].chapel, "chapel")


@decider("bank")
def _decide_bank(s: GameState, task: Task) -> Decision | None:
    seat = task[1]
    p = s.players[seat]
    if p.bank_used or not p.hand or not s.owns(seat, T["bank"]):
        return None
    return _hand_select(s, seat, DecisionKind.BANK, 0, len(p.hand))


@resolver("bank", noop_if_skipped=True)
def _resolve_bank(s: GameState, task: Task, action: Action | None) -> None:
    cards = selected(action)
    if cards:
        s.players[task[1]].bank_used = True
        _tuck(s, task[1], cards, s.players[task[1]].bank, "bank")


@decider("limit")
def _decide_limit(s: GameState, task: Task) -> Decision | None:
    seat = task[1]
    n, ed = len(s.players[seat].hand), s.edition
    if n <= ed.base_hand_limit and n <= ed.guard_room_limit and n <= ed.tower_limit:
        return None  # within every limit: no need to look for a Tower or Guard room
    limit = hand_limit(s, seat)
    excess = n - limit
    if excess <= 0:
        return None
    return _hand_select(s, seat, DecisionKind.HAND_LIMIT, excess, excess, limit=limit)


@resolver("limit", noop_if_skipped=True)
def _resolve_limit(s: GameState, task: Task, action: Action | None) -> None:
    _discard(s, task[1], selected(action), Reason.HAND_LIMIT)
