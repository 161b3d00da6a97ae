"""What one connection may do, and the token bucket that counts its messages.

The server closes a connection that floods (more than :data:`RATE` messages a second on
average, bursts of :data:`BURST`), makes :data:`MAX_ERRORS` protocol errors or
:data:`MAX_AUTH_FAILURES` failed joins/resumes, says no hello within
:data:`HELLO_SECONDS`, or stops reading (:data:`MAX_WRITE_BUFFER`). The numbers are
documented for clients in ``docs/protocol.md``.
"""

from __future__ import annotations

import time

#: Messages per second a connection may send on average, and its burst.
RATE, BURST = 20.0, 40
#: Protocol errors, and failed joins/resumes, after which a connection is closed.
MAX_ERRORS, MAX_AUTH_FAILURES = 20, 5
#: Seconds a new connection has to say hello.
HELLO_SECONDS = 10.0
#: A connection whose unsent data exceeds this (bytes) is closed (it does not read).
MAX_WRITE_BUFFER = 1 << 20
#: Games one connection may create.
MAX_CREATES = 20
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
