"""Winning and losing, pinned where mutation testing found them loose (issue 21): a loss is recorded once, with
its reason, logged under the end section (as the seat that caused it, when one did); the pools lose only when
empty (monsters, then essence, then coffins); at the end of the line each suspect is marked once, nothing is
revealed before the last mark, then every clue is revealed and any wrong mark loses; the outcome gives every
seat 1 on a win and 0 with no winners on a loss."""
from rulebook.horror import clues, end
from rulebook.horror.actions import Accuse
from rulebook.horror.scenario import ready


def _fresh(players=2):
    return ready(players=players, seed=5, investigators=["doctor", "journalist"][:players])


def test_a_loss_is_recorded_once_with_its_reason_and_seat():
    """``lose`` ends the game with ``["loss", reason]``, clears pending work, logs under the end section as the
    seat that caused it; a second loss changes nothing."""
    s = _fresh()
    ev = []
    end.lose(s, "insane", ev, p=1)
    assert s.result == ["loss", "insane"] and s.phase == "over" and not s.stack
    (e,) = ev
    assert e.rule == "end" and e.player == 1
    end.lose(s, "dead", ev, p=0)
    assert s.result == ["loss", "insane"] and len(ev) == 1
    o = end.outcome(s)
    assert o.scores == (0, 0) and o.winners == ()


def test_the_pools_lose_only_when_empty_monsters_first():
    """One essence or one coffin left is not a loss; an empty monster pool loses first, then an empty essence
    pool, then no coffins."""
    s = _fresh()
    s.essence_pool, s.coffins = 1, 1
    end.check_pools(s, [])
    assert s.result is None
    for empty, reason in (("coffins", "coffins"), ("essence_pool", "essence"), ("pool", "monsters")):
        t = _fresh()
        t.essence_pool, t.coffins = 1, 1
        if empty == "pool":
            t.pool = {k: 0 for k in t.pool}
            t.essence_pool = t.coffins = 0     # all three empty: the monsters are named
        else:
            setattr(t, empty, 0)
        ev = []
        end.check_pools(t, ev)
        assert t.result == ["loss", reason], empty
        assert [e.rule for e in ev] == ["end"]
    t = _fresh()
    t.essence_pool, t.coffins = 0, 0
    end.check_pools(t, [])
    assert t.result == ["loss", "essence"]


def _truth(s):
    return [clues.is_cultist(s, i) for i in range(6)]


def test_marking_every_suspect_rightly_wins():
    """Each unmarked suspect offers two marks; nothing is revealed until the last mark; then every clue is
    revealed and six right marks win: every seat scores 1 and wins."""
    s = _fresh()
    s.accused = [None] * 6
    assert len(end.accuse_options(s)) == 12
    truth = _truth(s)
    ev = []
    end.accuse(s, Accuse(0, truth[0]), ev)
    assert [e.rule for e in ev] == ["end"]
    assert len(end.accuse_options(s)) == 10 and Accuse(0, True) not in end.accuse_options(s)
    assert s.result is None and not all(s.suspects[5].up)
    for i in range(1, 6):
        end.accuse(s, Accuse(i, truth[i]), ev)
    assert all(all(x.up) for x in s.suspects)
    assert s.result == ["win", "win"] and s.phase == "over"
    assert ev[-1].rule == "end" and "win" in ev[-1].text
    o = end.outcome(s)
    assert o.scores == (1, 1) and o.winners == (0, 1)


def test_one_wrong_mark_loses_by_accusation():
    """A single wrong mark loses at the end of the line: the wrong suspect is named under the end section and
    the outcome has no winner."""
    s = _fresh()
    s.accused = [None] * 6
    truth = _truth(s)
    ev = []
    for i in range(6):
        end.accuse(s, Accuse(i, truth[i] if i != 3 else not truth[3]), ev)
    assert s.result == ["loss", "accusation"]
    wrong = [e for e in ev if e.text.endswith("was marked wrongly.")]
    assert [e.text for e in wrong] == ["Suspect 4 was marked wrongly."] and wrong[0].rule == "end"
    o = end.outcome(s)
    assert o.scores == (0, 0) and o.winners == ()
