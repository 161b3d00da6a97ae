"""The new-game dialog: 2–4 seats (name, human or computer strength), edition,
start-hand variant (RULES.md 2.1.5) and an optional seed; remembers the last choices.
Each computer level says in one line how it plays (the choices' tooltips, the combo
boxes' accessible descriptions and a line under the seats); "Computer – adaptive"
plays at the level nearest the people's rating (:mod:`ui.session.adaptive`), shows which
level that is now, and becomes that level when the game starts.
Names follow the one name rule (:mod:`sanjuan.rules.names`): a control or format
character (an escape, a right-to-left override) cannot be typed or pasted into a name
field, and a remembered name is cleaned before it is used."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
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
from sanjuan.rules.seat import ADAPTIVE, HUMAN, SEAT_KINDS, Seat
from sanjuan.rules.seeds import new_ai_seed
from sanjuan.rules.state import Options
from ui.dialogs.fit import FitScroll, regrow
from ui.dialogs.paper import PaperLook
from ui.session.adaptive import Ratings, adaptive_level, load_ratings
from ui.session.seats import dialog_default_name
from ui.settings import EDITION_KEYS, NewGameChoices
from ui.table.themes import Chrome
from ui.text import QT_TRANSLATE_NOOP, arg
from ui.text.editions import edition_note
from ui.text.levels import adaptive_label, level_description, seat_label

MAX_SEATS = 4
#: The choices of a "Played by" combo box: a person, each computer level, adaptive.
DIALOG_KINDS: tuple[str, ...] = (*SEAT_KINDS, ADAPTIVE)
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


class KindCombo(QComboBox):
    """A combo box of seat kinds: a choice per kind of ``kinds`` (``"human"``, computer
    levels, ``"adaptive"``, or kinds without words such as ``"network"`` added by the
    caller; :func:`~ui.text.levels.seat_label`, the kind as its data), each with its
    one-line description (:func:`~ui.text.levels.level_description`) as tooltip. Its own
    tooltip and accessible description follow the current choice, so a keyboard or
    screen-reader user learns how the chosen computer plays too. ``chosen(seat)`` (the
    ``seat`` it was made for) when its choice changed.

    It has no Python event handler (Qt may call one while it tears the widgets down),
    and its signals reach methods, not lambdas holding the dialog."""

    chosen = Signal(int)

    def __init__(self, kinds: Iterable[str] = (), seat: int = -1, name: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.seat = seat
        self.add_kinds(kinds)
        self.currentIndexChanged.connect(self._chosen)

    def add_kinds(self, kinds: Iterable[str]) -> None:
        """Add a choice per seat kind of ``kinds`` (see the class)."""
        for key in kinds:
            self.addItem(seat_label(key), key)
        self.reword()

    def reword(self) -> None:
        """Word every choice, its tooltip and the combo's description again (the
        language changed)."""
        for i in range(self.count()):
            key = self.itemData(i)
            if key is not None and seat_label(str(key)) != str(key):
                self.setItemText(i, seat_label(str(key)))
            self.setItemData(i, level_description(str(key)), Qt.ItemDataRole.ToolTipRole)
        self.describe()

    def describe(self) -> None:
        """The tooltip and accessible description of the current choice."""
        key = self.currentData()
        text = level_description(str(key)) if key is not None else ""
        self.setToolTip(text)
        self.setAccessibleDescription(text)

    def _chosen(self, _index: int) -> None:
        self.describe()
        self.chosen.emit(self.seat)


#: The dialog's content is at least this wide (px).
MIN_WIDTH = 420


class NewGameDialog(QDialog):
    """Asks how to set up the next game. After ``accepted``, read :meth:`options`,
    :meth:`seats` and :meth:`choices` (the latter to remember them).

    ``ratings`` reads the people's ratings for the adaptive choice (default:
    :func:`ui.session.adaptive.load_ratings` with the Statistics window's default
    counting); it is called once, after the dialog opened (the history is read then, not
    before the first paint), or when a seat's choice needs it first."""

    def __init__(self, choices: NewGameChoices, parent: QWidget | None = None,
                 ratings: Callable[[], Ratings] | None = None) -> None:
        super().__init__(parent)
        self._read_ratings = ratings or load_ratings
        self._ratings: Ratings = None
        self._ratings_read = False
        self._adaptive_now: str | None = None  # the level adaptive plays, once known
        self._described = -1  # the seat the line under the seats is about (-1: the first)
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
        self.seats_grid = grid
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
            kind = KindCombo(DIALOG_KINDS, i, f"kind_{i}")
            # the adaptive choice's text grows once its level is known
            kind.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            kind.setAccessibleName(arg(self.tr("Seat %1 played by"), i + 1))
            kind.currentIndexChanged.connect(self._update_placeholders)
            kind.chosen.connect(self._describe_seat)
            name.textChanged.connect(self._people_changed)
            grid.addWidget(label, i + 1, 0)
            grid.addWidget(name, i + 1, 1)
            grid.addWidget(kind, i + 1, 2)
            self.labels.append(label)
            self.names.append(name)
            self.kinds.append(kind)
        # How the chosen computer plays (the words of the choices' tooltips, which need a
        # pointer to be read); the names take the room the choices leave.
        grid.setColumnStretch(1, 1)
        self.level_note = QLabel(objectName="level_note", wordWrap=True)
        self.level_note.setAccessibleName(self.tr("How the computers play"))
        grid.addWidget(self.level_note, MAX_SEATS + 1, 0, 1, 3)
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
        self._describe_seat(-1)  # the first computer seat's, not the last one loaded
        # the adaptive choice names its level once the history was read, after the
        # dialog is on the screen (a timer of the dialog's: dropped with it)
        self._adaptive_timer = QTimer(self, singleShot=True, interval=0)
        self._adaptive_timer.timeout.connect(self._update_adaptive)
        self._adaptive_timer.start()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Grown to its contents once shown: the fonts are final only now (the style
        sheet), and the size taken before was the rows' unpolished one, so the dialog
        opened clipped with both scroll bars (issue 34: 442×368 at 1280×800, 100 %)."""
        super().showEvent(event)
        regrow(self, self.rows_scroll)

    # ------------------------------------------------------------------ levels
    def people(self) -> list[str]:
        """The names of the people (human seats) at the table as it is set up now: the
        names the adaptive choice is rated by."""
        n = self.players.value()
        return [self.names[i].text().strip() or self.default_name(i) for i in range(n)
                if self.kinds[i].currentData() == HUMAN]

    def adaptive_level(self) -> str:
        """The level (one of :data:`~sanjuan.rules.seat.PLAYER_LEVELS`) an adaptive seat
        plays now, against :meth:`people` (the history is read on the first call)."""
        if not self._ratings_read:
            self._ratings = self._read_ratings()
            self._ratings_read = True
        return adaptive_level(self._ratings, self.people())

    def _update_adaptive(self) -> None:
        """The adaptive choices name the level they play now (the people's names or
        seats changed, or the history was read), and the line under the seats says how
        the chosen computers play."""
        level = self.adaptive_level()
        text = adaptive_label(level)
        changed = False
        for kind in self.kinds:
            i = kind.findData(ADAPTIVE)
            if kind.itemText(i) != text:
                kind.setItemText(i, text)
                changed = True
        self._adaptive_now = level
        self._describe_levels()
        if changed:  # the choices are wider now: lay the seats out again at once, then
            # grow (the layout would otherwise learn of it only in the next event loop)
            self.seats_grid.invalidate()
            self.seats_grid.activate()
            regrow(self, self.rows_scroll)

    def _kinds_shown(self) -> list[str]:
        return [str(self.kinds[i].currentData()) for i in range(self.players.value())]

    def _describe_seat(self, seat: int) -> None:
        """The line under the seats describes ``seat``'s choice (it changed)."""
        self._described = seat
        self._describe_levels()

    def _describe_levels(self) -> None:
        """The line under the seats says how the computer of the seat last changed plays
        (before that, the first computer seat's; hidden while no seat is a computer).
        One line, not one per seat: the dialog must fit a small screen."""
        kinds = self._kinds_shown()
        seats = [i for i, k in enumerate(kinds) if k != HUMAN]
        if self._described in seats:
            seats.insert(0, self._described)
        text = ""
        if seats:
            key = kinds[seats[0]]
            label = (adaptive_label(self._adaptive_now) if key == ADAPTIVE
                     and self._adaptive_now is not None else seat_label(key))
            text = arg(self.tr("%1: %2"), label, level_description(key))
        note = self.level_note
        if (note.text(), note.isVisibleTo(self)) != (text, bool(text)):
            note.setText(text)
            note.setVisible(bool(text))
            regrow(self, self.rows_scroll)  # a line more or less

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
        self._people_changed()

    def _people_changed(self) -> None:
        if self._ratings_read:
            self._update_adaptive()  # the people the adaptive choice plays may have changed
        else:  # the history is read once the dialog is open
            self._describe_levels()

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
        """The seats of the game to start; an adaptive seat is the level it plays now
        (:meth:`adaptive_level`), so a game never holds "adaptive"."""
        c = self.choices()
        level = self.adaptive_level() if ADAPTIVE in c.kinds[:c.players] else None
        return [Seat(c.names[i] or self.default_name(i),
                     level if c.kinds[i] == ADAPTIVE and level else c.kinds[i])
                for i in range(c.players)]

    def options(self, rng: random.Random | None = None) -> Options:
        """The options of the game to start (a fresh random seed if none is given)."""
        c = self.choices()
        if c.seed is not None:  # a deal chosen to be replayed: its computers as before
            return Options(c.players, c.edition, c.variant, c.seed)
        return Options(c.players, c.edition, c.variant,
                       (rng or random.SystemRandom()).randrange(10**9), new_ai_seed())
