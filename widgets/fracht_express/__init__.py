"""FrachtExpress's views: the rail network and hand, their click keys, the legend, the position editor's
choices and the lessons that teach each section (the game's widgets slice)."""
from rulebook.i18n import N_, Msg

from ..views import GameView
from . import keys as fx
from .edit import edit_choices
from .lessons import NOTEBOOKS
from .svg import render_table

VIEW = GameView(fx.render, fx.key_of, fx.actions_for_key, fx.buttons, fx.probe, parts=fx.parts, plain=render_table,
                edit_choices=edit_choices, edit_parts=Msg(N_("an empty space of the network or a card in the hand")),
                lessons={section: nb for nb, section in NOTEBOOKS.items()})

#: the pictures' benchmark workload (``benchmarks/bench_pictures.py``): the network on a full table
PICTURE_WORKLOADS = __name__ + ".bench:workloads"

#: the pictures ``tools/picture_screenshots.py`` photographs (``docs/screenshots/fracht_express-*``)
SHOWCASE = __name__ + ".showcase:shots"
