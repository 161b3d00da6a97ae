"""The ladder's rungs between Easy and Medium (Casual, Steady) and the searching rungs
between Medium and Hard and between Hard and Expert (Skilled, Tough): whole legal games in
every edition and player count, determinism for a seed, and their place among the levels."""

from __future__ import annotations

import pytest

from sanjuan.ai import LEVEL_TABLE, make_player, searches
from sanjuan.rules.editions import EDITIONS
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.seat import LEVELS, PLAYER_LEVELS
from sanjuan.rules.state import Options

RUNGS = ("casual", "steady")
SEARCH_RUNGS = ("skilled", "tough")
#: The searching levels' budget in these tests' games (whole games must stay quick).
TINY = {"iterations": 6}


def test_the_rungs_sit_between_their_neighbours() -> None:
    assert LEVELS == ("random", "easy", "casual", "steady", "medium", "skilled", "hard",
                      "tough", "expert")
    assert PLAYER_LEVELS == LEVELS[1:]
    assert tuple(lv.name for lv in LEVEL_TABLE) == LEVELS
    for rung in RUNGS:
        assert not searches(rung)
        assert make_player(rung, 3).name == rung
    for rung in SEARCH_RUNGS:
        assert searches(rung)  # a tree search: it thinks in the thinking service
        assert make_player(rung, 3).name == rung


def test_skilled_is_hard_with_a_small_budget() -> None:
    from sanjuan.ai.hard import DEFAULT_ITERATIONS, HardPlayer
    from sanjuan.ai.skilled import ITERATIONS

    p = make_player("skilled", 3)
    assert isinstance(p, HardPlayer) and p.iterations == ITERATIONS < DEFAULT_ITERATIONS
    assert make_player("skilled", 3, iterations=9).iterations == 9


def _play(lineup: list[str], options: Options) -> list[object]:
    """Play one game to its end (every action through the engine's legality check);
    returns the actions."""
    players = [make_player(lv, options.seed * 10 + i, **(TINY if searches(lv) else {}))
               for i, lv in enumerate(lineup)]
    s = new_game(options, log=False)
    actions: list[object] = []
    while not s.over:
        assert s.round < 200
        d = s.decision
        assert d is not None
        action = players[d.seat].choose(observe(s, d.seat), None)
        apply(s, action, d.seat)  # raises IllegalActionError for an illegal action
        actions.append(action)
    return actions


@pytest.mark.parametrize("rung", RUNGS + SEARCH_RUNGS)
@pytest.mark.parametrize("edition", list(EDITIONS))
def test_rungs_play_whole_legal_games(rung: str, edition: str) -> None:
    for seed, players in enumerate((2, 3, 4)):
        lineup = [rung, "easy", "medium", rung][:players]
        _play(lineup, Options(players, edition, variant=seed == 1, seed=seed + 40))


@pytest.mark.parametrize("rung", RUNGS + SEARCH_RUNGS)
def test_rungs_are_deterministic_for_a_seed(rung: str) -> None:
    opts = Options(3, "classic", seed=7)
    assert _play([rung, rung, "easy"], opts) == _play([rung, rung, "easy"], opts)


# -- never an absurd move (sanjuan/ai/plausible.py) ------------------------------------

def _builds_with_reasons(lineup: list[str], options: Options) -> tuple[int, list[str]]:
    """Play a game; return how many builds were made and the absurd ones' reasons."""
    from sanjuan.ai.plausible import absurd_build
    from sanjuan.rules.actions import Build

    players = [make_player(lv, options.seed * 10 + i, **(TINY if searches(lv) else {}))
               for i, lv in enumerate(lineup)]
    s = new_game(options, log=False)
    builds, bad = 0, []
    while not s.over:
        assert s.round < 200
        d = s.decision
        assert d is not None
        obs = observe(s, d.seat)
        action = players[d.seat].choose(obs, None)
        if isinstance(action, Build):
            builds += 1
            why = absurd_build(obs.state, d.seat, action)
            if why is not None:
                bad.append(f"{lineup[d.seat]}: {action!r} ({why})")
        apply(s, action, d.seat)
    return builds, bad


@pytest.mark.parametrize("edition", ["classic", "2018-expansion"])
def test_no_shipped_level_makes_an_absurd_build(edition: str) -> None:
    total = 0
    for k in range(6):
        players = 2 + k % 3
        lineup = [PLAYER_LEVELS[(k + i) % len(PLAYER_LEVELS)] for i in range(players)]
        builds, bad = _builds_with_reasons(lineup, Options(players, edition, seed=300 + k))
        assert bad == []
        total += builds
    assert total > 40  # the games did build


def test_rule_based_levels_make_no_absurd_build_in_many_games() -> None:
    for seed in range(40):
        lineup = ["easy", "casual", "steady", "medium"][:2 + seed % 3]
        _builds, bad = _builds_with_reasons(lineup, Options(len(lineup), "classic", seed=seed))
        assert bad == []


def test_medium_no_longer_builds_for_nothing_in_the_last_phase() -> None:
    # tools/choice_hash.py's Medium game (classic, 4 players, variant, seed 110, players
    # seeded 80…83): at its 313th decision the game's last builder phase is on (seat 3 has
    # 12 buildings) and Medium used to build a Triumphal arch over its Palace with the
    # Crane, which scored nothing.
    from sanjuan.ai.plausible import absurd_build
    from sanjuan.rules.actions import Build, Pass
    from sanjuan.rules.cards import TYPE_INDEX

    ps = [make_player("medium", 80 + i) for i in range(4)]
    s = new_game(Options(4, "classic", True, 110), log=False)
    for _ in range(312):
        d = s.decision
        assert d is not None
        apply(s, ps[d.seat].choose(observe(s, d.seat)), d.seat)
    obs = observe(s, 0)
    assert s.decision is not None and s.decision.seat == 0
    assert max(len(p.buildings) for p in s.players) == 12
    old = Build(106, 108)
    assert (s.types[106], s.types[108]) == (TYPE_INDEX["triumphal_arch"], TYPE_INDEX["palace"])
    assert absurd_build(obs.state, 0, old) == "nothing_in_last_phase"
    assert ps[0].choose(obs) == Pass()


def _cards(s, *keys: str, avoid: tuple[int, ...] = ()) -> list[int]:
    """Distinct card ids (none of ``avoid``) of the given building types, for a made-up
    tableau."""
    from sanjuan.rules.cards import TYPE_INDEX

    used: set[int] = set(avoid)
    out = []
    for key in keys:
        c = next(c for c in range(len(s.types)) if s.types[c] == TYPE_INDEX[key] and c not in used)
        used.add(c)
        out.append(c)
    return out


def test_absurd_build_reasons_follow_the_rules() -> None:
    from sanjuan.ai.plausible import REASONS, absurd_build
    from sanjuan.rules.actions import Build, Pass
    from sanjuan.rules.scoring import score_player

    s = new_game(Options(2, "classic", seed=3), log=False)
    indigo, sugar, guild, smithy, statue, arch, well = _cards(
        s, "indigo_plant", "sugar_mill", "guild_hall", "smithy", "statue", "triumphal_arch",
        "well")
    me = s.players[0]
    me.buildings[:] = [indigo, sugar, guild]
    before = (list(me.buildings), score_player(s, 0).total)
    # A Statue (3 VP) over the Guild hall (2 VP per production building: 4) loses 1 VP
    # for a building that only scores …
    assert absurd_build(s, 0, Build(statue, guild)) == "crane_loses_points"
    assert (list(me.buildings), score_player(s, 0).total) == before  # left as it was
    # … a Smithy (1 VP) loses 3 VP, but for an effect: a poor trade, not an absurd one.
    assert absurd_build(s, 0, Build(smithy, guild)) is None
    # A Statue (3 VP) over the Sugar mill (1 VP, and 2 VP less from the Guild hall): 0,
    # plausible while the game goes on (the Guild hall may still grow) …
    assert absurd_build(s, 0, Build(statue, sugar)) is None
    # … and a new building always scores its printed VP.
    assert absurd_build(s, 0, Build(well)) is None
    assert absurd_build(s, 0, Pass()) is None
    # The game's last builder phase: the other seat has 12 buildings.
    s.players[1].buildings[:] = _cards(s, *["coffee_roaster"] * 3, *["tobacco_storage"] * 3,
                                       *["silver_smelter"] * 3, *["indigo_plant"] * 3,
                                       avoid=(indigo, sugar, guild, smithy, statue, arch,
                                              well))
    assert absurd_build(s, 0, Build(statue, sugar)) == "nothing_in_last_phase"
    assert absurd_build(s, 0, Build(arch)) == "nothing_in_last_phase"  # no monument: 0 VP
    assert absurd_build(s, 0, Build(well)) is None  # 1 VP
    me.buildings.append(statue)
    assert absurd_build(s, 0, Build(arch)) is None  # 4 VP with one monument
    assert set(REASONS) == {"crane_loses_points", "nothing_in_last_phase"}


def test_saves_keep_every_old_level_and_take_the_new_ones() -> None:
    from sanjuan.rules.errors import SaveFileError
    from sanjuan.rules.seat import Seat, seats_from_json, seats_to_json

    # A save written before the ladder (levels easy, medium, hard, expert) still reads …
    old = {"seats": [{"name": "Ana", "kind": "human", "settings": {}},
                     {"name": "Rosa", "kind": "easy", "settings": {}},
                     {"name": "Diego", "kind": "medium", "settings": {}},
                     {"name": "Carmen", "kind": "expert", "settings": {"think_ms": 500}}],
           "viewer": -1}
    seats, viewer = seats_from_json(old, 4)
    assert [s.kind for s in seats] == ["human", "easy", "medium", "expert"] and viewer == -1
    # … the new levels go through a save and back …
    new = [Seat("Ana"), Seat("Rosa", "casual"), Seat("Diego", "steady"),
           Seat("Carmen", "skilled")]
    assert seats_from_json(seats_to_json(new), 4)[0] == new
    assert seats_from_json(seats_to_json(new[:1] + [Seat("Luis", "tough")]), 2)[0] \
        == [new[0], Seat("Luis", "tough")]
    # … and an unknown kind is still a clear error.
    bad = {"seats": [{"name": "Ana", "kind": "human"}, {"name": "Rosa", "kind": "nimble"}]}
    with pytest.raises(SaveFileError, match="unknown player kind"):
        seats_from_json(bad, 2)


def test_choice_hash_tracks_every_level() -> None:
    # issue 36: tools/choice_hash.py hashes whole games of every shipped level, and the
    # searching levels with their cap raised (so the hashes never depend on load)
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "tools" / "choice_hash.py"
    spec = importlib.util.spec_from_file_location("choice_hash_tool", path)
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert tuple(tool.GAMES) == LEVELS
    assert all(lv in tool.COMPONENTS for lv in LEVELS)
    for lv in LEVELS:
        assert ("max_seconds" in tool._player_kwargs(lv, None)) == searches(lv)
    baseline = (path.parent / "choice_hash_baseline.txt").read_text(encoding="utf-8")
    named = {line.split()[0] for line in baseline.splitlines() if line and line[0] != "#"}
    assert set(LEVELS) <= named


def test_the_arena_caps_every_searching_level() -> None:
    # --max-seconds reaches Skilled and Tough as it reaches Expert (results that depend
    # only on the seeds); Hard alone takes --iterations and --think-ms
    from sanjuan.ai.arena import _kwargs

    hard_kwargs = {"max_seconds": 30.0, "iterations": 12}
    for level in SEARCH_RUNGS + ("expert",):
        assert _kwargs(level, hard_kwargs) == {"max_seconds": 30.0}
        assert make_player(level, 1, **_kwargs(level, hard_kwargs)).max_seconds == 30.0
    assert _kwargs("hard", hard_kwargs) == hard_kwargs
    assert _kwargs("steady", hard_kwargs) == {}
