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

A later round is dealt as the engine would (here the blue pile after dealing round 3):

>>> s3 = scenario(players=2, seed=3, round=3, cur=1, p1={"trains": [[2, 1, 1, 0, 0, "mail"], [0]]})
>>> s3.players[1].trains[0], s3.players[1].mail_left, len(s3.piles[1])
([2, 1, 1, 0, 0, -1], [2, 3, 4], 22)

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
from ..i18n import N_, NN_
from .scenario_check import ScenarioError, _fail, validated  # noqa: F401  (part of the scenario API)
from .scenario_edits import put  # noqa: F401  (one card into one place: part of the scenario API)
from .scenario_boards import place_players
from .scenario_cards import place_action_cards, place_game_end_cards
from .units import from_json

if TYPE_CHECKING:
    from .state import FirstClassState

PLAYER_KEYS = ("trains", "cond", "loco", "route", "coins", "score", "completed", "contracts", "ge", "mail_left",
               "claimed")
PHASES = ("turn", "card", "post", "scoring", "over")


def scenario(players: int = 3, seed: int = 0, *, modules=("A", "B"), rulings=None, data_dir=None,
             start_player=None, round: int = 1, phase: str | None = None, cur=None, start=None, tile=None,
             turns=None, held=None, stack=None, scorers=None, rows=None, row_taken=None, piles=None, removed=None,
             ge_display=None, ge_deck=None, constantinople=None, car_supply=None, coin_supply=None, tiles=None,
             p0=None, p1=None, p2=None, p3=None, draws=None, pending=None, mode="explore"):
    """Build a First Class position from a few fields; everything else is dealt as in a real game.

    Parameters
    ----------
    players, seed, modules, rulings, data_dir, start_player
        Passed to ``new_game``; the Game End draft is then completed (each player keeps the first card offered).
    round : int
        1 to 6. Earlier rounds are dealt and discarded as the engine does (including the four unseen cards
        after the first round of a pile).
    phase : str
        ``"turn"`` (default), ``"card"`` (``held`` is being decided on; the default when ``held`` is given),
        ``"post"``, ``"scoring"`` (rows are empty) or ``"over"``.
    cur, start : int
        Seat to move and start player. Give one and the other follows from ``turns``; give neither and the
        dealt start player begins.
    tile : int or None
        Seat holding the Start Player tile this round (None: still on the table).
    turns : int
        Turns finished this round; by default counted from the rows (cards gone, plus the tile if taken, minus
        the card in hand).
    held, stack, scorers, row_taken, constantinople, car_supply, coin_supply, tiles
        Engine fields, written as given. ``row_taken`` is inferred from the rows; supplies and tiles from what
        is on the boards.
    rows, piles : list
        Three lists (rows: six card ids or ``None`` for a card already gone); ``None`` in place of a list keeps
        that row or pile as dealt.
    removed, ge_display, ge_deck : list
        Card ids; by default whatever is left over.
    p0, p1, p2, p3 : dict
        Fields of each player (see the module docstring).
    draws : list
        Card ids to be drawn next, in order (action cards from their colour's pile when rows are dealt, Game
        End cards when the display is refilled): for tests and exploring only, refused when ``mode`` is
        ``"play"`` or ``"student"``.
    pending : list
        Symbols as in the data files (``[("upgrade_any", 2)]``) the seat to move is carrying out: the position
        starts inside that decision (phase ``"post"`` by default).
    mode : str
        ``"explore"`` (default), ``"teacher"``, ``"play"`` or ``"student"``, as in ``widgets.play``.

    Returns a ``FirstClassState`` whose ``check_invariants()`` is empty, with its history started (``undo()``
    goes back to it, not further). Raises :class:`ScenarioError` for a field with a wrong name or value, a card
    placed twice or not in this game, or a position that breaks a conservation rule.
    """
    locals_given = dict(locals())
    from . import FIRST_CLASS

    seats = (p0, p1, p2, p3)
    opts = {"modules": modules}
    for k, v in (("rulings", rulings), ("data_dir", data_dir), ("start_player", start_player)):
        if v is not None:
            opts[k] = v
    s = FIRST_CLASS.new_game(players=players, seed=seed, **opts)
    phase = _checked_phase(s.n, seats, mode, draws, held, pending, phase, round, cur=cur, start=start, tile=tile)
    # the draft (first choice each) and the rounds before the one asked for
    while s.phase == "draft":
        s.apply(s.legal_actions()[0])
    _deal_until(s, round)
    if phase in ("scoring", "over"):
        s.removed.extend(c for r in s.rows for c in r if c is not None)
        s.rows = [[None] * 6 for _ in range(3)]
        s.row_taken = [s.n, s.n, s.n]
    place_action_cards(s, seats, rows, piles, removed, held, row_taken, phase)
    place_game_end_cards(s, seats, ge_display, ge_deck, stack)
    place_players(s, seats, car_supply, coin_supply, tiles)
    s.tile = tile
    s.held = held
    s.phase = phase
    s.stack = [from_json(list(u)) if isinstance(u, (list, tuple)) else u for u in (stack or [])]
    s.constantinople = [list(x) for x in (constantinople or [])]
    _seat_and_turns(s, phase, cur, start, tile, turns, scorers)
    t = _finished(s, draws, pending)
    t._scenario_args = _given_args(locals_given)
    return t


def _checked_phase(n, seats, mode, draws, held, pending, phase, round, **seat_fields) -> str:
    """The phase the scenario starts in, after checking the player fields, the mode, the round and the seats."""
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
    for name, v in seat_fields.items():
        if v is not None and (not isinstance(v, int) or isinstance(v, bool) or v not in range(n)):
            _fail(N_("{name} must be a seat from 0 to {last}, not {got!r}."), {"name": name, "last": n - 1, "got": v})
    return phase


def _seat_and_turns(s, phase, cur, start, tile, turns, scorers) -> None:
    """Who is where in the round: the start player, the turns finished, the seat to move, the scorers left."""
    n = s.n
    if phase in ("scoring", "over"):
        s.turns = 3 * n if turns is None else turns
        if start is not None:
            s.start = start
        order = [(s.start + i) % n for i in range(n)]
        if scorers is None:
            scorers = order[order.index(cur):] if (cur is not None and phase == "scoring") else order
        s.scorers = list(scorers) if phase == "scoring" else []
        s.cur = cur if cur is not None else s.start
        return
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


def _finished(s, draws, pending):
    """The log starts afresh; scripted draws and a pending decision are set; the position is checked and
    validated like a save and its history started."""
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
