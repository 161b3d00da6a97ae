"""``sanjuan history`` and ``sanjuan stats``: one line / JSON object per game, the
statistics, a readable message for a damaged database, and no Qt imported."""

from __future__ import annotations

import json
import subprocess
import sys

from history_kit import record

from sanjuan.store.history import History
from ui.cli import main


def _fill(tmp_path, monkeypatch) -> History:
    monkeypatch.setenv("SANJUAN_DATA_DIR", str(tmp_path))
    h = History()
    h.add(record(("human", "easy"), 1, day=1))
    h.add(record(("medium", "hard", "easy"), 2, day=2))
    return h


def test_history_lines_and_json(tmp_path, monkeypatch, capsys) -> None:
    h = _fill(tmp_path, monkeypatch)
    assert main(["history"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and lines[0].startswith("#1 2026-01-02")
    assert "\u2068P0\u2069 (human)" in lines[0] and lines[1].endswith("spectated")
    assert main(["history", "--json", "--actions"]) == 0
    docs = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [d["id"] for d in docs] == [1, 2]
    assert docs[1]["spectated"] and docs[0]["seats"][1]["kind"] == "easy"
    assert docs[0]["actions"] == list(h.game(1).actions)


def test_stats_text_and_json(tmp_path, monkeypatch, capsys) -> None:
    h = _fill(tmp_path, monkeypatch)
    won = h.game(1).seats[0].winner
    assert main(["stats", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["played"] == 1 and doc["won"] == int(won) and doc["spectated_games"] == 1
    assert doc["by_opponent_level"] == {"easy": {"played": 1, "won": int(won)}}
    assert main(["stats"]) == 0
    assert capsys.readouterr().out.startswith(f"Games: {int(won)}/1 won")


def test_a_damaged_database_is_reported_without_traceback(tmp_path, monkeypatch,
                                                          capsys) -> None:
    monkeypatch.setenv("SANJUAN_DATA_DIR", str(tmp_path))
    (tmp_path / "history.sqlite3").write_bytes(b"garbage" * 500)
    for command in ("history", "stats"):
        assert main([command]) == 1
        err = capsys.readouterr().err
        assert err == f"sanjuan {command}: the game history history.sqlite3 is damaged\n"


def test_the_commands_import_no_qt(tmp_path) -> None:
    code = ("import sys; from ui.cli import build_parser; import sanjuan.cli.history, "
            "sanjuan.cli.stats; assert not [m for m in sys.modules if m.startswith('PySide6')]")
    subprocess.run([sys.executable, "-c", code], check=True)
