"""The one name rule (sanjuan/rules/names.py)."""

import pytest

from sanjuan.rules.names import (
    check_name,
    duplicate_names,
    html_name,
    is_valid_name,
    isolate,
    name_problem,
    sanitize_name,
)


@pytest.mark.parametrize("bad", ["Bea\u202e", "\ud800", "a\x1b]0;x\x07", "zero\u200bwidth",
                                 "\ufeffBOM", "line\u2028sep", "tab\tname", "x" * 41])
def test_forbidden_names_are_refused_with_a_reason(bad):
    assert name_problem(bad) is not None
    assert not is_valid_name(bad)
    with pytest.raises(ValueError, match="name"):
        check_name(bad)


@pytest.mark.parametrize("good", ["Bea", "Jürgen Müller", "עברית", "李雷", "O'Neil-2", ""])
def test_ordinary_names_in_any_script_pass(good):
    assert name_problem(good) is None
    assert check_name(f" {good} ") == good


def test_sanitize_removes_what_the_rule_forbids():
    assert sanitize_name("Be\u202ea\x1b") == "Bea"
    assert sanitize_name(42) == ""
    assert is_valid_name(sanitize_name("\ud800x" * 30))


def test_isolation_and_html():
    assert isolate("Bea") == "\u2068Bea\u2069"
    assert html_name("<b>") == "<bdi>&lt;b&gt;</bdi>"


def test_duplicates_compare_case_and_width_insensitively():
    assert duplicate_names(["Bea", "ＢＥＡ", "Carla", ""]) == ["Bea", "ＢＥＡ"]
    assert duplicate_names(["A", "B"]) == []
