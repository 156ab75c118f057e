"""FrachtExpress component data: the 50 distance cards and the 10 stations, validated on load.

The rulebook tells what a distance card shows (tracks between card edges with
railroad ties, a car value 2-9, a couple letter, an uncouple letter, an action
number 1-5; five cards are crossings) but does not draw each card. The shipped
``data/cards.json`` is an illustrative set made for this project and says so;
``new_game(data_dir=...)`` reads a folder holding the real cards of a box in the
same schema (``data/README.md``). Every file is checked on load and a broken one
raises :class:`~rulebook.DataError` naming the file and the field.

A track joins two card edges, named by the letters N, E, S, W of an unturned
card (N is the top edge); ``ties`` is how many railroad ties lie on it. A
crossing card has exactly two straight tracks, N-S and E-W, each with an even
number of ties; its centre lies halfway along each.

>>> comp = load_components()
>>> len(comp.cards), sum(c.crossing for c in comp.cards.values()), comp.illustrative
(50, 5, True)
>>> comp.cards["D01"].tracks
((0, 2, 4),)
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..core import DataError
from ..data_sets import guarded, read_json, require
from ..i18n import Msg, N_

DATA_DIR = Path(__file__).with_name("data")
LETTERS = "ABCDEFGHIJ"
SIDES = "NESW"
N_CARDS = 50
N_CROSSINGS = 5


@dataclass(frozen=True)
class Card:
    id: str
    value: int          # railroad car value 2-9: ties moved, and points when delivered
    couple: str         # station letter where it can be picked up
    uncouple: str       # station letter where it can be delivered
    action: int         # 1-5
    crossing: bool
    tracks: tuple       # ((side_a, side_b, ties), ...) unturned; side_a < side_b


@dataclass(frozen=True)
class Components:
    cards: dict         # id -> Card
    ids: tuple          # card ids in file order
    station_names: dict  # letter -> name (English, as printed)
    layout: dict        # letter -> (x, y) default arrangement
    flight_tickets: int
    objection_cards: int
    illustrative: bool
    fingerprint: str
    # derived once at load (never from the files): the geometry of every card in every quarter turn
    turns: dict = None      # id -> quarter turns giving different tracks (see distinct_turns)
    shapes: dict = None     # (id, rot) -> frozenset of the edge pairs joined (see shape)
    geometry: dict = None   # (id, rot) -> (turned tracks, ends) with ends[side] = ((track, tie, tie side), ...)


def _fail(file, field, problem):
    raise DataError(Msg(N_("Data file '{file}', field '{field}': {problem}"),
                        {"file": file, "field": field, "problem": problem}))


def _int(v, file, field, low, high):
    if not isinstance(v, int) or isinstance(v, bool) or not low <= v <= high:
        _fail(file, field, f"expected a whole number from {low} to {high}, found {v!r}")
    return v


def _read(path: Path):
    return read_json(path)


def _track(t, file, field, crossing):
    if not isinstance(t, dict) or set(t) != {"edges", "ties"}:
        _fail(file, field, "a track is {\"edges\": \"NS\", \"ties\": n}")
    e = t["edges"]
    if not isinstance(e, str) or len(e) != 2 or any(ch not in SIDES for ch in e) or e[0] == e[1]:
        _fail(file, field + ".edges", "two different edge letters out of N, E, S, W")
    ties = _int(t["ties"], file, field + ".ties", 2, 12)
    a, b = sorted((SIDES.index(e[0]), SIDES.index(e[1])))
    if crossing and ties % 2:
        _fail(file, field + ".ties", "a crossing track needs an even number of ties (its centre lies between two)")
    return (a, b, ties)


def _cards(doc, file):
    lst = doc.get("cards")
    if not isinstance(lst, list) or len(lst) != N_CARDS:
        _fail(file, "cards", f"expected a list of {N_CARDS} distance cards")
    cards = {}
    for i, c in enumerate(lst):
        f = f"cards[{i}]"
        keys = {"id", "value", "couple", "uncouple", "action", "crossing", "tracks"}
        if not isinstance(c, dict) or set(c) != keys:
            _fail(file, f, "expected exactly the keys " + ", ".join(sorted(keys)))
        cid = c["id"]
        if not isinstance(cid, str) or not cid or cid in cards:
            _fail(file, f + ".id", "a card id is a non-empty text used once")
        for k in ("couple", "uncouple"):
            if c[k] not in tuple(LETTERS):
                _fail(file, f"{f}.{k}", "a station letter A-J")
        if c["couple"] == c["uncouple"]:
            _fail(file, f + ".uncouple", "a car cannot be delivered to the station it is picked up at")
        if not isinstance(c["crossing"], bool):
            _fail(file, f + ".crossing", "true or false")
        tl = c["tracks"]
        if not isinstance(tl, list) or not 1 <= len(tl) <= 6:
            _fail(file, f + ".tracks", "1 to 6 tracks")
        tracks = tuple(_track(t, file, f"{f}.tracks[{j}]", c["crossing"]) for j, t in enumerate(tl))
        if len({t[:2] for t in tracks}) != len(tracks):
            _fail(file, f + ".tracks", "two tracks join the same two edges")
        if c["crossing"] and sorted(t[:2] for t in tracks) != [(0, 2), (1, 3)]:
            _fail(file, f + ".tracks", "a crossing has exactly the straight tracks N-S and E-W")
        cards[cid] = Card(cid, _int(c["value"], file, f + ".value", 2, 9), c["couple"], c["uncouple"],
                          _int(c["action"], file, f + ".action", 1, 5), c["crossing"], tracks)
    if sum(c.crossing for c in cards.values()) != N_CROSSINGS:
        _fail(file, "cards", f"exactly {N_CROSSINGS} cards are crossings")
    return cards


def _stations(doc, file):
    lst = doc.get("stations")
    if not isinstance(lst, list) or [s.get("letter") if isinstance(s, dict) else None for s in lst] != list(LETTERS):
        _fail(file, "stations", "ten stations, letters A to J in order")
    names = {}
    for i, s in enumerate(lst):
        if set(s) != {"letter", "name"} or not isinstance(s["name"], str) or not s["name"]:
            _fail(file, f"stations[{i}]", "a station is {\"letter\": ..., \"name\": ...}")
        names[s["letter"]] = s["name"]
    lay = doc.get("layout")
    if not isinstance(lay, dict) or sorted(lay) != list(LETTERS):
        _fail(file, "layout", "a cell [x, y] for each station A-J")
    layout = {}
    for k in LETTERS:
        v = lay[k]
        if not isinstance(v, list) or len(v) != 2:
            _fail(file, f"layout.{k}", "a cell [x, y]")
        layout[k] = (_int(v[0], file, f"layout.{k}[0]", -50, 50), _int(v[1], file, f"layout.{k}[1]", -50, 50))
    if len(set(layout.values())) != len(layout):
        _fail(file, "layout", "two stations on the same cell")
    return names, layout


def load_components(data_dir: str | None = None) -> Components:
    """The checked components of a data set: ``None`` (the shipped illustrative files) or an allowed folder.

    A folder must have been allowed in this process (``new_game(data_dir=...)`` does it; see
    :mod:`rulebook.data_sets`), else :class:`~rulebook.LoadError`; a broken file raises
    :class:`~rulebook.DataError` naming the file and the field.
    """
    return guarded(_load_components, require(data_dir))


@lru_cache(maxsize=8)
def _load_components(data_dir: str | None = None) -> Components:
    """Read and check ``cards.json`` and ``stations.json`` from ``data_dir`` (default: the shipped set)."""
    d = Path(data_dir) if data_dir else DATA_DIR
    cdoc = _read(d / "cards.json")
    sdoc = _read(d / "stations.json")
    for doc, name in ((cdoc, "cards.json"), (sdoc, "stations.json")):
        if not isinstance(doc, dict):
            _fail(name, "(file)", "expected an object")
        if not isinstance(doc.get("illustrative"), bool):
            _fail(name, "illustrative", "say true or false: is this set made up, or the real cards?")
    cards = _cards(cdoc, "cards.json")
    names, layout = _stations(sdoc, "stations.json")
    ft = _int(sdoc.get("flight_tickets"), "stations.json", "flight_tickets", 0, 10)
    ob = _int(sdoc.get("objection_cards"), "stations.json", "objection_cards", 0, 10)
    raw = json.dumps([cdoc, sdoc], sort_keys=True).encode()
    turns, shapes, geometry = {}, {}, {}
    for cid, card in cards.items():
        turns[cid] = distinct_turns(card)
        for r in range(4):
            shapes[cid, r] = shape(card, r)
            tr = turned(card, r)
            ends = ([], [], [], [])
            for t, (a, b, n) in enumerate(tr):
                ends[a].append((t, 0, 0))
                ends[b].append((t, n - 1, 1))
            geometry[cid, r] = (tr, tuple(tuple(e) for e in ends))
    return Components(cards, tuple(cards), names, layout, ft, ob,
                      cdoc["illustrative"] or sdoc["illustrative"], hashlib.sha256(raw).hexdigest()[:16],
                      turns, shapes, geometry)


def turned(card: Card, rot: int) -> tuple:
    """The card's tracks after ``rot`` quarter turns clockwise: ((side_a, side_b, ties), ...), track order kept."""
    out = []
    for a, b, n in card.tracks:
        a2, b2 = (a + rot) % 4, (b + rot) % 4
        out.append((a2, b2, n))
    return tuple(out)


def shape(card: Card, rot: int) -> frozenset:
    """The set of edge pairs the card's tracks join, turned ``rot`` quarter turns."""
    return frozenset(frozenset(((a + rot) % 4, (b + rot) % 4)) for a, b, _ in card.tracks)


def distinct_turns(card: Card) -> tuple:
    """Quarter turns that give different tracks (a straight track looks the same turned twice)."""
    seen, out = set(), []
    for r in range(4):
        key = frozenset((frozenset(((a + r) % 4, (b + r) % 4)), n) for a, b, n in card.tracks)
        if key not in seen:
            seen.add(key)
            out.append(r)
    return tuple(out)
