"""The Settings dialog (Game ▸ Settings, Preferences on macOS): language, pace of the
computer players, animations, one-answer decisions, hints, text size and contrast, sound
(:mod:`ui.dialogs.sound_box`) and the defaults of a new game (seats with names and
levels, edition, start-hand variant).

Every change is stored at once through the typed :class:`~ui.settings.Settings`, whose
``changed`` signal keeps the View menu and the hint dock in step (and this dialog in
step with them). The window installs a new language (``languageChanged``), and the
dialog re-translates itself like every other widget (``changeEvent`` →
:meth:`retranslate_ui`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
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
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ui.dialogs.fit import FitScroll, available, fit_to_screen
from ui.dialogs.look_box import LookBox
from ui.dialogs.new_game import (
    DIALOG_KINDS,
    MAX_SEATS,
    KindCombo,
    edition_label,
)
from ui.dialogs.sound_box import SoundBox
from ui.settings import EDITION_KEYS, LANGUAGES, PACES, Settings
from ui.text import arg

translate = QCoreApplication.translate


def pace_label(ms: int) -> str:
    """Menu text of a pace in ms."""
    names = {0: translate("Menus", "Instant"),
             300: translate("Menus", "Fast (0.3 s per move)"),
             800: translate("Menus", "Normal (0.8 s per move)"),
             1500: translate("Menus", "Slow (1.5 s per move)")}
    return names.get(ms, arg(translate("Menus", "%1 ms per move"), str(ms)))


class SettingsDialog(QDialog):
    """Edits ``settings`` in place; emits ``languageChanged(str)`` with the new language
    key (``"system"``, ``"en"``, ``"de"``) for the window to install it, and
    ``paceChanged(int)`` with the new pace in ms. Follows changes made elsewhere
    (``Settings.changed``). Deletes itself when closed."""

    languageChanged = Signal(str)
    paceChanged = Signal(int)

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settings_dialog")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.settings = settings
        #: The check boxes tied to a setting, by its key (:meth:`_bind`).
        self._checks: dict[str, QCheckBox] = {}
        outer = QVBoxLayout(self)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)

        self.general_box = QGroupBox()
        general = QFormLayout(self.general_box)
        self.language = QComboBox()
        self.language.setObjectName("language_combo")
        self.pace = QComboBox()
        self.pace.setObjectName("pace_combo")
        self.animations = QCheckBox()
        self.animations.setObjectName("animations_check")
        self.skip_forced = QCheckBox()
        self.skip_forced.setObjectName("skip_forced_check")
        self.hints = QCheckBox()
        self.hints.setObjectName("hints_check")
        self.language_label, self.pace_label = QLabel(), QLabel()
        general.addRow(self.language_label, self.language)
        general.addRow(self.pace_label, self.pace)
        for box in (self.animations, self.skip_forced, self.hints):
            general.addRow(box)
        self._add_rating_rows()
        self.look_box = LookBox(settings)  # text size, high contrast (issue 22)
        # Side by side, not stacked: with four seats the dialog must fit a 540 px screen;
        # stacked (and scrolled) when large text makes the pair wider than the screen.
        self.top = top = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        top.addWidget(self.general_box, 3)
        seeing = QVBoxLayout()
        seeing.addWidget(self.look_box)
        seeing.addStretch(1)
        top.addLayout(seeing, 2)
        layout.addLayout(top)

        self.game_box = QGroupBox()
        game = QGridLayout(self.game_box)
        self.players = QSpinBox()
        self.players.setObjectName("default_players")
        self.players.setRange(2, MAX_SEATS)
        self.players_label = QLabel()
        game.addWidget(self.players_label, 0, 0)
        game.addWidget(self.players, 0, 1, 1, 2)
        self.seat_labels: list[QLabel] = []
        self.names: list[QLineEdit] = []
        self.kinds: list[KindCombo] = []
        for i in range(MAX_SEATS):
            label, name = QLabel(), QLineEdit()
            name.setObjectName(f"default_name_{i}")
            name.setMaxLength(20)
            kind = KindCombo(DIALOG_KINDS, i, f"default_kind_{i}")
            game.addWidget(label, i + 1, 0)
            game.addWidget(name, i + 1, 1)
            game.addWidget(kind, i + 1, 2)
            self.seat_labels.append(label)
            self.names.append(name)
            self.kinds.append(kind)
        self.edition_label = QLabel()
        self.edition = QComboBox()
        self.edition.setObjectName("default_edition")
        self.edition.addItems([""] * len(EDITION_KEYS))
        game.addWidget(self.edition_label, MAX_SEATS + 1, 0)
        game.addWidget(self.edition, MAX_SEATS + 1, 1, 1, 2)
        self.variant = QCheckBox()
        self.variant.setObjectName("default_variant")
        game.addWidget(self.variant, MAX_SEATS + 2, 1, 1, 2)
        # Sound (issue 35) beside the new-game seats, whose rows leave room there; below
        # "Seeing" it made the dialog scroll on a 540 px screen. Stacked like the top row.
        self.sound_box = SoundBox(settings)
        self.bottom = bottom = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        bottom.addWidget(self.game_box, 3)
        sound = QVBoxLayout()
        sound.addWidget(self.sound_box)
        sound.addStretch(1)
        bottom.addLayout(sound, 2)
        layout.addLayout(bottom)
        self.rows_body = body
        self.rows_scroll = FitScroll(body)
        outer.addWidget(self.rows_scroll)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.close)
        outer.addWidget(self.buttons)

        self.language.addItems([""] * len(LANGUAGES))
        self.pace.addItems([""] * len(PACES))
        self.retranslate_ui()
        self._load()
        self.language.currentIndexChanged.connect(self._language_chosen)
        self.pace.currentIndexChanged.connect(self._pace_chosen)
        self._bind("animations", self.animations, settings.animations, settings.set_animations)
        self._bind("skip_forced", self.skip_forced, settings.skip_forced,
                   settings.set_skip_forced)
        self._bind("hints", self.hints, settings.hints_enabled, settings.set_hints_enabled)
        self.players.valueChanged.connect(self._store_new_game)
        fields: tuple[QLineEdit | QComboBox, ...] = (*self.names, self.edition, *self.kinds)
        for w in fields:
            signal = w.editingFinished if isinstance(w, QLineEdit) else w.currentIndexChanged
            signal.connect(self._store_new_game)
        self.variant.toggled.connect(self._store_new_game)
        settings.changed.connect(self._on_setting)
        self._arrange()

    def _add_rating_rows(self) -> None:
        """Two rows of the Playing group: show the rating, and which games count for it
        (two rows, not a group of their own: the dialog must fit a 540 px screen)."""
        s = self.settings
        form = self.general_box.layout()
        assert isinstance(form, QFormLayout)
        self.show_rating = QCheckBox()
        self.show_rating.setObjectName("show_rating_check")
        self.count_hinted = QCheckBox()
        self.count_hinted.setObjectName("count_hinted_check")
        self.count_tutorial = QCheckBox()
        self.count_tutorial.setObjectName("count_tutorial_check")
        self.rating_counts_label = QLabel()
        counts = QHBoxLayout()
        counts.addWidget(self.count_hinted)
        counts.addWidget(self.count_tutorial)
        counts.addStretch(1)
        form.addRow(self.show_rating)
        form.addRow(self.rating_counts_label, counts)
        self._bind("show_rating", self.show_rating, s.show_rating, s.set_show_rating)
        self._bind("count_hinted", self.count_hinted, s.rating_counts_hinted,
                   s.set_rating_counts_hinted)
        self._bind("count_tutorial", self.count_tutorial, s.rating_counts_tutorial,
                   s.set_rating_counts_tutorial)

    def _bind(self, key: str, check: QCheckBox, value: Callable[[], bool],
              setter: Callable[[bool], None]) -> None:
        """Tie ``check`` to the setting ``key`` (its name in ``Settings.changed``): checked
        as ``value()`` says now, ``setter`` on every toggle, and following a change made
        elsewhere (:meth:`_on_setting`)."""
        self._checks[key] = check
        check.setChecked(value())
        check.toggled.connect(setter)

    def _on_setting(self, key: str, value: object) -> None:
        """Show a value changed elsewhere (View menu, hint dock)."""
        if key in self._checks:
            self._checks[key].setChecked(bool(value))
        elif key == "pace_ms" and isinstance(value, int) and value in PACES:
            self.pace.setCurrentIndex(PACES.index(value))

    # ------------------------------------------------------------------ texts
    def retranslate_ui(self) -> None:
        """Set every text in the current language (called again on ``LanguageChange``)."""
        self.setWindowTitle(self.tr("Settings"))
        self.general_box.setTitle(self.tr("Playing"))
        self.language_label.setText(self.tr("&Language:"))
        self.language_label.setBuddy(self.language)
        # Language names in their own language, so that everyone finds theirs.
        for i, text in enumerate((self.tr("System default"), "English", "Deutsch")):
            self.language.setItemText(i, text)
        self.pace_label.setText(self.tr("Computer players' &pace:"))
        self.pace_label.setBuddy(self.pace)
        for i, ms in enumerate(PACES):
            self.pace.setItemText(i, pace_label(ms))
        self.animations.setText(self.tr("&Animate the computer players' moves"))
        self.skip_forced.setText(self.tr("&Skip decisions with one possible answer"))
        self.hints.setText(self.tr("Offer &hints"))
        self.game_box.setTitle(self.tr("New games start with"))
        self.players_label.setText(self.tr("Players:"))
        for i, label in enumerate(self.seat_labels):
            label.setText(arg(self.tr("Seat %1"), i + 1))
            self.names[i].setPlaceholderText(self.tr("Name"))
            self.kinds[i].reword()
        self.edition_label.setText(self.tr("Edition:"))
        for i, key in enumerate(EDITION_KEYS):
            self.edition.setItemText(i, edition_label(key))
        self.variant.setText(self.tr("Start-hand variant (draw more, keep 4)"))
        self.show_rating.setText(self.tr("Show my &rating in the statistics"))
        self.rating_counts_label.setText(self.tr("The rating counts:"))
        self.count_hinted.setText(self.tr("games with hints"))
        self.count_tutorial.setText(self.tr("tutorial games"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Re-translate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange):
            self._arrange()
            # once more after the event loop: the rows get the new font after the dialog
            # does, so their sizes are final only then (at 200 % text the dialog kept
            # its 100 % size and scrolled both ways, issue 34); dropped with the dialog
            QTimer.singleShot(0, self, self._arrange)
        super().changeEvent(event)

    def _arrange(self) -> None:
        """"Playing" and "Seeing" side by side while they fit the screen's width, else
        one above the other (large text), and so "New games start with" and "Sound"; the
        dialog then takes its new size, never
        more than the screen (the rest scrolls)."""
        room = available(self).width() - 60
        side = self.general_box.sizeHint().width() + self.look_box.sizeHint().width() + 40
        below = self.game_box.sizeHint().width() + self.sound_box.sizeHint().width() + 40
        for row, width in ((self.top, side), (self.bottom, below)):
            row.setDirection(QBoxLayout.Direction.LeftToRight if width <= room
                             else QBoxLayout.Direction.TopToBottom)
        body = self.rows_body.layout()
        if body is not None:
            body.invalidate()
            body.activate()
        self.rows_scroll.updateGeometry()
        outer = self.layout()
        if outer is not None:
            outer.invalidate()
            outer.activate()
        self.resize(self.sizeHint())  # not adjustSize: it stops at 2/3 of the screen
        fit_to_screen(self)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Arranged again when shown: the fonts are final only now (the style sheet)."""
        self._arrange()
        super().showEvent(event)

    # ------------------------------------------------------------------ state
    def _load(self) -> None:
        s = self.settings
        self.language.setCurrentIndex(LANGUAGES.index(s.language()))
        self.pace.setCurrentIndex(PACES.index(s.pace_ms()))
        c = s.new_game()
        self.players.setValue(c.players)
        for i in range(MAX_SEATS):
            self.names[i].setText(c.names[i])
            self.kinds[i].setCurrentIndex(max(0, self.kinds[i].findData(c.kinds[i])))
        self.edition.setCurrentIndex(EDITION_KEYS.index(c.edition))
        self.variant.setChecked(c.variant)
        self._show_rows()

    def _show_rows(self) -> None:
        n = self.players.value()
        for i in range(MAX_SEATS):
            for w in (self.seat_labels[i], self.names[i], self.kinds[i]):
                w.setVisible(i < n)

    def _language_chosen(self, index: int) -> None:
        lang = LANGUAGES[index]
        self.settings.set_language(lang)
        self.languageChanged.emit(lang)

    def _pace_chosen(self, index: int) -> None:
        self.settings.set_pace_ms(PACES[index])
        self.paceChanged.emit(PACES[index])

    def _store_new_game(self) -> None:
        """Remember the default seats, edition and variant (the seed stays as it was)."""
        self._show_rows()
        c = self.settings.new_game()
        c.players = self.players.value()
        c.names = [e.text().strip() for e in self.names]
        c.kinds = [str(k.currentData()) for k in self.kinds]
        c.edition = EDITION_KEYS[self.edition.currentIndex()]
        c.variant = self.variant.isChecked()
        self.settings.set_new_game(c)
