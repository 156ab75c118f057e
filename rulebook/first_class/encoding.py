"""First Class for the research interfaces (:mod:`rulebook.environments`): observation features and action ids.

The observation is a function of ``state.view(seat)`` alone (the fields of ``view.py``); the seats are listed
from the observer's own, clockwise, padded to four. ``encoding(state).feature_names(view)`` names every number.

Observation, in order
    *Table*: ``round`` (/6), ``phase`` (one-hot), ``to_move`` (the observer decides now), ``turn`` and
    ``start_player`` and ``start_tile`` (one-hot over relative seats, all 0 when nobody), ``turns_done``;
    ``row0..2`` (the action cards lying in each row, multi-hot over every card id of the data set),
    ``row_taken`` (3), ``held`` (the card being carried out, one-hot); ``piles`` (3 counts), ``removed``,
    ``ge_deck``, ``ge_display`` (multi-hot over the Game End cards), ``draft_hand`` (multi-hot; only the
    drafting seat's view shows it) and ``draft_hand_count``; the supply (cars per card, coins, locomotive tiles
    multi-hot); ``pending`` (the kinds of the effects waiting, counted) and ``scorers``.
    *Per seat* (four slots): ``present``; per train: length, total value, cars per value 0/1/2/4/7/12, mail cars,
    locomotive tiles, conductor; ``locomotive`` (stations travelled), ``route`` cards, three coin columns,
    ``score`` (/50), ``contracts`` and ``contracts_met`` (counts), ``mail_left``, ``claimed``, ``completed`` and
    ``game_end`` counts; for the observer only, its Game End cards and completed pile (multi-hot).

Action ids (flat, :class:`~rulebook.encoding.Vocabulary`)
    Every action type of ``actions.py`` in its order there gets a block of ids, its fields numbered over these
    domains: ``card`` -- every action card id of the data set, then every Game End card id (sorted);
    ``train`` 0-1; ``pos`` 0-15 (a car's place in a train); ``to`` -- the car values 0, 1, 2, 4, 7, 12;
    ``mail`` 1-4; ``station`` 0-15; ``index`` 0-7; ``column`` 0-2; ``columns`` -- every payment of 1 to 4 coins
    (sorted column tuples, 34 of them). ``vocabulary.name(id)`` reads an id back.
    With the illustrative data (192 action cards, 21 Game End cards) that is 1,532 ids.
"""
from __future__ import annotations

from itertools import combinations_with_replacement

from ..encoding import Encoding, Features, Vocabulary, place_in, seats_from
from ..i18n import Msg, N_
from .actions import ACTIONS

PHASES = ("draft", "turn", "card", "post", "scoring", "over")
CAR_VALUES = (0, 1, 2, 4, 7, 12)
PENDING = ("seq", "pick", "car", "up", "any", "split", "ge", "mail", "pay")
MAX_PLAYERS = 4
# every payment still owed for a Game End card (1 to 4 coins), as PayCoins names it: sorted columns 0-2
PAYMENTS = tuple(cols for n in range(1, 5) for cols in combinations_with_replacement(range(3), n))


class FirstClassEncoding(Encoding):
    score_range = (-50.0, 250.0)

    def __init__(self, state):
        comp = state.comp
        self.cards = tuple(sorted(comp.cards))
        self.ge_cards = tuple(sorted(comp.game_end_cards))
        self.tiles = tuple(range(len(comp.locomotive_tiles)))
        self.vocabulary = Vocabulary(ACTIONS, {
            "card": self.cards + self.ge_cards, "train": (0, 1), "pos": range(16), "to": CAR_VALUES,
            "mail": range(1, 5), "station": range(16), "index": range(8), "column": range(3),
            "columns": PAYMENTS},
            bound=Msg(N_("First Class numbers cars up to place 16 of a train and stations up to 16.")))
        super().__init__(state)

    def features(self, f: Features, v: dict, seat) -> None:
        n = v["players_count"]
        order = seats_from(seat, n, MAX_PLAYERS)
        rel = list(range(MAX_PLAYERS))

        def relative(s):
            return place_in(order, s)

        f.num("round", v["round"], 6)
        f.onehot("phase", v["phase"], PHASES)
        f.flag("to_move", v["turn"] is not None and v["turn"] == seat)
        f.onehot("turn", relative(v["turn"]), rel)
        f.onehot("start_player", relative(v["start_player"]), rel)
        f.onehot("start_tile", relative(v["start_tile"]), rel)
        f.num("turns_done", v["turns_done"], 10)
        for i, row in enumerate(v["rows"]):
            f.multihot(f"row{i}", [c for c in row if c is not None], self.cards)
        for i, k in enumerate(v["row_taken"]):
            f.num(f"row_taken{i}", k, 6)
        f.onehot("held", v["held"], self.cards)
        for i, k in enumerate(v["piles_count"]):
            f.num(f"pile{i}", k, 40)
        f.num("removed", v["removed_count"], 40)
        f.num("ge_deck", v["game_end_deck_count"], 20)
        f.multihot("ge_display", v["game_end_display"], self.ge_cards)
        f.multihot("draft_hand", v["draft_hand"], self.ge_cards)
        f.num("draft_hand_count", v["draft_hand_count"], 5)
        for k, count in v["supply"]["cars"].items():
            f.num(f"supply_cars_{k}", count, 48)
        f.num("supply_coins", v["supply"]["coins"], 45)
        f.multihot("supply_tiles", v["supply"]["locomotive_tiles"], self.tiles)
        f.counts("pending", [u["kind"] for u in v["pending"]], PENDING)
        f.num("scorers", len(v["scorers"]), 4)
        players = v["players"]
        for k, s in enumerate(order):
            p = players[s] if s is not None else None
            f.flag(f"p{k}.present", p is not None)
            for t in (0, 1):
                train = p["trains"][t] if p else []
                cars = [c["car"] for c in train if "car" in c]
                f.num(f"p{k}.train{t}.length", len(train), 10)
                f.num(f"p{k}.train{t}.value", sum(cars), 50)
                f.counts(f"p{k}.train{t}.cars", cars, CAR_VALUES, 5)
                f.num(f"p{k}.train{t}.mail", sum(1 for c in train if "mail" in c))
                f.num(f"p{k}.train{t}.locomotive_tiles", sum(1 for c in train if "locomotive" in c))
                f.num(f"p{k}.train{t}.conductor", p["conductors"][t] if p else 0, 10)
            f.num(f"p{k}.locomotive", p["locomotive"] if p else 0, 10)
            f.num(f"p{k}.route", len(p["route"]) if p else 0, 5)
            for c in range(3):
                f.num(f"p{k}.coins{c}", p["coins"][c] if p else 0, 5)
            f.num(f"p{k}.score", p["score"] if p else 0, 50)
            for key in ("contracts", "contracts_met", "mail_left", "claimed"):
                f.num(f"p{k}.{key}", len(p[key]) if p else 0, 4)
            f.num(f"p{k}.completed_count", p["completed_count"] if p else 0, 20)
            f.num(f"p{k}.game_end_count", p["game_end_count"] if p else 0, 4)
        me = players[order[0]] if seat is not None else None
        f.multihot("my.game_end", me["game_end"] if me else None, self.ge_cards)
        f.multihot("my.completed", me["completed"] if me else None, self.cards)


def encoding(state) -> FirstClassEncoding:
    """The encoding of a First Class game set up as ``state`` (its data set; nothing hidden is read)."""
    return FirstClassEncoding(state)
