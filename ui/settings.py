"""Typed access to the user's settings (QSettings): window geometry, the pace of the
computer players and the choices of the last new game."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QByteArray, QSettings

ORGANIZATION = "SanJuan"
APPLICATION = "San Juan"

#: Pace choices for computer moves, in milliseconds between moves.
PACES = (0, 300, 800, 1500)
DEFAULT_PACE_MS = 800
EDITION_KEYS = ("classic", "2018", "2018-expansion")
SEAT_KINDS = ("human", "easy", "medium", "hard", "expert")
LANGUAGES = ("system", "en", "de")


@dataclass
class NewGameChoices:
    """What the new-game dialog offers first: player count 2–4, per-seat names and kinds
    (``"human"`` or an AI level; always 4 entries), edition key, start-hand variant and
    seed (None = a fresh random seed)."""

    players: int = 3
    names: list[str] = field(default_factory=lambda: ["", "", "", ""])
    kinds: list[str] = field(default_factory=lambda: ["human", "medium", "medium", "medium"])
    edition: str = "2018"
    variant: bool = False
    seed: int | None = None


class Settings:
    """The application's QSettings with typed getters and setters."""

    def __init__(self, qsettings: QSettings | None = None) -> None:
        self.q = qsettings if qsettings is not None else QSettings(ORGANIZATION, APPLICATION)

    # --- window
    def geometry(self) -> QByteArray | None:
        """The saved main-window geometry, or None."""
        value = self.q.value("window/geometry", None, type=QByteArray)
        return value if value else None

    def set_geometry(self, data: QByteArray) -> None:
        """Remember the main-window geometry (QWidget.saveGeometry())."""
        self.q.setValue("window/geometry", data)

    def window_state(self) -> QByteArray | None:
        """The saved dock/toolbar layout, or None."""
        value = self.q.value("window/state", None, type=QByteArray)
        return value if value else None

    def set_window_state(self, data: QByteArray) -> None:
        """Remember the dock layout (QMainWindow.saveState())."""
        self.q.setValue("window/state", data)

    # --- pace
    def pace_ms(self) -> int:
        """Minimum time between computer moves in ms (one of :data:`PACES`)."""
        value = int(self.q.value("play/pace_ms", DEFAULT_PACE_MS, type=int))
        return value if value in PACES else DEFAULT_PACE_MS

    def set_pace_ms(self, ms: int) -> None:
        """Remember the pace of computer moves (ms)."""
        self.q.setValue("play/pace_ms", int(ms))

    # --- language and play options (Settings dialog)
    def language(self) -> str:
        """The interface language: ``"system"`` (the system locale), ``"en"`` or ``"de"``."""
        value = str(self.q.value("ui/language", "system", type=str))
        return value if value in LANGUAGES else "system"

    def set_language(self, value: str) -> None:
        """Remember the interface language (one of :data:`LANGUAGES`)."""
        self.q.setValue("ui/language", value)

    def animations(self) -> bool:
        """True when computer moves are animated on the table (View setting)."""
        return self._flag("view/animations", True)

    def set_animations(self, on: bool) -> None:
        """Turn the table's animations on or off."""
        self.q.setValue("view/animations", bool(on))

    def skip_forced(self) -> bool:
        """True when decisions with one possible answer are answered automatically."""
        return self._flag("play/skip_forced", True)

    def set_skip_forced(self, on: bool) -> None:
        """Turn automatic answers to one-answer decisions on or off."""
        self.q.setValue("play/skip_forced", bool(on))

    def hints_enabled(self) -> bool:
        """True when the Hint button is offered on human decisions."""
        return self._flag("play/hints", True)

    def set_hints_enabled(self, on: bool) -> None:
        """Turn hints on or off."""
        self.q.setValue("play/hints", bool(on))

    def _flag(self, key: str, default: bool) -> bool:
        value = self.q.value(key, default)
        if isinstance(value, bool):
            return value
        text = str(value).strip().lower()
        if text in ("true", "1"):
            return True
        if text in ("false", "0"):
            return False
        return default

    # --- last save folder
    def save_dir(self) -> str:
        """The folder of the last save/open, or "" (the dialog's default)."""
        return str(self.q.value("files/dir", "", type=str))

    def set_save_dir(self, path: str) -> None:
        """Remember the folder of the last save/open."""
        self.q.setValue("files/dir", path)

    # --- new game
    def new_game(self) -> NewGameChoices:
        """The choices of the last new game (defaults on first start)."""
        c = NewGameChoices()
        q = self.q
        c.players = min(4, max(2, int(q.value("new/players", c.players, type=int))))
        for i in range(4):
            c.names[i] = str(q.value(f"new/name{i}", c.names[i], type=str))
            kind = str(q.value(f"new/kind{i}", c.kinds[i], type=str))
            c.kinds[i] = kind if kind in SEAT_KINDS else c.kinds[i]
        edition = str(q.value("new/edition", c.edition, type=str))
        c.edition = edition if edition in EDITION_KEYS else c.edition
        c.variant = bool(q.value("new/variant", c.variant, type=bool))
        seed = str(q.value("new/seed", "", type=str))
        c.seed = int(seed) if seed.lstrip("-").isdigit() else None
        return c

    def set_new_game(self, c: NewGameChoices) -> None:
        """Remember the choices of a new game."""
        q = self.q
        q.setValue("new/players", c.players)
        for i in range(4):
            q.setValue(f"new/name{i}", c.names[i])
            q.setValue(f"new/kind{i}", c.kinds[i])
        q.setValue("new/edition", c.edition)
        q.setValue("new/variant", c.variant)
        q.setValue("new/seed", "" if c.seed is None else str(c.seed))
