"""Log lines (ui/text/log.py): every event of random games of every edition, for every
viewer, names only cards that viewer may know (RULES.md 5)."""

from __future__ import annotations

import re

import pytest
from test_text_support import EDITION_KEYS, NAMES, play

from sanjuan.rules.cards import CARD_TYPES, Role
from sanjuan.rules.events import (
    BuildingBuilt,
    CardsDiscarded,
    CardsDrawn,
    CardsTucked,
    Event,
    GameEnded,
    GoodLost,
    GoodsProduced,
    GoodsSold,
    Reason,
    RoleChosen,
    RoundStarted,
    TileTurned,
)
from ui.text.log import describe_event

PATTERNS = {t.name: re.compile(rf"\b{re.escape(t.name)}\b") for t in CARD_TYPES}
# Buildings a reason names: their owner's tableau is public, so naming them is fine.
REASON_CARDS = {Reason.OFFICE: "Office building", Reason.CARPENTER: "Carpenter",
                Reason.POOR_HOUSE: "Poor house", Reason.TAVERN: "Tavern", Reason.WELL: "Well",
                Reason.MARKET_STAND: "Market stand", Reason.MARKET_HALL: "Market hall",
                Reason.HUT: "Hut", Reason.GOLD_MINE: "Gold mine", Reason.GOLDSMITH: "Goldsmith",
                Reason.BLACK_MARKET: "Black market", Reason.REPLACED_GOOD: "Crane"}


def knowable(event: Event, viewer: int, types: tuple[int, ...]) -> set[str]:
    """Card names ``viewer`` may legitimately read in the line of ``event``: the cards of
    its viewer copy, the public buildings it concerns and the building its reason names."""
    ev = event.for_viewer(viewer)
    out = {CARD_TYPES[types[c]].name for c in getattr(ev, "cards", ())}
    buildings: list[int] = []
    if isinstance(ev, BuildingBuilt):
        buildings += [ev.card] + ([ev.replaced] if ev.replaced is not None else [])
        if ev.replaced is not None:
            out.add("Crane")
        if ev.goods:
            out.add("Black market")
    elif isinstance(ev, GoodsProduced | GoodsSold):
        buildings += list(ev.buildings)
    elif isinstance(ev, GoodLost | CardsTucked):
        buildings.append(ev.building)
    elif isinstance(ev, RoleChosen) and ev.library:
        out.add("Library")
    out |= {CARD_TYPES[types[b]].name for b in buildings if b >= 0}
    reason = getattr(ev, "reason", None)
    if reason in REASON_CARDS:
        out.add(REASON_CARDS[reason])
    return out


def leaked(text: str, allowed: set[str]) -> list[str]:
    """Card names in ``text`` outside ``allowed`` (whole words; "Market hall" does not
    count as a mention of "Hall")."""
    return [name for name, pat in PATTERNS.items() if name not in allowed and pat.search(text)]


def test_the_leak_check_can_fail() -> None:
    """A line that names another player's drawn card is caught."""
    types = tuple(range(len(CARD_TYPES)))
    ev = CardsDrawn(1, 1, (5,), 1, Reason.PROSPECTOR)  # type 5 = Smithy, private to seat 1
    assert knowable(ev, 1, types) == {"Smithy"}
    assert knowable(ev, 0, types) == set()
    assert leaked("Ben drew 1 card (Prospector): Smithy.", knowable(ev, 0, types)) == ["Smithy"]
    assert "Smithy" in describe_event(ev, 1, NAMES, types)
    assert "Smithy" not in describe_event(ev, 0, NAMES, types)
    assert "Smithy" not in describe_event(ev, -1, NAMES, types)


@pytest.mark.parametrize("edition", EDITION_KEYS)
def test_no_hidden_card_in_log_lines(edition: str) -> None:
    own_names_shown = 0
    kinds: set[type] = set()
    for seed, players in ((11, 2), (12, 3), (13, 4)):
        s = list(play(edition, players, seed, variant=True))[-1]
        assert s.over and s.log
        names = NAMES[:players]
        for ev in s.log:
            for viewer in range(-1, players):
                text = describe_event(ev, viewer, names, s.types)
                if text is None:
                    continue
                kinds.add(type(ev))
                assert text.strip(), ev
                allowed = knowable(ev, viewer, s.types)
                assert not leaked(text, allowed), (viewer, ev, text)
                if (isinstance(ev, CardsDrawn | CardsDiscarded) and ev.private_to == viewer
                        and ev.cards and ev.reason is not Reason.PAYMENT):
                    assert any(CARD_TYPES[s.types[c]].name in text for c in ev.cards), text
                    own_names_shown += 1
    assert own_names_shown > 20  # the check above looked at lines that do name cards
    assert {RoundStarted, RoleChosen, CardsDrawn, BuildingBuilt, GoodsProduced, GoodsSold,
            TileTurned, GameEnded} <= kinds


def test_readable_lines() -> None:
    types = tuple(range(len(CARD_TYPES)))
    assert describe_event(RoleChosen(0, Role.BUILDER, True), 1, NAMES, types) == \
        "Anna chose the Builder. The Library doubles the privilege."
    built = BuildingBuilt(1, 21, 14, 2, 1)  # Library over Chapel
    assert describe_event(built, -1, NAMES, types) == \
        "Ben built the Library over the Chapel (Crane) for 2 cards and 1 good (Black market)."
    assert describe_event(BuildingBuilt(0, 0, None, 0, 0), -1, NAMES, types) == \
        "Anna built the Indigo plant for free."
    assert describe_event(GoodsSold(2, (0, 3), 3), 0, NAMES, types) == \
        "Cleo sold 2 goods (indigo and coffee) for 3 cards."
    assert describe_event(TileTurned(0, 2, (1, 1, 2, 2, 3)), 1, NAMES, types) == \
        "Anna turned trading-house tile C: indigo 1, sugar 1, tobacco 2, coffee 2, silver 3."
    chapel = CardsTucked(1, 1, (5,), 1, 14)
    assert describe_event(chapel, 1, NAMES, types) == "You tucked 1 card under the Chapel: Smithy."
    assert describe_event(chapel, 0, NAMES, types) == "Ben tucked a card under the Chapel."
    bank = CardsTucked(1, 3, (5, 6, 7), 1, 35)
    assert describe_event(bank, -1, NAMES, types) == "Ben tucked cards under the Bank."
    assert describe_event(bank, 1, NAMES, types) == \
        "You tucked 3 cards under the Bank: Smithy, Gold mine, Archive."
    assert describe_event(GameEnded(-1, (40, 42), (1,)), 0, NAMES, types) == \
        "<b>Game over.</b> Ben wins with 42 VP. Scores: Anna 40, Ben 42."
    assert describe_event(CardsDrawn(0, 2, (3, 4), 0, Reason.SALE), 1, NAMES, types) is None


def test_the_viewers_own_lines_say_you() -> None:
    """Second-person source strings for the viewer's seat (never "You was dealt")."""
    types = tuple(range(len(CARD_TYPES)))
    assert describe_event(CardsDrawn(1, 4, (), -1, Reason.DEAL), 1, NAMES, types) == \
        "You were dealt 4 cards."
    assert describe_event(CardsDrawn(1, 4, (), -1, Reason.DEAL), 0, NAMES, types) == \
        "Ben was dealt 4 cards."
    assert describe_event(RoundStarted(2, 15), 2, NAMES, types) == \
        "<b>Round 15</b> — you are governor."
    assert describe_event(RoleChosen(0, Role.BUILDER, True), 0, NAMES, types) == \
        "You chose the Builder. Your Library doubles the privilege."
    assert describe_event(GameEnded(-1, (40, 42), (1,)), 1, NAMES, types) == \
        "<b>Game over.</b> You win with 42 VP. Scores: Anna 40, Ben 42."
    assert describe_event(GameEnded(-1, (42, 42, 30), (0, 1)), 1, NAMES, types) == \
        "<b>Game over.</b> You share the victory with Anna at 42 VP. Scores: Anna 42, " \
        "Ben 42, Cleo 30."


def test_every_event_type_is_described_or_deliberately_skipped() -> None:
    import inspect

    import sanjuan.rules.events as events
    from ui.text import log

    kinds = {c for _, c in inspect.getmembers(events, inspect.isclass)
             if issubclass(c, Event) and c is not Event and not c.__name__.startswith("_")}
    assert kinds - set(log._HANDLERS) == {events.PhaseEnded}
    types = tuple(range(len(CARD_TYPES)))
    assert describe_event(events.PhaseEnded(0, Role.TRADER), 0, NAMES, types) is None
    assert describe_event(events.DeckReshuffled(-1, 30), 0, NAMES, types) == \
        "The discard pile (30 cards) was shuffled into a new draw pile."
