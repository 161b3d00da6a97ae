"""The German translation is complete, current and compiled, and keeps every placeholder;
the fold tool (tools/i18n_fold.py) fills unfinished messages from branch part files."""

from __future__ import annotations

import filecmp
import importlib.util
import re
import shutil
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TS = ROOT / "i18n" / "sanjuan_de.ts"
QM = ROOT / "i18n" / "sanjuan_de.qm"


def _load(name: str):
    sys.path.insert(0, str(ROOT / "tools"))
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(name, module)  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


build_resources = _load("build_resources")
i18n_fold = _load("i18n_fold")


def messages(path: Path) -> list[tuple[str, ET.Element]]:
    """(context name, <message>) of every message in the TS file at ``path``."""
    root = ET.parse(path).getroot()
    return [(ctx.findtext("name", ""), m) for ctx in root.iter("context")
            for m in ctx.iter("message")]


def texts(msg: ET.Element) -> list[str]:
    """The translation of ``msg``: its text, or each numerus form."""
    tr = msg.find("translation")
    assert tr is not None
    forms = tr.findall("numerusform")
    return [f.text or "" for f in forms] if forms else [tr.text or ""]


_PLACEHOLDER = re.compile(r"%L?\d+|%n|\{[A-Za-z_]\w*\}|\{\d*\}")


def placeholders(text: str) -> Counter:
    """Placeholders of ``text``: ``%1``…, ``%n``, ``{name}`` by name; ``{}`` and ``{0}``
    count alike (a translation may number positional fields to reorder them)."""
    return Counter("{}" if re.fullmatch(r"\{\d*\}", p) else p for p in _PLACEHOLDER.findall(text))


MESSAGES = messages(TS)


def test_every_message_is_translated():
    bad = []
    for ctx, m in MESSAGES:
        tr = m.find("translation")
        if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished") \
                or not all(t.strip() for t in texts(m)):
            bad.append(f"[{ctx}] {m.findtext('source')!r}")
    assert bad == [], f"{len(bad)} unfinished, empty or obsolete messages: {bad[:10]}"


def test_translations_keep_placeholders_and_shortcuts():
    bad = []
    for ctx, m in MESSAGES:
        source = m.findtext("source", "")
        want = placeholders(source)
        for t in texts(m):  # every numerus form keeps %n too
            if placeholders(t) != want or t.count("&") != source.count("&"):
                bad.append(f"[{ctx}] {source!r} -> {t!r}")
    assert bad == [], "placeholders or & shortcuts differ:\n" + "\n".join(bad)


def test_numerus_messages_have_two_german_forms():
    for ctx, m in MESSAGES:
        if m.get("numerus") == "yes":
            assert len(texts(m)) == 2, f"[{ctx}] {m.findtext('source')!r}"


def test_ts_has_every_message_of_the_sources(tmp_path):
    """lupdate of the current sources into a copy adds and drops nothing."""
    copy = tmp_path / TS.name
    shutil.copyfile(TS, copy)
    build_resources.lupdate(copy)
    keys = {(c, m.findtext("source")) for c, m in MESSAGES}
    fresh = {(c, m.findtext("source")) for c, m in messages(copy)}
    assert sorted(fresh - keys) == [], "strings missing from the .ts: run build_resources --lupdate"
    assert sorted(keys - fresh) == [], "strings no longer in the code: run --lupdate"


def test_qm_is_compiled_from_the_ts(tmp_path):
    (qm,) = [q for q in build_resources.release_translations(tmp_path) if q.name == QM.name]
    assert filecmp.cmp(qm, QM, shallow=False), "stale .qm: run python tools/build_resources.py"


def test_one_placeholder_style():
    """Every translated text uses Qt's placeholders (%1 … %9, %n), which Qt Linguist checks
    in each translation; none uses str.format's {} or {name}."""
    braces = re.compile(r"\{[A-Za-z_0-9]*\}")
    bad = [msg.findtext("source", "") for _, msg in MESSAGES
           if braces.search(msg.findtext("source", ""))
           or any(braces.search(t) for t in texts(msg))]
    assert bad == []


def test_arg_fills_in_one_pass():
    from ui.text import arg

    assert arg("%1 wins with %2 VP", "Ana", 31) == "Ana wins with 31 VP"
    assert arg("%2 nach %1", "a", "b") == "b nach a"
    # a name that looks like a placeholder is never replaced again (QString.arg does this)
    assert arg("%1 passes (%2).", "%2", "Builder") == "%2 passes (Builder)."
    assert arg("%1 and %2", "x") == "x and %2"  # a missing value stays visible


def test_placeholder_helper_sees_a_lost_placeholder():
    assert placeholders("{} zieht {} ({}){}.") == placeholders("{} drew {} ({}){}.")
    assert placeholders("{1} von {0}") == placeholders("{} of {}")
    assert placeholders("Runde %1") != placeholders("Round %1 · %2")
    assert placeholders("{name} bauen") != placeholders("Build {n}")


# ---------------------------------------------------------------------- fold tool
MAIN = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context><name>MainWindow</name>
  <message><source>Resume</source><translation type="unfinished"></translation></message>
  <message numerus="yes"><source>%n game(s)</source><translation type="unfinished">
    <numerusform></numerusform><numerusform></numerusform></translation></message>
  <message><source>Quit</source><translation>Beenden</translation></message>
</context>
</TS>
"""
PART = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context><name>MainWindow</name>
  <message><source>Resume</source><translation>Fortsetzen</translation></message>
  <message numerus="yes"><source>%n game(s)</source><translation>
    <numerusform>%n Partie</numerusform><numerusform>%n Partien</numerusform></translation>
  </message>
</context>
</TS>
"""


def test_fold_fills_unfinished_messages_and_removes_the_part(tmp_path):
    main, parts = tmp_path / "de.ts", tmp_path / "parts"
    parts.mkdir()
    main.write_text(MAIN, encoding="utf-8")
    (parts / "autosave.ts").write_text(PART, encoding="utf-8")
    (parts / "README.md").write_text("kept", encoding="utf-8")
    report = i18n_fold.fold(main, parts)
    assert report.filled == 2 and report.unmatched == []
    assert [p.name for p in report.removed] == ["autosave.ts"]
    assert sorted(p.name for p in parts.iterdir()) == ["README.md"]
    folded = {m.findtext("source"): m for _, m in messages(main)}
    assert texts(folded["Resume"]) == ["Fortsetzen"]
    assert texts(folded["%n game(s)"]) == ["%n Partie", "%n Partien"]
    assert folded["%n game(s)"].find("translation").get("type") is None
    assert texts(folded["Quit"]) == ["Beenden"]


def test_fold_keeps_a_part_whose_message_matches_nothing(tmp_path):
    main, parts = tmp_path / "de.ts", tmp_path / "parts"
    parts.mkdir()
    main.write_text(MAIN, encoding="utf-8")
    (parts / "x.ts").write_text(PART.replace("Resume", "Resume game"), encoding="utf-8")
    report = i18n_fold.fold(main, parts)
    assert report.filled == 1  # the numerus message still folds
    assert report.unmatched == [("x.ts", "MainWindow", "Resume game")]
    assert (parts / "x.ts").exists()


def test_fold_of_a_malformed_part_changes_nothing(tmp_path):
    main, parts = tmp_path / "de.ts", tmp_path / "parts"
    parts.mkdir()
    main.write_text(MAIN, encoding="utf-8")
    (parts / "a.ts").write_text(PART, encoding="utf-8")
    (parts / "b.ts").write_text("<TS><context>", encoding="utf-8")
    with pytest.raises(ET.ParseError):
        i18n_fold.fold(main, parts)
    assert main.read_text(encoding="utf-8") == MAIN
    assert (parts / "a.ts").exists()


def test_german_rules_have_the_structure_of_the_english_ones():
    """Same sections (anchors), headings, table rows and list items as assets/rules.html."""
    en = (ROOT / "assets" / "rules.html").read_text(encoding="utf-8")
    de = (ROOT / "assets" / "rules_de.html").read_text(encoding="utf-8")
    for pattern in (r'<a name="(\w+)">', r'href="#(\w+)"', r"<(h[123])>", r"<(tr)>", r"<(li)>"):
        assert re.findall(pattern, de) == re.findall(pattern, en), pattern
    assert '<html lang="de">' in de and "Baumeisterphase" in de


def test_a_comment_makes_one_source_text_two_messages(qtbot):
    """"Discard" under the piles is a noun, on the Councillor's button a verb: German
    needs "Ablage" and "Abwerfen" (the screenshot at 960×540 showed "Ablage" twice).
    The merge and the fold keep them apart by their comment."""
    from sanjuan.rules.decisions import DecisionKind
    from ui.cli.app import make_app
    from ui.table.labels import confirm_label
    from ui.window import language

    make_app()
    de = {(m.findtext("source"), m.findtext("comment") or ""): texts(m)
          for _, m in messages(ROOT / "i18n" / "sanjuan_de.ts")}
    assert de[("Discard", "")] == ["Ablage"]
    assert de[("Discard", "button: discard the chosen cards")] == ["Abwerfen"]
    try:
        language.apply_language("de")
        assert confirm_label(DecisionKind.COUNCILLOR_DISCARD) == "Abwerfen"
        from PySide6.QtCore import QCoreApplication

        assert QCoreApplication.translate("Table", "Discard") == "Ablage"
    finally:
        language.apply_language("system")
