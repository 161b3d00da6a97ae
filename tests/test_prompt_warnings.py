"""Warnings in the prompt (issue 10): 11 buildings — the game may end in this builder
phase; 12 — last builder phase; a Crane replacement of a building holding a good says
the good is lost before the player confirms."""

from __future__ import annotations

import random

from helpers import build, good
from PySide6.QtCore import Qt
from uidriver import find

from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.end_warning import end_warning
from sanjuan.rules.engine import apply, new_game, refresh_decision
from sanjuan.rules.observation import observe
from sanjuan.rules.state import Options

NAMES = ("Ada", "Bo", "Cy")


def _first(kind, players=3, seed=4):
    rng = random.Random(seed)
    s = new_game(Options(players=players, edition="2018", seed=seed))
    while s.decision.kind is not kind:
        apply(s, s.decision.sample(rng))
    return s


def _give(s, seat, n):
    while len(s.players[seat].buildings) < n:
        card = next(c for c in s.draw if s.ctype(c).is_production)
        s.draw.remove(card)
        s.players[seat].buildings.append(card)


def test_end_warnings_by_building_count():
    s = _first(DecisionKind.BUILD)
    other = (s.decision.seat + 1) % 3
    assert end_warning(s) is None
    _give(s, other, 11)
    assert end_warning(s) == "may_end"
    _give(s, other, 12)
    assert end_warning(s) == "last_phase"
    r = _first(DecisionKind.CHOOSE_ROLE)
    _give(r, 0, 11)
    assert end_warning(r) == "may_end_soon"
    p = _first(DecisionKind.PRODUCE)
    _give(p, 0, 11)
    assert end_warning(p) is None  # a producer phase cannot end the game


def test_prompt_shows_the_end_warning(table):
    s = _first(DecisionKind.BUILD)
    seat = s.decision.seat
    _give(s, (seat + 1) % 3, 11)
    table.show_observation(observe(s, seat), NAMES)
    assert "may end in this builder phase" in table.panel.prompt.text()
    _give(s, (seat + 1) % 3, 12)
    table.show_observation(observe(s, seat), NAMES)
    assert "Last builder phase" in table.panel.prompt.text()


def test_crane_over_a_building_with_a_good_says_the_good_is_lost(qtbot, table):
    s = _first(DecisionKind.BUILD, players=2, seed=10)
    seat = s.decision.seat
    _, mill = build(s, seat, "crane", "sugar_mill")
    good(s, seat, mill)
    s.players[seat].hand += [s.draw.pop() for _ in range(6)]
    refresh_decision(s)
    over = next(o for o in s.decision.options if o.replace == mill)
    table.show_observation(observe(s, seat), NAMES[:2])
    name = f"hand_card_{over.card}" if over.card in s.players[seat].hand \
        else f"table_card_{over.card}"
    qtbot.mouseClick(find(table, name), Qt.MouseButton.LeftButton)
    button = find(table, f"option_{over.card}_{mill}")
    assert "good is lost" in button.text() and "good is lost" in button.toolTip()
    assert "good is lost" in find(table, f"building_{mill}").badge
