"""Passes in the game log ("Diego passes (Builder)."): the engine reports no event for
a pass, so the window compares the actions before and after each change of the model."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from sanjuan.actions import Pass
from sanjuan.decisions import Decision
from ui.text import esc
from ui.text.names import role_name

if TYPE_CHECKING:
    from ui.main_window import MainWindow

translate = QCoreApplication.translate


def pass_text(d: Decision, name: str, you: bool) -> str:
    """The log line of ``name`` (``you``: the viewer) passing decision ``d``."""
    role = role_name(d.role) if d.role is not None else ""
    if you:
        text = translate("PassLog", "You pass ({role}).") if role else \
            translate("PassLog", "You pass.")
    else:
        text = translate("PassLog", "{name} passes ({role}).") if role else \
            translate("PassLog", "{name} passes.")
    return text.format(name=esc(name), role=role)


class PassLogger:
    """Connected to ``window.model.changed``: adds a log line for every Pass."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.seen = -1
        self.decision: Decision | None = None
        window.model.changed.connect(self.changed)

    def changed(self) -> None:
        """Log a pass if the one new action is a Pass; remember the next decision."""
        w = self.window
        g = w.model.game
        if g is None:
            return
        n = len(g.actions)
        if n == self.seen + 1 and self.decision is not None and isinstance(g.actions[-1], Pass):
            d = self.decision
            you = d.seat == w.viewer() and not w.is_spectating()
            w.log.append_text(pass_text(d, w.model.names[d.seat], you))
        self.seen, self.decision = n, g.state.decision
