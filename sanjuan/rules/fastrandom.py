"""Random draws for the engine's hot paths, identical to ``random.Random``'s own.

``Random.choice``, ``randrange``, ``randint``, ``sample`` and ``shuffle`` all reduce to
``Random._randbelow``, which CPython implements by rejection sampling on
``getrandbits``. Doing the same inline skips several layers of Python calls while
drawing exactly the same numbers from the generator, so games stay identical to those
played with the ``random`` methods (same seed, same game). Generators of other types
(subclasses, or a ``random`` module whose ``_randbelow`` differs) take the ``random``
methods themselves.
"""

from __future__ import annotations

import random
from collections.abc import Callable, MutableSequence

#: True when ``random.Random._randbelow`` is the rejection sampler mirrored here.
FAST = getattr(random.Random, "_randbelow", None) is getattr(
    random.Random, "_randbelow_with_getrandbits", object())


def is_plain(rng: object) -> bool:
    """True if the fast functions draw from ``rng`` exactly as its own methods would."""
    return FAST and type(rng) is random.Random


def randbelow(getrandbits: Callable[[int], int], n: int) -> int:
    """A random int in [0, n), n > 0, drawn as ``Random._randbelow(n)`` draws it, from
    the generator whose ``getrandbits`` is passed."""
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


def shuffle(rng: random.Random, x: MutableSequence[int]) -> None:
    """``rng.shuffle(x)``: the same permutation, the same draws."""
    if not is_plain(rng):
        rng.shuffle(x)
        return
    getrandbits = rng.getrandbits
    for i in reversed(range(1, len(x))):
        n = i + 1  # randbelow(n), inline: a shuffle makes one draw per card
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]
