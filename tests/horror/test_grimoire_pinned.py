"""Grimoire rules that mutation testing found unpinned (issue 21): the log sections of gaining Occult tokens
and learning a spell, spent tokens adding to the banished ones, which spells a seat may cast (the last sanity
token is enough; whether the cast makes the caster Unstable, and so which side of the spell counts, is decided
by the sanity left after paying), the refusals' rules, and an Unstable cast's pending decision and log line."""
from rulebook.horror import effects
from rulebook.horror.actions import CastSpell, TargetMonster
from rulebook.horror.scenario import empty_train, put_monsters, rebase, set_sanity
from rulebook.i18n import Seat


def _learn(s, slot, spell):
    """Put ``spell`` in Grimoire ``slot`` (its Occult tokens banished, the spell out of the deck)."""
    s.occult_banished += s.grimoire[slot][0]
    s.grimoire[slot] = [0, spell, 0]
    s.spell_deck.remove(spell)


def _unstable_at(s):
    return s.comp.investigators[s.inv[0]["id"]]["unstable_at"]


def _time_warp(s, sanity):
    """Time Warp (refresh; Unstable: refresh and 2 stamina) learnt, nothing to refresh, stamina below health."""
    _learn(s, 0, "SP11")
    x = s.inv[0]
    x["track"], x["marked"] = 0, [False] * len(x["marked"])
    x["health"], x["stamina"] = 5, 2
    set_sanity(s, 0, sanity)
    return rebase(s)


def test_occult_gains_are_logged_under_their_cause_and_a_learnt_spell_under_the_grimoire(doctor):
    """Gaining an Occult token is logged under the section that gave it; the spell learnt when a slot empties
    is logged under the Grimoire's."""
    s = doctor
    effects.push(s, {"do": "gain", "what": "occult", "n": 1}, effects.ctx(0, "talk"))
    ev = []
    effects.settle(s, ev)
    assert s.occult == 1 and s.grimoire[0][1] is not None
    assert [e.rule for e in ev] == ["talk", "grimoire"]


def test_spent_occult_tokens_are_added_to_the_banished_ones(doctor):
    """Spending Occult tokens moves them from the pool to the banished ones, which keep those banished before."""
    s = doctor
    effects.push(s, {"do": "gain", "what": "occult", "n": 3}, effects.ctx(0, "talk"))
    effects.settle(s, [])
    banished = s.occult_banished
    for _ in range(2):
        effects.push(s, {"do": "spend_occult", "n": 1}, effects.ctx(0, "event_step"))
        effects.settle(s, [])
    assert (s.occult, s.occult_banished) == (1, banished + 2)


def test_the_last_sanity_token_may_pay_for_a_spell(doctor):
    """An investigator with one sanity token left may still cast a spell (it is her last)."""
    s = doctor
    _learn(s, 2, "SP04")     # Heal
    s.inv[0]["health"], s.inv[0]["stamina"] = 4, 4
    set_sanity(s, 0, 1)
    s = rebase(s)
    assert CastSpell(2) in s.legal_actions() and s.explain(CastSpell(2)) is None


def test_a_spell_counts_its_unstable_side_only_if_paying_makes_the_caster_unstable(doctor):
    """Before casting, the side that would apply decides whether the spell can do anything: one sanity token
    above the Unstable line the normal side counts (here Time Warp, with nothing to refresh: refused)."""
    s = _time_warp(doctor, _unstable_at(doctor) + 2)
    assert CastSpell(0) not in s.legal_actions()
    v = s.explain(CastSpell(0))
    assert v is not None and v.msg.id == "The spell in slot {k} would change nothing now."


def test_a_cast_that_makes_the_caster_unstable_counts_the_stronger_side(doctor):
    """When paying the sanity token reaches the Unstable line, the stronger side counts: Time Warp then gives
    stamina, so it may be cast, and it is."""
    s = _time_warp(doctor, _unstable_at(doctor) + 1)
    assert CastSpell(0) in s.legal_actions() and s.explain(CastSpell(0)) is None
    s.apply(CastSpell(0))
    assert s.inv[0]["unstable"] and s.inv[0]["stamina"] == 4


def test_a_spell_that_would_change_nothing_is_refused_with_the_reason(doctor):
    """Heal at full health changes nothing: it is refused (not an error), and a Grimoire slot that does not
    exist is refused under the Grimoire's rule."""
    s = doctor
    _learn(s, 1, "SP04")
    s = rebase(s)
    x = s.inv[0]
    assert x["health"] == s.comp.health_max
    v = s.explain(CastSpell(1))
    assert v is not None and CastSpell(1) not in s.legal_actions()
    assert v.msg.id == "The spell in slot {k} would change nothing now." and v.msg.params == {"k": 2}
    v = s.explain(CastSpell(6))
    assert v is not None and v.rule == "grimoire"


def test_an_unstable_cast_keeps_the_unstable_mark_on_its_pending_choice(doctor):
    """An Unstable caster's spell (Dread Curse, Unstable: kill two monsters anywhere) waits for the monster
    choice with its context marked Unstable, and the line saying the stronger side applies names the caster."""
    s = doctor
    empty_train(s)
    put_monsters(s, [["red", 2], ["blue", 5]])
    _learn(s, 0, "SP01")
    set_sanity(s, 0, _unstable_at(s) + 1)
    s = rebase(s)
    n = len(s.log)
    s.apply(CastSpell(0))
    assert TargetMonster(2, "red") in s.legal_actions()
    assert s.stack[-1].ctx["u"] is True and s.stack[-1].ctx["rule"] == "grimoire"
    line = [e for e in s.log[n:] if e.msg.id.startswith("Unstable")]
    assert len(line) == 1 and line[0].msg.params.get("player") == Seat(0)


def test_an_unstable_casters_spell_is_refused_when_its_stronger_side_changes_nothing(doctor):
    """For a caster who will be Unstable, the refusal looks at the stronger side: Time Warp with nothing to
    refresh and stamina at health changes nothing, so it is refused with that reason."""
    s = _time_warp(doctor, _unstable_at(doctor) + 1)
    s.inv[0]["stamina"] = s.inv[0]["health"]
    s = rebase(s)
    assert CastSpell(0) not in s.legal_actions()
    v = s.explain(CastSpell(0))
    assert v is not None and v.msg.id == "The spell in slot {k} would change nothing now."
