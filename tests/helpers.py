"""Build game positions by hand for rule tests, then drive the engine with ``apply()``.

A position starts from :func:`blank`: a real new game whose hands and start Indigo plants
went back into the draw pile, so every card is still in exactly one place. Cards are then
moved by building name (``"library"``) from the draw pile (or discard pile) into hands,
tableaus, goods, chapels or onto the top of the draw pile. :func:`turn` makes it a seat's
role choice; the phase then runs through the real engine.
"""

from __future__ import annotations

from sanjuan.rules.actions import Build, ChooseRole, Pass, Select
from sanjuan.rules.cards import TYPE_INDEX, Role
from sanjuan.rules.decisions import Decision, DecisionKind
from sanjuan.rules.engine import apply, run
from sanjuan.rules.phases.registry import DECIDE
from sanjuan.rules.state import GameState, Options


def blank(edition: str = "classic", players: int = 2, seed: int = 0) -> GameState:
    """A new game of ``edition`` with empty hands and empty tableaus (all cards in the
    draw pile, Cathedral on the table), round 2, governor seat 0, nothing pending."""
    from sanjuan.rules.engine import new_game

    s = new_game(Options(players, edition, seed=seed))
    for p in s.players:
        s.draw.extend(p.hand)
        s.draw.extend(p.buildings)
        p.hand.clear()
        p.buildings.clear()
    s.draw.sort()  # a known order; tests that care put cards on top with stack()
    s.log = []
    s.round, s.governor = 2, 0
    s.agenda, s.pending, s.decision = [], None, None
    return s


def _take(s: GameState, key: str) -> int:
    """Remove one card of building ``key`` from the draw pile (else the discard pile)."""
    t = TYPE_INDEX[key]
    for pile in (s.draw, s.discard):
        for i, c in enumerate(pile):
            if s.types[c] == t:
                return pile.pop(i)
    raise LookupError(f"no {key} left in draw or discard pile")


def hand(s: GameState, seat: int, *keys: str) -> list[int]:
    """Put cards of the named buildings into ``seat``'s hand; returns their ids."""
    ids = [_take(s, k) for k in keys]
    s.players[seat].hand.extend(ids)
    return ids


def fill_hand(s: GameState, seat: int, n: int, key: str = "indigo_plant") -> list[int]:
    """Give ``seat`` ``n`` filler cards (of ``key``; falls back to any draw-pile card)."""
    out = []
    for _ in range(n):
        try:
            out += hand(s, seat, key)
        except LookupError:
            c = s.draw.pop(0)
            s.players[seat].hand.append(c)
            out.append(c)
    return out


def build(s: GameState, seat: int, *keys: str) -> list[int]:
    """Put the named buildings into ``seat``'s tableau; returns their ids."""
    ids = [_take(s, k) for k in keys]
    s.players[seat].buildings.extend(ids)
    return ids


def good(s: GameState, seat: int, building: int, key: str = "indigo_plant") -> int:
    """Put a card (of ``key``) as a good on ``seat``'s ``building``; returns its id."""
    c = _take(s, key)
    s.players[seat].goods[building] = c
    return c


def tuck(s: GameState, seat: int, n: int, pile: str = "chapel") -> None:
    """Put ``n`` draw-pile cards under ``seat``'s Chapel (or ``bank``/``harbor``)."""
    target = getattr(s.players[seat], pile)
    for _ in range(n):
        target.append(s.draw.pop(0))


def stack(s: GameState, *keys: str) -> list[int]:
    """Put cards of the named buildings on top of the draw pile, the first drawn first."""
    ids = [_take(s, k) for k in keys]
    s.draw.extend(reversed(ids))
    return ids


def discard_all_draw(s: GameState, keep: int = 0) -> None:
    """Move all but ``keep`` draw-pile cards to the discard pile."""
    moved = s.draw[: len(s.draw) - keep]
    del s.draw[: len(s.draw) - keep]
    s.discard.extend(moved)


def empty_piles(s: GameState) -> None:
    """Take every draw- and discard-pile card out of the game (``removed``), so that no
    card can be drawn any more."""
    s.removed.extend(s.draw)
    s.removed.extend(s.discard)
    s.draw.clear()
    s.discard.clear()


def choosers(s: GameState) -> list[int]:
    """Seats that choose a role this round, in order (2 players: G, other, G)."""
    n = s.num_players
    if n == 2:
        return [s.governor, 1 - s.governor, s.governor]
    return [(s.governor + i) % n for i in range(n)]


def turn(s: GameState, seat: int, taken: tuple[Role, ...] = ()) -> Decision:
    """Make it ``seat``'s first role choice of the round as governor (roles in ``taken``
    already lie in front of other players); returns the CHOOSE_ROLE decision. After the
    phase the next player's role choice is pending."""
    s.governor = seat
    s.role_owner = [-1] * 5
    for r in taken:
        s.role_owner[r] = (seat + 1) % s.num_players
    for p in s.players:
        p.library_used = False
    order = choosers(s)
    s.agenda = [("round_end",)] + [("choose_role", p) for p in reversed(order[1:])]
    s.pending = ("choose_role", seat)
    s.decision = DECIDE["choose_role"](s, s.pending)
    return s.decision


def role(s: GameState, seat: int, r: Role, library: bool = False) -> None:
    """``seat`` takes role ``r`` now (as governor; see :func:`turn`)."""
    turn(s, seat)
    apply(s, ChooseRole(r, library), seat)


def start_round(s: GameState, number: int = 2, governor: int = 0) -> None:
    """Begin round ``number`` with ``governor``: run its start-of-round steps up to the
    first decision."""
    s.round, s.governor = number, governor
    s.role_owner = [-1] * 5
    s.agenda, s.pending, s.decision = [("round_begin",)], None, None
    run(s)


def build_now(s: GameState, card: int, replace: int | None = None,
              pay: tuple[int, ...] | None = None, goods: tuple[int, ...] = ()) -> None:
    """Answer the current BUILD decision with ``card`` (over ``replace``); then answer a
    Black-market decision with ``goods`` and a PAY decision with ``pay`` if asked."""
    assert s.decision is not None and s.decision.kind is DecisionKind.BUILD
    apply(s, Build(card, replace))
    d = s.decision
    if d is not None and d.kind is DecisionKind.BLACK_MARKET:
        apply(s, Select(goods) if goods else Pass())
        d = s.decision
    if d is not None and d.kind is DecisionKind.PAY and pay is not None:
        apply(s, Select(pay))


def snapshot(s: GameState) -> tuple:
    """Every card place and every scalar of ``s`` (for 'state unchanged' checks)."""
    return (tuple((n, tuple(c)) for n, c in s.seat_cards()),
            tuple(tuple(sorted(p.goods.items())) for p in s.players),
            tuple((p.bank_used, p.library_used) for p in s.players),
            s.governor, s.round, s.tiles, s.tile_pos, s.tile, tuple(s.role_owner), s.role,
            s.chooser, s.library, s.sold_any, tuple(s.agenda), s.pending, s.decision,
            s.over, None if s.rng is None else s.rng.getstate(),
            None if s.log is None else len(s.log))


def first_decision(kind: DecisionKind, options: Options, seed: int,
                   least: int = 0) -> GameState:
    """The first ``kind`` decision (needing at least ``least`` cards) of a game of
    ``options`` played with random legal actions drawn from ``random.Random(seed)``."""
    import random

    from sanjuan.rules.engine import new_game

    rng = random.Random(seed)
    s = new_game(options)
    while s.decision.kind is not kind or s.decision.min_count < least:
        apply(s, s.decision.sample(rng))
    return s
