"""The investigators' sheets of the Horror table picture, the Grimoire, the items and the conversation bag (a
part of :class:`widgets.horror.svg._Table`)."""
from __future__ import annotations

from fractions import Fraction

from rulebook.i18n import N_, NN_, Msg, Seat

from .glyphs import (
    FAINT, GOLD_EDGE, HEALTH, INK, MUTED, OCCULT, PANEL, SEAT_FILL, SILVER, STAMINA, WIDTH, fit_text, g_crack,
    g_investigator, g_marker, g_occult, g_sanity, g_skull, g_xp, svg_text, text_width
)
from .words import TOKEN, WHAT


class Sheets:
    """Draws the investigators' sheets and what they share; mixed into the table picture."""

    # ------------------------------------------------------------ investigator boards
    def boards(self, y):
        n = len(self.v["inv"])
        gap = 10
        w = (WIDTH - 36 - gap * 3) / 4 if n > 2 else (WIDTH - 36 - gap) / 2
        h = 0
        for p in range(n):
            h = max(h, self.board(p, 18 + p * (w + gap), y, w))
        return y + h

    def board(self, p, x, y, w):
        o, v, comp = self.o, self.v, self.comp
        me = v["inv"][p]
        data = comp.investigators[me["id"]]
        colour = SEAT_FILL[p % 4]
        turn = v["turn"] == p and v["phase"] != "over"
        y0 = y
        frame = len(o)
        o.append("")  # the frame, drawn once the height is known
        o.append(f'<path d="M{x:g} {y + 8}a8 8 0 0 1 8 -8h{w - 16:g}a8 8 0 0 1 8 8v20h-{w:g}z" fill="{colour}"/>')
        g_investigator(o, x + 16, y + 14, colour, self.initials(p), 10)
        svg_text(o, x + 32, y + 19, fit_text(self.inv_name(p), 13, w - 112, True), 13, True)
        if me["unstable"]:
            g_crack(o, x + w - 72, y + 14, INK)
            svg_text(o, x + w - 8, y + 19, self.t(N_("Unstable")), 11, True, "end")
        else:
            svg_text(o, x + w - 8, y + 19, self.t(N_("stable")), 11, anchor="end")
        y += 28
        svg_text(o, x + 8, y + 15, fit_text(self.t(N_("{player} · in car {k}: {car}"), player=Seat(p), k=me["car"],
                                                   car=self.car_name(me["car"])), 11, w - 16), 11, fill=MUTED)
        y += 20
        y = self.sheet_gauges(p, x, y, w, me, data)
        y = self.sheet_skills(p, x, y, w, me, data)
        y = self.sheet_track(p, x, y, w, me, data)
        y = self.sheet_specialties(p, x, y, w, me, data)
        h = y - y0
        o[frame] = (f'<rect x="{x:g}" y="{y0}" width="{w:g}" height="{h}" rx="8" fill="{PANEL}" '
                    f'stroke="{INK if turn else FAINT}" stroke-width="{2 if turn else 1}"/>')
        return h

    def sheet_gauges(self, p, x, y, w, me, data):
        """Health and stamina (the skull kills), then the sanity tokens; returns the y below them."""
        o, comp = self.o, self.comp
        # health (the skull kills) and stamina (never above health)
        top = comp.health_max
        bw = min(22, (w - 78) / (top + 1))
        for label, key, fill in ((N_("Health"), "health", HEALTH), (N_("Stamina"), "stamina", STAMINA)):
            svg_text(o, x + 8, y + 13, self.t(label), 11, True)
            for k in range(top + 1):
                bx = x + 66 + k * bw
                blocked = key == "stamina" and k > me["health"]
                o.append(f'<rect x="{bx:g}" y="{y + 1}" width="{bw - 2:g}" height="16" rx="3" '
                         f'fill="{"#EDE7DA" if blocked else "#FFFFFF"}" stroke="#A99E88"/>')
                if k == me[key] and not (key == "health" and k == data["skull"]):
                    o.append(f'<rect x="{bx + 1:g}" y="{y + 2}" width="{bw - 4:g}" height="14" rx="3" fill="{fill}"/>')
                    svg_text(o, bx + bw / 2 - 1, y + 13, str(k), 10, True, "middle", "#FFFFFF")
                elif key == "health" and k == data["skull"]:
                    g_skull(o, bx + bw / 2 - 1, y + 8, HEALTH if me["health"] <= k else INK)
                else:
                    svg_text(o, bx + bw / 2 - 1, y + 13, str(k), 9, anchor="middle", fill="#A99E88")
                if blocked:
                    o.append(f'<path d="M{bx + 2:g} {y + 15}l{bw - 6:g} -12" stroke="#B5A88E"/>')
            y += 20
        # sanity tokens leave from the left; the unstable mark sits on the token whose loss flips the portrait
        svg_text(o, x + 8, y + 13, self.t(N_("Sanity")), 11, True)
        start = data["sanity"]
        lost = max(0, start - me["sanity"])
        flip = start - data["unstable_at"] - 1
        step = min(20, (w - 100) / max(start, 1))
        for k in range(start):
            cx = x + 74 + k * step
            g_sanity(o, cx, y + 9, 7, empty=k < lost)
            if k == flip:
                g_crack(o, cx, y + 9, "#7A1F2B" if k < lost else "#FFFFFF")
        svg_text(o, x + w - 8, y + 13, self.t(N_("{n} left"), n=me["sanity"]), 10, anchor="end", fill=MUTED)
        y += 22
        return y

    def sheet_skills(self, p, x, y, w, me, data):
        """The skill slots, one main action each, a marker beside a used one; returns the y below them."""
        o, comp = self.o, self.comp
        # skills: one main action each; a marker next to a used one
        svg_text(o, x + 8, y + 12, self.t(N_("Skills (main actions)")), 11, True)
        y += 16
        lv = {1: "I", 2: "II", "specialty": "★"}
        for k, sid in enumerate(me["slots"]):
            ry = y + k * 21
            if sid is None:
                o.append(f'<rect x="{x + 8:g}" y="{ry}" width="{w - 38:g}" height="19" rx="3" fill="none" '
                         f'stroke="#C9C0AE" stroke-dasharray="3 3"/>')
                svg_text(o, x + 14, ry + 13, self.t(N_("empty slot")), 10, fill="#A99E88", italic=True)
                continue
            sk = comp.skills[sid]
            tag = lv.get(sk["level"], "G") if sk.get("owner") else "G"
            eff = self.desc(sk["effect"])
            if "condition" in sk:
                eff += " · " + self.cond(sk["condition"])
            self.kopen(f"skill:{p}:{sid}", self.t(N_("{name}: {effect}"), name=self.name(sk["name"]), effect=eff))
            o.append(f'<rect x="{x + 8:g}" y="{ry}" width="{w - 38:g}" height="19" rx="3" '
                     f'fill="{"#EFE9DC" if me["marked"][k] else "#FFFFFF"}" stroke="#A99E88"/>')
            svg_text(o, x + 18, ry + 13, tag, 9, True, "middle", MUTED)
            nm = fit_text(self.name(sk["name"]), 11, 118, True)
            svg_text(o, x + 28, ry + 13, nm, 11, True)
            nx = x + 28 + text_width(nm, 11, True) + 6
            svg_text(o, nx, ry + 13, fit_text(eff, 10, x + w - 36 - nx), 10, fill=MUTED)
            self.kclose(x + 8, ry, w - 38, 19, 3)
            if me["marked"][k]:
                g_marker(o, x + w - 17, ry + 9.5)
        y += len(me["slots"]) * 21 + 4
        return y

    def sheet_track(self, p, x, y, w, me, data):
        """The action track and its experience, the rest tile and the own basic action; returns the y below."""
        o, comp = self.o, self.comp
        # action track: markers leave from the left and uncover experience symbols
        svg_text(o, x + 8, y + 13, self.t(N_("Action track")), 11, True)
        at = comp.table["action_track"]["experience_at"]
        n = comp.table["action_track"]["markers"]
        step = min(22, (w - 104) / n)
        for k in range(n):
            cx = x + 100 + k * step
            if k < me["track"]:
                o.append(f'<circle cx="{cx:g}" cy="{y + 8}" r="7" fill="#FFFFFF" stroke="#C9C0AE"/>')
                if k in at:
                    g_xp(o, cx, y + 8)
            else:
                g_marker(o, cx, y + 8)
                if k in at:
                    o.append(f'<circle cx="{cx:g}" cy="{y + 8}" r="2" fill="{GOLD_EDGE}"/>')
        xp = sum(1 for k in at if k < me["track"])
        svg_text(o, x + w - 8, y + 28, self.t(N_("experience showing: {n}"), n=xp), 10, anchor="end", fill=MUTED)
        y += 32
        # rest tile and the investigator's own basic action
        rt = comp.rest_tiles[me["rest"]]
        half = (w - 24) / 2
        self.kopen(f"rest:{p}", self.t(N_("{name}: restore {n} stamina, spend experience, markers back"),
                                       name=self.name(rt["name"]), n=rt["stamina"]))
        o.append(f'<rect x="{x + 8:g}" y="{y}" width="{half:g}" height="34" rx="4" fill="#F3F4F6" stroke="#8A949E"/>')
        g_marker(o, x + 20, y + 17, SILVER, "#6B737B")
        svg_text(o, x + 32, y + 14, fit_text(self.name(rt["name"]), 11, half - 30, True), 11, True)
        extra = rt.get("extra_experience", 0)
        sub = self.t(N_("+{n} stamina"), n=rt["stamina"])
        if extra:
            sub = self.t(N_("{a}, +{n} experience"), a=sub, n=extra)
        svg_text(o, x + 32, y + 27, fit_text(sub, 10, half - 30), 10, fill=MUTED)
        self.kclose(x + 8, y, half, 34, 4)
        u = data["unique"]
        ux = x + 16 + half
        ueff = self.desc(u["effect"])
        self.kopen(f"unique:{p}", self.t(N_("Own basic action {name}: {effect}"), name=self.name(u["name"]), effect=ueff))
        o.append(f'<rect x="{ux:g}" y="{y}" width="{half:g}" height="34" rx="4" fill="#FFFFFF" stroke="#A99E88"/>')
        svg_text(o, ux + 6, y + 14, fit_text(self.name(u["name"]), 11, half - 12, True), 11, True)
        svg_text(o, ux + 6, y + 27, fit_text(ueff, 9, half - 12), 9, fill=MUTED)
        self.kclose(ux, y, half, 34, 4)
        y += 40
        return y

    def sheet_specialties(self, p, x, y, w, me, data):
        """The specialty skills still to learn; returns the y below them."""
        o = self.o
        # specialty skills still to learn
        left = [s for s in data["skills"] if s["level"] == "specialty" and s["id"] not in me["learned"]]
        svg_text(o, x + 8, y + 12, self.t(N_("Specialties to learn")), 10, True, fill=MUTED)
        y += 16
        sx = x + 8
        for s in left:
            nm = self.name(s["name"])
            bw_ = text_width(nm, 10) + 14
            if sx + bw_ > x + w - 6:
                sx = x + 8
                y += 21
            self.kopen(f"learn:{p}:{s['id']}", self.t(N_("{name}: {effect}"), name=nm, effect=self.desc(s["effect"])))
            o.append(f'<rect x="{sx:g}" y="{y}" width="{bw_:g}" height="17" rx="8" fill="#FFFFFF" stroke="#A99E88"/>')
            svg_text(o, sx + 7, y + 12, nm, 10)
            self.kclose(sx, y, bw_, 17, 8)
            sx += bw_ + 5
        if not left:
            svg_text(o, x + 8, y + 12, self.t(N_("all learned")), 10, fill=MUTED, italic=True)
        y += 24
        return y

    # ------------------------------------------------------------ Grimoire, items, conversation bag
    def solo(self, y):
        w = (WIDTH - 36 - 10) / 2
        h0 = self.board(0, 18, y, w)
        x = 18 + w + 10
        hg = self.grimoire(x, y, w)
        half = (w - 12) / 2
        h1 = self.items(x, y + hg + 6, half)
        h2 = self.bag(x + half + 12, y + hg + 6, half)
        return y + max(h0, hg + 6 + max(h1, h2))

    def bottom(self, y):
        h1 = self.grimoire(18, y, 420)
        h2 = self.items(452, y, 330)
        h3 = self.bag(798, y, WIDTH - 816)
        return y + max(h1, h2, h3)

    def grimoire(self, x, y, w):
        o, v, comp = self.o, self.v, self.comp
        svg_text(o, x, y + 14, self.t(N_("Grimoire")), 13, True)
        svg_text(o, x + w, y + 14, self.t(N_("spell deck {n} · sanity tokens at the bottom {b}"),
                                          n=v["spell_deck_count"],
                                          b=v["grimoire_bottom"]), 10, anchor="end", fill=MUTED)
        cw, ch = (w - 8) / 2, 54
        self.kopen("occult", self.t(N_("The Grimoire's Occult tokens: a gain takes one from the slot with the fewest")))
        for k, (tokens, spell, _san) in enumerate(v["grimoire"]):
            if spell is not None:
                continue
            cx = x + (k % 2) * (cw + 8)
            cy = y + 22 + (k // 2) * (ch + 6)
            o.append(f'<rect x="{cx:g}" y="{cy}" width="{cw:g}" height="{ch}" rx="5" fill="#EEE8F6" stroke="#8E7CB0"/>')
            svg_text(o, cx + 8, cy + 15, self.t(N_("slot {k}: {n} Occult"), k=k + 1, n=tokens), 10, True, fill=OCCULT)
            for j in range(tokens):
                g_occult(o, cx + 16 + j * 18, cy + 36, 7)
            if tokens == 0:
                svg_text(o, cx + 8, cy + 40, self.t(N_("empty: no spell left in the deck")), 9, fill=MUTED, italic=True)
        self.kclose(x, y + 22, w, 3 * (ch + 6) - 6, 5)
        for k, (tokens, spell, san) in enumerate(v["grimoire"]):
            if spell is None:
                continue
            cx = x + (k % 2) * (cw + 8)
            cy = y + 22 + (k // 2) * (ch + 6)
            sp = comp.spells[spell]
            eff, strong = self.desc(sp["effect"]), self.desc(sp["unstable"])
            self.kopen(f"spell:{k}", self.t(N_("Spell {name}: {effect} (unstable: {strong})"), name=self.name(sp["name"]),
                                            effect=eff, strong=strong))
            o.append(f'<rect x="{cx:g}" y="{cy}" width="{cw:g}" height="{ch}" rx="5" fill="#FFFFFF" '
                     f'stroke="{OCCULT}" stroke-width="1.6"/>')
            svg_text(o, cx + 8, cy + 15, fit_text(self.name(sp["name"]), 11, cw - 40, True), 11, True, fill=OCCULT)
            svg_text(o, cx + 8, cy + 30, fit_text(eff, 9, cw - 16), 9)
            g_crack(o, cx + 12, cy + 43, "#7A1F2B")
            svg_text(o, cx + 20, cy + 47, fit_text(strong, 9, cw - 28), 9, fill=MUTED)
            if san:
                g_sanity(o, cx + cw - 13, cy + 12, 7)
                if san > 1:
                    svg_text(o, cx + cw - 24, cy + 16, str(san), 10, True, "end")
            self.kclose(cx, cy, cw, ch, 5)
        return 22 + 3 * (ch + 6)

    def items(self, x, y, w):
        o, v, comp = self.o, self.v, self.comp
        svg_text(o, x, y + 14, self.t(N_("Items (shared)")), 13, True)
        svg_text(o, x + w, y + 14, self.t(N_("deck {n} · banished {b}"), n=v["item_deck_count"],
                                          b=len(v["items_banished"])), 10,
              anchor="end", fill=MUTED)
        if not v["items"]:
            svg_text(o, x, y + 38, self.t(N_("The investigators have no items.")), 11, fill=MUTED, italic=True)
            return 60
        ih = 38
        shown = v["items"][:4]
        for j, iid in enumerate(shown):
            it = comp.items[iid]
            iy = y + 22 + j * (ih + 4)
            cost = ", ".join(self.t(N_("−{n} {what}"), n=n, what=Msg(WHAT[k])) for k, n in it["cost"].items())
            typ = self.t(N_("tome") if it["type"] == "tome" else N_("artifact"))
            eff = self.desc(it["effect"])
            self.kopen(f"item:{iid}", self.t(N_("{name} ({type}): costs {cost}, then {effect}"),
                                             name=self.name(it["name"]), type=typ, cost=cost, effect=eff))
            o.append(f'<rect x="{x}" y="{iy}" width="{w}" height="{ih}" rx="5" fill="#FFFFFF" '
                     f'stroke="{"#8A6242" if it["type"] == "artifact" else "#3F6A8E"}" stroke-width="1.4"/>')
            svg_text(o, x + 8, iy + 15, fit_text(self.name(it["name"]), 11, w - 110, True), 11, True)
            svg_text(o, x + w - 8, iy + 15, typ + " · " + cost, 10, anchor="end", fill=MUTED)
            svg_text(o, x + 8, iy + 30, fit_text(eff, 10, w - 16), 10)
            self.kclose(x, iy, w, ih, 5)
        if len(v["items"]) > len(shown):
            svg_text(o, x, y + 34 + len(shown) * (ih + 4), self.t(N_("and {n} more"), n=len(v["items"]) - len(shown)),
                     11,
                     fill=MUTED)
            return 44 + len(shown) * (ih + 4)
        return 22 + len(shown) * (ih + 4)

    def bag(self, x, y, w):
        o, v = self.o, self.v
        svg_text(o, x, y + 14, self.t(N_("Conversation bag")), 13, True)
        counts = v["bag_counts"]     # known from what is out of the bag; the order never shows
        self.kopen("bag", self.t(NN_("The conversation bag: {n} token", "The conversation bag: {n} tokens"),
                                 n=v["bag_count"]))
        o.append(f'<path d="M{x + 10} {y + 34}q-10 50 10 64h60q20 -14 10 -64z" fill="#E8D7B8" stroke="#7A6A4F" '
                 f'stroke-width="1.5"/><path d="M{x + 14} {y + 30}h52l-6 8h-40z" fill="#CDB48A" stroke="#7A6A4F"/>')
        svg_text(o, x + 40, y + 74, str(v["bag_count"]), 20, True, "middle")
        self.kclose(x + 2, y + 26, 80, 74, 10)
        tx = x + 100
        rows = [(self.t(TOKEN[h]), counts.get(h, 0), INK) for h in ("ticket", "desire", "feature", "class1", "class2")]
        rows.append((self.t(N_("rewards (green)")), sum(c for t, c in counts.items() if t.startswith("g:")), "#2E7D4F"))
        rows.append((self.t(N_("penalties (red)")), sum(c for t, c in counts.items() if t.startswith("r:")), "#B23A1E"))
        for j, (lab, n, col) in enumerate(rows):
            svg_text(o, tx, y + 34 + 14 * j, lab, 11, fill=col)
            svg_text(o, tx + 126, y + 34 + 14 * j, str(n), 11, True, "end")
        if v["conv_aside"]:
            svg_text(o, x, y + 142, self.t(N_("Set aside: the Clue token")), 10, fill=MUTED, italic=True)
        fr = v["stack"][-1] if v["stack"] and v["stack"][-1][0] == "talk" else None
        if fr is None:
            return 148
        # the talk in progress (a saved ``["talk", ctx, talk]`` frame): the drawn tokens lie on the table
        from rulebook.horror.talk import HORIZONTAL
        ty = y + 164
        t = fr[2]
        svg_text(o, x, ty, self.t(N_("Talk: preparing") if t["stage"] == "prepare" else N_("Talk: conversing")), 12,
                 True)
        if t["stage"] == "converse":
            odds = Fraction(v["talk_odds"])
            ty += 16
            svg_text(o, x, ty, self.t(N_("the next draw fails with chance {p} ({pc}%)"), p=str(odds),
                                      pc=f"{float(odds) * 100:.1f}"), 11, True, fill="#B23A1E" if odds else "#2E7D4F")
        drawn = t["drawn"]
        tw_, th = 64, 22
        per = max(1, int((w + 4) // (tw_ + 4)))
        for j, tok in enumerate(drawn):
            bx = x + (j % per) * (tw_ + 4)
            by = ty + 8 + (j // per) * (th + 4)
            fill = "#C9E8D0" if tok.startswith("g:") else ("#F6C9B8" if tok.startswith("r:") else "#FFFFFF")
            pair = tok in HORIZONTAL and drawn.count(tok) >= 2
            self.kopen(f"drawn:{tok}", self.t(TOKEN.get(tok, tok)))
            o.append(f'<rect x="{bx:g}" y="{by}" width="{tw_}" height="{th}" rx="4" fill="{fill}" '
                     f'stroke="{"#D55E00" if pair else INK}" stroke-width="{2.2 if pair else 1}"/>')
            svg_text(o, bx + tw_ / 2, by + 15, fit_text(self.t(TOKEN.get(tok, tok)), 10, tw_ - 4), 10, True, "middle")
            self.kclose(bx, by, tw_, th, 4)
        sy = ty + 8 + ((len(drawn) + per - 1) // per) * (th + 4) + 2
        if t["stage"] == "converse":
            lab = self.t(N_("Stop talking"))
            sw_ = text_width(lab, 11, True) + 18
            self.kopen("stop", lab)
            o.append(f'<rect x="{x}" y="{sy}" width="{sw_:g}" height="22" rx="11" fill="#FFFFFF" stroke="{INK}"/>')
            svg_text(o, x + sw_ / 2, sy + 15, lab, 11, True, "middle")
            self.kclose(x, sy, sw_, 22, 11)
            sy += 26
        return sy - y
