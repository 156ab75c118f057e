"""First Class's views: the table picture, its click keys, the legend (the game's widgets slice)."""
from ..views import GameView
from .. import first_class_keys as keys
from ..first_class_svg import parts, render_table

VIEW = GameView(render_table, keys.key_of, keys.actions_for_key, parts=parts, fit="screen", plain=render_table)
