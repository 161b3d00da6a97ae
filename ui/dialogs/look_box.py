"""The Settings dialog's "Seeing" rows (issues 22 and 35): the text size 100–200 %, the
table theme and the high-contrast look. Stored at once through
:class:`~ui.settings.Settings`, whose ``changed`` signal makes the window apply them
live (no restart)."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QSpinBox,
    QWidget,
)

from ui.settings import THEME_KEYS, Settings
from ui.table.themes import desktop_is_dark, resolve


class LookBox(QGroupBox):
    """A group box editing ``settings``' text size (a spin box in %, steps of 10), table
    theme (a combo box of :data:`~ui.settings.THEME_KEYS`) and high contrast (a check
    box); follows changes made elsewhere."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("look_box")
        self.settings = settings
        form = QFormLayout(self)
        self.text_size = QSpinBox()
        self.text_size.setObjectName("text_size_spin")
        self.text_size.setRange(100, 200)
        self.text_size.setSingleStep(10)
        self.text_size.setSuffix(" %")
        self.text_size_label = QLabel()
        self.text_size_label.setBuddy(self.text_size)
        self.high_contrast = QCheckBox()
        self.high_contrast.setObjectName("high_contrast_check")
        form.addRow(self.text_size_label, self.text_size)
        self._add_theme_row(form)
        form.addRow(self.high_contrast)
        self.retranslate_ui()
        self.text_size.setValue(round(settings.text_scale() * 100))
        self.high_contrast.setChecked(settings.high_contrast())
        self.text_size.valueChanged.connect(lambda v: settings.set_text_scale(v / 100))
        self.high_contrast.toggled.connect(settings.set_high_contrast)
        settings.follow(self, self._on_setting)

    def _add_theme_row(self, form: QFormLayout) -> None:
        """The table theme's row (issue 35): a combo box showing the theme in use (with
        none chosen yet, the one the desktop's dark mode picked); choosing one stores it
        and turns high contrast off, which would hide it."""
        self.theme = QComboBox()
        self.theme.setObjectName("theme_combo")
        self.theme.addItems([""] * len(THEME_KEYS))
        for i, key in enumerate(THEME_KEYS):
            self.theme.setItemData(i, key)
        self.theme_label = QLabel()
        self.theme_label.setBuddy(self.theme)
        form.addRow(self.theme_label, self.theme)
        self._show_theme()
        self.theme.activated.connect(self._theme_chosen)

    def _show_theme(self) -> None:
        shown = resolve(self.settings.theme(), False, desktop_is_dark()).key
        self.theme.setCurrentIndex(THEME_KEYS.index(shown))

    def _theme_chosen(self, index: int) -> None:
        self.settings.set_theme(THEME_KEYS[index])
        self.settings.set_high_contrast(False)

    def _on_setting(self, key: str, value: object) -> None:
        if key == "text_scale" and isinstance(value, float):
            self.text_size.setValue(round(value * 100))
        elif key == "high_contrast":
            self.high_contrast.setChecked(bool(value))
        elif key == "theme":
            self._show_theme()

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setTitle(self.tr("Seeing"))
        self.text_size_label.setText(self.tr("&Text size:"))
        self.text_size.setToolTip(self.tr(
            "Letters on the cards, in the prompts and in the game log, 100–200 %"))
        self.theme_label.setText(self.tr("Table th&eme:"))
        for i, text in enumerate((self.tr("Green felt"), self.tr("Parchment (light)"),
                                  self.tr("Night (dark)"))):
            self.theme.setItemText(i, text)
        self.theme.setAccessibleName(self.tr("Table theme"))
        self.theme.setToolTip(self.tr(
            "Colours of the table, the cards and their backs; choosing one turns high "
            "contrast off"))
        self.high_contrast.setText(self.tr("High-&contrast table"))
        self.high_contrast.setToolTip(self.tr(
            "Black and white with strong edges, in place of the table theme"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Re-translate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
