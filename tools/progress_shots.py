"""Screenshots of the windows of issue 20 (rating, deal of the day, puzzles), for looking at
them: Statistics with a made-up history of rated games, the Puzzles window after a wrong
move, and the game-over dialog of a deal of the day with Expert's result.

    QT_QPA_PLATFORM=offscreen python tools/progress_shots.py OUT_DIR [--lang de]
        [--size 960x540] [--scale 2]

Each picture is taken in a fresh child process with ``QT_SCALE_FACTOR`` and an offscreen
screen of the window's size (both must be set before the QApplication exists), a
throw-away data folder and settings file. The history is made of random-move games
(seeded: the same pictures every time), so the figures mean nothing.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

SHOTS = ("statistics", "puzzle", "daily")
CHILD = "SANJUAN_PROGRESS_SHOT"


def _settle() -> None:
    from ui.cli.screenshot import settle

    settle(15)


def _history(n: int = 14) -> None:
    """``n`` finished games of Ana against computers of rising levels, one a day."""
    import random

    from sanjuan.rules.game import Game
    from sanjuan.rules.seat import Seat
    from sanjuan.rules.state import Options
    from sanjuan.store.history import History, record_of

    h = History()
    levels = ["easy", "easy", "medium", "medium", "medium", "hard", "medium", "hard", "hard",
              "expert", "hard", "medium", "hard", "expert"]
    for i in range(n):
        g = Game(Options(2, "classic" if i % 3 else "2018", False, 100 + i), log=False)
        rng = random.Random(i)
        while not g.state.over:
            assert g.state.decision is not None
            g.apply(g.state.decision.sample(rng))
        when = datetime(2026, 11, 1, 18, tzinfo=UTC) + timedelta(days=i)
        mode, day = ("daily", (when.date()).isoformat()) if i % 4 == 3 else ("game", None)
        h.add(record_of(g, [Seat("Ana"), Seat("Rosa", levels[i % len(levels)])], when,
                        mode=mode, deal_date=day))


def _shoot(what: str, out: Path, lang: str, size: tuple[int, int]) -> None:
    from ui.cli.app import make_app
    from ui.cli.screenshot import shot_settings
    from ui.window.language import apply_language

    make_app()
    apply_language(lang)
    settings = shot_settings()
    widget = None
    if what == "statistics":
        from sanjuan.store.history import History
        from ui.history.statistics import StatisticsDialog

        _history()
        widget = StatisticsDialog(History().games(), None, "", settings)
    elif what == "puzzle":
        from ui.learn.puzzle_window import PuzzleWindow

        widget = PuzzleWindow()
        p = widget.current
        assert p is not None
        wrong = next(c.action for c in p.candidates if c.action != p.solution)
        widget.try_move(wrong)
        from PySide6.QtWidgets import QApplication

        deadline = time.monotonic() + 60
        while widget.verdict is None and time.monotonic() < deadline:
            QApplication.processEvents()
            time.sleep(0.02)
    else:
        widget = _daily_window(settings)
    widget.resize(*size)
    widget.show()
    _settle()
    target = widget
    if what == "daily":
        target = widget.game_over_dialog  # type: ignore[attr-defined]
        target.resize(min(size[0], 640), size[1])
        _settle()
    out.parent.mkdir(parents=True, exist_ok=True)
    target.grab().save(str(out))
    print(out)
    if what == "statistics":  # the other tabs too
        tabs = widget.tabs  # type: ignore[attr-defined]
        for i in range(1, tabs.count()):
            tabs.setCurrentIndex(i)
            _settle()
            other = out.with_name(f"{out.stem}_{i}{out.suffix}")
            target.grab().save(str(other))
            print(other)


def _daily_window(settings):  # noqa: ANN001, ANN202 - a MainWindow
    """A main window whose deal of the day was played to its end by quick players."""
    from PySide6.QtWidgets import QApplication

    from sanjuan.ai import make_player
    from sanjuan.learn.daily import daily_options
    from sanjuan.rules.seeds import player_seed
    from ui.learn.daily_deal import daily_seats, today
    from ui.session.game_model import GameModel
    from ui.session.recorder import GameMode
    from ui.window.main_window import MainWindow

    settings.set_pace_ms(0)
    model = GameModel(player_factory=lambda level, seed: make_player("medium", seed))
    window = MainWindow(settings, model)
    window.daily.expert_level = window.daily.opponent_level = "medium"
    window.daily.own_process = False
    window.show()
    day = today()
    opts = daily_options(day)
    window.controller.start_game(opts, daily_seats("Ana"), GameMode("daily", day.isoformat()))
    window.daily.compute(day.isoformat())
    m = window.model
    deadline = time.monotonic() + 120
    while not m.over and time.monotonic() < deadline:
        QApplication.processEvents()
        seat = m.deciding_seat
        if seat in m.human_seats and not m.over:
            obs = m.observation(seat)
            m.submit(make_player("medium", player_seed(opts.seed, seat, len(m.game.actions)))
                     .choose(obs))
        time.sleep(0.005)
    while window.daily.computing() and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.02)
    if window.game_over_dialog is not None:  # shown again with Expert's result in
        window.game_over_dialog.close()
    window.show_final_scores()
    _ = date  # the deal is today's
    return window


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("out", type=Path)
    p.add_argument("--lang", default="de", choices=("en", "de"))
    p.add_argument("--size", default="960x540")
    p.add_argument("--scale", type=float, default=2.0)
    p.add_argument("--only", choices=SHOTS)
    args = p.parse_args()
    w, h = (int(v) for v in args.size.split("x"))
    if os.environ.get(CHILD):
        _shoot(os.environ[CHILD], args.out, args.lang, (w, h))
        return 0
    from ui.cli.screenshot import scaled_env

    status = 0
    for what in (args.only,) if args.only else SHOTS:
        with tempfile.TemporaryDirectory(prefix="sanjuan-shot-") as tmp:
            env = scaled_env(Path(tmp), (w, h), args.scale, **{CHILD: what})
            argv = [sys.executable, __file__, str(args.out / f"{what}_{args.lang}.png"),
                    "--lang", args.lang, "--size", args.size, "--scale", f"{args.scale:g}"]
            status |= subprocess.run(argv, env=env, check=False).returncode
    return status


if __name__ == "__main__":
    sys.exit(main())
