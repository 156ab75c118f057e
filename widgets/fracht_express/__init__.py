"""FrachtExpress's views: the rail network and hand, their click keys, the legend (the game's widgets slice)."""
from ..views import GameView
from .. import fracht_express_keys as fx
from ..fracht_express_svg import render_table

VIEW = GameView(fx.render, fx.key_of, fx.actions_for_key, fx.buttons, fx.probe, parts=fx.parts, plain=render_table)
