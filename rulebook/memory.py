"""What one seat has seen in public since the start of a game: memory for the search bots.

A view (``state.view(seat)``) is a snapshot: it shows a deck's size but not
that the card drawn from it a moment ago went to its bottom, or which cars a
player delivered face down. A careful person remembers such things; a bot that
determinizes from the view alone plays as if it forgot. :class:`Memory` is the
bot's record of the *public* events -- the game's log, which tells the whole
table what happened (a card drawn face up, a token put back) -- and of the
views the seat was shown, and nothing else.

``memory.observe(state)``
    reads the log entries added since the last call and the seat's current
    view, and hands them to the game's hook ``game.remember(facts, view,
    events, seat)`` (found as ``remember`` beside the game's ``determinize``
    when the game class does not name one), which keeps the game's own record in ``memory.facts`` (a
    dict). A game without the hook remembers nothing beyond the view.
``game.determinize(state, seat, rng, memory=memory)``
    the game's determinization (``determinize.py``) then deals the hidden
    pieces consistently with ``memory.facts`` as well as with the view; each
    game checks a remembered fact against the view before using it and drops
    it when they disagree, so memory can only narrow the deals, never make
    one the table could not show.

Never peeking: ``observe`` reads ``state.log`` and ``state.view(seat)`` and
nothing else of the state (``tests/test_memory.py`` checks that two positions
with the same view and the same log give the same determinizations).

A memory follows one game: ``follows(state)`` is False when ``state`` is not
the continuation of the positions observed (a new game, an undo past the
last entry read), and a bot then starts a fresh memory.

>>> import rulebook
>>> s = rulebook.GAMES["horror"].new_game(players=2, seed=1)
>>> m = Memory(type(s).game, 0)
>>> m.observe(s)
>>> m.follows(s), m.seen == len(s.log)
(True, True)
"""
from __future__ import annotations

import sys


class Memory:
    """The public record of one game as one seat saw it (see the module docstring)."""

    __slots__ = ("game", "seat", "facts", "seen", "_last")

    def __init__(self, game, seat: int):
        self.game = game
        self.seat = seat
        self.facts: dict = {}
        self.seen = 0        # log entries read so far
        self._last = None    # the last entry read, to tell that a later position continues this game

    def follows(self, state) -> bool:
        """Is ``state`` the game observed so far, continued (same log up to the entries read)?"""
        if type(state).game is not self.game:
            return False
        log = state.log
        if len(log) < self.seen:
            return False
        if self.seen == 0:
            return True
        e, last = log[self.seen - 1], self._last
        return e is last or (e.msg == last.msg and e.rule == last.rule and e.player == last.player)

    def observe(self, state) -> None:
        """Read the public events since the last call and the seat's view (nothing hidden)."""
        log = state.log
        events = log[self.seen:]
        self.seen = len(log)
        if log:
            self._last = log[-1]
        hook = remember_hook(self.game)
        if hook is not None:
            hook(self.facts, state._secret_free_dump(self.seat), events, self.seat)

    def __repr__(self):
        return f"Memory(seat={self.seat!r}, seen={self.seen!r}, facts={self.facts!r})"


def remember_hook(game):
    """The game's ``remember`` hook: ``game.remember``, else the ``remember`` function beside its
    ``determinize`` (``rulebook/<game>/determinize.py``), else None."""
    fn = getattr(game, "remember", None)
    if fn is None:
        det = getattr(game, "determinize", None)
        mod = sys.modules.get(getattr(det, "__module__", None) or "")
        fn = getattr(mod, "remember", None)
    return fn


def remembered(game, state, seat: int) -> Memory:
    """A memory fed with the whole public log of ``state`` at once (for tests and one-off searches)."""
    m = Memory(game, seat)
    m.observe(state)
    return m


__all__ = ["Memory", "remember_hook", "remembered"]
