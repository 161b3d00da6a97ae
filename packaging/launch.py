"""Entry point of the frozen (PyInstaller) application."""

import os
import sys


def windows_console_streams() -> None:
    """Windows, windowed program: PyInstaller leaves ``sys.stdout``/``sys.stderr`` as
    None, so ``--version``, ``--help`` and ``play --exit-when-over`` would print nothing.
    Use the handles the caller passed (pipes, files) or, started from a console, that
    console; started from Explorer there is neither and they stay None."""
    import ctypes
    import msvcrt

    kernel32 = ctypes.windll.kernel32
    attached = False
    for name, handle_id in (("stdout", -11), ("stderr", -12)):  # STD_OUTPUT/ERROR_HANDLE
        if getattr(sys, name) is not None:
            continue
        handle = kernel32.GetStdHandle(handle_id)
        stream = None
        if handle not in (0, -1, None):
            try:
                fd = msvcrt.open_osfhandle(handle, os.O_WRONLY | os.O_TEXT)
                stream = open(fd, "w", encoding="utf-8", errors="replace", buffering=1)  # noqa: SIM115
            except OSError:
                stream = None
        if stream is None:
            attached = attached or bool(kernel32.AttachConsole(-1))  # ATTACH_PARENT_PROCESS
            if attached:
                stream = open("CONOUT$", "w", encoding="utf-8", errors="replace", buffering=1)  # noqa: SIM115
        setattr(sys, name, stream)


if __name__ == "__main__":
    import multiprocessing

    # A process pool (computer players may use one) re-runs this program as its workers
    # on Windows and macOS; this makes such a run a worker instead of a second game.
    multiprocessing.freeze_support()
    if sys.platform == "win32" and (sys.stdout is None or sys.stderr is None):
        windows_console_streams()
    if os.environ.get("SANJUAN_CHART_PROBE"):  # packaging/smoke_test.py only
        from chart_probe import main as probe

        sys.exit(probe(os.environ["SANJUAN_CHART_PROBE"]))
    if os.environ.get("SANJUAN_SOUND_PROBE"):  # packaging/smoke_test.py only
        from sound_probe import main as sound_probe

        sys.exit(sound_probe())
    if os.environ.get("SANJUAN_HOST_PROBE"):  # packaging/smoke_test.py only
        from host_probe import main as host_probe

        # not for the game server this probe starts (the program itself, as `serve`)
        sys.exit(host_probe(os.environ.pop("SANJUAN_HOST_PROBE")))
    if os.environ.get("SANJUAN_CORE_PROBE"):  # packaging/smoke_test.py, the Windows lane
        from core_probe import main as core_probe

        sys.exit(core_probe())
    from ui.cli import main

    sys.exit(main())
