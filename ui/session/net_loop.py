"""The window's one network event loop: one asyncio loop in one background thread, which
every network link and request of the window runs on (the model: python-chess's
``SimpleEngine``). A coroutine is handed to it with
:func:`asyncio.run_coroutine_threadsafe` (:meth:`NetLoop.submit`); nothing the network
does — connecting, waiting, a server gone silent — can block the window, and no link or
request starts a thread or a loop of its own.

The loop starts with its first coroutine (a window that never plays over the network
starts no thread) and runs until :meth:`NetLoop.close` or the end of the program (its
thread is a daemon). No Qt here.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from collections.abc import Coroutine
from typing import Any, TypeVar

__all__ = ["NetLoop", "shared_loop"]

T = TypeVar("T")


class NetLoop:
    """One asyncio event loop in one daemon thread, started on first use."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        """True while the loop's thread runs."""
        thread = self._thread
        return thread is not None and thread.is_alive()

    @property
    def thread(self) -> threading.Thread | None:
        """The loop's thread (None before the first coroutine)."""
        return self._thread

    def loop(self) -> asyncio.AbstractEventLoop:
        """The running loop, started now if it is not running yet."""
        with self._lock:
            if self._loop is None or self._loop.is_closed() or not self.running:
                loop = asyncio.new_event_loop()
                ready = threading.Event()
                thread = threading.Thread(target=self._run, args=(loop, ready),
                                          name="sanjuan-net", daemon=True)
                thread.start()
                ready.wait()
                self._loop, self._thread = loop, thread
            return self._loop

    def submit(self, coro: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        """Run ``coro`` on the loop; returns its future (cancel it to cancel the task).
        May be called from any thread."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop())

    def close(self, wait_s: float = 3.0) -> None:
        """Cancel what runs on the loop, stop it and end its thread (waiting up to
        ``wait_s`` seconds). A later :meth:`submit` starts a new one."""
        with self._lock:
            loop, thread = self._loop, self._thread
            self._loop = self._thread = None
        if loop is None or thread is None or loop.is_closed():
            return

        try:
            loop.call_soon_threadsafe(loop.stop)  # _run cancels what is left
        except RuntimeError:
            return  # it has just ended
        if thread is not threading.current_thread():
            thread.join(wait_s)

    @staticmethod
    def _run(loop: asyncio.AbstractEventLoop, ready: threading.Event) -> None:
        asyncio.set_event_loop(loop)
        loop.call_soon(ready.set)
        try:
            loop.run_forever()
            # cancel what is left and let it finish its clean-up (close connections);
            # the callbacks still queued (the futures of submit) run meanwhile
            pending = asyncio.all_tasks(loop)
            for task in pending:
                task.cancel()
            loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
            loop.run_until_complete(asyncio.sleep(0))
        finally:
            loop.close()


_SHARED = NetLoop()


def shared_loop() -> NetLoop:
    """The program's one network loop (see the module docstring)."""
    return _SHARED
