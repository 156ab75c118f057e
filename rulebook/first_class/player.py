"""A First Class player's part of the table (trains, conductors, coins, score ...), as the state holds it."""
from __future__ import annotations


class Player:
    __slots__ = ("trains", "cond", "loco", "route", "stations", "coins", "score", "completed", "contracts",
                 "ge", "mail_left", "claimed")

    FIELDS = ("trains", "cond", "loco", "route", "coins", "score", "completed", "contracts", "ge", "mail_left",
              "claimed")

    def dump(self) -> dict:
        return {
            "trains": [list(self.trains[0]), list(self.trains[1])], "cond": list(self.cond), "loco": self.loco,
            "route": list(self.route), "coins": list(self.coins), "score": self.score,
            "completed": list(self.completed), "contracts": list(self.contracts), "ge": list(self.ge),
            "mail_left": list(self.mail_left), "claimed": list(self.claimed),
        }

    def copy(self) -> "Player":
        q = Player.__new__(Player)
        q.trains = [list(self.trains[0]), list(self.trains[1])]
        q.cond = list(self.cond)
        q.loco = self.loco
        q.route = list(self.route)
        q.stations = list(self.stations)
        q.coins = list(self.coins)
        q.score = self.score
        q.completed = list(self.completed)
        q.contracts = list(self.contracts)
        q.ge = list(self.ge)
        q.mail_left = list(self.mail_left)
        q.claimed = list(self.claimed)
        return q
