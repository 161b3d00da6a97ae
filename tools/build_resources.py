"""Regenerate the Qt resources: translations, resources.qrc and ui/resources_rc.py.

Run from anywhere, with the project's virtual environment:

    python tools/build_resources.py            # rebuild everything
    python tools/build_resources.py --check    # exit 1 if a generated file is stale
    python tools/build_resources.py --lupdate  # first extract ui/ strings into i18n/*.ts
                                               # and fold in i18n/parts/*.ts

Steps:
1. ``pyside6-lrelease`` compiles every ``i18n/*.ts`` into ``i18n/*.qm``.
2. ``resources.qrc`` is written to list every file under ``assets/`` and every ``.qm``.
3. ``pyside6-rcc --format-version 1 --no-compress`` compiles it into
   ``ui/resources_rc.py``. Format version 1 writes no timestamps and uncompressed data
   does not depend on the zlib/zstd build, so the output is byte-stable and is committed;
   ``tests/test_resources.py`` fails when it is stale. Only the header line naming the
   Qt version is ignored when comparing.
"""

from __future__ import annotations

import argparse
import filecmp
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))  # i18n_fold beside this file
ASSETS = ROOT / "assets"
I18N = ROOT / "i18n"
QRC = ROOT / "resources.qrc"
RC_MODULE = ROOT / "ui" / "resources_rc.py"


def _pyside_tool(tool: str, args: list[str], cwd: Path = ROOT) -> None:
    """Run a PySide6 tool (rcc, lrelease, ...) the way its ``pyside6-*`` script does.

    Going through the interpreter finds the tool of this environment's PySide6 on every
    platform, whether or not the environment's scripts folder is on PATH.
    """
    code = (
        "import sys; from PySide6.scripts import pyside_tool as t; "
        f"sys.argv[0] = {tool!r}; t.{tool}()"
    )
    subprocess.run([sys.executable, "-c", code, *args], cwd=cwd, check=True)


#: lupdate options: drop messages gone from the code, and no file/line locations (they
#: would change the .ts with every edit of a source file and make merges conflict).
LUPDATE_OPTIONS = ["-no-obsolete", "-locations", "none", "-silent"]


def translation_sources() -> list[str]:
    """Every ``ui/**/*.py`` except the generated resource module, repo-relative."""
    sources = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "ui").rglob("*.py"))
    return [s for s in sources if s != RC_MODULE.relative_to(ROOT).as_posix()]


def lupdate(ts: Path) -> None:
    """Extract the translatable strings of :func:`translation_sources` into ``ts``.

    lupdate does not pick up ``.py`` files when given a folder, so the files are listed.
    It extracts into an empty file; :func:`i18n_fold.merge_extracted` then merges that
    into ``ts`` (keeping the German plural forms, which lupdate's own merge drops).
    """
    from i18n_fold import merge_extracted

    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / "fresh.ts"
        _pyside_tool("lupdate", [*translation_sources(), *LUPDATE_OPTIONS, "-ts", str(fresh)])
        merge_extracted(fresh, ts)


def update_translations() -> None:
    """lupdate every ``i18n/*.ts``, then fold the branches' German part files
    (``i18n/parts/*.ts``, see ``tools/i18n_fold.py``) into ``sanjuan_de.ts``."""
    from i18n_fold import MAIN_TS, fold, print_report

    for ts in sorted(I18N.glob("*.ts")):
        lupdate(ts)
    print_report(fold(MAIN_TS))


def release_translations(out_dir: Path = I18N) -> list[Path]:
    """Compile every ``i18n/*.ts`` into ``out_dir/*.qm``; return the ``.qm`` paths."""
    out_dir.mkdir(parents=True, exist_ok=True)
    qms = []
    for ts in sorted(I18N.glob("*.ts")):
        qm = out_dir / ts.with_suffix(".qm").name
        _pyside_tool("lrelease", ["-silent", str(ts), "-qm", str(qm)])
        qms.append(qm)
    return qms


def resource_paths() -> list[str]:
    """Paths (relative to the repo root, ``/``-separated) that resources.qrc bundles."""
    assets = [p for p in ASSETS.rglob("*") if p.is_file() and not p.name.startswith(".")]
    qms = [ts.with_suffix(".qm") for ts in I18N.glob("*.ts")]
    return sorted(p.relative_to(ROOT).as_posix() for p in assets + qms)


def qrc_text() -> str:
    """The contents of resources.qrc: every resource under the prefix ``/``."""
    lines = ["<!DOCTYPE RCC>", '<RCC version="1.0">', '<qresource prefix="/">']
    lines += [f"    <file>{path}</file>" for path in resource_paths()]
    lines += ["</qresource>", "</RCC>", ""]
    return "\n".join(lines)


def write_qrc(path: Path = QRC) -> Path:
    path.write_text(qrc_text(), encoding="utf-8", newline="\n")
    return path


def build_rc_module(output: Path = RC_MODULE, qrc: Path = QRC) -> Path:
    """Compile ``qrc`` into the Python resource module ``output``."""
    _pyside_tool(
        "rcc",
        ["--format-version", "1", "--no-compress", "-g", "python", str(qrc), "-o", str(output)],
        cwd=qrc.parent,
    )
    return output


def rc_module_code(path: Path = RC_MODULE) -> str:
    """The resource module's text without rcc's "Created by ... Qt version" line."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    return "".join(line for line in lines if not line.startswith("# Created by: The Resource"))


def build_all() -> None:
    release_translations()
    write_qrc()
    build_rc_module()


def stale_files() -> list[Path]:
    """Generated files that differ from what a rebuild would write."""
    stale = []
    with tempfile.TemporaryDirectory() as tmp:
        tmpdir = Path(tmp)
        for qm in release_translations(tmpdir):
            committed = I18N / qm.name
            if not committed.exists() or not filecmp.cmp(qm, committed, shallow=False):
                stale.append(committed)
        if not QRC.exists() or QRC.read_text(encoding="utf-8") != qrc_text():
            stale.append(QRC)
        # rcc must run beside the real qrc (its paths are relative to it).
        rc = build_rc_module(tmpdir / "resources_rc.py")
        if not RC_MODULE.exists() or rc_module_code(rc) != rc_module_code():
            stale.append(RC_MODULE)
    return stale


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="only report stale generated files (exit 1)"
    )
    parser.add_argument(
        "--lupdate", action="store_true", help="extract ui/ strings into i18n/*.ts first"
    )
    args = parser.parse_args(argv)
    if args.check:
        stale = stale_files()
        for path in stale:
            print(f"stale: {path.relative_to(ROOT)}", file=sys.stderr)
        if stale:
            print("run: python tools/build_resources.py", file=sys.stderr)
        return 1 if stale else 0
    if args.lupdate:
        update_translations()
    build_all()
    print(f"wrote {QRC.relative_to(ROOT)} and {RC_MODULE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
