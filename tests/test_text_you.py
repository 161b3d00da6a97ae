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
