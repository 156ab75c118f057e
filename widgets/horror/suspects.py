"""The suspects of the Horror table picture: each suspect's card, favor, quest and what the investigators know
(a part of :class:`widgets.horror.svg._Table`)."""
from __future__ import annotations

from rulebook.i18n import N_, Msg

from .glyphs import (
    BACK_BG, FAINT, INK, MUTED, MYSTIC_BG, PANEL, REGULAR_BG, SUSPECT_FILL, WIDTH, fit_text, g_kind, g_suspect,
    svg_text, wrap_text
)
from .words import KIND, pretty


class Suspects:
    """Draws the suspects; mixed into the table picture, whose view, words and helpers it uses."""

    # ------------------------------------------------------------ suspect boards
    def suspects(self, y):
        o, v, comp = self.o, self.v, self.comp
        svg_text(o, 18, y + 14, self.t(N_("Suspects")), 13, True)
        svg_text(o, 110, y + 14, self.t(N_("clue tokens: grey = regular, green = mystic, dark = face down; "
                                         "? = a feature one may ask about")), 10, fill=MUTED)
        y += 22
        gap = 8
        w = (WIDTH - 36 - 5 * gap) / 6
        accuse = v["phase"] == "accuse"
        hmax = 0
        for i, s in enumerate(v["suspects"]):
            x = 18 + i * (w + gap)
            board = comp.boards[i]
            tile = comp.suspects[s["tile"]]
            spots = board["spots"]
            marked = v["accused"][i] is not None
            h = 74 + 19 * max(len(b["spots"]) for b in comp.boards) + 46 + (28 if accuse or marked else 0)
            hmax = max(hmax, h)
            fill = SUSPECT_FILL[i]
            o.append(f'<rect x="{x:g}" y="{y}" width="{w:g}" height="{h}" rx="7" fill="{PANEL}" stroke="{FAINT}"/>')
            self.kopen(f"suspect:{i}", self.t(N_("Suspect {s}, in car {k}"), s=self.sus(i), k=s["car"]))
            o.append(f'<path d="M{x:g} {y + 7}a7 7 0 0 1 7 -7h{w - 14:g}a7 7 0 0 1 7 7v25h-{w:g}z" fill="{fill}"/>')
            g_suspect(o, x + 15, y + 16, fill, str(i + 1), 20)
            svg_text(o, x + 30, y + 14, fit_text(self.name(tile["name"]), 11, w - 36, True), 11, True, fill="#FFFFFF")
            cls = self.t(N_("1st class") if board["class"] == 1 else N_("2nd class"))
            svg_text(o, x + 30, y + 27, self.t(N_("{cls} · in car {k}"), cls=cls, k=s["car"]), 10, fill="#FFFFFF")
            self.kclose(x, y, w, 32, 7)
            # the favor tile: active side, or crossed out
            fy = y + 36
            self.kopen(f"favor:{i}", self.t(N_("Favor of suspect {s}: {effect}"), s=self.sus(i), effect=self.desc(tile["favor"])))
            if s["favor"]:
                o.append(f'<rect x="{x + 6:g}" y="{fy}" width="{w - 12:g}" height="30" rx="4" fill="#FFF6DA" '
                         f'stroke="#B08A2E"/>')
                svg_text(o, x + 11, fy + 12, self.t(N_("Owes a favor")), 9, True, fill="#7A5C00")
            else:
                o.append(f'<rect x="{x + 6:g}" y="{fy}" width="{w - 12:g}" height="30" rx="4" fill="#EEEAE0" '
                         f'stroke="#B5A88E"/><path d="M{x + 8:g} {fy + 28}L{x + w - 8:g} {fy + 2}" stroke="#B5A88E"/>')
                svg_text(o, x + 11, fy + 12, self.t(N_("No favor owed")), 9, True, fill=MUTED)
            svg_text(o, x + 11, fy + 25, fit_text(self.desc(tile["favor"]), 9, w - 22), 9,
                     fill=INK if s["favor"] else MUTED)
            self.kclose(x + 6, fy, w - 12, 30, 4)
            # clue tokens on their spots
            cy0 = fy + 36
            self.suspect_clues(i, s, x, cy0, w, spots)
            # the quest card, sticking out below the board
            qy = cy0 + 19 * max(len(b["spots"]) for b in comp.boards) + 2
            self.suspect_quest(i, s, x, qy, w)
            # the accusation
            self.suspect_accusation(i, x, qy + 46, w, accuse)
        return y + hmax

    def suspect_quest(self, i, s, x, qy, w):
        """Suspect ``i``'s quest card, sticking out below the board at ``qy`` (or the empty place for one)."""
        o, comp = self.o, self.comp
        if s["quest"]:
            q = comp.quests[s["quest"]]
            self.kopen(f"quest:{i}", self.t(N_("Quest of suspect {s}: needs {what}"), s=self.sus(i),
                                            what=self.cond(q["requirement"])))
            o.append(f'<rect x="{x + 6:g}" y="{qy}" width="{w - 12:g}" height="46" rx="4" '
                     f'fill="{"#E4EFE0" if s["quest_done"] else "#FFFFFF"}" stroke="#7A6A4F"/>')
            head = self.t(N_("Quest (done): {name}") if s["quest_done"] else N_("Quest: {name}"),
                          name=pretty(s["quest"].removeprefix("Q_")))
            svg_text(o, x + 11, qy + 12, fit_text(head, 9, w - 22, True), 9, True)
            for j, ln in enumerate(wrap_text(self.t(N_("needs {what}"), what=self.cond(q["requirement"])), 9,
                                             w - 22, 2)):
                svg_text(o, x + 11, qy + 26 + 13 * j, ln, 9, fill=MUTED)
            self.kclose(x + 6, qy, w - 12, 46, 4)
        else:
            o.append(f'<rect x="{x + 6:g}" y="{qy}" width="{w - 12:g}" height="40" rx="4" fill="none" '
                     f'stroke="#C9C0AE" stroke-dasharray="3 3"/>')
            svg_text(o, x + w / 2, qy + 24, self.t(N_("no quest yet")), 9, anchor="middle", fill="#A99E88",
                     italic=True)

    def suspect_accusation(self, i, x, ay, w, accuse):
        """The mark on suspect ``i`` (cultist or not), or the two buttons that mark it while accusing."""
        o = self.o
        mark = self.v["accused"][i]
        if mark is not None:
            o.append(f'<rect x="{x + 6:g}" y="{ay}" width="{w - 12:g}" height="22" rx="11" '
                     f'fill="{"#D55E00" if mark else "#FFFFFF"}" stroke="{INK}"/>')
            svg_text(o, x + w / 2, ay + 15,
                     self.t(N_("marked: cultist") if mark else N_("marked: not a cultist")), 10,
                     True, "middle", "#FFFFFF" if mark else INK)
        elif accuse:
            half = (w - 16) / 2
            for j, (yes, lab) in enumerate(((True, N_("Cultist")), (False, N_("Not cultist")))):
                bx = x + 6 + j * (half + 4)
                self.kopen(f"accuse:{i}:{'yes' if yes else 'no'}",
                           self.t(N_("Mark suspect {s}: {what}"), s=self.sus(i), what=Msg(lab)))
                o.append(f'<rect x="{bx:g}" y="{ay}" width="{half:g}" height="22" rx="11" '
                         f'fill="{"#F6D3C2" if yes else "#FFFFFF"}" stroke="{INK}"/>')
                svg_text(o, bx + half / 2, ay + 15, self.t(lab), 10, True, "middle")
                self.kclose(bx, ay, half, 22, 11)

    def suspect_clues(self, i, s, x, cy0, w, spots):
        """Suspect ``i``'s clue tokens on their spots, from ``cy0`` down: face up with their name and whether one
        may ask about them, face down (peeking: named in grey), faded ones with their count."""
        o, comp = self.o, self.comp
        for k, kind in enumerate(spots):
            ry = cy0 + 19 * k
            cid = s["clues"][k]
            key = f"clue:{i}:{k}"
            if s["up"][k]:
                tok = comp.clues[cid]
                nm = pretty(tok["name"])
                self.kopen(key, self.t(N_("{kind} clue: {name} ({mystic})"), kind=Msg(KIND[kind]), name=nm,
                                       mystic=Msg(N_("mystic") if tok["mystic"] else N_("regular"))))
                o.append(f'<rect x="{x + 6:g}" y="{ry}" width="{w - 12:g}" height="17" rx="3" '
                         f'fill="{MYSTIC_BG if tok["mystic"] else REGULAR_BG}" '
                         f'stroke="{"#3E8E5A" if tok["mystic"] else "#A39F96"}"/>')
                g_kind(o, x + 10, ry + 8.5, kind)
                svg_text(o, x + 25, ry + 12.5, fit_text(nm, 10, w - 52, True), 10, True)
                if tok.get("ask"):
                    asked = s["asked"][k]
                    svg_text(o, x + w - 10, ry + 13, "✓?" if asked else "?", 11, True, "end",
                             MUTED if asked else "#0072B2")
            else:
                peek = cid is not None
                title = (self.t(N_("Face-down {kind} clue (peeking: {name})"), kind=Msg(KIND[kind]),
                                name=pretty(comp.clues[cid]["name"])) if peek
                         else self.t(N_("Face-down {kind} clue"), kind=Msg(KIND[kind])))
                self.kopen(key, title)
                o.append(f'<rect x="{x + 6:g}" y="{ry}" width="{w - 12:g}" height="17" rx="3" fill="{BACK_BG}" '
                         f'stroke="{INK}"/>')
                g_kind(o, x + 10, ry + 8.5, kind, "#FFFFFF")
                if peek:
                    tok = comp.clues[cid]
                    svg_text(o, x + 25, ry + 12.5, fit_text(pretty(tok["name"]) + (" ●" if tok["mystic"] else ""), 10,
                                                            w - 40), 10, fill="#BFB6D6", italic=True)
                else:
                    svg_text(o, x + 25, ry + 12.5, self.t(KIND[kind]), 10, fill="#BFB6D6")
            if s["fade"][k]:
                svg_text(o, x + w - 24, ry + 12.5, f"F{s['fade'][k]}", 9, True, "end", "#F0E442")
            self.kclose(x + 6, ry, w - 12, 17, 3)
