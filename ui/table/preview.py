"""Screenshots of the table for a quick look (development aid, not part of the game).

    xvfb-run -a -s "-screen 0 1280x800x24" python -m ui.table.preview /tmp/shots

plays seeded games with a simple build-first policy to a mid-game position where seat 0
decides and saves ``grab()`` PNGs: 4 players 2018 + expansion, 2 players classic, and
the 4-player table with a 260 px log beside it (as the main window docks it).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication, QHBoxLayout, QWidget

from sanjuan.rules.actions import Build
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.state import GameState, Options

NAMES = ("You", "Anna", "Bernd", "Carla")
SIZE = (1280, 730)  # 1280×800 minus title, menu and status bars


def position(players: int, edition: str, seed: int, min_round: int) -> GameState:
    """A game played on (builders build the dearest building they can) until seat 0
    decides in round ``min_round`` or later. Raises RuntimeError if the game ends first."""
    s = new_game(Options(players=players, edition=edition, seed=seed))
    rng = random.Random(seed)
    while not s.over:
        d = s.decision
        assert d is not None
        if s.round >= min_round and d.seat == 0:
            return s
        if d.kind.value == "build" and d.options:
            o = max(d.options, key=lambda o: o.cost)
            apply(s, Build(o.card, o.replace))
        else:
            apply(s, d.sample(rng))
    raise RuntimeError("the game ended before the wanted round")


def shoot(s: GameState, path: Path, log: bool = False) -> None:
    """Save the table (and optionally the log beside it) for seat 0 of ``s`` to ``path``."""
    from ui.table import TableWidget
    from ui.table.log_view import LogView

    names = NAMES[:s.num_players]
    window = QWidget()
    lay = QHBoxLayout(window)
    lay.setContentsMargins(0, 0, 0, 0)
    lay.setSpacing(0)
    table = TableWidget()
    lay.addWidget(table, 1)
    if log:
        view = LogView()
        view.setFixedWidth(260)
        for e in s.log or []:
            view.append_event(e, 0, names, s.types)
        lay.addWidget(view)
    window.resize(*SIZE)
    table.show_observation(observe(s, 0), names, thinking_seat=1 if log else None)
    window.show()
    QApplication.processEvents()
    window.grab().save(str(path))
    window.close()


def main(argv: list[str]) -> int:
    """Write the preview PNGs into the folder ``argv[0]`` (default: the current one)."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    out = Path(argv[0] if argv else ".")
    out.mkdir(parents=True, exist_ok=True)
    four = position(4, "2018-expansion", 3, 7)
    shoot(four, out / "table_4p.png")
    shoot(four, out / "table_4p_log.png", log=True)
    shoot(position(2, "classic", 4, 5), out / "table_2p.png")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
