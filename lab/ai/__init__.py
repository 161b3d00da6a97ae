"""Parts of computer players that were measured and not shipped (docs/ai.md).

Each plugs into the shipped Expert as an object (``ExpertPlayer(evaluator=…)``,
``ExpertPlayer(rollout=…)``) or wraps a player (:class:`lab.ai.memory.Remembering`);
:func:`lab.ai.variants.make` builds them from the ``key=value`` switches the lab's
benchmarks take. Importable with the repository's root on ``sys.path``; never installed.
"""
