"""Card sizes per seat (issue 22, "See it well"): with 4 players on small windows, in the
Councillor phase and in a build decision, the viewer's hand and tableau are never smaller
than an opponent's cards, the drawn cards as large as the hand, and nothing overlaps
(widget geometry, not pixels)."""

from __future__ import annotations

import pytest
from test_layout_fit import check_layout, rect_in, window_at

from sanjuan.rules.decisions import DecisionKind
from ui.table.layout_plan import SIDE_GAIN, Caps, Overheads, Viewer, plan

SIZES = [(960, 540), (960, 480), (1280, 800), (1366, 768)]


def widths(cards) -> list[int]:
    return [c.width() for c in cards.values()]


@pytest.mark.parametrize("kind", [DecisionKind.COUNCILLOR_KEEP, DecisionKind.BUILD],
                         ids=["councillor", "build"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_own_cards_never_smaller_than_an_opponents(qtbot, tmp_path, size, kind):
    w = window_at(qtbot, tmp_path, size, 4, kind)
    t = w.table
    check_layout(w)
    opponents = [x for panel in t.seats for x in widths(panel.cards)]
    hand, own = widths(t.hand.cards), widths(t.own.cards)
    assert opponents and hand and own
    assert min(hand) >= max(opponents), (hand, opponents)
    assert min(own) >= max(opponents), (own, opponents)
    if kind is DecisionKind.COUNCILLOR_KEEP:
        assert min(widths(t.revealed)) >= max(opponents) - 1
    # every card row inside its panel, and the opponents' cards clear of the roles
    roles = rect_in(t.roles, w)
    for panel in [*t.seats, t.own]:
        box = rect_in(panel, w)
        for card in panel.cards.values():
            r = rect_in(card, w)
            assert box.contains(r), (panel.seat, r, box)
            assert not r.intersects(roles)
    # the drawn cards and the decision panel stay clear of the roles and the tile
    assert not rect_in(t.panel, w).intersects(rect_in(t.info.tile, w))
    assert not rect_in(t.panel, w).intersects(roles)
    assert not rect_in(t.panel, w).intersects(rect_in(t.info, w))
    # no card is a micro-card: the viewer's cards are 45 px wide or more even at 960×480
    # (4 players, mid-game: the own tableau beside the hand on small windows)
    assert min(hand + own) >= 45, (hand, own, t.plan)
    assert min(opponents) >= 30


def test_plan_gives_the_same_card_height_to_every_row():
    o = Overheads(table=30, seat=32, top_gap=6, middle_min=88, panel=44, own=40, hand=30)
    caps = Caps(opponent=84, own=104, hand=112, revealed=96)
    p = plan(499, o, caps, [(220, 3), (220, 4), (220, 3)])
    assert p.lines == 1 and p.own_card >= p.opponent_card
    # the bands add up to the table
    used = o.table + p.top + o.panel + p.revealed + 2 * p.own_card + o.own + o.own_gap + o.hand
    assert abs(used - 499) <= 3
    # an opponent with 10 buildings in a narrow panel needs two lines
    two = plan(499, o, caps, [(150, 10), (220, 4), (220, 3)])
    assert two.lines == 2 and two.opponent_card < p.opponent_card
    # large windows: opponents capped at their width, the rest goes to the own rows
    big = plan(2000, o, caps, [(600, 3)] * 3)
    assert big.opponent_card == int(84 / (252 / 352)) and big.own_card > big.opponent_card


def test_plan_puts_the_own_tableau_beside_the_hand_when_that_is_clearly_larger():
    o = Overheads(table=24, seat=32, top_gap=6, middle_min=88, panel=44, own=40, hand=30,
                  side=40, side_width=40)
    caps = Caps(opponent=84, own=104, hand=112, revealed=96)
    opps = [(220, 3), (220, 4), (220, 3)]
    few = plan(499, o, caps, opps, Viewer(708, buildings=3, hand=4))
    stacked = plan(499, o, caps, opps)
    assert few.side and few.own_card >= SIDE_GAIN * stacked.own_card
    assert few.opponent_card <= few.own_card  # opponents never larger than the viewer's
    # many cards: side by side they would be narrow, stacked is better
    many = plan(499, o, caps, opps, Viewer(708, buildings=11, hand=9))
    assert not many.side
    # nearly equal: the layout shown now stays (no flipping between two rounds)
    for n in range(4, 12):
        v = Viewer(708, buildings=n, hand=5)
        now_side, now_stacked = plan(499, o, caps, opps, v, True), plan(499, o, caps, opps, v)
        if now_side.side != now_stacked.side:
            assert now_side.side and not now_stacked.side


def test_screenshot_shows_what_the_window_shows(qtbot, tmp_path, monkeypatch):
    """``sanjuan screenshot`` builds the real window with seat 0 as "You" and stops at
    the decision asked for: the picture shows the viewer's own decision (its Confirm
    button, selectable drawn cards) with the same layout rules as the game."""
    import argparse

    import ui.window.language as language
    from ui.cli import screenshot
    from ui.window.main_window import MainWindow

    seen: dict[str, object] = {}
    grab = MainWindow.grab

    def record(self, *a):
        t = self.table
        seen["human"] = self.model.human_seats
        seen["confirm"] = t.panel.confirm_button.isVisible()
        seen["selectable"] = [c.selectable for c in t.revealed.values()]
        seen["hand"] = widths(t.hand.cards)
        seen["own"] = widths(t.own.cards)
        seen["opponents"] = [x for p in t.seats for x in widths(p.cards)]
        return grab(self, *a)

    monkeypatch.setattr(MainWindow, "grab", record)
    parser = argparse.ArgumentParser()
    screenshot.add_arguments(parser)
    out = tmp_path / "shot.png"
    args = parser.parse_args(["--players", "4", "--edition", "classic", "--seed", "3",
                              "--size", "960x540", "--after-actions", "60",
                              "--until", "councillor_keep", str(out)])
    args.lang = "en"  # `run` fills it in from `sanjuan --lang` or `screenshot --lang`
    try:
        assert screenshot._shoot(args) == 0
    finally:
        language.apply_language("system")  # the shot set its language
    assert out.exists()
    assert seen["human"] == [0] and seen["confirm"] and all(seen["selectable"])
    assert min(seen["hand"] + seen["own"]) >= max(seen["opponents"])
