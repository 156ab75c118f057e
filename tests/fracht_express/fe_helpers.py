"""Card lookup for the FrachtExpress tests (a module of its own so test files can import it)."""
from rulebook.fracht_express.data import load_components

COMP = load_components()


def card(value=None, action_min=0, action_max=5, not_in=()):
    """A non-crossing card id with the given value / action range, not among ``not_in``."""
    for cid, c in COMP.cards.items():
        if cid in not_in or c.crossing:
            continue
        if value is not None and c.value != value:
            continue
        if not action_min <= c.action <= action_max:
            continue
        return cid
    raise LookupError("no such card")


def at(letter):
    """The cell of Station ``letter`` in the default layout."""
    return COMP.layout[letter]


def arrival(letter, players=3, seed=1, hand=(), hands=None, table=(), move_card="D12", road="D01", **kw):
    """An advanced-game position where seat 0 has just driven into Station ``letter`` from the west under its own
    move card and must now decide about the special action.

    The road is ``road`` (a straight card, default D01) turned to run east-west on the space west of the
    station, the move card ``move_card`` (default D12: value 5, action number 5); seat 0's hand afterwards is
    ``hand``. Other keywords go to ``scenario`` (``advanced=True`` is set).
    """
    from rulebook.fracht_express.actions import Move
    from rulebook.fracht_express.scenario import scenario
    sx, sy = at(letter)
    hs = dict(hands or {})
    hs[0] = [move_card] + list(hand)
    s = scenario(players, seed, table=[(sx - 1, sy, road, 1)] + list(table), hands=hs,
                 pos={0: (sx - 1, sy, 0, 0, 0), **kw.pop("pos", {})}, advanced=True, **kw)
    s.apply(Move(move_card))
    assert s.players[0].pos == ["S", letter], s.players[0].pos
    return s
