"""Ramming rules that mutation testing found unpinned (issue 21): a whole row of locomotives is shoved, the
front-most first, even when the front one goes off the rails; each shoved locomotive's move is logged under
the ramming section and its own seat."""
from fe_helpers import card

from rulebook.fracht_express.actions import Move
from rulebook.fracht_express.scenario import scenario


def _lines(ev):
    return [(e.rule, e.player) for e in ev]


def test_a_row_of_locomotives_is_shoved_and_the_front_one_derails_first():
    """Ramming: a third locomotive in the way is shoved too. Three locomotives stand tie to tie on a track
    ending at an empty space; the driver's first step shoves the middle one a tie on and the front one off the
    rails (it derails, and the middle one still moves up); the second step shoves the middle one off as well."""
    c = card(value=2, not_in=("D01",))
    s = scenario(3, 1, table=[(5, 3, "D01", 1)], hands={0: [c], 1: ["D05"], 2: ["D06"]},
                 pos={0: (5, 3, 0, 2, 0), 1: (5, 3, 0, 1, 0), 2: (5, 3, 0, 0, 0)})
    ev = s.apply(Move(c))
    assert s.players[0].pos == ["T", 5, 3, 0, 0]
    assert s.players[1].pos == ["S", "A"] and s.players[2].pos == ["S", "A"]
    assert s.players[1].hand == [] and s.players[2].hand == []
    rams = [ln for ln in _lines(ev) if ln[0] in ("ramming", "derail")]
    assert rams == [("ramming", 0), ("ramming", 2), ("derail", 2), ("ramming", 1),
                    ("ramming", 0), ("ramming", 1), ("derail", 1)]


def test_a_locomotive_shoved_one_tie_on_is_logged_under_its_seat():
    """Ramming: the shoved locomotive's move (one tie on) is a log line of the ramming section naming the
    shoved player, after each "rams" line of the driver."""
    c = card(value=3, not_in=("D01", "D02"))
    s = scenario(2, 1, table=[(5, 3, "D01", 1), (6, 3, "D02", 1)], hands={0: [c]}, pos={1: (5, 3, 0, 2, 1)})
    ev = s.apply(Move(c))
    rams = [e for e in ev if e.rule == "ramming"]
    assert len(rams) >= 2 and [e.player for e in rams] == [0, 1] * (len(rams) // 2)
    assert all("shoved one tie on" in e.text for e in rams[1::2])


def test_a_locomotive_shoved_into_a_station_is_logged_with_the_station():
    """Ramming: a locomotive shoved into a station stops there; the log line (ramming section, the shoved
    player) names the station."""
    c = card(value=3, not_in=("D01", "D02"))
    s = scenario(2, 1, table=[(5, 3, "D01", 1), (6, 3, "D02", 1)], hands={0: [c]},
                 pos={0: (6, 3, 0, 1, 0), 1: (6, 3, 0, 0, 0)})
    ev = s.apply(Move(c))
    shoved = [e for e in ev if e.rule == "ramming" and e.player == 1]
    assert len(shoved) == 1 and "Station F" in shoved[0].text


def test_a_locomotive_shoved_off_the_end_is_logged_before_its_derail():
    """Ramming: shoving a locomotive off the end of the rails is a ramming log line of the shoved player,
    followed by its derail."""
    c = card(value=2, not_in=("D01",))
    s = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: [c], 1: ["D05"]},
                 pos={0: (5, 3, 0, 1, 0), 1: (5, 3, 0, 0, 0)})
    ev = s.apply(Move(c))
    lines = _lines(ev)
    i = lines.index(("derail", 1))
    assert lines[i - 1] == ("ramming", 1) and "off the end" in ev[i - 1].text


def test_the_drivers_picks_are_used_one_per_switch_in_order():
    """A shove that meets a second locomotive past a first switch meets a second switch: the driver's first
    pick decides the first switch and the second pick the second one (each choice is used once, in the order
    the switches come). The rail network here is a small stand-in with two switches, as ``resolve`` sees it."""
    from types import SimpleNamespace

    from rulebook.fracht_express.ramming import resolve

    a, b, c, d, e = (("T", 1, 0, i) for i in range(5))   # ties; the locomotives stand on a and c
    ahead = {(a, "n"): [(b, "n"), (c, "n")], (c, "n"): [(d, "n"), (e, "n")]}
    net = SimpleNamespace(ahead=lambda node, facing: ahead.get((node, facing), []))
    st = SimpleNamespace(net=net, rulings={"push_derail": True}, loco_on={a: 1, c: 2}.get)
    assert resolve(st, a, "n", []) == ("choose", [(b, "n"), (c, "n")])
    assert resolve(st, a, "n", [c]) == ("choose", [(d, "n"), (e, "n")])   # the second switch: asked again
    assert resolve(st, a, "n", [c, e]) == ("ok", [(1, c, "n"), (2, e, "n")])
    assert resolve(st, a, "n", [c, d]) == ("ok", [(1, c, "n"), (2, d, "n")])
