"""A whole game through the window: the new-game dialog filled by clicks and keys, every
human decision answered by clicks on the table, computer seats at pace 0, and the
game-over score table compared with the engine's own scoring of the same game."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from windowkit import make_window, play_to_end

from sanjuan.rules.game import Game
from sanjuan.rules.scoring import score, winners


def fill_new_game_dialog(qtbot, dialog) -> None:
    """2 players: "Ann" (human) against an easy computer, 2018 edition, seed 12."""
    spin = dialog.players
    spin.setFocus()
    while spin.value() > 2:
        qtbot.keyClick(spin, Qt.Key.Key_Down)
    qtbot.mouseClick(dialog.names[0], Qt.MouseButton.LeftButton)
    dialog.names[0].selectAll()
    qtbot.keyClicks(dialog.names[0], "Ann")
    kind0, kind1 = dialog.kinds[0], dialog.kinds[1]
    while kind0.currentData() != "human":
        qtbot.keyClick(kind0, Qt.Key.Key_Up)
    while kind1.currentData() != "easy":
        qtbot.keyClick(kind1, Qt.Key.Key_Up if kind1.currentIndex() > 1 else Qt.Key.Key_Down)
    while dialog.edition.currentData() != "2018":
        qtbot.keyClick(dialog.edition, Qt.Key.Key_Down)
    if dialog.variant.isChecked():
        qtbot.mouseClick(dialog.variant, Qt.MouseButton.LeftButton)
    dialog.seed.selectAll()
    qtbot.keyClicks(dialog.seed, "12")
    start = dialog.findChild(object, "start_button")
    qtbot.mouseClick(start, Qt.MouseButton.LeftButton)


def test_whole_game_by_clicks(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    dialog = window.show_new_game_dialog()
    assert dialog.isVisible()
    fill_new_game_dialog(qtbot, dialog)
    m = window.model
    assert m.game is not None and not dialog.isVisible()
    assert m.game.options.players == 2 and m.game.options.edition == "2018"
    assert m.game.options.seed == 12 and m.names[0] == "Ann"
    assert [s.kind for s in m.seats] == ["human", "easy"]

    assert play_to_end(qtbot, window, random.Random(5)) > 20

    qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=20000)
    over = window.game_over_dialog
    assert over.isVisible()
    engine = score(Game.replay(m.game.options, m.game.actions).state)
    table = over.table
    rows = {table.verticalHeaderItem(r).text(): r for r in range(table.rowCount())}
    total_row = rows["Total"]
    assert [int(table.item(total_row, c).text()) for c in range(2)] == [b.total for b in engine]
    assert int(table.item(rows["Tie-break: hand cards + goods"], 0).text()) == engine[0].tiebreak
    best = winners(engine)
    assert all(table.horizontalHeaderItem(c).text().startswith("★") == (c in best)
               for c in range(2))
    assert str(engine[best[0]].total) in over.headline.text()

    # Closed, the scores come back from Game ▸ Final scores…; "New game" leads on.
    qtbot.mouseClick(over.findChild(object, "close_button"), Qt.MouseButton.LeftButton)
    assert not over.isVisible() and window.actions_["scores"].isEnabled()
    window.actions_["scores"].trigger()
    over = window.game_over_dialog
    assert over.isVisible() and str(engine[best[0]].total) in over.headline.text()
    qtbot.mouseClick(over.findChild(object, "new_game_button"), Qt.MouseButton.LeftButton)
    assert window.new_game_dialog is not None and window.new_game_dialog.isVisible()
    window.new_game_dialog.reject()
    window.close()
