"""The network protocol, version :data:`~sanjuan.net.PROTOCOL_VERSION`: message types,
their fields, limits and error codes (``docs/protocol.md`` describes it for people).

Every message is one WebSocket text frame holding one JSON object with a ``"type"``.
:func:`parse_client_message` checks a client's message completely — size, JSON, type,
the exact set of fields and each field's type and range — before the server looks at
it; anything else raises :class:`ProtocolError` with a short code and message, and the
server answers with an ``error`` message (:func:`error`) and changes nothing. Actions
are then checked by the engine itself (``sanjuan.rules.action_check`` and the rules).
"""

from __future__ import annotations

import functools
import json
import re
import unicodedata
from collections.abc import Callable
from typing import Any

from sanjuan.net import PROTOCOL_VERSION
from sanjuan.rules.checks import (
    is_bool,
    is_int_in,
    is_list,
    is_object,
    is_text,
    is_word,
    loads_bounded,
)
from sanjuan.rules.codec import is_edition
from sanjuan.rules.names import is_valid_name
from sanjuan.rules.seat import LEVELS
from sanjuan.rules.seat import NETWORK as NETWORK  # a seat's kind in ``create``: re-exported

#: Largest message either side accepts, in bytes (a whole observation is ~1–3 KB).
MAX_CLIENT_MESSAGE = 4096
MAX_SERVER_MESSAGE = 1 << 20
#: Chat: characters per message; messages per window of seconds per seat.
MAX_CHAT = 300
CHAT_BURST, CHAT_WINDOW = 5, 10.0
#: Names of seats, in characters (the name rule's, :mod:`sanjuan.rules.names`).
MAX_NAME = 40
#: Takeover timeout bounds (s) and default: after this a computer plays a dropped seat.
TAKEOVER_MIN, TAKEOVER_MAX, TAKEOVER_DEFAULT = 1, 3600, 120
#: Invite lifetime bounds (minutes) and default.
INVITE_MIN, INVITE_MAX, INVITE_DEFAULT = 1, 7 * 24 * 60, 24 * 60

# -- error codes (the ``code`` of an ``error`` message) -----------------------------
BAD_MESSAGE = "bad_message"  # not JSON, wrong type, unknown/missing field, out of range
TOO_LARGE = "too_large"
VERSION = "version"  # the client speaks another protocol version (connection closed)
HELLO_FIRST = "hello_first"
UNKNOWN_INVITE = "unknown_invite"
EXPIRED_INVITE = "expired_invite"
BAD_TOKEN = "bad_token"
NOT_JOINED = "not_joined"
ALREADY_JOINED = "already_joined"
STALE = "stale"  # the action's seq is not the game's current one (replayed or late)
NOT_YOUR_TURN = "not_your_turn"
ILLEGAL = "illegal"  # the engine refused the action (``rule`` names the rule)
NOT_STARTED = "not_started"
GAME_OVER = "game_over"
UNDO_REFUSED = "undo_refused"
CHAT_REFUSED = "chat_refused"
SEED_REFUSED = "seed_refused"  # a chosen seed, on a server not started for testing
NAME_TAKEN = "name_taken"  # another seat of the game has that name (or a look-alike)
DAMAGED_GAME = "damaged_game"  # the game's record is damaged on the server
REMATCH_REFUSED = "rematch_refused"  # a rematch message out of turn (see sanjuan.net.rematch)
RATE = "rate"  # too many messages: the connection is closed
LIMIT = "limit"  # the server holds as many games or connections as it may
INTERNAL = "internal"

#: What every seat's lobby and table is told when the host chose the deal (a server
#: started with ``sanjuan serve --testing-chosen-seeds``): the host can know every hand.
CHOSEN_DEAL_NOTICE = "deal chosen by the host"

#: WebSocket close codes the server uses (4000–4999 are the application's).
CLOSE_VERSION = 4001
CLOSE_POLICY = 1008  # flooding, too many errors, no hello in time
CLOSE_REPLACED = 4002  # the seat was taken up by a newer connection with its token
CLOSE_LIMIT = 1013
CLOSE_ENDED = 4003  # the host ended the game for everybody (``end``)
#: A server that stops (SIGTERM, or the host closed the window that started it) closes
#: every connection with "going away" (the ``websockets`` library's default): its games
#: are kept, and a client keeps trying for :data:`AWAY_SECONDS`, not just for its usual
#: reconnect time (the host may start the server again later on the same address).
CLOSE_GOING_AWAY = 1001
AWAY_SECONDS = 3600.0


class ProtocolError(ValueError):
    """A message that breaks the protocol: ``code`` (one of the codes above) and a
    human-readable ``message``."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


# -- field checks ----------------------------------------------------------------------

#: A field check: True for an acceptable value; never raises.
Check = Callable[[object], bool]
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
#: Unicode categories no text field may hold: control (Cc), format (Cf: bidi overrides,
#: zero-width characters, the BOM), lone surrogates (Cs: not text; they broke the
#: server's own encoding), line and paragraph separators (Zl, Zp).
REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})


def clean_text(v: str) -> bool:
    """Whether ``v`` holds no character of :data:`REFUSED_CATEGORIES`."""
    if v.isascii():
        return not _CONTROL.search(v)
    return not any(unicodedata.category(ch) in REFUSED_CATEGORIES for ch in v)


# The checks of the table below are the shared ones of sanjuan.rules.checks (and the
# codec's and the name rule's), bound to this protocol's bounds.

def _int(lo: int, hi: int) -> Check:
    """An integer (not a bool) in ``lo..hi``."""
    return functools.partial(is_int_in, lo=lo, hi=hi)


def _text(lo: int, hi: int) -> Check:
    """Text of ``lo..hi`` characters, none of :data:`REFUSED_CATEGORIES`."""
    def check(v: object) -> bool:
        return is_text(v, hi) and len(v) >= lo and clean_text(v)
    return check


def _ascii(lo: int, hi: int) -> Check:
    """Printable ASCII of ``lo..hi`` characters: game ids, tokens and invite codes,
    which the server made."""
    def check(v: object) -> bool:
        return is_text(v, hi) and len(v) >= lo and v.isascii() and v.isprintable()
    return check


def _name(v: object) -> bool:
    """A player's name by the one name rule (:mod:`sanjuan.rules.names`)."""
    return is_valid_name(v, MAX_NAME)


def _opt(check: Check) -> Check:
    """``check``, or null."""
    return lambda v: v is None or check(v)


def _level(v: object) -> bool:
    """A computer level."""
    return is_word(v) and v in LEVELS


def _seat_kinds(v: object) -> bool:
    """2–4 seat kinds (network or a computer level), at least one of them network."""
    return (is_list(v, 4) and len(v) >= 2 and all(k == NETWORK or _level(k) for k in v)
            and NETWORK in v)


def _action(v: object) -> bool:
    # The shape only: action_from_json and the engine check the rest.
    return is_object(v) and len(v) <= 3 and is_text(v.get("type"), MAX_CLIENT_MESSAGE)


_TOKEN = _ascii(1, 100)
_GAME = _ascii(1, 40)
_SEQ = _int(0, 100_000)
# A chosen seed (a server started for testing only): 64 bits, signed, as before.
_SEED = _int(-(2**63), 2**63 - 1)

#: type → {field: (check, required)}; "type" itself is implied.
SCHEMAS: dict[str, dict[str, tuple[Check, bool]]] = {
    "hello": {"protocol": (_int(0, 1_000_000), True), "client": (_text(0, 80), False)},
    "create": {"seats": (_seat_kinds, True),
               "edition": (is_edition, False),
               "variant": (is_bool, False),
               "seed": (_opt(_SEED), False),
               "takeover_seconds": (_int(TAKEOVER_MIN, TAKEOVER_MAX), False),
               "takeover_level": (_level, False),
               "invite_minutes": (_int(INVITE_MIN, INVITE_MAX), False),
               "autostart": (is_bool, False)},
    "join": {"invite": (_ascii(1, 32), True), "name": (_name, False)},
    "resume": {"game": (_GAME, True), "token": (_TOKEN, True)},
    "start": {"game": (_GAME, True), "host": (_TOKEN, True)},
    "end": {"game": (_GAME, True), "host": (_TOKEN, True)},
    "action": {"seq": (_SEQ, True), "action": (_action, True)},
    "undo": {"seq": (_SEQ, True)},
    "chat": {"text": (_text(1, MAX_CHAT), True)},
    # the finished game's id: a late message about an older game changes nothing
    "rematch": {"game": (_GAME, True)},
    "rematch_reply": {"game": (_GAME, True), "accept": (is_bool, True)},
}


def parse_client_message(data: str | bytes) -> dict[str, Any]:
    """The message a client sent, checked against :data:`SCHEMAS`; raises
    ProtocolError (TOO_LARGE, BAD_MESSAGE) for anything else. Binary frames are
    refused: the protocol is text."""
    if isinstance(data, bytes):
        raise ProtocolError(BAD_MESSAGE, "messages are JSON text frames, not binary")
    if len(data) > MAX_CLIENT_MESSAGE:
        raise ProtocolError(TOO_LARGE, f"a message may have at most {MAX_CLIENT_MESSAGE} "
                                       "characters")
    try:
        msg = loads_bounded(data, MAX_CLIENT_MESSAGE)
    except ValueError:
        raise ProtocolError(BAD_MESSAGE, "a message must be a JSON object") from None
    if not is_object(msg):
        raise ProtocolError(BAD_MESSAGE, "a message must be a JSON object")
    kind = msg.get("type")
    schema = SCHEMAS.get(kind) if isinstance(kind, str) else None
    if schema is None:
        raise ProtocolError(BAD_MESSAGE, "unknown message type")
    for name, value in msg.items():
        if name == "type":
            continue
        spec = schema.get(name)
        if spec is None:
            raise ProtocolError(BAD_MESSAGE, f"{kind}: unknown field")
        if not spec[0](value):
            raise ProtocolError(BAD_MESSAGE, f"{kind}: field {name!r} is invalid")
    for name, (_, required) in schema.items():
        if required and name not in msg:
            raise ProtocolError(BAD_MESSAGE, f"{kind}: field {name!r} is missing")
    return msg


def dumps(msg: dict[str, Any]) -> str:
    """``msg`` as compact JSON text (ASCII-safe)."""
    return json.dumps(msg, separators=(",", ":"))


def error(code: str, message: str, **extra: Any) -> str:
    """An ``error`` message: ``code``, ``message`` and ``extra`` fields (``rule``,
    ``seq``, ``protocol``)."""
    return dumps({"type": "error", "code": code, "message": message, **extra})


def hello(client: str = "") -> str:
    """The client's first message."""
    return dumps({"type": "hello", "protocol": PROTOCOL_VERSION, "client": client[:80]})
