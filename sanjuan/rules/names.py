"""The one rule for player names, used at every door (new-game dialog, save files,
network protocol, history database) and the one way to show a name inside other text.

A name may hold letters, digits, punctuation, symbols and spaces in any script. It may
not hold control characters (Unicode category Cc: escape sequences, newlines), format
characters (Cf: right-to-left overrides, zero-width characters, the byte-order mark),
line or paragraph separators (Zl, Zp), private-use characters (Co), lone surrogates (Cs:
not text at all) or unassigned code points (Cn). Such characters let a name reverse the
rest of a log line, hide itself, or write escape sequences to a terminal.

Wherever a name is shown inside other text it is *isolated*: :func:`isolate` wraps it in
U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE (plain text, Qt labels, the
terminal) and :func:`html_name` in ``<bdi>…</bdi>`` (HTML pages), so that even a
right-to-left name in a left-to-right sentence leaves the rest of the sentence in order.
"""

from __future__ import annotations

import html
import unicodedata

#: The longest name, in characters (code points), at every door.
MAX_NAME = 40

#: Unicode general categories a name may not contain (see the module docstring).
FORBIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})

_FSI = "\u2068"
_PDI = "\u2069"


def name_problem(name: object, max_len: int = MAX_NAME) -> str | None:
    """Why ``name`` is not an acceptable player name, as a short English phrase
    (e.g. ``"contains a control or format character (U+202E)"``), or None when it is
    acceptable. An empty name (or one of spaces only, which :func:`check_name` strips to
    empty) is acceptable here: the caller fills in a default;
    ``max_len`` is in characters. Never raises."""
    if not isinstance(name, str):
        return "is not text"
    if len(name) > max_len:
        return f"is longer than {max_len} characters"
    for ch in name:
        if unicodedata.category(ch) in FORBIDDEN_CATEGORIES:
            return f"contains a control or format character (U+{ord(ch):04X})"
    return None


def is_valid_name(name: object, max_len: int = MAX_NAME) -> bool:
    """True when :func:`name_problem` finds nothing wrong with ``name``."""
    return name_problem(name, max_len) is None


def check_name(name: object, where: str = "name", max_len: int = MAX_NAME) -> str:
    """``name`` with surrounding spaces removed, after checking it by the name rule.
    Raises ValueError naming ``where`` and the problem (e.g. ``"name: contains a control
    or format character (U+202E)"``) when it breaks the rule."""
    problem = name_problem(name, max_len)
    if problem is not None:
        raise ValueError(f"{where}: {problem}")
    assert isinstance(name, str)
    return name.strip()


def sanitize_name(name: object, max_len: int = MAX_NAME) -> str:
    """A displayable form of a name read from somewhere that may be damaged (an old
    history row, a save from an earlier version): forbidden characters removed, cut to
    ``max_len`` characters, spaces trimmed; a non-text value gives ``""``. Never raises."""
    if not isinstance(name, str):
        return ""
    kept = "".join(ch for ch in name if unicodedata.category(ch) not in FORBIDDEN_CATEGORIES)
    return kept[:max_len].strip()


def isolate(name: str) -> str:
    """``name`` wrapped in Unicode directional isolates (U+2068 … U+2069) for showing
    it inside a plain-text line, a Qt label or the terminal."""
    return f"{_FSI}{name}{_PDI}"


def html_name(name: str) -> str:
    """``name`` escaped for HTML and isolated in ``<bdi>…</bdi>``."""
    return f"<bdi>{html.escape(name)}</bdi>"


def duplicate_names(names: list[str]) -> list[str]:
    """The names that occur more than once in ``names``, compared case-insensitively
    after NFKC normalisation (so "Bea" and "ＢＥＡ" clash); empty names are ignored."""
    seen: dict[str, int] = {}
    for n in names:
        if not n:
            continue
        key = unicodedata.normalize("NFKC", n).casefold().strip()
        seen[key] = seen.get(key, 0) + 1
    return [n for n in names
            if n and seen[unicodedata.normalize("NFKC", n).casefold().strip()] > 1]


__all__ = ["FORBIDDEN_CATEGORIES", "MAX_NAME", "check_name", "duplicate_names", "html_name",
           "is_valid_name", "isolate", "name_problem", "sanitize_name"]
