"""Horror on the Orient Express's views: the train, boards and sheets, their click keys, the legend and the
event-flow picture (the game's widgets slice)."""
from ..views import GameView
from .. import horror_keys as ho
from ..horror_svg import render_table

VIEW = GameView(ho.render, ho.key_of, ho.actions_for_key, parts=ho.parts, fit="screen",
                edit_options=(("editing", True),), plain=render_table)
