"""Building Horror positions by hand for tests, lessons and notebooks.

:func:`ready` plays the draft for you (each seat's general skill and attribute
by name, or the first on display); the helpers below then change one thing
each and keep every count of the box right. Every helper works on a copy,
checks the result the way a save is loaded
(:func:`rulebook.position_check.as_saved`: an impossible position is refused
with the sentence loading it from a save would give, and ``state`` is left as
it was) and makes the result the base position that ``undo()`` and saves
replay from -- a hand edit in the middle of a game *rebases* it: the actions
before the edit can no longer be undone, and a save made after it loads.
After editing fields directly, call :func:`rebase` yourself; it checks too.

Counted quantities (each helper moves tokens between the places named and
the box, so the totals stay what the box holds):

* :func:`set_occult` -- Occult tokens on the six Grimoire slots and in the investigators' pool;
  the rest are banished.
* :func:`set_sanity` -- one investigator's sanity, taken from or given back to the sanity supply.
* :func:`set_essence` -- essence in the pool and on portals; the rest in the box.
* :func:`put_monsters` / :func:`to_pursuit` / :func:`empty_train` -- monsters between the pool, the train and
  the Pursuit.

Bags: :func:`set_tokens` fills the event bag, the discard and the board;
:func:`script_draws` makes the next event tokens drawn come out in a given
order (``draws=[...]`` of :func:`end_turn`); :func:`return_token` puts a
conversation token at a given place in its bag (``depth=0``: drawn next).
Scripted draws are for exploring and tests: with ``mode="play"`` they are refused.

>>> s = ready(players=1, investigators=["doctor"], seed=3, attribute="Vigorous")
>>> s.phase, s.inv[0].attribute
('actions', 'att0')
>>> s = end_turn(s, bag=["lucky", "occult", "passenger"], draws=["occult", "lucky"])
>>> from rulebook.horror.actions import EndActions
>>> _ = s.apply(EndActions())
>>> [e.msg.params["token"].id for e in s.log if e.msg.id.startswith("Event token drawn")]
['Occult', 'Lucky']
>>> t = set_occult(ready(players=1, investigators=["doctor"], seed=3), pool=2)
>>> t.occult, [slot[0] for slot in t.grimoire], t.occult_banished
(2, [0, 0, 2, 2, 3, 3], 0)
"""
from __future__ import annotations

import functools

from ..core import ConfigError, Rng
from ..i18n import Msg, N_
from ..position_check import as_saved
from .actions import DraftAttribute, DraftSkill
from .records import RECORDS, Monster, Passenger, records_of

MODES = ("explore", "teacher", "play", "student")


def _fail(msgid, params=None):
    raise ConfigError(Msg(msgid, params or {}))


def _adopt(st, new):
    """Give ``st`` the position of ``new`` (an edited copy): the caller's object stays the one in use."""
    st._take(new)
    st._cache = None
    return st


def rebase(st):
    """Check the current (possibly hand-edited) position as a save's is checked, and make it the base that undo
    and saves replay from. Raises the loader's ``LoadError`` for an impossible position."""
    st._cache = None
    as_saved(st)
    st._start_history()
    return st


def _check_then(fn):
    """A helper ``fn(state, ...)`` that edits a copy; the result is checked as a save's position is, and on
    success becomes ``state`` (rebased); on failure ``state`` is left as it was."""
    @functools.wraps(fn)
    def run(st, *args, **kw):
        work = st.copy()
        work._cache = None
        fn(work, *args, **kw)
        work._cache = None
        as_saved(work)
        return _rebased(_adopt(st, work))
    return run


def _rebased(st):
    st._start_history()
    return st


# --------------------------------------------------------------------------- the draft
def _by_name(comp, name, ids, names, what):
    if name in ids:
        return name
    for i in ids:
        if names(i).lower() == str(name).lower():
            return i
    _fail(N_("There is no {what} called {name!r}; they are: {allowed}."),
          {"what": what, "name": name, "allowed": ", ".join(sorted(names(i) for i in ids))})


def _per_seat(given, n):
    if given is None:
        return {}
    if isinstance(given, dict):
        return dict(given)
    if isinstance(given, (list, tuple)):
        return {p: g for p, g in enumerate(given) if g is not None}
    return {0: given}


def _onto_display(display, wanted):
    """Put the wanted ids on a display of the same size, replacing ids nobody asked for (last first)."""
    missing = [w for w in wanted if w not in display]
    spare = [d for d in reversed(display) if d not in wanted]
    if len(missing) > len(spare):
        _fail(N_("Only {n} can be asked for: the display holds {n}."), {"n": len(display)})
    out = list(display)
    for w, d in zip(missing, spare):
        out[out.index(d)] = w
    return sorted(out)


def ready(players=1, seed=0, attribute=None, skill=None, mode="explore", **opts):
    """A new game with the draft done. ``attribute`` / ``skill``: what a seat takes, by id or name (``"Vigorous"``)
    -- one value for seat 0, a list by seat, or ``{seat: name}``; a named one not on display is put there at
    setup (in place of one nobody asked for). Seats without a wish take the first free one on display. Any
    choice an attribute asks for takes the first option."""
    from . import HORROR
    if mode not in MODES:
        _fail(N_("mode must be one of {allowed}, not {got!r}."), {"allowed": ", ".join(MODES), "got": mode})
    st = HORROR.new_game(players=players, seed=seed, **opts)
    comp = st.comp
    att = {p: _by_name(comp, a, comp.attribute_ids, lambda i: comp.attributes[i]["name"], "attribute")
           for p, a in _per_seat(attribute, players).items()}
    gen = {p: _by_name(comp, g, list(comp.general_skills), lambda i: comp.skills[i]["name"], "general skill")
           for p, g in _per_seat(skill, players).items()}
    for wishes in (att, gen):
        if len(set(wishes.values())) != len(wishes):
            _fail(N_("Two seats cannot take the same skill or attribute."))
        if any(not 0 <= p < players for p in wishes):
            _fail(N_("A seat is 0 to {last}."), {"last": players - 1})
    st.attr_display = _onto_display(st.attr_display, list(att.values()))
    st.general_display = _onto_display(st.general_display, list(gen.values()))
    while st.phase in ("draft_skill", "draft_attribute") or st.stack:
        legal = st.legal_actions()
        p = st.current_player
        want, cls = (att, DraftAttribute) if st.phase == "draft_attribute" else (gen, DraftSkill)
        if not st.stack and p in want and cls(want[p]) in legal:
            pick = cls(want[p])
        else:
            taken = set(want.values())
            pick = next((a for a in legal if not (type(a) is cls and getattr(
                a, "attribute" if cls is DraftAttribute else "skill") in taken)), legal[0])
        st.apply(pick)
    return rebase(st)


# --------------------------------------------------------------------------- figures
@_check_then
def empty_train(st):
    """Remove every passenger (suspect figures stay put); monsters go back to the pool."""
    st.passengers = []
    st.ill = []
    for m in st.monsters:
        st.pool[m.colour] += 1
    st.monsters = []


@_check_then
def put_monsters(st, monsters):
    """Place ``[colour, car]`` monsters (taken from the pool)."""
    for col, car in monsters:
        if col not in st.pool:
            _fail(N_("There are no {colour} monsters in this game; the colours are {allowed}."),
                  {"colour": col, "allowed": ", ".join(st.colours)})
        if st.pool[col] < 1:
            _fail(N_("No {colour} monster is left in the pool."), {"colour": col})
        st.pool[col] -= 1
        st.monsters.append(Monster(col, car))
    st.monsters.sort(key=lambda m: m.car)


@_check_then
def to_pursuit(st, colours):
    """Put monsters of these colours (from the pool) in the Pursuit, where they wait to come back."""
    for col in colours:
        if st.pool.get(col, 0) < 1:
            _fail(N_("No {colour} monster is left in the pool."), {"colour": col})
        st.pool[col] -= 1
        st.pursuit.append(col)


@_check_then
def give_skill(st, p, skill, slot=0):
    """Put ``skill`` in slot ``slot`` of seat ``p``'s board (unmarked)."""
    st.inv[p].slots[slot] = skill
    st.inv[p].marked[slot] = False


def _free(st, car):
    from .passengers import room
    return room(st, car)


@_check_then
def clear_car(st, car, keep=(), to=None):
    """Move the suspects out of ``car`` so a test controls who is there: into ``to``, or else into the car with
    the most room (the rearmost of equals) -- never into ``car`` itself nor into a car in ``keep`` (the cars
    being set up)."""
    banned = {car, *keep}
    for s in st.suspects:
        if s.car != car:
            continue
        if to is not None:
            target = to
        else:
            choices = [k for k in range(1, 7) if k not in banned and _free(st, k)]
            if not choices:
                _fail(N_("No other car has room for the suspect in car {car}."), {"car": car})
            target = max(choices, key=lambda k: (_free(st, k), k))
        if target in banned:
            _fail(N_("The suspects of car {car} cannot go to car {to}: it is being set up."),
                  {"car": car, "to": target})
        s.car = target


@_check_then
def place(st, p=None, car=None, passengers=None):
    """Seat ``p``'s investigator into ``car``, and/or give car ``car`` exactly these passengers (statuses)."""
    if p is not None:
        st.inv[p].car = car
    if passengers is not None:
        keep = [q for q in st.passengers if q.car != car]
        st.ill = []
        st.passengers = sorted(keep + [Passenger(car, s) for s in passengers], key=lambda q: q.car)


# --------------------------------------------------------------------------- counted quantities
@_check_then
def set_occult(st, grimoire=None, pool=None):
    """Occult tokens on the six Grimoire slots (a list of counts) and in the investigators' pool; every other
    token of the box is banished. Given only ``pool``, the tokens it gains come off the Grimoire as the game
    takes them (the slot with the fewest first; an emptied slot teaches its spell) and tokens it loses are
    spent (banished)."""
    rows = st.comp.table["occult_rows"]
    total = sum(rows)
    if grimoire is None and pool is not None and isinstance(pool, int):
        from .grimoire import can_gain, gain_occult
        while st.occult < pool and can_gain(st):
            gain_occult(st, "grimoire", [])
        if st.occult < pool:
            _fail(N_("The box holds {total} Occult tokens: the Grimoire has none left to bring the pool to {pool}; "
                     "that is too many."), {"total": total, "pool": pool})
        if st.occult > pool >= 0:
            st.occult_banished += st.occult - pool
            st.occult = pool
    if grimoire is not None:
        if len(grimoire) != len(rows):
            _fail(N_("The Grimoire has {n} slots: give {n} counts."), {"n": len(rows)})
        for k, (n, cap) in enumerate(zip(grimoire, rows)):
            if not isinstance(n, int) or not 0 <= n <= cap:
                _fail(N_("Grimoire slot {k} holds 0 to {cap} Occult tokens, not {got!r}."),
                      {"k": k + 1, "cap": cap, "got": n})
            st.grimoire[k][0] = n
    if pool is not None:
        if not isinstance(pool, int) or isinstance(pool, bool) or pool < 0:
            _fail(N_("The investigators' pool holds 0 or more Occult tokens, not {got!r}."), {"got": pool})
        st.occult = pool
    on = sum(s[0] for s in st.grimoire)
    if not isinstance(st.occult, int) or st.occult < 0 or on + st.occult > total:
        _fail(N_("The box holds {total} Occult tokens: {on} on the Grimoire and {pool} in the pool are too many."),
              {"total": total, "on": on, "pool": st.occult})
    st.occult_banished = total - on - st.occult


@_check_then
def set_sanity(st, p, sanity):
    """Seat ``p``'s sanity, the difference taken from (or given back to) the sanity supply."""
    x = st.inv[p]
    if not isinstance(sanity, int) or sanity < 1:
        _fail(N_("An investigator still in the game has at least 1 sanity, not {got!r}."), {"got": sanity})
    more = sanity - x.sanity
    if more > st.sanity_supply:
        _fail(N_("The sanity supply holds {n} token(s): Investigator {p} cannot gain {k}."),
              {"n": st.sanity_supply, "p": p + 1, "k": more})
    st.sanity_supply -= more
    x.sanity = sanity


@_check_then
def set_essence(st, pool=None, portals=None):
    """Essence in the pool and on portals (``{portal id: n}``, replacing those given); the rest in the box."""
    total = st.comp.table["essence_tokens"]
    if pool is not None:
        st.essence_pool = pool
    for pid, n in (portals or {}).items():
        st.portals[pid] = n
    used = st.essence_pool + sum(st.portals.values()) + st.essence_banished
    if min([st.essence_pool] + list(st.portals.values())) < 0 or used > total:
        _fail(N_("The box holds {total} essence tokens: {used} in the pool, on portals and banished are too many."),
              {"total": total, "used": used})
    st.essence_box = total - used


# --------------------------------------------------------------------------- tokens and bags
@_check_then
def set_tokens(st, bag=None, discard=None, board=None):
    """Put exactly these event tokens in the bag (drawn in random order), the discard and the four board
    spaces (bottom first) -- what is not given is empty; every other token of the set goes to the supply
    (out of play), except the Locomotive's."""
    _set_tokens(st, bag, discard, board)


def _set_tokens(st, bag, discard, board):
    from collections import Counter
    evt = st.comp.table["event_tokens"]
    total = Counter(evt["bag"] + evt["discard"] + evt["locomotive"] + evt["supply"])
    st.event_bag = list(bag or [])
    st.event_discard = list(discard or [])
    st.event_board = [list(x) for x in (board or [[], [], [], []])]
    used = Counter(st.event_bag + st.event_discard + [t for sp in st.event_board for t in sp] + st.loco_tokens)
    if used - total:
        _fail(N_("More event tokens than the set holds: {extra}."),
              {"extra": ", ".join(f"{k} x{v}" for k, v in sorted((used - total).items()))})
    st.event_supply = sorted((total - used).elements())


def _script(st, draws, mode, redraw=False):
    """Order the event bag so that the next draws (``rng.below`` on the bag, one after another) give ``draws``;
    ``redraw``: the token in hand is first put back at the end of the bag, as a Redraw does."""
    if not draws:
        return
    if mode == "play":
        _fail(N_("Scripted draws are for exploring and tests; in play mode the tokens are drawn unseen."))
    if redraw and st.drawn is None:
        _fail(N_("No event token is in hand to be drawn again."))
    from collections import Counter
    left = Counter(st.event_bag)
    extra = Counter(draws) - left - Counter([st.drawn] if redraw else [])
    if extra:
        _fail(N_("The event bag holds no (more) {token} token to draw."), {"token": sorted(extra)[0]})
    hole = object()
    bag = [hole] * len(st.event_bag) + ([st.drawn] if redraw else [])
    r = Rng(0)
    r.state = st.rng.state
    where = list(range(len(bag)))          # places (in the list as it starts) of the entries still in the bag
    for tok in draws:
        k = where.pop(r.below(len(where)))
        if bag[k] is hole and left[tok] > 0:
            bag[k] = tok
            left[tok] -= 1
        elif bag[k] is hole or bag[k] != tok:
            _fail(N_("These draws cannot be scripted: the token put back would come out in their way."))
    fill = iter(sorted(left.elements()))
    bag = [next(fill) if t is hole else t for t in bag]
    st.event_bag = bag[:len(st.event_bag)]


@_check_then
def script_draws(st, draws, mode="explore", redraw=False):
    """The next event tokens drawn from the bag, in order. The bag's order is set so that the game's own
    random draws give them -- as long as nothing else random happens first (a die roll or a shuffle in between
    breaks the script; refilling the bag from the discard does too). ``redraw=True``: the players are about to
    Redraw, putting the token in hand back first. Refused in play mode."""
    _script(st, list(draws), mode, redraw)


@_check_then
def return_token(st, token, depth=0):
    """Put a conversation token (from the tokens set aside, or moved within the bag) into the bag at ``depth``:
    0 is drawn next, 1 after it, ... -- the place a ``ReturnToken`` would pick at random."""
    if token in st.conv_aside:
        st.conv_aside.remove(token)
    elif token in st.bag:
        st.bag.remove(token)
    else:
        _fail(N_("No {token} conversation token is in the bag or set aside."), {"token": token})
    if not isinstance(depth, int) or not 0 <= depth <= len(st.bag):
        _fail(N_("depth is 0 (drawn next) to {n}, not {got!r}."), {"n": len(st.bag), "got": depth})
    st.bag.insert(len(st.bag) - depth, token)


def end_turn(st, draws=None, mode="explore", done=True, **tokens):
    """Make the current seat's main action done so ``EndActions()`` starts the event step; optionally set the
    event tokens (see :func:`set_tokens`) and the order of the next draws (see :func:`script_draws`).
    ``done=False`` sets the tokens and draws only, leaving the turn as it is. Checked and rebased."""
    if mode not in MODES:
        _fail(N_("mode must be one of {allowed}, not {got!r}."), {"allowed": ", ".join(MODES), "got": mode})
    work = st.copy()
    if tokens:
        _set_tokens(work, tokens.get("bag"), tokens.get("discard"), tokens.get("board"))
        if set(tokens) - {"bag", "discard", "board"}:
            _fail(N_("end_turn takes bag, discard, board and draws, not {got}."),
                  {"got": ", ".join(sorted(set(tokens) - {"bag", "discard", "board"}))})
    if done:
        work.main_done = True
    _script(work, list(draws or ()), mode)
    work._cache = None
    as_saved(work)
    return _rebased(_adopt(st, work))


# --------------------------------------------------------------------------- one call
@_check_then
def set_fields(st, inv=None, **fields):
    """Write fields of the position as they are (``vampire=3``, ``curtains=[...]``) and of investigators
    (``inv={0: {"stamina": 0, "track": 4}}``; a list replaces the field whole); checked as a save's position is."""
    from .state import FIELDS
    if isinstance(inv, list):
        fields["inv"], inv = inv, None
    for k, v in fields.items():
        if k not in FIELDS:
            _fail(N_("The position has no field {name!r}."), {"name": k})
        setattr(st, k, records_of(k, v) if k in RECORDS else v)
    for p, vals in (inv or {}).items():
        x = st.inv[int(p)]
        for k, v in vals.items():
            if k not in vars(x):
                _fail(N_("An investigator has no field {name!r}."), {"name": k})
            setattr(x, k, v)


SCENARIO_KEYS = ("empty_train", "passengers", "monsters", "pursuit", "clear", "inv", "skills", "fields", "occult",
                 "essence", "talk_draws", "tokens", "draws", "end_turn")


def scenario(players=1, seed=0, **fields):
    """A position in one call: :func:`ready`'s arguments and options, then, in this order (each optional):

    ``empty_train`` (true), ``passengers`` ({car: [statuses]}), ``monsters`` ([[colour, car]]), ``pursuit``
    ([colours]), ``clear`` (cars to clear of suspects; never into a car named in ``inv``), ``inv`` ({seat:
    {"car": 2, "sanity": 3, "stamina": 0, ...}}: car and sanity through :func:`place` and :func:`set_sanity`,
    the rest as they are), ``skills`` ({seat: {skill: slot}}), ``fields`` (other fields as they are: ``vampire``,
    ``curtains`` ...), ``occult`` ({"grimoire": [...], "pool": n}), ``essence`` ({"pool": n, "portals": {...}}),
    ``talk_draws`` (conversation tokens drawn next, in order), ``tokens`` ({bag, discard, board}), ``draws``
    (event tokens drawn next, in order) and ``end_turn`` (true: the main action is done; given ``tokens`` or
    ``draws`` it is done unless ``end_turn`` is false, as the position editor writes). Every step is checked
    as a save is.
    """
    f = dict(fields)
    later = {k: f.pop(k) for k in SCENARIO_KEYS if k in f}
    st = ready(players=players, seed=seed, **f)
    if later.get("empty_train"):
        empty_train(st)
    for car, statuses in (later.get("passengers") or {}).items():
        place(st, car=int(car), passengers=statuses)
    if later.get("monsters"):
        put_monsters(st, later["monsters"])
    if later.get("pursuit"):
        to_pursuit(st, later["pursuit"])
    inv = {int(p): dict(v) for p, v in (later.get("inv") or {}).items()}
    for car in later.get("clear") or ():
        clear_car(st, car, keep=[x["car"] for x in inv.values() if "car" in x])
    for p, vals in inv.items():
        if "sanity" in vals:
            set_sanity(st, p, vals.pop("sanity"))
        if "car" in vals:
            place(st, p, vals.pop("car"))
    for p, skills in (later.get("skills") or {}).items():
        for skill, slot in skills.items():
            give_skill(st, int(p), skill, slot)
    if any(inv.values()) or later.get("fields"):
        set_fields(st, inv=inv, **(later.get("fields") or {}))
    if later.get("occult"):
        set_occult(st, **later["occult"])
    if later.get("essence"):
        set_essence(st, **later["essence"])
    for depth, tok in enumerate(later.get("talk_draws") or ()):
        return_token(st, tok, depth)
    if later.get("end_turn") or later.get("tokens") or later.get("draws"):
        end_turn(st, draws=later.get("draws"), mode=f.get("mode", "explore"), done=later.get("end_turn", True) is not False,
                 **(later.get("tokens") or {}))
    return st


def scenario_from_json(fields: dict):
    """:func:`scenario` from JSON-shaped fields (an edge case's ``setup``, with ``players`` and ``seed``)."""
    return scenario(**fields)
