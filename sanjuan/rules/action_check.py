"""Well-formedness of actions: every field present and of its exact type.

The engine checks this before it looks at the rules, so that a malformed action (a card
id that is a float, a bool or a NumPy integer; a role that is a plain int; a field
missing) is refused with :class:`~sanjuan.rules.errors.MalformedActionError` before anything
changes, instead of half-applying or being recorded into an unsaveable history.
Exact types (``type(x) is int``), because ``True == 1`` and ``3.0 == 3`` would pass an
equality test and hash like card ids.
"""

from __future__ import annotations

from sanjuan.rules.actions import Build, ChooseRole, Select
from sanjuan.rules.cards import Role
from sanjuan.rules.errors import MalformedActionError
from sanjuan.rules.quoting import quote


def _field(action: object, name: str) -> object:
    """``action.name``; raises MalformedActionError if the field was never set."""
    try:
        return getattr(action, name)
    except AttributeError:
        raise MalformedActionError(name, "the field is missing") from None


def _describe(value: object) -> str:
    """A short description of a bad value for an error message (type and ≤ 40 chars)."""
    return f"{quote(value)} ({type(value).__name__})"


def check_role_fields(action: ChooseRole) -> None:
    """Raise MalformedActionError unless ``role`` is a :class:`Role` member and
    ``use_library`` a bool."""
    role = _field(action, "role")
    if type(role) is not Role:
        raise MalformedActionError("role", f"must be a Role, not {_describe(role)}")
    lib = _field(action, "use_library")
    if type(lib) is not bool:
        raise MalformedActionError("use_library", f"must be True or False, not {_describe(lib)}")


def check_build_fields(action: Build) -> None:
    """Raise MalformedActionError unless ``card`` is an int card id and ``replace`` an
    int card id or None."""
    card = _field(action, "card")
    if type(card) is not int:
        raise MalformedActionError("card", f"a card id must be an int, not {_describe(card)}")
    replace = _field(action, "replace")
    if replace is not None and type(replace) is not int:
        raise MalformedActionError(
            "replace", f"a card id must be an int or None, not {_describe(replace)}")


def check_select_fields(action: Select) -> None:
    """Raise MalformedActionError unless ``cards`` is a tuple of int card ids."""
    cards = _field(action, "cards")
    if type(cards) is not tuple:
        raise MalformedActionError("cards", f"must be a tuple of card ids, not "
                                            f"{_describe(cards)}")
    for c in cards:
        if type(c) is not int:
            raise MalformedActionError("cards", f"a card id must be an int, not {_describe(c)}")
