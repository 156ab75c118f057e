"""The First Class symbol legend: every symbol the table picture draws, with what it means in words.

:func:`legend_entries` builds the entries from the game's data (the card
values of :data:`rulebook.first_class.data.VALUES`, the symbols that occur on
the cards, route stations, the Start Player tile and the Game End cards of
this deal, the locomotive tiles, mail cars, coin columns and Constantinople's
points), so a data folder with other cards gets a legend of its own symbols.
:func:`render_legend` draws them with the picture's own glyphs
(:mod:`widgets.first_class.svg`); each entry is a group whose ``<title>`` says
what it is and names its rulebook section, like the parts of the table.

>>> import rulebook
>>> s = rulebook.GAMES["first_class"].new_game(players=2, seed=1)
>>> render_legend(s).startswith("<svg")
True
"""
from __future__ import annotations

from rulebook.first_class.data import VALUES
from rulebook.i18n import N_, NN_, Msg, translate

from ..legend import SYMBOLS_TAB, Entry, Page, draw_page
from . import glyphs as S

__all__ = ["Entry", "legend_entries", "render_legend", "gives", "card_words", "ge_words", "SYMBOLS_TAB"]


#: what each printed symbol does, by its data name (rulebook.first_class.data.SYMBOLS)
SYMBOL_WORDS = {
    "car": (N_("A new 0-value railroad car at the right end of one of your trains"), "cars"),
    "upgrade": (N_("Upgrade a car of the value shown one step (the arrow shows to what)"), "cars"),
    "upgrade_any": (N_("An upgrade of your choice: any car one step up, or a new 0-value car"), "upgrade_choice"),
    "conductors": (N_("Both conductors move forward one card for each arrow"), "conductors"),
    "conductor_split": (N_("Conductor steps to share between your two conductors, one card for each arrow"),
                        "conductors"),
    "locomotive": (N_("Your locomotive moves one station along its route for each arrow"), "locomotive"),
    "coins": (N_("Coins from the supply onto your coin columns"), "coins"),
    "points": (N_("Points scored at once"), "turn"),
    "game_end_card": (N_("Take a face-up Game End card without paying for it"), "game_end_cards"),
}
#: one printed symbol with its count, as a piece of a sentence: what a card, a station, a tile, a contract or a
#: Game End card gives (the table picture's boxes, :func:`gives`)
COUNTED = {
    "car": NN_("{n} new 0-value car", "{n} new 0-value cars"),
    "upgrade": NN_("{n} upgrade of a {frm}-value car to {to}", "{n} upgrades of {frm}-value cars to {to}"),
    "upgrade_any": NN_("{n} upgrade of your choice", "{n} upgrades of your choice"),
    "conductors": NN_("{n} step forward for both conductors", "{n} steps forward for both conductors"),
    "conductor_split": NN_("{n} conductor step to share between your conductors",
                           "{n} conductor steps to share between your conductors"),
    "locomotive": NN_("{n} locomotive step along your route", "{n} locomotive steps along your route"),
    "coins": NN_("{n} coin", "{n} coins"),
    "points": NN_("{n} point", "{n} points"),
    "game_end_card": NN_("{n} face-up Game End card for free", "{n} face-up Game End cards for free"),
}
#: the kinds of action card a Game End card counts, as said in a box
KIND_CARDS = {"car": N_("railroad car cards"), "conductor": N_("conductor cards"),
              "locomotive": N_("locomotive cards")}
#: what the table's other parts do, said after their names in their boxes (keyed by the part)
PART_WORDS = {
    "empty_place": N_("Cars join a train at its right end, so this place fills after the places to its left."),
    "supply_cars": N_("New cars and upgrades take their car cards from here."),
    "board": N_("The player's route, trains, coins, contracts, Game End cards and completed pile."),
    "printed_stations": N_("Every route starts with them; route cards add more stations to the left."),
    "mail_left": N_("The 5th card of each train brings one of them, chosen by its owner."),
    "to_move": N_("The prompt above the picture says what to decide now."),
    "supply_coins": N_("Coins gained come from here."),
    "ge_deck": N_("It refills the face-up Game End cards to four when a turn ends."),
    "start_player": N_("The start player takes the first turn of the round."),
    "pile": N_("Each pile serves two rounds: eighteen cards in three rows each round."),
    "draft_keeps": N_("The kept card scores at the end of the game."),
    "no_cards": N_("Each new round lays out eighteen cards from the next pile."),
    "row_cleared": N_("It was cleared once one card per player had been taken from it: the cards still in it left "
                      "the game."),
}
#: what a coin from each column buys (column 1, 2, 3); any coin also buys a point
COLUMN_BUYS = (N_("A coin from this column buys a new 0-value car, or a point; four coins buy a Game End card."),
               N_("A coin from this column buys a conductor step or a locomotive step, or a point; four coins buy a "
                  "Game End card."),
               N_("A coin from this column buys one car upgrade, or a point; four coins buy a Game End "
                  "card."))


def gives(symbols, lang: str = "en") -> str:
    """Printed symbols such as ``(("coins", 2, 0),)`` in words, joined by commas: ``"2 coins"``."""
    from .glyphs import NEXT
    out = []
    for do, n, frm in symbols:
        if do in COUNTED:
            out.append(Msg(COUNTED[do], {"n": n, "frm": frm, "to": NEXT.get(frm, frm)}).text(lang))
    return ", ".join(out)


def station_gives(station, lang: str = "en") -> str:
    """A route station in words: its points (once, on arrival) or its bonus (in every later scoring phase)."""
    kind, what = station
    if kind == "points":
        return Msg(NN_("{n} point once, on arrival", "{n} points once, on arrival"), {"n": what}).text(lang)
    return Msg(N_("a bonus of {what} in every scoring phase after arrival"), {"what": gives(what, lang)}).text(lang)


def card_words(card, lang: str = "en") -> list:
    """What an action card does, as sentences (plain text in ``lang``): carried out, foregone, and whether Game End
    cards count it (only base cards, ticket corner X, of the car, conductor and locomotive kinds)."""
    out = []
    if card.type == "route":
        said = "; ".join(station_gives(s, lang) for s in card.stations)
        out.append(Msg(NN_("Carried out, it joins your route: {n} more station ({what}).",
                           "Carried out, it joins your route: {n} more stations ({what}).", count="n"),
                       {"n": len(card.stations), "what": said}).text(lang))
    elif card.type == "contract":
        from .glyphs import NEEDS
        req = card.requirement
        need = Msg(NEEDS[req["need"]], {"n": req["n"], "value": req.get("value", "")}).text(lang)
        out.append(Msg(N_("Carried out, it waits beside your board; once you have {need}, claim its bonus: "
                          "{what}."), {"need": need, "what": gives(card.bonus, lang)}).text(lang))
    else:
        out.append(Msg(N_("Carried out, it gives: {what}."), {"what": gives(card.symbols, lang)}).text(lang))
    out.append(Msg(N_("Foregone, it gives one upgrade of your choice instead.")).text(lang))
    if card.type in KIND_CARDS:
        if card.module == "X":
            out.append(Msg(N_("A base card (X in its ticket corner): once in your completed pile, it counts for a "
                              "Game End card that scores {kind}."), {"kind": Msg(KIND_CARDS[card.type])}).text(lang))
        else:
            out.append(Msg(N_("A module {m} card, not a base card: Game End cards never count it."),
                           {"m": card.module}).text(lang))
    return out


def ge_words(card, lang: str = "en") -> list:
    """What a Game End card counts, what "base" means, and what taking it gives (plain text in ``lang``)."""
    out = [Msg(NN_("At the end of the game: {p} point for each base card of this kind in your completed pile.",
                   "At the end of the game: {p} points for each base card of this kind in your completed pile.",
                   count="p"), {"p": card.points}).text(lang),
           Msg(N_("Base means X in the ticket corner: {kind} from a module (A to E) do not count."),
               {"kind": Msg(KIND_CARDS[card.counts])}).text(lang)]
    if card.bonus:
        out.append(Msg(N_("Taking it gives at once: {what}."), {"what": gives(card.bonus, lang)}).text(lang))
    return out


PAGE = Page("rb-fc", width=S.WIDTH, col_w=530, row_h=56, glyph_w=166, panel=S.PANEL, bg=S.BG,
            min_width_css=S.MIN_WIDTH_CSS, text=S.svg_text, wrap=S.wrap_text)


def _symbols_in(state) -> list:
    """Every printed symbol of the deal's components, one example each, in the data's order of symbols."""
    comp = state.comp
    seen: dict = {}

    def add(syms):
        for sym in syms:
            seen.setdefault(sym[0], sym)
    for card in comp.cards.values():
        add(card.symbols)
        add(card.bonus)
        for kind, what in card.stations:
            if kind != "points":
                add(what)
    add(comp.start_tile)
    for ge in comp.game_end_cards.values():
        add(ge.bonus)
    order = list(SYMBOL_WORDS)
    return sorted(seen.values(), key=lambda s: order.index(s[0]) if s[0] in order else len(order))


def legend_entries(state) -> list:
    """The legend's entries for ``state``'s components (see the module docstring), as :class:`Entry`."""
    return _cars_and_stations(state) + _train_cards(state.comp) + _table_pieces(state.comp)


def _cars_and_stations(state) -> list:
    """The railroad cars, the action cards' symbols, the route's stations."""
    comp = state.comp
    out = []

    def cars(o, x, cy):
        for i, v in enumerate(VALUES):
            S.g_car(o, x + 25 * i, cy, str(v), S.CAR_FILL[v], S.CAR_TEXT[v], 23)
    chain = " \u2192 ".join(str(v) for v in VALUES)
    out.append(Entry(cars, Msg(N_("Railroad cars by value; an upgrade moves a car one step along {chain}"),
                               {"chain": chain}), "cars"))
    for sym in _symbols_in(state):
        words, section = SYMBOL_WORDS.get(sym[0], (None, None))
        if words is None:
            continue
        one = (sym[0], 1 if sym[0] != "points" else sym[1], sym[2])
        out.append(Entry(lambda o, x, cy, one=one: S.g_symbol(o, x, cy, one), Msg(words), section))

    def points_station(o, x, cy):
        S.g_station(o, x, cy, ("points", 3))
    out.append(Entry(points_station, Msg(N_("A route station with points: scored once, when your locomotive "
                                            "arrives")), "locomotive"))
    bonus = next((s for c in comp.cards.values() for s in c.stations if s[0] != "points"), None)
    if bonus is not None:
        out.append(Entry(lambda o, x, cy: S.g_station(o, x, cy, bonus),
                         Msg(N_("A route station with a bonus (lilac): paid in every scoring phase after your "
                                "locomotive has reached it")), "locomotive"))

    return out


def _train_cards(comp) -> list:
    """What a train holds besides cars: its conductor, a mail car, a locomotive tile."""
    out = []

    def conductor(o, x, cy):
        o.append(f'<g transform="translate({x} {cy - 4}) scale(1.2)">')
        S.g_figure(o, 0, 0, S.PLAYER_FILL[0], S.INK)
        o.append("</g>")
    out.append(Entry(conductor, Msg(N_("A conductor, in its player's colour: the train scores every card up to its "
                                       "conductor")), "conductors"))

    def mail(o, x, cy):
        o.append(f'<rect x="{x}" y="{cy - 19}" width="{S.TW}" height="{S.TH}" rx="5" fill="{S.MAIL_FILL}" '
                 f'stroke="{S.MAIL_EDGE}" stroke-width="1.5"/>')
        S.g_envelope(o, x + 7, cy)
        S.svg_text(o, x + 38, cy + 5, "1", 12, True, "middle", S.MAIL_EDGE)
    out.append(Entry(mail, Msg(N_("A mail car, numbered 1 to {n}: the 5th card of a train brings one"),
                               {"n": comp.mail_cars}), "special_cars"))
    values = sorted({v for v, _ups in comp.locomotive_tiles})
    value, ups = comp.locomotive_tiles[0]

    def tile(o, x, cy):
        o.append(f'<rect x="{x}" y="{cy - 19}" width="60" height="38" rx="5" fill="{S.LOCO_TILE}" stroke="{S.INK}"/>')
        S.g_loco(o, x + 4, cy - 6, "#FFFFFF", None, S.LOCO_TILE)
        S.svg_text(o, x + 42, cy - 2, str(value), 14, True, "middle", "#FFFFFF")
        for i in range(ups):
            S.g_arrow_up(o, x + 32 + 12 * i, cy + 12, "#F0E442")
    out.append(Entry(tile, Msg(N_("A locomotive tile (worth {values}): the 9th card closes a train; each yellow "
                                  "arrow is an upgrade"), {"values": ", ".join(map(str, values))}),
                     "special_cars"))

    return out


def _table_pieces(comp) -> list:
    """The coins, the piles, Game End cards, the Start Player tile, Constantinople, a card's ticket corner."""
    out = []

    def coin(o, x, cy):
        S.g_coin(o, x + 9, cy, 9)
    caps = ", ".join(str(c) for c in comp.coin_columns)
    out.append(Entry(coin, Msg(N_("A coin; the columns of a board hold {caps} of them, and each column buys its "
                                  "own small action"), {"caps": caps}), "coins"))
    for k, name in enumerate(S.PILE_NAMES):
        def pile(o, x, cy, k=k):
            o.append(f'<rect x="{x}" y="{cy - 9}" width="36" height="18" rx="3" fill="{S.PILE_FILL[k]}" '
                     f'stroke="{S.INK}"/>')
            o.append(S.pile_pattern(k, x, cy - 9, 36, 18))
        out.append(Entry(pile, Msg(N_("Pile {k} ({colour}, with its pattern): the action cards of rounds {a} and {b}"),
                                   {"k": k + 1, "colour": Msg(name), "a": 2 * k + 1, "b": 2 * k + 2}), "setup"))

    def ge(o, x, cy):
        S.g_gecard(o, x, cy)
    out.append(Entry(ge, Msg(N_("A Game End card: at the end it scores its points for each base card of its type in "
                                "your completed pile")), "game_end_cards"))

    def pawn(o, x, cy):
        S.g_pawn(o, x, cy - 2)
        S.g_symbols(o, x + 24, cy, comp.start_tile, 4, compact=True)
    out.append(Entry(pawn, Msg(N_("The Start Player tile: its taker gets what it shows now and starts the next "
                                  "round")), "start_player"))
    pts = ", ".join(str(p) for p in comp.constantinople)

    def constantinople(o, x, cy):
        for i, p in enumerate(comp.constantinople):
            o.append(f'<circle cx="{x + 11 + 40 * i}" cy="{cy - 5}" r="9" fill="#FFFFFF" stroke="{S.MUTED}" '
                     f'stroke-dasharray="3 2"/>')
            S.svg_text(o, x + 11 + 40 * i, cy + 17, str(p), 11, True, "middle")
    out.append(Entry(constantinople,
                     Msg(N_("Constantinople: the first conductors to reach a locomotive tile score {points}"),
                         {"points": pts}), "constantinople"))

    def ticket(o, x, cy):
        o.append(f'<path d="M{x} {cy - 7}h22v4.5a2.5 2.5 0 0 0 0 5v4.5h-22v-4.5a2.5 2.5 0 0 0 0-5z" fill="#FFF4D6" '
                 f'stroke="{S.INK}"/>')
        S.svg_text(o, x + 11, cy + 4, "X", 11, True, "middle")
    out.append(Entry(ticket, Msg(N_("The ticket corner of an action card: X for a base card, A to E for a module")),
                     "modules"))
    return out


_DRAWN: dict = {}   # (components' fingerprint, language) -> SVG: the legend changes only with the data


def render_legend(state, *, lang: str = "en") -> str:
    """Draw the legend of ``state``'s symbols as one SVG string, two columns of entries."""
    key = (state.comp.fingerprint, lang)
    if key not in _DRAWN:
        if len(_DRAWN) > 16:
            _DRAWN.clear()
        _DRAWN[key] = _draw(state, lang)
    return _DRAWN[key]


def _draw(state, lang: str) -> str:
    sections = {s.id: s.title for s in state.game.SECTIONS}
    return draw_page(PAGE, legend_entries(state), lang=lang, title=Msg(N_("First Class symbols")).text(lang),
                     section_title=lambda sid, lg: translate(sections[sid], lg))
