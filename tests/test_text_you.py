"""The viewer's own seat is addressed in the second person: with the single human seat
named "You", no text reads "You was dealt", "You is governor", "Rosa's" → "You's" …
(every log line, prompt and tooltip of seeded games of every edition)."""

from __future__ import annotations

import re

import pytest
from test_text_support import EDITION_KEYS, play

from sanjuan.rules.cards import Role
from sanjuan.rules.observation import observe
from ui.text.log import describe_event
from ui.text.prompts import phase_name, prompt
from ui.text.roles import role_tooltip
from ui.text.table import governor_tooltip, player_tooltip

NAMES = ("You", "Rosa", "Diego", "Carmen")
# Third-person verb forms and possessives that must never follow the viewer's "You".
BAD = re.compile(r"\bYou(?:'s| (?:was|is|has|wins|draws|chooses|takes|owns|pays|gets|"
                 r"tucks|builds|produces|sells|discards|keeps|turns)\b)|\b(?:by|to|on) You\b")


def test_the_check_can_fail() -> None:
    for wrong in ("You was dealt 4 cards.", "Round 3 — You is governor.", "You's Gold mine",
                  "Taken this round by You.", "You wins with 40 VP."):
        assert BAD.search(wrong), wrong
    for right in ("You were dealt 4 cards.", "You chose the Builder.", "You win with 40 VP.",
                  "Rosa is governor."):
        assert not BAD.search(right), right


@pytest.mark.parametrize("edition", EDITION_KEYS)
def test_log_lines_for_the_viewer_are_second_person(edition: str) -> None:
    lines: list[str] = []
    for seed, players in ((21, 2), (22, 4)):
        s = list(play(edition, players, seed))[-1]
        for ev in s.log:
            text = describe_event(ev, 0, NAMES[:players], s.types)
            if text is not None:
                assert not BAD.search(text), text
                lines.append(text)
    joined = "\n".join(lines)
    assert "You were dealt" in joined and "you are governor" in joined
    assert re.search(r"Rosa (was dealt|is governor)", joined) or "— Rosa is governor" in joined


def test_tooltips_and_prompts_for_the_viewer_are_second_person() -> None:
    seen_own_governor = seen_own_role = False
    for i, s in enumerate(play("2018-expansion", 3, 5)):
        if i % 3:
            continue
        obs = observe(s, 0)
        texts = [prompt(obs, NAMES[:3]), phase_name(obs), governor_tooltip(obs, NAMES[:3])]
        texts += [player_tooltip(obs, seat, NAMES[:3]) for seat in range(3)]
        texts += [role_tooltip(r, obs, NAMES[:3]) for r in Role]
        for text in texts:
            assert not BAD.search(text), text
        seen_own_governor |= "You are governor" in texts[2]
        seen_own_role |= any("You took it this round." in t for t in texts)
        assert "You (you)" not in texts[3]
    assert seen_own_governor and seen_own_role


def test_a_spectator_reads_every_seat_by_name() -> None:
    """second_person=False: seat 0's own cards stay visible, but no line says "You"."""
    s = list(play("2018", 3, 23))[-1]
    names = ("Rosa", "Diego", "Carmen")
    lines = [describe_event(ev, 0, names, s.types, second_person=False) for ev in s.log]
    text = "\n".join(t for t in lines if t)
    assert "You" not in text and "you " not in text
    assert "Rosa was dealt 4 cards: " in text  # seat 0's dealt cards are still named


def test_a_replay_addresses_the_seat_named_you_in_the_second_person() -> None:
    """In a replay (second_person=False, seen as any seat), the seat with the default
    name "You" is still "you": "You were dealt 4 cards", not "You was dealt"; and the
    prompt of its decisions reads "You are choosing a role…", not "You is …"."""
    from sanjuan.rules.decisions import Decision, DecisionKind
    from ui.text.prompts import waiting_text

    s = list(play("2018", 3, 23))[-1]
    for viewer in range(3):
        lines = [describe_event(ev, viewer, NAMES[:3], s.types, second_person=False)
                 for ev in s.log]
        text = "\n".join(t for t in lines if t)
        assert not BAD.search(text), text
        assert "You were dealt" in text and "Rosa was dealt" in text
    for kind in DecisionKind:
        d = Decision(0, kind, None)
        assert not BAD.search(waiting_text(d, NAMES)), kind
        assert waiting_text(d, NAMES).startswith("You are ")
        assert waiting_text(Decision(1, kind, None), NAMES).startswith("Rosa is ")
    # a German game's stored "Du" is the same person
    assert waiting_text(Decision(0, DecisionKind.CHOOSE_ROLE, None), ("Du", "Rosa")) == \
        "You are choosing a role…"


def test_every_translation_of_the_default_name_is_known() -> None:
    """ui.text.DEFAULT_YOU_NAMES holds "You" in every shipped language, so a stored
    default name is shown in the current one ("Du" → "You")."""
    import xml.etree.ElementTree as ET
    from pathlib import Path

    from ui.text import DEFAULT_YOU_NAMES, is_you_name, shown_name, you_seat

    root = Path(__file__).resolve().parent.parent / "i18n"
    for ts in root.glob("*.ts"):
        for msg in ET.parse(ts).getroot().iter("message"):
            if msg.findtext("source") == "You":
                assert msg.findtext("translation") in DEFAULT_YOU_NAMES
    assert shown_name("Du") == "You" and shown_name("Dunja") == "Dunja"
    assert is_you_name("You") and not is_you_name("Rosa")
    assert you_seat(["Rosa", "Du"]) == 1 and you_seat(["Rosa", "Diego"]) == -1
    assert you_seat(["You", "Du"]) == -1  # two: nobody is "you"
