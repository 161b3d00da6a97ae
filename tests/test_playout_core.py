"""The compiled play-out core (sanjuan/ai/playout_core.c) against the Python engine.

The Python engine is the authority: on thousands of play-outs from positions of every
edition and player count, reached by Medium and by random play (so that Cranes,
Libraries, Black markets, Gold mines, Offices, Banks and the rest come up), the core
must hand back exactly the position the Python play-out ends in — every card place, the
agenda, the pending decision and the random generator's state — and an
:class:`~sanjuan.ai.rollout.Answering` policy's answer. Without the library (or with
``SANJUAN_PURE_PYTHON=1``) the Python play-out is used and gives the same.
"""

from __future__ import annotations

import os
import random
from array import array

import pytest

from sanjuan.ai import fastcore
from sanjuan.ai.expert import ExpertPlayer
from sanjuan.ai.medium import MediumPlayer
from sanjuan.ai.rollout import Answering, FastPolicy
from sanjuan.ai.search import SearchCancelled, play_out
from sanjuan.rules.cards import Role
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.state import GameState, Options

needs_core = pytest.mark.skipif(
    fastcore.library_path() is None,
    reason="no compiled play-out core next to sanjuan/ai/fastcore.py (no C compiler when "
           "the package was installed; build it with tools/build_core.py)")

SETUPS = ((2, "classic"), (3, "classic"), (4, "classic"), (2, "2018"), (3, "2018"),
          (2, "2018-expansion"), (3, "2018-expansion"), (4, "2018-expansion"))


def snapshot(s: GameState) -> tuple[object, ...]:
    """Everything a play-out can change, the generator's state included."""
    assert s.rng is not None
    return (s.governor, s.round, s.tile_pos, s.tile, s.role, s.chooser, s.library,
            s.sold_any, s.over, s.role_owner, s.tiles, s.draw, s.discard, s.removed,
            s.table, s.revealed,
            [(p.hand, p.buildings, list(p.goods.items()), p.chapel, p.bank, p.harbor,
              p.bank_used, p.library_used) for p in s.players],
            s.agenda, s.pending, s.decision, s.rng.getstate())


def deals(count: int, seed: int) -> list[tuple[GameState, object, int]]:
    """``count`` (determinised position, action, seat) from games of every setup: every
    fifth decision of Medium games and of games of random play (random play keeps
    building what Medium would not: Cranes over buildings, odd violet buildings), the
    action Medium's answer or a random legal one."""
    rng = random.Random(seed)
    out: list[tuple[GameState, object, int]] = []
    game = 0
    while len(out) < count:
        players, edition = SETUPS[game % len(SETUPS)]
        s = new_game(Options(players, edition, seed=seed * 1000 + game), log=False)
        mover = MediumPlayer(game) if game % 2 else None
        wild = random.Random(game)
        medium = MediumPlayer(0)
        step = 0
        while not s.over and len(out) < count:
            d = s.decision
            assert d is not None
            if step % 5 == 0:
                det = observe(s, d.seat).determinize(rng)
                dd = det.decision
                if dd is not None:
                    action = medium.decide(det, dd) if rng.random() < 0.5 else dd.sample(rng)
                    out.append((det, action, d.seat))
            step += 1
            apply(s, mover.decide(s, d) if mover is not None else d.sample(wild))
        game += 1
    return out


def both(det: GameState, action: object, seed: int, answer: tuple[int, Role | None] | None,
         monkeypatch: pytest.MonkeyPatch) -> tuple[tuple[object, ...], tuple[object, ...]]:
    """(Python, C) results of one play-out: snapshot, Answering's outcome, cancel polls."""
    results = []
    for pure in ("1", "0"):
        monkeypatch.setenv(fastcore.PURE_PYTHON_ENV, pure)
        fast = FastPolicy()
        policy = fast if answer is None else Answering(fast, answer[0], answer[1])
        polls = [0]

        def cancel(polls: list[int] = polls) -> bool:
            polls[0] += 1
            return False

        s = play_out(det, action, seed, policy, 9, 9, cancel)  # type: ignore[arg-type]
        extra = (policy.done, policy.answerer) if isinstance(policy, Answering) else None
        results.append((snapshot(s), extra, polls[0]))
    return results[0], results[1]


@needs_core
def test_core_plays_out_exactly_as_python(monkeypatch: pytest.MonkeyPatch) -> None:
    """2,400 play-outs: 800 positions, each with a plain and two Answering play-outs."""
    roles = (None, *Role)
    checked = used_core = 0
    for k, (det, action, seat) in enumerate(deals(800, seed=36)):
        for j in range(3):
            answer = None if j == 0 else (seat, roles[(k + j) % len(roles)])
            monkeypatch.setenv(fastcore.PURE_PYTHON_ENV, "0")
            if fastcore.play_out(det, action, 97 * k + j,  # type: ignore[arg-type]
                                 FastPolicy(), 9, 9) is not None:
                used_core += 1
            py, c = both(det, action, 97 * k + j, answer, monkeypatch)
            assert c == py, f"position {k}, play-out {j}: the core differs from Python"
            checked += 1
    assert checked == 2400
    # Every play-out after the deal runs in the core (only the start-hand keep is left to
    # Python, and these positions come after it).
    assert used_core >= 790


@needs_core
def test_core_plays_whole_games_to_the_end(monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-outs from the first decision to the end of the game (horizon far away)."""
    for game, (players, edition) in enumerate(SETUPS * 4):
        s = new_game(Options(players, edition, seed=500 + game), log=False)
        d = s.decision
        assert d is not None
        action = MediumPlayer(0).decide(s, d)
        got = []
        for pure in ("1", "0"):
            monkeypatch.setenv(fastcore.PURE_PYTHON_ENV, pure)
            end = play_out(s, action, game, FastPolicy(), 10**6, 10**6)
            got.append(snapshot(end))
        assert got[0] == got[1]
        assert got[0][8] is True or got[0][1] > 0  # over, or stopped by the action cap


@needs_core
def test_expert_decides_the_same_with_and_without_core(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Whole searches (one-move, worst-answer and max^n role searches, builds,
    selections): the same choices and simulations in both engines."""
    checked = 0
    for det, _, seat in deals(40, seed=7)[::4]:
        obs = observe(det, seat)
        if obs.decision is None or obs.decision.seat != seat:
            continue
        picks = []
        for pure in ("1", "0"):
            monkeypatch.setenv(fastcore.PURE_PYTHON_ENV, pure)
            player = ExpertPlayer(3, iterations=24, max_seconds=60.0)
            picks.append((player.choose(obs), player.last_simulations))
        assert picks[0] == picks[1]
        checked += 1
    assert checked >= 5


@needs_core
def test_cancel_is_polled_as_in_python(monkeypatch: pytest.MonkeyPatch) -> None:
    """A cancel turning True at its n-th poll stops the play-out at the same poll."""
    det, action, _ = deals(1, seed=3)[0]
    for n in (1, 2, 3):
        outcome = []
        for pure in ("1", "0"):
            monkeypatch.setenv(fastcore.PURE_PYTHON_ENV, pure)
            polls = [0]

            def cancel(polls: list[int] = polls, n: int = n) -> bool:
                polls[0] += 1
                return polls[0] >= n

            try:
                play_out(det, action, 11, FastPolicy(), 10**6, 10**6,  # type: ignore[arg-type]
                         cancel)
                outcome.append(("done", polls[0]))
            except SearchCancelled:
                outcome.append(("cancelled", polls[0]))
        assert outcome[0] == outcome[1]


def test_python_fallback_without_the_library(monkeypatch: pytest.MonkeyPatch) -> None:
    """No library (no compiler at install time): the core is off, search.play_out plays
    in Python, and gives what the core gives where there is one."""
    cases = deals(30, seed=5)
    with_core = [snapshot(play_out(det, a, i, FastPolicy(), 9, 9))  # type: ignore[arg-type]
                 for i, (det, a, _) in enumerate(cases)]
    monkeypatch.setattr(fastcore, "library_paths", lambda: [])
    fastcore._load.cache_clear()
    try:
        assert fastcore.library_path() is None and not fastcore.enabled()
        det, a, _ = cases[0]
        assert fastcore.play_out(det, a, 0, FastPolicy(), 9, 9) is None  # type: ignore[arg-type]
        without = [snapshot(play_out(det, a, i, FastPolicy(), 9, 9))  # type: ignore[arg-type]
                   for i, (det, a, _) in enumerate(cases)]
    finally:
        monkeypatch.undo()
        fastcore._load.cache_clear()
    assert without == with_core


def test_pure_python_switch(monkeypatch: pytest.MonkeyPatch) -> None:
    """SANJUAN_PURE_PYTHON=1 turns the core off; other policies always play in Python."""
    det, a, _ = deals(1, seed=9)[0]
    monkeypatch.setenv(fastcore.PURE_PYTHON_ENV, "1")
    assert not fastcore.enabled()
    assert fastcore.play_out(det, a, 0, FastPolicy(), 9, 9) is None  # type: ignore[arg-type]
    assert not fastcore.supports(MediumPlayer(0))
    assert not fastcore.supports(Answering(MediumPlayer(0), 0, None))

    class Tuned(FastPolicy):
        pass

    assert not fastcore.supports(Tuned())


@needs_core
def test_core_refuses_bad_input(monkeypatch: pytest.MonkeyPatch) -> None:
    """A damaged encoding is refused (a negative code), never read past its end."""
    monkeypatch.setenv(fastcore.PURE_PYTHON_ENV, "0")
    core = fastcore._load()
    assert core is not None
    det, _, _ = deals(1, seed=2)[0]
    enc = fastcore.encode(det)
    assert enc is not None
    params = core.params
    params[:fastcore.PARAMS] = array("i", (1, 0, 9, 9, -1, -1, 3, 0, 0, 0))
    for cut in (0, 5, 30, len(enc) // 2, len(enc) - 1):
        rc = core.play(enc.buffer_info()[0], cut, core.params_ptr, fastcore.PARAMS,
                       core.out_ptr, fastcore.OUT_SIZE, core.mt_ptr)
        assert rc < 0
    bad = array("i", enc)
    bad[0] = 9  # nine players
    rc = core.play(bad.buffer_info()[0], len(bad), core.params_ptr, fastcore.PARAMS,
                   core.out_ptr, fastcore.OUT_SIZE, core.mt_ptr)
    assert rc < 0


@needs_core
def test_threads_share_the_core_safely(monkeypatch: pytest.MonkeyPatch) -> None:
    """Searches in several threads of one process (the thinking service's thread
    workers) get the play-outs they would get one at a time."""
    import threading

    monkeypatch.setenv(fastcore.PURE_PYTHON_ENV, "0")
    cases = deals(40, seed=11)
    alone = [snapshot(play_out(det, a, i, FastPolicy(), 9, 9))  # type: ignore[arg-type]
             for i, (det, a, _) in enumerate(cases)]
    got: dict[int, list[tuple[object, ...]]] = {}

    def work(t: int) -> None:
        got[t] = [snapshot(play_out(det, a, i, FastPolicy(), 9, 9))  # type: ignore[arg-type]
                  for i, (det, a, _) in enumerate(cases)]

    threads = [threading.Thread(target=work, args=(t,)) for t in range(4)]
    for th in threads:
        th.start()
    for th in threads:
        th.join(timeout=120)
    assert all(got[t] == alone for t in range(4))


@needs_core
def test_a_library_that_plays_differently_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """The loader's self-check: a library whose play-outs differ from Python's (another
    compiler's rounding, a stale build) is not used."""
    core = fastcore._load()
    assert core is not None and fastcore.agrees(core)
    real = fastcore._run

    def off_by_one(*args: object) -> tuple[GameState, int] | None:
        got = real(*args)  # type: ignore[arg-type]
        if got is not None:
            got[0].round += 1
        return got

    monkeypatch.setattr(fastcore, "_run", off_by_one)
    assert not fastcore.agrees(core)


def test_an_illegal_first_action_raises_as_in_python(monkeypatch: pytest.MonkeyPatch) -> None:
    """An action not legal in the deal is refused with the rules' error by both engines
    (the core never plays it), and the deal is unchanged."""
    from sanjuan.rules.actions import Build, ChooseRole
    from sanjuan.rules.errors import IllegalActionError

    for det, _, _ in deals(20, seed=13):
        d = det.decision
        assert d is not None
        bad = Build(10**6) if d.kind.name == "CHOOSE_ROLE" else ChooseRole(Role.BUILDER)
        before = snapshot(det.copy())
        for pure in ("1", "0"):
            monkeypatch.setenv(fastcore.PURE_PYTHON_ENV, pure)
            with pytest.raises(IllegalActionError):
                play_out(det, bad, 1, FastPolicy(), 9, 9)
        assert snapshot(det.copy()) == before


def test_engine_switch_and_benchmark_choices(monkeypatch: pytest.MonkeyPatch) -> None:
    """``use_engine`` sets the switch the play-outs read (``engine()`` says which one
    plays), ``engines_for`` turns a benchmark's ``--engine`` into the engines to run, and
    a name that is no engine, or the core where there is none, is refused unchanged."""
    monkeypatch.setenv(fastcore.PURE_PYTHON_ENV, "0")
    assert fastcore.use_engine("python") == "python" == fastcore.engine()
    assert not fastcore.enabled()
    with pytest.raises(ValueError, match="unknown play-out engine"):
        fastcore.use_engine("cython")
    with pytest.raises(ValueError, match="unknown engine choice"):
        fastcore.engines_for("all")
    assert fastcore.engines_for("python") == ["python"]
    if fastcore.library_path() is not None:
        assert fastcore.use_engine("c") == "c" and fastcore.enabled()
        assert fastcore.engines_for("both") == ["python", "c"]
    monkeypatch.setattr(fastcore, "library_paths", lambda: [])
    fastcore._load.cache_clear()
    try:
        fastcore.use_engine("python")
        with pytest.raises(ValueError, match="no usable compiled core"):
            fastcore.use_engine("c")
        assert fastcore.engine() == "python"
        assert os.environ[fastcore.PURE_PYTHON_ENV] == "1"
        assert fastcore.engines_for("both") == ["python"]
        assert fastcore.engines_for("c") == []
    finally:
        monkeypatch.undo()
        fastcore._load.cache_clear()
