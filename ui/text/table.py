"""Tooltips of the table's public furniture: the trading-house tile, the draw and discard
piles, the governor card and each player's area (RULES.md 1, 2.1, 2.2, 5). Only public
facts are named: hand sizes and tableau counts of everyone, the contents of nobody's
hand, and Chapel/Bank counts for their owner only."""

from __future__ import annotations

from collections.abc import Sequence

from sanjuan.rules.cards import TYPE_INDEX, Good, Role
from sanjuan.rules.facts import CUSTOMS_OFFICE_PRICE, GAME_END_BUILDINGS, hand_limit
from sanjuan.rules.observation import Observation
from sanjuan.rules.scoring import printed_vp
from sanjuan.rules.state import TILES
from ui.text import arg, count, esc, is_you_name, plain_seat_name, seat_name, translate
from ui.text.names import good_name, role_name, tile_letter


def _price_table(tile: int) -> str:
    heads = "".join(f"<th>{esc(good_name(g))}</th>" for g in Good)
    cells = "".join(f"<td align='center'>{TILES[tile][g]}</td>" for g in Good)
    return f"<table border='1' cellpadding='2'><tr>{heads}</tr><tr>{cells}</tr></table>"


def tile_tooltip(obs: Observation) -> str:
    """The trading-house tile: the current (last turned) tile's five prices, the tiles
    turned so far in their fixed cyclic order, the next tile if known, and the Customs
    office's fixed price in the expansion (RULES.md 1, 3.3)."""
    s = obs.state
    parts = ["<b>" + translate("TableTip", "Trading-house tile") + "</b>"]
    if s.tile >= 0:
        running = s.decision is not None and s.decision.role is Role.TRADER
        head = (translate("TableTip", "Current tile %1: cards paid per good sold")
                if running else translate("TableTip", "Last tile turned: %1 (cards per good)"))
        parts.append(arg(head, tile_letter(s.tile)) + _price_table(s.tile))
    else:
        parts.append(translate("TableTip", "No tile has been turned yet."))
    seen = [t for t in s.tiles if t >= 0]
    if seen:
        parts.append(arg(translate("TableTip", "Turned so far, in their fixed order: %1."),
                         ", ".join(tile_letter(t) for t in seen)))
    nxt = s.tiles[s.tile_pos % len(s.tiles)]
    parts.append(arg(translate("TableTip",
                               "Next tile: %1 (the five tiles repeat in the same order)."),
                     tile_letter(nxt)) if nxt >= 0 else
                 translate("TableTip", "Next tile: unknown until it is turned."))
    parts.append(translate("TableTip", "The trader turns over the next tile at the start of the "
                                       "trader phase; afterwards it goes under the stack."))
    if s.edition.has_expansion:
        parts.append(arg(translate("TableTip",
                                   "A good on a Customs office always sells for %1 cards."),
                         CUSTOMS_OFFICE_PRICE))
    return "<qt>" + "<br>".join(parts) + "</qt>"


def pile_tooltip(pile: str, obs: Observation) -> str:
    """Tooltip of the ``"draw"`` or ``"discard"`` pile: its size and what nobody knows
    about it (RULES.md 2.1.4, 5). Raises ValueError for another ``pile``."""
    s = obs.state
    if pile == "draw":
        title, n = translate("TableTip", "Draw pile"), len(s.draw)
        note = translate("TableTip", "Cards are drawn from here as money, goods and councillor "
                                     "draws. When it is empty, the discard pile is shuffled into "
                                     "a new draw pile.")
    elif pile == "discard":
        title, n = translate("TableTip", "Discard pile"), len(s.discard)
        note = translate("TableTip", "Payments, sold goods and discarded cards go here face down; "
                                     "nobody knows its contents.")
    else:
        raise ValueError(f"unknown pile {pile!r}; expected 'draw' or 'discard'")
    size = count(n, translate("TableTip", "%1 card, face down."),
                 translate("TableTip", "%1 cards, face down."))
    return "<qt>" + "<br>".join(["<b>" + title + "</b>", size, note]) + "</qt>"


def governor_tooltip(obs: Observation, names: Sequence[str]) -> str:
    """Tooltip of the governor card: who holds it, that they choose first this round and
    who gets it next (RULES.md 2.2; two players: governor – other – governor)."""
    s = obs.state
    gov = s.governor
    nxt = (gov + 1) % s.num_players
    parts = ["<b>" + translate("TableTip", "Governor") + "</b>",
             arg(translate("TableTip", "You are governor in round %1 and choose the first role."),
                 s.round) if gov == obs.seat else
             arg(translate("TableTip", "%1 is governor in round %2 and chooses the first role."),
                 seat_name(names, gov), s.round)]
    if s.num_players == 2:
        parts.append(translate("TableTip", "Two players: the governor also chooses the third role "
                                           "(governor – other – governor)."))
    parts.append(translate("TableTip", "At the end of the round the card passes clockwise to "
                                       "you.") if nxt == obs.seat else
                 arg(translate("TableTip",
                               "At the end of the round the card passes clockwise to %1."),
                     seat_name(names, nxt)))
    return "<qt>" + "<br>".join(parts) + "</qt>"


def player_tooltip(obs: Observation, seat: int, names: Sequence[str],
                   private: bool = True) -> str:
    """Tooltip of ``seat``'s area as ``obs.seat`` may know it: hand size (contents never),
    buildings n/12, printed VP, goods, Harbor cards, and for the viewer's own seat also
    the Chapel/Bank counts and the hand limit (RULES.md 5). ``private=False`` (a hidden
    hot-seat hand) leaves out the viewer's private counts too."""
    s = obs.state
    p = s.players[seat]
    own = seat == obs.seat and private
    title = seat_name(names, seat)
    if seat == obs.seat and not is_you_name(plain_seat_name(names, seat)):
        title = arg(translate("TableTip", "%1 (you)"), title)
    parts = [f"<b>{title}</b>"]
    roles = [r for r in Role if s.role_owner[r] == seat]
    if seat == s.governor:
        parts.append(translate("TableTip", "Governor this round."))
    if roles:
        chosen = ", ".join(role_name(r) for r in roles)
        parts.append(arg(translate("TableTip", "Role this round: %1."), chosen)
                     if len(roles) == 1 else
                     arg(translate("TableTip", "Roles this round: %1."), chosen))
    parts.append(count(len(p.hand), translate("TableTip", "%1 card in hand."),
                       translate("TableTip", "%1 cards in hand.")))
    parts.append(arg(translate("TableTip",
                               "Buildings: %1 of %2 (the game ends after the builder phase "
                               "in which someone has %3)."),
                                       len(p.buildings), GAME_END_BUILDINGS, GAME_END_BUILDINGS))
    parts.append(arg(translate("TableTip", "Printed victory points: %1."), printed_vp(s, seat)))
    parts.append(count(len(p.goods), translate("TableTip", "%1 good on production buildings."),
                       translate("TableTip", "%1 goods on production buildings.")))
    types = {s.types[b] for b in p.buildings}
    if TYPE_INDEX["harbor"] in types:
        parts.append(arg(translate("TableTip", "Cards under the Harbor: %1."), len(p.harbor)))
    if own:
        if TYPE_INDEX["chapel"] in types:
            parts.append(arg(translate("TableTip", "Cards under your Chapel: %1 (only you know)."),
                             len(p.chapel)))
        if TYPE_INDEX["bank"] in types:
            parts.append(arg(translate("TableTip", "Cards under your Bank: %1 (only you know)."),
                             len(p.bank)))
        parts.append(arg(translate("TableTip", "Your hand limit at the start of a round: %1."),
                         hand_limit(s, seat)))
    elif TYPE_INDEX["chapel"] in types:
        parts.append(translate("TableTip", "Owns a Chapel; how many cards lie under it is hidden."))
    return "<qt>" + "<br>".join(parts) + "</qt>"
