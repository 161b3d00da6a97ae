"""A network game as the window holds it: what one seat was sent, never more.

:class:`NetTable` is the :class:`~ui.session.table.Table` of a network game: the
:class:`~ui.session.game_model.GameModel` shows it like any game, but the server alone
holds the deck, the seed and every hand, asks every seat but ours and takes actions back
(Undo is a request). Its picture, :class:`RemoteGame`, holds only the last observation
the server sent for our seat (``observe(state, seat)`` as JSON, RULES.md 5) and the
events as that seat may see them. It reads like a :class:`~sanjuan.rules.game.Game`
(:class:`~ui.session.table.GameView`): ``options`` (public: no seed), ``state`` (the
redacted state, with the seat's events as its log) and ``actions`` (as many as the game
has; only our own can be read). When the game is over the server sends the whole record
and the table holds the real game from then on (nothing is secret any more).

No Qt here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, overload

from sanjuan.rules.actions import Action, Build, ChooseRole, Pass, Select
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.errors import IllegalActionError, NotYourDecisionError
from sanjuan.rules.events import Event
from sanjuan.rules.game import Game
from sanjuan.rules.observation import Observation, observe
from sanjuan.rules.seat import HUMAN, NETWORK, Seat
from sanjuan.rules.state import GameState, Options
from sanjuan.rules.undo import Step
from ui.session.table import GameView, Passed

if TYPE_CHECKING:
    from sanjuan.net.wire import PassFact  # the network code loads only when used
    from ui.session.game_model import GameModel

__all__ = ["NETWORK", "NetTable", "RemoteGame", "SeatActions", "check_action", "net_live"]



class SeatActions(Sequence[Action]):
    """The actions of a network game as one seat knows them: as many as the game has,
    but only that seat's own can be read (the server sends nobody another seat's
    action); reading another raises LookupError."""

    def __init__(self) -> None:
        self._known: dict[int, Action] = {}
        self._count = 0

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> list[Action]: ...

    def __getitem__(self, index: int | slice) -> Action | list[Action]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._count))]
        i = index + self._count if index < 0 else index
        if not 0 <= i < self._count:
            raise IndexError(f"action {index} of {self._count}")
        if i not in self._known:
            raise LookupError(f"action {i} was another seat's: the server did not send it")
        return self._known[i]

    def __iter__(self) -> Iterator[Action]:
        return (self[i] for i in range(self._count))

    def known(self, index: int) -> Action | None:
        """Action ``index`` if it is ours, else None."""
        return self._known.get(index)

    def grow(self, count: int, sent: dict[int, Action]) -> None:
        """The game has ``count`` actions now; those in ``sent`` (by number) are ours."""
        for i in range(self._count, count):
            if i in sent:
                self._known[i] = sent[i]
        self._count = max(self._count, count)


def _passed(p: PassFact | Passed) -> Passed:
    return p if isinstance(p, Passed) else Passed(p.seq, p.seat, p.kind, p.role, p.event)


class RemoteGame:
    """Seat ``seat``'s picture of a network game: the server's observation ``obs`` after
    ``seq`` actions, ``events`` (every event so far, as this seat may see them) and
    ``passes`` (every pass so far: public facts the server sends, as the engine has no
    event for a pass; from a server that does not send them, our own passes only)."""

    def __init__(self, seat: int, seq: int, obs: Observation, events: Sequence[Event],
                 passes: Sequence[PassFact | Passed] = ()) -> None:
        self.seat = seat
        self._log: list[Event] = []
        self.passes: list[Passed] = []
        self.actions = SeatActions()
        self._sent: dict[int, Action] = {}
        self._obs = obs
        self.state: GameState = obs.state
        self.update(seq, obs, events, passes)

    @property
    def options(self) -> Options:
        """The game's public options (players, edition, variant; the seed is None)."""
        return self.state.options

    def observation(self) -> Observation:
        """What our seat may see now (the server's observation, unchanged)."""
        return self._obs

    def update(self, seq: int, obs: Observation, new_events: Sequence[Event],
               passes: Sequence[PassFact | Passed] = ()) -> None:
        """The server's next picture: ``seq`` actions so far, observation ``obs``, the
        events since the last picture and passes (those already known are skipped).
        Raises ValueError for an observation of another seat or a ``seq`` that goes
        backwards (undo sends a whole new state instead)."""
        if obs.seat != self.seat:
            raise ValueError(f"an observation of seat {obs.seat}, not of seat {self.seat}")
        old = len(self.actions)
        if seq < old:
            raise ValueError(f"the game went back from {old} to {seq} actions")
        decision, at = self.state.decision, len(self._log)
        self._obs = obs
        self._log.extend(new_events)
        known = self.passes[-1].seq if self.passes else -1
        self.passes.extend(_passed(p) for p in passes if known < p.seq < seq)
        if (seq == old + 1 and isinstance(self._sent.get(old), Pass) and decision is not None
                and not (self.passes and self.passes[-1].seq == old)):
            # a server that reports no passes: our own pass, as we sent it
            self.passes.append(Passed(old, decision.seat, decision.kind, decision.role, at))
        self.state = obs.state.copy(log=False)
        self.state.log = self._log
        self.actions.grow(seq, self._sent)

    def sent(self, action: Action) -> None:
        """Our seat sent ``action`` for the decision after the actions so far."""
        self._sent[len(self.actions)] = action


class NetTable:
    """Our seat's table in a network game (a :class:`~ui.session.table.Table`): shows
    ``view`` (then each new picture), sends our actions with ``send(action)`` and asks
    for an undo with ``ask_undo()`` (True when asked). The server plays every other
    seat and keeps the game: nothing is autosaved or saved here until its end, when
    :meth:`finish` hands over the whole record."""

    asks_computers = False
    redo = False

    def __init__(self, view: RemoteGame, send: Callable[[Action], object],
                 ask_undo: Callable[[], bool]) -> None:
        self._view = view
        self._send: Callable[[Action], object] | None = send
        self._ask_undo: Callable[[], bool] | None = ask_undo
        self._final: Game | None = None
        self._steps: list[Step] = []
        self._base = len(view.actions)  # the past before our first picture is not known

    # ------------------------------------------------------------------ the protocol
    @property
    def game(self) -> GameView:
        """Our seat's picture; the whole game once it is over."""
        return self._view if self._final is None else self._final

    @property
    def view(self) -> RemoteGame:
        """Our seat's latest picture (also after the end)."""
        return self._view

    @property
    def steps(self) -> list[Step]:
        """The steps of the actions since the last picture that came as a whole."""
        return self._steps

    @property
    def passes(self) -> list[Passed]:
        """The passes the server reported (and our own)."""
        return self._view.passes

    @property
    def live(self) -> bool:
        """True while our actions go to the server (not left, not over)."""
        return self._send is not None and self._final is None

    def record(self) -> Game | None:
        """The whole game once it is over; None while the server keeps it."""
        return self._final

    def observation(self, seat: int) -> Observation:
        """Our seat's: the server's observation; another seat's: what our picture lets
        it see (the whole game's once it is over)."""
        if self._final is None and seat == self._view.seat:
            return self._view.observation()
        return observe(self.game.state, seat)

    def submit(self, action: Action) -> None:
        """Send ``action`` to the server (after :func:`check_action`); its step comes
        back with the server's next picture. Raises IllegalActionError when it cannot
        answer our decision or we have left the game."""
        if self._send is None:
            raise IllegalActionError("RULES.md 2.2", "you have left this network game")
        check_action(self._view.observation(), action)  # the server checks it fully
        self._view.sent(action)
        self._send(action)

    def rewind(self, count: int) -> None:
        """Never here: raises ValueError (the server takes actions back)."""
        raise ValueError("a network game is taken back by its server")

    def request_undo(self) -> bool:
        """Ask the server to take back our last action; False when not asked (left,
        over, or the connection is down)."""
        return self._ask_undo is not None and self._final is None and self._ask_undo()

    def history_entry(self, seats: Sequence[Seat], mode: str) -> tuple[list[Seat], str]:
        """Mode ``"network"``; the other people's seats as ``"human"``."""
        return [Seat(s.name, HUMAN) if s.kind == NETWORK else s for s in seats], "network"

    # ------------------------------------------------------------------ from the server
    def update(self, seq: int, obs: Observation, events: Sequence[Event],
               passes: Sequence[PassFact | Passed] = ()) -> list[Step]:
        """The server's next picture (see :meth:`RemoteGame.update`); returns the step
        it brought (none: nothing was applied; several actions at once, e.g. after a
        drop, leave their steps unknown and Undo starts afresh). Raises ValueError."""
        v = self._view
        old, deciding = len(v.actions), v.state.decision
        v.update(seq, obs, events, passes)
        if seq == old + 1:
            step = Step(-1 if deciding is None else deciding.seat, tuple(events),
                        tuple(v.state.revealed))
            self._steps.append(step)
            return [step]
        if seq != old:
            self._steps, self._base = [], seq
        return []

    def rewound(self, view: RemoteGame) -> None:
        """The server took actions back: ``view`` is our seat's new picture."""
        n = len(view.actions)
        self._view = view
        del self._steps[max(0, n - self._base):]
        self._base = min(self._base, n)

    def finish(self, game: Game) -> None:
        """The game is over and the server sent its record: hold the whole ``game``."""
        self._final = game

    def leave(self) -> None:
        """We left: our actions go nowhere from now on, and nothing can be taken back."""
        self._send = self._ask_undo = None
        self._steps = []


def net_live(model: GameModel) -> bool:
    """True while ``model`` shows a network game whose actions go to its server (not
    left, not over)."""
    table = model.table
    return isinstance(table, NetTable) and table.live


def check_action(obs: Observation, action: Action) -> None:
    """Refuse, before it is sent, an action that cannot answer our seat's decision in
    ``obs`` (another seat's turn, a role or building not offered, a card not among the
    candidates, a wrong count). Raises IllegalActionError (NotYourDecisionError when it
    is not our turn). The server checks every action again with the whole engine."""
    d = obs.decision
    if d is None or d.seat != obs.seat:
        raise NotYourDecisionError("RULES.md 2.2", "it is not your decision")
    if d.kind is DecisionKind.CHOOSE_ROLE:
        if not isinstance(action, ChooseRole) or action not in d.options:
            raise IllegalActionError("RULES.md 2.2", "choose one of the roles offered")
        return
    if d.kind is DecisionKind.BUILD:
        if isinstance(action, Pass):
            return
        if not isinstance(action, Build) or d.build_option(action.card, action.replace) is None:
            raise IllegalActionError("RULES.md 3.1", "build one of the buildings offered")
        return
    if isinstance(action, Pass):
        if d.min_count > 0:
            raise IllegalActionError("RULES.md 3", f"choose at least {d.min_count} cards")
        return
    if not isinstance(action, Select):
        raise IllegalActionError("RULES.md 3", "choose cards for this decision")
    cards = action.cards
    if (len(set(cards)) != len(cards) or not set(cards) <= set(d.candidates)
            or not max(d.min_count, 1) <= len(cards) <= d.max_count):
        raise IllegalActionError(
            "RULES.md 3", f"choose {d.min_count} to {d.max_count} of the cards offered")
