"""Runs the guided first game in the main window (Help ▸ Tutorial).

:class:`TutorialController` starts (or resumes) the game of :mod:`sanjuan.learn.tutorial`,
shows the coach bubble of the lesson due at each of the human's decisions, pointing at
the table's widget of that lesson, greys out what the lesson does not allow and refuses
it (it is the game controller's ``gate``). Its progress is computed from the game's actions,
so undo, the autosave and Resume bring it back at the right step. "Leave tutorial"
switches the coach off (the game goes on freely); Help ▸ Tutorial switches it on again.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QWidget

import sanjuan.learn.tutorial as script
from sanjuan.ai import Player
from sanjuan.rules.actions import Action, Build
from sanjuan.rules.errors import SaveFileError
from sanjuan.rules.seat import Seat
from sanjuan.store.autosave import read_autosave
from sanjuan.store.history import History, HistoryError, default_path
from ui.dialogs.welcome import WelcomeScreen
from ui.learn.tutorial.bubble import CoachBubble
from ui.learn.tutorial.texts import lesson_text, refusal_text
from ui.session.controller import GameController
from ui.session.game_model import PlayerFactory
from ui.session.recorder import GameMode
from ui.table import TableWidget

translate = QCoreApplication.translate


class TutorialController(QObject):
    """The tutorial of the session ``controller`` shown in ``window`` (the coach bubble's
    parent, where lesson targets are found) on ``table``, offered on ``welcome``;
    ``render()`` shows the table again. See the module docstring. ``active`` is True
    while the coach is on for the tutorial game."""

    def __init__(self, controller: GameController, window: QWidget, table: TableWidget,
                 welcome: WelcomeScreen, render: Callable[[], object]) -> None:
        super().__init__(window)
        self.controller = controller
        self.model = controller.model
        self.window = window
        self.table = table
        self.welcome = welcome
        self.render = render
        self.active = False
        self.lesson: script.Lesson | None = None
        self.bubble = CoachBubble(window)
        self.bubble.leave.connect(self.leave)
        self._timer = QTimer(self, singleShot=True, interval=0)
        self._timer.timeout.connect(self.update)

        def wrap(original: PlayerFactory) -> PlayerFactory:
            def factory(level: str, seed: int) -> Player:
                # the model asks while loading, when model.game is already the new game
                if level == script.OPPONENT_LEVEL and self.is_tutorial_game():
                    return script.TutorialOpponent(seed, original(level, seed))
                return original(level, seed)

            return factory

        self.model.wrap_player_factory(wrap)
        controller.gameStarted.connect(self._on_started)
        controller.set_follow_up("tutorial", self._timer.start)
        controller.gameOver.connect(self._on_game_over)
        controller.gate = self.refuse
        self.bubble.languageChanged.connect(self._timer.start)
        welcome.startTutorial.connect(self.start)
        welcome.tutorial.setVisible(self.first_time())

    # ------------------------------------------------------------------ queries
    def is_tutorial_game(self) -> bool:
        """True if the window's game is the tutorial's (its deal, a human against the
        easy computer)."""
        m = self.model
        return (m.game is not None and script.is_tutorial(m.game.options)
                and [s.kind for s in m.seats] == ["human", script.OPPONENT_LEVEL])

    @staticmethod
    def first_time() -> bool:
        """True while no game has ever been finished (the history is empty or cannot
        be read, or has no folder: a home that is not a folder): then the welcome page
        offers the tutorial."""
        try:
            if not default_path().exists():
                return True  # never create the database just to look
            return History().count() == 0
        except HistoryError:
            return True

    @staticmethod
    def seats() -> list[Seat]:
        """The tutorial's seats: you and the easy computer."""
        return [Seat(translate("Tutorial", "You"), "human"),
                Seat("Diego", script.OPPONENT_LEVEL)]

    # ------------------------------------------------------------------ start / leave
    def start(self) -> None:
        """Help ▸ Tutorial: switch the coach on for a running tutorial game, resume an
        autosaved one, or (after confirming to abandon another game) start it anew."""
        m = self.model
        if self.is_tutorial_game() and not m.over:
            self.active = True
            self.update()
            return
        if m.game is None:
            try:
                unfinished = read_autosave()
            except (SaveFileError, OSError):
                unfinished = None
            if unfinished is not None and script.is_tutorial(unfinished.game.options):
                self.controller.continue_game(unfinished.loaded)
                return
        self.controller.confirm_abandon(self._start_new)

    def _start_new(self) -> None:
        self.controller.start_game(script.OPTIONS, self.seats(), GameMode("tutorial"))

    def leave(self) -> None:
        """Switch the coach off: the game goes on without restrictions."""
        self.active = False
        self.lesson = None
        self.bubble.hide()
        if self.model.over:
            return
        self.render()  # undo the greying out
        self.controller.status.emit(
            self.tr("Tutorial left. Help ▸ Tutorial brings the coach back."), 10000)

    def _on_game_over(self, _scores: object) -> None:
        self.welcome.tutorial.hide()  # a game has been finished now
        self._timer.start()

    def _on_started(self) -> None:
        self.active = self.is_tutorial_game()
        self.lesson = None
        self.bubble.hide()

    # ------------------------------------------------------------------ each decision
    def update(self) -> None:
        """Show the lesson due now (or the game-over words), or hide the bubble."""
        m = self.model
        self.lesson = None
        if not self.active or m.game is None or not self.is_tutorial_game():
            self.bubble.hide()
            return
        if m.over:
            self.bubble.show_lesson(*lesson_text(script.GAME_OVER), final=True)
            return
        if m.deciding_seat != script.HUMAN:
            self.bubble.hide()
            return
        self.lesson = script.Script.progress(m.game.options, m.game.actions).current
        if self.lesson is None:
            self.bubble.hide()
            return
        obs = m.observation(script.HUMAN)
        self._grey_out(obs)
        builds = len(self._allowed_cards(obs)) if self.lesson.build is not None else 1
        self.bubble.show_lesson(*lesson_text(self.lesson.key, builds),
                                script.target_name(self.lesson, obs))

    def find(self, name: str) -> QWidget | None:
        """The visible widget of the window named ``name`` (None: there is none)."""
        found = [w for w in self.window.findChildren(QWidget, name) if w.isVisible()]
        return found[0] if found else None

    def _grey_out(self, obs: object) -> None:
        """Disable the role cards and dim the hand cards the lesson does not allow."""
        lesson = self.lesson
        assert lesson is not None
        table = self.table
        if lesson.role is not None:
            for role, card in table.roles.cards.items():
                if role is not lesson.role:
                    card.choosable = False
                    card.setEnabled(False)
        if lesson.build is not None:
            allowed = self._allowed_cards(obs)
            for w in table.findChildren(QWidget):
                name = w.objectName()
                if name.startswith("hand_card_") and int(name[10:]) not in allowed:
                    w.set_state(selectable=False, dimmed=True)  # type: ignore[attr-defined]

    def _allowed_cards(self, obs: object) -> set[int]:
        """The hand cards the current lesson lets the human build (the ones not dimmed)."""
        assert self.lesson is not None
        return {a.card for a in script.allowed_actions(self.lesson, obs)  # type: ignore[arg-type]
                if isinstance(a, Build)}

    def refuse(self, action: Action) -> bool:
        """True (explained in the status bar, the bubble shown again) if the tutorial's
        current step does not allow the human's ``action``; the window then drops it."""
        if self._timer.isActive():  # a step was applied and not looked at yet
            self._timer.stop()
            self.update()
        if not self.active or self.lesson is None:
            return False
        m = self.model
        if m.game is None or m.deciding_seat != script.HUMAN:
            return False
        if script.allows(self.lesson, m.observation(script.HUMAN), action):
            return False
        self.controller.status.emit(refusal_text(), 10000)
        self.update()
        return True
