"""The event board of the Horror table picture, its four spaces and their piles of tokens, and the draft display
(a part of :class:`widgets.horror.svg._Table`)."""
from __future__ import annotations

from html import escape

from rulebook.i18n import N_

from .legend import PART_WORDS
from .glyphs import FAINT, HEALTH, INK, MUTED, PANEL, WIDTH, fit_text, svg_text, text_width, wrap_text
from .words import SPACE_NAMES, monster_event


class EventBoard:
    """Draws the event board and the draft; mixed into the table picture, whose view, words and helpers it uses."""

    # ------------------------------------------------------------ the event board
    def monster_event(self, k) -> str:
        """What space ``k``'s printed Monster event does when the space is empty at the resolution."""
        return monster_event(self.comp, k, self.lang)

    def event_board(self, y):
        """The event board: its four spaces top to bottom (the order they resolve in), each with its pile of
        tokens (the topmost first, the ones under it faded) or, when empty, the Monster event printed on it;
        then the Pursuit, the discard and the bag."""
        from rulebook.horror.events import token_msg
        o, v = self.o, self.v
        board = v["event_board"]
        spaces = self.comp.table["event_board"]["spaces"]
        need = self.comp.table["event_board"]["resolve_at"]
        held = sum(1 for sp in board if sp)
        run = v.get("board_run") or []
        now = min(v.get("board_i", 0), 3) if run and v["phase"] == "board" else None
        row_h, x0, w = 36, 18, WIDTH - 36
        h = 40 + 4 * row_h + 30
        o.append(f'<g id="event-board" class="rb-event-board" data-held="{held}">')
        what = self.t(N_("The event board: {n} of its 4 spaces hold tokens; it resolves from the top when {k} do"),
                      n=held, k=need)
        o.append(f"<title>{escape(self.titled(what, 'event_board'), False)}</title>")
        o.append(f'<rect x="{x0}" y="{y}" width="{w}" height="{h}" rx="8" fill="{PANEL}" stroke="{FAINT}"/>')
        svg_text(o, x0 + 12, y + 22, self.t(N_("Event board")), 14, True)
        svg_text(o, x0 + 130, y + 22,
                 self.t(N_("resolves from the top, space 1 to space 4, once {k} of the 4 spaces hold "
                                             "tokens (now {n})"), k=need, n=held), 12,
                 fill=HEALTH if held >= need - 1 else MUTED)
        ty = y + 34
        for k, sid in enumerate(spaces):
            ry = ty + k * row_h
            pile = board[k]
            name = self.t(SPACE_NAMES.get(sid, sid))
            if pile:
                top = token_msg(pile[-1]).text(self.lang)
                state = self.t(N_("Space {k} ({space}): tokens in its pile: {n}; the topmost is {token}"), k=k + 1, space=name,
                               n=len(pile), token=top)
            else:
                state = self.t(N_("Space {k} ({space}): empty, so its Monster event happens: {event}"), k=k + 1,
                               space=name, event=self.monster_event(k))
            if now == k:
                state = self.t(N_("{what}; resolving now"), what=state)
            toks = " ".join(pile)
            o.append(f'<g class="rb-eb-space" data-space="{k}" data-tokens="{escape(toks)}">'
                     f"<title>{escape(self.titled(state, 'event_board'), False)}</title>")
            if self.editing:
                self.kopen(f"space:{k}")
            fill = "#FFF6DA" if now == k else ("#FFFFFF" if pile else "#F1ECE1")
            o.append(f'<rect x="{x0 + 8}" y="{ry}" width="{w - 16}" height="{row_h - 4}" rx="5" fill="{fill}" '
                     f'stroke="{INK if now == k else "#A99E88"}" stroke-width="{2 if now == k else 1}"/>')
            # the order number and the space's dots (1 to 4, as printed on the board and on its tokens)
            o.append(f'<circle cx="{x0 + 26}" cy="{ry + 16}" r="11" fill="{INK}"/>')
            svg_text(o, x0 + 26, ry + 20, str(k + 1), 12, True, "middle", "#FFFFFF")
            for d in range(k + 1):
                o.append(f'<circle cx="{x0 + 46 + d * 8}" cy="{ry + 16}" r="2.8" fill="{MUTED}"/>')
            svg_text(o, x0 + 84, ry + 21, name, 13, True)
            self.space_pile(k, pile, x0 + 260, ry, x0 + w - 16)
            if self.editing:
                self.kclose(x0 + 8, ry, w - 16, row_h - 4, 5)
            o.append("</g>")
        fy = ty + 4 * row_h + 16
        self.gopen(self.t(N_("Stunned monsters in the Pursuit: {n}; they come back by the rearmost car at the end of "
                             "the resolution"), n=len(v["pursuit"])), "monsters")
        svg_text(o, x0 + 12, fy, self.t(N_("Pursuit: {n}"), n=len(v["pursuit"])), 12, True, fill=MUTED)
        o.append("</g>")
        self.gopen(self.t(N_("Event tokens in the discard: {n}; in the bag: {b}"), n=len(v["event_discard"]),
                          b=v["event_bag_count"]) + ". " + self.t(PART_WORDS["bag"]), "event_step")
        svg_text(o, x0 + 140, fy, self.t(N_("event tokens: discard {n} · bag {b}"), n=len(v["event_discard"]),
                                         b=v["event_bag_count"]), 12, fill=MUTED)
        o.append("</g>")
        o.append("</g>")
        return y + h

    # ------------------------------------------------------------ the draft
    def space_pile(self, k, pile, tx, ry, right):
        """Space ``k``'s pile from ``tx`` to ``right``: the topmost token first, the ones under it faded (as many as
        fit, then "+n more"); an empty space shows its Monster event."""
        from rulebook.horror.events import token_msg
        o = self.o
        if pile:
            for j, tok in enumerate(reversed(pile)):
                nm = token_msg(tok).text(self.lang)
                label = nm if j == 0 else self.t(N_("under it: {token}"), token=nm)
                tw = text_width(label, 12, j == 0) + 18
                if tx + tw > right:
                    svg_text(o, tx, ry + 21, self.t(N_("+{n} more"), n=len(pile) - j), 12, fill=MUTED)
                    break
                crossed = self.comp.table["event_tokens"]["kinds"].get(tok, {}).get("crossed")
                o.append(f'<g class="rb-eb-token" data-token="{escape(tok)}">')
                o.append(f'<rect x="{tx:g}" y="{ry + 5}" width="{tw:g}" height="22" rx="11" '
                         f'fill="{"#DDEBF7" if j == 0 else "#F4F1EA"}" stroke="{INK if j == 0 else FAINT}"/>')
                svg_text(o, tx + 9, ry + 21, label, 12, j == 0, fill=INK if j == 0 else MUTED,
                         italic=bool(crossed))
                o.append("</g>")
                tx += tw + 8
        else:
            svg_text(o, tx, ry + 21, fit_text(self.t(N_("empty: Monster event: {event}"), event=self.monster_event(k)),
                                              12, right - 8 - tx), 12, fill=MUTED, italic=True)

    def draft(self, y):
        o, v = self.o, self.v
        skill = v["phase"] == "draft_skill"
        ids = v["general_display"] if skill else v["attr_display"]
        svg_text(o, 18, y + 14, self.t(N_("General skills on display") if skill else N_("Attributes on display")), 13,
                 True)
        w, h = 180, 46
        for i, did in enumerate(ids):
            x = 18 + i * (w + 10)
            d = self.comp.skills[did] if skill else self.comp.attributes[did]
            eff = self.desc(d["effect"])
            self.kopen(f"general:{did}" if skill else f"attribute:{did}",
                       self.t(N_("{name}: {effect}"), name=self.name(d["name"]), effect=eff))
            o.append(f'<rect x="{x}" y="{y + 22}" width="{w}" height="{h}" rx="6" fill="#FFFFFF" stroke="{INK}"/>')
            svg_text(o, x + 8, y + 38, fit_text(self.name(d["name"]), 12, w - 16, True), 12, True)
            for j, ln in enumerate(wrap_text(eff, 10, w - 16, 2)):
                svg_text(o, x + 8, y + 52 + 11 * j, ln, 10, fill=MUTED)
            self.kclose(x, y + 22, w, h, 6)
        return y + 22 + h
