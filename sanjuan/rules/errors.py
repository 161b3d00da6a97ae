"""Exceptions of the rules engine.

Every illegal action raises :class:`IllegalActionError` (a ``ValueError``) whose message
names the rule it breaks; the game state is left exactly as it was.
"""

from __future__ import annotations


class IllegalActionError(ValueError):
    """An action that the rules do not allow now.

    ``rule`` names the rule (e.g. ``"RULES.md 3.1 (Builder)"``); the message explains.
    """

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{message} [{rule}]")
        self.rule = rule


class NotYourDecisionError(IllegalActionError):
    """The action was sent for a seat that is not the one deciding now."""


class WrongActionKindError(IllegalActionError):
    """The action's type does not answer the current decision (e.g. a role while building)."""


class GameOverError(IllegalActionError):
    """An action was sent after the game ended (RULES.md 2.3)."""


class SaveFileError(ValueError):
    """A save file that cannot be read: damaged, foreign or from a newer version."""


class MalformedActionError(IllegalActionError):
    """An action whose fields are missing or of the wrong type (e.g. a card id that is a
    float or a bool, a role that is a plain int); ``field`` names the field."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__("RULES.md 2.2 (actions)", f"{field}: {message}")
        self.field = field
