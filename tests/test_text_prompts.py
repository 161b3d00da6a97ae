"""Decision prompts, waiting texts, phase names and cost sums (ui/text/prompts.py)."""

from __future__ import annotations

import re

import pytest
from test_text_support import NAMES, fresh, give, play

from sanjuan.rules.actions import Build, ChooseRole, Pass, Select
from sanjuan.rules.cards import CARD_TYPES, TYPE_INDEX, Role
from sanjuan.rules.decisions import BuildOption, CostItem, CostKind, Decision, DecisionKind
from sanjuan.rules.engine import apply, new_game, refresh_decision
from sanjuan.rules.observation import observe
from sanjuan.rules.state import GameState, Options
from ui.text.prompts import cost_text, phase_name, prompt

K = DecisionKind
CARD_NAME = re.compile("|".join(rf"\b{re.escape(t.name)}\b" for t in CARD_TYPES))
KEYWORD = {
    K.START_HAND: "Start hand: click the", K.OFFICE: "Office building:",
    K.CHAPEL: "Chapel: tuck 1 hand card", K.BANK: "Bank (once per game)",
    K.HAND_LIMIT: "Hand limit: discard", K.CHOOSE_ROLE: "role.",
    K.BUILD: "Builder", K.BLACK_MARKET: "Black market: the ",
    K.PAY: "Pay for the", K.PRODUCE: "Producer", K.SELL: "Trader",
    K.COUNCILLOR_KEEP: "Councillor", K.COUNCILLOR_DISCARD: "(Archive): discard",
    K.GOLD_MINE: "Gold mine: take one of the revealed cards",
}
PLURAL_ONE = re.compile(r"(?<![\d.])1 (cards|goods|hand cards|empty production buildings)\b|"
                        r"up to 1 ")
WAITING = {K.CHOOSE_ROLE: "is choosing a role…", K.BUILD: "is deciding what to build…",
           K.HAND_LIMIT: "is discarding down to the hand limit…"}


def check_prompts(s: GameState) -> None:
    d = s.decision
    n = s.num_players
    own = prompt(observe(s, d.seat), NAMES[:n])
    assert KEYWORD[d.kind] in own, (d.kind, own)
    assert "…" not in own
    if d.kind in (K.HAND_LIMIT, K.PAY, K.COUNCILLOR_KEEP, K.COUNCILLOR_DISCARD):
        assert f" {d.min_count} " in own, own
    if d.kind is K.CHOOSE_ROLE and n == 2 and d.seat in s.role_owner:
        assert own.startswith("Choose your second role.")
    # number agreement: never "1 cards", "up to 1 goods" or "choose 1 to 1 goods"
    assert not PLURAL_ONE.search(own), own
    assert not re.search(r"\b(\d+) to \1\b", own), own
    if d.kind is K.BLACK_MARKET:
        if d.min_count and d.min_count == d.max_count:
            assert f"choose {d.min_count} good" in own, own
        elif d.min_count:
            assert f"{d.min_count} to {d.max_count} goods" in own, own
        else:
            assert (f"up to {d.max_count} goods" in own if d.max_count > 1
                    else "with 1 good instead of a card" in own), own
    if d.kind is K.BUILD and d.options and d.seat == s.chooser:
        assert own.endswith(f"you pay {2 if s.library else 1} less" +
                            (" (Library)." if s.library else "."))
    for v in range(n):
        if v != d.seat:
            text = prompt(observe(s, v), NAMES[:n])
            assert text.startswith(NAMES[d.seat] + " is ") and text.endswith("…"), text
            assert WAITING.get(d.kind, "") in text
            # only public facts: the decider's own buildings may be named (Chapel, Bank …)
            tableau = {s.ctype(b).name for b in s.players[d.seat].buildings}
            assert set(CARD_NAME.findall(text)) <= tableau, text
    assert phase_name(observe(s, d.seat)) == phase_name(observe(s, (d.seat + 1) % n))


def test_every_decision_kind_has_a_prompt_and_a_waiting_text() -> None:
    seen: set[DecisionKind] = set()
    games = 0
    for seed in range(60):
        for edition in ("classic", "2018-expansion"):
            games += 1
            for s in play(edition, 2 + seed % 3, seed, variant=seed % 2 == 0, log=False):
                if s.over:
                    text = prompt(observe(s, 0), NAMES[:s.num_players])
                    assert text.startswith("Game over: ") and " VP." in text
                    assert phase_name(observe(s, 0)) == "Game over"
                    continue
                seen.add(s.decision.kind)
                check_prompts(s)
        if seen == set(DecisionKind) and games >= 6:
            break
    assert seen == set(DecisionKind)


def builder_phase(edition: str, library: bool = False, keys: tuple[str, ...] = (),
                  hand: tuple[str, ...] = (), offset: int = 0) -> tuple[GameState, int]:
    """A builder phase chosen by the governor; the seat ``offset`` places after the governor
    gets the buildings ``keys``, the hand cards ``hand`` and six Indigo plants to pay with,
    and is the one deciding (earlier seats pass)."""
    s = fresh(edition)
    seat = (s.governor + offset) % s.num_players
    for key in keys:
        give(s, seat, key)
    for key in hand:
        give(s, seat, key, "hand")
    for _ in range(6):
        give(s, seat, "indigo_plant", "hand")
    apply(s, ChooseRole(Role.BUILDER, library))
    while s.decision.seat != seat:
        apply(s, Pass())
    assert s.decision.kind is K.BUILD
    return s, seat


def option(s: GameState, key: str, replace_key: str | None = None) -> BuildOption:
    for o in s.decision.options:
        rep = None if o.replace is None else s.ctype(o.replace).key
        if s.ctype(o.card).key == key and rep == replace_key:
            return o
    raise AssertionError(f"no option {key} over {replace_key}")


def test_cost_text_builder_and_quarry() -> None:
    s, _ = builder_phase("classic", keys=("quarry",), hand=("market_hall",))
    assert cost_text(option(s, "market_hall")) == "4 − 1 Builder − 1 Quarry = 2"
    assert prompt(observe(s, s.decision.seat), NAMES[:3]) == \
        "Builder: choose a building to build, or pass — you pay 1 less."


def test_cost_text_library_and_smithy() -> None:
    s, _ = builder_phase("classic", True, keys=("library", "smithy"), hand=("coffee_roaster",))
    assert cost_text(option(s, "coffee_roaster")) == \
        "4 − 2 Builder with Library − 1 Smithy = 1"
    assert cost_text(option(s, "indigo_plant")) == "1 − 2 Builder with Library − 1 Smithy = 0"
    assert prompt(observe(s, s.decision.seat), NAMES[:3]).endswith("you pay 2 less (Library).")


def test_cost_text_crane_and_park_cathedral() -> None:
    """2018 rulebook: the Cathedral built over a Park costs 7 − 6 = 1 card."""
    s, _ = builder_phase("2018-expansion", keys=("crane", "park", "chapel"), hand=("palace",))
    assert cost_text(option(s, "cathedral", "park")) == "7 − 1 Builder − 6 Crane over Park = 0"
    assert cost_text(option(s, "palace", "chapel")) == "6 − 1 Builder − 3 Crane over Chapel = 2"
    assert cost_text(option(s, "palace")) == "6 − 1 Builder = 5"
    s, _ = builder_phase("2018-expansion", keys=("crane", "park"), offset=2)
    assert cost_text(option(s, "cathedral", "park")) == "7 − 6 Crane over Park = 1"


def test_cost_text_classic_rulebook_examples() -> None:
    """The Beispiele of the classic rulebook: Quarry builder builds a free Crane; Library +
    Quarry: 3 less; Smithy + Library builder: no payout; Crane over Chapel / Coffee roaster."""
    s, _ = builder_phase("classic", keys=("quarry",), hand=("crane",))
    assert cost_text(option(s, "crane")) == "2 − 1 Builder − 1 Quarry = 0"
    s, _ = builder_phase("classic", True, keys=("library", "quarry"), hand=("hero",))
    assert cost_text(option(s, "hero")) == "5 − 2 Builder with Library − 1 Quarry = 2"
    s, _ = builder_phase("classic", True, keys=("library", "smithy"), hand=("sugar_mill",))
    assert cost_text(option(s, "sugar_mill")) == "2 − 2 Builder with Library − 1 Smithy = 0"
    s, _ = builder_phase("classic", keys=("crane", "chapel", "coffee_roaster"),
                         hand=("palace", "statue"), offset=1)
    assert cost_text(option(s, "palace", "chapel")) == "6 − 3 Crane over Chapel = 3"
    assert cost_text(option(s, "statue", "coffee_roaster")) == \
        "3 − 4 Crane over Coffee roaster = 0"
    text = prompt(observe(s, s.decision.seat), NAMES[:3])
    assert text == "Builder phase: choose a building to build, or pass."


def test_cost_text_black_market() -> None:
    s, seat = builder_phase("classic", keys=("black_market",), hand=("quarry",))
    p = s.players[seat]
    p.goods[p.buildings[0]] = s.draw.pop()
    refresh_decision(s)
    assert cost_text(option(s, "quarry")) == \
        "4 − 1 Builder = 3; up to 1 of it payable with a good (Black market)"
    quarry = TYPE_INDEX["quarry"]
    o = BuildOption(0, None, 3, (CostItem(CostKind.PRINTED, 4, quarry),
                                 CostItem(CostKind.BUILDER, -1)), max_goods=2)
    assert cost_text(o) == "4 − 1 Builder = 3; up to 2 of it payable with goods (Black market)"


@pytest.mark.parametrize(("kind", "expected"), [
    (K.HAND_LIMIT, "Hand limit: discard 3 cards down to 7."),
    (K.COUNCILLOR_KEEP, "Councillor: keep 1 of the 5 cards you drew."),
])
def test_exact_prompts(kind: DecisionKind, expected: str) -> None:
    s = fresh("classic")
    seat = s.governor
    s.chooser = seat
    if kind is K.HAND_LIMIT:
        d = Decision(seat, kind, candidates=tuple(range(10)), min_count=3, max_count=3,
                     info={"limit": 7})
    else:
        d = Decision(seat, kind, Role.COUNCILLOR, candidates=tuple(range(5)), min_count=1,
                     max_count=1)
    s.decision = d
    assert prompt(observe(s, seat), NAMES[:3]) == expected
    s.decision = Decision(seat, K.CHOOSE_ROLE)
    assert prompt(observe(s, (seat + 1) % 3), NAMES[:3]) == f"{NAMES[seat]} is choosing a role…"


def test_phase_names() -> None:
    s = fresh("classic")
    assert phase_name(observe(s, 0)) == "Round 1 · role choice"
    apply(s, ChooseRole(Role.PRODUCER))
    assert s.decision.kind is K.PRODUCE
    assert phase_name(observe(s, 0)) == "Round 1 · Producer phase"
    s.decision = Decision(s.governor, K.CHAPEL, candidates=(1,), max_count=1)
    assert phase_name(observe(s, 0)) == "Round 1 · start of round"
    s2, _ = builder_phase("classic")
    assert phase_name(observe(s2, 1)) == "Round 1 · Builder phase"


def test_names_are_plain_in_prompts_and_escaped_in_rich_text() -> None:
    from ui.text.log import describe_event
    from ui.text.table import governor_tooltip

    s = fresh("classic")
    names = ("Tom & <Jerry>", "Ann", "Bo")
    names = tuple(names[(i - s.governor) % 3] for i in range(3))
    other = (s.governor + 1) % 3
    assert prompt(observe(s, other), names) == "Tom & <Jerry> is choosing a role…"
    assert "Tom &amp; &lt;Jerry&gt; is governor" in governor_tooltip(observe(s, other), names)
    line = describe_event(s.log[0], other, names, s.types)
    assert "Tom &amp; &lt;Jerry&gt; is the first governor." in line


def test_black_market_prompt_with_one_good_is_singular() -> None:
    s, seat = builder_phase("classic", keys=("black_market",), hand=("quarry",))
    p = s.players[seat]
    p.goods[p.buildings[0]] = s.draw.pop()
    refresh_decision(s)
    apply(s, Build(option(s, "quarry").card, None))
    d = s.decision
    assert d.kind is K.BLACK_MARKET and d.max_count == 1
    assert prompt(observe(s, seat), NAMES[:3]) == (
        "Black market: the Quarry costs 3 cards; you may pay with 1 good instead of a card, "
        "or pass.")


def test_start_hand_prompt_with_one_card_to_discard() -> None:
    """Variant: the governor discards 1 of 5 ("the 1 card"), the next player 2 of 6; the
    table asks for the discards, not for the 4 kept."""
    s = new_game(Options(players=2, edition="2018", seed=3, variant=True))
    texts = []
    while s.decision.kind is K.START_HAND:
        d = s.decision
        texts.append((len(d.candidates), d.min_count, prompt(observe(s, d.seat), NAMES[:2])))
        apply(s, Select(tuple(d.candidates[:d.min_count])))
    assert texts == [
        (5, 4, "Start hand: click the 1 card to discard; you keep the other 4."),
        (6, 4, "Start hand: click the 2 cards to discard; you keep the other 4.")]
