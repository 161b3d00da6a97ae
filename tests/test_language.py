"""Switching the language in the Settings dialog during a game re-translates everything at
once (menus, table, log, tooltips, dialogs, Qt's own buttons) and back; ``--lang``."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QPushButton, QWidget
from windowkit import make_window, wait_for_human_or_end

import ui.window.language as language
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from ui.settings import LANGUAGES, PACES


@pytest.fixture
def window(qtbot, tmp_path):
    """A window in English with a game against two computers, waiting for the human."""
    w = make_window(qtbot, tmp_path)
    language.apply_language("en")
    w.start_game(Options(3, "2018", False, 7),
                 [Seat("Ana", "human"), Seat("Rosa", "easy"),
                  Seat("Diego", "easy")])
    wait_for_human_or_end(qtbot, w)
    yield w
    language.set_override(None)
    language.apply_language("system")  # as make_app() left it for the next tests


def menu_titles(w) -> list[str]:
    return [a.text() for a in w.menuBar().actions()]


def choose_language(qtbot, w, lang: str, menu_title: str) -> None:
    dialog = w.settings_dialog
    dialog.language.setCurrentIndex(LANGUAGES.index(lang))
    qtbot.waitUntil(lambda: menu_titles(w)[0] == menu_title, timeout=20000)


def shown_texts(w) -> dict[str, str]:
    t = w.table
    return {
        "prompt": t.findChild(QLabel, "prompt_label").text(),
        "pass": t.findChild(QPushButton, "pass_button").text(),
        "log": w.log.browser.toPlainText(),
        "role_tip": t.findChild(QWidget, "role_builder").toolTip(),
        "pile_tip": t.findChild(QWidget, "draw_pile").toolTip(),
        "dock": w.log_dock.windowTitle(),
        "info": w.info_label.text(),
        "hint_button": w.hints.button.text(),
        "hint_dock": w.hints.dock.windowTitle(),
        "hints_box": w.hints.enabled_box.text(),
    }


def test_settings_switch_the_language_live_and_back(qtbot, window):
    w = window
    english = shown_texts(w)
    assert menu_titles(w)[:4] == ["&Game", "&Edit", "&View", "&Help"]
    assert "Privilege" in english["role_tip"] and "New game of" in english["log"]
    settings_action = w.actions_["settings"]
    assert settings_action.menuRole() == QAction.MenuRole.PreferencesRole
    assert settings_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Preferences)
    settings_action.trigger()
    dialog = w.settings_dialog
    assert dialog.isVisible() and dialog.windowTitle() == "Settings"

    choose_language(qtbot, w, "de", "&Spiel")
    assert w.settings.language() == "de"
    german = shown_texts(w)
    assert menu_titles(w)[:4] == ["&Spiel", "&Bearbeiten", "&Ansicht", "&Hilfe"]
    assert [a.text() for a in w.menuBar().actions()[0].menu().actions()][0] == "&Neues Spiel…"
    assert german["prompt"] and german["prompt"] != english["prompt"]
    assert german["pass"] != english["pass"]  # e.g. "Nichts bauen" for "Build nothing"
    assert "Neues Spiel: Ausgabe 2018, 3 Spieler." in german["log"]
    assert "New game" not in german["log"]
    assert "Privileg: Der Baumeister zahlt 1 Karte weniger." in german["role_tip"]
    assert "Nachziehstapel" in german["pile_tip"]
    assert german["dock"] == "Spielverlauf" and german["info"].startswith("Runde ")
    assert german["hint_dock"] == "Tipp" and german["hint_button"] == "Tipp (H)"
    assert german["hints_box"] != english["hints_box"]  # the hint dock translates itself
    assert dialog.windowTitle() == "Einstellungen"
    assert dialog.language_label.text() == "&Sprache:"
    close = dialog.buttons.button(QDialogButtonBox.StandardButton.Close)
    assert close.text().replace("&", "") == "Schließen"  # Qt's own qtbase translation

    choose_language(qtbot, w, "en", "&Game")
    back = shown_texts(w)
    assert back == english
    assert dialog.windowTitle() == "Settings" and close.text().replace("&", "") == "Close"


def test_open_new_game_dialog_and_rules_follow_the_language(qtbot, window):
    w = window
    dialog = w.show_new_game_dialog()
    dialog.names[1].setText("Zoe")
    w.actions_["rules"].trigger()
    rules = w.rules_window
    assert rules.windowTitle() == "Rules"  # Qt adds " — San Juan"
    w.actions_["settings"].trigger()
    choose_language(qtbot, w, "de", "&Spiel")
    qtbot.waitUntil(lambda: w.new_game_dialog is not None and w.new_game_dialog is not dialog)
    again = w.new_game_dialog
    assert again.windowTitle() == "Neues Spiel" and again.names[1].text() == "Zoe"
    assert again.isVisible()
    assert rules.windowTitle() == "Regeln"
    assert "Baumeister" in rules.browser.toPlainText()
    choose_language(qtbot, w, "en", "&Game")
    assert rules.windowTitle() == "Rules"
    assert "Builder" in rules.browser.toPlainText()


def test_settings_dialog_stores_its_choices(qtbot, window):
    w = window
    w.actions_["settings"].trigger()
    d = w.settings_dialog
    d.pace.setCurrentIndex(0)
    d.animations.setChecked(False)
    d.skip_forced.setChecked(False)
    d.hints.setChecked(False)
    d.players.setValue(4)
    d.names[3].setText("Luisa")
    d.names[3].editingFinished.emit()
    d.kinds[3].setCurrentIndex(d.kinds[3].findData("hard"))
    d.edition.setCurrentIndex(0)
    d.variant.setChecked(True)
    s = w.settings
    assert (s.pace_ms(), s.animations(), s.skip_forced(), s.hints_enabled()) == (
        0, False, False, False)
    assert w.model.pace_ms == 0 and w.actions_["pace_0"].isChecked()
    c = s.new_game()
    assert (c.players, c.names[3], c.kinds[3], c.edition, c.variant) == (
        4, "Luisa", "hard", "classic", True)
    d.close()
    qtbot.waitUntil(lambda: getattr(w, "settings_dialog", None) is None)


def test_lang_override_wins_over_the_setting_for_one_run(tmp_path):
    from PySide6.QtCore import QSettings

    from ui.cli import build_parser
    from ui.settings import Settings

    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.set_language("en")
    assert build_parser().parse_args(["--lang", "de"]).lang == "de"
    assert build_parser().parse_args(["play", "--lang", "de"]).lang == "de"
    try:
        language.set_override("de")
        assert language.current_language(settings) == "de"
    finally:
        language.set_override(None)
    assert language.current_language(settings) == "en"
    with pytest.raises(ValueError):
        language.set_override("fr")


def test_welcome_page_and_game_over_dialog_follow_the_language(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    try:
        language.apply_language("en")
        welcome_new = w.welcome.findChild(QPushButton, "welcome_new")
        assert welcome_new.text() == "New game…"
        language.apply_language("de")
        qtbot.waitUntil(lambda: menu_titles(w)[0] == "&Spiel", timeout=20000)
        assert w.stack.currentWidget() is w.welcome and w.welcome.isVisible()
        button = w.welcome.findChild(QPushButton, "welcome_new")
        assert button.text() == "Neues Spiel…"
        button.click()  # the new page keeps the window's wiring
        assert w.new_game_dialog is not None and w.new_game_dialog.windowTitle() == "Neues Spiel"
        w.new_game_dialog.reject()
        w.start_game(Options(2, "classic", False, 5),
                     [Seat("Rosa", "easy"), Seat("Diego", "easy")])
        qtbot.waitUntil(lambda: w.game_over_dialog is not None, timeout=30000)
        assert w.game_over_dialog.windowTitle() == "Spielende"
        assert "Spielende" in w.log.browser.toPlainText()
        language.apply_language("en")
        qtbot.waitUntil(lambda: w.game_over_dialog.windowTitle() == "Game over", timeout=20000)
        assert w.game_over_dialog.isVisible()
        assert "Game over" in w.log.browser.toPlainText()
    finally:
        language.apply_language("system")


def _mnemonic(text: str) -> str | None:
    i = text.replace("&&", "").find("&")
    return text.replace("&&", "")[i + 1].lower() if i >= 0 else None


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_menu_has_distinct_access_keys(qtbot, window, lang):
    """Alt+letter reaches one entry: no two entries of a menu (nor two menu titles) share
    their underlined letter, in either language (three menus grew entries at once)."""
    language.apply_language(lang)
    qtbot.wait(50)  # the window re-translates itself on a zero timer

    def check(actions, where):
        keys = [k for k in (_mnemonic(a.text()) for a in actions if not a.isSeparator()) if k]
        assert len(keys) == len(set(keys)), (lang, where, [a.text() for a in actions])

    check(window.menuBar().actions(), "menu bar")
    for top in window.menuBar().actions():
        if top.menu() is not None:
            check(top.menu().actions(), top.text())


def test_a_game_started_in_german_speaks_english_after_the_switch(qtbot, tmp_path):
    """Issue 22: the seat name "Du" (the default "You" of a German game), the hints shown
    in the Hint dock and its status follow a language switch mid-game."""
    from sanjuan.learn.coach import Hint
    from sanjuan.learn.reasons import Reason
    from sanjuan.rules.actions import ChooseRole
    from sanjuan.rules.cards import Role

    w = make_window(qtbot, tmp_path)
    try:
        language.apply_language("de")
        w.start_game(Options(3, "2018", False, 7),
                     [Seat("Du", "human"), Seat("Rosa", "easy"), Seat("Diego", "easy")])
        wait_for_human_or_end(qtbot, w)
        own = w.table.findChild(QLabel, "seat_name_0")
        assert own.text() == "Du"
        hints = [Hint(ChooseRole(Role.BUILDER), 0.4, 10,
                      Reason("builder", {"priv": 1, "card": None, "cost": 0, "hand": 4,
                                         "others": [(1, 5), (2, 4)]}), 0.5, False),
                 Hint(ChooseRole(Role.TRADER), 0.38, 10,
                      Reason("trader", {"priv": 1, "goods": [], "tile": None, "pay": None,
                                        "others": [(1, 0), (2, 1)]}), 0.48, True)]
        tag = w.hints.session.current_tag()
        w.hints.session._tag = tag
        w.hints.session._on_finished(tag, hints)
        item = w.hints.list.item(0).text()
        assert "Baumeister" in item and "Rosa hat 5 Handkarten" in item
        assert "(etwa gleich)" in w.hints.list.item(1).text()
        assert w.hints.status.text().startswith("Die beste zuerst")
        language.apply_language("en")
        qtbot.waitUntil(lambda: menu_titles(w)[0] == "&Game", timeout=5000)
        assert w.model.names[0] == "You"
        texts = [w.hints.list.item(i).text() for i in range(w.hints.list.count())]
        assert texts[0].startswith("1. Builder") and "Rosa has 5 hand cards" in texts[0]
        assert texts[1].endswith("Diego has 1 good") and "(about equal)" in texts[1]
        assert w.hints.status.text().startswith("Best first")
        assert "Du " not in w.log.browser.toPlainText()
        assert own.text() == "You"
    finally:
        w.model.cancel()
        language.apply_language("system")


def test_settings_dialog_view_menu_and_hint_box_show_one_truth(qtbot, window):
    """Issue 22: the Settings dialog, the View menu and the Hint dock's box disagreed
    until a restart. Every change, made in any of them, shows in all at once — also
    after a language switch has rebuilt the menus."""
    w = window
    w.actions_["settings"].trigger()
    d = w.settings_dialog
    s = w.settings

    def agree() -> None:
        assert d.animations.isChecked() == w.actions_["animations"].isChecked() \
            == s.animations()
        assert d.skip_forced.isChecked() == w.actions_["skip_forced"].isChecked() \
            == s.skip_forced()
        assert d.hints.isChecked() == w.hints.enabled_box.isChecked() == s.hints_enabled()
        pace = s.pace_ms()
        assert w.actions_[f"pace_{pace}"].isChecked() and w.model.pace_ms == pace
        assert d.pace.currentIndex() == PACES.index(pace)

    agree()
    for round_ in range(2):
        d.animations.click()  # in the dialog
        agree()
        w.actions_["animations"].trigger()  # in the View menu
        agree()
        d.skip_forced.click()
        agree()
        w.actions_["skip_forced"].trigger()
        agree()
        d.hints.click()
        agree()
        w.hints.enabled_box.click()  # in the Hint dock
        agree()
        d.pace.setCurrentIndex((d.pace.currentIndex() + 1) % d.pace.count())
        agree()
        w.actions_["pace_800"].trigger()
        agree()
        if round_ == 0:  # the menus are rebuilt in the new language: still in step
            choose_language(qtbot, w, "de", "&Spiel")
            agree()
    choose_language(qtbot, w, "en", "&Game")
