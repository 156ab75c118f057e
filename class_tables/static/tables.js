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
  function show(p) {
    if (p.type === "rows") { $("rb-rows").innerHTML = p.html; return; }
    // a refusal, a stale click or a message the server could not read: a short answer, shown at once
    if (p.type === "note") { note(p.note); return; }
    if (p.type !== "state") return;
    serial = p.serial;
    document.body.dataset.serial = String(p.serial);
    $("rb-status").textContent = p.status;
    $("rb-status").className = "rb-status" + (p.mine ? " rb-mine" : "");
    note(p.note);
    $("rb-choices").innerHTML = p.buttons.map((b, i) => `<button class="rb-choice" data-i="${i}">${esc(b)}</button>`).join("");
    $("rb-picture").innerHTML = p.svg;
    $("rb-last").textContent = p.log.length ? p.log[0] : "";
    $("rb-log").innerHTML = p.log.map((x) => `<li>${esc(x)}</li>`).join("");
    if (p.mine) document.title = "● " + p.table + " — " + p.me; else document.title = p.table + " — " + p.me;
    keys();
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
  function send(m) {
    if (!ws || ws.readyState !== 1) return;
    m.serial = serial;
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
    const g = ev.target.closest("#rb-picture [data-key]");
    if (g) send({ key: g.dataset.key });
  });
  document.addEventListener("keydown", (ev) => {
    if (ev.key !== "Enter" && ev.key !== " ") return;
    const g = ev.target.closest && ev.target.closest("#rb-picture [data-key]");
    if (g) { ev.preventDefault(); send({ key: g.dataset.key }); }
  });
  keys();
  connect();
})();
