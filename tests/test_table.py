"""The table renders only what its viewer may see, and its controls behave.

Hidden information (RULES.md 5): the table shows faces only of cards the viewer may see,
and what it shows does not change when the hidden cards (other hands, piles, goods)
are exchanged for others. Also: keyboard (Enter/Esc), the hot-seat hidden hand,
legal-only selections, the LogView.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget
from uidriver import faces, find

from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.events import BuildingBuilt, RoundStarted
from sanjuan.rules.observation import observe
from sanjuan.rules.state import UNKNOWN, GameState, Options

pytest.importorskip("pytestqt")

NAMES = ("Ada", "Bo", "Cy", "Di")


def advance(s: GameState, rng: random.Random, steps: int) -> GameState:
    """Play ``steps`` random legal actions (fewer if the game ends)."""
    for _ in range(steps):
        if s.over:
            break
        apply(s, s.decision.sample(rng))
    return s


def texts(table: QWidget) -> list[str]:
    """Every text the table shows or offers: labels, buttons, tooltips, card names."""
    from ui.table.card import CardWidget

    out = []
    for w in table.findChildren(QWidget):
        if not w.isVisibleTo(table):
            continue
        out += [w.toolTip(), w.accessibleName()]
        if isinstance(w, QLabel | QAbstractButton):
            out.append(w.text())
        if isinstance(w, CardWidget):
            out += [w.name, w.effect, w.badge]
    return out


def visible_ids(s: GameState, viewer: int) -> set[int]:
    """Card ids ``viewer`` may see face up (RULES.md 5)."""
    o = observe(s, viewer).state
    ids = set(o.table) | {c for c in o.revealed if c != UNKNOWN}
    for i, p in enumerate(o.players):
        ids |= set(p.buildings)
        if i == viewer:
            ids |= set(p.hand)
    return ids


def reshuffle_hidden(s: GameState, viewer: int, rng: random.Random) -> GameState:
    """A copy of ``s`` in which every card hidden from ``viewer`` (other hands, piles,
    goods, others' tucked cards) is dealt anew at random."""
    t = s.copy()
    places = [t.draw, t.discard]
    for i, p in enumerate(t.players):
        places += [p.harbor] + ([p.hand, p.chapel, p.bank] if i != viewer else [])
    goods = [(p, b) for p in t.players for b in p.goods]
    pool = [c for lst in places for c in lst] + [p.goods[b] for p, b in goods]
    rng.shuffle(pool)
    it = iter(pool)
    for lst in places:
        lst[:] = [next(it) for _ in lst]
    for p, b in goods:
        p.goods[b] = next(it)
    return t


@pytest.mark.parametrize("players, edition, seed", [
    (4, "2018-expansion", 11), (3, "2018", 12), (2, "classic", 13)])
def test_nothing_hidden_is_rendered(table, players: int, edition: str, seed: int) -> None:
    rng = random.Random(seed)
    s = new_game(Options(players=players, edition=edition, seed=seed))
    for _ in range(6):
        advance(s, rng, 25)
        if s.over:
            break
        for viewer in range(players):
            table.show_observation(observe(s, viewer), NAMES[:players])
            shown = faces(table)
            assert shown <= visible_ids(s, viewer)
            before = texts(table)
            other = reshuffle_hidden(s, viewer, rng)
            table.show_observation(observe(other, viewer), NAMES[:players])
            assert texts(table) == before
            assert faces(table) == shown


def test_opponent_hand_names_never_shown(table) -> None:
    from ui.text.cards import card_name

    rng = random.Random(5)
    s = advance(new_game(Options(players=4, edition="2018-expansion", seed=5)), rng, 60)
    shown_types = {s.types[c] for c in visible_ids(s, 0)}
    hidden = {s.types[c] for p in s.players[1:] for c in p.hand} - shown_types
    table.show_observation(observe(s, 0), NAMES)
    from ui.table.card import CardWidget

    names = {w.name for w in table.findChildren(CardWidget) if w.isVisibleTo(table)}
    assert hidden and not names & {card_name(t) for t in hidden}


def test_opponents_and_own_area(table) -> None:
    rng = random.Random(3)
    s = advance(new_game(Options(players=4, edition="2018", seed=3)), rng, 40)
    table.show_observation(observe(s, 2), NAMES, thinking_seat=3)
    for seat in range(4):
        stats = find(table, f"seat_stats_{seat}").text()
        assert f"{len(s.players[seat].buildings)}/12" in stats
        assert find(table, f"seat_name_{seat}").text() == NAMES[seat]
    assert find(table, "thinking_3").isVisibleTo(table)
    assert not find(table, "seat_name_0").parent().findChild(QLabel, "thinking_0").isVisibleTo(
        table)
    assert find(table, f"governor_{s.governor}").isVisibleTo(table)
    for c in s.players[2].hand:
        assert find(table, f"hand_card_{c}")


def test_log_view_lines_and_scrolling(qtbot) -> None:
    from ui.table.log_view import LogView

    log = LogView()
    qtbot.addWidget(log)
    log.resize(260, 200)
    log.show()
    s = new_game(Options(players=2, seed=1))
    rng = random.Random(1)
    advance(s, rng, 80)
    for e in s.log:
        log.append_event(e, 0, NAMES[:2], s.types)
    text = log.text()
    assert sum(isinstance(e, RoundStarted) for e in s.log) >= 2
    assert text.count("\n") >= 10
    built = [e for e in s.log if isinstance(e, BuildingBuilt)]
    if built:
        from ui.text.cards import card_name

        assert card_name(s.types[built[-1].card]) in text
    bar = log.browser.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    log.append_text("<b>the end</b>")
    assert log.text().endswith("the end")
    log.clear()
    assert log.text() == ""
