"""Expert iteration for San Juan (issue 36, step 3): a lab experiment, not shipped.

:mod:`.model` (policy and value, checkpoints, the NumPy fit), :mod:`.search` (the
ISMCTS they guide), :mod:`.units` (deterministic work units), :mod:`.driver` (the
resumable loop), :mod:`.ray_units` (the same units on Ray). Run it with
``python lab/expert_iteration/train.py --run RUN_FOLDER --budget 2h30m``; README.md
next to this file says more.
"""
