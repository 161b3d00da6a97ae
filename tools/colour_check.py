"""Colour-blind check of the table's palette (issue 22): simulate protanopia,
deuteranopia and tritanopia (Machado, Oliveira & Fernandes 2009, severity 1, applied in
linear sRGB) on the colours that tell things apart, and measure how far apart each pair
stays (distance in OKLab, Björn Ottosson 2020; 0.02 is about a just-noticeable
difference, :data:`DISTINCT` counts as clearly different).

A group whose members also differ by shape (goods: drop, cubes, leaf, beans, ingot;
roles and buildings: their pictograms and names; the chosen mark: its tick) may have
pairs that are close in some vision: they are listed, not failed. A group without a
shape cue must stay :data:`DISTINCT` in every vision.

Every table theme (ui.table.themes, issue 35) is checked: the marks, badges and the
felt are the theme's own.

    python tools/colour_check.py          # prints the table, exit 1 if a group fails
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from itertools import combinations
from pathlib import Path

DISTINCT = 0.08  # OKLab distance counted as clearly different
#: (name, matrix) of each simulated vision, for linear sRGB
VISIONS: dict[str, tuple[tuple[float, float, float], ...]] = {
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def _to_linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def parse(hex_colour: str) -> tuple[float, float, float]:
    """``"#rrggbb"`` → linear sRGB (0–1 each); raises ValueError for anything else."""
    h = hex_colour.lstrip("#")
    if len(h) != 6:
        raise ValueError(f"not #rrggbb: {hex_colour!r}")
    r, g, b = (int(h[i:i + 2], 16) / 255 for i in (0, 2, 4))
    return _to_linear(r), _to_linear(g), _to_linear(b)


def simulate(rgb: tuple[float, float, float], vision: str) -> tuple[float, float, float]:
    """Linear sRGB ``rgb`` as seen with ``vision`` (a key of :data:`VISIONS`), clipped."""
    m = VISIONS[vision]
    out = [sum(m[i][j] * rgb[j] for j in range(3)) for i in range(3)]
    return (min(1.0, max(0.0, out[0])), min(1.0, max(0.0, out[1])),
            min(1.0, max(0.0, out[2])))


def oklab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    """Linear sRGB → OKLab (L, a, b)."""
    r, g, b = rgb
    lms = (0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b,
           0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b,
           0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    l_, m_, s_ = (v ** (1 / 3) for v in lms)
    return (0.2104542553 * l_ + 0.7936177850 * m_ - 0.0040720468 * s_,
            1.9779984951 * l_ - 2.4285922050 * m_ + 0.4505937099 * s_,
            0.0259040371 * l_ + 0.7827717662 * m_ - 0.8086757660 * s_)


def distance(a: str, b: str, vision: str = "normal") -> float:
    """OKLab distance of ``#rrggbb`` colours ``a`` and ``b`` seen with ``vision``."""
    la, lb = oklab(simulate(parse(a), vision)), oklab(simulate(parse(b), vision))
    return sum((x - y) ** 2 for x, y in zip(la, lb, strict=True)) ** 0.5


@dataclass(frozen=True)
class Group:
    """Colours that tell ``members`` apart; ``shape``: what else tells them apart ("" =
    colour alone, so they must stay distinct in every vision)."""

    name: str
    members: dict[str, str]
    shape: str = ""


def theme_keys() -> list[str]:
    """The keys of every table theme (ui.table.themes.THEMES)."""
    from ui.table.themes import THEMES

    return list(THEMES)


def groups(theme: str = "felt") -> list[Group]:
    """The palette's groups in table theme ``theme`` (a key of ui.table.themes.THEMES;
    KeyError for another), read from ui.table.style, the theme and the role/pictogram
    art."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))  # draw_pictograms beside
    import draw_pictograms as pictos

    from sanjuan.rules.cards import Good
    from ui.table import style
    from ui.table.themes import THEMES

    t = THEMES[theme]

    def hx(c: object) -> str:
        return c.name()  # type: ignore[attr-defined]

    kinds = {g.name.lower(): hx(style.GOOD_COLOURS[g][0]) for g in Good}
    kinds["violet"] = hx(style.VIOLET[0])
    kinds["cathedral"] = hx(style.CATHEDRAL_COLOURS[0])
    roles = {"builder": "#c1502e", "producer": "#4f8a3c", "trader": "#1f7a8c",
             "councillor": "#7b3f61", "prospector": "#d99a1e"}  # assets/roles discs
    return [
        Group("card bands (goods, violet)", kinds,
              "good icons of distinct shapes; violet buildings their pictograms"),
        Group("roles", roles, "each role its own picture and name"),
        Group("building pictogram medallions",
              {k: disc for k, (_ring, disc) in pictos.COLOURS.items()},
              "each building its own glyph; medallion round (phase), square (city), "
              "octagonal (end scoring)"),
        # marks on a card face: may be chosen (gold edge) and chosen (teal edge + tick)
        Group("marks: choosable vs chosen", {"choosable": t.gold, "chosen": t.teal},
              "chosen has a tick"),
        # a mark must stand out from the card and from the felt, by colour alone (the
        # felt is shaded: both its light middle and its dark edges count)
        Group("choosable mark on card", {"mark": t.gold, "card": t.paper}),
        *(Group(f"choosable mark on felt ({where})", {"mark": t.gold, "felt": felt})
          for where, felt in _felts(t)),
        Group("chosen mark on card", {"mark": t.teal, "card": t.paper}),
        *(Group(f"chosen mark on felt ({where})", {"mark": t.teal, "felt": felt})
          for where, felt in _felts(t)),
        Group("cost badge on card", {"badge": t.terracotta, "card": t.paper}),
        Group("VP badge on card", {"badge": t.gold, "card": t.paper}),
        # the seat whose decision is open has a frame of its own colour on the felt
        *(Group(f"deciding frame on felt ({where})", {"frame": t.deciding, "felt": felt})
          for where, felt in _felts(t)),
    ]


def _felts(theme: object) -> list[tuple[str, str]]:
    """(where, colour) of the felt of ``theme`` (a ui.table.themes.Theme): its middle
    and its edges (the glow), or once where it is plain."""
    from PySide6.QtGui import QColor

    felt, (lighter, darker) = theme.felt, theme.glow  # type: ignore[attr-defined]
    if (lighter, darker) == (100, 100):
        return [("plain", felt)]
    return [("middle", QColor(felt).lighter(lighter).name()),
            ("edge", QColor(felt).darker(darker).name())]


def check(group: Group) -> list[tuple[str, str, str, float]]:
    """(vision, a, b, distance) of every pair of ``group`` closer than :data:`DISTINCT`."""
    close = []
    for vision in VISIONS:
        for (a, ca), (b, cb) in combinations(group.members.items(), 2):
            d = distance(ca, cb, vision)
            if d < DISTINCT:
                close.append((vision, a, b, d))
    return close


def main() -> int:
    """Print, per theme, group and vision, the closest pair; exit status 1 if a group
    without a shape cue has a pair closer than :data:`DISTINCT` in any theme."""
    failed = False
    for theme in theme_keys():
        print(f"== theme {theme}")
        failed |= _main_theme(theme)
    return 1 if failed else 0


def _main_theme(theme: str) -> bool:
    """Print the table of ``theme``; True if a group failed."""
    failed = False
    for g in groups(theme):
        print(f"{g.name}:")
        for vision in VISIONS:
            pairs = [(distance(ca, cb, vision), a, b)
                     for (a, ca), (b, cb) in combinations(g.members.items(), 2)]
            d, a, b = min(pairs)
            flag = "ok" if d >= DISTINCT else ("shape: " + g.shape if g.shape else "FAIL")
            failed |= d < DISTINCT and not g.shape
            print(f"  {vision:13} closest {a}/{b}: {d:.3f}  {flag}")
    return failed


if __name__ == "__main__":
    raise SystemExit(main())
