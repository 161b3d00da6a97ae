"""Every word the player reads about the game: card, role, tile and pile tooltips, decision
prompts, cost breakdowns, log lines, score-part and phase names.

All functions here are pure: they take an engine value (a type index, an
:class:`~sanjuan.rules.observation.Observation`, an event …) and return a string, translated
through ``QCoreApplication.translate`` at call time (so a translator installed later
applies). Source strings are literal so that ``pyside6-lupdate`` extracts them; numbers
and names are filled in after translation with :func:`arg`: Qt's placeholders ``%1`` …
``%9`` (``%n`` for the count of a numerus message), the one placeholder style of every
translated text, which Qt Linguist checks in each translation. Nothing here ever mutates
an observation or looks up the type of a hidden (UNKNOWN) card.

Texts about the viewer's own seat are written in the second person from their own
source strings ("You were dealt 4 cards", "You are governor"), never by putting the seat
name "You" into a third-person sentence: translations need separate sentences too.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

#: ``translate(context, source)`` — the alias is recognised by pyside6-lupdate.
translate = QCoreApplication.translate

if TYPE_CHECKING:
    def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # noqa: N802 - Qt's name
        """Qt's marker for pyside6-lupdate: returns ``source`` unchanged (its stub says
        ``object``; import it from here so that the translation tables are ``str``)."""
        ...
else:
    from PySide6.QtCore import QT_TRANSLATE_NOOP as QT_TRANSLATE_NOOP  # re-exported


_ARG = re.compile(r"%([1-9])")


def arg(text: str, *values: object) -> str:
    """``text`` with Qt's placeholders ``%1`` … ``%9`` replaced by ``str()`` of
    ``values[0]`` … ``values[8]`` in one pass, as ``QString.arg`` does: a value that itself
    holds ``%2`` (a player may be called that) is never replaced again. A placeholder
    without a value stays as it is (so a lost value is visible, never an IndexError)."""
    def fill(m: re.Match[str]) -> str:
        i = int(m.group(1)) - 1
        return str(values[i]) if i < len(values) else m.group(0)
    return _ARG.sub(fill, text)


def esc(text: str) -> str:
    """``text`` escaped for Qt rich text (names typed by players may contain ``<``)."""
    return html.escape(text, quote=False)


def count(n: int, one: str, many: str) -> str:
    """``one`` (already translated, for n == 1) or ``many`` (already translated, with one
    ``%1`` for the number) filled with ``n``."""
    return arg(one, n) if n == 1 else arg(many, n)


#: The name a seat gets when its single human player typed none ("You", from
#: ``ui.session.seats.dialog_default_name``), in every shipped language: a game started
#: in German stores "Du". ``tests/test_text_you.py`` checks it against the translations.
DEFAULT_YOU_NAMES = frozenset({"You", "Du"})


def is_you_name(name: str) -> bool:
    """True if ``name`` is the default name "You" of the one human seat, in any shipped
    language or the current one: lines about that seat are written in the second
    person, and the name is shown in the current language (:func:`shown_name`)."""
    return name in DEFAULT_YOU_NAMES or name == translate("NewGameDialog", "You")


def shown_name(name: str) -> str:
    """A stored seat name as shown now: the default "You" of any language in the current
    one (a game started in German and continued in English shows "You", not "Du");
    any other name as typed."""
    return translate("NewGameDialog", "You") if is_you_name(name) else name


def you_seat(names: Sequence[str]) -> int:
    """The seat whose name is the default "You" (:func:`is_you_name`) if exactly one is,
    else -1: the person a replay's or spectator's text addresses as "you"."""
    seats = [i for i, n in enumerate(names) if is_you_name(n)]
    return seats[0] if len(seats) == 1 else -1


def plain_seat_name(names: Sequence[str], seat: int) -> str:
    """The name of ``seat`` from ``names`` as typed (for plain-text labels such as the
    prompt), or "Player N" if ``names`` is short."""
    if 0 <= seat < len(names):
        return names[seat]
    return arg(translate("Table", "Player %1"), seat + 1)


def seat_name(names: Sequence[str], seat: int) -> str:
    """The name of ``seat`` escaped for rich text (tooltips, log lines)."""
    return esc(plain_seat_name(names, seat))


def plural_en(text: str, n: int) -> str:
    """``text``, translated with numerus form ``n`` (``tr(source, None, n)``), with an
    English "(s)" resolved: without a translator Qt only fills in ``%n``, so English
    needs no .qm file ("2 games played", not "2 game(s) played"). Translations have no
    "(s)" and are returned unchanged."""
    return text.replace("(s)", "" if n == 1 else "s")


def join(items: Sequence[str]) -> str:
    """Items as an English-style list ("A, B and C"), with a translatable "and"."""
    items = list(items)
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return arg(translate("Text", "%1 and %2"), ", ".join(items[:-1]), items[-1])


__all__ = ["translate", "arg", "esc", "count", "seat_name", "plain_seat_name", "join",
           "DEFAULT_YOU_NAMES", "is_you_name", "shown_name", "you_seat", "plural_en"]
