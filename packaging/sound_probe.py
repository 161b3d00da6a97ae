"""Bundle smoke test: the game's sound playback works in the frozen program (miniaudio,
its cffi backend and the sounds in the resources).

The frozen program runs this instead of the game when ``SANJUAN_SOUND_PROBE`` is set
(``launch.py``); nothing else starts it. It plays every effect through miniaudio's null
device (no speaker needed: it pulls the samples like a sound card would) and then opens
the default device, which may be missing (a build machine): that must cost one log line
and nothing else. Exit status 0 when the null device played everything, 1 if not.
"""

from __future__ import annotations

import sys
import time


def main() -> int:
    """Play the effects on the null device, try the default one; returns the exit status."""
    import miniaudio
    from PySide6.QtCore import QCoreApplication

    import ui.resources_rc  # noqa: F401  (registers the :/ resources)
    from ui.sound.board import EFFECTS, resource_sounds
    from ui.sound.player import MiniaudioSink

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])  # noqa: F841
    sounds = resource_sounds()
    missing = sorted(set(EFFECTS) - set(sounds))
    if missing:
        print(f"sound: effects missing from the resources: {missing}", flush=True)
        return 1
    sink = MiniaudioSink(sounds, backends=[miniaudio.Backend.NULL])
    if not sink.ready.wait(20) or sink.failed or sink.mixer is None:
        print(f"sound: the null device failed: {sink.failed}", flush=True)
        return 1
    for name in EFFECTS:
        sink.play(name, 0.5)
    deadline = time.monotonic() + 10
    while sink.mixer.busy and time.monotonic() < deadline:
        time.sleep(0.05)
    played = not sink.mixer.busy
    sink.close()
    real = MiniaudioSink(sounds)
    real.ready.wait(20)
    default = f"none ({real.failed})" if real.failed else "opened"
    real.close()
    print(f"sound: miniaudio {miniaudio.__version__}: the null device "
          f"{'played' if played else 'did not finish'} {len(EFFECTS)} effects; "
          f"default device: {default}", flush=True)
    return 0 if played else 1
