"""The ``sanjuan`` command: no sub-command opens the desktop game; ``simulate``, ``play``
and ``arena`` are described by ``sanjuan COMMAND --help``.

Each sub-command lives in its own module with ``add_arguments(parser)`` and
``run(args) -> int``; this module only wires them up, importing only the module of the
sub-command being run (start-up time: the others may import the engine, Qt, …). It
lives in ``ui/`` because the bare command opens the window, and ``sanjuan/`` never
imports ``ui/``; headless sub-commands import no Qt.
"""

from __future__ import annotations

import argparse
import errno
import importlib
import logging
import os
import sys

from sanjuan.logs import configure as configure_logging

log = logging.getLogger(__name__)

#: sub-command → (module, one-line help)
COMMANDS: dict[str, tuple[str, str]] = {
    "simulate": ("sanjuan.cli.simulate", "play random-legal-move games headless and summarise"),
    "play": ("ui.cli.play", "open the window (all seats computer with --spectate)"),
    "arena": ("sanjuan.ai.arena", "measure AI players against each other"),
    "history": ("sanjuan.cli.history", "list every finished game recorded (--json: objects)"),
    "stats": ("sanjuan.cli.stats", "your statistics from the game history (--json)"),
    "export": ("sanjuan.cli.export", "share a finished game as a replay file or an HTML page"),
    "daily": ("sanjuan.cli.daily", "the deal of the day, your streak (--expert: Expert's try)"),
    "puzzle": ("sanjuan.cli.puzzle", "the built-in puzzles: list, show one, judge a move"),
    "hint": ("ui.cli.hint_cmd", "rate the options of the decision pending in a save file"),
    "review": ("ui.cli.review_cmd", "find the costly decisions of one seat in a saved game"),
    "screenshot": ("ui.cli.screenshot", "save the window of a spectated game as a PNG"),
    "check": ("ui.cli.self_check", "check that every resource and module of the game loads"),
    "serve": ("sanjuan.cli.serve", "run a network game server (headless; docs/server.md)"),
    "net": ("sanjuan.cli.net", "create a network game, or play a seat of one headless"),
}

#: The commands that draw translated texts, so take ``--lang`` (None: the bare command,
#: which opens the window); every other command prints English and refuses ``--lang``.
LANG_COMMANDS = (None, "play", "screenshot")


class _VersionAction(argparse.Action):
    """``--version``: print ``sanjuan <version>`` and exit 0; the version is looked up
    only when asked for (importlib.metadata is slow to import)."""

    def __init__(self, option_strings: list[str], dest: str, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0, help="show the version and exit")

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> None:
        from sanjuan.version import version

        print(f"{parser.prog} {version()}")
        parser.exit()


def chosen_command(argv: list[str]) -> str | None:
    """The sub-command named in ``argv`` (the first word that is neither an option nor
    the value of the global ``--lang``), or None."""
    words = iter(argv)
    for a in words:
        if a == "--lang":
            next(words, None)
        elif not a.startswith("-"):
            return a
    return None


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The argument parser with every sub-command registered by name and help; the
    options of all sub-commands (``only=None``) or of the one named ``only`` (the
    other modules are not imported)."""
    parser = argparse.ArgumentParser(prog="sanjuan", description="San Juan, the card game.")
    parser.add_argument("--version", action=_VersionAction)
    parser.add_argument("-v", "--verbose", action="store_true",
                        help="log everything (debug messages too) to stderr, not only "
                             "warnings and errors")
    lang = argparse.ArgumentParser(add_help=False)  # also after "play"
    lang.add_argument("--lang", choices=("de", "en"), default=argparse.SUPPRESS,
                      help="interface language for this run (overrides the setting)")
    parser.add_argument("--lang", choices=("de", "en"), default=None,
                        help="interface language for this run (overrides the setting)")
    subs = parser.add_subparsers(dest="command")
    for name, (module, text) in COMMANDS.items():
        # before or after the command word: SUPPRESS keeps a global --lang when the
        # sub-command has none of its own
        parents = [lang] if name in LANG_COMMANDS else []
        sub = subs.add_parser(name, help=text, description=text, parents=parents)
        if only is not None and name != only:
            continue
        try:
            mod = importlib.import_module(module)
        except ImportError as exc:  # a sub-command whose module is missing or broken
            sub.set_defaults(unavailable=f"{name} is unavailable: {exc}")
            continue
        mod.add_arguments(sub)
        sub.set_defaults(run=mod.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``sanjuan`` console script; returns the exit status.

    Output cut short by its reader (``sanjuan history | head``) ends the command quietly
    with status 1, as a closed pipe ends other Unix tools, without a traceback."""
    try:
        status = _main(sys.argv[1:] if argv is None else argv)
        sys.stdout.flush()  # a closed pipe shows here, not at the interpreter's exit
    except BrokenPipeError:
        _silence_stdout()
        return 1
    except OSError as exc:
        # Windows reports a write to a closed pipe as EINVAL, not EPIPE.
        if sys.platform != "win32" or exc.errno != errno.EINVAL:
            raise
        _silence_stdout()
        return 1
    return status


def _silence_stdout() -> None:
    """Point stdout at the null device: Python would otherwise report the closed pipe
    again when it flushes stdout at exit."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # stdout has no file descriptor (a test)
        pass


def _main(argv: list[str]) -> int:
    """Parse ``argv`` and run the command; the exit status (2 for an unusable option)."""
    args = build_parser(only=chosen_command(argv) or "").parse_args(argv)
    configure_logging(args.verbose)
    if args.lang is not None:
        if args.command not in LANG_COMMANDS:
            print(f"sanjuan: --lang sets the language of the window (sanjuan, sanjuan play, "
                  f"sanjuan screenshot); sanjuan {args.command} prints English only",
                  file=sys.stderr)
            return 2
        from ui.window.language import set_override

        set_override(args.lang)
    if args.command is None:
        from ui.cli.play import open_window

        return open_window()
    if getattr(args, "unavailable", None):
        log.error("%s", args.unavailable)
        return 2
    return int(args.run(args) or 0)

if __name__ == "__main__":
    sys.exit(main())
