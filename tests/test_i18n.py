"""The gettext layer: message ids are sound templates, the .pot is current, nothing renders half-done.

* every ``N_("...")`` under rulebook/ (and widgets/) is a literal string and a
  valid ``str.format`` template with named fields (``Msg`` formats with
  keyword parameters only);
* ``rulebook/locale/rulebook.pot`` holds exactly the message ids the code has
  (regenerated with Babel from the venv, as ``make i18n-extract`` does);
* the English text of every event, prompt and action of random 3-player games,
  and of refusals along the way, has no leftover ``{`` or ``}``.
"""
from __future__ import annotations

import ast
import os
import random
import string
from pathlib import Path

import pytest

import rulebook

ROOT = Path(__file__).resolve().parents[1]
POT = ROOT / "rulebook" / "locale" / "rulebook.pot"
SOURCE_DIRS = ("rulebook", "widgets", "class_tables", "rulebook_lessons")
#: marker -> the positions of its message id arguments (NC_/NCN_ take a context first)
KEYWORDS = {"N_": (0,), "_": (0,), "NN_": (0, 1), "NC_": (1,), "NCN_": (1, 2)}
QUICK = os.environ.get("RULEBOOK_QUICK", "1") != "0"


def _marked_calls():
    """(file, line, message id argument node) of every N_(...) / _(...) / NN_ / NC_ / NCN_ call in the source
    folders (a plural call gives both forms)."""
    for folder in SOURCE_DIRS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
            for node in ast.walk(tree):
                if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in KEYWORDS
                        and node.args):
                    for i in KEYWORDS[node.func.id]:
                        if i < len(node.args):
                            yield path.relative_to(ROOT).as_posix(), node.lineno, node.args[i]


def _code_msgids() -> dict[str, str]:
    """msgid -> 'file:line' of its first use."""
    out = {}
    for where, line, arg in _marked_calls():
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            out.setdefault(arg.value, f"{where}:{line}")
    return out


def test_marked_messages_are_literal_strings():
    """Extraction only sees literals: N_(f"..."), N_(name) or N_("a" + b) would never reach a catalogue."""
    bad = [f"{where}:{line}: {ast.unparse(arg)}" for where, line, arg in _marked_calls()
           if not (isinstance(arg, ast.Constant) and isinstance(arg.value, str))]
    assert not bad, "message ids must be string literals:\n" + "\n".join(bad)


def test_engine_has_many_messages():
    engine = [m for m, where in _code_msgids().items() if where.startswith("rulebook/")]
    assert len(engine) >= 150, f"only {len(engine)} N_ messages found under rulebook/"


def test_messages_are_format_templates():
    problems = []
    for msgid, where in sorted(_code_msgids().items(), key=lambda kv: kv[1]):
        try:
            fields = [f for _, f, spec, _ in string.Formatter().parse(msgid) if f is not None]
        except ValueError as e:
            problems.append(f"{where}: {msgid!r}: {e}")
            continue
        for f in fields:
            name = f.split(".")[0].split("[")[0]
            if not name.isidentifier():
                problems.append(f"{where}: {msgid!r}: field {{{f}}} must be named (Msg formats with keywords)")
    assert not problems, "invalid str.format templates:\n" + "\n".join(problems)


# --------------------------------------------------------------------------- the .pot file
def _extract(tmp_path: Path, monkeypatch) -> Path:
    """Regenerate the template into tmp_path with Babel's command line (as `make i18n-extract`)."""
    from babel.messages.frontend import CommandLineInterface

    out = tmp_path / "rulebook.pot"
    monkeypatch.chdir(ROOT)
    CommandLineInterface().run(["pybabel", "-q", "extract", "-F", "babel.cfg", "-k", "N_", "-o", str(out),
                                "--no-location", "--sort-output", "--project", "rulebook-express", "."])
    return out


def _ids(path: Path) -> set[str]:
    from babel.messages.pofile import read_po

    with path.open("rb") as f:      # a plural entry contributes both of its forms
        return {i for m in read_po(f) if m.id for i in (m.id if isinstance(m.id, (tuple, list)) else (m.id,))}


def test_pot_is_up_to_date(tmp_path, monkeypatch):
    assert POT.exists(), "rulebook/locale/rulebook.pot is missing: run make i18n-extract"
    fresh = _ids(_extract(tmp_path, monkeypatch))
    committed = _ids(POT)
    missing, stale = sorted(fresh - committed), sorted(committed - fresh)
    assert not (missing or stale), (
        "rulebook/locale/rulebook.pot is out of date: run make i18n-extract\n"
        + "".join(f"  not in the .pot: {m!r}\n" for m in missing[:20])
        + "".join(f"  no longer in the code: {m!r}\n" for m in stale[:20]))


def test_extraction_finds_every_marked_message(tmp_path, monkeypatch):
    """babel.cfg covers the source folders: Babel sees every literal the code marks."""
    fresh = _ids(_extract(tmp_path, monkeypatch))
    lost = {m: w for m, w in _code_msgids().items() if m not in fresh}
    assert not lost, "Babel does not extract:\n" + "\n".join(f"  {w}: {m!r}" for m, w in lost.items())


# --------------------------------------------------------------------------- rendering
def _leftover(text: str) -> bool:
    return "{" in text or "}" in text


@pytest.mark.parametrize("seed", range(1, 4) if QUICK else range(1, 21))
def test_english_rendering_of_a_random_game(seed):
    fc = rulebook.GAMES["first_class"]
    state = fc.new_game(players=3, seed=seed)
    rng = random.Random(seed)
    bad = []

    def check(kind, text):
        if _leftover(text):
            bad.append(f"{kind}: {text}")

    previous = []
    while not state.is_over:
        check("prompt", state.prompt.text())
        legal = state.legal_actions()
        for a in legal:
            check("action", str(a))
        legal_set = set(legal)
        for a in previous[:8]:                       # a few actions that were legal a moment ago
            if a not in legal_set:
                check("refusal", state.explain(a).text())
        action = rng.choice(legal)
        state.apply(action)
        previous = legal
    for event in state.log:
        check(f"event [{event.rule}]", event.text)
    check("prompt", state.prompt.text())
    assert state.log and not bad, "leftover braces in English text:\n" + "\n".join(bad[:30])
