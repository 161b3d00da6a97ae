"""Turns clicks on the table into the one legal Action answering the viewer's decision.

Only legal answers can be produced: choosable roles, buildable cards and their build
options come from the Decision's options; selections toggle only the Decision's
candidates and Confirm is enabled only for a legal count (RULES.md 2.2, 3.1–3.5, 2.4).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject, Signal

from sanjuan.rules.actions import Build, ChooseRole, Pass, Select
from sanjuan.rules.cards import Role
from sanjuan.rules.decisions import HAND_SELECTIONS, BuildOption, Decision, DecisionKind
from sanjuan.rules.facts import build_cost
from sanjuan.rules.observation import Observation
from sanjuan.rules.scoring import score
from ui.table import labels
from ui.table.announce import announce
from ui.table.card import CardWidget
from ui.table.decision_panel import DecisionPanel
from ui.table.keymap import card_tip
from ui.text import arg, count
from ui.text import cards as card_text
from ui.text import prompts as prompt_text
from ui.text.warnings_text import end_warning_text, good_lost_text

translate = QCoreApplication.translate

K = DecisionKind
BUILDING_SELECTIONS = frozenset({K.BLACK_MARKET, K.PRODUCE, K.SELL})
REVEALED_SELECTIONS = frozenset({K.COUNCILLOR_KEEP, K.GOLD_MINE})


def _discards(d: Decision) -> int:
    """How many dealt cards the start-hand variant discards (the table asks for those
    rather than the 4 kept, RULES.md 2.1.5)."""
    return len(d.candidates) - d.min_count


def option_name(o: BuildOption) -> str:
    """objectName of the button of build option ``o``."""
    return f"option_{o.card}" if o.replace is None else f"option_{o.card}_{o.replace}"


class DecisionController(QObject):
    """Drives the decision panel and the clickable cards for one observation at a time.

    ``zones`` returns the current card widgets: "hand", "buildings" (own tableau),
    "revealed" and "table" (cards beside the tiles), each a dict card id → widget.
    """

    actionChosen = Signal(object)

    def __init__(self, panel: DecisionPanel,
                 zones: Callable[[], dict[str, dict[int, CardWidget]]]) -> None:
        super().__init__(panel)
        self.panel, self.zones = panel, zones
        self.obs: Observation | None = None
        self.decision: Decision | None = None
        self.selected: list[int] = []
        self.build_card: int | None = None  # the card clicked in a BUILD decision
        self._announced: tuple[object, ...] | None = None  # the prompt said last
        panel.confirm_button.clicked.connect(self.confirm)
        panel.pass_button.clicked.connect(self.pass_)
        self.use_library = True  # the Library box starts checked; a change lasts the game
        panel.library.clicked.connect(self._library_clicked)

    def _library_clicked(self, checked: bool) -> None:
        self.use_library = checked

    # -- set-up -------------------------------------------------------------------

    def start(self, obs: Observation, names: Sequence[str], interactive: bool) -> set[Role]:
        """Prepare for ``obs``; returns the roles the viewer may click (CHOOSE_ROLE)."""
        self.obs = obs
        d = obs.decision
        mine = interactive and d is not None and d.seat == obs.seat
        self.decision = d if mine else None
        self.selected, self.build_card = [], None
        panel = self.panel
        if d is not None and d.seat == obs.seat and not interactive:
            # a spectator follows this seat's view but does not decide for it
            panel.prompt.setText(prompt_text.waiting_text(d, names))
        else:
            panel.prompt.setText(prompt_text.prompt(obs, names))
        warning = end_warning_text(obs)
        if warning:
            panel.prompt.setText(f"{panel.prompt.text()} ⚠ {warning}")
        panel.set_key_tips()
        self._announce(obs, names, mine)
        panel.set_options([])
        panel.library.setVisible(False)
        panel.pass_button.setVisible(False)
        panel.confirm_button.setVisible(False)
        panel.hint.setText("")
        if d is None or not mine:
            return set()
        panel.pass_button.setText(labels.pass_label(d.kind))
        panel.confirm_button.setText(labels.confirm_label(d.kind))
        if d.kind is K.CHOOSE_ROLE:
            libs = {o.use_library for o in d.options}
            panel.library.setVisible(libs == {True, False})
            panel.library.setChecked(self.use_library)
            if libs == {True}:
                panel.hint.setText(translate("Table", "Your Library doubles the privilege"))
            return {o.role for o in d.options}
        panel.pass_button.setVisible(d.can_pass)
        panel.confirm_button.setVisible(True)
        if d.kind is K.BUILD:
            self._mark_buildable()
        else:
            for card in self._candidate_widgets().values():
                card.set_state(selectable=True)
                card.setToolTip(card.toolTip() + "<hr><i>" + card_tip() + "</i>")
            self._mark_prices()
        self._refresh()
        return set()

    def _announce(self, obs: Observation, names: Sequence[str], mine: bool) -> None:
        """Have screen readers say the prompt of a new decision of the viewer, and the
        end of the game with everybody's score (once each; ui.table.announce)."""
        s = obs.state
        if s.over:
            key: tuple[object, ...] = ("over",)
            scores = "; ".join(arg(translate("Table", "%1: %2 VP"), names[i], b.total)
                               for i, b in enumerate(score(s)))
            text = f"{self.panel.prompt.text()} {scores}."
        elif mine and obs.decision is not None:
            key = (s.round, s.role, repr(obs.decision))
            text = self.panel.prompt.text()
        else:
            if self._announced == ("over",):
                self._announced = None  # a new game: its end is said again
            return
        if key != self._announced:
            self._announced = key
            announce(self.panel.prompt, text, assertive=s.over)

    def _candidate_widgets(self) -> dict[int, CardWidget]:
        d = self.decision
        assert d is not None
        zones = self.zones()
        if d.kind in HAND_SELECTIONS:
            zone = zones["hand"]
        elif d.kind in BUILDING_SELECTIONS:
            zone = zones["buildings"]
        else:
            zone = zones["revealed"]
        return {c: zone[c] for c in d.candidates if c in zone}

    def _mark_buildable(self) -> None:
        d, obs = self.decision, self.obs
        assert d is not None and obs is not None
        types = {obs.state.types[o.card] for o in d.options}
        zones = self.zones()
        for zone in (zones["hand"], zones["table"]):
            for c, w in zone.items():
                ok = obs.state.types[c] in types
                w.set_state(selectable=ok, dimmed=not ok)
                w.setToolTip(w.toolTip() + "<hr><i>" + (card_tip() if ok else self._refusal(c))
                             + "</i>")

    def _refusal(self, card: int) -> str:
        """Why ``card`` cannot be built now, in plain words (RULES.md 3.1)."""
        obs = self.obs
        assert obs is not None
        s, seat = obs.state, obs.seat
        ct = s.ctype(card)
        name = card_text.card_name(s.types[card])
        if not ct.is_production and s.owns(seat, s.types[card]):
            return arg(translate(
                "Table", "You already own a %1: only one of each violet building."), name)
        cost = build_cost(s, seat, card).total
        others = len(s.players[seat].hand) - (0 if card in s.table else 1)
        return arg(translate(
            "Table", "Not affordable now: it costs you %1, you have %2 other cards."), cost, others)

    def _mark_prices(self) -> None:
        d = self.decision
        assert d is not None
        if d.kind is K.SELL:
            prices = d.info.get("prices", {})
            for c, w in self._candidate_widgets().items():
                if c in prices:
                    w.set_state(badge=arg(translate("Table", "sells %1"), prices[c]))

    # -- clicks -------------------------------------------------------------------

    def role_clicked(self, role: Role) -> None:
        """The viewer clicked role card ``role``."""
        d = self.decision
        if d is None or d.kind is not K.CHOOSE_ROLE:
            return
        libs = [o.use_library for o in d.options if o.role is role]
        if not libs:
            return
        lib = self.panel.library.isChecked() if len(set(libs)) > 1 else libs[0]
        self._emit(ChooseRole(role, lib))

    def card_clicked(self, card: int) -> None:
        """The viewer clicked a selectable card (hand, building, revealed or table)."""
        d = self.decision
        if d is None:
            return
        if d.kind is K.BUILD:
            over = [o for o in self._build_options() if o.replace == card]
            if over:  # a Crane target in the own tableau: build over it
                self._emit(Build(over[0].card, card))
                return
            self.build_card = None if self.build_card == card else card
            self.selected = [] if self.build_card is None else [card]
        elif card in d.candidates:
            most = _discards(d) if d.kind is K.START_HAND else d.max_count
            if card in self.selected:
                self.selected.remove(card)
            elif most == 1:
                self.selected = [card]
            elif len(self.selected) < most:
                self.selected.append(card)
        self._refresh()

    def _build_options(self) -> list[BuildOption]:
        d, obs = self.decision, self.obs
        if d is None or obs is None or self.build_card is None:
            return []
        t = obs.state.types[self.build_card]
        return [o for o in d.options if obs.state.types[o.card] == t]

    def _refresh(self) -> None:
        d = self.decision
        if d is None or d.kind is K.CHOOSE_ROLE:
            return
        zones = self.zones()
        for zone in zones.values():
            for c, w in zone.items():
                if w.selected != (c in self.selected):
                    w.set_state(selected=c in self.selected)
        panel = self.panel
        if d.kind is K.BUILD:
            opts = self._build_options()
            panel.set_options([self._option_item(o) for o in self._distinct(opts)])
            for b, o in zip(panel.option_buttons, self._distinct(opts), strict=True):
                b.clicked.connect(lambda _=False, o=o: self._emit(Build(o.card, o.replace)))
            plain = any(o.replace is None for o in opts)
            panel.confirm_button.setEnabled(plain)
            self._mark_crane_targets(opts)
            if not d.options:
                hint = ""  # nothing affordable: the prompt says to pass
            elif not opts:
                hint = translate("Table", "click a card to build")
            elif len(opts) > 1:
                hint = translate("Table", "or click a building to build over it")
            else:
                hint = ""
            panel.hint.setText(hint)
            return
        n = len(self.selected)
        if d.kind is K.START_HAND:  # the cards clicked are the ones to discard
            need = _discards(d)
            panel.confirm_button.setEnabled(n == need)
            panel.hint.setText(arg(translate("Table", "choose %1 more"), need - n)
                               if n < need else translate("Table", "ready"))
            return
        panel.confirm_button.setEnabled(n >= max(1, d.min_count) and n <= d.max_count)
        extra = ""
        if d.kind is K.SELL and self.selected:
            total = sum(d.info.get("prices", {}).get(c, 0) for c in self.selected)
            extra = count(total, translate("Table", "earns 1 card"),
                                  translate("Table", "earns %1 cards"))
        elif d.kind is K.BLACK_MARKET and "cost" in d.info:
            extra = count(
                max(0, d.info["cost"] - n), translate("Table", "then 1 hand card to pay"),
                translate("Table", "then %1 hand cards to pay"))
        panel.hint.setText(labels.selection_hint(d, n, extra))

    def _distinct(self, opts: list[BuildOption]) -> list[BuildOption]:
        """``opts`` without Crane options identical to an earlier one (same building
        type replaced, same good on it, same cost): one button each; every target stays
        clickable in the tableau."""
        obs = self.obs
        assert obs is not None
        goods = obs.state.players[obs.seat].goods
        seen: set[tuple[int, bool, int]] = set()
        out = []
        for o in opts:
            if o.replace is not None:
                key = (obs.state.types[o.replace], o.replace in goods, o.cost)
                if key in seen:
                    continue
                seen.add(key)
            out.append(o)
        return out

    def _mark_crane_targets(self, opts: list[BuildOption]) -> None:
        """Own buildings the chosen card may replace (Crane) become clickable, showing
        the cost of building over them."""
        targets = {o.replace: o for o in opts if o.replace is not None}
        obs = self.obs
        goods = {} if obs is None else obs.state.players[obs.seat].goods
        for b, w in self.zones()["buildings"].items():
            o = targets.get(b)
            badge = "" if o is None else arg(translate("Table", "costs %1"), o.cost)
            if o is not None and b in goods:
                badge += "\n" + good_lost_text()
            w.set_state(selectable=o is not None, badge=badge)

    def _option_item(self, o: BuildOption) -> tuple[str, str, str]:
        obs = self.obs
        assert obs is not None
        name = card_text.card_name(obs.state.types[o.card])
        cost = prompt_text.cost_text(o)
        if o.replace is None:
            text = arg(translate("Table", "Build %1: %2"), name, cost)
            tip = text
        else:
            old = card_text.card_name(obs.state.types[o.replace])
            # the button names the building built over; the sum need not repeat it
            text = arg(translate("Table", "Over %1: %2"),
                       old, prompt_text.cost_text(o, crane_target=False))
            tip = arg(translate("Table", "Build %1 over %2: %3"), name, old, cost)
            if o.replace in obs.state.players[obs.seat].goods:  # RULES.md 3.1
                text += f" — {good_lost_text()}"
                tip += f"<br><b>{good_lost_text()}</b>"
        if o.max_goods:
            tip += "<br>" + count(
                o.max_goods,
                translate("Table", "Black market: you may pay 1 good instead of a card"),
                translate("Table", "Black market: you may pay up to %1 goods instead of cards"))
        return option_name(o), text, tip

    # -- answers ------------------------------------------------------------------

    def confirm(self) -> None:
        """Confirm the current selection (or the plain build of the chosen card)."""
        d = self.decision
        if d is None or not self.panel.confirm_button.isEnabled():
            return
        if d.kind is K.BUILD:
            for o in self._build_options():
                if o.replace is None:
                    self._emit(Build(o.card, None))
                    return
            return
        if d.kind is K.START_HAND:
            self._emit(Select(tuple(c for c in d.candidates if c not in self.selected)))
        elif d.kind is not K.CHOOSE_ROLE and self.selected:
            self._emit(Select(tuple(self.selected)))

    def pass_(self) -> None:
        """Pass (build nothing / choose nothing) where that is legal."""
        d = self.decision
        if d is not None and d.can_pass:
            self._emit(Pass())

    def escape(self) -> None:
        """Esc: clear the selection. It never passes: passing is always the explicit
        Pass button (a second Esc must not give away a turn)."""
        if self.selected or self.build_card is not None:
            self.selected, self.build_card = [], None
            self._refresh()

    def _emit(self, action: object) -> None:
        self.decision = None  # answer once; the next observation starts anew
        self.panel.confirm_button.setEnabled(False)
        self.actionChosen.emit(action)
