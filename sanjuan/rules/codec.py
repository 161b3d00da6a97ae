"""The one JSON form of each value that leaves the program: game options (here),
actions (:func:`~sanjuan.rules.actions.action_to_json` /
:func:`~sanjuan.rules.actions.action_from_json`), seats
(:func:`~sanjuan.rules.seat.seats_to_json` / :func:`~sanjuan.rules.seat.seats_from_json`)
and player names (:mod:`sanjuan.rules.names`). Save files, the history database,
exported replays, puzzle data and the network server all write and read through these,
with the checks of :mod:`sanjuan.rules.checks`.

Readers raise ValueError naming the field (e.g. ``"options: unknown edition 'x'"``);
each door turns it into its own readable error.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Any, TypeGuard

from sanjuan.rules.actions import Action, action_from_json, action_to_json
from sanjuan.rules.checks import is_bool, is_flag, is_int, is_int_in, is_object
from sanjuan.rules.editions import EDITIONS
from sanjuan.rules.observation import public_options
from sanjuan.rules.quoting import quote
from sanjuan.rules.state import Options

#: Seeds are below this in magnitude (a longer one is damage).
MAX_SEED = 2**64
#: The player counts of a game (RULES.md 1).
MIN_PLAYERS, MAX_PLAYERS = 2, 4


def is_seed(v: object) -> TypeGuard[int]:
    """True if ``v`` is a valid seed: an integer below :data:`MAX_SEED` in magnitude."""
    return is_int(v) and abs(v) < MAX_SEED


def is_edition(v: object) -> TypeGuard[str]:
    """True if ``v`` is the key of an edition this version knows."""
    return isinstance(v, str) and v in EDITIONS


def check_options(players: object, edition: object, variant: object, seed: object, *,
                  stored: bool = False) -> Options:
    """The :class:`Options` of these four fields, each checked: ``players`` 2–4, an
    ``edition`` this version knows, ``variant`` a bool (with ``stored``, also the integer
    0 or 1 that SQLite stores for one), a ``seed`` (:func:`is_seed`). Raises ValueError
    naming the first bad field."""
    if not is_int_in(players, MIN_PLAYERS, MAX_PLAYERS):
        raise ValueError(f"invalid player count ({quote(players)})")
    if not is_edition(edition):
        raise ValueError(f"unknown edition ({quote(edition)})")
    if not (is_bool(variant) or (stored and is_flag(variant))):
        raise ValueError(f"invalid variant ({quote(variant)})")
    if not is_seed(seed):
        raise ValueError(f"invalid seed ({quote(seed)})")
    return Options(players, edition, bool(variant), seed)


def options_to_json(o: Options, seed: bool = True) -> dict[str, Any]:
    """``{"players", "edition", "variant", "seed"}`` of ``o``, and ``"ai_seed"`` when the
    computer players have a seed of their own (so that their choices stay reproducible);
    without either seed when ``seed`` is False: what a client of a network game may see."""
    doc: dict[str, Any] = {"players": o.players, "edition": o.edition, "variant": o.variant}
    if seed:
        doc["seed"] = o.seed
        if o.ai_seed is not None:
            doc["ai_seed"] = o.ai_seed
    return doc


def options_from_json(doc: object) -> Options:
    """The options written by :func:`options_to_json` (with the seed). Raises ValueError
    naming the bad field."""
    if not is_object(doc):
        raise ValueError("the game options are not an object")
    options = check_options(doc.get("players"), doc.get("edition"), doc.get("variant"),
                            doc.get("seed"))
    ai_seed = doc.get("ai_seed")
    if ai_seed is None:
        return options
    if not is_int_in(ai_seed, 0, MAX_SEED - 1):
        raise ValueError(f"invalid computer players' seed ({quote(ai_seed)})")
    return replace(options, ai_seed=ai_seed)


def public_options_from_json(doc: object) -> Options:
    """The options a seat of a network game is sent (:func:`options_to_json` with
    ``seed=False``): ``players``, ``edition`` and ``variant`` checked as
    :func:`check_options` checks them; both seeds are None (hidden, as in
    :func:`~sanjuan.rules.observation.observe`), whatever else ``doc`` holds. Raises
    ValueError naming the bad field."""
    if not is_object(doc):
        raise ValueError("the game options are not an object")
    # 0 only stands in for the seed that is not sent; it is dropped at once.
    return public_options(check_options(doc.get("players"), doc.get("edition"),
                                         doc.get("variant"), 0))


def actions_to_json(actions: Iterable[Action]) -> list[dict[str, Any]]:
    """The JSON form of each action, in order."""
    return [action_to_json(a) for a in actions]


def actions_from_json(items: object, max_len: int = 10_000) -> list[Action]:
    """The actions of a JSON list (or a tuple of JSON actions; at most ``max_len``).
    Raises ValueError naming the first malformed one (its 1-based number)."""
    if not isinstance(items, (list, tuple)):
        raise ValueError("the actions are not a list")
    if len(items) > max_len:
        raise ValueError(f"more than {max_len} actions")
    out = []
    for i, item in enumerate(items):
        try:
            out.append(action_from_json(item))
        except ValueError as exc:
            raise ValueError(f"action {i + 1}: {exc}") from None
    return out


__all__ = ["MAX_PLAYERS", "MAX_SEED", "MIN_PLAYERS", "actions_from_json", "actions_to_json",
           "check_options", "is_edition", "is_seed", "options_from_json", "options_to_json",
           "public_options_from_json"]
