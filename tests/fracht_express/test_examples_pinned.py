"""The register of rulebook situations (issue 21, mutation testing): each ``@example`` entry keeps its
section, its own-words description and its builder, under the builder's name."""
from rulebook.fracht_express import FRACHT_EXPRESS
from rulebook.fracht_express.examples import EXAMPLES, Example, cover_same_tracks


def test_each_entry_keeps_section_description_and_builder():
    """Every entry is an ``Example`` whose section is one of the game's sections, whose description is a
    sentence, and whose builder is the decorated function (keyed by its name) building a position."""
    sections = {s.id for s in FRACHT_EXPRESS.SECTIONS}
    assert len(EXAMPLES) >= 8
    for name, ex in EXAMPLES.items():
        assert type(ex) is Example
        assert ex.section in sections, (name, ex.section)
        assert isinstance(ex.shows, str) and ex.shows.endswith(".") and len(ex.shows) > 20
        assert callable(ex.build) and ex.build.__name__ == name
    assert EXAMPLES["cover_same_tracks"].build is cover_same_tracks
    assert EXAMPLES["cover_same_tracks"].section == "change"
    assert EXAMPLES["crossing_check"].section == "crossings"
    s = EXAMPLES["pick_up_in_the_station"].build()
    assert s.players[0].pos == ["S", "A"]
