"""A finished game shown to people: the plain English log line of an event and the
self-contained HTML page of a whole game. The store keeps games
(:mod:`sanjuan.store.share` exports and imports them); this module presents them.

* :func:`english_line`: one event as a spectator may read it (RULES.md 5: no hidden
  card is named), in plain English, every player's name cleaned by the name rule and
  isolated (:mod:`sanjuan.rules.names`), so that a right-to-left name never turns the
  rest of the line around.
* :func:`html_page`: the final scores part by part, a chart of the VP at the end of
  every round as inline SVG, and the log. It carries no script and loads nothing from
  elsewhere (no link, image or font outside the page), so it opens in any browser,
  offline. Names are cleaned and shown in ``<bdi>`` (in the SVG chart, which has no
  ``<bdi>``, between Unicode isolates). Words are English by default; the window passes
  its translated words (:class:`PageText`, and ``describe`` for log lines, plain text
  that is escaped here).

Pure Python, no Qt; it needs only the rules.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from sanjuan.rules.cards import CARD_TYPES
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
from sanjuan.rules.names import html_name, isolate, sanitize_name
from sanjuan.rules.rounds import vp_by_round
from sanjuan.rules.scoring import score, winners

#: Colours of the seats' lines in the chart (also readable in print).
COLOURS = ("#1f5fa8", "#b23a1e", "#2f7d32", "#7a4a9c")


def shown_names(names: Sequence[str]) -> list[str]:
    """``names`` cleaned by the name rule (:func:`~sanjuan.rules.names.sanitize_name`)
    and isolated (:func:`~sanjuan.rules.names.isolate`), ready to go inside a line of
    plain text."""
    return [isolate(sanitize_name(n)) for n in names]


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


def _card(t: int) -> str:
    return CARD_TYPES[t].name


def _n(count: int, word: str) -> str:
    """``1 card``, ``2 cards``."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def english_line(ev: Event, names: Sequence[str], types: tuple[int, ...]) -> str | None:
    """A plain English log line for ``ev`` as a spectator may see it (no hidden card
    named; ``names``: the seats' names, cleaned and isolated here; ``types``: the card
    types of the game's deck), or None for events not worth a line."""
    ev = ev.for_viewer(-1)
    names = shown_names(names)
    who = names[ev.seat] if 0 <= ev.seat < len(names) else ""
    if isinstance(ev, GameStarted):
        return f"A game of {ev.players} players ({ev.edition}); {who} is the first governor."
    if isinstance(ev, RoundStarted):
        return f"Round {ev.number} — {who} is governor."
    if isinstance(ev, RoleChosen):
        lib = " with the Library" if ev.library else ""
        # "the Builder", as the rules and the window write role names (issue 34)
        return f"{who} chose the {ev.role.name.capitalize()}{lib}."
    if isinstance(ev, BuildingBuilt):
        over = f" over the {_card(types[ev.replaced])}" if ev.replaced is not None else ""
        goods = f" and {_n(ev.goods, 'good')}" if ev.goods else ""
        return f"{who} built the {_card(types[ev.card])}{over} for {_n(ev.paid, 'card')}{goods}."
    if isinstance(ev, GoodsProduced):
        return f"{who} produced {_n(len(ev.buildings), 'good')}."
    if isinstance(ev, GoodsSold):
        return f"{who} sold {_n(len(ev.buildings), 'good')} for {_n(ev.earned, 'card')}."
    if isinstance(ev, CardsDrawn) and ev.reason.name != "DEAL":
        return f"{who} took {_n(ev.count, 'card')} ({_reason(ev.reason.value)})."
    if isinstance(ev, CardsDiscarded) and ev.reason.name != "PAYMENT":
        return (f"{who} discarded {_n(ev.count, 'card')} "
                f"({_reason(ev.reason.value)}).")
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
    shown = shown_names(names)  # SVG text has no <bdi>: Unicode isolates instead
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
                   f'font-size="12" fill="{colour}">{html.escape(shown[seat])} {r[-1]}</text>')
    out.append("</svg>")
    return "\n".join(out)


_STYLE = """body{font-family:system-ui,sans-serif;margin:2em auto;max-width:60em;color:#222;
background:#fdfaf3;padding:0 1em}h1{font-size:1.6em}table{border-collapse:collapse}
td,th{border:1px solid #ccc;padding:.25em .6em;text-align:right}th:first-child,
td:first-child{text-align:left}tr.winner td{font-weight:bold}ul.log{line-height:1.45}
ul.log{list-style:none;padding-left:1em}li.round{margin-top:.6em;font-weight:bold}"""


def _reason(value: str) -> str:
    """A card event's reason as the window names it: "Councillor", "Gold mine" (a role or
    building name, capitalised like one)."""
    return value.replace("_", " ").capitalize()


def html_page(game: Game, names: Sequence[str], text: PageText | None = None,
              describe: Callable[[Event], str | None] | None = None) -> str:
    """The finished ``game`` (seat ``names``, cleaned by the name rule and shown in
    ``<bdi>``) as one self-contained HTML5 page. ``text``: the page's words;
    ``describe``: a log line (plain text, None to skip) per event, by default
    :func:`english_line`. Raises ValueError if the game is not over or the names do not
    match the seats."""
    if not game.state.over:
        raise ValueError("only a finished game can be shared")
    if len(names) != game.options.players:
        raise ValueError(f"the game has {game.options.players} seats")
    t = text or PageText()
    played = Game.replay(game.options, game.actions, log=True)  # the events, in order
    final = played.state
    types = final.types
    line = describe or (lambda ev: english_line(ev, names, types))
    sc = score(final)
    won = winners(sc)
    esc = html.escape
    who = [html_name(sanitize_name(n)) for n in names]
    parts = [p for p in t.parts if any(b.parts()[p] for b in sc)]
    head = "".join(f"<th>{esc(t.parts[p])}</th>" for p in parts)
    rows = []
    for seat, b in enumerate(sc):
        mark = f" ({esc(t.winner)})" if seat in won else ""
        cells = "".join(f"<td>{b.parts()[p]}</td>" for p in parts)
        rows.append(f'<tr{" class=winner" if seat in won else ""}><td>{who[seat]}'
                    f"{mark}</td>{cells}<td>{b.total}</td></tr>")
    log = []
    for ev in final.log or ():
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
        f"{', '.join(who)} · {esc(t.rounds)}: {final.round}</p>",
        f"<h2>{esc(t.scores)}</h2>",
        f"<table><thead><tr><th>{esc(t.player)}</th>{head}<th>{esc(t.total)}</th></tr>"
        f"</thead><tbody>{''.join(rows)}</tbody></table>",
        f"<h2>{esc(t.chart)}</h2>", _svg_chart(_vp_by_round(game), names, t),
        f"<h2>{esc(t.log)}</h2>", '<ul class="log">', *log, "</ul>",
        "</body>", "</html>", ""])


def _vp_by_round(game: Game) -> list[list[int]]:
    """Per seat, the VP at the end of each round (the last entry: the final score)."""
    rows = vp_by_round(game.options, game.actions)
    return [list(col) for col in zip(*rows, strict=True)]


__all__ = ["COLOURS", "PageText", "english_line", "html_page", "shown_names"]
