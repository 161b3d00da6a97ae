"""The lab's players by name: the ``key=value`` switches of its benchmarks, as objects.

The shipped Expert takes its evaluation and play-out policy as objects
(:class:`sanjuan.ai.expert.ExpertPlayer`); the research log (docs/ai.md) names the
variants it measured by switches (``evaluation=net``, ``rollout=distilled``,
``memory=true``, ``soft=0.5``). :func:`make` turns those switches into the objects, so
the logged commands still run (``lab/bench/variant_ab.py "expert:evaluation=net" expert``).
"""

from __future__ import annotations

from functools import partial

from sanjuan.ai import Player, make_player
from sanjuan.ai.evaluation import Evaluator, chance_to_win, load_weights, win_chance
from sanjuan.ai.expert import hand_tuned
from sanjuan.ai.rollout import FastPolicy, RolloutPolicy

#: ``evaluation=`` switches: the shipped model of the game's player count ("logistic"),
#: the 2-player model against the strongest rival alone ("logistic-2p", the Expert
#: before issue 19's fifth step), the value network ("net", :mod:`lab.ai.valuenet`),
#: Hard's hand-tuned value ("hand"; the Expert's former ``learned=False``).
EVALUATIONS = ("logistic", "logistic-2p", "net", "hand")
#: ``rollout=`` switches: the shipped rule policy or the distilled one
#: (:mod:`lab.ai.distilled`).
ROLLOUTS = ("fast", "distilled")


def evaluator(name: str) -> Evaluator:
    """The evaluator called ``name`` (:data:`EVALUATIONS`). Raises ValueError for another
    name."""
    if name == "logistic":
        return chance_to_win
    if name == "logistic-2p":
        return partial(win_chance, weights=load_weights())
    if name == "net":
        from lab.ai.valuenet import load_net

        return load_net().win_chance
    if name == "hand":
        return hand_tuned
    raise ValueError(f"evaluation must be one of {EVALUATIONS}, not {name!r}")


def rollout(name: str) -> RolloutPolicy:
    """The play-out policy called ``name`` (:data:`ROLLOUTS`). Raises ValueError for
    another name."""
    if name == "fast":
        return FastPolicy()
    if name == "distilled":
        from lab.ai.distilled import DistilledPolicy

        return DistilledPolicy()
    raise ValueError(f"rollout must be one of {ROLLOUTS}, not {name!r}")


def make(level: str, seed: int = 0, **kw: object) -> Player:
    """:func:`sanjuan.ai.make_player` with the lab's switches for Expert:
    ``evaluation=NAME`` (:data:`EVALUATIONS`; ``learned=False`` is ``evaluation=hand``),
    ``rollout=NAME`` (:data:`ROLLOUTS`; a policy object passes as it is), ``soft=T``
    (play-outs of :class:`lab.ai.soft.SoftPolicy` at temperature T) and ``memory=True``
    (the player wrapped in :class:`lab.ai.memory.Remembering`). The other keywords go to
    the player. Raises ValueError for an unknown switch value or a temperature not
    above 0."""
    memory = bool(kw.pop("memory", False))
    soft = kw.pop("soft", None)
    if soft is not None:
        from lab.ai.soft import SoftPolicy

        kw["rollout"] = SoftPolicy(float(str(soft)))
    if level == "expert":
        if kw.pop("learned", True) is False:
            kw["evaluation"] = "hand"
        if "evaluation" in kw:
            kw["evaluator"] = evaluator(str(kw.pop("evaluation")))
        if isinstance(kw.get("rollout"), str):
            kw["rollout"] = rollout(str(kw["rollout"]))
    player = make_player(level, seed, **kw)
    if memory:
        from lab.ai.memory import Remembering

        return Remembering(player)
    return player


__all__ = ["EVALUATIONS", "ROLLOUTS", "evaluator", "rollout", "make"]
