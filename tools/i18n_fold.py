"""Fold the branches' German part files ``i18n/parts/*.ts`` into ``i18n/sanjuan_de.ts``.

Every branch writes the translations of the strings it adds into its own TS file holding
only those messages (see COMMON.md). After merging, ``python tools/build_resources.py
--lupdate`` extracts the strings of the merged sources and then calls :func:`fold`: every
message of the main file that is still unfinished (or empty) and whose (context, source)
has a translation in a part file takes that translation (numerus forms included). A part
file all of whose messages were used (or were already translated the same way) is then
deleted; one with a message that matched nothing is kept and reported, as its source text
probably differs from the code's.

    python tools/i18n_fold.py            # fold into i18n/sanjuan_de.ts, report
    python tools/i18n_fold.py --dry-run  # only report
"""

from __future__ import annotations

import argparse
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAIN_TS = ROOT / "i18n" / "sanjuan_de.ts"
PARTS = ROOT / "i18n" / "parts"

#: (context name, source text, disambiguation comment): one source text may be two
#: messages ("Discard" the pile and "Discard" the button are two German words).
Key = tuple[str, str, str]


@dataclass
class FoldReport:
    """What :func:`fold` did: messages filled, part files removed, and part messages that
    matched no message of the main file (``(file name, context, source)``)."""

    filled: int = 0
    removed: list[Path] = field(default_factory=list)
    unmatched: list[tuple[str, str, str]] = field(default_factory=list)


def _messages(root: ET.Element) -> dict[Key, ET.Element]:
    out = {}
    for ctx in root.iter("context"):
        name = ctx.findtext("name", "")
        for msg in ctx.iter("message"):
            out[(name, msg.findtext("source", ""), msg.findtext("comment", ""))] = msg
    return out


def _finished(msg: ET.Element) -> bool:
    """True when ``msg`` has a translation not marked unfinished/obsolete/vanished."""
    tr = msg.find("translation")
    if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished"):
        return False
    forms = tr.findall("numerusform")
    if forms:
        return all((f.text or "").strip() for f in forms)
    return bool((tr.text or "").strip())


def _texts(msg: ET.Element) -> list[str]:
    tr = msg.find("translation")
    if tr is None:
        return []
    forms = tr.findall("numerusform")
    return [(f.text or "").strip() for f in forms] if forms else [(tr.text or "").strip()]


def _same(a: ET.Element, b: ET.Element) -> bool:
    """True when both messages carry the same translation (layout aside)."""
    return _texts(a) == _texts(b)


def _copy_translation(src: ET.Element, dst: ET.Element) -> None:
    """Put the translation of part message ``src`` into main message ``dst``."""
    old = dst.find("translation")
    new = ET.Element("translation")
    part_tr = src.find("translation")
    assert part_tr is not None
    forms = part_tr.findall("numerusform")
    if forms:
        for f in forms:
            ET.SubElement(new, "numerusform").text = f.text or ""
    else:
        new.text = part_tr.text or ""
    if old is not None:
        new.tail = old.tail
        dst.insert(list(dst).index(old), new)
        dst.remove(old)
    else:
        dst.append(new)


def mark_numerus(root: ET.Element) -> int:
    """Mark every message whose source holds ``%n`` as a numerus message (two German
    forms); returns how many changed. pyside6-lupdate flags a ``translate(ctx, text,
    None, n)`` call as numerus only when ``n`` is a literal number, never a variable, and
    without the flag the German plural form would fall back to English at run time."""
    changed = 0
    for msg in root.iter("message"):
        if "%n" not in msg.findtext("source", "") or msg.get("numerus") == "yes":
            continue
        msg.set("numerus", "yes")
        tr = msg.find("translation")
        if tr is None:
            tr = ET.SubElement(msg, "translation", {"type": "unfinished"})
        if not tr.findall("numerusform"):
            text, tr.text = tr.text or "", None
            for _ in range(2):
                ET.SubElement(tr, "numerusform").text = text
        changed += 1
    return changed


def merge_extracted(fresh_ts: Path, ts: Path) -> None:
    """Update ``ts`` to the messages of ``fresh_ts`` (a plain lupdate extraction of the
    sources): new messages are added unfinished, vanished ones dropped, existing ones keep
    their translation (numerus forms included), ``%n`` messages are marked numerus (see
    :func:`mark_numerus`). lupdate's own merge would reduce such a message to one form
    again on every run, so the merge is done here. Raises ParseError for a malformed file."""
    fresh = ET.parse(fresh_ts).getroot()
    old_root = ET.parse(ts).getroot() if ts.exists() else None
    old = _messages(old_root) if old_root is not None else {}
    root = ET.Element("TS", dict(old_root.attrib) if old_root is not None else
                      {"version": "2.1", "language": "de_DE"})
    for ctx in fresh.iter("context"):
        name = ctx.findtext("name", "")
        out = ET.SubElement(root, "context")
        ET.SubElement(out, "name").text = name
        for msg in ctx.iter("message"):
            key = (name, msg.findtext("source", ""), msg.findtext("comment", ""))
            out.append(old.get(key) or msg)
    mark_numerus(root)
    write_ts(root, ts)


def write_ts(root: ET.Element, ts: Path) -> None:
    """Write the TS document ``root`` to ``ts`` in a stable, indented layout."""
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                  encoding="utf-8")


def fold(main_ts: Path = MAIN_TS, parts_dir: Path = PARTS, dry_run: bool = False) -> FoldReport:
    """Fill unfinished messages of ``main_ts`` from ``parts_dir/*.ts`` and delete the part
    files that were folded completely (nothing is written with ``dry_run``). A part
    message matches when context, source text and numerus flag are equal. Raises
    ``xml.etree.ElementTree.ParseError`` for a malformed TS file, before writing."""
    report = FoldReport()
    tree = ET.parse(main_ts)
    marked = mark_numerus(tree.getroot())
    main = _messages(tree.getroot())
    parts = sorted(parts_dir.glob("*.ts"))
    parsed = [(p, _messages(ET.parse(p).getroot())) for p in parts]  # all parse, or none
    for path, messages in parsed:
        complete = True
        for key, msg in messages.items():
            target = main.get(key)
            if (target is None or not _finished(msg)
                    or (target.get("numerus") == "yes") != (msg.get("numerus") == "yes")):
                report.unmatched.append((path.name, key[0], key[1]))
                complete = False
                continue
            if not _finished(target):
                _copy_translation(msg, target)
                report.filled += 1
            elif not _same(target, msg):
                report.unmatched.append((path.name, key[0], key[1]))  # two different translations
                complete = False
        if complete:
            report.removed.append(path)
    if dry_run:
        return report
    if report.filled or marked:
        write_ts(tree.getroot(), main_ts)
    for path in report.removed:
        path.unlink()
    return report


def print_report(report: FoldReport, out=sys.stdout) -> None:  # noqa: ANN001
    """A short summary of ``report`` on ``out``."""
    print(f"folded {report.filled} translation(s); removed "
          f"{', '.join(p.name for p in report.removed) or 'no part file'}", file=out)
    for name, ctx, source in report.unmatched:
        print(f"kept {name}: no unfinished message or a different translation for "
              f"[{ctx}] {source!r}", file=out)


def main(argv: list[str] | None = None) -> int:
    """Command line: fold, print the report; exit 1 if a part message matched nothing."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dry-run", action="store_true", help="report only, change nothing")
    args = parser.parse_args(argv)
    report = fold(dry_run=args.dry_run)
    print_report(report)
    return 1 if report.unmatched else 0


if __name__ == "__main__":
    sys.exit(main())
