"""First Class component data: loading and validating the JSON files in ``data/``.

The rulebook does not print what each card shows, so cards, Game End cards,
the printed route, locomotive tiles and the Start Player tile are data. The
shipped set is illustrative (each file says so); a teacher can point
``new_game(data_dir=...)`` at a folder with the real cards of their box. Every
file is checked on load and a broken one raises :class:`~rulebook.DataError`
naming the file and the field. The schema is described in ``data/README.md``.

Examples
--------
>>> comp = load_components()
>>> len([c for c in comp.cards.values() if c.module == "X"])
72
>>> comp.illustrative
True
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..core import DataError
from ..data_sets import guarded, read_json, require
from ..i18n import Msg, N_

DATA_DIR = Path(__file__).with_name("data")
COLOURS = ("green", "blue", "red")
MODULES = ("A", "B", "C", "D", "E")
CARD_TYPES = ("car", "conductor", "locomotive", "route", "contract", "other")
VALUES = (0, 1, 2, 4, 7, 12)
SYMBOLS = ("car", "upgrade", "upgrade_any", "conductors", "conductor_split", "locomotive",
           "coins", "points", "game_end_card", "route")
NEEDS = ("cars_in_train", "car_value", "locomotive_station", "conductor_position", "coins_held", "train_value")
GE_TYPES = ("car", "conductor", "locomotive")


@dataclass(frozen=True)
class Card:
    id: str
    colour: str
    module: str
    type: str
    symbols: tuple
    stations: tuple = ()
    requirement: dict | None = None
    bonus: tuple = ()
    stand_in: bool = False


@dataclass(frozen=True)
class GameEndCard:
    id: str
    counts: str
    points: int
    bonus: tuple


@dataclass(frozen=True)
class Components:
    cards: dict
    game_end_cards: dict
    printed_route: tuple
    coin_columns: tuple
    starting_coins: int
    locomotive_tiles: tuple  # ((value, upgrades), ...) ascending
    constantinople: tuple
    start_tile: tuple
    car_supply: tuple  # pairs 0/1, 2/4, 7/12
    coin_supply: int
    mail_cars: int
    illustrative: bool
    fingerprint: str
    module_titles: dict


def _fail(file: str, field: str, problem: str):
    raise DataError(Msg(N_("Data file '{file}', field '{field}': {problem}"),
                        {"file": file, "field": field, "problem": problem}))


def _int(v, file, field, low=0, high=10 ** 6):
    if not isinstance(v, int) or isinstance(v, bool) or not low <= v <= high:
        _fail(file, field, f"expected a whole number from {low} to {high}, found {v!r}")
    return v


def _symbols(lst, file, field):
    if not isinstance(lst, list):
        _fail(file, field, "expected a list of symbols")
    out = []
    for i, s in enumerate(lst):
        f = f"{field}[{i}]"
        if not isinstance(s, dict) or s.get("do") not in SYMBOLS:
            _fail(file, f, f"'do' must be one of {', '.join(SYMBOLS)}")
        if s["do"] == "route":
            out.append(("route", 0, 0))
            continue
        n = _int(s.get("n"), file, f + ".n", 1, 30)
        frm = 0
        if s["do"] == "upgrade":
            frm = s.get("from")
            if frm not in VALUES[:-1]:
                _fail(file, f + ".from", f"an upgrade starts from one of {VALUES[:-1]}, found {frm!r}")
        extra = set(s) - {"do", "n", "from"}
        if extra:
            _fail(file, f, f"unknown keys {sorted(extra)}")
        out.append((s["do"], n, frm))
    return tuple(out)


def _stations(lst, file, field):
    if not isinstance(lst, list) or not 1 <= len(lst) <= 4:
        _fail(file, field, "a route card has 1 to 4 stations")
    return tuple(_station(s, file, f"{field}[{i}]") for i, s in enumerate(lst))


def _station(s, file, field):
    if isinstance(s, dict) and set(s) == {"points"}:
        return ("points", _int(s["points"], file, field + ".points", 1, 50))
    if isinstance(s, dict) and set(s) == {"bonus"}:
        return ("bonus", _symbols(s["bonus"], file, field + ".bonus"))
    _fail(file, field, "a station is {\"points\": n} or {\"bonus\": [symbols]}")


def _requirement(r, file, field):
    if not isinstance(r, dict) or r.get("need") not in NEEDS:
        _fail(file, field, f"'need' must be one of {', '.join(NEEDS)}")
    _int(r.get("n"), file, field + ".n", 1, 200)
    if r["need"] == "car_value" and r.get("value") not in VALUES:
        _fail(file, field + ".value", f"expected one of {VALUES}")
    return dict(r)


def _read(path: Path):
    return read_json(path)


def _cards_file(path: Path, module: str, cards: dict, titles: dict) -> bool:
    d = _read(path)
    f = path.name
    if not isinstance(d, dict) or not isinstance(d.get("cards"), list):
        _fail(f, "cards", "expected an object with a list 'cards'")
    if d.get("module") != module:
        _fail(f, "module", f"expected {module!r}")
    titles[module] = str(d.get("title", module))
    for i, c in enumerate(d["cards"]):
        where = f"cards[{i}]"
        if not isinstance(c, dict):
            _fail(f, where, "expected an object")
        cid = c.get("id")
        if not isinstance(cid, str) or not cid:
            _fail(f, where + ".id", "expected a non-empty text id")
        if cid in cards:
            _fail(f, where + ".id", f"the id {cid!r} is used twice")
        if c.get("colour") not in COLOURS:
            _fail(f, where + ".colour", f"expected one of {', '.join(COLOURS)}")
        if c.get("module") != module:
            _fail(f, where + ".module", f"expected {module!r}")
        if c.get("type") not in CARD_TYPES:
            _fail(f, where + ".type", f"expected one of {', '.join(CARD_TYPES)}")
        syms = _symbols(c.get("symbols", []), f, where + ".symbols")
        stations, req, bonus = (), None, ()
        if c["type"] == "route":
            stations = _stations(c.get("stations"), f, where + ".stations")
            if syms != (("route", 0, 0),):
                _fail(f, where + ".symbols", "a route card's only symbol is {\"do\": \"route\"}")
        elif any(s[0] == "route" for s in syms):
            _fail(f, where + ".symbols", "only route cards carry the 'route' symbol")
        if c["type"] == "contract":
            req = _requirement(c.get("requirement"), f, where + ".requirement")
            bonus = _symbols(c.get("bonus"), f, where + ".bonus")
        cards[cid] = Card(cid, c["colour"], module, c["type"], syms, stations, req, bonus, bool(c.get("stand_in")))
    return bool(d.get("illustrative"))


def load_components(data_dir: str | None = None) -> Components:
    """The checked components of a data set: ``None`` (the shipped illustrative files) or an allowed folder.

    A folder must have been allowed in this process (``new_game(data_dir=...)`` does it; see
    :mod:`rulebook.data_sets`), else :class:`~rulebook.LoadError`; a broken file raises
    :class:`~rulebook.DataError` naming the file and the field.
    """
    return guarded(_load_components, require(data_dir))


#: the built-in data sets of earlier versions, each in a folder named by its fingerprint: a save of the built-in
#: cards made before they changed (issue 35 gave modules B-E contracts) names that fingerprint and loads with them
EARLIER = DATA_DIR / "earlier"


def earlier_components(fingerprint: str) -> Components | None:
    """The built-in components of an earlier version whose fingerprint is ``fingerprint``, or None."""
    if not isinstance(fingerprint, str) or not fingerprint.isalnum():
        return None
    folder = EARLIER / fingerprint
    if not folder.is_dir():
        return None
    comp = guarded(_load_components, str(folder))
    return comp if comp.fingerprint == fingerprint else None


@lru_cache(maxsize=8)
def _load_components(data_dir: str | None = None) -> Components:
    """Load and check every data file of ``data_dir`` (default: the shipped illustrative set)."""
    root = Path(data_dir) if data_dir else DATA_DIR
    cards: dict = {}
    titles: dict = {}
    illustrative = _cards_file(root / "base_cards.json", "X", cards, titles)
    for m in MODULES:
        illustrative |= _cards_file(root / f"module_{m}.json", m, cards, titles)
    for colour in COLOURS:
        n = sum(1 for c in cards.values() if c.module == "X" and c.colour == colour)
        if n != 24:
            _fail("base_cards.json", "cards", f"the base game has 24 {colour} cards, found {n}")

    gd = _read(root / "game_end_cards.json")
    gf = "game_end_cards.json"
    if not isinstance(gd, dict) or not isinstance(gd.get("cards"), list) or len(gd["cards"]) != 21:
        _fail(gf, "cards", "expected a list of the 21 Game End cards")
    illustrative |= bool(gd.get("illustrative"))
    ge = {}
    for i, c in enumerate(gd["cards"]):
        w = f"cards[{i}]"
        if not isinstance(c, dict) or not isinstance(c.get("id"), str) or c["id"] in ge:
            _fail(gf, w + ".id", "expected a unique text id")
        if c.get("counts") not in GE_TYPES:
            _fail(gf, w + ".counts", f"expected one of {', '.join(GE_TYPES)}")
        ge[c["id"]] = GameEndCard(c["id"], c["counts"], _int(c.get("points"), gf, w + ".points", 1, 10),
                                  _symbols(c.get("bonus", []), gf, w + ".bonus"))

    b = _read(root / "board.json")
    bf = "board.json"
    if not isinstance(b, dict):
        _fail(bf, "(file)", "expected an object")
    illustrative |= bool(b.get("illustrative"))
    route = b.get("printed_route")
    if not isinstance(route, list) or len(route) != 3:
        _fail(bf, "printed_route", "the player board prints 3 stations after Paris")
    printed = tuple(_station(s, bf, f"printed_route[{i}]") for i, s in enumerate(route))
    if b.get("coin_columns") != [5, 5, 2]:
        _fail(bf, "coin_columns", "the coin area is columns of 5, 5 and 2 spaces")
    tiles = b.get("locomotive_tiles")
    if not isinstance(tiles, list) or len(tiles) != 8:
        _fail(bf, "locomotive_tiles", "expected the 8 locomotive tiles")
    lt = []
    for i, t in enumerate(tiles):
        if not isinstance(t, dict):
            _fail(bf, f"locomotive_tiles[{i}]", "expected an object")
        lt.append((_int(t.get("value"), bf, f"locomotive_tiles[{i}].value", 5, 15),
                   _int(t.get("upgrades"), bf, f"locomotive_tiles[{i}].upgrades", 1, 2)))
    if [v for v, _ in lt] != sorted(v for v, _ in lt) or lt[0][0] != 5 or lt[-1][0] != 15:
        _fail(bf, "locomotive_tiles", "tiles run in ascending order from 5 to 15")
    cp = b.get("constantinople")
    if not isinstance(cp, list) or len(cp) != 3:
        _fail(bf, "constantinople", "expected the three bonuses, first to third")
    st = b.get("start_player_tile")
    if not isinstance(st, dict) or set(st) != {"taker"}:
        _fail(bf, "start_player_tile", "expected {\"taker\": [symbols]}")
    sup = b.get("supply")
    if not isinstance(sup, dict) or not isinstance(sup.get("cars"), dict):
        _fail(bf, "supply", "expected the supply counts")
    pairs = tuple(_int(sup["cars"].get(k), bf, f"supply.cars.{k}", 0, 200) for k in ("0/1", "2/4", "7/12"))
    fingerprint = hashlib.sha256()
    for name in sorted(p.name for p in root.glob("*.json") if p.is_file()):
        fingerprint.update(name.encode())
        try:
            fingerprint.update((root / name).read_bytes())
        except OSError as e:
            _fail(name, "(file)", f"cannot be read ({e.strerror or type(e).__name__})")
    comp = Components(
        cards=cards, game_end_cards=ge, printed_route=printed, coin_columns=(5, 5, 2),
        starting_coins=_int(b.get("starting_coins"), bf, "starting_coins", 0, 12),
        locomotive_tiles=tuple(lt),
        constantinople=tuple(_int(x, bf, f"constantinople[{i}]", 0, 100) for i, x in enumerate(cp)),
        start_tile=_symbols(st["taker"], bf, "start_player_tile.taker"),
        car_supply=pairs, coin_supply=_int(sup.get("coins"), bf, "supply.coins", 12, 500),
        mail_cars=_int(sup.get("mail_cars_per_player"), bf, "supply.mail_cars_per_player", 2, 4),
        illustrative=illustrative, fingerprint=fingerprint.hexdigest()[:16], module_titles=titles,
    )
    return comp
