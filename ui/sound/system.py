"""Is the system's sound muted? Asked once, at the first start, to choose whether the
game's sound starts on (:meth:`ui.settings.Settings.settle_sound_default`).

What can be known, per system, without a new dependency:

* Linux: the default output's mute switch of PulseAudio or PipeWire (``pactl
  get-sink-mute @DEFAULT_SINK@``; PipeWire answers through its PulseAudio server, or
  ``wpctl get-volume @DEFAULT_AUDIO_SINK@`` says ``[MUTED]``). Plain ALSA: not asked.
* macOS: ``osascript -e "output muted of (get volume settings)"``.
* Windows: the mute switch is behind a COM interface (IAudioEndpointVolume) that needs a
  COM library (comtypes/pycaw) we do not ship: unknown.

Unknown means None, and the game starts with sound on: a muted system silences the
game's output too, so nothing is heard that the player did not allow."""

from __future__ import annotations

import logging
import shutil
import subprocess
import sys

log = logging.getLogger(__name__)

TIMEOUT_S = 1.0  # a sound server that does not answer in a second is not waited for


def _run(command: list[str]) -> str | None:
    """The command's standard output, or None when it is missing, fails or hangs."""
    if shutil.which(command[0]) is None:
        return None
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT_S,
                              check=False)
    except (OSError, subprocess.SubprocessError):
        log.debug("asking %s whether sound is muted", command[0], exc_info=True)
        return None
    return done.stdout if done.returncode == 0 else None


def system_muted() -> bool | None:
    """True when the system's default output is muted, False when it is not, None when
    this system cannot tell (see the module docstring). Never raises; takes at most about
    two seconds (a hanging sound server)."""
    if sys.platform == "darwin":
        out = _run(["osascript", "-e", "output muted of (get volume settings)"])
        return None if out is None else out.strip().lower() == "true"
    if sys.platform.startswith("win"):
        return None
    out = _run(["pactl", "get-sink-mute", "@DEFAULT_SINK@"])
    if out is not None and ":" in out:
        return out.split(":", 1)[1].strip().lower() in ("yes", "ja", "true", "1")
    out = _run(["wpctl", "get-volume", "@DEFAULT_AUDIO_SINK@"])
    if out is not None and out.strip():
        return "[MUTED]" in out
    return None
