"""Statistics of the human's games, from the history (:mod:`sanjuan.store.history`). Pure
functions over :class:`~sanjuan.store.history.GameRecord` lists (no Qt, no database).

Only games with a human seat count; spectated computer-only games are left out. Every
human seat of a game is one *result* (a hot-seat game of two people gives two results).
A game's *opponent level* is its strongest computer opponent (``"human"`` when every
opponent was a person), so "won against hard" means a hard computer was at the table.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from sanjuan.rules.seat import HUMAN, PLAYER_LEVELS
from sanjuan.store.history import MAX_VP, GameRecord

#: Width of a score-distribution bin, in VP.
BIN_VP = 5
#: Games in the moving window of the win rate over time.
WINDOW = 10


@dataclass(frozen=True)
class Result:
    """One human seat's game: ``index`` (0-based among the results, oldest first),
    ``finished_at`` (ISO time), ``edition``, ``players``, ``opponent_level``, ``score`` (VP)
    and ``won`` (shared wins count as won), ``mode`` (the game's mode: ``"game"``,
    ``"daily"`` …, :data:`sanjuan.store.history.MODES`)."""

    index: int
    finished_at: str
    edition: str
    players: int
    opponent_level: str
    score: int
    won: bool
    mode: str = "game"


@dataclass(frozen=True)
class Tally:
    """Games ``played`` and ``won`` of one group; ``rate`` is won/played (0 when none)."""

    played: int
    won: int

    @property
    def rate(self) -> float:
        """Share of games won, 0.0–1.0."""
        return self.won / self.played if self.played else 0.0


def _level_rank(level: str) -> int:
    return PLAYER_LEVELS.index(level) if level in PLAYER_LEVELS else len(PLAYER_LEVELS)


def opponent_level(record: GameRecord, seat: int) -> str:
    """The strongest computer level among ``seat``'s opponents, or ``"human"``."""
    levels = [s.kind for i, s in enumerate(record.seats) if i != seat and not s.is_human]
    return max(levels, key=_level_rank) if levels else HUMAN


def human_results(records: Iterable[GameRecord]) -> list[Result]:
    """A result per human seat of every non-spectated game, oldest game first."""
    out: list[Result] = []
    for r in sorted(records, key=lambda r: (r.finished_at, r.id or 0)):
        if r.spectated:
            continue
        for seat, s in enumerate(r.seats):
            if s.is_human:
                out.append(Result(len(out), r.finished_at, r.edition, r.players,
                                  opponent_level(r, seat), s.total, s.winner, r.mode))
    return out


def tally(results: Iterable[Result]) -> Tally:
    """Played and won over ``results``."""
    rs = list(results)
    return Tally(len(rs), sum(r.won for r in rs))


def tally_by(results: Sequence[Result], key: Callable[[Result], object]) -> dict[object, Tally]:
    """Played and won per value of ``key`` (e.g. ``lambda r: r.edition``), keys sorted
    (opponent levels weakest first)."""
    groups: dict[object, list[Result]] = {}
    for r in results:
        groups.setdefault(key(r), []).append(r)

    def order(k: object) -> tuple[object, ...]:
        return (_level_rank(k), k) if isinstance(k, str) else (0, k)

    return {k: tally(groups[k]) for k in sorted(groups, key=order)}


def average_score(results: Sequence[Result]) -> float | None:
    """Mean score in VP, or None without results."""
    return sum(r.score for r in results) / len(results) if results else None


def best_score(results: Sequence[Result]) -> int | None:
    """Highest score in VP, or None without results."""
    return max((r.score for r in results), default=None)


def score_distribution(results: Sequence[Result], width: int = BIN_VP) -> list[tuple[int, int]]:
    """``(lowest VP of the bin, results in it)`` for consecutive bins of ``width`` VP
    from the lowest to the highest score (empty bins included); [] without results.
    Scores outside 0 … :data:`~sanjuan.store.history.MAX_VP` (no game scores them; the
    history refuses them) are left out, so that the bins never span more than that."""
    scores = [r.score for r in results if isinstance(r.score, int) and 0 <= r.score <= MAX_VP]
    if not scores:
        return []
    lo = min(scores) // width * width
    hi = max(scores) // width * width
    counts = dict.fromkeys(range(lo, hi + 1, width), 0)
    for vp in scores:
        counts[vp // width * width] += 1
    return list(counts.items())


def average_by(results: Sequence[Result],
               key: Callable[[Result], object]) -> dict[object, float]:
    """Mean score in VP per value of ``key`` (keys ordered as :func:`tally_by`)."""
    groups: dict[object, list[int]] = {}
    for r in results:
        groups.setdefault(key(r), []).append(r.score)
    order = tally_by(results, key)
    return {k: sum(groups[k]) / len(groups[k]) for k in order}


def win_rate_over_time(results: Sequence[Result], window: int = WINDOW) -> list[float]:
    """After each result (oldest first), the share of wins (0.0–1.0) over the last
    ``window`` results."""
    out = []
    for i in range(len(results)):
        recent = results[max(0, i + 1 - window):i + 1]
        out.append(sum(r.won for r in recent) / len(recent))
    return out


@dataclass(frozen=True)
class Summary:
    """Everything the statistics dialog and ``sanjuan stats`` show."""

    overall: Tally
    by_level: dict[object, Tally]
    by_edition: dict[object, Tally]
    by_players: dict[object, Tally]
    average: float | None
    best: int | None
    distribution: list[tuple[int, int]]
    win_rate: list[float]
    spectated: int
    vp_by_level: dict[object, float] | None = None
    vp_by_edition: dict[object, float] | None = None
    by_mode: dict[object, Tally] | None = None

    def to_json(self) -> dict[str, object]:
        """A JSON-ready dict (``sanjuan stats --json``)."""
        def groups(d: dict[object, Tally]) -> dict[str, dict[str, int]]:
            return {str(k): {"played": t.played, "won": t.won} for k, t in d.items()}

        return {"played": self.overall.played, "won": self.overall.won,
                "by_opponent_level": groups(self.by_level),
                "by_edition": groups(self.by_edition),
                "by_players": groups(self.by_players),
                "average_score": self.average, "best_score": self.best,
                "score_distribution": [{"from": lo, "to": lo + BIN_VP - 1, "games": n}
                                       for lo, n in self.distribution],
                "win_rate_over_time": self.win_rate, "spectated_games": self.spectated,
                "average_score_by_opponent_level": {str(k): v for k, v in
                                                    (self.vp_by_level or {}).items()},
                "average_score_by_edition": {str(k): v for k, v in
                                             (self.vp_by_edition or {}).items()},
                "by_mode": groups(self.by_mode or {})}


def summarize(records: Sequence[GameRecord]) -> Summary:
    """The human's statistics over ``records`` (spectated games only counted apart)."""
    rs = human_results(records)
    return Summary(tally(rs), tally_by(rs, lambda r: r.opponent_level),
                   tally_by(rs, lambda r: r.edition), tally_by(rs, lambda r: r.players),
                   average_score(rs), best_score(rs), score_distribution(rs),
                   win_rate_over_time(rs), sum(r.spectated for r in records),
                   average_by(rs, lambda r: r.opponent_level), average_by(rs, lambda r: r.edition),
                   tally_by(rs, lambda r: r.mode))
