"""Opening the game window: ``sanjuan`` (no arguments) and ``sanjuan play``.

Qt is imported only when a window opens, so ``sanjuan --help`` and the headless
sub-commands stay light.

``sanjuan play --players 3 --edition 2018 --seed 7 --spectate --exit-when-over`` watches
three computer players and prints the final scores as one JSON object when the game
is over (works headless with ``QT_QPA_PLATFORM=offscreen``).
"""

from __future__ import annotations

import argparse
import logging
from typing import TYPE_CHECKING

from sanjuan.rules.editions import EDITIONS
from sanjuan.rules.scoring import ScoreBreakdown
from sanjuan.rules.seat import ADAPTIVE, COMPUTER_NAMES, PLAYER_LEVELS
from sanjuan.rules.seeds import new_ai_seed
from sanjuan.rules.state import Options

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from sanjuan.rules.seat import Seat
    from ui.settings import Settings
    from ui.window.main_window import MainWindow


def open_window() -> int:
    """Open the window (welcome page) with the new-game dialog and run until it closes; returns the
    exit status."""
    import ui.cli.first_paint as first_paint
    from ui.cli.app import make_app
    from ui.window.main_window import MainWindow

    app = make_app()
    window = MainWindow()
    first_paint.watch(window)  # only with SANJUAN_FIRST_PAINT set (bench/startup.py)
    window.show()
    first_screen(window)
    return app.exec()


def first_screen(window: MainWindow) -> None:
    """What the shown ``window`` offers at start: the welcome page with Resume when a game
    is unfinished, or with "Learn to play (tutorial)" beside "New game…" while no game
    was ever finished (the window-modal new-game dialog would cover that button);
    otherwise the new-game dialog at once."""
    if window.refresh_resume() is None and not window.tutorial.first_time():
        window.show_new_game_dialog()


def add_arguments(p: argparse.ArgumentParser) -> None:
    """Options of ``sanjuan play``."""
    p.add_argument("--players", type=int, default=3, choices=(2, 3, 4))
    p.add_argument("--edition", default="2018", choices=tuple(EDITIONS))
    p.add_argument("--variant", action="store_true", help="start-hand variant (keep 4)")
    p.add_argument("--seed", type=int, default=None, help="seed of the game (default: random)")
    p.add_argument("--spectate", action="store_true", help="every seat is a computer player")
    p.add_argument("--ai", default="medium", choices=(*PLAYER_LEVELS, ADAPTIVE),
                   help="strength of the computer players (default medium; adaptive: "
                        "the level nearest your rating in the statistics)")
    p.add_argument("--resume", action="store_true",
                   help="continue the unfinished (autosaved) game instead of a new one")
    p.add_argument("--exit-when-over", action="store_true",
                   help="close when the game is over and print the scores as JSON")
    p.add_argument("--pace-ms", type=int, default=None,
                   help="minimum ms between computer moves (default: the View menu's "
                        "setting; 0 with --exit-when-over)")


def seats_for(players: int, spectate: bool, level: str) -> list[Seat]:
    """You against computers, or computers only when spectating."""
    from PySide6.QtCore import QCoreApplication

    from sanjuan.rules.seat import HUMAN, Seat

    seats = [Seat(COMPUTER_NAMES[i], level) for i in range(players)]
    if not spectate:
        seats[0] = Seat(QCoreApplication.translate("Play", "You"), HUMAN)
    return seats


def resolve_level(level: str, seats: list[Seat], settings: Settings) -> list[Seat]:
    """``seats`` (from :func:`seats_for` with ``level``) with every computer at a level:
    for ``"adaptive"`` the one nearest the rating of the people among ``seats`` as the
    Statistics window counts it with ``settings`` (spectating: nobody, so Medium), see
    :mod:`ui.session.adaptive`; any other level as it is."""
    from sanjuan.rules.seat import Seat
    from ui.session.adaptive import adaptive_level, load_ratings
    from ui.session.statistics import RatingChoice

    if level != ADAPTIVE:
        return seats
    people = [s.name for s in seats if s.is_human]
    chosen = adaptive_level(load_ratings(RatingChoice.of(settings)), people)
    return [s if s.is_human else Seat(s.name, chosen) for s in seats]


def run(args: argparse.Namespace) -> int:
    """Run ``sanjuan play``; returns the exit status."""
    import json
    import random

    from ui.cli.app import make_app
    from ui.window.main_window import MainWindow

    if args.pace_ms is not None and args.pace_ms < 0:
        raise SystemExit("sanjuan play: --pace-ms must not be negative")
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**9)
    # a drawn deal gets computer players of their own seed (recorded in saves); --seed
    # replays a deal exactly as before
    options = Options(args.players, args.edition, args.variant, seed,
                      None if args.seed is not None else new_ai_seed())
    app = make_app()
    window = MainWindow()
    pace = args.pace_ms if args.pace_ms is not None else (
        0 if args.exit_when_over else window.settings.pace_ms())
    window.model.pace_ms = pace
    status = {"code": 0}
    quit_on_close = app.quitOnLastWindowClosed()
    if args.exit_when_over:
        # We quit ourselves; Qt's deferred "last window closed" quit would otherwise
        # arrive after exec() returned and stop every later event loop of this process.
        app.setQuitOnLastWindowClosed(False)

        def finish(scores: list[ScoreBreakdown]) -> None:
            from sanjuan.net.results import result_json

            doc = result_json(window.model.game.state,  # type: ignore[union-attr]
                              window.model.names)
            print(json.dumps(doc), flush=True)
            window.close()
            app.quit()

        def ai_failed(text: str) -> None:
            log.error("%s", text)
            status.update(code=1)

        window.model.gameOver.connect(finish)
        window.model.aiError.connect(ai_failed)
    window.show()
    if not args.resume:
        if window.refresh_resume() is not None:  # not silently: say so
            log.warning("sanjuan play: this game replaces the unfinished one "
                        "(sanjuan play --resume would have continued it)")
        seats = seats_for(args.players, args.spectate, args.ai)
        window.start_game(options, resolve_level(args.ai, seats, window.settings))
    elif not window.resume_game():
        log.error("sanjuan play: %s", window.resume_problem)
        window.close()
        app.setQuitOnLastWindowClosed(quit_on_close)
        return 1
    code = app.exec()
    app.setQuitOnLastWindowClosed(quit_on_close)
    return status["code"] or code
