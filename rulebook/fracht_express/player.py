"""A FrachtExpress player's part of the table: hand, attached cars, delivered pile, locomotive, advanced cards."""
from __future__ import annotations


class Player:
    __slots__ = ("hand", "attached", "delivered", "pos", "facing", "ticket", "objection", "stations")

    @classmethod
    def fresh(cls):
        pl = cls.__new__(cls)
        pl.hand, pl.attached, pl.delivered = [], [], []
        pl.pos, pl.facing = ["S", "A"], None
        pl.ticket = pl.objection = False
        pl.stations = []
        return pl

    def dump(self) -> dict:
        return {"hand": list(self.hand), "attached": list(self.attached), "delivered": list(self.delivered),
                "pos": list(self.pos), "facing": self.facing, "ticket": self.ticket, "objection": self.objection,
                "stations": list(self.stations)}

    def copy(self):
        q = Player.__new__(Player)
        q.hand, q.attached, q.delivered = list(self.hand), list(self.attached), list(self.delivered)
        q.pos, q.facing = list(self.pos), self.facing
        q.ticket, q.objection = self.ticket, self.objection
        q.stations = list(self.stations)
        return q
