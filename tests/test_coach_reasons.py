"""Hints in the game's words (issue 39): a hint's reason names what the proposed move changes that sets it apart
from the other legal choices, never a bare estimate.

Acceptance: over 200 decisions of seeded random games per game (``RULEBOOK_QUICK=0``: 600, from more seeds), no
reason is an estimate alone, and no reason is true of every legal choice: for each change a hint names, the same
change is computed for every legal choice of the decision and at least one choice does not make it (a quantity the
move keeps: at least one choice lowers it).
"""
import os

import pytest

import rulebook
from rulebook.analysis import make_bot
from rulebook.analysis.coach import NO_BETTER, ONLY, REASONS, choice_changes, hint
from rulebook.i18n import Msg

QUICK = os.environ.get("RULEBOOK_QUICK", "1") != "0"
DECISIONS = 200 if QUICK else 600
GAMES = ["first_class", "fracht_express", "horror"]


def _decisions(game, n):
    """``n`` positions of seeded random 2-player games, every third decision (the first seeds, then more)."""
    seed = 0
    while True:
        s = rulebook.GAMES[game].new_game(players=2, seed=seed)
        bots = [make_bot("random", 100 + seed), make_bot("random", 200 + seed)]
        step = 0
        while not s.is_over:
            if step % 3 == 1:
                yield s.copy()
                n -= 1
                if n == 0:
                    return
            s.apply(bots[s.current_player].choose(s))
            step += 1
        seed += 1


def _numbers_only(m) -> bool:
    """A Msg whose words are only numbers once its parameters are taken out (an estimate and nothing else)."""
    words = m.text("en")
    for v in m.params.values():
        words = words.replace(v.text("en") if isinstance(v, Msg) else str(v), " ")
    return not any(ch.isalpha() for ch in words)


class _Lazy:
    """The changes of each other legal choice, computed when first read (a check stops at the first choice that
    does not make the change; FrachtExpress offers hundreds of choices)."""

    def __init__(self, fn, actions):
        self.fn, self.actions, self.done = fn, actions, {}

    def __iter__(self):
        for i, a in enumerate(self.actions):
            if i not in self.done:
                self.done[i] = self.fn(a)
            yield self.done[i]


def _sets_apart(change, per_choice) -> bool:
    for changes in per_choice:
        keys = {c.key for c in changes}
        if change.key in keys:
            continue
        if not change.kept:
            return True
        values = {c.quantity: c.value for c in changes if c.quantity is not None}
        if change.quantity in values and change.sign * (values[change.quantity] - change.value) < 0:
            return True
    return False


@pytest.mark.parametrize("game", GAMES)
def test_no_hint_reason_is_a_bare_estimate_or_true_of_every_choice(game):
    """Issue 39 acceptance: a hint explains in the game's words. Its text never gives the bot's estimate; with one
    legal choice it says so; otherwise each change it names is one that at least one other legal choice does not
    make (checked by computing the changes of every legal choice), and with none it says what the move is and that
    nothing else open does better."""
    named = fallback = 0
    for s in _decisions(game, DECISIONS):
        seat = s.current_player
        legal = s.legal_actions()
        h = hint(s, seat)
        assert "estimate" not in h.text and "estimate" not in h.reason.text("es"), h.text
        assert h.reason.params["move"] == h.action.describe()
        if len(legal) == 1:
            assert h.reason.id == ONLY and not h.changes
            continue
        if not h.changes:
            assert h.reason.id == NO_BETTER
            fallback += 1
            continue
        named += 1
        assert h.reason.id == REASONS[len(h.changes)]
        per_choice = _Lazy(lambda a, s=s, seat=seat: choice_changes(s, a, seat), [a for a in legal if a != h.action])
        for c in h.changes:
            assert not _numbers_only(c.msg), c.msg.text()
            assert _sets_apart(c, per_choice), (c.msg.text(), h.text)
    assert named > 0, f"no hint of {game} named a change in {DECISIONS} decisions"


@pytest.mark.parametrize("game", GAMES)
def test_a_change_every_choice_makes_is_not_a_reason(game):
    """The filter itself: a change that every legal choice makes (here: the proposed move's changes given to every
    choice) is dropped, and one no other choice makes is kept."""
    from rulebook.analysis.coach_reasons import distinguishing
    for s in _decisions(game, 30):
        legal = s.legal_actions()
        if len(legal) < 2:
            continue
        best = choice_changes(s, legal[0])
        if not best:
            continue
        assert distinguishing(best, [best] * (len(legal) - 1)) == []
        assert distinguishing(best, [[] for _ in legal[1:]]) == [c for c in best if not c.kept]
        return
    pytest.fail(f"no {game} decision with a change to check")


# --------------------------------------------------------------------------- First Class: the words of a change
def _texts(changes):
    return [c.msg.text("en") for c in changes]


def test_first_class_names_the_conductor_step_lost_before_the_card_is_carried_out():
    """First Class (§ conductors): a conductor on the last card of its train cannot move; a hint's changes say so
    before the choice ("would stop at the last card: 1 step lost"), and foregoing the card loses no step, so the
    lost step sets carrying out apart."""
    from rulebook.first_class.actions import CarryOut, Forego
    from rulebook.first_class.scenario import find_card, scenario
    s0 = scenario(players=2, seed=1)
    card = find_card(s0, ("conductors", 1), module="X", colour="green")
    s = scenario(players=2, seed=1, cur=0, held=card, p0={"trains": [[2, 1], [0, 0, 0]], "cond": [1, 0]})
    carried = _texts(choice_changes(s, CarryOut()))
    assert "the conductor of your upper train would stop at the last card: 1 step lost" in carried, carried
    assert any(t.startswith("the conductor of your lower train moves to car 2") for t in carried), carried
    assert not any("step lost" in t for t in _texts(choice_changes(s, Forego())))
    from rulebook.analysis.coach import reasons
    assert any("step lost" in c.msg.text() for c in reasons(s, CarryOut())), _texts(reasons(s, CarryOut()))


def test_first_class_names_the_points_of_the_station_reached_and_the_gain_of_an_upgrade():
    """First Class (§ locomotive, § cars): moving the locomotive onto a points station is named with its points
    ("a 3-point station: +3 now"), an upgrade of a car the conductor reaches with what it adds in each scoring
    ("car 1 ... 4→7: +3 in each scoring"), one beyond the conductor as not scored yet."""
    from rulebook.first_class.actions import CoinLocomotive, CoinUpgrade
    from rulebook.first_class.scenario import scenario
    s = scenario(players=2, seed=1, cur=0, p0={"trains": [[4, 2], [0]], "cond": [0, 0], "coins": [0, 3, 2]})
    pl = s.players[0]
    kind, pts = pl.stations[pl.loco]
    loco = _texts(choice_changes(s, CoinLocomotive()))
    if kind == "points":
        assert f"your locomotive moves to station {pl.loco + 1}, a {pts}-point station: +{pts} now" in loco, loco
    else:
        assert f"your locomotive reaches bonus station {pl.loco + 1}: it pays in every later scoring phase" in loco
    assert "car 1 of your upper train 4→7: +3 in each scoring" in _texts(choice_changes(s, CoinUpgrade(0, 0, 7)))
    beyond = _texts(choice_changes(s, CoinUpgrade(0, 1, 4)))
    assert "car 2 of your upper train 2→4, beyond its conductor (not scored yet)" in beyond, beyond


def test_a_kept_quantity_is_a_reason_only_when_another_choice_lowers_it():
    """A good quantity the move keeps (Horror: the team's sanity stays at 12) sets it apart only when some other
    choice leaves it lower; another choice raising it, or every choice keeping it, makes it no reason."""
    from rulebook.analysis.coach_reasons import Change, distinguishing
    from rulebook.i18n import Msg
    kept = Change(Msg("the team's sanity stays at {a}", {"a": 12}), ("kept", "sanity", 12), kept=True,
                  quantity="sanity", value=12, sign=1)

    def other(v):
        return [Change(Msg("x"), ("feature", "sanity", v), quantity="sanity", value=v, sign=1)]

    assert distinguishing([kept], [other(13), other(11)]) == [kept]
    assert distinguishing([kept], [other(13)]) == []
    assert distinguishing([kept], [[kept], [kept]]) == []
    assert distinguishing([kept], []) == []
