"""The teacher's pages of the class-table server: login, the dashboard, creating and acting on tables, the
saves and the seats' QR codes, watching one table (every ``/teacher`` route of :mod:`class_tables.server`)."""
from __future__ import annotations

import io
import math
import zipfile

import tornado.escape
import tornado.web

from rulebook.core import RulebookError
from rulebook.i18n import N_, Msg

from . import pages
from .auth import SESSION_SECONDS
from .limits import BODY_SAVE, COOKIE, _Base, _session
from .room import TableError


class Login(_Base):
    def get(self):
        if self.teacher():
            return self.redirect("/teacher")
        self.write(pages.login_page(self.lang(), self.xsrf_form_html()))

    def post(self):
        wait = self.settings["throttle"].wait(self.request.remote_ip)
        if wait:      # too many attempts: refused without looking at the code
            self.set_status(429)
            self.set_header("Retry-After", str(math.ceil(wait)))
            return self.write(pages.login_page(self.lang(), self.xsrf_form_html(), wait=math.ceil(wait)))
        code = self.get_body_argument("code", "")
        if not self.room.is_teacher(code):
            self.set_status(403)
            return self.write(pages.login_page(self.lang(), self.xsrf_form_html(), wrong=True))
        self.set_signed_cookie(COOKIE, self.room.sessions.open(), httponly=True, samesite="Strict",
                               secure=self.request.protocol == "https", expires_days=SESSION_SECONDS / 86400)
        self.redirect("/teacher")


class Logout(_Base):
    def post(self):
        self.room.sessions.close(_session(self))
        self.clear_cookie(COOKIE)
        self.redirect("/")


class NewCode(_Base):
    """A new teacher code, shown once on this page; every teacher session (this one too) ends."""

    def post(self):
        if not self.need_teacher():
            return
        code = self.room.new_teacher_code()
        self.clear_cookie(COOKIE)
        for s in list(self.settings["sockets"]):
            if s.teacher_only:
                s.close(4403, "teacher only")
        self.set_header("Cache-Control", "no-store")
        self.write(pages.new_code_page(code, self.lang()))


class Dashboard(_Base):
    def get(self):
        if self.need_teacher():
            self.write(pages.dashboard_page(self.room, self.settings["base_url"], self.xsrf_form_html(), self.lang(),
                                            self.get_argument("msg", "")))


def _bots(text: str) -> dict:
    """``"2=greedy, 3=random"`` (seats counted from 1, as people count them) -> ``{1: "greedy", 2: "random"}``."""
    out = {}
    for part in filter(None, (p.strip() for p in text.replace(";", ",").split(","))):
        seat, _, name = part.partition("=")
        if not seat.strip().isdigit() or not name.strip():
            raise TableError(Msg(N_("Write bots as seat=name, e.g. 2=greedy; '{part}' is not."), {"part": part}))
        out[int(seat) - 1] = name.strip()
    return out


def _parse_value(text: str):
    """An option's value as typed: yes/no, A+B (a tuple), a whole number, or the text itself."""
    if text in ("yes", "no"):
        return text == "yes"
    if "+" in text:
        return tuple(text.split("+"))
    if text.lstrip("-").isdigit() and len(text) < 20:
        return int(text)
    return text


def _options(text: str) -> dict:
    """``"modules=A+C, ruling.four_spaces=last_space"`` -> options for ``new_game`` (rulings as a dict); the
    game checks names and values and refuses bad ones with its own sentence."""
    out: dict = {}
    for part in filter(None, (p.strip() for p in text.replace(";", ",").split(","))):
        name, eq, value = part.partition("=")
        name, value = name.strip(), value.strip()
        if not eq or not name:
            raise TableError(Msg(N_("Write options as name=value, e.g. difficulty=easy; '{part}' is not."),
                                 {"part": part}))
        if name.startswith("ruling."):
            out.setdefault("rulings", {})[name[len("ruling."):]] = _parse_value(value)
        else:
            out[name] = _parse_value(value)
    if "data_dir" in out:
        raise TableError(Msg(N_("A class table cannot choose a data folder (option '{name}')."), {"name": "data_dir"}))
    return out


def _refuse(handler, text: str) -> None:
    """A teacher's form the server cannot carry out: 400, and the dashboard again with the sentence that says
    why above the form (not a redirect, which a script or the browser's history would take for a success)."""
    handler.set_status(400)
    handler.write(pages.dashboard_page(handler.room, handler.settings["base_url"], handler.xsrf_form_html(),
                                       handler.lang(), text))


class CreateTables(_Base):
    max_body = BODY_SAVE

    def post(self):
        if not self.need_teacher():
            return
        try:
            players = int(self.get_body_argument("players", "2"))
            typed = self.get_body_argument("seed", "").strip()
            seed = int(typed) if typed else None    # no seed typed: every table its own from the OS's randomness
            if seed is not None and not 0 <= seed < 2 ** 64:
                raise ValueError
            count = max(1, min(30, int(self.get_body_argument("count", "1"))))
        except ValueError:
            return _refuse(self, Msg(N_("Players, seed and the number of tables are whole numbers.")).text(self.lang()))
        try:
            bots = _bots(self.get_body_argument("bots", ""))
            options = _options(self.get_body_argument("options", ""))
            start = self.get_body_argument("position", "").strip() or None   # a position code or a save
            # the tables differ in their seed only, so a refusal comes at the first one, before any is made
            for i in range(count):
                self.room.create(self.get_body_argument("game"), players=players,
                                 seed=None if seed is None else (seed + i) % 2 ** 64, bots=bots,
                                 save_text=start, options=options)
        except RulebookError as e:
            return _refuse(self, e.text(self.lang()))
        self.redirect("/teacher")


class TableAction(_Base):
    def post(self, tid, what):
        if not self.need_teacher():
            return
        t = self.room.tables.get(tid)
        if t is None:
            raise tornado.web.HTTPError(404)
        msg = ""
        try:
            if what == "pause":
                t.set_paused(True)
            elif what == "resume":
                t.set_paused(False)
            elif what == "links":
                for sock in list(self.settings["sockets"]):      # the old links' pages hear nothing more
                    if sock.table is t and sock.token is not None and not t.seats[sock.seat].bot:
                        sock.close(4410, Msg(N_("The teacher gave this seat a new link.")).text(sock.lang))
                        self.settings["sockets"].discard(sock)
                self.room.rotate_links(t)
            else:
                t.step_back()
        except RulebookError as e:
            msg = e.text(self.lang())
        self.redirect("/teacher" + ("?msg=" + tornado.escape.url_escape(msg) if msg else ""))


class AllTables(_Base):
    max_body = BODY_SAVE

    def post(self, what):
        if not self.need_teacher():
            return
        msg = ""
        try:
            if what == "broadcast":
                skipped = self.room.broadcast(self.get_body_argument("game"), self.get_body_argument("save"))
                if skipped:
                    msg = Msg(N_("Not changed (another game or number of players): {tables}."),
                              {"tables": ", ".join(skipped)}).text(self.lang())
            else:
                self.room.pause_all(what == "pause-all")
        except RulebookError as e:       # a save that does not load, an unknown game: nothing changed
            return _refuse(self, e.text(self.lang()))
        self.redirect("/teacher" + ("?msg=" + tornado.escape.url_escape(msg) if msg else ""))


class Saves(_Base):
    def get(self):
        if not self.need_teacher():
            return
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
            for name, text in self.room.saves().items():
                z.writestr(name, text)
        self.set_header("Content-Type", "application/zip")
        self.set_header("Content-Disposition", 'attachment; filename="class-tables.zip"')
        self.write(buf.getvalue())


class QR(_Base):
    def get(self, token):
        if not self.need_teacher():
            return
        try:
            self.room.seat_for(token)
        except TableError:
            raise tornado.web.HTTPError(404) from None
        import segno
        out = io.BytesIO()
        segno.make(f"{self.settings['base_url']}play/{token}", error="m").save(out, kind="svg", scale=8, border=2)
        self.set_header("Content-Type", "image/svg+xml")
        self.write(out.getvalue())


class WatchPage(_Base):
    def get(self, tid):
        if not self.need_teacher():
            return
        t = self.room.tables.get(tid)
        if t is None:
            raise tornado.web.HTTPError(404)
        self.write(pages.seat_page(pages.seat_payload(t, None, self.lang()), f"/ws/watch/{tid}", self.lang()))
