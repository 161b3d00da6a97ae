"""What a seat remembers: the cards it knows lie face down in the discard pile (lab).

Measured no stronger (docs/ai.md: 64.8 % against Hard where the Expert without it won
67.5 % on the same deals; 51.9 % against 52.6 % in the 3-player screen), so the shipped
Expert does not remember; :class:`Remembering` gives any player the memory.

A seat sees its hand, its Chapel and Bank cards and the councillor draw it keeps from;
every such card that later leaves its possession without turning up anywhere in view
(paid for a building, discarded at the hand limit, a councillor draw it did not keep, an
Office or start-hand discard) lies face down in the discard pile — until the discard pile
is shuffled into a new draw pile (RULES.md 2.1.4). :class:`CardMemory` keeps that set,
built only from the successive :class:`~sanjuan.rules.observation.Observation` s of its
own seat (nothing else is passed to it), and :meth:`CardMemory.informed` returns the
observation with those cards written into the discard pile, so that
:meth:`Observation.determinize` deals only the remaining unseen cards into the other
hidden places (hands, draw pile).

A reshuffle is not announced in an observation. The memory forgets everything when one
may have happened since the seat's previous observation: the discard pile shrank, the
draw pile grew, or the draw pile had at most :func:`reach` cards (the most that can be
drawn between two decisions of one seat, with a wide margin). Forgetting never makes the
dealt states inconsistent with what the seat saw, it only makes them less informed.
"""

from __future__ import annotations

from sanjuan.ai import CancelCheck, Player
from sanjuan.rules.actions import Action
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.observation import Observation
from sanjuan.rules.state import UNKNOWN

#: Cards that can be drawn, per player, between two decisions of one seat (a round of
#: councillor, producer, trader and prospector draws with every bonus building is well
#: below this; tests/test_ai_memory.py checks that the memory never goes wrong).
REACH_PER_PLAYER = 16


def reach(players: int) -> int:
    """Draw-pile size at or below which a reshuffle may happen before the seat's next
    decision in a game of ``players`` (2–4)."""
    return REACH_PER_PLAYER * players


class CardMemory:
    """The cards one seat knows to be in the discard pile (:attr:`discarded`, card ids),
    updated from that seat's observations in the order it receives them."""

    __slots__ = ("seat", "discarded", "held", "draw_len", "discard_len", "round")

    def __init__(self) -> None:
        self.seat: int | None = None
        #: Card ids this seat saw leave its possession face down, still in the discard pile.
        self.discarded: set[int] = set()
        #: Card ids in the seat's possession (hand, its councillor draw) at the last update.
        self.held: set[int] = set()
        self.draw_len = 0
        self.discard_len = 0
        self.round = 0

    def reset(self) -> None:
        """Forget everything (a new game or another seat)."""
        self.seat = None
        self.discarded = set()
        self.held = set()
        self.draw_len = self.discard_len = self.round = 0

    def update(self, obs: Observation) -> None:
        """Take in the seat's next observation ``obs`` (the same seat and game as the
        last one, later in it; otherwise the memory starts afresh). Cards held at the
        last update and now nowhere in view went to the discard pile; if a reshuffle may
        have happened since (see the module doc), everything is forgotten instead."""
        s = obs.state
        if self.seat != obs.seat or s.round < self.round:
            self.reset()
            self.seat = obs.seat
        visible = {c for _, cards in s.seat_cards() for c in cards if c != UNKNOWN}
        if (len(s.discard) < self.discard_len or len(s.draw) > self.draw_len
                or self.draw_len <= reach(s.num_players)):
            self.discarded.clear()
        else:
            self.discarded |= self.held - visible
            self.discarded -= visible
        if len(self.discarded) > len(s.discard):  # cannot happen; never deal a lie
            self.discarded.clear()
        held = set(s.players[obs.seat].hand)
        d = s.decision
        if d is not None and d.seat == obs.seat and d.kind is DecisionKind.COUNCILLOR_KEEP:
            held.update(c for c in s.revealed if c != UNKNOWN)
        self.held = held
        self.draw_len, self.discard_len, self.round = len(s.draw), len(s.discard), s.round

    def informed(self, obs: Observation) -> Observation:
        """``obs`` with the remembered cards written into the first unknown places of the
        discard pile (in card-id order; their order there is not known and does not
        matter): determinising it deals only the cards the seat has not seen. Returns
        ``obs`` itself when there is nothing to add."""
        if not self.discarded or self.seat != obs.seat:
            return obs
        s = obs.state.copy()
        s.rng = None
        known = iter(sorted(self.discarded))
        for i, c in enumerate(s.discard):
            if c == UNKNOWN:
                nxt = next(known, None)
                if nxt is None:
                    break
                s.discard[i] = nxt
        return Observation(obs.seat, s)


class Remembering:
    """``player`` (any :class:`sanjuan.ai.Player`: an Expert, a Hard, a
    :class:`sanjuan.ai.thinking.ThinkingPlayer`) with a card memory: every observation it is
    given updates :attr:`memory` and reaches ``player`` with the remembered cards
    written into the discard pile (:meth:`CardMemory.informed`), so that its
    determinisations deal only the cards the seat has not seen. It keeps the memory
    itself, so it works as well around a player that is made afresh for every decision
    (the thinking process's). Other attributes (``last_simulations``, ``capped``) are
    ``player``'s. One object follows one seat of one game at a time."""

    def __init__(self, player: Player, memory: CardMemory | None = None) -> None:
        self.player = player
        self.name = player.name
        self.memory = CardMemory() if memory is None else memory

    def choose(self, obs: Observation, cancel: CancelCheck | None = None) -> Action:
        """``player``'s action for ``obs`` informed by the memory (updated first)."""
        self.memory.update(obs)
        return self.player.choose(self.memory.informed(obs), cancel)

    def __getattr__(self, name: str) -> object:
        # Called only for names not found on self; "player" itself is missing only while
        # copy or pickle rebuild the object, and must not recurse then.
        if name == "player" or name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.player, name)


__all__ = ["CardMemory", "Remembering", "reach", "REACH_PER_PLAYER"]
