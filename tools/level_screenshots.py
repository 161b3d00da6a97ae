"""Screenshots of choosing a computer level (issue 36): the new-game dialog with four
seats (a person, Steady, adaptive, Expert), the line under the seats that says how they
play, and the adaptive choice naming the level it picks for the person's rating (a
throw-away history in which "Ana" won half of twelve games against Steady).

    python tools/level_screenshots.py OUT_DIR [--lang de] [--size 960x540] [--scale 2]
                                      [--text-size 100]

Runs itself again with ``QT_SCALE_FACTOR`` and an offscreen screen of the size (as
``sanjuan screenshot`` does) and a throw-away data folder. Writes
``levels_new_game_LANG_WxH_TEXT.png`` (the dialog) and ``levels_popup_LANG_WxH_TEXT.png``
(the dialog with the adaptive seat's list open).
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHILD = "SANJUAN_LEVEL_SHOTS_CHILD"


def main() -> int:
    """Parse the arguments; spawn the scaled child, or (in it) take the pictures."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("out", type=Path)
    p.add_argument("--lang", default="de", choices=("de", "en"))
    p.add_argument("--size", default="960x540", help="window size WxH (logical pixels)")
    p.add_argument("--scale", type=float, default=2.0, help="device scale (1-4)")
    p.add_argument("--text-size", type=int, default=100, help="text size in percent")
    args = p.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    w, h = (int(x) for x in args.size.lower().split("x"))
    if os.environ.get(CHILD) == "1":
        shoot(args.out, args.lang, (w, h), args.text_size)
        return 0
    from ui.cli.screenshot import rerun_scaled

    return rerun_scaled([__file__, str(args.out), "--lang", args.lang, "--size", f"{w}x{h}",
                         "--scale", str(args.scale), "--text-size", str(args.text_size)],
                        (w, h), args.scale, CHILD, ROOT, prefix="sanjuan-level-shots-")


def _history() -> None:
    """A history in which Ana won half of twelve games against Steady (her rating is
    about Steady's)."""
    from dataclasses import replace
    from datetime import UTC, datetime, timedelta

    from sanjuan.rules.seat import Seat
    from sanjuan.store.history import GameRecord, History, SeatResult

    base = GameRecord("", "2018", False, 2, 1, 10, False, ())
    h = History()
    start = datetime(2026, 11, 1, tzinfo=UTC)
    for day in range(12):
        won = day % 2 == 0
        seats = (SeatResult(Seat("Ana", "human"), {}, 40 if won else 30, 0, won),
                 SeatResult(Seat("Rosa", "steady"), {}, 30 if won else 40, 0, not won))
        h.add(replace(base, seats=seats,
                      finished_at=(start + timedelta(days=day)).isoformat()))


def shoot(out: Path, lang: str, size: tuple[int, int], text_size: int) -> None:
    """Take the pictures (in the scaled child)."""
    from sanjuan.rules.seat import ADAPTIVE
    from ui.cli.app import make_app
    from ui.cli.screenshot import settle, shot_settings
    from ui.settings import NewGameChoices
    from ui.window.language import apply_language
    from ui.window.main_window import MainWindow

    make_app()
    apply_language(lang)
    _history()
    settings = shot_settings(pace_ms=0)
    settings.set_text_scale(text_size)
    settings.set_new_game(NewGameChoices(
        players=4, names=["Ana", "", "", ""],
        kinds=["human", "steady", ADAPTIVE, "expert"]))
    w = MainWindow(settings)
    w.resize(*size)
    w.show()
    d = w.show_new_game_dialog()
    settle(20)
    tag = f"{lang}_{size[0]}x{size[1]}_{text_size}"
    for name, widget in (("new_game", d),):
        path = out / f"levels_{name}_{tag}.png"
        widget.grab().save(str(path))
        print(path, widget.width(), widget.height(), "dialog logical px", flush=True)
    d.kinds[2].setFocus()
    d.kinds[2].showPopup()
    settle(20)
    path = out / f"levels_popup_{tag}.png"
    screen = w.screen()
    screen.grabWindow(0).save(str(path))
    print(path, flush=True)
    d.kinds[2].hidePopup()
    w.close()


if __name__ == "__main__":
    raise SystemExit(main())
