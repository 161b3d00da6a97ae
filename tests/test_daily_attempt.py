"""One attempt at the deal of the day, and Expert's result kept (issue 20, closing points):
the first start of a date's deal is that day's attempt, noted in the history (schema 3)
with its actions; it is resumed (from the autosave or from those actions), never dealt
afresh; another game in its place abandons it, and an abandoned day is no day played for
the streak; later tries are practice. Expert's game on the deal is kept in the history
and read back (replayed) after a restart instead of being computed again; damaged kept
data is said in a short message and nothing breaks."""

from __future__ import annotations

import random
import sqlite3

import pytest
import windowkit
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget
from windowkit import make_window, start_first_attempt

from sanjuan.ai import make_player
from sanjuan.learn.daily import (
    daily_options,
    expert_in_seat,
    expert_run_of,
    replay_deal,
)
from sanjuan.rules.actions import action_to_json
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from sanjuan.store.autosave import autosave_path
from sanjuan.store.history import History, HistoryError, default_path
from ui.learn.daily_deal import today
from ui.session.game_model import GameModel
from ui.window.main_window import MainWindow

ISO = "2026-05-05"


# ---------------------------------------------------------------------- the store

def test_an_attempt_is_noted_once_and_only_an_open_one_changes(tmp_path):
    h = History(tmp_path / "h.sqlite3")
    assert h.attempt(ISO) is None
    assert h.start_attempt(ISO) is True
    assert h.start_attempt(ISO) is False  # the first start stays the attempt
    acts = [{"type": "choose_role", "role": "builder"}]
    h.update_attempt(ISO, actions=acts)
    a = h.attempt(ISO)
    assert (a.state, a.actions) == ("open", tuple(acts))
    h.update_attempt(ISO, state="abandoned")
    h.update_attempt(ISO, state="open", actions=[])  # abandoned stays abandoned
    a = h.attempt(ISO)
    assert (a.state, a.actions) == ("abandoned", tuple(acts))
    with pytest.raises(ValueError):
        h.update_attempt(ISO, state="won")
    with pytest.raises(ValueError):
        h.start_attempt("yesterday")


def test_expert_games_are_kept_and_damage_is_a_short_message(tmp_path):
    h = History(tmp_path / "h.sqlite3")
    h.add_expert_game(ISO, "expert", [{"a": 1}])
    h.add_expert_game(ISO, "expert", [{"a": 2}])  # replaces
    assert h.expert_games() == {(ISO, "expert"): ({"a": 2},)}
    with sqlite3.connect(h.path) as db:
        db.execute("UPDATE daily_expert SET actions = x'00ff'")
        db.execute("INSERT INTO daily_attempts VALUES ('2026-05-06', 'x', 'open', x'00')")
    with pytest.raises(HistoryError, match="damaged") as err:
        h.expert_games()
    assert len(str(err.value)) < 100 and "Traceback" not in str(err.value)
    with pytest.raises(HistoryError, match="damaged"):
        h.attempts()
    h.drop_expert_game(ISO, "expert")
    assert h.expert_games() == {}
    assert h.count() == 0  # the rest of the history still works


def test_expert_run_is_rebuilt_from_its_actions():
    day = today()
    run = expert_in_seat(day, level="easy", opponent="easy")
    kept = [action_to_json(a) for a in run.game.actions]
    again = expert_run_of(day, "easy", kept)
    assert (again.score, again.opponent_score, again.won, again.rounds) == \
        (run.score, run.opponent_score, run.won, run.rounds)
    with pytest.raises(ValueError, match="does not end"):
        expert_run_of(day, "easy", kept[:-3])
    with pytest.raises(ValueError, match="does not fit"):
        replay_deal(day, [*kept[:5], {"type": "nonsense"}])


def test_an_abandoned_day_is_not_a_day_played():
    from datetime import date

    from sanjuan.learn.daily import daily_json

    class Rec:
        mode = "daily"

        def __init__(self, iso: str) -> None:
            self.deal_date = iso

    played = [Rec("2026-05-03"), Rec("2026-05-04")]
    # the 5th was started and abandoned: the streak ends the day before (still alive
    # for today, as for a deal not yet played), and it is no day played
    doc = daily_json(played, date(2026, 5, 5), abandoned=["2026-05-05", "2026-05-01"])
    assert (doc["streak"], doc["days_played"], doc["played_today"]) == (2, 2, False)
    assert doc["abandoned_today"] is True and doc["days_abandoned"] == 2
    doc = daily_json(played, date(2026, 5, 6), abandoned=["2026-05-05"])
    assert doc["streak"] == 0  # the abandoned 5th broke it
    # a day abandoned and then played (an older attempt finished from a save) counts
    assert daily_json(played, date(2026, 5, 4), abandoned=["2026-05-04"])[
        "days_abandoned"] == 0


# ---------------------------------------------------------------------- the window

def quick_window(qtbot, tmp_path, name: str = "w") -> MainWindow:
    """A window whose computer players are all Easy, and whose Expert-in-your-seat run is
    Easy against Easy in this process."""
    model = GameModel(player_factory=lambda _level, seed: make_player("easy", seed))
    (tmp_path / name).mkdir(exist_ok=True)
    window = make_window(qtbot, tmp_path / name, model=model)
    window.daily.expert_level = window.daily.opponent_level = "easy"
    window.daily.background = False
    return window


def play_turns(qtbot, window: MainWindow, turns: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(turns):
        windowkit.wait_for_human_or_end(qtbot, window)
        windowkit.play_human_turn(qtbot, window, rng)
    windowkit.wait_for_human_or_end(qtbot, window)


def test_leaving_the_deal_unfinished_abandons_it_and_a_new_try_is_practice(qtbot, tmp_path):
    window = quick_window(qtbot, tmp_path)
    day = today()
    start_first_attempt(window)
    assert History().attempt(day.isoformat()).state == "open"
    play_turns(qtbot, window, 3)
    seen = len(window.model.game.actions)
    assert len(History().attempt(day.isoformat()).actions) == seen  # kept as it goes
    # New game asks first, and says what leaving the deal means; Keep playing keeps it
    window.request_new_game()
    box = window.abandon_box
    assert box.isVisible() and "counts as abandoned" in box.informativeText()
    box.findChild(QPushButton, "keep_button").click()
    assert History().attempt(day.isoformat()).state == "open"
    window.start_game(Options(2, "classic", False, 3), [Seat("Ann"), Seat("Rosa", "easy")])
    assert History().attempt(day.isoformat()).state == "abandoned"
    assert "abandoned" in window.statusBar().currentMessage()

    # Deal of the day again: not a fresh first attempt, but practice after a question
    window.actions_["daily"].trigger()
    question = window.daily.question
    assert isinstance(question, QMessageBox) and question.isVisible()
    assert "unfinished" in question.text()
    question.findChild(QPushButton, "daily_again_button").click()
    assert "counts as abandoned" not in window.abandon_box.informativeText()  # Ann's game
    window.abandon_box.findChild(QPushButton, "abandon_button").click()
    assert window.model.game.options == daily_options(day)
    assert window.controller.recorder.mode.record is False
    windowkit.play_to_end(qtbot, window, random.Random(2))
    assert History().games() == []  # the practice is not recorded
    assert History().attempt(day.isoformat()).state == "abandoned"
    box = window.game_over_dialog.findChild(QWidget, "daily_box")
    assert "not recorded" in box.streak.text() and "0 days" in box.streak.text()
    # a direct start is practice too (no way round the attempt)
    window.daily.start_deal(day)
    assert window.controller.recorder.mode.record is False
    window.close()


@pytest.mark.parametrize("autosave", [True, False])
def test_after_a_restart_the_attempt_is_resumed_not_dealt_again(qtbot, tmp_path, autosave):
    day = today()
    first = quick_window(qtbot, tmp_path, "one")
    start_first_attempt(first)
    play_turns(qtbot, first, 4)
    kept = [action_to_json(a) for a in first.model.game.actions]
    first.close()  # the program ends; the attempt stays open
    assert first.controller.autosave.flush()
    if not autosave:
        autosave_path().unlink()  # e.g. declined at start-up: the history still has it
    second = quick_window(qtbot, tmp_path, "two")
    second.actions_["daily"].trigger()
    assert second.daily.question is None or not second.daily.question.isVisible()
    assert second.model.game is not None
    assert [action_to_json(a) for a in second.model.game.actions][:len(kept)] == kept
    assert len(kept) > 0
    mode = second.controller.recorder.mode
    assert (mode.mode, mode.deal_date, mode.record) == ("daily", day.isoformat(), True)
    # asking again while it is on the table changes nothing
    actions = len(second.model.game.actions)
    second.actions_["daily"].trigger()
    assert len(second.model.game.actions) == actions
    assert "on the table" in second.statusBar().currentMessage()
    windowkit.play_to_end(qtbot, second, random.Random(5))
    [rec] = History().games()
    assert (rec.mode, rec.deal_date) == ("daily", day.isoformat())
    assert History().attempt(day.isoformat()).state == "finished"
    second.close()


def test_expert_result_is_kept_and_read_back_after_a_restart(qtbot, tmp_path, monkeypatch):
    import ui.session.daily as daily_deal  # where Expert's job is made

    day = today()
    iso = day.isoformat()
    first = quick_window(qtbot, tmp_path, "one")
    first.daily.compute(iso)
    qtbot.waitUntil(lambda: iso in first.daily.results, timeout=30000)
    want = first.daily.results[iso]
    first.close()
    assert (iso, "easy/easy") in History().expert_games()

    def never(*_args, **_kwargs):
        raise AssertionError("Expert's game was computed again")

    monkeypatch.setattr(daily_deal, "expert_in_seat", never)
    second = quick_window(qtbot, tmp_path, "two")
    start_first_attempt(second)
    assert second.daily.computing() is None
    run = second.daily.results[iso]
    assert (run.score, run.opponent_score, run.won, run.rounds) == \
        (want.score, want.opponent_score, want.won, want.rounds)
    windowkit.play_to_end(qtbot, second, random.Random(3))
    box = second.game_over_dialog.findChild(QWidget, "daily_box")
    assert box.expert.text().startswith("Expert in your seat:")
    assert box.watch_button.isVisible()
    second.close()


def test_damaged_kept_expert_game_is_said_and_computed_again(qtbot, tmp_path):
    day = today()
    iso = day.isoformat()
    History().add_expert_game(iso, "easy/easy", [{"type": "nonsense"}])
    window = quick_window(qtbot, tmp_path)
    window.daily.compute(iso)
    assert "damaged" in window.daily.note
    assert "damaged" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: iso in window.daily.results, timeout=30000)
    actions = History().expert_games()[(iso, "easy/easy")]
    assert actions[0] != {"type": "nonsense"}  # replaced by the new game
    # an unreadable blob: the same
    with sqlite3.connect(default_path()) as db:
        db.execute("UPDATE daily_expert SET actions = x'00ff'")
    window.daily.results.clear()
    window.daily.compute(iso)
    assert "damaged" in window.daily.note
    qtbot.waitUntil(lambda: iso in window.daily.results, timeout=30000)
    window.close()


# ---------------------------------------------------------------------- the commands

def test_daily_command_uses_the_kept_expert_game(tmp_path, monkeypatch, capsys):
    import json
    from datetime import date

    import sanjuan.cli.daily as daily_cmd
    from ui.cli import main

    monkeypatch.setenv("SANJUAN_DATA_DIR", str(tmp_path))
    day = date(2026, 5, 5)
    run = expert_in_seat(day, level="easy", opponent="easy")
    History().add_expert_game(ISO, "expert", [action_to_json(a) for a in run.game.actions])

    def never(*_args, **_kwargs):
        raise AssertionError("computed again")

    monkeypatch.setattr(daily_cmd, "expert_in_seat", never)
    assert main(["daily", "--date", ISO, "--expert", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)["expert"]
    assert doc == {"score": run.score, "opponent_score": run.opponent_score, "won": run.won,
                   "rounds": run.rounds, "kept": True}
    # not kept yet: played (here: quickly) and kept for the next time
    monkeypatch.setattr(daily_cmd, "expert_in_seat",
                        lambda d: expert_in_seat(d, level="easy", opponent="medium"))
    assert main(["daily", "--date", "2026-05-06", "--expert", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["expert"]["kept"] is False
    assert ("2026-05-06", "expert") in History().expert_games()


def test_stats_json_counts_abandoned_days_apart(tmp_path, monkeypatch, capsys):
    import json

    from ui.cli import main

    monkeypatch.setenv("SANJUAN_DATA_DIR", str(tmp_path))
    h = History()
    h.start_attempt(today().isoformat())
    h.update_attempt(today().isoformat(), state="abandoned")
    assert main(["stats", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)["daily"]
    assert doc["abandoned_today"] is True and doc["days_abandoned"] == 1
    assert doc["played_today"] is False and doc["streak"] == 0
