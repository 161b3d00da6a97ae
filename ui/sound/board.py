"""The sound board: plays the game's sounds as the settings say, live.

One per window. It follows :class:`~ui.settings.Settings` (``sound_on``,
``effects_volume``, ``ambience_volume``): a change is heard at once, without a restart.
The audio device is opened only when a sound is first wanted (sound off: the device and
the miniaudio package are never touched). Nothing here blocks: the sink plays on its own
thread (:mod:`ui.sound.player`)."""

from __future__ import annotations

import logging
import os
from collections.abc import Callable

from PySide6.QtCore import QDirIterator, QFile, QFileInfo, QIODevice, QObject

from ui.settings import Settings
from ui.sound.player import MiniaudioSink, NullSink, Sink
from ui.sound.system import system_muted

log = logging.getLogger(__name__)

SOUNDS = ":/assets/sounds"

#: Every effect (the file names under assets/sounds, without ``.wav``).
EFFECTS = ("card_placed", "card_drawn", "cards_shuffled", "coin", "production",
           "role_chosen", "tile_turned", "your_turn", "end_warning", "game_won", "game_lost")


def resource_sounds() -> dict[str, bytes]:
    """Name → WAV bytes of every sound in the Qt resources (effects and ``"ambience"``)."""
    found: dict[str, bytes] = {}
    it = QDirIterator(SOUNDS, ["*.wav"])
    while it.hasNext():
        path = it.next()
        f = QFile(path)
        if f.open(QIODevice.OpenModeFlag.ReadOnly):
            found[QFileInfo(path).completeBaseName()] = bytes(f.readAll().data())
            f.close()
    return found


def sound_disabled() -> bool:
    """True when ``SANJUAN_SOUND=off`` is set (the tests, headless runs): no device is
    opened and the system is not asked whether it is muted."""
    return os.environ.get("SANJUAN_SOUND", "").strip().lower() == "off"


def default_sink() -> Sink:
    """The real output: miniaudio with the resources' sounds (:class:`MiniaudioSink`), or
    nothing when :func:`sound_disabled`."""
    if sound_disabled():
        return NullSink()
    return MiniaudioSink(resource_sounds())


def settle_default(settings: Settings, muted: Callable[[], bool | None] = system_muted
                   ) -> None:
    """On the first start (no sound setting stored yet): sound off when the system is
    muted, on otherwise or when that cannot be known (:mod:`ui.sound.system`); off under
    ``SANJUAN_SOUND=off``."""
    if not settings.q.contains("sound/on"):
        settings.settle_sound_default(not sound_disabled() and muted() is not True)


class SoundBoard(QObject):
    """Plays effects and the ambience through a :class:`~ui.sound.player.Sink` made by
    ``sink_factory`` on first need (default: the audio device; tests pass a recorder).

    :meth:`play` plays an effect when sound is on and the effects' volume is above 0;
    :meth:`set_table_open` says whether a game is on the table, under which the ambience
    loops (sound on, ambience volume above 0)."""

    def __init__(self, settings: Settings, sink_factory: Callable[[], Sink] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self._factory = sink_factory or default_sink
        self._sink: Sink | None = None
        self._table_open = False
        settings.follow(self, self._on_setting)

    @property
    def sink(self) -> Sink:
        """The sink, made now if it was not yet."""
        if self._sink is None:
            try:
                self._sink = self._factory()
            except Exception:  # whatever the sink's maker does, it costs the sound only
                log.warning("sanjuan: no sound", exc_info=True)
                self._sink = NullSink()
        return self._sink

    def play(self, name: str) -> bool:
        """Play effect ``name`` (one of :data:`EFFECTS`) if sound is on; True when it was
        handed to the sink. Returns at once."""
        s = self.settings
        volume = s.effects_volume()
        if not s.sound_on() or volume <= 0:
            return False
        self.sink.play(name, volume / 100)
        return True

    def set_table_open(self, open_: bool) -> None:
        """A game is on the table (the ambience may loop) or not."""
        self._table_open = open_
        self._apply_ambience()

    def _apply_ambience(self) -> None:
        s = self.settings
        volume = s.ambience_volume() if s.sound_on() and self._table_open else 0
        if volume > 0 or self._sink is not None:  # silence needs no device
            self.sink.set_ambience(volume / 100)

    def _on_setting(self, key: str, _value: object) -> None:
        if key in ("sound_on", "ambience_volume"):
            self._apply_ambience()

    def close(self) -> None:
        """Let the audio device go (the window closes)."""
        if self._sink is not None:
            self._sink.close()
            self._sink = None
