"""The deal of the day: one deal per calendar date, the same on every computer.

:func:`daily_options` maps a date to the game's options: 2 players, classic edition, no
start-hand variant, and a seed hashed from the date alone (never from anything a player
can choose). The person plays seat :data:`PLAYER_SEAT` against Expert
(:data:`OPPONENT`). Afterwards :func:`expert_in_seat` plays the same deal with Expert in
the person's seat (the window runs it in the background) so the person sees how Expert
itself did; :func:`streak` counts the days in a row a deal of the day was played, from
the history, where these games are kept apart (mode ``"daily"`` with their deal's date,
:mod:`sanjuan.store.history`).

One attempt: the first start of a date's deal is *the* attempt. The history keeps it
(schema 3) with its actions so far; it is resumed, never dealt afresh, and a deal left
unfinished for another game is *abandoned*: it stays that day's attempt, is not a
finished day, so it does not count for the streak (giving up is not playing the deal;
else starting and quitting would keep a streak for free), and the deal can only be
replayed for practice. :func:`replay_deal` rebuilds a kept attempt or Expert's kept
game from its actions (:func:`expert_run_of`), so Expert's result is computed once.

The seed is public in the sense that anyone reading this code can compute the deal of any
date; as with every offline daily puzzle, that is a matter of honour.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Protocol

from sanjuan.ai import make_player
from sanjuan.rules.actions import action_from_json
from sanjuan.rules.game import Game
from sanjuan.rules.observation import observe
from sanjuan.rules.scoring import score, winners
from sanjuan.rules.seat import LEVELS
from sanjuan.rules.seeds import player_seed
from sanjuan.rules.state import Options

PLAYERS = 2
EDITION = "classic"
#: The person's seat and the computer level of the other seat.
PLAYER_SEAT = 0
OPPONENT = "expert"
#: Rounds after which a computer-only game is stopped as broken (never reached in practice).
MAX_ROUNDS = 60


def daily_seed(day: date) -> int:
    """The seed (0 ≤ seed < 2**63) of the deal of ``day``: a hash of its ISO date."""
    digest = hashlib.blake2b(f"sanjuan-daily:{day.isoformat()}".encode(),
                             digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def daily_options(day: date) -> Options:
    """The options of the deal of ``day`` (2 players, classic, no variant)."""
    return Options(players=PLAYERS, edition=EDITION, variant=False, seed=daily_seed(day))


def deal_date(text: str) -> date:
    """The date of an ISO ``YYYY-MM-DD`` string; ValueError with a readable message."""
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise ValueError(f"not a date (YYYY-MM-DD): {text[:40]!r}") from None


class DailyCancelled(Exception):
    """Raised by :func:`expert_in_seat` when its ``cancel`` callback turned True."""


@dataclass(frozen=True)
class ExpertRun:
    """How ``level`` did in the person's seat on a deal: ``score`` and ``opponent_score``
    (VP), ``won`` (a shared win counts), ``rounds`` and the ``game`` (to replay)."""

    level: str
    score: int
    opponent_score: int
    won: bool
    rounds: int
    game: Game


def expert_in_seat(day: date, level: str = OPPONENT, seat: int = PLAYER_SEAT,
                   cancel: Callable[[], bool] | None = None, opponent: str = OPPONENT,
                   **player_kwargs: object) -> ExpertRun:
    """Play the deal of ``day`` with ``level`` (default Expert) in ``seat`` and the
    person's ``opponent`` (Expert; another level only in tests) in the other, each
    decision by a fresh player seeded as the window seeds it
    (:func:`sanjuan.rules.seeds.player_seed`), so the result depends only on the date.
    ``player_kwargs`` go to ``level``'s player (e.g. ``max_seconds``). Takes about a
    minute for Expert; ``cancel`` is polled between decisions (DailyCancelled). Raises
    ValueError for an unknown level or seat, RuntimeError if the game does not end."""
    if level not in LEVELS or opponent not in LEVELS:
        raise ValueError(f"unknown AI level {level!r} or {opponent!r}")
    if not 0 <= seat < PLAYERS:
        raise ValueError(f"seat {seat} is not one of the {PLAYERS} seats")
    opts = daily_options(day)
    game = Game(opts, log=False)
    s = game.state
    while not s.over:
        if s.round > MAX_ROUNDS:
            raise RuntimeError("the computer game of the deal of the day did not end")
        if cancel is not None and cancel():
            raise DailyCancelled
        d = s.decision
        assert d is not None
        lv, kw = (level, player_kwargs) if d.seat == seat else (opponent, {})
        ai = make_player(lv, player_seed(opts.seed, d.seat, len(game.actions)), **kw)
        game.apply(ai.choose(observe(s, d.seat), cancel))
    sc = score(s)
    return ExpertRun(level, sc[seat].total, max(b.total for i, b in enumerate(sc) if i != seat),
                     seat in winners(sc), s.round, game)


def replay_deal(day: date, actions: Iterable[object], log: bool = False) -> Game:
    """The deal of ``day`` after ``actions`` (the save format's JSON actions), with its
    event ``log`` or not. Raises ValueError (with a short reason) for a malformed or
    illegal action."""
    game = Game(daily_options(day), log=log)
    for i, data in enumerate(actions):
        try:
            game.apply(action_from_json(data))
        except ValueError as exc:
            raise ValueError(f"action {i + 1} does not fit the deal of {day}: "
                             f"{str(exc)[:80]}") from None
    return game


def expert_run_of(day: date, level: str, actions: Iterable[object],
                  seat: int = PLAYER_SEAT) -> ExpertRun:
    """The :class:`ExpertRun` of ``level`` in ``seat`` on ``day``'s deal rebuilt from its
    kept JSON ``actions`` (the scores come from replaying them, never from storage).
    Raises ValueError if an action does not fit or the game does not end with them."""
    game = replay_deal(day, actions)
    s = game.state
    if not s.over:
        raise ValueError(f"the kept game on the deal of {day} does not end")
    sc = score(s)
    return ExpertRun(level, sc[seat].total, max(b.total for i, b in enumerate(sc) if i != seat),
                     seat in winners(sc), s.round, game)


class GameRecord(Protocol):
    """What the streak needs of a recorded game (:class:`sanjuan.store.history.GameRecord`
    has it; the teaching floor does not import the store): its ``mode`` and, for a deal
    of the day, the ``deal_date`` (ISO date)."""

    @property
    def mode(self) -> str: ...

    @property
    def deal_date(self) -> str | None: ...


def played_days(records: Iterable[GameRecord]) -> set[date]:
    """The dates whose deal of the day was finished (any number of times)."""
    out: set[date] = set()
    for r in records:
        if r.mode == "daily" and r.deal_date:
            try:
                out.add(date.fromisoformat(r.deal_date))
            except ValueError:
                continue  # a damaged date counts for nothing
    return out


def streak(records: Iterable[GameRecord], today: date) -> int:
    """Days in a row, ending ``today`` (or yesterday, while today's deal is still to be
    played), whose deal of the day was finished."""
    days = played_days(records)
    day = today if today in days else today - timedelta(days=1)
    n = 0
    while day in days:
        n += 1
        day -= timedelta(days=1)
    return n


def daily_json(records: Iterable[GameRecord], today: date,
               abandoned: Iterable[str] = ()) -> dict[str, object]:
    """The ``daily`` part of ``sanjuan stats --json``: today's date and seed, whether it
    was played, the streak and the number of days played; with the ISO dates whose
    attempt was ``abandoned`` (unfinished, so not played), whether today's was and how
    many such days there are."""
    rs = list(records)
    days = played_days(rs)
    gave_up = {d for d in abandoned} - {d.isoformat() for d in days}
    return {"today": today.isoformat(), "seed": daily_seed(today),
            "played_today": today in days, "streak": streak(rs, today),
            "days_played": len(days), "abandoned_today": today.isoformat() in gave_up,
            "days_abandoned": len(gave_up)}
