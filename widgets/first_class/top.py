"""The top bar of the First Class table picture: round, pile, phase and who moves, Constantinople, the locomotive tiles,
the face-up Game End cards and the supply (a part of :class:`widgets.first_class.svg._Table`)."""
from __future__ import annotations

from html import escape

from rulebook.first_class.view import CAR_CARDS
from rulebook.i18n import N_, NN_, Msg, Seat

from .legend import PART_WORDS, ge_words

from .glyphs import (
    CAR_FILL, CAR_TEXT, CARD, FAINT, GE_FILL, GE_TYPE_NAMES, INK, LOCO_TILE, MUTED, NEXT, PHASE_NAMES, PILE_FILL,
    PILE_NAMES, PLAYER_FILL, g_arrow_up, g_car, g_coin, g_figure, g_gecard, g_loco, g_points, g_symbols, pile_pattern,
    svg_text, text_width, wrap_text
)


class TopBar:
    """Draws the top bar; mixed into the table picture, whose state (``v``, ``comp``, ``o``) and helpers it uses."""

    # ------------------------------------------------------------ top bar
    def top_bar(self):
        v, o = self.v, self.o
        pile = min((v["round"] - 1) // 2, 2)
        self.gopen(self.t(N_("Round {r} of {n}: six rounds of three turns each"), r=v["round"], n=6), "round")
        svg_text(o, 24, 38, self.t(N_("Round {r} of {n}"), r=v["round"], n=6), 20, True)
        self.gclose()
        self.gopen(self.said(self.t(N_("This round's action cards come from pile {k} ({colour})"), k=pile + 1,
                                    colour=Msg(PILE_NAMES[pile])), [Msg(PART_WORDS["pile"]).text(self.lang)]), "setup")
        o.append(f'<rect x="24" y="50" width="36" height="18" rx="3" fill="{PILE_FILL[pile]}" stroke="{INK}"/>')
        o.append(pile_pattern(pile, 24, 50, 36, 18))
        svg_text(o, 68, 64, self.t(N_("Pile {k}: {colour}"), k=pile + 1, colour=Msg(PILE_NAMES[pile])), 13)
        self.gclose()
        phase = self.t(N_("Phase: {phase}"), phase=Msg(PHASE_NAMES[v["phase"]]))
        self.gopen(self.said(phase, [Msg(PART_WORDS["to_move"]).text(self.lang)]), "turn")
        # fit left of Constantinople
        svg_text(o, 24, 90, phase, min(13, int(13 * 240 / max(text_width(phase, 13), 1))))
        self.gclose()
        cur = v["turn"]
        if cur is not None:
            self.gopen(self.said(self.t(N_("{player} to move"), player=Seat(cur)), [Msg(PART_WORDS["to_move"]).text(self.lang)]), "turn")
            self.badge(33, 110, cur, 9)
            svg_text(o, 48, 115, self.t(N_("{player} to move"), player=Seat(cur)), 14, True)
        else:
            names = ", ".join(Seat(p).text(self.lang) for p in v["winners"] or ())
            self.gopen(self.t(N_("Winner: {names}"), names=names), "end_of_game")
            svg_text(o, 24, 115, self.t(N_("Winner: {names}"), names=names), 14, True)
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
        svg_text(o, x + 70, y + 22, self.t(N_("Constantinople")), 12, True, "middle")
        for i, pts in enumerate(self.comp.constantinople):
            cx = x + 24 + 46 * i
            if i < len(taken):
                self.badge(cx, y + 72, taken[i][0], 13)
            else:
                o.append(f'<circle cx="{cx}" cy="{y + 72}" r="13" fill="#FFFFFF" stroke="{MUTED}" '
                         f'stroke-dasharray="3 2"/>')
            svg_text(o, cx, y + 105, str(pts), 13, True, "middle")
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
        for i, line in enumerate(wrap_text(self.t(N_("Locomotive tiles")), 11, 92)[:2]):
            svg_text(o, x + 44, y + 10 + 12 * i, line, 11, True, "middle")
        y += 8
        if k:
            for i in range(min(k, 3) - 1, 0, -1):
                o.append(f'<rect x="{x + 14 + 4 * i}" y="{y + 24 - 4 * i}" width="60" height="64" rx="5" '
                         f'fill="{LOCO_TILE}" stroke="#FFFFFF"/>')
            o.append(f'<rect x="{x + 14}" y="{y + 24}" width="60" height="64" rx="5" fill="{LOCO_TILE}" '
                     f'stroke="{INK}"/>')
            g_loco(o, x + 31, y + 42, "#FFFFFF", None, LOCO_TILE)
            svg_text(o, x + 36, y + 78, str(value), 16, True, "middle", "#FFFFFF")
            for i in range(ups):
                g_arrow_up(o, x + 48 + 10 * i, y + 73, "#F0E442")
            svg_text(o, x + 44, y + 104, self.t(NN_("{n} left", "{n} left"), n=k), 11, anchor="middle", fill=MUTED)
        else:
            o.append(f'<rect x="{x + 14}" y="{y + 24}" width="60" height="64" rx="5" fill="none" stroke="{FAINT}" '
                     f'stroke-dasharray="5 4"/>')
            svg_text(o, x + 44, y + 104, self.t(N_("none left")), 11, anchor="middle", fill=MUTED)
        self.gclose()

    def ge_display(self, x, y):
        o = self.o
        self.gopen(self.t(N_("The face-up Game End cards: buy one for 4 coins, or take one with a symbol")),
                   "game_end_cards")
        svg_text(o, x, y + 12, self.t(N_("Game End cards")), 12, True)
        display = self.v["game_end_display"]
        if not display:
            svg_text(o, x, y + 34, self.t(N_("none face up yet") if self.v["phase"] == "draft" else N_("none left")),
                     11, fill=MUTED)
        self.gclose()
        for i, gid in enumerate(display):
            self.ge_card(x + 92 * i, y + 20, gid, f"ge:{gid}")

    def ge_card(self, x, y, gid, key=None):
        """A face-up Game End card, 86 x 118: points per card of a type, and the bonus for taking it."""
        o = self.o
        card = self.comp.game_end_cards[gid]
        if key:
            name = self.t(N_("Game End card {card} ({kind})"), card=gid, kind=Msg(GE_TYPE_NAMES[card.counts]))
            how = (N_("Keep one card of the draft hand; the rest passes on.") if key.startswith("draft:") else
                   N_("Buy it for 4 coins, or take it with a Game End card symbol."))
            self.kopen(key, self.said(name, ge_words(card, self.lang) + [Msg(how).text(self.lang)]))
        o.append(f'<rect x="{x}" y="{y}" width="86" height="118" rx="7" fill="{GE_FILL}" stroke="{INK}"/>'
                 f'<rect x="{x + 5}" y="{y + 21}" width="76" height="42" rx="4" fill="{CARD}"/>')
        g_gecard(o, x + 6, y + 11)
        svg_text(o, x + 80, y + 15, escape(gid), 11, anchor="end", fill="#FFFFFF")
        g_points(o, x + 7, y + 42, card.points)
        svg_text(o, x + 46, y + 47, "\u00d7", 13, True, "middle")
        self.type_glyph(x + 52, y + 42, card.counts)
        for i, line in enumerate(wrap_text(self.t(GE_TYPE_NAMES[card.counts]), 11, 78)[:2]):
            svg_text(o, x + 43, y + 77 + 12 * i, line, 11, anchor="middle", fill="#FFFFFF")
        if card.bonus:
            # the one-time bonus for taking the card
            tmp: list = []
            w = g_symbols(tmp, 0, 0, card.bonus, 4, True)
            bx = round(x + 43 - (w + 14) / 2)
            o.append(f'<rect x="{bx - 4}" y="{y + 92}" width="{w + 22}" height="22" rx="6" fill="{CARD}"/>')
            svg_text(o, bx, y + 108, "+", 14, True)
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
        svg_text(o, x, y + 12, self.t(N_("Supply")), 12, True)
        self.gclose()
        # railroad cars by double-sided pair (0/1, 2/4, 7/12), shown by their lower value
        for i, k in enumerate(supply["cars"][pair] for pair in CAR_CARDS):
            cx = x + 44 * i
            lo = (0, 2, 7)[i]
            self.gopen(self.said(self.t(N_("Railroad cars {lo}/{hi} in the supply: {k}"), lo=lo, hi=NEXT[lo], k=k),
                                 [Msg(PART_WORDS["supply_cars"]).text(self.lang)]), "cars")
            g_car(o, cx, y + 34, str(lo), CAR_FILL[lo], CAR_TEXT[lo], 28 if lo == 7 else 24)
            svg_text(o, cx + 24, y + 56, str(k), 12, True, "middle")
            self.gclose()
        self.gopen(self.said(self.t(N_("Coins in the supply: {k}"), k=supply["coins"]), [Msg(PART_WORDS["supply_coins"]).text(self.lang)]), "coins")
        g_coin(o, x + 8, y + 76)
        svg_text(o, x + 20, y + 81, str(supply["coins"]), 12, True)
        self.gclose()
        deck = v["game_end_deck_count"]
        self.gopen(self.said(self.t(N_("Game End cards in the face-down deck: {k}"), k=deck), [Msg(PART_WORDS["ge_deck"]).text(self.lang)]),
                   "game_end_cards")
        g_gecard(o, x + 54, y + 76)
        svg_text(o, x + 76, y + 81, str(deck), 12, True)
        self.gclose()
        # action piles, face down: counts only
        for i, n in enumerate(v["piles_count"]):
            cx = x + 44 * i
            self.gopen(self.t(N_("Pile {k} ({colour}), face down; action cards in it: {n}"), k=i + 1,
                              colour=Msg(PILE_NAMES[i]), n=n), "setup")
            o.append(f'<rect x="{cx}" y="{y + 96}" width="16" height="20" rx="2" fill="{PILE_FILL[i]}" '
                     f'stroke="{INK}"/>')
            svg_text(o, cx + 20, y + 111, str(n), 12, True)
            self.gclose()
