"""Rules of the section "preparation": the stations lie in their layout (the illustrative default, or built by
the players in the dealt-stations variant), every locomotive starts in Station A, the distance cards are
shuffled and each player gets three."""
from __future__ import annotations

from ..core import Rng
from ..i18n import N_
from .data import LETTERS, load_components

RULE = "preparation"
HAND = 3


def set_up(cls, n, seed, opts):
    from .state import Player
    st = cls.__new__(cls)
    st.n = n
    st.options = {k: (list(v) if isinstance(v, tuple) else v) for k, v in opts.items()}
    st.rulings = opts["rulings"]
    st.comp = load_components(opts["data_dir"])
    st.rng = Rng(seed)
    st.phase = "layout" if opts["layout"] == "dealt" else "turn"
    st.cur = 0
    st.turns = 0
    st.drew = False
    st.no_draw = False
    st.no_deliver = []
    st.table = []
    st.closed = None
    st.stack = []
    st.log = []
    st.tickets = st.comp.flight_tickets if opts["advanced"] else 0
    st.objections = st.comp.objection_cards if opts["advanced"] else 0
    st.players = [Player.fresh() for _ in range(n)]
    st.deck = list(st.comp.ids)
    st.rng.shuffle(st.deck)
    st.discard = []
    st._cache = None
    from .state import init_derived
    init_derived(st)
    ev = []
    if st.phase == "layout":
        from .variants import deal_stations
        st.stations = {}
        st.table_changed()
        deal_stations(st, ev)
    else:
        st.stations = {L: list(st.comp.layout[L]) for L in LETTERS}
        st.table_changed()
        ev.append(st.event(N_("The ten stations lie in the default layout."), {}, RULE))
        deal(st, ev)
    st.log.extend(ev)
    st._start_history()
    return st


def deal(st, ev):
    """Locomotives to Station A, three cards each, then the first player's turn."""
    for p, pl in enumerate(st.players):
        pl.pos = ["S", "A"]
        pl.facing = None
        for _ in range(HAND):
            pl.hand.append(st.deck.pop())
    ev.append(st.event(N_("Every locomotive stands in Station A; each player gets {k} cards."), {"k": HAND}, RULE,
                       reveal=True))
    st.phase = "turn"
    from .turn import begin
    begin(st, 0, ev)
