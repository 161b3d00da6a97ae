"""A run's gates as the Markdown table of docs/ai.md.

``python lab/expert_iteration/report.py RUN_FOLDER``: one row per gate of
``gates.jsonl`` (candidate, data, held-out figures of the policy — the feature policy's
and, where the fit measured it, the linear yardstick's — and of the value, games,
wins with the 95 % Wilson interval, the test's decision and the 1-minute load).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any


def row(g: dict[str, Any]) -> str:
    """The table row of the gate record ``g``."""
    f = g["fit"]
    pol = (f"{f['policy_ce_current']:.3f} / {f['policy_agree_current']:.0%} → "
           f"{f['policy_ce_new']:.3f} / {f['policy_agree_new']:.0%}"
           if "policy_ce_new" in f else "–")
    lin = (f"{f['policy_ce_linear']:.3f} / {f['policy_agree_linear']:.0%}"
           if "policy_ce_linear" in f else "–")
    val = (f"{f['value_ce_current']:.3f} → {f['value_ce_new']:.3f}"
           + (" (current kept)" if f.get("value_kept") else "")
           if "value_ce_new" in f else "–")
    lo, hi = g["ci95"]
    wins = g["candidate_wins"]
    dec = g.get("decision", "wilson")
    llr = f", LLR {g['sprt']['llr']:+.2f}" if "sprt" in g else ""
    verdict = "**promoted**" if g["promoted"] else f"kept `{g['current']}`"
    load = "–" if not g.get("load") else f"{g['load'][0]:.1f}"
    return (f"| {g['iteration']} | `{g['candidate']}` | {f['positions']} positions of "
            f"{f['games']} games | {pol} | {lin} | {val} | {wins:g} / {g['games']} = "
            f"{g['win_rate']:.1%} [{lo:.1%}–{hi:.1%}] | {dec}{llr}: {verdict} | {load} |")


def main(argv: list[str]) -> int:
    """Print the table of the run folder ``argv[0]``."""
    folder = Path(argv[0])
    print("| iteration | candidate | trained on | policy: held-out cross-entropy / "
          "agreement (current → new) | linear policy on the same data | value: held-out "
          "cross-entropy (current → new) | gate: wins / games [95 % Wilson] | "
          "SPRT decision | load |")
    print("|---|---|---|---|---|---|---|---|---|")
    for line in (folder / "gates.jsonl").read_text(encoding="utf-8").splitlines():
        print(row(json.loads(line)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
