"""The Settings dialog's "Sound" rows (issue 35): sound on or off, the volume of the
effects and that of the table ambience. Stored at once through
:class:`~ui.settings.Settings`, whose ``changed`` signal makes the window's
:class:`~ui.sound.board.SoundBoard` apply them live (no restart)."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QCheckBox, QFormLayout, QGroupBox, QLabel, QSpinBox, QWidget

from ui.settings import Settings


class SoundBox(QGroupBox):
    """A group box editing ``settings``' sound: a check box (on/off) and two spin boxes in
    % (steps of 10; the ambience's 0 reads "Off"); follows changes made elsewhere."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sound_box")
        self.settings = settings
        form = QFormLayout(self)
        self.sound_on = QCheckBox()
        self.sound_on.setObjectName("sound_on_check")
        self.effects = QSpinBox()
        self.effects.setObjectName("effects_volume_spin")
        self.ambience = QSpinBox()
        self.ambience.setObjectName("ambience_volume_spin")
        for spin in (self.effects, self.ambience):
            spin.setRange(0, 100)
            spin.setSingleStep(10)
            spin.setSuffix(" %")
        self.effects_label, self.ambience_label = QLabel(), QLabel()
        self.effects_label.setBuddy(self.effects)
        self.ambience_label.setBuddy(self.ambience)
        form.addRow(self.sound_on)
        form.addRow(self.effects_label, self.effects)
        form.addRow(self.ambience_label, self.ambience)
        self.retranslate_ui()
        self.sound_on.setChecked(settings.sound_on())
        self.effects.setValue(settings.effects_volume())
        self.ambience.setValue(settings.ambience_volume())
        self._enable()
        self.sound_on.toggled.connect(settings.set_sound_on)
        self.sound_on.toggled.connect(self._enable)
        self.effects.valueChanged.connect(settings.set_effects_volume)
        self.ambience.valueChanged.connect(settings.set_ambience_volume)
        settings.follow(self, self._on_setting)

    def _enable(self) -> None:
        """The volumes mean something only while sound is on."""
        on = self.sound_on.isChecked()
        for w in (self.effects, self.ambience, self.effects_label, self.ambience_label):
            w.setEnabled(on)

    def _on_setting(self, key: str, value: object) -> None:
        if key == "sound_on":
            self.sound_on.setChecked(bool(value))
        elif key == "effects_volume" and isinstance(value, int):
            self.effects.setValue(value)
        elif key == "ambience_volume" and isinstance(value, int):
            self.ambience.setValue(value)

    def retranslate_ui(self) -> None:
        """Set every text in the current language."""
        self.setTitle(self.tr("Sound"))
        self.sound_on.setText(self.tr("Pla&y sounds"))
        self.sound_on.setToolTip(self.tr(
            "Sounds for the game's moves and for your turn; everything they tell is also "
            "shown on the table and said to screen readers"))
        self.effects_label.setText(self.tr("&Effects:"))
        self.effects.setAccessibleName(self.tr("Volume of the sound effects"))
        self.ambience_label.setText(self.tr("Table a&mbience:"))
        self.ambience.setAccessibleName(self.tr("Volume of the table ambience"))
        self.ambience.setSpecialValueText(self.tr("Off"))
        self.ambience.setToolTip(self.tr("Quiet room sounds during a game; Off: none"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Re-translate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
