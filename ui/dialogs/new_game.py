"""The new-game dialog: 2–4 seats (name, human or computer strength), edition,
start-hand variant (RULES.md 2.1.5) and an optional seed; remembers the last choices.
Names follow the one name rule (:mod:`sanjuan.rules.names`): a control or format
character (an escape, a right-to-left override) cannot be typed or pasted into a name
field, and a remembered name is cleaned before it is used."""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QIntValidator, QShowEvent, QValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sanjuan.rules.names import name_problem, sanitize_name
from sanjuan.rules.seat import SEAT_KINDS, Seat
from sanjuan.rules.seeds import new_ai_seed
from sanjuan.rules.state import Options
from ui.dialogs.fit import FitScroll, regrow
from ui.dialogs.paper import PaperLook
from ui.session.seats import dialog_default_name
from ui.settings import EDITION_KEYS, NewGameChoices
from ui.table.themes import Chrome
from ui.text import QT_TRANSLATE_NOOP, arg
from ui.text.editions import edition_note

MAX_SEATS = 4
#: The longest name the dialog accepts (the name rule allows 40; 20 fits every table).
DIALOG_MAX_NAME = 20


class NameValidator(QValidator):
    """Accepts a name field's text only while it follows the name rule
    (:func:`~sanjuan.rules.names.name_problem`, at most :data:`DIALOG_MAX_NAME`
    characters): a keystroke or paste that would break it is refused."""

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        """Acceptable, or Invalid for text that breaks the name rule (Qt override)."""
        ok = name_problem(text, DIALOG_MAX_NAME) is None
        return (QValidator.State.Acceptable if ok else QValidator.State.Invalid), text, pos
def dialog_css(c: Chrome, name: str = "new_game_dialog") -> str:
    """The style sheet of the dialog whose object name is ``name`` (new game, host,
    join) in the colours ``c`` (ui.dialogs.paper): the headline and group titles in the
    accents, the group frames in the edge colour."""
    return (
        f"QDialog#{name} {{ background: {c.window}; }}"
        f"QLabel, QCheckBox {{ color: {c.text}; }}"
        f"QLabel[problem=\"true\"] {{ color: {c.alert}; }}"
        f"QLabel#new_game_header {{ font-size: 20px; font-weight: bold; color: {c.accent}; }}"
        f"QGroupBox {{ font-weight: bold; color: {c.accent2}; border: 1px solid {c.edge};"
        " border-radius: 6px; margin-top: 10px; padding-top: 6px; }"
        "QGroupBox::title { subcontrol-origin: margin; left: 8px; padding: 0 4px; }")


def edition_label(key: str) -> str:
    """The player-facing name of edition ``key``."""
    names = {"classic": QT_TRANSLATE_NOOP("NewGameDialog", "Classic (2004)"),
             "2018": QT_TRANSLATE_NOOP("NewGameDialog", "2018 edition"),
             "2018-expansion": QT_TRANSLATE_NOOP("NewGameDialog",
                                                 "2018 edition with the expansion")}
    return QCoreApplication.translate("NewGameDialog", names[key])


def edition_combo(name: str) -> QComboBox:
    """A combo box named ``name`` offering every edition (:data:`EDITION_KEYS`, in that
    order) by its player-facing name, with the edition's key as each item's data."""
    combo = QComboBox(objectName=name)
    for key in EDITION_KEYS:
        combo.addItem(edition_label(key), key)
    return combo


#: The dialog's content is at least this wide (px).
MIN_WIDTH = 420


class NewGameDialog(QDialog):
    """Asks how to set up the next game. After ``accepted``, read :meth:`options`,
    :meth:`seats` and :meth:`choices` (the latter to remember them)."""

    def __init__(self, choices: NewGameChoices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new_game_dialog")
        self.setWindowTitle(self.tr("New game"))
        self.paper = PaperLook(self, dialog_css)
        outer = QVBoxLayout(self)
        # The layout sets the dialog's minimum size, so more seats make it taller instead
        # of squashing the rows (an explicit setMinimumWidth on the dialog would stop the
        # layout from setting any minimum size: the width goes on a row instead). The rows
        # are in a scroll area as tall as they are, never taller than the screen: with
        # large text on a small screen they scroll (issue 22), the buttons stay.
        outer.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        body = QWidget(objectName="new_game_body")
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        header = QLabel(self.tr("Who plays?"), objectName="new_game_header")
        header.setMinimumWidth(MIN_WIDTH)
        layout.addWidget(header)

        self.players = QSpinBox(objectName="players_spin")
        self.players.setRange(2, MAX_SEATS)
        self.players.setSuffix(self.tr(" players"))
        top = QFormLayout()
        top.addRow(self.tr("Number of players:"), self.players)
        layout.addLayout(top)

        seats_box = QGroupBox(self.tr("Seats (in seating order)"))
        grid = QGridLayout(seats_box)
        grid.addWidget(QLabel(self.tr("Name")), 0, 1)
        grid.addWidget(QLabel(self.tr("Played by")), 0, 2)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.labels: list[QLabel] = []
        for i in range(MAX_SEATS):
            label = QLabel(arg(self.tr("Seat %1"), i + 1))
            name = QLineEdit(objectName=f"name_{i}")
            name.setMaxLength(DIALOG_MAX_NAME)
            name.setValidator(NameValidator(name))
            kind = QComboBox(objectName=f"kind_{i}")
            for key in SEAT_KINDS:
                kind.addItem(self._kind_label(key), key)
            kind.currentIndexChanged.connect(self._update_placeholders)
            grid.addWidget(label, i + 1, 0)
            grid.addWidget(name, i + 1, 1)
            grid.addWidget(kind, i + 1, 2)
            self.labels.append(label)
            self.names.append(name)
            self.kinds.append(kind)
        layout.addWidget(seats_box)

        form = QFormLayout()
        self.edition = edition_combo("edition_combo")
        form.addRow(self.tr("Edition:"), self.edition)
        self.edition_note = QLabel(objectName="edition_note", wordWrap=True)
        form.addRow("", self.edition_note)
        self.edition.currentIndexChanged.connect(self._show_edition_note)
        for i in range(self.edition.count()):
            self.edition.setItemData(i, edition_note(self.edition.itemData(i)),
                                     Qt.ItemDataRole.ToolTipRole)
        self.variant = QCheckBox(self.tr("Start-hand variant (draw more, keep 4)"),
                                 objectName="variant_check")
        form.addRow("", self.variant)
        self.seed = QLineEdit(objectName="seed_edit")
        self.seed.setValidator(QIntValidator(0, 2_000_000_000, self))
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setToolTip(self.tr("The same seed and the same moves give the same game."))
        form.addRow(self.tr("Seed:"), self.seed)
        layout.addLayout(form)
        self.rows_scroll = FitScroll(body)
        self.rows_body = body
        outer.addWidget(self.rows_scroll, 1)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Start game"))
        ok.setObjectName("start_button")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)

        self.players.valueChanged.connect(self._update_rows)
        self._load(choices)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Grown to its contents once shown: the fonts are final only now (the style
        sheet), and the size taken before was the rows' unpolished one, so the dialog
        opened clipped with both scroll bars (issue 34: 442×368 at 1280×800, 100 %)."""
        super().showEvent(event)
        regrow(self, self.rows_scroll)

    # ------------------------------------------------------------------ labels
    def _kind_label(self, key: str) -> str:
        return {"human": self.tr("Human"), "easy": self.tr("Computer – easy"),
                "medium": self.tr("Computer – medium"),
                "hard": self.tr("Computer – hard"),
                "expert": self.tr("Computer – expert")}[key]


    def _show_edition_note(self) -> None:
        note = edition_note(str(self.edition.currentData()))
        self.edition_note.setText(note)
        self.edition.setToolTip(note)

    # ------------------------------------------------------------------ state
    def _load(self, c: NewGameChoices) -> None:
        self.players.setValue(c.players)
        for i in range(MAX_SEATS):
            self.names[i].setText(c.names[i])
            self.kinds[i].setCurrentIndex(max(0, self.kinds[i].findData(c.kinds[i])))
        self.edition.setCurrentIndex(max(0, self.edition.findData(c.edition)))
        self._show_edition_note()
        self.variant.setChecked(c.variant)
        self.seed.setText("" if c.seed is None else str(c.seed))
        self._update_rows()

    def _update_rows(self) -> None:
        n = self.players.value()
        for i in range(MAX_SEATS):
            for w in (self.labels[i], self.names[i], self.kinds[i]):
                w.setEnabled(i < n)
                w.setVisible(i < n)
        self._update_placeholders()
        regrow(self, self.rows_scroll)

    def _update_placeholders(self) -> None:
        for i, edit in enumerate(self.names):
            edit.setPlaceholderText(self.default_name(i))

    def default_name(self, seat: int) -> str:
        """The name used for ``seat`` when its name field is left empty."""
        kinds = [self.kinds[i].currentData() for i in range(self.players.value())]
        return dialog_default_name(seat, kinds)

    def choices(self) -> NewGameChoices:
        """The dialog's current choices (to remember them)."""
        text = self.seed.text().strip()
        return NewGameChoices(
            players=self.players.value(),
            names=[sanitize_name(e.text(), DIALOG_MAX_NAME) for e in self.names],
            kinds=[str(k.currentData()) for k in self.kinds],
            edition=str(self.edition.currentData()),
            variant=self.variant.isChecked(),
            seed=int(text) if text.isascii() and text.isdigit() else None)

    def seats(self) -> list[Seat]:
        """The seats of the game to start."""
        c = self.choices()
        return [Seat(c.names[i] or self.default_name(i), c.kinds[i])
                for i in range(c.players)]

    def options(self, rng: random.Random | None = None) -> Options:
        """The options of the game to start (a fresh random seed if none is given)."""
        c = self.choices()
        if c.seed is not None:  # a deal chosen to be replayed: its computers as before
            return Options(c.players, c.edition, c.variant, c.seed)
        return Options(c.players, c.edition, c.variant,
                       (rng or random.SystemRandom()).randrange(10**9), new_ai_seed())
