"""Easy may be weak, never absurd (issue 34, item 14): it builds over its own building
with the Crane only when that raises its score at once. In one game it had replaced 22
of its 37 buildings, the last a Triumphal arch over its Guild hall with no monument
among them (8 → 5 VP). Here every seat holds a Crane from the start, so that the Crane
is there in every game, and every replacement Easy makes is checked."""

from __future__ import annotations

from sanjuan.ai import make_player
from sanjuan.rules.actions import Build
from sanjuan.rules.cards import TYPE_INDEX
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.scoring import score_player
from sanjuan.rules.state import GameState, Options

CRANE = TYPE_INDEX["crane"]


def replacement_gain(s: GameState, seat: int, card: int, replace: int) -> int:
    """What ``seat``'s score gains at once from ``card`` built over ``replace``."""
    before = score_player(s, seat).total
    p = s.players[seat]
    i = p.buildings.index(replace)
    p.buildings[i] = card
    try:
        return score_player(s, seat).total - before
    finally:
        p.buildings[i] = replace


def _give_cranes(s: GameState) -> None:
    """Move a Crane into each seat's tableau (from the draw pile or a hand)."""
    for p in s.players:
        place = next(lst for lst in (s.draw, *(q.hand for q in s.players))
                     if any(s.types[c] == CRANE for c in lst))
        card = next(c for c in place if s.types[c] == CRANE)
        place.remove(card)
        p.buildings.append(card)


def test_easy_never_builds_over_its_own_building_for_nothing() -> None:
    senseless: list[tuple[int, int, int]] = []  # (seed, round, VP lost or 0)
    builds = replacements = 0
    for seed in range(12):
        players = 2 + seed % 3
        opts = Options(players, "2018" if seed % 2 else "classic", False, 500 + seed)
        s = new_game(opts, log=False)
        if sum(s.types[c] == CRANE for c in range(len(s.types))) < players:
            continue
        _give_cranes(s)
        bots = [make_player("easy", seed * 10 + i) for i in range(players)]
        while not s.over and s.round < 200:
            d = s.decision
            action = bots[d.seat].choose(observe(s, d.seat), None)
            if isinstance(action, Build):
                builds += 1
                if action.replace is not None:
                    replacements += 1
                    gain = replacement_gain(s, d.seat, action.card, action.replace)
                    if gain <= 0:
                        senseless.append((seed, s.round, gain))
            apply(s, action, d.seat)
        assert s.over
    assert builds > 100, builds  # enough games were played to mean something
    assert senseless == [], f"{len(senseless)} of {replacements} replacements for nothing"
