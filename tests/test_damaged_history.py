"""Damaged data at every door of the store: one damaged row of the history database is
skipped and counted ("1 game could not be read") by the store, ``sanjuan history``,
``sanjuan stats``, ``sanjuan export`` and the window's History and Statistics views, never
a traceback, a freeze or the whole history gone; a compressed action list that inflates
beyond its bound is refused; player names from the database are cleaned by the name rule
and isolated wherever shown; the puzzle loader refuses out-of-range counts; a save file's
seat name follows the name rule. Each case failed before the store checked its rows."""

from __future__ import annotations

import json
import sqlite3
import zlib

import pytest
from history_kit import finished_game, record

from sanjuan.rules.errors import SaveFileError
from sanjuan.rules.names import sanitize_name
from sanjuan.rules.seat import Seat
from sanjuan.store import history as H
from sanjuan.store.history import History, HistoryError
from sanjuan.store.save import load_saved, save_game, to_json
from sanjuan.store.stats import Result, score_distribution
from ui.cli import main

#: One damage to game 1 (of three games of a person against a computer), as SQL and
#: its parameters. Every one makes game 1 unreadable and leaves games 2 and 3 alone.
DAMAGE: dict[str, tuple[str, tuple[object, ...]]] = {
    "parts_blob": ("UPDATE seats SET parts = ? WHERE game_id = 1", (b"\xff\x00\xfe",)),
    "parts_nested_100000": ("UPDATE seats SET parts = ? WHERE game_id = 1",
                            ("[" * 100_000 + "]" * 100_000,)),
    "parts_not_numbers": ("UPDATE seats SET parts = ? WHERE game_id = 1",
                          ('{"buildings": "many"}',)),
    "total_text": ("UPDATE seats SET total = 'many' WHERE game_id = 1", ()),
    "total_1e308": ("UPDATE seats SET total = 1e308 WHERE game_id = 1", ()),
    "total_9e18": ("UPDATE seats SET total = ? WHERE game_id = 1", (9 * 10**18,)),
    "tiebreak_blob": ("UPDATE seats SET tiebreak = x'00' WHERE game_id = 1", ()),
    "winner_text": ("UPDATE seats SET winner = 'yes' WHERE game_id = 1", ()),
    "hints_negative": ("UPDATE seats SET hints = -1 WHERE game_id = 1", ()),
    "kind_escape": ("UPDATE seats SET kind = ? WHERE game_id = 1", ("\x1b[2J",)),
    "no_seat_rows": ("DELETE FROM seats WHERE game_id = 1", ()),
    "seat_count_differs": ("UPDATE games SET players = 3 WHERE id = 1", ()),
    "players_text": ("UPDATE games SET players = 'two' WHERE id = 1", ()),
    "players_float": ("UPDATE games SET players = 2.5 WHERE id = 1", ()),
    "edition_unknown": ("UPDATE games SET edition = 'edition_of_2031' WHERE id = 1", ()),
    "seed_text": ("UPDATE games SET seed = 'x' WHERE id = 1", ()),
    "rounds_huge": ("UPDATE games SET rounds = ? WHERE id = 1", (9 * 10**18,)),
    "finished_at_not_a_time": ("UPDATE games SET finished_at = 'soon' WHERE id = 1", ()),
    "mode_escape": ("UPDATE games SET mode = ? WHERE id = 1", ("\x1b]0;x\x07",)),
    "deal_date_not_iso": ("UPDATE games SET mode = 'daily', deal_date = 'yesterday' "
                          "WHERE id = 1", ()),
    "deal_date_a_number": ("UPDATE games SET mode = 'daily', deal_date = 20260101 "
                           "WHERE id = 1", ()),
    "variant_text": ("UPDATE games SET variant = 'on' WHERE id = 1", ()),
}


def _fill(tmp_path, monkeypatch) -> History:
    monkeypatch.setenv("SANJUAN_DATA_DIR", str(tmp_path))
    h = History()
    for i, level in enumerate(("easy", "medium", "hard")):
        h.add(record(("human", level), i + 1, day=i + 1))
    return h


def _damage(h: History, sql: str, params: tuple[object, ...]) -> None:
    with sqlite3.connect(h.path) as db:
        db.execute(sql, params)


@pytest.mark.parametrize("case", sorted(DAMAGE))
def test_a_damaged_row_is_skipped_and_counted(tmp_path, monkeypatch, case) -> None:
    h = _fill(tmp_path, monkeypatch)
    _damage(h, *DAMAGE[case])
    for with_actions in (False, True):
        read = h.read(with_actions=with_actions)
        assert [r.id for r in read.records] == [2, 3] and read.unreadable == 1
    assert [r.id for r in h.games()] == [2, 3]
    with pytest.raises(HistoryError, match="game 1 in the history is damaged"):
        h.game(1)
    assert h.game(2).id == 2


@pytest.mark.parametrize("case", sorted(DAMAGE))
def test_the_commands_skip_and_count_a_damaged_row(tmp_path, monkeypatch, capsys,
                                                   case) -> None:
    h = _fill(tmp_path, monkeypatch)
    _damage(h, *DAMAGE[case])
    assert h.read().unreadable == 1  # first, so that the old code fails here, not hangs
    assert main(["history"]) == 0
    out = capsys.readouterr()
    lines = out.out.splitlines()
    assert [line.split()[0] for line in lines[:2]] == ["#2", "#3"]
    assert lines[2] == "1 game could not be read." and "Traceback" not in out.err
    assert main(["history", "--json", "--actions"]) == 0
    out = capsys.readouterr()
    assert [json.loads(line)["id"] for line in out.out.splitlines()] == [2, 3]
    assert "1 game could not be read" in out.err
    assert main(["stats"]) == 0
    out = capsys.readouterr()
    assert out.out.startswith("Games: ") and "/2 won" in out.out
    assert "1 game could not be read." in out.out
    assert main(["stats", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["played"] == 2 and doc["unreadable_games"] == 1
    assert main(["export", "1", str(tmp_path / "g1.html"), "--html"]) == 1
    err = capsys.readouterr().err
    assert err == "sanjuan export: the game 1 in the history is damaged\n"
    assert main(["export", "2", str(tmp_path / "g2.html"), "--html"]) == 0


def test_two_damaged_rows_are_counted_in_plural(tmp_path, monkeypatch, capsys) -> None:
    h = _fill(tmp_path, monkeypatch)
    _damage(h, "UPDATE seats SET total = 'x' WHERE game_id IN (1, 3)", ())
    assert main(["history"]) == 0
    assert capsys.readouterr().out.splitlines()[1:] == ["2 games could not be read."]


def test_an_attempt_at_a_deal_with_a_date_that_is_not_iso_is_damage(tmp_path,
                                                                     monkeypatch) -> None:
    h = _fill(tmp_path, monkeypatch)
    h.start_attempt("2026-01-02")
    _damage(h, "UPDATE daily_attempts SET deal_date = ?", ("\x1b[2Jsomeday",))
    with pytest.raises(HistoryError) as err:
        h.attempts()
    assert str(err.value) == ("the attempt at the deal of an unreadable date in the "
                              "history is damaged")


def test_an_action_list_that_inflates_beyond_its_bound_is_refused(tmp_path,
                                                                  monkeypatch) -> None:
    bomb = zlib.compress(b"[" + b" " * 40_000_000 + b"]", 9)
    assert len(bomb) < 50_000  # 40 KB that would inflate to 40 MB
    with pytest.raises(ValueError, match="larger than"):
        H.unpack_actions(bomb)
    h = _fill(tmp_path, monkeypatch)
    _damage(h, "UPDATE games SET actions = ? WHERE id = 1", (bomb,))
    read = h.read(with_actions=True)
    assert [r.id for r in read.records] == [2, 3] and read.unreadable == 1
    with pytest.raises(HistoryError, match="game 1 in the history is damaged"):
        h.game(1)
    # a real game's actions stay far below the bound
    real = H.pack_actions(h.game(2).actions)
    assert len(zlib.decompress(real)) * 50 < H.MAX_ACTIONS_BYTES


def test_the_score_distribution_is_bounded_whatever_it_is_given() -> None:
    # Pure statistics over records read elsewhere: a score far out of range is left out
    # of the bins instead of building a dictionary over 9·10¹⁸ VP.
    rs = [Result(0, "2026-01-01T00:00:00+00:00", "2018", 2, "easy", 9 * 10**18, True),
          Result(1, "2026-01-02T00:00:00+00:00", "2018", 2, "easy", 31, False)]
    assert score_distribution(rs) == [(30, 1)]


EVIL = "Eve\x1b]0;owned\x07\x1b[2J\u202eli"


def test_a_stored_name_is_cleaned_and_isolated_in_the_terminal(tmp_path, monkeypatch,
                                                                capsys) -> None:
    h = _fill(tmp_path, monkeypatch)
    _damage(h, "UPDATE seats SET name = ? WHERE seat = 0", (EVIL,))
    assert [s.name for r in h.games() for s in r.seats][::2] == ["Eve]0;owned[2Jli"] * 3
    for command in (["history"], ["history", "--json"], ["stats"], ["stats", "--json"]):
        assert main(command) == 0
        out = capsys.readouterr().out
        assert "\x1b" not in out and "\x07" not in out and "\u202e" not in out
    assert main(["history"]) == 0
    assert "\u2068Eve]0;owned[2Jli\u2069 (human)" in capsys.readouterr().out
    assert main(["stats"]) == 0
    assert "Rating of \u2068Eve]0;owned[2Jli\u2069:" in capsys.readouterr().out
    assert main(["export", "2", str(tmp_path / "g.html"), "--html"]) == 0
    page = (tmp_path / "g.html").read_text("utf-8")
    assert "\x1b" not in page and "\u202e" not in page
    assert "<bdi>Eve]0;owned[2Jli</bdi>" in page


def test_a_name_is_cleaned_when_a_game_is_recorded(tmp_path) -> None:
    g = finished_game(2, "2018", 1)
    rec = H.record_of(g, [Seat(EVIL), Seat("Rosa", "easy")])
    assert rec.seats[0].name == "Eve]0;owned[2Jli"


def test_the_html_page_isolates_and_cleans_every_name() -> None:
    from sanjuan.learn.page import english_line, html_page

    g = finished_game(2, "2018", 1, log=True)
    page = html_page(g, ["\u202eAnn", "B<o>b\x1b"])
    assert "\u202e" not in page and "\x1b" not in page
    assert "<bdi>Ann</bdi>" in page and "<bdi>B&lt;o&gt;b</bdi>" in page
    lines = [english_line(e, ["\u202eAnn", "Bob"], g.state.types) for e in g.state.log or ()]
    assert any(line and "\u2068Ann\u2069" in line for line in lines)
    assert not any(line and "\u202e" in line for line in lines)


@pytest.mark.parametrize("name", ["\u202eAnn", "A\x1b[2Jnn", "A\nB", "x" * 41])
def test_a_save_file_with_a_name_against_the_rule_is_refused(tmp_path, name) -> None:
    g = finished_game(2, "2018", 1)
    doc = to_json(g, [Seat("Ann"), Seat("Rosa", "easy")])
    doc["seats"][0]["name"] = name
    path = tmp_path / "s.sanjuan.json"
    path.write_text(json.dumps(doc), "utf-8")
    with pytest.raises(SaveFileError, match="seat 1 of the save file has an invalid name"):
        load_saved(path)
    save_game(g, path, [Seat("Ann"), Seat("Rosa", "easy")])
    assert load_saved(path).seats == (Seat("Ann"), Seat("Rosa", "easy"))
    # what the program writes, it reads back: a name is written by the rule
    save_game(g, path, [Seat(name), Seat("Rosa", "easy")])
    assert load_saved(path).seats[0].name == sanitize_name(name)


@pytest.mark.parametrize("key", ["rounds_left", "real_wins"])
@pytest.mark.parametrize("value", [-1, 10**19])
def test_the_puzzle_loader_refuses_counts_out_of_range(tmp_path, key, value) -> None:
    from sanjuan.learn import puzzles as P

    doc = json.loads(P.dump_puzzles(P.load_puzzles()[:2]))
    doc["puzzles"][0][key] = value
    path = tmp_path / "p.json"
    path.write_text(json.dumps(doc), "utf-8")
    with pytest.raises(P.PuzzleError, match=f"{key!r} is missing, not an integer or out of range"):
        P.load_puzzles(path)



def test_the_new_game_dialog_follows_the_name_rule(qtbot) -> None:
    from ui.dialogs.new_game import NewGameDialog
    from ui.settings import NewGameChoices

    remembered = NewGameChoices(names=["\u202eAnn\x1b[2J", "", "", ""])
    dialog = NewGameDialog(remembered)
    qtbot.addWidget(dialog)
    assert dialog.seats()[0].name == "Ann[2J"  # a remembered name is cleaned
    field = dialog.names[1]
    field.setFocus()
    field.clear()
    qtbot.keyClicks(field, "Bo")
    field.insert("\u202e")  # as a paste does: refused by the rule
    field.insert("\x07")
    qtbot.keyClicks(field, "b")
    assert field.text() == "Bob" and dialog.seats()[1].name == "Bob"


#: The damage that emptied or stopped a window view before (unknown edition: a KeyError
#: in the edition's words; a date that is not one: in the deals of the day; a total as
#: text: in the average).
WINDOW_CASES = ("edition_unknown", "deal_date_not_iso", "total_text", "players_text",
                "parts_nested_100000", "no_seat_rows")


@pytest.mark.parametrize("case", WINDOW_CASES)
def test_the_window_views_skip_and_count_a_damaged_row(qtbot, tmp_path, monkeypatch,
                                                       case) -> None:
    from PySide6.QtWidgets import QWidget

    from ui.history.history_list import HistoryDialog
    from ui.history.open import show_statistics

    h = _fill(tmp_path, monkeypatch)
    _damage(h, *DAMAGE[case])
    _damage(h, "UPDATE seats SET name = ? WHERE game_id = 2 AND seat = 0", ("\u202eAnn",))
    dialog = HistoryDialog(None, History())
    qtbot.addWidget(dialog)
    assert [r.id for r in dialog.records] == [3, 2] and dialog.table.rowCount() == 2
    assert dialog.message.text() == ("2 finished games. Double-click one to replay it. "
                                     "1 game could not be read (damaged).")
    cell = dialog.table.item(1, 2).text()
    assert "\u2068Ann\u2069" in cell and "\u202e" not in cell
    parent = QWidget()
    qtbot.addWidget(parent)
    stats = show_statistics(parent)
    assert stats.summary.overall.played == 2 and not stats.error
    assert stats.unreadable_label.isVisibleTo(stats)
    assert stats.unreadable_label.text() == ("1 game of the history could not be read "
                                             "(damaged; not counted).")
    assert stats.headline.text().startswith("2 games played")
    stats.close()


@pytest.mark.parametrize("entry", ['"tries": {"p01": 10000000000000000000}',
                                   '"tries": {"p01": -1}',
                                   '"solved": {"p01": "\\u001b[2J"}',
                                   '"solved": {"p01": "yesterday"}'])
def test_puzzle_progress_with_an_entry_out_of_range_is_refused(tmp_path, entry) -> None:
    from sanjuan.store.puzzle_progress import ProgressError, PuzzleProgress

    path = tmp_path / "puzzles.json"
    content = ('{"format": "sanjuan-puzzle-progress", "version": 1, "solved": {}, '
               f'"tries": {{}}, {entry}}}')
    path.write_text(content, "utf-8")
    with pytest.raises(ProgressError, match="wrong entry"):
        PuzzleProgress.load(path)
    assert path.read_text("utf-8") == content
