"""Sharing a finished game (sanjuan/store/share.py): export → import round trips through
the save format the replay viewer opens, damaged files are refused with a message, and
the HTML page (sanjuan/learn/page.py) is well-formed, self-contained and shows scores,
chart and log."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from html.parser import HTMLParser

import pytest
from history_kit import Seat, finished_game, record

from sanjuan.learn import page as P
from sanjuan.rules.cards import CARD_TYPES
from sanjuan.rules.errors import SaveFileError
from sanjuan.rules.rounds import vp_by_round
from sanjuan.rules.scoring import score
from sanjuan.store import share
from sanjuan.store.history import History, record_of
from sanjuan.store.replay import Replay, ReplayError

NAMES = ["Ann", "Rosa <b>", "Diego & Co"]
KINDS = ["human", "easy", "hard"]


def test_export_import_round_trip(tmp_path) -> None:
    g = finished_game(3, "classic", 4)
    path = tmp_path / f"game{share.SUFFIX}"
    share.export_game(g, NAMES, KINDS, path)
    back = share.import_game(path)
    assert back.names == tuple(NAMES)
    assert back.game.options == g.options and back.game.actions == g.actions
    assert [s.kind for s in back.seats] == KINDS
    assert back.replay.finished and back.replay.length == len(g.actions)
    assert score(back.replay.final) == score(g.state)


def test_a_history_record_exports_too(tmp_path) -> None:
    h = History(tmp_path / "h.sqlite3")
    g = finished_game(2, "2018", 9)
    gid = h.add(record_of(g, [Seat("Ann"), Seat("Rosa", "medium")]))
    share.export_record(h.game(gid), tmp_path / "r.sanjuan.json")
    back = share.import_game(tmp_path / "r.sanjuan.json")
    assert back.names == ("Ann", "Rosa") and back.game.actions == g.actions
    listed = replace(record(), actions=())  # a listing holds no actions
    with pytest.raises(ReplayError, match="no actions"):
        share.export_record(listed, tmp_path / "x.json")
    assert not (tmp_path / "x.json").exists()


def test_only_finished_games_with_matching_seats_are_shared(tmp_path) -> None:
    from sanjuan.rules.game import Game
    from sanjuan.rules.state import Options

    with pytest.raises(ValueError, match="finished"):
        share.export_game(Game(Options(2)), ["A", "B"], KINDS[:2], tmp_path / "a.json")
    with pytest.raises(ValueError, match="seats"):
        share.export_game(finished_game(2), ["A"], ["human"], tmp_path / "a.json")
    with pytest.raises(ValueError, match="finished"):
        P.html_page(Game(Options(2)), ["A", "B"])
    assert not (tmp_path / "a.json").exists()


@pytest.mark.parametrize(("content", "message"), [
    (b"", "empty"),
    (b"{not json", "not valid JSON"),
    (b'{"format": "something else"}', "not a San Juan save file"),
    (b'{"format": "sanjuan-save", "version": 99}', "newer version"),
    (b"\xff\xfe\x00garbage", "not UTF-8"),
])
def test_import_refuses_damaged_files_with_a_message(tmp_path, content, message) -> None:
    path = tmp_path / "bad.sanjuan.json"
    path.write_bytes(content)
    with pytest.raises(SaveFileError, match=message):
        share.import_game(path)


def test_import_refuses_an_illegal_action(tmp_path) -> None:
    g = finished_game(2, "classic", 3)
    path = tmp_path / "g.sanjuan.json"
    share.export_game(g, ["A", "B"], ["human", "easy"], path)
    doc = json.loads(path.read_text())
    doc["actions"][5] = {"type": "build", "card": 9999, "replace": None}
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveFileError, match="action 6"):
        share.import_game(path)


class _Checker(HTMLParser):
    """Collects tags, checks nesting, and notes anything that reaches outside the page."""

    VOID = {"meta", "br", "img", "link", "input", "hr", "line", "polyline"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.tags: list[str] = []
        self.outside: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs) -> None:
        self.tags.append(tag)
        for name, value in attrs:
            if name in ("src", "href") or (name.startswith("on")):
                self.outside.append(f"{tag} {name}={value}")
        if tag in ("script", "link", "iframe", "img", "object", "embed"):
            self.outside.append(tag)
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs) -> None:
        self.tags.append(tag)

    def handle_endtag(self, tag) -> None:
        if tag in self.VOID:
            return
        assert self.stack and self.stack[-1] == tag, f"</{tag}> closes {self.stack[-1:]}"
        self.stack.pop()

    def handle_data(self, data) -> None:
        self.text.append(data)


def test_the_html_page_is_well_formed_and_self_contained() -> None:
    g = finished_game(3, "classic", 4)
    page = P.html_page(g, NAMES)
    assert page.startswith("<!DOCTYPE html>")
    p = _Checker()
    p.feed(page)
    p.close()
    assert p.stack == [] and p.outside == []
    assert "url(" not in page and "@import" not in page and "<script" not in page.lower()
    assert {"table", "svg", "polyline", "ul", "li"} <= set(p.tags)
    assert p.tags.count("polyline") == 3
    text = "".join(p.text)
    for name in NAMES:  # escaped in the page, read back as written
        assert name in text
    assert "Rosa &lt;b&gt;" in page and "Diego &amp; Co" in page and "Rosa <b>" not in page
    sc = score(g.state)
    for b in sc:
        assert re.search(rf"<td>{b.total}</td></tr>", page)
    assert "The game is over" in text and "Round 2" in text


def test_vp_by_round_ends_with_the_final_scores() -> None:
    g = finished_game(2, "2018", 5)
    rows = vp_by_round(g.options, g.actions)  # what the page's chart draws
    assert rows[-1] == [b.total for b in score(g.state)]
    assert len(rows) == g.state.round


def test_the_log_names_no_hidden_card() -> None:
    g = finished_game(2, "classic", 6)
    page = P.html_page(g, ["A", "B"])
    # the spectator's log counts cards drawn, never names them
    assert " built the " in page
    from sanjuan.rules.events import CardsDrawn

    replay = Replay(g.options, g.actions)
    types = replay.final.types
    for ev in replay.events:
        if isinstance(ev, CardsDrawn) and ev.cards:
            line = P.english_line(ev, ["A", "B"], types)
            assert line is None or not any(CARD_TYPES[types[c]].name in line
                                           for c in ev.cards)


def test_translated_words_and_lines_are_used_and_escaped() -> None:
    g = finished_game(2, "classic", 7)
    page = P.html_page(g, ["A", "B"], P.PageText(title="Ein Spiel <San Juan>"),
                           describe=lambda ev: "Zeile & mehr")
    assert "<title>Ein Spiel &lt;San Juan&gt;</title>" in page
    assert "<li>Zeile &amp; mehr</li>" in page


def test_export_command_writes_both_forms_and_reads_them_back(tmp_path, monkeypatch,
                                                              capsys) -> None:
    from ui.cli import main

    monkeypatch.setenv("SANJUAN_DATA_DIR", str(tmp_path))
    gid = History().add(record(("human", "hard"), 3, day=1))
    out, page = tmp_path / "g.sanjuan.json", tmp_path / "g.html"
    assert main(["export", str(gid), str(out)]) == 0
    assert main(["export", str(gid), str(page), "--html"]) == 0
    assert page.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    capsys.readouterr()
    assert main(["export", "--check", "0", str(out)]) == 0
    assert "finished; seats: \u2068P0\u2069, \u2068P1\u2069" in capsys.readouterr().out
    assert main(["export", "--check", "0", str(page)]) == 1  # a page is not a game file
    assert "not valid JSON" in capsys.readouterr().err
    assert main(["export", "99", str(out)]) == 1
    assert "no game 99" in capsys.readouterr().err


def test_the_html_page_writes_role_names_as_the_rules_do() -> None:
    """Issue 34, item 16: "chose the Builder", "(Councillor)", never "the builder"."""
    page = P.html_page(finished_game(3, "classic", 4), NAMES)
    chosen = re.findall(r"chose the (\w+)", page)
    assert chosen and all(r in ("Builder", "Producer", "Trader", "Councillor", "Prospector")
                          for r in chosen), set(chosen)
    reasons = re.findall(r"card(?:s)? \(([^)]*)\)", page)
    assert reasons and all(r[0].isupper() for r in reasons), set(reasons)
