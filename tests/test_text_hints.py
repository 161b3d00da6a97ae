"""Hint words (ui.text.hints): a reason never merely repeats the option it explains,
and an option within the search's noise of the first is marked "(about equal)"."""

from __future__ import annotations

import re

from test_coach import sampled_decisions

from sanjuan.learn.coach import coach
from sanjuan.rules.actions import Select
from ui.text.hints import about_equal_text, action_text, reason_text

NAMES = ["You", "Anna", "Bernd"]


def _words(text: str) -> set[str]:
    return set(re.findall(r"\w+", text.lower()))


def test_no_reason_only_repeats_its_option() -> None:
    kinds = set()
    for _s, obs in sampled_decisions(4):
        for h in coach(obs, seed=2, iterations=4, max_seconds=60.0):
            option = action_text(obs, h.action)
            why = reason_text(h.reason, NAMES)
            kinds.add(h.reason.kind)
            assert why != option
            if isinstance(h.action, Select) and h.reason.kind in (
                    "pay", "keep", "discard", "produce", "tuck", "swap"):
                # "Keep Smithy and Well": the reason says something else than the cards
                what = option.split(" ", 1)[1].removeprefix("with ")
                assert not why.endswith(what), (option, why)
            # something besides the option's own words (and glue words)
            extra = _words(why) - _words(option) - {"the", "a", "and", "for", "with", "you"}
            assert extra, (option, why)
    assert {"pay", "keep", "discard", "produce", "builder", "build"} <= kinds


def test_about_equal_mark() -> None:
    assert about_equal_text() == "(about equal)"
