"""The search's play-outs in compiled code, when the compiled core is present.

:func:`play_out` plays one play-out of :func:`.search.play_out` — the first action, then
the fast rollout policy (:class:`.rollout.FastPolicy`, optionally wrapped in
:class:`.rollout.Answering`) in every seat for a number of role choices — in
``playout_core.c``, a plain C library (no Python headers) loaded with :mod:`ctypes`.
The call takes the whole determinised position as one array of ints and hands back the
position at the play-out's end, so the crossing is paid once per play-out.

The pure-Python engine stays the authority and the fallback: the C core makes exactly
the moves, card draws and shuffles of the Python play-out (the same Mersenne Twister as
``random.Random``), tests/test_playout_core.py checks it on thousands of play-outs, and
:func:`play_out` returns None — play this one in Python — when the library is missing
(no compiler at install time), when ``SANJUAN_PURE_PYTHON=1`` is set, or when the
play-out reaches a decision the core does not answer (only the start-hand variant's
keep, which a play-out from a position after the deal never meets: the decisions the
fast policy leaves to the Medium player — Office building, Bank, Black market, the
classic Gold mine's pick — are ported too).

The library is built by ``pip install`` where a C compiler exists (setup.py, an optional
extension that never fails the install) or by ``tools/build_core.py`` (also the Windows
lane's cross-compiler); it lies next to this module as ``_playout_core.native.so``
(``.dll`` on Windows, ``.dylib`` on macOS: a name Python cannot import, so that nothing
takes it for an extension module).
"""

from __future__ import annotations

import ctypes
import os
import random
import sys
import threading
from array import array
from functools import lru_cache, partial
from pathlib import Path

from sanjuan.ai.heuristics import (
    EFFECT_INCOME,
    EFFECT_SCALE,
    GOOD_PRICE,
    MONUMENTS,
    PRODUCTION_EFFECTS,
    PRODUCTION_SCALE,
)
from sanjuan.ai.rollout import INCOME, Answering, FastPolicy, play_on
from sanjuan.rules.actions import Action, Build, ChooseRole, Pass, Select
from sanjuan.rules.cards import CARD_TYPES, TYPE_INDEX, Role
from sanjuan.rules.engine import apply, check, new_game, refresh_decision
from sanjuan.rules.state import TILES, GameState, Options, PlayerState

#: The environment variable that forces the pure-Python play-outs ("1").
PURE_PYTHON_ENV = "SANJUAN_PURE_PYTHON"
#: The C core's ABI version this loader speaks (sj_abi_version()).
ABI_VERSION = 1
#: Agenda step names in the order of the C core's step ids.
STEP_NAMES = ("round_begin", "start_keep", "office", "chapel", "bank", "limit", "choose_role",
              "round_end", "build", "builder_end", "black_market", "pay", "produce",
              "producer_end", "sell", "trader_end", "customs", "council_draw", "council_keep",
              "council_discard", "councillor_end", "prospect", "gold_mine", "gold_pick",
              "goldsmith", "prospector_end")
STEP_ID = {name: i for i, name in enumerate(STEP_NAMES)}
#: Arguments of each step's task (after its name); in "pay" and "black_market" the third
#: is the replaced building or None (-1 in the encoding).
_ARITY = {**dict.fromkeys(STEP_NAMES, 1),
          **dict.fromkeys(("round_begin", "round_end", "builder_end", "producer_end",
                           "trader_end", "councillor_end", "prospector_end"), 0),
          "black_market": 4, "pay": 5, "council_keep": 2, "council_discard": 2}
_REPLACE_ARG = {"black_market": 3, "pay": 3}  # index in the task tuple
#: Buildings the C core knows by name, in the order of its B_* constants.
NAMED = ("library", "smithy", "quarry", "black_market", "crane", "park", "carpenter",
         "poor_house", "tavern", "aqueduct", "well", "trading_post", "market_stand",
         "market_hall", "harbor", "hut", "customs_office", "prefecture", "archive", "gold_mine",
         "goldsmith", "tower", "guard_room", "office_building", "chapel", "bank", "guild_hall",
         "city_hall", "triumphal_arch", "palace", "statue", "victory_column", "hero", "residence",
         "cathedral")
#: The play-out's parameters before the first action's cards (see sj_play_out).
PARAMS = 10
#: The most cards a selection may name (the core's MAXC).
MAX_CARDS = 192
#: The encoding's room for the final position (ints; a position needs a few hundred).
OUT_SIZE = 8192
_SUFFIXES = (".so", ".dll", ".dylib")
_ROLES = tuple(Role)


class _Core:
    """The loaded library with its reusable output buffers; ``lock`` is held while they
    are in use (the library's play-out state is static too): searches may run in several
    threads of one process (the thinking service's thread workers)."""

    def __init__(self, lib: ctypes.CDLL, path: Path) -> None:
        self.lib = lib
        self.path = path
        self.lock = threading.Lock()
        self.out = array("i", bytes(4 * OUT_SIZE))
        self.mt = array("I", bytes(4 * 625))
        self.params = array("i", bytes(4 * (PARAMS + MAX_CARDS)))
        fn = lib.sj_play_out
        vp = ctypes.c_void_p
        fn.argtypes = [vp, ctypes.c_int, vp, ctypes.c_int, vp, ctypes.c_int, vp]
        fn.restype = ctypes.c_int
        self.play = fn
        self.out_ptr = self.out.buffer_info()[0]
        self.mt_ptr = self.mt.buffer_info()[0]
        self.params_ptr = self.params.buffer_info()[0]


def library_paths() -> list[Path]:
    """Where the compiled core may lie: next to this module, ``_playout_core.`` and a
    shared-library suffix (sorted; the last is tried first)."""
    here = Path(__file__).resolve().parent
    return sorted(p for p in here.glob("_playout_core.*") if p.suffix in _SUFFIXES)


def _setup(lib: ctypes.CDLL) -> bool:
    """Hand the game data to the library (sj_setup); False if it refuses them."""
    n = len(CARD_TYPES)

    def ints(values: list[int]) -> ctypes.Array[ctypes.c_int32]:
        return (ctypes.c_int32 * len(values))(*values)

    def floats(values: list[float]) -> ctypes.Array[ctypes.c_double]:
        return (ctypes.c_double * len(values))(*values)

    rc = lib.sj_setup(
        n, ints([t.vp for t in CARD_TYPES]), ints([int(t.is_production) for t in CARD_TYPES]),
        ints([-1 if t.good is None else int(t.good) for t in CARD_TYPES]),
        ints([t.cost for t in CARD_TYPES]), ints([int(i in MONUMENTS) for i in range(n)]),
        floats(list(INCOME)), floats([EFFECT_INCOME.get(i, 0.0) for i in range(n)]),
        floats(list(GOOD_PRICE)), ints([x for tile in TILES for x in tile]),
        len(NAMED), ints([TYPE_INDEX[k] for k in NAMED]))
    if rc != 0:
        return False
    medium = lib.sj_setup_medium
    medium.argtypes = [ctypes.c_void_p, ctypes.c_double, ctypes.c_double]
    return bool(medium(ints([int(i in PRODUCTION_EFFECTS) for i in range(n)]),
                       PRODUCTION_SCALE, EFFECT_SCALE) == 0)


@lru_cache(maxsize=1)
def _load() -> _Core | None:
    """The compiled core, loaded and set up once per process; None if absent or unusable
    (wrong ABI, refused data), in which case the play-outs stay in Python."""
    for path in reversed(library_paths()):
        try:
            lib = ctypes.CDLL(str(path))
            if lib.sj_abi_version() != ABI_VERSION or not _setup(lib):
                continue
        except (OSError, AttributeError):  # not loadable here (another platform's build)
            continue
        core = _Core(lib, path)
        if agrees(core):
            return core
    return None


#: The self-check's games: (players, edition, seed), each played out from its first
#: decision to the end by both engines when the library is loaded (about 7 ms of CPU).
SELF_CHECK = ((2, "classic", 36), (3, "2018-expansion", 36))


def _fingerprint(s: GameState) -> tuple[object, ...]:
    rng = s.rng
    assert rng is not None
    return (s.round, s.governor, s.over, s.draw, s.discard, s.removed, s.table, s.revealed,
            [(p.hand, p.buildings, list(p.goods.items()), p.chapel, p.bank, p.harbor)
             for p in s.players], s.agenda, s.pending, rng.getstate())


def agrees(core: _Core) -> bool:
    """True if the library plays the :data:`SELF_CHECK` games exactly as the Python
    engine does: a build with other floating-point rounding (fused multiply-add, say)
    or of another version of the rules is not used, and the play-outs stay in Python."""
    for players, edition, seed in SELF_CHECK:
        s = new_game(Options(players, edition, seed=seed), log=False)
        d = s.decision
        assert d is not None
        action = FastPolicy().decide(s, d)
        py = s.copy()
        py.rng = random.Random(seed)
        apply(py, action)
        play_on(py, FastPolicy(), 10**6)
        got = _run(core, s, action, seed, FastPolicy(), 10**6, 10**6)
        if got is None or _fingerprint(got[0]) != _fingerprint(py):
            return False
    return True


def enabled() -> bool:
    """True when play-outs run in the compiled core: it is present and loadable and
    ``SANJUAN_PURE_PYTHON`` is not set to ``1``."""
    return os.environ.get(PURE_PYTHON_ENV) != "1" and _load() is not None


#: The engines a play-out can run in, by the names benchmarks print and take:
#: ``"python"`` (the pure-Python engine) and ``"c"`` (the compiled core).
ENGINES = ("python", "c")


def engine() -> str:
    """The engine this process's play-outs run in now: ``"c"`` when :func:`enabled`,
    else ``"python"``."""
    return "c" if enabled() else "python"


def use_engine(name: str) -> str:
    """Make this process's play-outs run in ``name`` (one of :data:`ENGINES`) from now
    on, by setting ``SANJUAN_PURE_PYTHON`` (``1`` for ``"python"``, ``0`` for ``"c"``);
    returns :func:`engine`. Raises ValueError for another name, or for ``"c"`` when no
    usable compiled core is present (nothing is changed then)."""
    if name not in ENGINES:
        raise ValueError(f"unknown play-out engine {name!r}: one of {', '.join(ENGINES)}")
    if name == "c" and _load() is None:
        raise ValueError("no usable compiled core next to sanjuan/ai/fastcore.py "
                         "(pip install -e . or tools/build_core.py builds it)")
    os.environ[PURE_PYTHON_ENV] = "1" if name == "python" else "0"
    return engine()


def engines_for(choice: str) -> list[str]:
    """The engines a benchmark's ``--engine`` option names, in the order to run them:
    ``"python"``, ``"c"`` or ``"both"`` (Python first), less ``"c"`` when no usable
    compiled core is present (the caller says so). Raises ValueError for another
    choice."""
    if choice != "both" and choice not in ENGINES:
        raise ValueError(f"unknown engine choice {choice!r}: python, c or both")
    wanted = list(ENGINES) if choice == "both" else [choice]
    return [e for e in wanted if e == "python" or _load() is not None]


def library_path() -> Path | None:
    """The loaded library's file, or None when there is none (pure Python)."""
    core = _load()
    return None if core is None else core.path


def supports(policy: object) -> bool:
    """True if the C core plays ``policy``'s moves: a :class:`FastPolicy` itself (not a
    subclass), or an :class:`Answering` around one that has not answered yet."""
    if type(policy) is FastPolicy:
        return True
    return (type(policy) is Answering and type(policy.policy) is FastPolicy
            and not policy.done)


def _task(t: tuple[object, ...]) -> tuple[int, ...]:
    """The six ints of agenda task ``t`` (step id, then its arguments, None as -1, padded
    with -1), remembered: a game's tasks are few and recur."""
    got = _TASKS.get(t)
    if got is None:
        ints = [STEP_ID[t[0]]]  # type: ignore[index]
        for a in t[1:]:
            if a is not None and type(a) is not int:
                raise TypeError(f"task argument {a!r} is not an int")
            ints.append(-1 if a is None else a)
        got = tuple(ints + [-1] * (6 - len(ints)))
        if len(_TASKS) < _TASK_MEMORY:
            _TASKS[t] = got
    return got


_TASKS: dict[tuple[object, ...], tuple[int, ...]] = {}
_TASK_MEMORY = 1 << 16
_NO_TASK = (-1,) * 6
#: The encoding's first part by (player count, id of the card types): the types and costs
#: objects (an edition's, shared by every state of its games) and the ints.
_PREFIXES: dict[tuple[int, int], tuple[object, object, tuple[int, ...]]] = {}


def _prefix(s: GameState) -> tuple[int, ...]:
    """The encoding's part that depends only on the edition and the player count."""
    key = (len(s.players), id(s.types))
    got = _PREFIXES.get(key)
    if got is not None and got[0] is s.types and got[1] is s.costs:
        return got[2]
    ed = s.edition
    ints = (len(s.players), len(s.types), len(s.costs), int(ed.gold_mine_any),
            int(ed.guild_hall_per_kind), ed.base_hand_limit, ed.guard_room_limit,
            ed.tower_limit, *s.types, *s.costs)
    _PREFIXES[key] = (s.types, s.costs, ints)
    return ints


def encode(s: GameState) -> array[int] | None:
    """The flat encoding of ``s`` that the C core reads (see read_state in
    playout_core.c), or None for a state it cannot take (not 5 tiles, a task it does
    not know, an argument that is not an int)."""
    if len(s.tiles) != 5:
        return None
    out = list(_prefix(s))
    out += (s.governor, s.round, s.tile_pos, s.tile, -1 if s.role is None else int(s.role),
            s.chooser, int(s.library), int(s.sold_any), int(s.over), *s.role_owner, *s.tiles)
    for pile in (s.draw, s.discard, s.removed, s.table, s.revealed):
        out.append(len(pile))
        out += pile
    for p in s.players:
        out.append(len(p.hand))
        out += p.hand
        out.append(len(p.buildings))
        out += p.buildings
        out.append(len(p.goods))
        for item in p.goods.items():
            out += item
        for pile in (p.chapel, p.bank, p.harbor):
            out.append(len(pile))
            out += pile
        out += (int(p.bank_used), int(p.library_used))
    out.append(len(s.agenda))
    try:
        for t in s.agenda:
            out += _task(t)
        out += _NO_TASK if s.pending is None else _task(s.pending)
        return array("i", out)
    except (KeyError, TypeError, OverflowError):
        return None


def _action(a: Action) -> tuple[int, int, int, tuple[int, ...]] | None:
    """(kind, a, b, cards) of the C core's action: 0 role (role, library), 1 build
    (card, replaced or -1), 2 select (the cards), 3 pass."""
    if isinstance(a, ChooseRole):
        return 0, int(a.role), int(a.use_library), ()
    if isinstance(a, Build):
        return 1, a.card, -1 if a.replace is None else a.replace, ()
    if isinstance(a, Select):
        return 2, 0, 0, a.cards
    if isinstance(a, Pass):
        return 3, 0, 0, ()
    return None


def decode(det: GameState, v: list[int], mt: bytes | list[int]) -> GameState:
    """The position the C core wrote (``v``: from the governor on, see write_state in
    playout_core.c; ``mt``: its generator's 624 words and index) as a :class:`GameState`
    of the same game as ``det``, its pending decision rebuilt by the rules."""
    s = GameState.__new__(GameState)
    s.options, s.edition, s.types, s.costs = det.options, det.edition, det.types, det.costs
    (s.governor, s.round, s.tile_pos, s.tile, role, s.chooser, library, sold_any,
     over) = v[:9]
    s.role = None if role < 0 else _ROLES[role]
    s.library, s.sold_any, s.over = library == 1, sold_any == 1, over == 1
    s.role_owner = v[9:14]
    s.tiles = tuple(v[14:19])
    i = 19
    piles = []
    for _ in range(5):  # draw, discard, removed, table, revealed
        j = i + 1 + v[i]
        piles.append(v[i + 1:j])
        i = j
    s.draw, s.discard, s.removed, s.table, s.revealed = piles
    players = []
    new_player = PlayerState.__new__
    for _ in det.players:
        p = new_player(PlayerState)
        j = i + 1 + v[i]
        p.hand = v[i + 1:j]
        i = j + 1 + v[j]
        p.buildings = v[j + 1:i]
        j = i + 1 + 2 * v[i]
        p.goods = dict(zip(v[i + 1:j:2], v[i + 2:j:2], strict=True))
        i = j + 1 + v[j]
        p.chapel = v[j + 1:i]
        j = i + 1 + v[i]
        p.bank = v[i + 1:j]
        i = j + 1 + v[j]
        p.harbor = v[j + 1:i]
        p.bank_used, p.library_used = v[i] == 1, v[i + 1] == 1
        i += 2
        players.append(p)
    s.players = players
    n = v[i]
    i += 1
    s.agenda = [_task_of(v, i + 6 * k) for k in range(n)]
    i += 6 * n
    s.pending = None if v[i] < 0 else _task_of(v, i)
    s.decision = None
    s.set_rng_maker(partial(_generator, mt))
    s.log = None
    if s.pending is not None:
        refresh_decision(s)
    return s


def _generator(mt: bytes | list[int]) -> random.Random:
    """A new ``random.Random`` whose state is the 624 words and index ``mt`` (as ints,
    or as the C core's native 32-bit words)."""
    words = array("I", mt) if isinstance(mt, list) else array("I", bytes(mt))
    rng = random.Random(0)  # seeded without the system's entropy, then replaced
    rng.setstate((3, tuple(words), None))
    return rng


def _task_of(v: list[int], at: int) -> tuple[object, ...]:
    """The agenda task encoded at ``v[at:at + 6]``."""
    name = STEP_NAMES[v[at]]
    arity = _ARITY[name]
    if not arity:
        return (name,)
    if arity == 1:
        return (name, v[at + 1])
    args: list[object] = list(v[at + 1:at + 1 + arity])
    r = _REPLACE_ARG.get(name)
    if r is not None and args[r - 1] == -1:
        args[r - 1] = None
    return (name, *args)


def play_out(det: GameState, action: Action, roll_seed: int, policy: object, horizon: int,
             near: int) -> tuple[GameState, int] | None:
    """:func:`.search.play_out` of ``action`` on the deal ``det`` with ``policy`` (which
    :func:`supports` must accept) and rollout seed ``roll_seed``, in the C core:
    (the position at the play-out's end, equal to the Python play-out's; the number of
    actions the rollout played after ``action``, :func:`.rollout.play_on`'s count), with
    an :class:`Answering` policy's ``done``/``answerer`` set as the Python play-out sets
    them. None when the Python play-out must be used instead (core absent or switched
    off, a seed outside 0…2**32-1, a state it cannot encode, or a decision the core does
    not answer: the start-hand keep); ``det`` is never changed. Raises
    :class:`~sanjuan.rules.errors.IllegalActionError` for an action not legal in ``det``,
    as the Python play-out does."""
    if not enabled() or not 0 <= roll_seed < 2**32 or det.pending is None or det.over:
        return None
    core = _load()
    assert core is not None
    return _run(core, det, action, roll_seed, policy, horizon, near)


def _run(core: _Core, det: GameState, action: Action, roll_seed: int, policy: object,
         horizon: int, near: int) -> tuple[GameState, int] | None:
    """:func:`play_out` in ``core``, whether or not it is enabled. Raises the
    :class:`~sanjuan.rules.errors.IllegalActionError` that the Python play-out's
    ``apply`` raises for an ``action`` not legal in ``det`` (the core trusts it)."""
    d = det.decision
    if d is None:
        return None
    check(det, d, action)
    enc = encode(det)  # each time: a caller may have moved ``det`` on in place since
    act = _action(action)
    if enc is None or act is None:
        return None
    answer_seat, answer = -1, -1
    if isinstance(policy, Answering):
        answer_seat = policy.seat
        answer = -1 if policy.answer is None else int(policy.answer)
    kind, a, b, cards = act
    if len(cards) > MAX_CARDS:  # more cards than a game has: not the core's to judge
        return None
    params = core.params
    with core.lock:
        params[:PARAMS] = array("i", (roll_seed & 0xFFFF, roll_seed >> 16, horizon, near,
                                      answer_seat, answer, kind, a, b, len(cards)))
        if cards:
            params[PARAMS:PARAMS + len(cards)] = array("i", cards)
        rc = core.play(enc.buffer_info()[0], len(enc), core.params_ptr, PARAMS + len(cards),
                       core.out_ptr, OUT_SIZE, core.mt_ptr)
        if rc < 0:
            return None
        v, mt = core.out[:rc].tolist(), core.mt.tobytes()
        answerer, actions = params[0], params[1]
    s = decode(det, v, mt)
    if isinstance(policy, Answering) and answerer >= 0:
        policy.done = True
        policy.answerer = answerer
    return s, actions


def main(argv: list[str] | None = None) -> int:
    """``python -m sanjuan.ai.fastcore``: say whether the compiled core is used, and
    from which file. Returns 0."""
    del argv
    path = library_path()
    if path is None:
        print("play-outs: pure Python (no compiled core next to sanjuan/ai/fastcore.py)")
    elif not enabled():
        print(f"play-outs: pure Python ({PURE_PYTHON_ENV}=1); compiled core at {path}")
    else:
        print(f"play-outs: compiled core {path}")
    return 0


__all__ = ["enabled", "engine", "use_engine", "engines_for", "ENGINES", "supports", "play_out",
           "encode", "decode", "library_path", "library_paths", "STEP_NAMES", "NAMED",
           "PURE_PYTHON_ENV"]

if __name__ == "__main__":
    sys.exit(main())
