"""The seed stays hidden during play (issue 8, RULES.md 5): with it and the public
actions anyone could replay the deal and read every hand and the draw pile."""

from __future__ import annotations

import enum
import random
import types

import pytest
from windowkit import make_window

from sanjuan.ai import make_player
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.seat import Seat
from sanjuan.rules.seeds import player_seed
from sanjuan.rules.state import Options

SEED = 987654321987  # no card id, count or other field of a game can equal it
SKIP = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType,
        types.MethodType, enum.Enum)


def reachable(root: object):
    """Every object reachable from ``root`` through attributes (slots and __dict__),
    dataclass fields, containers and mapping keys (classes, functions, modules and
    enum members excluded: they are the program, not the game)."""
    seen, todo = set(), [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        yield obj
        if isinstance(obj, SKIP) or isinstance(obj, (str, bytes, int, float, bool)):
            continue
        if isinstance(obj, dict):
            todo.extend(obj.keys())
            todo.extend(obj.values())
            continue
        if isinstance(obj, (list, tuple, set, frozenset)):
            todo.extend(obj)
            continue
        for klass in type(obj).__mro__:
            for name in getattr(klass, "__slots__", ()):
                if hasattr(obj, name):
                    todo.append(getattr(obj, name))
        todo.extend(getattr(obj, "__dict__", {}).values())


def leaks(obj: object) -> list[str]:
    """What in ``obj``'s reach gives the seed away: the seed itself (or its digits in a
    string) or a random generator."""
    found = []
    for x in reachable(obj):
        if isinstance(x, random.Random):
            found.append(f"a random generator {type(x).__name__}")
        elif type(x) is int and x == SEED:
            found.append("the seed")
        elif isinstance(x, str) and str(SEED) in x:
            found.append(f"the seed in {x[:40]!r}")
    return found


@pytest.mark.parametrize("edition, players", [("classic", 2), ("2018", 3),
                                              ("2018-expansion", 4)])
def test_observations_never_reach_the_seed(edition, players) -> None:
    """Every observation of every seat, through a whole game: neither the seed nor a
    random generator is reachable (today: state.options.seed)."""
    s = new_game(Options(players, edition, players == 3, SEED))
    assert leaks(s)  # the walk does find them in the full state
    rng = random.Random(1)
    step = 0
    while not s.over:
        if step % 7 == 0:
            for seat in range(players):
                assert leaks(observe(s, seat)) == [], (step, seat)
        apply(s, s.decision.sample(rng))
        step += 1
    assert leaks(observe(s, 0)) == []


def test_determinized_states_do_not_carry_the_seed() -> None:
    """The AI's information-set sampling builds full states from an observation: their
    generator comes from the AI's own, not from the game's seed."""
    s = new_game(Options(3, "2018", False, SEED))
    det = observe(s, 0).determinize(random.Random(5))
    assert det.options.seed is None
    assert det.rng.getstate() != random.Random(SEED).getstate()


def test_computer_players_seeds_do_not_reveal_the_game_seed() -> None:
    """Computer players' seeds are a one-way hash of the game seed and seat (not
    ``seed * 10 + seat``): deterministic, different per seat, the seed not recoverable."""
    seeds = [player_seed(SEED, i, 0) for i in range(4)]
    assert len(set(seeds)) == 4 and seeds == [player_seed(SEED, i, 0) for i in range(4)]
    assert player_seed(SEED, 0, 1) not in seeds
    assert all(SEED not in (p // 10, p - i, p) for i, p in enumerate(seeds))
    assert "the seed" not in leaks(make_player("hard", seeds[0]))


def test_window_shows_the_seed_only_after_the_game(qtbot, tmp_path) -> None:
    """During play the status bar shows round and edition; the seed once it is over."""
    window = make_window(qtbot, tmp_path)
    window.start_game(Options(2, "classic", False, SEED),
                      [Seat("A", "easy"), Seat("B", "easy")])
    m = window.model
    seen = []
    m.changed.connect(lambda: seen.append((m.over, window.info_label.text())))
    qtbot.waitUntil(lambda: m.over, timeout=60000)
    during = [text for over, text in seen if not over]
    assert during and all(str(SEED) not in text for text in during)
    assert "Round" in during[-1]
    assert str(SEED) in window.info_label.text()
    if window.game_over_dialog is not None:
        window.game_over_dialog.close()
    window.close()
