"""Where the game comes from (issue 33, step 1): a local table and a network table are
driven through the one :class:`ui.session.table.Table` interface; ``submit`` says what
happened (the step applied here, or None: sent to the server, whose picture brings the
step back); Undo uses that step and the table's steps instead of counting actions.

The network table is fed by the server's own room code in this process (its state and
update messages, decoded as the window decodes them): no sockets, no stand-in for the
game's rules."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from sanjuan.ai import make_player
from sanjuan.net.rooms import Room, new_room, state_message, update_messages
from sanjuan.net.wire import event_from_json, observation_from_json, pass_from_json
from sanjuan.rules.actions import Action, Pass
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.errors import IllegalActionError, NotYourDecisionError
from sanjuan.rules.game import Game
from sanjuan.rules.seat import HUMAN, Seat
from sanjuan.rules.state import Options
from sanjuan.rules.undo import Step, reveal
from ui.cli.app import make_app
from ui.session.controller import GameController
from ui.session.game_model import GameModel
from ui.session.remote_game import NETWORK, NetTable, RemoteGame, net_live
from ui.session.table import LocalTable, Passed, Table, passes_of
from ui.settings import Settings

NAMES = ["Ana", "Bea"]


class Server:
    """The server's room for a 2-seat network game with ``seed``, in this process; our
    seat is 0. What our table sends is applied to the room; its messages are decoded as
    :class:`ui.session.net_session.NetSession` decodes them."""

    def __init__(self, seed: int) -> None:
        made = new_room({"seats": ["network", "network"], "edition": "2018", "seed": seed},
                        0.0)
        self.room: Room = made.room
        self.room.started = True
        for seat, name in zip(self.room.seats, NAMES, strict=True):
            seat.name, seat.token = name, "digest"
        self.room.seats[0].conn = object()  # type: ignore[assignment]  # seat 0 is connected
        self.outbox: list[dict[str, Any]] = []
        self.undo_asked = 0

    def picture(self) -> RemoteGame:
        """Our seat's whole picture (the ``state`` message)."""
        msg = json.loads(state_message(self.room, 0))
        return RemoteGame(0, int(msg["seq"]), observation_from_json(msg["obs"]),
                          [event_from_json(e) for e in msg["events"]],
                          [pass_from_json(p) for p in msg.get("passes", [])])

    def apply(self, action: Action, seat: int) -> None:
        """The room applies ``action`` of ``seat``; its update for us waits in ``outbox``."""
        first = len(self.room.game.state.log or ())
        self.room.apply(action, seat)
        (_conn, text), = update_messages(self.room, first)
        self.outbox.append(json.loads(text))

    def table(self) -> NetTable:
        """Our seat's table: our actions go to the room."""
        return NetTable(self.picture(), lambda a: self.apply(a, 0), self.ask_undo)

    def ask_undo(self) -> bool:
        self.undo_asked += 1
        return True

    def deliver(self, table: NetTable) -> list[Step]:
        """Hand every waiting update to ``table``; returns the steps they brought."""
        steps: list[Step] = []
        while self.outbox:
            msg = self.outbox.pop(0)
            steps += table.update(int(msg["seq"]), observation_from_json(msg["obs"]),
                                  [event_from_json(e) for e in msg["events"]],
                                  [pass_from_json(p) for p in msg["passes"]])
        return steps


def _choose(obs_decision: Any, rng: random.Random) -> Action:
    """Pass whenever one may (so that passes happen), else a random choice."""
    if obs_decision.kind is not DecisionKind.CHOOSE_ROLE and obs_decision.min_count == 0 \
            and rng.random() < 0.5:
        return Pass()
    return obs_decision.sample(rng)


def _submit(table: Table, action: Action) -> Step | None:
    """Through the protocol only."""
    return table.submit(action)


def test_a_local_and_a_network_table_play_one_game_through_one_interface() -> None:
    server = Server(seed=7)
    net = server.table()
    local = LocalTable(Game(server.room.options))
    rng = random.Random(4)
    while not server.room.over:
        decision = local.game.state.decision
        assert decision is not None and decision.seat == net.game.state.decision.seat
        action = _choose(decision, rng)
        mine = _submit(local, action)
        # what happened: the step applied here, with the events the action caused
        assert isinstance(mine, Step) and mine.seat == decision.seat
        assert mine is local.steps[-1]
        log = local.game.state.log or []
        assert list(mine.events) == log[len(log) - len(mine.events):]
        if decision.seat == 0:
            assert _submit(net, action) is None  # sent: the server applies it
            assert len(net.game.actions) == len(local.game.actions) - 1  # not yet
        else:
            with pytest.raises(NotYourDecisionError):
                _submit(net, action)  # another seat's decision: refused, nothing sent
            server.apply(action, decision.seat)
        theirs = server.deliver(net)
        assert len(theirs) == 1 and theirs[0] is net.steps[-1]
        # the same step, as our seat may see it
        assert theirs[0].seat == mine.seat
        assert list(theirs[0].events) == [e.for_viewer(0) for e in mine.events]
        assert len(net.game.actions) == len(local.game.actions)
    assert local.game.state.over and net.game.state.over
    # every pass, the same facts from both: found here, reported by the server
    assert local.passes == net.passes == passes_of(local.game) != []
    assert all(isinstance(p, Passed) for p in net.passes)
    # our own actions can be read from the picture, the other seat's cannot
    ours = [i for i, s in enumerate(local.steps) if s.seat == 0]
    assert all(net.game.actions[i] == local.game.actions[i] for i in ours)
    other = next(i for i, s in enumerate(local.steps) if s.seat == 1)
    with pytest.raises(LookupError):
        net.game.actions[other]
    # how each is recorded: the local game as it is; the network game once it is over
    seats = [Seat("Ana"), Seat("Bea", NETWORK)]
    assert local.record() is local.game
    assert local.history_entry(seats, "game") == (seats, "game")
    assert net.record() is None  # the server keeps it
    net.finish(server.room.game)
    assert net.record() is server.room.game and net.game is server.room.game
    assert net.history_entry(seats, "game") == ([Seat("Ana"), Seat("Bea", HUMAN)], "network")


def test_taking_back_a_local_table_replays_it_and_a_network_table_asks() -> None:
    options = Options(2, "2018", False, 21)
    local, rng = LocalTable(Game(options)), random.Random(2)
    while len(local.passes) < 3:
        local.submit(_choose(local.game.state.decision, rng))
    n = len(local.game.actions)
    last = local.passes[-1]
    local.rewind(last.seq)  # to just before the last pass
    assert len(local.game.actions) == last.seq and len(local.steps) == last.seq
    assert local.passes == passes_of(local.game) and last not in local.passes
    assert local.game.actions == Game.replay(options, local.game.actions).actions
    with pytest.raises(ValueError):
        local.rewind(n + 1)
    assert local.redo and not local.request_undo()

    server = Server(seed=3)
    net = server.table()
    assert not net.redo
    with pytest.raises(ValueError):
        net.rewind(0)
    assert net.request_undo() and server.undo_asked == 1
    net.leave()  # our moves go nowhere now, and nothing is asked
    assert not net.request_undo() and server.undo_asked == 1
    with pytest.raises(IllegalActionError):
        net.submit(Pass())


def _settings(tmp_path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def test_undo_keeps_a_decision_by_the_step_submit_returns(qtbot, tmp_path) -> None:
    """Each decision's step, as ``submit`` returns it, decides whether Edit ▸ Undo
    offers it: only one that revealed nothing (and nothing revealed since)."""
    make_app()
    model = GameModel(player_factory=lambda level, seed: make_player("random", seed))
    ctl = GameController(_settings(tmp_path), model)
    ctl.settings.set_skip_forced(False)
    ctl.start_game(Options(2, "2018", False, 9), [Seat("You"), Seat("B", "easy")])
    rng, silent, loud = random.Random(9), 0, 0
    while not model.over and (silent < 3 or loud < 3):
        qtbot.waitUntil(lambda: model.over or model.deciding_seat == 0, timeout=20000)
        if model.over:
            break
        shown: list[object] = []
        model.eventOccurred.connect(shown.append)
        step = ctl.undo.submit(model.observation(0).decision.sample(rng))
        model.eventOccurred.disconnect(shown.append)
        assert isinstance(step, Step) and step.seat == 0 and list(step.events) == shown
        quiet = not step.looked and reveal(step.events) is None
        silent, loud = silent + quiet, loud + (not quiet)
        assert ctl.undo.stack.canUndo() == quiet  # the stack holds it iff it revealed nothing
        if quiet and model.deciding_seat == 0:
            ctl.undo.undo_action.trigger()
            assert all(s is not step for s in model.steps)  # taken back and forgotten
            assert ctl.undo.redo_action.isEnabled()
            ctl.undo.redo_action.trigger()
    assert silent >= 3 and loud >= 3
    ctl.shut_down()


def test_a_network_table_through_the_model_and_undo(qtbot, tmp_path) -> None:
    """The model shows a network table like a local one: submit returns None (sent), the
    server's picture brings the step; Undo asks the server (no Redo)."""
    make_app()
    model = GameModel(player_factory=lambda level, seed: make_player("random", seed))
    ctl = GameController(_settings(tmp_path), model)
    ctl.settings.set_skip_forced(False)  # every decision of ours is the test's
    server = Server(seed=11)
    table = server.table()
    model.play(table, [Seat("Ana"), Seat("Bea", NETWORK)])
    assert net_live(model) and model.record() is None
    stepped: list[Step] = []
    model.stepped.connect(stepped.append)
    rng, asked = random.Random(5), 0
    while not server.room.over and asked < 2:
        d = server.room.game.state.decision
        if d.seat == 1:
            server.apply(d.sample(rng), 1)
        else:
            before = len(model.game.actions)
            assert ctl.undo.submit(model.observation(0).decision.sample(rng)) is None
            assert len(model.game.actions) == before  # nothing applied here
        steps = server.deliver(table)
        model.table_changed(steps=steps)
        assert stepped[-len(steps):] == steps
        undo = ctl.undo.undo_action
        assert not ctl.undo.redo_action.isEnabled()
        if d.seat == 0 and undo.isEnabled():
            assert reveal(steps[0].events) is None and not steps[0].looked
            undo.trigger()
            asked += 1
            assert server.undo_asked == asked
            server.room.take_back()  # the server's answer: the whole picture again
            table.rewound(server.picture())
            model.table_rewound()
            assert len(model.game.actions) == len(server.room.game.actions)
            assert steps[0] not in model.steps
    assert asked == 2
    ctl.shut_down()


def test_the_window_neither_saves_nor_autosaves_a_game_its_server_keeps(
        qtbot, tmp_path, monkeypatch) -> None:
    """A network table has no whole game to save until its end: Save is off and nothing
    is autosaved meanwhile (before, the window tried to save our seat's picture); at the
    end the record is there: Save is on, and it goes into the history as a network game."""
    from windowkit import make_window

    from sanjuan.store.autosave import read_autosave
    from sanjuan.store.history import History

    monkeypatch.setenv("SANJUAN_DATA_DIR", str(tmp_path / "data"))
    window = make_window(qtbot, tmp_path)
    window.settings.set_skip_forced(False)
    model, save = window.model, window.actions_["save"]
    server = Server(seed=13)
    table = server.table()
    model.play(table, [Seat("Ana"), Seat("Bea", NETWORK)])
    assert model.game is table.game and not save.isEnabled()
    rng = random.Random(13)
    while not server.room.over:
        d = server.room.game.state.decision
        if d.seat == 1:
            server.apply(d.sample(rng), 1)
        else:
            window.controller.submit(model.observation(0).decision.sample(rng))
        msg = server.outbox[-1]
        steps = server.deliver(table)
        if "record" in msg:
            break
        model.table_changed(steps=steps)
        assert not save.isEnabled() and read_autosave() is None
    assert server.room.over
    model.table_finished(lambda: table.finish(server.room.game))
    assert model.over and model.record() is server.room.game and save.isEnabled()
    games = History().games()
    assert [g.mode for g in games] == ["network"]
