"""The class-table server: tornado, plain pages, one WebSocket per open page.

Routes (every ``/teacher`` route needs the teacher's code, given once on the login page):

====================================  =========================================================
``GET  /``                            the login page (students use their own seat link instead)
``GET  /play/<token>[?lang=es]``      a seat's page; the token is the seat's secret
``WS   /ws/seat/<token>``             that page's updates and clicks
``GET  /teacher``                     the dashboard; ``WS /ws/teacher`` keeps it current
``GET  /teacher/tables/<id>``         watch one table (every hand visible); ``WS /ws/watch/<id>``
``POST /teacher/tables``              create tables; ``…/<id>/pause|resume|back|links`` act on one
``POST /teacher/pause-all|resume-all|broadcast``
``POST /teacher/logout|new-code``     end this session; a new code that ends every session
``GET  /teacher/saves.zip``           every table's save; ``/teacher/qr/<token>.svg`` a seat's QR code
====================================  =========================================================

A click arrives as ``{"button": i, "serial": n}`` or ``{"key": "card:X-G01", "serial": n}``; the table
applies it only if ``n`` is the serial the page was drawn from (so a double click is one move). A page
receives its whole payload once (``"state"``), then patches (``"patch"``, :mod:`class_tables.patches`);
a refused click is answered with a ``"note"`` only. Limits against a flooding or idle client are the
constants of :mod:`class_tables.limits`.

The handlers live by what they serve: :mod:`class_tables.teacher` (every ``/teacher`` page),
:mod:`class_tables.seats` (a seat's page and the WebSockets), :mod:`class_tables.limits` (the limits, the
handlers' base and the capped HTTP server); this module builds the application and runs it.
"""
from __future__ import annotations

import secrets
import socket

from rulebook.core import ConfigError
from rulebook.i18n import N_, Msg

from .auth import Throttle
# the handlers live by what they serve; their names stay importable from here
from .limits import (  # noqa: F401 - re-exported
    BODY_SAVE, BODY_SMALL, COOKIE, IDLE_SECONDS, LOOPBACK, MAX_CONNECTIONS, PENDING_BYTES, SEAT_MESSAGE_BYTES,
    SOCKET_BURST, SOCKET_DROPS, SOCKET_PER_S, SOCKETS_PER_SEAT, STATIC, _App, _Base, _CappedServer, _host_ok, _lang,
    _log_request, _session, _session_ok
)
from .room import Room
from .seats import (  # noqa: F401 - re-exported
    DashboardSocket, SeatPage, SeatSocket, WatchSocket, _announce, _note, _Socket
)
from .teacher import (  # noqa: F401 - re-exported
    QR, AllTables, CreateTables, Dashboard, Login, Logout, NewCode, Saves, TableAction, WatchPage, _bots, _options,
    _parse_value
)


def make_app(room: Room, *, base_url: str = "http://127.0.0.1:8765/", cookie_secret: str | None = None,
             hosts=(), max_connections: int = MAX_CONNECTIONS, idle_seconds: float = IDLE_SECONDS,
             bots: bool = True):
    """The application; ``hosts``: names besides loopback the ``Host`` header may carry; ``bots``: bots think
    in worker processes (:class:`~class_tables.bots.BotRunner`), not on the event loop."""
    app = _App(
        [(r"/", Login), (r"/teacher/login", Login), (r"/teacher/logout", Logout), (r"/teacher/new-code", NewCode),
         (r"/teacher", Dashboard),
         (r"/teacher/tables", CreateTables), (r"/teacher/tables/([0-9a-f]+)/(pause|resume|back|links)", TableAction),
         (r"/teacher/(pause-all|resume-all|broadcast)", AllTables), (r"/teacher/saves.zip", Saves),
         (r"/teacher/qr/([\w-]+)\.svg", QR), (r"/teacher/tables/([0-9a-f]+)", WatchPage),
         (r"/play/([\w-]+)", SeatPage), (r"/ws/seat/([\w-]+)", SeatSocket), (r"/ws/watch/([0-9a-f]+)", WatchSocket),
         (r"/ws/teacher", DashboardSocket)],
        static_path=str(STATIC), xsrf_cookies=True, cookie_secret=cookie_secret or room.store.setting("cookie_secret", lambda: secrets.token_hex(32)),
        websocket_max_message_size=16 * 1024, room=room, base_url=base_url, sockets=set(), throttle=Throttle(),
        log_function=_log_request, hosts={h.lower() for h in (*LOOPBACK, *hosts)}, max_connections=max_connections,
        idle_seconds=idle_seconds, websocket_ping_interval=20, websocket_ping_timeout=20)
    room.add_listener(_announce(app))
    if bots and room.runner is None:
        from .bots import BotRunner
        room.runner = BotRunner()
    return app


def room_addresses() -> list:
    """This machine's addresses other devices in the room might reach (no network access needed)."""
    found = set()
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.add(info[4][0])
    except OSError:
        pass
    return sorted(a for a in found if not a.startswith("127."))


def serve(*, host: str = "127.0.0.1", port: int = 8765, db: str | None = "class-tables.sqlite3",
          teacher_code: str | None = None, quiet: bool = False, redis_url: str | None = None,
          new_code: bool = False, certfile: str | None = None, keyfile: str | None = None,
          insecure_lan: bool = False, allow_hosts=()) -> None:
    """Run the class-table server until interrupted (``rulebook serve``).

    Beyond loopback the server needs TLS (``certfile``/``keyfile``) or the teacher's explicit
    ``insecure_lan``; it answers only requests whose ``Host`` is loopback, one of this machine's
    addresses it serves, or a name in ``allow_hosts`` (the name a reverse proxy forwards)."""
    import asyncio

    from .auth import MIN_TYPED, normalise
    from .store import MemoryStore, RedisStore, SqliteStore
    if teacher_code is not None and len(normalise(teacher_code)) < MIN_TYPED:
        raise ConfigError(Msg(N_("A teacher code needs at least {n} letters or digits, so that it cannot be "
                                 "guessed; leave --teacher-code out to get a random one."), {"n": MIN_TYPED}))
    if bool(certfile) != bool(keyfile):
        raise ConfigError(Msg(N_("TLS needs both --certfile and --keyfile.")))
    if host not in LOOPBACK and not certfile and not insecure_lan:
        raise ConfigError(Msg(N_("Serving {host} lets other machines connect: give a certificate (--certfile and "
                                 "--keyfile), or say --insecure-lan to serve plain HTTP on a network you trust "
                                 "(or put the server behind a reverse proxy that adds TLS)."), {"host": host}))
    ssl_options = None
    if certfile:
        import ssl
        ssl_options = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        ssl_options.load_cert_chain(certfile, keyfile)
    max_connections = _raise_fd_limit()
    store = RedisStore(redis_url) if redis_url else SqliteStore(db) if db else MemoryStore()
    room = Room(store, teacher_code)
    if new_code:
        room.teacher_code = room.new_teacher_code()
    shown = "127.0.0.1" if host in LOOPBACK else host
    hosts = set(allow_hosts)
    if host in ("0.0.0.0", "::"):
        found = room_addresses()
        shown = (found or ["127.0.0.1"])[0]
        hosts.update(found)
    elif host not in LOOPBACK:
        hosts.add(host)
    base = f"{'https' if certfile else 'http'}://{shown}:{port}/"
    app = make_app(room, base_url=base, hosts=hosts, max_connections=max_connections)

    async def main():
        app.listen(port, address=host, ssl_options=ssl_options)
        start_bots(app)
        if hasattr(store, "listen"):     # several processes share Redis: push the others' moves to our pages
            loop = asyncio.get_running_loop()
            store.listen(lambda tid: loop.call_soon_threadsafe(room.reload, tid))
        if not quiet:
            if room.teacher_code:        # shown once, when it is made; the store keeps only its hash
                print(f"Class tables: {base}   teacher code: {room.teacher_code}", flush=True)
            else:
                print(f"Class tables: {base}   teacher code: the one printed when it was made "
                      "(rulebook serve --new-code makes another)", flush=True)
            if host in LOOPBACK:
                print("Only this machine can reach it. To serve the room's network: rulebook serve --host 0.0.0.0 "
                      "--certfile ... --keyfile ... (or --insecure-lan)", flush=True)
            n = len(room.tables)
            print(f"{n} table{'' if n == 1 else 's'} restored from {redis_url or db or 'memory'}.", flush=True)
        await asyncio.Event().wait()
    try:
        asyncio.run(main())
    finally:
        if room.runner is not None:
            room.runner.close()


def _raise_fd_limit() -> int:
    """Lift this process's open-file limit to its hard limit; the connection cap stays 100 below it."""
    try:
        import resource
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        want = min(hard if hard != resource.RLIM_INFINITY else 4096, 4096)
        if want > soft:
            resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))
            soft = want
        return max(16, min(MAX_CONNECTIONS, soft - 100))
    except (ImportError, ValueError, OSError):
        return MAX_CONNECTIONS


def start_bots(app) -> None:
    """Bots of restored tables that were to move when the server stopped take their turns again."""
    import asyncio
    room = app.settings["room"]
    if room.runner is not None:
        room.runner.attach(asyncio.get_running_loop())
        room.runner.warm()
    for t in list(room.tables.values()):
        t.run_bots()
