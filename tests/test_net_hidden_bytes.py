"""Every byte the server sends to each seat, over whole games of every edition and player
count, names no card that seat may not see (issue 21, RULES.md 5).

Each seat's client records the raw text of every message it receives. After the game
the test replays the finished game (its record: options with the seed, and actions) to
get the TRUE state after every action, and checks each message against the state of its
moment, with this test's own idea of where card ids appear (not the server's encoder):

* an observation (in ``state``/``update``) may name only cards that are not, at that
  moment, in another seat's hand, the draw pile, the discard pile, on a building as a
  good, under a Harbor, under another seat's Chapel or Bank, or in another seat's
  Councillor draw; those places may only be sent as counts. Every field must be one
  this test knows, so that no new field can carry ids unchecked.
* an event may name a card only if that seat saw the card face up just before or just
  after the action that caused the event (checked against the places above), or the
  card was turned face up for everybody during that action (Gold mine, Goldsmith: a
  public ``CardsRevealed`` event of the true log).
* no message carries the seed until the game is over (then ``result`` and ``record``
  reveal the whole game for replays and history, by design).
"""

from __future__ import annotations

import asyncio
import json

import pytest
from netkit import run, served

from sanjuan.net.client import SeatPlayer, create_game
from sanjuan.net.wire import event_from_json
from sanjuan.rules.events import PUBLIC, CardsRevealed
from sanjuan.rules.game import Game
from sanjuan.rules.state import GameState
from sanjuan.store.save import from_json

OBS_KEYS = {"seat", "options", "round", "governor", "chooser", "role", "library", "sold_any",
            "over", "role_owner", "tiles", "tile_pos", "tile", "draw", "discard", "removed",
            "table", "revealed", "players", "agenda", "pending", "decision"}
PLAYER_KEYS = {"hand", "buildings", "goods", "chapel", "bank", "harbor", "bank_used",
               "library_used"}
DECISION_KEYS = {"seat", "kind", "role", "min", "max", "options", "candidates", "info"}
#: Agenda steps: positions that hold card ids (the others are seats and counts).
TASK_CARDS = {"pay": (2, 3), "black_market": (2, 3)}
KNOWN_TASKS = {"bank", "black_market", "build", "builder_end", "chapel", "choose_role",
               "council_discard", "council_draw", "council_keep", "councillor_end", "customs",
               "gold_mine", "gold_pick", "goldsmith", "limit", "office", "pay", "produce",
               "producer_end", "prospect", "prospector_end", "round_begin", "round_end",
               "sell", "start_keep", "trader_end"}
#: Event fields that hold card ids.
EVENT_CARD_FIELDS = ("cards", "card", "replaced", "building", "buildings")


def forbidden(t: GameState, seat: int) -> set[int]:
    """Card ids ``seat`` may not know in true state ``t``."""
    out = set(t.draw) | set(t.discard)
    for i, p in enumerate(t.players):
        out |= set(p.goods.values()) | set(p.harbor)
        if i != seat:
            out |= set(p.hand) | set(p.chapel) | set(p.bank)
    if t.pending is not None and t.pending[0] == "council_keep" and t.pending[1] != seat:
        out |= set(t.revealed)
    return out


def visible(t: GameState, seat: int) -> set[int]:
    """Card ids ``seat`` sees face up in true state ``t``."""
    return set(range(len(t.types))) - forbidden(t, seat)


def _ids(v, where: str, out: list[int], counts_only: bool = False) -> None:
    if type(v) is int:
        assert v >= 0, where
        return  # a count
    assert not counts_only, f"{where} must be a count, not a list of cards"
    assert type(v) is list, where
    for c in v:
        assert type(c) is int and c >= 0, where
        out.append(c)


def obs_card_ids(obs: dict, seat: int) -> list[int]:
    """Every card id the observation names, found field by field (closed world)."""
    assert set(obs) == OBS_KEYS, set(obs) ^ OBS_KEYS
    assert set(obs["options"]) == {"players", "edition", "variant"}  # no seed
    out: list[int] = []
    _ids(obs["draw"], "draw", out, counts_only=True)
    _ids(obs["discard"], "discard", out, counts_only=True)
    for name in ("removed", "table", "revealed"):
        _ids(obs[name], name, out)
    for i, p in enumerate(obs["players"]):
        assert set(p) == PLAYER_KEYS
        other = i != seat
        _ids(p["hand"], "hand", out, counts_only=other)
        _ids(p["chapel"], "chapel", out, counts_only=other)
        _ids(p["bank"], "bank", out, counts_only=other)
        _ids(p["harbor"], "harbor", out, counts_only=True)
        _ids(p["buildings"], "buildings", out)
        _ids(p["goods"], "goods", out)  # building ids
    for task in [*obs["agenda"], *([obs["pending"]] if obs["pending"] else [])]:
        assert task[0] in KNOWN_TASKS, task
        for pos in TASK_CARDS.get(task[0], ()):
            if pos < len(task) and task[pos] is not None:
                out.append(task[pos])
    d = obs["decision"]
    if d is not None:
        assert set(d) == DECISION_KEYS
        if d["seat"] != seat:
            assert d["options"] == [] and d["candidates"] == [] and d["info"] == {}
        out += d["candidates"]
        for o in d["options"]:
            if "card" in o:
                assert set(o) == {"card", "replace", "cost", "breakdown", "max_goods"}
                out.append(o["card"])
                if o["replace"] is not None:
                    out.append(o["replace"])
            else:
                assert set(o) == {"type", "role", "library"}
        for k, v in d["info"].items():
            assert k in {"prices", "tile", "cost", "card", "limit"}, k
            if k == "prices":
                out += [b for b, _ in v]
            elif k == "card":
                out.append(v)
    return out


def event_card_ids(e: dict) -> list[int]:
    out = []
    for f in EVENT_CARD_FIELDS:
        v = e.get(f)
        if isinstance(v, list):
            out += v
        elif type(v) is int and v >= 0:
            out.append(v)
    return out


def check_seat(messages: list[str], seat: int, record: dict) -> int:
    """Check every message one seat received; returns how many card ids were checked."""
    g: Game = from_json(record).game
    replay = Game(g.options)
    states = [replay.state.copy(log=True)]
    log_end = [len(replay.state.log)]
    for a in g.actions:
        replay.apply(a)
        states.append(replay.state.copy(log=True))
        log_end.append(len(replay.state.log))
    full_log = replay.state.log
    action_of = []  # the action (0: the deal) that emitted each event
    k = 0
    for j in range(len(full_log)):
        while j >= log_end[k]:
            k += 1
        action_of.append(k)
    face_up: list[set[int]] = [set() for _ in states]
    for j, e in enumerate(full_log):
        if isinstance(e, CardsRevealed) and e.private_to == PUBLIC:
            face_up[action_of[j]] |= set(e.cards)
    checked = 0

    def check_event(sent: dict, j: int) -> None:
        nonlocal checked
        orig = full_log[j]
        assert event_from_json(sent) == orig.for_viewer(seat)  # this very event, redacted
        a = action_of[j]
        ok = visible(states[a], seat) | (visible(states[a - 1], seat) if a > 0 else set())
        ok |= face_up[a]  # turned face up for everybody during this action
        for c in event_card_ids(sent):
            assert c in ok, f"seat {seat} was told card {c} in {sent}"
            checked += 1

    for raw in messages:
        msg = json.loads(raw)
        kind = msg["type"]
        final = "result" in msg
        if not final:
            assert '"seed"' not in raw, raw[:200]
        if kind not in ("state", "update"):
            assert kind in ("welcome", "joined", "seats", "chat", "started"), kind
            continue
        seq = msg["seq"]
        t = states[seq]
        bad = forbidden(t, seat)
        ids = obs_card_ids(msg["obs"], seat)
        leaked = [c for c in ids if c in bad]
        assert not leaked, f"seat {seat} at action {seq} was sent hidden cards {leaked}"
        checked += len(ids)
        if kind == "state":
            assert len(msg["events"]) == log_end[seq]
            for j, e in enumerate(msg["events"]):
                check_event(e, j)
        else:
            first = log_end[seq - 1]
            assert len(msg["events"]) == log_end[seq] - first
            for j, e in enumerate(msg["events"], start=first):
                check_event(e, j)
    return checked


GAMES = [(ed, n) for ed in ("classic", "2018", "2018-expansion") for n in (2, 3, 4)]


@pytest.mark.parametrize(("edition", "players"), GAMES)
def test_no_byte_names_a_hidden_card(tmp_path, edition, players):
    seed = 1000 + 10 * players + len(edition)
    variant = players == 3  # the start-hand variant's decisions too

    async def main():
        async with served(tmp_path) as (_server, url):
            created = await create_game(url, players, [], edition=edition, seed=seed,
                                        variant=variant)
            boxes: list[list[str]] = [[] for _ in range(players)]
            ps = [SeatPlayer(url, "easy", invite=i["code"], seed=i["seat"],
                             record=boxes[i["seat"]].append) for i in created["invites"]]
            await asyncio.gather(*(p.run() for p in ps))
            return boxes, ps[0].record_doc

    boxes, record = run(main())
    assert record["options"]["seed"] == seed
    total = sum(check_seat(boxes[s], s, record) for s in range(players))
    assert total > 1000  # the check looked at a real game's worth of card ids
