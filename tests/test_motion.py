"""Cards that move (issue 35, Motion): builds, draws, goods, the Councillor's fan and
the trading-house tile travel over the table as ghosts, never hold the player up, end at
their final place on a new decision, follow the View menu's setting and the desktop's
reduced-motion preference, and never show a card the viewer may not see."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QGraphicsOpacityEffect
from shiboken6 import isValid

from sanjuan.rules.actions import Action
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.events import (
    BuildingBuilt,
    CardsDrawn,
    Event,
    GoodsProduced,
    GoodsSold,
    TileTurned,
)
from sanjuan.rules.game import Game
from sanjuan.rules.observation import Observation, observe
from sanjuan.rules.state import UNKNOWN, Options
from ui.table import motion
from ui.table.card import CardWidget
from ui.table.motion import Ghost

NAMES = ["You", "Anna", "Bernd"]


@pytest.fixture(autouse=True)
def _motion_preference(monkeypatch):
    """The desktop's preference is "no reduced motion" unless a test says otherwise."""
    monkeypatch.setenv("SANJUAN_REDUCED_MOTION", "0")
    motion.reduced_motion.cache_clear()
    yield
    motion.reduced_motion.cache_clear()


def _step_until(found: Callable[[Event], bool] | None, seed: int = 4, viewer: int = 0,
                changed: Callable[[Observation, Observation], bool] | None = None,
                ) -> tuple[Game, Observation, list[Event]]:
    """A seeded random 3-player game played until an action's events include one
    that ``found`` accepts (or the viewer's observations before and after it pass
    ``changed``): (game, the viewer's observation before that action, the events of
    that action)."""
    game = Game(Options(players=3, edition="2018", seed=seed))
    rng = random.Random(seed)
    while not game.state.over:
        before = observe(game.state, viewer)
        n = len(game.state.log or [])
        d = game.state.decision
        assert d is not None
        game.apply(d.sample(rng))
        events = list((game.state.log or [])[n:])
        if (found is not None and any(found(e) for e in events)) or (
                changed is not None and changed(before, observe(game.state, viewer))):
            return game, before, events
    raise AssertionError("no such move in the game")


def _play(table, game: Game, before: Observation, events: list[Event],
          viewer: int = 0) -> list[Ghost]:
    """Show ``before``, then the move's ``events`` and the position after them, as the
    window does; returns the ghosts that fly."""
    table.motion.enabled = True
    table.show_observation(before, NAMES)
    for e in events:
        table.note_event(e.for_viewer(viewer), mark=e.seat != viewer)
    table.show_observation(observe(game.state, viewer), NAMES)
    return list(table.motion.ghosts)


def _veiled(w) -> bool:
    effect = w.graphicsEffect()
    return isinstance(effect, QGraphicsOpacityEffect) and effect.isEnabled() and \
        effect.opacity() == 0.0


def test_own_build_flies_from_the_hand_into_the_tableau(table):
    # a building chosen is shown in the tableau at once, before it is paid
    game, before, events = _step_until(None, changed=lambda a, b: len(
        b.state.players[0].buildings) > len(a.state.players[0].buildings))
    card = game.state.players[0].buildings[-1]
    table.show_observation(before, NAMES)
    start = table.hand.cards[card].mapTo(table, QPoint(0, 0))
    ghosts = _play(table, game, before, events)
    assert table.motion.running()
    target = table.own.cards[card]
    flying = next(g for g in ghosts if g.card == card)
    # it starts where the card was in the hand, ends on the building (final layout)
    assert flying.pos() == start
    assert _veiled(target)
    assert all(g.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
               for g in ghosts)
    anim = flying.animation
    assert 150 <= anim.duration() <= 350
    assert anim.endValue().topLeft() == target.mapTo(table, QPoint(0, 0))
    # it lands and goes; the building shows again
    table.motion.group.setCurrentTime(table.motion.group.totalDuration())
    assert not table.motion.ghosts and not table.findChildren(Ghost, "motion_ghost")
    assert not _veiled(target)


def test_opponents_drawn_cards_fly_face_down(table):
    game, before, events = _step_until(
        lambda e: isinstance(e, CardsDrawn) and e.seat == 1 and e.count > 0)
    drawn = [e for e in events if isinstance(e, CardsDrawn) and e.seat == 1]
    assert any(e.cards for e in drawn)  # the real event knows the cards ...
    ghosts = _play(table, game, before, events)
    assert ghosts
    # ... the viewer's table shows backs only: no face, no card id, in any ghost
    assert all(g.card == UNKNOWN and not g.face_up for g in ghosts)
    hand_cards = set(observe(game.state, 0).hand)
    faces = {g.card for g in ghosts} - {UNKNOWN}
    assert not faces - hand_cards
    # the picture flying is the card back itself
    hidden = {c for e in drawn for c in e.cards}
    assert not any(g.card in hidden for g in ghosts)
    for g in ghosts:
        if g.after is None:
            assert g.pixmap.toImage() == motion._back(g.pixmap.size()).toImage()


def test_opponents_build_flies_from_their_hand_and_payment_to_the_discard(table):
    game, before, events = _step_until(None, changed=lambda a, b: len(
        b.state.players[1].buildings) > len(a.state.players[1].buildings))
    card = game.state.players[1].buildings[-1]
    ghosts = _play(table, game, before, events)
    flying = next(g for g in ghosts if g.card == card)
    icon = table.seats[0].hand_icon
    assert table.seats[0].seat == 1
    start = flying.animation.startValue()
    # out of the hand icon, moved inside the table where the icon is at its edge
    # (the first frames were cut off at the top edge)
    centre = icon.mapTo(table, icon.rect().center())
    assert table.rect().contains(start)
    assert start.center().x() == centre.x()
    assert start.top() == max(0, centre.y() - (start.height() - 1) // 2)
    assert flying.animation.endValue().topLeft() == table.seats[0].cards[card].mapTo(
        table, QPoint(0, 0))
    # the payment: the next action of that seat (a pay decision) sends backs to discard
    while not any(isinstance(e, BuildingBuilt) for e in events):
        before = observe(game.state, 0)
        n = len(game.state.log or [])
        game.apply(game.state.decision.sample(random.Random(2)))
        events = list((game.state.log or [])[n:])
    built = next(e for e in events if isinstance(e, BuildingBuilt))
    ghosts = _play(table, game, before, events)
    discard = table.info.discard
    paid = [g for g in ghosts if discard.geometry().translated(
        discard.parentWidget().mapTo(table, QPoint(0, 0))).contains(
        g.animation.endValue().center())]
    assert len(paid) == min(built.paid, motion.MAX_PER_MOVE)
    assert all(not g.face_up for g in paid)


def test_councillor_cards_fan_out_of_the_draw_pile(table):
    game, before, events = _step_until(None, changed=lambda a, b: (
        b.decision is not None and b.decision.kind is DecisionKind.COUNCILLOR_KEEP
        and b.decision.seat == 0 and not a.state.revealed))
    ghosts = _play(table, game, before, events)
    revealed = table.revealed
    fan = [g for g in ghosts if g.card in revealed]
    assert len(fan) == len(revealed) >= 2
    starts = {g.animation.startValue().topLeft().toTuple() for g in fan}
    ends = [g.animation.endValue().topLeft() for g in fan]
    assert len(starts) == 1  # all from the draw pile ...
    assert len({e.toTuple() for e in ends}) == len(fan)  # ... each to its own place
    assert [e.toTuple() for e in ends] == [
        revealed[g.card].mapTo(table, QPoint(0, 0)).toTuple() for g in fan]
    # one after the other, each 150–350 ms, all within 350 ms
    group = table.motion.group
    assert all(150 <= g.animation.duration() <= 350 for g in fan)
    assert group.totalDuration() <= 350
    # each leaves the pile as a card back and turns over to its face on the way
    for g in fan:
        assert g.turn == 0.0 and g.after is not None
        assert g.pixmap.toImage() == motion._back(g.pixmap.size()).toImage()
    group.setCurrentTime(group.totalDuration())
    assert all(g.turn == 1.0 for g in fan)


def test_a_ghost_is_moved_inside_the_table_the_least_distance():
    inside = motion._inside
    bounds = QRect(0, 0, 900, 600)
    assert inside(QRect(-20, -10, 40, 60), bounds) == QRect(0, 0, 40, 60)
    assert inside(QRect(880, 590, 40, 60), bounds) == QRect(860, 540, 40, 60)
    assert inside(QRect(100, 100, 40, 60), bounds) == QRect(100, 100, 40, 60)


def test_trading_house_tile_turns(table):
    game, before, events = _step_until(lambda e: isinstance(e, TileTurned))
    ghosts = _play(table, game, before, events)
    turning = [g for g in ghosts if g.after is not None]
    assert len(turning) == 1 and _veiled(table.info.tile)
    assert turning[0].geometry() == table.info.tile.geometry().translated(
        table.info.tile.parentWidget().mapTo(table, QPoint(0, 0)))


def test_own_drawn_card_flies_face_up_into_the_hand(table):
    game, before, events = _step_until(
        lambda e: isinstance(e, CardsDrawn) and e.seat == 0 and bool(e.cards))
    ghosts = _play(table, game, before, events)
    hand = observe(game.state, 0).hand
    up = [g for g in ghosts if g.face_up]
    assert up and all(g.card in hand for g in up)
    for g in up:
        assert _veiled(table.hand.cards[g.card])


def test_production_and_sale_move_goods(table):
    game, before, events = _step_until(
        lambda e: isinstance(e, GoodsProduced) and e.seat == 0 and bool(e.buildings))
    produced = next(e for e in events if isinstance(e, GoodsProduced) and e.seat == 0)
    ghosts = _play(table, game, before, events)
    b = produced.buildings[0]
    building = table.own.cards[b]
    assert building.has_good and _veiled(building)
    at = building.mapTo(table, QPoint(0, 0))
    assert any(g.animation.endValue().topLeft() == at
               for g in ghosts)
    game, before, events = _step_until(lambda e: isinstance(e, GoodsSold) and bool(e.buildings))
    sold = next(e for e in events if isinstance(e, GoodsSold))
    ghosts = _play(table, game, before, events)
    assert any(isinstance(e, TileTurned) for e in events) == any(
        g.after is not None for g in ghosts)
    leaving = [g for g in ghosts if g.after is None and not g.face_up]
    assert len(leaving) >= len(sold.buildings)


def test_input_during_motion_is_taken_and_motion_ends_at_its_place(qtbot, table):
    """Click a role while the cards fly: the choice is taken at once, and the next
    rendering ends every motion at its final place."""
    game, before, events = _step_until(
        lambda e: isinstance(e, BuildingBuilt) and e.seat == 1, viewer=0)
    # play on to the viewer's role choice with the events since
    while game.state.decision is not None and (
            game.state.decision.seat != 0
            or game.state.decision.kind is not DecisionKind.CHOOSE_ROLE):
        n = len(game.state.log or [])
        game.apply(game.state.decision.sample(random.Random(1)))
        events += list((game.state.log or [])[n:])
    ghosts = _play(table, game, before, events)
    assert ghosts and table.motion.running()
    chosen: list[Action] = []
    table.actionChosen.connect(chosen.append)
    role = next(w for w in table.roles.cards.values() if w.isEnabled())
    qtbot.mouseClick(role, Qt.MouseButton.LeftButton)
    if not chosen:  # a role asks for Confirm (or the keyboard's Enter)
        qtbot.keyClick(table, Qt.Key.Key_Return)
    assert chosen, "the click during the motion was not taken"
    assert not table.motion.running() and not table.findChildren(Ghost, "motion_ghost")
    assert not any(_veiled(w) for w in table.findChildren(CardWidget))


def test_no_motion_when_animations_are_off(table):
    game, before, events = _step_until(lambda e: isinstance(e, BuildingBuilt))
    table.show_observation(before, NAMES)
    table.motion.enabled = False
    for e in events:
        table.note_event(e.for_viewer(0))
    table.show_observation(observe(game.state, 0), NAMES)
    assert not table.motion.ghosts and not table.findChildren(Ghost, "motion_ghost")
    assert not table.motion.running()


def test_reduced_motion_of_the_desktop_is_respected(table, monkeypatch):
    monkeypatch.setenv("SANJUAN_REDUCED_MOTION", "1")
    motion.reduced_motion.cache_clear()
    game, before, events = _step_until(lambda e: isinstance(e, BuildingBuilt))
    assert _play(table, game, before, events) == []
    assert not table.findChildren(Ghost, "motion_ghost")


def test_a_new_rendering_ends_the_motion_at_its_final_place(table):
    game, before, events = _step_until(None, changed=lambda a, b: len(
        b.state.players[1].buildings) > len(a.state.players[1].buildings))
    ghosts = _play(table, game, before, events)
    assert ghosts and table.motion.running()
    veiled = [w for w in table.findChildren(CardWidget) if _veiled(w)]
    assert veiled
    table.show_observation(observe(game.state, 0), NAMES)  # the next decision's
    assert not table.motion.running() and not table.findChildren(Ghost, "motion_ghost")
    assert not any(_veiled(w) for w in veiled)


def test_the_layout_is_the_same_with_motion_on_and_off(qtbot):
    """Motion paints over the table and moves none of its widgets: every card, the
    tile and the piles stand where they stand without motion."""
    from ui.table import TableWidget

    game, before, events = _step_until(None, changed=lambda a, b: len(
        b.state.players[0].buildings) > len(a.state.players[0].buildings))
    places = []
    for on in (False, True):
        t = TableWidget()
        qtbot.addWidget(t)
        t.resize(1280, 760)
        t.show()
        if on:
            assert _play(t, game, before, events)
        else:
            t.show_observation(before, NAMES)
            t.show_observation(observe(game.state, 0), NAMES)
        places.append(sorted((w.objectName(), w.mapTo(t, QPoint(0, 0)).toTuple(),
                              w.size().toTuple()) for w in t.findChildren(CardWidget)
                             if w.isVisible()))
    assert places[0] == places[1]


def test_kde_instant_animations_mean_reduced_motion(monkeypatch, tmp_path):
    (tmp_path / "kdeglobals").write_text("[KDE]\nAnimationDurationFactor=0\n")
    monkeypatch.delenv("SANJUAN_REDUCED_MOTION")
    monkeypatch.setattr(motion.sys, "platform", "linux")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CURRENT_DESKTOP", "KDE")
    motion.reduced_motion.cache_clear()
    assert motion.reduced_motion()
    (tmp_path / "kdeglobals").write_text("[KDE]\nAnimationDurationFactor=0.5\n")
    motion.reduced_motion.cache_clear()
    assert not motion.reduced_motion()
    (tmp_path / "kdeglobals").write_bytes(b"\xff\xfe[broken")  # unreadable: motion stays
    motion.reduced_motion.cache_clear()
    assert not motion.reduced_motion()


def test_window_takes_clicks_while_cards_fly(qtbot, tmp_path, monkeypatch):
    """A whole window with animations on (the View menu's default): the human's
    decisions are answered by clicks while the computers' cards still fly; each answer
    is taken at once and ends the motion that was running."""
    from windowkit import make_window, play_human_turn, wait_for_human_or_end

    from sanjuan.rules.seat import HUMAN, Seat

    # flights that last a minute: still flying when the click comes, however slow
    # the machine (the test must not depend on the clock)
    for name in ("FLY_MS", "FAN_MS", "TURN_MS", "GOOD_MS"):
        monkeypatch.setattr(motion, name, 60_000)

    window = make_window(qtbot, tmp_path)
    assert window.controller.settings.animations()
    window.start_game(Options(3, "2018", False, 7),
                      [Seat("You", HUMAN), Seat("Bo", "easy"), Seat("Cy", "easy")])
    rng = random.Random(3)
    during = 0
    for _ in range(40):
        wait_for_human_or_end(qtbot, window)
        if window.model.over:
            break
        flying = list(window.table.motion.ghosts)
        play_human_turn(qtbot, window, rng)  # asserts the action was taken
        if flying:
            during += 1
            assert not any(g.isVisible() and g.parent() is window.table for g in flying
                           if isValid(g))
        if during >= 4:
            break
    assert during >= 4
    window.close()


def test_motion_survives_renderings_deletions_and_the_table_going_mid_flight(qtbot):
    """A whole seeded game shown move by move with motion on, the event loop run for a
    random part of each flight (none, some, all of it): renderings, finished flights,
    the replaced cards deleted at once and, last, the table itself deleted while cards
    fly never crash, and no ghost or veil outlives its motion. (A full-suite run once
    crashed in Motion.finish, then removing the veils, while the table changed; this
    did not crash that code either: it guards the lifetimes, it does not reproduce it.)"""
    from PySide6.QtCore import QCoreApplication, QEvent

    from ui.table import TableWidget

    def flush_deletes() -> None:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    seed = 3
    t = TableWidget()
    t.resize(1280, 760)
    t.show()
    t.motion.enabled = True
    rng = random.Random(seed)
    game = Game(Options(players=3, edition="2018", seed=seed))
    t.show_observation(observe(game.state, 0), NAMES)
    flights = 0
    while not game.state.over and not (len(game.actions) > 100 and t.motion.running()):
        n = len(game.state.log or [])
        d = game.state.decision
        assert d is not None
        game.apply(d.sample(rng))
        for e in (game.state.log or [])[n:]:
            t.note_event(e.for_viewer(0), mark=e.seat != 0)
        t.show_observation(observe(game.state, 0), NAMES)
        ghosts = list(t.motion.ghosts)
        flights += bool(ghosts)
        if rng.random() < 0.5:  # the cards the rendering replaced go mid-flight
            flush_deletes()
        if rng.random() < 0.3:
            qtbot.wait(rng.choice((1, 30, 100, 300)))
        assert not [g for g in t.findChildren(Ghost) if g.objectName()
                    and g not in t.motion.ghosts]  # finished ghosts are gone by name
        if not t.motion.running():  # a finished motion leaves no card veiled
            assert not [w for w in t.findChildren(CardWidget) if w.objectName() and _veiled(w)]
    assert flights >= 10, flights
    assert t.motion.ghosts and t.motion.running()  # the table goes mid-flight
    ghosts, effects = list(t.motion.ghosts), list(t.motion._veiled)
    t.deleteLater()
    flush_deletes()
    qtbot.wait(50)  # timers of the deleted animations would fire now
    assert not isValid(t) and not any(isValid(g) for g in ghosts)
    assert not any(isValid(e) for e in effects)
