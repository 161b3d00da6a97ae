"""A skill rating per player name, from the game history, on the scale of the computer ladder.

The arithmetic is openskill's Plackett–Luce model (Weng & Lin's Bayesian approximation,
``openskill.models.PlackettLuce``, default ``mu`` 25, ``sigma`` 25/3, ``beta`` 25/6,
``tau`` 25/300). It was chosen over Glicko-2 because San Juan is played by 2 to 4 players
and Plackett–Luce rates a whole finishing order at once (ties included), where Glicko-2
only knows two-player results; the library is typed, pure Python, MIT-licensed and kept
up to date.

Each player has a ``mu`` (estimated skill) and a ``sigma`` (its uncertainty). The computer
levels do not learn: they are *anchors* with fixed ratings (:data:`ANCHORS`) derived from
the measured ladder (:data:`LADDER`, docs/ai.md "Ladder"): the gap between two neighbouring
levels is the one at which the model's own :meth:`predict_win` gives the measured win rate
(``gap = c·Φ⁻¹(p)``, ``c = √(2β² + 2σ_anchor²)``), and Medium sits at ``mu`` 25, where a
new player starts. In every game the computer seats enter with their anchor and only the
people's new ratings are kept, so a person's rating says where on the ladder they stand.

Shown numbers are *points*: ``1500 + 50·(mu − 25)``. On that scale a gap of 400 points
between two well-known players means about 10 : 1 odds, as with Elo.

Which games count (RULES for the rating, decided here): finished ordinary games and deals
of the day with at least one person. Spectated games have no person's seat and never
change a rating. Tutorial and puzzle games, and a seat that asked for hints, do not count
unless ``include_tutorial`` / ``include_hinted`` say so (a setting of the window passes
them). A casual game (take-backs against the computer, :attr:`GameRecord.casual`) never
counts: a result with take-backs is not the player's strength. Every person at the table
is rated, by name (whitespace trimmed); a seat's kind that is not a computer level
(``"human"``, later a network player) is a person.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from statistics import NormalDist

from openskill.models import PlackettLuce, PlackettLuceRating

from sanjuan.rules.seat import PLAYER_LEVELS
from sanjuan.store.history import GameRecord

#: The model with openskill's documented defaults.
MODEL = PlackettLuce()
MU0 = MODEL.mu
SIGMA0 = MODEL.sigma
BETA = MODEL.beta
#: The anchors' (computer levels') uncertainty: small, they never change.
ANCHOR_SIGMA = 0.5
#: Shown points per unit of ``mu``, and the points of ``mu`` 25.
POINTS_PER_MU = 50.0
POINTS_AT_MU0 = 1500.0

#: The measured 2-player classic ladder used for the anchors: (stronger, weaker, win rate
#: of the stronger, games), adjacent levels only. docs/ai.md, "Ladder" tables (the other
#: pairs there are checked against the anchors in the tests). Every rung from Easy to
#: Expert: ``sanjuan arena --players 2 --games N --seed 40000 --seats HI,LO --max-seconds
#: 30`` (the cap never reached, so the results depend only on the seeds). Easy against
#: Random: ``sanjuan arena --players 2 --games 400 --seats easy,random`` (seed 0), 391/400.
LADDER: tuple[tuple[str, str, float, int], ...] = (
    ("expert", "tough", 0.631, 1000),
    ("tough", "hard", 0.655, 1000),
    ("hard", "skilled", 0.63, 2000),
    ("skilled", "medium", 0.67425, 2000),
    ("medium", "steady", 0.6655, 2000),
    ("steady", "casual", 0.65875, 2000),
    ("casual", "easy", 0.65125, 2000),
    ("easy", "random", 0.9775, 400),
)
#: The level pinned at ``mu`` 25 (a new player's starting point).
PINNED = "medium"


def _spread() -> float:
    """``c`` of predict_win for two anchors: √(2β² + 2σ²)."""
    return math.sqrt(2 * BETA ** 2 + 2 * ANCHOR_SIGMA ** 2)


def _anchor_mus() -> dict[str, float]:
    """``mu`` of each level: Medium at 25, each neighbour at the gap that makes the model
    predict the measured win rate."""
    c = _spread()
    gaps = {(hi, lo): c * NormalDist().inv_cdf(p) for hi, lo, p, _ in LADDER}
    mus = {PINNED: MU0}
    changed = True
    while changed:
        changed = False
        for (hi, lo), gap in gaps.items():
            if hi in mus and lo not in mus:
                mus[lo] = mus[hi] - gap
                changed = True
            elif lo in mus and hi not in mus:
                mus[hi] = mus[lo] + gap
                changed = True
    return dict(sorted(mus.items(), key=lambda kv: kv[1]))


#: Computer level → anchor ``mu`` (weakest first).
ANCHORS: dict[str, float] = _anchor_mus()


def points(mu: float) -> float:
    """Shown points of a ``mu``: ``1500 + 50·(mu − 25)``."""
    return POINTS_AT_MU0 + POINTS_PER_MU * (mu - MU0)


def anchor_points() -> dict[str, int]:
    """Each computer level's fixed rating in points (weakest first)."""
    return {lv: round(points(mu)) for lv, mu in ANCHORS.items()}


def anchor_rating(level: str) -> PlackettLuceRating:
    """The fixed rating of computer ``level``; KeyError for an unknown level."""
    return MODEL.rating(mu=ANCHORS[level], sigma=ANCHOR_SIGMA, name=level)


def win_chance(mu_a: float, sigma_a: float, mu_b: float, sigma_b: float) -> float:
    """The model's chance (0…1) that player a beats player b in a 2-player game."""
    a = MODEL.rating(mu=mu_a, sigma=sigma_a)
    b = MODEL.rating(mu=mu_b, sigma=sigma_b)
    return MODEL.predict_win([[a], [b]])[0]


@dataclass(frozen=True)
class RatingPoint:
    """A person's rating after one counted game: ``game_id`` and ``finished_at`` (ISO) of
    the game, ``mu`` and ``sigma`` (model units) and ``points`` with ``low``/``high``
    (points ± 2 sigma, about 95 %)."""

    game_id: int | None
    finished_at: str
    mu: float
    sigma: float

    @property
    def points(self) -> float:
        """The rating in points."""
        return points(self.mu)

    @property
    def low(self) -> float:
        """Points − 2 sigma."""
        return points(self.mu - 2 * self.sigma)

    @property
    def high(self) -> float:
        """Points + 2 sigma."""
        return points(self.mu + 2 * self.sigma)

    def to_json(self) -> dict[str, object]:
        """A JSON-ready dict (points rounded to whole numbers)."""
        return {"game_id": self.game_id, "finished_at": self.finished_at,
                "mu": round(self.mu, 4), "sigma": round(self.sigma, 4),
                "points": round(self.points), "low": round(self.low),
                "high": round(self.high)}


@dataclass(frozen=True)
class Placement:
    """Where a rating of ``points`` stands on the ladder: ``above`` (the strongest level
    it is at or above, None below the weakest) and ``below`` (the next level up, None
    above the strongest) — "between Medium and Hard; Hard is the next step"."""

    points: float
    above: str | None
    below: str | None


#: Counted games before a rating is placed between two computer levels: after one game the
#: uncertainty spans the whole ladder, so naming a band then would be a guess (issue 34).
PLACEMENT_GAMES = 5


def placement(mu: float) -> Placement:
    """The ladder placement of ``mu``."""
    above = below = None
    for lv, m in ANCHORS.items():
        if m <= mu:
            above = lv
        elif below is None:
            below = lv
    return Placement(points(mu), above, below)


@dataclass(frozen=True)
class PlayerRating:
    """One person's rating history: ``name`` and ``history`` (a :class:`RatingPoint` per
    counted game, oldest first; never empty)."""

    name: str
    history: tuple[RatingPoint, ...]

    @property
    def current(self) -> RatingPoint:
        """The rating after the last counted game."""
        return self.history[-1]

    @property
    def games(self) -> int:
        """Counted games."""
        return len(self.history)

    @property
    def placed(self) -> bool:
        """True once enough games counted (:data:`PLACEMENT_GAMES`) to name a band of
        the computer ladder."""
        return self.games >= PLACEMENT_GAMES

    @property
    def games_to_placement(self) -> int:
        """Counted games still needed before the band is named (0 once placed)."""
        return max(0, PLACEMENT_GAMES - self.games)

    def to_json(self) -> dict[str, object]:
        """A JSON-ready dict: name, games, current rating, placement (``between``, and
        ``placed``: whether enough games counted to name it) and history."""
        cur = self.current
        pl = placement(cur.mu)
        return {"name": self.name, "games": self.games, **cur.to_json(),
                "between": [pl.above, pl.below], "placed": self.placed,
                "history": [p.to_json() for p in self.history]}


def counts(record: GameRecord, seat: int, include_tutorial: bool = False,
           include_hinted: bool = False) -> bool:
    """True if ``seat`` of ``record`` is a person whose result counts for the rating (see
    the module docstring)."""
    s = record.seats[seat]
    if s.kind in ANCHORS or record.spectated or record.casual:
        return False
    if record.mode in ("tutorial", "puzzle") and not include_tutorial:
        return False
    return include_hinted or s.hints == 0


def _ranks(record: GameRecord) -> list[int]:
    """Finishing places (0 = winner; equal total and tie-break share a place, RULES 2.3)."""
    keys = [(s.total, s.tiebreak) for s in record.seats]
    return [sorted(set(keys), reverse=True).index(k) for k in keys]


def rate_history(records: Iterable[GameRecord], include_tutorial: bool = False,
                 include_hinted: bool = False) -> dict[str, PlayerRating]:
    """Every person's rating over ``records`` (taken oldest first by finish time), by name.

    A game changes the rating of each of its counted person seats; the others at the table
    (computers at their anchors, uncounted people at their current rating) take part but
    keep their ratings. Games without a counted seat are skipped. Raises ValueError for a
    record whose seats are not 2 to 4."""
    ratings: dict[str, PlackettLuceRating] = {}
    history: dict[str, list[RatingPoint]] = {}
    for r in sorted(records, key=lambda r: (r.finished_at, r.id or 0)):
        if not 2 <= len(r.seats) <= 4:
            raise ValueError(f"game {r.id} has {len(r.seats)} seats")
        rated = [i for i in range(len(r.seats))
                 if counts(r, i, include_tutorial, include_hinted)]
        if not rated:
            continue
        teams = [[_seat_rating(ratings, s.name, s.kind)] for s in r.seats]
        names = [s.name.strip() for s in r.seats]
        if any(names[i] == names[j] for i in rated for j in range(len(names)) if i != j
               and r.seats[j].kind not in ANCHORS):
            continue  # one name in two seats (hot-seat with a default name): not a result
        new = MODEL.rate(teams, ranks=[float(x) for x in _ranks(r)])
        for i in rated:
            ratings[names[i]] = new[i][0]
            history.setdefault(names[i], []).append(
                RatingPoint(r.id, r.finished_at, new[i][0].mu, new[i][0].sigma))
    return {n: PlayerRating(n, tuple(h)) for n, h in sorted(history.items())}


def _seat_rating(ratings: dict[str, PlackettLuceRating], name: str,
                 kind: str) -> PlackettLuceRating:
    if kind in ANCHORS:
        return anchor_rating(kind)
    return ratings.get(name.strip()) or MODEL.rating(name=name.strip())


def ratings_json(records: Sequence[GameRecord], include_tutorial: bool = False,
                 include_hinted: bool = False) -> dict[str, object]:
    """The ``rating`` part of ``sanjuan stats --json``: the model, the anchors in points,
    which games counted, and each person's rating with its history."""
    players = rate_history(records, include_tutorial, include_hinted)
    return {"model": "openskill PlackettLuce", "scale": {"points_at_mu_25": POINTS_AT_MU0,
                                                          "points_per_mu": POINTS_PER_MU},
            "anchors": anchor_points(),
            "counted": {"tutorial": include_tutorial, "hinted": include_hinted},
            "players": [p.to_json() for p in players.values()]}


def rating_placement_text(rating: PlayerRating) -> str:
    """English words for where ``rating`` stands: its band once placed (see
    :func:`placement_text`), before that how many more counted games it takes ("no band
    yet: 4 more games"); the window translates its own."""
    if not rating.placed:
        n = rating.games_to_placement
        return f"no band yet: {n} more game{'' if n == 1 else 's'} to place you"
    return placement_text(placement(rating.current.mu))


def placement_text(pl: Placement) -> str:
    """English words for a placement ("between medium and hard; hard is the next step");
    the window translates its own."""
    if pl.above is None:
        return f"below {pl.below}; {pl.below} is the next step"
    if pl.below is None:
        return f"at or above {pl.above}, the strongest computer"
    return f"between {pl.above} and {pl.below}; {pl.below} is the next step"


# ---------------------------------------------------------------------- adaptive level
# The seat choice "adaptive" (sanjuan.rules.seat.ADAPTIVE) plays at adaptive_level(); the
# window and `sanjuan play` resolve it to a level before the game starts, so saves, the
# history and replays never hold it.


def nearest_level(rating_points: float, levels: Iterable[str] = PLAYER_LEVELS) -> str:
    """The computer level among ``levels`` (default: the levels a player may choose,
    :data:`~sanjuan.rules.seat.PLAYER_LEVELS`) whose anchor (:func:`anchor_points`, in
    points) is nearest ``rating_points``; on a tie the weaker one. Levels without an
    anchor (not measured on the ladder yet) are left out. Raises ValueError when none of
    ``levels`` has an anchor or ``rating_points`` is not a finite number."""
    if not math.isfinite(rating_points):
        raise ValueError(f"rating points must be a finite number, not {rating_points}")
    anchored = [lv for lv in levels if lv in ANCHORS]
    if not anchored:
        raise ValueError(f"no computer level with a rating among {list(levels)}")
    # weakest first, so min() keeps the weaker level of two at the same distance
    anchored.sort(key=lambda lv: ANCHORS[lv])
    return min(anchored, key=lambda lv: abs(points(ANCHORS[lv]) - rating_points))


def table_points(ratings: Mapping[str, PlayerRating], names: Sequence[str]) -> float:
    """The rating in points of the people called ``names`` at one table: the mean of
    their current ratings in ``ratings`` (by name, whitespace trimmed, as
    :func:`rate_history` keys them); a name without rated games counts as a new player
    (``mu`` 25, Medium's 1500 points), and so does a table without people."""
    got = [ratings[n.strip()].current.points if n.strip() in ratings else points(MU0)
           for n in names]
    return sum(got) / len(got) if got else points(MU0)


def adaptive_level(ratings: Mapping[str, PlayerRating], names: Sequence[str]) -> str:
    """The level an adaptive computer seat plays at a table of the people ``names``: the
    level of :data:`~sanjuan.rules.seat.PLAYER_LEVELS` nearest their rating
    (:func:`table_points`: several people, their mean; nobody rated yet, Medium)."""
    return nearest_level(table_points(ratings, names))
