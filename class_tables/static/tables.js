// Class tables: keep a seat's (or the teacher's) page current over one WebSocket; send clicks back.
// Plain JavaScript, no build step, nothing loaded from elsewhere.
(function () {
  "use strict";
  const cfg = JSON.parse(document.body.dataset.rb || "{}");
  if (!cfg.ws) return;
  let serial = cfg.serial, ws = null, wait = 500;
  const $ = (id) => document.getElementById(id);
  const esc = (s) => { const d = document.createElement("div"); d.textContent = s; return d.innerHTML; };
  const conn = (text, ok) => { const c = $("rb-conn"); if (c) { c.textContent = text; c.className = "rb-conn" + (ok ? " rb-ok" : ""); } };

  function note(n) {
    const el = $("rb-note");
    if (el) el.innerHTML = n ? `<div class="rb-note rb-${esc(n.kind)}" role="alert">${esc(n.text)}</div>` : "";
  }
  let page = null;   // the last whole payload, kept current by the patches
  const SVGNS = "http://www.w3.org/2000/svg";
  function fragment(text) {
    // a run of the picture's elements, parsed as SVG and adopted into this page
    const doc = new DOMParser().parseFromString(`<svg xmlns="${SVGNS}" xmlns:xlink="http://www.w3.org/1999/xlink">${text}</svg>`, "image/svg+xml");
    if (doc.getElementsByTagName("parsererror").length) return null;
    const f = document.createDocumentFragment();
    Array.from(doc.documentElement.childNodes).forEach((n) => f.appendChild(document.importNode(n, true)));
    return f;
  }
  function patchPicture(ops, count, head) {
    const svg = document.querySelector("#rb-picture svg");
    if (!svg || (count !== undefined && svg.children.length !== count)) return false;
    if (head) {     // the <svg> tag changed (its size): take its attributes
      const doc = new DOMParser().parseFromString(head + "</svg>", "image/svg+xml");
      if (doc.getElementsByTagName("parsererror").length) return false;
      const root = doc.documentElement;
      Array.from(svg.attributes).forEach((a) => { if (!root.hasAttribute(a.name)) svg.removeAttribute(a.name); });
      Array.from(root.attributes).forEach((a) => svg.setAttribute(a.name, a.value));
    }
    for (let k = ops.length - 1; k >= 0; k--) {      // from the end: earlier indices stay valid
      const [path, i1, i2, text] = ops[k];
      let parent = svg;
      for (const i of path) { parent = parent.children[i]; if (!parent) return false; }
      const kids = Array.from(parent.children);
      if (i2 > kids.length) return false;
      const f = fragment(text);
      if (!f) return false;
      const before = kids[i2] || null;
      for (let i = i1; i < i2; i++) kids[i].remove();
      parent.insertBefore(f, before);
    }
    return true;
  }
  function show(p) {
    if (p.type === "rows") { $("rb-rows").innerHTML = p.html; return; }
    if (p.type === "row") {      // one table's row of the dashboard
      const old = document.querySelector(`#rb-rows tr[data-table="${CSS.escape(p.id)}"]`);
      const t = document.createElement("tbody"); t.innerHTML = p.html;
      if (old) old.replaceWith(t.firstElementChild); else $("rb-rows").appendChild(t.firstElementChild);
      return;
    }
    // a refusal, a stale click or a message the server could not read: a short answer, shown at once
    if (p.type === "note") { note(p.note); return; }
    if (p.type === "patch") {    // only what changed since the last message
      if (!page) { send({ resync: true }); return; }
      const svgOps = p.svg_ops, count = p.svg_count, head = p.svg_head;
      delete p.svg_ops; delete p.svg_count; delete p.svg_head;
      page = Object.assign({}, page, p, { type: "state" });
      if (p.svg === undefined && svgOps && !patchPicture(svgOps, count, head)) { send({ resync: true }); return; }
      draw(page, p.svg !== undefined);
      return;
    }
    if (p.type !== "state") return;
    page = p;
    draw(p, true);
  }
  function draw(p, picture) {
    serial = p.serial;
    document.body.dataset.serial = String(p.serial);
    $("rb-status").textContent = p.status;
    $("rb-status").className = "rb-status" + (p.mine ? " rb-mine" : "");
    note(p.note);
    $("rb-choices").innerHTML = p.buttons.map((b, i) => `<button class="rb-choice" data-i="${i}">${esc(b)}</button>`).join("");
    if (picture) $("rb-picture").innerHTML = p.svg;
    $("rb-last").textContent = p.log.length ? p.log[0] : "";
    $("rb-log").innerHTML = p.log.map((x) => `<li>${esc(x)}</li>`).join("");
    if (p.mine) document.title = "● " + p.table + " — " + p.me; else document.title = p.table + " — " + p.me;
    keys();
    tile();
  }
  function keys() {
    // a picture with parts to press is a group of controls, not a single image
    const svg = document.querySelector("#rb-picture svg");
    if (svg && svg.getAttribute("role") === "img" && svg.querySelector("[data-key]")) svg.setAttribute("role", "group");
    document.querySelectorAll("#rb-picture [data-key]").forEach((g) => {
      g.setAttribute("tabindex", "0");
      g.setAttribute("role", "button");
      const t = g.querySelector("title");
      if (t && !g.hasAttribute("aria-label")) g.setAttribute("aria-label", t.textContent);
    });
  }
  // a phone (below 600 px): the picture as tiles at a readable scale, one under the other (phone_tiles.js); the
  // drawn picture stays, hidden, as the one the patches change and the one measured again
  function tile() {
    const pic = $("rb-picture"), host = $("rb-tiles");
    const svg = pic && pic.querySelector("svg");
    if (!host) return;
    if (!svg || typeof rbTilePicture !== "function") { host.replaceChildren(); return; }
    pic.style.display = "";
    const w = host.clientWidth;
    if (w > 0 && w < 600 && rbTilePicture(svg, host, w)) pic.style.display = "none";
    else host.replaceChildren();
  }
  let tileTimer = 0;
  window.addEventListener("resize", () => { clearTimeout(tileTimer); tileTimer = setTimeout(tile, 150); });
  function send(m) {
    if (!ws || ws.readyState !== 1) return;
    if (!m.resync) m.serial = serial;
    ws.send(JSON.stringify(m));
  }
  function connect() {
    const url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + cfg.ws;
    ws = new WebSocket(url);
    ws.onopen = () => { wait = 500; conn(document.documentElement.lang === "es" ? "conectado" : "connected", true); };
    ws.onmessage = (ev) => show(JSON.parse(ev.data));
    ws.onclose = (ev) => {
      if (ev.code >= 4400) { conn(ev.reason || "closed", false); note({ kind: "warn", text: ev.reason || "closed" }); return; }
      conn(document.documentElement.lang === "es" ? "reconectando…" : "reconnecting…", false);
      setTimeout(connect, wait); wait = Math.min(wait * 2, 8000);
    };
  }
  document.addEventListener("click", (ev) => {
    const b = ev.target.closest(".rb-choice");
    if (b) { send({ button: Number(b.dataset.i) }); return; }
    const g = ev.target.closest("#rb-picture [data-key], #rb-tiles [data-key]");
    if (g) send({ key: g.dataset.key });
  });
  document.addEventListener("keydown", (ev) => {
    if (ev.key !== "Enter" && ev.key !== " ") return;
    const g = ev.target.closest && ev.target.closest("#rb-picture [data-key], #rb-tiles [data-key]");
    if (g) { ev.preventDefault(); send({ key: g.dataset.key }); }
  });
  keys();
  tile();
  connect();
})();
