"""The games' random generator, :class:`Rng` (SplitMix64, its whole state one integer, so a save carries it and a
reloaded game draws what the original would have drawn). Importable from :mod:`rulebook.core` too."""
from __future__ import annotations

import struct

_MASK = (1 << 64) - 1
_TWO64 = 1 << 64
_GOLDEN, _MIX1, _MIX2 = 0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB   # SplitMix64's constants
_SMALL = 1024   # draws below this bound read their rejection limit from a table
#: ``_LIMIT[n]``: the largest multiple of n up to 2**64 (a 64-bit draw at or above it is drawn again)
_LIMIT = (0,) + tuple(_TWO64 - (_TWO64 % n) for n in range(1, _SMALL + 1))
_SAFE = _TWO64 - _SMALL   # below every ``_LIMIT[n]`` with n <= _SMALL: such a draw is never drawn again
_LANES: dict = {}   # draws m -> the constants of ``Rng._draws`` for m draws at once
_LANES_MAX = 256    # longer shuffles go draw by draw (the constants grow with m)


class Rng:
    """A small seeded generator (SplitMix64) whose whole state is one integer.

    Saved games carry it, so a reloaded game draws exactly what the original
    would have drawn.

    >>> r = Rng(7); xs = [r.below(10) for _ in range(5)]
    >>> r2 = Rng(7); xs == [r2.below(10) for _ in range(5)]
    True
    """

    __slots__ = ("state",)

    def __init__(self, seed: int = 0):
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = s = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias). ``next64`` spelled out: the
        games draw often enough for the method calls to show."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = _LIMIT[n] if n <= _SMALL else _TWO64 - (_TWO64 % n)
        s = self.state
        while True:
            s = (s + 0x9E3779B97F4A7C15) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                self.state = s
                return z % n

    def shuffle(self, items: list, *more: list) -> None:
        """Fisher-Yates with ``below(i + 1)`` for i from the top down; given more lists, each in turn.

        The generator's states are a counter (each draw adds the same constant), so the raw 64-bit draws of a
        whole shuffle are worked out at once (``_draws``); only if one of them would be drawn again (a chance below
        one in 10**13) is the shuffle done draw by draw (``_shuffle_one_by_one``, also for lists of more than
        256 items), which gives the same order and state either way."""
        if more:
            self._shuffle_lists((items, *more))
            return
        m = len(items) - 1
        if m <= 0:
            return
        if m >= _LANES_MAX:
            self._shuffle_one_by_one(items)
            return
        zs = self._draws(m)
        if max(zs) >= _SAFE:
            self._shuffle_one_by_one(items)
            return
        n = m + 1
        for z in zs:
            j = z % n
            n -= 1
            items[n], items[j] = items[j], items[n]
        self.state = (self.state + m * _GOLDEN) & _MASK

    def _shuffle_lists(self, lists: tuple) -> None:
        """``shuffle`` of each list in turn with one ``_draws`` for all of them (a game's set-up shuffles many
        short lists; the draws of one call cost little more than those of one list): the same orders and state."""
        m = sum(map(len, lists)) - len(lists) + lists.count([])   # an empty list draws nothing either
        zs = self._draws(m) if 0 < m < _LANES_MAX else None
        if zs is None or max(zs) >= _SAFE:
            for x in lists:
                self.shuffle(x)
            return
        k = 0
        for items in lists:
            n = len(items)
            if n > 1:
                for z in zs[k:k + n - 1]:
                    j = z % n
                    n -= 1
                    items[n], items[j] = items[j], items[n]
                k += len(items) - 1
        self.state = (self.state + m * _GOLDEN) & _MASK

    def _draws(self, m: int) -> tuple:
        """The next ``m`` raw 64-bit outputs (``next64``), the state left as it is. The m states go into one
        integer, 128 bits apart, and SplitMix64's mixing is done on all of them at once: a lane's value stays
        below 2**64 after each mask, so its product with a 64-bit constant stays inside its 128 bits (the last
        xor-shift needs no mask: what it shifts in from the next lane lands in the upper half, which is skipped)."""
        got = _LANES.get(m)
        if got is None:
            ones = sum(1 << (128 * k) for k in range(m))
            got = _LANES[m] = (ones, sum((k + 1) * _GOLDEN << (128 * k) for k in range(m)), _MASK * ones,
                               struct.Struct("<" + "Q8x" * m).unpack)
        ones, steps, lanes, unpack = got
        v = (self.state * ones + steps) & lanes
        v = (((v ^ (v >> 30)) & lanes) * _MIX1) & lanes
        v = (((v ^ (v >> 27)) & lanes) * _MIX2) & lanes
        return unpack((v ^ (v >> 31)).to_bytes(16 * m, "little"))

    def _shuffle_one_by_one(self, items: list) -> None:
        """``shuffle`` draw by draw, ``next64`` spelled out (the reference the one-pass shuffle agrees with)."""
        s = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _LIMIT[n] if n <= _SMALL else _TWO64 - (_TWO64 % n)
            while True:
                s = (s + 0x9E3779B97F4A7C15) & _MASK
                z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = s
