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
screen. Where custom JavaScript cannot run (a static export, a locked-down
page) the picture simply does not react and the turn panel's buttons do the same job.
"""
from __future__ import annotations

import anywidget
import traitlets

_ESM = r"""
function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "rb-svg";
  const pic = document.createElement("div");
  pic.className = "rb-svg-picture";
  const bubble = document.createElement("div");
  bubble.className = "rb-svg-note";
  bubble.setAttribute("role", "status");
  bubble.setAttribute("aria-live", "polite");
  bubble.hidden = true;
  root.append(pic, bubble);
  let lastKey = null;
  let reserved = -1, watching = false;
  // "screen": the picture may be as tall as the window below whatever the panel shows above it (status bar,
  // tabs) and above the panel on the page (a header), so the status bar, the picture and the answer to a
  // click are on one screen; measured again whenever the panel changes size
  const reserve = () => {
    const panel = root.closest(".rb-panel");
    if (!panel || root.offsetParent === null) return;
    const pr = panel.getBoundingClientRect();
    const above = Math.min(120, Math.max(0, pr.top + window.scrollY));
    const v = Math.round(root.getBoundingClientRect().top - pr.top + above + 12);
    if (Math.abs(v - reserved) > 2) { reserved = v; root.style.setProperty("--rb-reserve", v + "px"); }
    if (!watching && typeof ResizeObserver !== "undefined") {
      watching = true;
      new ResizeObserver(() => requestAnimationFrame(reserve)).observe(panel);
      window.addEventListener("resize", reserve);
    }
  };
  const fit = () => {
    root.classList.remove("rb-fit-screen", "rb-fit-width", "rb-fit-none");
    root.classList.add("rb-fit-" + (model.get("fit") || "width"));
    root.style.setProperty("--rb-zoom", String(model.get("zoom") || 1));
    requestAnimationFrame(reserve);
  };
  const draw = () => {
    pic.innerHTML = model.get("svg");
    // a picture with parts to press is a group of controls, not a single image
    const svg = pic.querySelector("svg");
    if (svg && svg.getAttribute("role") === "img" && pic.querySelector("[data-key]")) svg.setAttribute("role", "group");
    // every clickable part can be reached with Tab and pressed with Enter or Space,
    // and tells a screen reader what it is (its <title>)
    pic.querySelectorAll("[data-key]").forEach((g) => {
      g.setAttribute("tabindex", "0");
      g.setAttribute("role", "button");
      const t = g.querySelector("title");
      if (t && !g.hasAttribute("aria-label")) g.setAttribute("aria-label", t.textContent);
    });
    placeNote();
  };
  const placeNote = () => {
    const text = model.get("note");
    if (!text) { bubble.hidden = true; return; }
    bubble.textContent = text;
    bubble.className = "rb-svg-note rb-" + (model.get("note_kind") || "info");
    bubble.hidden = false;
    // next to the part that was clicked, when it is still on the picture; else at the top
    const g = lastKey ? pic.querySelector(`[data-key="${CSS.escape(lastKey)}"]`) : null;
    const box = root.getBoundingClientRect();
    let top = 4, left = 4;
    if (g) {
      const r = g.getBoundingClientRect();
      top = r.bottom - box.top + 4;
      left = Math.max(4, Math.min(r.left - box.left, box.width - 360));
    }
    bubble.style.top = top + "px";
    bubble.style.left = left + "px";
    // below the part when it fits on the screen, else above it
    if (g) {
      const r = g.getBoundingClientRect(), h = bubble.offsetHeight;
      if (r.bottom + 4 + h > window.innerHeight && r.top - 4 - h >= 0) bubble.style.top = (r.top - box.top - h - 4) + "px";
    }
  };
  const send = (g) => {
    lastKey = g.getAttribute("data-key");
    model.send({ type: "click", key: lastKey, t: performance.now() });
  };
  fit(); draw();
  requestAnimationFrame(() => { reserve(); placeNote(); });
  model.on("change:svg", draw);
  model.on("change:note", placeNote);
  model.on("change:note_kind", placeNote);
  model.on("change:note_seq", placeNote);
  model.on("change:fit", fit);
  model.on("change:zoom", fit);
  pic.addEventListener("click", (e) => {
    const g = e.target.closest("[data-key]");
    if (g && pic.contains(g)) send(g);
  });
  pic.addEventListener("keydown", (e) => {
    if (e.key !== "Enter" && e.key !== " ") return;
    const g = e.target.closest("[data-key]");
    if (g && pic.contains(g)) { e.preventDefault(); send(g); }
  });
  bubble.addEventListener("click", () => { bubble.hidden = true; });
  el.appendChild(root);
}
export default { render };
"""

_CSS = r"""
.rb-svg { position: relative; max-width: 100%; overflow: auto; }
.rb-svg svg { display: block; height: auto; }
/* width: the output area's width; screen: also the window's height below the status bar */
.rb-svg.rb-fit-screen svg { width: 100%; max-width: 100%;
  max-height: max(var(--rb-min-h, 320px), calc(100vh - var(--rb-reserve, 210px)));
  margin: 0 auto; }
/* a phone: the table cannot fit its height readably; it keeps its readable width and scrolls instead */
@media (max-width: 700px) { .rb-svg.rb-fit-screen svg { max-height: none; } }
.rb-svg.rb-fit-width svg { width: 100%; max-width: 100%; }
.rb-svg.rb-fit-none svg { width: calc(var(--rb-zoom, 1) * 100%); max-width: none; }
.rb-svg .rb-click { cursor: help; }
.rb-svg .rb-active { cursor: pointer; }
.rb-svg .rb-active:hover, .rb-svg [data-key]:focus-visible { filter: drop-shadow(0 0 4px #B35C00) brightness(1.04); outline: none; }
.rb-svg [data-key]:focus-visible .rb-hl { stroke: #1A1A1A; stroke-width: 3; }
.rb-svg-note { position: absolute; z-index: 5; max-width: 360px; padding: 6px 10px; border-radius: 6px;
  font-size: 14px; line-height: 1.35; background: #FFFFFF; color: #1A1A1A; box-shadow: 0 2px 8px rgba(0,0,0,.3);
  border-left: 5px solid #0072B2; cursor: pointer; }
.rb-svg-note.rb-error { border-left-color: #B34700; }
.rb-svg-note.rb-warn { border-left-color: #8A6100; }
"""


class ClickableSVG(anywidget.AnyWidget):
    """Shows ``svg``; clicks on elements with ``data-key`` call the registered callback."""

    _esm = _ESM
    _css = _CSS
    svg = traitlets.Unicode("").tag(sync=True)
    #: a short text shown as a bubble beside the part clicked last (a refusal, a note); "" hides it
    note = traitlets.Unicode("").tag(sync=True)
    note_kind = traitlets.Unicode("info").tag(sync=True)
    #: bumped for every new answer, so the same text said twice shows again after being closed
    note_seq = traitlets.Int(0).tag(sync=True)
    #: "screen": fit the width and the window's height; "width": fill the width; "none": ``zoom`` x width
    fit = traitlets.Unicode("width").tag(sync=True)
    zoom = traitlets.Float(1.0).tag(sync=True)

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
