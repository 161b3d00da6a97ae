"""The window's one door to the thinking service (:mod:`sanjuan.ai.thinking`): the
learning windows (hints, review, deal of the day) reach the second process through
here, never directly, so that how the window thinks is decided in one place of the
session (import contract ``learn-thinks-through-session`` in pyproject.toml)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sanjuan.ai import CancelCheck
from sanjuan.ai.thinking import Abandoned, Priority, shared_service


def think(fn: Callable[..., Any], *args: Any, cancel: CancelCheck | None = None,
          priority: Priority = Priority.LIVE, **kwargs: Any) -> Any:
    """``fn(*args, cancel=check, **kwargs)`` answered by the shared thinking service at
    ``priority`` (LIVE: someone waits for it; BACKGROUND: long work nobody waits for
    now), blocking the calling thread (a worker's, never the GUI's) until it answers.
    Raises what ``fn`` raises and :class:`Abandoned` when a cancelled call does not stop
    in time (:meth:`sanjuan.ai.thinking.ThinkingService.call`)."""
    return shared_service().call(fn, *args, cancel=cancel, priority=priority, **kwargs)


__all__ = ["Abandoned", "Priority", "think"]
