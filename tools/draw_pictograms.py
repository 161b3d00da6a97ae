# ruff: noqa: E501  (one SVG glyph per line reads best)
"""Write the building pictograms assets/buildings/<key>.svg (issue 22): one simple,
original glyph per violet building, light on a medallion whose shape and colour say what
the building is for (round in the colour of the role whose phase it works in; square
violet for monuments and other city buildings; octagonal gold for the end-scoring
buildings), so that the purpose reads without colour too. Drawn for this project from circles,
rectangles and paths; production buildings use their good's icon (assets/goods).

    python tools/draw_pictograms.py    # rewrites the SVG files; add new ones to resources.qrc
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "buildings"
L = "#fff4dc"  # the glyph's light colour
D = "#3b2418"  # its dark details

#: medallion colours (ring, disc) by purpose
COLOURS = {"builder": ("#8f3a20", "#c1502e"), "producer": ("#1f5a2a", "#3f8a3a"),
           "trader": ("#135563", "#1f7a8c"), "councillor": ("#5a2a48", "#7b3f61"),
           "prospector": ("#8a6414", "#c8962a"), "city": ("#3e1f58", "#6c3d8c"),
           "scoring": ("#7a5200", "#b8860b")}

PURPOSE = {
    **dict.fromkeys(("smithy", "poor_house", "black_market", "crane", "carpenter", "quarry",
                     "tavern", "park"), "builder"),
    **dict.fromkeys(("aqueduct", "well"), "producer"),
    **dict.fromkeys(("trading_post", "market_stand", "market_hall", "hut", "harbor"),
                    "trader"),
    **dict.fromkeys(("archive", "prefecture", "customs_office"), "councillor"),
    **dict.fromkeys(("gold_mine", "goldsmith"), "prospector"),
    **dict.fromkeys(("guild_hall", "city_hall", "triumphal_arch", "palace", "residence",
                     "cathedral"), "scoring"),
}

GLYPHS: dict[str, str] = {
    "smithy":  # anvil
        f'<path d="M14 24h30c0 6 6 8 8 8v4H40l-4 6h6v6H22v-6h6l-4-6h-4c-4 0-6-6-6-12z" fill="{L}"/>',
    "gold_mine":  # mine entrance with a nugget
        f'<path d="M14 50V32a18 18 0 0 1 36 0v18z" fill="{L}"/><path d="M22 50V34a10 10 0 0 1 20 0v16z" fill="{D}"/>'
        f'<path d="M28 46l3-6 6 1 2 5z" fill="#f2c94c"/>',
    "archive":  # filing chest with drawers
        f'<rect x="17" y="14" width="30" height="38" rx="2" fill="{L}"/>'
        f'<g fill="{D}"><rect x="21" y="18" width="22" height="9"/><rect x="21" y="29" width="22" height="9"/>'
        f'<rect x="21" y="40" width="22" height="9"/></g><g fill="{L}"><rect x="28" y="21" width="8" height="3"/>'
        f'<rect x="28" y="32" width="8" height="3"/><rect x="28" y="43" width="8" height="3"/></g>',
    "poor_house":  # an empty bowl
        f'<path d="M12 30h40a20 18 0 0 1-40 0z" fill="{L}"/><rect x="24" y="47" width="16" height="5" rx="2" fill="{L}"/>',
    "black_market":  # a hooded coin: crescent moon over a coin
        f'<path d="M34 10a14 14 0 1 0 12 22a11 11 0 1 1-12-22z" fill="{L}"/>'
        f'<circle cx="24" cy="44" r="9" fill="#f2c94c" stroke="{D}" stroke-width="2"/>',
    "trading_post":  # signpost
        f'<rect x="29" y="12" width="6" height="42" fill="{L}"/><path d="M35 16h14l5 5-5 5H35z" fill="{L}"/>'
        f'<path d="M29 30H15l-5 5 5 5h14z" fill="{L}"/>',
    "well":  # well with roof and bucket
        f'<path d="M12 24l20-12 20 12z" fill="{L}"/><rect x="17" y="24" width="3" height="14" fill="{L}"/>'
        f'<rect x="44" y="24" width="3" height="14" fill="{L}"/><rect x="14" y="38" width="36" height="14" rx="2" fill="{L}"/>'
        f'<rect x="29" y="27" width="6" height="7" fill="{D}"/>',
    "market_stand":  # striped awning over a counter
        f'<path d="M10 22h44l-4 10H14z" fill="{L}"/><g fill="{D}"><path d="M19 22h6l-1 10h-6z"/><path d="M37 22h6l2 10h-6z"/></g>'
        f'<rect x="15" y="32" width="4" height="20" fill="{L}"/><rect x="45" y="32" width="4" height="20" fill="{L}"/>'
        f'<rect x="13" y="42" width="38" height="5" fill="{L}"/>',
    "crane":  # crane with a hanging block
        f'<rect x="16" y="14" width="5" height="40" fill="{L}"/><path d="M14 14h38v5H14z" fill="{L}"/>'
        f'<path d="M21 28l14-14h4L21 32z" fill="{L}"/><rect x="44" y="19" width="2" height="16" fill="{L}"/>'
        f'<rect x="39" y="35" width="12" height="9" fill="{L}"/><rect x="10" y="52" width="18" height="3" fill="{L}"/>',
    "chapel":  # small church with a cross
        f'<rect x="30" y="8" width="4" height="12" fill="{L}"/><rect x="26" y="11" width="12" height="4" fill="{L}"/>'
        f'<path d="M16 34l16-14 16 14v18H16z" fill="{L}"/><path d="M28 52V42a4 4 0 0 1 8 0v10z" fill="{D}"/>',
    "tower":  # crenellated tower
        f'<path d="M20 14h5v5h5v-5h4v5h5v-5h5v12h-3v28H23V26h-3z" fill="{L}"/>'
        f'<rect x="29" y="32" width="6" height="9" rx="3" fill="{D}"/>',
    "aqueduct":  # three arches with water on top
        f'<path d="M8 22h48v30h-7V40a7 7 0 0 0-14 0v12h-6V40a7 7 0 0 0-14 0v12H8z" fill="{L}"/>'
        f'<rect x="8" y="16" width="48" height="4" fill="#7ec8e3"/>',
    "carpenter":  # hand saw: a blade with big teeth and a handle
        f'<path d="M10 24h32v12H10z" fill="{L}"/>'
        f'<path d="M10 36l3 6 3-6 3 6 3-6 3 6 3-6 3 6 3-6 3 6 3-6z" fill="{L}"/>'
        f'<path d="M42 20h10a4 4 0 0 1 4 4v14a4 4 0 0 1-4 4H42z" fill="{L}"/>'
        f'<rect x="46" y="26" width="6" height="10" rx="2" fill="{D}"/>',
    "prefecture":  # seal stamp
        f'<rect x="27" y="10" width="10" height="16" rx="4" fill="{L}"/><path d="M18 26h28l4 10H14z" fill="{L}"/>'
        f'<rect x="14" y="38" width="36" height="6" fill="{L}"/><rect x="20" y="48" width="24" height="4" rx="2" fill="{L}"/>',
    "market_hall":  # hall with pediment and columns
        f'<path d="M10 24l22-12 22 12z" fill="{L}"/><rect x="12" y="26" width="40" height="4" fill="{L}"/>'
        f'<g fill="{L}"><rect x="15" y="32" width="5" height="16"/><rect x="25" y="32" width="5" height="16"/>'
        f'<rect x="34" y="32" width="5" height="16"/><rect x="44" y="32" width="5" height="16"/></g>'
        f'<rect x="10" y="49" width="44" height="4" fill="{L}"/>',
    "quarry":  # stacked stone blocks
        f'<g fill="{L}" stroke="{D}" stroke-width="1.5"><rect x="10" y="38" width="20" height="14"/>'
        f'<rect x="32" y="38" width="22" height="14"/><rect x="20" y="22" width="22" height="15"/>'
        f'<path d="M44 30l8-10 4 3-7 9z"/></g>',
    "library":  # books on a shelf
        f'<g fill="{L}"><rect x="12" y="16" width="8" height="34"/><rect x="22" y="20" width="8" height="30"/>'
        f'<rect x="32" y="14" width="7" height="36"/><path d="M41 22l6-2 7 28-6 2z"/></g>'
        f'<rect x="10" y="50" width="44" height="4" fill="{L}"/>'
        f'<g fill="{D}"><rect x="12" y="22" width="8" height="2"/><rect x="22" y="26" width="8" height="2"/>'
        f'<rect x="32" y="20" width="7" height="2"/></g>',
    "statue":  # figure on a plinth
        f'<circle cx="32" cy="15" r="5" fill="{L}"/><path d="M25 22h14l-2 16h-3v6h-4v-6h-3z" fill="{L}"/>'
        f'<path d="M39 23l6-6 2 2-7 8z" fill="{L}"/><rect x="20" y="44" width="24" height="9" fill="{L}"/>',
    "victory_column":  # column with a laurel on top
        f'<path d="M24 16a8 6 0 0 1 16 0" fill="none" stroke="#9bd17a" stroke-width="3"/>'
        f'<rect x="24" y="18" width="16" height="4" fill="{L}"/><rect x="27" y="22" width="10" height="24" fill="{L}"/>'
        f'<rect x="22" y="46" width="20" height="4" fill="{L}"/><rect x="18" y="50" width="28" height="4" fill="{L}"/>'
        f'<g fill="{D}"><rect x="30" y="24" width="1.5" height="20"/><rect x="33" y="24" width="1.5" height="20"/></g>',
    "hero":  # shield with a sword
        f'<path d="M16 14h32v16c0 12-8 18-16 22-8-4-16-10-16-22z" fill="{L}"/>'
        f'<rect x="30" y="16" width="4" height="30" fill="{D}"/><rect x="24" y="24" width="16" height="4" fill="{D}"/>',
    "guild_hall":  # gear
        f'<g fill="{L}" transform="translate(32 32)">'
        + "".join(f'<rect x="-4" y="-22" width="8" height="10" transform="rotate({a})"/>' for a in range(0, 360, 45))
        + f'</g><circle cx="32" cy="32" r="14" fill="{L}"/><circle cx="32" cy="32" r="6" fill="{D}"/>',
    "city_hall":  # building with a clock tower
        f'<rect x="26" y="10" width="12" height="16" fill="{L}"/><circle cx="32" cy="17" r="4" fill="{D}"/>'
        f'<path d="M32 17v-3M32 17h2.5" stroke="{L}" stroke-width="1.2"/>'
        f'<rect x="10" y="26" width="44" height="26" fill="{L}"/>'
        f'<g fill="{D}"><rect x="15" y="31" width="6" height="8"/><rect x="43" y="31" width="6" height="8"/>'
        f'<path d="M28 52V42a4 4 0 0 1 8 0v10z"/></g>',
    "triumphal_arch":  # arch
        f'<path d="M10 14h44v38H42V36a10 10 0 0 0-20 0v16H10z" fill="{L}"/><rect x="8" y="12" width="48" height="5" fill="{L}"/>',
    "palace":  # crown
        f'<path d="M12 44l-2-24 11 10 11-16 11 16 11-10-2 24z" fill="{L}"/><rect x="12" y="46" width="40" height="6" fill="{L}"/>'
        f'<circle cx="32" cy="35" r="3" fill="#c1502e"/>',
    "guard_room":  # helmet
        f'<path d="M14 40a18 20 0 0 1 36 0v6H14z" fill="{L}"/><rect x="30" y="10" width="4" height="12" fill="{L}"/>'
        f'<rect x="18" y="36" width="28" height="4" fill="{D}"/><rect x="30" y="40" width="4" height="8" fill="{D}"/>',
    "office_building":  # quill and ink pot
        f'<path d="M44 8c-10 4-18 14-20 30l4 2c4-14 10-24 16-32z" fill="{L}"/>'
        f'<path d="M16 40h22l-2 12H18z" fill="{L}"/><rect x="20" y="36" width="14" height="4" fill="{L}"/>',
    "hut":  # hut with a thatched roof
        f'<path d="M8 34L32 12l24 22z" fill="{L}"/><rect x="16" y="34" width="32" height="18" fill="{L}"/>'
        f'<rect x="28" y="40" width="8" height="12" fill="{D}"/>',
    "tavern":  # beer mug
        f'<rect x="16" y="20" width="24" height="32" rx="3" fill="{L}"/>'
        f'<path d="M40 26h6a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5h-6v-5h5v-8h-5z" fill="{L}"/>'
        f'<path d="M14 22a6 6 0 0 1 8-8a7 7 0 0 1 12 0a6 6 0 0 1 8 8z" fill="#ffffff"/>',
    "park":  # tree
        f'<circle cx="32" cy="24" r="14" fill="#9bd17a"/><circle cx="22" cy="30" r="9" fill="#9bd17a"/>'
        f'<circle cx="42" cy="30" r="9" fill="#9bd17a"/><rect x="29" y="34" width="6" height="18" fill="{L}"/>'
        f'<rect x="16" y="52" width="32" height="3" fill="{L}"/>',
    "customs_office":  # crate with a seal
        f'<rect x="12" y="20" width="34" height="30" fill="{L}"/><path d="M12 20l34 30M46 20L12 50" stroke="{D}" stroke-width="3"/>'
        f'<circle cx="46" cy="22" r="9" fill="#c1502e" stroke="{L}" stroke-width="2"/>',
    "bank":  # stack of coins
        f'<g fill="#f2c94c" stroke="{D}" stroke-width="2"><ellipse cx="32" cy="48" rx="16" ry="5"/>'
        f'<path d="M16 40v8a16 5 0 0 0 32 0v-8"/><ellipse cx="32" cy="40" rx="16" ry="5"/>'
        f'<path d="M16 30v10a16 5 0 0 0 32 0V30"/><ellipse cx="32" cy="30" rx="16" ry="5"/>'
        f'<path d="M16 20v10a16 5 0 0 0 32 0V20"/><ellipse cx="32" cy="20" rx="16" ry="5"/></g>',
    "harbor":  # anchor
        f'<circle cx="32" cy="14" r="5" fill="none" stroke="{L}" stroke-width="3.5"/>'
        f'<rect x="30" y="18" width="4" height="32" fill="{L}"/><rect x="22" y="24" width="20" height="4" fill="{L}"/>'
        f'<path d="M12 34c2 12 10 18 20 18s18-6 20-18l-5 3c-2 6-8 9-15 9s-13-3-15-9z" fill="{L}"/>',
    "goldsmith":  # ring with a gem
        f'<circle cx="32" cy="38" r="14" fill="none" stroke="#f2c94c" stroke-width="6"/>'
        f'<path d="M24 18l8-8 8 8-8 8z" fill="{L}" stroke="{D}" stroke-width="1.5"/>',
    "residence":  # villa with a chimney and two floors
        f'<path d="M8 30L32 12l24 18z" fill="{L}"/><rect x="42" y="12" width="6" height="12" fill="{L}"/>'
        f'<rect x="12" y="30" width="40" height="22" fill="{L}"/>'
        f'<g fill="{D}"><rect x="17" y="34" width="7" height="6"/><rect x="40" y="34" width="7" height="6"/>'
        f'<rect x="28" y="40" width="8" height="12"/></g>',
    "cathedral":  # two towers and a rose window
        f'<path d="M10 52V22l6-10 6 10v30zM42 52V22l6-10 6 10v30z" fill="{L}"/>'
        f'<path d="M22 52V30l10-10 10 10v22z" fill="{L}"/><circle cx="32" cy="32" r="5" fill="{D}"/>'
        f'<path d="M28 52v-9a4 4 0 0 1 8 0v9z" fill="{D}"/>',
}
#: monuments and other city buildings without a phase
for _k in ("chapel", "tower", "library", "statue", "victory_column", "hero", "guard_room",
           "office_building", "bank"):
    PURPOSE.setdefault(_k, "city")


def _octagon(r: float) -> str:
    """Points of a regular octagon of circumradius ``r`` around (32, 32)."""
    import math

    return " ".join(f"{32 + r * math.cos(math.pi / 8 + i * math.pi / 4):.2f},"
                    f"{32 + r * math.sin(math.pi / 8 + i * math.pi / 4):.2f}" for i in range(8))


def medallion(purpose: str) -> str:
    """The medallion behind a glyph: its shape tells the purpose without colour (round:
    works in a role's phase, like the role cards; square: a city building or monument;
    octagon: scores at the game's end), its colour repeats it."""
    ring, disc = COLOURS[purpose]
    if purpose == "city":
        return (f'<rect x="1" y="1" width="62" height="62" rx="9" fill="{ring}"/>'
                f'<rect x="4.5" y="4.5" width="55" height="55" rx="6" fill="{disc}"/>')
    if purpose == "scoring":
        return (f'<polygon points="{_octagon(33)}" fill="{ring}"/>'
                f'<polygon points="{_octagon(29.2)}" fill="{disc}"/>')
    return (f'<circle cx="32" cy="32" r="31" fill="{ring}"/>'
            f'<circle cx="32" cy="32" r="27.5" fill="{disc}"/>')


def svg(key: str) -> str:
    """The SVG text of building ``key``'s pictogram."""
    title = key.replace("_", " ").capitalize()
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">\n'
            f'  <title>{title}</title>\n'
            f'  {medallion(PURPOSE[key])}\n'
            f'  {GLYPHS[key]}\n</svg>\n')


def main() -> int:
    """Write every pictogram; returns 0."""
    OUT.mkdir(parents=True, exist_ok=True)
    for key in GLYPHS:
        (OUT / f"{key}.svg").write_text(svg(key), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
