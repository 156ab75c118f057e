"""A new game put together (section "preparation"): components, supply, then the default layout and the deal
(``preparation``) or the dealt stations to lay out first (``variants``, which deals the cards when the last
station is down). It sits above both so that neither of them imports the other back."""
from __future__ import annotations

from ..core import Rng
from ..i18n import N_
from .data import LETTERS, load_components
from .preparation import RULE, deal
from .state import Player, init_derived
from .variants import deal_stations


def set_up(cls, n, seed, opts):
    """A new game of ``n`` players: the components, the shuffled supply, then the stations (default layout and
    the deal, or the dealt stations to lay out first)."""
    st = cls.__new__(cls)
    st.n = n
    st.options = dict(opts)   # no option of this game is a tuple (First Class's module list is): nothing to convert
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
    init_derived(st)
    ev = []
    if st.phase == "layout":
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
