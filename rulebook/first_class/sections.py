"""The sections of the First Class rulebook, in order, with titles in our own words.

Each id names one rules module (``rulebook/first_class/<id>.py``), one test module
(``tests/first_class/test_<id>.py``) and one notebook (``notebooks/first_class/NN_<id>.ipynb``).
"""
from ..core import Section
from ..i18n import N_

SECTIONS = (
    Section("setup", N_("Components and setting up"),
            N_("What is in the box, the three colour piles, the supply, each player's starting kit and the Game End card draft.")),
    Section("round", N_("Playing a round and clearing rows"),
            N_("Six rounds of three turns each; a row leaves the table once as many cards as there are players have gone from it.")),
    Section("turn", N_("Your turn: carry out a card or forego it"),
            N_("Pick one card (or the Start Player tile); do what it shows, all or part of it, or give it up for a single upgrade.")),
    Section("cars", N_("Railroad cars and upgrades"),
            N_("New cars join the right end of a train; upgrades climb 0-1-2-4-7-12 one step at a time, leftmost first, never above the car on the left.")),
    Section("upgrade_choice", N_("Upgrade of your choice"),
            N_("Any one car one step up, or a fresh 0-value car instead.")),
    Section("conductors", N_("Conductors"),
            N_("Both conductors move the same distance, or a shared distance is split; they stop at the last card.")),
    Section("locomotive", N_("Locomotive and route"),
            N_("The locomotive travels left from Paris; points stations pay once on arrival, bonus stations pay in every later scoring phase; route cards lengthen the route.")),
    Section("contracts", N_("Contracts"),
            N_("Take a contract, meet its requirement, then claim its bonus once: around your action or in a scoring phase.")),
    Section("start_player", N_("The Start Player tile"),
            N_("Taking it pays its compensation now and makes you start player when the round ends.")),
    Section("game_end_cards", N_("Game End cards"),
            N_("One drafted at the start, more bought for 4 coins each with a small bonus; they score at the very end.")),
    Section("special_cars", N_("Mail cars and locomotive tiles"),
            N_("The 5th card of a train brings a mail car; the 9th brings a locomotive tile that closes the train and grants upgrades.")),
    Section("constantinople", N_("Constantinople"),
            N_("The first three conductors to reach a locomotive tile earn 20, 10 and 5 points.")),
    Section("coins", N_("Coins"),
            N_("Twelve spaces in columns of 5, 5 and 2; each column buys its own small action, any coin buys a point.")),
    Section("end_of_round", N_("End of a round"),
            N_("Left-over cards leave, the Start Player tile decides the next start player, a new round is dealt.")),
    Section("scoring", N_("Scoring phase"),
            N_("After rounds 2, 4 and 6: route bonuses first, in any order, then each train scores up to its conductor.")),
    Section("end_of_game", N_("End of the game"),
            N_("Coins become points, Game End cards count base cards of their type, ties share the win.")),
    Section("modules", N_("Modules"),
            N_("Each game uses the base cards plus exactly two modules; module cards mix into the three piles.")),
)

