"""What the main window does on a language change besides rendering again: the few
table texts set once at construction, and the dialogs built once from many texts."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QWidget

translate = QCoreApplication.translate


def retranslate_table(table: QWidget) -> None:
    """The few table texts set once at construction (found by object name, so the table
    code needs no language code); everything else is painted or set at render time."""
    texts = {"pass_button": translate("Table", "Pass"),
             "confirm_button": translate("Table", "Confirm"),
             "library_checkbox": translate("Table", "Use the Library")}
    for name, text in texts.items():
        button = table.findChild(QAbstractButton, name)
        if button is not None:
            button.setText(text)
    library = table.findChild(QCheckBox, "library_checkbox")
    if library is not None:
        library.setToolTip(translate(
            "Table", "The Library doubles the privilege of the role you choose "
            "(with two players only once per round)."))
    for w in [table, *table.findChildren(QWidget)]:
        w.update()  # painted texts ("Draw pile", "Trading house") are translated in paint
