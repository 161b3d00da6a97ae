"""How far a player may take back their own decisions (Edit ▸ Undo), decided from the
engine's events alone. Pure Python; the window's undo stack asks :func:`undo_depth`.

A decision may be taken back while nothing new was revealed to anyone since it was made:
no card drawn, looked at or turned face up, no trading-house tile turned, no pile
shuffled, and no other seat decided (another player's decision is made on information
the undone one gave). Undo replays the game from its actions (the engine is
deterministic), so it cannot drift from the real game.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from sanjuan.rules.events import (
    BuildingBuilt,
    CardsDiscarded,
    CardsDrawn,
    CardsRevealed,
    CardsTucked,
    DeckReshuffled,
    Event,
    GameEnded,
    GoodLost,
    GoodsProduced,
    GoodsSold,
    PhaseEnded,
    RoleChosen,
    RoundStarted,
    TileTurned,
)
from sanjuan.rules.game import Game

#: Events that show nobody anything new: public moves of known cards, goods face down.
_SILENT = (RoleChosen, PhaseEnded, BuildingBuilt, CardsDiscarded, CardsTucked,
           GoodsProduced, GoodsSold, GoodLost, RoundStarted)


class Blocker(Enum):
    """Why no further decision can be taken back."""

    NOTHING = "nothing"  # no decision of this seat to take back
    OTHER_SEAT = "other_seat"  # another seat has decided since
    CARD_DRAWN = "card_drawn"  # somebody drew (saw) a card
    CARDS_TURNED = "cards_turned"  # cards were turned face up (Gold mine, Goldsmith…)
    TILE_TURNED = "tile_turned"  # a trading-house tile was turned (RULES.md 3.3)
    SHUFFLED = "shuffled"  # the discard pile was shuffled into a new draw pile
    GAME_OVER = "game_over"


@dataclass(frozen=True)
class Step:
    """One applied action: the ``seat`` that decided it, the ``events`` it caused and
    the cards it turned up for a look without an event (``GameState.revealed`` after it,
    e.g. the Councillor's draw, RULES.md 3.4)."""

    seat: int
    events: tuple[Event, ...]
    looked: tuple[int, ...] = ()


@dataclass(frozen=True)
class UndoLimit:
    """``depth``: how many of the latest actions may be taken back (all the seat's own);
    ``blocker``: why not one more; ``other``: the seat that decided since (OTHER_SEAT)."""

    depth: int
    blocker: Blocker
    other: int = -1


def reveal(events: Iterable[Event]) -> Blocker | None:
    """The first thing ``events`` revealed to anyone, or None if they revealed nothing.
    Unknown event types count as revealing (safe side)."""
    for e in events:
        if isinstance(e, _SILENT) or (isinstance(e, CardsDrawn) and e.count == 0):
            continue
        if isinstance(e, CardsDrawn):
            return Blocker.CARD_DRAWN
        if isinstance(e, TileTurned):
            return Blocker.TILE_TURNED
        if isinstance(e, DeckReshuffled):
            return Blocker.SHUFFLED
        if isinstance(e, GameEnded):
            return Blocker.GAME_OVER
        return Blocker.CARDS_TURNED if isinstance(e, CardsRevealed) else Blocker.CARD_DRAWN
    return None


def undo_depth(steps: Sequence[Step], seat: int) -> UndoLimit:
    """How many of the latest ``steps`` ``seat`` may take back: the trailing run of its
    own steps none of which revealed anything."""
    depth = 0
    for step in reversed(steps):
        if step.seat != seat:
            return UndoLimit(depth, Blocker.OTHER_SEAT, step.seat)
        why = Blocker.CARD_DRAWN if step.looked else reveal(step.events)
        if why is not None:
            return UndoLimit(depth, why)
        depth += 1
    return UndoLimit(depth, Blocker.NOTHING)


def _shown(step: Step, seat: int) -> Blocker | None:
    """What ``step`` (another seat's) showed ``seat``: cards turned face up, a tile
    turned, a shuffle, the end, cards ``seat`` drew (a Councillor chosen by another seat
    makes everybody draw). Other seats' draws and looks are their own secret (only the
    count is public), so they do not count here."""
    for e in step.events:
        if isinstance(e, CardsDrawn):
            if e.seat == seat and e.count:
                return Blocker.CARD_DRAWN
            continue
        why = reveal((e,))
        if why is not None:
            return why
    return None


def takeback_depth(steps: Sequence[Step], seat: int, computers: Iterable[int]) -> UndoLimit:
    """A take-back against the computer (a casual game's undo, issue 34): how many of the
    latest ``steps`` go to take back ``seat``'s latest decision together with the answers
    the ``computers`` seats gave since. Possible when that decision revealed nothing and
    the computers' answers since showed ``seat`` nothing (their own draws and looks
    stay hidden: replayed from the same seed they come again, unseen); another person's
    decision since blocks it. ``depth`` 0: not possible, ``blocker`` says why."""
    bots = set(computers)
    depth = 0
    for step in reversed(steps):
        if step.seat == seat:
            why = Blocker.CARD_DRAWN if step.looked else reveal(step.events)
            return UndoLimit(0, why) if why is not None else UndoLimit(depth + 1,
                                                                       Blocker.NOTHING)
        if step.seat not in bots:
            return UndoLimit(0, Blocker.OTHER_SEAT, step.seat)
        why = _shown(step, seat)
        if why is not None:
            return UndoLimit(0, why)
        depth += 1
    return UndoLimit(0, Blocker.NOTHING)


def steps_of(game: Game) -> list[Step]:
    """Every action of ``game`` as a :class:`Step`, found by replaying it (about 10 ms
    for a whole 4-player game)."""
    g = Game(game.options)
    out = []
    for action in game.actions:
        seat = g.state.decision.seat  # type: ignore[union-attr]
        before = len(g.state.log)  # type: ignore[arg-type]
        g.apply(action)
        out.append(Step(seat, tuple(g.state.log[before:]),  # type: ignore[index]
                        tuple(g.state.revealed)))
    return out
