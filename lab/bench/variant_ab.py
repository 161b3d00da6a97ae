"""Paired A/B arena of player variants with the lab's switches (prints figures).

``bench/expert_ab.py`` (same arguments and output) with each side made by
:func:`lab.ai.variants.make`, so a variant may also name what the shipped Expert does
not carry: ``evaluation=net|logistic-2p|hand``, ``rollout=distilled``, ``soft=T``
(:mod:`lab.ai.soft`) and ``memory=true``. The commands of docs/ai.md's research log that
name those switches run here, e.g.::

    python lab/bench/variant_ab.py "expert:evaluation=net,max_seconds=5" expert --games 40
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository: sanjuan, lab
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))  # expert_ab

import expert_ab  # a script of bench/, not a package

from lab.ai.variants import make

if __name__ == "__main__":
    expert_ab.make_player = make  # type: ignore[assignment]
    expert_ab.main()
