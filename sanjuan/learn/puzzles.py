"""Puzzles: positions from real self-play games where one move decides the game.

A puzzle is a game's options and its first actions (the position is rebuilt by replaying
them: same options + same actions = same game), the seat to move, and the move that
wins. The person sees only that seat's :func:`~sanjuan.rules.observation.observe` view,
as in a game. Every built-in puzzle (``puzzles.json`` beside this module, made by
``tools/make_puzzles.py`` from self-play games) was checked twice:

* **a winning line, by search**: the coach's search (:func:`sanjuan.learn.coach.coach`,
  determinised play-outs over every deal the seat cannot tell apart) with the puzzle's
  ``seed`` and ``iterations`` rates the solution first with at least :data:`MIN_WIN` chance
  to win, and on the real deal the solution followed by Medium players in every seat wins
  in at least :data:`MIN_REAL_WINS` of :data:`REAL_PLAYOUTS` continuations;
* **a clearly best first move**: every other legal move (all are rated, see
  :func:`rate`) is at least :data:`MIN_GAP` below the solution.

:func:`check_move` judges a move: right, or wrong with the coach's reasons for the move
played and for the solution (:class:`~sanjuan.learn.reasons.Reason`, words made by the
caller). :func:`load_puzzles` validates the data and raises :class:`PuzzleError` with a
readable message for damaged data. Pure Python, no Qt.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from sanjuan.ai import make_player
from sanjuan.ai.hard import HardPlayer
from sanjuan.learn.coach import Hint, coach
from sanjuan.learn.reasons import Reason, reason
from sanjuan.rules.actions import Action, action_from_json, action_to_json
from sanjuan.rules.checks import is_int_in, is_list, is_object, is_text, loads_bounded
from sanjuan.rules.codec import (
    MAX_PLAYERS,
    actions_from_json,
    actions_to_json,
    is_seed,
    options_from_json,
    options_to_json,
)
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.engine import apply, check
from sanjuan.rules.errors import IllegalActionError
from sanjuan.rules.game import Game
from sanjuan.rules.observation import Observation, observe
from sanjuan.rules.scoring import score, winners
from sanjuan.rules.seeds import player_seed
from sanjuan.rules.state import GameState, Options

FORMAT = "sanjuan-puzzles"
VERSION = 1
#: The solution's least estimated chance to win, and its least lead over any other option.
MIN_WIN = 0.85
MIN_GAP = 0.30
#: Continuations of the real deal after the solution (Medium players in every seat) and
#: how many of them the puzzle's seat must win.
REAL_PLAYOUTS = 8
MIN_REAL_WINS = 7
#: The search's wall-clock cap while checking (high: the result then depends on the seed).
CHECK_MAX_SECONDS = 120.0
#: Decisions a puzzle may ask for.
KINDS = (DecisionKind.CHOOSE_ROLE, DecisionKind.BUILD)
#: A move is also right when the search rates it this close to the solution.
TOLERANCE = 0.02
#: Positions with at most this many legal moves have every move rated (all puzzles do).
MAX_RATED = 16
#: Bounds of a puzzle's numbers: the rounds a game can last, the search's iterations.
MAX_ROUNDS = 100
MAX_ITERATIONS = 10_000_000
#: The largest puzzle file read, in characters (the built-in set is about 300 KB).
MAX_PUZZLE_TEXT = 20 * 1024 * 1024


class PuzzleError(ValueError):
    """Puzzle data is damaged or does not describe a valid puzzle (readable message)."""


@dataclass(frozen=True)
class Candidate:
    """An option the search rated: ``action`` and its estimated chance to ``win``."""

    action: Action
    win: float


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: ``id``; game ``options``; ``actions`` up to the position; the ``seat``
    to move; the ``solution``; the search's ``seed``/``iterations`` and rated
    ``candidates`` (best first, the solution first); ``real_wins`` of
    :data:`REAL_PLAYOUTS` continuations on the real deal; ``rounds_left`` (rounds
    including this one until the self-play game ended) and ``source`` (how it was made)."""

    id: str
    options: Options
    actions: tuple[Action, ...]
    seat: int
    solution: Action
    seed: int
    iterations: int
    candidates: tuple[Candidate, ...]
    real_wins: int
    rounds_left: int
    source: dict[str, Any]

    def game(self) -> Game:
        """The game at the puzzle's position (a fresh copy)."""
        return Game.replay(self.options, self.actions)

    def observation(self) -> Observation:
        """The position as the puzzle's seat sees it."""
        return observe(self.game().state, self.seat)

    def to_json(self) -> dict[str, Any]:
        """The JSON form (see :func:`puzzle_from_json`)."""
        o = self.options
        return {"id": self.id, "options": options_to_json(o),
                "actions": actions_to_json(self.actions), "seat": self.seat,
                "solution": action_to_json(self.solution),
                "search": {"seed": self.seed, "iterations": self.iterations},
                "candidates": [{"action": action_to_json(c.action), "win": round(c.win, 4)}
                               for c in self.candidates],
                "real_wins": self.real_wins, "rounds_left": self.rounds_left,
                "source": self.source}


def _int(doc: dict[str, Any], key: str, lo: int, hi: int, pid: str) -> int:
    """Field ``key`` of puzzle ``pid``: an integer in ``lo`` … ``hi``."""
    v = doc.get(key)
    if not is_int_in(v, lo, hi):
        raise PuzzleError(f"puzzle {pid}: {key!r} is missing, not an integer or out of "
                          f"range ({lo}…{hi})")
    return v


def _object(doc: dict[str, Any], key: str, pid: str) -> dict[str, Any]:
    """Field ``key`` of puzzle ``pid``: a JSON object."""
    v = doc.get(key)
    if not is_object(v):
        raise PuzzleError(f"puzzle {pid}: {key!r} is missing or of the wrong type")
    return v


def puzzle_from_json(doc: Any) -> Puzzle:
    """The puzzle described by ``doc``; PuzzleError if a field is missing, of the wrong
    type or out of range, an action is malformed or illegal, or the position is not a
    role or build decision of the puzzle's seat with the solution legal."""
    if not is_object(doc):
        raise PuzzleError("a puzzle must be a JSON object")
    pid = doc.get("id")
    if not (is_text(pid, 40) and pid and pid.isprintable()):
        raise PuzzleError("a puzzle has no valid id")
    try:
        options = options_from_json(doc.get("options"))
    except ValueError:
        raise PuzzleError(f"puzzle {pid}: invalid game options") from None
    search = _object(doc, "search", pid)
    seat = doc.get("seat")
    if not is_int_in(seat, 0, MAX_PLAYERS - 1):
        raise PuzzleError(f"puzzle {pid}: 'seat' is missing or of the wrong type")
    raw_cands = doc.get("candidates")
    if not is_list(raw_cands, MAX_RATED + 8) or not all(
            is_object(c) and isinstance(c.get("win"), (int, float))
            and not isinstance(c.get("win"), bool) and 0.0 <= c["win"] <= 1.0
            for c in raw_cands):
        raise PuzzleError(f"puzzle {pid}: malformed data (the rated options)")
    try:
        actions = tuple(actions_from_json(doc.get("actions")))
        solution = action_from_json(doc.get("solution"))
        cands = tuple(Candidate(action_from_json(c.get("action")), float(c["win"]))
                      for c in raw_cands)
    except ValueError as exc:
        raise PuzzleError(f"puzzle {pid}: malformed data ({exc})") from None
    s_seed, iters = search.get("seed"), search.get("iterations")
    if not (is_seed(s_seed) and is_int_in(iters, 1, MAX_ITERATIONS)):
        raise PuzzleError(f"puzzle {pid}: malformed data (the search's seed or iterations)")
    try:
        game = Game.replay(options, actions, log=False)
    except IllegalActionError as exc:
        raise PuzzleError(f"puzzle {pid}: its moves are not a legal game ({exc})") from None
    d = game.state.decision
    if game.state.over or d is None or d.seat != seat or d.kind not in KINDS:
        raise PuzzleError(f"puzzle {pid}: the position is not a role or build decision "
                          f"of seat {seat}")
    if solution not in d.legal_actions():
        raise PuzzleError(f"puzzle {pid}: the solution is not a legal move")
    if not cands or cands[0].action != solution:
        raise PuzzleError(f"puzzle {pid}: the rated options do not start with the solution")
    return Puzzle(pid, options, actions, seat, solution, s_seed, iters, cands,
                  _int(doc, "real_wins", 0, REAL_PLAYOUTS, pid),
                  _int(doc, "rounds_left", 1, MAX_ROUNDS, pid),
                  _object(doc, "source", pid))


def load_puzzles(path: str | Path | None = None) -> list[Puzzle]:
    """The puzzles in ``path`` (default the built-in set); PuzzleError with a readable
    message if the file cannot be read, is not puzzle data of this version, or any
    puzzle in it is damaged (then none is returned)."""
    try:
        if path is None:
            text = resources.files("sanjuan.learn").joinpath("puzzles.json").read_text("utf-8")
        else:
            text = Path(path).read_text("utf-8")
        doc = loads_bounded(text, MAX_PUZZLE_TEXT)
    except (OSError, UnicodeDecodeError) as exc:
        raise PuzzleError(f"the puzzles cannot be read: {exc}") from None
    except ValueError:  # not JSON, nested too deeply, too long
        raise PuzzleError("the puzzle data is damaged (not valid JSON)") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise PuzzleError("this is not San Juan puzzle data")
    if doc.get("version") != VERSION:
        raise PuzzleError(f"the puzzle data has an unknown version ({doc.get('version')!r})")
    items = doc.get("puzzles")
    if not isinstance(items, list):
        raise PuzzleError("the puzzle data has no list of puzzles")
    out = [puzzle_from_json(p) for p in items]
    ids = [p.id for p in out]
    if len(set(ids)) != len(ids):
        raise PuzzleError("the puzzle data names a puzzle twice")
    return out


def dump_puzzles(puzzles: Sequence[Puzzle]) -> str:
    """The JSON text of ``puzzles`` (what :func:`load_puzzles` reads), one puzzle a line."""
    items = ",\n".join(json.dumps(p.to_json(), separators=(",", ":")) for p in puzzles)
    return (f'{{"format": "{FORMAT}", "version": {VERSION}, "puzzles": [\n'
            f"{items}\n]}}\n")


def rate(obs: Observation, seed: int, iterations: int,
         include: Action | None = None) -> list[Hint]:
    """The ranked options for the puzzle position ``obs`` (deterministic for ``seed`` and
    ``iterations``): every legal move rated by the Hard player's search
    (:meth:`~sanjuan.ai.hard.HardPlayer.estimate`) when there are at most
    :data:`MAX_RATED`, else the coach's own candidates (:func:`coach`, with
    ``include``). Both keep Hard's hand-tuned position value, with which the puzzles'
    stored ratings were made and verified (the hints' default is the learned model)."""
    d = obs.decision
    assert d is not None
    legal = d.legal_actions()
    if len(legal) > MAX_RATED:
        return coach(obs, seed=seed, iterations=iterations, max_seconds=CHECK_MAX_SECONDS,
                     include=include, evaluation="hand")
    hard = HardPlayer(seed, iterations=iterations, max_seconds=CHECK_MAX_SECONDS)
    res = hard.estimate(obs, legal, None)
    return [Hint(legal[i], res.mean(i), res.count[i], reason(obs, legal[i]))
            for i in res.ranking()]


def clearly_best(hints: Sequence[Hint]) -> bool:
    """True if the first of ``hints`` wins with at least :data:`MIN_WIN` and leads every
    other option by at least :data:`MIN_GAP`."""
    return (len(hints) >= 2 and hints[0].win >= MIN_WIN
            and all(hints[0].win - h.win >= MIN_GAP for h in hints[1:]))


def real_playouts(state: GameState, seat: int, action: Action, game_seed: int,
                  decisions: int, n: int = REAL_PLAYOUTS) -> int:
    """Of ``n`` continuations of the real ``state`` after ``action`` (Medium players in
    every seat, the k-th seeded by ``k``), how many ``seat`` wins (a shared win counts).
    ``decisions``: actions already played (for the players' seeds)."""
    wins = 0
    for k in range(n):
        s = state.copy()
        s.log = None
        apply(s, action)
        i = decisions + 1
        while not s.over:
            d = s.decision
            assert d is not None
            ai = make_player("medium", player_seed(game_seed + k, d.seat, i))
            apply(s, ai.choose(observe(s, d.seat)))
            i += 1
        wins += seat in winners(score(s))
    return wins


def verify(p: Puzzle) -> list[str]:
    """Everything wrong with ``p`` (empty: it holds): the search with its seed and
    iterations must rate exactly its stored candidates (solution first, clearly best) and
    the real deal must be won often enough after the solution. Takes about a second."""
    problems = []
    game = p.game()
    hints = rate(observe(game.state, p.seat), p.seed, p.iterations)
    got = [(h.action, round(h.win, 4)) for h in hints]
    want = [(c.action, round(c.win, 4)) for c in p.candidates]
    if got != want:
        problems.append(f"{p.id}: the search rates {got[:2]}…, stored {want[:2]}…")
    if not clearly_best(hints) or hints[0].action != p.solution:
        problems.append(f"{p.id}: the solution is not clearly best")
    wins = real_playouts(game.state, p.seat, p.solution, p.options.seed, len(game.actions))
    if wins != p.real_wins or wins < MIN_REAL_WINS:
        problems.append(f"{p.id}: the real deal is won {wins} times, stored {p.real_wins}")
    return problems


@dataclass(frozen=True)
class Verdict:
    """The judgement of a move: ``correct``; ``played`` and ``best`` (the solution) each
    with the coach's :class:`Reason` and estimated chance to win (``played_win``,
    ``best_win``; the played move's comes from the stored ratings, or a new search when it
    was not rated)."""

    correct: bool
    played: Action
    played_reason: Reason
    played_win: float
    best: Action
    best_reason: Reason
    best_win: float


def check_move(p: Puzzle, action: Action) -> Verdict:
    """Judge ``action`` at puzzle ``p``: right if it is the solution (or rated within
    :data:`TOLERANCE` of it); otherwise the reasons for both moves. Raises
    IllegalActionError if ``action`` is not legal there."""
    state = p.game().state
    d = state.decision
    assert d is not None
    check(state, d, action)  # IllegalActionError, naming the rule
    obs = observe(state, p.seat)
    rated = {c.action: c.win for c in p.candidates}
    if action not in rated:
        hints = rate(obs, p.seed, p.iterations, include=action)
        rated.update({h.action: h.win for h in hints if h.action == action})
    best_win = p.candidates[0].win
    win = rated.get(action, 0.0)
    correct = action == p.solution or win >= best_win - TOLERANCE
    return Verdict(correct, action, reason(obs, action), win, p.solution,
                   reason(obs, p.solution), best_win)
