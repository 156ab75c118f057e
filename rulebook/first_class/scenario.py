"""Set up a First Class position by hand, for tests, notebooks and puzzles.

A real game needs many turns before anything interesting is on the table. A
*scenario* jumps there: it starts an ordinary game with :func:`new_game
<rulebook.first_class.FirstClass.new_game>`, lets every player keep the first
card of the Game End draft, deals up to the round you ask for exactly as the
engine would, then writes the fields you give over that position. Everything
you do not mention is kept as dealt, and the helper moves components around so
that nothing is created or lost: a card you put in a player's completed pile
leaves the row, pile or discard it was in (its place in a row is filled with
another card of that colour; a dealt card you leave out of a row you write
yourself is set aside with the removed cards); cars, coins and locomotive
tiles you put on a board are taken out of the supply; Game End cards you hand
out leave the deck or the face-up display (which is topped up again). The
result is checked
(``check_invariants()`` must be empty and the position must load like a save)
and becomes the base position that ``undo()`` and saves replay from.

Names of the fields are those of the engine (see ``state.py``). Per player
(``p0`` ... ``p3``, a dict): ``trains`` (two lists of cells), ``cond``,
``loco``, ``route``, ``coins`` (``[c1, c2, c3]`` or a total to fill in the
usual order), ``score``, ``completed``, ``contracts``, ``ge``, ``mail_left``,
``claimed``. In ``trains`` a railroad car is its value, a mail car is
``"mail"`` (or ``"mail2"`` for mail car 2, or the engine's ``-2``) and a
locomotive tile is ``"tile"`` (the next one from the pile), ``"tile3"`` (tile
index 3) or the engine's ``103``.

Every scenario, and every edit of one (:func:`put`: one card into one place), ends with the checks of
loading a save (``scenario_check.validated``): a position no game could reach -- a blue card in hand in
round 1, a blue route card on a route in round 2 -- is refused with the sentence a save of it would get.
Cards can be found by what they show in words (:func:`find_card`, ``"2 car upgrade"``); ``draws`` scripts
the next cards dealt (not in play mode) and ``pending`` starts the position inside a decision.

Examples
--------
>>> from rulebook.first_class.scenario import scenario
>>> s = scenario(players=3, seed=1, cur=0,
...              p0={"trains": [[4, 2, 0], [1]], "coins": 7, "completed": ["X-G01"]})
>>> s.players[0].trains, s.players[0].coins
([[4, 2, 0], [1]], [5, 2, 0])
>>> s.current_player, s.round, s.phase
(0, 1, 'turn')
>>> s.check_invariants()
[]
>>> from rulebook.first_class.actions import CoinConductor
>>> _ = s.apply(CoinConductor(train=0))      # a coin from column 2 moves a conductor
>>> s.players[0].cond, s.players[0].coins
([1, 0], [5, 1, 0])
>>> s.undo()                                 # back to the scenario's position, not further
>>> s.players[0].cond
[0, 0]

The same position as JSON-able data:

>>> t = scenario_from_json({"players": 3, "seed": 1, "cur": 0,
...                         "p0": {"trains": [[4, 2, 0], [1]], "coins": 7, "completed": ["X-G01"]}})
>>> t.to_json() == s.to_json()
True
"""
from __future__ import annotations

import json
from typing import TYPE_CHECKING

from ..core import ConfigError, LoadError  # noqa: F401
from ..i18n import Msg, N_, NN_
from .scenario_check import ScenarioError, _fail, validated  # noqa: F401  (part of the scenario API)
from .scenario_edits import put  # noqa: F401  (one card into one place: part of the scenario API)
from .units import from_json
from .data import COLOURS

if TYPE_CHECKING:
    from .state import FirstClassState

PLAYER_KEYS = ("trains", "cond", "loco", "route", "coins", "score", "completed", "contracts", "ge", "mail_left",
               "claimed")
PHASES = ("turn", "card", "post", "scoring", "over")
_HOLE = object()


def scenario(players: int = 3, seed: int = 0, *, modules=("A", "B"), rulings=None, data_dir=None,
             start_player=None, round: int = 1, phase: str | None = None, cur=None, start=None, tile=None,
             turns=None, held=None, stack=None, scorers=None, rows=None, row_taken=None, piles=None, removed=None,
             ge_display=None, ge_deck=None, constantinople=None, car_supply=None, coin_supply=None, tiles=None,
             p0=None, p1=None, p2=None, p3=None, draws=None, pending=None, mode="explore"):
    """Build a First Class position from a few fields; everything else is dealt as in a real game.

    Parameters
    ----------
    players, seed, modules, rulings, data_dir, start_player
        Passed to ``new_game``; the Game End draft is then completed (each
        player keeps the first card offered).
    round : int
        1 to 6. Earlier rounds are dealt and discarded as the engine does
        (including the four unseen cards after the first round of a pile).
    phase : str
        ``"turn"`` (default), ``"card"`` (``held`` is being decided on; the
        default when ``held`` is given), ``"post"``, ``"scoring"`` (rows are
        empty) or ``"over"``.
    cur, start : int
        Seat to move and start player. Give one and the other follows from
        ``turns``; give neither and the dealt start player begins.
    tile : int or None
        Seat holding the Start Player tile this round (None: still on the table).
    turns : int
        Turns finished this round; by default counted from the rows (cards gone,
        plus the tile if taken, minus the card in hand).
    held, stack, scorers, row_taken, constantinople, car_supply, coin_supply, tiles
        Engine fields, written as given. ``row_taken`` is inferred from the
        rows; supplies and tiles from what is on the boards.
    rows, piles : list
        Three lists (rows: six card ids or ``None`` for a card already gone);
        ``None`` in place of a list keeps that row or pile as dealt.
    removed, ge_display, ge_deck : list
        Card ids; by default whatever is left over.
    p0, p1, p2, p3 : dict
        Fields of each player (see the module docstring).
    draws : list
        Card ids to be drawn next, in order (action cards from their colour's pile when rows are dealt,
        Game End cards when the display is refilled): for tests and exploring only, refused when
        ``mode`` is ``"play"`` or ``"student"``.
    pending : list
        Symbols as in the data files (``[("upgrade_any", 2)]``) the seat to move is carrying out: the
        position starts inside that decision (phase ``"post"`` by default).
    mode : str
        ``"explore"`` (default), ``"teacher"``, ``"play"`` or ``"student"``, as in ``widgets.play``.

    Returns
    -------
    FirstClassState
        A position whose ``check_invariants()`` is empty, with its history
        started (``undo()`` goes back to it, not further).

    Raises
    ------
    ScenarioError
        A field with a wrong name or value, a card placed twice or not in this
        game, or a position that breaks a conservation rule (all problems are
        listed).

    Examples
    --------
    >>> s = scenario(players=2, seed=3, round=3, cur=1, p1={"trains": [[2, 1, 1, 0, 0, "mail"], [0]]})
    >>> s.players[1].trains[0], s.players[1].mail_left
    ([2, 1, 1, 0, 0, -1], [2, 3, 4])
    >>> len(s.piles[1])   # the blue pile after dealing round 3
    22
    """
    locals_given = dict(locals())
    from . import FIRST_CLASS

    seats = (p0, p1, p2, p3)
    opts = {"modules": modules}
    for k, v in (("rulings", rulings), ("data_dir", data_dir), ("start_player", start_player)):
        if v is not None:
            opts[k] = v
    s = FIRST_CLASS.new_game(players=players, seed=seed, **opts)
    n = s.n
    for i, d in enumerate(seats):
        if d is None:
            continue
        if i >= n:
            _fail(N_("Player data p{i} was given, but the game has only {n} players (p0 to p{last})."),
                  {"i": i, "n": n, "last": n - 1})
        if not isinstance(d, dict):
            _fail(N_("p{i} must be a dict of player fields."), {"i": i})
        bad = sorted(set(d) - set(PLAYER_KEYS))
        if bad:
            _fail(NN_("Unknown player field {bad} in p{i}; the fields are: {allowed}.",
                      "Unknown player fields {bad} in p{i}; the fields are: {allowed}."),
                  {"bad": ", ".join(bad), "i": i, "allowed": ", ".join(PLAYER_KEYS), "n": len(bad)})
    if mode not in ("explore", "teacher", "play", "student"):
        _fail(N_("mode must be one of explore, teacher, play, student, not {got!r}."), {"got": mode})
    if draws is not None and mode in ("play", "student"):
        _fail(N_("Scripted draws are for tests and exploring; in play mode every draw is left to chance."))
    if held is not None and phase is None:
        phase = "card"
    if pending is not None and phase is None:
        phase = "post"
    phase = phase or "turn"
    if phase not in PHASES:
        _fail(N_("phase must be one of {allowed} (the draft is completed for you), not {got!r}."),
              {"allowed": ", ".join(PHASES), "got": phase})
    if not isinstance(round, int) or isinstance(round, bool) or not 1 <= round <= 6:
        _fail(N_("round must be 1 to 6, not {got!r}."), {"got": round})
    if phase == "card" and held is None:
        _fail(N_("phase 'card' needs held: the card being decided on."))
    if phase != "card" and held is not None:
        _fail(N_("held is only used in phase 'card'."))
    for name, v in (("cur", cur), ("start", start), ("tile", tile)):
        if v is not None and (not isinstance(v, int) or isinstance(v, bool) or v not in range(n)):
            _fail(N_("{name} must be a seat from 0 to {last}, not {got!r}."), {"name": name, "last": n - 1, "got": v})

    # --- the draft (first choice each) and the rounds before the one asked for
    while s.phase == "draft":
        s.apply(s.legal_actions()[0])
    _deal_until(s, round)
    if phase in ("scoring", "over"):
        s.removed.extend(c for r in s.rows for c in r if c is not None)
        s.rows = [[None] * 6 for _ in range(3)]
        s.row_taken = [n, n, n]

    _place_action_cards(s, seats, rows, piles, removed, held, row_taken, phase)
    _place_game_end_cards(s, seats, ge_display, ge_deck, stack)
    _place_players(s, seats, car_supply, coin_supply, tiles)

    # --- who is where in the round
    s.tile = tile
    s.held = held
    s.phase = phase
    s.stack = [from_json(list(u)) if isinstance(u, (list, tuple)) else u for u in (stack or [])]
    s.constantinople = [list(x) for x in (constantinople or [])]
    if phase in ("scoring", "over"):
        s.turns = 3 * n if turns is None else turns
        if start is not None:
            s.start = start
        order = [(s.start + i) % n for i in range(n)]
        if scorers is None:
            scorers = order[order.index(cur):] if (cur is not None and phase == "scoring") else order
        s.scorers = list(scorers) if phase == "scoring" else []
        s.cur = cur if cur is not None else s.start
    else:
        if turns is None:
            turns = max(0, sum(s.row_taken) + (tile is not None) - (phase in ("card", "post")))
        if not isinstance(turns, int) or not 0 <= turns < 3 * n:
            _fail(N_("turns must be 0 to {last} in a {n}-player round, not {got!r}."),
                  {"last": 3 * n - 1, "n": n, "got": turns})
        s.turns = turns
        if start is None:
            start = (cur - turns) % n if cur is not None else s.start
        s.start = start
        s.cur = (start + turns) % n if cur is None else cur
        s.scorers = list(scorers or [])

    # --- the log starts afresh, then check and validate like a save
    s.log = [s.event(N_("A position set up by hand for study (round {r})."), {"r": s.round}, "setup")]
    s._cache = None
    if draws is not None or pending is not None:
        from .scenario_edits import script_draws, start_pending
        if draws is not None:
            script_draws(s, draws)
        if pending is not None:
            start_pending(s, pending)
    t = validated(s)
    t._start_history()
    t._scenario_args = _given_args(locals_given)
    return t


def _given_args(given: dict):
    """The arguments that differ from their defaults, as JSON data (for short position codes), or None."""
    import inspect
    out = {}
    for name, p in inspect.signature(scenario).parameters.items():
        v = given[name]
        if v != p.default:
            out[name] = list(v) if isinstance(v, tuple) else v
    try:
        return json.loads(json.dumps(out)) if json.loads(json.dumps(out)) == out else None
    except (TypeError, ValueError):
        return None


def scenario_from_json(data) -> "FirstClassState":
    """Build a scenario from JSON text or a JSON-able dict with the keyword names of :func:`scenario`.

    Examples
    --------
    >>> s = scenario_from_json('{"players": 2, "seed": 4, "p0": {"coins": [3, 0, 1], "score": 12}}')
    >>> s.players[0].coins, s.players[0].score
    ([3, 0, 1], 12)
    """
    if isinstance(data, (str, bytes)):
        try:
            data = json.loads(data)
        except ValueError as e:
            _fail(N_("The scenario is not valid JSON ({error})."), {"error": str(e)})
    if not isinstance(data, dict):
        _fail(N_("A scenario is a dict (JSON object) of fields."))
    import inspect
    allowed = [p for p in inspect.signature(scenario).parameters]
    bad = sorted(set(data) - set(allowed))
    if bad:
        _fail(NN_("Unknown scenario field {bad}; the fields are: {allowed}.",
                  "Unknown scenario fields {bad}; the fields are: {allowed}."),
              {"bad": ", ".join(bad), "allowed": ", ".join(allowed), "n": len(bad)})
    kw = dict(data)
    if isinstance(kw.get("modules"), list):
        kw["modules"] = tuple(kw["modules"])
    return scenario(**kw)


def play(state, *actions) -> list:
    """Apply several actions in order (each checked as usual); return all the events they caused.

    Examples
    --------
    >>> from rulebook.first_class.actions import TakeStartTile, Skip, EndTurn
    >>> s = scenario(players=2, seed=5, cur=0)
    >>> events = play(s, TakeStartTile(), Skip(), EndTurn())
    >>> events[0].rule
    'start_player'
    >>> s.current_player, s.tile
    (1, 0)
    """
    events = []
    for a in actions:
        events.extend(state.apply(a))
    return events


def find_card(state, *symbols, type=None, module=None, colour=None, where=None) -> str:
    """The id of the first action card (in id order) that shows ``symbols``.

    ``state`` is a game (or its ``comp`` components). ``symbols`` is either one description in words
    (``"2 car upgrade"``, ``"locomotive 2 + coin"``; see :mod:`.card_words`) -- cards showing exactly
    that come first, then cards showing more -- or symbols as in the data files, matched exactly (``("car",
    2)``: two new cars; ``("upgrade", 1, 4)``: lift one 4-value car). With no symbols, any card matching
    the other filters. ``where="rows"`` or ``"piles"`` keeps to the cards lying there in ``state`` (the rows
    face up, the face-down piles). Raises :class:`ScenarioError` when no card of this game's components
    matches.

    Examples
    --------
    >>> s = scenario(players=2, seed=0)
    >>> find_card(s, ("car", 2), module="X", colour="green")
    'X-G03'
    >>> find_card(s, "2 cars", colour="green"), find_card(s, "2 car upgrade", colour="blue")
    ('X-G03', 'X-B03')
    >>> find_card(s, "locomotive 1 + coin"), find_card(s, "route", colour="green"), find_card(s, "4-car upgrade")
    ('X-G19', 'X-G20', 'X-R01')
    """
    from . import card_words
    comp = getattr(state, "comp", state)
    words = len(symbols) == 1 and isinstance(symbols[0], str)
    parts = card_words.parse(symbols[0]) if words else None
    want = tuple((sym[0], sym[1], sym[2] if len(sym) > 2 else 0) for sym in symbols) if not words else None
    allowed = None
    if where is not None:
        if where not in ("rows", "piles") or comp is state:
            _fail(N_("where must be 'rows' or 'piles' (and a game given), not {got!r}."), {"got": where})
        allowed = {c for r in state.rows for c in r if c} if where == "rows" else {c for p in state.piles for c in p}
    found = []
    for cid in sorted(comp.cards):
        c = comp.cards[cid]
        if not ((type is None or c.type == type) and (module is None or c.module == module)
                and (colour is None or c.colour == colour) and (allowed is None or cid in allowed)):
            continue
        if words:
            k = card_words.matches(c, parts)
            if k == 0:
                return cid
            if k == 1:
                found.append(cid)
        elif not want or c.symbols == want:
            return cid
    if found:
        return found[0]
    _fail(N_("No action card shows {symbols} with type={type}, module={module}, colour={colour}."),
          {"symbols": repr(symbols[0] if words else symbols), "type": type, "module": module, "colour": colour})


# ---------------------------------------------------------------------------- dealing
def _deal_until(s, round_no):
    """Play the card flow of rounds 2..round_no as the engine deals them (no turns)."""
    from . import end_of_round
    while s.round < round_no:
        s.removed.extend(c for r in s.rows for c in r if c is not None)
        s.rows = [[None] * 6 for _ in range(3)]
        end_of_round.next_round(s, [])


# ---------------------------------------------------------------------------- action cards
def _ids(v, where):
    if not isinstance(v, (list, tuple)):
        _fail(N_("{where} must be a list of card ids."), {"where": where})
    return list(v)


def _place_action_cards(s, seats, rows, piles, removed, held, row_taken, phase):
    comp = s.comp
    n = s.n
    in_game = {cid for cid, c in comp.cards.items() if c.module == "X" or c.module in s.options["modules"]}
    explicit = []  # (where, [ids])
    new_rows = [None, None, None]
    new_piles = [None, None, None]
    if rows is not None:
        if not isinstance(rows, (list, tuple)) or len(rows) != 3:
            _fail(N_("rows must be three lists (or None to keep a dealt row)."))
        for r, row in enumerate(rows):
            if row is None:
                continue
            row = _ids(row, f"rows[{r}]")
            if len(row) != 6:
                _fail(N_("rows[{r}] must have six places (None for a card already gone), not {k}."),
                      {"r": r, "k": len(row)})
            new_rows[r] = row
            explicit.append((f"rows[{r}]", [c for c in row if c is not None]))
    if piles is not None:
        if not isinstance(piles, (list, tuple)) or len(piles) != 3:
            _fail(N_("piles must be three lists (or None to keep a pile as dealt)."))
        for i, pile in enumerate(piles):
            if pile is not None:
                new_piles[i] = _ids(pile, f"piles[{i}]")
                explicit.append((f"piles[{i}]", new_piles[i]))
    if removed is not None:
        removed = _ids(removed, "removed")
        explicit.append(("removed", removed))
    if held is not None:
        explicit.append(("held", [held]))
    for p, d in enumerate(seats[:n]):
        for key in ("completed", "contracts", "route"):
            if d is not None and key in d:
                explicit.append((f"p{p}.{key}", _ids(d[key], f"p{p}.{key}")))
    seen = {}
    for where, ids in explicit:
        for cid in ids:
            if cid not in comp.cards:
                _fail(N_("{where}: there is no action card {card}."), {"where": where, "card": cid})
            if cid not in in_game:
                _fail(N_("{where}: card {card} belongs to module {m}, which this game does not use."),
                      {"where": where, "card": cid, "m": comp.cards[cid].module})
            if cid in seen:
                _fail(N_("Card {card} is placed twice: in {a} and in {b}."), {"card": cid, "a": seen[cid], "b": where})
            seen[cid] = where
    for p, d in enumerate(seats[:n]):
        for cid in (d or {}).get("route", []):
            if comp.cards[cid].type != "route":
                _fail(N_("p{p}.route: card {card} is not a route card."), {"p": p, "card": cid})
        for cid in (d or {}).get("contracts", []):
            if comp.cards[cid].type != "contract":
                _fail(N_("p{p}.contracts: card {card} is not a contract."), {"p": p, "card": cid})

    placed = set(seen)
    taken_now = [0, 0, 0]
    # keep what was not mentioned, leaving holes where named cards were pulled out
    for r in range(3):
        if new_rows[r] is None:
            row = []
            for c in s.rows[r]:
                if c == held:
                    row.append(None)
                    taken_now[r] += 1
                elif c in placed:
                    row.append(_HOLE)
                else:
                    row.append(c)
            new_rows[r] = row
    for i in range(3):
        if new_piles[i] is None:
            new_piles[i] = [(_HOLE if c in placed else c) for c in s.piles[i]]
    rem_explicit = removed is not None
    if not rem_explicit:
        removed = [c for c in s.removed if c not in placed]
    players = {}
    for p, d in enumerate(seats[:n]):
        pl = s.players[p]
        for key in ("completed", "contracts", "route"):
            if d is not None and key in d:
                players[(p, key)] = list(d[key])
            else:
                players[(p, key)] = [c for c in getattr(pl, key) if c not in placed]

    everywhere = set(c for r in new_rows for c in r if isinstance(c, str))
    everywhere |= set(c for pile in new_piles for c in pile if isinstance(c, str))
    everywhere |= set(removed) | set(c for v in players.values() for c in v)
    if held is not None:
        everywhere.add(held)
    free = sorted(in_game - everywhere)
    explicit_piles = {i for i in range(3) if piles is not None and piles[i] is not None}

    def colour_of(cid):
        return comp.cards[cid].colour

    def take_free(colour, allow_pile):
        for c in free:
            if colour_of(c) == colour:
                free.remove(c)
                return c
        if not rem_explicit:
            for c in reversed(removed):
                if colour_of(c) == colour:
                    removed.remove(c)
                    return c
        if allow_pile:
            k = COLOURS.index(colour)
            if k not in explicit_piles:
                for j in range(len(new_piles[k]) - 1, -1, -1):
                    if isinstance(new_piles[k][j], str):
                        return new_piles[k].pop(j)
        return None

    row_colour = COLOURS[(s.round - 1) // 2]
    for r in range(3):
        for i, c in enumerate(new_rows[r]):
            if c is _HOLE:
                sub = take_free(row_colour, True)
                if sub is None:
                    _fail(N_("No {colour} card is left to fill the place of a card taken out of row {r}."),
                          {"colour": Msg(row_colour), "r": r + 1})
                new_rows[r][i] = sub
    for k in range(3):
        filled = []
        for c in new_piles[k]:
            if c is _HOLE:
                c = take_free(COLOURS[k], False)
            if c is not None:
                filled.append(c)
        new_piles[k] = filled
    for c in free:
        k = COLOURS.index(colour_of(c))
        if not rem_explicit:
            removed.append(c)
        elif k not in explicit_piles:
            new_piles[k].append(c)
        else:
            _fail(N_("Card {card} would be nowhere: add it to removed, a pile or a row."), {"card": c})

    s.rows = new_rows
    s.piles = new_piles
    s.removed = removed
    for (p, key), v in players.items():
        setattr(s.players[p], key, v)
    if row_taken is not None:
        s.row_taken = list(row_taken)
    elif phase not in ("scoring", "over") or rows is not None:
        out = []
        for r in range(3):
            gone = sum(1 for c in new_rows[r] if c is None)
            if rows is not None and rows[r] is not None:
                if gone == 6:
                    gone = n
                elif gone >= n:
                    _fail(N_("Row {r} has {k} places empty, but in a {n}-player game a row is cleared once "
                             "{n} cards are gone from it."), {"r": r + 1, "k": gone, "n": n})
            else:
                gone = s.row_taken[r] + taken_now[r]
            out.append(gone)
        s.row_taken = out


# ---------------------------------------------------------------------------- Game End cards
def _place_game_end_cards(s, seats, ge_display, ge_deck, stack):
    n = s.n
    explicit = []
    if ge_display is not None:
        explicit.append(("ge_display", _ids(ge_display, "ge_display")))
    if ge_deck is not None:
        explicit.append(("ge_deck", _ids(ge_deck, "ge_deck")))
    for p, d in enumerate(seats[:n]):
        if d is not None and "ge" in d:
            explicit.append((f"p{p}.ge", _ids(d["ge"], f"p{p}.ge")))
    for u in stack or []:
        if isinstance(u, (list, tuple)) and u and u[0] == "pay" and len(u) == 3:
            explicit.append(("stack", [u[2]]))
    seen = {}
    for where, ids in explicit:
        for g in ids:
            if g not in s.comp.game_end_cards:
                _fail(N_("{where}: there is no Game End card {card}."), {"where": where, "card": g})
            if g in seen:
                _fail(N_("Game End card {card} is placed twice: in {a} and in {b}."),
                      {"card": g, "a": seen[g], "b": where})
            seen[g] = where
    placed = set(seen)
    deck = list(ge_deck) if ge_deck is not None else [g for g in s.ge_deck if g not in placed]
    display = list(ge_display) if ge_display is not None else [g for g in s.ge_display if g not in placed]
    hands = {}
    for p, d in enumerate(seats[:n]):
        if d is not None and "ge" in d:
            hands[p] = list(d["ge"])
        else:
            mine = [g for g in s.players[p].ge if g not in placed]
            hands[p] = mine
    everywhere = set(deck) | set(display) | set(g for h in hands.values() for g in h) | placed
    free = sorted(set(s.comp.game_end_cards) - everywhere)
    if ge_deck is None:
        deck.extend(free)
        free = []
    for p, d in enumerate(seats[:n]):
        if not (d is not None and "ge" in d):
            while len(hands[p]) < len(s.players[p].ge):
                src = free if free else deck
                if not src:
                    break
                hands[p].append(src.pop())
    if ge_display is None:
        while len(display) < 4 and (free or deck):
            display.append((free or deck).pop())
    if free:
        _fail(NN_("Game End card {cards} would be nowhere: add it to ge_deck.",
                  "Game End cards {cards} would be nowhere: add them to ge_deck."), {"cards": ", ".join(free), "n": len(free)})
    s.ge_deck, s.ge_display = deck, display
    for p, h in hands.items():
        s.players[p].ge = h


# ---------------------------------------------------------------------------- boards
def _cells(s, p, trains, used_tiles, want_tile):
    if not isinstance(trains, (list, tuple)) or len(trains) != 2:
        _fail(N_("p{p}.trains must be two lists: the upper and the lower train."), {"p": p})
    out = []
    for t, tr in enumerate(trains):
        if not isinstance(tr, (list, tuple)):
            _fail(N_("p{p}.trains[{t}] must be a list of cells."), {"p": p, "t": t})
        cells = []
        for c in tr:
            if isinstance(c, bool):
                c = None
            if isinstance(c, str):
                low = c.strip().lower()
                if low.startswith("mail"):
                    cells.append(("mail", int(low[4:]) if low[4:].isdigit() else None))
                    continue
                if low.startswith("tile"):
                    if low[4:].isdigit():
                        used_tiles.add(int(low[4:]))
                        cells.append(100 + int(low[4:]))
                    else:
                        cells.append(("tile",))
                        want_tile.append((p, t, len(cells) - 1))
                    continue
                c = None
            if not isinstance(c, int):
                _fail(N_("p{p}.trains[{t}]: {cell!r} is not a cell (a car value, 'mail' or 'tile')."),
                      {"p": p, "t": t, "cell": c})
            if c >= 100:
                used_tiles.add(c - 100)
            cells.append(c)
        out.append(cells)
    return out


def _place_players(s, seats, car_supply, coin_supply, tiles):
    from .cars import PAIR
    comp = s.comp
    n = s.n
    used_tiles: set = set()
    want_tile: list = []
    trains = {}
    for p, d in enumerate(seats[:n]):
        if d is not None and "trains" in d:
            trains[p] = _cells(s, p, d["trains"], used_tiles, want_tile)
    free_tiles = [i for i in range(len(comp.locomotive_tiles)) if i not in used_tiles]
    for p, t, i in want_tile:
        if not free_tiles:
            _fail(N_("There are only {k} locomotive tiles."), {"k": len(comp.locomotive_tiles)})
        trains[p][t][i] = 100 + free_tiles.pop(0)
    for p, d in enumerate(seats[:n]):
        pl = s.players[p]
        d = d or {}
        if p in trains:
            named = {m for tr in trains[p] for c in tr if isinstance(c, tuple) and c[1] is not None for m in [c[1]]}
            named |= {-c for tr in trains[p] for c in tr if isinstance(c, int) and c < 0}
            spare = [m for m in range(1, comp.mail_cars + 1) if m not in named]
            for tr in trains[p]:
                for i, c in enumerate(tr):
                    if isinstance(c, tuple):
                        if c[1] is None:
                            if not spare:
                                _fail(NN_("p{p} has only {k} mail car.", "p{p} has only {k} mail cars.", count="k"),
                                      {"p": p, "k": comp.mail_cars})
                            m = spare.pop(0)
                        else:
                            m = c[1]
                        tr[i] = -m
            pl.trains = trains[p]
        if "mail_left" in d:
            pl.mail_left = list(d["mail_left"])
        else:
            used = {-c for tr in pl.trains for c in tr if c < 0}
            pl.mail_left = [m for m in range(1, comp.mail_cars + 1) if m not in used]
        if "coins" in d:
            c = d["coins"]
            if isinstance(c, int) and not isinstance(c, bool):
                if not 0 <= c <= 12:
                    _fail(N_("p{p}.coins: a board holds 0 to 12 coins, not {k}."), {"p": p, "k": c})
                c = [min(c, 5), min(max(c - 5, 0), 5), max(c - 10, 0)]
            if not isinstance(c, (list, tuple)) or len(c) != 3:
                _fail(N_("p{p}.coins must be a total or three column counts [c1, c2, c3]."), {"p": p})
            pl.coins = list(c)
        for key, default in (("cond", None), ("loco", None), ("score", None), ("claimed", None)):
            if key in d:
                v = d[key]
                setattr(pl, key, list(v) if isinstance(v, (list, tuple)) else v)
        pl.stations = list(comp.printed_route)
        for cid in pl.route:
            pl.stations.extend(comp.cards[cid].stations)
        if not isinstance(pl.loco, int) or not 0 <= pl.loco <= len(pl.stations):
            _fail(N_("p{p}.loco must be 0 (Paris) to {k}, the last station of the route."),
                  {"p": p, "k": len(pl.stations)})
    if car_supply is not None:
        s.car_supply = list(car_supply)
    else:
        used = [0, 0, 0]
        for pl in s.players:
            for tr in pl.trains:
                for c in tr:
                    if c in PAIR:
                        used[PAIR[c]] += 1
        s.car_supply = [tot - u for tot, u in zip(comp.car_supply, used)]
        if s.rulings["supply_out"] == "unlimited":
            s.car_supply = [max(0, x) for x in s.car_supply]
    if coin_supply is not None:
        s.coin_supply = coin_supply
    else:
        s.coin_supply = comp.coin_supply - sum(sum(pl.coins) for pl in s.players)
        if s.rulings["supply_out"] == "unlimited":
            s.coin_supply = max(0, s.coin_supply)
    if tiles is not None:
        s.tiles = list(tiles)
    else:
        on_boards = {c - 100 for pl in s.players for tr in pl.trains for c in tr if c >= 100}
        s.tiles = [i for i in range(len(comp.locomotive_tiles)) if i not in on_boards]
