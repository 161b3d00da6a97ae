"""The program logs through ``logging`` (sanjuan.logs): warnings as bare lines on stderr,
everything with ``--verbose``, and the failures it survives with their tracebacks."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest

import sanjuan.cli.simulate as simulate_mod
from sanjuan.logs import StderrHandler, configure
from ui.cli import main


@pytest.fixture(autouse=True)
def _quiet_again() -> Iterator[None]:
    yield
    configure(verbose=False)  # as every run of the command without --verbose leaves it


def test_plain_log_shows_warnings_as_bare_lines(capsys: pytest.CaptureFixture[str]) -> None:
    configure(verbose=False)
    logging.getLogger("sanjuan.some.module").warning("careful: %d", 3)
    logging.getLogger("ui.some.widget").info("not shown")
    logging.getLogger("sanjuan.other").debug("not shown either")
    assert capsys.readouterr().err == "careful: 3\n"


def test_verbose_log_shows_everything_with_level_and_name(
        capsys: pytest.CaptureFixture[str]) -> None:
    configure(verbose=True)
    logging.getLogger("ui.some.widget").debug("painted %s", "it")
    err = capsys.readouterr().err
    assert err.rstrip().endswith("DEBUG ui.some.widget: painted it")


def test_configure_twice_keeps_one_handler() -> None:
    configure()
    configure(verbose=True)
    for name in ("sanjuan", "ui"):
        ours = [h for h in logging.getLogger(name).handlers if isinstance(h, StderrHandler)]
        assert len(ours) == 1


def test_verbose_flag_of_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--verbose", "simulate", "--games", "1"]) == 0
    assert logging.getLogger("sanjuan").getEffectiveLevel() == logging.DEBUG
    assert main(["simulate", "--games", "1"]) == 0
    assert logging.getLogger("sanjuan").getEffectiveLevel() == logging.WARNING
    capsys.readouterr()


def test_a_failing_simulated_game_is_logged_with_its_traceback(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def broken(options: object) -> tuple[int, int, int, bool]:
        raise RuntimeError("engine bug")

    monkeypatch.setattr(simulate_mod, "play_random_game", broken)
    configure()
    summary = simulate_mod.simulate(2, 2, "classic", seed=5)
    assert summary.errors == 2
    err = capsys.readouterr().err
    assert "sanjuan simulate: game 1 (seed 5) failed" in err
    assert "Traceback (most recent call last)" in err and "RuntimeError: engine bug" in err
