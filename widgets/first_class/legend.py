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
from rulebook.i18n import N_, Msg, translate

from ..legend import Entry, Page, draw_page
from . import glyphs as S

__all__ = ["Entry", "legend_entries", "render_legend"]


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
