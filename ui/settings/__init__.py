"""Typed access to the user's settings (QSettings): window geometry, the pace of the
computer players and the choices of the last new game.

Getters never raise: a settings file may be damaged or edited by hand, so every value
read is checked (type, range, length) and an invalid one falls back to its default, with
one line on stderr per key (see ``ui/settings/values.py``).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QByteArray, QObject, QSettings, Signal, Slot

from sanjuan.rules.seat import ADAPTIVE, SEAT_KINDS
from sanjuan.store.paths import DATA_DIR_ENV
from ui.settings.values import (
    as_byte_array,
    as_choice,
    as_flag,
    as_folder,
    as_int,
    as_name,
    as_percent,
    as_seed,
    as_text_scale,
    read,
)

ORGANIZATION = "SanJuan"
APPLICATION = "San Juan"
#: The settings file in ``$SANJUAN_DATA_DIR`` (tests, portable installs).
PORTABLE_FILE = "settings.ini"


def default_qsettings() -> QSettings:
    """The game's own settings store: with ``$SANJUAN_DATA_DIR`` set (tests, a portable
    install) the ini file :data:`PORTABLE_FILE` in that folder, so that such a run never
    reads or writes the player's settings (on Windows the registry, which no other
    variable moves); else the platform's store, ``QSettings(ORGANIZATION,
    APPLICATION)`` (the registry under ``HKEY_CURRENT_USER\\Software`` on Windows, a
    property list on macOS, ``~/.config/SanJuan/San Juan.conf`` elsewhere). A folder
    that cannot be made is left to QSettings, which then keeps the values in memory
    only (the running game is untouched)."""
    folder = os.environ.get(DATA_DIR_ENV)
    if not folder:
        return QSettings(ORGANIZATION, APPLICATION)
    try:
        Path(folder).mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return QSettings(str(Path(folder) / PORTABLE_FILE), QSettings.Format.IniFormat)

#: Pace choices for computer moves, in milliseconds between moves.
PACES = (0, 300, 800, 1500)
DEFAULT_PACE_MS = 800
EDITION_KEYS = ("classic", "2018", "2018-expansion")
LANGUAGES = ("system", "en", "de")
#: The table themes one may choose (ui.table.themes; the high-contrast look is a setting
#: of its own that wins over them).
THEME_KEYS = ("felt", "parchment", "night")
#: The volumes of the sound effects and of the table ambience on first start (%); the
#: ambience is optional: off (0) until chosen.
DEFAULT_EFFECTS_VOLUME = 70
DEFAULT_AMBIENCE_VOLUME = 0


@dataclass
class NewGameChoices:
    """What the new-game dialog offers first: player count 2–4, per-seat names and kinds
    (``"human"``, an AI level or ``"adaptive"``, which each new game resolves again;
    always 4 entries), edition key, start-hand variant and seed (None = a fresh random
    seed)."""

    players: int = 3
    names: list[str] = field(default_factory=lambda: ["", "", "", ""])
    kinds: list[str] = field(default_factory=lambda: ["human", "medium", "medium", "medium"])
    edition: str = "2018"
    variant: bool = False
    seed: int | None = None


class Settings(QObject):
    """The application's QSettings with typed getters and setters.

    ``changed(key, value)`` is emitted when a setter changes a value the running
    window shows (keys ``"pace_ms"``, ``"language"``, ``"animations"``,
    ``"skip_forced"``, ``"hints"``, ``"show_rating"``, ``"count_hinted"``,
    ``"count_tutorial"``, ``"text_scale"``, ``"high_contrast"``, ``"theme"``,
    ``"sound_on"``, ``"effects_volume"``, ``"ambience_volume"``): the Settings dialog,
    the View menu, the hint dock, the table and the statistics listen, so they always
    agree."""

    changed = Signal(str, object)

    def __init__(self, qsettings: QSettings | None = None) -> None:
        super().__init__()
        self.q = qsettings if qsettings is not None else default_qsettings()

    def follow(self, owner: QObject, slot: Callable[[str, object], object]) -> None:
        """Call ``slot(key, value)`` on each :attr:`changed` while ``owner`` exists
        (connected through a child of ``owner``, so Qt disconnects it with ``owner``)."""
        self.changed.connect(_Follower(owner, slot).on_changed)

    def _set(self, key: str, qkey: str, old: object, value: object) -> None:
        self.q.setValue(qkey, value)
        if old != value:
            self.changed.emit(key, value)

    # --- window
    def geometry(self) -> QByteArray | None:
        """The saved main-window geometry, or None (also when damaged)."""
        return read(self.q, "window/geometry", None, as_byte_array)

    def set_geometry(self, data: QByteArray) -> None:
        """Remember the main-window geometry (QWidget.saveGeometry())."""
        self.q.setValue("window/geometry", data)

    def window_state(self) -> QByteArray | None:
        """The saved dock/toolbar layout, or None (also when damaged)."""
        return read(self.q, "window/state", None, as_byte_array)

    def set_window_state(self, data: QByteArray) -> None:
        """Remember the dock layout (QMainWindow.saveState())."""
        self.q.setValue("window/state", data)

    # --- pace
    def pace_ms(self) -> int:
        """Minimum time between computer moves in ms (one of :data:`PACES`)."""
        return read(self.q, "play/pace_ms", DEFAULT_PACE_MS, as_choice(PACES, as_int))

    def set_pace_ms(self, ms: int) -> None:
        """Remember the pace of computer moves (ms)."""
        self._set("pace_ms", "play/pace_ms", self.pace_ms(), int(ms))

    # --- language and play options (Settings dialog)
    def language(self) -> str:
        """The interface language: ``"system"`` (the system locale), ``"en"`` or ``"de"``."""
        return read(self.q, "ui/language", "system", as_choice(LANGUAGES))

    def set_language(self, value: str) -> None:
        """Remember the interface language (one of :data:`LANGUAGES`)."""
        self._set("language", "ui/language", self.language(), value)

    def animations(self) -> bool:
        """True when computer moves are animated on the table (View setting)."""
        return self._flag("view/animations", True)

    def set_animations(self, on: bool) -> None:
        """Turn the table's animations on or off."""
        self._set("animations", "view/animations", self.animations(), bool(on))

    def skip_forced(self) -> bool:
        """True when decisions with one possible answer are answered automatically."""
        return self._flag("play/skip_forced", True)

    def set_skip_forced(self, on: bool) -> None:
        """Turn automatic answers to one-answer decisions on or off."""
        self._set("skip_forced", "play/skip_forced", self.skip_forced(), bool(on))

    def hints_enabled(self) -> bool:
        """True when the Hint button is offered on human decisions."""
        return self._flag("play/hints", True)

    def set_hints_enabled(self, on: bool) -> None:
        """Turn hints on or off."""
        self._set("hints", "play/hints", self.hints_enabled(), bool(on))

    # --- the rating (Statistics; issue 20)
    def show_rating(self) -> bool:
        """True when Statistics shows the rating (it can be hidden)."""
        return self._flag("stats/show_rating", True)

    def set_show_rating(self, on: bool) -> None:
        """Show or hide the rating in Statistics."""
        self._set("show_rating", "stats/show_rating", self.show_rating(), bool(on))

    def rating_counts_hinted(self) -> bool:
        """True when games in which the player asked for hints count for the rating
        (default: they do not)."""
        return self._flag("stats/count_hinted", False)

    def set_rating_counts_hinted(self, on: bool) -> None:
        """Count games with hints for the rating, or not."""
        self._set("count_hinted", "stats/count_hinted", self.rating_counts_hinted(), bool(on))

    def rating_counts_tutorial(self) -> bool:
        """True when tutorial games count for the rating (default: they do not)."""
        return self._flag("stats/count_tutorial", False)

    def set_rating_counts_tutorial(self, on: bool) -> None:
        """Count tutorial games for the rating, or not."""
        self._set("count_tutorial", "stats/count_tutorial", self.rating_counts_tutorial(),
                  bool(on))
    # --- seeing well (issue 22): text size and high contrast, applied live
    def text_scale(self) -> float:
        """The text-size setting as a factor 1.0–2.0 (100–200 %) on every letter of the
        table, the log and the prompts."""
        return read(self.q, "view/text_scale", 1.0, as_text_scale)

    def set_text_scale(self, scale: float) -> None:
        """Remember the text size (1.0–2.0; other values are clamped to that range)."""
        value = min(2.0, max(1.0, round(float(scale), 2)))
        self._set("text_scale", "view/text_scale", self.text_scale(), value)

    def high_contrast(self) -> bool:
        """True for the high-contrast look of the table."""
        return self._flag("view/high_contrast", False)

    def set_high_contrast(self, on: bool) -> None:
        """Turn the high-contrast look on or off."""
        self._set("high_contrast", "view/high_contrast", self.high_contrast(), bool(on))

    def theme(self) -> str | None:
        """The table theme chosen (a key of :data:`THEME_KEYS`), or None while none has
        been chosen (the window then follows the desktop's dark mode) or when the stored
        value is damaged (logged once, see ``ui/settings/values.py``)."""
        return read(self.q, "view/theme", None, as_choice(THEME_KEYS))

    def set_theme(self, key: str) -> None:
        """Remember the table theme ``key`` (one of :data:`THEME_KEYS`); raises
        ValueError for any other key (nothing is stored)."""
        if key not in THEME_KEYS:
            raise ValueError(f"no table theme {key!r}; one of {', '.join(THEME_KEYS)}")
        self._set("theme", "view/theme", self.theme(), key)

    # --- sound (issue 35): on/off and two volumes, applied live by ui.sound
    def sound_on(self) -> bool:
        """True when the game plays its sounds. Before the player chose, the default
        settled at first start (:meth:`settle_sound_default`), else True."""
        return self._flag("sound/on", True)

    def set_sound_on(self, on: bool) -> None:
        """Turn the game's sounds on or off."""
        self._set("sound_on", "sound/on", self.sound_on(), bool(on))

    def settle_sound_default(self, on: bool) -> bool:
        """Store ``on`` as the sound setting unless one is stored already (valid or not:
        a damaged value still falls back to the default when read); returns True when it
        stored. Used once at start-up: sound is off by default when the system is muted."""
        if self.q.contains("sound/on"):
            return False
        self.set_sound_on(on)
        return True

    def effects_volume(self) -> int:
        """The volume of the sound effects, 0–100 (%)."""
        return read(self.q, "sound/effects_volume", DEFAULT_EFFECTS_VOLUME, as_percent)

    def set_effects_volume(self, percent: int) -> None:
        """Remember the effects' volume (clamped to 0–100 %)."""
        value = min(100, max(0, int(percent)))
        self._set("effects_volume", "sound/effects_volume", self.effects_volume(), value)

    def ambience_volume(self) -> int:
        """The volume of the table ambience, 0–100 (%; 0: no ambience)."""
        return read(self.q, "sound/ambience_volume", DEFAULT_AMBIENCE_VOLUME, as_percent)

    def set_ambience_volume(self, percent: int) -> None:
        """Remember the ambience's volume (clamped to 0–100 %; 0 turns it off)."""
        value = min(100, max(0, int(percent)))
        self._set("ambience_volume", "sound/ambience_volume", self.ambience_volume(), value)

    def _flag(self, key: str, default: bool) -> bool:
        return read(self.q, key, default, as_flag)

    # --- last save folder
    def save_dir(self) -> str:
        """The folder of the last save/open, or "" (the dialog's default)."""
        return read(self.q, "files/dir", "", as_folder)

    def set_save_dir(self, path: str) -> None:
        """Remember the folder of the last save/open."""
        self.q.setValue("files/dir", path)

    # --- new game
    def new_game(self) -> NewGameChoices:
        """The choices of the last new game (defaults on first start, and for each
        damaged value: players 2–4, names up to NAME_LIMIT characters, known kinds and
        edition, seed 0–2,000,000,000 or None)."""
        c = NewGameChoices()
        q = self.q
        c.players = read(q, "new/players", c.players, as_choice((2, 3, 4), as_int))
        for i in range(4):
            c.names[i] = read(q, f"new/name{i}", c.names[i], as_name)
            c.kinds[i] = read(q, f"new/kind{i}", c.kinds[i], as_choice((*SEAT_KINDS, ADAPTIVE)))
        c.edition = read(q, "new/edition", c.edition, as_choice(EDITION_KEYS))
        c.variant = read(q, "new/variant", c.variant, as_flag)
        c.seed = read(q, "new/seed", None, as_seed)
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


class _Follower(QObject):
    """Receives ``Settings.changed`` for a plain function, as a child of its owner."""

    def __init__(self, owner: QObject, slot: Callable[[str, object], object]) -> None:
        super().__init__(owner)
        self.slot = slot

    @Slot(str, object)
    def on_changed(self, key: str, value: object) -> None:
        """Pass the change on."""
        self.slot(key, value)
