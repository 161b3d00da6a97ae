"""The hints of a session without any widget (ui/session/hints.py): a hint is offered for
the human decision shown only, is counted per seat, an answer for another decision is
dropped, switching hints off cancels and clears, and the coach really answers from the
seat's observation."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from sanjuan.ai import make_player
from sanjuan.learn.coach import Hint
from sanjuan.rules.observation import Observation
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from ui.cli.app import make_app
from ui.session.controller import GameController
from ui.session.game_model import GameModel
from ui.session.hints import HintSession
from ui.settings import Settings


def _session(qtbot, tmp_path, shown: list[Observation | None]) -> HintSession:
    make_app()
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    ctl = GameController(settings, GameModel(
        player_factory=lambda level, seed: make_player("random", seed)))
    session = HintSession(ctl, lambda: shown[0])
    ctl.start_game(Options(2, "2018", False, 7), [Seat("You"), Seat("B", "easy")])
    qtbot.waitUntil(lambda: ctl.model.deciding_seat == 0, timeout=10000)
    return session


def test_a_hint_answers_the_decision_shown_and_is_counted(qtbot, tmp_path) -> None:
    shown: list[Observation | None] = [None]
    s = _session(qtbot, tmp_path, shown)
    assert s.current_tag() is None and not s.request()  # the table shows nothing yet
    shown[0] = s.model.observation(1)  # another seat's view: not this human's decision
    assert s.current_tag() is None
    shown[0] = s.model.observation(0)
    tag = s.current_tag()
    assert tag is not None and tag[1:] == (len(s.model.game.actions), 0) and s.available()
    states: list[str] = []
    s.changed.connect(lambda: states.append(s.status))
    assert s.request() and s.thinking and states[-1] == "thinking"
    assert not s.request()  # one at a time for the same decision
    qtbot.waitUntil(lambda: s.status == "shown", timeout=30000)
    assert s.shown == tag and s.hints and not s.thinking
    legal = s.model.observation(0).decision
    assert all(isinstance(h, Hint) and h.action in legal.legal_actions() for h in s.hints)
    assert s.used == 1 and s.used_per_seat() == [1, 0]
    assert not s.request()  # already shown
    s.shut_down()


def test_stale_answers_are_dropped_and_switching_off_clears(qtbot, tmp_path) -> None:
    shown: list[Observation | None] = [None]
    s = _session(qtbot, tmp_path, shown)
    shown[0] = s.model.observation(0)
    tag = s.current_tag()
    assert tag is not None
    s._tag = tag
    s._on_finished((tag[0], tag[1] - 1, tag[2]), [])  # an answer for an older decision
    assert s.shown is None and s.hints == [] and s.thinking
    s._on_finished(tag, [])
    assert s.shown == tag and s.status == "shown"
    cleared: list[int] = []
    s.hintsChanged.connect(lambda: cleared.append(len(s.hints)))
    s.set_hints_on(False)
    assert s.settings.hints_enabled() is False
    assert cleared == [0] and s.shown is None and s.status == "off" and not s.available()
    assert not s.request() and s.used == 0
    s.set_hints_on(True)
    assert s.available() and s.status == ""
    s.shut_down()
