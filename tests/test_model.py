"""The Qt game model: whole games with computer seats, illegal submits, cancelling,
stale AI answers and what the AI gets to see."""

from __future__ import annotations

import random
import threading
import time

import pytest

from sanjuan.ai import make_player
from sanjuan.rules.actions import Action, ChooseRole, Pass
from sanjuan.rules.cards import Role
from sanjuan.rules.engine import apply
from sanjuan.rules.errors import IllegalActionError
from sanjuan.rules.events import GameEnded, GameStarted
from sanjuan.rules.game import Game
from sanjuan.rules.observation import Observation
from sanjuan.rules.scoring import score, winners
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from ui.session.game_model import GameModel, vp_by_round

pytest.importorskip("pytestqt")


class SpyPlayer:
    """Records what it is given; answers like the random player."""

    name = "spy"

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.inner = make_player("random", seed)
        self.seen: list[object] = []
        self.threads: list[int] = []

    def choose(self, obs: Observation, cancel=None) -> Action:
        self.seen.append(obs)
        self.threads.append(threading.get_ident())
        return self.inner.choose(obs, cancel)


class SlowPlayer:
    """Thinks until cancelled (or ``seconds`` pass), polling the cancel flag."""

    name = "slow"

    def __init__(self, seconds: float = 5.0) -> None:
        self.seconds = seconds
        self.started = threading.Event()
        self.stopped_by_cancel = False

    def choose(self, obs: Observation, cancel=None) -> Action:
        self.started.set()
        end = time.monotonic() + self.seconds
        while time.monotonic() < end:
            if cancel is not None and cancel():
                self.stopped_by_cancel = True
                break
            time.sleep(0.005)
        assert obs.decision is not None
        return obs.decision.legal_actions()[0]


def computers(n: int, level: str = "random") -> list[Seat]:
    return [Seat(f"AI {i}", level) for i in range(n)]


def test_computer_game_runs_to_the_end_with_signals(qtbot) -> None:
    spies: list[SpyPlayer] = []

    def factory(level: str, seed: int) -> SpyPlayer:
        spies.append(SpyPlayer(seed))
        return spies[-1]

    model = GameModel(player_factory=factory)
    events, thinking, changes = [], [], []
    model.eventOccurred.connect(events.append)
    model.thinkingChanged.connect(thinking.append)
    model.changed.connect(lambda: changes.append(1))
    opts = Options(3, "2018", False, 7)
    with qtbot.waitSignal(model.gameOver, timeout=30000) as over:
        model.new_game(opts, computers(3))
    final = over.args[0]
    assert model.over and model.thinking_seat == -1
    assert isinstance(events[0], GameStarted) and isinstance(events[-1], GameEnded)
    assert events == model.events()
    # The model's game is the engine's game: replaying its history gives the same score.
    replay = Game.replay(opts, model.game.actions)
    assert [b.total for b in final] == [b.total for b in score(replay.state)]
    assert events[-1].winners == winners(final)
    assert set(thinking) == {-1, 0, 1, 2} and len(changes) == len(model.game.actions) + 1
    # A fresh player for every decision (no random state carried between decisions:
    # resumed games replay exactly), each seeing one observation of the seat deciding,
    # off the GUI thread.
    main = threading.get_ident()
    assert len(spies) == len(model.game.actions)
    assert len({spy.seed for spy in spies}) == len(spies)
    for spy in spies:
        assert len(spy.seen) == 1 and isinstance(spy.seen[0], Observation)
        assert main not in spy.threads
    assert {spy.seen[0].seat for spy in spies} == {0, 1, 2}
    history = model.vp_history()
    assert history[-1] == [b.total for b in final]
    assert len(history) == model.game.state.round


def test_ai_sees_hidden_cards_as_unknown(qtbot) -> None:
    spies: list[SpyPlayer] = []
    model = GameModel(player_factory=lambda lv, sd: spies.append(SpyPlayer(sd)) or spies[-1])
    with qtbot.waitSignal(model.gameOver, timeout=30000):
        model.new_game(Options(2, "classic", False, 3), computers(2))
    for spy in spies[:40]:
        for obs in spy.seen:
            other = obs.state.players[1 - obs.seat]
            assert all(c == -1 for c in other.hand)
            assert all(c == -1 for c in obs.state.draw)
            assert obs.state.rng is None


def test_illegal_submit_raises_and_changes_nothing(qtbot) -> None:
    model = GameModel()
    model.new_game(Options(2, "classic", False, 1), [Seat("Ann"), Seat("Bob")])
    seat = model.deciding_seat
    before = model.observation(seat).key()
    changes: list[int] = []
    model.changed.connect(lambda: changes.append(1))
    with pytest.raises(IllegalActionError):
        model.submit(Pass())  # a role must be chosen
    assert model.observation(seat).key() == before
    assert model.game.actions == [] and changes == []
    model.submit(ChooseRole(Role.PROSPECTOR))
    assert len(model.game.actions) == 1 and changes == [1]


def test_submit_refused_while_a_computer_decides(qtbot) -> None:
    slow = SlowPlayer()
    model = GameModel(player_factory=lambda lv, sd: slow)
    model.new_game(Options(2, "classic", False, 1), computers(2, "easy"))
    assert slow.started.wait(5)
    d = model.game.state.decision
    with pytest.raises(IllegalActionError):
        model.submit(d.legal_actions()[0])
    assert model.game.actions == []
    model.cancel()


def test_cancel_stops_thinking_and_drops_the_answer(qtbot) -> None:
    slow = SlowPlayer(seconds=5)
    model = GameModel(player_factory=lambda lv, sd: slow)
    model.new_game(Options(2, "2018", False, 2), computers(2, "hard"))
    assert slow.started.wait(5) and model.thinking_seat >= 0
    t0 = time.monotonic()
    model.cancel()
    assert time.monotonic() - t0 < 4.0
    assert slow.stopped_by_cancel and model.thinking_seat == -1
    qtbot.wait(50)  # the worker's queued answer arrives and must be ignored
    assert model.game.actions == []


def test_stale_answer_is_dropped(qtbot) -> None:
    model = GameModel()
    model.new_game(Options(2, "classic", False, 5), [Seat("Ann"), Seat("Bob")])
    seat = model.deciding_seat
    action = model.game.state.decision.legal_actions()[0]
    stale = (model._generation, len(model.game.actions) - 1)
    model._on_ai_finished(stale, action, "")
    assert model.game.actions == [] and model.deciding_seat == seat
    old_generation = (model._generation - 1, 0)
    model._on_ai_finished(old_generation, action, "")
    assert model.game.actions == []


def test_pace_spaces_computer_moves(qtbot) -> None:
    model = GameModel(pace_ms=60)
    stamps: list[float] = []
    model.changed.connect(lambda: stamps.append(time.monotonic()))
    model.new_game(Options(2, "classic", False, 4), computers(2))
    qtbot.waitUntil(lambda: len(stamps) >= 5, timeout=20000)
    model.cancel()
    gaps = [b - a for a, b in zip(stamps[1:], stamps[2:], strict=False)]
    assert min(gaps) >= 0.055


def test_human_seats_get_human_to_act(qtbot) -> None:
    model = GameModel()
    asked: list[int] = []
    model.humanToAct.connect(asked.append)
    model.new_game(Options(3, "2018", False, 11),
                   [Seat("Ann"), Seat("AI", "random"), Seat("Cy")])
    rng = random.Random(0)
    for _ in range(40):
        qtbot.waitUntil(lambda: model.deciding_seat in (0, 2), timeout=20000)
        assert asked[-1] == model.deciding_seat
        model.submit(model.game.state.decision.sample(rng))
    model.cancel()


def test_vp_by_round_matches_a_replay() -> None:
    opts = Options(2, "2018", False, 8)
    g = Game(opts)
    rng = random.Random(1)
    while not g.state.over:
        g.apply(g.state.decision.sample(rng))
    rows = vp_by_round(opts, g.actions)
    assert len(rows) == g.state.round and rows[-1] == [b.total for b in score(g.state)]
    assert all(len(r) == 2 and min(r) >= 1 for r in rows)  # everyone owns an Indigo plant
    # Row k is the score when round k + 2 starts: replay up to that moment and compare.
    s = Game(opts).state
    for a in g.actions:
        s_round = s.round
        apply(s, a)
        if s.round != s_round and s.round - 2 < len(rows) - 1:
            assert rows[s.round - 2] == [b.total for b in score(s)]
