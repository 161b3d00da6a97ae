"""Save files version 2: seats and the hot-seat viewer are kept; version-1 files still
open (seat 0 human, the others Medium computers); every new field is checked strictly."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sanjuan.rules.errors import SaveFileError
from sanjuan.rules.game import Game
from sanjuan.rules.seat import Seat, legacy_seats
from sanjuan.rules.state import Options
from sanjuan.store.save import VERSION, load_game, load_saved, save_game, to_json

DATA = Path(__file__).parent / "data"
SEATS = [Seat("Ada"), Seat("Bo"), Seat("Rosa", "hard", {"think_ms": 500})]


def game(steps: int = 30) -> Game:
    g = Game(Options(3, "2018", False, 9))
    for _ in range(steps):
        g.apply(g.state.decision.legal_actions()[-1])
    return g


def test_version_2_keeps_seats_and_viewer(tmp_path: Path) -> None:
    g = game()
    save_game(g, tmp_path / "g.json", SEATS, viewer=1)
    h = load_saved(tmp_path / "g.json")
    # saved without counts (a record, an older caller) it stays a version-2 file
    assert VERSION == 3 and json.loads((tmp_path / "g.json").read_text())["version"] == 2
    assert h.seats == tuple(SEATS) and h.viewer == 1
    assert h.game.actions == g.actions and h.game.state.decision == g.state.decision


def test_committed_version_1_file_opens_with_default_seats() -> None:
    loaded = load_saved(DATA / "version1.sanjuan.json")
    g = loaded.game
    assert g.options == Options(3, "2018", False, 42) and len(g.actions) == 60
    assert loaded.seats is None and loaded.viewer == -1
    assert [s.kind for s in legacy_seats(3)] == ["human", "medium", "medium"]
    # saved again it becomes a version-2 file with those default seats
    doc = to_json(g)
    assert doc["version"] == 2 and [s["kind"] for s in doc["seats"]] == ["human", "medium",
                                                                          "medium"]


def _doc(**changes: object) -> dict:
    doc = to_json(game(5), SEATS, 0)
    doc.update(changes)
    return doc


@pytest.mark.parametrize("changes, words", [
    ({"seats": None}, "list of 3 seats"),
    ({"seats": "Ada"}, "list of 3 seats"),
    ({"seats": [{"name": "A", "kind": "human"}] * 2}, "list of 3 seats"),
    ({"seats": [7, 7, 7]}, "seat 1 .* not an object"),
    ({"seats": [{"name": 5, "kind": "human"}] * 3}, "invalid name"),
    ({"seats": [{"name": "x" * 500, "kind": "human"}] * 3}, "invalid name"),
    ({"seats": [{"name": "A", "kind": ["human"]}] * 3}, "unknown player kind"),
    ({"seats": [{"name": "A", "kind": "grandmaster"}] * 3}, "unknown player kind"),
    ({"seats": [{"name": "A", "kind": "hard", "settings": [1]}] * 3}, "computer settings"),
    ({"seats": [{"name": "A", "kind": "hard", "settings": {"a": [1]}}] * 3}, "setting"),
    ({"seats": [{"name": "A", "kind": "hard", "settings": {"a": None}}] * 3}, "setting"),
    ({"viewer": "0"}, "invalid viewer"),
    ({"viewer": True}, "invalid viewer"),
    ({"viewer": 3}, "invalid viewer"),
    ({"viewer": 2}, "not a human seat"),
])
def test_bad_seat_fields_give_short_readable_errors(tmp_path: Path, changes: dict,
                                                    words: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(_doc(**changes)), encoding="utf-8")
    with pytest.raises(SaveFileError, match=words) as info:
        load_game(path)
    assert len(str(info.value)) < 80


def test_committed_version_2_file_opens_with_its_seats_and_viewer() -> None:
    """tests/data/version2.sanjuan.json was written by the code of main d80611e (before
    the seat types were merged): it must keep opening with its seats and viewer."""
    loaded = load_saved(DATA / "version2.sanjuan.json")
    g = loaded.game
    assert g.options == Options(3, "2018", False, 77) and len(g.actions) == 45
    assert [(s.name, s.kind, s.settings) for s in loaded.seats] == [
        ("Ada", "human", {}), ("Bo", "human", {}), ("Rosa", "hard", {"think_ms": 500})]
    assert loaded.viewer == 1
