"""Shared by the class-table tests: what a seat must never see."""
from __future__ import annotations

import json
import re


def _leaves(x, out: set) -> set:
    if isinstance(x, dict):
        for v in x.values():
            _leaves(v, out)
    elif isinstance(x, list):
        for v in x:
            _leaves(v, out)
    elif isinstance(x, str):
        out.add(x)
    return out


_ID = re.compile(r"^[A-Z][A-Z0-9-]*\d$")


def hidden_ids(state, seat: int) -> set:
    """Component ids in the full state that ``view(seat)`` does not show and the public log never named."""
    dump = state._dump()
    log = json.dumps(dump.pop("log", None))
    full = {s for s in _leaves(dump, set()) if _ID.match(s) and len(s) >= 3}
    shown = _leaves(state.view(seat), set())
    return {s for s in full - shown if s not in log}


_WORD = re.compile(r"(?<![\w-])[A-Z][A-Z0-9-]*\d(?![\w-])")


def leaks(message: str, ids: set) -> list:
    """The ids of ``ids`` that occur in ``message`` as whole words."""
    return sorted(ids & set(_WORD.findall(message)))
