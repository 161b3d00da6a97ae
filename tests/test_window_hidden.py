"""Hidden information stays hidden in the whole window (RULES.md 5): nothing the human
sees — widget texts, tooltips, object names, the log, the painted table — depends on
the cards in the opponents' hands or in the draw pile.

The test is differential: at several moments of a game played by clicks, the hidden
cards are exchanged for cards of other buildings (the human's observation stays the
same), the window is redrawn, and everything visible must be identical.
"""

from __future__ import annotations

import dataclasses
import random

from PySide6.QtWidgets import QAbstractButton, QLabel, QLineEdit, QTextEdit, QWidget
from test_layout_fit import settle
from windowkit import make_window, play_human_turn, wait_for_human_or_end

from sanjuan.rules.observation import observe
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import GameState, Options

YOU = 0


def visible_texts(window) -> list[str]:
    """Object names, texts and tooltips of every widget, and the log."""
    out = []
    for w in window.findChildren(QWidget):
        if not w.isVisibleTo(window):
            continue
        out.append(f"{type(w).__name__}:{w.objectName()}:{w.toolTip()}")
        if isinstance(w, QLabel | QAbstractButton | QLineEdit):
            out.append(w.text())
        elif isinstance(w, QTextEdit):
            out.append(w.toPlainText())
    return out


def swap_hidden_cards(s: GameState, rng: random.Random) -> dict[int, int]:
    """Exchange every opponent hand card with a draw-pile card of another building;
    returns the exchange as a mapping (both directions)."""
    mapping: dict[int, int] = {}
    draw = s.draw
    for seat, p in enumerate(s.players):
        if seat == YOU:
            continue
        for i, c in enumerate(p.hand):
            others = [j for j, d in enumerate(draw)
                      if s.types[d] != s.types[c] and d not in mapping]
            if not others:
                continue
            j = rng.choice(others)
            p.hand[i], draw[j] = draw[j], c
            mapping[c], mapping[p.hand[i]] = p.hand[i], c
    return mapping


def hide_in_log(log: list, mapping: dict[int, int]) -> list:
    """The log with the exchanged cards renamed in every event YOU may not see."""
    out = []
    for e in log:
        cards = getattr(e, "cards", None)
        if cards and not e.visible_to(YOU):
            e = dataclasses.replace(e, cards=tuple(mapping.get(c, c) for c in cards))
        out.append(e)
    return out


def snapshot(qtbot, window) -> tuple[list[str], bytes]:
    window.render()
    window.view.rebuild_log()
    # the table lays itself out in posted events (the own tableau in one or two lines
    # beside the hand is decided after its height is known): compare settled pictures
    settle(qtbot, window)
    image = window.table.grab().toImage()
    return visible_texts(window), bytes(image.constBits())


def test_nothing_visible_depends_on_hidden_cards(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(Options(3, "2018", False, 21),
                      [Seat("You"), Seat("Rosa", "easy"), Seat("Diego", "easy")])
    m, rng = window.model, random.Random(8)
    checks = swaps = 0
    turn = 0
    while True:
        wait_for_human_or_end(qtbot, window)
        if m.over:
            break
        if turn % 7 == 3:
            state = m.game.state
            before = snapshot(qtbot, window)
            twin = state.copy()
            twin.log = list(state.log)
            mapping = swap_hidden_cards(twin, rng)
            twin.log = hide_in_log(twin.log, mapping)
            assert observe(twin, YOU).key() == m.observation(YOU).key()  # same for YOU
            m.game.state = twin
            try:
                after = snapshot(qtbot, window)
            finally:
                m.game.state = state
            assert before[0] == after[0], "a text or tooltip depends on a hidden card"
            assert before[1] == after[1], "the painted table depends on a hidden card"
            window.render()
            window.view.rebuild_log()
            checks += 1
            swaps += len(mapping) > 0
            # No widget is named after a card in an opponent's hand.
            names = {w.objectName() for w in window.findChildren(QWidget)}
            for seat, p in enumerate(state.players):
                if seat != YOU:
                    assert not any(f"hand_card_{c}" in names for c in p.hand)
        play_human_turn(qtbot, window, rng)
        turn += 1
        if checks >= 6:
            break
    assert checks >= 4 and swaps >= 4
    window.close()
