"""Sound playback that never holds up the window and never fails loudly.

The effects are short mono clips (``assets/sounds/*.wav``, in the Qt resources). A
:class:`Mixer` adds the clips playing now and the looping ambience into blocks of 16-bit
samples; an audio device pulls those blocks on its own thread. The device is miniaudio's
(the ``miniaudio`` package, about 0.3–0.6 MB per platform with ``cffi``; it loads the
system's audio libraries at run time: PulseAudio/PipeWire or ALSA on Linux, WASAPI on
Windows, Core Audio on macOS). It is opened on a thread of its own, so the window never
waits for it; :meth:`Sink.play` only adds a clip to the mixer's list (a lock held for
microseconds).

Failing soft: without the package, without an audio device or when the device will not
open, :class:`MiniaudioSink` logs one line (``sanjuan: no sound: …``), stays silent and
is otherwise the same object: no dialog, no traceback, no exception out of
:meth:`~Sink.play`. Tests inject their own :class:`Sink` into :class:`ui.sound.board.SoundBoard`.
"""

from __future__ import annotations

import atexit
import ctypes
import io
import logging
import sys
import threading
import wave
from collections.abc import Generator, Mapping
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Samples = npt.NDArray[np.float32]

log = logging.getLogger(__name__)

RATE = 16_000  # Hz: the mixer's rate, the effects' own (the device converts)
BUFFER_MS = 40  # the device's buffer: a sound starts at most about this much late
MAX_VOICES = 6  # clips playing at once; the oldest gives way


class Sink(Protocol):
    """Where sounds go: the audio device (:class:`MiniaudioSink`), nowhere
    (:class:`NullSink`) or a test's recorder."""

    def play(self, name: str, volume: float) -> None:
        """Start effect ``name`` (a file name under assets/sounds without ``.wav``) at
        ``volume`` 0.0–1.0; returns at once. Unknown names play nothing."""

    def set_ambience(self, volume: float) -> None:
        """Loop the table ambience at ``volume`` 0.0–1.0 (0: stop it), faded, not cut."""

    def close(self) -> None:
        """Stop everything and let the device go (waits at most about a second)."""


class NullSink:
    """Plays nothing (sound is unavailable)."""

    def play(self, name: str, volume: float) -> None:
        """Nothing."""

    def set_ambience(self, volume: float) -> None:
        """Nothing."""

    def close(self) -> None:
        """Nothing."""


def decode_wav(data: bytes, rate: int = RATE) -> Samples:
    """The samples (float32, -1.0–1.0) of mono 16-bit PCM WAV ``data``, converted to
    ``rate`` Hz by linear interpolation. Raises ValueError for another format (wave.Error
    is a ValueError's cousin: both are turned into ValueError)."""
    import numpy as np

    try:
        with wave.open(io.BytesIO(data), "rb") as w:
            if w.getnchannels() != 1 or w.getsampwidth() != 2:
                raise ValueError("not mono 16-bit PCM")
            source_rate = w.getframerate()
            frames = w.readframes(w.getnframes())
    except wave.Error as exc:
        raise ValueError(f"not a WAV file: {exc}") from exc
    x = np.frombuffer(frames, dtype="<i2").astype(np.float32) / 32768.0
    if source_rate != rate and len(x) > 1:
        n = round(len(x) * rate / source_rate)
        x = np.interp(np.arange(n) * (source_rate / rate), np.arange(len(x)), x)
        x = x.astype(np.float32)
    return x


class Mixer:
    """Adds the clips playing now and the ambience loop into blocks of samples.

    ``clips``: name → samples at :data:`RATE`; ``ambience``: the loop's samples or None.
    :meth:`add` and :meth:`set_ambience` are called from the window's thread,
    :meth:`render` from the audio device's; a lock keeps them apart."""

    def __init__(self, clips: Mapping[str, Samples], ambience: Samples | None = None) -> None:
        self.clips = dict(clips)
        self.ambience = ambience
        self._lock = threading.Lock()
        self._voices: list[list[Any]] = []  # [samples, position, volume]
        self._ambience_at = 0
        self._ambience_gain = 0.0  # what the last block ended with
        self._ambience_target = 0.0

    def add(self, name: str, volume: float) -> bool:
        """Start clip ``name`` at ``volume`` (0.0–1.0) with the next block; False for an
        unknown name or no volume."""
        clip = self.clips.get(name)
        if clip is None or volume <= 0:
            return False
        with self._lock:
            if len(self._voices) >= MAX_VOICES:
                self._voices.pop(0)
            self._voices.append([clip, 0, min(1.0, volume)])
        return True

    def set_ambience(self, volume: float) -> None:
        """Ramp the ambience to ``volume`` (0.0–1.0; 0 silences it) over the next block."""
        with self._lock:
            self._ambience_target = 0.0 if self.ambience is None else max(0.0, min(1.0, volume))

    @property
    def busy(self) -> bool:
        """True while a clip plays or the ambience is heard."""
        return bool(self._voices) or self._ambience_gain > 0 or self._ambience_target > 0

    def render(self, frames: int) -> bytes:
        """The next ``frames`` samples as 16-bit little-endian PCM bytes."""
        import numpy as np

        out = np.zeros(frames, dtype=np.float32)
        with self._lock:
            voices = []
            for voice in self._voices:
                clip, at, volume = voice
                piece = clip[at:at + frames]
                out[:len(piece)] += piece * volume
                voice[1] = at + frames
                if voice[1] < len(clip):
                    voices.append(voice)
            self._voices = voices
            start, end = self._ambience_gain, self._ambience_target
            loop = self.ambience
            if loop is not None and (start > 0 or end > 0):
                index = (self._ambience_at + np.arange(frames)) % len(loop)
                self._ambience_at = int((self._ambience_at + frames) % len(loop))
                out += loop[index] * np.linspace(start, end, frames, dtype=np.float32)
            self._ambience_gain = end
        return np.round(np.clip(out, -1.0, 1.0) * 32767).astype("<i2").tobytes()

    def stream(self) -> Generator[bytes, int, None]:
        """A generator for miniaudio: sent a frame count, yields that many frames."""
        frames = yield b""
        while True:
            frames = yield self.render(frames)


_alsa_quiet: Any = None  # the no-op error handler, kept alive while ALSA may call it


def quiet_alsa() -> None:
    """Keep ALSA's own error messages (a dozen lines on stderr when there is no sound
    card) out of the terminal: this module logs its one line instead. Linux only; does
    nothing where libasound is missing."""
    global _alsa_quiet
    if not sys.platform.startswith("linux") or _alsa_quiet is not None:
        return
    try:
        asound = ctypes.CDLL("libasound.so.2")
        handler_type = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p,
                                        ctypes.c_int, ctypes.c_char_p)
        _alsa_quiet = handler_type(lambda *_args: None)
        asound.snd_lib_error_set_handler(_alsa_quiet)
    except (OSError, AttributeError):
        _alsa_quiet = False  # no ALSA here: nothing to quiet


class MiniaudioSink:
    """Plays through the system's default audio output with miniaudio; silent, after one
    log line, when that is impossible (see the module docstring).

    ``sounds``: name → WAV bytes (the effects, and ``"ambience"`` for the loop). The WAVs
    are decoded and the device opened on a thread of its own; sounds asked for before it
    is open start when it is. :attr:`ready` is set once that thread is done, and
    :attr:`failed` then says why there is no sound ("" when there is)."""

    def __init__(self, sounds: Mapping[str, bytes], backends: list[Any] | None = None) -> None:
        self._sounds = dict(sounds)
        self._backends = backends  # miniaudio.Backend values (tests: the null backend)
        self.mixer: Mixer | None = None
        self._pending: list[tuple[str, float]] = []
        self._ambience = 0.0
        self._device: Any = None
        self._lock = threading.Lock()
        self._closed = False
        self.failed = ""
        self.ready = threading.Event()
        self._thread = threading.Thread(target=self._open, name="sound", daemon=True)
        self._thread.start()
        # the device's thread must not call into an interpreter that is shutting down
        atexit.register(self.close)

    def _open(self) -> None:
        try:
            clips = {n: decode_wav(d) for n, d in self._sounds.items() if n != "ambience"}
            ambience = self._sounds.get("ambience")
            mixer = Mixer(clips, None if ambience is None else decode_wav(ambience))
            import miniaudio

            quiet_alsa()
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                sample_rate=RATE, buffersize_msec=BUFFER_MS, app_name="San Juan",
                backends=self._backends)
            stream = mixer.stream()
            next(stream)
            device.start(stream)
        except Exception as exc:  # no sound is never an error for the player
            self.failed = _reason(exc)
            log.warning("sanjuan: no sound: %s", self.failed)
            log.debug("why there is no sound", exc_info=True)
            self.ready.set()
            return
        with self._lock:
            self.mixer, self._device = mixer, device
            pending, self._pending = self._pending, []
            ambience_volume = self._ambience
            closed = self._closed
        if closed:
            device.close()
        else:
            for name, volume in pending:
                mixer.add(name, volume)
            mixer.set_ambience(ambience_volume)
            log.debug("sound through %s", getattr(device, "backend", "?"))
        self.ready.set()

    def play(self, name: str, volume: float) -> None:
        """Start effect ``name`` at ``volume`` (see :class:`Sink`)."""
        with self._lock:
            if self.mixer is None:
                if not self.failed and not self._closed:
                    self._pending = [*self._pending[-MAX_VOICES + 1:], (name, volume)]
                return
            mixer = self.mixer
        mixer.add(name, volume)

    def set_ambience(self, volume: float) -> None:
        """Loop the ambience at ``volume`` (see :class:`Sink`)."""
        with self._lock:
            self._ambience = volume
            mixer = self.mixer
        if mixer is not None:
            mixer.set_ambience(volume)

    def close(self) -> None:
        """Stop and let the device go (see :class:`Sink`); again: nothing."""
        atexit.unregister(self.close)
        with self._lock:
            self._closed = True
            device, self._device, self.mixer = self._device, None, None
        if device is not None:
            try:
                device.close()
            except Exception:  # closing a device that went away
                log.debug("closing the audio device", exc_info=True)


def _reason(exc: BaseException) -> str:
    """A short reason for the log line."""
    if isinstance(exc, ImportError):
        return "the miniaudio package is missing"
    first = exc.args[0] if exc.args else ""
    text = first if isinstance(first, str) and first else str(exc) or type(exc).__name__
    if "init device" in text or "no device" in text.lower():
        return f"no audio device ({text})"
    return text
