"""Screenshots of the FrachtExpress pictures in Debian's Chromium (never a downloaded browser).

Renders a mid-game position the way the turn panel shows it -- the action buttons (with their labels as
tooltips, as ipywidgets draws them), the table picture, the network picture -- into a page, and saves
``docs/screenshots/fracht_express-*.png`` at 1366x768 (a laptop) and 390x844 (a phone), one of them with a
button hovered so that its target space lights up.

    PYTHONPATH=. python tools/fx_screenshots.py [out_dir]
"""
from __future__ import annotations

import html
import random
import shutil
import sys
import tempfile
from pathlib import Path

import rulebook
from rulebook.fracht_express import actions as A
from widgets.fracht_express import keys as K
from widgets.fracht_express.graph import network_html

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
PAGE = """<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<style>body{{margin:0;font-family:sans-serif;background:#fff}}.out{{max-width:1100px;margin:0 auto;padding:8px}}
.bar{{display:flex;flex-wrap:wrap;gap:4px;margin:6px 0;max-height:96px;overflow-y:auto}}button{{font-size:13px;padding:3px 8px}}
.pic{{overflow-x:auto}}h3{{margin:4px 0;font-size:15px}}</style></head><body><div class="out">
<h3>{prompt}</h3><div class="bar">{buttons}</div>{body}</div></body></html>"""


def position():
    """A mid-game position of a basic game, a card selected, the next card turned once."""
    st = rulebook.GAMES["fracht_express"].new_game(players=3, seed=11)
    r = random.Random(2)
    while not (len(st.top) >= 9 and st.cur == 0 and not st.stack) and not st.is_over:
        legal = st.legal_actions()
        other = [a for a in legal if type(a) not in (A.Extend, A.Cover, A.EndTurn, A.DrawCards)]
        lay = [a for a in legal if type(a) is A.Extend]
        st.apply(r.choice(lay if lay and r.random() < 0.5 else other or legal))
    hand = st.players[st.cur].hand
    K.select(st, hand[0], 1 if 1 in st.comp.turns[hand[0]] else 0)
    return st


def page(st, which: str) -> str:
    legal = st.legal_actions()
    shown = K.buttons(st, legal)
    buttons = "".join(f'<button title="{html.escape(a.describe().text())}">{html.escape(a.describe().text())}'
                      f'</button>' for a in shown)
    active = frozenset(k for k in (K.key_of(st, a) for a in legal) if k)
    if which == "table":
        body = f'<div class="pic">{K.render(st, active=active)}</div>'
    else:
        body = network_html(st, card=K.selection(st)[0])
    return PAGE.format(prompt=html.escape(st.prompt.text()), buttons=buttons, body=body), shown


def main(out: Path) -> None:
    from playwright.sync_api import sync_playwright
    out.mkdir(parents=True, exist_ok=True)
    st = position()
    tmp = Path(tempfile.mkdtemp())
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=shutil.which("chromium"), headless=True, args=ARGS)
        try:
            for which in ("table", "network"):
                text, shown = page(st, which)
                f = tmp / f"{which}.html"
                f.write_text(text, encoding="utf-8")
                for w, h in ((1366, 768), (390, 844)):
                    ctx = browser.new_context(viewport={"width": w, "height": h}, device_scale_factor=1)
                    pg = ctx.new_page()
                    pg.goto(f.as_uri())
                    if which == "table":
                        lays = [a for a in shown if type(a) is A.Extend]
                        if lays:
                            label = lays[len(lays) // 2].describe().text()
                            print("highlighting:", label)
                            btn = pg.locator(f'button[title="{label}"]')
                            btn.hover()
                            lay = lays[len(lays) // 2]
                            spot = pg.locator(f'svg.rb-fx [data-key="spot:{lay.x}:{lay.y}"]')
                            if w < 800:     # a phone: focus the button (keyboard), then scroll to its target
                                btn.focus()
                                spot.scroll_into_view_if_needed()
                            else:
                                btn.scroll_into_view_if_needed()
                                btn.hover()
                    shot = out / f"fracht_express-{which}-{w}.png"
                    pg.screenshot(path=str(shot))
                    ctx.close()
                    print(shot, shot.stat().st_size // 1024, "KB")
        finally:
            browser.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots"))
