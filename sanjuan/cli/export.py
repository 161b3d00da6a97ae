"""``sanjuan export GAME_ID OUT [--html]``: share a finished game of the history as a file
the replay viewer opens (the save format) or as a self-contained HTML page
(:mod:`sanjuan.store.share`, :mod:`sanjuan.learn.page`). Imports no Qt."""

from __future__ import annotations

import argparse
import logging

from sanjuan.learn.page import html_page
from sanjuan.rules.errors import SaveFileError
from sanjuan.rules.names import isolate
from sanjuan.store.history import History, HistoryError
from sanjuan.store.replay import ReplayError
from sanjuan.store.save import write_atomic
from sanjuan.store.share import export_record, import_game, record_game

log = logging.getLogger(__name__)


def add_arguments(p: argparse.ArgumentParser) -> None:
    """Options of ``sanjuan export``."""
    p.add_argument("game_id", type=int, help="the game's number in `sanjuan history`")
    p.add_argument("out", help="the file to write (e.g. game.sanjuan.json or game.html)")
    p.add_argument("--html", action="store_true", help="write a self-contained HTML page")
    p.add_argument("--check", action="store_true",
                   help="instead of exporting, open OUT as a shared game and summarise it")


def run(args: argparse.Namespace) -> int:
    """Export (or with --check, import) a game; 1 with a readable message on failure."""
    try:
        if args.check:
            shared = import_game(args.out)
            final = shared.replay.final
            print(f"{args.out}: {shared.game.options.players} players, "
                  f"{shared.game.options.edition}, {len(shared.game.actions)} actions, "
                  f"{'finished' if final.over else 'unfinished'}; "
                  f"seats: {', '.join(isolate(n) for n in shared.names)}")
            return 0
        record = History().game(args.game_id)
        if args.html:
            names = [s.name for s in record.seats]
            write_atomic(args.out, html_page(record_game(record), names))
        else:
            export_record(record, args.out)
    except (HistoryError, ReplayError, SaveFileError, ValueError, OSError) as exc:
        log.error("sanjuan export: %s", exc)
        return 1
    print(f"wrote {args.out}")
    return 0
