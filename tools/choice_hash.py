"""Choice hashes: one SHA-256 per computer level and per search client, to prove that a
refactoring left every choice of the computer players, the coach and the review unchanged.

Components (each a SHA-256 over text lines, one line per choice or rated option):

* ``random``, ``easy``, ``casual``, ``steady``, ``medium``, ``skilled``, ``hard``,
  ``tough``, ``expert`` (every level of :data:`sanjuan.ai.LEVEL_TABLE`): whole games with
  fixed seeds,
  every seat played by that level, for every edition and 2, 3 and 4 players — a line per
  decision (seat, action, and the search's ``last_simulations``) and the final scores and
  ``capped`` counters. Hard, Tough and Expert search with reduced (fixed) iterations in
  those games, plus one 2-player game each at their default iterations; Skilled plays at
  its own small budget.
* ``cancel``: Hard and Expert searches stopped by a ``cancel`` callable that turns True
  at its n-th poll (so where the search polls is part of the proof).
* ``variants``: Hard and Expert with non-default options (Hard's Medium rollouts,
  Expert with Hard's hand-tuned evaluator or without the margin, other horizons) on a
  few positions.
* ``coach``: :func:`sanjuan.learn.coach.coach` on positions of a few games (roles, builds and
  selections): the ranked options with their win chances (``repr`` of the float),
  simulations and reasons; also a cancelled hint.
* ``review``: :func:`sanjuan.learn.review.review_game` of one seat of a short game.
* ``arena``: the deterministic figures of a small ``sanjuan arena`` run (wins, scores,
  decisions, capped searches — not the times).

The wall-clock safety cap of the searches (``max_seconds``) is raised to :data:`NO_CAP`
so that every result depends only on the seeds, never on machine load. Prints
``name sha256`` lines and a ``combined`` hash of them (``--json``: one JSON object); the
time taken goes to stderr. ``--dump FILE`` writes every hashed line, to diff two runs
when a hash differs. ``tools/choice_hash_baseline.txt`` holds the output at the commit
before the search was merged into :mod:`sanjuan.ai.search`::

    python tools/choice_hash.py --check tools/choice_hash_baseline.txt

The imports below are the only module paths this program depends on.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from collections.abc import Callable, Iterator

from sanjuan.ai import make_player, searches
from sanjuan.ai.arena import arena
from sanjuan.ai.expert import hand_tuned
from sanjuan.learn.coach import HintCancelled, coach
from sanjuan.learn.review import review_game
from sanjuan.rules.actions import Action
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.scoring import score
from sanjuan.rules.state import Options

#: ``max_seconds`` for every search: high enough never to be reached.
NO_CAP = 1e9
EDITIONS = ("classic", "2018", "2018-expansion")
PLAYERS = (2, 3, 4)
#: Games per edition and player count, by level, and the searchers' reduced iterations.
GAMES = {"random": 6, "easy": 4, "casual": 4, "steady": 4, "medium": 4, "skilled": 1,
         "hard": 1, "tough": 1, "expert": 1}
REDUCED = {"hard": 40, "tough": 40, "expert": 40}
#: A game still running after this many rounds is stopped (as ``sanjuan simulate``).
MAX_ROUNDS = 500

Lines = Iterator[str]


def _player_kwargs(level: str, iterations: int | None) -> dict[str, object]:
    """Keyword arguments of :func:`make_player` for ``level``: the raised cap and (if
    given) the iterations for the searchers, nothing for the others."""
    if not searches(level):
        return {}
    kw: dict[str, object] = {"max_seconds": NO_CAP}
    if iterations is not None:
        kw["iterations"] = iterations
    return kw


def play(level: str, options: Options, seed: int, iterations: int | None = None,
         ) -> tuple[list[Action], list[str]]:
    """Play one game with ``level`` in every seat (seat i seeded ``seed * 8 + i``, as the
    arena does); returns the actions played and a line per decision (then one of the
    final scores and ``capped`` counters)."""
    kw = _player_kwargs(level, iterations)
    players = [make_player(level, seed * 8 + i, **kw) for i in range(options.players)]
    s = new_game(options, log=False)
    lines: list[str] = []
    actions: list[Action] = []
    n = 0
    while not s.over and s.round <= MAX_ROUNDS:
        d = s.decision
        assert d is not None
        p = players[d.seat]
        a = p.choose(observe(s, d.seat), None)
        lines.append(f"{n} {d.seat} {d.kind.name} {a!r} {getattr(p, 'last_simulations', '-')}")
        apply(s, a, d.seat)
        actions.append(a)
        n += 1
    lines.append(f"end over={s.over} round={s.round} scores={[x.total for x in score(s)]} "
                 f"capped={[getattr(p, 'capped', '-') for p in players]}")
    return actions, lines


def level_lines(level: str) -> Lines:
    """Lines of the games of ``level`` (see the module doc)."""
    k = 0
    for edition in EDITIONS:
        for n in PLAYERS:
            for g in range(GAMES[level]):
                k += 1
                opts = Options(n, edition, g % 2 == 1, 100 + k)
                yield f"game {edition} {n} variant={opts.variant} seed={opts.seed}"
                yield from play(level, opts, k, REDUCED.get(level))[1]
    if level in REDUCED:
        yield "default iterations"
        yield from play(level, Options(2, "classic", False, 7), 7)[1]


def _positions(options: Options, seat: int, every: int, seed: int = 5) -> Iterator:
    """Observations of ``seat`` at every ``every``-th of its decisions in a game of
    Medium players (a mix of roles, builds and selections)."""
    players = [make_player("medium", seed + i) for i in range(options.players)]
    s = new_game(options, log=False)
    mine = 0
    while not s.over and s.round <= MAX_ROUNDS:
        d = s.decision
        assert d is not None
        obs = observe(s, d.seat)
        if d.seat == seat:
            if mine % every == 0:
                yield obs
            mine += 1
        apply(s, players[d.seat].choose(obs, None), d.seat)


def _counting_cancel(after: int) -> Callable[[], bool]:
    """A ``cancel`` callable that turns True at its ``after``-th call and stays True."""
    calls = [0]

    def cancel() -> bool:
        calls[0] += 1
        return calls[0] >= after

    return cancel


def cancel_lines() -> Lines:
    """Hard and Expert searches cut short by a counting ``cancel``."""
    for level in ("hard", "expert"):
        for k, obs in enumerate(_positions(Options(3, "2018-expansion", False, 11), 1, 3)):
            if k >= 8:
                break
            for after in (1, 2, 7, 13, 40, 100):
                p = make_player(level, 31 + k, max_seconds=NO_CAP, iterations=24)
                a = p.choose(obs, _counting_cancel(after))
                yield (f"{level} {k} {obs.decision.kind.name} after={after} {a!r} "
                       f"{getattr(p, 'last_simulations', '-')}")


#: Non-default player options, each tried on a few positions: (level, label, keyword
#: arguments). The label is what the hashed lines show; Expert's hand-tuned evaluation
#: keeps the name it had before evaluators became objects passed in (``learned=False``,
#: now ``evaluator=hand_tuned``), so that the hash stays comparable across that change.
VARIANTS: tuple[tuple[str, dict[str, object], dict[str, object]], ...] = (
    ("hard", {"rollout": "medium"}, {"rollout": "medium"}),
    ("expert", {"learned": False}, {"evaluator": hand_tuned}),
    ("expert", {"margin": 0.0, "selections": False}, {"margin": 0.0, "selections": False}),
    ("expert", {"builds": 3, "horizon": 5, "near_end": 7},
     {"builds": 3, "horizon": 5, "near_end": 7}))


def variant_lines() -> Lines:
    """Hard and Expert with non-default options (rollout policy, evaluation, reward,
    horizons)."""
    for level, label, kw in VARIANTS:
        for k, obs in enumerate(_positions(Options(2, "2018", False, 12), 0, 4)):
            p = make_player(level, 50 + k, max_seconds=NO_CAP, iterations=30, **kw)
            a = p.choose(obs, None)
            yield (f"{level} {label} {k} {obs.decision.kind.name} {a!r} "
                   f"{getattr(p, 'last_simulations', '-')}")


def _hint_lines(hints: list) -> Lines:
    for h in hints:
        yield f"  {h.action!r} {h.win!r} {h.simulations} {h.reason!r}"


def coach_lines() -> Lines:
    """The coach's ranked options on positions of two games (reduced and default
    iterations), and one cancelled hint."""
    setups = ((Options(2, "classic", False, 21), 0, 2, 24),
              (Options(4, "2018-expansion", True, 22), 2, 3, 16),
              (Options(3, "2018", False, 23), 1, 6, None))
    for opts, seat, every, iterations in setups:
        for k, obs in enumerate(_positions(opts, seat, every)):
            kw = {} if iterations is None else {"iterations": iterations}
            hints = coach(obs, seed=40 + k, max_seconds=NO_CAP, **kw)
            # The setup as it was printed before Options had an ai_seed (None here), so
            # that the line hashes alike whatever fields Options gains.
            setup = (f"Options(players={opts.players}, edition={opts.edition!r}, "
                     f"variant={opts.variant}, seed={opts.seed})")
            yield f"{setup} {k} {obs.decision.kind.name} iterations={iterations}"
            yield from _hint_lines(hints)
            if iterations is None and k >= 5:
                break
    obs = next(_positions(Options(2, "classic", False, 21), 0, 1))
    try:
        coach(obs, seed=1, iterations=24, max_seconds=NO_CAP, cancel=_counting_cancel(5))
        yield "cancelled hint: not cancelled"
    except HintCancelled:
        yield "cancelled hint: HintCancelled"


def review_lines() -> Lines:
    """The review of seat 1 of a 2-player game of Medium players."""
    opts = Options(2, "2018", False, 31)
    actions, _ = play("medium", opts, 3)
    done: list[tuple[int, int]] = []
    rev = review_game(opts, actions, 1, seed=9, iterations=10, max_seconds=NO_CAP,
                      progress=lambda i, n: done.append((i, n)))
    yield f"progress {done[-1] if done else None} of {len(actions)} actions"
    for r in rev.decisions:
        yield f"{r.index} {r.round} {r.kind.name} played={r.played!r} loss={r.loss!r}"
        yield from _hint_lines(list(r.hints))
    yield f"mistakes {[r.index for r in rev.mistakes]}"
    yield f"curve {rev.win_curve()!r}"


def arena_lines() -> Lines:
    """The deterministic figures of ``sanjuan arena --seats hard,medium`` runs."""
    for players, edition in ((2, "classic"), (3, "2018-expansion")):
        rep = arena(["hard", "medium"], players, players, edition, seed=3,
                    hard_kwargs={"iterations": 12, "max_seconds": NO_CAP})
        keep = ("seat_games", "wins", "average_score", "decisions",
                "searches_capped_by_time")
        yield f"{players} {edition} unfinished={rep['unfinished']}"
        for lv, st in rep["levels"].items():
            yield f"  {lv} {[(k, st[k]) for k in keep]!r}"


COMPONENTS: dict[str, Callable[[], Lines]] = {
    **{lv: (lambda lv=lv: level_lines(lv)) for lv in GAMES},
    "cancel": cancel_lines,
    "variants": variant_lines,
    "coach": coach_lines,
    "review": review_lines,
    "arena": arena_lines,
}


def main(argv: list[str] | None = None) -> int:
    """Compute and print the hashes; exit status 0 (1 if ``--check`` finds a
    difference)."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--only", action="append", choices=tuple(COMPONENTS),
                   help="compute only this component (repeatable; no combined hash)")
    p.add_argument("--dump", help="write every hashed line to this file")
    p.add_argument("--check", metavar="FILE",
                   help="compare with a saved output (lines starting with # ignored); "
                        "exit status 1 and name the differing components if any differ")
    args = p.parse_args(argv)
    names = args.only or list(COMPONENTS)
    dump = open(args.dump, "w", encoding="utf-8") if args.dump else None  # noqa: SIM115
    hashes: dict[str, str] = {}
    seconds: dict[str, float] = {}
    start = time.perf_counter()
    for name in names:
        t = time.perf_counter()
        h = hashlib.sha256()
        for line in COMPONENTS[name]():
            h.update(line.encode() + b"\n")
            if dump:
                dump.write(f"{name}: {line}\n")
        hashes[name] = h.hexdigest()
        seconds[name] = time.perf_counter() - t
        print(f"{name}: {seconds[name]:.1f} s", file=sys.stderr)
    if dump:
        dump.close()
    combined = None
    if not args.only:
        combined = hashlib.sha256("".join(f"{k} {v}\n" for k, v in hashes.items())
                                  .encode()).hexdigest()
    if args.json:
        print(json.dumps({"components": hashes, "combined": combined}, indent=1))
    else:
        for k, v in hashes.items():
            print(f"{k:<9} {v}")
        if combined:
            print(f"{'combined':<9} {combined}")
    print(f"total: {time.perf_counter() - start:.1f} s", file=sys.stderr)
    if args.check:
        return check(args.check, hashes, combined)
    return 0


def check(path: str, hashes: dict[str, str], combined: str | None) -> int:
    """Compare ``hashes`` (and ``combined``, if computed) with the ``name hash`` lines of
    the file ``path``; print the verdict and return 0 if all agree, else 1."""
    saved = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                name, value = line.split()
                saved[name] = value
    mine = dict(hashes, **({"combined": combined} if combined else {}))
    bad = [k for k, v in mine.items() if saved.get(k) != v]
    if bad:
        print(f"DIFFERENT from {path}: {', '.join(bad)}")
        return 1
    print(f"same as {path}: {', '.join(mine)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
