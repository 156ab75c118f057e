"""Occult tokens from the emptiest slot; an emptied slot teaches a spell; casting costs sanity; unstable is stronger."""
from rulebook.horror.actions import CastSpell
from rulebook.horror.grimoire import gain_occult
from rulebook.horror.scenario import rebase


def test_occult_and_spells(doctor):
    s = doctor
    ev = []
    gain_occult(s, "grimoire", ev)
    assert s.grimoire[0][0] == 0 and s.grimoire[0][1] is not None and s.occult == 1
    gain_occult(s, "grimoire", ev)
    assert s.grimoire[1][1] is not None and s.occult == 2
    gain_occult(s, "grimoire", ev)
    assert s.grimoire[2][0] == 1


def test_cast_and_unstable(doctor):
    s = doctor
    s.grimoire[0] = [0, "SP04", 0]      # Heal: 1 health, 2 when unstable
    s.spell_deck.remove("SP04")
    s.occult_banished = 1
    x = s.inv[0]
    x.health, x.stamina = 4, 4
    unstable_at = s.comp.investigators["doctor"]["unstable_at"]
    s.sanity_supply += x.sanity - (unstable_at + 1)
    x.sanity = unstable_at + 1
    rebase(s)
    s.apply(CastSpell(0))
    x = s.inv[0]
    assert x.unstable and x.sanity == unstable_at and x.health == 6   # the stronger effect at once
    assert s.grimoire[0][2] == 1
    assert "blocked" in s.explain(CastSpell(0)).reason
