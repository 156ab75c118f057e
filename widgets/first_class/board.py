"""One player's area of the First Class table picture: score, route from Paris, both trains with conductors, coins,
contracts, Game End cards and completed pile (a part of :class:`widgets.first_class.svg._Table`)."""
from __future__ import annotations

from html import escape

from rulebook.i18n import N_, NC_, NN_, Msg, Seat

from .legend import COLUMN_BUYS, PART_WORDS, ge_words, gives
from .glyphs import (
    CAR_FILL, CAR_TEXT, CARD, FAINT, GE_FILL, GE_TYPE_NAMES, INK, LOCO_TILE, MAIL_EDGE, MAIL_FILL, MUTED, PANEL,
    PILE_FILL, PLAYER_FILL, SCORE_LINE, TH, TSTEP, TW, TX, WIDTH, g_arrow_up, g_car, g_coin, g_envelope, g_figure,
    g_loco, g_pawn, g_points, g_station, station_width, svg_text, text_width, wrap_text
)


def _value(cell, comp) -> int:
    """What one card of a train (a view cell) adds to the train's score."""
    if "locomotive" in cell:
        return comp.locomotive_tiles[cell["locomotive"]][0]
    return cell.get("car", 0)


class Boards:
    """Draws the players' areas; mixed into the table picture, whose state and helpers it uses."""

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
                 f'{self.titled(self.t(N_("Board of {player}"), player=Seat(p)) + ". " + self.t(PART_WORDS["board"]), "setup")}'
                 f'</title>')
        stroke = f'stroke="{INK}" stroke-width="2.5"' if current else 'stroke="#D3CAB6" stroke-width="1.2"'
        o.append(f'<rect x="0" y="0" width="{WIDTH - 2 * x0}" height="{h}" rx="10" fill="{PANEL}" {stroke}/>'
                 f'<path d="M0 10A10 10 0 0 1 10 0H12V{h}H10A10 10 0 0 1 0 {h - 10}z" fill="{PLAYER_FILL[p]}"/>')
        o.append(f'<path d="M12 0V{h}" stroke="{INK}" stroke-width=".8"/>')
        # header
        self.badge(32, 19, p, 12)
        xx = 52
        name = self.seat_name(p)
        svg_text(o, xx, 25, name, 16, True)
        xx += text_width(name, 16, True) + 10
        if self.seat == p:
            you = self.t(N_("(you)"))
            svg_text(o, xx, 25, you, 13, fill=MUTED)
            xx += text_width(you, 13) + 10
        score = self.t(NC_("a player's score badge", "Score {n}"), n=pv["score"])
        self.gopen(self.t(NN_("{player}'s score: {n} point so far", "{player}'s score: {n} points so far"),
                          player=Seat(p), n=pv["score"]), "scoring")
        ws = text_width(score, 14, True) + 18
        o.append(f'<rect x="{xx:g}" y="7" width="{ws:g}" height="24" rx="12" fill="#FFF1C9" stroke="#8C6D12"/>')
        svg_text(o, round(xx + ws / 2), 24, score, 14, True, "middle")
        self.gclose()
        xx += ws + 12
        if v["start_player"] == p:
            self.gopen(self.said(self.t(N_("{player} is the start player of this round"), player=Seat(p)),
                                  [Msg(PART_WORDS["start_player"]).text(self.lang)]), "start_player")
            g_pawn(o, round(xx), 18)
            lab = self.t(N_("Start player"))
            svg_text(o, round(xx) + 20, 24, lab, 12)
            self.gclose()
            xx += 20 + text_width(lab, 12) + 12
        if v["start_tile"] == p:
            wt = round(text_width(self.t(N_("Start tile")), 11, True)) + 34
            self.start_tile(round(xx), 6, wt, 26, small=True)
            xx += wt + 12
        if current:
            lab = self.t(N_("to move"))
            self.gopen(self.said(self.t(N_("{player} to move"), player=Seat(p)), [Msg(PART_WORDS["to_move"]).text(self.lang)]),
                       "turn")
            o.append(f'<path d="M{xx:g} 12l10 7-10 7z" fill="{INK}"/>')
            svg_text(o, round(xx) + 14, 24, lab, 13, True)
            self.gclose()
            xx += 14 + text_width(lab, 13, True) + 12
        if p in (v["winners"] or ()):
            self.gopen(self.t(N_("Winner: {names}"), names=Seat(p)), "end_of_game")
            g_points(o, round(xx), 19, "\u2605")
            svg_text(o, round(xx) + 36, 24, self.t(N_("Winner")), 13, True)
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
        svg_text(o, x + 2, cy - 18, self.t(N_("Route")), 12, True, fill=MUTED)
        self.gclose()
        ws = [station_width(s) for s in stations]
        paris = self.t(N_("Paris"))
        pw = round(text_width(paris, 12, True)) + 14
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
        svg_text(o, xr - pw / 2, cy + 4.5, paris, 12, True, "middle", "#FFFFFF")
        self.gclose()
        loco_x = xr - pw / 2
        xr -= pw + gap
        n = 0
        pos = []
        for cid, k in groups:
            gw = sum(ws[n:n + k]) + gap * (k - 1)
            gx = xr - gw
            if cid is None:
                self.gopen(self.said(self.t(N_("The three stations printed on the board")),
                                     [Msg(PART_WORDS["printed_stations"]).text(self.lang)]), "locomotive")
                o.append(f'<rect x="{gx - 4}" y="{cy - 19}" width="{gw + 8}" height="38" rx="6" fill="#F3EEE2" '
                         f'stroke="{FAINT}"/>')
            else:
                self.gopen(self.t(N_("Route card {card}: its stations lengthen the route"), card=cid), "locomotive")
                o.append(f'<rect x="{gx - 4}" y="{cy - 19}" width="{gw + 8}" height="38" rx="6" fill="#FFFFFF" '
                         f'stroke="{PILE_FILL[("green", "blue", "red").index(self.comp.cards[cid].colour)]}" '
                         f'stroke-width="1.5"/>')
                if gw + 8 >= text_width(cid, 11):
                    svg_text(o, gx + gw / 2, cy + 30, escape(cid), 11, anchor="middle", fill=MUTED)
            self.gclose()
            for j in range(k):
                w = ws[n]
                xr -= w
                pos.append((xr, w))
                xr -= gap
                n += 1
            xr -= ggap
        loco_x = self.stations(p, pos, cy, loco_x)
        # the locomotive stands above its station
        lx = round(loco_x - 13)
        self.kopen(f"locomotive:{p}", self.said(
            self.t(N_("Locomotive at station {n}"), n=loco) if loco else self.t(N_("Locomotive in Paris")),
            [Msg(N_("Each locomotive step moves it one station left: a points station scores once on arrival, a bonus "
                    "station pays in every later scoring phase; at the end of the route a step is lost.")).text(self.lang)]))
        g_loco(o, lx, cy - 34, PLAYER_FILL[p], INK, "#FFFFFF")    # above its station's number tag
        self.kclose(lx, cy - 45, 26, 22, 5)
        o.append("</g>")

    def stations(self, p, pos, cy, loco_x):
        """The route's stations at ``pos`` (x, width each), each clickable, a claimed bonus ticked; returns where
        the locomotive stands (``loco_x`` when it is still in Paris)."""
        o = self.o
        pv = self.v["players"][p]
        stations, loco = pv["stations"], pv["locomotive"]
        claimed = pv["claimed"] if self.v["phase"] == "scoring" else ()
        for i, (sx, w) in enumerate(pos):
            key = f"station:{p}:{i + 1}"
            kind, what = stations[i]
            if kind == "points":
                said = Msg(NN_("Station {n}: {p} point, scored once when the locomotive arrives",
                               "Station {n}: {p} points, scored once when the locomotive arrives", count="p"),
                           {"n": i + 1, "p": what})
            else:
                said = Msg(N_("Station {n}: a bonus of {what}, paid in every scoring phase once the locomotive has "
                              "reached it"), {"n": i + 1, "what": gives(what, self.lang)})
            if i < loco:
                said = Msg(N_("{what} (reached)"), {"what": said})
            self.kopen(key, escape(said.text(self.lang)))
            g_station(o, round(sx), cy, stations[i], i < loco)
            if i + 1 in claimed:
                o.append(f'<circle cx="{sx + w - 2:g}" cy="{cy - 13}" r="6.5" fill="#FFFFFF" stroke="{INK}"/>'
                         f'<path d="M{sx + w - 5:g} {cy - 13}l2.2 2.4 4-4.6" fill="none" stroke="{INK}" '
                         f'stroke-width="1.8"/>')
            # its number, as the log and the choices name it ("bonus station 5"), on a tag at its upper left
            o.append(f'<rect x="{sx - 5:g}" y="{cy - 23}" width="{14 if i < 9 else 20}" height="14" rx="7" '
                     f'fill="#FFFFFF" stroke="{MUTED}"/>')
            svg_text(o, f"{sx + (2 if i < 9 else 5):g}", cy - 12, str(i + 1), 11, True, "middle", MUTED)
            self.kclose(round(sx), cy - 15, w, 30, 7)
            if i + 1 == loco:
                loco_x = sx + w / 2
        return loco_x

    def train(self, p, t, ty):
        o = self.o
        pv = self.v["players"][p]
        train = pv["trains"][t]
        label = self.t(N_("Upper train") if t == 0 else N_("Lower train"))
        tname = Msg(N_("upper train") if t == 0 else N_("lower train"))
        self.gopen(self.t(N_("The {train}: new cars join its right end; the 5th card brings a mail car, the 9th a "
                             "locomotive tile"), train=tname), "cars")
        lines = wrap_text(label, 12, 80)
        for i, line in enumerate(lines[:2]):
            svg_text(o, 16, ty + 16 + 14 * i - 7 * (len(lines) > 1) + 7, line, 12, True, fill=MUTED)
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
                does = (N_("An upgrade lifts a car one step (0, 1, 2, 4, 7, 12), never above the car on its left; "
                           "it scores while the conductor stands on it or further right.") if "car" in cell else
                        N_("A mail car is never upgraded and scores no points.") if "mail" in cell else
                        N_("It closes the train and scores its value while the conductor stands on it."))
                self.kopen(f"car:{p}:{t}:{pos}", self.said(self.t(N_("Card {n} of the {train}: {what}"), n=pos + 1,
                                                                  train=tname, what=what), [Msg(does).text(self.lang)]))
                if "locomotive" in cell:
                    value = _value(cell, comp)
                    o.append(f'<rect x="{x}" y="{ty}" width="{TW}" height="{TH}" rx="5" fill="{LOCO_TILE}" '
                             f'stroke="{INK}" stroke-width="1.3"/>')
                    g_loco(o, x + 4, ty + 13, "#FFFFFF", None, LOCO_TILE)
                    svg_text(o, x + TW - 4, ty + 35, str(value), 15, True, "end", "#FFFFFF")
                elif "mail" in cell:
                    o.append(f'<rect x="{x}" y="{ty}" width="{TW}" height="{TH}" rx="5" fill="{MAIL_FILL}" '
                             f'stroke="{MAIL_EDGE}" stroke-width="1.5"/>')
                    g_envelope(o, x + 7, ty + 19)
                    svg_text(o, x + 38, ty + 24, str(cell["mail"]), 12, True, "middle", MAIL_EDGE)
                else:
                    c = cell["car"]
                    o.append(f'<rect x="{x}" y="{ty}" width="{TW}" height="{TH}" rx="5" fill="{CAR_FILL[c]}" '
                             f'stroke="{INK}" stroke-width="1.3"/>')
                    svg_text(o, x + TW // 2, ty + 26, str(c), 17, True, "middle", CAR_TEXT[c])
                o.append(f'<circle cx="{x + 12}" cy="{ty + TH + 3}" r="3.6" fill="{INK}"/>'
                         f'<circle cx="{x + TW - 12}" cy="{ty + TH + 3}" r="3.6" fill="{INK}"/>')
                self.kclose(x, ty, TW, TH + 6, 6)
                if pos < len(train) - 1:
                    o.append(f'<path d="M{x + TW} {ty + TH - 6}h{TSTEP - TW}" stroke="{INK}" stroke-width="2"/>')
            elif not full:
                _empty_place(self, p, t, pos, x, ty, tname, pos == len(train))
        # what the train scores now: every card up to its conductor
        pts = sum(_value(cell, comp) for cell in train[:cond + 1])
        xe = TX + cond * TSTEP + TW
        self.gopen(self.t(N_("The {train} scores {n} now: every card up to its conductor (the line below)"),
                          train=tname, n=pts), "conductors")
        o.append(f'<path d="M{TX} {ty + TH + 8}V{ty + TH + 10}H{xe}V{ty + TH + 8}" fill="none" '
                 f'stroke="{SCORE_LINE}" stroke-width="2.5"/>')
        svg_text(o, TX + 10 * TSTEP - 2, ty + 26, self.t(NC_("what a train's cars are worth", "scores {n}"), n=pts),
                 12, True)
        self.gclose()
        # the conductor stands on its card
        cx = TX + cond * TSTEP + TW // 2 - 7
        self.kopen(f"conductor:{p}:{t}", self.said(self.t(N_("Conductor of the {train}"), train=tname), [Msg(
            N_("In each scoring phase the train scores every card up to the conductor; a conductor step moves it one "
               "card right, and it stops at the last card.")).text(self.lang)]))
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
        svg_text(o, x, y + 14, self.t(N_("Coins: {n}"), n=sum(held)), 12, True, fill=MUTED)
        self.gclose()
        for col, cap in enumerate((5, 5, 2)):
            cx = x + 14 + 30 * col
            top = y + 22 + 22 * (5 - cap)
            self.kopen(f"coin:{p}:{col}", self.said(self.t(NN_("Coin column {c}: {k} of {cap} coin",
                                                               "Coin column {c}: {k} of {cap} coins", count="cap"),
                                                           c=col + 1, k=held[col], cap=cap),
                                                    [Msg(COLUMN_BUYS[col]).text(self.lang)]))
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
        self.gopen(self.said(self.t(N_("Mail cars not yet in a train: {k}"), k=len(pv["mail_left"])),
                             [Msg(PART_WORDS["mail_left"]).text(self.lang)]), "special_cars")
        size = min(12, int(12 * 96 / max(text_width(label, 12, True), 1)))    # fit the column in any language
        svg_text(o, x, y + 184, label, size, True, fill=MUTED)
        self.gclose()
        for i, m in enumerate(pv["mail_left"]):
            mx = x + 24 * i
            self.kopen(f"mail:{p}:{m}", self.said(self.t(N_("Mail car {mail}"), mail=m), [Msg(
                N_("When a train gets its 5th card, you choose one of your mail cars to join it as the 6th; a mail "
                   "car is never upgraded and scores no points.")).text(self.lang)]))
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
        svg_text(o, x, y + 14, lab, 12, True, fill=MUTED)
        if isinstance(ge, int):
            for i in range(min(ge, 4)):
                self.card_back(x + 5 * i, y + 22, 30, 36)
            if ge:
                svg_text(o, x + 5 * min(ge, 4) + 34, y + 45, self.t(N_("\u00d7 {k}, face down"), k=ge), 12, True)
        else:
            for i, gid in enumerate(ge[:5]):
                _ge_mini(self, x + 46 * i, y + 22, gid)
        if not ge:
            svg_text(o, x + text_width(lab, 12, True) + 8, y + 14, none, 11, fill=MUTED)
        self.gclose()
        # completed pile: a count; where visible, the base cards by type (what Game End cards count)
        comp_ = self.completed_of(p)
        k = comp_ if isinstance(comp_, int) else len(comp_)
        self.gopen(self.t(N_("Completed pile ({k}): Game End cards count its base cards by type"), k=k),
                   "end_of_game")
        svg_text(o, x, y + 80, self.t(N_("Completed pile: {k}"), k=k), 12, True, fill=MUTED)
        if not isinstance(comp_, int):
            counts = {"car": 0, "conductor": 0, "locomotive": 0}
            cards = self.comp.cards
            for cid in comp_:
                c = cards[cid]
                if c.module == "X" and c.type in counts:
                    counts[c.type] += 1
            base = self.t(N_("base cards:"))
            svg_text(o, x, y + 102, base, 11, fill=MUTED)
            bx = x + round(text_width(base, 11)) + 8
            for kind in ("car", "conductor", "locomotive"):
                w = self.type_glyph(bx, y + 97, kind)
                svg_text(o, bx + w + 3, y + 102, str(counts[kind]), 12, True)
                bx += w + 22
        self.gclose()
        # open contracts, two per row
        lab = self.t(N_("Contracts"))
        self.gopen(self.t(N_("Open contracts: {k}; meet the requirement, then claim the bonus once"),
                          k=len(pv["contracts"])), "contracts")
        svg_text(o, x, y + 126, lab, 12, True, fill=MUTED)
        if not pv["contracts"]:
            svg_text(o, x + text_width(lab, 12, True) + 8, y + 126, none, 11, fill=MUTED)
        self.gclose()
        for i, cid in enumerate(pv["contracts"]):
            cx = x + 116 * (i % 2)
            cy = y + 132 + 92 * (i // 2)
            card = self.comp.cards[cid]
            title = self.t(N_("Contract {card}: {need}"), card=cid, need=self.requirement(card))
            self.kopen(f"contract:{cid}", self.said(title, [Msg(
                N_("Once its requirement is met, claim it (before or after your card, or in a scoring phase) for "
                   "its bonus: {what}."), {"what": gives(card.bonus, self.lang)}).text(self.lang)]))
            o.append(f'<rect x="{cx}" y="{cy}" width="110" height="86" rx="6" fill="{CARD}" stroke="#8A8170"/>')
            o.append(f'<g transform="translate({cx} {cy})">')
            self.contract_body(0, 2, 110, 68, card, False)
            svg_text(o, 6, 82, escape(cid), 11, fill=MUTED)
            if cid in pv["contracts_met"]:
                lab = self.t(N_("ready"))
                o.append(f'<path d="M{104 - text_width(lab, 11, True) - 12:g} 77l3 3 5-6" fill="none" stroke="{INK}" '
                         f'stroke-width="1.8"/>')
                svg_text(o, 104, 82, lab, 11, True, "end")
            o.append("</g>")
            self.kclose(cx, cy, 110, 86, 7)


def _empty_place(b, p, t, pos, x, ty, tname, nxt):
    """An empty place of a train: the next one is clickable, the 5th and 9th show what they bring."""
    o = b.o
    if nxt:
        b.kopen(f"car:{p}:{t}:{pos}", b.said(b.t(N_("Next car of the {train}"), train=tname), [Msg(
            N_("A new car symbol (or a coin from column 1) puts a 0-value car here.")).text(b.lang)]))
    elif pos == 5:
        b.gopen(b.t(N_("The 5th place of the {train}: the card put here brings a mail car"),
                          train=tname), "special_cars")
    elif pos == 9:
        b.gopen(b.t(N_("The 9th place of the {train}: a locomotive tile closes the train here"),
                          train=tname), "special_cars")
    else:
        b.gopen(b.said(b.t(N_("An empty place of the {train}"), train=tname),
                             [Msg(PART_WORDS["empty_place"]).text(b.lang)]), "cars")
    o.append(f'<rect x="{x + 1}" y="{ty + 1}" width="{TW - 2}" height="{TH - 2}" rx="5" fill="none" '
             f'stroke="{FAINT}" stroke-dasharray="4 3"/>')
    if pos == 5:
        g_envelope(o, x + 16, ty + 19, FAINT)
    elif pos == 9:
        g_loco(o, x + 12, ty + 20, FAINT)
    if nxt:
        b.kclose(x, ty, TW, TH, 6)
    else:
        b.gclose()


def _ge_mini(b, x, y, gid):
    o = b.o
    card = b.comp.game_end_cards[gid]
    title = b.said(b.t(N_("Game End card {card} ({kind})"), card=gid, kind=Msg(GE_TYPE_NAMES[card.counts])),
                      ge_words(card, b.lang)[:2])
    o.append(f'<g><title>{b.titled(title, "game_end_cards")}</title><rect x="{x}" y="{y}" width="42" height="38" rx="4" '
             f'fill="{GE_FILL}" stroke="{INK}"/><rect x="{x + 3}" y="{y + 3}" width="36" height="20" rx="2" '
             f'fill="{CARD}"/>')
    b.type_glyph(x + 8, y + 13, card.counts)
    svg_text(o, x + 21, y + 35, f"{card.points}\u00d7", 11, True, "middle", "#FFFFFF")
    o.append("</g>")
