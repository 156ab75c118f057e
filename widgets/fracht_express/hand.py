"""The column beside the FrachtExpress network: the hand of distance cards, turning the selected card, the side
controls and each player's train and held cards (a part of :class:`widgets.fracht_express.svg._Table`)."""
from __future__ import annotations

from html import escape

from rulebook.fracht_express import words
from rulebook.fracht_express.data import distinct_turns
from rulebook.i18n import N_, NN_, Msg, Seat

from .glyphs import (
    CARD, CARD_EDGE, DANGER, INK, MUTED, SEL, SIDE_W, STATION, STEP, C, draw_card, fit_text, g_back, g_car, g_die,
    g_link, g_objection, g_slot, g_ticket, g_token, svg_text, wrap_text
)
from .legend import KEY_DOES, PART_WORDS, car_does, card_does


class Hand:
    """Draws the hand and the players' column; mixed into the table picture."""

    # ------------------------------------------------------------ the hand
    def hand_of(self):
        st = self.st
        if st.phase == "layout":
            p = st.current_player
            return p, (list(st.players[p].stations or ()) if p is not None else [])
        if st.phase == "over":
            return None, []
        p = st.cur if self.seat is None else self.seat
        hand = st.players[p].hand
        return p, (hand if isinstance(hand, list) else [])

    def hand(self, y, side=False):
        """The hand (or the station cards still to place) with its buttons, the selected card's turns and the
        end-of-turn buttons: below the table from ``y``, or (``side``) in the column right of the grid, two
        cards wide, so the hand and the rail system are on the first screen together."""
        st, o = self.st, self.o
        p, hand = self.hand_of()
        if p is None:
            return y
        X0 = self.SX if side else 24
        title = (self.t(N_("Stations {player} still places"), player=Seat(p)) if st.phase == "layout"
                 else self.t(N_("Hand of {player}"), player=Seat(p)))
        self.gopen(escape(st.prompt.text(self.lang)), "variants" if st.phase == "layout" else "turn")
        svg_text(o, X0, y + 16, title, 14, True)
        hint = self.hint()
        lines = (wrap_text(hint, 12, SIDE_W - 20) if side else [hint]) if hint else []
        head = 46 + 15 * max(0, len(lines) - 1)
        empty = st.phase == "turn" and not hand
        if empty:
            svg_text(o, X0, y + head + 16, self.t(N_("(no cards)")), 12, fill=MUTED)
        for i, line in enumerate(lines):
            svg_text(o, X0, y + 35 + 15 * i, line, 12, fill=SEL)
        o.append("</g>")
        x, top = X0, y + head
        if st.phase == "layout" and st.players[p].stations is None:    # another seat's station cards: face down
            n = st.players[p].stations_count
            self.gopen(self.t(NN_("{player} holds {n} station card, hidden from you",
                                  "{player} holds {n} station cards, hidden from you"), player=Seat(p), n=n), "variants")
            for i in range(n):
                g_back(o, X0 + (i % 6) * 34, top + 40 * (i // 6), 26, 34)
            o.append("</g>")
            return top + 40 * -(-n // 6) + 4
        legal = set(self.legal)
        # cards wrap into rows left of the turn chooser and the end-of-turn buttons
        chooser_w = 4 * 74 + 30 if st.phase == "turn" and not side else 0
        room = self.W - 24 - 150 - chooser_w - 24
        per_row = 2 if side else max(1, int(room // (C + 14)))
        row_h = C + 14 if st.phase == "layout" else C + 20 + 3 * 23 + 14
        rows = max(1, -(-len(hand) // per_row))
        for i, cid in enumerate(hand):
            x = X0 + (i % per_row) * (C + 14)
            top = y + head + (i // per_row) * row_h
            chosen = cid == self.selected
            if st.phase == "layout":
                self.kopen(f"hand:{cid}", self.t(N_("Station {s}"), s=cid), f"hand:{cid}" in self.active,
                           does=[Msg(KEY_DOES["station_card"])])
                o.append(f'<rect x="{x + 4}" y="{top + 4}" width="{C - 8}" height="{C - 8}" rx="10" fill="{STATION}" '
                         f'stroke="{SEL if chosen else INK}" stroke-width="{4 if chosen else 1.5}"/>')
                svg_text(o, x + C / 2, top + 60, escape(cid), 34, True, "middle", "#FFFFFF")
                self.kclose(x, top, C, C)
                continue
            self.hand_card(cid, x, top, chosen, legal)
        # the selected card's turns, and ending the turn
        if side:
            return self.side_controls(hand, y + head + (30 if empty else rows * row_h - 8), legal)
        x, top = self.W - 24 - 150 - chooser_w + 10, y + 46
        turning, chosen_turn = self.turning(hand)
        if turning:
            c = self.comp.cards[turning]
            self.gopen(self.t(N_("The ways {card} can be turned: click one"), card=turning), "extend")
            svg_text(o, x, y + 16, self.t(N_("Turn {card}:"), card=turning), 13, True)
            o.append("</g>")
            s = 64
            for r in distinct_turns(c):
                chosen = r == chosen_turn
                self.kopen(f"turn:{r}", self.t(N_("Lay {card} with {tracks}"), card=turning,
                                               tracks=words.tracks(self.comp, turning, r)), chosen)
                draw_card(o, self.comp, turning, r, x, top + 4, s, symbols=False)
                if chosen:
                    o.append(f'<rect x="{x - 1}" y="{top + 3}" width="{s + 2}" height="{s + 2}" rx="7" fill="none" '
                             f'stroke="{SEL}" stroke-width="3.5"/>')
                svg_text(o, x + s / 2, top + s + 20, "↻" * r if r else "·", 12, anchor="middle", fill=MUTED)
                self.kclose(x, top + 4, s, s + 20)
                x += s + 10
            x += 10
        if st.phase == "turn" and not (st.stack and st.current_player != st.cur):
            self.end_buttons(top, legal)
        if empty:
            return top + 90
        return y + 46 + rows * row_h - 8

    def hand_card(self, cid, x, top, chosen, legal):
        """One distance card of the hand at (``x``, ``top``), lifted when ``chosen``, with its name and the
        buttons under it (move, draw, pick up; at Station I attach or discard)."""
        from rulebook.fracht_express.actions import DrawCards, Move, PickUp
        o = self.o
        c = self.comp.cards[cid]
        title = self.t(N_("{card}: car value {v}, pick up at {c}, deliver at {u}, action {a}"), card=cid,
                       v=c.value, c=c.couple, u=c.uncouple, a=c.action)
        live = f"hand:{cid}" in self.active and not chosen
        if self.ukind == "rapidpick":          # Station I: the card itself is clicked to attach or discard it
            live = bool({f"attach:{cid}", f"discard:{cid}"} & self.active)
        self.kopen(f"hand:{cid}", title, live, "rb-soft" if self.ukind != "rapidpick" else "", does=card_does(c))
        ty = top - (6 if chosen else 0)
        draw_card(o, self.comp, cid, self.turn if chosen else 0, x, ty)
        if chosen:
            o.append(f'<rect x="{x - 1}" y="{ty - 1}" width="{C + 2}" height="{C + 2}" rx="9" fill="none" '
                     f'stroke="{SEL}" stroke-width="4"/>')
        self.kclose(x, ty, C, C)
        self.gopen(self.t(N_("{card}: a crossing card (only on an empty space, never covered)"), card=cid)
                   if c.crossing else self.t(N_("{card}: a distance card in the hand"), card=cid),
                   "crossings" if c.crossing else "distance_cards")
        svg_text(o, x + C / 2, top + C + 13, escape(cid) + (" ✕" if c.crossing else ""), 11, True, "middle", MUTED)
        o.append("</g>")
        by = top + C + 20
        if self.ukind == "rapidpick":          # Station I: attach the card, or discard it
            from rulebook.fracht_express.actions import Attach, Discard
            choices = ((f"attach:{cid}", N_("attach"), Attach(cid)), (f"discard:{cid}", N_("discard"),
                                                                      Discard(cid)))
        else:
            choices = ((f"move:{cid}", N_("move"), Move(cid)), (f"draw:{cid}", N_("draw"), DrawCards(cid)),
                       (f"pickup:{cid}", N_("pick up"), PickUp(cid)))
        for key, label, act in choices:
            ok = act in legal
            text = self.t(label)
            self.kopen(key, escape(act.describe().text(self.lang)), ok, "rb-soft")
            o.append(f'<rect x="{x + 4}" y="{by}" width="{C - 8}" height="19" rx="9" '
                     f'fill="{"#FFFFFF" if ok else "#EFEAE0"}" stroke="{STEP if ok else "#B9AE97"}" '
                     f'stroke-width="{1.6 if ok else 1}"/>')
            svg_text(o, x + C / 2, by + 14, text, fit_text(text, 12, C - 16), ok, "middle", INK if ok else "#8C8474")
            self.kclose(x + 4, by, C - 8, 19, 9)
            by += 23

    def end_buttons(self, top, legal):
        """The "End the turn" button, and "Stop here" when a drive may stop."""
        o = self.o
        from rulebook.fracht_express.actions import EndTurn, Stop
        ex = self.W - 24 - 120
        for key, label, act, yy in (("end", N_("End the turn"), EndTurn(), top + 10),
                                    ("stop", N_("Stop here"), Stop(), top + 50)):
            ok = act in legal
            if key == "stop" and not ok:
                continue
            self.kopen(key, escape(act.describe().text(self.lang)), ok, "rb-soft")
            o.append(f'<rect x="{ex}" y="{yy}" width="120" height="30" rx="15" '
                     f'fill="{"#FFFFFF" if ok else "#EFEAE0"}" '
                     f'stroke="{STEP if ok else "#B9AE97"}" stroke-width="1.8"/>')
            text = self.t(label)
            svg_text(o, ex + 60, yy + 20, text, fit_text(text, 13, 108, True), True, "middle")
            self.kclose(ex, yy, 120, 30, 15)

    def turning(self, hand):
        """The card whose turns are offered (the selected hand card, or the card lifted for a route change) and
        the turn chosen now; (None, turn) when there is none."""
        st = self.st
        if self.ukind == "route":                  # Station H: the turns of the card lifted from the table
            if self.lift is not None:
                return st.top[(self.lift[0], self.lift[1])][0], self.lift[2]
        elif self.selected and st.phase == "turn" and self.selected in hand:
            return self.selected, self.turn
        return None, self.turn

    def side_controls(self, hand, y, legal) -> int:
        """In the hand's column, under the cards: ending the turn (or stopping a drive), then the selected card's
        turns. Returns the column's bottom."""
        st, o = self.st, self.o
        x0 = self.SX
        if st.phase == "turn" and not (st.stack and st.current_player != st.cur):
            from rulebook.fracht_express.actions import EndTurn, Stop
            ex = x0
            for key, label, act in (("end", N_("End the turn"), EndTurn()), ("stop", N_("Stop here"), Stop())):
                ok = act in legal
                if key == "stop" and not ok:
                    continue
                self.kopen(key, escape(act.describe().text(self.lang)), ok, "rb-soft")
                o.append(f'<rect x="{ex}" y="{y + 8}" width="112" height="30" rx="15" '
                         f'fill="{"#FFFFFF" if ok else "#EFEAE0"}" '
                         f'stroke="{STEP if ok else "#B9AE97"}" stroke-width="1.8"/>')
                text = self.t(label)
                svg_text(o, ex + 56, y + 28, text, fit_text(text, 13, 102, True), True, "middle")
                self.kclose(ex, y + 8, 112, 30, 15)
                ex += 120
            y += 44
        turning, chosen_turn = self.turning(hand)
        if turning:
            c = self.comp.cards[turning]
            self.gopen(self.t(N_("The ways {card} can be turned: click one"), card=turning), "extend")
            svg_text(o, x0, y + 16, self.t(N_("Turn {card}:"), card=turning), 13, True)
            o.append("</g>")
            s, x = 50, x0
            for r in distinct_turns(c):
                chosen = r == chosen_turn
                self.kopen(f"turn:{r}", self.t(N_("Lay {card} with {tracks}"), card=turning,
                                               tracks=words.tracks(self.comp, turning, r)), chosen)
                draw_card(o, self.comp, turning, r, x, y + 24, s, symbols=False)
                if chosen:
                    o.append(f'<rect x="{x - 1}" y="{y + 23}" width="{s + 2}" height="{s + 2}" rx="7" fill="none" '
                             f'stroke="{SEL}" stroke-width="3.5"/>')
                svg_text(o, x + s / 2, y + 24 + s + 16, "↻" * r if r else "·", 12, anchor="middle", fill=MUTED)
                self.kclose(x, y + 24, s, s + 18)
                x += s + 8
            y += 24 + s + 24
        return y

    # ------------------------------------------------------------ players
    def player(self, p, y):
        st, o = self.st, self.o
        pl = st.players[p]
        h = 64
        now = p == st.current_player
        o.append(f'<rect x="16" y="{y}" width="{self.W - 32}" height="{h}" rx="10" fill="#FFFFFF" '
                 f'stroke="{INK if now else "#D8CFBC"}" stroke-width="{2 if now else 1}"/>')
        pickable = self.adv and st.phase == "turn"
        if pickable:     # a player to choose (robberies, the Hijack)
            self.kopen(f"target:{p}", self.t(N_("Choose {player}"), player=Seat(p)), self.target_live(p))
        else:
            self.gopen(self.t(N_("{player}: their locomotive, hand, cars and deliveries"), player=Seat(p)), "turn")
        g_token(o, 40, y + 24, p)
        svg_text(o, 58, y + 28, escape(Seat(p).text(self.lang)), 14, True)
        if st.phase != "layout":
            pos = pl.pos
            where = (self.t(N_("in Station {s}"), s=pos[1]) if pos[0] == "S" else
                     self.t(N_("on {place}"), place=words.node(st, pos)))
            svg_text(o, 28, y + 52, where, 11, fill=MUTED)
        if pickable:
            self.kclose(20, y + 4, 166, h - 8, 8)
        else:
            o.append("</g>")
        n_hand = pl.hand_count
        self.gopen(self.t(NN_("{player} holds {n} card", "{player} holds {n} cards"), player=Seat(p), n=n_hand) + ". " +
                   self.t(PART_WORDS["hand"]), "draw")
        svg_text(o, 200, y + 22, self.t(NN_("Hand: {n} card", "Hand: {n} cards"), n=n_hand), 12)
        o.append("</g>")
        self.gopen(self.t(NN_("{player} has delivered {n} car; it counts at the end of the game",
                              "{player} has delivered {n} cars; they count at the end of the game"), player=Seat(p),
                          n=len(pl.delivered)), "deliver")
        svg_text(o, 200, y + 42, self.t(N_("Delivered: {n} face down"), n=len(pl.delivered)), 12)
        o.append("</g>")
        if self.adv and st.no_draw and p == st.cur and st.phase == "turn":
            self.gopen(self.t(N_("no drawing of new cards this turn")), "station_e")
            svg_text(o, 200, y + 59, self.t(N_("no drawing of new cards this turn")), 11, fill=DANGER)
            o.append("</g>")
        if self.adv and st.phase != "layout":
            self.held_cards(p, y)
        from rulebook.fracht_express.end_of_game import attached_value
        self.gopen(self.t(N_("Railroad cars attached to {player}'s locomotive: five at most"), player=Seat(p)) + ". " +
                   self.t(PART_WORDS["attached"]),
                   "pick_up")
        svg_text(o, 370, y + 22, self.t(N_("Cars ({n}/5), worth {v}:"), n=len(pl.attached), v=attached_value(st, p)),
                 12, True)
        o.append("</g>")
        x = 370
        for cid in pl.attached:
            c = self.comp.cards[cid]
            key = f"car:{p}:{cid}"
            wait = cid in st.no_deliver
            title = self.t(N_("Car {card}: value {v}, deliver at {u}, action {a}"), card=cid, v=c.value,
                           u=c.uncouple, a=c.action)
            if wait:
                title += " — " + self.t(N_("picked up by rapid pick-up: delivered only after leaving Station I"))
            self.kopen(key, title, key in self.active, does=car_does(c))
            bw = 80 if self.adv else 74
            dash = ' stroke-dasharray="4 3"' if wait else ""
            o.append(f'<rect x="{x}" y="{y + 29}" width="{bw}" height="30" rx="5" fill="{CARD}" '
                     f'stroke="{DANGER if wait else CARD_EDGE}" stroke-width="{1.8 if wait else 1}"{dash}/>')
            g_car(o, x + 4, y + 33, c.value, 24, 14)
            g_link(o, x + 31, y + 34, c.uncouple, False)
            if self.adv:    # the action number, which the station actions F, I and J compare
                g_die(o, x + 64, y + 37, c.action, 13)
            self.kclose(x, y + 29, bw, 30, 5)
            x += bw + 5
        return y + h

    def held_cards(self, p, y):
        """A player's flight ticket and objection card: face up for the seat viewing, hidden for the others."""
        st, o = self.st, self.o
        pl = st.players[p]
        x = self.W - 32 - 118
        mine = p == self.viewer
        cards = ((pl.ticket, g_ticket, N_("flight ticket"), N_("{player} holds a flight ticket"),
                  N_("{player} holds no flight ticket"), N_("Whether {player} holds a flight ticket is hidden from you")),
                 (pl.objection, g_objection, N_("objection card"), N_("{player} holds an objection card"),
                  N_("{player} holds no objection card"),
                  N_("Whether {player} holds an objection card is hidden from you")))
        for i, (held, face, name, yes, no, hidden) in enumerate(cards):
            cx = x + i * 60
            label = self.t(name)
            title = self.t((yes if held else no) if mine else hidden, player=Seat(p))
            live = (mine and held and i == 1 and self.ukind == "object" and p == st.current_player
                    and "object" in self.active)
            if live:
                self.kopen("object", title, True)
            else:
                self.gopen(title, "station_b" if i == 0 else "station_g")
            if mine:
                (face if held else g_slot)(o, cx + 17, y + 7, 26, 34)
            else:
                g_back(o, cx + 17, y + 7, 26, 34)
            for j, line in enumerate(wrap_text(label, 11, 58)[:2]):
                svg_text(o, cx + 30, y + 51 + 11 * j, line, 11, anchor="middle", fill=MUTED)
            if live:
                self.kclose(cx + 17, y + 7, 26, 34, 4)
            else:
                o.append("</g>")
