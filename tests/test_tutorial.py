"""The guided first game (issue 12): the script headless, then the window walked from
the first coach bubble to game over by clicks, refusal of other choices, leave and
resume (Help ▸ Tutorial, the autosave's Resume)."""

from __future__ import annotations

from PySide6.QtCore import QRect
from uidriver import answer
from windowkit import make_window, wait_for_human_or_end

import sanjuan.learn.tutorial as t
from sanjuan.ai import make_player
from sanjuan.rules.actions import ChooseRole
from sanjuan.rules.cards import Role
from sanjuan.rules.game import Game
from sanjuan.rules.observation import observe
from sanjuan.rules.seeds import player_seed

REQUIRED = [lesson.key for lesson in t.LESSONS if lesson.required]


def test_scripted_game_is_legal_shows_every_required_lesson_and_ends():
    game, script = t.play_through()
    assert game.state.over
    assert [k for k in REQUIRED if k not in script.shown] == []
    for group in t.VIOLET_GROUPS:
        assert any(k in script.shown for k in group), group
    assert script.shown[:3] == ["governor", "build", "pay"]
    # the scripted actions replay legally and progress is a function of the actions
    again = t.Script.progress(t.OPTIONS, Game.replay(t.OPTIONS, game.actions).actions)
    assert again.shown == script.shown


def test_required_lessons_show_whatever_the_free_choices():
    """A human answering the free decisions otherwise (a medium or random player) still
    meets every required lesson: the restricted steps steer the story."""
    for level, seed in (("medium", 1), ("random", 2)):
        game, script = Game(t.OPTIONS, log=False), t.Script()
        human = make_player(level, seed)
        while not game.state.over:
            seat = game.state.decision.seat
            obs = observe(game.state, seat)
            if seat == t.HUMAN:
                lesson = script.on_decision(obs)
                allowed = t.allowed_actions(lesson, obs) if lesson else []
                restricted = lesson is not None and lesson.restricts
                action = allowed[0] if restricted else human.choose(obs)
            else:
                opponent = t.TutorialOpponent(player_seed(t.OPTIONS.seed, seat,
                                                          len(game.actions)))
                action = opponent.choose(obs)
            game.apply(action)
        assert [k for k in REQUIRED if k not in script.shown] == [], level


def test_restricted_lessons_allow_only_their_choice():
    game = Game(t.OPTIONS)
    obs = observe(game.state, t.HUMAN)
    lesson = t.Script().on_decision(obs)
    assert lesson is not None and lesson.key == "governor"
    assert t.allowed_actions(lesson, obs) == [ChooseRole(Role.BUILDER)]
    assert not t.allows(lesson, obs, ChooseRole(Role.PRODUCER))
    assert t.target_name(lesson, obs) == "role_builder"


def test_opponent_leaves_the_taught_roles_in_early_rounds():
    game, _script = t.play_through()
    g, checked = Game(t.OPTIONS, log=False), 0
    for action in game.actions:
        d = g.state.decision
        if d.seat == 1 and d.kind.name == "CHOOSE_ROLE" and g.state.round in t.OPPONENT_AVOID:
            avoid = t.OPPONENT_AVOID[g.state.round]
            if any(o.role not in avoid for o in d.options):
                assert action.role not in avoid
                checked += 1
        g.apply(action)
    assert checked >= 3


def _bubble_points_at(window, name: str) -> None:
    bubble = window.tutorial.bubble
    assert bubble.isVisible()
    assert window.rect().contains(bubble.geometry()), "the bubble leaves the window"
    target = window.tutorial.find(name)
    assert target is not None, f"no widget {name!r} to point at"
    r = QRect(target.mapTo(window, target.rect().topLeft()), target.size())
    assert not bubble.geometry().adjusted(14, 14, -14, -14).contains(r.center()), \
        "the bubble hides its target"


def test_window_walks_the_tutorial_from_first_bubble_to_game_over(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    assert w.welcome.tutorial.isVisible()  # nothing finished yet: offered on the welcome
    w.actions_["tutorial"].trigger()
    human = make_player("easy", t.OPTIONS.seed * 10 + 7)  # as in play_through
    shown, refused = [], False
    while True:
        wait_for_human_or_end(qtbot, w)
        qtbot.waitUntil(lambda: not w.tutorial._timer.isActive(), timeout=20000)
        if w.model.over:
            break
        obs = w.model.observation(t.HUMAN)
        lesson = w.tutorial.lesson
        if lesson is not None:
            shown.append(lesson.key)
            _bubble_points_at(w, t.target_name(lesson, obs))
            assert w.tutorial.bubble.title.text()
        if lesson is not None and lesson.restricts:
            if not refused and lesson.role is not None:
                before = len(w.model.game.actions)
                other = next(r for r in Role if r is not lesson.role)
                assert not w.table.roles.cards[other].isEnabled()  # greyed out
                w.submit(ChooseRole(other))
                assert len(w.model.game.actions) == before  # refused
                assert "tutorial" in w.statusBar().currentMessage()
                refused = True
            action = t.allowed_actions(lesson, obs)[0]
        else:
            action = human.choose(obs)
        answer(qtbot, w.table, action)
    assert refused
    assert shown == t.play_through()[1].shown
    bubble = w.tutorial.bubble
    qtbot.waitUntil(bubble.isVisible, timeout=20000)
    assert bubble.title.text() == "Game over — well played!"
    assert not w.welcome.tutorial.isVisible()


def _at_the_build_lesson(qtbot, tmp_path):
    """A window whose tutorial has been started and answered with Builder, now at its
    "build" lesson."""
    w = make_window(qtbot, tmp_path)
    w.tutorial.start()
    wait_for_human_or_end(qtbot, w)
    qtbot.waitUntil(lambda: w.tutorial.lesson is not None, timeout=20000)
    answer(qtbot, w.table, ChooseRole(Role.BUILDER))
    wait_for_human_or_end(qtbot, w)
    qtbot.waitUntil(lambda: not w.tutorial._timer.isActive(), timeout=20000)
    assert w.tutorial.lesson.key == "build"
    return w


def test_leave_and_resume_after_restart(qtbot, tmp_path):
    w = _at_the_build_lesson(qtbot, tmp_path)
    w.tutorial.bubble.leave_button.click()
    assert not w.tutorial.bubble.isVisible() and not w.tutorial.active
    assert not w.tutorial.refuse(ChooseRole(Role.TRADER))  # free play now
    w.actions_["tutorial"].trigger()  # the coach comes back at the same step
    assert w.tutorial.active and w.tutorial.lesson.key == "build"
    assert w.autosave.flush()
    w.close()

    w2 = make_window(qtbot, tmp_path)
    assert w2.welcome.resume.isVisible()
    w2.tutorial.start()  # Help ▸ Tutorial on the welcome page resumes the autosave
    wait_for_human_or_end(qtbot, w2)
    qtbot.waitUntil(lambda: w2.tutorial.lesson is not None, timeout=20000)
    assert w2.tutorial.active and w2.tutorial.lesson.key == "build"
    assert w2.tutorial.bubble.isVisible()

    w2.close()
    w3 = make_window(qtbot, tmp_path)
    assert w3.resume_game()  # the welcome page's Resume brings the coach back too
    wait_for_human_or_end(qtbot, w3)
    qtbot.waitUntil(lambda: w3.tutorial.lesson is not None, timeout=20000)
    assert w3.tutorial.active and w3.tutorial.lesson.key == "build"


def test_bubble_points_at_its_target_avoids_buttons_and_follows_resizes(qtbot):
    from PySide6.QtWidgets import QPushButton, QWidget

    from ui.learn.tutorial.bubble import CoachBubble

    host = QWidget()
    qtbot.addWidget(host)
    host.resize(900, 600)
    table = QWidget(host, objectName="table_widget")
    table.setGeometry(host.rect())
    target = QPushButton("T", table, objectName="tgt")
    target.setGeometry(400, 20, 80, 60)
    button = QPushButton("B", table, objectName="btn")  # where "below the target" would be
    button.setGeometry(380, 130, 120, 60)
    host.show()
    bubble = CoachBubble(host)
    bubble.show_lesson("Title", "Some words", "tgt")
    geo = bubble.geometry()
    assert host.rect().contains(geo) and not geo.intersects(button.geometry())
    assert not geo.adjusted(14, 14, -14, -14).intersects(target.geometry())
    assert bubble.side in ("left", "right")
    target.move(400, 450)  # the table re-laid out: the bubble follows
    qtbot.waitUntil(lambda: bubble.side == "below", timeout=20000)
    assert bubble.geometry().bottom() <= 450 + 14


def test_first_start_offers_the_tutorial_uncovered(qtbot, tmp_path):
    """Issue 22: on the very first start the window-modal new-game dialog covered the
    welcome page's "Learn to play (tutorial)" button; while no game was ever finished the
    welcome page is shown alone, afterwards the dialog opens at once."""
    from history_kit import record

    from sanjuan.store.history import History
    from ui.cli.play import first_screen

    w = make_window(qtbot, tmp_path)
    first_screen(w)
    assert w.new_game_dialog is None
    assert w.welcome.tutorial.isVisible() and w.welcome.start.isVisible()
    w.close()
    History().add(record(("human", "easy"), 1, day=1))
    again = make_window(qtbot, tmp_path / "again")
    first_screen(again)
    assert again.new_game_dialog is not None and again.new_game_dialog.isVisible()
    assert not again.welcome.tutorial.isVisible()
    again.new_game_dialog.reject()
    again.close()


def test_the_coach_says_what_the_table_shows(qtbot, tmp_path):
    """Issue 22: "only the highlighted building" while two were highlighted, and the
    tile's prices explained while the tile shows "?"."""
    from ui.learn.tutorial.texts import lesson_text

    w = _at_the_build_lesson(qtbot, tmp_path)
    obs = w.model.observation(t.HUMAN)
    open_cards = [c for c in obs.hand
                  if not w.table.findChild(object, f"hand_card_{c}").dimmed]
    assert len(open_cards) == len(w.tutorial._allowed_cards(obs)) >= 1
    body = w.tutorial.bubble.body.text()
    if len(open_cards) > 1:
        assert "Only the highlighted buildings are allowed" in body
    else:
        assert "Only the highlighted building is" in body
    assert "highlighted buildings are allowed" in lesson_text("build", 2)[1]
    assert "the highlighted building is" in lesson_text("build", 1)[1]
    trade = lesson_text("trade")[1]
    assert '"?"' in trade and "until the trader phase" in trade
    w.close()
