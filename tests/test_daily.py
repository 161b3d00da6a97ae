"""The deal of the day (sanjuan/learn/daily.py): the date-to-deal mapping, Expert (here a
cheaper level) in the person's seat, the streak, and its games kept apart in the history."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from datetime import date

import pytest
from history_kit import Seat, finished_game, record

from sanjuan.learn import daily as D
from sanjuan.rules.game import Game
from sanjuan.store.history import History, record_of


def test_the_date_alone_gives_the_deal() -> None:
    day = date(2026, 11, 24)
    o = D.daily_options(day)
    assert (o.players, o.edition, o.variant) == (2, "classic", False)
    assert o == D.daily_options(date.fromisoformat("2026-11-24"))
    seeds = {D.daily_seed(date.fromordinal(day.toordinal() + k)) for k in range(366)}
    assert len(seeds) == 366 and all(0 <= s < 2**63 for s in seeds)
    hand = Game(D.daily_options(day)).state.players[0].hand
    assert hand == Game(D.daily_options(day)).state.players[0].hand


def test_the_seed_is_pinned_in_a_fresh_interpreter() -> None:
    # Pinned: the same deal in another process (another hash seed) and in later versions.
    out = subprocess.run([sys.executable, "-c", "from datetime import date; from "
                          "sanjuan.learn.daily import daily_seed; print(daily_seed("
                          "date(2026, 1, 1)))"], capture_output=True, text=True, check=True,
                         env={"PYTHONHASHSEED": "123", "PATH": ""})
    assert int(out.stdout) == D.daily_seed(date(2026, 1, 1)) == 5380101591583334368


def test_deal_date_parses_or_explains() -> None:
    assert D.deal_date("2026-02-03") == date(2026, 2, 3)
    with pytest.raises(ValueError, match="not a date"):
        D.deal_date("tomorrow")


def test_a_computer_in_the_players_seat_plays_the_deal_reproducibly() -> None:
    day = date(2026, 3, 14)
    a = D.expert_in_seat(day, level="easy", opponent="medium")
    b = D.expert_in_seat(day, level="easy", opponent="medium")
    assert a.game.state.over and a.game.options == D.daily_options(day)
    assert (a.score, a.opponent_score, a.won, a.rounds) == (b.score, b.opponent_score,
                                                           b.won, b.rounds)
    assert [x for x in a.game.actions] == [x for x in b.game.actions]
    assert a.won == (a.score > a.opponent_score) or a.score == a.opponent_score


def test_expert_in_seat_checks_its_arguments_and_can_be_cancelled() -> None:
    with pytest.raises(ValueError, match="level"):
        D.expert_in_seat(date(2026, 1, 1), level="grandmaster")
    with pytest.raises(ValueError, match="seat"):
        D.expert_in_seat(date(2026, 1, 1), seat=2)
    with pytest.raises(D.DailyCancelled):
        D.expert_in_seat(date(2026, 1, 1), level="easy", cancel=lambda: True)


def _daily(day: str, n: int):
    return replace(record(("human", "expert"), 1, day=n), mode="daily", deal_date=day)


def test_streak_counts_days_in_a_row() -> None:
    rs = [_daily("2026-05-01", 1), _daily("2026-05-02", 2), _daily("2026-05-02", 3),
          _daily("2026-05-04", 4), _daily("2026-05-05", 5), record(day=6)]
    assert D.streak(rs, date(2026, 5, 5)) == 2
    assert D.streak(rs, date(2026, 5, 6)) == 2  # today's deal is still to be played
    assert D.streak(rs, date(2026, 5, 7)) == 0
    assert D.streak(rs, date(2026, 5, 2)) == 2
    assert D.streak([], date(2026, 5, 2)) == 0
    doc = D.daily_json(rs, date(2026, 5, 5))
    assert doc["played_today"] and doc["days_played"] == 4 and doc["streak"] == 2


def test_the_history_keeps_deals_of_the_day_apart(tmp_path) -> None:
    h = History(tmp_path / "h.sqlite3")
    g = finished_game(2, "classic", 5)
    gid = h.add(record_of(g, [Seat("Ann"), Seat("Rosa", "expert")], mode="daily",
                          deal_date="2026-05-05", hints=[1, 0]))
    back = h.game(gid)
    assert (back.mode, back.deal_date, back.seats[0].hints) == ("daily", "2026-05-05", 1)
    assert D.played_days(h.games()) == {date(2026, 5, 5)}
    with pytest.raises(ValueError, match="deal date"):
        record_of(g, [Seat("Ann"), Seat("Rosa", "expert")], mode="daily")
    with pytest.raises(ValueError, match="mode"):
        record_of(g, [Seat("Ann"), Seat("Rosa", "expert")], mode="ranked")
    with pytest.raises(ValueError):
        record_of(g, [Seat("Ann"), Seat("Rosa", "expert")], mode="daily", deal_date="May 5")
    with pytest.raises(ValueError, match="hint"):
        record_of(g, [Seat("Ann"), Seat("Rosa", "expert")], hints=[1])


def test_stats_json_carries_rating_and_streak(tmp_path, monkeypatch, capsys) -> None:
    from ui.cli import main

    monkeypatch.setenv("SANJUAN_DATA_DIR", str(tmp_path))
    h = History()
    h.add(record(("human", "easy"), 1, day=1))
    h.add(record(("human", "hard"), 2, day=2))
    assert main(["stats", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    (p,) = doc["rating"]["players"]
    assert p["name"] == "P0" and p["games"] == 2 and len(p["history"]) == 2
    assert doc["rating"]["anchors"]["medium"] == 1500
    assert doc["daily"]["streak"] == 0 and not doc["daily"]["played_today"]
    assert main(["stats"]) == 0
    out = capsys.readouterr().out
    assert "Rating of \u2068P0\u2069:" in out and "Deal of the day: 0 days in a row" in out


def test_daily_command_prints_the_deal(tmp_path, monkeypatch, capsys) -> None:
    from ui.cli import main

    monkeypatch.setenv("SANJUAN_DATA_DIR", str(tmp_path))
    assert main(["daily", "--date", "2026-01-01", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["seed"] == 5380101591583334368 and doc["players"] == 2 and doc["streak"] == 0
    with pytest.raises(SystemExit):
        main(["daily", "--date", "someday"])


def test_stats_counts_hinted_games_only_when_asked(tmp_path, monkeypatch, capsys) -> None:
    from ui.cli import main

    monkeypatch.setenv("SANJUAN_DATA_DIR", str(tmp_path))
    g = finished_game(2, "classic", 5)
    History().add(record_of(g, [Seat("Ann"), Seat("Rosa", "hard")], hints=[3, 0]))
    assert main(["stats", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["rating"]["players"] == []
    assert main(["stats", "--json", "--include-hinted"]) == 0
    doc = json.loads(capsys.readouterr().out)["rating"]
    assert doc["counted"]["hinted"] and doc["players"][0]["name"] == "Ann"
