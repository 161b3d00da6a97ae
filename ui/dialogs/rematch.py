"""The network game-over dialog's rematch part (issue 34 item 6): "Play again, same
seats" proposes a rematch to the other players; an offer from another player is
accepted with one click ("Accept the rematch") or declined. What the server says about
it (who proposed it, who will be governor first, who has still to answer, who declined,
an offer nobody answered in time) is one sentence in the box, and is read out by
screen readers as it changes. When every seat has accepted, the server starts the new
game and the window moves into it (the game-over dialog closes as at any start)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from ui.session.net_session import NetSession


class RematchBox(QGroupBox):
    """The rematch part of the game-over dialog of ``session``'s finished game."""

    def __init__(self, session: NetSession) -> None:
        super().__init__()
        self.setTitle(self.tr("Rematch"))
        self.setObjectName("rematch_box")
        self.session = session
        lay = QVBoxLayout(self)
        self.text = QLabel()
        self.text.setObjectName("rematch_text")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)  # holds players' names
        lay.addWidget(self.text)
        row = QHBoxLayout()
        self.propose = QPushButton(self.tr("Play again, same seats"))
        self.propose.setObjectName("rematch_button")
        self.propose.setToolTip(self.tr("Offer the other players a new game with the same "
                                        "seats; the next player is governor first"))
        self.accept = QPushButton(self.tr("Accept the rematch"))
        self.accept.setObjectName("rematch_accept_button")
        self.decline = QPushButton(self.tr("Decline"))
        self.decline.setObjectName("rematch_decline_button")
        for b in (self.propose, self.accept, self.decline):
            b.setAutoDefault(False)  # Enter stays with the dialog's own default button
            row.addWidget(b)
        row.addStretch(1)
        lay.addLayout(row)
        self.propose.clicked.connect(self._propose)
        self.accept.clicked.connect(lambda: self._answer(True))
        self.decline.clicked.connect(lambda: self._answer(False))
        session.rematchChanged.connect(self.show_offer)
        session.notice.connect(self._refused)
        self.show_offer(session.rematch, "")

    def show_offer(self, offer: dict[str, Any] | None, text: str) -> None:
        """Show the offer under way (``offer``, or None) and the server's ``text`` about
        it: Accept and Decline while another player's offer waits for our answer,
        "Play again, same seats" while there is none."""
        from ui.session.net_session import rematch_text

        s = self.session
        if offer is not None and not text:
            text = rematch_text(offer, s.seat, s.seats)
        mine = offer is not None and int(offer.get("from", -1)) == s.seat
        waiting = offer is not None and not s.rematch_accepted
        self.propose.setVisible(offer is None)
        self.propose.setEnabled(s.over)
        self.accept.setVisible(waiting)
        self.decline.setVisible(offer is not None)
        self.accept.setEnabled(True)
        self.decline.setEnabled(True)
        self.decline.setText(self.tr("Withdraw") if mine else self.tr("Decline"))
        self.decline.setObjectName("rematch_withdraw_button" if mine
                                   else "rematch_decline_button")
        self.text.setText(text or self.tr("Play again with the same players: the next "
                                          "player is governor first."))
        if waiting:
            self.accept.setFocus(Qt.FocusReason.OtherFocusReason)  # one key: Space
        if text and self.isVisible():  # said to a screen reader as it changes
            QAccessible.updateAccessibility(QAccessibleEvent(
                self.text, QAccessible.Event.NameChanged))

    def _refused(self, _text: str) -> None:
        """The server refused something (said in the status bar): "Play again" may be
        tried again."""
        self.propose.setEnabled(self.session.over)

    def _propose(self) -> None:
        if self.session.propose_rematch():
            self.propose.setEnabled(False)  # until the server's offer arrives

    def _answer(self, accept: bool) -> None:
        if self.session.answer_rematch(accept):
            self.accept.setEnabled(False)
            self.decline.setEnabled(False)
