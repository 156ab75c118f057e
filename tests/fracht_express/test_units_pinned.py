"""Saved pending units that mutation testing found loosely checked (issue 21): a saved unit one field short is
refused with a ValueError naming its kind and counts; only a drive may leave out its last field."""
import pytest

from rulebook.fracht_express import units as U


def test_a_unit_one_field_short_is_refused_by_kind():
    """Saves: a group robbery saved without its ``started`` field is refused, naming the kind and the counts."""
    with pytest.raises(ValueError, match=r"a 'group' unit has 2 fields, not 1"):
        U.from_json(["group", 0])


def test_a_drive_may_leave_out_only_its_last_field():
    """Saves: a drive may be saved without ``no_derail`` (older saves), but not without ``picks`` as well."""
    assert U.from_json(["move", 0, 3, True, None, []]).no_derail is None
    with pytest.raises(ValueError, match=r"a 'move' unit has 6 fields, not 4"):
        U.from_json(["move", 0, 3, True, None])
