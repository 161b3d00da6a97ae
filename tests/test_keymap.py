"""The table's key map without widgets (ui/table/keymap.py): where a key moves the focus
in rows of things, and which thing takes it first. Things here are strings; their centre
is given by a table of positions."""

from __future__ import annotations

import pytest

from ui.table.keymap import Command, home, step

#: three rows: two opponents, the roles, the hand (x: centre in px)
ROWS = [["op1", "op2"], ["b", "p", "t"], ["h1", "h2", "h3", "h4"]]
X = {"op1": 100, "op2": 500, "b": 50, "p": 150, "t": 250,
     "h1": 40, "h2": 140, "h3": 240, "h4": 480}


def centre(w: str) -> int:
    return X[w]


def choosable(w: str) -> bool:
    return w in {"p", "t", "h3"}


@pytest.mark.parametrize(("cmd", "focused", "expected"), [
    (Command.LEFT, "p", ("b", None)), (Command.LEFT, "b", ("b", None)),
    (Command.RIGHT, "p", ("t", None)), (Command.RIGHT, "t", ("t", None)),
    # Home/End: the row's first/last thing that may be chosen, else its first/last
    (Command.FIRST, "h4", ("h3", None)), (Command.LAST, "h1", ("h3", None)),
    (Command.FIRST, "t", ("p", None)), (Command.LAST, "b", ("t", None)),
    (Command.FIRST, "op2", ("op1", None)), (Command.LAST, "op1", ("op2", None)),
    # Up and Down: the nearest thing of the row above or below
    (Command.UP, "t", ("op1", None)), (Command.DOWN, "op2", ("t", None)),
    (Command.DOWN, "t", ("h3", None)), (Command.UP, "h4", ("t", None)),
    (Command.UP, "op1", (None, None)), (Command.DOWN, "h2", (None, None)),
    # Tab: the next row's first choosable thing, else its first
    (Command.NEXT_ROW, "op2", ("p", None)), (Command.NEXT_ROW, "b", ("h3", None)),
    (Command.PREV_ROW, "h1", ("p", None)), (Command.PREV_ROW, "t", ("op1", None)),
    # past the last (first) row: leave the table, else round to the first (last) row
    (Command.NEXT_ROW, "h4", ("op1", True)), (Command.PREV_ROW, "op2", ("h3", False)),
])
def test_step_moves_the_focus_like_the_arrows_and_tab(cmd, focused, expected) -> None:
    assert step(cmd, ROWS, focused, centre, choosable) == expected


def test_step_refuses_a_thing_in_no_row() -> None:
    with pytest.raises(ValueError, match="no row"):
        step(Command.LEFT, ROWS, "gone", centre, choosable)


def test_home_is_the_first_choosable_thing_of_the_decision_order() -> None:
    hand = ROWS[2]
    # roles before the hand: the first choosable role
    assert home(ROWS, [[], ROWS[1], hand], hand, choosable) == "p"
    # a group not shown is skipped, whatever it holds
    assert home(ROWS, [["x"], hand], hand, lambda w: True) == "h1"
    # nothing choosable: the first hand card shown, else the first thing of the rows
    assert home(ROWS, [ROWS[1], hand], hand, lambda w: False) == "h1"
    assert home(ROWS[:2], [ROWS[1]], hand, lambda w: False) == "op1"
    assert home([], [ROWS[1]], hand, choosable) is None
