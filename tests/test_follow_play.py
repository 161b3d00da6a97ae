"""Following the play (issue 10): other players' moves are marked on the table for the
pace's duration, seat headers show the VP everyone can know, decisions without a choice
are answered with a log line, and the View menu switches both."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect, QRectF, QSettings, Qt
from windowkit import make_window

from sanjuan.ai.spectate import played_game
from sanjuan.rules.actions import Pass
from sanjuan.rules.cards import Role
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.events import BuildingBuilt, CardsDrawn, GoodsProduced, RoleChosen
from sanjuan.rules.forced import answer_count, forced_answer
from sanjuan.rules.game import Game
from sanjuan.rules.observation import observe
from sanjuan.rules.public_score import leaders, public_scores
from sanjuan.rules.scoring import score
from sanjuan.rules.seat import HUMAN, Seat
from sanjuan.rules.state import Options
from ui.cli.app import make_app
from ui.settings import Settings
from ui.window.main_window import MainWindow

NAMES = ["You", "Anna", "Bernd"]


def _mid_game(actions: int = 50) -> Game:
    return played_game(3, "2018", 4, actions)[0]


def test_marks_show_role_building_and_counts_then_fade(qtbot, table):
    game = _mid_game()
    s = game.state
    seat = 1
    built = s.players[seat].buildings[-1]
    table.show_observation(observe(s, 0), NAMES)
    table.follow_ms = 400
    halos = table.follow([RoleChosen(seat, Role.BUILDER), BuildingBuilt(seat, built, paid=2),
                          CardsDrawn(2, count=3)], NAMES)
    captions = sorted(h.caption for h in halos)
    assert captions == sorted(["Anna", "new", "−2 cards", "+3 cards"])
    role = table.roles.cards[Role.BUILDER]
    over_role = next(h for h in halos if h.caption == "Anna")
    assert over_role.geometry().contains(role.geometry().translated(
        role.mapTo(table, role.rect().topLeft()) - role.pos()))
    # marks never take clicks away from the table
    assert all(h.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents) for h in halos)
    assert all(a.state() == a.State.Running for a in table.follower.animations)
    qtbot.waitUntil(lambda: not table.findChildren(type(halos[0]), "follow_halo"),
                    timeout=20000)
    # the next move is marked too (the faded marks and their animations are gone)
    again = table.follow([RoleChosen(2, Role.TRADER)], NAMES)
    assert [h.caption for h in again] == ["Bernd"]


def test_no_marks_when_animations_are_off(table):
    game = _mid_game()
    table.show_observation(observe(game.state, 0), NAMES)
    table.follow_ms = 0
    assert table.follow([RoleChosen(1, Role.TRADER)], NAMES) == []


def test_produced_goods_are_marked(table):
    game = _mid_game()
    s = game.state
    seat, b = next((i, b) for i, p in enumerate(s.players) for b in p.buildings
                   if s.ctype(b).is_production)
    table.show_observation(observe(s, 0), NAMES)
    table.follow_ms = 800
    halos = table.follow([GoodsProduced(seat, (b,))], NAMES)
    assert [h.caption for h in halos] == ["produced"]


def test_public_score_equals_the_real_score_for_every_viewer():
    for actions in (30, 80, 400):
        game = played_game(4, "2018-expansion", 11, actions)[0]
        real = score(game.state)
        for seat in range(4):
            known = public_scores(observe(game.state, seat))
            assert [b.total for b in known] == [b.total for b in real]
        assert leaders(real) == tuple(i for i, b in enumerate(real)
                                      if b.total == max(x.total for x in real))


def test_seat_header_shows_known_vp_with_breakdown_and_leader(table):
    game = _mid_game(90)
    obs = observe(game.state, 0)
    table.show_observation(obs, NAMES)
    scores = public_scores(obs)
    lead = leaders(scores)
    for panel in [*table.seats, table.own]:
        text = panel.stats.text()
        assert f"{scores[panel.seat].total} VP" in text
        assert ("★" in text) == (panel.seat in lead)
        assert f"{scores[panel.seat].total} VP now" in panel.stats.toolTip()


def _state_with(kind_check, players: int = 3, seed: int = 1) -> Game:
    rng = random.Random(seed)
    for attempt in range(40):
        game = Game(Options(players=players, edition="2018", seed=seed + attempt))
        while not game.state.over:
            d = game.state.decision
            if d.seat == 0 and kind_check(d) and game.state.round >= 2:
                return game
            game.apply(d.sample(rng))
    raise AssertionError("no such decision found")


def test_forced_answers():
    game = _state_with(lambda d: d.kind is DecisionKind.BUILD and not d.options)
    d = game.state.decision
    assert forced_answer(d) == (Pass(), "no_building")
    game = _state_with(lambda d: d.kind is DecisionKind.BUILD and len(d.options) > 1)
    assert forced_answer(game.state.decision) is None
    assert answer_count(game.state.decision) == len(game.state.decision.options) + 1


def test_window_skips_a_build_without_options_and_logs_why(qtbot, tmp_path):
    make_app()
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    game = _state_with(lambda d: d.kind is DecisionKind.BUILD and not d.options)
    before = len(game.actions)
    w.model.pace_ms = 10**6  # computers hold still after the skipped decision
    w.model.load(game, [Seat("You", HUMAN), Seat("A", "medium"),
                        Seat("B", "medium")])
    assert len(game.actions) == before + 1 and game.actions[-1] == Pass()
    assert "You cannot afford any building" in w.log.text()
    w.model.cancel()


def test_view_menu_switches_animations_and_skipping(qtbot, tmp_path):
    make_app()
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w = MainWindow(settings)
    qtbot.addWidget(w)
    for key, getter in (("animations", settings.animations),
                        ("skip_forced", settings.skip_forced)):
        act = w.actions_[key]
        assert act.isCheckable() and act.isChecked() and getter()
        act.trigger()
        assert not getter()
    w.model.pace_ms = 800
    w.model.load(_mid_game(), [Seat(n, "medium") for n in NAMES])
    w.render()
    assert w.table.follow_ms == 0  # animations off: nothing is marked
    w.actions_["animations"].trigger()
    w.render()
    assert w.table.follow_ms == 800
    w.model.cancel()


def test_small_opponent_cards_zoom_on_hover(qtbot, table):
    from ui.table.zoom import ZOOM_WIDTH, zoom

    game = _mid_game(200)
    table.resize(1280 - 300, 730)  # a 1280×800 window with the log beside
    table.show_observation(observe(game.state, 0), NAMES)
    small = next(iter(table.seats[0].cards.values()))
    assert small.width() < ZOOM_WIDTH / 2
    assert zoom().show_for(small)
    assert zoom().isVisible() and zoom().width() == ZOOM_WIDTH and zoom().card is small
    assert zoom().testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    zoom().hide_for(small)
    assert not zoom().isVisible()


def test_passes_are_logged(qtbot, tmp_path):
    from uidriver import click

    make_app()
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    game = _state_with(lambda d: d.kind is DecisionKind.BUILD and len(d.options) > 1)
    w.model.pace_ms = 10**6
    w.model.load(game, [Seat("You", HUMAN), Seat("Anna", "medium"),
                        Seat("Bernd", "medium")])
    w.render()
    click(qtbot, w.table, "pass_button")
    assert "You pass (Builder)." in w.log.text()
    w.model.cancel()


def test_computer_passes_are_logged(qtbot, tmp_path):
    make_app()
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.model.pace_ms = 0
    w.model.load(Game(Options(players=3, edition="2018", seed=8)),
                 [Seat(n, "easy") for n in NAMES])
    qtbot.waitUntil(lambda: len(w.model.game.actions) > 150 or w.model.over, timeout=20000)
    w.model.cancel()
    passes = sum(isinstance(a, Pass) for a in w.model.game.actions)
    assert passes and w.log.text().count(" passes") >= passes - 1
    text = w.log.text()
    assert "sells nothing: no goods." in text or "produces nothing: no empty" in text


def test_a_rebuilt_log_keeps_the_passes_and_idle_phases(qtbot, tmp_path):
    """The hot-seat hand-over, undo and a loaded game rebuild the log from the events;
    the pass and idle lines (no events of their own) come back in the same places."""
    make_app()
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.model.pace_ms = 0
    w.model.load(Game(Options(players=3, edition="2018", seed=8)),
                 [Seat(n, "easy") for n in NAMES])
    qtbot.waitUntil(lambda: w.model.over, timeout=60000)
    live = w.log.text()
    assert " passes" in live
    w.view.rebuild_log()
    assert w.log.text() == live
    if w.game_over_dialog is not None:
        w.game_over_dialog.close()


def test_gold_mine_giving_nothing_says_why():
    from sanjuan.rules.events import CardsDiscarded, Reason
    from ui.text.log import describe_event

    game = _mid_game()
    types = game.state.types
    nothing = CardsDiscarded(1, count=4, cards=(1, 2, 3, 4), reason=Reason.GOLD_MINE)
    assert "cost the same" in describe_event(nothing, 0, NAMES, types)
    some = CardsDiscarded(1, count=3, cards=(1, 2, 3), reason=Reason.GOLD_MINE)
    assert "The other Gold mine cards" in describe_event(some, 0, NAMES, types)


def test_marks_wait_for_the_hand_over(table):
    game = _mid_game()
    s = game.state
    table.follow_ms = 800
    table.show_observation(observe(s, 0), NAMES)  # the first rendering of a game
    table.note_event(RoleChosen(1, Role.TRADER))
    table.set_hand_hidden(True)  # hot-seat hand-over screen
    assert not table.follower.halos
    table.set_hand_hidden(False)
    assert [h.caption for h in table.follower.halos] == ["Anna"]


@pytest.mark.parametrize("width", [1280, 560])
def test_card_count_marks_leave_the_seat_header_readable(qtbot, table, width):
    """"+3 cards" sits in the header's free space, left of the hand icon; in a narrow
    header it shortens to "+3" there (only a mark with no room even for that goes below
    the line's right end, over the tableau's last card): it covers neither the name nor
    the hand size and VP it changes, nor a card of the tableau."""
    game = _mid_game()
    table.show_observation(observe(game.state, 0), NAMES)
    table.resize(width, 800)
    qtbot.wait(50)
    table.follow_ms = 800
    halos = table.follow([CardsDrawn(1, count=3), BuildingBuilt(
        2, game.state.players[2].buildings[-1], paid=2)], NAMES)
    marks = [h for h in halos if h.caption in ("+3 cards", "+3", "−2 cards", "−2")]
    assert len(marks) == 2
    if width >= 1000:
        assert sorted(h.caption for h in marks) == ["+3 cards", "−2 cards"]
    else:  # seat 1's header is too narrow for "+3 cards" (seat 2's has room for its mark)
        assert "+3" in [h.caption for h in marks]
    placed: list[bool] = []  # below the header line?
    for h in marks:
        panel = next(p for p in table.seats if p.hand_icon is h.target)
        box = h.caption_box().translated(h.pos().toPointF())
        for w in (panel.stats, panel.hand_icon, panel.name):
            at = QRectF(QRect(w.mapTo(table, w.rect().topLeft()), w.size()))
            assert not box.intersects(at), (h.caption, w.objectName())
        inside = QRectF(QRect(panel.mapTo(table, panel.rect().topLeft()), panel.size()))
        assert inside.contains(box), (h.caption, width)
        stats = QRectF(QRect(panel.stats.mapTo(table, panel.stats.rect().topLeft()),
                             panel.stats.size()))
        placed.append(box.top() >= stats.bottom())
        if placed[-1]:  # under the line's right end, clear of a tableau growing rightwards
            assert abs(box.right() - stats.right()) <= 4, (box, stats)
    assert not any(placed)  # the short forms find room in narrow headers


def test_a_watched_game_marks_move_after_move(qtbot, tmp_path):
    """Computer moves at a pace the marks fade within: every move is rendered and
    marked, with no error from the faded marks of the move before."""
    w = make_window(qtbot, tmp_path, pace_ms=300)
    w.resize(1280, 800)
    marked: list[int] = []
    follow = w.table.follow

    def counting(events, names, hold=False):
        halos = follow(events, names, hold)
        marked.append(len(halos))
        return halos

    w.table.follow = counting
    w.start_game(Options(2, "classic", False, 7), [Seat("A", "easy"),
                                                   Seat("B", "easy")])
    qtbot.waitUntil(lambda: len(w.model.game.actions) >= 12, timeout=20000)
    w.model.cancel()
    assert sum(1 for n in marked if n) >= 5


def test_a_resumed_game_logs_its_passes_as_the_live_game_did(qtbot, tmp_path):
    """Issue 22: the log written while a saved game is loaded (its events emitted again)
    had no "You pass." / "Diego passes." lines; now it equals the rebuilt log."""
    make_app()
    game = Game(Options(players=2, edition="classic", seed=5))
    rng = random.Random(1)
    while len(game.actions) < 60:
        d = game.state.decision
        game.apply(Pass() if d.can_pass and rng.random() < 0.5 else d.sample(rng))
    assert any(isinstance(a, Pass) for a in game.actions)
    w = MainWindow(Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
    qtbot.addWidget(w)
    w.model.pace_ms = 10**6
    w.model.load(game, [Seat("You", HUMAN), Seat("Diego", "medium")])
    loaded = w.log.text()
    assert "You pass" in loaded and "Diego passes" in loaded
    w.view.rebuild_log()
    assert w.log.text() == loaded
    w.model.cancel()


def test_a_pass_at_a_building_says_what_was_passed():
    """"Diego passes." for the Chapel said nothing: the line names what was not done."""
    from sanjuan.rules.decisions import Decision
    from ui.session.pass_log import pass_text

    chapel = Decision(1, DecisionKind.CHAPEL, None, candidates=(3, 4), min_count=0,
                      max_count=1)
    assert pass_text(chapel, "Diego", False) == "Diego puts no card under the Chapel."
    assert pass_text(chapel, "You", True) == "You put no card under the Chapel."
    office = Decision(1, DecisionKind.OFFICE, None, candidates=(3, 4), min_count=0,
                      max_count=2)
    assert pass_text(office, "Diego", False) == "Diego exchanges no card (Office)."
    build = Decision(1, DecisionKind.BUILD, Role.BUILDER)
    assert pass_text(build, "Diego", False) == "Diego passes (Builder)."
    for kind in (DecisionKind.CHAPEL, DecisionKind.BANK, DecisionKind.OFFICE):
        d = Decision(0, kind, None, candidates=(3,), min_count=0, max_count=1)
        assert "passes." not in pass_text(d, "Diego", False)


def test_a_rebuilt_log_keeps_the_automatic_answers(qtbot, tmp_path):
    """Issue 34, item 16: with decisions that leave no choice skipped, the live log says
    "Only one choice left: taken for you." and the like; the log rebuilt after an undo
    and a resumed game's log say them in the same places."""
    from uidriver import answer
    from windowkit import wait_for_human_or_end

    w = make_window(qtbot, tmp_path)
    w.settings.set_skip_forced(True)
    w.start_game(Options(3, "2018", False, 14), [Seat("You"), Seat("Rosa", "easy"),
                                                  Seat("Diego", "easy")])
    rng = random.Random(14)
    while True:
        wait_for_human_or_end(qtbot, w)
        if w.model.over:
            break
        # a click; a decision left with one answer may follow and be answered at once
        answer(qtbot, w.table, w.model.observation(0).decision.sample(rng))
    live = w.log.text()
    said = sum(live.count(t) for t in ("taken for you", "you build nothing", "skipped",
                                       "chosen for you", "produces.", "Answered for you"))
    assert said > 0  # the game had automatic answers to check
    w.view.rebuild_log()
    assert w.log.text() == live
    game, seats = w.model.record(), list(w.model.seats)
    w.game_over_dialog.close()
    w.model.load(Game.replay(game.options, game.actions), seats)  # as after Resume
    assert w.log.text() == live
