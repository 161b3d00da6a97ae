"""Passes and empty phases in the game log: "Diego passes (Builder).", "Rosa sells
nothing: no goods." The engine reports no event for either, so the game's table notes
each pass as it is applied and the logger reads the phase's events; when the log is
rebuilt (hot-seat hand-over, undo, a loaded game) :meth:`PassLogger.history_lines`
finds the same lines again. The passes come from the game's table
(:attr:`ui.session.table.Table.passes`): a local game's are found as it is played or
loaded, a network game's server reports each as a public fact (its other seats' actions
are not sent)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from sanjuan.rules.cards import Role
from sanjuan.rules.decisions import Decision, DecisionKind
from sanjuan.rules.events import Event, GoodsProduced, GoodsSold, PhaseEnded, RoleChosen
from ui.session.game_model import GameModel
from ui.text import QT_TRANSLATE_NOOP, arg, esc
from ui.text.names import role_name

translate = QCoreApplication.translate


#: What was passed, for decisions a bare "Diego passes." would not explain: the buildings
#: asked about at the start of a round (RULES.md 2.4) and the Black market.
_PASSED = {
    DecisionKind.CHAPEL: (QT_TRANSLATE_NOOP("PassLog", "You put no card under the Chapel."),
                          QT_TRANSLATE_NOOP("PassLog", "%1 puts no card under the Chapel.")),
    DecisionKind.BANK: (QT_TRANSLATE_NOOP("PassLog", "You put no card under the Bank."),
                        QT_TRANSLATE_NOOP("PassLog", "%1 puts no card under the Bank.")),
    DecisionKind.OFFICE: (QT_TRANSLATE_NOOP("PassLog", "You exchange no card (Office)."),
                          QT_TRANSLATE_NOOP("PassLog", "%1 exchanges no card (Office).")),
    DecisionKind.BLACK_MARKET: (
        QT_TRANSLATE_NOOP("PassLog", "You pay with no goods (Black market)."),
        QT_TRANSLATE_NOOP("PassLog", "%1 pays with no goods (Black market).")),
}


def pass_text(d: Decision, name: str, you: bool) -> str:
    """The log line of ``name`` (``you``: the viewer) passing decision ``d``: what was
    passed ("Diego puts no card under the Chapel.") or the phase ("Diego passes
    (Builder).")."""
    return pass_line(d.kind, d.role, name, you)


def pass_line(kind: DecisionKind, role_: Role | None, name: str, you: bool) -> str:
    """The log line of ``name`` (``you``: the viewer) passing a decision of ``kind`` in
    the phase of ``role_`` (None: no phase); see :func:`pass_text`."""
    if kind in _PASSED:
        mine, theirs = _PASSED[kind]
        return translate("PassLog", mine) if you else arg(translate("PassLog", theirs),
                                                          esc(name))
    role = role_name(role_) if role_ is not None else ""
    if you:
        text = translate("PassLog", "You pass (%1).") if role else \
            translate("PassLog", "You pass.")
    else:
        text = translate("PassLog", "%1 passes (%2).") if role else \
            translate("PassLog", "%1 passes.")
    return arg(text, role) if you else arg(text, esc(name), role)


def idle_text(role: Role, name: str, you: bool) -> str:
    """Why ``name`` had nothing to do in the phase of ``role`` (producer: no empty
    production building, RULES.md 3.2; trader: no good, RULES.md 3.3); "" otherwise."""
    if role is Role.PRODUCER:
        text = translate("PassLog", "You produce nothing: no empty production building.") \
            if you else translate("PassLog", "%1 produces nothing: no empty production "
                                             "building.")
    elif role is Role.TRADER:
        text = translate("PassLog", "You sell nothing: no goods.") if you else \
            translate("PassLog", "%1 sells nothing: no goods.")
    else:
        return ""
    return arg(text, esc(name))


class PassLogger:
    """Finds a log line for every pass in ``model``'s game (the table's
    :attr:`~ui.session.table.Table.passes`) and for every seat a producer or trader phase
    left idle, and hands it to ``append(line)``; ``you(seat)`` says whether a seat is the
    viewer (told "You pass"). Called by the game controller: :meth:`started`,
    :meth:`event` for each event (before it is shown) and :meth:`changed` after each
    change."""

    def __init__(self, model: GameModel, you: Callable[[int], bool],
                 append: Callable[[str], None]) -> None:
        self.model = model
        self.you = you
        self.append = append
        self.loading = True  # a loaded game's events are emitted again: not news
        self.acted: set[int] = set()
        self._history: dict[int, list[str]] = {}  # a loaded game's lines, by event
        self._events = 0  # events of the loaded game emitted again so far
        self._facts = 0  # the table's passes logged (or in the history)
        self._index = 0  # the number of the next event shown
        #: More lines of a rebuilt log as (event number, action number, line): the
        #: automatic answers' lines, set by the game controller while decisions are
        #: skipped; each stands before the passes of later actions, as it did live.
        self.more_lines: Callable[[], list[tuple[int, int, str]]] = list

    def started(self) -> None:
        """A new or loaded game: its history is not news, but its pass and idle lines
        are handed out again between its events as they are emitted again (a resumed
        game's log reads as the live one did)."""
        self.loading, self.acted = True, set()
        g = self.model.game
        self._history = self.history_lines() if g is not None and g.actions else {}
        self._events = self._index = 0
        self._facts = len(self.model.passes)

    def _replay_lines(self, until: int) -> None:
        """Hand out the loaded game's lines that stand before event ``until``."""
        for i in sorted(k for k in self._history if k <= until):
            for line in self._history.pop(i):
                self.append(line)

    def _you(self, seat: int) -> bool:
        return self.you(seat)

    def _catch_up(self, upto: int | None = None) -> None:
        """Log the table's passes not logged yet, each before the event number it
        names, up to event ``upto`` (None: all)."""
        passes = self.model.passes
        self._facts = min(self._facts, len(passes))  # an undo took some back
        if self.loading:
            return
        names = self.model.names
        while self._facts < len(passes) and (upto is None or passes[self._facts].event <= upto):
            p = passes[self._facts]
            self._facts += 1
            self.acted.add(p.seat)
            self.append(pass_line(p.kind, p.role, names[p.seat], self._you(p.seat)))

    def event(self, e: Event) -> None:
        """Note who acted in this phase; at its end, say why the others did nothing."""
        self._catch_up(self._index)
        self._index += 1
        if self.loading:
            self._replay_lines(self._events)
            self._events += 1
            return
        if isinstance(e, RoleChosen):
            self.acted = set()
        elif isinstance(e, GoodsProduced | GoodsSold):
            self.acted.add(e.seat)
        elif isinstance(e, PhaseEnded) and self.model.game is not None:
            names = self.model.names
            for seat in range(len(names)):
                if seat not in self.acted:
                    text = idle_text(e.role, names[seat], self._you(seat))
                    if text:
                        self.append(text)

    def history_lines(self) -> dict[int, list[str]]:
        """The pass and idle lines of the game so far, keyed by the number of the event
        (0-based, in ``model.events()``) they stand before, as the live log has them.
        The passes are the table's (a running network game's: those its server
        reported, none from a server that reports none)."""
        g = self.model.game
        out: dict[int, list[str]] = {}
        if g is None:
            return out
        names = self.model.names
        passed: dict[int, set[int]] = {}  # the seats that passed, by event number
        seqs: dict[int, list[int]] = {}  # the action numbers of out's first lines
        for p in self.model.passes:  # a pass's line stands before the events it caused
            out.setdefault(p.event, []).append(
                pass_line(p.kind, p.role, names[p.seat], self._you(p.seat)))
            seqs.setdefault(p.event, []).append(p.seq)
            passed.setdefault(p.event, set()).add(p.seat)
        acted: set[int] = set()
        for i, e in enumerate(g.state.log or ()):
            acted |= passed.get(i, set())  # as live: a seat that passed was not idle
            if isinstance(e, RoleChosen):
                acted = set()
            elif isinstance(e, GoodsProduced | GoodsSold):
                acted.add(e.seat)
            elif isinstance(e, PhaseEnded):
                for seat in range(len(names)):
                    text = "" if seat in acted else idle_text(e.role, names[seat],
                                                              self._you(seat))
                    if text:  # after the phase's end, before whatever follows it
                        out.setdefault(i + 1, []).append(text)
        for i, seq, line in self.more_lines():  # in the order the actions came
            at = out.setdefault(i, [])
            before = sum(1 for q in seqs.get(i, []) if q < seq)
            at.insert(before, line)
            seqs.setdefault(i, []).insert(before, seq)
        return out

    def changed(self) -> None:
        """After each change: catch up on the passes; the game is live from now on."""
        self._catch_up()
        if self.loading:
            self._replay_lines(self._events)  # after the loaded game's last event
            self._history = {}
            self._facts = len(self.model.passes)  # the history had them
        self.loading = False
        g = self.model.game
        self._index = len(g.state.log or ()) if g is not None else 0
