"""The FrachtExpress table as one SVG picture (pure rendering; the engine decides everything).

:func:`render_table` draws a :class:`~rulebook.fracht_express.state.FrachtExpressState`:

* a top bar: turn, who acts, the supply and the discard pile;
* the table grid: every laid distance card with its tracks (rails and one tie
  per railroad tie of the card data) and its four corner symbols (car value,
  pick-up letter, delivery letter, action number as a die), the stations
  (a closed one greyed under its card), the locomotives as numbered tokens in
  their players' colours with a nose the way they face, and the empty spaces
  next to the rail system drawn dashed;
* the hand of the player acting (or of ``seat``) in a column right of the grid
  (so the hand and the rail system share a laptop's first screen): cards to
  select, two abreast, each with its *move*, *draw* and *pick up* buttons, then
  *End the turn*, and for a selected card its distinct quarter turns to choose
  from. A picture wider than a laptop's panel (:data:`SCREEN_W`) draws its
  text larger, so that scaled to that width no text is below 11 CSS px;
* one strip per player: hand size, attached cars (click to deliver or give
  up), delivered cars face down;
* the advanced game: the flight tickets and objection cards beside the table
  (counts in the top bar), each player's own in their strip (face up for
  the seat viewing -- ``seat``, or else the seat deciding now -- and as a
  hidden "?" card for the others, as ``state.view`` hides them), the special
  action of every station written on its card (the Hijack station marked as
  the variant), a closed station outlined and labelled on the card closing
  it, the landing places of a flight, and a **decision bar** above the hand
  whenever a station action waits for a decision: the engine's prompt, the
  turned-over action number, and buttons for the simple choices.

With a card selected (``selected``), the spaces where the engine lets it be
laid or put on top in the chosen turn (``turn``) are highlighted, and so is
every place its move can end on (:func:`widgets.fracht_express.graph.reachable`,
which plays the move on copies of the state). While a drive is under way, its
next steps are marked and so are the places it can still end on.

Clickable parts are ``<g class="rb-click" data-key="...">`` groups (class
``rb-active`` added when the key is in ``active`` or the selection makes it
live), each ending in a transparent ``<rect class="rb-hl">``. Keys::

    hand:<card>          a hand card (in the dealt layout: a station letter to place)
    turn:<r>             one of the selected card's quarter turns
    spot:<x>:<y>         a space: empty (lay the selected card) or a laid card (cover it)
    move:<card>          discard the card and drive          draw:<card>   draw new cards
    pickup:<card>        attach the card as a railroad car   end           end the turn
    car:<seat>:<card>    an attached car (deliver it, or give it up at a crossing check)
    go:<x>:<y>:<track>   the next step of a drive (track -1: a station or an empty space)
    push:<x>:<y>:<track> the way a shoved locomotive goes     stop          stop here (ruling "up_to")
    dest:<node>          a place the drive can end on (node as in ``graph.node_key``)
    use / skip           use a station's special action on arriving, or not
    station:<letter>     a station (advanced game): use its action; the station to close (Station D)
    object / noobject    the objection round: play an objection card, or let the action happen
    target:<seat>        a player (strip, button; the locomotive for the Hijack)
    attach:<card>        rapid pick-up: attach the card  discard:<card>  discard it
    done                 end the route change            fly:<x>:<y>:<track>  land a flight there

>>> import rulebook
>>> s = rulebook.GAMES["fracht_express"].new_game(players=2, seed=1)
>>> svg = render_table(s, selected=s.players[0].hand[0])
>>> svg.startswith("<svg") and 'data-key="spot:5:3"' in svg
True
"""
from __future__ import annotations

import math
from html import escape

from rulebook.fracht_express.data import turned
from rulebook.fracht_express.sections import SECTIONS
from rulebook.i18n import N_, NN_, Msg, Seat

from .decision import Decision
from .geometry import track_point
from .glyphs import (
    _FLOOR, BG, DX, DY, HOVER, INK, KEY_PREFIXES, KEY_RULES, MIN_FONT, MUTED, PAD, SCREEN_W, SECTION_TITLE, SIDE_W,
    STYLE, TOP, C, draw_card, g_deck, g_objection, g_ticket, g_token, svg_text, text_width
)
from .hand import Hand
from ..legend import SYMBOLS_TAB
from .keytypes import parse_key
from .legend import KEY_DOES
from .network import Network
from .seen import Seen, answers

__all__ = ["render_table", "KEY_PREFIXES", "draw_card"]

# ---------------------------------------------------------------- the renderer
class _Table(Network, Decision, Hand):
    """The drawing: reads only ``seen`` (the seat's view, :class:`~widgets.fracht_express.seen.Seen`) and
    ``ans`` (the engine's answers for that seat), never the state itself."""

    def __init__(self, seen, ans, seat, lang, active, selected, turn, lift=None):
        st = seen
        self.st = st
        self.comp = st.comp
        self.seat = seat
        self.lang = lang
        self.active = set(active)
        self.o: list = []
        self.ans = ans
        self.legal = ans.legal
        self.legal_set = set(self.legal)
        self.selected = selected
        self.turn = turn
        self.lift = lift
        self.adv = st.advanced
        self.unit = st.stack[-1] if st.stack and st.phase == "turn" else None
        self.ukind = self.unit.KIND if self.unit else None
        # whose flight ticket and objection card are shown face up: the seat viewing, else the seat deciding now
        self.viewer = seat if seat is not None else st.current_player

    def can(self, action) -> bool:
        return action in self.legal_set

    def t(self, msgid, **params) -> str:
        return escape(Msg(msgid, params).text(self.lang))

    def tip(self, text: str, rule: str, icons: bool = True) -> str:
        """A hover text (``text`` already escaped): the thing and how it stands, then its rulebook section, and
        (unless ``icons`` is false) where the Symbols tab explains the icons."""
        out = text + " — " + self.t(N_("rule: {section}"), section=Msg(SECTION_TITLE.get(rule, SECTIONS[0].title)))
        return f"{out} \u00b7 {self.t(SYMBOLS_TAB, tab=Msg(N_('Symbols')))}" if icons else out

    def rule_of(self, key: str) -> str:
        kind = parse_key.kind(key)
        if self.unit is not None and kind in ("target", "car", "discard", "station", "hand") and \
                self.ukind not in ("move", "special", "object"):
            return self.st.unit_rule()
        if self.st.phase == "layout":
            return "variants"
        return KEY_RULES.get(kind, "turn")

    def gopen(self, title: str, rule: str) -> None:
        """A group that explains itself: hover (or focus) shows ``title`` and the rulebook section."""
        rule = rule if rule in SECTION_TITLE else SECTIONS[0].id
        self.o.append(f'<g tabindex="-1" data-section="{rule}"><title>{self.tip(title, rule)}</title>')

    def kopen(self, key, title=None, live=None, cls="", rule=None, does=None):
        """Open a clickable part; its box says ``title`` (escaped), then what it does (``does``: Msgs, default the
        words of its kind of key, :data:`~widgets.fracht_express.legend.KEY_DOES`), its section and the Symbols tab."""
        on = key in self.active if live is None else live
        if title:
            if does is None:
                said = KEY_DOES.get(key.split(":")[0])
                does = [Msg(said)] if said else []
            title = " ".join([title if title[-1:] in ".:" else title + "."] + [escape(m.text(self.lang)) for m in does])
        c = "rb-click rb-active" if on else "rb-click"
        rule = rule or self.rule_of(key)
        rule = rule if rule in SECTION_TITLE else SECTIONS[0].id
        self.o.append(f'<g class="{c}{" " + cls if cls else ""}" data-key="{escape(key)}" tabindex="0" '
                      f'data-section="{rule}">')
        if title:
            self.o.append(f"<title>{self.tip(title, rule, True)}</title>")

    def kclose(self, x, y, w, h, rx=7):
        self.o.append(f'<rect class="rb-hl" x="{x - 2:g}" y="{y - 2:g}" width="{w + 4:g}" height="{h + 4:g}" '
                      f'rx="{rx}" fill="#000000" fill-opacity="0" stroke="none"/></g>')

    # ------------------------------------------------------------ geometry
    def layout(self):
        st = self.st
        occ = set(st.top) | {tuple(c) for c in st.stations.values()}
        front = set()
        for (x, y) in occ:
            for s in range(4):
                c = (x + DX[s], y + DY[s])
                if c not in occ:
                    front.add(c)
        if st.phase == "layout":
            front |= self.ans.spots
            if not occ:
                front.add((0, 0))
        cells = occ | front
        self.front = front
        self.x0 = min(x for x, _ in cells)
        self.y0 = min(y for _, y in cells)
        self.cols = max(x for x, _ in cells) - self.x0 + 1
        self.rows = max(y for _, y in cells) - self.y0 + 1

    def cell_xy(self, x, y):
        return self.gx + (x - self.x0) * C, self.gy + (y - self.y0) * C

    def node_xy(self, node):
        """Picture point of an engine node (a tie on its card, a station or empty space centre)."""
        if node[0] == "T":
            _, x, y, t, i = node
            cid, rot = self.st.top[(x, y)]
            a, b, n = turned(self.comp.cards[cid], rot)[t]
            (px, py), (dx, dy) = track_point(a, b, (i + 0.5) / n)
            X, Y = self.cell_xy(x, y)
            return X + C / 2 + px * C / 2, Y + C / 2 + py * C / 2, (dx, dy)
        if node[0] == "S":
            x, y = self.st.stations[node[1]]
        else:
            x, y = node[1], node[2]
        X, Y = self.cell_xy(x, y)
        return X + C / 2, Y + C / 2, None

    def track_mid(self, node):
        """Where a step onto ``node`` is marked: well along its track, seen from the side it is entered (the
        first ties of the branches of a switch lie close together), or the centre of a station or empty space."""
        if node[0] != "T":
            X, Y, _ = self.node_xy(node)
            return X, Y
        _, x, y, t, i = node
        cid, rot = self.st.top[(x, y)]
        a, b, n = turned(self.comp.cards[cid], rot)[t]
        (px, py), _ = track_point(a, b, 0.7 if i <= (n - 1) / 2 else 0.3)
        X, Y = self.cell_xy(x, y)
        return X + C / 2 + px * C / 2, Y + C / 2 + py * C / 2

    # ------------------------------------------------------------ whole picture
    def render(self, width):
        o = self.o
        self.layout()
        grid_w = self.cols * C + 2 * PAD + 24
        side = self.hand_of()[0] is not None    # the hand in a column right of the grid, on the first screen
        self.W = max(grid_w + (SIDE_W if side else 0), 940)
        self.gx = PAD + 24 + (self.W - (SIDE_W if side else 0) - 2 * PAD - 24 - self.cols * C) // 2
        self.gy = TOP + 22
        self.SX = self.W - SIDE_W + 4           # the hand column's left edge
        floor = math.ceil(MIN_FONT * self.W / SCREEN_W * 10) / 10 if self.W > SCREEN_W else 0.0
        token = _FLOOR.set(floor)
        try:
            return self._render(width, side, body=len(o))
        finally:
            _FLOOR.reset(token)

    def _render(self, width, side, body):
        st, o = self.st, self.o
        self.top_bar()
        self.grid()
        y = self.gy + self.rows * C + 12
        if side:
            y = max(y, self.hand(TOP - 2, side=True) + 12)
        y = self.legend(y)
        y = self.decision(y)
        if not side:
            y = self.hand(y + 8)
        for p in range(st.n):
            y = self.player(p, y + 8)
        if self.comp.illustrative:
            self.gopen(self.t(N_("This card set is made up for the project; a folder with the real cards can be "
                                 "loaded instead")), "distance_cards")
            svg_text(o, self.W - 16, y + 20, self.t(N_("Card tracks and symbols are an illustrative set, not the "
                                                       "printed cards.")), 11, anchor="end", fill=MUTED)
            o.append("</g>")
            y += 12
        h = y + 20
        w = width or self.W
        label = self.t(N_("FrachtExpress table"))
        o.insert(body, f'<svg xmlns="http://www.w3.org/2000/svg" class="rb-fx" viewBox="0 0 {self.W} {h}" '
                       f'width="{w}" height="{round(h * w / self.W)}" font-family="sans-serif" '
                       f'style="font-family:sans-serif;min-width:{min(self.W, SCREEN_W)}px" role="img" '
                       f'aria-label="{label}">{STYLE}'
                       f'<rect x="1" y="1" width="{self.W - 2}" height="{h - 2}" rx="14" fill="{BG}" '
                       f'stroke="#CFC6B2"/>')
        o.append("</svg>")
        return "".join(o)

    # ------------------------------------------------------------ top bar
    def top_bar(self):
        st, o = self.st, self.o
        self.gopen(self.t(N_("FrachtExpress: lay distance cards, pick up railroad cars and deliver them")), "turn")
        svg_text(o, 24, 36, "FrachtExpress", 22, True)
        o.append("</g>")
        cur = st.current_player
        x = 210
        if cur is not None:
            head = self.t(N_("Turn {n} · {player} to act"), n=st.turns, player=Seat(cur))
            self.gopen(escape(st.prompt.text(self.lang)), "turn")
            g_token(o, x + 12, 30, cur)
            svg_text(o, x + 32, 35, head, 15, True)
            o.append("</g>")
            if self.adv and st.phase != "layout":
                self.beside_the_table(x + 32 + text_width(head, 15, True) + 26)
        else:
            out = st.winners
            names = ", ".join(Seat(p).text(self.lang) for p in out) if out is not None else ""
            self.gopen(self.t(N_("The game is over: delivered cars are counted")), "end_of_game")
            svg_text(o, x, 35, self.t(NN_("Game over · winner: {names}", "Game over · winners: {names}"), names=names,
                                          n=len(out) if out is not None else 0), 15, True)
            o.append("</g>")
        # supply and discard
        rx = self.W - 24
        top = st.discard[-1] if st.discard else None
        plain = Msg(N_("Discard pile: {n}"), {"n": len(st.discard)}).text(self.lang) + (f" · {top}" if top else "")
        self.gopen(self.t(N_("Supply: {supply} face down; discard pile: {discards}, reshuffled only when a card is "
                             "needed"), supply=Msg(NN_("{n} card", "{n} cards"), {"n": len(st.deck)}),
                          discards=Msg(NN_("{n} card", "{n} cards"), {"n": len(st.discard)})), "end_of_game")
        svg_text(o, rx, 35, escape(plain), 13, anchor="end", fill=MUTED)
        sx = rx - text_width(plain, 13) - 26
        g_deck(o, sx - 4, 30, 1.0)
        svg_text(o, sx - 16, 35, self.t(N_("Supply: {n}"), n=len(st.deck)), 13, anchor="end", fill=MUTED)
        o.append("</g>")
        o.append(f'<line x1="20" y1="{TOP - 8}" x2="{self.W - 20}" y2="{TOP - 8}" stroke="#CFC6B2"/>')

    def beside_the_table(self, x):
        """The flight tickets and objection cards still lying beside the table, as two small piles."""
        st, o = self.st, self.o
        title = self.t(N_("Beside the table: {tickets}, {objections}"),
                       tickets=Msg(NN_("{n} flight ticket", "{n} flight tickets"), {"n": st.tickets}),
                       objections=Msg(NN_("{n} objection card", "{n} objection cards"), {"n": st.objections}))
        self.gopen(title, "advanced")
        g_ticket(o, x, 17, 18, 24)
        svg_text(o, x + 23, 35, f"×{st.tickets}", 14, True)
        g_objection(o, x + 52, 17, 18, 24)
        svg_text(o, x + 75, 35, f"×{st.objections}", 14, True)
        o.append("</g>")





















def hover_css(hover) -> str:
    """CSS that lights the picture's target of a button while the button is hovered or focused: ``hover`` lists
    (button label, picture keys). The panel's buttons carry their label as their ``title`` (tooltip), so a rule
    reads ``body:has(button[title="<label>"]:hover) svg.rb-fx [data-key="<key>"]`` (and the same for a title that
    starts with the label and a line break: the tooltip of a choice with foreseen consequences)."""
    marks, ghosts = [], []
    for label, keys in hover or ():
        lab = label.replace("\\", "\\\\").replace('"', '\\"')
        for k in keys:
            for state in ("hover", "focus-visible"):
                for title in (f'[title="{lab}"]', f'[title^="{lab}\\A "]'):   # a tooltip may add foreseen lines
                    head = f'body:has(button{title}:{state}) svg.rb-fx [data-key="{k}"]'
                    marks.append(head + ">.rb-hl")
                    ghosts.append(head + " .rb-ghost")
    if not marks:
        return ""
    return (f"<style>{escape(','.join(marks), quote=False)}{{stroke:{INK};stroke-width:4;stroke-dasharray:none;"
            f"fill:{HOVER};fill-opacity:.55}}{escape(','.join(ghosts), quote=False)}{{opacity:.75}}</style>")


def render_table(state, *, seat=None, lang="en", active=frozenset(), selected=None, turn=0, width=None,
                 lift=None, hover=None) -> str:
    """Draw the FrachtExpress table as one SVG string (see the module docstring for keys and highlights).

    ``selected``: a card of the hand shown (or, while stations are dealt, a station letter) whose places are
    highlighted; ``turn``: the quarter turns it would be laid with; ``lift``: during a route change (Station H),
    ``(x, y, turn)`` of the rail-system card lifted to be moved, whose possible new spaces are highlighted;
    ``hover``: (button label, picture keys) pairs whose targets light up while that button is hovered
    (:func:`hover_css`).
    """
    seen = Seen(state.view(seat), state.comp)
    svg = _Table(seen, answers(state, seat, selected), seat, lang, active, selected, turn, lift).render(width)
    css = hover_css(hover)
    return svg.replace(STYLE, STYLE + css, 1) if css else svg
