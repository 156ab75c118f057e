"""The simulation hooks of FrachtExpress and Horror: per-seat statistics, data note, first player."""
from __future__ import annotations

import pytest

import rulebook
from rulebook.analysis.simulate import play_one, simulate, summarize
from rulebook.analysis.table import column

pytest.importorskip("pandas")

FE_STATS = ["delivered", "delivered_value", "attached", "attached_value", "hand", "in_station", "stations_used"]
HORROR_STATS = ["sanity", "health", "stamina", "unstable", "car", "learned", "upgraded", "turns", "escalations",
                "monsters", "won"]


def test_fracht_express_columns_and_scores_agree():
    df = simulate("fracht_express", games=3, players=2, bots="random", seed=4, processes=1, progress=False)
    for name in FE_STATS:
        for seat in (0, 1):
            assert f"{name}_{seat}" in df.columns
    # the score is the delivered value; the first player is seat 0
    assert column(df, "score_0") == column(df, "delivered_value_0")
    assert set(column(df, "first_player")) == {0}
    assert "illustrative" in df.attrs["data_note"] and "FrachtExpress" in df.attrs["data_note"]
    assert summarize(df)["data_note"] == df.attrs["data_note"]


def test_horror_columns_and_team_figures():
    df = simulate("horror", games=2, players=2, bots="random", seed=1, processes=1, progress=False)
    for name in HORROR_STATS:
        for seat in (0, 1):
            assert f"{name}_{seat}" in df.columns
    assert column(df, "turns_0") == column(df, "turns_1")          # team figures repeat per seat
    assert column(df, "won_0") == [int(w) for w in column(df, "win_0")]
    assert "illustrative" in df.attrs["data_note"]


@pytest.mark.parametrize("first", [0, 1])
def test_horror_first_player_follows_the_option(first):
    g = rulebook.GAMES["horror"]
    s = g.new_game(players=2, seed=3, first_player=first)
    assert g.first_player(s) == first
    spec = {"seed": 3, "players": 2, "options": {"first_player": first}, "options_json": "{}",
            "bots": ["random", "random"]}
    assert play_one("horror", spec, 0)["first_player"] == first


def test_fracht_express_hooks_on_a_new_game():
    g = rulebook.GAMES["fracht_express"]
    s = g.new_game(players=3, seed=2)
    assert g.first_player(s) == s.current_player == 0
    st = g.stats(s, 1)
    assert st["hand"] == 3 and st["delivered"] == 0 and st["in_station"] == 1
