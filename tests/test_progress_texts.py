"""Issue 20's texts, closing points: Statistics set every text again when the language
changes while it is open (title, tabs, table headers and rows, chart titles and axes,
the rating and the deals of the day), numbers in the locale's format (no "21.0 SP"); the
coach's reason for a building scored at the game's end says what it would give now,
never "0 VP"; the replay viewer and a watched game name the hand of the seat shown
("Rosa's hand"), not "Your hand"."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from history_kit import finished_game
from PySide6.QtCore import QCoreApplication, QLocale, QSettings

from sanjuan.learn.daily import PLAYER_SEAT, expert_in_seat
from sanjuan.learn.reasons import END_SCORED, reason
from sanjuan.rules.actions import Build
from sanjuan.rules.cards import CARD_TYPES
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.engine import apply
from sanjuan.rules.game import Game
from sanjuan.rules.observation import observe
from sanjuan.rules.scoring import score_player
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from sanjuan.store.history import DailyAttempt, record_of
from sanjuan.store.replay import Replay
from ui.history.replay_viewer import ReplayViewer
from ui.history.statistics import StatisticsDialog, number_text
from ui.learn.daily_deal import today
from ui.settings import Settings
from ui.text.hints import reason_text

tr = QCoreApplication.translate


def records():
    """Six rated games of Ann and two deals of the day (one of them today's)."""
    out = []
    for i in range(6):
        g = finished_game(2, "classic", 20 + i)
        when = datetime(2026, 1, 1, tzinfo=UTC) + timedelta(days=i)
        out.append(record_of(g, [Seat("Ann"), Seat("Rosa", ("easy", "hard")[i % 2])], when))
    for back in (0, 1):
        g = finished_game(2, "classic", 40 + back)
        day = today() - timedelta(days=back)
        out.append(record_of(g, [Seat("Ann"), Seat("Expert", "expert")], datetime.now(UTC),
                             mode="daily", deal_date=day.isoformat()))
    return out


def test_statistics_follow_a_language_switch(qtbot, tmp_path):
    from ui.cli.app import make_app
    from ui.window.language import apply_language

    make_app()
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    run = expert_in_seat(today(), level="easy", opponent="easy")
    gone = (today() - timedelta(days=2)).isoformat()
    dialog = StatisticsDialog(records(), None, "", settings,
                              [DailyAttempt(gone, "x", "abandoned")],
                              {today().isoformat(): run})
    qtbot.addWidget(dialog)
    dialog.show()

    def texts() -> dict[str, object]:
        t = dialog.table
        rating = dialog.rating_chart
        return {
            "title": dialog.windowTitle(),
            "tabs": [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())],
            "headers": [t.horizontalHeaderItem(c).text() for c in range(t.columnCount())],
            "rows": [t.verticalHeaderItem(r).text() for r in range(t.rowCount())],
            "axes": [dialog.distribution_chart.getAxis("left").labelText,
                     dialog.win_rate_chart.getAxis("bottom").labelText,
                     rating.getAxis("left").labelText],
            "chart_titles": [dialog.distribution_chart.getPlotItem().titleLabel.text,
                             rating.getPlotItem().titleLabel.text],
            "daily": [dialog.daily_table.horizontalHeaderItem(c).text() for c in range(3)],
            "summary": dialog.daily_label.text(),
            "rating": dialog.rating_label.text(),
        }

    english = texts()
    assert english["tabs"] == ["Rating", "Results", "Scores", "Win rate", "Deals of the day"]
    assert english["headers"][0] == "Played" and english["axes"][0] == "Games"
    assert english["daily"] == ["You", "Expert in your seat", "Result"]
    assert "1 abandoned" in english["summary"]
    # the deals of the day: today's with Expert's kept result, the abandoned day
    cells = [dialog.daily_table.item(r, c).text() for r in range(3) for c in range(3)]
    assert f"{run.score} : {run.opponent_score} VP" in cells
    assert "abandoned" in cells
    try:
        apply_language("de")
        qtbot.waitUntil(lambda: dialog.windowTitle() != "Statistics", timeout=3000)
        german = texts()
        assert german["title"] == tr("StatisticsDialog", "Statistics")
        assert german["tabs"] == [tr("StatisticsDialog", w) for w in english["tabs"]]
        assert german["headers"] == [tr("StatisticsDialog", w) for w in english["headers"]]
        assert german["daily"] == ["Du", "Experte auf deinem Platz", "Ergebnis"]
        assert german["axes"][0] == tr("StatisticsDialog", "Games") != "Games"
        assert german["axes"][2] == tr("StatisticsDialog", "Rating")
        assert german["chart_titles"][1] == tr("StatisticsDialog",
                                               "Your rating after each counted game")
        for key in ("tabs", "headers", "rows", "axes", "chart_titles", "daily", "summary",
                    "rating"):
            assert german[key] != english[key], key
        assert "1 aufgegeben" in german["summary"]
        # numbers in German: a decimal comma, no "21.0"; percentages "50 %"
        avg = dialog.summary.average
        assert number_text(avg) in dialog.headline.text()
        assert "." not in dialog.headline.text().split("·")[-2]
        assert all(dialog.table.item(r, 2).text().endswith(" %")
                   for r in range(dialog.table.rowCount()))
    finally:
        apply_language("en")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Statistics", timeout=3000)
    assert texts() == english
    dialog.close()


def test_numbers_follow_the_locale(qtbot):
    old = QLocale()
    try:
        QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
        assert number_text(21.0) == "21"
        assert number_text(21.04) == "21"
        assert number_text(21.54) == "21,5"
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
        assert number_text(21.54) == "21.5"
        assert number_text(1234.0) == "1,234"
    finally:
        QLocale.setDefault(old)


def end_scored_builds(limit: int = 6):
    """(state, observation, build) of random games where the deciding seat can build a
    building scored at the game's end."""
    found = []
    for seed in range(400):
        g = Game(Options(2, "classic" if seed % 2 else "2018", False, seed), log=False)
        rng = random.Random(seed)
        s = g.state
        while not s.over and len(found) < limit:
            d = s.decision
            if d.kind is DecisionKind.BUILD:
                for o in d.options:
                    if CARD_TYPES[s.types[o.card]].key in END_SCORED:
                        found.append((s.copy(), observe(s, d.seat), Build(o.card, o.replace)))
                        break
            g.apply(d.sample(rng))
        if len(found) >= limit:
            return found
    return found


def test_reason_of_an_end_scored_building_says_what_it_gives_now(qtbot):
    builds = end_scored_builds()
    assert builds, "no end-scored building was offered in 400 random games"
    for s, obs, action in builds:
        r = reason(obs, action)
        key = CARD_TYPES[s.types[action.card]].key
        after = s.copy()
        apply(after, action)  # the real build (the full state)
        assert r.values["now"] == score_player(after, obs.seat).parts()[key]
        text = reason_text(r, ["Ann", "Rosa"])
        assert f"worth {r.values['now']} VP now" in text and ": 0 VP" not in text
    # an ordinary building keeps its printed VP
    assert reason_text(reason_of_printed(), ["Ann", "Rosa"]).count("1 VP") == 1


def reason_of_printed():
    from sanjuan.learn.reasons import Reason

    return Reason("build", {"card": 0, "cost": 1, "vp": 1, "left": 2, "replace": None})


def test_replay_as_another_seat_names_the_hand(qtbot):
    from ui.cli.app import make_app
    from ui.window.language import apply_language

    make_app()
    g = finished_game(2, "classic", 7)
    replay = Replay(g.options, g.actions)
    viewer = ReplayViewer(replay, ["Ann", "Rosa"], "t", None, 1)
    qtbot.addWidget(viewer)
    viewer.show()
    viewer.go(3)
    title = viewer.table.hand.title.text()
    assert title.startswith("Rosa's hand: ") and "Your hand" not in title
    viewer.seat_box.setCurrentIndex(viewer.seat_box.findData(0))
    assert viewer.table.hand.title.text().startswith("Ann's hand: ")
    try:
        apply_language("de")
        viewer.seat_box.setCurrentIndex(viewer.seat_box.findData(1))
        viewer.go(4)
        assert viewer.table.hand.title.text().startswith("Hand von Rosa: ")
    finally:
        apply_language("en")
    viewer.close()
    # a replay of "You" (the default name) still says "Your hand"
    mine = ReplayViewer(replay, ["You", "Rosa"], "t", None, PLAYER_SEAT)
    qtbot.addWidget(mine)
    mine.show()
    assert mine.table.hand.title.text().startswith("Your hand")
    mine.close()


def test_a_watched_computer_game_names_the_hand(qtbot, tmp_path):
    from windowkit import make_window

    from sanjuan.ai import make_player
    from ui.session.game_model import GameModel

    model = GameModel(player_factory=lambda _level, seed: make_player("easy", seed))
    window = make_window(qtbot, tmp_path, pace_ms=50, model=model)
    window.start_game(Options(2, "classic", False, 4), [Seat("Ana", "easy"),
                                                       Seat("Rosa", "easy")])
    qtbot.waitUntil(lambda: window.table.hand.title.text() != "", timeout=5000)
    assert window.table.hand.title.text().startswith("Ana's hand: ")
    window.start_game(Options(2, "classic", False, 4), [Seat("You"), Seat("Rosa", "easy")])
    qtbot.waitUntil(lambda: window.table.hand.title.text().startswith("Your hand"),
                    timeout=5000)
    window.close()
