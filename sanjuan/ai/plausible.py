"""Is a build absurd? One pure check, from the rules, that every shipped computer level
obeys (issue 36: "never an absurd move").

A build is *absurd* when it certainly leaves its builder worse off or gains it nothing:

``"crane_loses_points"``
    A Crane replacement (RULES.md 3.1) that lowers the seat's score at once (printed VP
    and every bonus, :func:`~sanjuan.ai.heuristics.replacement_gain`) for a building with
    no effect to use — a monument or a building that only scores at the end (cost 6 or
    more: Guild hall, City hall, Triumphal arch, Palace, Residence, Cathedral): the
    points are lost for certain and the new building does nothing but score (issue 34:
    Easy replaced a Guild hall by a Triumphal arch with no monument, 8 → 5 VP). A
    replacement that gives up a point for a production or violet building with an effect
    (a Chapel over a Library early in the game) may be a poor trade, but not one for
    nothing.
``"nothing_in_last_phase"``
    In the game's last builder phase — someone already has 12 buildings, or this build
    is the seat's 12th — a build that does not raise the seat's score: the game ends
    right after this phase (RULES.md 2.3) and a building's effect starts only after the
    builder phase in which it was built (RULES.md 3), so the cards paid buy nothing (and
    hand cards still break ties). Example: a Triumphal arch with no monument, or a Crane
    replacement of a Well by a Market stand.

Any other build is plausible: outside the last phase every new building scores its
printed VP or may still earn its bonus or effect, and a replacement that keeps the score
(or gives up points for an effect) trades one building for another that may serve better.
Passing and every other decision are never judged absurd here.
"""

from __future__ import annotations

from sanjuan.ai.heuristics import GAME_END, MONUMENTS, SIX_COST, replacement_gain
from sanjuan.rules.actions import Action, Build
from sanjuan.rules.scoring import score_player
from sanjuan.rules.state import GameState

#: Building types with no effect to use: the monuments and the buildings that only score
#: at the game's end (RULES.md 4; cost 6 or more).
SCORING_ONLY = MONUMENTS | SIX_COST
#: The reasons :func:`absurd_build` gives, with a sentence each (for reports and tests).
REASONS: dict[str, str] = {
    "crane_loses_points": "a Crane replacement that lowers the score for a building "
                          "that only scores",
    "nothing_in_last_phase": "a build in the game's last builder phase that scores nothing",
}


def absurd_build(s: GameState, seat: int, action: Action) -> str | None:
    """The reason (a key of :data:`REASONS`) why ``action`` — taken by ``seat`` at a
    build decision of state ``s`` (an observation's state or a determinised one) — is
    absurd, or None when it is plausible (also for any action that is not a
    :class:`~sanjuan.rules.actions.Build`). ``action`` must be legal for ``seat``: its
    card in ``seat``'s hand (or the Cathedral on the table), ``replace`` in its tableau.
    ``s`` is left as it was; raises ValueError if ``replace`` is not ``seat``'s."""
    if not isinstance(action, Build):
        return None
    p = s.players[seat]
    most = max(len(q.buildings) for q in s.players)
    if action.replace is not None:
        gain = replacement_gain(s, seat, action.card, action.replace)
        ends = most >= GAME_END  # a replacement leaves the building count as it was
        if gain < 0 and (s.types[action.card] in SCORING_ONLY or ends):
            return "crane_loses_points"
    else:
        ends = most >= GAME_END or len(p.buildings) + 1 >= GAME_END
        if not ends:
            return None  # a new building outside the last phase: its VP, bonus or effect
        base = score_player(s, seat).total
        p.buildings.append(action.card)
        try:
            gain = score_player(s, seat).total - base
        finally:
            p.buildings.pop()
    if ends and gain <= 0:
        return "nothing_in_last_phase"
    return None


__all__ = ["REASONS", "SCORING_ONLY", "absurd_build"]
