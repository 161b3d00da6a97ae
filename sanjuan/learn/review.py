"""Review of a finished (or unfinished) game: where did one seat's choices cost the most?

:func:`review_game` replays a game and, at every decision of the chosen seat that had
more than one legal answer, asks the coach (:func:`sanjuan.learn.coach.coach`) for its view
from that seat's observation at the time (never the real state), rating the option that
was played as well. A decision is a *mistake* when the played option's estimated win
chance is at least :data:`THRESHOLD` (10 points) below the best option's and the
difference is beyond the search's noise. The played
options' estimates over the game form the win-chance curve.

Deterministic: decision ``i`` is searched with seed ``seed + i``. Pure (no Qt); the CLI
``sanjuan review`` and the Review window both use it, the latter on a worker thread.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from sanjuan.learn.coach import Hint, HintCancelled, coach
from sanjuan.rules.actions import Action
from sanjuan.rules.decisions import Decision, DecisionKind
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import Observation, observe
from sanjuan.rules.state import Options

#: A played option this far (win chance, 0…1) below the best is listed as a mistake.
THRESHOLD = 0.10
#: Simulations per reviewed decision (2 players): a 2-player game in well under 30 s.
REVIEW_ITERATIONS = 100
#: Wall-clock safety net per decision (s); high, so results depend only on the seed.
REVIEW_MAX_SECONDS = 5.0


@dataclass(frozen=True)
class ReviewedDecision:
    """One decision of the reviewed seat: ``index`` (0-based number of the action in
    the game), ``round``, the seat's observation ``obs`` then, the ``played`` action, and
    ``hints`` (the coach's ranked options, the played one among them)."""

    index: int
    round: int
    obs: Observation
    played: Action
    hints: tuple[Hint, ...]

    @property
    def kind(self) -> DecisionKind:
        """What was decided."""
        d = self.obs.decision
        assert d is not None
        return d.kind

    @property
    def best(self) -> Hint:
        """The coach's first option."""
        return self.hints[0]

    @property
    def played_hint(self) -> Hint:
        """The coach's rating of the option played."""
        return next(h for h in self.hints if h.action == self.played)

    @property
    def loss(self) -> float:
        """Win chance (0…1) lost against the best option (0 if the best was played)."""
        return max(0.0, self.best.win - self.played_hint.win)


@dataclass
class Review:
    """The review of ``seat``: every analysed decision in game order."""

    seat: int
    decisions: list[ReviewedDecision] = field(default_factory=list)
    threshold: float = THRESHOLD

    @property
    def mistakes(self) -> list[ReviewedDecision]:
        """Decisions whose played option was ``threshold`` or more below the best and
        not within the search's noise of it (:attr:`Hint.close`)."""
        return [r for r in self.decisions
                if r.loss >= self.threshold - 1e-9 and not r.played_hint.close]

    def win_curve(self) -> list[tuple[int, float]]:
        """(action index, estimated win chance of the option played) over the game."""
        return [(r.index, r.played_hint.win) for r in self.decisions]


class ReviewCancelled(Exception):
    """Raised by :func:`review_game` when its ``cancel`` callback turned True."""


def has_choice(d: Decision) -> bool:
    """True if decision ``d`` has more than one legal answer."""
    if d.kind is DecisionKind.CHOOSE_ROLE:
        return len(d.options) > 1
    if d.kind is DecisionKind.BUILD:
        return bool(d.options)
    if d.max_count > d.min_count:
        return True
    return len(d.candidates) > d.min_count > 0


def decisions_of(options: Options, actions: Sequence[Action], seat: int) -> list[int]:
    """Indices of ``actions`` that answered a decision of ``seat`` with a choice."""
    s = new_game(options, log=False)
    out = []
    for i, a in enumerate(actions):
        d = s.decision
        assert d is not None
        if d.seat == seat and has_choice(d):
            out.append(i)
        apply(s, a)
    return out


def review_game(options: Options, actions: Sequence[Action], seat: int, seed: int = 0,
                iterations: int = REVIEW_ITERATIONS,
                progress: Callable[[int, int], None] | None = None,
                cancel: Callable[[], bool] | None = None,
                max_seconds: float = REVIEW_MAX_SECONDS,
                rate: Callable[..., list[Hint]] = coach) -> Review:
    """Review ``seat``'s decisions in the game of ``options`` and ``actions``.

    ``progress(done, total)`` is called after each analysed decision; ``cancel`` is
    polled during the searches; ``rate`` rates one decision's options, called as
    :func:`~sanjuan.learn.coach.coach` (the window passes one that runs it in the second
    process, :meth:`sanjuan.ai.thinking.ThinkingService.call`). Raises ValueError for a
    seat not in the game, IllegalActionError if ``actions`` are not a legal game,
    ReviewCancelled if cancelled.
    """
    if not 0 <= seat < options.players:
        raise ValueError(f"there is no seat {seat + 1} in a {options.players}-player game")
    todo = set(decisions_of(options, actions, seat))
    review = Review(seat)
    s = new_game(options, log=False)
    for i, a in enumerate(actions):
        if i in todo:
            obs = observe(s, seat)
            try:
                hints = rate(obs, seed=seed + i, iterations=iterations,
                             max_seconds=max_seconds, cancel=cancel, include=a)
            except HintCancelled:
                raise ReviewCancelled from None
            review.decisions.append(ReviewedDecision(i, s.round, obs, a, tuple(hints)))
            if progress is not None:
                progress(len(review.decisions), len(todo))
        apply(s, a)
    return review
