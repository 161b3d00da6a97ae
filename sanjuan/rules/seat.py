"""Who sits at the table: the one seat type of the program, :class:`Seat` (the player's
name, ``"human"``, ``"network"`` or a computer level, and that computer's settings), and
the one list of computer levels, :data:`LEVELS` (the players behind the names:
:data:`sanjuan.ai.LEVEL_TABLE`). The window, the players, the save files (version 2: the
seats plus the viewer of a hot-seat game), the history database and the network
protocol all use these.

Every field read from a file is checked strictly; anything wrong raises
:class:`~sanjuan.rules.errors.SaveFileError` with a short message (never TypeError).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sanjuan.rules.checks import is_int
from sanjuan.rules.errors import SaveFileError
from sanjuan.rules.names import MAX_NAME, name_problem, sanitize_name

#: The kind of a seat played by a person at this computer.
HUMAN = "human"
#: The kind of a seat of a network game played by a person at another computer (the
#: server's game settings, the protocol's seats, the window's network seats).
NETWORK = "network"
#: Every computer level, weakest first. ``"random"`` (uniformly random legal moves) is for
#: tests and simulations; the others are offered to players.
LEVELS: tuple[str, ...] = ("random", "easy", "casual", "steady", "medium", "skilled", "hard",
                           "tough", "expert")
#: The computer levels a player may choose (new-game dialog, settings, ``sanjuan --ai``),
#: weakest first; statistics list levels in this order.
PLAYER_LEVELS: tuple[str, ...] = LEVELS[1:]
#: The kinds of seat the window offers: a person, then :data:`PLAYER_LEVELS`.
SEAT_KINDS: tuple[str, ...] = (HUMAN, *PLAYER_LEVELS)
#: The names of computer seats left unnamed, by seat (seat ``i`` is
#: ``COMPUTER_NAMES[i % 4]``): the window, ``sanjuan play`` and network games use them.
COMPUTER_NAMES: tuple[str, ...] = ("Rosa", "Diego", "Carmen", "Luis")
MAX_SETTINGS = 8  # entries per seat
_SETTING_TYPES = (bool, int, float, str)
#: A choice of the window and ``sanjuan play``, never a seat's kind: a computer of the
#: level nearest the people's rating (:func:`sanjuan.store.rating.adaptive_level`),
#: resolved to one of :data:`PLAYER_LEVELS` before the game starts, so saves, the
#: history and replays never hold it.
ADAPTIVE = "adaptive"


@dataclass(frozen=True)
class Seat:
    """One seat at the table: the player's ``name``, ``kind`` (:data:`HUMAN`, a computer
    level of :data:`LEVELS`, or in a network game :data:`NETWORK`; save files hold only
    the first two) and that computer's ``settings`` as stored in a
    save file (name → bool, int, float or short str; empty for humans and by default).
    Equal seats compare equal; the settings do not take part in the hash."""

    name: str
    kind: str = HUMAN
    settings: dict[str, Any] = field(default_factory=dict, hash=False)

    @property
    def is_human(self) -> bool:
        """True for a seat played by a person at this computer."""
        return self.kind == HUMAN


def legacy_seats(players: int) -> list[Seat]:
    """The seats a version-1 save (which stored none) opens with: seat 0 human, the
    others Medium computers; names are left empty for the window to fill in."""
    return [Seat("", HUMAN if i == 0 else "medium") for i in range(players)]


def seats_to_json(seats: Any, viewer: int = -1) -> dict[str, Any]:
    """``{"seats": [...], "viewer": n}`` for ``seats`` (objects with ``name``, ``kind`` and
    optionally ``settings``) and the hot-seat ``viewer`` (-1: none). Names are written
    by the name rule (:func:`~sanjuan.rules.names.sanitize_name`), so that every file
    written is one :func:`seats_from_json` reads back."""
    return {"seats": [{"name": sanitize_name(s.name), "kind": str(s.kind),
                       "settings": dict(getattr(s, "settings", None) or {})} for s in seats],
            "viewer": int(viewer)}


def seats_from_json(doc: dict[str, Any], players: int) -> tuple[list[Seat], int]:
    """The seats and viewer stored in save document ``doc`` (version 2) for a game of
    ``players`` seats. Raises SaveFileError for a missing or malformed field."""
    raw = doc.get("seats")
    if not isinstance(raw, list) or len(raw) != players:
        raise SaveFileError(f"the save file needs a list of {players} seats")
    seats = [_seat(item, i) for i, item in enumerate(raw)]
    viewer = doc.get("viewer", -1)
    if not is_int(viewer) or not -1 <= viewer < players:
        raise SaveFileError("the save file has an invalid viewer")
    if viewer >= 0 and not seats[viewer].is_human:
        raise SaveFileError("the save file's viewer is not a human seat")
    return seats, viewer


def _seat(item: Any, i: int) -> Seat:
    where = f"seat {i + 1} of the save file"
    if not isinstance(item, dict):
        raise SaveFileError(f"{where} is not an object")
    name, kind, settings = item.get("name"), item.get("kind"), item.get("settings", {})
    problem = name_problem(name)  # the one name rule (sanjuan/rules/names.py)
    if problem is not None or not isinstance(name, str):
        raise SaveFileError(f"{where} has an invalid name ({problem or 'is not text'})")
    if not isinstance(kind, str) or (kind != HUMAN and kind not in LEVELS):
        raise SaveFileError(f"{where} has an unknown player kind")
    if not isinstance(settings, dict) or len(settings) > MAX_SETTINGS:
        raise SaveFileError(f"{where} has invalid computer settings")
    for key, value in settings.items():
        if (not isinstance(key, str) or len(key) > MAX_NAME
                or not isinstance(value, _SETTING_TYPES)
                or (isinstance(value, str) and len(value) > MAX_NAME)):
            raise SaveFileError(f"{where} has an invalid computer setting")
    return Seat(name, kind, dict(settings))

