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
from ui.text import join, seat_name, translate
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
        return translate("Log", "New game of {}, {} players. You are the first governor.").format(
            edition_title(ev.edition), ev.players)
    return translate("Log", "New game of {}, {} players. {} is the first governor.").format(
        edition_title(ev.edition), ev.players, seat_name(names, ev.seat))


def _round_started(ev: RoundStarted, viewer: int, names: Names, types: Types) -> str:
    if _you(ev.seat, viewer):
        return translate("Log", "<b>Round {}</b> — you are governor.").format(ev.number)
    return translate("Log", "<b>Round {}</b> — {} is governor.").format(
        ev.number, seat_name(names, ev.seat))


def _role_chosen(ev: RoleChosen, viewer: int, names: Names, types: Types) -> str:
    if _you(ev.seat, viewer):
        text = translate("Log", "You chose the {}.").format(role_name(ev.role))
        if ev.library:
            text += " " + translate("Log", "Your Library doubles the privilege.")
        return text
    text = translate("Log", "{} chose the {}.").format(seat_name(names, ev.seat),
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
            return translate("Log", "You took the {} ({}).").format(_names(ev.cards, types),
                                                                   _reason(r))
        return translate("Log", "{} took the {} ({}).").format(
            who, _names(ev.cards, types), _reason(r))
    n, suffix = _cards(ev.count), _suffix(ev, types)
    if r is Reason.DEAL:
        if you:
            return translate("Log", "You were dealt {}{}.").format(n, suffix)
        return translate("Log", "{} was dealt {}{}.").format(who, n, suffix)
    if r is Reason.COUNCILLOR:
        if you:
            return translate("Log", "You took {} into hand (Councillor){}.").format(n, suffix)
        return translate("Log", "{} took {} into hand (Councillor){}.").format(who, n, suffix)
    if you:
        return translate("Log", "You drew {} ({}){}.").format(n, _reason(r), suffix)
    return translate("Log", "{} drew {} ({}){}.").format(who, n, _reason(r), suffix)


def _discarded(ev: CardsDiscarded, viewer: int, names: Names, types: Types) -> str | None:
    who, r, you = seat_name(names, ev.seat), ev.reason, _you(ev.seat, viewer)
    if r is Reason.PAYMENT or not ev.count:
        return None  # the building line says what was paid
    suffix = _suffix(ev, types)
    if r is Reason.GOLD_MINE:
        if ev.count >= GOLD_MINE_REVEAL:  # none taken: two revealed cards cost the same
            return translate("Log", "Two of the Gold mine cards cost the same, so it gives "
                                    "nothing; all were discarded{}.").format(suffix)
        return translate("Log", "The other Gold mine cards were discarded{}.").format(suffix)
    if r is Reason.GOLDSMITH:
        if you:
            return translate("Log", "Your Goldsmith card was discarded (someone owns that "
                                    "building){}.").format(suffix)
        return translate("Log", "{}'s Goldsmith card was "
                                "discarded (someone owns that "
                                "building){}.").format(who, suffix)
    if you:
        return translate("Log", "You discarded {} ({}){}.").format(_cards(ev.count), _reason(r),
                                                                   suffix)
    return translate("Log", "{} discarded {} ({}){}.").format(who, _cards(ev.count), _reason(r),
                                                           suffix)


def _revealed(ev: CardsRevealed, viewer: int, names: Names, types: Types) -> str | None:
    if not ev.cards:
        return None
    costs = _costs(types)
    shown = ", ".join(f"{card_name(types[c])} ({costs[types[c]]})" for c in ev.cards)
    if _you(ev.seat, viewer):
        return translate("Log", "Your {} turns over: {}.").format(_reason(ev.reason), shown)
    return translate("Log", "{}'s {} turns over: {}.").format(
        seat_name(names, ev.seat), _reason(ev.reason), shown)


def _tucked(ev: CardsTucked, viewer: int, names: Names, types: Types) -> str | None:
    who, you = seat_name(names, ev.seat), _you(ev.seat, viewer)
    if ev.building < 0:
        return None
    where = card_name(types[ev.building])
    if CARD_TYPES[types[ev.building]].key == "harbor":
        if you:
            return translate("Log", "One of your sold goods went under the Harbor.")
        return translate("Log", "One of {}'s sold goods went under the Harbor.").format(who)
    if ev.cards:
        if you:
            return translate("Log", "You tucked {} under the {}{}.").format(
                _cards(ev.count), where, _suffix(ev, types))
        return translate("Log", "{} tucked {} under the {}{}.").format(
            who, _cards(ev.count), where, _suffix(ev, types))
    if CARD_TYPES[types[ev.building]].key == "chapel":  # one card at most (RULES.md 2.4.2)
        if you:
            return translate("Log", "You tucked a card under the Chapel.")
        return translate("Log", "{} tucked a card under the Chapel.").format(who)
    if you:
        return translate("Log", "You tucked cards under the {}.").format(where)
    return translate("Log", "{} tucked cards under the {}.").format(who, where)


def _built(ev: BuildingBuilt, viewer: int, names: Names, types: Types) -> str:
    who, name = seat_name(names, ev.seat), card_name(types[ev.card])
    you = _you(ev.seat, viewer)
    if ev.replaced is not None:
        old = card_name(types[ev.replaced])
        text = (translate("Log", "You built the {} over the {} (Crane)").format(name, old) if you
                else translate("Log", "{} built the {} over the {} (Crane)").format(who, name, old))
    else:
        text = (translate("Log", "You built the {}").format(name) if you
                else translate("Log", "{} built the {}").format(who, name))
    if ev.goods:
        pay = translate("Log", "for {} and {} (Black market)").format(
            _cards(ev.paid), _goods(ev.goods))
    elif ev.paid:
        pay = translate("Log", "for {}").format(_cards(ev.paid))
    else:
        pay = translate("Log", "for free")
    return translate("Log", "{} {}.").format(text, pay)


def _produced(ev: GoodsProduced, viewer: int, names: Names, types: Types) -> str:
    who, you = seat_name(names, ev.seat), _you(ev.seat, viewer)
    if len(ev.buildings) == 1 and CARD_TYPES[types[ev.buildings[0]]].good is None:
        if you:
            return translate("Log", "A good was placed on your Customs office.")
        return translate("Log", "A good was placed on {}'s Customs office.").format(who)
    goods, where = _goods(len(ev.buildings)), join([card_name(types[b]) for b in ev.buildings])
    if you:
        return translate("Log", "You produced {} (on {}).").format(goods, where)
    return translate("Log", "{} produced {} (on {}).").format(who, goods, where)


def _sold(ev: GoodsSold, viewer: int, names: Names, types: Types) -> str:
    kinds = []
    for b in ev.buildings:
        good = CARD_TYPES[types[b]].good
        kinds.append(good_name(good) if good is not None else card_name(types[b]))
    goods, earned = _goods(len(ev.buildings)), _cards(ev.earned)
    if _you(ev.seat, viewer):
        return translate("Log", "You sold {} ({}) for {}.").format(goods, join(kinds), earned)
    return translate("Log", "{} sold {} ({}) for {}.").format(
        seat_name(names, ev.seat), goods, join(kinds), earned)


def _lost(ev: GoodLost, viewer: int, names: Names, types: Types) -> str:
    who, where = seat_name(names, ev.seat), card_name(types[ev.building])
    you = _you(ev.seat, viewer)
    if ev.reason is Reason.BLACK_MARKET:
        if you:
            return translate("Log", "You paid with the good on the {} (Black market).").format(
                where)
        return translate("Log", "{} paid with the good on the {} (Black "
                                "market).").format(who, where)
    if you:
        return translate("Log", "The good on your {} was discarded (built over with the "
                                "Crane).").format(where)
    return translate("Log", "The good on {}'s {} was discarded (built over with the Crane).") \
        .format(who, where)


def _tile(ev: TileTurned, viewer: int, names: Names, types: Types) -> str:
    prices = ", ".join(f"{good_name(g)} {p}" for g, p in zip(_GOODS, ev.prices, strict=False))
    if _you(ev.seat, viewer):
        return translate("Log", "You turned trading-house tile {}: {}.").format(
            tile_letter(ev.tile), prices)
    return translate("Log", "{} turned trading-house tile {}: {}.").format(
        seat_name(names, ev.seat), tile_letter(ev.tile), prices)


def _reshuffled(ev: DeckReshuffled, viewer: int, names: Names, types: Types) -> str:
    return translate("Log", "The discard pile ({}) was shuffled into a new draw pile.").format(
        _cards(ev.count))


def _exhausted(ev: DeckExhausted, viewer: int, names: Names, types: Types) -> str:
    return translate("Log", "No card left to draw: draw and discard pile are both empty.")


def _ended(ev: GameEnded, viewer: int, names: Names, types: Types) -> str:
    best = ev.scores[ev.winners[0]] if ev.winners else 0
    table = ", ".join(f"{seat_name(names, i)} {v}" for i, v in enumerate(ev.scores))
    scores = translate("Log", "Scores: {}.").format(table)
    if viewer >= 0 and viewer in ev.winners:
        others = join([seat_name(names, w) for w in ev.winners if w != viewer])
        head = (translate("Log", "<b>Game over.</b> You win with {} VP.").format(best)
                if not others else
                translate("Log", "<b>Game over.</b> You share the victory with {} at {} VP.")
                .format(others, best))
        return head + " " + scores
    who = join([seat_name(names, w) for w in ev.winners])
    head = (translate("Log", "<b>Game over.</b> {} wins with {} VP.") if len(ev.winners) == 1
            else translate("Log", "<b>Game over.</b> {} share the victory with {} VP."))
    return head.format(who, best) + " " + scores


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
    spectator watching a computer seat's view reads its name)."""
    ev = event.for_viewer(viewer)
    handler = _HANDLERS.get(type(ev))
    if handler is None:
        return None
    # ev already holds only what ``viewer`` may see; handlers use their viewer argument
    # for the grammatical person alone, so -1 names every seat in the third person
    return handler(ev, viewer if second_person else -1, names, types)
