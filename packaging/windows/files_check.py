"""The player's files on Windows (run by the Windows lane with Windows Python under Wine;
runs on any system): where they go by default, and a whole resume → record → export in
a data folder whose path has spaces and non-ASCII letters.

    python packaging/windows/files_check.py [FOLDER]

FOLDER (default: ``Jürgen Müller\\AppData\\Local\\SanJuan`` beside the user's own profile
folder, e.g. ``C:\\Users\\Jürgen Müller\\…``; made here, so that no non-ASCII path crosses
a command line between systems) is the data folder: every ``sanjuan`` run is a child
process with ``SANJUAN_DATA_DIR`` set to it.
Prints one line per check; exits 1 with the reason at the first one that fails.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def sanjuan(folder: Path, *args: str) -> str:
    """Run ``sanjuan ARGS`` with ``folder`` as the data folder; returns its output.
    Raises SystemExit with the output if it fails."""
    env = dict(os.environ, SANJUAN_DATA_DIR=str(folder), PYTHONIOENCODING="utf-8")
    run = subprocess.run([sys.executable, "-m", "ui.cli", *args], cwd=ROOT, env=env,
                         capture_output=True, text=True, encoding="utf-8", timeout=900,
                         stdin=subprocess.DEVNULL)
    if run.returncode != 0:
        raise SystemExit(f"sanjuan {' '.join(args)} exited {run.returncode}:\n"
                         f"{(run.stdout + run.stderr)[-2000:]}")
    return run.stdout


def defaults() -> None:
    """Where data and settings go when nothing is overridden: %LOCALAPPDATA% and the
    registry on Windows (platformdirs, QSettings' native format)."""
    from sanjuan.store.paths import DATA_DIR_ENV, data_dir
    from ui.settings import default_qsettings

    os.environ.pop(DATA_DIR_ENV, None)
    folder = data_dir()
    print(f"data folder by default: {folder}")
    settings = default_qsettings()  # the game's own choice, as the window makes it
    print(f"settings by default: {settings.fileName()}")
    if sys.platform == "win32":
        local = Path(os.environ["LOCALAPPDATA"])
        if local not in folder.parents:
            raise SystemExit(f"the data folder {folder} is not under %LOCALAPPDATA% {local}")
        if not settings.fileName().startswith("\\HKEY_CURRENT_USER\\Software\\"):
            raise SystemExit(f"the settings are not in the registry: {settings.fileName()}")


def resume_record_export(folder: Path) -> None:
    """An unfinished game autosaved in ``folder`` resumes to its end, is recorded in the
    history there and exported there as a replay and a web page."""
    from sanjuan.ai.spectate import played_game
    from sanjuan.rules.seat import Seat
    from sanjuan.store.autosave import FILE_NAME
    from sanjuan.store.save import to_json, write_atomic

    folder.mkdir(parents=True, exist_ok=True)
    game, _ = played_game(2, "2018", 7, 40)
    seats = [Seat("Jürgen", "medium"), Seat("Zoë", "medium")]
    write_atomic(folder / FILE_NAME, json.dumps(to_json(game, seats)))
    print(f"autosave written: {folder / FILE_NAME} ({len(game.actions)} actions)")
    out = sanjuan(folder, "play", "--resume", "--exit-when-over", "--pace-ms", "0")
    result = json.loads([line for line in out.splitlines() if line.startswith("{")][-1])
    print(f"resumed to the end: {result}")
    if (folder / FILE_NAME).exists():
        raise SystemExit("the autosave is still there after the game ended")
    games = [json.loads(line) for line in
             sanjuan(folder, "history", "--json").splitlines() if line.startswith("{")]
    if len(games) != 1 or games[0].get("seed") != 7:
        raise SystemExit(f"the history does not hold the one resumed game: {games}")
    print(f"recorded: game {games[0].get('id')} in {folder}")
    replay = folder / "Partie exportée.sanjuan.json"
    page = folder / "Partie exportée.html"
    sanjuan(folder, "export", str(games[0]["id"]), str(replay))
    sanjuan(folder, "export", "--html", str(games[0]["id"]), str(page))
    summary = sanjuan(folder, "export", "--check", str(games[0]["id"]), str(replay))
    if not page.is_file() or page.stat().st_size < 1000:
        raise SystemExit(f"the web page {page} was not written")
    print(f"exported: {replay.name}, {page.name} ({page.stat().st_size} bytes); "
          f"{summary.strip().splitlines()[0] if summary.strip() else ''}")


def main(argv: list[str] | None = None) -> int:
    """Run both checks; returns 0."""
    args = sys.argv[1:] if argv is None else argv
    defaults()
    home = Path(os.environ.get("USERPROFILE") or Path.home())
    folder = Path(args[0]) if args else (
        home.parent / "Jürgen Müller" / "AppData" / "Local" / "SanJuan")
    if folder.exists():
        import shutil

        shutil.rmtree(folder)
    resume_record_export(folder)
    return 0


if __name__ == "__main__":
    sys.exit(main())
