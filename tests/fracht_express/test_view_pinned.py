"""The seat's view and the secret-free dump, pinned field by field where mutation testing found them loose
(issue 21): every documented field name of ``view(seat)`` is there with its value, and the dump hides the log,
other hands and every delivered pile."""
from rulebook.fracht_express.actions import UseSpecial

from fe_helpers import arrival


def _position():
    """Seat 0 in Station C, advanced, the robbery waiting for its target; seat 1 on a tie of the road."""
    s = arrival("C", hand=["D05"], hands={1: ["D11"], 2: ["D13"]}, pos={1: (3, 0, 0, 1, 0)})
    s.apply(UseSpecial())
    return s


def test_the_view_has_every_field_with_its_value():
    """view(seat): the fields the view module documents, under their names, with the position's values."""
    s = _position()
    v = s.view(0)
    assert set(v) == {"game", "seat", "players_count", "phase", "turn", "active", "advanced", "winners",
                      "station_actions", "turns_done", "prompt", "deck_count", "discard", "table", "spaces",
                      "stations", "closed_station", "flight_tickets_left", "objection_cards_left",
                      "new_cards_drawn", "no_draw", "waiting_to_deliver", "pending", "pending_rule", "players"}
    assert v["game"] == "fracht_express" and v["players_count"] == 3 and v["advanced"] is True
    assert v["station_actions"]["C"] == ["C"] and v["turns_done"] == s.turns
    assert v["table"][0] == {"x": 3, "y": 0, "card": "D01", "turn": 1}
    assert v["spaces"][0] == {"x": 3, "y": 0, "card": "D01", "turn": 1}
    assert v["new_cards_drawn"] is False
    assert v["pending"] == [{"kind": "robbery", "args": [0]}] and v["pending_rule"] == "station_c"
    p0, p1 = v["players"][0], v["players"][1]
    assert set(p0) == {"seat", "hand", "hand_count", "attached", "delivered_count", "position", "facing",
                       "ticket", "objection", "stations", "stations_count"}
    assert p0["seat"] == 0 and p0["position"] == {"station": "C"} and p0["facing"] is None
    assert p1["position"] == {"x": 3, "y": 0, "track": 0, "tie": 1} and p1["facing"] == 0 and p1["hand"] is None


def test_the_secret_free_dump_hides_what_the_seat_may_not_see():
    """The secret-free dump: no log; other seats' hands and stations are counts; every delivered pile is a
    count, the seat's own too."""
    s = _position()
    d = s._secret_free_dump(0)
    assert "log" not in d and d["seat"] == 0
    assert d["players"][0]["hand"] == ["D05"] and d["players"][1]["hand"] == 1
    assert all(isinstance(pd["stations"], int) for pd in d["players"][1:])
    assert all(pd["delivered"] == 0 for pd in d["players"])
