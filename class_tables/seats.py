"""The seats of the class-table server: a seat's page and the WebSockets that keep every open page current
(seats, the teacher's watch page and dashboard), with their per-page limits, and the announcer that sends each
page its patch after a table changes."""
from __future__ import annotations

import json
import time

import tornado.web
import tornado.websocket

from rulebook.i18n import N_, Msg

from . import pages
from .limits import (PENDING_BYTES, SEAT_MESSAGE_BYTES, SOCKET_BURST, SOCKET_DROPS, SOCKET_PER_S, SOCKETS_PER_SEAT,
                     _Base, _host_ok, _session_ok)
from .patches import patch, split
from .room import Room, TableError


class SeatPage(_Base):
    def get(self, token):
        try:
            table, seat = self.room.seat_for(token)
        except TableError as e:
            self.set_status(404)
            return self.write(e.text(self.lang()))
        if "lang" in self.request.arguments:
            table.seats[seat].lang = self.lang()
        lang = table.seats[seat].lang
        self.write(pages.seat_page(pages.seat_payload(table, seat, lang), f"/ws/seat/{token}", lang))


# --------------------------------------------------------------------------- WebSockets
class _Socket(tornado.websocket.WebSocketHandler):
    table = None
    seat = None
    token = None
    dashboard = False
    teacher_only = False
    opened = 0.0
    sent = None          # the payload this page shows (patches are made against it)
    sent_split = None

    @property
    def room(self) -> Room:
        return self.application.settings["room"]

    def prepare(self):
        if not _host_ok(self):
            raise tornado.web.HTTPError(400, reason="Unknown Host")
        if len(self.application.settings["sockets"]) >= self.application.settings["max_connections"]:
            raise tornado.web.HTTPError(503, reason="Too many connections")

    def send_state(self, payload: dict, cut=None) -> None:
        """The whole page (on opening, or when the page asks to be drawn afresh); patches follow it."""
        self.push(payload)
        self.sent, self.sent_split = payload, cut if cut is not None else split(payload["svg"])

    def pending(self) -> int:
        """Bytes written to this page that it has not taken yet."""
        stream = getattr(self.ws_connection, "stream", None)
        return 0 if stream is None else stream._total_write_index - stream._total_write_done_index

    def push(self, payload: dict) -> None:
        if self.pending() > PENDING_BYTES:       # a page that does not read: no more buffering for it
            self.application.settings["sockets"].discard(self)
            self.close(4008, "behind")          # below 4400: tables.js reconnects and gets a fresh page
            return
        try:
            self.write_message(json.dumps(payload))
        except tornado.websocket.WebSocketClosedError:
            self.application.settings["sockets"].discard(self)

    def allow(self) -> bool:
        """Per-page token bucket over every message it sends (clicks, garbage, anything)."""
        now = time.monotonic()
        tokens, then = getattr(self, "_bucket", (float(SOCKET_BURST), now))
        tokens = min(float(SOCKET_BURST), tokens + (now - then) * SOCKET_PER_S)
        if tokens < 1:
            self._bucket = (tokens, now)
            self._drops = getattr(self, "_drops", 0) + 1
            if self._drops == 1 and self.table is not None:     # said once per burst; the rest go unanswered
                self.push(_note(Msg(N_("Too many clicks at once: wait a moment and try again.")), "warn",
                                getattr(self, "lang", "en"), self.table.serial))
            if self._drops >= SOCKET_DROPS:
                self.close(4429, Msg(N_("Too many messages from this page: reload it.")).text(
                    getattr(self, "lang", "en")))
            return False
        self._bucket, self._drops = (tokens - 1, now), 0
        return True

    def on_close(self):
        self.application.settings["sockets"].discard(self)


def _note(msg, kind: str, lang: str, serial: int) -> dict:
    """A refusal or a warning for one page: a few hundred bytes where the page is tens of thousands."""
    return {"type": "note", "serial": serial,
            "note": {"text": msg.text(lang) if msg is not None else "", "kind": kind}}


class SeatSocket(_Socket):
    @property
    def max_message_size(self) -> int:
        return SEAT_MESSAGE_BYTES

    def open(self, token):
        try:
            self.table, self.seat = self.room.seat_for(token)
        except TableError:
            return self.close(4404, "no such seat")
        self.token = token
        self.lang = self.table.seats[self.seat].lang
        sockets = self.application.settings["sockets"]
        same = sorted((s for s in sockets if s.table is self.table and s.seat == self.seat and not s.teacher_only),
                      key=lambda s: s.opened)
        for old in same[:max(0, len(same) - SOCKETS_PER_SEAT + 1)]:    # the newest page wins
            old.close(4409, Msg(N_("This seat was opened on another page.")).text(old.lang))
            sockets.discard(old)
        self.opened = time.monotonic()
        sockets.add(self)
        self.send_state(pages.seat_payload(self.table, self.seat, self.lang))

    def on_message(self, message):
        if not self.allow():
            return
        try:
            m = json.loads(message)
            if not isinstance(m, dict):
                raise ValueError
            if m.get("resync") is True:        # the page could not apply a patch: draw it afresh
                return self.send_state(pages.seat_payload(self.table, self.seat, self.lang))
            serial = m.get("serial")
            button, key = m.get("button"), m.get("key")
            if not isinstance(serial, int) or (button is None) == (key is None):
                raise ValueError
        except (ValueError, RecursionError):
            return self.push(_note(Msg(N_("Your page sent something the table does not understand; reload "
                                          "the page.")), "error", self.lang, self.table.serial))
        r = self.table.act(self.seat, version=serial, button=button, key=key if isinstance(key, str) else None)
        if not r.ok:  # nothing changed: a short answer to this seat only, never the whole page again
            self.push(_note(r.note, r.kind, self.lang, self.table.serial))


class WatchSocket(_Socket):
    def open(self, tid):
        self.table = self.room.tables.get(tid)
        if not _session_ok(self) or self.table is None:
            return self.close(4403, "teacher only")
        self.lang, self.teacher_only = "en", True
        self.application.settings["sockets"].add(self)
        self.send_state(pages.seat_payload(self.table, None, self.lang))

    def on_message(self, message):
        pass


class DashboardSocket(_Socket):
    def open(self):
        if not _session_ok(self):
            return self.close(4403, "teacher only")
        self.dashboard, self.lang, self.teacher_only = True, "en", True
        self.xsrf = self.xsrf_form_html()
        self.application.settings["sockets"].add(self)

    def on_message(self, message):
        pass


def _announce(app):
    """After any table changes: every page watching it gets its new view, the dashboards their rows."""
    def changed(table):
        cache: dict = {}
        for s in list(app.settings["sockets"]):
            if s.dashboard:      # the dashboard: this table's row only
                k = ("row", s.xsrf, s.lang)
                if k not in cache:
                    cache[k] = {"type": "row", "id": table.id, "html": pages.dashboard_row(table, s.xsrf, s.lang)}
                s.push(cache[k])
            elif s.table is table:
                k = (s.seat, s.lang)
                if k not in cache:
                    payload = pages.seat_payload(table, s.seat, s.lang)
                    cache[k] = (payload, split(payload["svg"]))
                payload, cut = cache[k]
                if s.sent is None:
                    s.send_state(payload, cut)
                    continue
                pk = (k, s.sent["serial"], id(s.sent))
                if pk not in cache:
                    cache[pk] = patch(s.sent, payload, s.sent_split, cut)
                s.push(cache[pk])
                s.sent, s.sent_split = payload, cut
    return changed
