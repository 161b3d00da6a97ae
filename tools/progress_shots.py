"""Screenshots of the windows of issue 20 (rating, deal of the day, puzzles), for looking at
them: Statistics with a made-up history of rated games and deals of the day (every tab),
the Puzzles window after a wrong move, the game-over dialog of a deal of the day after a
restart (a first program run starts the deal, keeps Expert's result and ends; the
second resumes the attempt and shows the kept result without computing it again), and
the replay viewer of a finished game seen as the other seat.

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

SHOTS = ("statistics", "puzzle", "daily", "replay")
#: Program runs before a shot's own, in the same data folder.
BEFORE = {"daily": ("daily_first_run",)}
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
        if day is not None:  # the attempt, and a kept "Expert" game on that deal
            h.start_attempt(day, when)
            h.update_attempt(day, state="finished")
            _keep_as_expert(h, day)
    gone = (datetime(2026, 11, 1, tzinfo=UTC) + timedelta(days=n)).date().isoformat()
    h.start_attempt(gone)  # a deal of the day left unfinished
    h.update_attempt(gone, state="abandoned")


def _keep_as_expert(h, day: str) -> None:  # noqa: ANN001 - a History
    """Keep a random-move game of the deal of ``day`` as Expert's game on it (a game of
    that very deal: anything else the window rightly calls damaged)."""
    import random

    from sanjuan.learn.daily import daily_options
    from sanjuan.rules.actions import action_to_json
    from sanjuan.rules.game import Game

    g = Game(daily_options(date.fromisoformat(day)), log=False)
    rng = random.Random(day)
    while not g.state.over:
        assert g.state.decision is not None
        g.apply(g.state.decision.sample(rng))
    h.add_expert_game(day, "expert", [action_to_json(a) for a in g.actions])


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
        from ui.history.open import show_statistics
        from ui.history.statistics import StatisticsDialog

        _history()
        widget = show_statistics(None, settings)  # as Game ▸ Statistics opens it
        assert isinstance(widget, StatisticsDialog) and History().count() > 0
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
    elif what == "daily_first_run":
        _daily_first_run(settings)
        return
    elif what == "replay":
        widget = _replay_as_rosa()
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


def _quick_window(settings):  # noqa: ANN001, ANN202 - a MainWindow
    """A main window whose computer players (and Expert's game in your seat) are Medium,
    so that the pictures come quickly."""
    from sanjuan.ai import make_player
    from ui.session.game_model import GameModel
    from ui.window.main_window import MainWindow

    settings.set_pace_ms(0)
    model = GameModel(player_factory=lambda level, seed: make_player("medium", seed))
    window = MainWindow(settings, model)
    window.daily.expert_level = window.daily.opponent_level = "medium"
    window.daily.background = False
    window.show()
    return window


def _play(window, moves: int | None = None) -> None:  # noqa: ANN001 - a MainWindow
    """Play the person's seat by Medium's choices: ``moves`` of them, or to the end."""
    from PySide6.QtWidgets import QApplication

    from sanjuan.ai import make_player
    from sanjuan.rules.seeds import player_seed

    m = window.model
    seed = m.game.options.seed
    deadline = time.monotonic() + 120
    played = 0
    while not m.over and time.monotonic() < deadline and (moves is None or played < moves):
        QApplication.processEvents()
        seat = m.deciding_seat
        if seat in m.human_seats and not m.over:
            obs = m.observation(seat)
            m.submit(make_player("medium", player_seed(seed, seat, len(m.game.actions)))
                     .choose(obs))
            played += 1
        time.sleep(0.005)


def _daily_first_run(settings) -> None:  # noqa: ANN001 - Settings
    """The first program run: Deal of the day, Expert's game on it computed and kept,
    a few moves played, the window closed with the deal unfinished."""
    from PySide6.QtWidgets import QApplication

    from sanjuan.store.history import History
    from ui.learn.daily_deal import today

    window = _quick_window(settings)
    window.daily.expert_level = window.daily.opponent_level = "expert"
    window.actions_["daily"].trigger()
    _play(window, moves=6)
    deadline = time.monotonic() + 600
    while window.daily.computing() and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.05)
    window.close()
    window.controller.autosave.flush()
    iso = today().isoformat()
    print(f"first run: attempt {History().attempt(iso).state}, "  # type: ignore[union-attr]
          f"Expert kept: {(iso, 'expert') in History().expert_games()}")


def _daily_window(settings):  # noqa: ANN001, ANN202 - a MainWindow
    """The second program run: Deal of the day resumes the attempt, which is played to
    its end; Expert's result comes from the history (never computed in this run)."""
    from PySide6.QtWidgets import QApplication

    import ui.session.daily as daily

    def never(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("Expert's game was computed again after the restart")

    daily.expert_in_seat = never  # type: ignore[assignment]  # the session runs the job
    window = _quick_window(settings)
    window.daily.expert_level = window.daily.opponent_level = "expert"
    window.actions_["daily"].trigger()
    assert window.controller.recorder.mode.record, "the attempt was not resumed"
    assert len(window.model.game.actions) > 0, "the deal was dealt afresh"
    _play(window)
    deadline = time.monotonic() + 10
    while window.game_over_dialog is None and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.02)
    assert window.daily.computing() is None
    return window


def _replay_as_rosa():  # noqa: ANN202 - a ReplayViewer
    """The replay viewer of a finished game of Ana against Rosa, seen as Rosa."""
    import random

    from sanjuan.rules.game import Game
    from sanjuan.rules.state import Options
    from sanjuan.store.replay import Replay
    from ui.history.replay_viewer import ReplayViewer

    g = Game(Options(2, "classic", False, 11), log=False)
    rng = random.Random(11)
    while not g.state.over:
        assert g.state.decision is not None
        g.apply(g.state.decision.sample(rng))
    viewer = ReplayViewer(Replay(g.options, g.actions), ["Ana", "Rosa"], "Ana, Rosa", None, 1)
    viewer.go(40)
    return viewer


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
            for run in (*BEFORE.get(what, ()), what):  # each a program run of its own
                env = scaled_env(Path(tmp), (w, h), args.scale, **{CHILD: run})
                argv = [sys.executable, __file__, str(args.out / f"{what}_{args.lang}.png"),
                        "--lang", args.lang, "--size", args.size, "--scale", f"{args.scale:g}"]
                status |= subprocess.run(argv, env=env, check=False).returncode
    return status


if __name__ == "__main__":
    sys.exit(main())
