"""The fields of a Horror position (each saved under its own name), and the copy of plain data the state uses."""
from __future__ import annotations

FIELDS = ("n", "options", "phase", "phase_from", "ran", "cur", "first", "turns", "main_done", "basics", "ended",
          "draft_i", "result", "cars", "active", "curtains", "space", "speed", "loco_tokens", "layout", "passengers",
          "suspects", "inv", "monsters", "pool", "pursuit", "colours", "vampire", "vampire_strength", "coffins",
          "blocks", "essence_pool", "essence_banished", "essence_box", "portals", "tiles", "last_portal",
          "grimoire", "grimoire_bottom", "spell_deck", "occult", "occult_banished", "sanity_supply", "item_deck",
          "items", "items_banished", "bag", "conv_aside", "event_bag", "event_discard", "event_board",
          "event_supply", "ritual", "ritual_tokens", "escalations", "accused", "general_display", "attr_display",
          "stack", "drawn", "redrawn", "fast_chain", "last_token", "weaken", "board_run", "board_i", "hold_train",
          "passenger_deck", "unleashed_deck", "incantation_deck", "ill", "wt_right", "wt_left", "fez_card", "fez_offer",
          "block_on")


def clone(x):
    """A deep copy of plain data (lists and dicts are copied, everything else is shared)."""
    t = type(x)
    if t is list:
        return [clone(y) if type(y) in _NESTED else y for y in x]
    if t is dict:
        return {k: clone(v) if type(v) in _NESTED else v for k, v in x.items()}
    return x


_NESTED = (list, dict)
