"""Rules of the section "change" that mutation testing found unpinned (issue 21)."""
from rulebook.fracht_express.actions import Cover
from rulebook.fracht_express.scenario import scenario


def test_a_card_not_in_the_hand_is_refused_by_the_change_rule(refused):
    """Only a card from the player's own hand may cover a card; the refusal names the section "change"."""
    s = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: ["D24"]})
    with refused(s, "change", "not in your hand"):
        s.apply(Cover("D25", 5, 3, 1))


def test_quick_reference_carries_a_locomotive_on_the_last_tie_to_the_last_tie():
    """Ruling quick_reference='card': a locomotive on the last tie of the covered track is carried to the last
    tie of the same track of the new card (turned the same way), facing the same way."""
    s = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: ["D24"]}, pos={1: (5, 3, 0, 3, 0)},
                 rulings={"quick_reference": "card"})
    s.apply(Cover("D24", 5, 3, 1))
    assert s.players[1].pos == ["T", 5, 3, 0, 3] and s.players[1].facing == 0
    assert s.check_invariants() == []


def test_a_turn_outside_0_to_3_is_refused_by_the_change_rule(refused):
    """A card is turned 0 to 3 quarters: a fourth quarter turn is refused under "change", naming the turn."""
    s = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: ["D24"]})
    with refused(s, "change", "0 to 3"):
        s.apply(Cover("D24", 5, 3, 4))


def test_a_turn_that_looks_like_a_smaller_one_is_refused_by_the_change_rule(refused):
    """A straight card turned three quarters looks as it does turned one: only the smaller turn is offered, and
    the other is refused under "change" (its tracks do fit the covered card, so the refusal is not the
    missing-track one)."""
    s = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: ["D02"]})
    assert Cover("D02", 5, 3, 1) in s.legal_actions() and Cover("D02", 5, 3, 3) not in s.legal_actions()
    with refused(s, "change", "smaller turn"):
        s.apply(Cover("D02", 5, 3, 3))


def test_covering_is_logged_under_change_by_the_player():
    """The log line of a cover is the player's, in the section "change", and names both cards."""
    s = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: ["D24"]})
    n = len(s.log)
    s.apply(Cover("D24", 5, 3, 1))
    (e,) = [e for e in s.log[n:] if e.rule == "change"]
    assert e.player == 0 and "D01" in e.text and "D24" in e.text


def test_a_carried_locomotive_lands_on_the_nearest_tie_of_a_shorter_track(monkeypatch):
    """Ruling quick_reference='card' with a new track shorter than the covered one (a card set may give the same
    edges fewer ties): the locomotive goes to the nearest tie that exists -- the track's last tie counted from
    the same end, or from the other end when the new card runs the other way."""
    from rulebook.fracht_express import change, data

    real = data.turned

    def short(card, rot):
        tracks = real(card, rot)
        return tuple((a, b, 2) for a, b, _n in tracks) if card.id == "D24" else tracks

    monkeypatch.setattr(data, "turned", short)
    for turn, want in ((1, (0, 1)), (3, (0, 0))):
        s = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: ["D24"]}, pos={1: (5, 3, 0, 3, 0)},
                     rulings={"quick_reference": "card"})
        change.carry_over(s, 1, ("D01", 1), ("D24", turn))
        assert tuple(s.players[1].pos[3:]) == want, turn


def test_the_kept_cover_lists_equal_a_fresh_build_card_by_card():
    """The cards a player may cover with are kept up to date cell by cell as cards are laid and covered
    (``change.patch``); after every decision they are what a fresh build from the table gives -- for every
    card in every hand, covers preferred so that lists are patched often."""
    import random

    from rulebook.fracht_express import FRACHT_EXPRESS as G
    from rulebook.fracht_express import change
    from rulebook.fracht_express.state import init_derived

    checked = 0
    for seed in (0, 1):
        rnd = random.Random(seed)
        s = G.new_game(players=2, seed=seed)
        for _ in range(60):
            if s.is_over:
                break
            legal = s.legal_actions()
            if s.phase == "turn":
                t = s.copy()
                init_derived(t)
                t._cache = None
                t.table_changed()
                for p in range(s.n):
                    for c in sorted(set(s.players[p].hand)):
                        if not s.comp.cards[c].crossing:
                            assert change.card_list(s, c) == change.card_list(t, c), (seed, c)
                            checked += 1
            covers = [a for a in legal if isinstance(a, Cover)]
            s.apply(rnd.choice(covers) if covers and rnd.random() < 0.7 else rnd.choice(legal))
    assert checked > 50


def test_which_cards_a_card_may_cover_does_not_depend_on_the_order_of_the_card_set():
    """Every non-crossing card of the set may be covered (crossings never are), wherever the crossings stand in
    the card list: the same fits with the set listed backwards, crossings first."""
    from types import SimpleNamespace

    from rulebook.fracht_express import change
    s = scenario(2, 1)
    comp = s.comp
    backwards = SimpleNamespace(fingerprint=("backwards", comp.fingerprint), ids=list(reversed(comp.ids)),
                                cards=comp.cards, turns=comp.turns, shapes=comp.shapes)
    t = SimpleNamespace(comp=backwards, rulings=s.rulings)
    for card in ("D24", "D01", "D39"):
        assert change._fits_of(t, card) == change._fits_of(s, card)
    assert any(old == "D01" for old, _ in change._fits_of(t, "D24"))


def test_the_cover_caches_never_hold_more_than_their_caps(monkeypatch):
    """The caches of covers are bounded (the table is unbounded): the fits cache holds at most CARDS_CAP cards,
    a card's actions at most COVERS_CAP spaces' worth; the entry that would go over empties it first."""
    from rulebook.fracht_express import change
    monkeypatch.setattr(change, "CARDS_CAP", 2)
    monkeypatch.setattr(change, "COVERS_CAP", 2)
    monkeypatch.setattr(change, "_FITS", {})
    monkeypatch.setattr(change, "_COVERS", {})
    s = scenario(2, 1)
    for card in ("D01", "D13", "D24", "D39"):
        change._fits_of(s, card)
        change._made(s, card)
        assert len(change._FITS) <= 2 and len(change._COVERS) <= 2
    made = {}
    for x in range(4):
        change._cell_actions(made, "D01", (x, 0), (0, 1))
        assert len(made) <= 2
