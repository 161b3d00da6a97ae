"""The producer phase: RULES.md 3.2 (Producer, Aqueduct, Library, Well)."""

from __future__ import annotations

from sanjuan.rules.actions import Action
from sanjuan.rules.cards import IS_PRODUCTION, Role
from sanjuan.rules.decisions import Decision, DecisionKind
from sanjuan.rules.events import GoodsProduced, PhaseEnded, Reason
from sanjuan.rules.phases import role_phase
from sanjuan.rules.phases.registry import (
    Task,
    auto,
    decider,
    privilege,
    resolver,
    schedule_seats,
    selected,
)
from sanjuan.rules.state import GameState, T


@role_phase(Role.PRODUCER)
def start(s: GameState, chooser: int) -> None:
    """Every player from the producer may produce; then the end of the phase."""
    schedule_seats(s, chooser, ("produce",), "producer_end")


def production_limit(s: GameState, seat: int) -> int:
    """Goods ``seat`` may produce now: 1, +1 producer (+2 with Library), +1 Aqueduct."""
    return 1 + privilege(s, seat) + s.owns(seat, T["aqueduct"])


def empty_production_buildings(s: GameState, seat: int) -> list[int]:
    """``seat``'s production buildings without a good, in tableau order."""
    p = s.players[seat]
    types, goods = s.types, p.goods
    return [b for b in p.buildings if IS_PRODUCTION[types[b]] and b not in goods]


@decider("produce")
def _decide(s: GameState, task: Task) -> Decision | None:
    seat = task[1]
    empty = empty_production_buildings(s, seat)
    if not empty or not (s.draw or s.discard):
        return None
    return Decision(seat, DecisionKind.PRODUCE, Role.PRODUCER, candidates=tuple(sorted(empty)),
                    min_count=0, max_count=min(len(empty), production_limit(s, seat)))


@resolver("produce", noop_if_skipped=True)
def _resolve(s: GameState, task: Task, action: Action | None) -> None:
    seat = task[1]
    p = s.players[seat]
    done: list[int] = []
    for b in selected(action):
        c = s.draw_card()
        if c is None:
            break
        p.goods[b] = c
        done.append(b)
    if done and s.log is not None:
        s.emit(GoodsProduced(seat, tuple(done)))
    if len(done) >= 2 and s.owns(seat, T["well"]):
        s.draw_to_hand(seat, 1, Reason.WELL)


@auto("producer_end")
def _end(s: GameState, task: Task) -> None:
    if s.log is not None:
        s.emit(PhaseEnded(s.chooser, Role.PRODUCER))
