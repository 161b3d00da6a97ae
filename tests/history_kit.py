"""Finished games and history records for the history, statistics and replay tests."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from sanjuan.rules.game import Game
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from sanjuan.store.history import GameRecord, record_of


def finished_game(players: int = 2, edition: str = "2018", seed: int = 1,
                  log: bool = False) -> Game:
    """A random-legal-move game played to its end (deterministic for the seed); with
    ``log`` it keeps its event log."""
    g = Game(Options(players, edition, False, seed), log=log)
    rng = random.Random(seed)
    while not g.state.over:
        assert g.state.decision is not None
        g.apply(g.state.decision.sample(rng))
    return g


def record(kinds: tuple[str, ...] = ("human", "easy"), seed: int = 1, day: int = 0,
           edition: str = "2018") -> GameRecord:
    """The record of :func:`finished_game` with seats of ``kinds`` finished on day ``day``."""
    g = finished_game(len(kinds), edition, seed)
    seats = [Seat(f"P{i}", k) for i, k in enumerate(kinds)]
    return record_of(g, seats, datetime(2026, 1, 1, tzinfo=UTC) + timedelta(days=day))
