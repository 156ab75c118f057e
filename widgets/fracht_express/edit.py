"""What the position editor offers after a click on the FrachtExpress table (:mod:`widgets.edit_choices`):
``edit_choices(fields, state, key)`` returns ``[(label, edit), ...]``, each ``edit(fields, state)`` changing a
copy of the scenario's fields (``rulebook.fracht_express.scenario``); the scenario's checks refuse an
impossible position.
"""
from __future__ import annotations

from rulebook.i18n import N_, Msg


def edit_choices(fields, st, key) -> list:
    """``[(label Msg, edit), ...]`` for a click on ``key``: an empty spot of the network, a card of the hand
    (see :mod:`widgets.edit_choices`)."""
    part = key.split(":")
    seat = st.current_player if st.current_player is not None else 0
    spare = st.deck[-1] if st.deck else None          # a card of the supply, to bring onto the table
    out = []
    if part[0] == "spot" and len(part) == 3:
        x, y = int(part[1]), int(part[2])

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
    elif part[0] == "hand" and len(part) == 2:
        def attach(card):
            def edit(f, s):
                att = f.setdefault("attached", {})
                att[str(seat)] = att.get(str(seat), list(s.players[seat].attached)) + [card]
            return edit
        out.append((Msg(N_("Attach {card} to the locomotive"), {"card": part[1]}), attach(part[1])))
        if spare is not None:
            out.append((Msg(N_("Attach {card} from the supply to the locomotive"), {"card": spare}), attach(spare)))
    return out
