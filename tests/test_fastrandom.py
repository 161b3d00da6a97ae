"""The engine's fast random draws equal ``random.Random``'s own, and state copies share
their generator copy-on-write without ever disturbing one another."""

from __future__ import annotations

import random

import pytest

from sanjuan.rules.decisions import Decision, DecisionKind
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.fastrandom import FAST, is_plain, randbelow, shuffle
from sanjuan.rules.state import Options


class _Subclassed(random.Random):
    """A generator the fast paths refuse (it takes random's own methods)."""


def test_fast_paths_are_active_on_this_python() -> None:
    assert FAST and is_plain(random.Random(1)) and not is_plain(_Subclassed(1))


@pytest.mark.parametrize("seed", range(5))
def test_randbelow_draws_as_random_does(seed: int) -> None:
    fast, ref = random.Random(seed), random.Random(seed)
    for n in [*range(1, 70), 127, 128, 129, 1000, 2**31 + 5]:
        assert randbelow(fast.getrandbits, n) == ref.randrange(n)
    assert fast.getstate() == ref.getstate()


@pytest.mark.parametrize("size", [0, 1, 2, 5, 33, 110])
def test_shuffle_is_random_shuffle(size: int) -> None:
    for seed in range(4):
        fast, ref = random.Random(seed), random.Random(seed)
        a, b = list(range(size)), list(range(size))
        shuffle(fast, a)
        ref.shuffle(b)
        assert a == b and fast.getstate() == ref.getstate()


def _decisions() -> list[Decision]:
    return [
        Decision(0, DecisionKind.CHOOSE_ROLE, options=tuple("abcde")),
        Decision(1, DecisionKind.BUILD, options=()),
        Decision(1, DecisionKind.PAY, candidates=tuple(range(10, 17)), min_count=3,
                 max_count=3),
        Decision(0, DecisionKind.SELL, candidates=(4, 9, 2), min_count=0, max_count=2),
        Decision(0, DecisionKind.BANK, candidates=tuple(range(25)), min_count=0,
                 max_count=25),  # beyond random.sample's pool method
    ]


@pytest.mark.parametrize("seed", range(3))
def test_sample_fast_equals_sample_with_random_methods(seed: int) -> None:
    fast, ref = random.Random(seed), _Subclassed(seed)
    for _ in range(200):
        for d in _decisions():
            assert d.sample(fast) == d.sample(ref)
    assert fast.getstate() == ref.getstate()


def test_sample_fast_equals_random_methods_in_real_games() -> None:
    for seed in range(3):
        a, b = new_game(Options(3, "2018-expansion", seed=seed)), \
            new_game(Options(3, "2018-expansion", seed=seed))
        ra, rb = random.Random(seed), _Subclassed(seed)
        while not a.over and a.round < 60:
            x, y = a.decision.sample(ra), b.decision.sample(rb)  # type: ignore[union-attr]
            assert x == y
            apply(a, x)
            apply(b, y)
        assert a.log == b.log


def test_copies_share_the_generator_copy_on_write() -> None:
    s = new_game(Options(2, "classic", seed=3), log=False)
    before = s.rng.getstate()  # type: ignore[union-attr]
    c = s.copy()
    assert c.rng is not s.rng and c.rng.getstate() == before  # type: ignore[union-attr]
    c.rng.random()  # type: ignore[union-attr]
    assert s.rng.getstate() == before  # type: ignore[union-attr]
    d = s.copy()
    s.rng.random()  # type: ignore[union-attr]
    assert d.rng.getstate() == before  # type: ignore[union-attr]


def test_copy_reshuffles_like_the_original() -> None:
    s = new_game(Options(2, "classic", seed=8), log=False)
    s.discard.extend(s.draw[:40])
    del s.draw[:40]
    c = s.copy()
    s.draw.clear()
    c.draw.clear()
    s_first, c_first = s.draw_card(), c.draw_card()  # both reshuffle the same discards
    assert s_first == c_first and s.draw == c.draw
    assert s.rng.getstate() == c.rng.getstate()  # type: ignore[union-attr]


def test_observation_has_no_generator() -> None:
    from sanjuan.rules.observation import observe

    s = new_game(Options(2, "classic", seed=8), log=False)
    o = observe(s, 0)
    assert o.state.rng is None and s.rng is not None
    assert o.determinize(random.Random(1)).rng is not None
