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
  // the explain box: what the part under the pointer (or with the focus) is, and its section's lesson
  const box = document.createElement("div");
  box.className = "rb-svg-explain";
  box.id = "rb-explain-" + Math.random().toString(36).slice(2);
  box.hidden = true;
  const boxText = document.createElement("div");
  boxText.className = "rb-explain-text";
  const boxLink = document.createElement("a");
  boxLink.className = "rb-explain-link";
  boxLink.target = "_blank";
  boxLink.rel = "noopener";
  // after the link: where the part's icons are explained (the words after the section, e.g. the Symbols tab)
  const boxMore = document.createElement("div");
  boxMore.className = "rb-explain-more";
  box.append(boxText, boxLink, boxMore);
  root.append(pic, bubble, box);
  // ---- the explain box
  let shown = null, hideTimer = 0, showTimer = 0;
  const titleOf = (n) => { for (const c of n.children) if (c.tagName.toLowerCase() === "title") return c; return null; };
  const titled = (n) => {  // the innermost element around n (n included) that carries a <title>
    for (; n && n !== pic && n.nodeType === 1; n = n.parentNode) if (titleOf(n)) return n;
    return null;
  };
  const plainTitle = (label) => label.replace(/^§\S+\s+/, "");
  const sectionOf = (g, text) => {
    const own = g.getAttribute("data-section");
    if (own) return own;
    const labels = model.get("section_labels") || {};
    let best = null, len = 0;
    for (const [id, label] of Object.entries(labels)) {
      const t = plainTitle(label);
      if (t && t.length > len && text.includes(t)) { best = id; len = t.length; }
    }
    if (best) return best;
    const up = g.parentNode && g.parentNode.closest ? g.parentNode.closest("[data-section]") : null;
    return up && pic.contains(up) ? up.getAttribute("data-section") : null;
  };
  // the link relative to the notebook's folder, resolved from the page's address; the Lite site names the
  // notebook in ?path=, so there the new notebook goes into that parameter
  const lessonUrl = (rel) => {
    const here = new URL(window.location.href);
    const path = here.searchParams.get("path");
    if (path !== null) {
      const parts = path.split("/").slice(0, -1);
      for (const p of rel.split("/")) {
        if (p === "..") parts.pop(); else if (p !== "." && p !== "") parts.push(p);
      }
      here.searchParams.set("path", parts.join("/"));
      here.hash = "";
      return here.href;
    }
    return new URL(rel, here).href;
  };
  const hideBox = () => {
    clearTimeout(hideTimer); clearTimeout(showTimer);
    if (shown) shown.removeAttribute("aria-describedby");
    shown = null; box.hidden = true;
  };
  const laterHide = () => { clearTimeout(hideTimer); hideTimer = setTimeout(hideBox, 400); };
  const showBox = (g, x, y) => {
    clearTimeout(hideTimer); clearTimeout(showTimer);
    const t = titleOf(g);
    const text = (t ? t.textContent : "").trim();
    if (!text) { hideBox(); return; }
    const section = sectionOf(g, text);
    const label = section ? (model.get("section_labels") || {})[section] : null;
    const rel = section ? (model.get("lesson_links") || {})[section] : null;
    // the part's own words; the section it belongs to is said once, in the link below
    let what = text, more = "";
    if (label) {
      const i = text.lastIndexOf(plainTitle(label));
      const rest = i > 0 ? text.slice(i + plainTitle(label).length).trim() : "x";
      if (rest === "" || rest[0] === ")" || rest[0] === "\u00b7") {
        what = text.slice(0, i).replace(/\s*[(\u2014\u2013][^(\u2014\u2013]*$/, "") || text;
        more = rest.replace(/^[)\s.\u00b7]+/, "");   // a pointer after the section: below the link
      }
    }
    boxText.textContent = what;
    boxMore.textContent = more;
    boxMore.hidden = !more;
    box.dataset.section = section || "";
    if (label) {
      const words = model.get("lesson_words") || "{section}";
      boxLink.textContent = words.replace("{section}", label);
      boxLink.hidden = false;
      if (rel) boxLink.href = lessonUrl(rel); else boxLink.removeAttribute("href");
    } else {
      boxLink.hidden = true;
      boxLink.removeAttribute("href");
    }
    if (shown && shown !== g) shown.removeAttribute("aria-describedby");
    shown = g;
    if (g.hasAttribute("tabindex")) g.setAttribute("aria-describedby", box.id);
    box.hidden = false;
    // beside the pointer (or below the focused part), inside the picture: below when there is room, else above
    const area = root.getBoundingClientRect();
    const r = g.getBoundingClientRect();
    const px = x === undefined ? r.left : x, py = y === undefined ? r.bottom : y;
    const w = box.offsetWidth, h = box.offsetHeight;
    let left = px - area.left + root.scrollLeft + 12;
    left = Math.max(root.scrollLeft + 4, Math.min(left, root.scrollLeft + root.clientWidth - w - 4));
    let top = py - area.top + root.scrollTop + 16;
    const bottomRoom = Math.min(area.top + root.clientHeight, window.innerHeight) - (py + 16);
    if (h > bottomRoom) {
      const above = (y === undefined ? r.top : py) - area.top + root.scrollTop - h - 8;
      top = Math.max(root.scrollTop + 4, above);
    }
    box.style.left = left + "px";
    box.style.top = top + "px";
  };
  pic.addEventListener("mouseover", (e) => {
    const g = titled(e.target);
    if (!g) return;
    if (g === shown) { clearTimeout(hideTimer); clearTimeout(showTimer); return; }
    clearTimeout(showTimer);
    const x = e.clientX, y = e.clientY;
    // while a box is open, give the pointer a moment to travel onto it (to its link) across other parts
    if (box.hidden) showBox(g, x, y); else showTimer = setTimeout(() => showBox(g, x, y), 250);
  });
  pic.addEventListener("mouseleave", laterHide);
  box.addEventListener("mouseenter", () => { clearTimeout(hideTimer); clearTimeout(showTimer); });
  box.addEventListener("mouseleave", laterHide);
  pic.addEventListener("focusin", (e) => { const g = titled(e.target); if (g) showBox(g); });
  pic.addEventListener("focusout", (e) => { if (!box.contains(e.relatedTarget)) laterHide(); });
  box.addEventListener("focusout", (e) => { if (!box.contains(e.relatedTarget) && !pic.contains(e.relatedTarget)) laterHide(); });
  root.addEventListener("keydown", (e) => { if (e.key === "Escape" && !box.hidden) hideBox(); });
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
    requestAnimationFrame(() => { reserve(); retile(); });
  };
  const draw = () => {
    hideBox();
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
    retile();
    placeNote();
  };
  // a phone (below 600 px): the picture as tiles at a readable scale, one under the other (phone_tiles.js); the
  // drawn picture stays, hidden, to be measured again; the tiles come first, so a key finds its part in them
  let tiledAt = -1;
  const retile = () => {
    const svg = pic.querySelector(":scope > svg");
    let host = pic.querySelector(":scope > .rb-tiles");
    const w = pic.clientWidth;
    tiledAt = w;
    if (!svg) { if (host) host.remove(); return; }
    svg.style.display = "";
    if (!(w > 0 && w < 600) || model.get("fit") === "none") { if (host) host.remove(); return; }
    if (!host) { host = document.createElement("div"); host.className = "rb-tiles"; pic.prepend(host); }
    if (rbTilePicture(svg, host, w)) svg.style.display = "none"; else host.remove();
  };
  if (typeof ResizeObserver !== "undefined") {
    new ResizeObserver(() => { if (Math.abs(pic.clientWidth - tiledAt) > 2) { retile(); placeNote(); } }).observe(pic);
  }
  const placeNote = () => {
    const text = model.get("note");
    if (!text) { bubble.hidden = true; return; }
    bubble.textContent = text;
    // a refusal names its rule: the rule's lesson one click away, like the explain box's link
    const sec = model.get("note_section"), rel = sec ? (model.get("lesson_links") || {})[sec] : null;
    if (rel) {
      const a = document.createElement("a");
      a.className = "rb-explain-link rb-note-link";
      a.href = lessonUrl(rel);
      a.target = "_blank";
      a.rel = "noopener";
      const label = (model.get("section_labels") || {})[sec] || sec;
      a.textContent = (model.get("lesson_words") || "{section}").replace("{section}", label);
      a.addEventListener("click", (e) => e.stopPropagation());
      bubble.append(document.createElement("br"), a);
    }
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
  model.on("change:note_section", placeNote);
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
