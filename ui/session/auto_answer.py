"""Answering the human's decisions that leave no choice (View ▸ Skip decisions with
one possible answer), with a line in the log saying what was done and why."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from sanjuan.rules.forced import forced_answer
from sanjuan.rules.game import Game
from sanjuan.rules.observation import observe
from ui.session.game_model import GameModel

translate = QCoreApplication.translate


def reason_text(key: str) -> str:
    """The log line of an automatic answer with reason ``key`` (sanjuan.rules.forced)."""
    return {
        "no_building": translate("AutoAnswer", "You cannot afford any building: you "
                                               "build nothing."),
        "one_role": translate("AutoAnswer", "Only one choice left: taken for you."),
        "produce_one": translate("AutoAnswer", "Your only empty production building "
                                               "produces."),
        "nothing_to_choose": translate("AutoAnswer", "Nothing to choose: skipped."),
        "all_required": translate("AutoAnswer", "Every card is needed: chosen for you."),
    }.get(key, translate("AutoAnswer", "Answered for you."))


def answer_line(m: GameModel, seat: int, key: str) -> str:
    """The log line (simple HTML) of ``seat``'s automatic answer with reason ``key``
    (named by the seat in hot-seat, where "You" would not say whose)."""
    text = reason_text(key)
    if len(m.human_seats) > 1:
        text = f"{m.names[seat]}: {text}"
    return f"<i>{text}</i>"


def history_lines(m: GameModel) -> list[tuple[int, int, str]]:
    """The automatic answers' lines of ``m``'s game so far as (number of the event they
    stand before, number of the action answered, line), as the live log had them (a
    rebuilt log, after Resume or an undo, reads as the live one did; issue 34): each
    human decision that left no choice and was answered with that one answer. Found by
    replaying the game this computer holds (a network game's other seats' actions are
    not here: none then)."""
    game = m.record()
    humans = set(m.human_seats)
    out: list[tuple[int, int, str]] = []
    if game is None or not humans or not game.actions:
        return out
    g = Game(game.options)
    for seq, action in enumerate(game.actions):
        d = g.state.decision
        if d is not None and d.seat in humans:
            seen = observe(g.state, d.seat).decision
            found = None if seen is None else forced_answer(seen)
            if found is not None and found[0] == action:
                out.append((len(g.state.log or ()), seq, answer_line(m, d.seat, found[1])))
        g.apply(action)
    return out


def auto_answer(m: GameModel, seat: int, append: Callable[[str], None]) -> bool:
    """If ``seat``'s decision in ``m`` leaves no choice, give the log line saying why
    to ``append`` and answer it now; returns True when it did. (Whether answers are
    skipped at all is the caller's setting.)"""
    if m.game is None or m.deciding_seat != seat:
        return False
    d = m.observation(seat).decision
    found = None if d is None else forced_answer(d)
    if found is None:
        return False
    action, key = found
    append(answer_line(m, seat, key))
    # Straight to the model, not through the window's undo stack: a forced answer is
    # undone together with the decision before it; as an undo step of its own, undoing
    # it would only bring back the same forced decision, answered again at once.
    m.submit(action)
    return True
