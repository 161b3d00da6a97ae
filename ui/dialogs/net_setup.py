"""Game ▸ Host a network game and Game ▸ Join a network game: the two questions asked
before a network game (issue 21).

:class:`HostDialog` asks who sits where (you, players over the network, computer
players), the edition, where the server runs (started on this computer — for this
computer only or for the local network — or an existing server's address) and how long
a dropped player may be gone before a computer takes over. :class:`JoinDialog` asks for
the server's address, the invite code and your name. Both only ask; the window's
network glue acts on :meth:`HostDialog.choices` / :meth:`JoinDialog.choices`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sanjuan.rules.seat import NETWORK, PLAYER_LEVELS
from ui.dialogs.fit import FitScroll, regrow
from ui.dialogs.new_game import KindCombo, dialog_css, edition_combo
from ui.dialogs.paper import PaperLook
from ui.session.net_session import normalise_url
from ui.text import arg

translate = QCoreApplication.translate
MAX_SEATS = 4
NAME_LENGTH = 20


@dataclass
class HostChoices:
    """What the host chose: ``name`` (yours; seat 1 is yours), ``kinds`` of the other
    seats (``"network"`` or a computer level), ``edition``, ``variant``, ``local_server``
    (start one on this computer) with ``lan`` (friends on the local network may join)
    and ``announce`` (announce the game there, zeroconf; off by default) or else
    ``url`` (an existing server), ``takeover_minutes`` and ``takeover_level``
    (the computer that plays a seat whose player has gone that long)."""

    name: str = ""
    kinds: list[str] = field(default_factory=lambda: [NETWORK])
    edition: str = "2018"
    variant: bool = False
    local_server: bool = True
    lan: bool = True
    announce: bool = False
    url: str = ""
    takeover_minutes: int = 2
    takeover_level: str = "medium"

    @property
    def players(self) -> int:
        """Seats at the table, yours included."""
        return 1 + len(self.kinds)


@dataclass
class JoinChoices:
    """What a guest entered: the server's ``url`` (normalised), the ``code`` and their
    ``name``."""

    url: str
    code: str
    name: str


def _problem_and_buttons(layout: QVBoxLayout, prefix: str, ok_text: str,
                         accept: Callable[[], None], reject: Callable[[], None]) -> QLabel:
    """Add to ``layout`` a hidden red line for what is wrong with the answers (returned;
    named ``PREFIX_problem``) and OK/Cancel buttons: OK reads ``ok_text``, is named
    ``PREFIX_button`` and calls ``accept`` (which checks the answers), Cancel calls
    ``reject``."""
    problem = QLabel(wordWrap=True)
    problem.setObjectName(f"{prefix}_problem")
    problem.setProperty("problem", True)  # the alert colour of the dialog (dialog_css)
    problem.hide()
    layout.addWidget(problem)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                               | QDialogButtonBox.StandardButton.Cancel)
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    ok.setText(ok_text)
    ok.setObjectName(f"{prefix}_button")
    buttons.accepted.connect(accept)
    buttons.rejected.connect(reject)
    layout.addWidget(buttons)
    return problem


def _player_name(edit: QLineEdit) -> str:
    return edit.text().strip() or translate("Network", "Player")


class HostDialog(QDialog):
    """Asks how to host a network game; after ``accepted`` read :meth:`choices`."""

    def __init__(self, choices: HostChoices | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        c = choices or HostChoices()
        self.setObjectName("host_dialog")
        self.setWindowTitle(translate("Network", "Host a network game"))
        self.paper = PaperLook(self, lambda c: dialog_css(c, "host_dialog"))
        outer = QVBoxLayout(self)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        self.rows_scroll = FitScroll(body)  # 200 % text on a small screen: rows scroll
        outer.addWidget(self.rows_scroll, 1)
        top = QFormLayout()
        self.name = QLineEdit(c.name)
        self.name.setObjectName("host_name")
        self.name.setMaxLength(NAME_LENGTH)
        self.name.setPlaceholderText(translate("Network", "Player"))
        top.addRow(translate("Network", "Your name:"), self.name)
        self.players = QSpinBox()
        self.players.setObjectName("host_players")
        self.players.setRange(2, MAX_SEATS)
        self.players.setSuffix(translate("Network", " players"))
        top.addRow(translate("Network", "Number of players:"), self.players)
        layout.addLayout(top)

        seats = QGroupBox(translate("Network", "Seats (in seating order)"))
        grid = QGridLayout(seats)
        grid.addWidget(QLabel(arg(translate("Network", "Seat %1"), 1)), 0, 0)
        grid.addWidget(QLabel(translate("Network", "You")), 0, 1)
        self.kinds: list[KindCombo] = []
        self.seat_labels: list[QLabel] = []
        for i in range(1, MAX_SEATS):
            label = QLabel(arg(translate("Network", "Seat %1"), i + 1))
            kind = KindCombo(name=f"host_kind_{i}")
            kind.addItem(translate("Network", "A player over the network"), NETWORK)
            kind.add_kinds(PLAYER_LEVELS)
            grid.addWidget(label, i, 0)
            grid.addWidget(kind, i, 1)
            self.seat_labels.append(label)
            self.kinds.append(kind)
        layout.addWidget(seats)

        form = QFormLayout()
        self.edition = edition_combo("host_edition")
        form.addRow(translate("Network", "Edition:"), self.edition)
        self.variant = QCheckBox(translate("Network", "Start-hand variant (draw more, keep 4)"))
        self.variant.setObjectName("host_variant")
        form.addRow("", self.variant)
        self.takeover = QSpinBox()
        self.takeover.setObjectName("host_takeover")
        self.takeover.setRange(1, 60)
        self.takeover.setSuffix(translate("Network", " min"))
        self.takeover.setToolTip(translate(
            "Network", "When a player's connection is gone this long, a computer player "
            "plays their seat until they are back."))
        self.takeover.setAccessibleName(translate("Network", "Stand-in after"))
        self.takeover_level = KindCombo(PLAYER_LEVELS, name="host_takeover_level")
        self.takeover_level.setAccessibleName(translate("Network", "Stand-in player"))
        row = QGridLayout()
        row.addWidget(self.takeover, 0, 0)
        row.addWidget(self.takeover_level, 0, 1)
        form.addRow(translate("Network", "Stand-in after:"), row)
        layout.addLayout(form)

        server = QGroupBox(translate("Network", "Server"))
        box = QVBoxLayout(server)
        self.local = QRadioButton(translate("Network", "Start one on this computer"))
        self.local.setObjectName("host_local")
        self.lan = QCheckBox(translate("Network", "Players on my local network may join"))
        self.lan.setObjectName("host_lan")
        self.announce = QCheckBox(translate("Network", "Announce this game on the local "
                                                       "network"))
        self.announce.setObjectName("host_announce")
        self.announce.setToolTip(translate(
            "Network", "Players on your local network then find it in their Join dialog "
                       "and only need the invite code."))
        self.remote = QRadioButton(translate("Network", "Use a server at this address:"))
        self.remote.setObjectName("host_remote")
        self.url = QLineEdit(c.url)
        self.url.setObjectName("host_url")
        self.url.setPlaceholderText("ws://192.168.1.20:8765/")
        group = QButtonGroup(self)
        group.addButton(self.local)
        group.addButton(self.remote)
        indent = QVBoxLayout()
        indent.setContentsMargins(24, 0, 0, 0)
        indent.addWidget(self.lan)
        indent.addWidget(self.announce)
        box.addWidget(self.local)
        box.addLayout(indent)
        box.addWidget(self.remote)
        box.addWidget(self.url)
        layout.addWidget(server)
        self.problem = _problem_and_buttons(outer, "host",
                                            translate("Network", "Host game"),
                                            self._try_accept, self.reject)

        self.players.valueChanged.connect(self._update)
        self.local.toggled.connect(self._update)
        self.lan.toggled.connect(self._update)
        self._load(c)

    def _load(self, c: HostChoices) -> None:
        self.players.setValue(c.players)
        for i, kind in enumerate(self.kinds):
            key = c.kinds[i] if i < len(c.kinds) else NETWORK
            kind.setCurrentIndex(max(0, kind.findData(key)))
        self.edition.setCurrentIndex(max(0, self.edition.findData(c.edition)))
        self.variant.setChecked(c.variant)
        self.takeover.setValue(c.takeover_minutes)
        self.takeover_level.setCurrentIndex(max(0, self.takeover_level.findData(c.takeover_level)))
        (self.local if c.local_server else self.remote).setChecked(True)
        self.lan.setChecked(c.lan)
        self.announce.setChecked(c.announce)
        self._update()

    def _update(self) -> None:
        n = self.players.value()
        for i, (label, kind) in enumerate(zip(self.seat_labels, self.kinds, strict=True)):
            label.setVisible(i + 1 < n)
            kind.setVisible(i + 1 < n)
        self.lan.setEnabled(self.local.isChecked())
        self.announce.setEnabled(self.local.isChecked() and self.lan.isChecked())
        self.url.setEnabled(not self.local.isChecked())
        regrow(self, self.rows_scroll)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Shown: at its full size hint (Qt would cap a new window at 2/3 of the screen),
        on the screen whole (its rows scroll when the screen is too small)."""
        super().showEvent(event)
        regrow(self, self.rows_scroll)

    def _try_accept(self) -> None:
        c = self.choices()
        problem = ""
        if NETWORK not in c.kinds:
            problem = translate("Network", "Choose at least one player over the network.")
        elif not c.local_server:
            try:
                normalise_url(self.url.text())
            except ValueError:
                problem = translate("Network", "Enter the server's address, e.g. "
                                               "ws://192.168.1.20:8765/.")
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        if not problem:
            self.accept()

    def choices(self) -> HostChoices:
        """The dialog's choices now (the URL normalised when it can be)."""
        try:
            url = normalise_url(self.url.text())
        except ValueError:
            url = self.url.text().strip()
        return HostChoices(
            name=_player_name(self.name),
            kinds=[str(k.currentData()) for k in self.kinds[:self.players.value() - 1]],
            edition=str(self.edition.currentData()), variant=self.variant.isChecked(),
            local_server=self.local.isChecked(), lan=self.lan.isChecked(),
            announce=self.announce.isChecked() and self.announce.isEnabled(), url=url,
            takeover_minutes=self.takeover.value(),
            takeover_level=str(self.takeover_level.currentData()))


#: Looks for games announced on the local network and answers ``done(games, problem)``:
#: the games found (:class:`sanjuan.net.announce.FoundGame`) and "" — or [] and a
#: sentence saying why it could not look.
GameFinder = Callable[[Callable[[list[Any], str], None]], None]


class JoinDialog(QDialog):
    """Asks for the server's address, the invite code and your name; after
    ``accepted`` read :meth:`choices` — or :attr:`rejoin`, one of the ``seats`` this
    computer holds (:mod:`ui.session.net_seats`) when the player chose to come back to
    that game. With a ``finder`` it offers to look for games announced on the local
    network: picking one fills in its address (the invite code is still asked: the
    announcement says where a game is, not how to take a seat)."""

    def __init__(self, url: str = "", name: str = "", parent: QWidget | None = None,
                 seats: list[dict[str, Any]] | None = None,
                 finder: GameFinder | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("join_dialog")
        self.setWindowTitle(translate("Network", "Join a network game"))
        self.paper = PaperLook(self, lambda c: dialog_css(c, "join_dialog"))
        self.setMinimumWidth(420)
        layout = QVBoxLayout(self)
        self.rejoin: dict[str, Any] | None = None
        self.seats = list(seats or ())
        if self.seats:
            back = QGroupBox(translate("Network", "Come back to a game"))
            row = QHBoxLayout(back)
            self.rejoin_combo = QComboBox()
            self.rejoin_combo.setObjectName("rejoin_combo")
            for e in self.seats:
                self.rejoin_combo.addItem(arg(translate("Network", "%1 · seat %2 · %3"),
                                              e.get("name") or "?", int(e["seat"]) + 1,
                                              e["url"]))
            rejoin = QPushButton(translate("Network", "Rejoin"))
            rejoin.setObjectName("rejoin_button")
            rejoin.clicked.connect(self._rejoin)
            row.addWidget(self.rejoin_combo, 1)
            row.addWidget(rejoin)
            layout.addWidget(back)
        self.finder = finder
        self.found: list[Any] = []
        if finder is not None:
            self._add_finder(layout)
        intro = QLabel(translate("Network", "The host of the game gives you its address and "
                                            "an invite code."), wordWrap=True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.url = QLineEdit(url)
        self.url.setObjectName("join_url")
        self.url.setPlaceholderText("ws://192.168.1.20:8765/")
        self.code = QLineEdit()
        self.code.setObjectName("join_code")
        self.code.setPlaceholderText("K7QM3-XPD2R")
        self.code.setMaxLength(40)
        self.name = QLineEdit(name)
        self.name.setObjectName("join_name")
        self.name.setMaxLength(NAME_LENGTH)
        self.name.setPlaceholderText(translate("Network", "Player"))
        form.addRow(translate("Network", "Server address:"), self.url)
        form.addRow(translate("Network", "Invite code:"), self.code)
        form.addRow(translate("Network", "Your name:"), self.name)
        layout.addLayout(form)
        self.problem = _problem_and_buttons(layout, "join",
                                            translate("Network", "Join game"),
                                            self._try_accept, self.reject)
        (self.code if url else self.url).setFocus()

    def _add_finder(self, layout: QVBoxLayout) -> None:
        group = QGroupBox(translate("Network", "Games on the local network"))
        box = QVBoxLayout(group)
        row = QHBoxLayout()
        self.find_status = QLabel(translate("Network", "Games whose host announces them."),
                                  wordWrap=True)
        self.find_status.setObjectName("join_find_status")
        self.find_button = QPushButton(translate("Network", "Look for games"))
        self.find_button.setObjectName("join_find")
        self.find_button.clicked.connect(self.look_for_games)
        row.addWidget(self.find_button)
        row.addStretch(1)
        box.addLayout(row)
        box.addWidget(self.find_status)  # a row of its own: a wrapped line gets its height
        self.found_list = QListWidget()
        self.found_list.setObjectName("join_found")
        self.found_list.setAccessibleName(translate("Network", "Games on the local network"))
        self.found_list.currentRowChanged.connect(self._pick)
        self.found_list.hide()
        box.addWidget(self.found_list)
        layout.addWidget(group)

    def look_for_games(self) -> None:
        """Ask the finder for the games announced now (the answer fills the list)."""
        if self.finder is None:
            return
        self.find_button.setEnabled(False)
        self.find_status.setText(translate("Network", "Looking…"))
        self.finder(self.show_found)

    def show_found(self, games: list[Any], problem: str) -> None:
        """List ``games`` (:class:`sanjuan.net.announce.FoundGame`) to pick from, or say
        that none was found, or ``problem`` (why the network could not be searched)."""
        self.find_button.setEnabled(True)
        self.found = list(games)
        self.found_list.clear()
        for g in self.found:
            self.found_list.addItem(arg(translate("Network", "%1 · %2 of %3 seats free · %4"),
                                        g.name, g.free, g.players, g.url))
        row = max(self.found_list.sizeHintForRow(0), self.found_list.fontMetrics().height())
        self.found_list.setFixedHeight(min(4, max(1, len(self.found))) * row
                                       + 2 * self.found_list.frameWidth() + 4)
        self.found_list.setVisible(bool(self.found))
        if problem:
            self.find_status.setText(problem)
        elif not self.found:
            self.find_status.setText(translate(
                "Network", "No game found. Ask the host to announce it, or enter its address."))
        else:
            self.find_status.setText(translate("Network", "Pick a game, then enter its "
                                                          "invite code."))
        layout = self.layout()
        if layout is not None:  # grow for a longer line or the list, never shrink
            layout.activate()
            self.resize(self.width(), max(self.height(), self.sizeHint().height()))

    def _pick(self, row: int) -> None:
        if 0 <= row < len(self.found):
            self.url.setText(self.found[row].url)
            self.code.setFocus()

    def _rejoin(self) -> None:
        self.rejoin = self.seats[self.rejoin_combo.currentIndex()]
        self.accept()

    def _try_accept(self) -> None:
        problem = ""
        try:
            normalise_url(self.url.text())
        except ValueError:
            problem = translate("Network", "Enter the server's address, e.g. "
                                           "ws://192.168.1.20:8765/.")
        if not problem and len("".join(self.code.text().split())) < 4:
            problem = translate("Network", "Enter the invite code the host gave you.")
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        if not problem:
            self.accept()

    def choices(self) -> JoinChoices:
        """What was entered (raises ValueError for an address that is no server's)."""
        return JoinChoices(normalise_url(self.url.text()), self.code.text().strip(),
                           _player_name(self.name))
