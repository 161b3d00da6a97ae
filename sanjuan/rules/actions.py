"""Actions: the small immutable values a player sends to the engine.

Four shapes answer every decision (see ``decisions.DecisionKind``):
:class:`ChooseRole`, :class:`Build`, :class:`Select` (a set of cards or buildings) and
:class:`Pass`. Cards and buildings are named by card id (an int, the card's position in
the edition's canonical deck).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sanjuan.rules.cards import Role
from sanjuan.rules.checks import is_int  # re-exported: older importers find it here
from sanjuan.rules.quoting import quote


@dataclass(frozen=True, slots=True)
class ChooseRole:
    """Take ``role`` (RULES.md 2.2); ``use_library`` doubles its privilege (RULES.md 3.6)."""

    role: Role
    use_library: bool = False


@dataclass(frozen=True, slots=True, init=False)
class Build:
    """Build card ``card`` from hand (or the Cathedral from the table), optionally
    over own building ``replace`` with the Crane (RULES.md 3.1)."""

    card: int
    replace: int | None = None

    def __init__(self, card: int, replace: int | None = None) -> None:
        # Through the slot descriptors: a frozen dataclass's generated __init__ costs
        # twice as much, and AI play-outs build millions of actions.
        _set_build_card(self, card)
        _set_build_replace(self, replace)


@dataclass(frozen=True, slots=True, init=False)
class Select:
    """Choose these card ids (hand cards, drawn cards or buildings), sorted ascending.

    What the selection means is given by the decision: cards that pay, cards kept,
    buildings that produce or sell, cards tucked or discarded.
    """

    cards: tuple[int, ...]

    def __init__(self, cards: tuple[int, ...]) -> None:
        _set_select_cards(self, tuple(sorted(cards)))


_set_build_card = Build.__dict__["card"].__set__
_set_build_replace = Build.__dict__["replace"].__set__
_set_select_cards = Select.__dict__["cards"].__set__


@dataclass(frozen=True, slots=True)
class Pass:
    """Decline: build nothing, or choose nothing where choosing nothing is allowed."""


Action = ChooseRole | Build | Select | Pass


def action_to_json(action: Action) -> dict[str, Any]:
    """A JSON-ready dict for ``action`` (save files, bug reports)."""
    if isinstance(action, ChooseRole):
        return {"type": "role", "role": action.role.name.lower(), "library": action.use_library}
    if isinstance(action, Build):
        return {"type": "build", "card": action.card, "replace": action.replace}
    if isinstance(action, Select):
        return {"type": "select", "cards": list(action.cards)}
    return {"type": "pass"}


def action_from_json(data: Any) -> Action:
    """The action described by ``data`` (from :func:`action_to_json`).

    Raises ValueError for anything that is not a well-formed action.
    """
    if not isinstance(data, dict):
        raise ValueError(f"an action must be an object, not {type(data).__name__}")
    kind = data.get("type")
    if kind == "role":
        name = data.get("role")
        if not isinstance(name, str) or name.upper() not in Role.__members__:
            raise ValueError(f"unknown role {quote(name)}")
        library = data.get("library", False)
        if not isinstance(library, bool):
            raise ValueError("a role action's library flag must be true or false")
        return ChooseRole(Role[name.upper()], library)
    if kind == "build":
        card, replace = data.get("card"), data.get("replace")
        if not is_int(card) or not (replace is None or is_int(replace)):
            raise ValueError("a build action needs an integer card and replace")
        return Build(card, replace)
    if kind == "select":
        cards = data.get("cards")
        if not isinstance(cards, list) or not all(is_int(c) for c in cards):
            raise ValueError("a select action needs a list of integer card ids")
        return Select(tuple(cards))
    if kind == "pass":
        return Pass()
    raise ValueError(f"unknown action type {quote(kind)}")

