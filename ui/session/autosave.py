"""Never lose a game (main window side): autosave after every applied action, Resume on
the welcome page, and confirmations before a running game is abandoned.

:class:`AutosaveMixin` is mixed into :class:`ui.window.main_window.MainWindow` (which provides
``model``, ``settings``, ``welcome``, ``render``, ``show_error`` and the hot-seat
``_viewer``). The autosave itself is :mod:`sanjuan.store.autosave` (written off the GUI
thread). Quitting needs no confirmation while the autosave is current: the game stays
resumable. Starting or opening another game replaces it, so that asks first.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale
from PySide6.QtWidgets import QMessageBox

from sanjuan.rules.errors import SaveFileError
from sanjuan.rules.seat import Seat
from sanjuan.store.autosave import AutosaveWriter, Unfinished, read_autosave
from sanjuan.store.save import SavedGame
from ui.dialogs.new_game import edition_label

if TYPE_CHECKING:
    from ui.session.game_model import GameModel

translate = QCoreApplication.translate


def summary(unfinished: Unfinished, names: list[str]) -> str:
    """One line about an unfinished game: players, edition, round and when it was saved."""
    g = unfinished.game
    when = QLocale().toString(QDateTime(unfinished.saved), QLocale.FormatType.ShortFormat)
    return (translate("Autosave", "%1 · %2 · round %3 · %4")
            .replace("%1", ", ".join(names)).replace("%2", edition_label(g.options.edition))
            .replace("%3", str(g.state.round)).replace("%4", when))


class AutosaveMixin:
    """Autosave, resume and abandon confirmations for the main window."""

    model: GameModel

    def init_autosave(self) -> None:
        """Start autosaving the model's game and offer Resume on the welcome page."""
        self.autosave = AutosaveWriter()
        #: GUI-thread cost of each autosave in ms (building the JSON), for benchmarks.
        self.autosave_costs: list[float] = []
        self.abandon_box: QMessageBox | None = None
        self.resume_problem = ""  # why the autosave cannot be resumed ("" if it can)
        self._autosaved: tuple[int, int] | None = None
        self._closing_anyway = False
        self.model.changed.connect(self._autosave_now)
        self.model.gameOver.connect(lambda _scores: self.autosave.clear())
        self.welcome.resumeGame.connect(self.resume_game)
        self.refresh_resume()

    # ------------------------------------------------------------------ autosave
    def has_unfinished_game(self) -> bool:
        """True while a started game is not over."""
        return self.model.game is not None and not self.model.over

    def _autosave_now(self) -> None:
        g = self.model.game
        if g is None or g.state.over:
            return
        key = (id(g), len(g.actions))
        if key == self._autosaved:
            return  # nothing applied since the last autosave
        self._autosaved = key
        start = time.perf_counter()
        viewer = self._viewer if len(self.model.human_seats) >= 2 else -1
        self.autosave.save(g, self.model.seats, viewer)
        self.autosave_costs.append((time.perf_counter() - start) * 1000)

    # ------------------------------------------------------------------ resume
    def refresh_resume(self) -> Unfinished | None:
        """Show Resume on the welcome page if an unfinished game was autosaved; returns
        it (None if there is none or it cannot be read: then ``resume_problem`` says why)."""
        self.resume_problem = ""
        try:
            unfinished = read_autosave()
        except (SaveFileError, OSError) as exc:
            self.resume_problem = translate(
                "Autosave", "The unfinished game cannot be resumed: %1").replace("%1", str(exc))
            self.welcome.set_resume(None, self.resume_problem)
            return None
        if unfinished is None:
            self.welcome.set_resume(None)
            return None
        names = [s.name for s in self.seats_of(unfinished.loaded)]
        self.welcome.set_resume(summary(unfinished, names))
        return unfinished

    def resume_game(self) -> bool:
        """Continue the autosaved unfinished game; False (explained in a message box and
        ``resume_problem``) if there is none or it is damaged."""
        unfinished = self.refresh_resume()
        if unfinished is None:
            self.resume_problem = self.resume_problem or translate(
                "Autosave", "There is no unfinished game to resume.")
            self.show_error(translate("Autosave", "Nothing to resume"), self.resume_problem)
            return False
        self.continue_game(unfinished.loaded)
        return True

    def seats_of(self, loaded: SavedGame) -> list[Seat]:
        """The seats stored with ``game``; for a version-1 save, seat 0 human and the
        others Medium computers (named as the new-game dialog would)."""
        if loaded.seats is None:
            return self._seats_for(loaded.game)
        return [Seat(s.name or self._default_name(i, s.kind), s.kind)
                for i, s in enumerate(loaded.seats)]

    def continue_game(self, loaded: SavedGame) -> None:
        """Continue ``game`` (opened or resumed) with its own seats; a hot-seat game
        shows the hand-over screen of whoever is to act, or else the saved viewer's view."""
        self.model.load(loaded.game, self.seats_of(loaded))
        if loaded.viewer in self.model.human_seats and not self._handing_over:
            self._viewer = loaded.viewer
            self.render()

    def _default_name(self, seat: int, kind: str) -> str:
        from ui.dialogs.new_game import COMPUTER_NAMES

        if kind == "human":
            return translate("Autosave", "Player %1").replace("%1", str(seat + 1))
        return COMPUTER_NAMES[seat % len(COMPUTER_NAMES)]

    # ------------------------------------------------------------------ confirmations
    def request_new_game(self) -> None:
        """Game ▸ New game: ask before abandoning a running game, then the dialog."""
        self._confirm_abandon(self.show_new_game_dialog)

    def request_open_game(self) -> None:
        """Game ▸ Open: ask before abandoning a running game, then the file dialog."""
        self._confirm_abandon(self.open_game)

    def _unfinished_round(self) -> int | None:
        """The round of the game that starting another would abandon: the running one,
        or before any game the autosaved one offered by Resume; None if there is none."""
        if self.model.game is not None:
            return None if self.model.over else self.model.game.state.round
        try:
            unfinished = read_autosave()
        except (SaveFileError, OSError):
            return None  # a damaged autosave cannot be resumed anyway
        return None if unfinished is None else unfinished.game.state.round

    def _confirm_abandon(self, then: Callable[[], object]) -> None:
        round_ = self._unfinished_round()
        if round_ is None:
            then()
            return
        box = QMessageBox(QMessageBox.Icon.Question, translate("Autosave", "Abandon this game?"),
                          translate("Autosave", "The game in progress (round %1) will be "
                                    "abandoned and cannot be resumed.").replace(
                              "%1", str(round_)),
                          QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("abandon_box")
        abandon = box.addButton(translate("Autosave", "Abandon game"),
                                QMessageBox.ButtonRole.DestructiveRole)
        abandon.setObjectName("abandon_button")
        keep = box.addButton(translate("Autosave", "Keep playing"),
                             QMessageBox.ButtonRole.RejectRole)
        keep.setObjectName("keep_button")
        box.setDefaultButton(keep)
        abandon.clicked.connect(then)
        self.abandon_box = box
        box.open()

    def allow_close(self) -> bool:
        """Called on close: True when closing loses nothing (no game running, or its
        autosave is written); otherwise asks whether to quit anyway and returns False."""
        if self._closing_anyway or not self.has_unfinished_game():
            return True
        if self.autosave.flush():
            return True
        title = translate("Autosave", "Quit and lose the game?")
        box = QMessageBox(QMessageBox.Icon.Warning, title,
                          translate("Autosave", "The game could not be autosaved (%1), so it "
                                    "cannot be resumed after quitting.").replace(
                              "%1", self.autosave.error or "?"),
                          QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("lose_game_box")
        quit_ = box.addButton(translate("Autosave", "Quit anyway"),
                              QMessageBox.ButtonRole.DestructiveRole)
        quit_.setObjectName("quit_anyway_button")
        box.addButton(translate("Autosave", "Keep playing"), QMessageBox.ButtonRole.RejectRole)
        quit_.clicked.connect(self._close_anyway)
        self.abandon_box = box
        box.open()
        return False

    def _close_anyway(self) -> None:
        self._closing_anyway = True
        self.close()
