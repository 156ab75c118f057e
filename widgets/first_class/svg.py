"""The First Class table as one SVG picture (pure rendering, standard library only).

:func:`render_table` draws a :class:`~rulebook.first_class.state.FirstClassState`
from its readable view, ``state.view(seat)`` (``rulebook/first_class/view.py``), and
the game's component data (card symbols, section titles), never from the state
itself: the top bar (round, pile, phase, who moves, Constantinople, locomotive tiles,
the four face-up Game End cards, the supply), the three rows of action cards
with their symbols drawn as small glyphs, and one area per player (score, route
from Paris, both trains with conductors, coins, contracts, Game End cards,
completed pile, unused mail cars).

Clickable parts are ``<g class="rb-click" data-key="...">`` groups (plus the
class ``rb-active`` when the key is in ``active``); each ends with a
transparent ``<rect class="rb-hl">`` covering the part, which a page's CSS can
outline or tint. Keys::

    card:<card id>                 a face-up action card in the rows
    tile                           the Start Player tile
    car:<player>:<train>:<pos>     a card in a train; pos == len(train) is the
                                   empty slot where the next 0-value car goes
    coin:<player>:<column>         a coin column (0, 1, 2)
    ge:<id>                        a face-up Game End card
    contract:<id>                  an open contract beside a board
    station:<player>:<n>           station n of a route (1-based; Paris is 0, not clickable)
    conductor:<player>:<train>     a conductor
    locomotive:<player>            a locomotive on its route
    mail:<player>:<m>              an unused mail car
    draft:<id>                     a Game End card in the draft hand

With ``seat`` set, only what ``state.view(seat)`` shows is drawn: other
players' Game End cards and completed piles are counts, the draft hand only for
the seat drafting; with ``seat=None`` the all-seeing ``state.view(None)`` is drawn. Every word comes from :mod:`rulebook.i18n`.

>>> import rulebook
>>> s = rulebook.GAMES["first_class"].new_game(players=2, seed=1)
>>> render_table(s).startswith("<svg")
True
"""
from __future__ import annotations

from html import escape

from rulebook.i18n import N_, Msg, Seat, translate

from .board import Boards
from .glyphs import BG, KEY_PREFIXES, KEY_SECTION, MIN_WIDTH_CSS, MUTED, STYLE, WIDTH, svg_text
from .legend import SYMBOLS_TAB, render_legend
from .memo import Memo
from .rows import Rows
from .top import TopBar

__all__ = ["render_table", "parts", "KEY_PREFIXES", "WIDTH"]


# ---------------------------------------------------------------- the renderer
class _GameOnly:
    """Holds the game for the tooltips' section titles (``self.st.game``); the renderer has no state."""

    def __init__(self, game):
        self.game = game


class _Table(Memo, TopBar, Rows, Boards):
    """Draws one view (``state.view(seat)``) with the game's component data and section titles."""

    def __init__(self, view, comp, game, lang, active):
        self.v = view
        self.comp = comp
        self.st = _GameOnly(game)    # only the game (its section titles): never the state itself
        self.seat = view["seat"]
        self.lang = lang
        self.active = active
        self.o: list = []
        self._titled = escape(translate(N_("{what} (rulebook: {section})"), lang))
        self._icons = self.t(SYMBOLS_TAB, tab=Msg(N_("Symbols")))

    def t(self, msgid, **params) -> str:
        return escape(Msg(msgid, params).text(self.lang))

    def seat_name(self, p) -> str:
        return escape(Seat(p).text(self.lang))

    def titled(self, what: str, section: str, icons: bool = True) -> str:
        """A tooltip (escaped text in): what the thing is, then the rulebook section it belongs to, and (unless
        ``icons`` is false) where the Symbols tab explains the icons."""
        title = escape(translate(self.st.game.section(section).title, self.lang))
        out = self._titled.format(what=what, section=title)
        return f"{out} {self._icons}" if icons else out

    def said(self, name: str, sentences) -> str:
        """A box's words (escaped): the part's name (escaped text in), then what it does (plain sentences)."""
        return " ".join([f"{name}." if name[-1:] not in ".:" else name] + [escape(x) for x in sentences])

    def gopen(self, what: str, section: str):
        """Open a plain (not clickable) group that explains itself with a ``<title>``; close it with ``gclose``."""
        self.o.append(f'<g data-section="{section}"><title>{self.titled(what, section)}</title>')

    def gclose(self):
        self.o.append("</g>")

    def kopen(self, key, title=None):
        cls = "rb-click rb-active" if key in self.active else "rb-click"
        section = KEY_SECTION.get(key.split(':')[0])
        where = f' data-section="{section}"' if section else ""
        self.o.append(f'<g class="{cls}" data-key="{escape(key)}"{where}>')
        if title:
            self.o.append(f"<title>{self.titled(title, KEY_SECTION[key.split(':')[0]], True)}</title>")

    def kclose(self, x, y, w, h, rx=6):
        self.o.append(f'<rect class="rb-hl" x="{x - 3}" y="{y - 3}" width="{w + 6}" height="{h + 6}" rx="{rx}" '
                      f'fill="#000000" fill-opacity="0" stroke="none"/></g>')

    # ------------------------------------------------------------ hidden information: the cards, or a count
    def ge_of(self, p):
        pv = self.v["players"][p]
        return pv["game_end_count"] if pv["game_end"] is None else pv["game_end"]

    def completed_of(self, p):
        pv = self.v["players"][p]
        return pv["completed_count"] if pv["completed"] is None else pv["completed"]

    def draft_hand(self):
        v = self.v
        return v["draft_hand_count"] if v["draft_hand"] is None else v["draft_hand"]

    # ------------------------------------------------------------ whole picture
    def render(self, width, part="all"):
        o = self.o
        body_start = len(o)
        y = 0
        if part in ("all", "table"):
            y = self.top_bar()
            y = self.rows(y + 8)
        if part == "all":
            players = range(self.v["players_count"])
        elif part.startswith("board:"):
            players = (int(part[6:]),)
        else:
            players = ()
        for p in players:
            y = self.player(p, y + 10)
        if part != "all":
            label = (self.t(N_("First Class table")) if part == "table" else
                     self.t(N_("Board of {player}"), player=Seat(players[0])))
            return self.frame(body_start, y + 10, width, label)
        if self.comp.illustrative:
            svg_text(o, WIDTH - 16, y + 22,
                     self.t(N_("Card contents are an illustrative stand-in, not the printed cards.")),
                     11, anchor="end", fill=MUTED)
            y += 12
        return self.frame(body_start, y + 22, width, self.t(N_("First Class table")))

    def frame(self, body_start, h, width, label):
        """Put the picture so far (from ``body_start``) into its ``<svg>`` element, ``h`` units tall."""
        o = self.o
        w = width or WIDTH
        hh = round(h * w / WIDTH)
        head = (f'<svg xmlns="http://www.w3.org/2000/svg" class="rb-fc" viewBox="0 0 {WIDTH} {h}" width="{w}" '
                f'height="{hh}" font-family="sans-serif" style="font-family:sans-serif;{MIN_WIDTH_CSS};--rb-min-h:{h}px" '
                f'role="img" '
                f'aria-label="{label}">{STYLE}'
                f'<rect x="1" y="1" width="{WIDTH - 2}" height="{h - 2}" rx="14" fill="{BG}" stroke="#CFC6B2"/>')
        o.insert(body_start, head)
        o.append("</svg>")
        return "".join(o)
























def render_table(state, *, seat=None, lang="en", active=frozenset(), width=None, part="all") -> str:
    """Draw the First Class table as one SVG string (see the module docstring for the keys).

    ``part`` draws a piece of it as a picture of its own: ``"table"`` (the top bar and the rows of action cards:
    what everybody shares), ``"board:<player>"`` (one player's area), ``"legend"`` (the symbol legend,
    :mod:`widgets.first_class.legend`) or ``"all"`` (the whole table, the default).
    """
    if part == "legend":
        return render_legend(state, lang=lang)
    view = state.view(seat)      # all the picture knows of the position; the rest is component data
    if part != "all" and part != "table" and not (part.startswith("board:") and part[6:].isdigit()
                                                      and int(part[6:]) < view["players_count"]):
        raise ValueError(f"part must be 'all', 'table', 'board:<player>' or 'legend', not {part!r}")
    return _Table(view, state.comp, state.game, lang, active).render(width, part)


def parts(state, seat=None) -> list:
    """The pictures the turn panel shows as tabs: ``[(part, title Msg)]``, the shared table first, then each
    player's board, then the symbol legend."""
    return ([("table", Msg(N_("Table")))] + [(f"board:{p}", Msg(N_("Board of {player}"), {"player": Seat(p)}))
                                            for p in range(state.n)] + [("legend", Msg(N_("Symbols")))])
