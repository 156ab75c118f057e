"""Game End cards (rulebook: "The Game End Cards").

Each player keeps one card from a draft at setup (dealt by the player right of
the start player, passed counter-clockwise). Four lie face up; a player buys
one for 4 coins (or takes one free from a module symbol), gets its small bonus
at once, and the display refills to four only when that turn is over. At the
end each card scores its points for every base card of its type in the
player's completed pile.
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_, NN_
from .actions import TakeGameEndCard

KIND_NAMES = {"car": N_("railroad car"), "conductor": N_("conductor"), "locomotive": N_("locomotive")}


def gain(st, p, card_id, ev, rule="game_end_cards"):
    pl = st.players[p]
    pl.ge.append(card_id)
    card = st.comp.game_end_cards[card_id]
    ev.append(st.event(N_("{player} takes Game End card {card} ({pts} per {kind} card)."),
                       {"card": card_id, "pts": card.points, "kind": Msg(KIND_NAMES[card.counts])}, rule, p))
    if card.bonus:
        st.push_symbols(card.bonus, "game_end_cards")


def take_options(st) -> list:
    return [TakeGameEndCard.of(c) for c in st.ge_display]


def why_not_take(st, card):
    return RuleViolation("game_end_cards", Msg(N_("Game End card {card} is not face up on the table."), {"card": card}))


def refill(st, ev):
    needed = 4 - len(st.ge_display)
    drawn = 0
    while len(st.ge_display) < 4 and st.ge_deck:
        st.ge_display.append(st.ge_deck.pop())
        drawn += 1
    if drawn:
        ev.append(st.event(NN_("{n} Game End card is turned face up.", "{n} Game End cards are turned face up."),
                           {"n": drawn}, "game_end_cards",
                           reveal=True))
    if drawn < needed:
        ev.append(st.event(N_("The Game End card pile is empty; the display stays short."), {}, "game_end_cards"))


def draft_order(st) -> list:
    """Seats in drafting order: right of the start player, then on counter-clockwise."""
    return [(st.start - 1 - i) % st.n for i in range(st.n)]


def why_not_draft(st, card):
    return RuleViolation("setup", Msg(N_("Game End card {card} is not in the hand you are drafting from."), {"card": card}))


def do_draft(st, p, card, ev):
    st.draft_hand.remove(card)
    st.players[p].ge.append(card)
    ev.append(st.event(N_("{player} keeps a Game End card face down and passes the rest on."), {}, "setup", p))
    st.draft_index += 1
    if st.draft_index < st.n:
        return
    st.ge_deck.extend(st.draft_hand)
    st.draft_hand = []
    st.rng.shuffle(st.ge_deck)
    refill(st, ev)
    ev.append(st.event(N_("The last drafted card is shuffled back; four Game End cards lie face up."), {}, "setup"))
    st.begin_round(ev)


def score(st, p, ev):
    """End-of-game points of every Game End card a player holds."""
    pl = st.players[p]
    counts = {"car": 0, "conductor": 0, "locomotive": 0}
    for cid in pl.completed:
        c = st.comp.cards[cid]
        kind = c.type
        if kind == "route" and st.rulings["route_cards_count_as"] == "locomotive":
            kind = "locomotive"
        if c.module == "X" and kind in counts:
            counts[kind] += 1
    if st.rulings["route_cards_count_as"] == "locomotive":
        counts["locomotive"] += sum(1 for cid in pl.route if st.comp.cards[cid].module == "X")
    for gid in pl.ge:
        card = st.comp.game_end_cards[gid]
        pts = counts[card.counts] * card.points
        pl.score += pts
        ev.append(st.event(NN_("{player}'s Game End card {card} scores {pts} point: {p} for each base {kind} card ({k}).",
                               "{player}'s Game End card {card} scores {pts} points: {p} for each base {kind} card ({k}).",
                               count="pts"),
                           {"card": gid, "k": counts[card.counts], "kind": Msg(KIND_NAMES[card.counts]), "p": card.points,
                            "pts": pts},
                           "end_of_game", p))
