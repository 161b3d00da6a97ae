"""The merged branches together (issue 22): keyboard focus with the small-window layout
(own tableau beside the hand), the focus look in high contrast, the taken role cards in
high contrast."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication
from test_layout_fit import window_at

from sanjuan.rules.decisions import DecisionKind
from ui.table import style
from ui.table.card import CardWidget
from ui.table.focus_ring import CONTRAST_FOCUS
from ui.table.keys import focus_rows

pytest.importorskip("pytestqt")
Key = Qt.Key


def _press(qtbot, key: Qt.Key) -> None:
    qtbot.keyClick(QApplication.focusWidget(), key)


@pytest.mark.parametrize("size", [(960, 540), (1366, 768)], ids=["960x540", "1366x768"])
def test_up_down_reach_the_own_tableau_in_either_layout(qtbot, tmp_path, size) -> None:
    w = window_at(qtbot, tmp_path, size, 4, DecisionKind.BUILD)
    t = w.table
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    rows = focus_rows(t)
    hand = list(t.hand.cards.values())
    own_row = next(r for r in rows if t.own in r)
    hand_row = next(r for r in rows if hand[0] in r)
    if t.plan.side:  # beside: one row, own tableau first, then the hand
        assert own_row is hand_row
        assert own_row.index(t.own) < own_row.index(hand[0])
        hand[0].setFocus(Qt.FocusReason.TabFocusReason)
        _press(qtbot, Key.Key_Left)  # sideways from the first hand card: the own tableau
        assert QApplication.focusWidget() in [t.own, *t.own.cards.values()]
        hand[0].setFocus(Qt.FocusReason.TabFocusReason)
        _press(qtbot, Key.Key_Up)  # up: the decision strip above, not sideways
        up = QApplication.focusWidget()
        assert up is not None and t.panel.isAncestorOf(up), up
    else:  # stacked: the tableau is the row above the hand
        assert rows.index(own_row) + 1 == rows.index(hand_row)
        hand[0].setFocus(Qt.FocusReason.TabFocusReason)
        _press(qtbot, Key.Key_Up)
        assert QApplication.focusWidget() in [t.own, *t.own.cards.values()]
    # Down from the decision strip comes back to the hand or the tableau
    t.panel.pass_button.setFocus(Qt.FocusReason.TabFocusReason)
    _press(qtbot, Key.Key_Down)
    assert QApplication.focusWidget() in [t.own, *t.own.cards.values(), *hand]


def test_small_layout_puts_the_tableau_beside_the_hand(qtbot, tmp_path) -> None:
    # the case above must not be only the stacked one
    w = window_at(qtbot, tmp_path, (960, 540), 4, DecisionKind.BUILD)
    assert w.table.plan.side


def _grab(widget) -> QImage:
    return widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def _count(img: QImage, colour: QColor, tol: int = 40) -> int:
    n = 0
    for y in range(0, img.height(), 1):
        for x in range(0, img.width(), 1):
            c = img.pixelColor(x, y)
            if (abs(c.red() - colour.red()) + abs(c.green() - colour.green())
                    + abs(c.blue() - colour.blue())) < tol:
                n += 1
    return n


def test_high_contrast_focus_is_told_from_the_black_edges(qtbot, tmp_path) -> None:
    w = window_at(qtbot, tmp_path, (1366, 768), 4, DecisionKind.BUILD)
    t = w.table
    w.settings.set_high_contrast(True)
    qtbot.waitUntil(lambda: style.HIGH_CONTRAST)
    try:
        w.activateWindow()
        qtbot.waitUntil(w.isActiveWindow)
        card = next(c for c in t.hand.cards.values() if isinstance(c, CardWidget))
        card.clearFocus()
        qtbot.wait(20)
        assert _count(_grab(card), CONTRAST_FOCUS) == 0
        card.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(card.hasFocus)
        assert _count(_grab(card), CONTRAST_FOCUS) > 4 * card.width()
        # the decision strip's buttons: a magenta edge, not the black every button has
        button = t.panel.pass_button
        assert button.isVisible() and button.isEnabled()
        before = _count(_grab(button), CONTRAST_FOCUS)
        button.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(button.hasFocus)
        qtbot.wait(20)
        assert before == 0 and _count(_grab(button), CONTRAST_FOCUS) > 2 * button.width()
    finally:
        w.settings.set_high_contrast(False)


def test_taken_role_card_is_grey_not_beige_in_high_contrast(qtbot, tmp_path) -> None:
    w = window_at(qtbot, tmp_path, (1366, 768), 4, DecisionKind.COUNCILLOR_KEEP)
    t = w.table
    taken = next(c for c in t.roles.cards.values() if c.owner)
    beige = QColor("#d9cdb4")
    assert _count(_grab(taken), beige, tol=12) > 100  # the normal look: beige
    w.settings.set_high_contrast(True)
    qtbot.waitUntil(lambda: style.HIGH_CONTRAST)
    try:
        qtbot.wait(20)
        img = _grab(taken)
        assert _count(img, beige, tol=12) == 0
        assert _count(img, QColor("#c8c8c8"), tol=6) > 100
    finally:
        w.settings.set_high_contrast(False)


def test_every_table_follows_the_look(qtbot) -> None:
    """The puzzles, review and replay windows show their own TableWidget: the look set on
    the main table reaches them live, and a table made later starts in it."""
    from ui.table import TableWidget

    main, other = TableWidget(), TableWidget()
    for t in (main, other):
        qtbot.addWidget(t)
        t.resize(900, 600)
        t.show()
    hidden = TableWidget()  # a closed puzzles window, say: follows when shown again
    qtbot.addWidget(hidden)
    try:
        main.set_look(1.5, True)
        assert (other._text_scale, other._high_contrast) == (1.5, True)
        assert not hidden._high_contrast
        hidden.show()
        assert hidden._high_contrast and style.HIGH_CONTRAST_STYLE in hidden.styleSheet()
        assert style.HIGH_CONTRAST_STYLE in other.styleSheet()
        later = TableWidget()
        qtbot.addWidget(later)
        later.show()
        assert later._high_contrast and style.HIGH_CONTRAST_STYLE in later.styleSheet()
        # the felt is black in both
        qtbot.wait(20)
        img = other.grab().toImage()
        assert img.pixelColor(3, img.height() - 3) == style.FELT
    finally:
        main.set_look(1.0, False)
    assert not other._high_contrast and style.HIGH_CONTRAST_STYLE not in other.styleSheet()


def test_zoom_fits_the_screen_at_any_text_size() -> None:
    from ui.table.style import CARD_RATIO
    from ui.table.zoom import SCREEN_SHARE, SMALL, ZOOM_WIDTH, zoom_width

    assert zoom_width(1.0, 2160) == ZOOM_WIDTH  # room enough: as the text size asks
    assert zoom_width(2.0, 2160) == 2 * ZOOM_WIDTH
    for scale in (1.0, 1.5, 2.0):
        for screen in (540, 600, 768):
            w = zoom_width(scale, screen)
            assert w / CARD_RATIO <= SCREEN_SHARE * screen + 1, (scale, screen)
            assert w >= min(SMALL, ZOOM_WIDTH * scale)
    # 960×540 at 200 %: 400 px wide would be 559 px tall, more than the screen
    assert zoom_width(2.0, 540) < 2 * ZOOM_WIDTH
    assert zoom_width(2.0, 0) == 2 * ZOOM_WIDTH  # screen unknown: not narrowed


def test_focused_small_card_zoom_stays_on_the_screen(qtbot, tmp_path) -> None:
    from ui.table.zoom import zoom

    w = window_at(qtbot, tmp_path, (960, 540), 4, DecisionKind.BUILD)
    w.settings.set_text_scale(2.0)
    try:
        qtbot.waitUntil(lambda: style.TEXT_SCALE == 2.0)
        w.activateWindow()
        qtbot.waitUntil(w.isActiveWindow)
        card = next(iter(w.table.hand.cards.values()))
        card.setFocus(Qt.FocusReason.TabFocusReason)  # keyboard: the zoom as under the mouse
        z = zoom()
        qtbot.waitUntil(z.isVisible)
        screen = card.screen().availableGeometry()
        assert screen.contains(z.frameGeometry()), (z.frameGeometry(), screen)
    finally:
        zoom().hide_now()
        w.settings.set_text_scale(1.0)


def _prompt_fits(t) -> None:
    """The prompt shows its longest word whole, and the controls are inside the panel,
    clear of the prompt."""
    from test_layout_fit import rect_in

    panel, prompt = t.panel, t.panel.prompt
    fm = prompt.fontMetrics()
    longest = max(fm.horizontalAdvance(w) for w in prompt.text().split())
    assert prompt.contentsRect().width() >= longest, (prompt.width(), longest, prompt.text())
    box = rect_in(panel, t)
    for b in (panel.hint, panel.pass_button, panel.confirm_button):
        if b.isVisible():
            r = rect_in(b, t)
            assert box.contains(r), (b.objectName(), r, box)
            assert not r.intersects(rect_in(prompt, t)), b.objectName()
            assert b.width() >= b.minimumSizeHint().width() - 1, b.objectName()


def _wait_prompt_fits(qtbot, t) -> None:
    """:func:`_prompt_fits` once the panel's layout has caught up with a new text size
    (a loaded machine lays it out later than a fixed wait allows), within 2 s."""

    def fits() -> bool:
        try:
            _prompt_fits(t)
        except AssertionError:
            return False
        return True

    try:
        qtbot.waitUntil(fits, timeout=2000)
    except qtbot.TimeoutError:
        pass  # the assertion below names what does not fit
    _prompt_fits(t)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_large_text_puts_the_buttons_below_the_prompt(qtbot, tmp_path, lang) -> None:
    from ui.window import language

    language.apply_language(lang)
    try:
        w = window_at(qtbot, tmp_path, (960, 540), 4, DecisionKind.BUILD)
        t = w.table
        assert not t.panel.stacked()  # 100 %: one line, as before
        _prompt_fits(t)
        w.settings.set_text_scale(2.0)
        qtbot.waitUntil(lambda: style.TEXT_SCALE == 2.0)
        qtbot.wait(50)
        # below the prompt, unless the letters gave way to the cards (issue 34)
        assert t.panel.stacked() or t.panel.prompt_fit() > 0
        _wait_prompt_fits(qtbot, t)
        w.settings.set_text_scale(1.0)
        qtbot.waitUntil(lambda: not t.panel.stacked())
    finally:
        w.settings.set_text_scale(1.0)
        language.apply_language("system")


def test_wide_window_keeps_one_line_at_large_text(qtbot, tmp_path) -> None:
    w = window_at(qtbot, tmp_path, (1920, 1080), 4, DecisionKind.BUILD)
    w.settings.set_text_scale(1.5)
    try:
        qtbot.waitUntil(lambda: style.TEXT_SCALE == 1.5)
        qtbot.wait(50)
        assert not w.table.panel.stacked()
        _wait_prompt_fits(qtbot, w.table)
    finally:
        w.settings.set_text_scale(1.0)


def test_puzzle_table_at_large_text_keeps_prompt_and_hint_whole(qtbot) -> None:
    """The puzzles window's table is narrower than the main one: at 200 % text its
    prompt takes four lines and the hint a line of its own below; neither is cut."""
    from sanjuan.learn.puzzles import load_puzzles
    from ui.cli.app import make_app
    from ui.learn.puzzle_window import PuzzleWindow
    from ui.table import TableWidget
    from ui.window import language

    make_app()
    language.apply_language("de")  # the longer words
    main = TableWidget()  # the main window's table: the settings set the look on it
    qtbot.addWidget(main)
    pw = PuzzleWindow(None, load_puzzles()[:1])
    qtbot.addWidget(pw)
    pw.resize(960, 540)
    pw.show()
    try:
        main.set_look(2.0, False)
        qtbot.wait(50)
        t = pw.table
        assert t._text_scale == 2.0 and t.panel.stacked()
        prompt, hint = t.panel.prompt, t.panel.hint
        assert prompt.text() and hint.text()
        assert prompt.height() >= prompt.heightForWidth(prompt.width()) - 1
        assert hint.height() >= hint.heightForWidth(hint.width()) - 1
        fm = hint.fontMetrics()
        assert hint.width() >= max(fm.horizontalAdvance(w) for w in hint.text().split())
        _prompt_fits(t)
    finally:
        main.set_look(1.0, False)
        language.apply_language("system")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_role_names_fit_their_cards(qtbot, lang) -> None:
    """German 'Baumeister' and 'Goldsucher' ran past the edge of narrow role cards
    (the review and puzzles windows' tables)."""
    from PySide6.QtGui import QFontMetricsF

    from sanjuan.rules.cards import Role
    from ui.cli.app import make_app
    from ui.table.roles import name_font
    from ui.text import roles as role_text
    from ui.window import language

    make_app()
    language.apply_language(lang)
    try:
        for role in Role:
            name = role_text.role_name(role)
            for width in (60, 70, 80, 90, 104, 140, 300):
                w = QFontMetricsF(name_font(name, width)).horizontalAdvance(name)
                assert w <= width - 8 + 0.5, (name, width, w)
            # wide cards keep the letters as large as before
            assert name_font(name, 300).pixelSize() == round(300 * 0.13)
    finally:
        language.apply_language("system")


def test_keyboard_help_names_the_ring_of_the_look(qtbot) -> None:
    from ui.cli.app import make_app
    from ui.table import TableWidget
    from ui.table.keymap import shortcuts_html

    make_app()
    t = TableWidget()
    qtbot.addWidget(t)
    assert "white and black" in shortcuts_html()
    t.set_look(1.0, True)
    try:
        assert "magenta" in shortcuts_html() and "white and black" not in shortcuts_html()
    finally:
        t.set_look(1.0, False)


def test_a_window_walked_by_a_screen_reader_is_freed_when_closed(qtbot) -> None:
    """The accessibility interfaces of the table's widgets held the widgets from Python:
    a puzzles window described once kept its table and last observation alive after it
    was closed and deleted."""
    import gc

    from PySide6.QtCore import QCoreApplication, QEvent
    from test_accessibility_tree import problems

    from sanjuan.learn.puzzles import load_puzzles
    from sanjuan.rules.observation import Observation
    from ui.cli.app import make_app
    from ui.learn.puzzle_window import PuzzleWindow

    def observations() -> int:
        gc.collect()
        return sum(isinstance(o, Observation) for o in gc.get_objects())

    make_app()
    before = observations()
    pw = PuzzleWindow(None, load_puzzles()[:1])
    pw.show()
    qtbot.waitExposed(pw)
    assert pw.table.observation is not None and observations() > before
    problems(pw)  # what a screen reader does: ask for every widget's interface
    pw.close()
    pw.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    del pw
    assert observations() <= before


def test_keyboard_zoom_keeps_the_rows_neighbours_in_sight(qtbot, tmp_path) -> None:
    """Under the mouse the zoom stands beside the card; with the keyboard focus it stands
    above or below it, so the next card along the row (Left/Right) is not covered."""
    from PySide6.QtCore import QPoint, QRect

    from ui.table.zoom import too_small, zoom

    w = window_at(qtbot, tmp_path, (960, 540), 4, DecisionKind.COUNCILLOR_KEEP)
    w.settings.set_text_scale(1.5)
    try:
        qtbot.waitUntil(lambda: style.TEXT_SCALE == 1.5)
        qtbot.wait(50)
        w.activateWindow()
        qtbot.waitUntil(w.isActiveWindow)
        for row in (list(w.table.revealed.values()), list(w.table.hand.cards.values())):
            assert len(row) >= 2
            card = row[0]
            assert too_small(card)
            card.setFocus(Qt.FocusReason.TabFocusReason)
            z = zoom()
            qtbot.waitUntil(lambda z=z, card=card: z.isVisible() and z.card is card)
            shown = z.frameGeometry()
            for other in row[1:]:
                r = QRect(other.mapToGlobal(QPoint(0, 0)), other.size())
                assert not shown.intersects(r), (shown, r)
            card.clearFocus()
    finally:
        zoom().hide_now()
        w.settings.set_text_scale(1.0)
