"""``rulebook serve``: the class tables' command, plugged into the ``rulebook`` command line.

The command line finds it through the entry-point group ``rulebook.commands`` (``pyproject.toml``), so the engines
never import the class tables; the server itself (tornado) is imported only when the command runs, and without the
``classroom`` extra the command says which extra to install.
"""
from __future__ import annotations

from rulebook.core import ConfigError
from rulebook.i18n import Msg, N_


def add_command(sub_parser, common, T, H) -> None:
    """Add ``serve`` to the ``rulebook`` command (``T`` words a description, ``H`` a help text, in its language)."""
    p = sub_parser("serve", parents=[common], help=H(N_("class tables: every student on their own device")),
                   description=T(N_("Start the class-table server. The teacher opens the address printed, enters "
                                    "the teacher code, creates tables and hands out one link (or QR code) per seat. "
                                    "Tables are stored after every move, so a restart resumes them. Serves only "
                                    "this machine unless --host names the address to serve the room's network "
                                    "on.")))
    p.add_argument("--host", default="127.0.0.1",
                   help=H(N_("address to listen on (default 127.0.0.1: this machine only; 0.0.0.0: every network "
                             "of this machine)")))
    p.add_argument("--port", type=int, default=8765, help=H(N_("port (default 8765)")))
    p.add_argument("--db", default="class-tables.sqlite3", metavar=T(N_("FILE")),
                   help=H(N_("SQLite file the tables are kept in (default class-tables.sqlite3); '' keeps them in "
                             "memory")))
    p.add_argument("--redis", default=None, metavar="URL",
                   help=H(N_("keep the tables in Redis instead (e.g. redis://127.0.0.1:6379/0), for several server "
                             "processes behind one address")))
    p.add_argument("--teacher-code", default=None,
                   help=H(N_("the dashboard's code, at least 10 letters or digits (default: a random one, printed "
                             "once when it is made)")))
    p.add_argument("--certfile", default=None, metavar=T(N_("FILE")),
                   help=H(N_("TLS certificate (PEM); with --keyfile the server speaks HTTPS")))
    p.add_argument("--keyfile", default=None, metavar=T(N_("FILE")), help=H(N_("the certificate's private key (PEM)")))
    p.add_argument("--insecure-lan", action="store_true",
                   help=H(N_("serve plain HTTP beyond this machine (only on a network you trust)")))
    p.add_argument("--allow-host", action="append", default=[], metavar=T(N_("NAME")),
                   help=H(N_("a name the Host header may carry besides this machine's addresses (the name a "
                             "reverse proxy forwards); repeatable")))
    p.add_argument("--new-code", action="store_true",
                   help=H(N_("make a new random teacher code, print it and end every teacher session")))
    p.set_defaults(func=run)


def run(args) -> int:
    """Run the class-table server until interrupted."""
    try:
        from class_tables.server import serve
    except ImportError as e:  # tornado/segno come with the classroom extra
        raise ConfigError(Msg(N_("The class-table server needs the classroom extra: pip install 'rulebook-express[classroom]' "
                                 "({reason})."), {"reason": str(e)})) from e
    try:
        serve(host=args.host, port=args.port, db=args.db or None, teacher_code=args.teacher_code,
              redis_url=args.redis, new_code=args.new_code, certfile=args.certfile, keyfile=args.keyfile,
              insecure_lan=args.insecure_lan, allow_hosts=args.allow_host)
    except KeyboardInterrupt:
        pass
    return 0
