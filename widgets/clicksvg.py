"""A clickable SVG picture: anywidget, no JavaScript build step.

The picture is an SVG string (trait ``svg``). Any element carrying a
``data-key`` attribute reports a click to Python as the key; the owner
registers one callback with :meth:`ClickableSVG.on_click`. Where custom
JavaScript cannot run (a static export, a locked-down page) the picture simply
does not react and the turn panel's buttons do the same job.
"""
from __future__ import annotations

import anywidget
import traitlets

_ESM = r"""
function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "rb-svg";
  const draw = () => { root.innerHTML = model.get("svg"); };
  draw();
  model.on("change:svg", draw);
  root.addEventListener("click", (e) => {
    const t = e.target.closest("[data-key]");
    if (t && root.contains(t)) {
      model.send({ type: "click", key: t.getAttribute("data-key"), t: performance.now() });
    }
  });
  el.appendChild(root);
}
export default { render };
"""

_CSS = r"""
.rb-svg { max-width: 100%; overflow-x: auto; }
.rb-svg svg { display: block; max-width: 100%; height: auto; }
.rb-svg .rb-click { cursor: help; }
.rb-svg .rb-active { cursor: pointer; }
.rb-svg .rb-active:hover { filter: drop-shadow(0 0 4px #E69F00) brightness(1.04); }
"""


class ClickableSVG(anywidget.AnyWidget):
    """Shows ``svg``; clicks on elements with ``data-key`` call the registered callback."""

    _esm = _ESM
    _css = _CSS
    svg = traitlets.Unicode("").tag(sync=True)

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._callbacks = []
        self.on_msg(self._handle)

    def on_click(self, callback) -> None:
        self._callbacks.append(callback)

    def _handle(self, _widget, content, _buffers):
        if isinstance(content, dict) and content.get("type") == "click" and isinstance(content.get("key"), str):
            self.click(content["key"])

    def click(self, key: str) -> None:
        """Act as if the element with ``data-key=key`` was clicked (used by tests and by the browser)."""
        for cb in self._callbacks:
            cb(key)
