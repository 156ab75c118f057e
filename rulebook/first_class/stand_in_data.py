"""Write the illustrative First Class component data (rulebook/first_class/data/): ``python -m
rulebook.first_class.stand_in_data``.

The rulebook does not list what each card shows. This script wrote the
illustrative set shipped with the project; teachers replace the JSON
files with the real cards of their box (the schema is in data/README.md).
Run again only to regenerate the illustrative set from scratch. It is the game's own tool, so it lives in the
game's package (generic tools name no game); the engine never imports it.
"""
import json
from pathlib import Path

OUT = Path(__file__).resolve().parent / "data"
NOTE = ("ILLUSTRATIVE: the rulebook does not list the contents of these cards. "
        "This set is a plausible stand-in made for this project, not the printed cards.")

def car(n=1): return {"do": "car", "n": n}
def up(v, n=1): return {"do": "upgrade", "from": v, "n": n}
def anyup(n=1): return {"do": "upgrade_any", "n": n}
def cond(n): return {"do": "conductors", "n": n}
def split(n): return {"do": "conductor_split", "n": n}
def loco(n): return {"do": "locomotive", "n": n}
def coins(n): return {"do": "coins", "n": n}
def pts(n): return {"do": "points", "n": n}
def ge(): return {"do": "game_end_card", "n": 1}
def P(n): return {"points": n}
def B(*s): return {"bonus": list(s)}

# per colour: (type, symbols) or ("route", stations)
BASE = {
    "green": [
        ("car", [car(1)]), ("car", [car(1)]), ("car", [car(2)]), ("car", [car(1), up(0)]),
        ("car", [up(0, 2)]), ("car", [up(0, 2)]), ("car", [up(0), up(1)]), ("car", [car(1), coins(1)]),
        ("car", [anyup(1)]), ("car", [up(1)]),
        ("conductor", [cond(1)]), ("conductor", [cond(1)]), ("conductor", [split(2)]), ("conductor", [split(3)]),
        ("conductor", [cond(1), coins(1)]),
        ("locomotive", [loco(1)]), ("locomotive", [loco(1)]), ("locomotive", [loco(2)]), ("locomotive", [loco(1), coins(1)]),
        ("route", [P(2)]), ("route", [B(coins(1)), P(3)]), ("route", [P(3)]), ("route", [B(up(0))]), ("route", [P(2), P(2)]),
    ],
    "blue": [
        ("car", [car(2)]), ("car", [car(1), up(1)]), ("car", [up(1, 2)]), ("car", [up(1), up(2)]),
        ("car", [up(2, 2)]), ("car", [anyup(1)]), ("car", [anyup(2)]), ("car", [car(1), up(0, 2)]),
        ("car", [up(2), coins(1)]), ("car", [car(2), coins(1)]),
        ("conductor", [cond(2)]), ("conductor", [cond(1)]), ("conductor", [split(3)]), ("conductor", [split(4)]),
        ("conductor", [cond(1), up(1)]),
        ("locomotive", [loco(2)]), ("locomotive", [loco(1)]), ("locomotive", [loco(2), coins(1)]), ("locomotive", [loco(3)]),
        ("route", [P(4), B(anyup(1))]), ("route", [B(car(1), coins(1)), P(5)]), ("route", [P(3), P(4), P(3)]),
        ("route", [B(cond(1)), P(6)]), ("route", [P(5), B(coins(2))]),
    ],
    "red": [
        ("car", [up(4)]), ("car", [up(4, 2)]), ("car", [up(7)]), ("car", [up(2), up(4)]),
        ("car", [anyup(2)]), ("car", [anyup(3)]), ("car", [car(2), up(2)]), ("car", [up(4), up(7)]),
        ("car", [car(1), anyup(1)]), ("car", [up(7), coins(1)]),
        ("conductor", [cond(2)]), ("conductor", [cond(3)]), ("conductor", [split(4)]), ("conductor", [split(5)]),
        ("conductor", [cond(2), coins(1)]),
        ("locomotive", [loco(2)]), ("locomotive", [loco(3)]), ("locomotive", [loco(3), coins(1)]), ("locomotive", [loco(4)]),
        ("route", [P(7), B(anyup(1)), P(6)]), ("route", [B(up(4)), P(8)]), ("route", [P(5), P(6), P(5), P(6)]),
        ("route", [B(cond(1), coins(1)), P(9)]), ("route", [P(8), B(anyup(2))]),
    ],
}

def card(cid, colour, module, ctype, body, stand_in=False):
    c = {"id": cid, "colour": colour, "module": module, "type": ctype}
    if ctype == "route":
        c["stations"] = body
        c["symbols"] = [{"do": "route"}]
    else:
        c["symbols"] = body
    if stand_in:
        c["stand_in"] = True
    return c

def contract(cid, colour, need, bonus, module="A", stand_in=False):
    c = {"id": cid, "colour": colour, "module": module, "type": "contract", "requirement": need, "bonus": bonus,
         "symbols": []}
    if stand_in:
        c["stand_in"] = True
    return c


# "Every module includes contracts" (rulebook, The Contracts): each stand-in module B-E has five (one green, two
# blue, two red), with requirements and bonuses of its own (the base rules' requirement kinds; made up, like the
# rest of the module). They take the places of kit cards (KIT_CONTRACT_AT, 1-based), so every module keeps 8 cards
# a colour and the piles keep their size; the green kit cards a rule test looks up by symbol (a Game End card,
# three coins) stay.
KIT_CONTRACT_AT = {"green": (1,), "blue": (3, 7), "red": (1, 4)}
MODULE_CONTRACTS = {
    "B": {"green": [({"need": "cars_in_train", "n": 3}, [anyup(1)])],
          "blue": [({"need": "car_value", "value": 2, "n": 3}, [pts(5)]),
                   ({"need": "conductor_position", "n": 3}, [coins(2)])],
          "red": [({"need": "train_value", "n": 20}, [pts(9)]), ({"need": "locomotive_station", "n": 5}, [anyup(2)])]},
    "C": {"green": [({"need": "locomotive_station", "n": 3}, [coins(2)])],
          "blue": [({"need": "train_value", "n": 10}, [anyup(1)]), ({"need": "coins_held", "n": 6}, [pts(6)])],
          "red": [({"need": "cars_in_train", "n": 7}, [pts(8)]),
                  ({"need": "conductor_position", "n": 5}, [car(1), anyup(1)])]},
    "D": {"green": [({"need": "train_value", "n": 6}, [coins(2)])],
          "blue": [({"need": "cars_in_train", "n": 5}, [pts(5)]), ({"need": "locomotive_station", "n": 3}, [cond(1)])],
          "red": [({"need": "car_value", "value": 7, "n": 2}, [pts(10)]), ({"need": "coins_held", "n": 8}, [pts(9)])]},
    "E": {"green": [({"need": "car_value", "value": 2, "n": 2}, [pts(3)])],
          "blue": [({"need": "conductor_position", "n": 5}, [pts(6)]), ({"need": "train_value", "n": 15}, [coins(2)])],
          "red": [({"need": "locomotive_station", "n": 7}, [pts(12)]), ({"need": "cars_in_train", "n": 9}, [anyup(2)])]},
}

def main():
    """Write every file of the illustrative set into ``data/``."""
    OUT.mkdir(parents=True, exist_ok=True)
    _write_base()
    modules = {"A": _module_a()}
    modules.update(_kit_modules())
    for m, (title, cards, note) in modules.items():
        json.dump({"illustrative": True, "note": NOTE + " " + note, "module": m, "title": title, "cards": cards},
                  open(OUT / f"module_{m}.json", "w"), indent=1)
    _write_game_end_cards()
    _write_board()


def _write_base():
    """The base cards of each colour (``BASE``)."""
    base = []
    for colour, lst in BASE.items():
        for i, (t, body) in enumerate(lst, 1):
            base.append(card(f"X-{colour[0].upper()}{i:02d}", colour, "X", t, body))
    json.dump({"illustrative": True, "note": NOTE, "module": "X", "title": "Base cards", "cards": base},
              open(OUT / "base_cards.json", "w"), indent=1)


def _module_a():
    """Module A (the contracts): ``(title, cards, note)``."""
    A = []
    # Module A: contracts (5 per colour) + 3 basic cards per colour
    reqs = {
        "green": [({"need": "cars_in_train", "n": 4}, [coins(2)]), ({"need": "car_value", "value": 1, "n": 3}, [anyup(1)]),
                  ({"need": "locomotive_station", "n": 2}, [pts(3)]), ({"need": "conductor_position", "n": 2}, [car(1), coins(1)]),
                  ({"need": "coins_held", "n": 4}, [pts(4)])],
        "blue": [({"need": "cars_in_train", "n": 6}, [pts(6)]), ({"need": "car_value", "value": 2, "n": 4}, [anyup(2)]),
                 ({"need": "locomotive_station", "n": 4}, [pts(7)]), ({"need": "conductor_position", "n": 4}, [cond(1)]),
                 ({"need": "train_value", "n": 12}, [ge()])],
        "red": [({"need": "cars_in_train", "n": 8}, [pts(10)]), ({"need": "car_value", "value": 4, "n": 4}, [pts(9)]),
                ({"need": "locomotive_station", "n": 6}, [pts(12)]), ({"need": "conductor_position", "n": 6}, [anyup(2)]),
                ({"need": "train_value", "n": 25}, [pts(8), coins(2)])],
    }
    extra = {"green": [[car(1), coins(2)], [up(0), coins(1)], [loco(1), cond(1)]],
             "blue": [[anyup(1), coins(1)], [split(2), loco(1)], [car(1), up(1)]],
             "red": [[anyup(2), coins(1)], [cond(2), loco(1)], [up(4), coins(2)]]}
    for colour in ("green", "blue", "red"):
        k = 0
        for need, bonus in reqs[colour]:
            k += 1
            A.append(contract(f"A-{colour[0].upper()}{k:02d}", colour, need, bonus))
        for body in extra[colour]:
            k += 1
            t = "car" if body[0]["do"] in ("car", "upgrade", "upgrade_any") else "locomotive" if body[0]["do"] == "locomotive" else "conductor"
            A.append(card(f"A-{colour[0].upper()}{k:02d}", colour, "A", t, body))
    return ("The Contracts", A, "Contract cards follow the base rules for contracts; their requirements and bonuses are illustrative.")


def _kit_modules():
    """Modules B-E, stand-ins made of basic symbols: module letter -> ``(title, cards, note)``."""
    modules = {}
    titles = {"B": "Celebrities and Postcards", "C": "Module C", "D": "Module D", "E": "Module E"}
    kits = {
        "green": [[car(1), coins(1)], [up(0), pts(1)], [ge()], [cond(1), pts(1)], [loco(1), pts(1)], [coins(3)], [split(2), coins(1)], [anyup(1), pts(1)]],
        "blue": [[car(1), up(1)], [up(2), pts(2)], [ge(), coins(1)], [cond(1), coins(2)], [loco(2), pts(1)], [anyup(1), coins(2)], [split(3), pts(1)], [car(2), pts(1)]],
        "red": [[up(4), pts(2)], [up(7), pts(2)], [ge(), pts(2)], [cond(2), pts(2)], [loco(2), coins(2)], [anyup(2), pts(2)], [split(4), coins(1)], [car(1), anyup(1), pts(1)]],
    }
    for m, title in titles.items():
        cards = []
        for colour, bodies in kits.items():
            contracts = iter(MODULE_CONTRACTS[m][colour])
            for i, body in enumerate(bodies, 1):
                cid = f"{m}-{colour[0].upper()}{i:02d}"
                if i in KIT_CONTRACT_AT[colour]:
                    need, bonus = next(contracts)
                    cards.append(contract(cid, colour, need, bonus, module=m, stand_in=True))
                    continue
                d = body[0]["do"]
                t = {"car": "car", "upgrade": "car", "upgrade_any": "car", "conductors": "conductor",
                     "conductor_split": "conductor", "locomotive": "locomotive"}.get(d, "other")
                cards.append(card(cid, colour, m, t, body, stand_in=True))
        modules[m] = (title, cards, "STAND-IN: this module's own symbols are in the module supplement, which the "
                      "project does not have. These cards use only basic symbols so that a game with this module is playable; its "
                      "contracts (one green, two blue, two red) have requirements and bonuses of their own, made up in the kinds the base "
                      "rules for contracts use.")
    return modules


def _write_game_end_cards():
    """The 21 game end cards."""
    gec = []
    k = 0
    for typ in ("car", "conductor", "locomotive"):
        for p, bonus in ((1, [coins(1)]), (1, [car(1)]), (2, [coins(1)]), (2, [anyup(1)]), (2, [pts(1)]), (3, []), (3, [coins(1)])):
            k += 1
            gec.append({"id": f"GE{k:02d}", "counts": typ, "points": p, "bonus": bonus})
    json.dump({"illustrative": True, "note": NOTE + " The rulebook gives the count (21), that each card names a base card type "
               "and a value, and that buying one gives a small bonus; the values and bonuses here are made up.",
               "cards": gec}, open(OUT / "game_end_cards.json", "w"), indent=1)


def _write_board():
    """The board: printed route, coin columns, locomotive tiles, Constantinople, supply."""
    board = {
        "illustrative": True,
        "note": NOTE + " Known: Paris, three printed stations of which the first is a bonus station giving 2 coins; "
                "the other two printed stations, the locomotive tile values between 5 and 15 and their upgrades, "
                "the Start Player tile's compensation and the railroad car supply split are made up.",
        "printed_route": [B(coins(2)), P(3), B(anyup(1))],
        "coin_columns": [5, 5, 2],
        "starting_coins": 1,
        "locomotive_tiles": [{"value": 5, "upgrades": 2}, {"value": 6, "upgrades": 2}, {"value": 8, "upgrades": 2},
                             {"value": 9, "upgrades": 1}, {"value": 10, "upgrades": 1}, {"value": 12, "upgrades": 1},
                             {"value": 13, "upgrades": 1}, {"value": 15, "upgrades": 1}],
        "constantinople": [20, 10, 5],
        "start_player_tile": {"taker": [coins(1), anyup(1)]},
        "supply": {"cars": {"0/1": 54, "2/4": 24, "7/12": 16}, "coins": 48, "mail_cars_per_player": 4,
                   "starting_cars_per_train": 1},
    }
    json.dump(board, open(OUT / "board.json", "w"), indent=1)


if __name__ == "__main__":
    main()
