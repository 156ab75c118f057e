"""The rail network of the FrachtExpress table picture: the grid of cards, stations, the marks of a drive or a flight,
the locomotives and cars on the track, and the corner key (a part of :class:`widgets.fracht_express.svg._Table`)."""
from __future__ import annotations

from html import escape

from rulebook.fracht_express import words
from rulebook.i18n import N_, NN_, Msg, Seat

from .glyphs import (
    CARD_EDGE, CLOSED, DANGER, INK, MUTED, SEL, STATION, STEP, TICKET, TICKET_EDGE, C, compass_side, draw_card,
    fit_text, g_back, g_car, g_die, g_link, g_objection, g_plane, g_ticket, g_token, svg_text, text_width, wrap_text
)
from .graph import REACH_FILL, node_key
from .legend import KEY_DOES, PART_WORDS, STRIP_WORDS


class Network:
    """Draws the network; mixed into the table picture, which reads only the seat's view and the engine's answers."""

    # ------------------------------------------------------------ the table
    def grid(self):
        st, o = self.st, self.o
        # coordinates, so the log's "(x, y)" can be found
        self.gopen(self.t(N_("Column and row numbers of the table (the game log names spaces by them)")) + ". " +
                   self.t(PART_WORDS["grid"]),
                   "preparation")
        for i in range(self.cols):
            X, _ = self.cell_xy(self.x0 + i, self.y0)
            svg_text(o, X + C / 2, self.gy - 6, str(self.x0 + i), 11, anchor="middle", fill="#8A8272")
        for j in range(self.rows):
            _, Y = self.cell_xy(self.x0, self.y0 + j)
            svg_text(o, self.gx - 8, Y + C / 2 + 4, str(self.y0 + j), 11, anchor="end", fill="#8A8272")
        o.append("</g>")
        sel = self.selected if st.phase != "layout" else None
        lay, ghost = self.lay_targets(sel)
        self.lay = lay
        # empty spaces next to the rail system
        for (x, y) in sorted(self.front):
            X, Y = self.cell_xy(x, y)
            live = (x, y) in lay
            what = (self.t(N_("Empty space {where}: {card} can be laid here"), where=words.place(st, x, y),
                           card=sel or "") if live and sel else
                    self.t(N_("Empty space {where}, next to the rail system"), where=words.place(st, x, y)))
            self.kopen(f"spot:{x}:{y}", what, live, "rb-spot", "variants" if st.phase == "layout" else "extend")
            o.append(f'<rect x="{X + 5}" y="{Y + 5}" width="{C - 10}" height="{C - 10}" rx="8" fill="#FFFFFF" '
                     f'fill-opacity=".35" stroke="#B9AE97" stroke-width="1.3" stroke-dasharray="5 4"/>')
            if live and ghost:   # shown on hover: the card as it would lie
                o.append('<g class="rb-ghost">')
                draw_card(o, self.comp, ghost[0], ghost[1], X, Y, C, symbols=False)
                o.append("</g>")
            self.kclose(X + 3, Y + 3, C - 6, C - 6)
        # stations (under any card that closes one)
        for L, (x, y) in sorted(st.stations.items()):
            self.station(L, x, y)
        # laid cards (the uppermost of each space)
        for (x, y), (cid, rot) in sorted(st.top.items()):
            X, Y = self.cell_xy(x, y)
            under = sum(1 for t in st.table if (t[0], t[1]) == (x, y)) - 1
            live = (x, y) in lay
            c = self.comp.cards[cid]
            title = self.t(N_("{card} in the rail system, {tracks}: car value {v}, pick up at {c}, deliver at {u}, "
                              "action {a}"), card=cid, tracks=words.tracks(self.comp, cid, rot), v=c.value,
                           c=c.couple, u=c.uncouple, a=c.action)
            if under:
                title += " — " + self.t(NN_("{n} card underneath", "{n} cards underneath"), n=under)
            self.kopen(f"spot:{x}:{y}", title, live, "rb-spot",
                       "station_h" if self.ukind == "route" else "change" if live else "distance_cards",
                       [Msg(KEY_DOES["laid"])])
            if under:
                o.append(f'<rect x="{X + 6}" y="{Y + 6}" width="{C - 4}" height="{C - 4}" rx="7" fill="#E9E1CF" '
                         f'stroke="{CARD_EDGE}"/>')
            draw_card(o, self.comp, cid, rot, X, Y)
            # its name, as the log names it ("halts on a tie of D12", "north of D12"): bottom edge, between the
            # delivery badge and the action die, clear of a track's end in the middle
            o.append(f'<text x="{X + 64}" y="{Y + 95}" font-size="11" font-weight="bold" text-anchor="middle" '
                     f'fill="{MUTED}" stroke="#FFFFFF" stroke-width="3" paint-order="stroke">{escape(cid)}</text>')
            if (x, y) in {tuple(v) for v in st.stations.values()}:
                L = [k for k, v in st.stations.items() if tuple(v) == (x, y)][0]
                self.closed_mark(L, X, Y)
            up = self.lift
            if up is not None and (up[0], up[1]) == (x, y):    # lifted for the route change
                o.append(f'<rect x="{X - 1}" y="{Y - 1}" width="{C + 2}" height="{C + 2}" rx="9" fill="none" '
                         f'stroke="{SEL}" stroke-width="4"/>')
            if live and ghost:   # shown on hover: the card on top as it would lie
                o.append('<g class="rb-ghost">')
                draw_card(o, self.comp, ghost[0], ghost[1], X, Y, C, symbols=False, shade="#FFFFFF")
                o.append("</g>")
            self.kclose(X + 3, Y + 3, C - 6, C - 6)
        self.drive_marks()
        self.flight_marks()
        self.tokens()

    def lay_targets(self, sel):
        """Where the selected card ``sel`` may be laid now, ``{(x, y): action}`` (at Station H: where the card to
        move may be lifted, then put), and the card a live space shows on hover as ``(card, turn)`` or None."""
        st = self.st
        lay = {}
        ghost = (sel, self.turn) if sel else None       # what a live space shows on hover
        if self.ukind == "route":                       # Station H: lift a card, then put it somewhere
            up = self.lift
            ghost = None
            for a in self.legal:
                if type(a).__name__ != "Relocate" or a.card != sel:
                    continue
                if up is None:
                    lay[(a.x0, a.y0)] = a
                elif (a.x0, a.y0, a.turn) == tuple(up):
                    lay[(a.x, a.y)] = a
            if up is not None:
                ghost = (st.top[(up[0], up[1])][0], up[2])
        else:
            for a in self.legal:
                k = type(a).__name__
                if k in ("Extend", "Cover") and a.card == sel and a.turn == self.turn:
                    lay[(a.x, a.y)] = a
                elif k == "PlaceStation" and a.station == self.selected:
                    lay[(a.x, a.y)] = a
        return lay, ghost

    # ------------------------------------------------------------ stations
    def actions_of(self, L) -> list:
        """The station modules of the special actions a locomotive arriving in ``L`` may use (the view's list)."""
        from rulebook.fracht_express.advanced import KINDS
        return [KINDS[k] for k in self.st.station_actions.get(L, ())]

    def station(self, L, x, y):
        st, o = self.st, self.o
        X, Y = self.cell_xy(x, y)
        closed = L == st.closed
        name = self.comp.station_names.get(L, "")
        mods = self.actions_of(L) if self.adv else []
        clickable = self.adv and not closed and st.phase == "turn"
        if clickable:
            live = False
            if self.ukind == "special" and self.unit.station == L:
                live = self.can_any("UseSpecial")
            elif self.ukind == "close" and self.selected:
                from rulebook.fracht_express.actions import CloseStation
                live = self.can(CloseStation(self.selected, L, self.turn))
            what = " + ".join(Msg(m.NAME).text(self.lang) for m in mods)
            title = (self.t(N_("Station {s} ({name}): {what}"), s=L, name=name, what=what) if mods else
                     self.t(N_("Station {s} ({name}): no special action"), s=L, name=name))
            self.kopen(f"station:{L}", title, live, "rb-station",
                       "station_d" if self.ukind == "close" else mods[0].RULE if len(mods) == 1 else "advanced")
        else:
            if closed:
                title = self.t(N_("Station {s} ({name}), closed"), s=L, name=name)
            elif self.adv and mods:
                title = self.t(N_("Station {s} ({name}): {what}"), s=L, name=name,
                               what=" + ".join(Msg(m.NAME).text(self.lang) for m in mods))
            elif L == "A":
                title = self.t(N_("Station {s} ({name}): every locomotive starts here, and returns after derailing"),
                               s=L, name=name)
            else:
                title = self.t(N_("Station {s} ({name}): cars are picked up and delivered here"), s=L, name=name)
            self.gopen(title, "station_d" if closed else mods[0].RULE if self.adv and len(mods) == 1 else
                       "advanced" if self.adv and mods else "preparation")
        o.append(f'<rect x="{X + 4}" y="{Y + 4}" width="{C - 8}" height="{C - 8}" rx="10" '
                 f'fill="{CLOSED if closed else STATION}" stroke="{INK}" stroke-width="1.5"/>')
        if not self.adv or L == "A":
            svg_text(o, X + C / 2, Y + 44, escape(L), 34, True, "middle", "#FFFFFF")
            for i, line in enumerate(wrap_text(name, 11, C - 12)[:2]):
                svg_text(o, X + C / 2, Y + 61 + 13 * i, escape(line), 11, anchor="middle", fill="#E8EEF3")
        else:
            # the advanced game: the letter, and the station's special action on a plate
            svg_text(o, X + C / 2, Y + 33, escape(L), 27, True, "middle", "#FFFFFF")
            hijack = any(m.KIND == "hijack" for m in mods)
            words = (" + ".join(Msg(m.NAME).text(self.lang) for m in mods) if mods
                     else Msg(N_("no special action")).text(self.lang))
            size, lh = 11, 11.5
            lines = wrap_text(words, size, C - 16)[:4]
            size = min(fit_text(line, size, C - 14) for line in lines)
            ph = 6 + lh * len(lines)
            py = Y + 38 + max(0, (56 - ph) / 2) if len(lines) < 4 else Y + 37
            o.append(f'<rect x="{X + 6}" y="{py:.1f}" width="{C - 12}" height="{ph:.1f}" rx="5" '
                     f'fill="{"#FFFFFF" if mods else "#B9C2CA"}" stroke="{DANGER if hijack else "none"}" '
                     f'stroke-width="2"/>')
            for i, line in enumerate(lines):
                svg_text(o, X + C / 2, py + 3.5 + lh * (i + 0.78), escape(line), size, hijack, "middle",
                         DANGER if hijack else INK)
            if hijack:
                vw = text_width(self.t(N_("variant")), 11, True) + 8
                o.append(f'<rect x="{X + C - 4 - vw:g}" y="{Y - 6}" width="{vw:g}" height="15" rx="7.5" '
                         f'fill="{DANGER}"/>')
                svg_text(o, X + C - 4 - vw / 2, Y + 5.5, self.t(N_("variant")), 11, True, "middle", "#FFFFFF")
        if clickable:
            self.kclose(X + 4, Y + 4, C - 8, C - 8, 10)
        else:
            o.append("</g>")

    def can_any(self, kind_name) -> bool:
        return any(type(a).__name__ == kind_name for a in self.legal)

    def closed_mark(self, L, X, Y):
        """Station ``L`` lies closed under the card drawn on it: an outline round the space, a badge with its letter
        and the word "closed" between the card's lower symbols."""
        o = self.o
        title = self.t(N_("Station {s} is closed: no locomotive can drive into it"), s=L)
        self.gopen(title, "station_d")
        o.append(f'<rect x="{X + 0.5}" y="{Y + 0.5}" width="{C - 1}" height="{C - 1}" rx="10" fill="none" '
                 f'stroke="{DANGER}" stroke-width="2.5" stroke-dasharray="7 4"/>')
        o.append(f'<circle cx="{X + C / 2:g}" cy="{Y + C / 2:g}" r="13" fill="{CLOSED}" stroke="{DANGER}" '
                 f'stroke-width="3"/>')
        svg_text(o, X + C / 2, Y + C / 2 + 5.5, escape(L), 15, True, "middle", "#FFFFFF")
        word = self.t(N_("closed"))
        ww = max(39, text_width(word, 11, True) + 8)
        o.append(f'<rect x="{X + 56.5 - ww / 2:g}" y="{Y + 78}" width="{ww:g}" height="16" rx="8" fill="{DANGER}"/>')
        svg_text(o, X + 56.5, Y + 90, word, 11, True, "middle", "#FFFFFF")
        o.append("</g>")

    def flight_marks(self):
        """Where a flight (Station B's ticket) can land: a plane on the landing tie, for the flights the engine
        lists now (with a card selected: the flights with that card, joined to the locomotive by a dotted line)."""
        st, o = self.st, self.o
        flights = [a for a in self.legal if type(a).__name__ == "Fly"]
        if not flights:
            return
        pl = st.players[st.cur]
        _, x0, y0 = pl.pos[0], pl.pos[1], pl.pos[2]
        X0, Y0, _ = self.node_xy(tuple(pl.pos))
        seen = set()
        for a in flights:
            spot = (a.x, a.y, a.track)
            if spot in seen:
                continue
            seen.add(spot)
            if a.x == x0:
                side = 0 if a.y < y0 else 2
            else:
                side = 1 if a.x > x0 else 3
            tie = self.ans.landings[spot]
            X, Y, _ = self.node_xy(("T", a.x, a.y, a.track, tie))
            live = self.selected is None or any(f.card == self.selected and (f.x, f.y, f.track) == spot
                                                 for f in flights)
            if live:
                o.append(f'<line x1="{X0:.1f}" y1="{Y0:.1f}" x2="{X:.1f}" y2="{Y:.1f}" stroke="{TICKET_EDGE}" '
                         f'stroke-width="2" stroke-dasharray="2 5" stroke-linecap="round"/>')
            cards = sorted({f.card for f in flights if (f.x, f.y, f.track) == spot})
            title = self.t(N_("Fly here with the flight ticket (card with action number {k}: {cards})"),
                           k=self.comp.cards[cards[0]].action, cards=", ".join(cards))
            self.kopen(f"fly:{a.x}:{a.y}:{a.track}", title, live)
            o.append(f'<circle cx="{X:.1f}" cy="{Y:.1f}" r="13" fill="{TICKET}" stroke="{TICKET_EDGE}" '
                     f'stroke-width="2.5"/>')
            g_plane(o, X, Y, 0.95, (90 * side) % 360)
            self.kclose(X - 14, Y - 14, 28, 28, 14)

    def drive_marks(self):
        """Where the selected card (or the drive under way) can end, and the next steps of a drive."""
        st, o = self.st, self.o
        reach = self.ans.reach
        self.reach = reach
        for node in sorted(reach, key=node_key):
            X, Y, _ = self.node_xy(node)
            key = "dest:" + node_key(node)
            if node[0] == "S":
                title = self.t(N_("The drive can end in Station {s}"), s=node[1])
                self.kopen(key, title, True, "rb-dest")
                o.append(f'<rect x="{X - C / 2 + 2:g}" y="{Y - C / 2 + 2:g}" width="{C - 4}" height="{C - 4}" '
                         f'rx="11" fill="none" stroke="{REACH_FILL}" stroke-width="7"/>'
                         f'<rect x="{X - C / 2 - 1.5:g}" y="{Y - C / 2 - 1.5:g}" width="{C + 3}" height="{C + 3}" '
                         f'rx="13" fill="none" stroke="{INK}" stroke-width="1.2"/>')
                self.kclose(X - C / 2 + 2, Y - C / 2 + 2, C - 4, C - 4, 11)
            elif node[0] == "E":
                title = self.t(N_("Driving here derails the locomotive"))
                self.kopen(key, title, True, "rb-dest")
                o.append(f'<rect x="{X - 30:g}" y="{Y - 16:g}" width="60" height="32" rx="6" fill="{REACH_FILL}" '
                         f'stroke="{DANGER}" stroke-width="2" stroke-dasharray="5 3"/>')
                svg_text(o, X, Y + 5, self.t(N_("derail")), 12, True, "middle", INK)
                self.kclose(X - 30, Y - 16, 60, 32)
            else:
                title = self.t(N_("The drive can end on this tie"))
                self.kopen(key, title, True, "rb-dest")
                o.append(f'<circle cx="{X:.1f}" cy="{Y:.1f}" r="7.5" fill="{REACH_FILL}" stroke="{INK}" '
                         f'stroke-width="1.8"/>')
                self.kclose(X - 8, Y - 8, 16, 16, 8)
        if not st.stack or st.stack[-1].KIND != "move":
            return
        for a in self.legal:
            k = type(a).__name__
            if k not in ("Go", "PushTo"):
                continue
            node = self.ans.steps.get(a)
            if node is None:
                continue
            X, Y = self.track_mid(node)
            colour = STEP if k == "Go" else DANGER
            key = f"{'go' if k == 'Go' else 'push'}:{a.x}:{a.y}:{a.track}"
            self.kopen(key, escape(a.describe().text(self.lang)), key in self.active)
            o.append(f'<circle cx="{X:.1f}" cy="{Y:.1f}" r="11" fill="#FFFFFF" fill-opacity=".8" stroke="{colour}" '
                     f'stroke-width="3.2"/><circle cx="{X:.1f}" cy="{Y:.1f}" r="3.5" fill="{colour}"/>')
            self.kclose(X - 12, Y - 12, 24, 24, 12)

    def tokens(self):
        st, o = self.st, self.o
        in_station: dict = {}
        for p, pl in enumerate(st.players):
            if st.phase == "layout":
                break
            node = tuple(pl.pos)
            if node[0] == "S":
                k = in_station.setdefault(node[1], [])
                k.append(p)
                continue
            X, Y, d = self.node_xy(node)
            f = None
            if d is not None and pl.facing is not None:
                f = d if pl.facing == 1 else (-d[0], -d[1])
            title = self.t(N_("{player}'s locomotive on {place}, facing {dir}"), player=Seat(p),
                           place=words.node(st, node), dir=words.side(compass_side(f)) if f else "—")
            if self.ukind == "hijack" and p != st.cur:     # the Hijack: click the locomotive to drive
                self.kopen(f"target:{p}", self.t(N_("Hijack Player {n}'s locomotive"), n=p + 1),
                           self.target_live(p))
                g_token(o, X, Y, p, f)
                self.kclose(X - 14, Y - 14, 28, 28, 14)
                continue
            self.gopen(title, "move")
            g_token(o, X, Y, p, f)
            o.append("</g>")
        for L, seats in in_station.items():
            x, y = st.stations[L]
            X, Y = self.cell_xy(x, y)
            n = len(seats)
            for i, p in enumerate(seats):
                cx = X + C / 2 + (i - (n - 1) / 2) * 22
                title = self.t(N_("{player}'s locomotive in Station {s}: it may leave by any track"),
                               player=Seat(p), s=L)
                self.gopen(title, "move")
                g_token(o, cx, Y + C - 9, p, r=10)
                o.append("</g>")

    # ------------------------------------------------------------ legend
    def legend(self, y):
        o = self.o
        items = []
        for draw, w, label, rule in (
                (lambda t: g_car(t, 0, y + 1, 7, 24, 13), 30, N_("car value: ties to drive, points when delivered"),
                 "move"),
                (lambda t: g_link(t, 0, y, "C", True), 36, N_("pick up in this station"), "pick_up"),
                (lambda t: g_link(t, 0, y, "F", False), 36, N_("deliver in this station"), "deliver"),
                (lambda t: g_die(t, 0, y, 3, 16), 22, N_("action number"), "move")):
            tmp: list = []
            draw(tmp)
            items.append((tmp, w, self.t(label), rule, label))
        x = 24
        for glyph, w, label, rule, lid in items:
            more = STRIP_WORDS.get(lid)     # what the symbol does, after its name
            self.gopen(f"{label}. {self.t(more)}" if more else label, rule)
            o.append(f'<g transform="translate({x} 0)">')
            o.extend(glyph)
            o.append("</g>")
            svg_text(o, x + w, y + 13, label, 11, fill=MUTED)
            o.append("</g>")
            x += w + text_width(label, 11) + 22
        if not self.adv or self.st.phase == "layout":
            return y + 26
        y += 28
        items = []
        for draw, w, label, rule in (
                (lambda t: g_ticket(t, 0, y - 3, 14, 19), 20, N_("flight ticket"), "station_b"),
                (lambda t: g_objection(t, 0, y - 3, 14, 19), 20, N_("objection card"), "station_g"),
                (lambda t: g_back(t, 0, y - 3, 14, 19), 20, N_("held, hidden from you"), "advanced"),
                (lambda t: (t.append(f'<circle cx="8" cy="{y + 8}" r="8" fill="{TICKET}" stroke="{TICKET_EDGE}" '
                                     f'stroke-width="1.8"/>'), g_plane(t, 8, y + 8, 0.6, 90)), 22,
                 N_("a flight can land here"), "station_b"),
                (lambda t: (t.append(f'<rect x="0" y="{y - 1}" width="30" height="18" rx="5" fill="none" '
                                     f'stroke="{DANGER}" stroke-width="2" stroke-dasharray="5 3"/>')), 36,
                 N_("closed station"), "station_d")):
            tmp = []
            draw(tmp)
            items.append((tmp, w, self.t(label), rule, label))
        x = 24
        for glyph, w, label, rule, lid in items:
            more = STRIP_WORDS.get(lid)     # what the symbol does, after its name
            self.gopen(f"{label}. {self.t(more)}" if more else label, rule)
            o.extend([f'<g transform="translate({x} 0)">', *glyph, "</g>"])
            svg_text(o, x + w, y + 13, label, 11, fill=MUTED)
            o.append("</g>")
            x += w + text_width(label, 11) + 22
        return y + 26
