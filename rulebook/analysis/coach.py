"""A coach: a proposed move with the reason, and a review of a finished game's costliest moves.

``hint(state, seat, lang)``
    asks the game's strongest quick bot (:func:`~rulebook.analysis.bots.strong_bot`: a game's own
    ``STRONG_BOT``, else the greedy bot on ``game.evaluate``) for the seat's move, and says why
    from what the bot's evaluation sees change: a list of feature differences, each a :class:`Msg` with
    parameters (points, delivered cars, cards still to lay on the way to a station ...), never canned
    text. A game names its quantities in a learner's words (``Game.coach_features``, :mod:`.coach_reasons`) or
    says what changed itself (``Game.coach_changes``); ``coach_settle`` and ``coach_value`` refine the look-ahead. The look-ahead runs on a determinized copy (``game.determinize``), so a hint never reads
    what the seat cannot see, and names only objects of ``state.view(seat)``.
``review(saved)``
    replays a game (a save's JSON text or a state with its history) and lists the 3 moves that cost the
    most by the same estimate: the position's index in the history, the seat, the move played, the better
    move and the estimated loss. ``position(saved, index)`` rebuilds that position (to open it again).

>>> import rulebook
>>> s = rulebook.GAMES["first_class"].new_game(players=2, seed=3)
>>> h = hint(s)
>>> h.action in s.legal_actions()
True
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core import Rng
from ..i18n import Msg, N_, Num
from .bots import make_bot, strong_bot
from .coach_reasons import changes as named_changes

LOSS_EPS = 1e-6


@dataclass
class Hint:
    """A proposed move: ``action``, ``reason`` (a Msg), the estimates before and after, the changes seen."""

    action: object
    reason: Msg
    before: float
    after: float
    changes: list = field(default_factory=list)
    lang: str = "en"

    @property
    def text(self) -> str:
        return self.reason.text(self.lang)


@dataclass
class Mistake:
    """One reviewed move: position ``index`` in the history, ``seat``, ``played``, ``better``, ``loss``."""

    index: int
    seat: int
    played: object
    better: object
    loss: float

    def describe(self) -> Msg:
        return Msg(N_("Move {i} (player {n}): {played} Better: {better} (about {loss} less by the bot's "
                      "estimate)."), {"i": self.index + 1, "n": self.seat + 1, "played": self.played.describe(),
                                      "better": self.better.describe(), "loss": Num(self.loss)})


# --------------------------------------------------------------------------- the evaluation, by the game's hooks
def _after(game, st, action, seat):
    """The position after ``action`` (a copy), settled by the game's ``coach_settle`` hook if it has one (a drive
    played out with its planner's choices)."""
    c = st.copy()
    c.apply(action, check=False)
    settle = getattr(game, "coach_settle", None)
    if settle is not None:
        settle(c, seat)
    return c


def _value(game, st, seat) -> float:
    """The game's ``coach_value`` estimate if it has one, else its heuristic ``evaluate``."""
    value = getattr(game, "coach_value", None)
    return float(value(st, seat) if value is not None else game.evaluate(st, seat))


def _best(game, st, seat, seed=0):
    """The strong bot's move for ``seat`` in ``st``: the game's own strong bot, or the best by ``_value``."""
    strong = strong_bot(game)
    if strong != "greedy":
        return make_bot(strong, seed, game=game).choose(st)
    legal = st.legal_actions()
    best, best_v = None, None
    for a in legal:
        v = _value(game, _after(game, st, a, seat), seat)
        if best_v is None or v > best_v + 1e-9:
            best, best_v = a, v
    return best


def _hidden_copy(game, st, seat, seed):
    det = getattr(game, "determinize", None)
    if callable(det):
        try:
            return det(st, seat, Rng(seed))
        except NotImplementedError:  # pragma: no cover - every shipped game determinizes
            pass
    return st.copy()


# --------------------------------------------------------------------------- reasons
def _numbers(d, path=""):
    """Numeric leaves of a view, and the lengths of its lists: dotted path -> number."""
    out = {}
    if isinstance(d, dict):
        for k, v in d.items():
            out.update(_numbers(v, f"{path}.{k}" if path else str(k)))
    elif isinstance(d, list):
        out[path + ".count"] = len(d)
        for i, v in enumerate(d):
            out.update(_numbers(v, f"{path}.{i}"))
    elif isinstance(d, (int, float)) and not isinstance(d, bool):
        out[path] = d
    return out


def _own(view, seat):
    """The seat's own entry of a view (its player or investigator record), or None."""
    for key in ("players", "inv"):
        entries = view.get(key)
        if isinstance(entries, list) and seat < len(entries) and isinstance(entries[seat], dict):
            return entries[seat]
    return None


def _view_changes(st0, st1, seat) -> list:
    """What changes in the seat's own picture: its own record's numbers first (score, coins, counts), then the
    rest of the table; the largest changes first, at most 3."""
    v0, v1 = st0._secret_free_dump(seat), st1._secret_free_dump(seat)
    out = []
    o0, o1 = _own(v0, seat), _own(v1, seat)
    if o0 is not None and o1 is not None:
        n0, n1 = _numbers(o0), _numbers(o1)
        diffs = sorted((-abs(n1[k] - n0[k]), k.count("."), k) for k in n0.keys() & n1.keys() if n1[k] != n0[k])
        out += [Msg(N_("your {what} goes from {a} to {b}"), {"what": k, "a": n0[k], "b": n1[k]})
                for _, _, k in diffs[:3]]
    if len(out) < 3:
        n0, n1 = _numbers(v0), _numbers(v1)
        skip = ("players.", "inv.", "seat", "rng", "turns", "stack", "log")
        diffs = sorted((-abs(n1[k] - n0[k]), k.count("."), k) for k in n0.keys() & n1.keys()
                       if n1[k] != n0[k] and not k.startswith(skip))
        out += [Msg(N_("{what} goes from {a} to {b}"), {"what": k, "a": n0[k], "b": n1[k]})
                for _, _, k in diffs[:3 - len(out)]]
    return out


REASONS = {0: N_("{move} Nothing else open now does better by the bot's estimate (a change of {gain})."),
           1: N_("{move} Because {c1} (the bot's estimate changes by {gain})."),
           2: N_("{move} Because {c1}, and {c2} (the bot's estimate changes by {gain})."),
           3: N_("{move} Because {c1}, {c2}, and {c3} (the bot's estimate changes by {gain}).")}


def hint(state, seat=None, lang: str = "en", seed: int = 0) -> Hint:
    """The strong bot's move for ``seat`` (default: the seat to decide) with the reason, in ``lang``."""
    game = type(state).game
    if seat is None:
        seat = state.current_player
    hidden = _hidden_copy(game, state, seat, seed)
    action = _best(game, hidden, seat, seed)
    legal = state._legal_set()
    action = legal.get(action, action)
    after = _after(game, hidden, action, seat)
    before_v, after_v = _value(game, hidden, seat), _value(game, after, seat)
    own = getattr(game, "coach_changes", None)
    if own is not None:
        changes = own(hidden, after, seat)
    elif getattr(game, "coach_features", None) is not None:
        # a game with named quantities never falls back to the view's field names ("cur", "bag.count")
        changes = named_changes(hidden, after, seat)
    else:
        changes = _view_changes(hidden, after, seat)
    changes = changes[:3]
    params = {"move": action.describe(), "gain": Num(after_v - before_v, sign=True)}
    for i, c in enumerate(changes):
        params[f"c{i + 1}"] = c
    return Hint(action, Msg(REASONS[len(changes)], params), before_v, after_v, changes, lang)


# --------------------------------------------------------------------------- review
def _load(saved):
    if isinstance(saved, str):
        import json

        import rulebook
        name = json.loads(saved).get("game") if saved.lstrip().startswith("{") else None
        game = rulebook.GAMES.get(name)
        if game is None:
            from ..core import LoadError
            raise LoadError(Msg(N_("Field '{field}' is missing or wrong."), {"field": "game"}))
        return game.from_json(saved)
    return saved


def position(saved, index: int):
    """The position before the ``index``-th move of a game (a fresh state with that history)."""
    st = _load(saved)
    pos = type(st)._load(st._base)
    pos._start_history()
    for a in st.history[:index]:
        pos.apply(a)
    return pos


def review(saved, seat=None, top: int = 3) -> list:
    """The ``top`` moves of a game that cost the most by the strong bot's estimate, costliest first.

    ``saved``: a save's JSON text or a state; ``seat``: review only that seat's moves (default: every seat).
    Only real choices count (positions with more than one legal action).
    """
    st = _load(saved)
    game = type(st).game
    pos = type(st)._load(st._base)
    pos._start_history()
    found = []
    for i, played in enumerate(st.history):
        who = pos.current_player
        if (seat is None or who == seat) and len(pos.legal_actions()) > 1:
            better = _best(game, pos, who, i)
            if better != played:
                loss = (_value(game, _after(game, pos, better, who), who)
                        - _value(game, _after(game, pos, played, who), who))
                if loss > LOSS_EPS:
                    found.append(Mistake(i, who, played, better, loss))
        pos.apply(played, check=False)
    found.sort(key=lambda m: (-m.loss, m.index))
    return found[:top]
