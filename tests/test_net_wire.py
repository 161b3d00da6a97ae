"""The wire format of sanjuan.net (issue 21): observations and events survive the trip
through JSON exactly, the encoder never writes hidden cards even when handed an
unredacted state, decoders refuse malformed documents with WireError, and client
messages are checked field by field (protocol.parse_client_message)."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sanjuan.net import protocol
from sanjuan.net.protocol import ProtocolError, parse_client_message
from sanjuan.net.wire import (
    WireError,
    event_from_json,
    event_to_json,
    events_for,
    observation_from_json,
    observation_to_json,
)
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import Observation, observe
from sanjuan.rules.state import UNKNOWN, Options


def _positions(edition: str, players: int, seed: int):
    s = new_game(Options(players, edition, players == 3, seed))
    rng = random.Random(seed)
    last = 0
    while not s.over:
        yield s, s.log[last:]
        last = len(s.log)
        apply(s, s.decision.sample(rng))
    yield s, s.log[last:]


@pytest.mark.parametrize("edition", ["classic", "2018", "2018-expansion"])
def test_observations_and_events_round_trip(edition):
    for players in (2, 4):
        for s, new in _positions(edition, players, 3):
            for seat in range(players):
                o = observe(s, seat)
                back = observation_from_json(json.loads(json.dumps(observation_to_json(o))))
                assert back == o
                if o.decision is not None:
                    assert back.decision == o.decision and back.decision.info == o.decision.info
                for e in events_for(new, seat):
                    assert event_from_json(json.loads(json.dumps(event_to_json(e)))) == e


def test_encoder_hides_cards_even_from_an_unredacted_state():
    s = new_game(Options(3, "2018", False, 9))
    rng = random.Random(1)
    while not s.over:
        doc = observation_to_json(Observation(0, s))  # NOT observe(): every card known
        assert isinstance(doc["draw"], int) and isinstance(doc["discard"], int)
        for i, p in enumerate(doc["players"]):
            assert isinstance(p["harbor"], int)
            assert p["goods"] == sorted(s.players[i].goods)  # buildings, not good cards
            if i:
                assert all(isinstance(p[k], int) for k in ("hand", "chapel", "bank"))
        d = doc["decision"]
        if d is not None and d["seat"] != 0:
            assert d["options"] == d["candidates"] == [] and d["info"] == {}
        apply(s, s.decision.sample(rng))


def test_a_seat_sees_its_own_cards_and_counts_of_the_others():
    s = new_game(Options(2, "classic", False, 4))
    doc = observation_to_json(observe(s, 1))
    assert doc["players"][1]["hand"] == s.players[1].hand
    assert doc["players"][0]["hand"] == len(s.players[0].hand)
    assert "seed" not in doc["options"]
    back = observation_from_json(doc)
    assert back.state.players[0].hand == [UNKNOWN] * len(s.players[0].hand)
    assert back.state.options.seed is None and back.state.rng is None


@settings(max_examples=150, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                    lambda k: st.lists(k, max_size=4) | st.dictionaries(st.text(max_size=8),
                                                                        k, max_size=6),
                    max_leaves=20))
def test_decoders_refuse_junk_with_wire_error(doc):
    for decode in (observation_from_json, event_from_json):
        try:
            decode(doc)
        except WireError:
            pass


def test_decoder_refuses_a_damaged_observation():
    s = new_game(Options(2, "2018", False, 1))
    good = observation_to_json(observe(s, 0))
    for key, bad in (("players", []), ("round", "1"), ("draw", -1), ("tiles", [9]),
                     ("agenda", [["no_such_step"]]), ("role", "mayor")):
        doc = dict(good, **{key: bad})
        with pytest.raises(WireError):
            observation_from_json(doc)
    doc = dict(good)
    del doc["decision"]
    with pytest.raises(WireError):
        observation_from_json(doc)


@pytest.mark.parametrize("text", [
    b'{"type": "hello", "protocol": 1}',  # binary frame
    "not json", "[1, 2]", '"hello"', "{}", '{"type": "nope"}',
    '{"type": "hello"}',  # missing field
    '{"type": "hello", "protocol": 1, "extra": 1}',  # unknown field
    '{"type": "hello", "protocol": true}', '{"type": "hello", "protocol": 1.0}',
    '{"type": "action", "seq": -1, "action": {"type": "pass"}}',
    '{"type": "action", "seq": 1, "action": []}',
    '{"type": "chat", "text": ""}', '{"type": "chat", "text": "a\\u0000b"}',
    '{"type": "create", "seats": ["medium", "easy"]}',  # nobody over the network
    '{"type": "create", "seats": ["network"]}',  # one seat
    '{"type": "create", "seats": ["network", "god"]}',
    '{"type": "create", "seats": ["network", "easy"], "edition": ["2018"]}',
    '{"type": "create", "seats": ["network", "easy"], "takeover_seconds": 0}',
    '{"type": "join", "invite": "' + "A" * 40 + '"}',
    "[" * 3000 + "]" * 3000, "1" * 5000,
])
def test_client_messages_are_checked_strictly(text):
    with pytest.raises(ProtocolError) as e:
        parse_client_message(text)
    assert e.value.code in (protocol.BAD_MESSAGE, protocol.TOO_LARGE)


def test_good_client_messages_pass():
    for msg in ({"type": "hello", "protocol": 1, "client": "x"},
                {"type": "create", "seats": ["network", "network", "hard"], "seed": 5,
                 "edition": "classic", "variant": True, "takeover_seconds": 30,
                 "takeover_level": "easy", "invite_minutes": 10},
                {"type": "join", "invite": "abcde-12345", "name": "Ana"},
                {"type": "action", "seq": 3, "action": {"type": "select", "cards": [1, 2]}},
                {"type": "chat", "text": "¡Hola!"}):
        assert parse_client_message(json.dumps(msg)) == msg
