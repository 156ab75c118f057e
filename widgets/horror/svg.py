"""The Horror on the Orient Express table as one SVG picture (pure rendering, standard library only).

:func:`render_table` draws a :class:`~rulebook.horror.state.HorrorState` from
top to bottom:

* a header (turn, who acts, main action done or not, basic actions left) and
  the pools whose emptiness loses the game (essence, coffins, monsters), the
  Pursuit, Occult tokens, the event bag and the train's speed;
* the track from space 43 (left) to space 0 (right) with the landscapes above
  it (face down until the train reaches them; portals with their essence) and
  the train mini on it;
* the train car by car, the Locomotive at the right (the front): each car's
  name, its action plaque (or the blank side), its curtains open or closed,
  the figures in it -- investigators (round, in their seat's colour),
  suspects (square, with their board number) and passengers (dice showing
  their status face; a coffin for a dead one) on the car's spots -- the
  vampire hanging outside its car, and the monsters by each car;
* one board per investigator: health (with the skull), stamina (never above
  health), sanity tokens (the unstable mark on the token whose loss flips the
  portrait), the skills with their action markers, the action track with its
  experience symbols, the rest tile, the investigator's own basic action and
  the specialty skills still to learn;
* the six suspect boards: favor, clue tokens (face down, or face up on a grey
  regular or green mystic background), the quest card, the accusation;
* the Grimoire (Occult tokens, learned spells, sanity tokens on them), the
  shared items, and the conversation bag as counts per kind (never its order),
  with the tokens of a talk in progress and the exact chance that the next
  draw fails it.

Hidden information: Horror is cooperative and hides the same things from
every seat (face-down clue tokens, face-down landscapes, the order of the
bags, the decks). The picture always draws ``state.view(seat)`` (seat 0 when
no seat is given), so face-down things stay face down in explore mode too;
``peek=True`` shows their faces (for a teacher preparing a lesson).

Clickable parts are ``<g class="rb-click" data-key="...">`` groups (plus
``rb-active`` when the key is in ``active``), each ending with a transparent
``<rect class="rb-hl">`` covering it. Keys (see :mod:`widgets.horror.keys`)::

    car:<k>                   a car, 0 = Locomotive ... 6 = rearmost
    curtains:<k>              the curtains of car k
    plaque:<k>                the action plaque of car k
    passenger:<k>:<status>    a living passenger of that status in car k
    suspect:<i>               suspect i (0-5): the figure and the board's name
    favor:<i>                 the favor tile of suspect i
    quest:<i>                 the quest card under suspect i's board
    clue:<i>:<spot>           a clue spot on suspect board i
    monster:<k>:<colour>      a monster by car k
    portal:<landscape>.<n>    a portal on a face-up landscape
    skill:<p>:<skill>         a skill tile on investigator p's board
    learn:<p>:<skill>         a specialty skill investigator p has not learned
    rest:<p>                  investigator p's rest tile
    unique:<p>                investigator p's own basic action
    item:<item>               an item in the shared pool
    spell:<slot>              a Grimoire slot holding a spell
    occult                    the Occult tokens of the Grimoire
    bag                       the conversation bag
    drawn:<token>             a token drawn in the talk in progress
    stop                      stop talking
    end                       end the actions of the turn
    accuse:<i>:<yes|no>       mark suspect i as cultist or not
    general:<skill>           a general skill on display (draft)
    attribute:<id>            an attribute on display (draft)
    space:<k>                 event board space k (0 = the top one), drawn only for the position editor
                              (``editing=True``)

Every word comes from :mod:`rulebook.i18n` (message ids marked with ``N_``).

>>> import rulebook
>>> s = rulebook.GAMES["horror"].new_game(players=2, seed=1)
>>> svg = render_table(s)
>>> svg.startswith("<svg") and 'data-key="car:0"' in svg
True
"""
from __future__ import annotations

import math
from html import escape

from rulebook.i18n import N_, NN_, Msg, Seat, translate

from .board import EventBoard
from .glyphs import (
    BG, FAINT, HEALTH, INK, KEY_PREFIXES, MIN_FONT, MIN_WIDTH_CSS, MONSTER_FILL, MUTED, PANEL, PARTS, SEAT_FILL, STYLE,
    WIDTH, g_coffin, g_essence, g_monster, g_occult, svg_text, text_width
)
from ..legend import SYMBOLS_TAB
from .keytypes import parse_key
from .legend import KEY_DOES, PART_WORDS, render_legend
from .sheets import Sheets
from .suspects import Suspects
from .train import Train
from .words import KEY_SECTION, PHASE, describe, describe_condition, section_title

__all__ = ["KEY_PREFIXES", "MONSTER_FILL", "PARTS", "parts", "SEAT_FILL", "WIDTH", "describe", "render_event_board", "render_table"]


# ---------------------------------------------------------------- the renderer
class _Table(Train, EventBoard, Sheets, Suspects):
    """The drawing of one view: everything on the table comes from ``view`` (``state.view(seat)``, see
    :mod:`rulebook.horror.view`), only names and printed texts from ``comp`` (the game data)."""

    def __init__(self, view, comp, lang, active, editing=False):
        self.editing = editing
        self.comp = comp
        self.lang = lang
        self.active = active
        self.o: list = []
        self.v = view
        self._titled = translate(N_("{what} (rulebook: {section})"), lang)
        self._icons = self.t(SYMBOLS_TAB, tab=Msg(N_("Symbols")))
        self._sus: dict = {}

    # ------------------------------------------------------------ words (plain text; svg_text escapes) and keys
    def t(self, msgid, **params) -> str:
        return Msg(msgid, params).text(self.lang)

    def name(self, s) -> str:
        """A name from the component data, through the catalogue."""
        return Msg(s).text(self.lang)

    def desc(self, e) -> str:
        return describe(e, self.comp, self.lang)

    def cond(self, c) -> str:
        return describe_condition(c, self.comp, self.lang)

    def titled(self, title, section) -> str:
        """A tooltip: what the thing is and its state, then the rulebook section it belongs to, then where the
        Symbols tab explains the icons."""
        return f"{self._titled.format(what=title, section=section_title(section, self.lang))} {self._icons}"

    def gopen(self, title, section, cls=""):
        """Open a plain (not clickable) group that explains itself with a ``<title>``."""
        c = f' class="{cls}"' if cls else ""
        self.o.append(f'<g{c} data-section="{section}"><title>{escape(self.titled(title, section), False)}</title>')

    def kopen(self, key, title=None):
        """Open a clickable part; its box says ``title`` (plain text), what the part does (the words of its kind,
        :data:`widgets.horror.legend.KEY_DOES`), its rulebook section and where the Symbols tab explains the icons."""
        cls = "rb-click rb-active" if key in self.active else "rb-click"
        kind = parse_key.kind(key)
        section = KEY_SECTION.get(kind, "turn")
        self.o.append(f'<g class="{cls}" data-key="{escape(key)}" data-section="{section}">')
        if title:
            does = KEY_DOES.get(kind)
            if does:
                title = f"{title if title[-1:] in '.:' else title + '.'} {self.t(does)}"
            self.o.append(f"<title>{escape(self.titled(title, section), False)}</title>")

    def kclose(self, x, y, w, h, rx=5):
        self.o.append(f'<rect class="rb-hl" x="{x - 2:g}" y="{y - 2:g}" width="{w + 4:g}" height="{h + 4:g}" '
                      f'rx="{rx}" fill="#000000" fill-opacity="0" stroke="none"/></g>')

    def sus(self, i) -> str:
        """Suspect ``i`` (0-based) as the picture numbers it, with its name: ``3 (The Heiress)``."""
        got = self._sus.get(i)
        if got is None:
            tile = self.comp.suspects[self.v["suspects"][i]["tile"]]
            got = self._sus[i] = self.t(N_("{n} ({name})"), n=i + 1, name=self.name(tile["name"]))
        return got

    def inv_name(self, p) -> str:
        return self.name(self.comp.investigators[self.v["inv"][p]["id"]]["name"])

    def initials(self, p) -> str:
        words = self.inv_name(p).split()
        return (words[-1][:2] if words else "?").upper()

    def car_name(self, k) -> str:
        d = self.comp.locomotive if k == 0 else self.comp.cars[self.v["cars"][k]]
        return self.name(d["name"])

    # ------------------------------------------------------------ the whole picture
    def render(self, width, part="all"):
        o = self.o
        y = 0
        if part in ("all", "table"):
            y = self.header(0)
            y = self.track(y + 4)
            y = self.train(y + 8)
        if part == "all":
            y = self.event_board(y + 4)
        elif part == "events":
            y = self.event_board(y + 10)
        if part in ("all", "table") and self.v["phase"] in ("draft_skill", "draft_attribute"):
            y = self.draft(y + 8)
        if part in ("all", "investigators"):
            if len(self.v["inv"]) == 1:      # one board: the Grimoire, items and bag fill the other half
                y = self.solo(y + 10)
            else:
                y = self.boards(y + 10)
                y = self.bottom(y + 10)
        if part in ("all", "suspects"):
            y = self.suspects(y + 10)
        if part != "all":
            return self.frame(y + 12, width, self.t(PARTS[part]))
        if self.comp.illustrative:
            svg_text(o, WIDTH - 16, y + 18, self.t(N_("Card and tile contents are an illustrative stand-in, not the "
                                                    "printed components.")), 11, anchor="end", fill=MUTED)
            y += 8
        return self.frame(y + 22, width, self.t(N_("Horror on the Orient Express table")))

    def frame(self, h, width, label):
        """Put the picture drawn so far into its ``<svg>`` element, ``h`` units tall."""
        o = self.o
        w = width or WIDTH
        label = escape(label)
        head = (f'<svg xmlns="http://www.w3.org/2000/svg" class="rb-ho" viewBox="0 0 {WIDTH} {h}" width="{w}" '
                f'height="{round(h * w / WIDTH)}" font-family="sans-serif" '
                f'style="font-family:sans-serif;{MIN_WIDTH_CSS};--rb-min-h:{math.ceil(h * 11 / MIN_FONT)}px" '
                f'role="img" aria-label="{label}">{STYLE}'
                f'<rect x="1" y="1" width="{WIDTH - 2}" height="{h - 2}" rx="14" fill="{BG}" stroke="#CFC6B2"/>')
        o.insert(0, head)
        o.append("</svg>")
        return "".join(o)

    # ------------------------------------------------------------ header: turn and pools
    def header(self, y):
        """The title, the turn line and the pools below it; returns the y under them."""
        self.turn_line(y)
        return self.pools(y + 44)

    def turn_line(self, y):
        """The game's title, whose turn and phase it is, and the button that ends the actions."""
        o, v = self.o, self.v
        svg_text(o, 18, y + 28, self.t(N_("Horror on the Orient Express")), 18, True)
        ph = v["phase"]
        cur = v["turn"]
        if ph == "over":
            line = self.t(N_("Game over: the investigators win.") if (v["result"] or [""])[0] == "win"
                          else N_("Game over: the investigators lose."))
        elif ph == "actions" and not v["stack"]:
            line = self.t(N_("Turn {t} · {player} ({name}) · main action: {main} · basic actions left: {b}"),
                          t=v["turns"], player=Seat(v["cur"]), name=self.inv_name(v["cur"]),
                          main=Msg(N_("done") if v["main_done"] else N_("still to take")), b=2 - v["basics"])
        else:
            line = self.t(N_("Turn {t} · {phase} · {player} decides"), t=v["turns"], phase=Msg(PHASE.get(ph, ph)),
                          player=Seat(cur) if cur is not None else "")
        svg_text(o, 316, y + 27, line, 13, True, fill=MUTED)
        if "end" in self.active:
            lab = self.t(N_("End actions"))
            w = text_width(lab, 12, True) + 20
            x = WIDTH - 18 - w
            self.kopen("end", self.t(N_("End the actions and go on to the event step")))
            o.append(f'<rect x="{x:g}" y="{y + 12}" width="{w:g}" height="24" rx="12" fill="#FFFFFF" stroke="{INK}" '
                     f'stroke-width="1.4"/>')
            svg_text(o, x + w / 2, y + 28, lab, 12, True, "middle")
            self.kclose(x, y + 12, w, 24, 12)

    def pools(self, y):
        """The pools (an empty one loses the game), Occult tokens, the event bag, the speed; returns the y below."""
        o, v = self.o, self.v
        o.append(f'<rect x="12" y="{y}" width="{WIDTH - 24}" height="34" rx="8" fill="{PANEL}" stroke="{FAINT}"/>')
        cy = y + 17
        x = 26

        def label(x, s, fill=INK, bold=True):
            svg_text(o, x, cy + 5, s, 13, bold, fill=fill)
            return x + text_width(s, 13, bold) + 18
        self.gopen(self.t(N_("Essence pool: {n} left; the investigators lose when it is empty"),
                          n=v["essence_pool"]), "essence")
        g_essence(o, x + 6, cy, 8)
        x = label(x + 18, self.t(N_("Essence pool {n}"), n=v["essence_pool"]), HEALTH if v["essence_pool"] <= 3 else INK)
        o.append("</g>")
        self.gopen(self.t(N_("Coffins: {n} left; the investigators lose when the last one is used"), n=v["coffins"]),
                   "passengers")
        g_coffin(o, x + 8, cy, 22)
        x = label(x + 22, self.t(N_("Coffins {n}"), n=v["coffins"]), HEALTH if v["coffins"] <= 2 else INK)
        o.append("</g>")
        self.gopen(self.t(N_("Monster pool: the monsters not yet by the train, by colour; the game is lost only when no colour has one left")),
                   "monsters")
        x = label(x, self.t(N_("Monster pool"))) - 4
        for col in v["colours"]:
            g_monster(o, x + 12, cy - 2, col, 8)
            svg_text(o, x + 27, cy + 5, str(v["pool"][col]), 13, True, fill=HEALTH if v["pool"][col] <= 1 else INK)
            x += 50
        o.append("</g>")
        if v["pursuit"]:
            self.gopen(self.t(N_("Stunned monsters in the Pursuit: {n}; they come back by the rearmost car at the end "
                                 "of the resolution"), n=len(v["pursuit"])), "monsters")
            x = label(x, self.t(N_("Pursuit {n}"), n=len(v["pursuit"])), MUTED)
            o.append("</g>")
        x += 6
        self.gopen(self.t(N_("Occult tokens in the investigators' pool: {n}"), n=v["occult"]) + ". " +
                   self.t(PART_WORDS["occult"]), "grimoire")
        g_occult(o, x + 6, cy, 7)
        x = label(x + 17, self.t(N_("Occult {n}"), n=v["occult"]))
        o.append("</g>")
        self.gopen(self.t(N_("Event tokens in the bag: {n}"), n=v["event_bag_count"]) + ". " + self.t(PART_WORDS["bag"]),
                   "event_step")
        label(x, self.t(N_("Event bag {n}"), n=v["event_bag_count"]), MUTED, False)
        o.append("</g>")
        # speed dial
        self.gopen(self.t(N_("The train's speed: {n}"), n=v["speed"]) + ". " + self.t(PART_WORDS["speed"]), "train")
        sp = self.t(N_("Speed"))
        sx = WIDTH - 218
        svg_text(o, sx, cy + 5, sp, 13, True)
        sx += text_width(sp, 13, True) + 8
        for k in (1, 2, 3):
            on = v["speed"] >= k
            o.append(f'<rect x="{sx:g}" y="{cy - 8}" width="16" height="16" rx="3" fill="{INK if on else "#FFFFFF"}" '
                     f'stroke="{INK}"/>')
            svg_text(o, sx + 8, cy + 4, str(k), 11, True, "middle", "#FFFFFF" if on else MUTED)
            sx += 19
        svg_text(o, sx + 4, cy + 5, self.t(NN_("({n} boost left)", "({n} boosts left)"), n=len(v["loco_tokens"])), 11,
                 fill=MUTED)
        o.append("</g>")
        return y + 34



















def render_event_board(state, *, seat=None, lang="en") -> str:
    """The event board alone, as in the table picture (its four spaces top to bottom, the order they resolve
    in, with their piles of tokens), for a lesson that talks about the board only.

    >>> import rulebook
    >>> 'data-space="3"' in render_event_board(rulebook.GAMES["horror"].new_game(players=1, seed=1))
    True
    """
    t = _Table(state.view(seat if seat is not None else 0), state.comp, lang, frozenset())
    h = t.event_board(2) + 4
    label = escape(t.t(N_("The event board")))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="rb-ho" viewBox="0 0 {WIDTH} {h}" width="{WIDTH}" '
            f'height="{h}" font-family="sans-serif" style="font-family:sans-serif;{MIN_WIDTH_CSS}" role="img" '
            f'aria-label="{label}">' + "".join(t.o) + "</svg>")


def render_table(state, *, seat=None, lang="en", active=frozenset(), peek=False, width=None, part="all",
                 editing=False) -> str:
    """Draw the Horror table as one SVG string (see the module docstring for the keys and hidden information).

    ``part`` draws a piece of it as a picture of its own (:data:`PARTS`): ``"table"`` (header, track, train and
    any draft display: where the moves are made), ``"events"`` (the event board), ``"investigators"`` (the investigator sheets,
    the Grimoire, the items and the conversation bag), ``"suspects"`` or ``"legend"`` (the symbol legend,
    :mod:`widgets.horror.legend`); ``"all"`` (the default) is everything but the legend. ``editing=True`` (the
    position editor) makes the event board's spaces clickable too (``space:<k>``).
    """
    if part != "all" and part not in PARTS:
        raise ValueError(f"part must be 'all' or one of {', '.join(PARTS)}, not {part!r}")
    if part == "legend":
        return render_legend(state, lang=lang, width=width)
    return _Table(table_view(state, seat, peek), state.comp, lang, active, editing).render(width, part)


def table_view(state, seat=None, peek=False) -> dict:
    """What the picture draws: ``state.view(seat)`` (seat 0's when ``seat`` is None: every seat sees the same
    table), or the full view ``state.view(None)`` when ``peek``."""
    return state.view(None) if peek else state.view(seat if seat is not None else 0)


def parts(state, seat=None) -> list:
    """The pictures the turn panel shows as tabs: ``[(part, title Msg)]``, the train and track first, the symbol
    legend last."""
    return [(k, Msg(v)) for k, v in PARTS.items()]
