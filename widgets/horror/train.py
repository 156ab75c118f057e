"""The track and the train of the Horror table picture: landscapes, the train's space, each car with its plaque,
curtains, passengers, suspects, investigators and monsters (a part of :class:`widgets.horror.svg._Table`)."""
from __future__ import annotations

from rulebook.horror.names import portal_name
from rulebook.i18n import N_, Msg, Seat

from .legend import PART_WORDS
from .glyphs import (
    CAR_BODY, CAR_EDGE, CURTAIN, HEALTH, INK, LOCO_BODY, LOCO_EDGE, MONSTER_FILL, MUTED, SEAT_FILL, SUSPECT_FILL,
    WINDOW, fit_text, g_bat, g_coffin, g_die, g_essence, g_investigator, g_monster, g_suspect, svg_text, wrap_text
)
from .words import STATUS, STATUS_ORDER, pretty


class Train:
    """Draws the track and the train; mixed into the table picture, whose view, words and helpers it uses."""

    # ------------------------------------------------------------ the track and the landscapes
    def track(self, y):
        o, v = self.o, self.v
        start = self.comp.table["start_space"]
        sw = 24
        x0 = 60

        def xs(s):
            return x0 + (start - s) * sw
        ty = y + 78
        svg_text(o, 16, ty + 15, self.t(N_("Track")), 11, True, fill=MUTED)
        back = v["space"] + self.comp.table["train_length"] - 1
        for lid, hi, lo, up in v["tiles"]:
            x, w = xs(hi) + 1, (hi - lo + 1) * sw - 2
            state = "past" if lo > back else ("future" if hi < v["space"] else "current")
            if not up:
                self.gopen(self.t(N_("A face-down landscape ({n} spaces)"), n=hi - lo + 1) + ". " +
                           self.t(PART_WORDS["landscape_down"]), "train")
                o.append(f'<rect x="{x:g}" y="{y + 4}" width="{w:g}" height="68" rx="5" fill="#5A5270" stroke="{INK}"/>'
                         f'<path d="M{x + 8:g} {y + 38}h{w - 16:g}" stroke="#FFFFFF" stroke-opacity=".18" '
                         f'stroke-width="44" stroke-dasharray="2 6"/></g>')
                svg_text(o, x + w / 2, y + 43, str(hi - lo + 1), 13, True, "middle", "#FFFFFF")
                continue
            land = self.comp.landscapes[lid]
            fill = {"past": "#E3DED3", "current": "#FFF6DA", "future": "#F4EEDF"}[state]
            when = {"past": N_("{name}: behind the train"), "current": N_("{name}: the train is here"),
                    "future": N_("{name}: ahead")}[state]
            self.gopen(self.t(when, name=self.name(land["name"])) + ". " + self.t(PART_WORDS["landscape"]), "train")
            o.append(f'<rect x="{x:g}" y="{y + 4}" width="{w:g}" height="68" rx="5" fill="{fill}" '
                     f'stroke="{INK if state == "current" else "#9A8F78"}" '
                     f'stroke-width="{1.8 if state == "current" else 1}"/></g>')
            for i, ln in enumerate(wrap_text(self.name(land["name"]), 10, w - 8, 2)):
                svg_text(o, x + 4, y + 16 + 11 * i, ln, 10, True, fill=MUTED if state == "past" else INK)
            if land.get("city"):
                svg_text(o, x + w - 4, y + 27, self.t(N_("City")), 9, True, "end", "#8C4F5E")
            self._portals(x, y, w, lid, land)
        # the spaces, 43 at the left to 0 at the right, and the train mini with its front on ``space``
        for s in range(start, -1, -1):
            x = xs(s)
            on = v["space"] <= s <= back
            o.append(f'<rect x="{x + 1}" y="{ty}" width="{sw - 2}" height="22" rx="3" '
                     f'fill="{"#FFE08A" if on else "#FFFFFF"}" stroke="{"#8A8170" if s else INK}"/>')
            if s % 5 == 0 or s == start or on:
                svg_text(o, x + sw / 2, ty + 15, str(s), 10, on, "middle", INK if on else MUTED)
        fx = xs(v["space"]) + sw
        bx = max(x0 - 10, xs(back))
        o.append(f'<path d="M{bx + 2:g} {ty + 26}h{fx - bx - 10:g}l6 5h-{fx - bx - 4:g}z" fill="{INK}"/>')
        svg_text(o, max(fx - 40, x0 + 34), ty + 44, self.t(N_("train at space {n}"), n=v["space"]), 11, True, "middle")
        if v["space"] > 8:
            svg_text(o, xs(0) + sw, ty + 44, self.t(N_("destination: space 0")), 10, anchor="end", fill=MUTED)
        return ty + 48

    def _portals(self, x, y, w, lid, land):
        """The portals of a face-up landscape tile drawn at ``x``, ``y`` (width ``w``): each a clickable circle with
        its essence, its monster colours or inscription mark."""
        o, v = self.o, self.v
        ports = land["portals"]
        for k, pd in enumerate(ports):
            pid = f"{lid}.{k}"
            cx = x + (k + 0.5) * w / len(ports)
            cy = y + 53
            ess = v["portals"].get(pid, 0)
            printed = pd.get("printed", False)
            monster = pd["type"] == "monster"
            ring = MONSTER_FILL.get((pd.get("colours") or [None])[0], "#6A5A8C") if monster else "#6A5A8C"
            kind = self.t(N_("monster portal") if monster else N_("inscription portal"))
            title = self.t(N_("{kind} {p}: {n} essence"), kind=kind, p=portal_name(self, pid, self.lang) or pid,
                           n=ess)
            if printed:
                title += " · " + self.t(N_("printed essence: always active"))
            self.kopen(f"portal:{pid}", title)
            on = printed or ess > 0
            dash = "" if on else ' stroke-dasharray="3 2"'
            o.append(f'<circle cx="{cx:g}" cy="{cy}" r="13" fill="{"#FFFFFF" if on else "#EEEAE0"}" '
                     f'stroke="{ring}" stroke-width="{3 if on else 1.5}"{dash}/>')
            if monster:
                for j, c in enumerate((pd.get("colours") or [])[:2]):
                    o.append(f'<circle cx="{cx - 13 + 26 * j:g}" cy="{cy - 12}" r="4" '
                             f'fill="{MONSTER_FILL.get(c, "#777777")}" stroke="{INK}" stroke-width=".6"/>')
            else:
                o.append(f'<path d="M{cx - 4:g} {cy - 7}l8 7l-8 7" fill="none" stroke="#6A5A8C" '
                         f'stroke-opacity=".35" stroke-width="2"/>')
            if printed:
                g_essence(o, cx, cy, 7, "#D9A6CF")
            elif ess:
                g_essence(o, cx - 4, cy, 6)
                svg_text(o, cx + 6, cy + 4, str(ess), 11, True, "middle")
            self.kclose(cx - 13, cy - 13, 26, 26, 13)

    # ------------------------------------------------------------ the train, car by car
    @staticmethod
    def car_x(k):
        cw, gap = 152, 11
        return 18 + (6 - k) * (cw + gap), cw

    def train(self, y):
        o, v = self.o, self.v
        top = y + 26
        body_h = 172
        cur = v["turn"] if v["phase"] == "actions" else None
        for k in range(7):
            x, cw = self.car_x(k)
            loco = k == 0
            if k < 6:
                o.append(f'<path d="M{x - 11} {top + body_h - 22}h11" stroke="{INK}" stroke-width="3"/>')
            self.kopen(f"car:{k}", self.t(N_("Car {k}: {name}"), k=k, name=self.car_name(k)))
            if loco:
                o.append(f'<rect x="{x + 20}" y="{top - 14}" width="16" height="16" fill="{LOCO_EDGE}"/>'
                         f'<path d="M{x} {top}h{cw - 26}q26 0 26 26v{body_h - 26}h-{cw}z" fill="{LOCO_BODY}" '
                         f'stroke="{LOCO_EDGE}" stroke-width="2"/>')
            else:
                o.append(f'<rect x="{x}" y="{top}" width="{cw}" height="{body_h}" rx="8" fill="{CAR_BODY}" '
                         f'stroke="{CAR_EDGE}" stroke-width="2"/>')
            for wx in (x + 24, x + cw - 24):
                o.append(f'<circle cx="{wx}" cy="{top + body_h + 4}" r="7" fill="{INK}"/>'
                         f'<circle cx="{wx}" cy="{top + body_h + 4}" r="2.5" fill="#FFFFFF"/>')
            svg_text(o, x + 8, top + 16, fit_text(self.car_name(k), 11.5, cw - 30 - (12 if loco else 0), True), 11.5,
                     True)
            nx = x + cw - 14 - (16 if loco else 0)
            o.append(f'<circle cx="{nx}" cy="{top + 12}" r="8" fill="#FFFFFF" stroke="{MUTED}"/>')
            svg_text(o, nx, top + 16, str(k), 10, True, "middle", MUTED)
            self.kclose(x, top - 2, cw, body_h + 12, 8)
            if v["vampire"] == k:
                g_bat(o, x + cw / 2, top - 8)
                svg_text(o, x + cw / 2 + 18, top - 5, self.t(N_("vampire")), 10, True, fill="#3B2E3A")
            self.plaque(k, x, top + 22, cw)
            if not loco:
                self.curtains(k, x, top + 54, cw)
            else:
                for i, ln in enumerate(wrap_text(self.t(N_("no curtains: always closed")), 12, cw - 16, 2)):
                    svg_text(o, x + cw / 2, top + 64 + 13 * i, ln, 12, fill=MUTED, anchor="middle")
            self.figures(k, x, top + 90, cw, cur)
        # monsters by the cars
        my = top + body_h + 32
        for k in range(7):
            x, cw = self.car_x(k)
            here = [m[0] for m in v["monsters"] if m[1] == k]
            for j, col in enumerate(here):
                cx = x + 22 + j * 32
                if cx > x + cw - 12:
                    svg_text(o, x + cw - 4, my + 5, f"+{len(here) - j}", 12, True, "end")
                    break
                self.kopen(f"monster:{k}:{col}", self.t(N_("{colour} monster by car {k}"), colour=pretty(col), k=k))
                g_monster(o, cx, my, col)
                self.kclose(cx - 16, my - 16, 32, 34, 8)
        if not v["monsters"]:
            svg_text(o, 18, my + 4, self.t(N_("No monsters by the train.")), 11, fill=MUTED, italic=True)
        return my + 26

    def plaque(self, k, x, y, cw):
        o, v = self.o, self.v
        d = self.comp.locomotive if k == 0 else self.comp.cars[v["cars"][k]]
        w = cw - 16
        eff = self.desc(d["action"])
        if "condition" in d:
            eff = self.t(N_("if {cond}: {do}"), cond=self.cond(d["condition"]), do=eff)
        if k == 0:
            eff = self.t(N_("{a} ({n} left)"), a=eff, n=len(v["loco_tokens"]))
        self.kopen(f"plaque:{k}", self.t(N_("Car action of car {k}: {effect}"), k=k, effect=eff) if v["active"][k]
                   else self.t(N_("Car {k} shows the blank side of its plaque"), k=k))
        if v["active"][k]:
            o.append(f'<rect x="{x + 8}" y="{y}" width="{w}" height="29" rx="4" fill="#FFFFFF" stroke="{INK}"/>')
            lines = wrap_text(eff, 9, w - 8, 2)
            for i, ln in enumerate(lines):
                svg_text(o, x + 12, y + 12 + 13 * i + (6 if len(lines) == 1 else 0), ln, 12)
        else:
            o.append(f'<rect x="{x + 8}" y="{y}" width="{w}" height="29" rx="4" fill="#E8E1D2" stroke="#A99E88" '
                     f'stroke-dasharray="4 3"/>')
            svg_text(o, x + 8 + w / 2, y + 16, self.t(N_("no car action")), 10, fill=MUTED, anchor="middle",
                     italic=True)
        self.kclose(x + 8, y, w, 29, 4)

    def curtains(self, k, x, y, cw):
        o, v = self.o, self.v
        state = v["curtains"][k]
        label = {"open": N_("curtains open"), "closed": N_("curtains closed"),
                 "banished": N_("curtains banished (open)")}[state]
        self.kopen(f"curtains:{k}", self.t(label))
        ww = (cw - 16 - 8) / 3
        for i in range(3):
            wx = x + 8 + i * (ww + 4)
            o.append(f'<rect x="{wx:g}" y="{y}" width="{ww:g}" height="22" rx="3" fill="{WINDOW}" stroke="{CAR_EDGE}"/>')
            if state == "closed":
                o.append(f'<rect x="{wx:g}" y="{y}" width="{ww:g}" height="22" rx="3" fill="{CURTAIN}"/>'
                         f'<path d="M{wx + ww / 4:g} {y}v22M{wx + ww / 2:g} {y}v22M{wx + 3 * ww / 4:g} {y}v22" '
                         f'stroke="#5E2630" stroke-width="1"/>')
            elif state == "open":
                o.append(f'<path d="M{wx:g} {y}h8q-4 11 0 22h-8zM{wx + ww:g} {y}h-8q4 11 0 22h8z" fill="{CURTAIN}"/>')
        self.kclose(x + 8, y, cw - 16, 22, 3)
        svg_text(o, x + cw / 2, y + 33, self.t(label), 9, fill=MUTED, anchor="middle")

    def figures(self, k, x, y, cw, cur):
        o, v = self.o, self.v
        cap = self.comp.table["locomotive_capacity"] if k == 0 else self.comp.table["car_capacity"]
        cols = 2 if k == 0 else 3
        cell_w, cell_h = (cw - 16) / cols, 38
        figs = [("inv", p) for p, me in enumerate(v["inv"]) if me["car"] == k]
        figs += [("sus", i) for i, s in enumerate(v["suspects"]) if s["car"] == k]
        here = [q[1] for q in v["passengers"] if q[0] == k]
        for s in STATUS_ORDER + ("dead",):
            figs.extend(("pas", s) for _ in range(here.count(s)))
        for i in range(max(cap, len(figs))):
            cx = x + 8 + (i % cols + 0.5) * cell_w
            cy = y + (i // cols + 0.5) * cell_h
            if i >= len(figs):
                o.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="12" fill="none" stroke="#B5A88E" stroke-dasharray="2 3"/>')
                continue
            kind, what = figs[i]
            if kind == "inv":
                self.kopen(f"car:{k}", self.t(N_("{player}: {name}"), player=Seat(what), name=self.inv_name(what)))
                g_investigator(o, cx, cy, SEAT_FILL[what % 4], self.initials(what))
                if cur == what:
                    o.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="17.5" fill="none" stroke="{INK}" stroke-width="1.6" '
                             f'stroke-dasharray="3 2"/>')
                self.kclose(cx - 15, cy - 15, 30, 30, 15)
            elif kind == "sus":
                self.kopen(f"suspect:{what}", self.t(N_("Suspect {s}"), s=self.sus(what)))
                g_suspect(o, cx, cy, SUSPECT_FILL[what], str(what + 1))
                self.kclose(cx - 14, cy - 14, 28, 28, 3)
            elif what == "dead":
                self.gopen(self.t(N_("A dead passenger under a coffin")) + ". " + self.t(PART_WORDS["coffin"]),
                           "passengers")
                g_coffin(o, cx, cy, 28)
                o.append("</g>")
            else:
                self.kopen(f"passenger:{k}:{what}", self.t(N_("{status} passenger in car {k}"),
                                                           status=Msg(STATUS[what]), k=k))
                g_die(o, cx, cy, what)
                self.kclose(cx - 14, cy - 14, 28, 28, 6)
        if len(figs) >= cap:
            svg_text(o, x + cw - 8, y - 5, self.t(N_("full")), 9, True, "end", HEALTH)
