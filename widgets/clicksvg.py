"""A clickable SVG picture: anywidget, no JavaScript build step.

The picture is an SVG string (trait ``svg``). Any element carrying a
``data-key`` attribute reports a click to Python as the key; the owner
registers one callback with :meth:`ClickableSVG.on_click`. Such elements are
reachable with Tab and pressed with Enter or Space, and carry their ``<title>``
as an aria-label. ``note`` is shown as a bubble beside the part clicked last
(the panel puts a refusal there, so the answer appears where the click was).
``fit`` scales the picture: to the width of the output area ("width", the
default: text stays readable), to the width and the window's height ("screen":
the whole table at a glance; inside a turn panel, class ``rb-panel``, the room
left below its status bar and tabs is measured in the page; a picture may set
``--rb-min-h`` on its ``<svg>``, the height below which its text would get too
small to read), or by ``zoom``.
The bubble goes below the part clicked, or above it when below would leave the
screen.

Every part with a ``<title>`` explains itself: hovering it (or focusing it
with Tab) opens the picture's explain box beside the pointer (or the part),
inside the picture, so it never covers the status bar above. The box shows
what the title says and, as a link, the rulebook section the part belongs to
("§4 Railroad cars and upgrades — open the lesson") leading to that section's
notebook. The section is the ``data-section`` of the titled element (the
renderers put it there), else the section whose title the text names, else
that of the nearest group around it. :meth:`ClickableSVG.explain_with` fills
the three traits the box reads (:func:`widgets.lesson_links.explain_traits`):
``lesson_links`` (section id -> link relative to the notebook's folder; in the
Lite site, whose address names the notebook in ``?path=``, the link is made
from that path), ``section_labels`` and ``lesson_words``. The box stays while
the pointer is on the part or on the box, so its link can be clicked. Where custom JavaScript cannot run (a static export, a locked-down
page) the picture simply does not react and the turn panel's buttons do the same job.

The browser side is plain JavaScript and CSS beside this module: ``clicksvg.js`` (an ES module, no build
step, after ``phone_tiles.js``: below 600 px a wide picture becomes tiles at a readable scale) and
``clicksvg.css``.
"""
from __future__ import annotations

from pathlib import Path

import anywidget
import traitlets


class ClickableSVG(anywidget.AnyWidget):
    """Shows ``svg``; clicks on elements with ``data-key`` call the registered callback."""

    # the picture's script and style, beside this file; the phone's tiles (phone_tiles.js) go before the script
    _esm = (Path(__file__).with_name("phone_tiles.js").read_text(encoding="utf-8")
            + Path(__file__).with_name("clicksvg.js").read_text(encoding="utf-8"))
    _css = Path(__file__).with_name("clicksvg.css")
    svg = traitlets.Unicode("").tag(sync=True)
    #: a short text shown as a bubble beside the part clicked last (a refusal, a note); "" hides it
    note = traitlets.Unicode("").tag(sync=True)
    note_kind = traitlets.Unicode("info").tag(sync=True)
    #: the section id of the rule a refusal in ``note`` names: the bubble links that section's lesson ("" none)
    note_section = traitlets.Unicode("").tag(sync=True)
    #: bumped for every new answer, so the same text said twice shows again after being closed
    note_seq = traitlets.Int(0).tag(sync=True)
    #: "screen": fit the width and the window's height; "width": fill the width; "none": ``zoom`` x width
    fit = traitlets.Unicode("width").tag(sync=True)
    zoom = traitlets.Float(1.0).tag(sync=True)
    #: the explain box (see the module's notes): section id -> link to its notebook, relative to this folder
    lesson_links = traitlets.Dict({}).tag(sync=True)
    #: section id -> how a person reads it, "§4 Railroad cars and upgrades"
    section_labels = traitlets.Dict({}).tag(sync=True)
    #: the link's words, around ``{section}``
    lesson_words = traitlets.Unicode("{section}").tag(sync=True)

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._callbacks = []
        self.on_msg(self._handle)

    def explain_with(self, game, lang: str = "en") -> "ClickableSVG":
        """Let the explain box name the sections of ``game`` (a :class:`rulebook.core.Game`) in ``lang`` and link
        their notebooks."""
        from .lesson_links import explain_traits

        for name, value in explain_traits(game, lang).items():
            setattr(self, name, value)
        return self

    def on_click(self, callback) -> None:
        self._callbacks.append(callback)

    def _handle(self, _widget, content, _buffers):
        if isinstance(content, dict) and content.get("type") == "click" and isinstance(content.get("key"), str):
            self.click(content["key"])

    def click(self, key: str) -> None:
        """Act as if the element with ``data-key=key`` was clicked (used by tests and by the browser)."""
        for cb in self._callbacks:
            cb(key)
