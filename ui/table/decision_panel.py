"""The decision strip: the prompt line, the selection hint, Confirm/Pass, the Library
check box, the build options of the chosen card and the cards revealed for a choice."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ui.table.cards_row import CardsRow
from ui.table.focus_ring import BUTTON_CSS

translate = QCoreApplication.translate

OPTION_COLUMNS = 3


def _wrap(text: str, advance: Callable[[str], int], room: int) -> str:
    """``text`` broken into lines (``\\n``) at spaces so that each line's width, as
    ``advance`` measures it in px, stays within ``room`` px where a word allows."""
    lines: list[str] = []
    for word in text.split(" "):
        if lines and advance(f"{lines[-1]} {word}") <= room:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return "\n".join(lines)


class DecisionPanel(QFrame):
    """Widgets only; :class:`~ui.table.decision.DecisionController` drives them.
    ``options_changed`` is emitted after :meth:`set_options` (the table plans again:
    the options take the drawn cards' room)."""

    options_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decision_panel")
        self.setStyleSheet(BUTTON_CSS)  # the keyboard focus on its buttons (ui.table.keys)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 5, 10, 5)
        outer.setSpacing(4)
        # the prompt and, beside it, the controls; below it when the prompt would be
        # squeezed narrower than its longest word (large text, small window: arrange())
        top = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        top.setSpacing(8)
        self.top = top
        self.controls = QWidget()
        self.controls.setObjectName("decision_controls")
        controls = QHBoxLayout(self.controls)
        controls.setContentsMargins(0, 0, 0, 0)
        controls.setSpacing(8)
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt_label")
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)  # prompts are plain text
        self.prompt.setAccessibleDescription(translate("Table", "What to do now"))
        self.hint = QLabel()
        self.hint.setObjectName("hint_label")
        self.hint.setAccessibleDescription(translate("Table", "Your selection"))
        self.library = QCheckBox(translate("Table", "Use the Library"))
        self.library.setObjectName("library_checkbox")
        self.library.setToolTip(translate(
            "Table", "The Library doubles the privilege of the role you choose "
            "(with two players only once per round)."))
        self.pass_button = QPushButton(translate("Table", "Pass"))
        self.pass_button.setObjectName("pass_button")
        self.confirm_button = QPushButton(translate("Table", "Confirm"))
        self.confirm_button.setObjectName("confirm_button")
        self.confirm_button.setDefault(True)
        for b in (self.pass_button, self.confirm_button, self.library):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Enter/Esc stay with the table
        self.pass_button.setAutoDefault(True)  # Enter on a focused Pass button passes
        for b in (self.pass_button, self.confirm_button):
            b.setMinimumHeight(28)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
        self.set_key_tips()
        top.addWidget(self.prompt, 1)
        controls.addStretch(1)
        controls.addWidget(self.hint)
        controls.addWidget(self.library)
        controls.addWidget(self.pass_button)
        controls.addWidget(self.confirm_button)
        top.addWidget(self.controls)
        # a network game whose server is away: said on the table, with the way out
        self.paused_box = QFrame()
        self.paused_box.setObjectName("paused_box")
        self.paused_box.setStyleSheet(
            "#paused_box { background: #fff3cd; border: 2px solid #8a6d3b; border-radius: 6px; }"
            " #paused_box QLabel { color: #3b2418; font-weight: bold; }")
        paused = QHBoxLayout(self.paused_box)
        paused.setContentsMargins(8, 4, 8, 4)
        self.paused_label = QLabel()
        self.paused_label.setObjectName("paused_label")
        self.paused_label.setWordWrap(True)
        self.paused_label.setTextFormat(Qt.TextFormat.PlainText)
        self.resume_button = QPushButton()
        self.resume_button.setObjectName("resume_server_button")
        self.resume_button.setMinimumHeight(28)
        self.resume_button.setCursor(Qt.CursorShape.PointingHandCursor)
        paused.addWidget(self.paused_label, 1)
        paused.addWidget(self.resume_button)
        self.paused_box.setVisible(False)
        outer.addWidget(self.paused_box)
        outer.addLayout(top)
        self.options_box = QWidget()
        self.options = QGridLayout(self.options_box)
        self.options.setContentsMargins(0, 0, 0, 0)
        self.options.setSpacing(4)
        outer.addWidget(self.options_box)
        self.revealed = CardsRow(max_width=96, min_width=48)
        self.revealed.setObjectName("revealed_cards")
        self.revealed.setAccessibleName(translate("Table", "Drawn cards"))
        self.revealed.align_centre = True
        self.revealed.lift = 8
        self.revealed.setMinimumHeight(64)  # px; more when there is room (stretch)
        self.revealed.hint_height = 64
        outer.addWidget(self.revealed)
        self.option_buttons: list[QPushButton] = []
        self.option_columns = OPTION_COLUMNS

    def prompt_fit(self) -> int:
        """How many steps the decision's letters give way now (0: the text size set)."""
        return int(self.prompt.property("fit") or 0)

    def set_prompt_fit(self, step: int) -> bool:
        """Letters of the prompt, the hint and the buttons ``step`` steps smaller than the
        text-size setting asks (:func:`ui.table.style.prompt_scale`: the table's cards
        keep a readable size on small windows at 200 % text, issue 34); True if that
        changed anything."""
        if step == self.prompt_fit():
            return False
        for w in self._fitted():
            w.setProperty("fit", step)
            w.style().unpolish(w)
            w.style().polish(w)
            w.updateGeometry()
        # the nested layouts keep the heights measured with the old letters (the table
        # measures the panel at once, before any layout request is processed)
        for lay in (self.controls.layout(), self.options, self.top, self.layout()):
            if lay is not None:
                lay.invalidate()
        return True

    def _fitted(self) -> list[QWidget]:
        return [self.prompt, self.hint, self.library, self.pass_button, self.confirm_button,
                *self.option_buttons]

    def show_paused(self, text: str, resumable: bool) -> None:
        """Say on the table that the game is paused (``text``; "": it is not) and offer
        "Restart the server and resume" when ``resumable``."""
        self.paused_box.setVisible(bool(text))
        self.paused_label.setText(translate("Table", "Paused: %1").replace("%1", text)
                                  if text else "")
        self.paused_label.setAccessibleName(self.paused_label.text())
        self.resume_button.setText(translate("Table", "Restart the server and resume"))
        self.resume_button.setVisible(bool(text) and resumable)

    def stacked(self) -> bool:
        """Whether the controls stand below the prompt (see :meth:`arrange`)."""
        return self.top.direction() is QBoxLayout.Direction.TopToBottom

    def arrange(self, width: int | None = None) -> bool:
        """Put the hint, Library box and buttons beside the prompt if, at ``width`` px
        (default: the panel's own), the prompt keeps its longest word and a third of the
        width; else below it. Returns True if the arrangement changed."""
        width = self.width() if width is None else width
        m, om = self.contentsMargins(), self.layout().contentsMargins()  # type: ignore[union-attr]
        inner = width - m.left() - m.right() - om.left() - om.right()
        fm = self.prompt.fontMetrics()
        longest = max((fm.horizontalAdvance(w) for w in self.prompt.text().split()), default=0)
        need = self.controls.sizeHint().width() + self.top.spacing() + \
            max(longest + 8, inner // 3)
        direction = (QBoxLayout.Direction.TopToBottom if need > inner
                     else QBoxLayout.Direction.LeftToRight)
        # below the prompt the controls have a line of their own; in a narrow table (the
        # puzzles window at 200 %) even that is short: the hint then wraps, the buttons stay
        wrap = False
        if direction is QBoxLayout.Direction.TopToBottom:
            if self.hint.wordWrap():
                self.hint.setWordWrap(False)  # measured on one line
            wrap = self.controls.sizeHint().width() > inner
        if wrap != self.hint.wordWrap():
            self.hint.setWordWrap(wrap)
        reflowed = self._fit_options(inner)
        if direction is self.top.direction():
            return reflowed
        self.top.setDirection(direction)
        self.top.invalidate()
        self.updateGeometry()
        return True

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        self.arrange(event.size().width())
        super().resizeEvent(event)

    def set_key_tips(self) -> None:
        """The keys in the tooltips of Confirm and Pass (again after a language change)."""
        self.confirm_button.setToolTip(translate("Keys", "Enter confirms; Esc clears the "
                                                         "selection"))
        self.pass_button.setToolTip(translate("Keys", "Tab or the arrow keys to this button, "
                                                      "then Enter or Space"))

    def set_options(self, items: list[tuple[str, str, str]]) -> list[QPushButton]:
        """Show one button per (objectName, text, tooltip); returns the buttons."""
        for b in self.option_buttons:
            b.hide()
            b.setObjectName("")
            b.deleteLater()
        self.option_buttons = []
        for i, (name, text, tip) in enumerate(items):
            b = QPushButton(text)
            b.setObjectName(name)
            b.setProperty("option", True)
            b.setProperty("fit", self.prompt_fit())  # as small as the other buttons now
            b.setToolTip(tip)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            self.options.addWidget(b, i // OPTION_COLUMNS, i % OPTION_COLUMNS)
            self.option_buttons.append(b)
        self.options_box.setVisible(bool(items))
        self.option_columns = OPTION_COLUMNS
        self.arrange()
        self.options_changed.emit()
        return self.option_buttons

    def options_height(self) -> int:
        """The px the option buttons take now (0 when there are none)."""
        if not self.option_buttons:
            return 0
        return self.options.sizeHint().height() + self.layout().spacing()  # type: ignore[union-attr]

    def _fit_options(self, inner: int) -> bool:
        """Lay the option buttons out in as many columns (up to :data:`OPTION_COLUMNS`)
        as keep every button's text whole in ``inner`` px; in one column a text still
        wider than that is broken into lines at spaces (the Crane's "Over …" options at
        200 % text read "… = 0 — it" otherwise; issue 34). Returns True if the columns
        changed."""
        buttons = self.option_buttons
        if not buttons or inner <= 0:  # not laid out yet: measured once it is
            return False
        for b in buttons:
            full = str(b.property("full_text") or b.text())
            b.setProperty("full_text", full)
            if b.text() != full:
                b.setText(full)
        sp = max(0, self.options.horizontalSpacing())
        widest = max(b.sizeHint().width() for b in buttons)
        cols = OPTION_COLUMNS
        while cols > 1 and cols * widest + (cols - 1) * sp > inner:
            cols -= 1
        changed = cols != getattr(self, "option_columns", OPTION_COLUMNS)
        if changed or self.options.count() != len(buttons):
            for b in buttons:
                self.options.removeWidget(b)
            for i, b in enumerate(buttons):
                self.options.addWidget(b, i // cols, i % cols)
        self.option_columns = cols
        if cols == 1:
            for b in buttons:
                if b.sizeHint().width() > inner:
                    fm = b.fontMetrics()
                    pad = b.sizeHint().width() - fm.horizontalAdvance(b.text())
                    b.setText(_wrap(b.text(), fm.horizontalAdvance, inner - pad))
                    b.setAccessibleName(str(b.property("full_text")))
        return changed
