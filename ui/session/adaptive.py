"""The level an adaptive computer seat plays (the new-game dialog's "Computer –
adaptive"): the people's ratings as the Statistics window works them out from the game
history, and the level of the ladder nearest them
(:func:`sanjuan.store.rating.adaptive_level`).

Which people: every human seat of the table, by the name it plays under (the name typed,
or the dialog's default one); with several people their mean rating, so that one
computer suits the table rather than its strongest player. A person without rated games
starts at Medium. A history that cannot be read makes the seat Medium, with one line in
the log and no message box: the player asked for a game, not for their statistics.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from ui.text import DEFAULT_YOU_NAMES, is_you_name

if TYPE_CHECKING:
    from sanjuan.store.rating import PlayerRating
    from ui.session.statistics import RatingChoice

log = logging.getLogger(__name__)

#: The level of an adaptive seat when the history cannot be read (a new player's).
FALLBACK_LEVEL = "medium"

#: The ratings by name, or None when the history could not be read.
Ratings = Mapping[str, "PlayerRating"] | None


def load_ratings(choice: RatingChoice | None = None) -> Ratings:
    """Every person's rating over the history database, counting the games the
    Statistics window counts with ``choice`` (None: its defaults; whether the rating is
    shown does not matter here). ``{}`` when there is no history yet (nothing is
    created); None, with one log line, when the database cannot be read."""
    from sanjuan.store.history import History, HistoryError, default_path
    from sanjuan.store.rating import rate_history

    try:
        path = default_path()
        if not path.exists():
            return {}
        records = History(path).games()
        if choice is None:
            return rate_history(records)
        return rate_history(records, choice.tutorial, choice.hinted)
    except (HistoryError, ValueError, OSError) as exc:
        log.warning("adaptive computer level: the game history cannot be read (%s); "
                    "it plays at %s", exc, FALLBACK_LEVEL)
        return None


def rated_name(ratings: Mapping[str, PlayerRating], name: str) -> str:
    """The name ``name`` is rated under: itself; for the default name "You" of one
    language ("Du"…) not rated yet, the default name of another language rated most
    recently (a player who switched languages stays one player here)."""
    name = name.strip()
    if name in ratings or not is_you_name(name):
        return name
    known = [n for n in DEFAULT_YOU_NAMES if n in ratings]
    if not known:
        return name
    return max(known, key=lambda n: ratings[n].current.finished_at)


def adaptive_level(ratings: Ratings, names: Sequence[str]) -> str:
    """The level an adaptive computer plays against the people ``names`` (see the
    module docstring); :data:`FALLBACK_LEVEL` when ``ratings`` is None."""
    from sanjuan.store import rating

    if ratings is None:
        return FALLBACK_LEVEL
    return rating.adaptive_level(ratings, [rated_name(ratings, n) for n in names])


__all__ = ["FALLBACK_LEVEL", "Ratings", "adaptive_level", "load_ratings", "rated_name"]
