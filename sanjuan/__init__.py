"""San Juan: the rules engine, scoring, AI players and saving (pure Python, no Qt).

The Qt game model lives in :mod:`sanjuan.model`; nothing else here imports Qt.
"""

from .actions import Action, Build, ChooseRole, Pass, Select
from .cards import CARD_TYPES, CardType, Good, Kind, Role
from .decisions import BuildOption, Decision, DecisionKind
from .engine import apply, legal_actions, new_game
from .errors import IllegalActionError, SaveFileError
from .state import GameState, Options

__all__ = ["Action", "Build", "ChooseRole", "Pass", "Select", "CARD_TYPES", "CardType", "Good",
           "Kind", "Role", "BuildOption", "Decision", "DecisionKind", "apply", "legal_actions",
           "new_game", "IllegalActionError", "SaveFileError", "GameState", "Options"]
__version__ = "0.1.0"
