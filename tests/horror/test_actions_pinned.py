"""Horror's action values, pinned where mutation testing found them loose (issue 21): an action is a small
frozen value (no field can be changed, no per-instance dictionary), its words show an Ill passenger only when
the passenger is Ill, and a token or status the game does not know is shown as given instead of breaking the
description or the refusal."""
import dataclasses

import pytest

from rulebook.horror.actions import ACTIONS, ChangeStatus, MoveTo, ReturnToken
from rulebook.horror.scenario import rebase
from rulebook.horror.records import Passenger


def test_actions_are_frozen_hashable_values_without_an_instance_dict():
    """Every Horror action is a frozen value (design: actions are shared, interned values): setting a field is
    refused, equal actions hash alike, and no instance carries a ``__dict__`` (slots keep long histories small)."""
    a = MoveTo(car=2)
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.car = 3
    assert hash(a) == hash(MoveTo(car=2)) and a.car == 2
    for cls in ACTIONS.values():
        assert cls.__dataclass_params__.frozen, cls.__name__
        assert not hasattr(cls.__new__(cls), "__dict__"), cls.__name__


def test_only_an_ill_passenger_is_described_as_ill():
    """A swap or a status change names the passenger's status, with "(Ill)" exactly when that passenger carries
    an Illness marker (Pestilence)."""
    assert "Ill" not in str(MoveTo(3, "happy")) and "Ill" in str(MoveTo(3, "happy", ill=True))
    assert "Ill" not in str(ChangeStatus(2, "calm", "panicked"))
    assert "Ill" in str(ChangeStatus(2, "calm", "panicked", ill=True))


def test_an_unknown_conversation_token_is_described_as_given():
    """Returning a conversation token the bag has no word for describes the token as it was written instead of
    failing (known kinds get their translated name)."""
    assert "zzz" in str(ReturnToken("zzz"))
    assert "1st class" in str(ReturnToken("class1"))


def test_a_swap_with_an_unknown_status_is_refused_naming_that_status(doctor):
    """Moving into a full car swapping with a passenger of a status no die shows is refused, and the refusal
    names the status asked for (basic actions: the swap needs a living passenger of that status)."""
    s = doctor
    s.inv[0].car = 1
    full = 3
    s.passengers = [Passenger(q.car, q.status) for q in s.passengers if q.car != full]
    occ = sum(1 for x in s.suspects if x.car == full)
    s.passengers += [Passenger(full, "happy") for _ in range(6 - occ)]
    rebase(s)
    assert MoveTo(3, "purple") not in s.legal_actions()
    assert "purple" in s.explain(MoveTo(3, "purple")).reason


def test_a_label_is_one_shared_message_per_id():
    """The words used inside log lines (a status, a token name) are made once per message id and shared, so a
    long log holds one object per word instead of one per line (``actions.label``)."""
    from rulebook.horror.actions import label, status_msg
    assert label("calm-label-test") is label("calm-label-test")
    assert status_msg("wounded") is status_msg("wounded")
