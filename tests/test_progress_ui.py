"""Issue 20 in the window: the deal of the day played by clicks and recorded once with its
mode and date (Expert's run compared after it), the recorder's modes and hints, the
rating in Statistics (a point per counted game, whole-number axes, the computer levels as
reference lines, the Settings switches), the Puzzles window (solve, a wrong move
explained, progress kept) and the exports (a file the replay viewer opens, a web page)."""

from __future__ import annotations

import random
from datetime import timedelta
from html.parser import HTMLParser

import pytest
import windowkit
from history_kit import finished_game
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget
from uidriver import answer
from windowkit import make_window, start_first_attempt

from sanjuan.ai import make_player
from sanjuan.learn.daily import daily_options, expert_in_seat
from sanjuan.learn.puzzles import load_puzzles
from sanjuan.rules.game import Game
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from sanjuan.store.history import History, record_of
from sanjuan.store.puzzle_progress import PuzzleProgress
from sanjuan.store.rating import anchor_points, rate_history
from sanjuan.store.share import import_game
from ui.dialogs.charts import IntegerAxis
from ui.history.statistics import StatisticsDialog
from ui.learn.daily_deal import daily_seats, deal_date_of, expert_text, today
from ui.learn.puzzle_window import SOLVED_MARK, PuzzleWindow
from ui.session.game_model import GameModel
from ui.session.recorder import GameMode
from ui.settings import Settings
from ui.window.main_window import MainWindow


def quick_window(qtbot, tmp_path) -> MainWindow:
    """A window whose computer players are all Easy (Expert too: quick), and whose
    Expert-in-your-seat run is Easy against Easy in this process."""
    model = GameModel(player_factory=lambda _level, seed: make_player("easy", seed))
    window = make_window(qtbot, tmp_path, model=model)
    window.daily.expert_level = window.daily.opponent_level = "easy"
    window.daily.background = False
    return window


def play_to_end(qtbot, window: MainWindow, seed: int = 1) -> None:
    windowkit.play_to_end(qtbot, window, random.Random(seed))


def flush_deletes() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def inside(child: QWidget, parent: QWidget) -> bool:
    """True if ``child``'s rectangle lies within ``parent``'s."""
    top_left = child.mapTo(parent, child.rect().topLeft())
    return parent.rect().contains(top_left) and parent.rect().contains(
        top_left + child.rect().bottomRight())


# ---------------------------------------------------------------------- deal of the day

def test_deal_of_the_day_by_clicks_is_recorded_once_with_mode_and_date(qtbot, tmp_path):
    window = quick_window(qtbot, tmp_path)
    start_first_attempt(window)  # the box first says it is today's one attempt
    day = today()
    assert window.model.game.options == daily_options(day)
    assert [s.kind for s in window.model.seats] == ["human", "expert"]
    assert window.controller.recorder.mode == GameMode("daily", day.isoformat())
    play_to_end(qtbot, window)
    [rec] = History().games()
    assert (rec.mode, rec.deal_date) == ("daily", day.isoformat())
    assert [s.hints for s in rec.seats] == [0, 0]

    # Expert's game on the same deal, compared in the game-over dialog
    qtbot.waitUntil(lambda: day.isoformat() in window.daily.results, timeout=20000)
    want = expert_in_seat(day, level="easy", opponent="easy")
    run = window.daily.results[day.isoformat()]
    assert (run.score, run.opponent_score, run.won) == (want.score, want.opponent_score,
                                                       want.won)
    box = window.game_over_dialog.findChild(QWidget, "daily_box")
    assert box is not None and box.isVisible()
    you = window.model.scores()[0].total
    assert box.expert.text() == expert_text(run, you)
    assert box.streak.text().startswith("Streak: 1 day in a row")
    # Expert's game in the replay viewer, all cards open
    from ui.history.replay_viewer import ReplayViewer

    assert box.watch_button.isVisible()
    qtbot.mouseClick(box.watch_button, Qt.MouseButton.LeftButton)
    [viewer] = [v for v in window.findChildren(ReplayViewer) if v.isVisible()]
    assert viewer.replay.length == len(run.game.actions)
    assert viewer.names[0] == "Expert in your seat"
    viewer.close()
    # the box leaves the game-over dialog small enough for a 540 px screen
    assert window.game_over_dialog.minimumSizeHint().height() <= 540

    # a second try is practice: asked first, then not recorded
    window.game_over_dialog.close()
    window.actions_["daily"].trigger()
    question = window.daily.question
    assert isinstance(question, QMessageBox) and question.isVisible()
    again = question.findChild(QPushButton, "daily_again_button")
    qtbot.mouseClick(again, Qt.MouseButton.LeftButton)
    assert window.model.game.options == daily_options(day)
    assert window.controller.recorder.mode.record is False
    play_to_end(qtbot, window, seed=2)
    assert len(History().games()) == 1
    box = window.game_over_dialog.findChild(QWidget, "daily_box")
    assert "not recorded" in box.streak.text()
    window.close()


def test_expert_run_is_cancelled_by_another_game_and_by_the_button(qtbot, tmp_path,
                                                                   monkeypatch):
    import threading
    import time

    import ui.learn.daily_deal as daily_deal
    import ui.session.daily
    from sanjuan.learn.daily import DailyCancelled

    running = threading.Event()

    def endless(day, level, opponent, cancel):  # Expert's run, until cancelled
        running.set()
        while not cancel():
            time.sleep(0.005)
        running.clear()
        raise DailyCancelled

    monkeypatch.setattr(ui.session.daily, "expert_in_seat", endless)
    window = quick_window(qtbot, tmp_path)
    daily = window.daily
    start_first_attempt(window)
    qtbot.waitUntil(running.is_set, timeout=5000)
    assert daily.computing() == today().isoformat()
    window.start_game(Options(2, "classic", False, 3), [Seat("Ann"), Seat("Rosa", "easy")])
    qtbot.waitUntil(lambda: not running.is_set(), timeout=5000)
    assert daily.computing() is None and "cancelled" in daily.problem

    daily.start_deal(today())  # again (no question: a test), then the box's Cancel button
    qtbot.waitUntil(running.is_set, timeout=5000)
    window.model.cancel()
    box = daily_deal.DailyBox(daily, today().isoformat(), 20, 18, 1, True)
    qtbot.addWidget(box)
    box.show()
    assert box.cancel_button.isVisible() and not box.retry_button.isVisible()
    qtbot.mouseClick(box.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not running.is_set(), timeout=5000)
    assert box.retry_button.isVisible() and "cancelled" in box.expert.text()
    window.close()


def test_a_resumed_deal_of_the_day_is_recognised(qtbot, tmp_path):
    day = today() - timedelta(days=3)
    game = Game(daily_options(day))
    seats = daily_seats("Ann")
    assert deal_date_of(game, seats, today()) == day
    assert deal_date_of(game, [Seat("Ann"), Seat("Rosa", "hard")], today()) is None
    other = Game(Options(2, "classic", False, 5))
    assert deal_date_of(other, seats, today()) is None
    window = quick_window(qtbot, tmp_path)
    window.model.load(game, seats)
    assert window.controller.recorder.mode == GameMode("daily", day.isoformat())
    window.start_game(Options(2, "classic", False, 5), seats)
    assert window.controller.recorder.mode == GameMode()
    window.close()


def test_the_recorder_stores_hints_per_seat_and_the_tutorial_mode(qtbot, tmp_path):
    window = quick_window(qtbot, tmp_path)
    window.controller.recorder.hints = lambda: [2, 0]
    window.start_game(Options(2, "2018", False, 4), [Seat("Ann"), Seat("Rosa", "easy")])
    play_to_end(qtbot, window, seed=4)
    [rec] = History().games()
    assert rec.mode == "game" and [s.hints for s in rec.seats] == [2, 0]
    # a game with hints does not count for the rating unless Settings say so
    assert rate_history([rec]) == {}
    assert rate_history([rec], include_hinted=True)["Ann"].games == 1
    # the hint dock counts per seat
    window.hints.session.used_by_seat = {0: 3}
    assert window.hints.session.used_per_seat() == [3, 0]
    import sanjuan.learn.tutorial as script

    window.model.load(Game(script.OPTIONS), [Seat("Ann"), Seat("Rosa", "easy")])
    assert window.controller.recorder.mode == GameMode("tutorial")
    window.close()


# ---------------------------------------------------------------------- statistics

def rated_records(n: int, hinted: int = 0):
    from datetime import UTC, datetime

    out = []
    for i in range(n + hinted):
        g = finished_game(2, "classic", 10 + i)
        when = datetime(2026, 1, 1, tzinfo=UTC) + timedelta(days=i)
        hints = [1, 0] if i >= n else [0, 0]
        out.append(record_of(g, [Seat("Ann"), Seat("Rosa", ("easy", "medium", "hard")[i % 3])],
                             when, hints=hints))
    return out


def test_statistics_chart_a_point_per_rated_game_with_integer_axes(qtbot, tmp_path):
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    records = rated_records(5, hinted=2)
    dialog = StatisticsDialog(records, None, "", settings)
    qtbot.addWidget(dialog)
    dialog.resize(960, 540)
    dialog.show()
    chart = dialog.rating_chart
    assert chart is not None and dialog.tabs.currentWidget() is chart
    xs, ys = chart.curve.getData()
    assert list(xs) == [1, 2, 3, 4, 5]
    want = rate_history(records)["Ann"]
    assert [round(y) for y in ys] == [round(p.points) for p in want.history]
    for name in ("bottom", "left"):
        axis = chart.getAxis(name)
        assert isinstance(axis, IntegerAxis)
        lo, hi = chart.getViewBox().viewRange()[0 if name == "bottom" else 1]
        ticks = [v for _spacing, values in axis.tickValues(lo, hi, 400) for v in values]
        assert ticks and all(float(v).is_integer() for v in ticks)
    bottom = chart.getAxis("bottom")
    assert [v for _s, vs in bottom.tickValues(0.5, 5.5, 400) for v in vs][:5] == [1, 2, 3, 4, 5]
    # the computer levels as reference lines at their fixed ratings
    anchors = anchor_points()
    assert {lv: line.value() for lv, line in chart.anchor_lines.items()} == \
        {lv: anchors[lv] for lv in chart.anchor_lines}
    assert {"easy", "medium", "hard", "expert"} <= set(chart.anchor_lines)
    cur = want.current
    assert f"{round(cur.points)} ± {round((cur.high - cur.low) / 2)}" in dialog.rating_label.text()
    assert "after 5 counted games" in dialog.rating_label.text()
    # the other charts' counting axes are whole numbers too (games, VP)
    for chart_, axes in ((dialog.distribution_chart, ("left", "bottom")),
                         (dialog.win_rate_chart, ("bottom",))):
        for name in axes:
            axis = chart_.getAxis(name)
            assert isinstance(axis, IntegerAxis)
            assert all(float(v).is_integer() for _s, vs in axis.tickValues(0, 3, 400)
                       for v in vs)
    assert dialog.table.columnCount() == 4  # played, won, win rate, average VP

    # Settings: games with hints count → two more points; the rating hidden → no chart
    settings.set_rating_counts_hinted(True)
    assert len(dialog.rating_chart.curve.getData()[0]) == 7
    settings.set_show_rating(False)
    assert dialog.rating_chart is None and not dialog.rating_label.isVisible()
    assert dialog.tabs.tabText(0) == "Results"
    for w in (dialog.headline, dialog.tabs):
        assert inside(w, dialog)
    dialog.close()


def test_statistics_without_rated_games_says_how_a_rating_starts(qtbot):
    dialog = StatisticsDialog([], None)
    qtbot.addWidget(dialog)
    assert dialog.rating_chart is not None and dialog.rating_chart.curve is None
    assert dialog.rating_label.text().startswith("No rating yet")
    dialog.close()


def test_settings_dialog_switches_the_rating(qtbot, tmp_path):
    from ui.dialogs.settings import SettingsDialog

    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    choices = settings.new_game()
    choices.players = 4
    settings.set_new_game(choices)
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.show_rating.isChecked() and not dialog.count_hinted.isChecked()
    qtbot.mouseClick(dialog.show_rating, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.count_tutorial, Qt.MouseButton.LeftButton)
    assert not settings.show_rating() and settings.rating_counts_tutorial()
    settings.set_rating_counts_hinted(True)
    assert dialog.count_hinted.isChecked()
    # two rows more, not a group: with four seats the dialog still fits a 540 px screen
    assert dialog.minimumSizeHint().height() <= 540
    dialog.close()


# ---------------------------------------------------------------------- puzzles

def test_solve_a_puzzle_by_clicks_and_the_progress_is_kept(qtbot, tmp_path):
    window = quick_window(qtbot, tmp_path)
    window.actions_["puzzles"].trigger()
    pw = window.puzzle_window
    assert isinstance(pw, PuzzleWindow) and pw.isVisible()
    puzzles = load_puzzles()
    assert pw.list.count() == len(puzzles) >= 24
    p = pw.current
    assert p.id == puzzles[0].id
    assert pw.table.observation.decision.seat == p.seat

    wrong = next(c.action for c in p.candidates if c.action != p.solution)
    answer(qtbot, pw.table, wrong)
    qtbot.waitUntil(lambda: pw.verdict is not None, timeout=20000)
    assert not pw.verdict.correct
    assert "Better:" in pw.answer.text()
    assert PuzzleProgress.load().tries == {p.id: 1}

    answer(qtbot, pw.table, p.solution)  # the position stays: another try
    qtbot.waitUntil(lambda: pw.verdict is not None and pw.verdict.correct, timeout=20000)
    assert pw.answer.text().startswith("Right!")
    assert PuzzleProgress.load().is_solved(p.id)
    assert pw.list.item(0).text().startswith(SOLVED_MARK)
    assert pw.count.text() == f"1 of {len(puzzles)} solved"
    qtbot.mouseClick(pw.next_button, Qt.MouseButton.LeftButton)
    assert pw.list.currentRow() == 1 and pw.current.id == puzzles[1].id

    pw.resize(960, 540)
    qtbot.wait(50)  # the layout follows the new size
    for w in (pw.table, pw.answer, pw.next_button, pw.retry_button, pw.list):
        assert w.isVisible() and inside(w, pw)
    side = pw.findChild(QWidget, "puzzle_side")
    # the side column beside the table, never over it; the table keeps at least the
    # main window's minimum
    table_left = pw.table.mapTo(pw, pw.table.rect().topLeft()).x()
    assert side.mapTo(pw, side.rect().topRight()).x() < table_left
    assert pw.table.width() >= pw.table.minimumSizeHint().width()
    assert pw.table.height() >= pw.table.minimumSizeHint().height()
    pw.close()
    flush_deletes()
    window.actions_["puzzles"].trigger()  # reopened: the solved puzzle is remembered
    again = window.puzzle_window
    assert again is not pw and again.list.item(0).text().startswith(SOLVED_MARK)
    assert again.list.currentRow() == 1  # the first unsolved one
    again.close()
    window.close()


def test_damaged_puzzle_progress_is_explained_not_overwritten(qtbot, tmp_path, monkeypatch):
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("SANJUAN_DATA_DIR", str(folder))
    (folder / "puzzles.json").write_text("{broken")
    pw = PuzzleWindow(None, load_puzzles()[:2])
    qtbot.addWidget(pw)
    pw.show()
    assert "not saved" in pw.count.text() and "damaged" in pw.count.text()
    assert (folder / "puzzles.json").read_text() == "{broken"
    assert pw.afresh_button.isVisible()
    qtbot.mouseClick(pw.afresh_button, Qt.MouseButton.LeftButton)  # only when asked
    assert PuzzleProgress.load().solved == {} and not pw.afresh_button.isVisible()
    assert pw.count.text() == "0 of 2 solved"
    pw.close()


# ---------------------------------------------------------------------- export

class _Page(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.lang = ""

    def handle_starttag(self, tag, attrs) -> None:
        self.tags.append(tag)
        if tag == "html":
            self.lang = dict(attrs).get("lang", "")


def test_export_game_and_web_page_from_the_menu(qtbot, tmp_path):
    window = quick_window(qtbot, tmp_path)
    assert not window.actions_["export_game"].isEnabled()
    window.start_game(Options(2, "classic", False, 6), [Seat("Ann"), Seat("Rosa", "easy")])
    play_to_end(qtbot, window, seed=6)
    assert window.actions_["export_game"].isEnabled()
    window.game_over_dialog.close()
    asked = []

    def ask(_parent, _folder, html):
        asked.append(html)
        return str(tmp_path / ("g.html" if html else "g.sanjuan.json"))

    window.ask_export_path = ask
    window.actions_["export_game"].trigger()
    shared = import_game(tmp_path / "g.sanjuan.json")
    assert shared.game.actions == window.model.game.actions
    assert shared.names == ("Ann", "Rosa")
    window.actions_["export_html"].trigger()
    assert asked == [False, True]
    page = (tmp_path / "g.html").read_text("utf-8")
    parser = _Page()
    parser.feed(page)
    assert parser.lang == "en" and "script" not in parser.tags and "svg" in parser.tags
    assert "Ann" in page and "Classic" in page

    # Game ▸ History exports a recorded game the same way
    from ui.history.history_list import HistoryDialog

    history = HistoryDialog(window)
    qtbot.addWidget(history)
    history.ask_export_path = lambda _p, _f, html: str(tmp_path / ("h.html" if html else "h.json"))
    assert history.export_button.isEnabled()
    assert history.export_selected(False) == str(tmp_path / "h.json")
    assert import_game(tmp_path / "h.json").game.actions == window.model.game.actions
    assert history.export_selected(True) == str(tmp_path / "h.html")
    assert "<svg" in (tmp_path / "h.html").read_text("utf-8")
    history.close()

    # an unwritable place is explained and writes nothing
    window.ask_export_path = lambda *_a: str(tmp_path / "no" / "such" / "g.html")
    assert window.export_game(True) is None
    box = window.findChild(QMessageBox, "export_error_box")
    assert box is not None and "could not be exported" in box.text()
    box.close()
    window.close()


def test_web_page_in_german_and_in_chromium(qtbot, tmp_path):
    """The page in German; opened in a real browser (headless Chromium) when one is
    installed, which must draw it (a screenshot of some size)."""
    import shutil
    import subprocess

    from ui.cli.app import make_app
    from ui.history.export import web_page
    from ui.window.language import apply_language

    make_app()
    apply_language("de")
    try:
        page = web_page(finished_game(2, "classic", 7), ["Ann", "Rosa"])
    finally:
        apply_language("en")
    parser = _Page()
    parser.feed(page)
    assert parser.lang == "de" and "Endstand" in page and "Spielende" in page
    path = tmp_path / "page.html"
    path.write_text(page, "utf-8")
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        pytest.skip("no Chromium installed")
    shot = tmp_path / "page.png"
    subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu",
                    f"--user-data-dir={tmp_path / 'profile'}", "--window-size=900,1200",
                    f"--screenshot={shot}", path.as_uri()],
                   check=False, timeout=90, capture_output=True)
    assert shot.exists() and shot.stat().st_size > 10_000


def test_expert_runs_in_the_thinking_service_as_background_work(monkeypatch):
    """The real job: Expert's game is background work of the thinking service (a niced
    worker of its own, not the live one where the person's opponent thinks; ended when
    the answer is in), with the same result as in this process."""
    import threading
    import time

    import ui.session.daily
    import ui.session.thinking
    from sanjuan.ai.thinking import Priority, ThinkingService

    class FakeCall:
        flag = threading.Event()

        def cancelled(self) -> bool:
            return self.flag.is_set()

    service = ThinkingService(1, background_idle_s=0.0)
    asked = []
    real_call = service.call

    def call(fn, *args, **kwargs):
        asked.append(kwargs.get("priority"))
        return real_call(fn, *args, **kwargs)

    monkeypatch.setattr(service, "call", call)
    monkeypatch.setattr(ui.session.thinking, "shared_service", lambda: service)
    try:
        day = today()
        run = ui.session.daily._expert_job(day, "easy", "easy", True)(FakeCall())
        want = expert_in_seat(day, level="easy", opponent="easy")
        assert (run.score, run.opponent_score, run.rounds) == (want.score, want.opponent_score,
                                                              want.rounds)
        assert asked == [Priority.BACKGROUND] and service.done == 1
        deadline = time.monotonic() + 30
        while service.pids() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert service.pids() == []  # no live worker was used; the background one ended
    finally:
        service.close()


def test_puzzle_window_follows_a_language_change(qtbot):
    from ui.cli.app import make_app
    from ui.window.language import apply_language

    make_app()
    pw = PuzzleWindow(None, load_puzzles()[:3])
    qtbot.addWidget(pw)
    pw.show()
    try:
        apply_language("de")
        qtbot.waitUntil(lambda: pw.next_button.text() == "Nächstes &Rätsel", timeout=3000)
        assert pw.count.text() == "0 von 3 gelöst"
        assert pw.names[pw.current.seat] == "Du"
        assert pw.list.item(0).text().endswith(("Bauen", "Rolle"))
    finally:
        apply_language("en")
    qtbot.waitUntil(lambda: pw.next_button.text() == "&Next puzzle", timeout=3000)
    pw.close()
