"""The command line as a shell uses it: output cut short by its reader (``sanjuan
history | head``) ends quietly, and the global ``--lang`` reaches every command that
draws (or is refused with a message by those that only print English)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from history_kit import record

from sanjuan.store.history import History
from ui.cli import LANG_COMMANDS, build_parser, main


def _closed_pipe_run(argv: list[str], env: dict[str, str]) -> subprocess.CompletedProcess:
    """``sanjuan ARGV`` with a stdout pipe whose reader is gone before it writes."""
    read, write = os.pipe()
    os.close(read)  # like "| head" that has already quit: every write fails with EPIPE
    try:
        return subprocess.run([sys.executable, "-m", "ui.cli", *argv], stdout=write,
                              stderr=subprocess.PIPE, env=env, timeout=60, text=True,
                              check=False)
    finally:
        os.close(write)


@pytest.mark.parametrize("argv", [["history"], ["history", "--json"], ["stats"],
                                  ["puzzle"], ["--help"], ["--version"]])
def test_a_closed_pipe_ends_a_printing_command_without_traceback(tmp_path, argv) -> None:
    env = dict(os.environ, SANJUAN_DATA_DIR=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    h = History(tmp_path / "history.sqlite3")
    for day in range(1, 4):
        h.add(record(("human", "easy"), day, day=day))
    done = _closed_pipe_run(argv, env)
    assert "Traceback" not in done.stderr and "BrokenPipeError" not in done.stderr, done.stderr
    assert done.returncode in (0, 1)


def test_the_global_lang_reaches_the_screenshot_command() -> None:
    parse = build_parser(only="screenshot").parse_args
    assert parse(["--lang", "de", "screenshot", "x.png"]).lang == "de"
    assert parse(["screenshot", "--lang", "de", "x.png"]).lang == "de"
    assert parse(["screenshot", "x.png"]).lang is None  # then the picture is English
    assert parse(["--lang", "de", "screenshot", "--lang", "en", "x.png"]).lang == "en"
    assert set(LANG_COMMANDS) == {None, "play", "screenshot"}


def test_the_global_lang_is_refused_by_commands_that_print_english(tmp_path, monkeypatch,
                                                                   capsys) -> None:
    monkeypatch.setenv("SANJUAN_DATA_DIR", str(tmp_path))
    assert main(["--lang", "de", "history"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "--lang" in captured.err and "sanjuan history prints English only" in captured.err
    assert main(["history"]) == 0
