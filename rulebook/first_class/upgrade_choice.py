"""Upgrade of your choice (rulebook: "Upgrade a Railroad Car of your Choice").

Any one railroad car of either train goes up one step, under the usual upgrade
rules (``cars.py``); instead, the player may take a new 0-value car for the
end of a train. The same choice, without the new-car alternative, is what a
foregone card and a locomotive tile grant (see GAPS.md).
"""
from __future__ import annotations

from . import cars
from .actions import AddCar, Upgrade


def options(st, p, add_ok: bool) -> list:
    out = list(cars.upgrade_actions(st, p, Upgrade))
    if add_ok:
        out += map(AddCar.of, cars.trains_for_new_car(st, p))
    return out
