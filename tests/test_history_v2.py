"""Schema 2 of the history (sanjuan/store/history.py): a database written by schema 1
opens, its games become ordinary games without hints, and new records keep their mode,
deal date and hints."""

from __future__ import annotations

import json
import sqlite3

from history_kit import record

from sanjuan.store.history import MIGRATIONS, SCHEMA_VERSION, History, pack_actions


def _schema1(path, r) -> None:
    """A database as schema 1 wrote it, holding ``r``."""
    with sqlite3.connect(path) as db:
        MIGRATIONS[0](db)
        db.execute("PRAGMA user_version = 1")
        db.execute("INSERT INTO games VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)",
                   (r.finished_at, r.edition, int(r.variant), r.players, r.seed, r.rounds,
                    int(r.spectated), pack_actions(r.actions)))
        db.executemany("INSERT INTO seats VALUES (1, ?, ?, ?, ?, ?, ?, ?)",
                       [(i, s.name, s.kind, json.dumps(s.parts), s.total, s.tiebreak,
                         int(s.winner)) for i, s in enumerate(r.seats)])


def test_a_schema_1_database_opens_and_is_migrated(tmp_path) -> None:
    path = tmp_path / "h.sqlite3"
    old = record(("human", "hard"), 3, day=4)
    _schema1(path, old)
    h = History(path)
    (back,) = h.games()
    assert (back.mode, back.deal_date) == ("game", None)
    assert [s.hints for s in back.seats] == [0, 0]
    assert back.seats == old.seats and h.game(1).actions == old.actions
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 4
    h.add(record(("human", "easy"), 1, day=5))
    assert [g.mode for g in h.games()] == ["game", "game"]
