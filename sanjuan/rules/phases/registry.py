"""Step registries shared by the phase modules and the engine loop."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sanjuan.rules.actions import Action
from sanjuan.rules.decisions import Decision
from sanjuan.rules.state import GameState

Task = tuple[Any, ...]  # (step name, *arguments) on the agenda
AutoStep = Callable[[GameState, Task], None]
Decider = Callable[[GameState, Task], Decision | None]
Resolver = Callable[[GameState, Task, Action | None], None]

AUTO: dict[str, AutoStep] = {}
DECIDE: dict[str, Decider] = {}
RESOLVE: dict[str, Resolver] = {}
#: name -> (automatic step, decider, resolver of a skipped decision), None where the step
#: has none: the engine loop finds a step's functions with one lookup (kept in step by the
#: decorators). The third is None too when the resolver does nothing for ``None``.
STEPS: dict[str, tuple[AutoStep | None, Decider | None, Resolver | None]] = {}
#: Steps whose resolver does nothing when their decider found nothing to choose.
_NOTHING_IF_SKIPPED: set[str] = set()


def _index(name: str) -> None:
    skipped = None if name in _NOTHING_IF_SKIPPED else RESOLVE.get(name)
    STEPS[name] = (AUTO.get(name), DECIDE.get(name), skipped)


def auto(name: str) -> Callable[[AutoStep], AutoStep]:
    """Register an automatic step ``name``."""
    def deco(fn: AutoStep) -> AutoStep:
        AUTO[name] = fn
        _index(name)
        return fn
    return deco


def decider(name: str) -> Callable[[Decider], Decider]:
    """Register the function that builds the decision of step ``name``."""
    def deco(fn: Decider) -> Decider:
        DECIDE[name] = fn
        _index(name)
        return fn
    return deco


def resolver(name: str, noop_if_skipped: bool = False) -> Callable[[Resolver], Resolver]:
    """Register the function that carries out the answer to step ``name``.
    ``noop_if_skipped``: it does nothing when called with ``None`` (the decider found
    nothing to choose), so the engine loop need not call it then."""
    def deco(fn: Resolver) -> Resolver:
        RESOLVE[name] = fn
        if noop_if_skipped:
            _NOTHING_IF_SKIPPED.add(name)
        _index(name)
        return fn
    return deco


def schedule(s: GameState, *tasks: Task) -> None:
    """Put ``tasks`` on top of the agenda so that they run in the given order."""
    s.agenda.extend(reversed(tasks))


def schedule_seats(s: GameState, chooser: int, names: tuple[str, ...], end: str,
                   first: tuple[Task, ...] = ()) -> None:
    """``schedule(s, *first, *[(name, p) for name in names for p in order], (end,))`` with
    ``order`` the seats from ``chooser``: a role phase's steps. The tasks are made once per
    (``end``, player count, chooser); ``end`` names the phase, so it must be unique to it."""
    key = (end, len(s.players), chooser)
    steps = _SEAT_STEPS.get(key)
    if steps is None:
        order = s.order_from(chooser)
        todo = [*first, *[(name, p) for name in names for p in order], (end,)]
        steps = _SEAT_STEPS[key] = tuple(reversed(todo))
    s.agenda.extend(steps)


_SEAT_STEPS: dict[tuple[str, int, int], tuple[Task, ...]] = {}


def selected(action: Action | None) -> tuple[int, ...]:
    """The card ids of a Select action (empty for Pass or a skipped decision)."""
    return getattr(action, "cards", ())


def privilege(s: GameState, seat: int) -> int:
    """Extra privilege units of ``seat`` in the current phase: 0 for non-choosers, 1 for
    the chooser, 2 with the Library (RULES.md 3.6)."""
    if seat != s.chooser:
        return 0
    return 2 if s.library else 1
