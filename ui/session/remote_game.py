"""A network game as the window holds it: what one seat was sent, never more.

:class:`RemoteGame` stands where a local :class:`~sanjuan.rules.game.Game` stands in the
:class:`~ui.session.game_model.GameModel` while a network game runs. The server alone
holds the deck, the seed and every hand; this object holds only the last observation the
server sent for our seat (``observe(state, seat)`` as JSON, RULES.md 5) and the events as
that seat may see them. It offers the parts of ``Game`` the window reads: ``options``
(public: no seed), ``state`` (the redacted state, with the seat's events as its log) and
``actions`` (as many entries as the game has actions; only our own are known, the
others are None). When the game is over the server sends the whole record and the model
replaces this object by the real game (nothing is secret any more).

No Qt here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from sanjuan.rules.actions import Action, Build, ChooseRole, Pass, Select
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.errors import IllegalActionError, NotYourDecisionError
from sanjuan.rules.events import Event
from sanjuan.rules.observation import Observation
from sanjuan.rules.state import GameState, Options

if TYPE_CHECKING:
    from sanjuan.net.wire import PassFact  # the network code loads only when used

#: The seat kind of a person playing over the network (in the window's seats only; the
#: history and the save record them as ``"human"``).
NETWORK = "network"


class RemoteGame:
    """Seat ``seat``'s picture of a network game: the server's observation ``obs`` after
    ``seq`` actions, ``events`` (every event so far, as this seat may see them) and
    ``passes`` (every pass so far: public facts the server sends, as the engine has no
    event for a pass; none from a server that does not send them)."""

    def __init__(self, seat: int, seq: int, obs: Observation, events: Sequence[Event],
                 passes: Sequence[PassFact] = ()) -> None:
        self.seat = seat
        self._log: list[Event] = []
        self.passes: list[PassFact] = []
        self.actions: list[Action | None] = []
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
               passes: Sequence[PassFact] = ()) -> None:
        """The server's next picture: ``seq`` actions so far, observation ``obs``, the
        events since the last picture and passes (those already known are skipped).
        Raises ValueError for an observation of another seat or a ``seq`` that goes
        backwards (undo sends a whole new state instead)."""
        if obs.seat != self.seat:
            raise ValueError(f"an observation of seat {obs.seat}, not of seat {self.seat}")
        if seq < len(self.actions):
            raise ValueError(f"the game went back from {len(self.actions)} to {seq} actions")
        self._obs = obs
        self._log.extend(new_events)
        known = self.passes[-1].seq if self.passes else -1
        self.passes.extend(p for p in passes if known < p.seq < seq)
        self.state = obs.state.copy(log=False)
        self.state.log = self._log
        while len(self.actions) < seq:
            self.actions.append(self._sent.get(len(self.actions)))

    def sent(self, action: Action) -> None:
        """Our seat sent ``action`` for the decision after the actions so far."""
        self._sent[len(self.actions)] = action


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
