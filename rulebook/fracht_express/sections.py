"""The sections of the FrachtExpress rulebook, in order, with titles in our own words.

Each id names one rules module (``rulebook/fracht_express/<id>.py``) and one test
module (``tests/fracht_express/test_<id>.py``).
"""
from ..core import Section
from ..i18n import N_

SECTIONS = (
    Section("preparation", N_("Setting up"),
            N_("Stations A to J lie on the table in a layout; every locomotive starts in Station A; three distance cards each.")),
    Section("distance_cards", N_("The distance cards"),
            N_("Fifty cards with tracks and ties on the front and four corner symbols: car value, pick-up letter, delivery letter, action number.")),
    Section("turn", N_("A turn"),
            N_("Draw one card, then take actions in any order and as often as the cards in hand allow, then end the turn.")),
    Section("extend", N_("Extending the rail system"),
            N_("Lay a card from the hand on an empty space next to a station or a laid card, turned any way.")),
    Section("change", N_("Changing the rail system"),
            N_("Lay a card on top of a laid one that has no locomotive on it; every track of the old card must stay where it was.")),
    Section("pick_up", N_("Picking up a railroad car"),
            N_("In the station named by a card's pick-up letter, attach that card to the locomotive; five cars at most.")),
    Section("deliver", N_("Delivering a railroad car"),
            N_("In the station named by an attached car's delivery letter, put it face down under the locomotive card.")),
    Section("move", N_("Moving the locomotive"),
            N_("Discard a card whose action number covers the attached cars and drive as many ties as its car value; a station ends the drive.")),
    Section("ramming", N_("Ramming"),
            N_("A locomotive met on the tracks is shoved ahead one tie in front; at a switch the driver picks its way; a station stops it.")),
    Section("derail", N_("Derailing"),
            N_("Driving off the edge of the rail system into an empty space costs the hand and the cars and sends the locomotive back to Start.")),
    Section("crossings", N_("Crossings"),
            N_("Five cards only go on empty spaces and are never covered; drive straight through, and the centre check may cost cars.")),
    Section("draw", N_("Drawing new cards"),
            N_("Once a turn, discard a card and draw as many as its action number; this ends the turn.")),
    Section("end_of_game", N_("End of the game"),
            N_("The discards are reshuffled only when a card is needed; when none is left the game ends and delivered values are counted.")),
    Section("advanced", N_("The advanced game"),
            N_("Stations B to J give a special action to a locomotive that drives in; it is chosen before anything else.")),
    Section("station_b", N_("Station B: flight ticket"),
            N_("Take a flight ticket; later fly along a row or column over empty spaces with a card whose action number counts them.")),
    Section("station_c", N_("Station C: card robbery"),
            N_("Turn over the top card; a chosen player hands over the cards with that action number, or else you hand over yours.")),
    Section("station_d", N_("Station D: closing a station"),
            N_("Cover a connected, empty station with a card from the hand; only one station is closed at a time.")),
    Section("station_e", N_("Station E: group card robbery"),
            N_("Take cards one by one from other hands until yours is the largest; then no drawing of new cards this turn.")),
    Section("station_f", N_("Station F: rapid delivery"),
            N_("Turn over the top card; deliver an attached car with the same action number, or lose a car.")),
    Section("station_g", N_("Station G: objection card"),
            N_("Take an objection card; any player may spend one to stop another player's special action.")),
    Section("station_h", N_("Station H: route change"),
            N_("Discard a card to move or turn a free card of the rail system with the same action number; repeat at will.")),
    Section("station_i", N_("Station I: rapid pick-up"),
            N_("Turn over the top card; attach a hand card with the same action number as if in its station, or discard a card.")),
    Section("station_j", N_("Station J: railroad car robbery"),
            N_("Turn over the top card; take a matching car from a chosen player, or give one of yours.")),
    Section("variants", N_("Variants"),
            N_("The Hijack station action, and a layout built by the players from dealt stations.")),
)

