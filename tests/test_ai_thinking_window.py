"""Hard and Expert thinking in a second process (sanjuan.ai.thinking, the sync face): the
same answers as in-process, cancellable, a dead process never costs a move, and the game
model uses it by default."""

from __future__ import annotations

import os
import signal
import time

import pytest

from sanjuan.ai import make_player
from sanjuan.ai.thinking import ThinkingPlayer, ThinkingService, make_thinking_player
from sanjuan.rules.decisions import DecisionKind
from tests.test_ai_expert import TINY, selection_observations
from tests.test_ai_players import mid_game_observations
from ui.session.game_model import GameModel

pytestmark = pytest.mark.skipif((os.cpu_count() or 1) < 2,
                                reason="one CPU core: players think in-process")


@pytest.fixture()
def process():
    tp = ThinkingService(1)
    yield tp
    tp.close()


def test_remote_answers_equal_local_answers(process) -> None:
    assert process.pid() not in (None, os.getpid())
    observations = mid_game_observations(4) + selection_observations(2)
    for i, obs in enumerate(observations):
        for level in ("hard", "expert"):
            remote = ThinkingPlayer(level, 100 + i, process, **TINY).choose(obs)
            assert remote == make_player(level, 100 + i, **TINY).choose(obs), (level, i)
    assert process.processes


def test_remote_search_is_cancelled_and_the_process_stays_usable(process) -> None:
    obs = next(o for o in mid_game_observations(6)
               if o.decision.kind is DecisionKind.CHOOSE_ROLE)
    process.pid()  # started: the measured time is the search's alone
    player = ThinkingPlayer("expert", 1, process, iterations=100_000, max_seconds=30.0)
    start = time.monotonic()
    action = player.choose(obs, lambda: time.monotonic() - start > 0.1)
    assert action in obs.decision.legal_actions()
    assert time.monotonic() - start < 5  # a loose bound: without cancel it runs 30 s
    # the next search is not stuck behind the cancelled one
    assert ThinkingPlayer("expert", 2, process, **TINY).choose(obs) == \
        make_player("expert", 2, **TINY).choose(obs)


def test_a_dead_process_costs_no_move(process, caplog) -> None:
    obs = mid_game_observations(1)[0]
    pid = process.pid()
    assert pid is not None
    # Windows has no SIGKILL; its os.kill(pid, SIGTERM) is TerminateProcess, as hard
    os.kill(pid, getattr(signal, "SIGKILL", signal.SIGTERM))
    time.sleep(0.2)
    action = ThinkingPlayer("expert", 3, process, **TINY).choose(obs)
    assert action == make_player("expert", 3, **TINY).choose(obs)  # thought in-process
    assert not process.processes
    warned = [r for r in caplog.records if "thinking process failed" in r.getMessage()]
    assert len(warned) == 1 and warned[0].levelname == "WARNING" and warned[0].exc_info
    # from now on it thinks in the calling thread, without trying again
    assert ThinkingPlayer("hard", 4, process, **TINY).choose(obs) == \
        make_player("hard", 4, **TINY).choose(obs)


def test_the_game_model_lets_hard_and_expert_think_in_the_second_process(qtbot) -> None:
    model = GameModel()
    assert model.player_factory is make_thinking_player
    assert isinstance(model.player_factory("expert", 1), ThinkingPlayer)
    assert isinstance(model.player_factory("hard", 1), ThinkingPlayer)
    assert not isinstance(model.player_factory("medium", 1), ThinkingPlayer)
    with pytest.raises(ValueError):
        model.player_factory("grandmaster", 1)


def test_the_coach_runs_in_the_second_process(process) -> None:
    from sanjuan.learn.coach import HintCancelled, coach

    obs = mid_game_observations(2)[1]
    remote = process.call(coach, obs, seed=5, iterations=16)
    local = coach(obs, seed=5, iterations=16)
    assert [(h.action, h.win, h.reason) for h in remote] == \
        [(h.action, h.win, h.reason) for h in local]
    # A budget no hint finishes within the service's poll of ``cancel`` (10 ms): with the
    # compiled play-out core a default hint can be done before it.
    with pytest.raises(HintCancelled):
        process.call(coach, obs, seed=5, iterations=10**6, max_seconds=60.0,
                     cancel=lambda: True)


def test_one_core_means_no_second_process(monkeypatch) -> None:
    import sanjuan.ai.thinking as thinking

    monkeypatch.setattr(os, "cpu_count", lambda: 1)
    monkeypatch.setattr(thinking, "_shared", None)
    tp = thinking.shared_service()
    try:
        obs = mid_game_observations(1)[0]
        assert not tp.processes and "one CPU core" in tp.failure
        assert tp.pid() is None
        assert tp.choose("expert", 3, TINY, obs) == make_player("expert", 3, **TINY).choose(obs)
        assert tp.pids() == []  # nothing was started
    finally:
        tp.close()


def _ignores_cancel(seconds: float, cancel=None) -> str:
    """Runs in the worker: a search that never polls its cancel check."""
    time.sleep(seconds)
    return "done"


def test_a_call_that_ignores_cancel_is_given_up(process) -> None:
    from sanjuan.ai.thinking import CANCEL_GRACE_SECONDS, Abandoned

    process.pid()
    start = time.monotonic()
    with pytest.raises(Abandoned):
        process.call(_ignores_cancel, 2.5, cancel=lambda: time.monotonic() - start > 0.1)
    assert time.monotonic() - start < 0.1 + CANCEL_GRACE_SECONDS + 1.0  # not the 2.5 s
    assert process.processes
