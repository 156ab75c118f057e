"""What one seat sees (view.py), pinned (issue #21's mutation pass): every field of ``view(seat)`` and of the
secret-free dump, with the hidden parts given only to the seats allowed to see them."""
import json

import rulebook
from rulebook.first_class.scenario import scenario

FIELDS = {"game", "seat", "players_count", "round", "phase", "turn", "winners", "prompt", "start_player",
          "start_tile", "turns_done", "rows", "row_taken", "held", "piles_count", "removed_count",
          "game_end_deck_count", "game_end_display", "draft_hand", "draft_hand_count", "constantinople",
          "supply", "pending", "scorers", "players"}
PLAYER_FIELDS = {"seat", "trains", "conductors", "locomotive", "stations", "route", "coins", "score", "contracts",
                 "contracts_met", "mail_left", "claimed", "completed", "completed_count", "game_end",
                 "game_end_count"}


def _position():
    return scenario(players=3, seed=1, cur=1, p1={"trains": [[4, 2, 1, 0, 0, "mail2"], [0]], "completed": ["X-G19"],
                                                  "coins": [2, 1, 0], "score": 3, "loco": 1},
                    pending=[("upgrade_any", 1)])


def test_a_seats_view_names_every_field_and_hides_only_the_others_hands():
    """View: the documented fields, the trains as named cards (a mail car by its number), each player's
    public parts, the completed pile and Game End hand only for their owner (counts for everyone), the
    supplies by car card, and the pending decision by kind."""
    s = _position()
    v = s.view(1)
    assert set(v) == FIELDS and v["game"] == "first_class" and v["seat"] == 1 and v["turn"] == 1
    assert v["players_count"] == 3 and v["round"] == 1 and v["phase"] == s.phase
    assert v["prompt"] == s.prompt.to_dict() and v["winners"] is None
    assert v["rows"] == s.rows and v["piles_count"] == [len(p) for p in s.piles]
    assert v["removed_count"] == len(s.removed) and v["constantinople"] == s.constantinople
    assert v["draft_hand"] is None and v["draft_hand_count"] == len(s.draft_hand)
    assert v["supply"] == {"cars": dict(zip(("0/1", "2/4", "7/12"), s.car_supply)), "coins": s.coin_supply,
                           "locomotive_tiles": s.tiles}
    assert v["pending"] == [{"kind": u[0], "args": u[1:]} for u in s.to_dict()["state"]["stack"]]
    assert [u["kind"] for u in v["pending"]][-1] == "any"
    me, other = v["players"][1], v["players"][0]
    assert set(me) == PLAYER_FIELDS and me["seat"] == 1
    assert me["trains"] == [[{"car": 4}, {"car": 2}, {"car": 1}, {"car": 0}, {"car": 0}, {"mail": 2}], [{"car": 0}]]
    pl = s.players[1]
    assert me["conductors"] == pl.cond and me["locomotive"] == 1 and me["route"] == pl.route
    assert me["stations"] == json.loads(json.dumps(pl.stations)) and me["stations"] != []
    assert me["coins"] == [2, 1, 0] and me["score"] == 3 and me["contracts"] == pl.contracts
    assert me["mail_left"] == pl.mail_left and me["claimed"] == pl.claimed
    assert me["completed"] == ["X-G19"] and me["completed_count"] == 1
    assert me["game_end"] == s.players[1].ge and me["game_end_count"] == len(s.players[1].ge) == 1
    assert other["completed"] is None and other["game_end"] is None and other["game_end_count"] == 1
    everything = s.view(None)
    assert everything["players"][0]["game_end"] == s.players[0].ge and everything["draft_hand"] == s.draft_hand


def test_the_draft_hand_is_shown_to_the_drafting_seat_only():
    """View: during the Game End draft the hand offered is shown to the seat keeping a card, to no other."""
    s = rulebook.GAMES["first_class"].new_game(players=3, seed=1)
    drafting = s.current_player
    assert s.view(drafting)["draft_hand"] == s.draft_hand
    assert s.view((drafting + 1) % 3)["draft_hand"] is None


def test_the_secret_free_dump_replaces_what_the_seat_may_not_see_by_counts():
    """View (secret-free dump): no log, no random state, face-down piles and the removed cards as counts, the
    other seats' Game End hands and completed piles as counts, the seat's own kept."""
    from rulebook.first_class.view import secret_free_dump
    s = _position()
    d = secret_free_dump(s, 1)
    assert "log" not in d and d["rng"] is None and d["seat"] == 1
    assert d["piles"] == [len(p) for p in s.piles] and d["ge_deck"] == len(s.ge_deck)
    assert d["removed"] == len(s.removed) and d["draft_hand"] == len(s.draft_hand)
    assert d["players"][1]["completed"] == ["X-G19"] and d["players"][1]["ge"] == s.players[1].ge
    assert d["players"][0]["completed"] == 0 and d["players"][0]["ge"] == 1
    full = s._dump()
    assert {k: v for k, v in d.items() if k not in ("piles", "ge_deck", "rng", "draft_hand", "removed", "players",
                                                    "seat")} == {k: v for k, v in full.items()
                                                                 if k not in ("piles", "ge_deck", "rng", "draft_hand",
                                                                              "removed", "players", "log")}
