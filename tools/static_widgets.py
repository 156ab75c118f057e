"""Widget outputs as plain HTML, for the book: pictures, tables and quiz questions without a kernel.

An executed notebook keeps its widgets as a view reference in each output
(``application/vnd.jupyter.widget-view+json``) and the state of every widget
model in its metadata. Showing them live needs the ipywidgets HTML manager,
which a static site would have to load from a CDN; the book instead draws each
widget tree once, at build time, as ordinary HTML:

* boxes (VBox, HBox, Box, GridBox) become ``<div>`` rows and columns,
  Accordion and Tab become ``<details>`` (open on the selected page), so they
  fold and unfold on a phone with no script;
* HTML and Label widgets give their text, Output widgets their outputs;
* buttons, dropdowns, toggles, text fields and sliders are shown disabled,
  with their labels and current values -- the page says what can be done, the
  "Open live" link does it;
* the clickable SVG picture (anywidget) gives its SVG; a Graphviz view is drawn
  with the system's ``dot`` when there is one, else its DOT source is shown;
* a widget hidden by its layout (``display: none``) is left out.

:func:`render_notebook` rewrites a notebook in place: every widget output gets
a ``text/html`` rendering (its ``text/plain`` stays), the widget reference and
the notebook's widget state are dropped so no page asks for widget scripts.
"""
from __future__ import annotations

import base64
import html
from collections.abc import Callable

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
BOXES = {"VBoxModel": "rb-w-vbox", "HBoxModel": "rb-w-hbox", "BoxModel": "rb-w-box", "GridBoxModel": "rb-w-grid"}
CHOICES = {"DropdownModel", "SelectModel", "RadioButtonsModel", "ToggleButtonsModel", "SelectMultipleModel"}
VALUES = {"IntTextModel", "FloatTextModel", "BoundedIntTextModel", "BoundedFloatTextModel", "TextModel",
          "IntSliderModel", "FloatSliderModel", "IntProgressModel", "FloatProgressModel", "PasswordModel"}
MAX_DEPTH = 60


def _esc(value) -> str:
    return html.escape("" if value is None else str(value))


def _ref(value) -> str | None:
    if isinstance(value, str) and value.startswith("IPY_MODEL_"):
        return value[len("IPY_MODEL_"):]
    return None


class Renderer:
    """Draws widget views from one notebook's widget state."""

    def __init__(self, state: dict, dot_svg: Callable[[str, str], str] | None = None):
        self.models = state.get("state", {}) if state else {}
        self.dot_svg = dot_svg

    def view(self, model_id: str) -> str:
        """HTML of the widget ``model_id``, wrapped in ``div.rb-static``."""
        return f'<div class="rb-static">{self._model(model_id, 0)}</div>'

    # -- helpers -----------------------------------------------------------
    def _state(self, model_id: str | None) -> dict:
        return self.models.get(model_id or "", {}).get("state", {})

    def _hidden(self, st: dict) -> bool:
        layout = self._state(_ref(st.get("layout")))
        return layout.get("display") == "none" or layout.get("visibility") == "hidden"

    def _children(self, st: dict, depth: int) -> list[str]:
        return [self._model(_ref(c), depth + 1) for c in st.get("children", []) if _ref(c)]

    @staticmethod
    def _label(st: dict) -> str:
        text = st.get("description") or ""
        return f'<span class="rb-w-label">{_esc(text)}</span> ' if text else ""

    # -- one model ---------------------------------------------------------
    def _model(self, model_id: str | None, depth: int) -> str:
        model = self.models.get(model_id or "")
        if model is None or depth > MAX_DEPTH:
            return ""
        st = model.get("state", {})
        if self._hidden(st):
            return ""
        name = model.get("model_name", "")
        classes = " ".join(c for c in st.get("_dom_classes", []) if isinstance(c, str))
        body = self._body(name, st, depth)
        if not body:
            return ""
        return f'<div class="rb-w {_esc(classes)}">{body}</div>' if classes else body

    def _body(self, name: str, st: dict, depth: int) -> str:
        if name in BOXES:
            return f'<div class="{BOXES[name]}">{"".join(self._children(st, depth))}</div>'
        if name in ("AccordionModel", "TabModel", "StackModel"):
            titles = list(st.get("titles") or [])
            selected = st.get("selected_index")
            parts = []
            for i, child in enumerate(self._children(st, depth)):
                title = titles[i] if i < len(titles) and titles[i] else f"{i + 1}"
                opened = " open" if selected == i else ""
                parts.append(f'<details class="rb-w-fold"{opened}><summary>{_esc(title)}</summary>{child}</details>')
            return "".join(parts)
        if name in ("HTMLModel", "HTMLMathModel"):
            return f'{self._label(st)}<div class="rb-w-html">{st.get("value", "")}</div>'
        if name == "LabelModel":
            return f'<span class="rb-w-text">{_esc(st.get("value"))}</span>'
        if name == "ButtonModel":
            text = st.get("description") or st.get("tooltip") or ""
            style = st.get("button_style") or ""
            return f'<button class="rb-w-button {_esc(style)}" disabled>{_esc(text)}</button>'
        if name == "ToggleButtonModel":
            on = " rb-w-on" if st.get("value") else ""
            return f'<button class="rb-w-button{on}" disabled>{_esc(st.get("description"))}</button>'
        if name in CHOICES:
            labels = list(st.get("_options_labels") or [])
            index = st.get("index")
            chosen = set(index) if isinstance(index, list) else {index}
            opts = "".join(f'<option{" selected" if i in chosen else ""}>{_esc(label)}</option>'
                           for i, label in enumerate(labels))
            return f'<label class="rb-w-choice">{self._label(st)}<select disabled>{opts}</select></label>'
        if name in VALUES:
            return (f'<label class="rb-w-value">{self._label(st)}'
                    f'<input disabled value="{_esc(st.get("value"))}"></label>')
        if name == "TextareaModel":
            return f'<label class="rb-w-value">{self._label(st)}<textarea disabled>{_esc(st.get("value"))}</textarea></label>'
        if name == "CheckboxModel":
            checked = " checked" if st.get("value") else ""
            return f'<label class="rb-w-value"><input type="checkbox" disabled{checked}> {_esc(st.get("description"))}</label>'
        if name == "FileUploadModel":
            return f'<button class="rb-w-button" disabled>{_esc(st.get("description") or "Upload")}</button>'
        if name == "OutputModel":
            return "".join(output_html(o) for o in st.get("outputs", []))
        if name == "AnyModel":
            return self._anywidget(st)
        return ""

    def _anywidget(self, st: dict) -> str:
        if st.get("svg"):
            note = st.get("note") or ""
            note_html = f'<div class="rb-w-note">{_esc(note)}</div>' if note else ""
            return f'<div class="rb-w-svg">{st["svg"]}</div>{note_html}'
        if "dot" in st:
            if self.dot_svg is not None:
                try:
                    return f'<div class="rb-graphviz" data-state="drawn">{self.dot_svg(st["dot"], st.get("engine") or "dot")}</div>'
                except Exception:  # noqa: BLE001 - fall back to the source
                    pass
            return f'<pre class="rb-w-dot">{_esc(st["dot"])}</pre>'
        return ""


def output_html(out: dict) -> str:
    """One notebook output (of an Output widget) as HTML."""
    kind = out.get("output_type")
    if kind == "stream":
        return f'<pre class="rb-w-stream">{_esc(out.get("text", ""))}</pre>'
    if kind == "error":
        return f'<pre class="rb-w-stream">{_esc(out.get("ename"))}: {_esc(out.get("evalue"))}</pre>'
    data = out.get("data", {})
    for mime in ("text/html", "image/svg+xml"):
        if mime in data:
            value = data[mime]
            return "".join(value) if isinstance(value, list) else value
    for mime in ("image/png", "image/jpeg"):
        if mime in data:
            raw = data[mime]
            raw = "".join(raw) if isinstance(raw, list) else raw
            base64.b64decode(raw, validate=False)
            return f'<img alt="" src="data:{mime};base64,{raw.strip()}">'
    if "text/plain" in data:
        value = data["text/plain"]
        return f'<pre class="rb-w-stream">{_esc("".join(value) if isinstance(value, list) else value)}</pre>'
    return ""


def render_notebook(nb, dot_svg: Callable[[str, str], str] | None = None) -> int:
    """Replace every widget output of ``nb`` by static HTML; returns how many were drawn."""
    state = nb.metadata.get("widgets", {}).get(WIDGET_STATE, {})
    renderer = Renderer(state, dot_svg)
    drawn = 0
    for cell in nb.cells:
        if cell.get("cell_type") != "code":
            continue
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            view = data.get(WIDGET_VIEW) if isinstance(data, dict) else None
            if not view:
                continue
            model_id = view.get("model_id")
            html_text = renderer.view(model_id) if model_id in renderer.models else ""
            del data[WIDGET_VIEW]
            if html_text:
                data["text/html"] = html_text
                drawn += 1
    nb.metadata.pop("widgets", None)
    return drawn
