"""Every text a player reads over a few seeded games, in English and German, as one hash
per language: to prove a refactoring of ``ui/text`` (or of the rules it words) changes
nothing a player sees.

It renders, for four random games (every edition, 2–4 players): each prompt, phase name
and waiting text, the cost sum of every build option (with and without the Crane target),
every third decision the role, tile, pile, governor, player and hand-card tooltips (with
their "for you now" lines), and every log line for every viewer.

Compare two checkouts (the old one's packages first on ``PYTHONPATH``)::

    PYTHONPATH=/path/to/old python tools/text_snapshot.py --out /tmp/old
    python tools/text_snapshot.py --out /tmp/new
    diff /tmp/old.de.txt /tmp/new.de.txt
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random

from PySide6.QtCore import QCoreApplication, QTranslator

GAMES = (("classic", 2, 3), ("2018", 3, 4), ("2018-expansion", 4, 5), ("classic", 4, 6))
NAMES = ["Ana", "Bo", "Cy", "Di"]


def render() -> list[str]:
    """The texts of :data:`GAMES`, in the language installed now."""
    from sanjuan.rules.cards import Role
    from sanjuan.rules.decisions import DecisionKind
    from sanjuan.rules.engine import apply, new_game
    from sanjuan.rules.observation import observe
    from sanjuan.rules.state import Options
    from ui.text.cards import card_tooltip
    from ui.text.costs import cost_text
    from ui.text.log import describe_event
    from ui.text.prompts import game_over_text, phase_name, prompt, waiting_text
    from ui.text.roles import role_tooltip
    from ui.text.table import governor_tooltip, pile_tooltip, player_tooltip, tile_tooltip

    out: list[str] = []
    for edition, players, seed in GAMES:
        s = new_game(Options(players, edition, seed % 2 == 0, seed))
        rng = random.Random(seed)
        step = seen = 0
        while not s.over:
            d = s.decision
            assert d is not None and s.log is not None
            obs = observe(s, d.seat)
            if d.kind is DecisionKind.BUILD:
                out += [cost_text(o) for o in d.options]
                out += [cost_text(o, False) for o in d.options]
            out += [prompt(obs, NAMES), phase_name(obs), waiting_text(d, NAMES)]
            if step % 3 == 0:
                out += [role_tooltip(r, obs, NAMES) for r in Role]
                out += [tile_tooltip(obs), governor_tooltip(obs, NAMES)]
                out += [pile_tooltip(pile, obs) for pile in ("draw", "discard")]
                out += [player_tooltip(obs, seat, NAMES) for seat in range(players)]
                out += [card_tooltip(s.types[c], s.edition, obs) for c in obs.hand]
            out += [str(describe_event(e, v, NAMES, s.types))
                    for e in s.log[seen:] for v in range(players)]
            seen = len(s.log)
            apply(s, d.sample(rng))
            step += 1
        assert s.log is not None
        out.append(game_over_text(observe(s, 0), NAMES))
        out += [str(describe_event(e, 0, NAMES, s.types)) for e in s.log[seen:]]
    return out


def main() -> None:
    """Print the count and hash of the texts per language; ``--out P`` also writes them
    to ``P.en.txt`` and ``P.de.txt``."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", help="write the texts to OUT.en.txt and OUT.de.txt")
    args = ap.parse_args()
    app = QCoreApplication.instance() or QCoreApplication([])
    import ui

    qm = os.path.join(os.path.dirname(os.path.dirname(ui.__file__)), "i18n", "sanjuan_de.qm")
    for lang in ("en", "de"):
        tr = QTranslator(app)
        if lang == "de":
            assert tr.load(qm), qm
            QCoreApplication.installTranslator(tr)
        texts = "\n".join(render())
        if args.out:
            with open(f"{args.out}.{lang}.txt", "w", encoding="utf-8") as fh:
                fh.write(texts)
        print(lang, texts.count("\n") + 1, hashlib.sha256(texts.encode()).hexdigest()[:16])
        QCoreApplication.removeTranslator(tr)


if __name__ == "__main__":
    main()
