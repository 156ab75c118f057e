"""The fields of a Horror position (each saved under its own name), and the copy of plain data the state uses
(``clone``, from ``records.py``: a record's copy is a record).

The people and threats (``monsters``, ``passengers``, ``suspects``, ``inv``) are named records: see ``records.py``
for their parts and what they mean.
"""
from __future__ import annotations

from .records import clone

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

__all__ = ("FIELDS", "clone")
