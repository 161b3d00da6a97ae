"""Puzzles (sanjuan/learn/puzzles.py, tools/make_puzzles.py): every committed puzzle's
solution is re-verified by the search and on the real deal, moves are judged with the
coach's reasons, damaged data is refused with a clear message, and solved puzzles are
remembered (sanjuan/store/puzzle_progress.py)."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from sanjuan.learn import puzzles as P
from sanjuan.rules.actions import Pass, action_to_json
from sanjuan.rules.errors import IllegalActionError
from sanjuan.store.puzzle_progress import ProgressError, PuzzleProgress

PUZZLES = P.load_puzzles()


def test_the_built_in_set_is_large_and_varied() -> None:
    assert len(PUZZLES) >= 24
    assert len({p.id for p in PUZZLES}) == len(PUZZLES)
    kinds = {p.observation().decision.kind for p in PUZZLES}
    assert kinds == set(P.KINDS)
    assert {p.options.edition for p in PUZZLES} == {"classic", "2018"}
    assert all(1 <= p.rounds_left <= 2 for p in PUZZLES)


@pytest.mark.parametrize("puzzle", PUZZLES, ids=[p.id for p in PUZZLES])
def test_every_committed_puzzle_is_solved_by_its_solution(puzzle) -> None:
    assert P.verify(puzzle) == []
    assert puzzle.candidates[0].win >= P.MIN_WIN
    assert all(puzzle.candidates[0].win - c.win >= P.MIN_GAP for c in puzzle.candidates[1:])
    assert puzzle.real_wins >= P.MIN_REAL_WINS


def test_the_right_move_is_right_and_a_wrong_one_is_explained() -> None:
    p = PUZZLES[0]
    ok = P.check_move(p, p.solution)
    assert ok.correct and ok.best == p.solution
    wrong = p.candidates[1]
    v = P.check_move(p, wrong.action)
    assert not v.correct and v.played_win == wrong.win and v.best_win == p.candidates[0].win
    assert v.played_reason.kind and v.best_reason.kind
    assert v.played_reason != v.best_reason


def test_every_legal_move_of_every_puzzle_was_rated() -> None:
    for p in PUZZLES:
        legal = p.observation().decision.legal_actions()
        assert len(legal) <= P.MAX_RATED
        assert sorted(map(repr, legal)) == sorted(repr(c.action) for c in p.candidates)


def test_an_illegal_move_is_refused() -> None:
    p = next(p for p in PUZZLES if p.observation().decision.kind.value == "choose_role")
    with pytest.raises(IllegalActionError):
        P.check_move(p, Pass())


def _doc() -> dict:
    return json.loads(P.dump_puzzles(PUZZLES[:2]))


def _write(tmp_path, doc) -> str:
    path = tmp_path / "p.json"
    path.write_text(json.dumps(doc) if not isinstance(doc, str) else doc)
    return str(path)


def test_dump_and_load_round_trip(tmp_path) -> None:
    back = P.load_puzzles(_write(tmp_path, _doc()))
    assert back == PUZZLES[:2]


@pytest.mark.parametrize(("damage", "message"), [
    (lambda d: "{oops", "not valid JSON"),
    (lambda d: {**d, "format": "other"}, "not San Juan puzzle data"),
    (lambda d: {**d, "version": 7}, "unknown version"),
    (lambda d: {**d, "puzzles": {}}, "no list of puzzles"),
    (lambda d: {**d, "puzzles": [d["puzzles"][0], d["puzzles"][0]]}, "twice"),
    (lambda d: _edit(d, "seat", 3), "not a role or build decision"),
    (lambda d: _edit(d, "seat", "0"), "'seat' is missing or of the wrong type"),
    (lambda d: _edit(d, "options", {"players": 9}), "invalid game options"),
    (lambda d: _edit(d, "solution", {"type": "fly"}), "malformed data"),
    (lambda d: _edit(d, "solution", {"type": "build", "card": 9999, "replace": None}),
     "solution is not a legal move"),
    (lambda d: _edit(d, "actions", [{"type": "pass"}] * 3), "not a legal game"),
    (lambda d: _edit(d, "candidates", []), "do not start with the solution"),
])
def test_damaged_puzzle_data_is_refused_with_a_message(tmp_path, damage, message) -> None:
    with pytest.raises(P.PuzzleError, match=message):
        P.load_puzzles(_write(tmp_path, damage(_doc())))


def _edit(doc: dict, key: str, value) -> dict:
    first = {**doc["puzzles"][0], key: value}
    return {**doc, "puzzles": [first, *doc["puzzles"][1:]]}


def test_a_missing_file_is_a_clear_error(tmp_path) -> None:
    with pytest.raises(P.PuzzleError, match="cannot be read"):
        P.load_puzzles(tmp_path / "none.json")


def test_solved_puzzles_are_remembered(tmp_path) -> None:
    path = tmp_path / "puzzles.json"
    prog = PuzzleProgress.load(path)
    assert not prog.is_solved("p01")
    prog.record("p01", False)
    when = datetime(2026, 5, 1, 12, tzinfo=UTC)
    prog.record("p01", True, when)
    prog.record("p01", True)  # the first solve is kept
    again = PuzzleProgress.load(path)
    assert again.is_solved("p01") and again.solved["p01"] == "2026-05-01T12:00:00+00:00"
    assert again.tries == {"p01": 1}
    with pytest.raises(ValueError):
        again.record("../evil", True)
    again.reset()
    assert PuzzleProgress.load(path).solved == {}


@pytest.mark.parametrize(("content", "message"), [
    ("{", "not valid JSON"), ('{"format": "x"}', "not a San Juan puzzle progress"),
    ('{"format": "sanjuan-puzzle-progress", "version": 2, "solved": {}}', "unknown version"),
    ('{"format": "sanjuan-puzzle-progress", "version": 1, "solved": {"p1": 5}}', "wrong entry"),
])
def test_damaged_progress_is_refused_and_left_alone(tmp_path, content, message) -> None:
    path = tmp_path / "puzzles.json"
    path.write_text(content)
    with pytest.raises(ProgressError, match=message):
        PuzzleProgress.load(path)
    assert path.read_text() == content


def test_the_default_progress_file_is_in_the_data_folder(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("SANJUAN_DATA_DIR", str(tmp_path))
    PuzzleProgress.load().record("p02", True)
    assert json.loads((tmp_path / "puzzles.json").read_text())["solved"].keys() == {"p02"}
    assert action_to_json(PUZZLES[0].solution) == json.loads(
        P.dump_puzzles(PUZZLES[:1]))["puzzles"][0]["solution"]


def test_puzzle_command_lists_shows_and_judges(tmp_path, monkeypatch, capsys) -> None:
    from ui.cli import main

    monkeypatch.setenv("SANJUAN_DATA_DIR", str(tmp_path))
    assert main(["puzzle"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == len(PUZZLES)
    p = PUZZLES[0]
    legal = p.observation().decision.legal_actions()
    assert main(["puzzle", p.id, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["moves"] == [action_to_json(a) for a in legal]
    wrong = legal.index(p.candidates[1].action) + 1
    assert main(["puzzle", p.id, "--move", str(wrong), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert not doc["correct"] and doc["best"]["action"] == action_to_json(p.solution)
    assert doc["played"]["reason"]["kind"]
    right = legal.index(p.solution) + 1
    assert main(["puzzle", p.id, "--move", str(right)]) == 0
    assert capsys.readouterr().out.startswith("Right: ")
    assert PuzzleProgress.load().is_solved(p.id)
    assert main(["puzzle", "p999"]) == 1 and "no puzzle" in capsys.readouterr().err
    assert main(["puzzle", p.id, "--move", "99"]) == 1
