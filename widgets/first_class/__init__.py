"""First Class's views: the table picture, its click keys, the legend, the position editor's choices and the
lessons that teach each section (the game's widgets slice)."""
from rulebook.i18n import N_, Msg

from ..views import GameView
from . import keys
from .edit import edit_choices
from .lessons import NOTEBOOKS
from .svg import parts, render_table

VIEW = GameView(render_table, keys.key_of, keys.actions_for_key, parts=parts, fit="screen", plain=render_table,
                edit_choices=edit_choices, edit_parts=Msg(N_("a car, a coin, a conductor or a card in a row")),
                lessons={section: nb for nb, section in NOTEBOOKS.items()})
