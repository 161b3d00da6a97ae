"""Game ▸ Export game… and Export as web page…: a finished game as one file someone
else opens in the replay viewer (the save format, :func:`sanjuan.store.share.export_game`)
or as one self-contained HTML page (:func:`sanjuan.learn.page.html_page`) in the
window's language; Game ▸ History exports any recorded game the same way. A file that
cannot be written is explained in a message box."""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from sanjuan.learn.page import PageText, html_page, shown_names
from sanjuan.rules.events import Event
from sanjuan.rules.game import Game
from sanjuan.rules.seat import Seat
from sanjuan.store.history import History, HistoryError
from sanjuan.store.replay import ReplayError
from sanjuan.store.share import SUFFIX, export_game, record_game
from ui.dialogs.new_game import edition_label
from ui.history.records import replay_error
from ui.text import arg
from ui.text.log import describe_event
from ui.text.scoring import score_part_name

translate = QCoreApplication.translate

#: Asks for the path to write (``html``: a web page); None when the user cancels.
ExportAsker = Callable[[QWidget, str, bool], str | None]

#: The score parts the page may name (:class:`PageText` ``parts``).
SCORE_PARTS = ("buildings", "chapel", "bank", "harbor", "guild_hall", "city_hall",
               "triumphal_arch", "residence", "cathedral", "palace")


def page_text() -> PageText:
    """The web page's words in the window's language."""
    return PageText(
        title=translate("Export", "San Juan — a finished game"),
        edition=translate("Export", "Edition"),
        players=translate("Export", "Players"), rounds=translate("Export", "Rounds"),
        scores=translate("Export", "Final scores"),
        chart=translate("Export", "Victory points at the end of each round"),
        log=translate("Export", "Game log"), player=translate("Export", "Player"),
        total=translate("Export", "Total"), winner=translate("Export", "winner"),
        round_axis=translate("Export", "round"), vp_axis=translate("Export", "VP"),
        parts={k: score_part_name(k) for k in SCORE_PARTS})


def plain(html_text: str) -> str:
    """The plain text of a log line in simple HTML (the page escapes it again)."""
    doc = QTextDocument()
    doc.setHtml(html_text)
    return re.sub(r"\s+", " ", doc.toPlainText()).strip()


def web_page(game: Game, names: Sequence[str]) -> str:
    """The finished ``game`` as an HTML page in the window's language: the log as a
    spectator reads it (no hidden card named, RULES.md 5)."""
    types = game.state.types
    shown = shown_names(names)  # cleaned and isolated inside every line

    def describe(ev: Event) -> str | None:
        line = describe_event(ev, -1, shown, types, False)
        return plain(line) if line else None

    words = page_text()
    page = html_page(game, names, words, describe)
    lang = translate("Export", "en", "the HTML lang attribute of the exported page")
    page = page.replace('<html lang="en">', f'<html lang="{html.escape(lang)}">', 1)
    # the edition in words ("Classic (2004)") instead of "Edition: classic"
    key = game.options.edition
    return page.replace(f"<p>{html.escape(words.edition)}: {html.escape(key)} · ",
                        f"<p>{html.escape(edition_label(key))} · ", 1)


def ask_export_path(parent: QWidget, folder: str, html: bool) -> str | None:
    """The file dialog of an export, starting in ``folder``; a path (the right ending
    added) or None."""
    today = QDate.currentDate().toString("yyyy-MM-dd")
    name = arg(translate("GameFiles", "San Juan %1"), today)
    ending = ".html" if html else SUFFIX
    if html:
        title, filt = translate("Export", "Export as web page"), \
            translate("Export", "Web pages (*.html *.htm)")
    else:
        title, filt = translate("Export", "Export game"), \
            translate("Export", "San Juan games (*.sanjuan.json *.json)")
    path, _ = QFileDialog.getSaveFileName(parent, title, str(Path(folder) / (name + ending)),
                                          filt)
    if path and not path.endswith((".html", ".htm") if html else (".json",)):
        path += ending
    return path or None


def export_finished(parent: QWidget, game: Game | None, seats: Sequence[Seat], folder: str,
                    html: bool, ask: ExportAsker = ask_export_path) -> str | None:
    """Export the finished ``game`` (``seats`` give names and kinds) to a path ``ask``
    returns: the save format, or a web page when ``html``. Returns the path written, or
    None (nothing to export, cancelled, or it failed: then a message box, object name
    ``export_error_box``, says why)."""
    if game is None or not game.state.over:
        return None
    path = ask(parent, folder, html)
    if not path:
        return None
    names = [s.name for s in seats]
    try:
        if html:
            Path(path).write_text(web_page(game, names), encoding="utf-8")
        else:
            export_game(game, names, [s.kind for s in seats], path)
    except (OSError, ValueError) as exc:
        why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        box = QMessageBox(QMessageBox.Icon.Warning, translate("Export", "Export"),
                          arg(translate("Export", "The game could not be exported to %1: %2"),
                              path, why), QMessageBox.StandardButton.Ok, parent)
        box.setObjectName("export_error_box")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return None
    return path


def export_history_game(parent: QWidget, history: History, game_id: int, folder: str,
                        html: bool, ask: ExportAsker = ask_export_path) -> str | None:
    """Export game ``game_id`` of ``history`` as :func:`export_finished` does; a record
    that cannot be read or replayed is explained (``replay_error_box``). Returns the path
    written or None."""
    try:
        record = history.game(game_id)
        game = record_game(record)
    except (HistoryError, ReplayError) as exc:
        replay_error(parent, str(exc))
        return None
    return export_finished(parent, game, [s.seat for s in record.seats], folder, html, ask)
