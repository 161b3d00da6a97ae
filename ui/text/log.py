"""One readable log line per game event, as a given viewer may see it (RULES.md 5).

:func:`describe_event` first asks the event for the viewer's copy (``for_viewer``), so a
card identity the viewer may not know is never available to the text: other players'
draws, discards and Chapel/Bank cards are counted, never named; goods are never named.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from sanjuan.rules.cards import CARD_TYPES
from sanjuan.rules.events import (
    BuildingBuilt,
    CardsDiscarded,
    CardsDrawn,
    CardsRevealed,
    CardsTucked,
    DeckExhausted,
    DeckReshuffled,
    Event,
    GameEnded,
    GameStarted,
    GoodLost,
    GoodsProduced,
    GoodsSold,
    Reason,
    RoleChosen,
    RoundStarted,
    TileTurned,
)
from sanjuan.rules.facts import GOLD_MINE_REVEAL
from ui.text import arg, join, seat_name, translate, you_seat
from ui.text.log_words import card_names as _names
from ui.text.log_words import cards_text as _cards
from ui.text.log_words import edition_costs as _costs
from ui.text.log_words import edition_title
from ui.text.log_words import goods_text as _goods
from ui.text.log_words import reason_text as _reason
from ui.text.log_words import seen_suffix as _suffix
from ui.text.names import card_name, good_name, role_name, tile_letter

__all__ = ["describe_event", "edition_title"]

Names = Sequence[str]
Types = tuple[int, ...]


def _you(seat: int, viewer: int) -> bool:
    """True when the event concerns the viewer's own seat: its line is then written in the
    second person from separate source strings (translations need them too)."""
    return viewer >= 0 and seat == viewer


def _game_started(ev: GameStarted, viewer: int, names: Names, types: Types) -> str:
    if _you(ev.seat, viewer):
        return arg(translate("Log", "New game of %1, %2 players. You are the first governor."),
            edition_title(ev.edition), ev.players)
    return arg(translate("Log", "New game of %1, %2 players. %3 is the first governor."),
        edition_title(ev.edition), ev.players, seat_name(names, ev.seat))


def _round_started(ev: RoundStarted, viewer: int, names: Names, types: Types) -> str:
    if _you(ev.seat, viewer):
        return arg(translate("Log", "<b>Round %1</b> — you are governor."), ev.number)
    return arg(translate("Log", "<b>Round %1</b> — %2 is governor."),
        ev.number, seat_name(names, ev.seat))


def _role_chosen(ev: RoleChosen, viewer: int, names: Names, types: Types) -> str:
    if _you(ev.seat, viewer):
        text = arg(translate("Log", "You chose the %1."), role_name(ev.role))
        if ev.library:
            text += " " + translate("Log", "Your Library doubles the privilege.")
        return text
    text = arg(translate("Log", "%1 chose the %2."), seat_name(names, ev.seat),
                                                   role_name(ev.role))
    if ev.library:
        text += " " + translate("Log", "The Library doubles the privilege.")
    return text


def _drawn(ev: CardsDrawn, viewer: int, names: Names, types: Types) -> str | None:
    who, r, you = seat_name(names, ev.seat), ev.reason, _you(ev.seat, viewer)
    if r is Reason.SALE and not ev.cards:
        return None  # the sale line already says how many cards were earned
    if r in (Reason.GOLD_MINE, Reason.GOLDSMITH) and ev.cards:
        if you:
            return arg(translate("Log", "You took the %1 (%2)."), _names(ev.cards, types),
                                                                   _reason(r))
        return arg(translate("Log", "%1 took the %2 (%3)."),
            who, _names(ev.cards, types), _reason(r))
    n, suffix = _cards(ev.count), _suffix(ev, types)
    if r is Reason.DEAL:
        if you:
            return arg(translate("Log", "You were dealt %1%2."), n, suffix)
        return arg(translate("Log", "%1 was dealt %2%3."), who, n, suffix)
    if r is Reason.COUNCILLOR:
        if you:
            return arg(translate("Log", "You took %1 into hand (Councillor)%2."), n, suffix)
        return arg(translate("Log", "%1 took %2 into hand (Councillor)%3."), who, n, suffix)
    if you:
        return arg(translate("Log", "You drew %1 (%2)%3."), n, _reason(r), suffix)
    return arg(translate("Log", "%1 drew %2 (%3)%4."), who, n, _reason(r), suffix)


def _discarded(ev: CardsDiscarded, viewer: int, names: Names, types: Types) -> str | None:
    who, r, you = seat_name(names, ev.seat), ev.reason, _you(ev.seat, viewer)
    if r is Reason.PAYMENT or not ev.count:
        return None  # the building line says what was paid
    suffix = _suffix(ev, types)
    if r is Reason.GOLD_MINE:
        if ev.count >= GOLD_MINE_REVEAL:  # none taken: two revealed cards cost the same
            return arg(translate("Log", "Two of the Gold mine cards cost the same, so it gives "
                                    "nothing; all were discarded%1."), suffix)
        return arg(translate("Log", "The other Gold mine cards were discarded%1."), suffix)
    if r is Reason.GOLDSMITH:
        if you:
            return arg(translate("Log", "Your Goldsmith card was discarded (someone owns that "
                                    "building)%1."), suffix)
        return arg(translate("Log", "%1's Goldsmith card was "
                                "discarded (someone owns that "
                                "building)%2."), who, suffix)
    if you:
        return arg(translate("Log", "You discarded %1 (%2)%3."), _cards(ev.count), _reason(r),
                                                                   suffix)
    return arg(translate("Log", "%1 discarded %2 (%3)%4."), who, _cards(ev.count), _reason(r),
                                                           suffix)


def _revealed(ev: CardsRevealed, viewer: int, names: Names, types: Types) -> str | None:
    if not ev.cards:
        return None
    costs = _costs(types)
    shown = ", ".join(f"{card_name(types[c])} ({costs[types[c]]})" for c in ev.cards)
    if _you(ev.seat, viewer):
        return arg(translate("Log", "Your %1 turns over: %2."), _reason(ev.reason), shown)
    return arg(translate("Log", "%1's %2 turns over: %3."),
        seat_name(names, ev.seat), _reason(ev.reason), shown)


def _tucked(ev: CardsTucked, viewer: int, names: Names, types: Types) -> str | None:
    who, you = seat_name(names, ev.seat), _you(ev.seat, viewer)
    if ev.building < 0:
        return None
    where = card_name(types[ev.building])
    if CARD_TYPES[types[ev.building]].key == "harbor":
        if you:
            return translate("Log", "One of your sold goods went under the Harbor.")
        return arg(translate("Log", "One of %1's sold goods went under the Harbor."), who)
    if ev.cards:
        if you:
            return arg(translate("Log", "You tucked %1 under the %2%3."),
                _cards(ev.count), where, _suffix(ev, types))
        return arg(translate("Log", "%1 tucked %2 under the %3%4."),
            who, _cards(ev.count), where, _suffix(ev, types))
    if CARD_TYPES[types[ev.building]].key == "chapel":  # one card at most (RULES.md 2.4.2)
        if you:
            return translate("Log", "You tucked a card under the Chapel.")
        return arg(translate("Log", "%1 tucked a card under the Chapel."), who)
    if you:
        return arg(translate("Log", "You tucked cards under the %1."), where)
    return arg(translate("Log", "%1 tucked cards under the %2."), who, where)


def _built(ev: BuildingBuilt, viewer: int, names: Names, types: Types) -> str:
    who, name = seat_name(names, ev.seat), card_name(types[ev.card])
    you = _you(ev.seat, viewer)
    if ev.replaced is not None:
        old = card_name(types[ev.replaced])
        text = (arg(translate("Log", "You built the %1 over the %2 (Crane)"), name, old) if you
                else arg(translate("Log", "%1 built the %2 over the %3 (Crane)"), who, name, old))
    else:
        text = (arg(translate("Log", "You built the %1"), name) if you
                else arg(translate("Log", "%1 built the %2"), who, name))
    if ev.goods:
        pay = arg(translate("Log", "for %1 and %2 (Black market)"),
            _cards(ev.paid), _goods(ev.goods))
    elif ev.paid:
        pay = arg(translate("Log", "for %1"), _cards(ev.paid))
    else:
        pay = translate("Log", "for free")
    return arg(translate("Log", "%1 %2."), text, pay)


def _produced(ev: GoodsProduced, viewer: int, names: Names, types: Types) -> str:
    who, you = seat_name(names, ev.seat), _you(ev.seat, viewer)
    if len(ev.buildings) == 1 and CARD_TYPES[types[ev.buildings[0]]].good is None:
        if you:
            return translate("Log", "A good was placed on your Customs office.")
        return arg(translate("Log", "A good was placed on %1's Customs office."), who)
    goods, where = _goods(len(ev.buildings)), join([card_name(types[b]) for b in ev.buildings])
    if you:
        return arg(translate("Log", "You produced %1 (on %2)."), goods, where)
    return arg(translate("Log", "%1 produced %2 (on %3)."), who, goods, where)


def _sold(ev: GoodsSold, viewer: int, names: Names, types: Types) -> str:
    kinds = []
    for b in ev.buildings:
        good = CARD_TYPES[types[b]].good
        kinds.append(good_name(good) if good is not None else card_name(types[b]))
    goods, earned = _goods(len(ev.buildings)), _cards(ev.earned)
    if _you(ev.seat, viewer):
        return arg(translate("Log", "You sold %1 (%2) for %3."), goods, join(kinds), earned)
    return arg(translate("Log", "%1 sold %2 (%3) for %4."),
        seat_name(names, ev.seat), goods, join(kinds), earned)


def _lost(ev: GoodLost, viewer: int, names: Names, types: Types) -> str:
    who, where = seat_name(names, ev.seat), card_name(types[ev.building])
    you = _you(ev.seat, viewer)
    if ev.reason is Reason.BLACK_MARKET:
        if you:
            return arg(translate("Log", "You paid with the good on the %1 (Black market)."),
                where)
        return arg(translate("Log", "%1 paid with the good on the %2 (Black "
                                "market)."), who, where)
    if you:
        return arg(translate("Log", "The good on your %1 was discarded (built over with the "
                                "Crane)."), where)
    return arg(translate("Log", "The good on %1's %2 was discarded (built over with the Crane)."),
               who, where)


def _tile(ev: TileTurned, viewer: int, names: Names, types: Types) -> str:
    prices = ", ".join(f"{good_name(g)} {p}" for g, p in zip(_GOODS, ev.prices, strict=False))
    if _you(ev.seat, viewer):
        return arg(translate("Log", "You turned trading-house tile %1: %2."),
            tile_letter(ev.tile), prices)
    return arg(translate("Log", "%1 turned trading-house tile %2: %3."),
        seat_name(names, ev.seat), tile_letter(ev.tile), prices)


def _reshuffled(ev: DeckReshuffled, viewer: int, names: Names, types: Types) -> str:
    return arg(translate("Log", "The discard pile (%1) was shuffled into a new draw pile."),
        _cards(ev.count))


def _exhausted(ev: DeckExhausted, viewer: int, names: Names, types: Types) -> str:
    return translate("Log", "No card left to draw: draw and discard pile are both empty.")


def _ended(ev: GameEnded, viewer: int, names: Names, types: Types) -> str:
    best = ev.scores[ev.winners[0]] if ev.winners else 0
    table = ", ".join(f"{seat_name(names, i)} {v}" for i, v in enumerate(ev.scores))
    scores = arg(translate("Log", "Scores: %1."), table)
    if viewer >= 0 and viewer in ev.winners:
        others = join([seat_name(names, w) for w in ev.winners if w != viewer])
        head = (arg(translate("Log", "<b>Game over.</b> You win with %1 VP."), best)
                if not others else
                arg(translate("Log", "<b>Game over.</b> You share the victory with %1 at %2 VP."),
                    others, best))
        return head + " " + scores
    who = join([seat_name(names, w) for w in ev.winners])
    head = (translate("Log", "<b>Game over.</b> %1 wins with %2 VP.") if len(ev.winners) == 1
            else translate("Log", "<b>Game over.</b> %1 share the victory with %2 VP."))
    return arg(head, who, best) + " " + scores


_GOODS = tuple(sorted({t.good for t in CARD_TYPES if t.good is not None}))
_HANDLERS: dict[type, Callable[..., str | None]] = {
    GameStarted: _game_started, RoundStarted: _round_started, RoleChosen: _role_chosen,
    CardsDrawn: _drawn, CardsDiscarded: _discarded, CardsRevealed: _revealed,
    CardsTucked: _tucked, BuildingBuilt: _built, GoodsProduced: _produced, GoodsSold: _sold,
    GoodLost: _lost, TileTurned: _tile, DeckReshuffled: _reshuffled,
    DeckExhausted: _exhausted, GameEnded: _ended,
}


def describe_event(event: Event, viewer: int, names: Sequence[str],
                   types: tuple[int, ...], second_person: bool = True) -> str | None:
    """One log line (simple HTML) for ``event`` as seat ``viewer`` may see it (-1: a
    spectator, who sees public identities only); ``names`` are the seat names and
    ``types`` the game's card types by card id (``state.types``). Returns None for events
    not worth a line (a phase's end, payments already named by the building line).
    Lines about the viewer's own seat say "You …" unless ``second_person`` is False (a
    spectator watching a computer seat's view, a replay seen as any seat); then a seat
    with the default name "You" (:func:`ui.text.you_seat`) is the one addressed as
    "you" ("You were dealt 4 cards", never "You was dealt")."""
    ev = event.for_viewer(viewer)
    handler = _HANDLERS.get(type(ev))
    if handler is None:
        return None
    # ev already holds only what ``viewer`` may see; handlers use their viewer argument
    # for the grammatical person alone, so -1 names every seat in the third person
    return handler(ev, viewer if second_person else you_seat(names), names, types)
