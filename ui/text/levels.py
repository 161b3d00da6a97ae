"""The computer levels in words, in one table: the word of each level (statistics,
history, sentences such as "between easy and medium"), the seat choice of the dialogs
("Computer – easy") and the one line that says how each level plays, for the player
choosing one (tooltips and the line under the new-game dialog's seats).

The words keep the contexts they had before this table existed (``Statistics`` for the
words, ``NewGameDialog`` for the seat choices), so their translations stay. A level
without words here (a new one of :data:`sanjuan.rules.seat.LEVELS` before its words
are written) shows its id, never an error; ``tests/test_level_choice.py`` fails until
every level a player may choose has all three.
"""

from __future__ import annotations

from sanjuan.rules.seat import ADAPTIVE, HUMAN
from ui.text import QT_TRANSLATE_NOOP, arg, translate

# Level → its word, lower case as it stands inside a sentence (context ``Statistics``).
# ``"human"`` is the strongest opponent of a game of people only.
_WORDS: dict[str, str] = {
    "random": QT_TRANSLATE_NOOP("Statistics", "random"),
    "easy": QT_TRANSLATE_NOOP("Statistics", "easy"),
    "casual": QT_TRANSLATE_NOOP("Statistics", "casual"),
    "steady": QT_TRANSLATE_NOOP("Statistics", "steady"),
    "medium": QT_TRANSLATE_NOOP("Statistics", "medium"),
    "skilled": QT_TRANSLATE_NOOP("Statistics", "skilled"),
    "hard": QT_TRANSLATE_NOOP("Statistics", "hard"),
    "tough": QT_TRANSLATE_NOOP("Statistics", "tough"),
    "expert": QT_TRANSLATE_NOOP("Statistics", "expert"),
    HUMAN: QT_TRANSLATE_NOOP("Statistics", "people only"),
}

# Seat kind → the choice of a "Played by" combo box (context ``NewGameDialog``).
_SEATS: dict[str, str] = {
    HUMAN: QT_TRANSLATE_NOOP("NewGameDialog", "Human"),
    "easy": QT_TRANSLATE_NOOP("NewGameDialog", "Computer – easy"),
    "casual": QT_TRANSLATE_NOOP("NewGameDialog", "Computer – casual"),
    "steady": QT_TRANSLATE_NOOP("NewGameDialog", "Computer – steady"),
    "medium": QT_TRANSLATE_NOOP("NewGameDialog", "Computer – medium"),
    "skilled": QT_TRANSLATE_NOOP("NewGameDialog", "Computer – skilled"),
    "hard": QT_TRANSLATE_NOOP("NewGameDialog", "Computer – hard"),
    "tough": QT_TRANSLATE_NOOP("NewGameDialog", "Computer – tough"),
    "expert": QT_TRANSLATE_NOOP("NewGameDialog", "Computer – expert"),
    ADAPTIVE: QT_TRANSLATE_NOOP("NewGameDialog", "Computer – adaptive"),
}

# Seat kind → how it plays, in one line a player understands (context ``Levels``).
_DESCRIPTIONS: dict[str, str] = {
    HUMAN: QT_TRANSLATE_NOOP("Levels", "A person at this computer."),
    "easy": QT_TRANSLATE_NOOP(
        "Levels", "Learning the game: builds whatever it can, often misses the best role."),
    "casual": QT_TRANSLATE_NOOP(
        "Levels", "Knows what a role gives you, but misjudges often and now and then "
                  "follows a whim."),
    "steady": QT_TRANSLATE_NOOP(
        "Levels", "Nearly as strong as Medium: careful play, with a small slip now "
                  "and then."),
    "medium": QT_TRANSLATE_NOOP(
        "Levels", "Follows a plan: picks the roles that help it more than you and builds "
                  "for the long game."),
    "skilled": QT_TRANSLATE_NOOP(
        "Levels", "Looks a little ahead: tries its roles and best builds in a few "
                  "imagined games."),
    "hard": QT_TRANSLATE_NOOP(
        "Levels", "Looks ahead: tries its roles and builds in many imagined games "
                  "before it chooses."),
    "tough": QT_TRANSLATE_NOOP(
        "Levels", "Thinks ahead about every role and build like the expert, in fewer "
                  "imagined games."),
    "expert": QT_TRANSLATE_NOOP(
        "Levels", "Thinks ahead about every role and build; plays to win."),
    ADAPTIVE: QT_TRANSLATE_NOOP(
        "Levels", "Plays at the level nearest your rating in the statistics, and moves "
                  "up as you get better."),
}


def level_word(level: str) -> str:
    """The word for computer level ``level`` (``"easy"`` → "easy"; ``"human"``: "people
    only", the strongest opponent of a game without computers), translated; an unknown
    id as it is."""
    source = _WORDS.get(level)
    return translate("Statistics", source) if source else level


def seat_label(kind: str) -> str:
    """The choice of a "Played by" combo box for seat kind ``kind`` (``"human"``, a
    computer level or ``"adaptive"``: "Computer – easy"), translated; an unknown kind as
    it is."""
    source = _SEATS.get(kind)
    return translate("NewGameDialog", source) if source else kind


def adaptive_label(level: str) -> str:
    """The adaptive choice with the level it picks now: "Computer – adaptive (now:
    steady)"."""
    return arg(translate("NewGameDialog", "Computer – adaptive (now: %1)"), level_word(level))


def level_description(kind: str) -> str:
    """One line on how seat kind ``kind`` plays (a computer level, ``"adaptive"`` or
    ``"human"``), translated; "" for an unknown kind."""
    source = _DESCRIPTIONS.get(kind)
    return translate("Levels", source) if source else ""


def described_levels() -> tuple[str, ...]:
    """The seat kinds this table has words for (for the tests)."""
    return tuple(k for k in _SEATS if k in _DESCRIPTIONS)


__all__ = ["adaptive_label", "described_levels", "level_description", "level_word",
           "seat_label"]
