"""Frame sequences of the table's motion (issue 35): a build, a draw, production, the
Councillor's fan and the trading-house tile's turn, each grabbed at a few points of
its animation (the animation's clock is set, not waited for), for looking at.

Usage: ``QT_QPA_PLATFORM=offscreen python tools/motion_frames.py OUT_DIR``. Writes
``<scene>_<percent>.png`` for each frame and ``<scene>.png``, the frames of a scene one
below the other (cropped to the part of the table that moves).
"""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtGui import QPainter, QPixmap

from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.events import CardsDrawn, Event, GoodsProduced, TileTurned
from sanjuan.rules.game import Game
from sanjuan.rules.observation import Observation, observe
from sanjuan.rules.state import Options

NAMES = ["You", "Anna", "Bernd"]
POINTS = (0.0, 0.25, 0.5, 0.75, 0.999)


def step_until(test: Callable[[list[Event], Observation, Observation], bool],
               seed: int = 4) -> tuple[Game, Observation, list[Event]]:
    """Play a seeded random 3-player game until ``test(events, before, after)`` (the
    viewer's, seat 0's, observations) holds; (game, before, events)."""
    game = Game(Options(players=3, edition="2018", seed=seed))
    rng = random.Random(seed)
    while not game.state.over:
        before = observe(game.state, 0)
        n = len(game.state.log or [])
        d = game.state.decision
        assert d is not None
        game.apply(d.sample(rng))
        events = list((game.state.log or [])[n:])
        if test(events, before, observe(game.state, 0)):
            return game, before, events
    raise SystemExit("no such move in the game")


SCENES: dict[str, Callable[[list[Event], Observation, Observation], bool]] = {
    "build": lambda ev, a, b: len(b.state.players[0].buildings) > len(a.state.players[0].buildings),
    "opponent_build": lambda ev, a, b: len(b.state.players[1].buildings)
    > len(a.state.players[1].buildings),
    "draw": lambda ev, a, b: any(isinstance(e, CardsDrawn) and e.seat in (0, 1) and e.count
                                 for e in ev),
    "production": lambda ev, a, b: any(isinstance(e, GoodsProduced) and e.seat == 0
                                       for e in ev),
    "councillor_fan": lambda ev, a, b: b.decision is not None
    and b.decision.kind is DecisionKind.COUNCILLOR_KEEP and b.decision.seat == 0
    and not a.state.revealed,
    "tile_turn": lambda ev, a, b: any(isinstance(e, TileTurned) for e in ev),
}


def main() -> None:
    """Write the frames of every scene into the folder named on the command line."""
    os.environ.setdefault("SANJUAN_REDUCED_MOTION", "0")
    from ui.cli.app import make_app
    from ui.table import TableWidget

    out = Path(sys.argv[1] if len(sys.argv) > 1 else "motion_shots")
    out.mkdir(parents=True, exist_ok=True)
    app = make_app()
    for scene, test in SCENES.items():
        table = TableWidget()
        table.resize(1280, 760)
        table.show()
        table.motion.enabled = True
        game, before, events = step_until(test)
        table.show_observation(before, NAMES)
        app.processEvents()
        for e in events:
            table.note_event(e.for_viewer(0), mark=e.seat != 0)
        table.show_observation(observe(game.state, 0), NAMES)
        group = table.motion.group
        if group is None:
            print(f"{scene}: nothing moves")
            continue
        group.pause()  # the frames are taken at set points of the animation's clock
        area = QRect()
        for g in table.motion.ghosts:
            if g.animation is not None:
                for v in (g.animation.startValue(), g.animation.endValue()):
                    area = area.united(v if isinstance(v, QRect) else g.geometry())
        area = area.adjusted(-40, -40, 40, 40).intersected(table.rect())
        frames = []
        for k in POINTS:
            group.setCurrentTime(int(k * group.totalDuration()))
            app.processEvents()
            frame = table.grab(area)
            frame.save(str(out / f"{scene}_{round(k * 100):03d}.png"))
            frames.append(frame)
        sheet = QPixmap(area.width(), area.height() * len(frames) + 4 * len(frames))
        sheet.fill()
        p = QPainter(sheet)
        for i, f in enumerate(frames):
            p.drawPixmap(0, i * (area.height() + 4), f)
        p.end()
        sheet.save(str(out / f"{scene}.png"))
        print(f"{scene}: {len(table.motion.ghosts)} ghosts, {group.totalDuration()} ms, "
              f"frames in {out / scene}.png")
        table.motion.finish()
        table.close()


if __name__ == "__main__":
    main()
