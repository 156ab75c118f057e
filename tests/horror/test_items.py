"""Items: the Pnakotic Manuscripts example; items are shared and banished after use."""
from rulebook.horror.actions import UseItem, UseSkill
from rulebook.horror.scenario import rebase


def test_pnakotic_manuscripts(doctor):
    s = doctor
    s.item_deck.remove("I00")
    s.items.append("I00")
    x = s.inv[0]
    x.track, x.marked[1], x.marked[2] = 2, True, True
    x.stamina, x.health = 1, 5
    rebase(s)
    sanity = x.sanity
    s.apply(UseItem("I00"))
    x = s.inv[0]
    assert x.sanity == sanity - 1
    assert x.track == 0 and not any(x.marked)
    assert x.stamina == 5  # all stamina back, up to health (the basic action's stamina was paid first)
    assert "I00" in s.items_banished and "I00" not in s.items


def test_items_are_shared(game):
    from rulebook.horror.scenario import ready
    s = ready(players=2, seed=2)
    s.item_deck.remove("I02")
    s.items.append("I02")
    rebase(s)
    assert UseItem("I02") in s.legal_actions()
    _ = UseSkill
