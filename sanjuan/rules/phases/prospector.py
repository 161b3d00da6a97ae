"""The prospector phase: RULES.md 3.5 (Prospector, Library, Gold mine, Goldsmith)."""

from __future__ import annotations

from sanjuan.rules.actions import Action
from sanjuan.rules.cards import Role
from sanjuan.rules.decisions import Decision, DecisionKind
from sanjuan.rules.events import CardsDiscarded, CardsDrawn, CardsRevealed, PhaseEnded, Reason
from sanjuan.rules.phases import role_phase
from sanjuan.rules.phases.registry import (
    Task,
    auto,
    decider,
    privilege,
    resolver,
    schedule,
    schedule_seats,
    selected,
)
from sanjuan.rules.state import GameState, T

GOLD_MINE_REVEAL = 4


@role_phase(Role.PROSPECTOR)
def start(s: GameState, chooser: int) -> None:
    """The prospector draws; then every Gold mine and every Goldsmith, in seat order."""
    schedule_seats(s, chooser, ("gold_mine", "goldsmith"), "prospector_end",
                   (("prospect", chooser),))


@auto("prospect")
def _prospect(s: GameState, task: Task) -> None:
    s.draw_to_hand(task[1], privilege(s, task[1]), Reason.PROSPECTOR)


@auto("gold_mine")
def _gold_mine(s: GameState, task: Task) -> None:
    seat = task[1]
    if not s.owns(seat, T["gold_mine"]):
        return
    for _ in range(GOLD_MINE_REVEAL):
        c = s.draw_card()
        if c is None:
            break
        s.revealed.append(c)
    cards = tuple(s.revealed)
    if not cards:
        return
    if s.log is not None:
        s.emit(CardsRevealed(seat, len(cards), cards, -1, Reason.GOLD_MINE))
    if len({s.cost(c) for c in cards}) < len(cards):
        _gold_mine_take(s, seat, None)
    elif s.edition.gold_mine_any:
        schedule(s, ("gold_pick", seat))
    else:
        _gold_mine_take(s, seat, min(cards, key=s.cost))


def _gold_mine_take(s: GameState, seat: int, card: int | None) -> None:
    rest = tuple(c for c in s.revealed if c != card)
    s.revealed.clear()
    if card is not None:
        s.players[seat].hand.append(card)
        if s.log is not None:
            s.emit(CardsDrawn(seat, 1, (card,), -1, Reason.GOLD_MINE))
    s.discard.extend(rest)
    if s.log is not None:
        s.emit(CardsDiscarded(seat, len(rest), rest, -1, Reason.GOLD_MINE))


@decider("gold_pick")
def _decide_pick(s: GameState, task: Task) -> Decision:
    return Decision(task[1], DecisionKind.GOLD_MINE, Role.PROSPECTOR,
                    candidates=tuple(sorted(s.revealed)), min_count=1, max_count=1)


@resolver("gold_pick")
def _resolve_pick(s: GameState, task: Task, action: Action | None) -> None:
    _gold_mine_take(s, task[1], selected(action)[0])


@auto("goldsmith")
def _goldsmith(s: GameState, task: Task) -> None:
    seat = task[1]
    if not s.owns(seat, T["goldsmith"]):
        return
    c = s.draw_card()
    if c is None:
        return
    if s.log is not None:
        s.emit(CardsRevealed(seat, 1, (c,), -1, Reason.GOLDSMITH))
    if any(s.owns(p, s.types[c]) for p in range(s.num_players)):
        s.discard.append(c)
        if s.log is not None:
            s.emit(CardsDiscarded(seat, 1, (c,), -1, Reason.GOLDSMITH))
    else:
        s.players[seat].hand.append(c)
        if s.log is not None:
            s.emit(CardsDrawn(seat, 1, (c,), -1, Reason.GOLDSMITH))


@auto("prospector_end")
def _end(s: GameState, task: Task) -> None:
    if s.log is not None:
        s.emit(PhaseEnded(s.chooser, Role.PROSPECTOR))
