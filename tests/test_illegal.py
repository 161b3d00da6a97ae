"""Illegal actions are rejected with a specific exception naming the rule, and the state
is left exactly as it was (every card place and every scalar compared)."""

from __future__ import annotations

import pytest
from helpers import blank, build, fill_hand, good, hand, role, snapshot, start_round, turn

from sanjuan.rules.actions import Build, ChooseRole, Pass, Select
from sanjuan.rules.cards import Role
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.errors import (
    GameOverError,
    IllegalActionError,
    NotYourDecisionError,
    WrongActionKindError,
)
from sanjuan.rules.state import GameState, Options


def rejected(s: GameState, action, error: type[IllegalActionError], words: str,
             seat: int | None = None) -> IllegalActionError:
    """Assert that ``action`` raises ``error`` mentioning ``words`` and a rule, state
    unchanged."""
    before = snapshot(s)
    with pytest.raises(error, match=words) as info:
        apply(s, action, seat)
    assert snapshot(s) == before
    assert "RULES.md" in str(info.value) and info.value.rule.startswith("RULES.md")
    return info.value


def builder_state(edition: str = "classic") -> GameState:
    """Seat 0 to build as builder with a Crane, Well and Indigo plant in the tableau."""
    s = blank(edition)
    build(s, 0, "crane", "well", "indigo_plant")
    hand(s, 0, "library", "well", "indigo_plant", "palace")
    fill_hand(s, 0, 2, "sugar_mill")
    hand(s, 1, "hero", "smithy")
    role(s, 0, Role.BUILDER)
    return s


def test_wrong_seat() -> None:
    """RULES.md 2.2: only the deciding seat may act."""
    s = new_game(Options(3, "classic", seed=1))
    other = (s.decision.seat + 1) % 3
    e = rejected(s, s.decision.options[0], NotYourDecisionError, "decision", seat=other)
    assert "2.2" in e.rule


@pytest.mark.parametrize("action", [Build(5), Select((1,)), Pass()])
def test_wrong_action_type_for_role_choice(action) -> None:
    """RULES.md 2.2: a role must be chosen ("Ein Spieler muss eine Rolle wählen")."""
    s = new_game(Options(2, "classic", seed=1))
    rejected(s, action, WrongActionKindError, "choose a role")


def test_wrong_action_type_while_building_and_selecting() -> None:
    """RULES.md 3.1 / 3.4: a build decision takes Build or Pass; a selection takes Select or
    Pass."""
    s = builder_state()
    rejected(s, ChooseRole(Role.TRADER), WrongActionKindError, "build a building or pass")
    rejected(s, Select((1,)), WrongActionKindError, "build a building or pass")
    t = blank("classic")
    role(t, 0, Role.COUNCILLOR)
    rejected(t, ChooseRole(Role.TRADER), WrongActionKindError, "select cards or pass")
    rejected(t, Build(t.decision.candidates[0]), WrongActionKindError, "select cards")


def test_role_already_taken() -> None:
    """Rollen (both): a chosen role "kann so lange von keinem anderen Spieler genommen
    werden"."""
    s = blank("classic", players=3)
    turn(s, 0, taken=(Role.TRADER,))
    rejected(s, ChooseRole(Role.TRADER), IllegalActionError, "already taken")


def test_library_misuse() -> None:
    """Bibliothek (both): only its owner doubles a privilege, and with two players only
    once per round (RULES.md 3.6)."""
    s = blank("classic")
    turn(s, 0)
    rejected(s, ChooseRole(Role.BUILDER, True), IllegalActionError, "Library")
    t = blank("classic")
    build(t, 0, "library")
    start_round(t, 2, governor=0)
    apply(t, ChooseRole(Role.PROSPECTOR, True))
    apply(t, ChooseRole(Role.TRADER))
    e = rejected(t, ChooseRole(Role.BUILDER, True), IllegalActionError, "Library")
    assert "3.6" in e.rule


def test_unaffordable_build() -> None:
    """Baumeister: the cost must be paid from other hand cards (RULES.md 3.1)."""
    s = blank("classic")
    lib = hand(s, 0, "library")[0]
    fill_hand(s, 0, 2)
    role(s, 0, Role.BUILDER)
    e = rejected(s, Build(lib), IllegalActionError, "cannot afford the Library: it costs 4")
    assert "3.1" in e.rule


def test_build_card_not_in_hand() -> None:
    """A building comes "aus seiner Hand" (RULES.md 3.1): another seat's card, a pile card
    or a card of the same name that is not in the hand are refused."""
    s = builder_state()
    hero = s.players[1].hand[0]
    rejected(s, Build(hero), IllegalActionError, "not in your hand")
    pile_indigo = next(c for c in s.draw if s.ctype(c).key == "indigo_plant")
    rejected(s, Build(pile_indigo), IllegalActionError, "not in your hand")
    rejected(s, Build(s.players[0].buildings[0]), IllegalActionError, "not in your hand")


def test_second_copy_of_violet_building() -> None:
    """Achtung (both): "jedes violette Gebäude nur maximal einmal"."""
    s = builder_state()
    well = next(c for c in s.players[0].hand if s.ctype(c).key == "well")
    rejected(s, Build(well), IllegalActionError, "at most one of each violet building")


def test_crane_misuse() -> None:
    """Kran (both): only with an active Crane, only own buildings, never the Crane itself,
    never the same building."""
    s = builder_state()
    p = s.players[0]
    crane, well, indigo = p.buildings
    palace = next(c for c in p.hand if s.ctype(c).key == "palace")
    ind = next(c for c in p.hand if s.ctype(c).key == "indigo_plant")
    rejected(s, Build(palace, crane), IllegalActionError, "Crane")
    rejected(s, Build(ind, indigo), IllegalActionError, "same building")
    other = blank("classic")
    x = build(other, 1, "statue")[0]
    rejected(s, Build(palace, x), IllegalActionError, "not one of your buildings")
    t = blank("classic")
    w = build(t, 0, "well")[0]
    lib = hand(t, 0, "library")[0]
    fill_hand(t, 0, 5)
    role(t, 0, Role.BUILDER)
    rejected(t, Build(lib, w), IllegalActionError, "needs an active Crane")


def test_cathedral_only_once() -> None:
    """Kathedrale (1x): once built it is no longer on the table."""
    s = blank("2018-expansion")
    cat = s.table[0]
    fill_hand(s, 0, 6)
    fill_hand(s, 1, 7)
    role(s, 0, Role.BUILDER)
    apply(s, Build(cat))
    if s.decision.kind is DecisionKind.PAY:
        apply(s, Select(s.decision.candidates[:s.decision.min_count]))
    rejected(s, Build(cat), IllegalActionError, "not in your hand")


@pytest.mark.parametrize("choice, words", [((), "choose 1 cards, not 0"),
                                           ("two", "choose 1 cards, not 2"),
                                           ("foreign", "choose only among")])
def test_selection_wrong_count_or_foreign_cards(choice, words) -> None:
    """Ratsherr (both): keep exactly one of the drawn cards (RULES.md 3.4)."""
    s = blank("classic")
    theirs = hand(s, 1, "hero")[0]
    role(s, 0, Role.COUNCILLOR)
    d = s.decision
    action = {(): Pass(), "two": Select(d.candidates[:2]),
              "foreign": Select((theirs,))}[choice]
    e = rejected(s, action, IllegalActionError, words)
    assert "3.4" in e.rule


def test_duplicate_cards_in_selection() -> None:
    """A card can be chosen once only."""
    s = blank("classic")
    role(s, 0, Role.COUNCILLOR)
    c = s.decision.candidates[0]
    rejected(s, Select((c, c)), IllegalActionError, "choose only among")


def test_hand_limit_cannot_be_passed() -> None:
    """Kartenlimit: the excess must be discarded (RULES.md 2.4.3)."""
    s = blank("classic")
    cards = fill_hand(s, 0, 9)
    start_round(s, 2, governor=0)
    rejected(s, Pass(), IllegalActionError, "choose 2 cards, not 0")
    rejected(s, Select(tuple(cards[:3])), IllegalActionError, "choose 2 cards, not 3")


def test_produce_sell_beyond_limits_or_on_wrong_buildings() -> None:
    """Aufseher/Händler: one good each (the chooser two), only empty buildings produce,
    only goods are sold (RULES.md 3.2, 3.3)."""
    s = blank("classic")
    a, b, c = build(s, 1, "indigo_plant", "sugar_mill", "tobacco_storage")
    good(s, 1, c)
    role(s, 0, Role.PRODUCER)
    rejected(s, Select((a, b)), IllegalActionError, "choose 0 to 1")
    rejected(s, Select((c,)), IllegalActionError, "choose only among")
    t = blank("classic")
    a, b, c = build(t, 1, "indigo_plant", "sugar_mill", "tobacco_storage")
    good(t, 1, a)
    good(t, 1, b)
    role(t, 0, Role.TRADER)
    rejected(t, Select((a, b)), IllegalActionError, "choose 0 to 1")
    rejected(t, Select((c,)), IllegalActionError, "choose only among")


def test_black_market_misuse() -> None:
    """Schwarzmarkt: at most two of one's own goods (RULES.md 3.1)."""
    s = blank("classic")
    a, b, c, _ = build(s, 0, "indigo_plant", "sugar_mill", "coffee_roaster", "black_market")
    for x in (a, b, c):
        good(s, 0, x)
    other = build(s, 1, "indigo_plant")[0]
    good(s, 1, other)
    hero = hand(s, 0, "hero")[0]
    fill_hand(s, 0, 4)
    role(s, 0, Role.BUILDER)
    apply(s, Build(hero))
    assert s.decision.kind is DecisionKind.BLACK_MARKET
    rejected(s, Select((a, b, c)), IllegalActionError, "choose 0 to 2")
    rejected(s, Select((other,)), IllegalActionError, "choose only among")


def test_gold_mine_must_take_a_card() -> None:
    """Goldgrube, classic: all costs different → he takes one (RULES.md 3.5)."""
    s = blank("classic")
    build(s, 0, "gold_mine")
    from helpers import stack

    stack(s, "well", "smithy", "tobacco_storage", "quarry", "library")
    role(s, 0, Role.PROSPECTOR)
    assert s.decision.kind is DecisionKind.GOLD_MINE
    rejected(s, Pass(), IllegalActionError, "choose 1 cards")


def test_action_after_game_over() -> None:
    """Spielende: no action after the game ended (RULES.md 2.3)."""
    s = blank("classic")
    build(s, 0, *["sugar_mill"] * 4, *["tobacco_storage"] * 4, *["coffee_roaster"] * 3)
    ind = hand(s, 0, "indigo_plant")[0]
    role(s, 0, Role.BUILDER)
    apply(s, Build(ind))
    apply(s, Pass())
    assert s.over
    e = rejected(s, ChooseRole(Role.TRADER), GameOverError, "game is over")
    assert "2.3" in e.rule
    rejected(s, Pass(), GameOverError, "game is over")


def test_illegal_action_in_game_history_not_recorded() -> None:
    """A rejected action leaves the game's history unchanged too."""
    from sanjuan.rules.game import Game

    g = Game(Options(2, "2018", seed=4))
    with pytest.raises(IllegalActionError):
        g.apply(Build(0))
    assert g.actions == []
