"""The guided first game (Help ▸ Tutorial) as pure data and logic, usable headless.

A 2-player classic game on a fixed deal (:data:`OPTIONS`, found by
``bench/tutorial_seed.py``): the human (seat 0) against an easy computer that leaves the
roles the story needs to the human (:class:`TutorialOpponent`). :data:`LESSONS` are the
steps: each shows at most once, at the first decision of the human where its conditions
hold (decision kind, round, lessons already shown, facts of the human's observation),
and may restrict that decision to one role or one kind of building (the coach bubble
says why). At one decision the first matching lesson in list order shows.

Progress is a pure function of the game's actions (:meth:`Script.progress` replays
them), so undo, autosave and Resume bring the tutorial back at the right step.
Decisions without a real choice (:func:`sanjuan.rules.forced.forced_answer`) never carry a
lesson: the window may answer them by itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from sanjuan.ai import Player, make_player
from sanjuan.rules.actions import Action, Build, ChooseRole
from sanjuan.rules.cards import CARD_TYPES, Role
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.forced import forced_answer
from sanjuan.rules.game import Game
from sanjuan.rules.observation import Observation, observe
from sanjuan.rules.seeds import player_seed
from sanjuan.rules.state import Options

K = DecisionKind

#: The fixed deal (classic edition; seat 0 is governor in round 1).
OPTIONS = Options(players=2, edition="classic", seed=2026112336)
HUMAN = 0
OPPONENT_LEVEL = "easy"
#: Roles the computer opponent leaves to the human in the first rounds (RULES.md 2.2:
#: a role taken by one player is gone for the round), so every role can be taught.
OPPONENT_AVOID: dict[int, frozenset[Role]] = {
    r: frozenset({Role.PRODUCER, Role.TRADER, Role.COUNCILLOR, Role.PROSPECTOR})
    for r in range(1, 5)}
SIX_COST = frozenset({"guild_hall", "city_hall", "triumphal_arch", "palace"})


@dataclass(frozen=True)
class Lesson:
    """One step of the tutorial.

    ``key`` names its text (``ui/learn/tutorial/texts.py``); ``kinds`` the decisions it may
    show at; ``when`` conditions (names in :data:`CONDITIONS`, ``"cond:arg"``), all of
    which must hold; ``after`` lessons that must have been shown; ``max_round`` the last
    round. ``role`` / ``build`` restrict the decision to that role, or to building that
    card type key (``"production"``: any production building). ``target`` is the
    objectName of the widget the bubble points at (``{card}``: the first allowed card,
    ``{seat}``: the human's seat, ``{own:key}``: the human's building of that type).
    ``required``: the fixed deal must show it (checked by tests)."""

    key: str
    kinds: frozenset[DecisionKind]
    target: str
    when: tuple[str, ...] = ()
    after: tuple[str, ...] = ()
    max_round: int = 99
    role: Role | None = None
    build: str | None = None
    required: bool = True

    @property
    def restricts(self) -> bool:
        """True if the lesson allows only some answers (a role or a building)."""
        return self.role is not None or self.build is not None


def _l(key: str, kinds: Sequence[DecisionKind] | DecisionKind, target: str,
       **kw: object) -> Lesson:
    ks = frozenset([kinds] if isinstance(kinds, DecisionKind) else kinds)
    return Lesson(key, ks, target, **kw)  # type: ignore[arg-type]


ROLE, BUILD = K.CHOOSE_ROLE, K.BUILD
LESSONS: tuple[Lesson, ...] = (
    _l("governor", ROLE, "role_builder", when=("governor",), max_round=1,
       role=Role.BUILDER),
    _l("build", BUILD, "hand_card_{card}", after=("governor",), build="production"),
    _l("pay", K.PAY, "hand_area", after=("build",)),
    _l("produce", ROLE, "role_producer", after=("pay",), when=("empty_production",),
       role=Role.PRODUCER),
    _l("trade", ROLE, "trading_house", after=("produce",), when=("goods",),
       role=Role.TRADER),
    _l("sell", K.SELL, "trading_house", after=("trade",), required=False),
    _l("councillor", ROLE, "role_councillor", after=("trade",), role=Role.COUNCILLOR),
    _l("councillor_keep", K.COUNCILLOR_KEEP, "revealed_cards", after=("councillor",)),
    _l("prospector", ROLE, "role_prospector", after=("councillor",),
       role=Role.PROSPECTOR),
    _l("hand_limit", ROLE, "hand_area", after=("prospector",), when=("governor",)),
    _l("hand_limit_discard", K.HAND_LIMIT, "hand_area", required=False),
    _l("build_smithy", BUILD, "hand_card_{card}", after=("pay",), when=("can_build:smithy",),
       build="smithy", required=False),
    _l("build_quarry", BUILD, "hand_card_{card}", after=("pay",), when=("can_build:quarry",),
       build="quarry", required=False),
    _l("build_library", BUILD, "hand_card_{card}", after=("pay",),
       when=("can_build:library",), build="library", required=False),
    _l("build_chapel", BUILD, "hand_card_{card}", after=("pay",), when=("can_build:chapel",),
       build="chapel", required=False),
    _l("smithy_effect", BUILD, "building_{own:smithy}",
       when=("owns:smithy", "option:production"), required=False),
    _l("quarry_effect", BUILD, "building_{own:quarry}",
       when=("owns:quarry", "option:violet"), required=False),
    _l("library_effect", ROLE, "library_checkbox", when=("owns:library",), required=False),
    _l("chapel_effect", K.CHAPEL, "building_{own:chapel}", required=False),
    _l("six_cost", (ROLE, BUILD), "hand_card_{six}", after=("hand_limit",),
       when=("six_in_hand",)),
    _l("game_end", ROLE, "tableau_{seat}", after=("hand_limit",), when=("near_end",)),
)
BY_KEY = {lesson.key: lesson for lesson in LESSONS}
#: Of these violet-building lessons the fixed deal must show at least one per group.
VIOLET_GROUPS = (("build_smithy", "smithy_effect"),
                 ("build_library", "library_effect", "build_quarry", "quarry_effect"),
                 ("build_chapel", "chapel_effect"))
GAME_OVER = "game_over"  # the text shown when the tutorial game has ended


def _own(obs: Observation, key: str) -> int | None:
    s = obs.state
    return next((b for b in s.players[obs.seat].buildings if s.ctype(b).key == key), None)


def _option_types(obs: Observation) -> list[tuple[int, str]]:
    d = obs.decision
    if d is None or d.kind is not K.BUILD:
        return []
    return [(o.card, obs.state.ctype(o.card).key) for o in d.options if o.replace is None]


def _six(obs: Observation) -> int | None:
    return next((c for c in obs.hand if obs.state.ctype(c).key in SIX_COST), None)


def _holds(cond: str, obs: Observation) -> bool:
    name, _, arg = cond.partition(":")
    s, p = obs.state, obs.state.players[obs.seat]
    if name == "governor":
        return s.governor == obs.seat
    if name == "empty_production":
        return any(s.ctype(b).is_production and b not in p.goods for b in p.buildings)
    if name == "goods":
        return bool(p.goods)
    if name == "can_build":
        return any(k == arg for _c, k in _option_types(obs))
    if name == "owns":
        return _own(obs, arg) is not None
    if name == "option":
        want_prod = arg == "production"
        return any(CARD_TYPES[s.types[c]].is_production == want_prod
                   for c, _k in _option_types(obs))
    if name == "six_in_hand":
        return _six(obs) is not None
    if name == "near_end":
        return max(len(q.buildings) for q in s.players) >= 9
    raise ValueError(f"unknown tutorial condition {cond!r}")


def allows(lesson: Lesson, obs: Observation, action: Action) -> bool:
    """True if ``lesson`` lets the human answer with ``action`` (an unrestricted lesson
    allows every action; the engine still checks legality)."""
    if lesson.role is not None:
        return isinstance(action, ChooseRole) and action.role is lesson.role
    if lesson.build is not None:
        if not isinstance(action, Build) or action.replace is not None:
            return False
        t = obs.state.ctype(action.card)
        return t.is_production if lesson.build == "production" else t.key == lesson.build
    return True


def allowed_actions(lesson: Lesson, obs: Observation) -> list[Action]:
    """The legal actions of ``obs``'s decision that ``lesson`` allows."""
    d = obs.decision
    return [] if d is None else [a for a in d.legal_actions() if allows(lesson, obs, a)]


def target_name(lesson: Lesson, obs: Observation) -> str:
    """The objectName of the widget the bubble of ``lesson`` points at in ``obs``."""
    name = lesson.target.replace("{seat}", str(obs.seat))
    if "{card}" in name:
        allowed = [a for a in allowed_actions(lesson, obs) if isinstance(a, Build)]
        name = name.replace("{card}", str(allowed[0].card) if allowed else "")
    if "{six}" in name:
        name = name.replace("{six}", str(_six(obs)))
    if "{own:" in name:
        head, _, rest = name.partition("{own:")
        key, _, tail = rest.partition("}")
        name = f"{head}{_own(obs, key)}{tail}"
    return name


def _matches(lesson: Lesson, obs: Observation, shown: Sequence[str]) -> bool:
    d = obs.decision
    if d is None or d.kind not in lesson.kinds or obs.state.round > lesson.max_round:
        return False
    if not all(a in shown for a in lesson.after):
        return False
    if not all(_holds(c, obs) for c in lesson.when):
        return False
    return not lesson.restricts or bool(allowed_actions(lesson, obs))


class Script:
    """Which lesson shows when. Feed it the human's decisions in order with
    :meth:`on_decision`, or rebuild it from a game's actions with :meth:`progress`."""

    def __init__(self) -> None:
        self.shown: list[str] = []
        self.current: Lesson | None = None

    def on_decision(self, obs: Observation) -> Lesson | None:
        """The lesson for the human's decision ``obs`` (None: none), remembered as
        shown. A decision without a real choice gets none."""
        d = obs.decision
        self.current = None
        if d is None or forced_answer(d) is not None:
            return None
        for lesson in LESSONS:
            if lesson.key not in self.shown and _matches(lesson, obs, self.shown):
                self.shown.append(lesson.key)
                self.current = lesson
                break
        return self.current

    @classmethod
    def progress(cls, options: Options, actions: Sequence[Action]) -> Script:
        """The script after replaying ``actions`` (raises IllegalActionError for an
        illegal one): ``current`` is the lesson of the decision now due."""
        script, game = cls(), Game(options, log=False)
        script._visit(game)
        for a in actions:
            game.apply(a)
            script._visit(game)
        return script

    def _visit(self, game: Game) -> None:
        d = game.state.decision
        if d is None or d.seat != HUMAN:
            self.current = None
            return
        self.on_decision(observe(game.state, HUMAN))


class TutorialOpponent:
    """The computer opponent of the tutorial: the easy player, except that it leaves the
    roles of :data:`OPPONENT_AVOID` to the human while it has another choice."""

    name = "tutorial"

    def __init__(self, seed: int, fallback: Player | None = None) -> None:
        self.fallback = fallback or make_player(OPPONENT_LEVEL, seed)

    def choose(self, obs: Observation, cancel: Callable[[], bool] | None = None) -> Action:
        """A legal action for ``obs.decision`` (see :class:`sanjuan.ai.Player`)."""
        d = obs.decision
        if d is not None and d.kind is K.CHOOSE_ROLE:
            avoid = OPPONENT_AVOID.get(obs.state.round, frozenset())
            options = [a for a in d.options if a.role not in avoid]
            if options and len(options) < len(d.options):
                choice = self.fallback.choose(obs, cancel)
                return choice if choice in options else options[0]
        return self.fallback.choose(obs, cancel)


def is_tutorial(options: Options) -> bool:
    """True for a game played on the tutorial's deal."""
    return options == OPTIONS


def play_through(options: Options = OPTIONS, max_actions: int = 2000) -> tuple[Game, Script]:
    """Play the tutorial headless: the human takes the first allowed action of each
    restricted step and otherwise answers as an easy player; returns the finished game
    and the script (for tests and the seed search). Raises RuntimeError if the game does
    not end within ``max_actions``."""
    game, script = Game(options, log=False), Script()
    human = make_player("easy", options.seed * 10 + 7)
    while not game.state.over:
        if len(game.actions) >= max_actions:
            raise RuntimeError("the tutorial game did not end")
        seat = game.state.decision.seat  # type: ignore[union-attr]
        obs = observe(game.state, seat)
        if seat == HUMAN:
            lesson = script.on_decision(obs)
            allowed = allowed_actions(lesson, obs) if lesson is not None else []
            restricted = lesson is not None and lesson.restricts
            action = allowed[0] if restricted and allowed else human.choose(obs)
        else:  # a fresh opponent per decision, seeded as the window seeds it
            opponent = TutorialOpponent(player_seed(options.seed, seat, len(game.actions)))
            action = opponent.choose(obs)
        game.apply(action)
    return game, script
