"""Your turn (rulebook: "During Your Turn").

A turn: optionally spend coins, buy Game End cards and fulfil contracts; take
one face-up card (or the Start Player tile); then either carry the card out --
all of it or any part, its symbols in printed order -- or forego it entirely
for one upgrade; the card goes to the completed pile either way (a carried-out
route card joins the route, a carried-out contract waits beside the board);
then optionally spend coins and fulfil contracts again, and end the turn.
"""
from __future__ import annotations

from functools import partial
from operator import is_not

from ..core import RuleViolation
from ..i18n import Msg, N_
from . import coins, contracts, end_of_round, game_end_cards, locomotive, round as round_rules, start_player
from .actions import CarryOut, EndTurn, Forego, TakeCard, TakeStartTile
from .units import AnyUpgrades


def legal_choose(st, p, out):
    take = _TAKE.__getitem__
    for row in st.rows:
        out.extend(map(take, filter(_not_none, row)))   # each card still in the row, in order
    if start_player.available(st):
        out.append(TakeStartTile.of())
    coins.legal(st, p, out)
    if st.players[p].contracts:
        contracts.legal(st, p, out)


_not_none = partial(is_not, None)   # (x is not None, in C)


class _Takes(dict):
    """card id -> ``TakeCard.of(card)``, filled as cards are met: looked up by ``map`` in C."""

    def __missing__(self, card):
        if len(self) >= 4096:
            self.clear()
        a = self[card] = TakeCard.of(card)
        return a


_TAKE = _Takes()


def legal_card(st, p, out):
    out.append(CarryOut.of())
    out.append(Forego.of())


def legal_post(st, p, out):
    coins.legal(st, p, out)
    if st.players[p].contracts:
        contracts.legal(st, p, out)
    out.append(EndTurn.of())


def why_not_take(st, p, a):
    if st.phase == "post":
        return RuleViolation("turn", Msg(N_("You already took your card this turn.")))
    if st.phase != "turn":
        return RuleViolation("turn", Msg(N_("Finish the current decision before taking a card.")))
    if isinstance(a, TakeStartTile):
        return start_player.why_not(st)
    card = st.comp.cards.get(a.card)
    if card is None:
        return RuleViolation("turn", Msg(N_("There is no action card {card}."), {"card": a.card}))
    if card.module != "X" and card.module not in st.options["modules"]:
        return RuleViolation("modules", Msg(N_("Card {card} belongs to module {m}, which this game does not use."),
                                            {"card": a.card, "m": card.module}))
    for q, pl in enumerate(st.players):
        if a.card in pl.completed or a.card in pl.contracts or a.card in pl.route:
            return RuleViolation("turn", Msg(N_("{holder} already took card {card}; only face-up cards in the rows "
                                                "can be chosen."), {"holder": st.seat(q), "card": a.card}))
    if a.card in st.removed:
        return RuleViolation("round", Msg(N_("Card {card} has left the game (with a cleared row, or set aside "
                                             "at the end of a round)."), {"card": a.card}))
    return RuleViolation("turn", Msg(N_("Card {card} is not face up in the rows."), {"card": a.card}))


def why_not_use(st, p, a):
    if st.phase == "turn":
        return RuleViolation("turn", Msg(N_("Take a card first; then decide to carry it out or forego it.")))
    return RuleViolation("turn", Msg(N_("This turn's choice is settled: a card is carried out or foregone once, "
                                        "and the Start Player tile cannot be foregone at all.")))


def why_not_end(st, p):
    if st.phase == "turn":
        return RuleViolation("turn", Msg(N_("A turn is not over before you take a card or the Start Player tile.")))
    return RuleViolation("turn", Msg(N_("Finish carrying out the card first.")))


def do_take(st, p, a, ev):
    if isinstance(a, TakeStartTile):
        st.phase = "post"
        start_player.do_take(st, p, ev)
        return
    r, i = round_rules.find(st, a.card)
    ev.append(st.event(N_("{player} takes card {card} from row {r}."), {"card": a.card, "r": r + 1}, "turn", p))
    round_rules.take(st, r, i, ev)
    st.held = a.card
    st.phase = "card"


def do_carry_out(st, p, a, ev):
    card = st.comp.cards[st.held]
    pl = st.players[p]
    st.phase = "post"
    st.held = None
    if card.type == "contract":
        pl.contracts.append(card.id)
        ev.append(st.event(N_("{player} places contract {card} beside the board."), {"card": card.id}, "contracts", p))
        return
    if card.type == "route":
        locomotive.add_route_card(st, p, card, ev)
        return
    pl.completed.append(card.id)
    ev.append(st.event(N_("{player} carries out card {card}."), {"card": card.id}, "turn", p))
    if st.rulings["card_symbol_order"] == "any" and len(card.symbols) > 1:
        st.push_pick(card.symbols, "turn")
    else:
        st.push_symbols(card.symbols, "turn")


def do_forego(st, p, a, ev):
    card_id = st.held
    st.players[p].completed.append(card_id)
    st.held = None
    st.phase = "post"
    ev.append(st.event(N_("{player} foregoes card {card} for one upgrade."), {"card": card_id}, "turn", p))
    st.stack.append(AnyUpgrades.of(1, 0, "turn"))


def do_end(st, p, a, ev):
    if len(st.ge_display) < 4:   # refill has nothing to do when the display is full
        game_end_cards.refill(st, ev)
    st.turns += 1
    if st.turns == 3 * st.n:
        end_of_round.end_round(st, ev)
        return
    st.cur = (st.cur + 1) % st.n
    st.phase = "turn"
