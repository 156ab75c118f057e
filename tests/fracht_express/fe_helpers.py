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
