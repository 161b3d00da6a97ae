"""The optional compiled play-out core (sanjuan/ai/playout_core.c, issue 36).

Everything else about the package is in pyproject.toml. The core is a plain C library
(no Python headers) that sanjuan/ai/fastcore.py loads with ctypes; it is built as an
*optional* extension, so ``pip install`` never fails for want of a compiler: without one
the search plays out in pure Python, as it always could.
"""

import sys

from setuptools import Extension, setup

# The core must round floating point exactly as Python does: no fused multiply-add, no
# fast-math (the C file refuses to compile under fast-math or extended precision).
if sys.platform == "win32" and "GCC" not in sys.version:
    FLAGS = ["/fp:precise"]
else:
    FLAGS = ["-O2", "-ffp-contract=off", "-fno-fast-math"]

setup(ext_modules=[Extension("sanjuan.ai._playout_core", ["sanjuan/ai/playout_core.c"],
                             extra_compile_args=FLAGS, optional=True)])
