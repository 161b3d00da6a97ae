"""The same work units on a Ray cluster (``ray.init(address=…)``).

Ray is not a dependency of the game or of the local loop: this module imports it only
when asked to (``train.py --ray ADDRESS``; ``"local"`` starts a one-machine cluster).
Each unit runs :func:`.units.run_unit` as a Ray task (Ray ships this package and the
game's ``sanjuan`` package to the workers, ``runtime_env["py_modules"]``); the workers
read the checkpoints from, and write the shards to, the run folder, so on several
machines that folder must be on a file system they share.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .units import ROOT, Unit, run_unit


def ray_runner(run_dir: Path, address: str) -> Callable[
        [list[Unit], float, Callable[[dict[str, Any]], None]], None]:
    """A runner (:data:`.driver.Runner`) that runs units as Ray tasks on the cluster at
    ``address`` ("local": start one on this machine); units still running at the
    deadline are cancelled. Raises ImportError if Ray is not installed."""
    import ray

    if not ray.is_initialized():
        # Ray ships this package and the game's to its workers (they are not installed).
        env = {"py_modules": [str(Path(__file__).parent), str(ROOT / "sanjuan")]}
        if address == "local":
            ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False,
                     runtime_env=env)
        else:
            ray.init(address=address, log_to_driver=False, runtime_env=env)
    task = ray.remote(run_unit)

    def runner(units: list[Unit], deadline: float,
               done: Callable[[dict[str, Any]], None]) -> None:
        pending = [task.remote(u, str(run_dir)) for u in units]
        while pending:
            left = deadline - time.monotonic()
            if left <= 0:
                for ref in pending:
                    ray.cancel(ref, force=True)
                return
            ready, pending = ray.wait(pending, num_returns=1, timeout=left)
            for ref in ready:
                done(ray.get(ref))

    return runner
