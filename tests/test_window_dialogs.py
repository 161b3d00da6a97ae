"""The dialogs on their own: the game-over texts for won, tie-broken and shared games,
and the new-game dialog remembering the last choices."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt

from sanjuan.rules.scoring import ScoreBreakdown
from ui.cli.app import make_app
from ui.dialogs.game_over import GameOverDialog
from ui.dialogs.new_game import NewGameDialog
from ui.settings import Settings


def scores(*pairs: tuple[int, int]) -> list[ScoreBreakdown]:
    """ScoreBreakdowns with (buildings VP, tie-break) each."""
    return [ScoreBreakdown(buildings=vp, tiebreak=tb) for vp, tb in pairs]


def test_game_over_winner_tiebreak_and_shared_win(qtbot) -> None:
    make_app()
    history = [[1, 1, 1], [5, 8, 8], [20, 26, 26]]
    d = GameOverDialog(scores((20, 1), (26, 4), (26, 2)), ["Ann", "Bob", "Cy"], history)
    qtbot.addWidget(d)
    assert d.winners == (1,)
    assert d.headline.text() == "Bob wins with 26 VP!"
    assert "Bob and Cy tie at 26 VP" in d.explanation.text()
    assert "Bob 4, Cy 2" in d.explanation.text() and "Bob has the most" in d.explanation.text()
    headers = [d.table.horizontalHeaderItem(c).text() for c in range(3)]
    assert headers == ["Ann", "★ Bob", "Cy"]

    shared = GameOverDialog(scores((26, 3), (26, 3), (9, 9)), ["You", "Bob", "Cy"], history,
                            you=0)
    qtbot.addWidget(shared)
    assert shared.headline.text() == "You share the victory with Bob at 26 VP!"
    assert "shared" in shared.explanation.text()

    mine = GameOverDialog(scores((30, 0), (26, 3)), ["You", "Bob"], [[1, 1], [30, 26]], you=0)
    qtbot.addWidget(mine)
    assert mine.headline.text() == "You win with 30 VP!"
    assert not mine.explanation.isVisibleTo(mine)
    with qtbot.waitSignal(mine.newGameRequested):
        qtbot.mouseClick(mine.findChild(object, "new_game_button"), Qt.MouseButton.LeftButton)


def test_new_game_dialog_remembers_the_last_choices(qtbot, tmp_path) -> None:
    make_app()
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    d = NewGameDialog(settings.new_game())
    qtbot.addWidget(d)
    d.show()
    d.players.setValue(4)
    qtbot.keyClicks(d.names[2], "Zoe")
    d.kinds[3].setCurrentIndex(d.kinds[3].findData("hard"))
    d.edition.setCurrentIndex(d.edition.findData("2018-expansion"))
    qtbot.mouseClick(d.variant, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(d.seed, "77")
    settings.set_new_game(d.choices())
    seats = d.seats()
    assert [s.name for s in seats] == ["You", "Diego", "Zoe", "Luis"]
    assert [s.kind for s in seats][3] == "hard"
    opts = d.options()
    assert (opts.players, opts.edition, opts.variant, opts.seed) == (4, "2018-expansion",
                                                                     True, 77)
    again = NewGameDialog(settings.new_game())
    qtbot.addWidget(again)
    assert again.choices() == d.choices()
    # Two humans: the default names say which player is which.
    again.kinds[1].setCurrentIndex(0)
    assert again.default_name(0) == "Player 1" and again.default_name(1) == "Player 2"


def test_german_translators_load_and_unload(qtbot) -> None:
    from PySide6.QtCore import QCoreApplication

    from ui.window.language import apply_language

    make_app()
    loaded = apply_language("de")
    try:
        assert len(loaded) == 2, "no translator for German (sanjuan_de.qm / qtbase_de.qm)"
        assert QCoreApplication.translate("Roles", "Builder") == "Baumeister"
    finally:
        assert apply_language("en") == []
    assert QCoreApplication.translate("Roles", "Builder") == "Builder"
    apply_language("system")


def test_new_game_dialog_grows_with_the_seats(qtbot) -> None:
    """Issue 22: switching from 2 to 4 players squashed the seat rows into the dialog's
    old height; now every row keeps its height and the dialog grows."""
    from PySide6.QtWidgets import QApplication

    from ui.settings import NewGameChoices

    make_app()
    d = NewGameDialog(NewGameChoices(players=2))
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    small = d.height()
    d.players.setValue(4)
    for _ in range(5):
        QApplication.processEvents()
    for w in (*d.names, *d.kinds):
        assert w.height() >= w.minimumSizeHint().height(), (w.objectName(), w.height())
    assert d.height() > small and d.height() >= d.minimumSizeHint().height()
    assert d.width() >= 440
    d.players.setValue(2)
    QApplication.processEvents()
    assert d.names[1].height() >= d.names[1].minimumSizeHint().height()
