"""What a seat or the teacher sees: JSON-ready dicts, and the HTML pages that show them.

Everything a seat receives is built here from the engine's state *for that seat*: the picture is the
game's own SVG renderer called with ``seat=``, the choices are listed only on the mover's page, and the
prompt (which may name the mover's own cards) goes only to the mover. The log is the public record of
the game. Pure functions: no sockets, no tornado.
"""
from __future__ import annotations

import html
import json

import rulebook
from rulebook.i18n import N_, NN_, Msg, Seat, translate

LOG_LINES = 8


def _t(msgid, lang: str, **params) -> str:
    return Msg(msgid, params).text(lang) if params or type(msgid) is not str else translate(msgid, lang)


def picture(table, seat, lang: str, mine=None) -> str:
    """The seat's picture; ``mine``: the seat's buttons when already listed (else listed here)."""
    st, v = table.state, table.view
    mine = table.buttons(seat) if mine is None else mine
    if v is None:
        return ""
    if mine:
        active = frozenset(k for k in (v.key_of(st, a) for a in mine) if k)
        return v.render(st, seat=seat, lang=lang, active=active)
    return v.render_plain(st, seat=seat, lang=lang)


def _section(table, rule: str, lang: str) -> str:
    try:
        return translate(table.game.section(rule).title, lang)
    except KeyError:
        return rule


def log_lines(table, lang: str) -> list:
    return [f"{e.render(lang)} ({_section(table, e.rule, lang)})" for e in table.state.log[-LOG_LINES:]][::-1]


def status(table, seat, lang: str) -> str:
    st = table.state
    if st.is_over:
        out = st.outcome()
        scores = ", ".join(f"{Seat(i).text(lang)}: {s}" for i, s in enumerate(out.scores))
        winners = ", ".join(Seat(w).text(lang) for w in out.winners)
        return _t(NN_("Game over. Scores: {scores}. Winner: {winners}.",
                      "Game over. Scores: {scores}. Winners: {winners}."), lang, scores=scores, winners=winners,
                  n=len(out.winners))
    if table.paused:
        return _t(N_("The teacher has paused this table."), lang)
    if seat is not None and st.current_player == seat:
        return _t(N_("Your turn: {prompt}"), lang, prompt=st.prompt)
    who = Seat(st.current_player).text(lang)
    if table.seats[st.current_player].bot:
        return _t(N_("{seat} (a bot) is playing."), lang, seat=who)
    return _t(N_("Waiting for {seat}."), lang, seat=who)


def seat_payload(table, seat: int | None, lang: str = "en") -> dict:
    """Everything the page of ``seat`` shows (``seat=None``: the teacher watching, all hands visible)."""
    st = table.state
    note = table.last_note.get(seat) if seat is not None else None
    mine = table.buttons(seat)
    return {
        "type": "state", "serial": table.serial, "table": table.name, "lang": lang,
        "me": Seat(seat).text(lang) if seat is not None else _t(N_("Teacher (watching)"), lang),
        "status": status(table, seat, lang),
        "mine": bool(seat is not None and st.current_player == seat and not table.paused and not st.is_over),
        "buttons": [st.describe(a).text(lang) for a in mine],
        "note": ({"text": note[0].text(lang), "kind": note[1]} if note else None),
        "svg": picture(table, seat, lang, mine),
        "log": log_lines(table, lang),
        "paused": table.paused, "over": st.is_over,
    }


def table_row(table, lang: str = "en") -> dict:
    """One line of the teacher's dashboard."""
    st = table.state
    last = st.log[-1].render(lang) if st.log else ""
    scores = list(st.outcome().scores) if st.is_over else None
    return {"id": table.id, "name": table.name, "game": table.game_name, "serial": table.serial,
            "players": len(table.seats), "moves": len(st.history), "paused": table.paused, "over": st.is_over,
            "turn": None if st.is_over else Seat(st.current_player).text(lang), "last": last, "scores": scores,
            "seats": [{"label": Seat(i).text(lang), "bot": s.bot, "token": s.token} for i, s in enumerate(table.seats)]}


# --------------------------------------------------------------------------- HTML
_HEAD = """<!doctype html><html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>{title}</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/static/tables.css"></head>"""


def seat_page(payload: dict, ws_path: str, lang: str) -> str:
    """The whole page of a seat; ``tables.js`` keeps it up to date over the WebSocket."""
    e = html.escape
    buttons = "".join(f'<button class="rb-choice" data-i="{i}">{e(b)}</button>' for i, b in enumerate(payload["buttons"]))
    note = payload["note"]
    note_html = f'<div class="rb-note rb-{e(note["kind"])}">{e(note["text"])}</div>' if note else ""
    log = "".join(f"<li>{e(x)}</li>" for x in payload["log"])
    data = e(json.dumps({"ws": ws_path, "serial": payload["serial"]}))
    # each student picks their own language; the link keeps the seat, only ?lang changes
    langs = "".join(f'<a href="?lang={code}" lang="{code}" hreflang="{code}"'
                    + (' aria-current="true" class="rb-on"' if code == lang else "") + f">{name}</a> "
                    for code, name in (("en", "English"), ("es", "Español")))
    return (_HEAD.format(lang=e(lang), title=e(payload["table"] + " — " + payload["me"])) +
            f'<body data-rb="{data}"><main class="rb-seat">'
            f'<header class="rb-top"><span class="rb-who">{e(payload["table"])} · <b>{e(payload["me"])}</b></span>'
            f'<span class="rb-langs">{langs}<span class="rb-conn" id="rb-conn">{e(_t(N_("connecting…"), lang))}</span>'
            f'</span></header>'
            # the bar (status, last move, answer, choices) stays at the top while the picture scrolls; on a phone
            # the picture shows as tiles at a readable scale in #rb-tiles (phone_tiles.js, issue 39)
            f'<div class="rb-bar">'
            f'<section class="rb-status" id="rb-status" aria-live="polite">{e(payload["status"])}</section>'
            f'<div class="rb-last" id="rb-last">{e(payload["log"][0]) if payload["log"] else ""}</div>'
            f'<div id="rb-note" aria-live="assertive">{note_html}</div>'
            f'<nav class="rb-choices" id="rb-choices" aria-label="{e(_t(N_("Your choices"), lang))}">{buttons}</nav>'
            f'</div>'
            f'<div class="rb-picture" id="rb-picture">{payload["svg"]}</div><div class="rb-tiles" id="rb-tiles"></div>'
            f'<details class="rb-log" open><summary>{e(_t(N_("What happened"), lang))}</summary>'
            f'<ol id="rb-log">{log}</ol></details>'
            f'</main><script src="/static/phone_tiles.js"></script><script src="/static/tables.js"></script>'
            f'</body></html>')


# Every phrase of the pages, marked once here: Babel cannot read the N_() calls inside the f-strings below.
_WORDS = (
    N_("The teacher has paused this table."),
    N_("Your turn: {prompt}"),
    N_("{seat} (a bot) is playing."),
    N_("Waiting for {seat}."),
    N_("Teacher (watching)"),
    N_("connecting…"),
    N_("Your choices"),
    N_("What happened"),
    N_("bot"),
    N_("link"),
    N_("over: {scores}"),
    N_("{seat} to move"),
    N_("paused"),
    N_("Resume"),
    N_("Pause"),
    N_("Step back"),
    N_("Class tables — teacher"),
    N_("Class tables"),
    N_("Students open their seat link (or scan its QR code) on any device in this room: {url}"),
    N_("Game"),
    N_("Players"),
    N_("Seed"),
    N_("random"),
    N_("Bots in seats (e.g. 2=greedy)"),
    N_("How many tables"),
    N_("Create"),
    N_("Pause all"),
    N_("Resume all"),
    N_("Download every save"),
    N_("Table"),
    N_("Now"),
    N_("Moves"),
    N_("Last move"),
    N_("Seats"),
    N_("Put this position on every table of its game (a position code or a save)"),
    N_("Or start from a position code (optional)"),
    N_("Options and rulings (e.g. difficulty=easy, ruling.four_spaces=last_space)"),
    N_("Broadcast"),
    N_("That is not the teacher code."),
    N_("Students: open the link your teacher gave you for your seat."),
    N_("Teacher code"),
    N_("Open the dashboard"),
    N_("Too many attempts: wait {n} seconds and try again."),
    N_("New teacher code"),
    N_("Write it down: it is shown only now. Every teacher session has ended, this one too."),
    N_("Log out"),
    N_("New seat links"),
)


def game_title(name: str, lang: str) -> str:
    """A registered game's title in ``lang``; a name no game registered stays as it is."""
    try:
        return _t(rulebook.GAMES[name].TITLE, lang)
    except KeyError:
        return name


def dashboard_rows(room, xsrf: str, lang: str = "en") -> str:
    """The table rows of the dashboard."""
    return "".join(dashboard_row(t, xsrf, lang) for t in room.tables.values())


def dashboard_row(t, xsrf: str, lang: str = "en") -> str:
    """One table's row of the dashboard (pushed again over the WebSocket after each of its changes)."""
    e = html.escape
    r = table_row(t, lang)
    seats = "".join(
        f'<li>{e(s["label"])}: ' + (f'{e(_t(N_("bot"), lang))} ({e(s["bot"])})' if s["bot"] else
                                    f'<a href="/play/{e(s["token"])}">{e(_t(N_("link"), lang))}</a> '
                                    f'<a href="/teacher/qr/{e(s["token"])}.svg" class="rb-qr">QR</a>') + "</li>"
        for s in r["seats"])
    state = (_t(N_("over: {scores}"), lang, scores=", ".join(map(str, r["scores"]))) if r["over"]
             else _t(N_("{seat} to move"), lang, seat=r["turn"]))
    if r["paused"]:
        state += " · " + _t(N_("paused"), lang)
    acts = "".join(
        f'<form method="post" action="/teacher/tables/{e(t.id)}/{a}">{xsrf}<button>{e(label)}</button></form>'
        for a, label in (("resume", _t(N_("Resume"), lang)) if r["paused"] else ("pause", _t(N_("Pause"), lang)),
                         ("back", _t(N_("Step back"), lang)), ("links", _t(N_("New seat links"), lang))))
    return (f'<tr data-table="{e(t.id)}"><td><a href="/teacher/tables/{e(t.id)}">{e(r["name"])}</a></td>'
            f'<td>{e(game_title(r["game"], lang))}</td><td class="rb-state">{e(state)}</td>'
            f'<td>{r["moves"]}</td><td class="rb-last">{e(r["last"])}</td><td><ul>{seats}</ul></td>'
            f'<td class="rb-acts">{acts}</td></tr>')


def dashboard_page(room, base_url: str, xsrf: str, lang: str = "en", message: str = "") -> str:
    """The teacher's page: a form for new tables and every table at a glance with its seat links."""
    e = html.escape
    rows = dashboard_rows(room, xsrf, lang)
    games = "".join(f'<option value="{e(k)}">{e(game_title(k, lang))}</option>' for k in rulebook.GAMES)
    msg = f'<div class="rb-note rb-info" role="status">{e(message)}</div>' if message else ""
    return (_HEAD.format(lang=e(lang), title=e(_t(N_("Class tables — teacher"), lang))) +
            f'<body data-rb="{e(json.dumps({"ws": "/ws/teacher", "serial": 0}))}"><main class="rb-dash">'
            f'<h1>{e(_t(N_("Class tables"), lang))}</h1>{msg}'
            f'<p>{e(_t(N_("Students open their seat link (or scan its QR code) on any device in this room: {url}"), lang, url=base_url))}</p>'
            f'<form method="post" action="/teacher/tables" class="rb-new">{xsrf}'
            f'<label>{e(_t(N_("Game"), lang))} <select name="game">{games}</select></label>'
            f'<label>{e(_t(N_("Players"), lang))} <input name="players" type="number" min="1" max="6" value="2"></label>'
            f'<label>{e(_t(N_("Seed"), lang))} <input name="seed" type="number" min="0" value="" placeholder="{e(_t(N_("random"), lang))}"></label>'
            f'<label>{e(_t(N_("Bots in seats (e.g. 2=greedy)"), lang))} <input name="bots" value=""></label>'
            f'<label>{e(_t(N_("How many tables"), lang))} <input name="count" type="number" min="1" max="30" value="1"></label>'
            f'<label>{e(_t(N_("Options and rulings (e.g. difficulty=easy, ruling.four_spaces=last_space)"), lang))} '
            f'<input name="options" value=""></label>'
            f'<label>{e(_t(N_("Or start from a position code (optional)"), lang))} <input name="position" value=""></label>'
            f'<button>{e(_t(N_("Create"), lang))}</button></form>'
            f'<div class="rb-row"><form method="post" action="/teacher/pause-all">{xsrf}<button>{e(_t(N_("Pause all"), lang))}</button></form>'
            f'<form method="post" action="/teacher/resume-all">{xsrf}<button>{e(_t(N_("Resume all"), lang))}</button></form>'
            f'<a href="/teacher/saves.zip">{e(_t(N_("Download every save"), lang))}</a>'
            f'<form method="post" action="/teacher/new-code">{xsrf}<button>{e(_t(N_("New teacher code"), lang))}</button></form>'
            f'<form method="post" action="/teacher/logout">{xsrf}<button>{e(_t(N_("Log out"), lang))}</button></form></div>'
            f'<table class="rb-tables"><thead><tr><th>{e(_t(N_("Table"), lang))}</th><th>{e(_t(N_("Game"), lang))}</th>'
            f'<th>{e(_t(N_("Now"), lang))}</th><th>{e(_t(N_("Moves"), lang))}</th><th>{e(_t(N_("Last move"), lang))}</th>'
            f'<th>{e(_t(N_("Seats"), lang))}</th><th></th></tr></thead><tbody id="rb-rows">{rows}</tbody></table>'
            f'<form method="post" action="/teacher/broadcast" class="rb-new">{xsrf}'
            f'<label>{e(_t(N_("Put this position on every table of its game (a position code or a save)"), lang))} '
            f'<textarea name="save" rows="3"></textarea></label>'
            f'<label>{e(_t(N_("Game"), lang))} <select name="game">{games}</select></label>'
            f'<button>{e(_t(N_("Broadcast"), lang))}</button></form>'
            f'</main><script src="/static/tables.js"></script></body></html>')


def login_page(lang: str, xsrf: str, wrong: bool = False, wait: int = 0) -> str:
    e = html.escape
    bad = f'<p class="rb-note rb-error" role="alert">{e(_t(N_("That is not the teacher code."), lang))}</p>' if wrong else ""
    if wait:
        bad = (f'<p class="rb-note rb-error" role="alert">'
               f'{e(_t(N_("Too many attempts: wait {n} seconds and try again."), lang, n=wait))}</p>')
    return (_HEAD.format(lang=e(lang), title=e(_t(N_("Class tables"), lang))) +
            f'<body><main class="rb-dash"><h1>{e(_t(N_("Class tables"), lang))}</h1>{bad}'
            f'<p>{e(_t(N_("Students: open the link your teacher gave you for your seat."), lang))}</p>'
            f'<form method="post" action="/teacher/login">{xsrf}<label>{e(_t(N_("Teacher code"), lang))} '
            f'<input name="code" autocomplete="off"></label> <button>{e(_t(N_("Open the dashboard"), lang))}</button></form>'
            f'</main></body></html>')


def new_code_page(code: str, lang: str) -> str:
    """The one page that shows a new teacher code (every session has ended: log in again with it)."""
    e = html.escape
    return (_HEAD.format(lang=e(lang), title=e(_t(N_("New teacher code"), lang))) +
            f'<body><main class="rb-dash"><h1>{e(_t(N_("New teacher code"), lang))}</h1>'
            f'<p class="rb-code"><b>{e(code)}</b></p>'
            f'<p>{e(_t(N_("Write it down: it is shown only now. Every teacher session has ended, this one too."), lang))}</p>'
            f'<p><a href="/">{e(_t(N_("Open the dashboard"), lang))}</a></p></main></body></html>')
