"""The councillor phase: RULES.md 3.4 (Councillor, Library, Prefecture, Archive,
Customs office)."""

from __future__ import annotations

from sanjuan.rules.actions import Action
from sanjuan.rules.cards import Role
from sanjuan.rules.decisions import Decision, DecisionKind
from sanjuan.rules.events import CardsDiscarded, CardsDrawn, GoodsProduced, PhaseEnded, Reason
from sanjuan.rules.phases import role_phase
from sanjuan.rules.phases.registry import (
    Task,
    auto,
    decider,
    resolver,
    schedule,
    schedule_seats,
    selected,
)
from sanjuan.rules.state import GameState, T

COUNCILLOR_DRAW = 5
LIBRARY_DRAW = 8
OTHERS_DRAW = 2


@role_phase(Role.COUNCILLOR)
def start(s: GameState, chooser: int) -> None:
    """Customs offices first receive their good; then everyone draws and keeps."""
    schedule_seats(s, chooser, ("customs", "council_draw"), "councillor_end")


def draw_and_keep(s: GameState, seat: int) -> tuple[int, int]:
    """(cards drawn, cards kept) for ``seat`` in this councillor phase."""
    if seat == s.chooser:
        n = LIBRARY_DRAW if s.library else COUNCILLOR_DRAW
    else:
        n = OTHERS_DRAW
    return n, 2 if s.owns(seat, T["prefecture"]) else 1


@auto("customs")
def _customs(s: GameState, task: Task) -> None:
    seat = task[1]
    office = s.find(seat, T["customs_office"])
    if office is None or office in s.players[seat].goods:
        return
    c = s.draw_card()
    if c is not None:
        s.players[seat].goods[office] = c
        if s.log is not None:
            s.emit(GoodsProduced(seat, (office,)))


@auto("council_draw")
def _draw(s: GameState, task: Task) -> None:
    seat = task[1]
    n, keep = draw_and_keep(s, seat)
    s.revealed.extend(s.draw_cards(n))
    drawn = len(s.revealed)
    if s.owns(seat, T["archive"]) or drawn <= keep:
        got = tuple(s.revealed)
        s.players[seat].hand.extend(got)
        s.revealed.clear()
        if got and s.log is not None:
            s.emit(CardsDrawn(seat, len(got), got, seat, Reason.COUNCILLOR))
        if drawn > keep:
            schedule(s, ("council_discard", seat, drawn - keep))
    else:
        schedule(s, ("council_keep", seat, keep))


@decider("council_keep")
def _decide_keep(s: GameState, task: Task) -> Decision:
    return Decision(task[1], DecisionKind.COUNCILLOR_KEEP, Role.COUNCILLOR,
                    candidates=tuple(sorted(s.revealed)), min_count=task[2], max_count=task[2])


@resolver("council_keep")
def _resolve_keep(s: GameState, task: Task, action: Action | None) -> None:
    seat = task[1]
    kept = selected(action)
    rest = tuple(c for c in s.revealed if c not in kept)
    s.revealed.clear()
    s.players[seat].hand.extend(kept)
    s.discard.extend(rest)
    if s.log is not None:
        s.emit(CardsDrawn(seat, len(kept), kept, seat, Reason.COUNCILLOR))
        s.emit(CardsDiscarded(seat, len(rest), rest, seat, Reason.COUNCILLOR))


@decider("council_discard")
def _decide_discard(s: GameState, task: Task) -> Decision:
    hand = tuple(sorted(s.players[task[1]].hand))
    return Decision(task[1], DecisionKind.COUNCILLOR_DISCARD, Role.COUNCILLOR, candidates=hand,
                    min_count=task[2], max_count=task[2])


@resolver("council_discard")
def _resolve_discard(s: GameState, task: Task, action: Action | None) -> None:
    cards = selected(action)
    s.remove_from_hand(task[1], cards)
    s.discard.extend(cards)
    if s.log is not None:
        s.emit(CardsDiscarded(task[1], len(cards), cards, task[1], Reason.COUNCILLOR))


@auto("councillor_end")
def _end(s: GameState, task: Task) -> None:
    if s.log is not None:
        s.emit(PhaseEnded(s.chooser, Role.COUNCILLOR))
