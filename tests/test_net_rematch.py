"""Rematch over real sockets on 127.0.0.1 (issue 34 item 6): "Play again, same seats"
after a network game's end keeps the seats, passes the governor card on to the next
seat, draws a fresh seed on the server and moves every seat's connection into the new
game once each network seat has accepted; a declined or unanswered offer is told to
the proposer; every malformed or out-of-turn rematch message gets an error and
changes nothing, and a connection that holds no seat is refused. Every wait is bounded
(netkit.run)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from netkit import run, served

from sanjuan.net import rematch
from sanjuan.net.client import Connection, SeatPlayer, ServerError, create_game
from sanjuan.rules.engine import first_governor, new_game
from sanjuan.rules.state import Options

SEED = 11


async def _finished(url: str, players: int = 3, computers: tuple[str, ...] = ("easy",),
                    ) -> tuple[str, dict[int, str]]:
    """A game of ``players`` seats (the last ones ``computers``) played to its end by
    headless easy players; its id and the network seats' tokens."""
    created = await create_game(url, players, list(computers), seed=SEED)
    tokens: dict[int, str] = {}
    bots = [SeatPlayer(url, "easy", invite=i["code"], name=f"N{i['seat']}",
                       on_token=lambda _g, t, s=int(i["seat"]): tokens.__setitem__(s, t))
            for i in created["invites"]]
    await asyncio.gather(*(b.run() for b in bots))
    return str(created["game"]), tokens


async def _seat(url: str, game: str, token: str) -> Connection:
    """A connection that took up the seat of ``token`` in ``game`` (its state read)."""
    conn = Connection(url)
    await conn.open()
    await conn.send({"type": "resume", "game": game, "token": token})
    await conn.expect("joined")
    await conn.expect("state")
    return conn


async def _refused(conn: Connection, msg: dict[str, Any]) -> str:
    """Send ``msg`` and return the code of the error it gets."""
    await conn.send(msg)
    with pytest.raises(ServerError) as err:
        await conn.expect("rematch_offer", "rematch_started", "rematch_off")
    return err.value.code


def test_first_governor_is_the_one_a_new_game_draws():
    for players in (2, 3, 4):
        for seed in range(60):
            o = Options(players, "2018", False, seed)
            assert first_governor(o) == new_game(o, log=False).governor


def test_a_rematch_seed_gives_the_governor_to_the_next_seat():
    for players in (2, 3, 4):
        for governor in range(players):
            seed = rematch.seed_for_governor(players, governor)
            assert new_game(Options(players, seed=seed), log=False).governor == governor
    with pytest.raises(RuntimeError):  # a draw that never fits: an error, not a loop
        rematch.seed_for_governor(4, 1, draw=lambda: 0 if first_governor(
            Options(4, seed=0)) != 1 else 1)


def test_play_again_same_seats_moves_everybody_into_a_fresh_game(tmp_path):
    async def main() -> dict[str, Any]:
        async with served(tmp_path) as (server, url):
            game, tokens = await _finished(url)
            old_options = server.store.load(game).options
            a = await _seat(url, game, tokens[0])
            b = await _seat(url, game, tokens[1])
            await a.send({"type": "rematch", "game": game})
            offer_b = await b.expect("rematch_offer")
            offer_a = await a.expect("rematch_offer")
            await b.send({"type": "rematch_reply", "game": game, "accept": True})
            moved_a = await a.expect("rematch_started")
            moved_b = await b.expect("rematch_started")
            state_a = await a.expect("state")
            state_b = await b.expect("state")
            new = moved_a["new_game"]
            room = server.rooms[new]
            out = {"game": game, "old": old_options, "offer_a": offer_a, "offer_b": offer_b,
                   "moved": (moved_a, moved_b), "states": (state_a, state_b),
                   "new_options": room.options, "settings": dict(room.settings),
                   "old_held": game in server.rooms}
            # the new tokens hold the new seats; the old ones do not
            c = Connection(url)
            await c.open()
            await c.send({"type": "resume", "game": new, "token": tokens[1]})
            with pytest.raises(ServerError) as err:
                await c.expect("joined")
            out["old_token"] = err.value.code
            await c.close()
            d = Connection(url)
            await d.open()
            await d.send({"type": "resume", "game": new, "token": moved_b["token"]})
            out["new_token"] = (await d.expect("joined"))["seat"]
            await d.close()
            for conn in (a, b):
                await conn.close()
            return out

    out = run(main(), 90)
    game = out["game"]
    for offer in (out["offer_a"], out["offer_b"]):
        assert offer["from"] == 0 and offer["name"] == "N0" and offer["game"] == game
        assert offer["accepted"] == [0] and offer["waiting"] == [1]
        assert offer["governor"] == (first_governor(out["old"]) + 1) % 3
    moved_a, moved_b = out["moved"]
    assert moved_a["new_game"] == moved_b["new_game"] != game
    assert (moved_a["seat"], moved_b["seat"]) == (0, 1)
    assert moved_a["token"] != moved_b["token"]
    for seat, state in enumerate(out["states"]):
        assert state["game"] == moved_a["new_game"] and state["seat"] == seat
        assert state["started"] and state["seq"] == 0 and "result" not in state
        assert [s["name"] for s in state["seats"]] == ["N0", "N1", "Easy computer"]
        assert [s["kind"] for s in state["seats"]] == ["network", "network", "computer"]
        assert "notice" not in state  # the server drew the seed, not the host
        assert "seed" not in state["obs"]["options"]
    old, new = out["old"], out["new_options"]
    assert new.seed != old.seed and (new.players, new.edition, new.variant) == (
        old.players, old.edition, old.variant)
    assert first_governor(new) == (first_governor(old) + 1) % 3  # the next seat
    assert out["settings"]["rematch_of"] == game and "seed_chosen" not in out["settings"]
    assert not out["old_held"]
    assert out["old_token"] == "bad_token" and out["new_token"] == 1


def test_malformed_and_out_of_turn_rematch_messages_change_nothing(tmp_path):
    async def main() -> dict[str, str]:
        codes: dict[str, str] = {}
        async with served(tmp_path) as (server, url):
            rematches = server.connections.handlers.rematches
            # a running game: nothing to rematch yet
            created = await create_game(url, 2, seed=SEED)
            running = []
            for i in created["invites"]:
                c = Connection(url)
                await c.open()
                await c.send({"type": "join", "invite": i["code"], "name": f"R{i['seat']}"})
                await c.expect("joined")
                running.append(c)
            await running[0].expect("state")
            codes["running"] = await _refused(
                running[0], {"type": "rematch", "game": created["game"]})
            codes["running_reply"] = await _refused(
                running[1], {"type": "rematch_reply", "game": created["game"],
                             "accept": True})
            for c in running:
                await c.close()

            game, tokens = await _finished(url)
            games_before = server.store.count_games()
            a = await _seat(url, game, tokens[0])
            b = await _seat(url, game, tokens[1])
            # not a seat: a connection that joined nothing
            stranger = Connection(url)
            await stranger.open()
            codes["stranger"] = await _refused(stranger, {"type": "rematch", "game": game})
            codes["stranger_reply"] = await _refused(
                stranger, {"type": "rematch_reply", "game": game, "accept": True})
            await stranger.close()
            # malformed
            for name, msg in {
                "no_game": {"type": "rematch"},
                "extra_field": {"type": "rematch", "game": game, "seed": 5},
                "game_not_text": {"type": "rematch", "game": 7},
                "accept_not_bool": {"type": "rematch_reply", "game": game, "accept": 1},
                "no_accept": {"type": "rematch_reply", "game": game},
            }.items():
                codes[name] = await _refused(a, msg)
            # out of turn
            codes["reply_nothing_proposed"] = await _refused(
                b, {"type": "rematch_reply", "game": game, "accept": True})
            codes["other_game"] = await _refused(a, {"type": "rematch", "game": "f" * 24})
            assert not rematches.offers
            await a.send({"type": "rematch", "game": game})
            await a.expect("rematch_offer")
            await b.expect("rematch_offer")
            offer = rematches.offers[game]
            codes["twice"] = await _refused(a, {"type": "rematch", "game": game})
            codes["counter_proposal"] = await _refused(b, {"type": "rematch", "game": game})
            codes["proposer_accepts"] = await _refused(
                a, {"type": "rematch_reply", "game": game, "accept": True})
            codes["reply_other_game"] = await _refused(
                b, {"type": "rematch_reply", "game": "f" * 24, "accept": True})
            assert rematches.offers == {game: offer}
            assert offer.accepted == {0} and offer.proposer == 0
            assert server.store.count_games() == games_before  # no game was made
            for c in (a, b):
                await c.close()
        return codes

    codes = run(main(), 90)
    assert codes.pop("stranger") == codes.pop("stranger_reply") == "not_joined"
    for name in ("no_game", "extra_field", "game_not_text", "accept_not_bool", "no_accept"):
        assert codes.pop(name) == "bad_message", name
    assert set(codes.values()) == {"rematch_refused"}, codes


def test_a_declined_or_unanswered_offer_is_told_to_the_proposer(tmp_path, monkeypatch):
    async def main() -> list[dict[str, Any]]:
        seen = []
        async with served(tmp_path) as (server, url):
            game, tokens = await _finished(url)
            a = await _seat(url, game, tokens[0])
            b = await _seat(url, game, tokens[1])
            await a.send({"type": "rematch", "game": game})
            await b.expect("rematch_offer")
            await b.send({"type": "rematch_reply", "game": game, "accept": False})
            seen.append(await a.expect("rematch_off"))
            await b.expect("rematch_off")  # every seat is told
            # the offer is over: a late yes is refused and starts nothing
            assert await _refused(b, {"type": "rematch_reply", "game": game,
                                      "accept": True}) == "rematch_refused"
            monkeypatch.setattr(rematch, "REMATCH_SECONDS", 0.3)
            await b.send({"type": "rematch", "game": game})  # now B proposes
            await a.expect("rematch_offer")
            seen.append(await b.expect("rematch_off"))  # A never answers
            await a.expect("rematch_off")
            await b.send({"type": "rematch", "game": game})
            await a.expect("rematch_offer")
            await b.send({"type": "rematch_reply", "game": game, "accept": False})
            seen.append(await a.expect("rematch_off"))  # the proposer withdrew it
            seen.append({"offers": len(server.connections.handlers.rematches.offers),
                         "rooms": len(server.rooms)})
            for c in (a, b):
                await c.close()
        return seen

    declined, timed_out, withdrawn, held = run(main(), 90)
    assert declined["reason"] == "declined" and declined["seats"] == [1]
    assert declined["names"] == ["N1"]
    assert timed_out["reason"] == "timed_out" and timed_out["seats"] == [0]
    assert withdrawn["reason"] == "withdrawn" and withdrawn["seats"] == [1]
    assert held == {"offers": 0, "rooms": 1}  # the finished game only: nothing was made


def test_against_computers_only_the_rematch_starts_at_once(tmp_path):
    async def main() -> tuple[dict[str, Any], dict[str, Any]]:
        async with served(tmp_path) as (_server, url):
            game, tokens = await _finished(url, 2, ("easy",))
            a = await _seat(url, game, tokens[0])
            await a.send({"type": "rematch", "game": game})
            moved = await a.expect("rematch_started")
            state = await a.expect("state")
            await a.close()
            return moved, state

    moved, state = run(main(), 90)
    assert moved["seat"] == 0 and moved["token"]
    assert state["started"] and state["game"] == moved["new_game"]


def test_a_seat_that_comes_back_during_an_offer_is_told_it(tmp_path):
    async def main() -> dict[str, Any]:
        async with served(tmp_path) as (_server, url):
            game, tokens = await _finished(url)
            a = await _seat(url, game, tokens[0])
            await a.send({"type": "rematch", "game": game})
            await a.expect("rematch_offer")
            b = Connection(url)  # seat 2 was away when it was proposed
            await b.open()
            await b.send({"type": "resume", "game": game, "token": tokens[1]})
            await b.expect("joined")
            offer = await b.expect("rematch_offer")
            await b.send({"type": "rematch_reply", "game": game, "accept": True})
            moved = await b.expect("rematch_started")
            for c in (a, b):
                await c.close()
            return {"offer": offer, "moved": moved}

    out = run(main(), 90)
    assert out["offer"]["from"] == 0 and out["offer"]["waiting"] == [1]
    assert out["moved"]["seat"] == 1
