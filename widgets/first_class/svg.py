"""The First Class table as one SVG picture (pure rendering, standard library only).

:func:`render_table` draws a :class:`~rulebook.first_class.state.FirstClassState`
from its readable view, ``state.view(seat)`` (``rulebook/first_class/view.py``), and
the game's component data (card symbols, section titles), never from the state
itself: the top bar (round, pile, phase, who moves, Constantinople, locomotive tiles,
the four face-up Game End cards, the supply), the three rows of action cards
with their symbols drawn as small glyphs, and one area per player (score, route
from Paris, both trains with conductors, coins, contracts, Game End cards,
completed pile, unused mail cars).

Clickable parts are ``<g class="rb-click" data-key="...">`` groups (plus the
class ``rb-active`` when the key is in ``active``); each ends with a
transparent ``<rect class="rb-hl">`` covering the part, which a page's CSS can
outline or tint. Keys::

    card:<card id>                 a face-up action card in the rows
    tile                           the Start Player tile
    car:<player>:<train>:<pos>     a card in a train; pos == len(train) is the
                                   empty slot where the next 0-value car goes
    coin:<player>:<column>         a coin column (0, 1, 2)
    ge:<id>                        a face-up Game End card
    contract:<id>                  an open contract beside a board
    station:<player>:<n>           station n of a route (1-based; Paris is 0, not clickable)
    conductor:<player>:<train>     a conductor
    locomotive:<player>            a locomotive on its route
    mail:<player>:<m>              an unused mail car
    draft:<id>                     a Game End card in the draft hand

With ``seat`` set, only what ``state.view(seat)`` shows is drawn: other
players' Game End cards and completed piles are counts, the draft hand only for
the seat drafting; with ``seat=None`` the all-seeing ``state.view(None)`` is drawn. Every word comes from :mod:`rulebook.i18n`.

>>> import rulebook
>>> s = rulebook.GAMES["first_class"].new_game(players=2, seed=1)
>>> render_table(s).startswith("<svg")
True
"""
from __future__ import annotations

from html import escape

from rulebook.first_class.view import CAR_CARDS
from rulebook.i18n import N_, NC_, NN_, Msg, Seat, translate

from .glyphs import (
    BG, CAR_FILL, CAR_TEXT, CARD, CGAP, CH, CW, FAINT, GE_FILL, GE_TYPE_NAMES, INK, KEY_PREFIXES, KEY_SECTION,
    LOCO_TILE, MAIL_EDGE, MAIL_FILL, MIN_WIDTH_CSS, MUTED, NEEDS, NEXT, PANEL, PHASE_NAMES, PILE_FILL, PILE_NAMES,
    PLAYER_FILL, ROW_X, SCORE_LINE, STYLE, TH, TSTEP, TW, TX, TYPE_NAMES, WIDTH, _pattern, _station_width, _text, _tw,
    _wrap, g_arrow_up, g_car, g_chev, g_coin, g_envelope, g_figure, g_gecard, g_loco, g_pawn, g_points, g_station,
    g_symbols, symbols_centered
)
from .legend import render_legend

__all__ = ["render_table", "parts", "KEY_PREFIXES", "WIDTH"]


# ---------------------------------------------------------------- the renderer
def _value(cell, comp) -> int:
    """What one card of a train (a view cell) adds to the train's score."""
    if "locomotive" in cell:
        return comp.locomotive_tiles[cell["locomotive"]][0]
    return cell.get("car", 0)


class _GameOnly:
    """Holds the game for the tooltips' section titles (``self.st.game``); the renderer has no state."""

    def __init__(self, game):
        self.game = game


class _Table:
    """Draws one view (``state.view(seat)``) with the game's component data and section titles."""

    def __init__(self, view, comp, game, lang, active):
        self.v = view
        self.comp = comp
        self.st = _GameOnly(game)    # only the game (its section titles): never the state itself
        self.seat = view["seat"]
        self.lang = lang
        self.active = active
        self.o: list = []
        self._titled = escape(translate(N_("{what} (rulebook: {section})"), lang))

    def t(self, msgid, **params) -> str:
        return escape(Msg(msgid, params).text(self.lang))

    def seat_name(self, p) -> str:
        return escape(Seat(p).text(self.lang))

    def titled(self, what: str, section: str) -> str:
        """A tooltip (escaped text in): what the thing is, then the rulebook section it belongs to."""
        title = escape(translate(self.st.game.section(section).title, self.lang))
        return self._titled.format(what=what, section=title)

    def gopen(self, what: str, section: str):
        """Open a plain (not clickable) group that explains itself with a ``<title>``; close it with ``gclose``."""
        self.o.append(f'<g data-section="{section}"><title>{self.titled(what, section)}</title>')

    def gclose(self):
        self.o.append("</g>")

    def kopen(self, key, title=None):
        cls = "rb-click rb-active" if key in self.active else "rb-click"
        section = KEY_SECTION.get(key.split(':')[0])
        where = f' data-section="{section}"' if section else ""
        self.o.append(f'<g class="{cls}" data-key="{escape(key)}"{where}>')
        if title:
            self.o.append(f"<title>{self.titled(title, KEY_SECTION[key.split(':')[0]])}</title>")

    def kclose(self, x, y, w, h, rx=6):
        self.o.append(f'<rect class="rb-hl" x="{x - 3}" y="{y - 3}" width="{w + 6}" height="{h + 6}" rx="{rx}" '
                      f'fill="#000000" fill-opacity="0" stroke="none"/></g>')

    # ------------------------------------------------------------ hidden information: the cards, or a count
    def ge_of(self, p):
        pv = self.v["players"][p]
        return pv["game_end_count"] if pv["game_end"] is None else pv["game_end"]

    def completed_of(self, p):
        pv = self.v["players"][p]
        return pv["completed_count"] if pv["completed"] is None else pv["completed"]

    def draft_hand(self):
        v = self.v
        return v["draft_hand_count"] if v["draft_hand"] is None else v["draft_hand"]

    # ------------------------------------------------------------ whole picture
    def render(self, width, part="all"):
        o = self.o
        body_start = len(o)
        y = 0
        if part in ("all", "table"):
            y = self.top_bar()
            y = self.rows(y + 8)
        if part == "all":
            players = range(self.v["players_count"])
        elif part.startswith("board:"):
            players = (int(part[6:]),)
        else:
            players = ()
        for p in players:
            y = self.player(p, y + 10)
        if part != "all":
            label = (self.t(N_("First Class table")) if part == "table" else
                     self.t(N_("Board of {player}"), player=Seat(players[0])))
            return self.frame(body_start, y + 10, width, label)
        if self.comp.illustrative:
            _text(o, WIDTH - 16, y + 22, self.t(N_("Card contents are an illustrative stand-in, not the printed cards.")),
                  11, anchor="end", fill=MUTED)
            y += 12
        return self.frame(body_start, y + 22, width, self.t(N_("First Class table")))

    def frame(self, body_start, h, width, label):
        """Put the picture so far (from ``body_start``) into its ``<svg>`` element, ``h`` units tall."""
        o = self.o
        w = width or WIDTH
        hh = round(h * w / WIDTH)
        head = (f'<svg xmlns="http://www.w3.org/2000/svg" class="rb-fc" viewBox="0 0 {WIDTH} {h}" width="{w}" '
                f'height="{hh}" font-family="sans-serif" style="font-family:sans-serif;{MIN_WIDTH_CSS};--rb-min-h:{h}px" '
                f'role="img" '
                f'aria-label="{label}">{STYLE}'
                f'<rect x="1" y="1" width="{WIDTH - 2}" height="{h - 2}" rx="14" fill="{BG}" stroke="#CFC6B2"/>')
        o.insert(body_start, head)
        o.append("</svg>")
        return "".join(o)

    # ------------------------------------------------------------ top bar
    def top_bar(self):
        v, o = self.v, self.o
        pile = min((v["round"] - 1) // 2, 2)
        self.gopen(self.t(N_("Round {r} of {n}: six rounds of three turns each"), r=v["round"], n=6), "round")
        _text(o, 24, 38, self.t(N_("Round {r} of {n}"), r=v["round"], n=6), 20, True)
        self.gclose()
        self.gopen(self.t(N_("This round's action cards come from pile {k} ({colour})"), k=pile + 1,
                          colour=Msg(PILE_NAMES[pile])), "setup")
        o.append(f'<rect x="24" y="50" width="36" height="18" rx="3" fill="{PILE_FILL[pile]}" stroke="{INK}"/>')
        o.append(_pattern(pile, 24, 50, 36, 18))
        _text(o, 68, 64, self.t(N_("Pile {k}: {colour}"), k=pile + 1, colour=Msg(PILE_NAMES[pile])), 13)
        self.gclose()
        phase = self.t(N_("Phase: {phase}"), phase=Msg(PHASE_NAMES[v["phase"]]))
        self.gopen(phase, "turn")
        _text(o, 24, 90, phase, min(13, int(13 * 240 / max(_tw(phase, 13), 1))))    # fit left of Constantinople
        self.gclose()
        cur = v["turn"]
        if cur is not None:
            self.gopen(self.t(N_("{player} to move"), player=Seat(cur)), "turn")
            self.badge(33, 110, cur, 9)
            _text(o, 48, 115, self.t(N_("{player} to move"), player=Seat(cur)), 14, True)
        else:
            names = ", ".join(Seat(p).text(self.lang) for p in v["winners"] or ())
            self.gopen(self.t(N_("Winner: {names}"), names=names), "end_of_game")
            _text(o, 24, 115, self.t(N_("Winner: {names}"), names=names), 14, True)
        self.gclose()
        self.constantinople(290, 18)
        self.tile_pile(440, 18)
        self.ge_display(546, 18)
        self.supply(932, 18)
        return 162

    def badge(self, cx, cy, p, r=11):
        size = 12 if r >= 10 else 11
        self.o.append(f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{PLAYER_FILL[p]}" stroke="{INK}" stroke-width="1.3"/>'
                      f'<text x="{cx}" y="{cy + 4}" font-size="{size}" font-weight="bold" text-anchor="middle">'
                      f'{p + 1}</text>')

    def constantinople(self, x, y):
        o = self.o
        taken = self.v["constantinople"]
        self.gopen(self.t(N_("Constantinople: the first conductors to reach a locomotive tile score {points}; "
                             "taken: {k}"), points=", ".join(map(str, self.comp.constantinople)),
                          k=len(taken)), "constantinople")
        o.append(f'<rect x="{x}" y="{y}" width="140" height="116" rx="10" fill="#F1E4C8" stroke="#8C6D12" '
                 f'stroke-width="1.4"/>')
        # a small skyline: two minarets and a dome
        o.append(f'<path d="M{x + 44} {y + 52}v-14l2-4 2 4v14zM{x + 92} {y + 52}v-14l2-4 2 4v14z'
                 f'M{x + 52} {y + 52}a18 14 0 0 1 36 0z" fill="#D8C393"/>')
        _text(o, x + 70, y + 22, self.t(N_("Constantinople")), 12, True, "middle")
        for i, pts in enumerate(self.comp.constantinople):
            cx = x + 24 + 46 * i
            if i < len(taken):
                self.badge(cx, y + 72, taken[i][0], 13)
            else:
                o.append(f'<circle cx="{cx}" cy="{y + 72}" r="13" fill="#FFFFFF" stroke="{MUTED}" '
                         f'stroke-dasharray="3 2"/>')
            _text(o, cx, y + 105, str(pts), 13, True, "middle")
        self.gclose()

    def tile_pile(self, x, y):
        """The pile of locomotive tiles: the next tile's value and its upgrades (yellow arrows), and the count."""
        o = self.o
        tiles = self.v["supply"]["locomotive_tiles"]
        k = len(tiles)
        if k:
            value, ups = self.comp.locomotive_tiles[tiles[0]]
            self.gopen(self.t(N_("Locomotive tiles: {k} left; the next is worth {value}, upgrades on it: {ups}"),
                              k=k, value=value, ups=ups), "special_cars")
        else:
            self.gopen(self.t(N_("Locomotive tiles: none left")), "special_cars")
        for i, line in enumerate(_wrap(self.t(N_("Locomotive tiles")), 11, 92)[:2]):
            _text(o, x + 44, y + 10 + 12 * i, line, 11, True, "middle")
        y += 8
        if k:
            for i in range(min(k, 3) - 1, 0, -1):
                o.append(f'<rect x="{x + 14 + 4 * i}" y="{y + 24 - 4 * i}" width="60" height="64" rx="5" '
                         f'fill="{LOCO_TILE}" stroke="#FFFFFF"/>')
            o.append(f'<rect x="{x + 14}" y="{y + 24}" width="60" height="64" rx="5" fill="{LOCO_TILE}" '
                     f'stroke="{INK}"/>')
            g_loco(o, x + 31, y + 42, "#FFFFFF", None, LOCO_TILE)
            _text(o, x + 36, y + 78, str(value), 16, True, "middle", "#FFFFFF")
            for i in range(ups):
                g_arrow_up(o, x + 48 + 10 * i, y + 73, "#F0E442")
            _text(o, x + 44, y + 104, self.t(NN_("{n} left", "{n} left"), n=k), 11, anchor="middle", fill=MUTED)
        else:
            o.append(f'<rect x="{x + 14}" y="{y + 24}" width="60" height="64" rx="5" fill="none" stroke="{FAINT}" '
                     f'stroke-dasharray="5 4"/>')
            _text(o, x + 44, y + 104, self.t(N_("none left")), 11, anchor="middle", fill=MUTED)
        self.gclose()

    def ge_display(self, x, y):
        o = self.o
        self.gopen(self.t(N_("The face-up Game End cards: buy one for 4 coins, or take one with a symbol")),
                   "game_end_cards")
        _text(o, x, y + 12, self.t(N_("Game End cards")), 12, True)
        display = self.v["game_end_display"]
        if not display:
            _text(o, x, y + 34, self.t(N_("none face up yet") if self.v["phase"] == "draft" else N_("none left")),
                  11, fill=MUTED)
        self.gclose()
        for i, gid in enumerate(display):
            self.ge_card(x + 92 * i, y + 20, gid, f"ge:{gid}")

    def ge_card(self, x, y, gid, key=None):
        """A face-up Game End card, 86 x 118: points per card of a type, and the bonus for taking it."""
        o = self.o
        card = self.comp.game_end_cards[gid]
        if key:
            self.kopen(key, self.t(NN_("Game End card {card}: {p} point for each of your base {kind}",
                                       "Game End card {card}: {p} points for each of your base {kind}", count="p"),
                                   card=gid, p=card.points, kind=Msg(GE_TYPE_NAMES[card.counts])))
        o.append(f'<rect x="{x}" y="{y}" width="86" height="118" rx="7" fill="{GE_FILL}" stroke="{INK}"/>'
                 f'<rect x="{x + 5}" y="{y + 21}" width="76" height="42" rx="4" fill="{CARD}"/>')
        g_gecard(o, x + 6, y + 11)
        _text(o, x + 80, y + 15, escape(gid), 11, anchor="end", fill="#FFFFFF")
        g_points(o, x + 7, y + 42, card.points)
        _text(o, x + 46, y + 47, "\u00d7", 13, True, "middle")
        self.type_glyph(x + 52, y + 42, card.counts)
        for i, line in enumerate(_wrap(self.t(GE_TYPE_NAMES[card.counts]), 11, 78)[:2]):
            _text(o, x + 43, y + 77 + 12 * i, line, 11, anchor="middle", fill="#FFFFFF")
        if card.bonus:
            # the one-time bonus for taking the card
            tmp: list = []
            w = g_symbols(tmp, 0, 0, card.bonus, 4, True)
            bx = round(x + 43 - (w + 14) / 2)
            o.append(f'<rect x="{bx - 4}" y="{y + 92}" width="{w + 22}" height="22" rx="6" fill="{CARD}"/>')
            _text(o, bx, y + 108, "+", 14, True)
            o.append(f'<g transform="translate({bx + 14} {y + 103})">')
            o.extend(tmp)
            o.append("</g>")
        if key:
            self.kclose(x, y, 86, 118, 8)

    def type_glyph(self, x, cy, kind, fill="#4A4A4A"):
        o = self.o
        if kind == "car":
            return g_car(o, x, cy - 1, "", "#FFFFFF")
        if kind == "conductor":
            return g_figure(o, x + 6, cy, fill)
        return g_loco(o, x, cy - 1, fill)

    def supply(self, x, y):
        v, o = self.v, self.o
        supply = v["supply"]
        self.gopen(self.t(N_("The supply: railroad cars, coins, Game End cards and the action card piles")), "setup")
        _text(o, x, y + 12, self.t(N_("Supply")), 12, True)
        self.gclose()
        # railroad cars by double-sided pair (0/1, 2/4, 7/12), shown by their lower value
        for i, k in enumerate(supply["cars"][pair] for pair in CAR_CARDS):
            cx = x + 44 * i
            lo = (0, 2, 7)[i]
            self.gopen(self.t(N_("Railroad cars {lo}/{hi} in the supply: {k}"), lo=lo, hi=NEXT[lo], k=k), "cars")
            g_car(o, cx, y + 34, str(lo), CAR_FILL[lo], CAR_TEXT[lo], 28 if lo == 7 else 24)
            _text(o, cx + 24, y + 56, str(k), 12, True, "middle")
            self.gclose()
        self.gopen(self.t(N_("Coins in the supply: {k}"), k=supply["coins"]), "coins")
        g_coin(o, x + 8, y + 76)
        _text(o, x + 20, y + 81, str(supply["coins"]), 12, True)
        self.gclose()
        deck = v["game_end_deck_count"]
        self.gopen(self.t(N_("Game End cards in the face-down deck: {k}"), k=deck), "game_end_cards")
        g_gecard(o, x + 54, y + 76)
        _text(o, x + 76, y + 81, str(deck), 12, True)
        self.gclose()
        # action piles, face down: counts only
        for i, n in enumerate(v["piles_count"]):
            cx = x + 44 * i
            self.gopen(self.t(N_("Pile {k} ({colour}), face down; action cards in it: {n}"), k=i + 1,
                              colour=Msg(PILE_NAMES[i]), n=n), "setup")
            o.append(f'<rect x="{cx}" y="{y + 96}" width="16" height="20" rx="2" fill="{PILE_FILL[i]}" '
                     f'stroke="{INK}"/>')
            _text(o, cx + 20, y + 111, str(n), 12, True)
            self.gclose()

    # ------------------------------------------------------------ rows of action cards
    def rows(self, y):
        v, o = self.v, self.o
        if v["phase"] == "draft":
            return self.draft(y)
        if all(c is None for row in v["rows"] for c in row):
            # between rounds (scoring, game over) one strip stands for the three empty rows
            label = self.t(N_("No action cards on the table until the next round."))
            self.gopen(label, "end_of_round")
            o.append(f'<rect x="16" y="{y}" width="{WIDTH - 32}" height="40" rx="10" fill="none" stroke="{FAINT}" '
                     f'stroke-width="1.3" stroke-dasharray="6 5"/>')
            _text(o, WIDTH // 2, y + 25, label, 13, anchor="middle", fill=MUTED)
            self.gclose()
            return y + 40
        # left column: the Start Player tile (while nobody holds it) and the card being carried out
        if v["start_tile"] is None:
            self.start_tile(16, y, CW, CH)
        held = v["held"]
        if held is not None:
            hy = y + CH + CGAP
            who = v["turn"]
            card = self.comp.cards[held]
            self.gopen(self.t(N_("Card {card} ({kind}), taken by {player}: carried out now, or foregone"),
                              card=held, kind=Msg(TYPE_NAMES[card.type]), player=Seat(who)), "turn")
            self.action_card(16, hy, held, key=False)
            self.badge(27, hy + CH + 20, who, 10)
            _text(o, 42, hy + CH + 24, self.t(N_("Taken by {player}"), player=Seat(who)), 12, True)
            self.gclose()
        for r, row in enumerate(v["rows"]):
            ry = y + r * (CH + CGAP)
            cleared = all(c is None for c in row)
            for i, cid in enumerate(row):
                x = ROW_X + i * (CW + CGAP)
                if cid is None:
                    self.gopen(self.t(N_("An empty place in row {r}: its card was taken"), r=r + 1), "round")
                    o.append(f'<rect x="{x + 2}" y="{ry + 2}" width="{CW - 4}" height="{CH - 4}" rx="8" fill="none" '
                             f'stroke="{FAINT}" stroke-width="1.3" stroke-dasharray="6 5"/>')
                    self.gclose()
                else:
                    self.action_card(x, ry, cid)
            if cleared:
                label = self.t(N_("Row {r} is empty"), r=r + 1)
                self.gopen(label, "round")
                wl = _tw(label, 13) + 24
                cx = ROW_X + 3 * (CW + CGAP) - CGAP // 2
                o.append(f'<rect x="{cx - wl / 2:g}" y="{ry + CH / 2 - 14:g}" width="{wl:g}" height="26" rx="13" '
                         f'fill="{BG}" stroke="{FAINT}"/>')
                _text(o, cx, ry + CH // 2 + 4, label, 13, anchor="middle", fill=MUTED)
                self.gclose()
        return y + 3 * CH + 2 * CGAP

    def start_tile(self, x, y, w, h, small=False):
        o = self.o
        self.kopen("tile", self.t(N_("Start Player tile")))
        o.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="8" fill="#FFF1C9" stroke="#8C6D12" '
                 f'stroke-width="1.6"/>')
        if small:
            g_pawn(o, x + 6, y + h // 2)
            _text(o, x + 26, y + h // 2 + 4, self.t(N_("Start tile")), 11, True)
        else:
            lines = _wrap(self.t(N_("Start Player tile")), 12, w - 8)[:2]    # long in some languages
            for i, line in enumerate(lines):
                _text(o, x + w // 2, y + 20 + 13 * i - 6 * (len(lines) - 1), line, 12, True, "middle")
            g_pawn(o, x + w // 2 - 8, y + 46)
            _text(o, x + w // 2, y + 76, self.t(N_("the taker gets:")), 11, anchor="middle", fill=MUTED)
            symbols_centered(o, x + w // 2, y + h - 18, self.comp.start_tile, w - 6, 5)
        self.kclose(x, y, w, h, 9)

    def action_card(self, x, y, cid, key=True):
        o = self.o
        card = self.comp.cards[cid]
        pile = ("green", "blue", "red").index(card.colour)
        if key:
            title = f"{escape(cid)} \u2013 {self.t(TYPE_NAMES[card.type])}"
            if card.type == "contract":
                title += f": {self.requirement(card)}"
            self.kopen(f"card:{cid}", title)
        o.append(f'<g transform="translate({x} {y})">')
        fill = PILE_FILL[pile]
        o.append(f'<rect x="0" y="0" width="{CW}" height="{CH}" rx="8" fill="{CARD}" stroke="#8A8170" '
                 f'stroke-width="1.3"/><path d="M0 22V8A8 8 0 0 1 8 0H{CW - 8}A8 8 0 0 1 {CW} 8V22z" '
                 f'fill="{fill}"/>')
        o.append(_pattern(pile, 30, 0, CW - 60, 22))
        # ticket corner with the module letter, pile number on the right
        o.append('<path d="M5 4h22v4.5a2.5 2.5 0 0 0 0 5v4.5h-22v-4.5a2.5 2.5 0 0 0 0-5z" fill="#FFF4D6" '
                 f'stroke="{INK}"/><text x="16" y="15.5" font-size="11" font-weight="bold" '
                 f'text-anchor="middle">{escape(card.module)}</text>')
        o.append(f'<circle cx="{CW - 14}" cy="11" r="8" fill="#FFFFFF" stroke="{INK}"/><text x="{CW - 14}" y="15" '
                 f'font-size="11" font-weight="bold" text-anchor="middle">{pile + 1}</text>')
        _text(o, 8, CH - 7, self.t(TYPE_NAMES[card.type]), 11, fill=MUTED)
        _text(o, CW - 8, CH - 7, escape(cid), 11, anchor="end", fill=MUTED)
        if card.type == "route":
            self.route_card_body(card)
        elif card.type == "contract":
            self.contract_body(0, 24, CW, CH - 44, card, True)
        else:
            symbols_centered(o, CW // 2, 60, card.symbols, CW - 14, big=1.3)
        o.append("</g>")
        if key:
            self.kclose(x, y, CW, CH, 10)

    def route_card_body(self, card):
        o = self.o
        ws = [_station_width(s) for s in card.stations]
        gap = 8 if sum(ws) + 8 * (len(ws) - 1) <= CW - 40 else 4
        total = sum(ws) + gap * (len(ws) - 1)
        scale = max(1.0, min(1.25, (CW - 44) / total))
        # drawn around the card's centre, enlarged when there is room
        o.append(f'<g transform="translate({CW // 2} 58) scale({scale:.2f})">' if scale > 1 else
                 f'<g transform="translate({CW // 2} 58)">')
        x = -total // 2
        o.append(f'<path d="M{x - 10} 0H{x + total + 8}" stroke="#8A8170" stroke-width="3"/>')
        if (CW - total * scale) / 2 >= 18:
            g_chev(o, x - 15, 0, True, "#8A8170")   # the way the locomotive travels
        # stations are reached right to left: the first one is drawn rightmost
        xx = x + total
        for s, w in zip(card.stations, ws):
            xx -= w
            g_station(o, xx, 0, s)
            xx -= gap
        o.append("</g>")

    def requirement(self, card) -> str:
        req = card.requirement
        return self.t(NEEDS[req["need"]], n=req["n"], value=req.get("value", ""))

    def contract_body(self, x, y, w, h, card, big):
        """A clipboard: requirement on the paper's upper part, the bonus below a rule."""
        o = self.o
        o.append(f'<rect x="{x + 5}" y="{y + 4}" width="{w - 10}" height="{h - 2}" rx="5" fill="#A8753F" '
                 f'stroke="#6B4824"/><rect x="{x + 9}" y="{y + 9}" width="{w - 18}" height="{h - 12}" rx="2" '
                 f'fill="#FFFDF5"/><rect x="{x + w / 2 - 14:g}" y="{y}" width="28" height="9" rx="3" '
                 f'fill="#8C8C8C" stroke="{INK}" stroke-width=".8"/>')
        text = self.requirement(card)
        lines = _wrap(text, 11, w - 20)
        if len(lines) > 2:
            lines = [lines[0], lines[1] + "\u2026"]
        ty = y + 23 if len(lines) == 2 else y + 28
        for i, line in enumerate(lines):
            _text(o, x + w / 2, ty + 12 * i, line, 11, anchor="middle")
        ry = y + 44 if big else y + 42
        o.append(f'<path d="M{x + 18} {ry - 6}H{x + w - 18}" stroke="{FAINT}"/>')
        symbols_centered(o, x + w // 2, ry + 8, card.bonus, w - 30, 5)

    def draft(self, y):
        o = self.o
        drafter = self.v["turn"]
        keeps = self.t(N_("{player} keeps one of these cards face down and passes the rest on."), player=Seat(drafter))
        self.gopen(keeps, "setup")
        _text(o, ROW_X, y + 24, self.t(N_("Game End card draft")), 16, True)
        _text(o, ROW_X, y + 46, keeps, 13)
        self.gclose()
        hand = self.draft_hand()
        if isinstance(hand, int):
            hidden = self.t(NN_("{n} card in the hand, hidden from you.", "{n} cards in the hand, hidden from you."),
                            n=hand)
            self.gopen(hidden, "setup")
            for i in range(hand):
                self.card_back(ROW_X + 96 * i, y + 64, 86, 100)
            _text(o, ROW_X, y + 190, hidden, 12, fill=MUTED)
            self.gclose()
        else:
            for i, gid in enumerate(hand):
                self.ge_card(ROW_X + 96 * i, y + 64, gid, f"draft:{gid}")
        return y + 3 * CH + 2 * CGAP

    def card_back(self, x, y, w, h):
        o = self.o
        o.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{min(7, w // 5)}" fill="{GE_FILL}" '
                 f'stroke="{INK}"/><rect x="{x + 3}" y="{y + 3}" width="{w - 6}" height="{h - 6}" '
                 f'rx="{min(5, w // 6)}" fill="none" stroke="#8E93B8" stroke-dasharray="2 2"/>')

    # ------------------------------------------------------------ one player's area
    def player(self, p, y):
        v, o = self.v, self.o
        pv = v["players"][p]
        contracts = pv["contracts"]
        extra_rows = max(0, (len(contracts) - 1) // 2)
        h = 234 + 92 * extra_rows
        x0 = 12
        current = v["turn"] == p
        o.append(f'<g transform="translate({x0} {y})"><title>'
                 f'{self.titled(self.t(N_("Board of {player}"), player=Seat(p)), "setup")}</title>')
        stroke = f'stroke="{INK}" stroke-width="2.5"' if current else 'stroke="#D3CAB6" stroke-width="1.2"'
        o.append(f'<rect x="0" y="0" width="{WIDTH - 2 * x0}" height="{h}" rx="10" fill="{PANEL}" {stroke}/>'
                 f'<path d="M0 10A10 10 0 0 1 10 0H12V{h}H10A10 10 0 0 1 0 {h - 10}z" fill="{PLAYER_FILL[p]}"/>')
        o.append(f'<path d="M12 0V{h}" stroke="{INK}" stroke-width=".8"/>')
        # header
        self.badge(32, 19, p, 12)
        xx = 52
        name = self.seat_name(p)
        _text(o, xx, 25, name, 16, True)
        xx += _tw(name, 16, True) + 10
        if self.seat == p:
            you = self.t(N_("(you)"))
            _text(o, xx, 25, you, 13, fill=MUTED)
            xx += _tw(you, 13) + 10
        score = self.t(NC_("a player's score badge", "Score {n}"), n=pv["score"])
        self.gopen(self.t(NN_("{player}'s score: {n} point so far", "{player}'s score: {n} points so far"),
                          player=Seat(p), n=pv["score"]), "scoring")
        ws = _tw(score, 14, True) + 18
        o.append(f'<rect x="{xx:g}" y="7" width="{ws:g}" height="24" rx="12" fill="#FFF1C9" stroke="#8C6D12"/>')
        _text(o, round(xx + ws / 2), 24, score, 14, True, "middle")
        self.gclose()
        xx += ws + 12
        if v["start_player"] == p:
            self.gopen(self.t(N_("{player} is the start player of this round"), player=Seat(p)), "start_player")
            g_pawn(o, round(xx), 18)
            lab = self.t(N_("Start player"))
            _text(o, round(xx) + 20, 24, lab, 12)
            self.gclose()
            xx += 20 + _tw(lab, 12) + 12
        if v["start_tile"] == p:
            wt = round(_tw(self.t(N_("Start tile")), 11, True)) + 34
            self.start_tile(round(xx), 6, wt, 26, small=True)
            xx += wt + 12
        if current:
            lab = self.t(N_("to move"))
            self.gopen(self.t(N_("{player} to move"), player=Seat(p)), "turn")
            o.append(f'<path d="M{xx:g} 12l10 7-10 7z" fill="{INK}"/>')
            _text(o, round(xx) + 14, 24, lab, 13, True)
            self.gclose()
            xx += 14 + _tw(lab, 13, True) + 12
        if p in (v["winners"] or ()):
            self.gopen(self.t(N_("Winner: {names}"), names=Seat(p)), "end_of_game")
            g_points(o, round(xx), 19, "\u2605")
            _text(o, round(xx) + 36, 24, self.t(N_("Winner")), 13, True)
            self.gclose()
        self.route(p, 14, 60, 700)
        for t in (0, 1):
            self.train(p, t, 110 if t == 0 else 178)
        self.coins(p, 716, 10)
        self.side(p, 818, 10)
        o.append("</g>")
        return y + h

    def route(self, p, x, cy, right):
        """Paris at the right, stations leftwards in the order the locomotive reaches them."""
        o = self.o
        pv = self.v["players"][p]
        stations, loco = pv["stations"], pv["locomotive"]
        self.gopen(self.t(N_("The route: the locomotive travels left from Paris, station by station; route cards "
                             "make it longer")), "locomotive")
        _text(o, x + 2, cy - 18, self.t(N_("Route")), 12, True, fill=MUTED)
        self.gclose()
        ws = [_station_width(s) for s in stations]
        paris = self.t(N_("Paris"))
        pw = round(_tw(paris, 12, True)) + 14
        # groups: the three printed stations on the board, then one box per route card
        groups = [(None, 3)] + [(cid, len(self.comp.cards[cid].stations)) for cid in pv["route"]]
        # a long route first closes up, then runs on under the label, and only then shrinks
        for gap, ggap, left in ((8, 8, x + 72), (4, 4, x + 72), (4, 4, x + 2)):
            total = pw + gap + sum(ws) + gap * (len(ws) - len(groups)) + (gap + ggap) * (len(groups) - 1) + 4
            if total <= right - left:
                break
        scale = min(1.0, (right - left) / total)
        o.append(f'<g transform="translate({right} {cy}) scale({scale:.3f}) translate({-right} {-cy})">'
                 if scale < 1 else "<g>")
        xr = right
        # track: laid up to the last station, planned (dashed) further left where route cards will go
        end = right - total - 10
        if scale == 1 and end > left:
            o.append(f'<path d="M{left} {cy}H{end:g}" stroke="{FAINT}" stroke-width="2" stroke-dasharray="6 5"/>')
        o.append(f'<path d="M{end:g} {cy}H{right - 4}" stroke="#8A8170" stroke-width="3"/>')
        # Paris
        self.gopen(self.t(N_("Paris: where the locomotive starts")), "locomotive")
        o.append(f'<rect x="{xr - pw}" y="{cy - 13}" width="{pw}" height="26" rx="5" fill="{INK}"/>')
        _text(o, xr - pw / 2, cy + 4.5, paris, 12, True, "middle", "#FFFFFF")
        self.gclose()
        loco_x = xr - pw / 2
        xr -= pw + gap
        n = 0
        pos = []
        for cid, k in groups:
            gw = sum(ws[n:n + k]) + gap * (k - 1)
            gx = xr - gw
            if cid is None:
                self.gopen(self.t(N_("The three stations printed on the board")), "locomotive")
                o.append(f'<rect x="{gx - 4}" y="{cy - 19}" width="{gw + 8}" height="38" rx="6" fill="#F3EEE2" '
                         f'stroke="{FAINT}"/>')
            else:
                self.gopen(self.t(N_("Route card {card}: its stations lengthen the route"), card=cid), "locomotive")
                o.append(f'<rect x="{gx - 4}" y="{cy - 19}" width="{gw + 8}" height="38" rx="6" fill="#FFFFFF" '
                         f'stroke="{PILE_FILL[("green", "blue", "red").index(self.comp.cards[cid].colour)]}" '
                         f'stroke-width="1.5"/>')
                if gw + 8 >= _tw(cid, 11):
                    _text(o, gx + gw / 2, cy + 30, escape(cid), 11, anchor="middle", fill=MUTED)
            self.gclose()
            for j in range(k):
                w = ws[n]
                xr -= w
                pos.append((xr, w))
                xr -= gap
                n += 1
            xr -= ggap
        claimed = pv["claimed"] if self.v["phase"] == "scoring" else ()
        for i, (sx, w) in enumerate(pos):
            key = f"station:{p}:{i + 1}"
            kind, what = stations[i]
            if kind == "points":
                said = Msg(NN_("Station {n}: {p} point, scored once when the locomotive arrives",
                               "Station {n}: {p} points, scored once when the locomotive arrives", count="p"),
                           {"n": i + 1, "p": what})
            else:
                said = Msg(N_("Station {n}: a bonus paid in every scoring phase once the locomotive has reached it"),
                           {"n": i + 1})
            if i < loco:
                said = Msg(N_("{what} (reached)"), {"what": said})
            self.kopen(key, escape(said.text(self.lang)))
            g_station(o, round(sx), cy, stations[i], i < loco)
            if i + 1 in claimed:
                o.append(f'<circle cx="{sx + w - 2:g}" cy="{cy - 13}" r="6.5" fill="#FFFFFF" stroke="{INK}"/>'
                         f'<path d="M{sx + w - 5:g} {cy - 13}l2.2 2.4 4-4.6" fill="none" stroke="{INK}" '
                         f'stroke-width="1.8"/>')
            self.kclose(round(sx), cy - 15, w, 30, 7)
            if i + 1 == loco:
                loco_x = sx + w / 2
        # the locomotive stands above its station
        lx = round(loco_x - 13)
        self.kopen(f"locomotive:{p}", self.t(N_("Locomotive at station {n}"), n=loco) if loco else
                   self.t(N_("Locomotive in Paris")))
        g_loco(o, lx, cy - 27, PLAYER_FILL[p], INK, "#FFFFFF")
        self.kclose(lx, cy - 38, 26, 22, 5)
        o.append("</g>")

    def train(self, p, t, ty):
        o = self.o
        pv = self.v["players"][p]
        train = pv["trains"][t]
        label = self.t(N_("Upper train") if t == 0 else N_("Lower train"))
        tname = Msg(N_("upper train") if t == 0 else N_("lower train"))
        self.gopen(self.t(N_("The {train}: new cars join its right end; the 5th card brings a mail car, the 9th a "
                             "locomotive tile"), train=tname), "cars")
        lines = _wrap(label, 12, 80)
        for i, line in enumerate(lines[:2]):
            _text(o, 16, ty + 16 + 14 * i - 7 * (len(lines) > 1) + 7, line, 12, True, fill=MUTED)
        self.gclose()
        cond = pv["conductors"][t]
        comp = self.comp
        full = bool(train) and "locomotive" in train[-1]
        for pos in range(10):
            x = TX + pos * TSTEP
            if pos < len(train):
                cell = train[pos]
                if "locomotive" in cell:
                    what = Msg(N_("a locomotive tile worth {v}"), {"v": _value(cell, comp)})
                elif "mail" in cell:
                    what = Msg(N_("mail car {mail}"), {"mail": cell["mail"]})
                else:
                    what = Msg(N_("a railroad car worth {v}"), {"v": cell["car"]})
                self.kopen(f"car:{p}:{t}:{pos}", self.t(N_("Card {n} of the {train}: {what}"), n=pos + 1,
                                                        train=tname, what=what))
                if "locomotive" in cell:
                    value = _value(cell, comp)
                    o.append(f'<rect x="{x}" y="{ty}" width="{TW}" height="{TH}" rx="5" fill="{LOCO_TILE}" '
                             f'stroke="{INK}" stroke-width="1.3"/>')
                    g_loco(o, x + 4, ty + 13, "#FFFFFF", None, LOCO_TILE)
                    _text(o, x + TW - 4, ty + 35, str(value), 15, True, "end", "#FFFFFF")
                elif "mail" in cell:
                    o.append(f'<rect x="{x}" y="{ty}" width="{TW}" height="{TH}" rx="5" fill="{MAIL_FILL}" '
                             f'stroke="{MAIL_EDGE}" stroke-width="1.5"/>')
                    g_envelope(o, x + 7, ty + 19)
                    _text(o, x + 38, ty + 24, str(cell["mail"]), 12, True, "middle", MAIL_EDGE)
                else:
                    c = cell["car"]
                    o.append(f'<rect x="{x}" y="{ty}" width="{TW}" height="{TH}" rx="5" fill="{CAR_FILL[c]}" '
                             f'stroke="{INK}" stroke-width="1.3"/>')
                    _text(o, x + TW // 2, ty + 26, str(c), 17, True, "middle", CAR_TEXT[c])
                o.append(f'<circle cx="{x + 12}" cy="{ty + TH + 3}" r="3.6" fill="{INK}"/>'
                         f'<circle cx="{x + TW - 12}" cy="{ty + TH + 3}" r="3.6" fill="{INK}"/>')
                self.kclose(x, ty, TW, TH + 6, 6)
                if pos < len(train) - 1:
                    o.append(f'<path d="M{x + TW} {ty + TH - 6}h{TSTEP - TW}" stroke="{INK}" stroke-width="2"/>')
            elif not full:
                nxt = pos == len(train)
                if nxt:
                    self.kopen(f"car:{p}:{t}:{pos}", self.t(N_("Next car of the {train}"), train=tname))
                elif pos == 5:
                    self.gopen(self.t(N_("The 5th place of the {train}: the card put here brings a mail car"),
                                      train=tname), "special_cars")
                elif pos == 9:
                    self.gopen(self.t(N_("The 9th place of the {train}: a locomotive tile closes the train here"),
                                      train=tname), "special_cars")
                else:
                    self.gopen(self.t(N_("An empty place of the {train}"), train=tname), "cars")
                o.append(f'<rect x="{x + 1}" y="{ty + 1}" width="{TW - 2}" height="{TH - 2}" rx="5" fill="none" '
                         f'stroke="{FAINT}" stroke-dasharray="4 3"/>')
                if pos == 5:
                    g_envelope(o, x + 16, ty + 19, FAINT)
                elif pos == 9:
                    g_loco(o, x + 12, ty + 20, FAINT)
                if nxt:
                    self.kclose(x, ty, TW, TH, 6)
                else:
                    self.gclose()
        # what the train scores now: every card up to its conductor
        pts = sum(_value(cell, comp) for cell in train[:cond + 1])
        xe = TX + cond * TSTEP + TW
        self.gopen(self.t(N_("The {train} scores {n} now: every card up to its conductor (the line below)"),
                          train=tname, n=pts), "conductors")
        o.append(f'<path d="M{TX} {ty + TH + 8}V{ty + TH + 10}H{xe}V{ty + TH + 8}" fill="none" '
                 f'stroke="{SCORE_LINE}" stroke-width="2.5"/>')
        _text(o, TX + 10 * TSTEP - 2, ty + 26, self.t(NC_("what a train's cars are worth", "scores {n}"), n=pts), 12, True)
        self.gclose()
        # the conductor stands on its card
        cx = TX + cond * TSTEP + TW // 2 - 7
        self.kopen(f"conductor:{p}:{t}", self.t(N_("Conductor of the {train}"), train=tname))
        o.append(f'<g transform="translate({cx} {ty - 2}) scale(1.2)">')
        g_figure(o, 0, 0, PLAYER_FILL[p], INK)
        o.append("</g>")
        self.kclose(cx, ty - 17, 15, 27, 4)

    def coins(self, p, x, y):
        """The 5/5/2 coin grid (filled bottom-up), what each column buys, and the unused mail cars."""
        o = self.o
        pv = self.v["players"][p]
        held = pv["coins"]
        self.gopen(self.t(N_("Coins on the board: {n} of {cap}; any coin buys a point"), n=sum(held),
                          cap=sum(self.comp.coin_columns)), "coins")
        _text(o, x, y + 14, self.t(N_("Coins: {n}"), n=sum(held)), 12, True, fill=MUTED)
        self.gclose()
        for col, cap in enumerate((5, 5, 2)):
            cx = x + 14 + 30 * col
            top = y + 22 + 22 * (5 - cap)
            self.kopen(f"coin:{p}:{col}", self.t(NN_("Coin column {c}: {k} of {cap} coin", "Coin column {c}: {k} of {cap} coins",
                                                     count="cap"), c=col + 1, k=held[col], cap=cap))
            o.append(f'<rect x="{cx - 13}" y="{top}" width="26" height="{22 * cap + 4}" rx="7" fill="#F4EEDF"/>')
            for k in range(cap):
                cy = y + 126 - 22 * k
                if k < held[col]:
                    g_coin(o, cx, cy, 9)
                else:
                    o.append(f'<circle cx="{cx}" cy="{cy}" r="9" fill="#FFFFFF" stroke="{FAINT}" '
                             f'stroke-dasharray="3 2"/>')
            self.kclose(cx - 13, top, 26, 22 * cap + 4, 7)
        # what a coin from each column buys: a new car, a conductor or locomotive step, an upgrade
        iy = y + 152
        self.gopen(self.t(N_("What a coin from each column buys: a new car, a conductor or locomotive step, an "
                             "upgrade")), "coins")
        g_car(o, x + 2, iy, "+")
        g_figure(o, x + 38, iy)
        g_arrow_up(o, x + 68, iy)
        self.gclose()
        # unused mail cars
        label = self.t(N_("Mail cars"))
        self.gopen(self.t(N_("Mail cars not yet in a train: {k}"), k=len(pv["mail_left"])), "special_cars")
        size = min(12, int(12 * 96 / max(_tw(label, 12, True), 1)))    # fit the column in any language
        _text(o, x, y + 184, label, size, True, fill=MUTED)
        self.gclose()
        for i, m in enumerate(pv["mail_left"]):
            mx = x + 24 * i
            self.kopen(f"mail:{p}:{m}", self.t(N_("Mail car {mail}"), mail=m))
            o.append(f'<rect x="{mx}" y="{y + 191}" width="22" height="18" rx="3" fill="{MAIL_FILL}" '
                     f'stroke="{MAIL_EDGE}"/>')
            g_envelope(o, mx + 2, y + 200)
            self.kclose(mx, y + 191, 22, 18, 4)

    def side(self, p, x, y):
        """Game End cards, the completed pile and the open contracts."""
        o = self.o
        pv = self.v["players"][p]
        ge = self.ge_of(p)
        none = self.t(N_("none"))
        lab = self.t(N_("Game End cards"))
        k = ge if isinstance(ge, int) else len(ge)
        self.gopen(self.t(N_("{player}'s Game End cards: {k}; they score at the end of the game"), player=Seat(p),
                          k=k), "game_end_cards")
        _text(o, x, y + 14, lab, 12, True, fill=MUTED)
        if isinstance(ge, int):
            for i in range(min(ge, 4)):
                self.card_back(x + 5 * i, y + 22, 30, 36)
            if ge:
                _text(o, x + 5 * min(ge, 4) + 34, y + 45, self.t(N_("\u00d7 {k}, face down"), k=ge), 12, True)
        else:
            for i, gid in enumerate(ge[:5]):
                self.ge_mini(x + 46 * i, y + 22, gid)
        if not ge:
            _text(o, x + _tw(lab, 12, True) + 8, y + 14, none, 11, fill=MUTED)
        self.gclose()
        # completed pile: a count; where visible, the base cards by type (what Game End cards count)
        comp_ = self.completed_of(p)
        k = comp_ if isinstance(comp_, int) else len(comp_)
        self.gopen(self.t(N_("Completed pile ({k}): Game End cards count its base cards by type"), k=k),
                   "end_of_game")
        _text(o, x, y + 80, self.t(N_("Completed pile: {k}"), k=k), 12, True, fill=MUTED)
        if not isinstance(comp_, int):
            counts = {"car": 0, "conductor": 0, "locomotive": 0}
            cards = self.comp.cards
            for cid in comp_:
                c = cards[cid]
                if c.module == "X" and c.type in counts:
                    counts[c.type] += 1
            base = self.t(N_("base cards:"))
            _text(o, x, y + 102, base, 11, fill=MUTED)
            bx = x + round(_tw(base, 11)) + 8
            for kind in ("car", "conductor", "locomotive"):
                w = self.type_glyph(bx, y + 97, kind)
                _text(o, bx + w + 3, y + 102, str(counts[kind]), 12, True)
                bx += w + 22
        self.gclose()
        # open contracts, two per row
        lab = self.t(N_("Contracts"))
        self.gopen(self.t(N_("Open contracts: {k}; meet the requirement, then claim the bonus once"),
                          k=len(pv["contracts"])), "contracts")
        _text(o, x, y + 126, lab, 12, True, fill=MUTED)
        if not pv["contracts"]:
            _text(o, x + _tw(lab, 12, True) + 8, y + 126, none, 11, fill=MUTED)
        self.gclose()
        for i, cid in enumerate(pv["contracts"]):
            cx = x + 116 * (i % 2)
            cy = y + 132 + 92 * (i // 2)
            card = self.comp.cards[cid]
            title = self.t(N_("Contract {card}: {need}"), card=cid, need=self.requirement(card))
            self.kopen(f"contract:{cid}", title)
            o.append(f'<rect x="{cx}" y="{cy}" width="110" height="86" rx="6" fill="{CARD}" stroke="#8A8170"/>')
            o.append(f'<g transform="translate({cx} {cy})">')
            self.contract_body(0, 2, 110, 68, card, False)
            _text(o, 6, 82, escape(cid), 11, fill=MUTED)
            if cid in pv["contracts_met"]:
                lab = self.t(N_("ready"))
                o.append(f'<path d="M{104 - _tw(lab, 11, True) - 12:g} 77l3 3 5-6" fill="none" stroke="{INK}" '
                         f'stroke-width="1.8"/>')
                _text(o, 104, 82, lab, 11, True, "end")
            o.append("</g>")
            self.kclose(cx, cy, 110, 86, 7)

    def ge_mini(self, x, y, gid):
        o = self.o
        card = self.comp.game_end_cards[gid]
        title = self.t(NN_("Game End card {card}: {p} point for each of your base {kind}",
                           "Game End card {card}: {p} points for each of your base {kind}", count="p"),
                       card=gid, p=card.points, kind=Msg(GE_TYPE_NAMES[card.counts]))
        o.append(f'<g><title>{self.titled(title, "game_end_cards")}</title><rect x="{x}" y="{y}" width="42" height="38" rx="4" '
                 f'fill="{GE_FILL}" stroke="{INK}"/><rect x="{x + 3}" y="{y + 3}" width="36" height="20" rx="2" '
                 f'fill="{CARD}"/>')
        self.type_glyph(x + 8, y + 13, card.counts)
        _text(o, x + 21, y + 35, f"{card.points}\u00d7", 11, True, "middle", "#FFFFFF")
        o.append("</g>")


def render_table(state, *, seat=None, lang="en", active=frozenset(), width=None, part="all") -> str:
    """Draw the First Class table as one SVG string (see the module docstring for the keys).

    ``part`` draws a piece of it as a picture of its own: ``"table"`` (the top bar and the rows of action cards:
    what everybody shares), ``"board:<player>"`` (one player's area), ``"legend"`` (the symbol legend,
    :mod:`widgets.first_class.legend`) or ``"all"`` (the whole table, the default).
    """
    if part == "legend":
        return render_legend(state, lang=lang)
    view = state.view(seat)      # all the picture knows of the position; the rest is component data
    if part != "all" and part != "table" and not (part.startswith("board:") and part[6:].isdigit()
                                                      and int(part[6:]) < view["players_count"]):
        raise ValueError(f"part must be 'all', 'table', 'board:<player>' or 'legend', not {part!r}")
    return _Table(view, state.comp, state.game, lang, active).render(width, part)


def parts(state, seat=None) -> list:
    """The pictures the turn panel shows as tabs: ``[(part, title Msg)]``, the shared table first, then each
    player's board, then the symbol legend."""
    return ([("table", Msg(N_("Table")))] + [(f"board:{p}", Msg(N_("Board of {player}"), {"player": Seat(p)}))
                                            for p in range(state.n)] + [("legend", Msg(N_("Symbols")))])
