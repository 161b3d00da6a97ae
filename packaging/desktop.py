"""Linux desktop integration for the bundle: a desktop entry, AppStream metainfo and
hicolor icons (16–512 px, rendered from ``assets/icon.svg`` with Qt), written into
``dist/SanJuan/share/`` with a script that installs them for the user.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from xml.sax.saxutils import escape

from app_info import (
    APP_ID,
    DISPLAY_NAME,
    HOMEPAGE,
    ICON_SIZES,
    NAME,
    RELEASES,
    SCREENSHOT_URL,
    SUMMARY,
)

HERE = Path(__file__).resolve().parent
SVG = HERE.parent / "assets" / "icon.svg"

DESKTOP_ENTRY = f"""[Desktop Entry]
Type=Application
Name={DISPLAY_NAME}
GenericName=Card Game
GenericName[de]=Kartenspiel
Comment={SUMMARY}
Comment[de]=Das Kartenspiel San Juan gegen Computergegner
Exec={NAME}
Icon={APP_ID}
Terminal=false
Categories=Game;CardGame;BoardGame;
Keywords=cards;card game;board game;Puerto Rico;Seyfarth;
Keywords[de]=Karten;Kartenspiel;Brettspiel;Puerto Rico;Seyfarth;
StartupWMClass={NAME}
"""

DESCRIPTION = """<p>
San Juan is the card game by Andreas Seyfarth for two to four players. Choose a role
each turn (builder, producer, trader, councillor or prospector), build production and
violet buildings, produce and sell goods, and have the most victory points when the
twelfth building is placed.
</p>
<ul>
<li>Play against computer opponents of three strengths, or with friends at one computer</li>
<li>The 2004 game, the 2018 edition and its expansion, with the start-hand variant</li>
<li>Every card, role and tile explains itself in its tooltip; the rules are one key away</li>
<li>In English and German</li>
</ul>"""


def metainfo(version: str) -> str:
    """The AppStream metainfo XML for ``version``; raises ValueError if app_info.RELEASES
    has no entry for it (every shipped version needs release notes)."""
    if version not in {v for v, _, _ in RELEASES}:
        raise ValueError(f"packaging/app_info.py: RELEASES has no entry for {version}")
    releases = "\n".join(
        f'    <release version="{v}" date="{d}">\n'
        f"      <description><p>{escape(text)}</p></description>\n    </release>"
        for v, d, text in RELEASES)
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<component type="desktop-application">
  <id>{APP_ID}</id>
  <metadata_license>CC0-1.0</metadata_license>
  <project_license>LicenseRef-proprietary</project_license>
  <name>{DISPLAY_NAME}</name>
  <summary>{escape(SUMMARY)}</summary>
  <description>
{DESCRIPTION}
  </description>
  <developer id="{APP_ID.rsplit('.', 1)[0]}">
    <name>San Juan developers</name>
  </developer>
  <launchable type="desktop-id">{APP_ID}.desktop</launchable>
  <url type="homepage">{HOMEPAGE}</url>
  <provides>
    <binary>{NAME}</binary>
  </provides>
  <categories>
    <category>Game</category>
    <category>CardGame</category>
  </categories>
  <content_rating type="oars-1.1"/>
  <screenshots>
    <screenshot type="default">
      <caption>A game in progress: the table with every player's tableau and the log</caption>
      <image>{SCREENSHOT_URL}</image>
    </screenshot>
  </screenshots>
  <releases>
{releases}
  </releases>
</component>
"""


def render_icon(size: int, output: Path) -> None:
    """Render assets/icon.svg as a ``size``×``size`` px PNG at ``output``; raises
    SystemExit if it cannot be written."""
    from make_icon import render

    render(output, size)


def install(bundle: Path, version: str) -> list[Path]:
    """Write the desktop entry, metainfo, hicolor icons and ``install-desktop-entry.sh``
    into the bundle folder ``bundle``; returns the files written."""
    share = bundle / "share"
    files = {
        share / "applications" / f"{APP_ID}.desktop": DESKTOP_ENTRY,
        share / "metainfo" / f"{APP_ID}.metainfo.xml": metainfo(version),
    }
    for path, text in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    written = list(files)
    for size in ICON_SIZES:
        png = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        render_icon(size, png)
        written.append(png)
    scalable = share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SVG, scalable)
    script = bundle / "install-desktop-entry.sh"
    script.write_text((HERE / "linux" / "install-desktop-entry.sh").read_text()
                      .replace("@APP_ID@", APP_ID), encoding="utf-8")
    script.chmod(0o755)
    return [*written, scalable, script]
