"""The log's events: :class:`Event` (a translatable message, its rule, whose it was) and the seats they name.

An event is a value both the core (which writes the log as a game is played) and :mod:`rulebook.validate`
(which reads a save's log back) make, so it lives below both (issue 33); ``rulebook.core.Event`` is this class.
"""
from __future__ import annotations

from .i18n import Msg, Seat


class Event:
    """Something that happened: a translatable message, the rule behind it, whose it was.

    An engine's log line (:func:`rulebook.core.log_event`) keeps only the message id and its parameters; ``msg`` builds the
    :class:`Msg` the first time something reads it (a random playout never does), with ``player`` among the
    parameters when given.
    """

    __slots__ = ("_msg", "_id", "_params", "rule", "player", "reveal")

    def __init__(self, msg: Msg, rule: str, player: int | None = None, reveal: bool = False):
        self._msg = msg
        self.rule = rule
        self.player = player
        self.reveal = reveal  # True when it turned hidden information face up (a deal, a draw)

    @property
    def msg(self) -> Msg:
        try:
            return self._msg
        except AttributeError:   # a log line's: ``_msg`` unset until read
            pass
        params, player = self._params, self.player
        if player is not None:   # the params are the event's own (see log_event)
            params["player"] = SEATS[player] if 0 <= player < 4 else Seat(player)
        m = self._msg = Msg(self._id, params)
        return m

    @property
    def text(self) -> str:
        return self.msg.text()

    def render(self, lang: str = "en") -> str:
        return self.msg.text(lang)

    def to_dict(self) -> dict:
        d = {"msg": self.msg.to_dict(), "rule": self.rule, "player": self.player}
        if self.reveal:
            d["reveal"] = True
        return d

    @staticmethod
    def from_dict(d: dict) -> "Event":
        """An event back from ``to_dict()`` data (of a log line too: its message is built already)."""
        return Event(Msg.from_dict(d["msg"]), d["rule"], d.get("player"), bool(d.get("reveal", False)))

    def __repr__(self):
        return f"<Event [{self.rule}] {self.text}>"


class _Line(Event):
    """An event as :func:`log_event` makes it: no ``__init__`` of its own to run, so ``_Line()`` is made in C
    (cheaper than ``object.__new__(Event)``, which copies its arguments); its fields are set one by one."""

    __slots__ = ()
    __init__ = object.__init__


#: the seats 0-3, shared by every event that names one (a Seat is never changed)
SEATS = tuple(Seat(i) for i in range(4))
