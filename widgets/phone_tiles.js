// A wide picture on a narrow screen, as tiles (issue 39): the turn panel's pictures (widgets/clicksvg.js puts
// this file before its own code) and the class tables' seat page (class_tables/static/phone_tiles.js, the same
// file) use it below 600 CSS px. Scaled to the screen's width a table's text would be 4 px; scrolled sideways,
// the prompt and the parts to press leave the screen. Instead the picture is cut into tiles at a scale where its
// smallest text is 11 px: first into bands where no part crosses (the rows of a table), then each band into
// pieces no wider than the screen, cut between parts where it can be; the tiles stand one under the other, each
// holding its own parts (a part to press is in exactly one tile, so a click and its answer work as before); the
// tiles holding the parts to press now come first.
// Nothing here knows a game: a part is the largest piece of the drawing that fits in a tile.
function rbTilePicture(svg, host, width, minFont) {
  minFont = minFont || 11;
  host.replaceChildren();
  const vb = svg.viewBox && svg.viewBox.baseVal;
  const sr = svg.getBoundingClientRect();
  if (!vb || !vb.width || !width || !sr.width) return 0;
  const texts = [...svg.querySelectorAll("text")].filter((t) => t.textContent.trim());
  let fmin = Infinity;
  texts.forEach((t) => { const f = parseFloat(getComputedStyle(t).fontSize); if (f > 0 && f < fmin) fmin = f; });
  if (fmin === Infinity) fmin = minFont;
  const k = minFont / fmin;                          // CSS px per picture unit in the tiles
  if (vb.width * k <= width + 0.5) return 0;         // it fits the screen at a readable size: no tiles
  const S = width / k;                               // the widest tile, in picture units
  const u = vb.width / sr.width;
  const user = (r) => ({ x: vb.x + (r.left - sr.left) * u, y: vb.y + (r.top - sr.top) * u, w: r.width * u,
                         h: r.height * u });
  // the parts: the largest pieces of the drawing that fit in a tile (a card, a box, a label); a piece wider than
  // a tile is taken apart, and a wide shape alone (a background, a frame) is no part: it is cut with the tiles
  const SKIP = new Set(["title", "desc", "defs", "style", "clippath", "lineargradient", "radialgradient", "pattern",
                        "marker", "symbol", "mask", "filter", "script"]);
  const atoms = [];
  const walk = (el, path) => {
    [...el.children].forEach((c, i) => {
      const tag = c.tagName.toLowerCase();
      if (SKIP.has(tag)) return;
      const r = c.getBoundingClientRect();
      if (!(r.width > 0 || r.height > 0)) return;
      const b = user(r), here = path.concat(i);
      const lit = c.matches(".rb-active") || !!c.querySelector(".rb-active");   // a part to press now
      if (b.w <= S * 0.98 || tag === "text") atoms.push({ ...b, path: here, lit });
      else if (tag === "g" || tag === "a" || tag === "svg") walk(c, here);
    });
  };
  walk(svg, []);
  const at = (root, path) => path.reduce((el, i) => (el ? el.children[i] : null), root);
  if (!atoms.length) return 0;
  // bands: where no part crosses from one to the next
  atoms.sort((a, b) => a.y - b.y);
  const bands = [];
  for (const a of atoms) {
    const last = bands[bands.length - 1];
    if (last && a.y < last.bottom + 2) { last.items.push(a); last.bottom = Math.max(last.bottom, a.y + a.h); }
    else bands.push({ items: [a], bottom: a.y + a.h });
  }
  const PAD = 5;
  const tiles = [];
  for (const band of bands) {
    const items = band.items;
    const x0 = Math.min(...items.map((a) => a.x)) - PAD, x1 = Math.max(...items.map((a) => a.x + a.w)) + PAD;
    let a = x0;
    const cuts = [];
    while (x1 - a > S + 0.5) {
      const target = a + S;
      // a clean cut crosses no part (parts touching by a few units do not count); else the one crossing fewest,
      // the rightmost of those, in the last two thirds of the tile
      const cands = [target];
      items.forEach((t) => { cands.push(t.x + t.w + 1, t.x - 1); });
      const crossing = (c) => items.filter((t) => t.x < c - 4 && t.x + t.w > c + 4).length;
      let clean, fewest = Infinity;
      cands.filter((c) => c > a + S * 0.33 && c <= target).sort((p, q) => q - p).forEach((c) => {
        const n = crossing(c);
        if (n < fewest) { fewest = n; clean = c; }
      });
      const c = clean === undefined ? target : clean;
      cuts.push([a, c]);
      a = c;
    }
    cuts.push([a, x1]);
    for (const [l, r] of cuts) {
      const mine = items.filter((t) => t.x + t.w / 2 >= l && t.x + t.w / 2 < r);
      if (!mine.length) continue;
      const top = Math.min(...mine.map((t) => t.y)) - PAD, bottom = Math.max(...mine.map((t) => t.y + t.h)) + PAD;
      tiles.push({ l, r, top, bottom, mine });
    }
  }
  // the tiles with parts to press now come first (the decision's cards, spaces or hand), the rest in their order
  const first = tiles.filter((t) => t.mine.some((a) => a.lit));
  if (first.length && first.length < tiles.length) {
    const rest = tiles.filter((t) => !first.includes(t));
    tiles.splice(0, tiles.length, ...first, ...rest);
  }
  const label = svg.getAttribute("aria-label") || "";
  tiles.forEach((t, n) => {
    const c = svg.cloneNode(true);
    c.setAttribute("viewBox", `${t.l} ${t.top} ${t.r - t.l} ${t.bottom - t.top}`);
    c.removeAttribute("width");
    c.removeAttribute("height");
    c.setAttribute("style", (svg.getAttribute("style") || "") + `;display:block;width:${((t.r - t.l) * k).toFixed(1)}px;` +
                   "max-width:100%;min-width:0;height:auto;max-height:none;margin:0 0 4px 0");
    if (label) c.setAttribute("aria-label", `${label} (${n + 1}/${tiles.length})`);
    c.classList.add("rb-tile");
    // each part in one tile only: the others' copies go (found first, then removed: the paths are the drawing's)
    const mine = new Set(t.mine);
    atoms.filter((a) => !mine.has(a)).map((a) => at(c, a.path)).forEach((el) => { if (el) el.remove(); });
    host.append(c);
  });
  return tiles.length;
}
