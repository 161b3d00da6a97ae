"""Choosing a computer level (issue 36, the ladder): one table of level words and
descriptions (ui/text/levels.py) used by every dialog, the descriptions shown where a
level is chosen (tooltips, accessible descriptions, the line under the new-game seats),
and "Computer – adaptive", which plays at the level nearest the people's rating and
becomes that level when the game starts."""

from __future__ import annotations

import logging
from dataclasses import replace

from history_kit import record
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from sanjuan.rules.seat import ADAPTIVE, HUMAN, PLAYER_LEVELS, Seat
from sanjuan.store.history import GameRecord, History, SeatResult, default_path
from sanjuan.store.rating import anchor_points, nearest_level
from ui.cli.app import make_app
from ui.dialogs.new_game import DIALOG_KINDS, NewGameDialog
from ui.settings import NewGameChoices, Settings
from ui.text.levels import (
    adaptive_label,
    described_levels,
    level_description,
    level_word,
    seat_label,
)


def _game(name: str, level: str, won: bool, day: int) -> GameRecord:
    base = record(("human", "easy"), seed=1, day=day)
    totals = (45, 30) if won else (20, 30)
    seats = (SeatResult(Seat(name, HUMAN), {}, totals[0], 0, won),
             SeatResult(Seat("Rosa", level), {}, totals[1], 0, not won))
    return replace(base, seats=seats, players=2)


def _history(*games: GameRecord) -> None:
    """Store ``games`` in the history database of this test's data folder."""
    h = History()
    for g in games:
        h.add(g)


def _dialog(qtbot, choices: NewGameChoices) -> NewGameDialog:
    make_app()
    d = NewGameDialog(choices)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


def _choose(d: NewGameDialog, seat: int, kind: str) -> None:
    d.kinds[seat].setCurrentIndex(d.kinds[seat].findData(kind))


# ---------------------------------------------------------------------- the words
def test_every_level_a_player_may_choose_has_its_words_and_description() -> None:
    make_app()
    for kind in (HUMAN, *PLAYER_LEVELS, ADAPTIVE):
        assert kind in described_levels(), kind
        assert seat_label(kind) != kind and level_description(kind).endswith(".")
    for level in PLAYER_LEVELS:
        assert level_word(level) == level  # English words are the ids
        assert seat_label(level) == f"Computer – {level}"
    descriptions = [level_description(k) for k in (*PLAYER_LEVELS, ADAPTIVE)]
    assert len(set(descriptions)) == len(descriptions)
    assert level_word("human") == "people only" and level_word("later") == "later"
    assert seat_label("later") == "later" and level_description("later") == ""
    assert adaptive_label("steady") == "Computer – adaptive (now: steady)"


def test_the_old_german_words_are_kept() -> None:
    from ui.window.language import apply_language

    make_app()
    apply_language("de")
    try:
        assert seat_label("easy") == "Computer – leicht"
        assert seat_label("expert") == "Computer – Experte"
        assert level_word("medium") == "mittel" and level_word("hard") == "schwer"
    finally:
        apply_language("en")
        apply_language("system")


# ---------------------------------------------------------------------- the dialog
def test_the_combos_offer_a_person_six_levels_and_adaptive(qtbot) -> None:
    d = _dialog(qtbot, NewGameChoices(players=2))
    assert DIALOG_KINDS == (HUMAN, *PLAYER_LEVELS, ADAPTIVE) and len(PLAYER_LEVELS) >= 6
    for kind in d.kinds:
        got = [kind.itemData(i) for i in range(kind.count())]
        assert got == list(DIALOG_KINDS)
        for i, key in enumerate(got):
            assert kind.itemData(i, Qt.ItemDataRole.ToolTipRole) == level_description(key)
        assert kind.accessibleName().endswith("played by")


def test_the_chosen_level_is_described_under_the_seats(qtbot) -> None:
    d = _dialog(qtbot, NewGameChoices(players=3, kinds=["human", "medium", "hard", "easy"]))
    note = d.level_note

    def says(level: str) -> bool:
        return note.isVisible() and note.text() == \
            f"{seat_label(level)}: {level_description(level)}"

    assert says("medium")  # the first computer seat's, in one line
    _choose(d, 2, "easy")  # a new choice is described
    assert says("easy")
    assert d.kinds[2].accessibleDescription() == level_description("easy")
    assert d.kinds[2].toolTip() == level_description("easy")
    _choose(d, 1, "steady")
    assert says("steady")
    d.players.setValue(2)
    _choose(d, 1, "human")  # people only: nothing to describe
    assert not note.isVisible()
    d.players.setValue(3)  # back to the first computer seat's (seat 3, easy now)
    assert says("easy")


def test_a_level_is_chosen_with_the_keyboard(qtbot) -> None:
    d = _dialog(qtbot, NewGameChoices(players=2, kinds=["human", "easy", "medium", "medium"]))
    combo = d.kinds[1]
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    seen = []
    for _ in range(len(PLAYER_LEVELS) - 1):
        qtbot.keyClick(combo, Qt.Key.Key_Down)
        seen.append(combo.currentData())
    assert seen == list(PLAYER_LEVELS[1:])
    assert d.level_note.text().startswith("Computer – expert:")
    assert combo.accessibleDescription() == level_description("expert")
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentData() == ADAPTIVE
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    assert combo.currentData() == HUMAN


# ---------------------------------------------------------------------- adaptive
def test_adaptive_plays_the_level_nearest_the_persons_rating(qtbot) -> None:
    _history(*[_game("Ann", "expert", True, d) for d in range(30)],
             *[_game("Bo", "easy", False, 100 + d) for d in range(30)])
    d = _dialog(qtbot, NewGameChoices(players=2, names=["Ann", "", "", ""],
                                      kinds=["human", ADAPTIVE, "medium", "medium"]))
    qtbot.waitUntil(lambda: "(now:" in d.kinds[1].currentText())
    assert d.kinds[1].currentText() == "Computer – adaptive (now: expert)"
    assert d.level_note.text().startswith("Computer – adaptive (now: expert): ")
    assert d.level_note.text().endswith(level_description(ADAPTIVE))
    assert [s.kind for s in d.seats()] == ["human", "expert"]
    d.names[0].clear()
    qtbot.keyClicks(d.names[0], "Bo")
    assert d.kinds[1].currentText() == "Computer – adaptive (now: easy)"
    assert [s.kind for s in d.seats()] == ["human", "easy"]
    # the other seats' lists name the level too, and a newcomer plays Medium
    d.names[0].setText("Cy")
    assert d.kinds[0].itemText(d.kinds[0].findData(ADAPTIVE)) == \
        "Computer – adaptive (now: medium)"
    assert d.seats()[1].kind == "medium"
    # "adaptive" is remembered as the choice; the game gets the level
    assert d.choices().kinds[1] == ADAPTIVE


def test_several_people_get_the_level_of_their_mean_rating(qtbot) -> None:
    _history(*[_game("Ann", "expert", True, d) for d in range(30)],
             *[_game("Bo", "easy", False, 100 + d) for d in range(30)])
    d = _dialog(qtbot, NewGameChoices(players=3, names=["Ann", "Bo", "", ""],
                                      kinds=["human", "human", ADAPTIVE, "medium"]))
    from sanjuan.store.rating import rate_history

    ratings = rate_history(History().games())
    mean = (ratings["Ann"].current.points + ratings["Bo"].current.points) / 2
    assert d.people() == ["Ann", "Bo"]
    assert d.seats()[2].kind == nearest_level(mean)


def test_a_newcomer_and_an_empty_history_play_medium(qtbot) -> None:
    d = _dialog(qtbot, NewGameChoices(players=2, kinds=["human", ADAPTIVE, "medium",
                                                        "medium"]))
    assert d.seats()[1] == Seat("Diego", "medium")
    assert anchor_points()["medium"] == 1500
    assert not default_path().exists()  # reading the ratings created no history


def test_a_damaged_history_makes_adaptive_medium_with_one_log_line(qtbot, caplog) -> None:
    default_path().write_bytes(b"this is not a database" * 100)
    with caplog.at_level(logging.WARNING):
        d = _dialog(qtbot, NewGameChoices(players=2, kinds=["human", ADAPTIVE, "medium",
                                                            "medium"]))
        qtbot.waitUntil(lambda: "(now:" in d.kinds[1].currentText())
        d.names[0].setText("Ann")
        assert [s.kind for s in d.seats()] == ["human", "medium"]
    lines = [r for r in caplog.records if "adaptive" in r.getMessage()]
    assert len(lines) == 1 and "medium" in lines[0].getMessage()
    assert not [w for w in QApplication.topLevelWidgets()
                if isinstance(w, QMessageBox) and w.isVisible()]


def test_the_started_game_and_its_save_hold_a_real_level(qtbot, tmp_path) -> None:
    from ui.window.main_window import MainWindow

    _history(*[_game("Ann", "hard", True, d) for d in range(20)])
    make_app()
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.set_new_game(NewGameChoices(players=2, names=["Ann", "", "", ""],
                                         kinds=["human", ADAPTIVE, "medium", "medium"]))
    assert settings.new_game().kinds[1] == ADAPTIVE  # kept as the remembered choice
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    w.model.pace_ms = 10**6
    dialog = w.show_new_game_dialog()
    qtbot.waitUntil(lambda: "(now:" in dialog.kinds[1].currentText())
    want = dialog.adaptive_level()
    assert want in PLAYER_LEVELS
    qtbot.mouseClick(dialog.findChild(object, "start_button"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(w.model.seats) == 2)
    assert [s.kind for s in w.model.seats] == ["human", want]
    assert settings.new_game().kinds[1] == ADAPTIVE  # the next game resolves again
    path = tmp_path / "game.sanjuan.json"
    w.controller.ask_save_path = lambda: str(path)
    assert w.controller.save_game()
    assert "adaptive" not in path.read_text(encoding="utf-8")
    w.model.cancel()


def test_the_settings_offer_adaptive_as_the_default_opponent(qtbot, tmp_path) -> None:
    from ui.dialogs.settings import SettingsDialog

    make_app()
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    s = SettingsDialog(settings)
    qtbot.addWidget(s)
    combo = s.kinds[1]
    assert [combo.itemData(i) for i in range(combo.count())] == list(DIALOG_KINDS)
    combo.setCurrentIndex(combo.findData(ADAPTIVE))
    assert settings.new_game().kinds[1] == ADAPTIVE
    assert combo.accessibleDescription() == level_description(ADAPTIVE)
    again = SettingsDialog(settings)
    qtbot.addWidget(again)
    assert again.kinds[1].currentData() == ADAPTIVE


def test_the_default_name_you_finds_its_rating_in_another_language(qtbot) -> None:
    # games played in German are stored as "Du"; the English dialog's default is "You"
    _history(*[_game("Du", "expert", True, d) for d in range(30)])
    d = _dialog(qtbot, NewGameChoices(players=2, kinds=["human", ADAPTIVE, "medium",
                                                        "medium"]))
    assert d.people() == ["You"]
    assert d.seats()[1].kind == "expert"
    d.names[0].setText("Youssef")  # another name is another person
    assert d.seats()[1].kind == "medium"


def test_sanjuan_play_ai_adaptive_starts_a_real_level(tmp_path) -> None:
    import argparse

    from ui.cli.play import add_arguments, resolve_level, seats_for

    _history(*[_game("You", "expert", True, d) for d in range(30)])
    make_app()
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    p = argparse.ArgumentParser()
    add_arguments(p)
    args = p.parse_args(["--players", "3", "--ai", "adaptive"])
    seats = resolve_level(args.ai, seats_for(3, False, args.ai), settings)
    assert [s.kind for s in seats] == ["human", "expert", "expert"]
    watched = resolve_level(ADAPTIVE, seats_for(2, True, ADAPTIVE), settings)
    assert [s.kind for s in watched] == ["medium", "medium"]  # nobody to rate
    same = seats_for(2, False, "steady")
    assert resolve_level("steady", same, settings) == same
