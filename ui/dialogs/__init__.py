"""Dialogs and screens around the table: new game, game over, hot-seat hand-over,
rules and about."""
