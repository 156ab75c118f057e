"""Pieces of the First Class picture drawn once and used again (the class-table server's cost per move).

A class table draws one picture per seat after every move, and most of it has not changed: three of the four
players' areas, and the top bar and rows look the same to every seat but the mover (whose buttons light up
parts of them). :class:`Memo`, mixed into the renderer ahead of the drawing classes, keeps each piece's SVG
text under a key made of everything that piece is drawn from, so a piece is drawn once and then copied:

* a player's area: that player's part of the view (``view["players"][p]``, which already holds what this seat
  may see of their hidden cards), the few table-wide facts the area shows (whose turn, start player, start
  tile, winners, scoring phase), whether it is the seat's own area ("(you)"), the language, the vertical place,
  and the highlighted keys that belong to the area;
* the top bar and the rows: the view without the players' areas and the seat (the top bar and the rows never
  read either), the language, the place, and the highlighted keys outside the players' areas;
* inside them, when they did change: the top bar's boxes (Constantinople, the locomotive tiles, the Game End
  display, the supply: each by the fields of the view it shows); a player's route, trains, coins and side
  column (that player's part of the view, the scoring phase, the area's highlighted keys: never the header,
  which shows whose turn it is; the route, trains and coins leave out the hidden cards, which they do not
  show, so the owner and the other seats share them); each action card and Game End card (the card, its
  place, whether it is highlighted: cards are component data).

The pieces depend on nothing else (the renderer draws from the view and the game's component data only; the
entry remembers the component data and game it was drawn with and is used only with those), so a copy equals
a fresh drawing; ``tests/widgets/test_first_class_memo.py`` checks it move by move on seeded games. At most
:data:`SIZE` characters of pieces are kept, the least recently used going first.
"""
from __future__ import annotations

from collections import OrderedDict

#: The key prefixes of clickable parts drawn inside a player's area whose second field is that player.
PLAYER_PREFIXES = frozenset(("locomotive", "station", "car", "conductor", "coin", "mail"))
#: How many characters of pieces are kept at most (a piece is one to ten kilobytes; a class of 32 tables
#: keeps a few thousand pieces live).
SIZE = 32_000_000
#: False: every piece is drawn afresh (the tests compare both ways).
ENABLED = True

_pieces: OrderedDict = OrderedDict()
_counts = {"hits": 0, "misses": 0}
_size = [0]


def clear() -> None:
    """Forget every piece (and the counts)."""
    _pieces.clear()
    _size[0] = 0
    _counts.update(hits=0, misses=0)


def stats() -> dict:
    """``{"hits": n, "misses": n, "pieces": n, "chars": n}`` since the last :func:`clear`."""
    return {**_counts, "pieces": len(_pieces), "chars": _size[0]}


class Memo:
    """Mixed into ``svg._Table`` before ``TopBar, Rows, Boards``: the same methods, remembered."""

    def _remembered(self, key, draw, *args):
        if not ENABLED:
            return draw(*args)
        key = (key, id(self.comp), id(self.st.game))
        hit = _pieces.get(key)
        if hit is not None and hit[2] is self.comp and hit[3] is self.st.game:
            _pieces.move_to_end(key)
            _counts["hits"] += 1
            self.o.append(hit[0])
            return hit[1]
        _counts["misses"] += 1
        o = self.o
        start = len(o)
        y = draw(*args)
        text = "".join(o[start:])
        del o[start:]
        o.append(text)
        _pieces[key] = (text, y, self.comp, self.st.game)
        _size[0] += len(text)
        while _size[0] > SIZE:
            _size[0] -= len(_pieces.popitem(last=False)[1][0])
        return y

    def _shared(self) -> str:
        """The view without the players' areas and the seat: all the top bar and the rows are drawn from."""
        s = getattr(self, "_shared_repr", None)
        if s is None:
            s = self._shared_repr = repr([(k, x) for k, x in self.v.items() if k not in ("players", "seat")])
        return s

    def _public_active(self) -> frozenset:
        return frozenset(k for k in self.active if k.partition(":")[0] not in PLAYER_PREFIXES)

    def top_bar(self):
        return self._remembered(("top", self.lang, self._public_active(), self._shared()), super().top_bar)

    def rows(self, y):
        return self._remembered(("rows", y, self.lang, self._public_active(), self._shared()), super().rows, y)

    # ------------------------------------------------------------ the top bar's boxes (whose turn is drawn each time)
    def constantinople(self, x, y):
        return self._remembered(("constantinople", x, y, self.lang, repr(self.v["constantinople"])),
                                super().constantinople, x, y)

    def tile_pile(self, x, y):
        return self._remembered(("tile_pile", x, y, self.lang, repr(self.v["supply"]["locomotive_tiles"])),
                                super().tile_pile, x, y)

    def ge_display(self, x, y):
        v = self.v
        display = v["game_end_display"]
        lit = frozenset(k for k in self.active if k.startswith("ge:"))
        return self._remembered(("ge_display", x, y, self.lang, repr(display), v["phase"] == "draft", lit),
                                super().ge_display, x, y)

    def supply(self, x, y):
        v = self.v
        return self._remembered(("supply", x, y, self.lang, repr(v["supply"]), v["game_end_deck_count"],
                                 repr(v["piles_count"])), super().supply, x, y)

    # ------------------------------------------------------------ a player's area, and its parts
    def _area(self, p) -> tuple:
        """What the parts of player ``p``'s area below its header are drawn from: ``(highlighted keys of the
        area, that player's part of the view, scoring phase or not)``."""
        memo = self.__dict__.setdefault("_areas", {})
        a = memo.get(p)
        if a is None:
            sp = str(p)
            active = frozenset(k for k in self.active if k == "tile" or k.startswith("contract:") or
                               (k.partition(":")[0] in PLAYER_PREFIXES and k.split(":")[1:2] == [sp]))
            a = memo[p] = (active, repr(self.v["players"][p]), self.v["phase"] == "scoring")
        return a

    def _open_area(self, p) -> tuple:
        """:meth:`_area` without the hidden cards (Game End cards, completed pile), which the route, the
        trains and the coins do not show: those parts are the same for the owner and the other seats."""
        memo = self.__dict__.setdefault("_open_areas", {})
        a = memo.get(p)
        if a is None:
            pv = self.v["players"][p]
            a = memo[p] = (self._area(p)[0], repr([(k, x) for k, x in pv.items() if k not in ("game_end", "completed")]),
                           self.v["phase"] == "scoring")
        return a

    def player(self, p, y):
        v = self.v
        key = ("player", p, y, self.lang, self.seat == p, v["turn"] == p, v["start_player"] == p,
               v["start_tile"] == p, p in (v["winners"] or ()), self._area(p))
        return self._remembered(key, super().player, p, y)

    def route(self, p, x, cy, right):
        return self._remembered(("route", p, x, cy, right, self.lang, self._open_area(p)), super().route, p, x, cy,
                                right)

    def train(self, p, t, ty):
        return self._remembered(("train", p, t, ty, self.lang, self._open_area(p)), super().train, p, t, ty)

    def coins(self, p, x, y):
        return self._remembered(("coins", p, x, y, self.lang, self._open_area(p)), super().coins, p, x, y)

    def side(self, p, x, y):
        return self._remembered(("side", p, x, y, self.lang, self._area(p)), super().side, p, x, y)

    # ------------------------------------------------------------ cards: drawn from the component data alone
    def action_card(self, x, y, cid, key=True):
        lit = key and f"card:{cid}" in self.active
        return self._remembered(("card", x, y, cid, key, lit, self.lang), super().action_card, x, y, cid, key)

    def ge_card(self, x, y, gid, key=None):
        lit = bool(key) and key in self.active
        return self._remembered(("ge_card", x, y, gid, key, lit, self.lang), super().ge_card, x, y, gid, key)
