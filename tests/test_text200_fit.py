"""200 % text on a 960×540 window (issue 34, item 11): the piles' labels and the Crane's
option buttons keep their text whole, measured with QFontMetrics against the widgets'
rectangles; a card's name and effect text follow one rule for every card."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF
from test_layout_fit import check_layout, rect_in, settle, window_at

from sanjuan.rules.cards import CARD_TYPES, Kind
from sanjuan.rules.editions import edition
from ui.table import style

pytest.importorskip("pytestqt")


def _big_text(qtbot, w, lang: str) -> None:
    import ui.window.language as language

    language.apply_language(lang)
    w.settings.set_text_scale(2.0)
    qtbot.waitUntil(lambda: style.TEXT_SCALE == 2.0)
    qtbot.wait(50)  # the window re-translates itself on a zero timer
    settle(qtbot, w)


def _reset(w) -> None:
    import ui.window.language as language

    w.settings.set_text_scale(1.0)
    language.apply_language("system")  # as make_app() left it for the next tests


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_pile_labels_fit_beside_the_log(qtbot, tmp_path, lang, scale) -> None:
    """"Draw pile" was painted at 70 % of its band's height whatever the pile's width:
    beside Discard with the log open it read "Draw pil"."""
    w = window_at(qtbot, tmp_path, (960, 540), 4)
    try:
        _big_text(qtbot, w, lang)
        if scale == 1.0:
            w.settings.set_text_scale(1.0)
            qtbot.waitUntil(lambda: style.TEXT_SCALE == 1.0)
            settle(qtbot, w)
        assert w.log_dock.isVisible()
        for pile in (w.table.info.draw, w.table.info.discard):
            text = pile.label()
            assert text in ("Draw pile", "Discard", "Stapel", "Ablage")
            f = pile.label_font()
            width = QFontMetricsF(f).horizontalAdvance(text)
            assert width <= pile.width(), (text, width, pile.width())
            assert f.pixelSize() >= 7
    finally:
        _reset(w)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_crane_options_keep_their_text_whole(qtbot, tmp_path, lang) -> None:
    """Three "Over …" options of the Crane at 200 % text in a 960-px window: every
    button is at least as wide as its text (fewer columns, then lines), inside the
    panel, and the buttons do not overlap."""
    from PySide6.QtCore import QCoreApplication

    from ui.text.warnings_text import good_lost_text

    w = window_at(qtbot, tmp_path, (960, 540), 4)
    try:
        _big_text(qtbot, w, lang)
        tr = QCoreApplication.translate
        texts = [tr("Table", "Over %1: %2").replace("%1", old).replace(
            "%2", f"4 − 1 {tr('Costs', 'Builder')} − 2 {tr('Costs', 'Crane')} = 1")
            + f" — {good_lost_text()}" for old in ("Indigo plant", "Chapel", "Smithy")]
        panel = w.table.panel
        buttons = panel.set_options([(f"option_{i}", t, t) for i, t in enumerate(texts)])
        settle(qtbot, w)
        box = panel.contentsRect()
        rects = []
        for b, full in zip(buttons, texts, strict=True):
            assert b.isVisible()
            fm = b.fontMetrics()
            widest = max(fm.horizontalAdvance(line) for line in b.text().split("\n"))
            assert widest <= b.contentsRect().width(), (b.text(), widest, b.width())
            assert b.width() >= b.sizeHint().width(), (b.text(), b.width())
            lines = b.text().count("\n") + 1
            assert b.contentsRect().height() >= lines * fm.height(), (b.text(), b.height())
            assert b.text().replace("\n", " ") == full
            r = rect_in(b, panel)
            assert box.contains(r), (r, box)
            rects.append(r)
        for i, a in enumerate(rects):
            for b in rects[i + 1:]:
                assert not a.intersects(b)
        # the prompt, Confirm and Pass clear of them, all in sight, once the table has
        # stopped moving: under load the prompt's row can still be placed after the
        # option buttons settled (seen 3 times at load 3-10, never in the final layout)
        def clear() -> bool:
            try:
                check_layout(w)
            except AssertionError:
                return False
            return True

        for _ in range(100):  # at most 10 s
            if clear():
                break
            qtbot.wait(100)
        check_layout(w)
    finally:
        _reset(w)


def test_syllable_breaks_for_card_names() -> None:
    from ui.table.card_paint import hyphenation_points

    assert hyphenation_points("Schmiede") == [6]  # Schmie-de, never Sch-miede
    assert hyphenation_points("Carpenter") == [3, 6]  # Car-pen-ter
    assert hyphenation_points("Archiv") == [] and hyphenation_points("Well") == []


@pytest.mark.parametrize("width", [40, 45, 48, 60, 100, 140])
def test_schmiede_is_written_as_large_as_the_other_names(qtbot, width) -> None:
    """German, 200 %: "Schmiede" has no soft hyphen in the translation, so it was fitted
    on one line in smaller letters than every two-line name ("Armen­haus")."""
    import ui.window.language as language
    from ui.cli.app import make_app
    from ui.table.card_paint import name_font_px
    from ui.text.cards import card_name

    make_app()
    language.apply_language("de")
    style.set_look(2.0, False)
    try:
        h = round(width / style.CARD_RATIO)
        names = [card_name(i) for i in range(len(CARD_TYPES))]
        assert "Schmiede" in names
        px = {n: name_font_px(n, width, h)[1] for n in names}
        two_line = sorted(p for n, p in px.items() if "\u00ad" in n or " " in n)
        median = two_line[len(two_line) // 2]
        assert round(px["Schmiede"]) >= round(median), (px["Schmiede"], median)
        text, _ = name_font_px("Schmiede", width, h)
        assert text in ("Schmiede", "Schmie\u00adde")
    finally:
        style.set_look(1.0, False)
        language.apply_language("system")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_every_violet_card_of_a_width_prints_its_effect_alike(qtbot, lang, scale) -> None:
    """At 200 % the Chapel's effect text gave way to its pictogram on a card as wide as an
    Aqueduct that kept its text: now every violet card of a width either prints its
    effect, all in one size, or none does; and large cards still print it."""
    import ui.window.language as language
    from ui.cli.app import make_app
    from ui.table.card_paint import effect_font_px
    from ui.text.card_short import short_effect_text

    make_app()
    language.apply_language(lang)
    style.set_look(scale, False)
    try:
        ed = edition("2018")
        violet = [i for i, ct in enumerate(CARD_TYPES) if ct.kind is Kind.VIOLET]
        shown_at = []
        for width in range(80, 321, 16):
            h = round(width / style.CARD_RATIO)
            sizes = {effect_font_px(short_effect_text(i, ed), width, h) for i in violet}
            assert len(sizes) == 1, (width, sizes)
            if sizes != {None}:
                shown_at.append(width)
        assert shown_at and shown_at[-1] == 320  # large cards print the effect
        assert shown_at == list(range(shown_at[0], 321, 16))  # from one width on
    finally:
        style.set_look(1.0, False)
        language.apply_language("system")


def _late_window(qtbot, tmp_path, lang: str):
    """960×540, 4 players, 200 % text, German or English: seat 0 builds in a late round
    where an opponent has 9 or more buildings (the prompt warns the game may end)."""
    from PySide6.QtCore import QSettings

    from sanjuan.ai import make_player
    from sanjuan.rules.decisions import DecisionKind
    from sanjuan.rules.game import Game
    from sanjuan.rules.observation import observe
    from sanjuan.rules.seat import HUMAN, Seat
    from sanjuan.rules.state import Options
    from ui.cli.app import make_app
    from ui.settings import Settings
    from ui.window.main_window import MainWindow

    game = Game(Options(players=4, edition="2018", seed=1))
    ais = [make_player("medium", 10 + i) for i in range(4)]
    while True:
        s = game.state
        d = s.decision
        assert d is not None and not s.over
        if d.seat == 0 and d.kind is DecisionKind.BUILD and d.options and \
                max(len(p.buildings) for p in s.players[1:]) >= 9:
            break
        game.apply(ais[d.seat].choose(observe(s, d.seat)))
    make_app()
    w = MainWindow(Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
    qtbot.addWidget(w)
    w.resize(960, 540)
    w.show()
    w.settings.set_skip_forced(False)
    w.model.load(game, [Seat("You", HUMAN)] + [Seat(f"Computer {i}", "medium")
                                                for i in range(1, 4)])
    qtbot.waitUntil(lambda: w.table.observation is not None
                    and w.table.observation.decision is not None
                    and w.table.observation.decision.kind is DecisionKind.BUILD)
    _big_text(qtbot, w, lang)
    return w


@pytest.mark.parametrize("lang", ["en", "de"])
def test_late_round_cards_stay_readable_and_the_prompt_gives_way(qtbot, tmp_path,
                                                                 lang) -> None:
    """A late round at 200 % text on 960×540: a three-line prompt at 200 % left the
    opponents' cards ~12 px wide; the decision's letters now give way (towards 100 %)
    until the cards keep a readable size, and the prompt still shows all its lines."""
    from test_layout_fit import check_layout

    from ui.table.card import CardWidget

    w = _late_window(qtbot, tmp_path, lang)
    try:
        t = w.table
        opp = [c for s in t.seats for c in s.findChildren(CardWidget) if c.isVisible()]
        hand = [c for c in t.hand.cards.values() if c.isVisible()]
        assert opp and hand
        least_opp = min(c.width() for c in opp)
        least_hand = min(c.width() for c in hand)
        assert least_opp >= 26, least_opp  # 21 px (en), 18 px (de) before
        assert least_hand >= 60, least_hand  # 54 px, 47 px before
        assert t.panel.prompt_fit() > 0  # the letters gave way
        prompt = t.panel.prompt
        assert prompt.heightForWidth(prompt.width()) <= prompt.height()
        for b in (t.panel.pass_button, t.panel.confirm_button):
            if b.isVisible():
                assert b.fontMetrics().horizontalAdvance(b.text()) <= b.contentsRect().width()
        check_layout(w)
    finally:
        _reset(w)


def test_roomy_window_keeps_the_text_size_set(qtbot, tmp_path) -> None:
    """Where the cards are readable at 200 % (1280×800) the decision keeps the text
    size the player set: its letters give way only when the cards need it."""
    from ui.table import layout_plan

    w = window_at(qtbot, tmp_path, (1280, 800), 4)
    try:
        _big_text(qtbot, w, "en")
        assert w.table.panel.prompt_fit() == 0
        assert w.table.plan.opponent_card >= layout_plan.OPPONENT_LEAST
    finally:
        _reset(w)


def test_readability_of_a_plan() -> None:
    from ui.table.layout_plan import Caps, Plan, readability, readable

    caps = Caps(opponent=84, own=104, hand=112, revealed=96)
    small = Plan(200, 96, 98, 17, 1, 70, 62)
    assert readability(small, caps) == pytest.approx(17 / 50)
    assert readable(Plan(200, 96, 98, 50, 1, 70, 70), caps)
    assert not readable(Plan(200, 96, 98, 50, 1, 70, 69), caps)
    assert readable(Plan(200, 96, 98, 30, 1, 70, 70), caps, opponents=False)
    tiny_cap = Caps(opponent=28, own=40, hand=40, revealed=40)  # 39 px and 55 px tall
    assert readable(Plan(200, 96, 98, 39, 1, 70, 55), tiny_cap)
