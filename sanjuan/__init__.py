"""San Juan: the rules engine, scoring, AI players and saving (pure Python, no Qt).

The Qt game model lives in :mod:`ui.session.game_model`; nothing else here imports Qt.
"""

from sanjuan.rules.actions import Action, Build, ChooseRole, Pass, Select
from sanjuan.rules.cards import CARD_TYPES, CardType, Good, Kind, Role
from sanjuan.rules.decisions import BuildOption, Decision, DecisionKind
from sanjuan.rules.engine import apply, legal_actions, new_game
from sanjuan.rules.errors import IllegalActionError, SaveFileError
from sanjuan.rules.state import GameState, Options

__all__ = ["Action", "Build", "ChooseRole", "Pass", "Select", "CARD_TYPES", "CardType", "Good",
           "Kind", "Role", "BuildOption", "Decision", "DecisionKind", "apply", "legal_actions",
           "new_game", "IllegalActionError", "SaveFileError", "GameState", "Options"]


def __getattr__(name: str) -> str:
    """``sanjuan.__version__``, looked up on first use from the one source (see
    :mod:`sanjuan.version`); raises AttributeError for any other unknown name."""
    if name == "__version__":
        from sanjuan.version import version

        return version()
    raise AttributeError(f"module 'sanjuan' has no attribute {name!r}")
