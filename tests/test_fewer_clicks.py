"""Fewer clicks, no surprises (issue 10): the Library box starts checked and keeps the
player's choice for the game, identical Crane options get one button, the new-game
dialog explains the editions, the rules window's title, no empty log on the welcome page,
and ``sanjuan screenshot`` (including a real 2× scale in a subprocess)."""

from __future__ import annotations

import subprocess
import sys

from helpers import build, first_decision
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QImage
from uidriver import find

from sanjuan.rules.actions import ChooseRole
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.engine import new_game, refresh_decision
from sanjuan.rules.observation import observe
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from ui.cli.app import make_app
from ui.dialogs.new_game import NewGameDialog
from ui.settings import NewGameChoices, Settings
from ui.window.main_window import MainWindow

NAMES = ("Ada", "Bo", "Cy")


def test_library_box_starts_checked_and_keeps_the_choice(qtbot, table):
    s = first_decision(DecisionKind.CHOOSE_ROLE, Options(players=3, seed=3), 3)
    seat = s.decision.seat
    build(s, seat, "library")
    refresh_decision(s)
    table.show_observation(observe(s, seat), NAMES)
    box = find(table, "library_checkbox")
    assert box.isChecked()
    got: list = []
    table.actionChosen.connect(got.append)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)  # the player does not want it
    assert not box.isChecked()
    table.show_observation(observe(s, seat), NAMES)  # the next role choice
    assert not find(table, "library_checkbox").isChecked()
    role = s.decision.options[0].role
    qtbot.mouseClick(find(table, f"role_{role.name.lower()}"), Qt.MouseButton.LeftButton)
    assert got == [ChooseRole(role, False)]
    table.reset_follow()  # a new game
    table.show_observation(observe(s, seat), NAMES)
    assert find(table, "library_checkbox").isChecked()


def test_identical_crane_options_appear_once(qtbot, table):
    s = first_decision(DecisionKind.BUILD, Options(players=2, edition="2018", seed=10), 10)
    seat = s.decision.seat
    build(s, seat, "crane", "sugar_mill", "sugar_mill", "indigo_plant")
    s.players[seat].hand += [s.draw.pop() for _ in range(6)]
    refresh_decision(s)
    d = s.decision
    card = next(o.card for o in d.options if o.replace is not None
                and s.types[o.replace] == s.types[s.players[seat].buildings[-2]])
    crane_targets = [o.replace for o in d.options if o.card == card and o.replace is not None]
    table.show_observation(observe(s, seat), NAMES[:2])
    clicked = f"hand_card_{card}" if card in s.players[seat].hand else f"table_card_{card}"
    qtbot.mouseClick(find(table, clicked), Qt.MouseButton.LeftButton)
    texts = [b.text() for b in table.panel.option_buttons]
    assert len(texts) == len(set(texts))
    assert len(texts) < len(crane_targets) + 1  # two sugar mills, one button
    assert sum("Sugar mill" in t for t in texts) == 1


def test_new_game_dialog_explains_the_editions(qtbot):
    make_app()
    d = NewGameDialog(NewGameChoices(edition="classic"))
    qtbot.addWidget(d)
    assert "2004" in d.edition_note.text()
    d.edition.setCurrentIndex(d.edition.findData("2018-expansion"))
    assert "Cathedral" in d.edition_note.text() and d.edition.toolTip() == d.edition_note.text()
    i = d.edition.findData("2018")
    assert "Prefecture" in d.edition.itemData(i, Qt.ItemDataRole.ToolTipRole)


def test_rules_title_and_no_log_on_the_welcome_page(qtbot, tmp_path):
    make_app()
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    assert w.stack.currentWidget() is w.welcome and not w.log_dock.isVisible()
    assert w.show_rules().windowTitle() == "Rules"  # Qt adds " — San Juan" (issue 22)
    w.model.pace_ms = 10**6
    w.start_game(Options(players=2, seed=1),
                 [Seat("A", "medium"), Seat("B", "medium")])
    assert w.log_dock.isVisible() and w.log.text()
    w.model.cancel()


def test_screenshot_command_at_scale_two(tmp_path):
    out = tmp_path / "shot.png"
    r = subprocess.run([sys.executable, "-m", "ui.cli", "screenshot", "--players", "4",
                        "--seed", "3", "--size", "960x540", "--scale", "2",
                        "--after-actions", "30", str(out)],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    img = QImage(str(out))
    assert (img.width(), img.height()) == (1920, 1080)
    bad = subprocess.run([sys.executable, "-m", "ui.cli", "screenshot", "--size", "big",
                          str(out)], capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "1280x800" in bad.stderr


def test_start_hand_variant_asks_for_the_discards(qtbot, table):
    from sanjuan.rules.actions import Select

    s = new_game(Options(players=3, edition="2018", variant=True, seed=6))
    d = s.decision
    assert d.kind is DecisionKind.START_HAND
    drop = len(d.candidates) - d.min_count
    assert drop >= 1
    table.show_observation(observe(s, d.seat), NAMES)
    assert "discard" in table.panel.prompt.text()
    got: list = []
    table.actionChosen.connect(got.append)
    confirm = table.panel.confirm_button
    assert confirm.text() == "Discard" and not confirm.isEnabled()
    thrown = list(d.candidates[:drop])
    for c in thrown:
        qtbot.mouseClick(find(table, f"hand_card_{c}"), Qt.MouseButton.LeftButton)
    assert confirm.isEnabled()
    # never more than the discards are chosen
    extra = d.candidates[drop]
    qtbot.mouseClick(find(table, f"hand_card_{extra}"), Qt.MouseButton.LeftButton)
    assert sum(w.selected for w in table.hand.cards.values()) == drop
    if find(table, f"hand_card_{extra}").selected:  # one discard: the click moved it
        qtbot.mouseClick(find(table, f"hand_card_{thrown[0]}"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(confirm, Qt.MouseButton.LeftButton)
    assert got == [Select(tuple(c for c in d.candidates if c not in thrown))]
