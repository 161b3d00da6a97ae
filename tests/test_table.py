"""The table renders only what its viewer may see, and its controls behave.

Hidden information (RULES.md 5): the table shows faces only of cards the viewer may see,
and what it shows does not change when the hidden cards (other hands, piles, goods)
are exchanged for others. Also: keyboard (Enter/Esc), the hot-seat hidden hand,
legal-only selections, the LogView.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget
from uidriver import answer, find

from sanjuan.actions import Build, ChooseRole, Pass, Select
from sanjuan.decisions import DecisionKind
from sanjuan.engine import apply, new_game
from sanjuan.events import BuildingBuilt, RoundStarted
from sanjuan.observation import observe
from sanjuan.state import UNKNOWN, GameState, Options

pytest.importorskip("pytestqt")

NAMES = ("Ada", "Bo", "Cy", "Di")


@pytest.fixture
def table(qtbot):
    from ui.table import TableWidget

    t = TableWidget()
    qtbot.addWidget(t)
    t.resize(1280, 760)
    t.show()
    return t


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


def faces(table: QWidget) -> set[int]:
    """Card ids painted face up."""
    from ui.table.card import CardWidget

    return {w.card_id for w in table.findChildren(CardWidget)
            if w.isVisibleTo(table) and w.type_index is not None}


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


def _first(kind: DecisionKind, options: Options, seed: int, least: int = 0) -> GameState:
    """The first ``kind`` decision (needing at least ``least`` cards) of a random game."""
    rng = random.Random(seed)
    s = new_game(options)
    while s.decision.kind is not kind or s.decision.min_count < least:
        apply(s, s.decision.sample(rng))
    return s


def test_keyboard_enter_builds_and_escape_passes(qtbot, table) -> None:
    s = _first(DecisionKind.BUILD, Options(players=2, seed=4), 4)
    d = s.decision
    table.show_observation(observe(s, d.seat), NAMES[:2])
    got: list = []
    table.actionChosen.connect(got.append)
    opt = next(o for o in d.options if o.replace is None)
    qtbot.mouseClick(find(table, f"hand_card_{opt.card}"), Qt.MouseButton.LeftButton)
    qtbot.keyClick(table, Qt.Key.Key_Escape)  # clears the chosen card
    assert got == []
    qtbot.mouseClick(find(table, f"hand_card_{opt.card}"), Qt.MouseButton.LeftButton)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert got == [Build(opt.card, None)]
    table.show_observation(observe(s, d.seat), NAMES[:2])
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    assert got[-1] == Pass()


def test_selection_allows_only_legal_counts(qtbot, table) -> None:
    s = _first(DecisionKind.PAY, Options(players=3, edition="2018", seed=8), 8, least=2)
    d = s.decision
    table.show_observation(observe(s, d.seat), NAMES[:3])
    confirm = table.findChild(QAbstractButton, "confirm_button")
    hint = table.findChild(QLabel, "hint_label")
    assert d.min_count >= 2
    assert not confirm.isEnabled() and str(d.min_count) in hint.text()
    chosen = []
    for c in d.candidates:
        qtbot.mouseClick(find(table, f"hand_card_{c}"), Qt.MouseButton.LeftButton)
        chosen.append(c)
        assert confirm.isEnabled() == (len(chosen) >= d.min_count)
        if len(chosen) == d.max_count:
            break
    extra = [c for c in d.candidates if c not in chosen]
    if extra:  # beyond the maximum a click is ignored, or replaces a single choice
        qtbot.mouseClick(find(table, f"hand_card_{extra[0]}"), Qt.MouseButton.LeftButton)
        if d.max_count == 1:
            chosen = [extra[0]]
    got: list = []
    table.actionChosen.connect(got.append)
    qtbot.mouseClick(confirm, Qt.MouseButton.LeftButton)
    assert got == [Select(tuple(chosen))]
    assert not [w for w in table.findChildren(QWidget, "pass_button") if w.isVisibleTo(table)]


def test_taken_roles_cannot_be_clicked(qtbot, table) -> None:
    rng = random.Random(2)
    s = new_game(Options(players=3, seed=2))
    apply(s, ChooseRole(s.decision.options[0].role))
    while s.decision.kind is not DecisionKind.CHOOSE_ROLE:
        apply(s, s.decision.sample(rng))
    taken = next(r for r in range(5) if s.role_owner[r] >= 0)
    table.show_observation(observe(s, s.decision.seat), NAMES[:3])
    got: list = []
    table.actionChosen.connect(got.append)
    from sanjuan.cards import Role

    w = table.findChild(QAbstractButton, f"role_{Role(taken).name.lower()}")
    qtbot.mouseClick(w, Qt.MouseButton.LeftButton)
    assert got == []
    free = next(o for o in s.decision.options)
    answer(qtbot, table, free)
    assert got == [free]


def test_hidden_hand_shows_backs_and_takes_no_answer(qtbot, table) -> None:
    s = _first(DecisionKind.CHOOSE_ROLE, Options(players=2, seed=9), 9)
    table.show_observation(observe(s, s.decision.seat), NAMES[:2])
    table.set_hand_hidden(True)
    hand = s.players[s.decision.seat].hand
    assert not faces(table) & set(hand)
    got: list = []
    table.actionChosen.connect(got.append)
    qtbot.mouseClick(table.findChild(QAbstractButton, "role_builder"), Qt.MouseButton.LeftButton)
    assert got == []
    table.set_hand_hidden(False)
    assert set(hand) <= faces(table)


def test_spectator_view_is_not_interactive(table) -> None:
    s = _first(DecisionKind.CHOOSE_ROLE, Options(players=2, seed=1), 1)
    table.show_observation(observe(s, s.decision.seat), NAMES[:2], interactive=False)
    assert not [w for w in table.findChildren(QAbstractButton)
                if w.objectName().startswith("role_") and w.isEnabled()]


def test_log_view_lines_and_scrolling(qtbot) -> None:
    from ui.log_view import LogView

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


def test_finished_game_renders_without_controls(table) -> None:
    rng = random.Random(7)
    s = new_game(Options(players=2, seed=7))
    while not s.over:
        apply(s, s.decision.sample(rng))
    table.show_observation(observe(s, 0), NAMES[:2])
    visible = [w for w in table.findChildren(QAbstractButton) if w.isVisibleTo(table)
               and w.objectName() in ("confirm_button", "pass_button")]
    assert not visible
    assert table.findChild(QLabel, "prompt_label").text()


def test_cathedral_beside_the_tiles_can_be_built_by_clicks(qtbot, table) -> None:
    from sanjuan.cards import CATHEDRAL
    from sanjuan.engine import refresh_decision

    s = _first(DecisionKind.BUILD, Options(players=2, edition="2018-expansion", seed=6), 6)
    seat = s.decision.seat
    s.players[seat].hand += [s.draw.pop() for _ in range(8)]  # rich enough for cost 7
    refresh_decision(s)
    cathedral = next(c for c in s.table if s.types[c] == CATHEDRAL)
    option = s.decision.build_option(cathedral, None)
    assert option is not None
    table.show_observation(observe(s, seat), NAMES[:2])
    got: list = []
    table.actionChosen.connect(got.append)
    qtbot.mouseClick(find(table, f"table_card_{cathedral}"), Qt.MouseButton.LeftButton)
    from ui.text.cards import card_name

    button = find(table, f"option_{cathedral}")
    assert card_name(CATHEDRAL) in button.text() and str(option.cost) in button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert got == [Build(cathedral, None)]


def test_crane_target_clicked_in_the_tableau(qtbot, table) -> None:
    from sanjuan.cards import TYPE_INDEX
    from sanjuan.engine import refresh_decision

    s = _first(DecisionKind.BUILD, Options(players=2, edition="2018", seed=10), 10)
    seat = s.decision.seat
    for key in ("crane", "sugar_mill"):
        card = next(c for c in s.draw if s.types[c] == TYPE_INDEX[key])
        s.draw.remove(card)
        s.players[seat].buildings.append(card)
    s.players[seat].hand += [s.draw.pop() for _ in range(5)]
    refresh_decision(s)
    over = next(o for o in s.decision.options if o.replace is not None)
    table.show_observation(observe(s, seat), NAMES[:2])
    got: list = []
    table.actionChosen.connect(got.append)
    target = find(table, f"building_{over.replace}")
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton)  # not clickable before a card
    assert got == []
    qtbot.mouseClick(find(table, f"hand_card_{over.card}"), Qt.MouseButton.LeftButton)
    assert target.selectable and str(over.cost) in target.badge
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton)
    assert got == [Build(over.card, over.replace)]
