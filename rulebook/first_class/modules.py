"""Modules (rulebook: "Components", "Module Components").

Every game uses the base cards (ticket X) plus the cards of exactly two of the
modules A-E, mixed into the three colour piles. A module is data -- its cards,
in ``data/module_<letter>.json`` -- plus code only where it brings symbols of its
own. Module A (the contracts) uses the base rules for contracts
(``contracts.py``). The module supplement describing B-E is not among the
project's sources, so those modules ship as stand-ins made of basic symbols
(each such card says ``"stand_in": true``; see GAPS.md).
"""
from __future__ import annotations

from ..core import ConfigError, shown
from ..i18n import Msg, N_
from .data import MODULES


def check_modules(modules) -> tuple:
    """Exactly two different modules out of A-E, sorted; anything else raises ConfigError."""
    if isinstance(modules, str):
        modules = tuple(modules)
    if (not isinstance(modules, (tuple, list)) or len(modules) != 2
            or any(not isinstance(m, str) or m not in MODULES for m in modules) or len(set(modules)) != 2):
        raise ConfigError(Msg(N_("Option 'modules' must name exactly two different modules out of {allowed}, not {got}."),
                              {"allowed": ", ".join(MODULES), "got": shown(modules)}))
    return tuple(sorted(modules))

