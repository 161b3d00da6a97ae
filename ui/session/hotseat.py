"""Who is looking at the screen: the human the table is shown for, the hot-seat
hand-over between humans at one computer, or a spectator when every seat is a computer."""

from __future__ import annotations

from ui.session.game_model import GameModel


class HotSeat:
    """The viewer of ``model``'s game. ``viewer_seat`` is the human last handed the
    computer (-1: nobody yet); ``handing_over`` is True while the hand-over screen asks
    for the computer to go to ``pending_viewer``."""

    def __init__(self, model: GameModel) -> None:
        self.model = model
        self.viewer_seat = -1
        self.handing_over = False
        self.pending_viewer = -1

    def reset(self) -> None:
        """A new or loaded game: nobody has been handed the computer yet."""
        self.viewer_seat = -1
        self.handing_over = False

    def viewer(self) -> int:
        """The seat whose view the table shows: the human (hot-seat: the one last handed
        the computer), or seat 0 as a spectator when every seat is a computer."""
        humans = self.model.human_seats
        if not humans:
            return 0
        if len(humans) == 1:
            return humans[0]
        return self.viewer_seat if self.viewer_seat in humans else humans[0]

    def is_spectating(self) -> bool:
        """True when every seat is played by the computer."""
        return not self.model.human_seats

    def is_you(self, seat: int) -> bool:
        """True if ``seat`` is the one shown (told "You …" in the log)."""
        return seat == self.viewer() and not self.is_spectating()

    def log_viewer(self) -> int:
        """The seat the log is written for (-1 during a hot-seat hand-over)."""
        return -1 if self.handing_over else self.viewer()

    def saved_viewer(self) -> int:
        """The viewer stored with a saved game: the hot-seat viewer, else -1."""
        return self.viewer_seat if len(self.model.human_seats) >= 2 else -1

    def waiting(self) -> bool:
        """True in hot-seat while nobody has been handed the computer yet."""
        m = self.model
        return len(m.human_seats) >= 2 and self.viewer_seat not in m.human_seats and not m.over

    def human_to_act(self, seat: int) -> bool:
        """Human ``seat`` decides now; True when the computer must be handed over to it
        first (then :attr:`handing_over` is set)."""
        if len(self.model.human_seats) < 2 or seat == self.viewer_seat:
            self.viewer_seat = seat
            return False
        self.handing_over = True
        self.pending_viewer = seat
        return True

    def hand_over_done(self) -> None:
        """The hand-over screen was confirmed: the waiting human sees the table."""
        self.viewer_seat = self.pending_viewer
        self.handing_over = False
