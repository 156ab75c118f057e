"""The decision bar of the FrachtExpress table picture: what the player to move is asked, its buttons and the hint
below them (a part of :class:`widgets.fracht_express.svg._Table`)."""
from __future__ import annotations

from html import escape

from rulebook.i18n import N_, Msg, Seat

from .glyphs import (
    DECIDE_BG, DECIDE_EDGE, INK, MUTED, SEL, STATION, STEP, g_back, g_die, g_objection, g_slot, g_token, svg_text,
    text_width, wrap_text
)


class Decision:
    """Draws the decision bar and the hint; mixed into the table picture."""

    # ------------------------------------------------------------ the advanced game's decisions
    def target_live(self, q) -> bool:
        """Player ``q`` may be clicked now: chosen for a robbery, or (with a card selected) hijacked."""
        from rulebook.fracht_express.actions import Hijack, Target
        if self.ukind == "hijack":
            return bool(self.selected) and self.can(Hijack(self.selected, q))
        return self.can(Target(q))

    def decision(self, y):
        """The decision bar: shown while a station's special action waits for a decision."""
        st, o = self.st, self.o
        if not self.adv or self.ukind in (None, "move", "drop"):
            return y
        from rulebook.fracht_express import actions as A
        u, kind = self.unit, self.ukind
        letter = u.station if kind in ("special", "object") else st.station_of(st.cur)
        top, h = y + 2, 96
        self.gopen(escape(st.prompt.text(self.lang)), st.unit_rule())
        o.append(f'<rect x="16" y="{top}" width="{self.W - 32}" height="{h}" rx="10" fill="{DECIDE_BG}" '
                 f'stroke="{DECIDE_EDGE}" stroke-width="2"/>')
        if letter:
            o.append(f'<rect x="28" y="{top + 14}" width="46" height="46" rx="7" fill="{STATION}" stroke="{INK}"/>')
            svg_text(o, 51, top + 46, escape(letter), 26, True, "middle", "#FFFFFF")
        decider = st.current_player
        g_token(o, 51, top + 76, decider, r=10)
        o.append("</g>")
        # buttons on the right
        buttons = []
        if kind == "special":
            buttons = [("use", N_("Use it"), self.can_any("UseSpecial")),
                       ("skip", N_("Skip it"), self.can_any("SkipSpecial"))]
        elif kind == "object":
            buttons = [("object", N_("Play objection card"), self.can(A.Object())),
                       ("noobject", N_("Let it happen"), self.can(A.NoObjection()))]
        elif kind == "route":
            buttons = [("done", N_("Finish"), self.can(A.Done()))]
        elif kind in ("robbery", "group", "hijack") or (kind == "carrob" and u.target is None):
            buttons = [(f"target:{q}", Seat(q).text(self.lang), self.target_live(q))
                       for q in range(st.n) if q != u.seat]
        bx = self.W - 28
        for key, label, ok in reversed(buttons):
            text = self.t(label) if not key.startswith("target:") else escape(label)
            bw = max(92, text_width(text, 13, True) + 26)
            bx -= bw
            self.kopen(key, text, ok, "rb-soft")
            o.append(f'<rect x="{bx:g}" y="{top + 30}" width="{bw:g}" height="32" rx="16" '
                     f'fill="{"#FFFFFF" if ok else "#EFEAE0"}" stroke="{STEP if ok else "#B9AE97"}" '
                     f'stroke-width="{2 if ok else 1}"/>')
            svg_text(o, bx + bw / 2, top + 51, text, 13, ok, "middle", INK if ok else "#8C8474")
            self.kclose(bx, top + 30, bw, 32, 16)
            bx -= 10
        right = bx - 12
        if kind == "object":     # the asked seat's own objection card, face up only to that seat
            held = self.viewer == decider and st.players[decider].objection
            cx = right - 34
            if held:
                self.kopen("object", self.t(N_("Your objection card: play it to stop the action")),
                           self.can(A.Object()))
                g_objection(o, cx, top + 24, 30, 40)
                self.kclose(cx, top + 24, 30, 40, 4)
            elif self.viewer == decider:
                g_slot(o, cx, top + 24, 30, 40)
            else:
                g_back(o, cx, top + 24, 30, 40)
            right = cx - 12
        k = u.action if kind in ("rapid", "rapidpick", "carrob") else None
        if k is not None and st.discard:      # the card turned over for this action lies on the discard pile
            word = self.t(N_("turned over: {card}"), card=st.discard[-1])
            cx = right - 24
            self.gopen(self.t(N_("The card turned over for this action: its action number is {k}"), k=k),
                       st.unit_rule())
            g_die(o, cx, top + 30, k, 24)
            svg_text(o, cx - 8, top + 47, word, 12, anchor="end", fill=MUTED)
            o.append("</g>")
            right = cx - 14 - text_width(word, 12)
        # the engine's question, and what to click
        width = right - 92
        lines = wrap_text(st.prompt.text(self.lang), 14, width)[:2]
        hint = self.decision_hint()
        self.gopen(escape(st.prompt.text(self.lang)), st.unit_rule())
        for i, line in enumerate(lines):
            svg_text(o, 90, top + 28 + 18 * i, escape(line), 14, True)
        for i, line in enumerate(wrap_text(hint, 12, width)[:2]):
            svg_text(o, 90, top + 30 + 18 * len(lines) + 15 * i, escape(line), 12, fill=SEL)
        o.append("</g>")
        return top + h + 4

    def decision_hint(self) -> str:
        st, kind, sel = self.st, self.ukind, self.selected
        if kind == "special":
            return Msg(N_("Nothing else can be done until this is decided. Click the station, or a button.")).text(
                self.lang)
        if kind == "object":
            if self.viewer != st.current_player and self.seat is not None:
                return Msg(N_("Another player is deciding.")).text(self.lang)
            return Msg(N_("Only this player decides now; the first objection stops the action.")).text(self.lang)
        if kind in ("robbery", "group") or (kind == "carrob" and self.unit.target is None):
            return Msg(N_("Click a player: the name in a strip below, or a button.")).text(self.lang)
        if kind == "close":
            if sel:
                return Msg(N_("Click a highlighted station to close it with {card}."), {"card": sel}).text(self.lang)
            return Msg(N_("Choose the hand card (and its turn), then click the station to close.")).text(self.lang)
        if kind in ("rapid", "carrob"):
            return Msg(N_("Click one of the highlighted cars.")).text(self.lang)
        if kind == "rapidpick":
            return Msg(N_("Click one of the highlighted hand cards.")).text(self.lang)
        if kind == "route":
            if not sel:
                return Msg(N_("Choose the hand card to discard, then click the card of the rail system to move.")).text(
                    self.lang)
            if self.lift is None:
                return Msg(N_("Click a highlighted card of the rail system to lift it.")).text(self.lang)
            return Msg(N_("Choose its turn beside the hand, then click a highlighted space.")).text(self.lang)
        if kind == "hijack":
            if not sel:
                return Msg(N_("Choose the hand card to discard: its action number is how many ties you drive.")).text(
                    self.lang)
            return Msg(N_("Click the locomotive to drive (or the player's button).")).text(self.lang)
        return ""

    def hint(self) -> str:
        st = self.st
        if st.phase == "over" or st.current_player is None:
            return ""
        if st.stack:
            k = st.stack[-1].KIND
            if k == "move":
                return self.t(N_("Click a blue ring for the next step, or a yellow mark to head there."))
            if k == "drop":
                return self.t(N_("Click the attached cars to give up."))
            return ""
        if st.phase == "layout":
            return (self.t(N_("Click a highlighted space to place Station {s}."), s=self.selected) if self.selected
                    else self.t(N_("Choose a station, then a space.")))
        if self.selected:
            return self.t(N_("{card}: click a highlighted space to lay it, or a yellow mark to drive there."),
                          card=self.selected)
        return self.t(N_("Click a card to select it."))
