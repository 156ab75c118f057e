"""``rulebook lessons`` and ``rulebook lab`` (issue 37): the lessons ship with the package and are copied into a
folder the user names, never overwriting a notebook the user changed without asking.

The copy keeps a record of what it wrote (``.rulebook-lessons.json``): a file still as copied is renewed from a
newer package, a file the user changed is kept unless ``--force`` or a yes on the terminal; ``rulebook lab``
starts this Python's JupyterLab on the folder's index (``--allow-root`` for root, no browser without a screen)
and names the ``lab`` extra when it is missing. The whole path from a built wheel is
``tests/test_wheel_install.py``.
"""
from __future__ import annotations

import argparse
import json
import sys
import tomllib
from pathlib import Path

import pytest

import rulebook_lessons as L
from rulebook import cli
from rulebook.core import RulebookError
from rulebook_lessons import command as C

ROOT = Path(__file__).resolve().parents[1]


def fake_lessons(tmp_path, text="one") -> Path:
    """A small stand-in for the shipped lessons: an index and a lesson in a sub-folder."""
    root = tmp_path / "shipped"
    (root / "game").mkdir(parents=True, exist_ok=True)
    (root / L.INDEX).write_text('{"index": 1}', encoding="utf-8")
    (root / "game" / "01.ipynb").write_text(text, encoding="utf-8")
    return root


def test_the_shipped_lessons_are_every_notebook_of_the_project_in_both_languages():
    """The package's lessons are the checkout's notebooks/ (here, an editable install): index, each game, Spanish."""
    manifest = L.shipped_files()
    on_disk = {p.relative_to(ROOT / "notebooks").as_posix() for p in (ROOT / "notebooks").rglob("*.ipynb")
               if ".ipynb_checkpoints" not in p.parts}
    assert on_disk <= set(manifest)
    for rel in ("index.ipynb", "first_class/01_setup.ipynb", "fracht_express/04_extend.ipynb",
                "horror/15_portals.ipynb", "es/first_class/01_setup.ipynb"):
        assert rel in manifest


def test_a_first_copy_brings_every_lesson_and_records_what_it_wrote(tmp_path):
    dest = tmp_path / "my lessons"
    plan = L.copy_lessons(dest)
    manifest = L.shipped_files()
    assert sorted(plan.new) == sorted(manifest) and not plan.changed
    src = L.shipped_root()
    assert (dest / "es" / "first_class" / "01_setup.ipynb").read_bytes() == \
        (src / "es" / "first_class" / "01_setup.ipynb").read_bytes()
    assert json.loads((dest / L.RECORD).read_text())["files"] == manifest
    again = L.copy_lessons(dest)   # a second run finds everything current and writes nothing
    assert sorted(again.same) == sorted(manifest) and not (again.new or again.update or again.changed)


def test_a_notebook_the_user_changed_is_kept_unless_replacing_is_asked_for(tmp_path):
    root = fake_lessons(tmp_path)
    dest = tmp_path / "dest"
    L.copy_lessons(dest, root=root)
    mine = dest / "game" / "01.ipynb"
    mine.write_text("my notes", encoding="utf-8")
    plan = L.copy_lessons(dest, root=root)
    assert plan.changed == ["game/01.ipynb"] and mine.read_text() == "my notes"
    # still "changed" the next time: the record keeps what was copied, not the user's version
    assert L.plan_copy(dest, L.shipped_files(root)).changed == ["game/01.ipynb"]
    L.copy_lessons(dest, root=root, replace_changed=True)
    assert mine.read_text() == "one"


def test_a_lesson_left_as_copied_is_renewed_by_a_newer_package(tmp_path):
    root = fake_lessons(tmp_path, "version 1")
    dest = tmp_path / "dest"
    L.copy_lessons(dest, root=root)
    (root / "game" / "01.ipynb").write_text("version 2", encoding="utf-8")   # the corrected lesson
    plan = L.copy_lessons(dest, root=root)
    assert plan.update == ["game/01.ipynb"] and not plan.changed
    assert (dest / "game" / "01.ipynb").read_text() == "version 2"


def test_a_file_there_before_any_copy_counts_as_the_users(tmp_path):
    root = fake_lessons(tmp_path)
    dest = tmp_path / "dest"
    (dest / "game").mkdir(parents=True)
    (dest / "game" / "01.ipynb").write_text("someone else's", encoding="utf-8")
    plan = L.copy_lessons(dest, root=root)
    assert plan.changed == ["game/01.ipynb"] and plan.new == [L.INDEX]
    assert (dest / "game" / "01.ipynb").read_text() == "someone else's"


def test_a_file_named_as_the_folder_is_a_plain_error(tmp_path):
    f = tmp_path / "lessons"
    f.write_text("x")
    with pytest.raises(RulebookError) as e:
        L.copy_lessons(f, root=fake_lessons(tmp_path))
    assert "not a folder" in e.value.text("en")


def _args(dest, **kw):
    return argparse.Namespace(dir=str(dest), force=False, language="en", port=None, no_browser=False, **kw)


def test_the_command_keeps_changes_without_a_terminal_and_says_so(tmp_path, monkeypatch, capsys):
    root = fake_lessons(tmp_path)
    monkeypatch.setattr(L, "shipped_root", lambda: root)
    dest = tmp_path / "dest"
    assert C.cmd_lessons(_args(dest)) == 0
    (dest / "game" / "01.ipynb").write_text("mine", encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", open(Path(__file__)))   # not a terminal: no question, the change is kept
    assert C.cmd_lessons(_args(dest)) == 0
    out = capsys.readouterr().out
    assert "game/01.ipynb" in out and "--force" in out
    assert (dest / "game" / "01.ipynb").read_text() == "mine"
    args = _args(dest)
    args.force = True
    C.cmd_lessons(args)
    assert (dest / "game" / "01.ipynb").read_text() == "one"


@pytest.mark.parametrize("answer, replaced", [("y", True), ("", False), ("n", False)])
def test_on_a_terminal_the_command_asks_before_replacing(tmp_path, monkeypatch, capsys, answer, replaced):
    root = fake_lessons(tmp_path)
    monkeypatch.setattr(L, "shipped_root", lambda: root)
    dest = tmp_path / "dest"
    L.copy_lessons(dest, root=root)
    (dest / "game" / "01.ipynb").write_text("mine", encoding="utf-8")

    class Tty:
        def isatty(self):
            return True

    asked = []
    monkeypatch.setattr(sys, "stdin", Tty())
    monkeypatch.setattr("builtins.input", lambda q: asked.append(q) or answer)
    C.copy_into(dest, False, "en")
    assert asked and "[y/N]" in asked[0]
    assert (dest / "game" / "01.ipynb").read_text() == ("one" if replaced else "mine")


def test_lab_runs_this_pythons_jupyterlab_on_the_index():
    folder = Path("/x/lessons")
    cmd = C.lab_command(folder, port=9000, environ={"DISPLAY": ":0"}, is_root=False)
    assert cmd[:4] == [sys.executable, "-m", "jupyterlab", "index.ipynb"]
    assert f"--ServerApp.root_dir={folder}" in cmd and "--ServerApp.port=9000" in cmd
    assert "--allow-root" not in cmd
    assert "--ServerApp.port_retries=0" in cmd      # that port or none: the address printed stays right
    root_cmd = C.lab_command(folder, port=8888, environ={}, is_root=True)
    assert "--allow-root" in root_cmd
    if sys.platform.startswith("linux"):   # no screen: print the address, open no browser
        assert "--no-browser" in root_cmd and "--no-browser" not in cmd


def test_lab_prints_the_address_of_the_index_with_the_token_it_gives_jupyterlab(tmp_path, monkeypatch, capsys):
    root = fake_lessons(tmp_path)
    monkeypatch.setattr(L, "shipped_root", lambda: root)
    monkeypatch.setattr(C, "missing_lab_modules", lambda: [])
    ran = {}

    def fake_run(cmd, cwd, env):
        ran.update(cmd=cmd, cwd=cwd, env=env)
        return argparse.Namespace(returncode=0)

    monkeypatch.setattr(C.subprocess, "run", fake_run)
    args = _args(tmp_path / "dest")
    args.port = 9123
    assert C.cmd_lab(args) == 0
    out = capsys.readouterr().out
    token = ran["env"]["JUPYTER_TOKEN"]
    assert len(token) >= 32 and token not in " ".join(ran["cmd"])    # not on the command line (ps shows it)
    assert f"http://127.0.0.1:9123/lab/tree/index.ipynb?token={token}" in out
    assert ran["cwd"] == (tmp_path / "dest").resolve() and (tmp_path / "dest" / "index.ipynb").is_file()


def test_the_default_port_is_a_free_one():
    import socket
    port = C.free_port()
    with socket.socket() as s:
        s.bind(("127.0.0.1", port))     # free indeed


def test_lab_names_the_missing_extra(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(C.importlib.util, "find_spec", lambda name: None if name == "jupyterlab" else object())
    with pytest.raises(RulebookError) as e:
        C.cmd_lab(_args(tmp_path / "dest"))
    text = e.value.text("en")
    assert "pip install 'rulebook-express[lab]'" in text and "jupyterlab" in text
    assert not (tmp_path / "dest").exists()   # nothing copied when it cannot start


def test_the_commands_plug_into_rulebook_and_show_in_its_help(monkeypatch, capsys):
    """pyproject.toml registers the plug-in; with it the rulebook command lists and parses both commands."""
    eps = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["entry-points"]["rulebook.commands"]
    assert "rulebook_lessons.command:add_command" in eps.values()
    monkeypatch.setattr(cli, "_plugged_commands", lambda: [C.add_command])
    assert cli.main(["--help"]) == 0
    out = capsys.readouterr().out
    assert "lessons" in out and "lab" in out
    args = cli.build_parser().parse_args(["lab", "somewhere", "--force", "--port", "9999"])
    assert args.func is C.cmd_lab and args.dir == "somewhere" and args.force and args.port == 9999
    assert cli.build_parser().parse_args(["lessons"]).dir == C.DEFAULT_DIR
