"""The decision bar of the FrachtExpress table picture: what the player to move is asked, its buttons and the hint
below them (a part of :class:`widgets.fracht_express.svg._Table`)."""
from __future__ import annotations

from html import escape

from rulebook.fracht_express import actions as A
from rulebook.i18n import N_, Msg, Seat

from .glyphs import (
    DECIDE_BG, DECIDE_EDGE, INK, MUTED, SEL, STATION, STEP, g_back, g_die, g_objection, g_slot, g_token, svg_text,
    text_width, wrap_text
)
from .keytypes import DoneKey, NoObjectKey, ObjectKey, SkipKey, TargetKey, UseKey


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
        make = BUTTONS.get(kind)
        buttons = make(self, u) if make is not None else []
        bx = self.W - 28
        for key, label, ok in reversed(buttons):
            text = escape(label) if type(key) is TargetKey else self.t(label)   # a player's name is already words
            bw = max(92, text_width(text, 13, True) + 26)
            bx -= bw
            self.kopen(str(key), text, ok, "rb-soft")
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
        hint = HINTS.get(self.ukind)
        return hint(self).text(self.lang) if hint is not None else ""

    def hint(self) -> str:
        st = self.st
        if st.phase == "over" or st.current_player is None:
            return ""
        if st.stack:
            msgid = UNIT_HINTS.get(st.stack[-1].KIND)
            return self.t(msgid) if msgid is not None else ""
        if st.phase == "layout":
            return (self.t(N_("Click a highlighted space to place Station {s}."), s=self.selected) if self.selected
                    else self.t(N_("Choose a station, then a space.")))
        if self.selected:
            return self.t(N_("{card}: click a highlighted space to lay it, or a yellow mark to drive there."),
                          card=self.selected)
        return self.t(N_("Click a card to select it."))


# --------------------------------------------------------------------------- the decision bar, by the unit's kind
# The buttons of a pending unit: f(table, unit) -> [(key, label, clickable now)]; a label is a message id, or a
# player's name in words for a target's key.
def _targets(t, u) -> list:
    return [(TargetKey(q), Seat(q).text(t.lang), t.target_live(q)) for q in range(t.st.n) if q != u.seat]


BUTTONS = {
    "special": lambda t, u: [(UseKey(), N_("Use it"), t.can_any("UseSpecial")),
                             (SkipKey(), N_("Skip it"), t.can_any("SkipSpecial"))],
    "object": lambda t, u: [(ObjectKey(), N_("Play objection card"), t.can(A.Object())),
                            (NoObjectKey(), N_("Let it happen"), t.can(A.NoObjection()))],
    "route": lambda t, u: [(DoneKey(), N_("Finish"), t.can(A.Done()))],
    "robbery": _targets,
    "group": _targets,
    "hijack": _targets,
    "carrob": lambda t, u: _targets(t, u) if u.target is None else [],   # a player first, then a car
}


# What to click, below the engine's question: f(table) -> Msg.
def _hint_object(t) -> Msg:
    if t.viewer != t.st.current_player and t.seat is not None:
        return Msg(N_("Another player is deciding."))
    return Msg(N_("Only this player decides now; the first objection stops the action."))


def _hint_close(t) -> Msg:
    if t.selected:
        return Msg(N_("Click a highlighted station to close it with {card}."), {"card": t.selected})
    return Msg(N_("Choose the hand card (and its turn), then click the station to close."))


def _hint_route(t) -> Msg:
    if not t.selected:
        return Msg(N_("Choose the hand card to discard, then click the card of the rail system to move."))
    if t.lift is None:
        return Msg(N_("Click a highlighted card of the rail system to lift it."))
    return Msg(N_("Choose its turn beside the hand, then click a highlighted space."))


def _hint_hijack(t) -> Msg:
    if not t.selected:
        return Msg(N_("Choose the hand card to discard: its action number is how many ties you drive."))
    return Msg(N_("Click the locomotive to drive (or the player's button)."))


_PICK_PLAYER = Msg(N_("Click a player: the name in a strip below, or a button."))
_PICK_CAR = Msg(N_("Click one of the highlighted cars."))

HINTS = {
    "special": lambda t: Msg(N_("Nothing else can be done until this is decided. Click the station, or a button.")),
    "object": _hint_object,
    "robbery": lambda t: _PICK_PLAYER,
    "group": lambda t: _PICK_PLAYER,
    "carrob": lambda t: _PICK_PLAYER if t.unit.target is None else _PICK_CAR,
    "close": _hint_close,
    "rapid": lambda t: _PICK_CAR,
    "rapidpick": lambda t: Msg(N_("Click one of the highlighted hand cards.")),
    "route": _hint_route,
    "hijack": _hint_hijack,
}

# The hint while a drive or the giving up of cars waits (the basic game's units).
UNIT_HINTS = {
    "move": N_("Click a blue ring for the next step, or a yellow mark to head there."),
    "drop": N_("Click the attached cars to give up."),
}
