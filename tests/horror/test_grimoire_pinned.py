"""Grimoire rules that mutation testing found unpinned (issue 21): the log sections of gaining Occult tokens
and learning a spell, spent tokens adding to the banished ones, which spells a seat may cast (the last sanity
token is enough; whether the cast makes the caster Unstable, and so which side of the spell counts, is decided
by the sanity left after paying), the refusals' rules, and an Unstable cast's pending decision and log line."""
from rulebook.horror import effects
from rulebook.horror.actions import CastSpell, TargetMonster
from rulebook.horror.scenario import empty_train, put_monsters, rebase, set_sanity
from rulebook.horror.why_not import why_not
from rulebook.i18n import Seat


def _learn(s, slot, spell):
    """Put ``spell`` in Grimoire ``slot`` (its Occult tokens banished, the spell out of the deck)."""
    s.occult_banished += s.grimoire[slot][0]
    s.grimoire[slot] = [0, spell, 0]
    s.spell_deck.remove(spell)


def _unstable_at(s):
    return s.comp.investigators[s.inv[0].id]["unstable_at"]


def _time_warp(s, sanity):
    """Time Warp (refresh; Unstable: refresh and 2 stamina) learnt, nothing to refresh, stamina below health."""
    _learn(s, 0, "SP11")
    x = s.inv[0]
    x.track, x.marked = 0, [False] * len(x.marked)
    x.health, x.stamina = 5, 2
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
    s.inv[0].health, s.inv[0].stamina = 4, 4
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
    assert s.inv[0].unstable and s.inv[0].stamina == 4


def test_a_spell_that_would_change_nothing_is_refused_with_the_reason(doctor):
    """Heal at full health changes nothing: it is refused (not an error), and a Grimoire slot that does not
    exist is refused under the Grimoire's rule."""
    s = doctor
    _learn(s, 1, "SP04")
    s = rebase(s)
    x = s.inv[0]
    assert x.health == s.comp.health_max
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
    s.inv[0].stamina = s.inv[0].health
    s = rebase(s)
    assert CastSpell(0) not in s.legal_actions()
    v = s.explain(CastSpell(0))
    assert v is not None and v.msg.id == "The spell in slot {k} would change nothing now."


# --------------------------------------------------------------------------- the diagnosis of a cast
# ``explain`` answers None for a listed action without asking the diagnosis, so these ask it directly
# (``why_not``, the answer a refusal is built from): it must let through exactly the casts the listing offers.
def _diagnosis_and_listing(s, slot):
    return why_not(s, CastSpell(slot)), CastSpell(slot) in s.legal_actions()


def test_a_slot_without_a_spell_cannot_be_cast_from_and_the_refusal_cites_the_grimoire(doctor):
    """A Grimoire slot still holding Occult tokens has taught no spell: casting from it is refused under the
    Grimoire's rule, with the slot (counted from 1) and the tokens left on it."""
    s = doctor
    assert s.grimoire[3][1] is None and s.grimoire[3][0] > 0
    assert CastSpell(3) not in s.legal_actions()
    v = s.explain(CastSpell(3))
    assert v is not None and v.rule == "grimoire"
    assert v.msg.params == {"k": 4, "n": s.grimoire[3][0]}


def test_the_diagnosis_lets_a_caster_pay_with_the_last_sanity_token(doctor):
    """Casting costs one sanity token, so one token is enough: with a single sanity token left and a spell that
    can do something (Heal, health below its maximum) the diagnosis finds nothing against the cast, as the
    listing offers it."""
    s = doctor
    _learn(s, 2, "SP04")     # Heal
    s.inv[0].health, s.inv[0].stamina = 4, 4
    set_sanity(s, 0, 1)
    s = rebase(s)
    assert _diagnosis_and_listing(s, 2) == (None, True)


def test_the_diagnosis_weighs_the_stronger_side_when_paying_makes_the_caster_unstable(doctor):
    """Whether the caster counts as Unstable is decided by the sanity left after paying the token: one token
    above the Unstable line, paying reaches it, so the stronger side of Time Warp (it also gives stamina) is the
    one that must be able to act. Nothing to refresh: only that side does something, and the diagnosis agrees
    with the listing that the spell may be cast."""
    s = _time_warp(doctor, _unstable_at(doctor) + 1)
    assert not s.inv[0].unstable
    assert _diagnosis_and_listing(s, 0) == (None, True)


def test_the_diagnosis_weighs_the_stronger_side_for_a_caster_already_unstable(doctor):
    """An investigator already Unstable casts with the stronger side whatever her sanity: Time Warp with
    nothing to refresh but stamina to gain is allowed by the diagnosis and offered by the listing."""
    s = _time_warp(doctor, _unstable_at(doctor) + 3)
    s.inv[0].unstable = True
    s = rebase(s)
    assert _diagnosis_and_listing(s, 0) == (None, True)


def test_the_diagnosis_weighs_the_normal_side_two_tokens_above_the_unstable_line(doctor):
    """Two sanity tokens above the Unstable line the caster stays stable after paying, so only the normal side
    counts: Time Warp with nothing to refresh is refused by the diagnosis under the general rule (it would change
    nothing) and left out of the listing."""
    s = _time_warp(doctor, _unstable_at(doctor) + 2)
    v, listed = _diagnosis_and_listing(s, 0)
    assert not listed and v is not None and v.rule == "general"
