"""The ``sanjuan`` command: no sub-command opens the desktop game; ``simulate``, ``play``
and ``arena`` are described by ``sanjuan COMMAND --help``.

Each sub-command lives in its own module with ``add_arguments(parser)`` and
``run(args) -> int``; this module only wires them up. It lives in ``ui/`` because the
bare command opens the window, and ``sanjuan/`` never imports ``ui/``; headless
sub-commands import no Qt.
"""

from __future__ import annotations

import argparse
import importlib
import sys

#: sub-command → (module, one-line help)
COMMANDS: dict[str, tuple[str, str]] = {
    "simulate": ("sanjuan.simulate", "play random-legal-move games headless and summarise"),
    "play": ("ui.play", "open the window (all seats computer with --spectate)"),
    "arena": ("sanjuan.ai.arena", "measure AI players against each other"),
    "history": ("sanjuan.history_cli", "list every finished game recorded (--json: objects)"),
    "stats": ("sanjuan.stats_cli", "your statistics from the game history (--json)"),
    "hint": ("ui.hint_cmd", "rate the options of the decision pending in a save file"),
    "review": ("ui.review_cmd", "find the costly decisions of one seat in a saved game"),
    "screenshot": ("ui.screenshot", "save the window of a spectated game as a PNG"),
}


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every sub-command registered."""
    parser = argparse.ArgumentParser(prog="sanjuan", description="San Juan, the card game.")
    lang = argparse.ArgumentParser(add_help=False)  # also after "play"
    lang.add_argument("--lang", choices=("de", "en"), default=argparse.SUPPRESS,
                      help="interface language for this run (overrides the setting)")
    parser.add_argument("--lang", choices=("de", "en"), default=None,
                        help="interface language for this run (overrides the setting)")
    subs = parser.add_subparsers(dest="command")
    for name, (module, text) in COMMANDS.items():
        parents = [lang] if name == "play" else []  # screenshot has its own --lang
        sub = subs.add_parser(name, help=text, description=text, parents=parents)
        try:
            mod = importlib.import_module(module)
        except ImportError as exc:  # a sub-command whose module is missing or broken
            sub.set_defaults(_error=f"{name} is unavailable: {exc}")
            continue
        mod.add_arguments(sub)
        sub.set_defaults(_run=mod.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``sanjuan`` console script; returns the exit status."""
    args = build_parser().parse_args(argv)
    if args.lang is not None:
        from ui.language import set_override

        set_override(args.lang)
    if args.command is None:
        from ui.play import open_window

        return open_window()
    if getattr(args, "_error", None):
        print(args._error, file=sys.stderr)
        return 2
    return int(args._run(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
