"""A coach: a proposed move with the reason, and a review of a finished game's costliest moves.

``hint(state, seat, lang)``
    asks the game's strongest quick bot (:func:`~rulebook.analysis.bots.strong_bot`: a game's own
    ``STRONG_BOT``, else the greedy bot on ``game.evaluate``) for the seat's move, and says why in the game's
    words: what the move changes (points, a car's value, a station reached, a delivery, a monster killed ...),
    each a :class:`Msg` with parameters, keeping only the changes that no other legal choice also makes
    (:func:`reasons`, :mod:`.coach_reasons`); when nothing sets the move apart, what it is and that nothing else
    open does better. Never a bare estimate. A game says what changed in its hooks (``Game.coach_reasons``,
    ``coach_changes`` or ``coach_features``); ``coach_settle`` and ``coach_value`` refine the look-ahead. The
    look-ahead runs on a determinized copy (``game.determinize``), so a hint never reads what the seat cannot see,
    and names only objects of ``state.view(seat)``.
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
from .coach_reasons import Change, _msg_key, distinguishing, move_changes

LOSS_EPS = 1e-6


@dataclass
class Hint:
    """A proposed move: ``action``, ``reason`` (a Msg), the estimates before and after (kept for tools, never in
    the words), and ``changes``: the :class:`~rulebook.analysis.coach_reasons.Change` objects the reason names."""

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


REASONS = {1: N_("{move} What sets it apart: {c1}."),
           2: N_("{move} What sets it apart: {c1}; {c2}."),
           3: N_("{move} What sets it apart: {c1}; {c2}; {c3}.")}
#: when nothing in the game's words sets the move apart: what it does (its description) and that the rest do no better
NO_BETTER = N_("{move} None of the other choices open now does better.")
ONLY = N_("{move} It is the only choice open now.")


def _changes_of(game, st, action, seat):
    """What ``action`` changes for ``seat`` in ``st`` (a determinized copy), as Change objects."""
    c = st.copy()
    events = c.apply(action, check=False)
    settle = getattr(game, "coach_settle", None)
    if settle is not None:
        settle(c, seat)
    own = move_changes(game, st, c, seat, events)
    if own or any(getattr(game, h, None) is not None for h in ("coach_reasons", "coach_changes", "coach_features")):
        return own
    return [Change(m, _msg_key(m)) for m in _view_changes(st, c, seat)]


def choice_changes(state, action, seat=None, seed: int = 0) -> list:
    """Everything ``action`` changes for ``seat`` (default: the seat to decide), in the game's words, whether or
    not another choice changes it too (:class:`~rulebook.analysis.coach_reasons.Change`), on the seat's
    determinized copy with ``seed`` as :func:`hint` uses it."""
    game = type(state).game
    if seat is None:
        seat = state.current_player
    return _changes_of(game, _hidden_copy(game, state, seat, seed), action, seat)


def reasons(state, action, seat=None, seed: int = 0) -> list:
    """The changes of ``action`` that set it apart from every other legal choice of ``state``'s decision, in the
    game's words (:class:`~rulebook.analysis.coach_reasons.Change`; [] when nothing does or it is the only
    choice). Computed on the seat's determinized copy, as :func:`hint` does."""
    game = type(state).game
    if seat is None:
        seat = state.current_player
    hidden = _hidden_copy(game, state, seat, seed)
    return _reasons(game, hidden, state, action, seat, seed)


def _reasons(game, hidden, state, action, seat, seed) -> list:
    """The distinguishing changes of ``action``; a change that a second dealing of the hidden information (and of
    chance) does not repeat is left out, so a reason never rests on a guessed card or roll."""
    legal = state.legal_actions()
    best = _changes_of(game, hidden, action, seat)
    if best:
        again = {c.key for c in _changes_of(game, _hidden_copy(game, state, seat, seed + 1), action, seat)}
        best = [c for c in best if c.key in again]
    others = (_changes_of(game, hidden, a, seat) for a in legal if a != action)
    return distinguishing(best, others)


def hint(state, seat=None, lang: str = "en", seed: int = 0) -> Hint:
    """The strong bot's move for ``seat`` (default: the seat to decide) with the reason, in ``lang``: what the move
    changes that sets it apart from the other legal choices, in the game's words (at most three changes); when
    nothing does, what the move is and that nothing else open does better. Never a bare estimate."""
    game = type(state).game
    if seat is None:
        seat = state.current_player
    hidden = _hidden_copy(game, state, seat, seed)
    action = _best(game, hidden, seat, seed)
    legal = state._legal_set()
    action = legal.get(action, action)
    after = _after(game, hidden, action, seat)
    before_v, after_v = _value(game, hidden, seat), _value(game, after, seat)
    if len(state.legal_actions()) < 2:
        changes, template = [], ONLY
    else:
        changes = _reasons(game, hidden, state, action, seat, seed)[:3]
        template = REASONS[len(changes)] if changes else NO_BETTER
    params = {"move": action.describe()}
    for i, c in enumerate(changes):
        params[f"c{i + 1}"] = c.msg
    return Hint(action, Msg(template, params), before_v, after_v, changes, lang)


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
        pos.apply(a, check=False)   # a history checked when it was played or read back
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
