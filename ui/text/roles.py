"""Role names and role tooltips: the action for everyone, the privilege of the chooser,
the Library, who took the role this round and what it means for the viewer now
(RULES.md 2.2, 3.1–3.6)."""

from __future__ import annotations

from collections.abc import Sequence

from sanjuan.rules.cards import TYPE_INDEX, Good, Role
from sanjuan.rules.facts import (
    COUNCILLOR_DRAW,
    LIBRARY_DRAW,
    NO_PRIVILEGE,
    OTHERS_DRAW,
    best_privilege,
    build_options,
    empty_production_buildings,
    may_use_library,
    role_choosers,
)
from sanjuan.rules.observation import Observation
from sanjuan.rules.state import TILES, GameState
from ui.text import QT_TRANSLATE_NOOP, arg, seat_name, translate
from ui.text.names import card_name, good_name, role_name, tile_letter

__all__ = ["role_name", "role_tooltip"]

_ACTION = {
    Role.BUILDER: QT_TRANSLATE_NOOP("RoleTip", "Everyone, starting with the chooser, may build one "
                                               "building and pays its cost in hand cards."),
    Role.PRODUCER: QT_TRANSLATE_NOOP("RoleTip", "Everyone may produce one good on an empty "
                                                "production building."),
    Role.TRADER: QT_TRANSLATE_NOOP("RoleTip", "The chooser turns over the next trading-house tile; "
                                              "everyone may sell one good for the cards it shows."),
    Role.COUNCILLOR: QT_TRANSLATE_NOOP("RoleTip", "Everyone draws 2 cards, keeps 1 and discards "
                                                  "the other."),
    Role.PROSPECTOR: QT_TRANSLATE_NOOP("RoleTip", "No action for the others."),
}
_PRIVILEGE = {
    Role.BUILDER: QT_TRANSLATE_NOOP("RoleTip", "Privilege: the builder pays 1 card less."),
    Role.PRODUCER: QT_TRANSLATE_NOOP("RoleTip", "Privilege: the producer may produce a second "
                                                "good."),
    Role.TRADER: QT_TRANSLATE_NOOP("RoleTip", "Privilege: the trader may sell a second good."),
    Role.COUNCILLOR: QT_TRANSLATE_NOOP("RoleTip", "Privilege: the councillor draws 5 cards instead "
                                                  "of 2 and keeps 1."),
    Role.PROSPECTOR: QT_TRANSLATE_NOOP("RoleTip", "Privilege: the prospector draws 1 card."),
}
_LIBRARY = {
    Role.BUILDER: QT_TRANSLATE_NOOP("RoleTip", "Library: the builder pays 2 cards less."),
    Role.PRODUCER: QT_TRANSLATE_NOOP("RoleTip", "Library: the producer may produce up to 3 goods."),
    Role.TRADER: QT_TRANSLATE_NOOP("RoleTip", "Library: the trader may sell up to 3 goods."),
    Role.COUNCILLOR: QT_TRANSLATE_NOOP("RoleTip", "Library: the councillor draws 8 cards."),
    Role.PROSPECTOR: QT_TRANSLATE_NOOP("RoleTip", "Library: the prospector draws 2 cards."),
}


def _owns(s: GameState, seat: int, key: str) -> bool:
    return TYPE_INDEX[key] in {s.types[b] for b in s.players[seat].buildings}


def _library(s: GameState, seat: int) -> bool:
    """True if ``seat`` could double the privilege with a Library on a choice now."""
    return may_use_library(s, seat)


def _builder(s: GameState, seat: int) -> list[str]:
    def buildable(priv: int) -> tuple[int, int | None]:
        opts = build_options(s, seat, priv)
        in_hand = [o for o in opts if o.card not in s.table]
        return len({s.types[o.card] for o in in_hand}), min((o.cost for o in in_hand),
                                                            default=None)

    mine, cheapest = buildable(best_privilege(s, seat))
    other, _ = buildable(NO_PRIVILEGE)
    if not mine:
        out = [translate("RoleTip", "You cannot afford any building in your hand, even as "
                                    "builder.")]
    elif mine == other:
        out = [arg(translate("RoleTip", "You could afford %1 of the buildings in your hand; the "
                                    "cheapest would cost you %2 as builder."), mine, cheapest)]
    else:
        out = [arg(translate("RoleTip", "As builder you could afford %1 of the buildings in your "
                                    "hand, otherwise %2; the cheapest would cost you %3."),
                                    mine, other, cheapest)]
    for key, text in (
            ("smithy", QT_TRANSLATE_NOOP("RoleTip", "Your Smithy: production buildings cost 1 "
                                                    "less.")),
            ("quarry", QT_TRANSLATE_NOOP("RoleTip", "Your Quarry: violet buildings cost 1 less.")),
            ("black_market", QT_TRANSLATE_NOOP("RoleTip", "Your Black market: pay with up to 2 "
                                                          "goods.")),
            ("crane", QT_TRANSLATE_NOOP("RoleTip", "Your Crane: you may build over a building.")),
            ("carpenter", QT_TRANSLATE_NOOP("RoleTip", "Your Carpenter: 1 card after a violet "
                                                       "build.")),
            ("poor_house", QT_TRANSLATE_NOOP("RoleTip", "Your Poor house: 1 card if you end with 0 "
                                                        "or 1 hand cards.")),
            ("tavern", QT_TRANSLATE_NOOP("RoleTip", "Your Tavern: 1 card if you have the fewest "
                                                    "buildings after the phase."))):
        if _owns(s, seat, key):
            out.append(translate("RoleTip", text))
    return out


def _producer(s: GameState, seat: int) -> list[str]:
    empty = len(empty_production_buildings(s, seat))
    aqueduct = int(_owns(s, seat, "aqueduct"))
    if not empty:
        return [translate("RoleTip", "You have no empty production building: you cannot produce.")]
    mine = min(empty, 1 + (2 if _library(s, seat) else 1) + aqueduct)
    other = min(empty, 1 + aqueduct)
    if empty == 1:
        out = [translate("RoleTip", "You have 1 empty production building: you could produce "
                                    "on it.")]
    elif mine == other:
        out = [arg(translate("RoleTip", "You have %1 empty production buildings: you could produce "
                                    "on %2."), empty, mine)]
    else:
        out = [arg(translate("RoleTip", "You have %1 empty production buildings: as producer you "
                                    "could produce on %2, otherwise on %3."), empty, mine, other)]
    if aqueduct:
        out.append(translate("RoleTip", "Your Aqueduct: 1 more good."))
    if _owns(s, seat, "well"):
        out.append(translate("RoleTip", "Your Well: 1 card if you produce at least 2 goods."))
    return out


def _tile_now(s: GameState) -> tuple[str, int | None]:
    """("current"/"next", tile) the viewer can price goods with, tile None if unknown."""
    if s.decision is not None and s.decision.role is Role.TRADER and s.tile >= 0:
        return "current", s.tile
    nxt = s.tiles[s.tile_pos % len(s.tiles)]
    return "next", (nxt if nxt >= 0 else None)


def _trader(s: GameState, seat: int) -> list[str]:
    p = s.players[seat]
    out: list[str] = []
    which, tile = _tile_now(s)
    if tile is None:
        out.append(translate("RoleTip", "The next tile is unknown."))
        if s.tile >= 0:
            out.append(arg(translate("RoleTip", "The last tile turned, %1, paid %2."),
                           tile_letter(s.tile), _prices(s.tile)))
    elif which == "current":
        out.append(arg(translate("RoleTip", "The current tile %1 pays %2."),
                       tile_letter(tile), _prices(tile)))
    else:
        out.append(arg(translate("RoleTip",
                                 "The next tile is %1 (the tiles repeat in the same order); "
                                 "it pays %2."), tile_letter(tile), _prices(tile)))
    if not p.goods:
        out.append(translate("RoleTip", "You have no goods to sell."))
        return out
    extra = int(_owns(s, seat, "trading_post"))
    mine = min(len(p.goods), 1 + (2 if _library(s, seat) else 1) + extra)
    other = min(len(p.goods), 1 + extra)
    n = len(p.goods)
    if n == 1:
        out.append(translate("RoleTip", "You have 1 good: you could sell it."))
    elif mine == other:
        out.append(arg(translate("RoleTip", "You have %1 goods: you could sell %2."), n, mine))
    else:
        out.append(arg(translate("RoleTip", "You have %1 goods: as trader you could sell %2, "
                                        "otherwise %3."), n, mine, other))
    if tile is not None:
        prices = sorted((2 if (good := s.ctype(b).good) is None else TILES[tile][good]
                         for b in p.goods), reverse=True)
        got, plain = sum(prices[:mine]), sum(prices[:other])
        if got != plain:  # got > plain >= 1: the plural reads right
            out.append(arg(translate("RoleTip", "On tile %1 that pays %2 cards as trader, %3 "
                                            "otherwise (before bonuses)."),
                                            tile_letter(tile), got, plain))
        elif got == 1:
            out.append(arg(translate("RoleTip", "On tile %1 that pays 1 card (before bonuses)."),
                           tile_letter(tile)))
        else:
            out.append(arg(translate("RoleTip", "On tile %1 that pays %2 cards (before bonuses)."),
                           tile_letter(tile), got))
    for key, text in (
            ("trading_post", QT_TRANSLATE_NOOP("RoleTip", "Your Trading post: 1 more good.")),
            ("market_stand", QT_TRANSLATE_NOOP("RoleTip", "Your Market stand: 1 card more for 2 "
                                                          "goods sold.")),
            ("market_hall", QT_TRANSLATE_NOOP("RoleTip", "Your Market hall: 1 card more if you "
                                                         "sell.")),
            ("harbor", QT_TRANSLATE_NOOP("RoleTip", "Your Harbor: one sold good goes under it."))):
        if _owns(s, seat, key):
            out.append(translate("RoleTip", text))
    return out


def _prices(tile: int) -> str:
    return ", ".join(f"{good_name(g)} {TILES[tile][g]}" for g in Good)


def _councillor(s: GameState, seat: int) -> list[str]:
    keep = 2 if _owns(s, seat, "prefecture") else 1
    draw = LIBRARY_DRAW if _library(s, seat) else COUNCILLOR_DRAW
    out = [arg(translate("RoleTip",
                         "As councillor you would draw %1 and keep %2; otherwise draw %3 "
                         "and keep %4."), draw, keep, OTHERS_DRAW, keep)]
    if _owns(s, seat, "archive"):
        out.append(translate("RoleTip", "Your Archive: you may discard from your whole hand."))
    if _owns(s, seat, "customs_office"):
        out.append(translate("RoleTip", "Your Customs office receives a good first, if empty."))
    return out


def _prospector(s: GameState, seat: int) -> list[str]:
    out = [translate("RoleTip", "As prospector you would draw 2 cards.") if _library(s, seat)
           else translate("RoleTip", "As prospector you would draw 1 card.")]
    if _owns(s, seat, "gold_mine"):
        out.append(translate("RoleTip", "Your Gold mine turns over 4 cards whoever chooses it."))
    if _owns(s, seat, "goldsmith"):
        out.append(translate("RoleTip", "Your Goldsmith turns over 1 card whoever chooses it."))
    return out


_FOR_YOU = {Role.BUILDER: _builder, Role.PRODUCER: _producer, Role.TRADER: _trader,
            Role.COUNCILLOR: _councillor, Role.PROSPECTOR: _prospector}


def role_tooltip(role: Role, obs: Observation, names: Sequence[str]) -> str:
    """Rich-text tooltip of ``role``: action for everyone, privilege, Library doubling
    (once per round with two players, RULES.md 3.6), who took it this round and what it
    means for ``obs.seat`` now. ``names`` are the seat names."""
    s = obs.state
    parts = [f"<b>{role_name(role)}</b>", translate("RoleTip", _ACTION[role]),
             translate("RoleTip", _PRIVILEGE[role]), translate("RoleTip", _LIBRARY[role])]
    if s.num_players == 2:
        parts.append(translate("RoleTip", "Two players: the Library only once per round."))
    owner = s.role_owner[role]
    if owner >= 0:
        status = (translate("RoleTip", "You took it this round.") if owner == obs.seat else
                  arg(translate("RoleTip", "Taken this round by %1."), seat_name(names, owner)))
        if s.decision is not None and s.decision.role is role:
            status += " " + translate("RoleTip", "Its phase is under way.")
    elif s.over:
        status = translate("RoleTip", "The game is over.")
    elif sum(1 for o in s.role_owner if o >= 0) >= len(role_choosers(s)):
        status = translate("RoleTip", "Not chosen this round: every player has chosen.")
    else:
        status = translate("RoleTip", "Still available this round.")
    parts.append(f"<i>{status}</i>")
    if 0 <= obs.seat < s.num_players and not s.over:
        parts.append("<b>" + translate("RoleTip", "For you now:") + "</b>")
        lines = _FOR_YOU[role](s, obs.seat)
        if _owns(s, obs.seat, "library"):
            lines.append(translate("RoleTip", "Your Library doubles the privilege.")
                         if _library(s, obs.seat) else
                         translate("RoleTip", "You have used your Library this round."))
        parts += [f"• {line}" for line in lines]
    return "<qt>" + "<br>".join(parts) + "</qt>"


__all__ += ["card_name"]
