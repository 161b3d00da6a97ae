"""Who sits where when a saved game does not say it all: the names a seat gets when
none was typed, and the seats of a game opened or resumed.

A version-2 save stores its seats; a version-1 save stores only the game, and opens
with one human against Medium computers, named as the new-game dialog would name them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from sanjuan.rules import seat as rules_seat
from sanjuan.rules.seat import COMPUTER_NAMES, HUMAN, Seat
from sanjuan.store.save import SavedGame
from ui.settings import NewGameChoices
from ui.text import arg

translate = QCoreApplication.translate


def dialog_default_name(seat: int, kinds: list[str]) -> str:
    """The name the new-game dialog gives ``seat`` (0-based) when its name field is
    empty, with ``kinds`` the kinds of the game's seats: a computer's name, "You" when
    there is one human, else "Player n"."""
    if seat < len(kinds) and kinds[seat] != HUMAN:
        return COMPUTER_NAMES[seat % len(COMPUTER_NAMES)]
    if kinds.count(HUMAN) == 1:
        return translate("NewGameDialog", "You")
    return arg(translate("NewGameDialog", "Player %1"), seat + 1)


def stored_default_name(seat: int, kind: str) -> str:
    """The name of a stored seat saved without one (``kind``: human or a level)."""
    if kind == HUMAN:
        return arg(translate("Autosave", "Player %1"), seat + 1)
    return COMPUTER_NAMES[seat % len(COMPUTER_NAMES)]


def legacy_seats(players: int, choices: NewGameChoices) -> list[Seat]:
    """The seats of a version-1 save of ``players`` seats (who sits where:
    :func:`sanjuan.rules.seat.legacy_seats`), named by the remembered new-game
    ``choices`` or by default."""
    seats = rules_seat.legacy_seats(players)
    kinds = [s.kind for s in seats]
    return [Seat(choices.names[i].strip() or dialog_default_name(i, kinds), s.kind)
            for i, s in enumerate(seats)]


def seats_of(loaded: SavedGame, choices: NewGameChoices) -> list[Seat]:
    """The seats stored with a saved game; for a version-1 save, :func:`legacy_seats`."""
    if loaded.seats is None:
        return legacy_seats(loaded.game.options.players, choices)
    return [Seat(s.name or stored_default_name(i, s.kind), s.kind, s.settings)
            for i, s in enumerate(loaded.seats)]
