"""FrachtExpress actions as values (issue 21, mutation testing): every action is a small immutable value --
equal by its fields, hashable, never changed after it is made, without a per-object dict -- the engine's own
listings share one object per value, and an action that names a place or a card is described in words even
with no board in view."""
import dataclasses

import pytest

from rulebook.fracht_express import actions as A
from rulebook.fracht_express import words


def test_actions_are_frozen_slotted_values():
    """An action is a value: two made with the same fields are equal and hash alike, its fields cannot be
    reassigned, and it keeps no per-object ``__dict__`` (slots) -- so actions can key dicts and sets."""
    for cls, args in ((A.Move, ("D07",)), (A.Go, (1, 2, 0)), (A.Extend, ("D01", 2, 0, 1)), (A.EndTurn, ()),
                      (A.Hijack, ("D05", 1)), (A.Relocate, ("D05", 1, 2, 3, 4, 1))):
        a, b = cls(*args), cls(*args)
        assert a == b and hash(a) == hash(b) and len({a, b}) == 1
        assert not hasattr(a, "__dict__"), cls
        assert dataclasses.is_dataclass(a)
        if args:
            field = dataclasses.fields(a)[0].name
            with pytest.raises(dataclasses.FrozenInstanceError):
                setattr(a, field, args[0])


def test_memo_shares_one_object_per_action_value():
    """``memo`` hands the engine's listings one shared object per action value: asked twice for the same
    value it returns the very same object; a different value is a different object."""
    a = A.memo(A.PickUp, "D33")
    assert a == A.PickUp("D33")
    assert A.memo(A.PickUp, "D33") is a
    assert A.memo(A.PickUp, "D34") is not a and A.memo(A.PickUp, "D34") == A.PickUp("D34")


def test_placed_actions_are_described_without_a_board_in_view():
    """With no board in view (``words.on_board(None)``) an action that names a place is still described:
    in words that name its card or station (no place, no coordinates)."""
    words.on_board(None)
    cases = {A.PlaceStation("C", 1, 0): "Station C", A.Cover("D30", 1, 0, 1): "D30", A.Extend("D31", 1, 0, 1): "D31",
             A.PushTo(1, 0, 0): "Shove", A.Go(1, 0, -1): "Drive", A.Fly("D12", 1, 0, 0): "D12",
             A.CloseStation("D17", "E", 0): "Station E", A.Relocate("D18", 1, 0, 2, 0, 1): "D18"}
    for a, word in cases.items():
        text = a.describe().text("en")
        assert word in text, (a, text)
        assert str(a) == text
