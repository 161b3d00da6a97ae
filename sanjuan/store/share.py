"""Sharing a finished game: one file the replay viewer opens, or one HTML page.

* :func:`export_game` / :func:`export_record` write the game as a save file (the save
  format of :mod:`sanjuan.store.save`, version 2 with the seats' names), which the replay
  viewer (Game ▸ Open replay) and :func:`import_game` open. Only finished games are
  exported.
* :func:`import_game` reads such a file back; a damaged, foreign or newer file raises
  :class:`~sanjuan.rules.errors.SaveFileError` with the same readable message as Open.
* :func:`html_page` makes a self-contained HTML page: the final scores part by part, a
  chart of the VP at the end of every round as inline SVG, and the log. It carries no
  script and loads nothing from elsewhere (no link, image or font outside the page), so
  it opens in any browser, offline. The log is the spectator's (RULES.md 5: no hidden card
  is named). Words are English by default; the window passes its translated words
  (:class:`PageText`, and ``describe`` for log lines, plain text that is escaped here).
"""

from __future__ import annotations

import html
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from sanjuan.rules.actions import action_from_json
from sanjuan.rules.cards import CARD_TYPES
from sanjuan.rules.errors import SaveFileError
from sanjuan.rules.events import (
    BuildingBuilt,
    CardsDiscarded,
    CardsDrawn,
    CardsRevealed,
    CardsTucked,
    DeckReshuffled,
    Event,
    GameEnded,
    GameStarted,
    GoodLost,
    GoodsProduced,
    GoodsSold,
    RoleChosen,
    RoundStarted,
    TileTurned,
)
from sanjuan.rules.game import Game
from sanjuan.rules.names import html_name, isolate
from sanjuan.rules.scoring import score, winners
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from sanjuan.store.history import GameRecord
from sanjuan.store.replay import Replay, ReplayError
from sanjuan.store.save import load_saved, save_game

#: The file name ending of an exported game (the save format).
SUFFIX = ".sanjuan.json"
#: Colours of the seats' lines in the chart (also readable in print).
COLOURS = ("#1f5fa8", "#b23a1e", "#2f7d32", "#7a4a9c")


def export_game(game: Game, names: Sequence[str], kinds: Sequence[str],
                path: str | os.PathLike[str]) -> None:
    """Write the finished ``game`` with its seats' ``names`` and ``kinds`` (``"human"``
    or a computer level) to ``path`` in the save format. Raises ValueError if the game is
    not over or the seats do not match, OSError if the file cannot be written."""
    if not game.state.over:
        raise ValueError("only a finished game can be shared")
    if not len(names) == len(kinds) == game.options.players:
        raise ValueError(f"the game has {game.options.players} seats")
    seats = [Seat(n, k) for n, k in zip(names, kinds, strict=True)]
    save_game(game, path, seats)


def record_game(record: GameRecord) -> Game:
    """The game of a history ``record`` (which must hold its actions); raises ReplayError
    if they are not a legal game."""
    if not record.actions:
        raise ReplayError("the record holds no actions")
    opts = Options(record.players, record.edition, record.variant, record.seed)
    try:
        return Game.replay(opts, [action_from_json(a) for a in record.actions], log=False)
    except ValueError as exc:  # IllegalActionError is a ValueError too
        raise ReplayError(f"the recorded game cannot be replayed: {exc}") from None


def export_record(record: GameRecord, path: str | os.PathLike[str]) -> None:
    """Write the game of the history ``record`` (with its actions) to ``path``; raises
    ReplayError for a damaged record, ValueError/OSError as :func:`export_game`."""
    export_game(record_game(record), [s.name for s in record.seats],
                [s.kind for s in record.seats], path)


@dataclass(frozen=True)
class SharedGame:
    """An imported game: the ``game``, its ``replay`` (every position) and the seat
    ``names`` (``Player 1`` … when the file has none) and ``seats`` as saved (empty for a
    version-1 file)."""

    game: Game
    replay: Replay
    names: tuple[str, ...]
    seats: tuple[Seat, ...] = ()


def import_game(path: str | os.PathLike[str]) -> SharedGame:
    """Read a shared game from ``path``; raises SaveFileError with a readable message for
    a damaged, foreign or newer file (exactly as Open does)."""
    saved = load_saved(path)
    game = saved.game
    try:
        replay = Replay(game.options, game.actions)
    except ReplayError as exc:  # cannot happen after load_saved; kept as a guard
        raise SaveFileError(str(exc)) from None
    names = tuple(s.name for s in saved.seats) if saved.seats else ()
    if len(names) != game.options.players or not all(names):
        names = tuple(f"Player {i + 1}" for i in range(game.options.players))
    return SharedGame(game, replay, names, saved.seats or ())


@dataclass(frozen=True)
class PageText:
    """The page's words (English by default; the window passes translated ones)."""

    title: str = "San Juan — a finished game"
    edition: str = "Edition"
    players: str = "Players"
    rounds: str = "Rounds"
    scores: str = "Final scores"
    chart: str = "Victory points at the end of each round"
    log: str = "Game log"
    player: str = "Player"
    total: str = "Total"
    winner: str = "winner"
    round_axis: str = "round"
    vp_axis: str = "VP"
    parts: dict[str, str] = field(default_factory=lambda: {
        "buildings": "Buildings", "chapel": "Chapel", "bank": "Bank", "harbor": "Harbor",
        "guild_hall": "Guild hall", "city_hall": "City hall",
        "triumphal_arch": "Triumphal arch", "residence": "Residence",
        "cathedral": "Cathedral", "palace": "Palace"})


def vp_by_round(replay: Replay) -> list[list[int]]:
    """Per seat, the VP (every scoring part, RULES.md 4) at the end of each round, the
    last entry at the game's end."""
    ends = [replay.position_of_event(i) - 1 for i, e in enumerate(replay.events)
            if isinstance(e, RoundStarted) and e.number > 1]
    ends.append(replay.length)
    n = replay.options.players
    rows: list[list[int]] = [[] for _ in range(n)]
    for k in ends:
        for seat, b in enumerate(score(replay.state(k))):
            rows[seat].append(b.total)
    return rows


def _card(t: int) -> str:
    return CARD_TYPES[t].name


def _n(count: int, word: str) -> str:
    """``1 card``, ``2 cards``."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def english_line(ev: Event, names: Sequence[str], types: tuple[int, ...]) -> str | None:
    """A plain English log line for ``ev`` as a spectator may see it (no hidden card
    named), or None for events not worth a line."""
    ev = ev.for_viewer(-1)
    who = names[ev.seat] if 0 <= ev.seat < len(names) else ""
    if isinstance(ev, GameStarted):
        return f"A game of {ev.players} players ({ev.edition}); {who} is the first governor."
    if isinstance(ev, RoundStarted):
        return f"Round {ev.number} — {who} is governor."
    if isinstance(ev, RoleChosen):
        lib = " with the Library" if ev.library else ""
        return f"{who} chose the {ev.role.name.lower()}{lib}."
    if isinstance(ev, BuildingBuilt):
        over = f" over the {_card(types[ev.replaced])}" if ev.replaced is not None else ""
        goods = f" and {_n(ev.goods, 'good')}" if ev.goods else ""
        return f"{who} built the {_card(types[ev.card])}{over} for {_n(ev.paid, 'card')}{goods}."
    if isinstance(ev, GoodsProduced):
        return f"{who} produced {_n(len(ev.buildings), 'good')}."
    if isinstance(ev, GoodsSold):
        return f"{who} sold {_n(len(ev.buildings), 'good')} for {_n(ev.earned, 'card')}."
    if isinstance(ev, CardsDrawn) and ev.reason.name != "DEAL":
        return f"{who} took {_n(ev.count, 'card')} ({ev.reason.value.replace('_', ' ')})."
    if isinstance(ev, CardsDiscarded) and ev.reason.name != "PAYMENT":
        return (f"{who} discarded {_n(ev.count, 'card')} "
                f"({ev.reason.value.replace('_', ' ')}).")
    if isinstance(ev, CardsRevealed):
        shown = ", ".join(_card(types[c]) for c in ev.cards) or _n(ev.count, "card")
        return f"Revealed: {shown}."
    if isinstance(ev, CardsTucked):
        return f"{who} tucked {_n(ev.count, 'card')} under the {_card(types[ev.building])}."
    if isinstance(ev, GoodLost):
        return f"{who} lost a good from the {_card(types[ev.building])}."
    if isinstance(ev, TileTurned):
        return f"Trading house {'ABCDE'[ev.tile]}: prices {', '.join(map(str, ev.prices))}."
    if isinstance(ev, DeckReshuffled):
        return f"The discard pile ({ev.count} cards) was shuffled into a new deck."
    if isinstance(ev, GameEnded):
        won = " and ".join(names[w] for w in ev.winners)
        return f"The game is over: {won} won."
    return None


def _svg_chart(rows: list[list[int]], names: Sequence[str], text: PageText) -> str:
    """An inline SVG line chart of ``rows`` (VP per seat per round)."""
    w, h, left, bottom, top, right = 640, 310, 44, 36, 26, 130
    rounds = max(len(r) for r in rows)
    top_vp = max(5, max(max(r) for r in rows))
    step = 5 if top_vp <= 40 else 10
    ymax = -(-top_vp // step) * step

    def x(i: int) -> float:
        return left + (w - left - right) * (i / max(1, rounds - 1))

    def y(v: float) -> float:
        return h - bottom - (h - bottom - top) * v / ymax

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" '
           f'height="{h}" role="img" aria-label="{html.escape(text.chart)}">']
    for v in range(0, ymax + 1, step):
        out.append(f'<line x1="{left}" y1="{y(v):.1f}" x2="{w - right}" y2="{y(v):.1f}" '
                   f'stroke="#ddd"/><text x="{left - 6}" y="{y(v) + 4:.1f}" '
                   f'text-anchor="end" font-size="11">{v}</text>')
    for i in range(rounds):
        if rounds <= 20 or i % 2 == 0 or i == rounds - 1:
            out.append(f'<text x="{x(i):.1f}" y="{h - bottom + 16}" text-anchor="middle" '
                       f'font-size="11">{i + 1}</text>')
    out.append(f'<text x="{(left + w - right) / 2:.0f}" y="{h - 4}" text-anchor="middle" '
               f'font-size="12">{html.escape(text.round_axis)}</text>')
    out.append(f'<text x="{left - 6}" y="{top - 12}" text-anchor="end" '
               f'font-size="12">{html.escape(text.vp_axis)}</text>')
    # legend at the lines' ends, moved apart so that no two names overlap
    label_y: dict[int, float] = {}
    last = -1e9
    for seat in sorted(range(len(rows)), key=lambda i: -rows[i][-1]):
        yy = max(y(rows[seat][-1]) + 4, last + 15)
        label_y[seat] = last = yy
    for seat, r in enumerate(rows):
        colour = COLOURS[seat % len(COLOURS)]
        pts = " ".join(f"{x(i):.1f},{y(v):.1f}" for i, v in enumerate(r))
        out.append(f'<polyline fill="none" stroke="{colour}" stroke-width="2.5" '
                   f'points="{pts}"/>')
        out.append(f'<text x="{w - right + 8}" y="{label_y[seat]:.1f}" '
                   f'font-size="12" fill="{colour}">{html.escape(names[seat])} {r[-1]}</text>')
    out.append("</svg>")
    return "\n".join(out)


_STYLE = """body{font-family:system-ui,sans-serif;margin:2em auto;max-width:60em;color:#222;
background:#fdfaf3;padding:0 1em}h1{font-size:1.6em}table{border-collapse:collapse}
td,th{border:1px solid #ccc;padding:.25em .6em;text-align:right}th:first-child,
td:first-child{text-align:left}tr.winner td{font-weight:bold}ul.log{line-height:1.45}
ul.log{list-style:none;padding-left:1em}li.round{margin-top:.6em;font-weight:bold}"""


def html_page(game: Game, names: Sequence[str], text: PageText | None = None,
              describe: Callable[[Event], str | None] | None = None) -> str:
    """The finished ``game`` (seat ``names``) as one self-contained HTML5 page. ``text``:
    the page's words; ``describe``: a log line (plain text, None to skip) per event, by
    default :func:`english_line`. Raises ValueError if the game is not over or the names
    do not match the seats."""
    if not game.state.over:
        raise ValueError("only a finished game can be shared")
    if len(names) != game.options.players:
        raise ValueError(f"the game has {game.options.players} seats")
    t = text or PageText()
    replay = Replay(game.options, game.actions)
    types = replay.final.types
    # Names are isolated wherever the page shows them (sanjuan.rules.names): a
    # right-to-left name leaves the rest of its line in order.
    shown = [isolate(n) for n in names]
    line = describe or (lambda ev: english_line(ev, shown, types))
    sc = score(replay.final)
    won = winners(sc)
    esc = html.escape
    parts = [p for p in t.parts if any(b.parts()[p] for b in sc)]
    head = "".join(f"<th>{esc(t.parts[p])}</th>" for p in parts)
    rows = []
    for seat, b in enumerate(sc):
        mark = f" ({esc(t.winner)})" if seat in won else ""
        cells = "".join(f"<td>{b.parts()[p]}</td>" for p in parts)
        rows.append(f'<tr{" class=winner" if seat in won else ""}><td>{html_name(names[seat])}'
                    f"{mark}</td>{cells}<td>{b.total}</td></tr>")
    log = []
    for ev in replay.events:
        words = line(ev)
        if words is None:
            continue
        cls = ' class="round"' if isinstance(ev, RoundStarted) else ""
        log.append(f"<li{cls}>{esc(words)}</li>")
    o = game.options
    return "\n".join([
        "<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{esc(t.title)}</title>", f"<style>{_STYLE}</style>", "</head>", "<body>",
        f"<h1>{esc(t.title)}</h1>",
        f"<p>{esc(t.edition)}: {esc(o.edition)} · {esc(t.players)}: "
        f"{', '.join(html_name(n) for n in names)} · {esc(t.rounds)}: {replay.final.round}</p>",
        f"<h2>{esc(t.scores)}</h2>",
        f"<table><thead><tr><th>{esc(t.player)}</th>{head}<th>{esc(t.total)}</th></tr>"
        f"</thead><tbody>{''.join(rows)}</tbody></table>",
        f"<h2>{esc(t.chart)}</h2>", _svg_chart(vp_by_round(replay), shown, t),
        f"<h2>{esc(t.log)}</h2>", '<ul class="log">', *log, "</ul>",
        "</body>", "</html>", ""])
