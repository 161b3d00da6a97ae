"""The autosave writer: whole, valid saves equal to a normal save, written off the
caller's thread; clear() removes the file; a failing disk is reported, never raised."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from sanjuan.rules.errors import SaveFileError
from sanjuan.rules.game import Game
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from sanjuan.store.autosave import AutosaveWriter, autosave_path, read_autosave
from sanjuan.store.save import load_game, to_json

SEATS = [Seat("Ann"), Seat("Bob"), Seat("Rosa", "easy")]


def test_every_autosave_equals_the_game_saved_normally(tmp_path: Path) -> None:
    g = Game(Options(3, "2018-expansion", True, 5))
    writer = AutosaveWriter(tmp_path / "auto.json")
    rng = random.Random(2)
    while not g.state.over:
        g.apply(g.state.decision.sample(rng))
        writer.save(g, SEATS, viewer=1)
        if len(g.actions) % 37 == 0 or g.state.over:
            assert writer.flush()
            doc = json.loads((tmp_path / "auto.json").read_text())
            assert doc == to_json(g, SEATS, 1)
    assert load_game(tmp_path / "auto.json").actions == g.actions
    writer.clear()
    assert list(tmp_path.iterdir()) == []  # no temporary file left either


def test_an_idle_writer_lets_its_thread_end_and_writes_again(tmp_path: Path,
                                                              monkeypatch) -> None:
    """A writer left behind (a closed window's) keeps no thread: the thread ends after
    IDLE_SECONDS without a save, and the next save starts another."""
    import threading
    import time

    monkeypatch.setattr("sanjuan.store.autosave.IDLE_SECONDS", 0.05)
    g = Game(Options(2, "classic", False, 1))
    writer = AutosaveWriter(tmp_path / "auto.json")
    writer.save(g, SEATS[:2])
    assert writer.flush()
    first = writer._thread
    deadline = time.monotonic() + 30
    while writer._thread is not None and time.monotonic() < deadline:
        time.sleep(0.01)
    assert writer._thread is None and first is not None
    first.join(5)
    assert not first.is_alive() and first not in threading.enumerate()
    g.apply(g.state.decision.sample(random.Random(1)))
    writer.save(g, SEATS[:2])
    assert writer.flush()
    assert load_game(tmp_path / "auto.json").actions == g.actions


def test_a_failing_disk_is_reported_not_raised(tmp_path: Path) -> None:
    writer = AutosaveWriter(tmp_path / "missing" / "auto.json")
    writer.save(Game(Options(2, "classic", False, 1)), SEATS[:2])
    assert not writer.flush() and writer.error


def test_read_autosave_from_the_data_folder(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("SANJUAN_DATA_DIR", str(tmp_path))
    assert autosave_path() == tmp_path / "autosave.sanjuan.json" and read_autosave() is None
    writer = AutosaveWriter()
    g = Game(Options(2, "classic", False, 1))
    writer.save(g, SEATS[:2])
    writer.flush()
    found = read_autosave()
    assert found is not None and found.loaded.seats == tuple(SEATS[:2])
    autosave_path().write_text("{", encoding="utf-8")
    with pytest.raises(SaveFileError):
        read_autosave()
