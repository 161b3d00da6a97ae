"""Build the compiled play-out core (sanjuan/ai/playout_core.c) with a C compiler.

``pip install`` builds it where a compiler exists (setup.py); this builds it without pip:
for a checkout, for the bundles, and cross-compiled for Windows in the Windows lane::

    python tools/build_core.py                         # cc, for this machine
    python tools/build_core.py --windows               # x86_64-w64-mingw32-gcc, a .dll
    python tools/build_core.py --cc clang --output build/core.so

It writes ``sanjuan/ai/_playout_core.native.so`` (``.dll`` for Windows, ``.dylib`` on
macOS; the dot keeps Python from taking it for a module) unless ``--output`` says
otherwise, where sanjuan/ai/fastcore.py finds it. Exits 1 with
the compiler's message if the build fails, 2 if there is no such compiler.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "sanjuan" / "ai" / "playout_core.c"
#: The same float semantics as Python: no fused multiply-add, no fast-math.
FLAGS = ["-O2", "-shared", "-ffp-contract=off", "-fno-fast-math", "-fvisibility=hidden",
         "-Wall", "-Wextra"]
MINGW = "x86_64-w64-mingw32-gcc"


def default_output(windows: bool) -> Path:
    """Where fastcore.py looks: next to it, with this platform's library suffix."""
    suffix = ".dll" if windows or sys.platform == "win32" else (
        ".dylib" if sys.platform == "darwin" else ".so")
    return SOURCE.with_name("_playout_core.native" + suffix)


def command(cc: str, output: Path, windows: bool) -> list[str]:
    """The compiler's command line."""
    extra = ["-static-libgcc"] if windows else ["-fPIC"]
    return [cc, *FLAGS, *extra, "-o", str(output), str(SOURCE)]


def main(argv: list[str] | None = None) -> int:
    """Build; returns the exit status (0 built, 1 compiler failed, 2 no compiler)."""
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--windows", action="store_true",
                    help=f"cross-compile a Windows DLL with {MINGW}")
    ap.add_argument("--cc", help="the C compiler (default: cc, or mingw with --windows)")
    ap.add_argument("--output", type=Path, help="the library to write")
    args = ap.parse_args(argv)
    cc = args.cc or (MINGW if args.windows else "cc")
    if shutil.which(cc) is None:
        print(f"build_core: no C compiler {cc!r}: the play-outs stay in pure Python",
              file=sys.stderr)
        return 2
    output = args.output or default_output(args.windows)
    output.parent.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(command(cc, output, args.windows), capture_output=True, text=True,
                          check=False)
    if done.returncode != 0:
        print(f"build_core: {cc} failed:\n{done.stderr}", file=sys.stderr)
        return 1
    print(f"build_core: {output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
