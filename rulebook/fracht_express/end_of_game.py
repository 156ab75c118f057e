"""Rules of the section "end_of_game": drawing from the supply (reshuffling the discards only when a card is
needed), the end when no card is left to draw, and the final count."""
from __future__ import annotations

from ..core import Outcome
from ..i18n import Msg, N_, NN_, Seat

RULE = "end_of_game"


def draw(st, ev):
    """Take the top card of the supply, reshuffling the discard pile first if the supply is empty.

    Returns the card id, or None when both piles are empty: the game has then ended (``st.phase == "over"``).
    """
    if not st.deck:
        if not st.discard:
            end(st, ev)
            return None
        st.deck = st.discard
        st.discard = []
        st.rng.shuffle(st.deck)
        ev.append(st.event(NN_("The supply is empty: the {n} discarded card is shuffled into a new supply.",
                               "The supply is empty: the {n} discarded cards are shuffled into a new supply."),
                           {"n": len(st.deck)}, RULE))
    return st.deck.pop()


def turn_over(st, ev, rule):
    """Turn over the top card of the supply onto the discard pile; None when the game ended on the draw.

    Used by the special actions of Stations C, F, I and J; it lives here, below the station modules, so that
    they can import it without importing ``advanced`` (which imports them).
    """
    c = draw(st, ev)
    if c is None:
        return None
    st.discard.append(c)
    ev.append(st.event(N_("{card} is turned over (action number {k}) and goes to the discard pile."),
                       {"card": c, "k": st.comp.cards[c].action}, rule, reveal=True))
    return c


def end(st, ev):
    st.phase = "over"
    st.stack.clear()
    o = outcome(st)
    ev.append(st.event(N_("A card must be drawn but the supply and the discard pile are empty: the game is over."),
                       {}, RULE))
    for p in range(st.n):
        ev.append(st.event(N_("{player} reveals delivered cars worth {v} (attached cars: {a})."),
                           {"v": o.scores[p], "a": attached_value(st, p)}, RULE, p, reveal=True))
    ev.append(st.event(NN_("Winner: {who}.", "Winners: {who}."),
                       {"who": ", ".join(Seat(w).text() for w in o.winners), "n": len(o.winners)}, RULE))


def delivered_value(st, p):
    return sum(st.comp.cards[c].value for c in st.players[p].delivered)


def attached_value(st, p):
    return sum(st.comp.cards[c].value for c in st.players[p].attached)


def outcome(st):
    if st.phase != "over":
        return None
    scores = tuple(delivered_value(st, p) for p in range(st.n))
    top = max(scores)
    tied = [p for p in range(st.n) if scores[p] == top]
    best = max(attached_value(st, p) for p in tied)
    winners = tuple(p for p in tied if attached_value(st, p) == best)
    return Outcome(scores, winners, Msg(N_("The supply and the discard pile ran out; the highest delivered value "
                                           "wins, attached cars break ties.")).text())


def score_breakdown(st):
    """Each player's result by source: rows of ``(label Msg, value per seat)``, the score last. The score is the
    value of the delivered cars; the attached cars' value breaks a tie. None before the end."""
    if st.phase != "over":
        return None
    seats = range(st.n)
    return [(Msg(N_("Railroad cars delivered")), tuple(len(st.players[p].delivered) for p in seats)),
            (Msg(N_("Value of the attached cars (breaks a tie)")), tuple(attached_value(st, p) for p in seats)),
            (Msg(N_("Value of the delivered cars (the score)")), tuple(delivered_value(st, p) for p in seats))]
