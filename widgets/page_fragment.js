function opened(w) {
  try { const nav = w.performance.getEntriesByType("navigation")[0];
        return nav ? new URL(nav.name).hash : ""; } catch (e) { return ""; }
}
function render({ model, el }) {
  let h = "";
  try { h = window.top.location.hash || ""; } catch (e) { h = window.location.hash || ""; }
  if (!h) h = window.location.hash || "";
  if (!h) { try { h = opened(window.top); } catch (e) { h = ""; } }
  if (!h) h = opened(window);
  if (h) { model.set("fragment", decodeURIComponent(h.slice(1))); model.save_changes(); }
  el.style.display = "none";
}
export default { render };
