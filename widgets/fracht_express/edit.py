"""What the position editor offers after a click on the FrachtExpress table (:mod:`widgets.edit_choices`):
``edit_choices(fields, state, key)`` returns ``[(label, edit), ...]``, each ``edit(fields, state)`` changing a
copy of the scenario's fields (``rulebook.fracht_express.scenario``); the scenario's checks refuse an
impossible position.
"""
from __future__ import annotations

from rulebook.i18n import N_, Msg

from . import keytypes as K
from .keytypes import ClickKeyError, parse_key


def _spot(st, k, seat, spare) -> list:
    """An empty spot of the network: lay a hand card there (any turn), or a card of the supply."""
    x, y = k.x, k.y
    out = []

    def lay(card, turn):
        def edit(f, s):
            f.setdefault("table", []).append([x, y, card, turn])
        return edit
    for card in st.players[seat].hand:
        for turn in (0, 1, 2, 3):
            out.append((Msg(N_("Lay {card} here, turned {n} quarters"), {"card": card, "n": turn}),
                        lay(card, turn)))
    if spare is not None:
        out.append((Msg(N_("Lay {card} from the supply here"), {"card": spare}), lay(spare, 0)))
    return out


def _hand(st, k, seat, spare) -> list:
    """A card of the hand: attach it (or a card of the supply) to the locomotive."""
    def attach(card):
        def edit(f, s):
            att = f.setdefault("attached", {})
            att[str(seat)] = att.get(str(seat), list(s.players[seat].attached)) + [card]
        return edit
    out = [(Msg(N_("Attach {card} to the locomotive"), {"card": k.card}), attach(k.card))]
    if spare is not None:
        out.append((Msg(N_("Attach {card} from the supply to the locomotive"), {"card": spare}), attach(spare)))
    return out


#: key type -> (state, key, seat, a card of the supply or None) -> the choices the editor offers for it
_CHOICES = {K.SpotKey: _spot, K.HandKey: _hand}


def edit_choices(fields, st, key) -> list:
    """``[(label Msg, edit), ...]`` for a click on ``key``: an empty spot of the network, a card of the hand
    (see :mod:`widgets.edit_choices`); none for any other key."""
    try:
        k = parse_key(key)
    except ClickKeyError:
        return []
    choices = _CHOICES.get(type(k))
    if choices is None:
        return []
    seat = st.current_player if st.current_player is not None else 0
    spare = st.deck[-1] if st.deck else None          # a card of the supply, to bring onto the table
    return choices(st, k, seat, spare)
