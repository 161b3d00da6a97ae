"""The coach's words for each tutorial lesson (context "Tutorial"): a title and a short
explanation; keys are :data:`sanjuan.learn.tutorial.LESSONS` keys and ``game_over``."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def lesson_text(key: str, highlighted: int = 1) -> tuple[str, str]:
    """(title, body) of lesson ``key``; an unknown key gives an empty body.
    ``highlighted``: how many hand cards the lesson allows (and the table highlights),
    so that the words say "the highlighted building" or "one of the highlighted
    buildings"."""
    if key == "build" and highlighted > 1:
        return (translate("Tutorial", "Building"),
                translate("Tutorial", "Each player may build one building from the hand. "
                          "Start with a production building: it makes goods you can sell "
                          "for cards. Only the highlighted buildings are allowed in this "
                          "step: click one of them, then its build button."))
    t = {
        "governor": (
            translate("Tutorial", "You are the governor"),
            translate("Tutorial", "Welcome to San Juan! The crown by your name says you are "
                      "the governor: you choose the first role this round. Each role "
                      "makes every player act, but whoever chooses it gets a privilege. "
                      "Take the Builder now: its privilege makes your building one card "
                      "cheaper.")),
        "build": (
            translate("Tutorial", "Building"),
            translate("Tutorial", "Each player may build one building from the hand. Start "
                      "with a production building: it makes goods you can sell for cards. "
                      "Only the highlighted building is allowed in this step: click it, "
                      "then its build button.")),
        "pay": (
            translate("Tutorial", "Paying with hand cards"),
            translate("Tutorial", "Buildings are paid with other hand cards: every card is "
                      "both a building and money. Choose the cards to discard (the "
                      "cost shown minus your privilege) and confirm. Keep cards you "
                      "want to build later.")),
        "produce": (
            translate("Tutorial", "Production"),
            translate("Tutorial", "Your production building is empty. Take the Producer: "
                      "every player puts one good on an empty production building, and "
                      "the chooser may fill one more.")),
        "trade": (
            translate("Tutorial", "Selling at the trading house"),
            translate("Tutorial", "You have a good now. Take the Trader: every player sells "
                      "one good (the chooser two). The trading house shows \"?\" until "
                      "the trader phase begins; then a tile is turned over here that says "
                      "how many cards each good pays this time (a new tile every trader "
                      "phase).")),
        "sell": (
            translate("Tutorial", "Which good to sell"),
            translate("Tutorial", "The tile just turned shows what each good pays now. "
                      "Choose the building whose good you sell and confirm. Dearer goods "
                      "(coffee, silver) pay more cards.")),
        "councillor": (
            translate("Tutorial", "The Councillor"),
            translate("Tutorial", "Take the Councillor: every player draws two cards and "
                      "keeps one; as chooser you draw five. A good way to find the "
                      "building you need.")),
        "councillor_keep": (
            translate("Tutorial", "Keep one card"),
            translate("Tutorial", "These are the cards you drew. Keep the one you like best; "
                      "the others go to the discard pile.")),
        "prospector": (
            translate("Tutorial", "The Prospector"),
            translate("Tutorial", "Take the Prospector: only its chooser gets something — "
                      "one card from the draw pile. The others do nothing in this phase.")),
        "hand_limit": (
            translate("Tutorial", "A new round and the hand limit"),
            translate("Tutorial", "The governor passes to the left every round. At the start "
                      "of each round, whoever holds more than 7 cards must discard down to "
                      "7 (12 with a Tower). So spend your cards rather than hoard them.")),
        "hand_limit_discard": (
            translate("Tutorial", "Too many cards"),
            translate("Tutorial", "You hold more than the hand limit: choose the cards to "
                      "discard down to it.")),
        "build_smithy": (
            translate("Tutorial", "A violet building: the Smithy"),
            translate("Tutorial", "Violet buildings produce nothing but change the rules "
                      "for you. The Smithy makes every production building one card "
                      "cheaper. Build it now.")),
        "build_quarry": (
            translate("Tutorial", "A violet building: the Quarry"),
            translate("Tutorial", "The Quarry makes every violet building one card cheaper "
                      "for you. Build it now.")),
        "build_library": (
            translate("Tutorial", "A violet building: the Library"),
            translate("Tutorial", "The Library doubles the privilege of every role you "
                      "choose (once per round). Build it now.")),
        "build_chapel": (
            translate("Tutorial", "A violet building: the Chapel"),
            translate("Tutorial", "The Chapel lets you tuck one hand card under it at the "
                      "start of every round: each tucked card is one victory point at the "
                      "end. Build it now.")),
        "smithy_effect": (
            translate("Tutorial", "Your Smithy at work"),
            translate("Tutorial", "Look at the costs of your production buildings: the "
                      "Smithy takes one card off each.")),
        "quarry_effect": (
            translate("Tutorial", "Your Quarry at work"),
            translate("Tutorial", "Violet buildings cost you one card less now: the "
                      "Quarry's discount is in every violet building's cost.")),
        "library_effect": (
            translate("Tutorial", "Your Library at work"),
            translate("Tutorial", "Tick this box before you choose a role to use the "
                      "Library: the privilege counts twice (Builder: two cards cheaper, "
                      "Producer: two more goods, …).")),
        "chapel_effect": (
            translate("Tutorial", "Your Chapel at work"),
            translate("Tutorial", "A new round starts: you may tuck one hand card under "
                      "the Chapel for a victory point at the end, or pass.")),
        "six_cost": (
            translate("Tutorial", "The 6-cost buildings"),
            translate("Tutorial", "You hold one of the big 6-cost buildings (Guild hall, "
                      "City hall, Triumphal arch, Palace). They score bonus victory points "
                      "at the end depending on your town: save cards for one, it is often "
                      "the best last building.")),
        "game_end": (
            translate("Tutorial", "The end is near"),
            translate("Tutorial", "The game ends after the builder phase in which a player "
                      "builds the 12th building. Then the victory points of the buildings, "
                      "Chapel cards and 6-cost bonuses decide. Count your buildings and "
                      "plan the last builds.")),
        "game_over": (
            translate("Tutorial", "Game over — well played!"),
            translate("Tutorial", "The score table shows each player's buildings, Chapel "
                      "cards and 6-cost bonuses. You now know every role and how "
                      "buildings work. Start a real game with Game ▸ New game; Review "
                      "shows where this one could have gone better.")),
    }
    return t.get(key, ("", ""))


def refusal_text() -> str:
    """Status-bar text when an action is not the one this step of the tutorial needs."""
    return translate("Tutorial", "In this step of the tutorial, please do what the coach "
                     "says. \"Leave tutorial\" lets you play freely.")
