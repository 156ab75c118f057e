"""Item rules that mutation testing found unpinned (issue 21): gaining "an item" takes the deck's top card and
shows it to everyone, gaining a type finds one (and none when the deck has no more of it), banishing "any" item,
the refusals of ``UseItem`` (banished, or changing nothing) and the log sections of using one."""
from rulebook.horror import effects
from rulebook.horror.actions import UseItem
from rulebook.horror.scenario import rebase, set_sanity


def _hold(s, *iids):
    for iid in iids:
        s.item_deck.remove(iid)
        s.items.append(iid)
    return rebase(s)


def _run(s, effect, rule="favors"):
    ev = []
    effects.push(s, effect, effects.ctx(0, rule))
    effects.settle(s, ev)
    return ev


def test_gaining_an_item_takes_the_top_card_and_shows_it(doctor):
    """Gaining "an item" (any type) is possible while the deck has cards; it takes the top card into the shared
    pool, and the line saying which one is shown to every seat, under the section that gave it."""
    s = doctor
    assert effects.can(s, {"do": "gain", "what": "item", "n": 1}, effects.ctx(0, "favors"))
    top = s.item_deck[0]
    ev = _run(s, {"do": "gain", "what": "item", "n": 1})
    assert s.items == [top] and top not in s.item_deck
    assert len(ev) == 1 and ev[0].reveal and ev[0].rule == "favors"


def test_gaining_more_of_a_type_than_the_deck_holds_gains_what_is_left(doctor):
    """Gaining two tomes when the deck holds one tome gains that one (the deck is shuffled after the search)
    and nothing more."""
    s = doctor
    tomes = [i for i in s.item_deck if s.comp.items[i]["type"] == "tome"]
    for i in tomes[1:]:
        s.item_deck.remove(i)
        s.items_banished.append(i)
    s = rebase(s)
    rest = sorted(i for i in s.item_deck if i != tomes[0])
    _run(s, {"do": "gain", "what": "tome", "n": 2})
    assert s.items == [tomes[0]] and sorted(s.item_deck) == rest


def test_banishing_any_item_takes_the_first_held(doctor):
    """A payment of "any" item can be made while the investigators hold an item of either type, and banishes
    the first one they hold."""
    s = doctor
    pay = {"do": "banish_item", "type": "any"}
    assert not effects.can(s, pay, effects.ctx(0, "clues"))
    s = _hold(s, "I11", "I00")
    assert effects.can(s, pay, effects.ctx(0, "clues"))
    _run(s, pay, "clues")
    assert s.items == ["I00"] and s.items_banished == ["I11"]


def test_use_item_refusals(doctor):
    """A held item that can do something is legal (``explain`` says nothing against it); a banished one is
    refused under the items rule; one that would change nothing (the Crystal's sanity at its starting value)
    is refused with a reason, not an error."""
    s = _hold(doctor, "I17", "I18", "I00")
    s.inv[0].health = s.inv[0].stamina = 4
    s = rebase(s)
    assert s.explain(UseItem("I17")) is None
    v = s.explain(UseItem("I18"))
    assert v is not None and UseItem("I18") not in s.legal_actions()
    assert v.msg.id == "Item {item} would change nothing now."
    s.apply(UseItem("I17"))
    v = s.explain(UseItem("I17"))
    assert v is not None and v.rule == "items" and v.msg.id == "Item {item} was used and banished already."


def test_using_an_item_is_logged_under_the_items_rule(doctor):
    """Using an item, its cost, its banishment and its effect are all filed under the items section."""
    s = _hold(doctor, "I18")
    set_sanity(s, 0, 3)
    s = rebase(s)
    n = len(s.log)
    s.apply(UseItem("I18"))
    assert s.inv[0].sanity == 5 and s.items_banished == ["I18"]
    assert {e.rule for e in s.log[n:]} == {"items"} and len(s.log) - n == 4
