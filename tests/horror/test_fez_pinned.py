"""The Blood-Red Fez arc (issue 21: no test file of its own). The first draw of the Fez token reads the Fez card:
one random Fez Council card per investigator goes on the table (a reveal line), the table chooses one and its
``choose`` effect happens at once with the Fez's owner counting as "here"; every later draw repeats the chosen
card's ``token`` effect as a game effect. With one investigator the single card is taken without a choice."""
from rulebook.horror import effects, fez
from rulebook.horror.scenario import ready


def _game(players, seed=5):
    s = ready(players=players, seed=seed, investigators=["doctor", "journalist", "professor"][:players])
    fid = next(c for c, v in s.comp.clues.items() if v.get("fez"))
    if not any(fid in x.clues for x in s.suspects):    # the Fez clue sits with suspect 3 in these tests
        s.suspects[2].clues[3] = fid
    return s


def _owner(s):
    return next(i for i, x in enumerate(s.suspects) if any(s.comp.clues[c].get("fez") for c in x.clues))


def test_the_owner_is_the_suspect_holding_the_fez_clue():
    """The Fez's owner is the suspect whose clues hold the Blood-Red Fez."""
    s = _game(2)
    assert fez.owner(s) == _owner(s) is not None


def test_only_the_first_draw_reads_the_fez_card():
    """The Fez token drawn while no council card is chosen is the first draw; once one is chosen it is not."""
    s = _game(2)
    s.drawn = "fez"
    assert fez.first_draw(s) is True
    s.fez_card = s.comp.table["fez_council"][0]["id"]
    assert fez.first_draw(s) is False
    s.drawn = None
    assert fez.first_draw(s) is False


def test_the_fez_card_offers_one_council_card_per_investigator_then_the_choice_happens():
    """The Fez card puts one council card per investigator on the table (all different, a reveal line); the
    chosen card stays, the offer is cleared, the drawn token goes to the discard and the card's ``choose``
    effect is scheduled for the current seat with the owner's car as "here", all under the fez section."""
    s = _game(2)
    ev = []
    fez.offer(s, ev)
    ids = {c["id"] for c in s.comp.table["fez_council"]}
    assert len(s.fez_offer) == 2 == len(set(s.fez_offer)) and set(s.fez_offer) <= ids
    assert s.fez_offer == sorted(s.fez_offer)
    (e,) = ev
    assert e.reveal and e.rule == "fez" and "cards" in e.msg.params
    card = s.fez_offer[1]
    s.drawn = "fez"
    ev = []
    fez.choose(s, card, ev)
    assert s.fez_card == card and s.fez_offer == [] and s.drawn is None and s.event_discard[-1] == "fez"
    assert [x.rule for x in ev] == ["fez"]
    top = s.stack[-1]
    assert top.effect == fez.cards(s)[card]["choose"]
    assert top.ctx == effects.ctx(s.cur, "fez", at=_owner(s))


def test_one_investigator_takes_the_single_council_card_at_once():
    """With one investigator the Fez card shows one council card, taken without a choice: its ``choose`` effect
    is scheduled for that seat, the owner's car as "here"."""
    s = _game(1)
    ev = []
    fez.token(s, ev)
    assert s.fez_card is not None and s.fez_offer == []
    card = fez.cards(s)[s.fez_card]
    assert [x.rule for x in ev][-1] == "fez" and card["name"] in ev[-1].text
    top = s.stack[-1]
    assert top.effect == card["choose"] and top.ctx == effects.ctx(s.cur, "fez", at=_owner(s))


def test_a_later_fez_draw_repeats_the_chosen_cards_token_effect_as_the_games():
    """Once a council card is chosen, each Fez draw logs it under the fez section and schedules the card's
    ``token`` effect as a game effect with the owner's car as "here"; no new offer is made."""
    s = _game(2)
    s.fez_card = s.comp.table["fez_council"][0]["id"]
    ev = []
    fez.token(s, ev)
    assert s.fez_offer == []
    (e,) = ev
    assert e.rule == "fez"
    top = s.stack[-1]
    assert top.effect == fez.cards(s)[s.fez_card]["token"]
    assert top.ctx == effects.ctx(s.cur, "fez", by="game", at=_owner(s))
