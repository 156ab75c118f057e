"""Every module includes contracts (rulebook, "The Contracts"): whichever two modules a game uses, its piles hold
contracts of both, and a module's contract works like module A's (carried out, it waits beside the board; met, it
is fulfilled for its bonus). Modules B-E are stand-ins (rulebook/first_class/stand_in_data.py): their contracts carry
requirements of their own and say that they are illustrative (issue 35)."""
from itertools import combinations

import pytest

import rulebook
from rulebook.first_class.actions import CarryOut, Fulfil
from rulebook.first_class.contracts import met
from rulebook.first_class.data import MODULES, load_components
from rulebook.first_class.scenario import scenario

FC = rulebook.GAMES["first_class"]
COMP = load_components()
PAIRS = list(combinations(MODULES, 2))


def contracts_of(module):
    return sorted(c.id for c in COMP.cards.values() if c.module == module and c.type == "contract")


def test_every_module_pair_is_checked():
    """All ten pairs of the five modules are below."""
    assert len(PAIRS) == 10 and set(MODULES) == set("ABCDE")


@pytest.mark.parametrize("pair", PAIRS, ids=["+".join(p) for p in PAIRS])
def test_every_module_pair_deals_contracts(pair):
    """A game with these two modules has, in each colour's pile, contracts of both modules."""
    s = FC.new_game(players=3, seed=7, modules=list(pair))
    dealt = [card for row in s.rows for card in row if card] + [card for pile in s.piles for card in pile]
    for module in pair:
        for colour in ("green", "blue", "red"):
            assert any(COMP.cards[c].type == "contract" and COMP.cards[c].module == module
                       and COMP.cards[c].colour == colour for c in dealt), f"no {colour} contract of module {module}"


@pytest.mark.parametrize("module", [m for m in MODULES if m != "A"])
def test_stand_in_module_contracts_are_their_own_and_illustrative(module):
    """Modules B-E hold contracts whose requirements differ from module A's and from each other module's, and each
    is marked as a stand-in (the data set is illustrative)."""
    mine = contracts_of(module)
    assert len(mine) >= 3, f"module {module} has {mine}"
    assert all(COMP.cards[c].stand_in for c in mine)
    def reqs(m):
        return {tuple(sorted(COMP.cards[c].requirement.items())) for c in contracts_of(m)}
    for other in MODULES:
        if other != module:
            assert reqs(module) != reqs(other), f"modules {module} and {other} have the same requirements"


@pytest.mark.parametrize("module", [m for m in MODULES if m != "A"])
def test_a_stand_in_contract_is_carried_out_and_fulfilled(module):
    """A module's contract, carried out, waits beside the board; once its requirement is met it is fulfilled and
    joins the completed pile -- the same rules as module A's."""
    order = list(MEET)
    cid = min((c for c in contracts_of(module) if COMP.cards[c].requirement["need"] in MEET),
              key=lambda c: order.index(COMP.cards[c].requirement["need"]))
    rnd = {"green": 1, "blue": 3, "red": 5}[COMP.cards[cid].colour]   # a colour's cards come out from its round
    s = scenario(players=3, seed=1, round=rnd, cur=0, modules=("A", module), held=cid)
    s.apply(CarryOut())
    assert s.players[0].contracts == [cid]
    req = COMP.cards[cid].requirement
    t = scenario(players=3, seed=1, round=rnd, cur=0, modules=("A", module),
                 p0={"contracts": [cid], **MEET[req["need"]](req)})
    assert met(t, 0, req)
    t.apply(Fulfil(cid))
    assert t.players[0].contracts == [] and cid in t.players[0].completed


#: a player's fields that meet a requirement of this kind with this number
MEET = {"coins_held": lambda req: {"coins": req["n"]},
        "car_value": lambda req: {"trains": [[req["value"]] * req["n"], [0]]},
        "cars_in_train": lambda req: {"trains": [[0] * req["n"], [0]]}}
