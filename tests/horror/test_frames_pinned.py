"""A saved frame of the wrong length is refused with a message that says how many fields its kind has and how
many it was given (issue 21, mutation pass)."""
import pytest

from rulebook.horror import frames as F


@pytest.mark.parametrize("bad, want, got", [(["rest", {"p": 0}], 2, 1), (["eff", {}, {"p": 0}, 1], 2, 3),
                                            (["ask", "status", {}, {"p": 0}], 4, 3)])
def test_a_frame_of_the_wrong_length_names_the_counts(bad, want, got):
    """The error names the frame's kind, the number of fields it needs and the number the save gave."""
    with pytest.raises(ValueError, match=rf"^a '{bad[0]}' frame has {want} fields, not {got}$"):
        F.from_json(bad)
