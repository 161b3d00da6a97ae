"""The deal of the day of a session without any widget (ui/session/daily.py): the first
start is the day's attempt, noted in the history and then resumed; another game abandons
it and Deal of the day then offers practice only; the finished deal's outcome counts the
streak; Expert's game is played in the background, kept and read back, not played again."""

from __future__ import annotations

import random
from datetime import date

from PySide6.QtCore import QSettings

from sanjuan.ai import make_player
from sanjuan.learn.daily import PLAYER_SEAT
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from sanjuan.store.history import History
from ui.cli.app import make_app
from ui.session.controller import GameController
from ui.session.daily import DailySession, today
from ui.session.game_model import GameModel
from ui.session.statistics import Statistics
from ui.settings import Settings


def _session(tmp_path) -> DailySession:
    make_app()
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    ctl = GameController(settings, GameModel(
        player_factory=lambda level, seed: make_player("random", seed)))
    daily = DailySession(ctl)  # the history in the test's data folder (conftest)
    daily.expert_level = daily.opponent_level = "easy"  # quick, in this process
    daily.background = False
    return daily


def _play_to_end(qtbot, daily: DailySession, rng: random.Random) -> None:
    """The person's decisions by random legal choices until the game is over."""
    m = daily.controller.model
    while True:
        qtbot.waitUntil(lambda: m.over or m.deciding_seat == PLAYER_SEAT, timeout=20000)
        if m.over:
            return
        m.submit(rng.choice(m.observation(PLAYER_SEAT).decision.legal_actions()))


def test_the_first_start_is_the_attempt_then_resumed_then_abandoned(qtbot, tmp_path):
    daily = _session(tmp_path)
    day, iso = today(), today().isoformat()
    assert daily.start_choice(day) == ("first", None)
    assert not daily.abandons_attempt()
    daily.start_deal(day)
    ctl = daily.controller
    assert ctl.recorder.mode.mode == "daily" and ctl.recorder.mode.record
    qtbot.waitUntil(lambda: iso in daily.results, timeout=30000)  # Expert's game too
    choice, attempt = daily.start_choice(day)
    assert choice == "resume" and attempt is not None and attempt.state == "open"
    assert daily.abandons_attempt()
    qtbot.waitUntil(lambda: ctl.model.deciding_seat == PLAYER_SEAT, timeout=20000)
    m = ctl.model
    m.submit(m.observation(PLAYER_SEAT).decision.legal_actions()[0])
    qtbot.waitUntil(lambda: len(daily.attempt(iso).actions) > 0, timeout=20000)  # kept as it goes
    ctl.start_game(Options(2, "classic", False, 3), [Seat("Ann"), Seat("Rosa", "easy")])
    assert daily.attempt(iso).state == "abandoned" and not daily.abandons_attempt()
    assert daily.start_choice(day)[0] == "again_abandoned"
    assert daily.outcome() is None  # not a deal of the day
    daily.shut_down()


def test_a_finished_deal_has_its_outcome_and_expert_is_read_back(qtbot, tmp_path):
    daily = _session(tmp_path)
    day, iso = today(), today().isoformat()
    done: list[str] = []
    daily.expertDone.connect(done.append)
    daily.start_deal(day)
    qtbot.waitUntil(lambda: iso in daily.results, timeout=30000)
    assert done == [iso] and daily.computing() is None and daily.problem == ""
    _play_to_end(qtbot, daily, random.Random(4))
    out = daily.outcome()
    scores = daily.controller.model.scores()
    assert out is not None and (out.iso, out.recorded) == (iso, True)
    assert out.you == scores[PLAYER_SEAT].total and out.days == 1
    assert daily.attempt(iso).state == "finished" and day in daily.played()
    assert not daily.abandons_attempt()  # a finished attempt is not left by a new game
    assert daily.start_choice(day)[0] == "again_played"
    kept = History().expert_games()
    assert (iso, "easy/easy") in kept
    again = DailySession(daily.controller, daily.history)  # as after a restart
    again.expert_level = again.opponent_level = "easy"
    again.background = False
    again.compute(iso)  # from the history, not played again
    assert again.computing() is None and again.results[iso].score == daily.results[iso].score
    daily.shut_down()
    again.shut_down()


def test_statistics_count_the_played_deal(qtbot, tmp_path):
    """The figures behind Statistics' Deals of the day tab (ui/session/statistics.py)
    read the deal just played: one played, a streak of one, the person's row."""
    daily = _session(tmp_path)
    day, iso = today(), today().isoformat()
    daily.start_deal(day)
    _play_to_end(qtbot, daily, random.Random(6))
    qtbot.waitUntil(lambda: iso in daily.results, timeout=30000)
    h = History()
    stats = Statistics(h.games(), h.attempts(), daily.results)
    assert stats.daily_days() == [iso]
    s = stats.daily_summary(day)
    assert (s.streak, s.played, s.abandoned) == (1, 1, 0)
    [row] = stats.daily_rows()
    run = daily.results[iso]
    assert (row.iso, row.you, row.run) == (iso, daily.controller.model.scores()[PLAYER_SEAT]
                                           .total, run)
    want = "better" if row.you > run.score else "below" if row.you < run.score else "same"
    assert row.result == want
    assert stats.daily_summary(date.fromordinal(day.toordinal() + 2)).streak == 0
    daily.shut_down()
