"""Perft: count the decision sequences from a position, as chess engines do.

``perft(state, depth)`` is the number of sequences of exactly ``depth``
legal decisions starting at ``state`` (a game that ends sooner contributes
nothing along that path). Chance is whatever the state's own seeded generator
draws along each path: the generator is part of the position, so a position
(and the seed behind it) fixes the whole tree, and the counts are a fingerprint
of the rules. A changed count after an engine change means the set of legal
decisions changed somewhere in the tree; ``divide(state, depth)`` splits the
count by first decision to find where.

Only the protocol is used (``legal_actions``, ``copy``, ``apply``), so every
game in :data:`rulebook.GAMES` can be counted. Children are copies (``apply``
with the check off, since the actions come from ``legal_actions``); ``undo``
would replay the game from its base each time and is avoided. The last level
is counted without playing it (the number of legal actions), and the
children's legal actions come straight from the game's ``_legal()`` hook (the
list ``legal_actions()`` returns, without the membership table that
``apply()``'s check needs).

>>> import rulebook
>>> s = rulebook.GAMES["first_class"].new_game(players=2, seed=1)
>>> [perft(s, d) for d in range(3)]     # the Game End draft: 3 cards, then the 2 passed on
[1, 3, 6]
"""
from __future__ import annotations


def perft(state, depth: int) -> int:
    """The number of sequences of ``depth`` legal decisions from ``state`` (which is not changed)."""
    if depth < 0:
        raise ValueError("depth must be at least 0")
    if depth == 0:
        return 1
    actions = state._legal() if getattr(state, "_cache", None) is None else state.legal_actions()
    if depth == 1:
        return len(actions)
    total = 0
    for a in actions:
        child = state.copy()
        child.apply(a, check=False)
        total += perft(child, depth - 1)
    return total


def divide(state, depth: int) -> list:
    """``[(action, perft of the child at depth - 1), ...]`` for each legal first decision, in order."""
    if depth < 1:
        raise ValueError("divide needs depth at least 1")
    out = []
    for a in state.legal_actions():
        child = state.copy()
        child.apply(a, check=False)
        out.append((a, perft(child, depth - 1)))
    return out


def position(game, *, players: int, seed: int, options=None, actions=()):
    """The position after ``new_game(players, seed, **options)`` and the given actions (as dicts)."""
    import rulebook
    if isinstance(game, str):
        game = rulebook.GAMES[game]
    state = game.new_game(players=players, seed=seed, **(options or {}))
    for d in actions:
        state.apply(game.action_from_dict(d))
    return state


def divide_text(state, depth: int, expected: dict | None = None) -> str:
    """``divide`` as lines ``count  action`` for a report; ``expected`` maps ``repr(action)`` to a stored count."""
    lines = []
    for a, n in divide(state, depth):
        want = ""
        if expected is not None:
            stored = expected.get(repr(a))
            want = "  (stored: not there)" if stored is None else f"  (stored {stored}{', differs' if stored != n else ''})"
        lines.append(f"{n:>12}  {a!r}  {a}{want}")
    return "\n".join(lines)
