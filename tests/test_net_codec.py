"""The network doors use the shared codec and checks (issue 33 step 3): the server's
store writes a game's options with :func:`~sanjuan.rules.codec.options_to_json` and
reads every stored field back checked (a damaged row is that game's error, never a
different deal played in silence nor a bad name sent on), the result carries the
codec's options, and a seat's observation never holds a seed, not even the computer
players' own. Over real sockets on 127.0.0.1 where a server is involved."""

from __future__ import annotations

import json
import sqlite3

import pytest
from netkit import run, served
from test_net_damaged import _games_with_tokens, _resume

from sanjuan.net import protocol
from sanjuan.net.results import result_json
from sanjuan.net.store import DamagedRecord, GameRecord, GameStore, SeatRow
from sanjuan.net.wire import observation_from_json, observation_to_json
from sanjuan.rules.codec import options_from_json, options_to_json, public_options_from_json
from sanjuan.rules.engine import new_game
from sanjuan.rules.observation import Observation, observe
from sanjuan.rules.state import Options

SEED, AI_SEED = 987_654_321, 123_456_789


def _store_with_game(tmp_path, options: Options) -> GameStore:
    store = GameStore(tmp_path / "games.sqlite")
    rec = GameRecord("g1", options, {"takeover_seconds": 120, "takeover_level": "medium",
                                     "autostart": True}, "h" * 64,
                     [SeatRow("network", "Ana", "t" * 64), SeatRow("easy", "Easy computer")])
    store.create_game(rec, [])
    store.add_action("g1", 0, 0, {"type": "role", "role": "builder"}, "human")
    return store


@pytest.mark.parametrize("ai_seed", [None, AI_SEED])
def test_a_seats_observation_never_holds_a_seed(ai_seed):
    s = new_game(Options(3, "2018", True, SEED, ai_seed))
    # Even handed the unredacted state, the encoder writes no seed of either kind.
    for obs in (observe(s, 1), Observation(1, s)):
        doc = observation_to_json(obs)
        assert doc["options"] == {"players": 3, "edition": "2018", "variant": True}
        text = json.dumps(doc)
        assert "seed" not in text and str(SEED) not in text and str(AI_SEED) not in text
        back = observation_from_json(doc).state.options
        assert (back.players, back.edition, back.variant) == (3, "2018", True)
        assert back.seed is None and back.ai_seed is None
    # A seed sent to a client anyway is not kept there.
    sent = {**options_to_json(s.options), "seed": SEED}
    assert public_options_from_json(sent).seed is None


@pytest.mark.parametrize("options, problem", [
    ({"players": 5, "edition": "2018", "variant": False}, "player count"),
    ({"players": 2, "edition": "2030", "variant": False}, "edition"),
    ({"players": 2, "edition": "2018", "variant": 1}, "variant"),
    ({"players": 2, "edition": "2018"}, "variant"),
    ([2, "2018", False], "not an object"),
])
def test_an_observations_options_are_checked_by_the_codec(options, problem):
    doc = observation_to_json(observe(new_game(Options(2, "2018", False, 1)), 0))
    doc["options"] = options
    with pytest.raises(ValueError, match=problem):
        observation_from_json(doc)


def test_the_store_keeps_the_options_as_the_codec_writes_them(tmp_path):
    options = Options(2, "classic", True, SEED, AI_SEED)
    store = _store_with_game(tmp_path, options)
    stored = store.db.execute("SELECT options FROM games").fetchone()[0]
    assert json.loads(stored) == options_to_json(options)
    rec = store.load("g1")
    assert rec is not None and rec.options == options  # the ai_seed too: none is lost
    assert [s.name for s in rec.seats] == ["Ana", "Easy computer"]
    store.close()


@pytest.mark.parametrize("column, value, problem", [
    # Each of these was read without a word before, and played a different game (a
    # text seed seeds another shuffle; "yes" is a true variant) or sent a bad name on.
    ("options", '{"players": 2, "edition": "classic", "variant": false, "seed": "5"}',
     "seed"),
    ("options", '{"players": 2, "edition": "classic", "variant": "yes", "seed": 5}',
     "variant"),
    ("options", '{"players": 2, "edition": "classic", "variant": false, "seed": 1e308}',
     "seed"),
    ("options", '{"players": 2, "edition": "later", "variant": false, "seed": 5}', "edition"),
    ("options", "[" * 100_000, "longer than"),
    ("settings", '["takeover_seconds"]', "settings"),
    ("settings", '{"takeover_seconds": "soon", "takeover_level": "medium"}', "takeover"),
    ("settings", '{"takeover_seconds": 120, "takeover_level": "wizard"}', "takeover"),
    ("name", "Ana\u202e", "name rule"),
    ("name", "Ana\x1b]0;owned\x07", "name rule"),
    ("kind", "wizard", "kind"),
    ("action", '{"type": "role", "role": "builder", "x": "' + "a" * 10_000 + '"}', "action 1"),
    ("action", "[1, 2]", "action 1"),
])
def test_a_damaged_stored_field_is_that_games_error(tmp_path, column, value, problem):
    store = _store_with_game(tmp_path, Options(2, "classic", False, 5))
    table, where = {"options": ("games", "id='g1'"), "settings": ("games", "id='g1'"),
                    "name": ("seats", "seat=0"), "kind": ("seats", "seat=1"),
                    "action": ("actions", "n=0")}[column]
    with store.db:
        store.db.execute(f"UPDATE {table} SET {column}=? WHERE {where}", (value,))
    with pytest.raises(DamagedRecord, match=problem):
        store.load("g1")
    store.close()


def test_a_game_without_its_seat_rows_is_damaged(tmp_path):
    store = _store_with_game(tmp_path, Options(2, "classic", False, 5))
    store.db.execute("DELETE FROM seats WHERE seat=1")
    with pytest.raises(DamagedRecord, match="1 seats for 2 players"):
        store.load("g1")
    store.close()


def test_a_stored_text_seed_answers_that_games_players_with_an_error(tmp_path):
    data = tmp_path / "data"
    (bad, bad_token), (good, good_token) = run(_games_with_tokens(data, 2))
    db = sqlite3.connect(data / "games.sqlite")
    with db:
        row = db.execute("SELECT options FROM games WHERE id=?", (bad,)).fetchone()[0]
        doc = json.loads(row)
        doc["seed"] = str(doc["seed"])  # the deal it would replay is another one
        db.execute("UPDATE games SET options=? WHERE id=?", (json.dumps(doc), bad))
    db.close()

    async def scenario():
        async with served(data) as (_server, url):
            return [await _resume(url, bad, bad_token), await _resume(url, good, good_token)]

    assert run(scenario()) == [protocol.DAMAGED_GAME, "joined"]


def test_the_result_carries_the_codecs_options_with_the_seeds():
    s = new_game(Options(2, "classic", False, SEED, AI_SEED))
    s.over = True
    doc = result_json(s, ["Ana", "Bo"])
    assert options_from_json(doc) == s.options
    assert {"rounds", "winners", "seats"} <= set(doc)


@pytest.mark.parametrize("msg", [
    {"type": "undo", "seq": True},  # a bool is no integer
    {"type": "undo", "seq": 100_001},
    {"type": "create", "seats": ["network", "easy"], "edition": ["2018"]},  # unhashable
    {"type": "create", "seats": ["network", "easy"], "edition": "2030"},
    {"type": "create", "seats": ["network", "easy"], "variant": 1},
    {"type": "create", "seats": ["network", "easy"], "takeover_level": {"easy": 1}},
    {"type": "create", "seats": ["network", "easy"], "takeover_level": "Easy"},
    {"type": "create", "seats": ["network", {"kind": "easy"}]},
    {"type": "create", "seats": ["easy", "medium"]},  # no network seat
    {"type": "create", "seats": ["network", "easy"], "seed": 2**63},
    {"type": "join", "invite": "ABCDE-FGHJK", "name": "Ana\u202e"},
    {"type": "action", "seq": 0, "action": {"type": 5}},
    {"type": "chat", "text": ""},
])
def test_the_protocols_shared_checks_keep_its_refusals(msg):
    with pytest.raises(protocol.ProtocolError) as err:
        protocol.parse_client_message(json.dumps(msg))
    assert err.value.code == protocol.BAD_MESSAGE


def test_a_message_nested_too_deeply_is_a_bad_message():
    with pytest.raises(protocol.ProtocolError) as err:
        protocol.parse_client_message("[" * 4000)
    assert err.value.code == protocol.BAD_MESSAGE
