"""Property checks over random play: stamina never above health, clue tokens conserved, a lost game stops at once."""
import random

import pytest

from rulebook.horror import HORROR


@pytest.mark.parametrize("seed", range(12))
def test_random_play_properties(seed):
    n = 1 + seed % 4
    s = HORROR.new_game(players=n, seed=seed)
    rnd = random.Random(seed)
    clues = sorted(c for sus in s.suspects for c in sus.clues)
    while not s.is_over:
        s.apply(rnd.choice(s.legal_actions()))
        for x in s.inv:
            assert 0 <= x.stamina <= x.health
        assert sorted(c for sus in s.suspects for c in sus.clues) == clues
        assert s.check_invariants() == []
        if s.result is not None:
            assert s.is_over
    # a finished game offers nothing, every seat scores the same
    assert s.legal_actions() == [] and s.current_player is None
    out = s.outcome()
    assert len(set(out.scores)) == 1
    assert out.winners == (tuple(range(n)) if s.result[0] == "win" else ())


def test_a_loss_stops_at_once():
    from rulebook.horror.actions import UseItem
    from rulebook.horror.scenario import ready, rebase
    s = ready(players=2, seed=4)
    p = s.current_player
    s.inv[p].sanity = 1
    s.inv[p].stamina = 3
    s.item_deck.remove("I00")
    s.items.append("I00")       # costs 1 sanity: the last one
    s.sanity_supply = 28 - sum(x.sanity for x in s.inv)  # the removed tokens go to the supply
    rebase(s)
    s.apply(UseItem("I00"))
    assert s.is_over and s.result == ["loss", "insane"]
    assert s.stack == [] and s.legal_actions() == []
    assert s.items_banished == ["I00"]
    assert s.inv[p].stamina == 2  # the item's effect (all stamina back) never ran


def test_arrival_ends_the_game_with_the_accusation():
    from rulebook.horror.actions import Accuse
    from rulebook.horror import clues
    from rulebook.horror.scenario import ready, rebase
    s = ready(players=1, seed=9)
    s.space = 1
    rebase(s)
    rnd = random.Random(0)
    while s.phase != "accuse":
        legal = s.legal_actions()
        end = [a for a in legal if type(a).__name__ == "EndActions"]
        s.apply(end[0] if end else rnd.choice(legal))
    assert s.space == 0
    for i in range(6):
        s.apply(Accuse(i, clues.is_cultist(s, i)))
    assert s.is_over and s.result == ["win", "win"]
    assert s.outcome().winners == (0,)


@pytest.mark.parametrize("seed", range(10))
def test_threats_conserve_their_pieces_and_games_end_by_arrival_or_loss(seed):
    """Monsters, essence, coffins and event tokens are conserved across bag, board, discard, pool and box
    (``check_invariants``) at every step, with every ritual; a game ends at space 0 or by a loss."""
    rit = ["black_magic", "pestilence", "fade_to_black", "bell_tolls", "awakening"][seed % 5]
    s = HORROR.new_game(players=1 + seed % 4, seed=100 + seed, ritual=rit, difficulty=("easy", "normal", "proper")[seed % 3],
                        passengers=("base", "harder")[seed % 2], beyond=seed % 2)
    rnd = random.Random(seed)
    while not s.is_over:
        s.apply(rnd.choice(s.legal_actions()))
        assert s.check_invariants() == []
    assert s.result[0] == "win" and s.space == 0 or s.result[0] == "loss"
    if s.result[1] == "accusation" or s.result[0] == "win":
        assert s.space == 0
    t = s.comp.table
    assert sum(s.pool.values()) + len(s.monsters) + len(s.pursuit) == 3 * t["monsters_per_colour"]
    assert s.coffins + sum(1 for q in s.passengers if q.status == "dead") == t["coffins"]
