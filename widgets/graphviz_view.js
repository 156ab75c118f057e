let vizPromise = null;

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

async function loadViz(model) {
  const inline = model.get("_viz_source");
  if (inline) {
    const url = URL.createObjectURL(new Blob([inline], { type: "text/javascript" }));
    return (await import(url)).instance();
  }
  let last = null;
  for (const url of candidates(model)) {
    try { return await (await import(url)).instance(); } catch (e) { last = e; }
  }
  throw last || new Error("no viz.js");
}

function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "rb-graphviz";
  el.appendChild(root);
  const draw = async () => {
    root.setAttribute("data-state", "drawing");
    try {
      vizPromise = vizPromise || loadViz(model);
      const viz = await vizPromise;
      root.innerHTML = "";
      root.appendChild(viz.renderSVGElement(model.get("dot"), { engine: model.get("engine") }));
      root.setAttribute("data-state", "drawn");
    } catch (e) {
      vizPromise = null;
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
