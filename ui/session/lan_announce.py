"""The host's game announced on the local network while seats are free (zeroconf; off
unless the host turns it on in the Host dialog).

:class:`LanAnnouncer` runs :class:`sanjuan.net.announce.Announcer` on a thread of its
own — multicast DNS waits between its announcements, and the window must never wait —
fed from a queue: :meth:`LanAnnouncer.update` with the free network seats (none: the
game is withdrawn), :meth:`LanAnnouncer.close` withdraws it (waiting a moment, so that
the guests' lists hear the goodbye). A failure (no usable interface) is logged and the
game simply is not announced: the invite's address still works. No Qt here.
"""

from __future__ import annotations

import logging
import queue
import threading
from typing import Any

log = logging.getLogger("sanjuan.net.window")


def free_seats(seats: list[dict[str, Any]]) -> int:
    """Network seats nobody has taken, of a ``seats`` message's list."""
    return sum(1 for d in seats if d.get("kind") == "network" and not d.get("claimed"))


class LanAnnouncer:
    """Announces the game ``game`` of the host ``name`` at ``addresses`` (IPv4 text)
    and ``port`` with ``players`` seats, ``free`` of them free now."""

    def __init__(self, name: str, addresses: list[str], port: int, game: str,
                 players: int, free: int) -> None:
        self._jobs: queue.Queue[int | None] = queue.Queue()
        self._args = (name, addresses, port, game)
        self.players = players  # seats at the table (set before an update that knows)
        self._jobs.put(free)
        self.announcing = False  # True while the game is on the network (for tests)
        self._thread = threading.Thread(target=self._run, name="sanjuan-announce",
                                        daemon=True)
        self._thread.start()

    def update(self, free: int) -> None:
        """Announce ``free`` network seats from now on (0: not at all)."""
        self._jobs.put(free)

    def close(self, wait_s: float = 2.0) -> None:
        """Withdraw the game and end the thread (waiting up to ``wait_s``)."""
        self._jobs.put(None)
        self._thread.join(wait_s)

    def _run(self) -> None:
        from sanjuan.net.announce import Announcer

        announcer: Announcer | None = None
        try:
            while True:
                free = self._jobs.get()
                while free is not None and not self._jobs.empty():
                    free = self._jobs.get()  # only the newest count matters
                if free is None or free <= 0:
                    if announcer is not None:
                        announcer.close()
                        announcer, self.announcing = None, False
                    if free is None:
                        return
                    continue
                if announcer is None:
                    announcer = Announcer(*self._args, players=self.players, free=free)
                else:
                    announcer.update(free)
                self.announcing = True
        except Exception:
            log.exception("the game could not be announced on the local network")
            if announcer is not None:
                try:
                    announcer.close()
                except Exception:  # noqa: BLE001
                    pass
            self.announcing = False
