"""The program's log: where warnings, errors and their tracebacks go.

Every module logs to its own logger, ``logging.getLogger(__name__)``: the children of
``"sanjuan"`` (the game package) and of ``"ui"`` (the window). Nothing is printed to
stderr directly. The ``sanjuan`` command calls :func:`configure` once at start-up: one
handler on those two loggers writes to stderr, warnings and errors only by default,
everything (``DEBUG``) with ``--verbose``. Without it (the game used as a library, or a
test), Python's last-resort handler still shows warnings on stderr.

A failure that the program survives (a computer player's search that fails, a save that
cannot be written, a damaged setting) is logged with its traceback (``log.exception`` or
``exc_info=True``), so that a player's bug report can carry it.
"""

from __future__ import annotations

import logging
import sys

#: The loggers whose children every module of the program logs to.
ROOTS = ("sanjuan", "ui")

#: The plain format (warnings and errors reach the player: the message alone, as a
#: command's error message always read) and the one of ``--verbose``.
PLAIN = "%(message)s"
VERBOSE = "%(asctime)s %(levelname)s %(name)s: %(message)s"


class StderrHandler(logging.StreamHandler):  # type: ignore[type-arg]
    """Writes to whatever ``sys.stderr`` is when a record comes (it may be replaced after
    start-up, as pytest does); drops records when there is none (``pythonw``)."""

    def __init__(self) -> None:
        super().__init__(sys.stderr)

    @property
    def stream(self) -> object:
        """The current ``sys.stderr``."""
        return sys.stderr

    @stream.setter
    def stream(self, value: object) -> None:
        pass  # always sys.stderr

    def emit(self, record: logging.LogRecord) -> None:
        """Write ``record`` unless there is no stderr to write to."""
        if sys.stderr is not None:
            super().emit(record)


def configure(verbose: bool = False) -> logging.Handler:
    """Send the program's log to stderr: ``WARNING`` and above as bare messages, or with
    ``verbose`` everything from ``DEBUG`` up with time, level and logger name. Replaces
    the handler of an earlier call (the command may run more than once in one process,
    as in the tests). Returns the handler."""
    handler = StderrHandler()
    handler.setFormatter(logging.Formatter(VERBOSE if verbose else PLAIN))
    level = logging.DEBUG if verbose else logging.WARNING
    for name in ROOTS:
        logger = logging.getLogger(name)
        for old in [h for h in logger.handlers if isinstance(h, StderrHandler)]:
            logger.removeHandler(old)
        logger.addHandler(handler)
        logger.setLevel(level)
    return handler
