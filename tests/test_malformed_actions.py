"""Malformed actions (issue 8): every field of every action type gets arbitrary values
at states of every decision kind; the engine either carries the action out or raises
IllegalActionError (MalformedActionError naming the field) with the state unchanged."""

from __future__ import annotations

import functools
import random

import numpy as np
import pytest
from helpers import snapshot
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sanjuan.rules.actions import Build, ChooseRole, Pass, Select
from sanjuan.rules.cards import Role
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.editions import EDITIONS
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.errors import GameOverError, IllegalActionError, MalformedActionError
from sanjuan.rules.game import Game
from sanjuan.rules.state import GameState, Options
from sanjuan.store.save import to_json

MISSING = object()  # leave the slot unset (an action "missing a field")
FIELDS = {ChooseRole: ("role", "use_library"), Build: ("card", "replace"),
          Select: ("cards",), Pass: ()}
EXAMPLES = 30  # per (decision kind, action type): 14 × 4 × 30 = 1,680 actions


@functools.cache
def states_by_kind() -> dict[DecisionKind, GameState]:
    """The first state of each decision kind met in a few random games (all editions,
    2–4 players, with and without the start-hand variant)."""
    found: dict[DecisionKind, GameState] = {}
    rng = random.Random(5)
    for g in range(60):
        s = new_game(Options(2 + g % 3, list(EDITIONS)[g % 3], g % 2 == 0, g))
        while not s.over:
            found.setdefault(s.decision.kind, s.copy(log=True))
            apply(s, s.decision.sample(rng))
    return found


def make(cls: type, values: dict[str, object]) -> object:
    """An instance of action class ``cls`` with exactly ``values`` in its slots (the
    constructor bypassed, as a careless caller or a foreign program might)."""
    a = object.__new__(cls)
    for name, v in values.items():
        if v is not MISSING:
            cls.__dict__[name].__set__(a, v)
    return a


def values(s: GameState) -> st.SearchStrategy:
    """Arbitrary field values, biased towards near-misses of real card ids and roles."""
    ids = sorted({*s.players[s.decision.seat].hand, *s.decision.candidates,
                  *(o.card for o in s.decision.options if hasattr(o, "card")), 0, 1})
    card = st.sampled_from(ids)
    scalar = st.one_of(
        card, card.map(float), card.map(np.int64), card.map(str), st.booleans(), st.none(),
        st.integers(), st.integers(-10**40, 10**40), st.floats(allow_nan=True),
        st.sampled_from(list(Role)), st.sampled_from([int(r) for r in Role]),
        st.text(max_size=4), st.just(MISSING), st.just(float("inf")), st.just(7))
    return st.one_of(scalar, st.tuples(scalar, scalar), st.lists(card, max_size=4).map(tuple),
                     st.lists(scalar, max_size=3), st.frozensets(card, max_size=3))


@pytest.mark.parametrize("cls", list(FIELDS), ids=lambda c: c.__name__)
@pytest.mark.parametrize("kind", list(DecisionKind), ids=lambda k: k.value)
@settings(max_examples=EXAMPLES, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_arbitrary_fields_are_applied_or_refused_cleanly(kind, cls, data) -> None:
    """IllegalActionError or success; on error the state (every card place, scalar and
    the random generator) and the saved game are exactly as before."""
    base = states_by_kind()[kind]
    s = base.copy(log=True)
    field_values = {f: data.draw(values(s), label=f) for f in FIELDS[cls]}
    action = make(cls, field_values)
    before = snapshot(s)
    try:
        apply(s, action)
    except IllegalActionError as exc:
        assert snapshot(s) == before
        assert "[RULES.md" in str(exc) and len(str(exc)) < 400
        if isinstance(exc, MalformedActionError):
            assert exc.field in FIELDS[cls] and str(exc).startswith(exc.field)
    else:  # accepted: it must be a well-formed, saveable action
        for f, v in field_values.items():
            assert v is not MISSING and (v is None or type(v) in (int, bool, Role, tuple)), f


@pytest.mark.parametrize("action, field", [
    (ChooseRole(0), "role"), (ChooseRole(0.0), "role"), (ChooseRole(7), "role"),
    (ChooseRole(np.int64(0)), "role"), (ChooseRole(Role.BUILDER, 1), "use_library"),
    (make(ChooseRole, {"use_library": False}), "role"),
    (make(ChooseRole, {"role": Role.BUILDER}), "use_library"),
])
def test_malformed_role_choices(action, field) -> None:
    """ChooseRole(0), (0.0), (7): a plain number is not a role; nothing changes and the
    game goes on (today some half-apply and kill the game)."""
    g = Game(Options(3, "classic", seed=4))
    before = snapshot(g.state)
    with pytest.raises(MalformedActionError) as info:
        g.apply(action)
    assert info.value.field == field and snapshot(g.state) == before and g.actions == []
    g.apply(g.state.decision.options[0])  # still playable


def _builder_game() -> Game:
    """A game at a BUILD decision with at least one affordable building."""
    for seed in range(100):
        g = Game(Options(2, "classic", seed=seed))
        for o in g.state.decision.options:
            if o.role is Role.BUILDER:
                g.apply(o)
                break
        d = g.state.decision
        if d.kind is DecisionKind.BUILD and d.options:
            return g
    raise AssertionError("no builder state")


@pytest.mark.parametrize("convert, field", [
    (float, "card"), (np.int64, "card"), (lambda c: c == 1 or True, "card"), (str, "card")])
def test_card_ids_must_be_exact_ints(convert, field) -> None:
    """Card ids: float, NumPy and bool ids are refused before anything changes, so the
    history stays saveable; the exact int is accepted."""
    g = _builder_game()
    card = g.state.decision.options[0].card
    before = snapshot(g.state)
    with pytest.raises(MalformedActionError, match=field):
        g.apply(Build(convert(card)))
    assert snapshot(g.state) == before
    with pytest.raises(MalformedActionError, match="replace"):
        g.apply(Build(card, float(card)))
    g.apply(Build(card))
    to_json(g)  # the recorded history serialises


def test_selection_ids_must_be_exact_ints() -> None:
    """Select((3.0,)) hashes like card 3 but is refused; a list instead of a tuple too."""
    s, g = None, None
    for kind, st_ in states_by_kind().items():
        if kind is DecisionKind.PRODUCE:
            s = st_.copy(log=True)
    assert s is not None
    c = s.decision.candidates[0]
    before = snapshot(s)
    for bad in (make(Select, {"cards": (float(c),)}), make(Select, {"cards": (True,)}),
                make(Select, {"cards": [c]}), make(Select, {}),
                make(Select, {"cards": (np.int64(c),)})):
        with pytest.raises(MalformedActionError, match="cards"):
            apply(s, bad)
        assert snapshot(s) == before
    apply(s, Select((c,)))
    del g


def test_seat_must_be_exact_int() -> None:
    """apply(..., seat=True) is not seat 1."""
    s = new_game(Options(2, "classic", seed=1))
    seat = s.decision.seat
    with pytest.raises(IllegalActionError):
        apply(s, s.decision.options[0], float(seat))


def test_game_over_still_refuses() -> None:
    """A finished game refuses even malformed actions with GameOverError."""
    s = new_game(Options(2, "classic", seed=1))
    rng = random.Random(1)
    while not s.over:
        apply(s, s.decision.sample(rng))
    with pytest.raises(GameOverError):
        apply(s, ChooseRole(0.0))
