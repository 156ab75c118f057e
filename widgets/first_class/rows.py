"""The rows of action cards of the First Class table picture, the Start Player tile and the Game End draft (a part
of :class:`widgets.first_class.svg._Table`)."""
from __future__ import annotations

from html import escape

from rulebook.i18n import N_, NN_, Msg, Seat

from .legend import PART_WORDS, card_words, gives

from .glyphs import (
    BG, CARD, CGAP, CH, CW, FAINT, GE_FILL, INK, MUTED, NEEDS, PILE_FILL, ROW_X, TYPE_NAMES, WIDTH, g_chev, g_pawn,
    g_station, pile_pattern, station_width, svg_text, symbols_centered, text_width, wrap_text
)


class Rows:
    """Draws the rows of action cards and the draft; mixed into the table picture, whose state and helpers it uses."""

    # ------------------------------------------------------------ rows of action cards
    def rows(self, y):
        v, o = self.v, self.o
        if v["phase"] == "draft":
            return self.draft(y)
        if all(c is None for row in v["rows"] for c in row):
            # between rounds (scoring, game over) one strip stands for the three empty rows
            label = self.t(N_("No action cards on the table until the next round."))
            self.gopen(self.said(label, [Msg(PART_WORDS["no_cards"]).text(self.lang)]), "end_of_round")
            o.append(f'<rect x="16" y="{y}" width="{WIDTH - 32}" height="40" rx="10" fill="none" stroke="{FAINT}" '
                     f'stroke-width="1.3" stroke-dasharray="6 5"/>')
            svg_text(o, WIDTH // 2, y + 25, label, 13, anchor="middle", fill=MUTED)
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
            self.gopen(self.said(self.t(N_("Card {card} ({kind}), taken by {player}: carried out now, or foregone"),
                                        card=held, kind=Msg(TYPE_NAMES[card.type]), player=Seat(who)),
                                 card_words(card, self.lang)), "turn")
            self.action_card(16, hy, held, key=False)
            self.badge(27, hy + CH + 20, who, 10)
            svg_text(o, 42, hy + CH + 24, self.t(N_("Taken by {player}"), player=Seat(who)), 12, True)
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
                self.gopen(self.said(label, [Msg(PART_WORDS["row_cleared"]).text(self.lang)]), "round")
                wl = text_width(label, 13) + 24
                cx = ROW_X + 3 * (CW + CGAP) - CGAP // 2
                o.append(f'<rect x="{cx - wl / 2:g}" y="{ry + CH / 2 - 14:g}" width="{wl:g}" height="26" rx="13" '
                         f'fill="{BG}" stroke="{FAINT}"/>')
                svg_text(o, cx, ry + CH // 2 + 4, label, 13, anchor="middle", fill=MUTED)
                self.gclose()
        return y + 3 * CH + 2 * CGAP

    def start_tile(self, x, y, w, h, small=False):
        o = self.o
        self.kopen("tile", self.said(self.t(N_("Start Player tile")), [
            Msg(N_("Taking it instead of a card gives at once: {what}; then you start the next round, and it cannot "
                   "be foregone."), {"what": gives(self.comp.start_tile, self.lang)}).text(self.lang)]))
        o.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="8" fill="#FFF1C9" stroke="#8C6D12" '
                 f'stroke-width="1.6"/>')
        if small:
            g_pawn(o, x + 6, y + h // 2)
            svg_text(o, x + 26, y + h // 2 + 4, self.t(N_("Start tile")), 11, True)
        else:
            lines = wrap_text(self.t(N_("Start Player tile")), 12, w - 8)[:2]    # long in some languages
            for i, line in enumerate(lines):
                svg_text(o, x + w // 2, y + 20 + 13 * i - 6 * (len(lines) - 1), line, 12, True, "middle")
            g_pawn(o, x + w // 2 - 8, y + 46)
            svg_text(o, x + w // 2, y + 76, self.t(N_("the taker gets:")), 11, anchor="middle", fill=MUTED)
            symbols_centered(o, x + w // 2, y + h - 18, self.comp.start_tile, w - 6, 5)
        self.kclose(x, y, w, h, 9)

    def action_card(self, x, y, cid, key=True):
        o = self.o
        card = self.comp.cards[cid]
        pile = ("green", "blue", "red").index(card.colour)
        if key:
            title = f"{escape(cid)} \u2013 {self.t(TYPE_NAMES[card.type])}"
            self.kopen(f"card:{cid}", self.said(title, card_words(card, self.lang)))
        o.append(f'<g transform="translate({x} {y})">')
        fill = PILE_FILL[pile]
        o.append(f'<rect x="0" y="0" width="{CW}" height="{CH}" rx="8" fill="{CARD}" stroke="#8A8170" '
                 f'stroke-width="1.3"/><path d="M0 22V8A8 8 0 0 1 8 0H{CW - 8}A8 8 0 0 1 {CW} 8V22z" '
                 f'fill="{fill}"/>')
        o.append(pile_pattern(pile, 30, 0, CW - 60, 22))
        # ticket corner with the module letter, pile number on the right
        o.append('<path d="M5 4h22v4.5a2.5 2.5 0 0 0 0 5v4.5h-22v-4.5a2.5 2.5 0 0 0 0-5z" fill="#FFF4D6" '
                 f'stroke="{INK}"/><text x="16" y="15.5" font-size="11" font-weight="bold" '
                 f'text-anchor="middle">{escape(card.module)}</text>')
        o.append(f'<circle cx="{CW - 14}" cy="11" r="8" fill="#FFFFFF" stroke="{INK}"/><text x="{CW - 14}" y="15" '
                 f'font-size="11" font-weight="bold" text-anchor="middle">{pile + 1}</text>')
        svg_text(o, 8, CH - 7, self.t(TYPE_NAMES[card.type]), 11, fill=MUTED)
        svg_text(o, CW - 8, CH - 7, escape(cid), 11, anchor="end", fill=MUTED)
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
        ws = [station_width(s) for s in card.stations]
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
        lines = wrap_text(text, 11, w - 20)
        if len(lines) > 2:
            lines = [lines[0], lines[1] + "\u2026"]
        ty = y + 23 if len(lines) == 2 else y + 28
        for i, line in enumerate(lines):
            svg_text(o, x + w / 2, ty + 12 * i, line, 11, anchor="middle")
        ry = y + 44 if big else y + 42
        o.append(f'<path d="M{x + 18} {ry - 6}H{x + w - 18}" stroke="{FAINT}"/>')
        symbols_centered(o, x + w // 2, ry + 8, card.bonus, w - 30, 5)

    def draft(self, y):
        o = self.o
        drafter = self.v["turn"]
        keeps = self.t(N_("{player} keeps one of these cards face down and passes the rest on."), player=Seat(drafter))
        self.gopen(self.said(keeps, [Msg(PART_WORDS["draft_keeps"]).text(self.lang)]), "setup")
        svg_text(o, ROW_X, y + 24, self.t(N_("Game End card draft")), 16, True)
        svg_text(o, ROW_X, y + 46, keeps, 13)
        self.gclose()
        hand = self.draft_hand()
        if isinstance(hand, int):
            hidden = self.t(NN_("{n} card in the hand, hidden from you.", "{n} cards in the hand, hidden from you."),
                            n=hand)
            self.gopen(hidden, "setup")
            for i in range(hand):
                self.card_back(ROW_X + 96 * i, y + 64, 86, 100)
            svg_text(o, ROW_X, y + 190, hidden, 12, fill=MUTED)
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
