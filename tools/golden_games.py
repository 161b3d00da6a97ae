"""Golden games: a fingerprint per seeded random game, to prove the engine unchanged.

The fingerprint of a game (a SHA-256 hex digest) covers every decision offered (seat,
kind, role, options in order, candidates, counts, info and the set of legal actions),
every action applied, the event log, the final card places and scores, and short random
play-outs of state copies and of determinised observations taken along the way (which
must not disturb the game they were taken from). ``tests/test_engine_golden.py`` checks
the engine against ``tests/data/golden_games.json``.

Regenerate the golden file after a deliberate rule change (review the diff of the
changed games first)::

    python tools/golden_games.py --write

Compare a larger sample between two checkouts (e.g. before and after an optimisation)::

    cd /tmp && PYTHONPATH=/path/to/old/checkout python /path/to/tools/golden_games.py \\
        --games 300 --out old.json
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

from sanjuan.rules.cards import CARD_TYPES
from sanjuan.rules.decisions import BuildOption, CostItem, CostKind
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import Observation, observe
from sanjuan.rules.scoring import score
from sanjuan.rules.state import GameState, Options

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "data" / "golden_games.json"
EDITION_KEYS = ("classic", "2018", "2018-expansion")
MAX_ROUNDS = 500  # as in sanjuan.cli.simulate: random play can starve a game
COPY_EVERY = 37  # take a copy / an observation every this many decisions
PLAYOUT = 40  # decisions played in each copy or determinisation
MAX_LEGAL = 300  # enumerate legal actions only for decisions with at most this many


def _combinations(n: int, lo: int, hi: int) -> int:
    from math import comb

    return sum(comb(n, k) for k in range(lo, hi + 1))


_LABELS = {CostKind.BUILDER: "Builder", CostKind.LIBRARY: "Builder + Library",
           CostKind.SMITHY: "Smithy", CostKind.QUARRY: "Quarry"}


def _label(item: CostItem) -> str:
    """The (reason, amount) label a cost item had before cost items became values (the
    golden file was made then): the building's name, "Builder", "Crane: Park" …"""
    if item.kind is CostKind.PRINTED:
        return CARD_TYPES[item.source].name
    if item.kind is CostKind.CRANE:
        return f"Crane: {CARD_TYPES[item.replaced].name}"
    return _LABELS[item.kind]


class _Legacy:
    """Shows a BuildOption as its repr was when the golden file was written, so that
    structured cost items fingerprint exactly like the (reason, amount) pairs before."""

    def __init__(self, o: BuildOption) -> None:
        items = tuple((_label(i), i.amount) for i in o.breakdown)
        self.text = (f"BuildOption(card={o.card!r}, replace={o.replace!r}, cost={o.cost!r}, "
                     f"breakdown={items!r}, max_goods={o.max_goods!r})")

    def __repr__(self) -> str:
        return self.text


def _options(options: tuple[object, ...]) -> tuple[object, ...]:
    return tuple(_Legacy(o) if isinstance(o, BuildOption) else o for o in options)


def _key_text(obs: Observation) -> str:
    """``repr(obs.key())`` with its decision's build options shown as :class:`_Legacy`."""
    text = repr(obs.key())
    d = obs.state.decision
    for o in d.options if d is not None else ():
        if isinstance(o, BuildOption):
            text = text.replace(repr(o), repr(_Legacy(o)))
    return text


def _decision_text(s: GameState) -> str:
    d = s.decision
    assert d is not None
    text = repr((d.seat, d.kind, d.role, _options(d.options), d.candidates, d.min_count,
                 d.max_count,
                 sorted(d.info.items(), key=repr)))
    if not d.is_selection or _combinations(len(d.candidates), d.min_count,
                                           d.max_count) <= MAX_LEGAL:
        text += repr(sorted(map(repr, d.legal_actions())))
    return text


def _final_text(s: GameState) -> str:
    places = [(name, list(cards)) for name, cards in s.seat_cards()]
    return repr((s.over, s.round, places, [b.total for b in score(s)]))


def _playout(s: GameState, rng: random.Random) -> str:
    h = hashlib.sha256()
    for _ in range(PLAYOUT):
        if s.over:
            break
        a = s.decision.sample(rng)  # type: ignore[union-attr]
        h.update(repr(a).encode())
        apply(s, a)
    h.update(_final_text(s).encode())
    return h.hexdigest()[:16]


def fingerprint(options: Options, full: bool = True) -> str:
    """SHA-256 hex digest of one random game played with ``random.Random(options.seed)``;
    ``full``: also play out copies and determinised observations along the way."""
    s = new_game(options, log=True)
    rng = random.Random(options.seed)
    h = hashlib.sha256()
    n = 0
    while not s.over and s.round <= MAX_ROUNDS:
        h.update(_decision_text(s).encode())
        if full and n % COPY_EVERY == COPY_EVERY - 1:
            h.update(_playout(s.copy(), random.Random(n)).encode())
            obs = observe(s, s.decision.seat)  # type: ignore[union-attr]
            h.update(_key_text(obs).encode())
            h.update(_playout(obs.determinize(random.Random(n)), random.Random(n + 1)).encode())
        a = s.decision.sample(rng)  # type: ignore[union-attr]
        h.update(repr(a).encode())
        apply(s, a)
        n += 1
    h.update(_final_text(s).encode())
    for e in s.log or ():
        h.update(repr(e).encode())
    return h.hexdigest()


def golden_options(games_per_config: int = 3, first_seed: int = 0) -> list[Options]:
    """The games of the golden file: every edition and player count, plus the start-hand
    variant for the first seed of each edition."""
    out = []
    for ed in EDITION_KEYS:
        for players in (2, 3, 4):
            for i in range(games_per_config):
                out.append(Options(players, ed, False, first_seed + 1000 * players + i))
        out.append(Options(3, ed, True, first_seed + 77))
    return out


def key(o: Options) -> str:
    """The golden file's key of a game's options."""
    return f"{o.edition}/{o.players}p/{'variant' if o.variant else 'plain'}/seed{o.seed}"


def compute(games_per_config: int = 3, full: bool = True) -> dict[str, str]:
    """Fingerprint of each golden game, by :func:`key`."""
    return {key(o): fingerprint(o, full) for o in golden_options(games_per_config)}


def main(argv: list[str] | None = None) -> int:
    """Print, write (``--write``) or save (``--out``) the fingerprints."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=3, help="games per edition and player count")
    ap.add_argument("--write", action="store_true", help=f"overwrite {GOLDEN}")
    ap.add_argument("--out", help="write the fingerprints to this JSON file")
    args = ap.parse_args(argv)
    result = compute(args.games)
    text = json.dumps(result, indent=1, sort_keys=True) + "\n"
    if args.write:
        GOLDEN.write_text(text)
    elif args.out:
        Path(args.out).write_text(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
