"""The Settings dialog's "Seeing" rows (issue 22): the text size 100–200 % and the
high-contrast look. Stored at once through :class:`~ui.settings.Settings`, whose
``changed`` signal makes the window apply them live (no restart)."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QCheckBox, QFormLayout, QGroupBox, QLabel, QSpinBox, QWidget

from ui.settings import Settings


class LookBox(QGroupBox):
    """A group box editing ``settings``' text size (a spin box in %, steps of 10) and
    high contrast (a check box); follows changes made elsewhere."""

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
        form.addRow(self.high_contrast)
        self.retranslate_ui()
        self.text_size.setValue(round(settings.text_scale() * 100))
        self.high_contrast.setChecked(settings.high_contrast())
        self.text_size.valueChanged.connect(lambda v: settings.set_text_scale(v / 100))
        self.high_contrast.toggled.connect(settings.set_high_contrast)
        settings.follow(self, self._on_setting)

    def _on_setting(self, key: str, value: object) -> None:
        if key == "text_scale" and isinstance(value, float):
            self.text_size.setValue(round(value * 100))
        elif key == "high_contrast":
            self.high_contrast.setChecked(bool(value))

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setTitle(self.tr("Seeing"))
        self.text_size_label.setText(self.tr("&Text size:"))
        self.text_size.setToolTip(self.tr(
            "Letters on the cards, in the prompts and in the game log, 100–200 %"))
        self.high_contrast.setText(self.tr("High-&contrast table"))
        self.high_contrast.setToolTip(self.tr(
            "Black and white with strong edges instead of the green felt"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Re-translate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
