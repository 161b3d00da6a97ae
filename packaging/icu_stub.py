"""Build the empty ICU data library (``packaging/linux/icudata_stub.c``) that replaces
PySide6's ``libicudata.so.NN`` in the Linux bundle (32 MB of locale data the game does
not use; see the C file for why that is safe).

Used by ``packaging/sanjuan.spec``; needs a C compiler (``cc``).
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

SOURCE = Path(__file__).resolve().parent / "linux" / "icudata_stub.c"


def build_stub(original: Path, out_dir: Path) -> Path | None:
    """Compile a stub for the ICU data library ``original`` (named
    ``libicudata.so.<NN>``) into ``out_dir`` with the same file name and soname;
    returns its path, or None if there is no C compiler or the name has no ICU major
    version (the caller then keeps the original). Raises CalledProcessError if the
    compiler fails."""
    match = re.fullmatch(r"libicudata\.so\.(\d+)", original.name)
    compiler = shutil.which("cc") or shutil.which("gcc")
    if match is None or compiler is None:
        return None
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / original.name
    subprocess.run(
        [compiler, "-shared", "-fPIC", "-O2", "-s", f"-DICU_DATA_SYMBOL=icudt{match[1]}_dat",
         f"-Wl,-soname,{original.name}", "-o", str(target), str(SOURCE)],
        check=True,
    )
    return target
