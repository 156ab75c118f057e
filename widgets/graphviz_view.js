// One Viz instance per page, whatever the number of pictures: anywidget evaluates this module afresh for each
// widget, so the promise lives on globalThis (a key of our own), not in a module variable.
const SHARED = Symbol.for("rulebook-express.graphviz-view.viz");

function candidates(model) {
  const out = [];
  const explicit = model.get("viz_url");
  if (explicit) out.push(new URL(explicit, document.baseURI).href);
  const cfg = document.getElementById("jupyter-config-data");
  const root = cfg && cfg.getAttribute("data-jupyter-lite-root");
  if (root) out.push(new URL(root.replace(/\/?$/, "/") + model.get("_site_path"), document.baseURI).href);
  try {
    const base = JSON.parse(cfg.textContent).baseUrl;
    if (base) out.push(new URL(base.replace(/\/?$/, "/") + model.get("_site_path"), document.baseURI).href);
  } catch (e) { /* not a Lite page */ }
  return [...new Set(out)];
}

// viz.js as held by the kernel's one loader widget ("IPY_MODEL_<id>"): its bytes (a binary buffer, a DataView
// here), or null when there is no loader or it is empty.
async function loaderSource(model) {
  const ref = model.get("_loader");
  if (!ref || !model.widget_manager) return null;
  const id = String(ref).replace(/^(IPY_MODEL_|anywidget:)/, "");
  const loader = await model.widget_manager.get_model(id);
  const source = loader && loader.get("_viz_source");
  return source && (source.byteLength || source.length) ? source : null;
}

async function loadViz(model) {
  const inline = await loaderSource(model);
  if (inline) {
    const url = URL.createObjectURL(new Blob([inline], { type: "text/javascript" }));
    try { return await (await import(url)).instance(); } finally { URL.revokeObjectURL(url); }
  }
  let last = null;
  for (const url of candidates(model)) {
    try { return await (await import(url)).instance(); } catch (e) { last = e; }
  }
  throw last || new Error("no viz.js");
}

function sharedViz(model) {
  if (!globalThis[SHARED]) {
    globalThis[SHARED] = loadViz(model).catch((e) => { globalThis[SHARED] = null; throw e; });
  }
  return globalThis[SHARED];
}

function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "rb-graphviz";
  el.appendChild(root);
  const draw = async () => {
    root.setAttribute("data-state", "drawing");
    try {
      const viz = await sharedViz(model);
      root.innerHTML = "";
      root.appendChild(viz.renderSVGElement(model.get("dot"), { engine: model.get("engine") }));
      root.setAttribute("data-state", "drawn");
    } catch (e) {
      root.innerHTML = "";
      const note = document.createElement("div");
      note.className = "rb-note";
      note.textContent = model.get("_missing_text");
      const pre = document.createElement("pre");
      pre.textContent = model.get("dot");
      root.append(note, pre);
      root.setAttribute("data-state", "failed");
      console.warn("graphviz_view:", e);
    }
  };
  draw();
  model.on("change:dot", draw);
  model.on("change:engine", draw);
}
export default { render };
