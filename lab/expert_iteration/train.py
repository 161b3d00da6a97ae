"""Run or resume expert iteration: ``python lab/expert_iteration/train.py --run FOLDER
--budget 2h30m [--workers N] [--nice 10] [--ray ADDRESS]`` (see driver.py)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

# One thread per process: the matrices are small and the workers are the parallelism.
for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")
_HERE = Path(__file__).resolve()
sys.path[:0] = [str(_HERE.parents[2]), str(_HERE.parents[1])]

from expert_iteration.driver import main  # noqa: E402

if __name__ == "__main__":
    raise SystemExit(main())
