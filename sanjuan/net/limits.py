"""What one connection, one address, one seat and one game may do, and the token
buckets that count it.

The server closes a connection that floods (more than :data:`RATE` messages a second on
average, bursts of :data:`BURST`), makes :data:`MAX_ERRORS` protocol errors or
:data:`MAX_AUTH_FAILURES` failed joins/resumes, says no hello within
:data:`HELLO_SECONDS`, or stops reading (:data:`MAX_WRITE_BUFFER`). The numbers are
documented for clients in ``docs/protocol.md``.

Budgets that a new connection must not reset (:class:`Budgets`, lichess keys its chat
flood to the user, not the socket): games created per address and in total, errors and
failed joins/resumes per address, failed tokens per game; chat lines and undos belong to
the seat (:class:`~sanjuan.net.rooms.Seat`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass

#: Messages per second a connection may send on average, and its burst.
RATE, BURST = 20.0, 40
#: Protocol errors, and failed joins/resumes, after which a connection is closed.
MAX_ERRORS, MAX_AUTH_FAILURES = 20, 5
#: Seconds a new connection has to say hello.
HELLO_SECONDS = 10.0
#: A connection whose unsent data exceeds this (bytes) is closed (it does not read).
MAX_WRITE_BUFFER = 1 << 20
#: Started games with no action for this long (s) are ended as abandoned (their record
#: is kept), as on Keldon's Race for the Galaxy server.
IDLE_SECONDS = 3600.0
#: Seconds between two sweeps for expired and abandoned games.
SWEEP_SECONDS = 60.0
#: Seconds between two undos of one connection (an undo replays the game, ~10 ms).
UNDO_SECONDS = 0.5


class Bucket:
    """A token bucket: :meth:`take` is False once more than ``burst`` messages came
    faster than ``rate`` per second."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, burst
        self.tokens, self.last = float(burst), time.monotonic()

    def take(self) -> bool:
        """Count one message; False if the bucket is empty (the message is one too many)."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class KeyedBuckets:
    """One token bucket per key (an address, a game id): each holds ``burst`` and gains
    ``burst`` back evenly over ``window`` seconds. ``clock`` is monotonic seconds. Keys
    whose bucket is full again are forgotten (:meth:`prune`), so the memory is bounded
    by the keys active within one window."""

    def __init__(self, burst: int, window: float,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.burst, self.window, self.clock = burst, window, clock
        self._buckets: dict[Hashable, tuple[float, float]] = {}

    def _level(self, key: Hashable) -> float:
        now = self.clock()
        tokens, last = self._buckets.get(key, (float(self.burst), now))
        return min(float(self.burst), tokens + (now - last) * self.burst / self.window)

    def left(self, key: Hashable) -> bool:
        """Whether ``key`` has at least one token left (nothing is taken)."""
        return self._level(key) >= 1

    def take(self, key: Hashable) -> bool:
        """Take one token of ``key``'s bucket; False (nothing taken) when it is empty."""
        level = self._level(key)
        if level < 1:
            self._buckets[key] = (level, self.clock())
            return False
        self._buckets[key] = (level - 1, self.clock())
        return True

    def prune(self) -> None:
        """Forget the keys whose bucket is full again."""
        for key in [k for k in self._buckets if self._level(k) >= self.burst]:
            del self._buckets[key]

    def __len__(self) -> int:
        return len(self._buckets)


@dataclass(frozen=True)
class BudgetSettings:
    """The numbers of :class:`Budgets` (each: so many, regained over so many seconds).

    ``creates_per_address``/``create_window``: games one address may create;
    ``creates_total``/``total_window``: games everybody may create; ``errors_per_address``
    /``error_window``: protocol errors of one address (a connection is closed once its
    address has none left); ``failures_per_address``/``failure_window``: failed
    joins, resumes and host commands of one address; ``failures_per_game``: failed
    tokens naming one game (same window)."""

    creates_per_address: int = 20
    create_window: float = 3600.0
    creates_total: int = 600
    total_window: float = 60.0
    errors_per_address: int = 100
    error_window: float = 60.0
    failures_per_address: int = 20
    failures_per_game: int = 50
    failure_window: float = 600.0


class Budgets:
    """The server's budgets that outlive a connection (see :class:`BudgetSettings`)."""

    def __init__(self, settings: BudgetSettings | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        b = self.settings = settings or BudgetSettings()
        self.creates = KeyedBuckets(b.creates_per_address, b.create_window, clock)
        self.creates_total = KeyedBuckets(b.creates_total, b.total_window, clock)
        self.errors = KeyedBuckets(b.errors_per_address, b.error_window, clock)
        self.failures = KeyedBuckets(b.failures_per_address, b.failure_window, clock)
        self.game_failures = KeyedBuckets(b.failures_per_game, b.failure_window, clock)

    def prune(self) -> None:
        """Forget every key whose budget is whole again."""
        for buckets in (self.creates, self.creates_total, self.errors, self.failures,
                        self.game_failures):
            buckets.prune()
