"""Other players' passes in a network game (issue 21): the server alone knows the
actions, and sends each seat only events; the engine has no event for a pass. So the
server reports each pass as a public fact (who passed which decision; no card), in
``update`` and ``state`` (docs/protocol.md), and the window's log says "Bea passes
(Builder)." as in a local game. No sockets here: the server's own message builders feed
the window's session through a stand-in for its link."""

from __future__ import annotations

import json
import random
from typing import Any

from PySide6.QtCore import QObject, Signal
from windowkit import make_window

from sanjuan.net.rooms import Room, new_room, room_from_record, state_message, update_messages
from sanjuan.net.store import GameRecord, SeatRow
from sanjuan.net.wire import pass_facts, pass_from_json
from sanjuan.rules.actions import Pass, action_to_json
from sanjuan.rules.cards import Role
from sanjuan.rules.decisions import DecisionKind
from ui.session.net_session import NetSession
from ui.session.pass_log import pass_line
from ui.session.remote_game import net_live

NAMES = ["Ana", "Bea"]


def _room(seed: int = 5) -> Room:
    made = new_room({"seats": ["network", "network"], "edition": "2018", "seed": seed}, 0.0)
    room = made.room
    room.started = True
    for seat, name in zip(room.seats, NAMES, strict=True):
        seat.name, seat.token = name, "digest"
    room.seats[0].conn = object()  # type: ignore[assignment]  # seat 0 is connected
    return room


def _choose(room: Room, rng: random.Random) -> Any:
    """Bea passes whenever she may; everybody else picks at random."""
    d = room.game.state.decision
    assert d is not None
    action = d.sample(rng)
    if d.seat == 1 and d.kind is not DecisionKind.CHOOSE_ROLE and d.min_count == 0:
        return Pass()
    return action


def test_the_server_notes_every_pass_and_sends_it_once():
    rng = random.Random(3)
    room = _room()
    sent: list[dict[str, Any]] = []
    while not room.over and len(room.game.actions) < 120:
        seat = room.game.state.decision.seat
        room.apply(_choose(room, rng), seat)
        (_conn, text), = update_messages(room, 0)
        sent.extend(json.loads(text)["passes"])
    actions = room.game.actions
    truth = pass_facts(room.options, actions)
    assert room.passes == truth and len(truth) > 10
    assert {p.seat for p in truth} == {0, 1}
    assert [pass_from_json(p) for p in sent] == truth  # each once, in its action's update
    assert all(isinstance(actions[p.seq], Pass) for p in truth)
    assert sum(isinstance(a, Pass) for a in actions) == len(truth)
    state = json.loads(state_message(room, 1))
    assert [pass_from_json(p) for p in state["passes"]] == truth
    # a fact names no card: only who, which decision, which phase, where in the log
    assert all(set(p) == {"seq", "seat", "kind", "role", "event"} for p in state["passes"])
    # a server started again rebuilds them from the stored actions
    rec = GameRecord(room.id, room.options, room.settings, room.host,
                     [SeatRow(s.kind, s.name, s.token) for s in room.seats], room.started,
                     actions=[(action_to_json(a), seat, "human")
                              for a, seat in zip(actions, room.deciders, strict=True)])
    assert room_from_record(rec).passes == truth
    # an undo drops the pass it takes back
    last = truth[-1].seq
    while len(room.game.actions) > last:
        room.take_back()
    assert room.passes == truth[:-1]


class FakeLink(QObject):
    """Stands in for :class:`ui.session.net_link.NetLink`: the test emits the server's
    messages; what the window sends is kept in ``sent``."""

    message = Signal(object)
    connection = Signal(str)
    failed = Signal(str, str)

    def __init__(self) -> None:
        super().__init__()
        self.token, self.game, self.stopped = "token", "g", False
        self.sent: list[dict[str, Any]] = []

    def join(self, invite: str, name: str = "") -> None:
        pass

    def send(self, msg: dict[str, Any]) -> bool:
        self.sent.append(msg)
        return True

    def close(self) -> None:
        self.stopped = True


def _log(window) -> str:
    return window.log.browser.toPlainText()


def test_the_window_logs_other_players_passes(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    rng = random.Random(3)
    room = _room()
    link = FakeLink()
    session = NetSession(window.model, "ws://127.0.0.1:1/", None, window, link=link)
    link.message.emit({"type": "joined", "game": room.id, "seat": 0, "token": "token"})
    link.message.emit(json.loads(state_message(room, 0)))
    qtbot.waitUntil(lambda: net_live(window.model), timeout=5000)
    while not room.over and len(room.passes) < 8:
        first = len(room.game.state.log or ())
        room.apply(_choose(room, rng), room.game.state.decision.seat)
        (_conn, text), = update_messages(room, first)
        link.message.emit(json.loads(text))
    qtbot.wait(50)
    lines = [pass_line(p.kind, p.role, NAMES[p.seat], p.seat == 0) for p in room.passes]
    assert any(p.seat == 1 for p in room.passes)
    shown = _log(window)
    for line in lines:
        assert line in shown
    theirs = pass_line(DecisionKind.BUILD, Role.BUILDER, "Bea", False)
    assert theirs == "Bea passes (Builder)."
    # our undo: the server takes our pass back and sends the whole picture again; the
    # log is rebuilt with the passes that still stand
    def ours_to_pass() -> bool:
        d = room.game.state.decision
        return d.seat == 0 and d.min_count == 0 and d.kind is not DecisionKind.CHOOSE_ROLE

    def play(action=None) -> None:
        first = len(room.game.state.log or ())
        room.apply(action or _choose(room, rng), room.game.state.decision.seat)
        (_conn, text), = update_messages(room, first)
        link.message.emit(json.loads(text))

    while not ours_to_pass():
        play()
    play(Pass())
    room.take_back()
    link.message.emit(json.loads(state_message(room, 0)))
    qtbot.waitUntil(lambda: len(window.model.game.actions) == len(room.game.actions),
                    timeout=5000)
    lines = [pass_line(p.kind, p.role, NAMES[p.seat], p.seat == 0) for p in room.passes]
    rebuilt = _log(window)
    for line in set(lines):
        assert rebuilt.count(line) == lines.count(line), line
    play(Pass())  # we pass again: logged once more
    # and the game goes on: the next passes are logged too
    count = len(room.passes)
    while not room.over and len(room.passes) < count + 3:
        play()
    qtbot.wait(50)
    lines = [pass_line(p.kind, p.role, NAMES[p.seat], p.seat == 0) for p in room.passes]
    final = _log(window)
    for line in set(lines):
        assert final.count(line) == lines.count(line), line
    window.view.rebuild_log()  # the rebuilt log reads as the live one did
    assert _log(window) == final
    # the connection drops, the game goes on, the whole picture comes back: each pass
    # stands where it would have stood live
    count = len(room.passes)
    while not room.over and len(room.passes) < count + 6:
        room.apply(_choose(room, rng), room.game.state.decision.seat)
    link.message.emit(json.loads(state_message(room, 0)))
    qtbot.waitUntil(lambda: len(window.model.game.actions) == len(room.game.actions),
                    timeout=5000)
    qtbot.wait(50)
    back = _log(window)
    lines = [pass_line(p.kind, p.role, NAMES[p.seat], p.seat == 0) for p in room.passes]
    for line in set(lines):
        assert back.count(line) == lines.count(line), line
    window.view.rebuild_log()
    assert _log(window) == back
    session.close()


def test_a_server_without_passes_still_works(qtbot, tmp_path):
    """A server that sends no ``passes`` (an older one): the game shows, no error."""
    window = make_window(qtbot, tmp_path)
    rng = random.Random(4)
    room = _room(seed=9)
    link = FakeLink()
    session = NetSession(window.model, "ws://127.0.0.1:1/", None, window, link=link)
    notices: list[str] = []
    session.notice.connect(notices.append)
    link.message.emit({"type": "joined", "game": room.id, "seat": 0, "token": "token"})
    state = json.loads(state_message(room, 0))
    del state["passes"]
    link.message.emit(state)
    qtbot.waitUntil(lambda: net_live(window.model), timeout=5000)
    for _ in range(30):
        first = len(room.game.state.log or ())
        room.apply(_choose(room, rng), room.game.state.decision.seat)
        (_conn, text), = update_messages(room, first)
        msg = json.loads(text)
        del msg["passes"]
        link.message.emit(msg)
    assert len(window.model.game.actions) == 30
    assert not notices and window.error_box is None
    assert any(p.seat == 1 and p.kind in (DecisionKind.BUILD, DecisionKind.SELL,
                                          DecisionKind.PRODUCE) for p in room.passes)
    assert "Bea passes" not in _log(window)  # nobody told the window
    session.close()
