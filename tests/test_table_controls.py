"""The table's controls: keyboard (Enter/Esc), legal-only selections, taken roles, the
hot-seat hidden hand, the spectator view, a finished game, the Cathedral beside the
tiles and Crane targets clicked in the tableau."""

from __future__ import annotations

import random

import pytest
from helpers import first_decision
from PySide6.QtCore import SIGNAL, Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget
from uidriver import answer, faces, find

from sanjuan.rules.actions import Build, ChooseRole, Pass, Select
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.state import Options

pytest.importorskip("pytestqt")

NAMES = ("Ada", "Bo", "Cy", "Di")


def test_keyboard_enter_builds_and_escape_never_passes(qtbot, table) -> None:
    s = first_decision(DecisionKind.BUILD, Options(players=2, seed=4), 4)
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
    qtbot.keyClick(table, Qt.Key.Key_Escape)  # nothing selected: Esc does nothing,
    qtbot.keyClick(table, Qt.Key.Key_Escape)  # twice, and never passes
    assert got == [Build(opt.card, None)]
    pass_button = find(table, "pass_button")
    pass_button.setFocus()
    qtbot.keyClick(pass_button, Qt.Key.Key_Return)  # passing is the explicit button
    assert got[-1] == Pass()


def test_selection_allows_only_legal_counts(qtbot, table) -> None:
    s = first_decision(DecisionKind.PAY, Options(players=3, edition="2018", seed=8), 8, least=2)
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
    from sanjuan.rules.cards import Role

    w = table.findChild(QAbstractButton, f"role_{Role(taken).name.lower()}")
    qtbot.mouseClick(w, Qt.MouseButton.LeftButton)
    assert got == []
    free = next(o for o in s.decision.options)
    answer(qtbot, table, free)
    assert got == [free]


def test_hidden_hand_shows_backs_and_takes_no_answer(qtbot, table) -> None:
    s = first_decision(DecisionKind.CHOOSE_ROLE, Options(players=2, seed=9), 9)
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
    s = first_decision(DecisionKind.CHOOSE_ROLE, Options(players=2, seed=1), 1)
    table.show_observation(observe(s, s.decision.seat), NAMES[:2], interactive=False)
    assert not [w for w in table.findChildren(QAbstractButton)
                if w.objectName().startswith("role_") and w.isEnabled()]
    # the spectator is told who is choosing, not asked to choose
    assert find(table, "prompt_label").text() == f"{NAMES[s.decision.seat]} is choosing a role…"


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
    from sanjuan.rules.cards import CATHEDRAL
    from sanjuan.rules.engine import refresh_decision

    s = first_decision(DecisionKind.BUILD, Options(players=2, edition="2018-expansion", seed=6), 6)
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
    from sanjuan.rules.cards import TYPE_INDEX
    from sanjuan.rules.engine import refresh_decision

    s = first_decision(DecisionKind.BUILD, Options(players=2, edition="2018", seed=10), 10)
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


def test_rerendering_reuses_card_widgets_with_a_fresh_look(qtbot, table) -> None:
    """Cards that stay where they are keep their widget (no rebuilding on every update),
    lose the last decision's look and still answer a click exactly once."""
    s = first_decision(DecisionKind.PAY, Options(players=3, seed=5), 5, least=2)
    d = s.decision
    obs = observe(s, d.seat)
    table.show_observation(obs, NAMES[:3])
    first = dict(table.hand.cards)
    card = d.candidates[0]
    qtbot.mouseClick(find(table, f"hand_card_{card}"), Qt.MouseButton.LeftButton)
    assert first[card].selected
    table.show_observation(obs, NAMES[:3], interactive=False)  # e.g. a spectator's redraw
    assert table.hand.cards[card] is first[card]
    assert not first[card].selected and not first[card].selectable
    table.show_observation(obs, NAMES[:3])
    got: list = []
    table.actionChosen.connect(got.append)
    picks = list(d.candidates[:d.min_count])
    for c in picks:
        assert table.hand.cards[c] is first[c]
        assert first[c].receivers(SIGNAL("clicked(int)")) == 1  # wired once, not per render
        qtbot.mouseClick(find(table, f"hand_card_{c}"), Qt.MouseButton.LeftButton)
    assert all(table.hand.cards[c].selected for c in picks)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert got == [Select(tuple(picks))] or (len(got) == 1 and set(got[0].cards) == set(picks))
