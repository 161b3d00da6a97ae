"""The history database (sanjuan/store/history.py): records round-trip, the schema is
versioned, and a damaged, locked, read-only or newer database raises HistoryError with a
short message instead of a traceback."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from history_kit import Seat, finished_game, record

from sanjuan.rules.actions import action_to_json
from sanjuan.rules.game import Game
from sanjuan.rules.scoring import score, winners
from sanjuan.rules.state import Options
from sanjuan.store.history import SCHEMA_VERSION, History, HistoryError, record_of
from sanjuan.store.replay import Replay


def test_record_of_a_finished_game_holds_scores_winners_and_actions() -> None:
    g = finished_game(3, "classic", 4)
    r = record_of(g, [Seat("Ann"), Seat("Rosa", "easy"), Seat("Diego", "hard")])
    sc = score(g.state)
    assert [s.total for s in r.seats] == [b.total for b in sc]
    assert [s.parts for s in r.seats] == [b.parts() for b in sc]
    assert r.winners == winners(sc)
    assert (r.players, r.edition, r.seed, r.rounds) == (3, "classic", 4, g.state.round)
    assert r.actions == tuple(action_to_json(a) for a in g.actions)
    assert not r.spectated
    assert record_of(g, [Seat("A", "easy")] * 3).spectated


def test_only_a_finished_game_with_matching_seats_is_recorded() -> None:
    with pytest.raises(ValueError, match="finished"):
        record_of(Game(Options(2)), [Seat("A"), Seat("B")])
    with pytest.raises(ValueError, match="seats"):
        record_of(finished_game(2), [Seat("A")])


def test_records_round_trip_through_the_database(tmp_path) -> None:
    h = History(tmp_path / "h.sqlite3")
    first, second = record(("human", "medium"), 1, day=2), record(("easy", "hard"), 2, day=1)
    id1, id2 = h.add(first), h.add(second)
    assert h.count() == 2
    listed = h.games()
    assert [g.id for g in listed] == [id2, id1]  # oldest first
    assert listed[1].actions == ()  # a listing leaves the actions out
    back = h.game(id1)
    assert back.actions == first.actions and back.seats == first.seats
    assert (back.finished_at, back.rounds, back.seed) == (first.finished_at, first.rounds, 1)
    assert h.game(id2).spectated
    with pytest.raises(HistoryError, match="no game 99"):
        h.game(99)


def test_a_new_database_gets_the_current_schema_version(tmp_path) -> None:
    path = tmp_path / "h.sqlite3"
    assert History(path).count() == 0
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_a_database_of_a_newer_version_is_refused_untouched(tmp_path) -> None:
    path = tmp_path / "h.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    with pytest.raises(HistoryError, match="newer version"):
        History(path).add(record())
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0] == 0


def test_a_damaged_file_gives_a_short_message(tmp_path) -> None:
    path = tmp_path / "h.sqlite3"
    path.write_bytes(b"this is not a database at all, " * 100)
    with pytest.raises(HistoryError) as info:
        History(path).add(record())
    assert str(info.value) == "the game history h.sqlite3 is damaged"
    with pytest.raises(HistoryError, match="damaged"):
        History(path).games()


def test_damaged_actions_of_one_game_are_reported(tmp_path) -> None:
    h = History(tmp_path / "h.sqlite3")
    gid = h.add(record())
    with sqlite3.connect(h.path) as db:
        db.execute("UPDATE games SET actions = x'00ff'")
    assert h.games()[0].id == gid  # the listing still works
    with pytest.raises(HistoryError, match="game 1 in the history is damaged"):
        h.game(gid)


def test_a_locked_database_gives_a_short_message(tmp_path) -> None:
    h = History(tmp_path / "h.sqlite3")
    h.add(record())
    other = sqlite3.connect(h.path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(HistoryError, match="in use by another program"):
            h.add(record())
        with pytest.raises(HistoryError, match="in use"):
            h.games()
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert h.count() == 1  # nothing half-written


def test_a_read_only_database_can_be_read_but_not_written(tmp_path, monkeypatch) -> None:
    h = History(tmp_path / "h.sqlite3")
    h.add(record())
    # Tests may run as root, for whom chmod does not protect a file: open it read-only
    # the way SQLite does for a file the user may not write.
    real = sqlite3.connect
    monkeypatch.setattr(sqlite3, "connect", lambda path, **kw: real(
        Path(path).as_uri() + "?mode=ro", uri=True, **kw))  # file:///C:/… on Windows
    assert h.count() == 1
    with pytest.raises(HistoryError, match="read-only"):
        h.add(record())


def test_a_folder_that_cannot_hold_the_database(tmp_path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(HistoryError, match="cannot be opened"):
        History(blocker / "h.sqlite3").add(record())


def test_an_unusable_data_folder_gives_a_short_message(tmp_path, monkeypatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("SANJUAN_DATA_DIR", str(blocker / "data"))
    with pytest.raises(HistoryError, match="no folder for the game history"):
        History()


def test_database_written_before_the_seat_merge_opens(tmp_path: Path) -> None:
    """tests/data/history_v1.sqlite3 was written by the code of main d80611e (before the
    seat types were merged): its games and seats must still read, and replay."""
    path = tmp_path / "history.sqlite3"
    shutil.copyfile(Path(__file__).parent / "data" / "history_v1.sqlite3", path)
    h = History(path)
    games = h.games()
    assert h.count() == 2 and [r.rounds for r in games] == [13, 14]
    assert [[(s.name, s.kind, s.total, s.tiebreak, s.winner) for s in r.seats] for r in games] == [
        [("Ada", "human", 28, 4, True), ("Rosa", "hard", 19, 8, False)],
        [("Rosa", "easy", 18, 2, True), ("Diego", "expert", 14, 4, False),
         ("Bo", "human", 17, 5, False)]]
    assert games[0].seats[0].seat == Seat("Ada", "human") and games[0].seats[0].is_human
    record = h.game(2)
    final = Replay.from_json(Options(3, "2018", False, 6), record.actions).final
    assert [b.total for b in score(final)] == [18, 14, 17]
