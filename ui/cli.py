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
import importlib
import sys

#: sub-command → (module, one-line help)
COMMANDS: dict[str, tuple[str, str]] = {
    "simulate": ("sanjuan.simulate", "play random-legal-move games headless and summarise"),
    "play": ("ui.play", "open the window (all seats computer with --spectate)"),
    "arena": ("sanjuan.ai.arena", "measure AI players against each other"),
    "check": ("ui.self_check", "check that every resource and module of the game loads"),
}


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
    """The sub-command named in ``argv`` (the first word that is not an option), or None."""
    return next((a for a in argv if not a.startswith("-")), None)


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The argument parser with every sub-command registered by name and help; the
    options of all sub-commands (``only=None``) or of the one named ``only`` (the
    other modules are not imported)."""
    parser = argparse.ArgumentParser(prog="sanjuan", description="San Juan, the card game.")
    parser.add_argument("--version", action=_VersionAction)
    subs = parser.add_subparsers(dest="command")
    for name, (module, text) in COMMANDS.items():
        sub = subs.add_parser(name, help=text, description=text)
        if only is not None and name != only:
            continue
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
    argv = sys.argv[1:] if argv is None else argv
    args = build_parser(only=chosen_command(argv) or "").parse_args(argv)
    if args.command is None:
        from ui.play import open_window

        return open_window()
    if getattr(args, "_error", None):
        print(args._error, file=sys.stderr)
        return 2
    return int(args._run(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
