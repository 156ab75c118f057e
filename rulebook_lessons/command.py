"""``rulebook lessons [DIR]`` and ``rulebook lab [DIR]``, plugged into the ``rulebook`` command line.

Found through the entry-point group ``rulebook.commands`` (``pyproject.toml``), like the class tables' ``serve``:
the engines never import this package. ``lessons`` copies the notebooks into a folder (see
:func:`rulebook_lessons.copy_lessons`); ``lab`` does the same when needed and starts JupyterLab on the folder's
``index.ipynb`` -- it needs the ``lab`` extra, and names it when it is missing.
"""
from __future__ import annotations

import importlib.util
import os
import secrets
import socket
import subprocess
import sys
from pathlib import Path

from rulebook.core import ConfigError
from rulebook.i18n import Msg, N_, NN_

from . import INDEX, Plan, copy_lessons, plan_copy

#: the folder both commands use when none is named (in the current folder)
DEFAULT_DIR = "rulebook-lessons"
#: what ``rulebook lab`` imports: the ``lab`` extra's packages a lesson needs
LAB_MODULES = ("jupyterlab", "ipykernel", "ipywidgets", "anywidget")


def _say(msg: Msg, lang: str) -> None:
    print(msg.text(lang), flush=True)


def _dir_argument(p, T, H) -> None:
    p.add_argument("dir", nargs="?", default=DEFAULT_DIR, metavar=T(N_("DIR")),
                   help=H(N_("the folder for the lessons (default: {dir} in the current folder)"), dir=DEFAULT_DIR))
    p.add_argument("--force", action="store_true",
                   help=H(N_("replace the notebooks you changed with the shipped ones, without asking")))


def add_command(sub_parser, common, T, H) -> None:
    """Add ``lessons`` and ``lab`` to the ``rulebook`` command (``T`` words a description, ``H`` a help text)."""
    p = sub_parser("lessons", parents=[common], help=H(N_("copy the lessons (the notebooks) into a folder")),
                   description=T(N_("Copy the lessons -- every notebook, in English and Spanish -- into a folder, "
                                    "made if needed. Run it again after installing a newer version: new and "
                                    "corrected lessons come in, and a notebook you changed is kept unless you agree to replace it "
                                    "(or say --force).")))
    _dir_argument(p, T, H)
    p.set_defaults(func=cmd_lessons)
    p = sub_parser("lab", parents=[common], help=H(N_("open the lessons in JupyterLab (copies them first)")),
                   description=T(N_("Copy the lessons into a folder when they are missing or out of date (as "
                                    "'rulebook lessons' does), then start JupyterLab there on index.ipynb and "
                                    "print its address. Needs the lab extra: pip install "
                                    "'rulebook-express[lab]'.")))
    _dir_argument(p, T, H)
    p.add_argument("--port", type=int, default=None, help=H(N_("JupyterLab's port (default: the first free one "
                                                               "from 8888)")))
    p.add_argument("--no-browser", action="store_true",
                   help=H(N_("do not open a web browser, only print the address")))
    p.set_defaults(func=cmd_lab)


def _ask(question: Msg, lang: str) -> bool:
    """A yes/no question on the terminal; no when standard input is not one (or closes)."""
    if not (sys.stdin and sys.stdin.isatty()):
        return False
    try:
        answer = input(question.text(lang) + " ")
    except EOFError:
        return False
    return answer.strip().lower() in ("y", "yes", Msg(N_("y")).text(lang).lower(),
                                      Msg(N_("yes")).text(lang).lower())


def copy_into(folder: Path, force: bool, lang: str) -> Plan:
    """Copy the lessons into ``folder``, asking on a terminal before replacing notebooks the user changed; says
    what was done."""
    plan = plan_copy(folder)
    replace = force
    if plan.changed and not force:
        _say(Msg(NN_("You changed {n} lesson file in {dir}, which differs from the one shipped:",
                     "You changed {n} lesson files in {dir}, which differ from the ones shipped:"),
                 {"n": len(plan.changed), "dir": str(folder)}), lang)
        for rel in plan.changed[:20]:
            print(f"  {rel}")
        if len(plan.changed) > 20:
            print("  ...")
        replace = _ask(Msg(N_("Replace them with the shipped ones (your changes are lost)? [y/N]")), lang)
    plan = copy_lessons(folder, replace_changed=replace)
    _say(Msg(N_("Lessons in {dir}: {new} copied, {update} renewed, {same} already current."),
             {"dir": str(folder), "new": len(plan.new), "update": len(plan.update), "same": len(plan.same)}), lang)
    if plan.changed:
        if replace:
            _say(Msg(NN_("Replaced {n} changed file with the shipped one.",
                         "Replaced {n} changed files with the shipped ones."), {"n": len(plan.changed)}), lang)
        else:
            _say(Msg(NN_("Kept your {n} changed file (--force replaces it).",
                         "Kept your {n} changed files (--force replaces them)."), {"n": len(plan.changed)}), lang)
    return plan


def cmd_lessons(args) -> int:
    folder = Path(args.dir).expanduser()
    copy_into(folder, args.force, args.language)
    _say(Msg(N_("Open them with: rulebook lab {dir}"), {"dir": str(folder)}), args.language)
    return 0


def missing_lab_modules() -> list[str]:
    """The packages of the ``lab`` extra that are not installed."""
    return [m for m in LAB_MODULES if importlib.util.find_spec(m) is None]


def free_port(start: int = 8888, tries: int = 100) -> int:
    """The first port from ``start`` nothing listens on at 127.0.0.1 (JupyterLab's own rule), else any free one."""
    for port in range(start, start + tries):
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def lab_command(folder: Path, *, port: int, no_browser: bool = False, environ=None,
                is_root: bool | None = None) -> list[str]:
    """The JupyterLab command ``rulebook lab`` runs for the lessons in ``folder``: this Python's JupyterLab, the
    folder as its root, the index open, on ``port`` only (so the address printed is right); ``--allow-root`` for
    root (JupyterLab refuses it otherwise) and no browser where there is no screen (SSH, a container)."""
    env = os.environ if environ is None else environ
    if is_root is None:
        is_root = hasattr(os, "geteuid") and os.geteuid() == 0
    cmd = [sys.executable, "-m", "jupyterlab", INDEX, f"--ServerApp.root_dir={folder}", "--ServerApp.ip=127.0.0.1",
           f"--ServerApp.port={port}", "--ServerApp.port_retries=0"]
    headless = sys.platform.startswith("linux") and not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))
    if no_browser or headless:
        cmd.append("--no-browser")
    if is_root:
        cmd.append("--allow-root")
    return cmd


def cmd_lab(args) -> int:
    lang = args.language
    missing = missing_lab_modules()
    if missing:
        raise ConfigError(Msg(N_("The lessons need JupyterLab and the widgets, from the lab extra: pip install "
                                 "'rulebook-express[lab]' (missing: {missing})."), {"missing": ", ".join(missing)}))
    folder = Path(args.dir).expanduser().resolve()
    copy_into(folder, args.force, lang)
    port = args.port if args.port is not None else free_port()
    cmd = lab_command(folder, port=port, no_browser=args.no_browser)
    # the token is ours, so the address printed opens the index; given in the environment, not on the command
    # line where other users of the machine could read it
    token = secrets.token_hex(24)
    url = f"http://127.0.0.1:{port}/lab/tree/{INDEX}?token={token}"
    _say(Msg(N_("Starting JupyterLab on {path}. Open this address in a web browser: {url} (Ctrl+C stops it)."),
             {"path": str(folder / INDEX), "url": url}), lang)
    try:
        return subprocess.run(cmd, cwd=folder, env={**os.environ, "JUPYTER_TOKEN": token}).returncode
    except KeyboardInterrupt:
        return 0
