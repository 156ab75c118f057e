"""Whole Spanish games read as Spanish (issue 35): a few random First Class games, the play panel, a hint and a
review, the position editor and the command line, all in Spanish, checked for what a Spanish teacher marked:

* English words left over;
* identifiers instead of words: a section id (``end_of_round``, ``scoring``) anywhere, a snake_case name;
* ``(s)`` plurals (a count must be a whole sentence in the singular and the plural, 0 and 1 included);
* decimal points (Spanish writes 6,8 and 100,0 %; numbers go through ``rulebook.i18n.Num``, i.e. Babel).

Card ids (``X-G05``), seeds and bot names are identifiers the reader types, and stay.
"""
from __future__ import annotations

import html
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

import rulebook
from rulebook import i18n
from rulebook.i18n import Num

babel = pytest.importorskip("babel")
from babel.messages.mofile import write_mo  # noqa: E402
from babel.messages.pofile import read_po  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
PO = ROOT / "rulebook" / "locale" / "es" / "LC_MESSAGES" / "rulebook.po"
MO = PO.with_suffix(".mo")
FC = rulebook.GAMES["first_class"]
SECTION_IDS = {s.id for s in FC.SECTIONS}

ENGLISH = re.compile(
    r"\b(?:the|and|of|to|is|car|cars|card|cards|Player|train|trains|coin|coins|upgrade|round|row|takes|scores"
    r"|points|Game End|Start Player|station|contract|supply|left|choose|carry|forego|game|games|wins|interval"
    r"|mean|score|Hint|Because|Better|Move|Undo|Redo|Play)\b")
PLURAL_S = re.compile(r"\w\((?:s|es|as|os)\)")
DECIMAL_POINT = re.compile(r"\d\.\d")
SNAKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")


@pytest.fixture(scope="module", autouse=True)
def es_ready():
    """The compiled Spanish catalogue (compiled here if it is missing or stale)."""
    if not MO.exists() or MO.stat().st_mtime < PO.stat().st_mtime:
        with PO.open("rb") as f, MO.open("wb") as out:
            write_mo(out, read_po(f))
    i18n.translations.cache_clear()
    yield
    i18n.translations.cache_clear()


def problems(where: str, text: str) -> list[str]:
    """What a Spanish reader should not meet in ``text``."""
    plain = re.sub(r"\b[A-Z]{1,2}-[A-Z]?\d+\b|\bGE\d+\b", " ", text)          # card ids
    out = [f"{where}: English {w!r} in {text!r}" for w in ENGLISH.findall(plain)]
    out += [f"{where}: '(s)' plural in {text!r}" for _ in PLURAL_S.findall(plain)]
    out += [f"{where}: decimal point in {text!r}" for _ in DECIMAL_POINT.findall(plain)]
    words = set(re.findall(r"[a-z_]+", plain))
    out += [f"{where}: section id {w!r} in {text!r}" for w in sorted(words & SECTION_IDS)]
    out += [f"{where}: identifier {w!r} in {text!r}" for w in SNAKE.findall(plain)]
    return out


def test_the_checker_itself():
    """Each kind of slip is reported, and a good Spanish line passes."""
    assert problems("x", "El Jugador 2 toma la carta X-G05 y gana 3 puntos (6,8 de media; 100,0\u00a0%).") == []
    assert problems("x", "3 punto(s)")
    assert problems("x", "cambio de +0.5")
    assert problems("x", "título: end_of_round")
    assert problems("x", "(scoring)")
    assert problems("x", "Jugador 1 takes the card")


def play_out(seed: int, players: int = 3):
    state = FC.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    seen = []
    while not state.is_over:
        seen.append(("prompt", state.prompt.text("es")))
        legal = state.legal_actions()
        seen += [("action", state.describe(a).text("es")) for a in legal[:12]]
        state.apply(rng.choice(legal))
    seen += [(f"log [{e.rule}]", e.render("es")) for e in state.log]
    seen.append(("sections", " ".join(FC.section_label(s, "es") for s in SECTION_IDS)))
    return state, seen


@pytest.mark.parametrize("seed", (3, 11))
def test_whole_spanish_games(seed):
    """Every prompt, action, log line (game end and scoring included) and section label of a whole game."""
    _, seen = play_out(seed)
    bad = [p for where, text in seen for p in problems(where, text)]
    assert not bad, "\n".join(sorted(set(bad))[:40])


def _html_text(value: str) -> str:
    """The visible text and the hover titles of an HTML fragment."""
    titles = re.findall(r'title="([^"]*)"', value)
    return html.unescape(re.sub(r"<[^>]+>", " ", value) + " " + " ".join(titles))


def test_panel_hint_and_review_in_spanish():
    """The play panel in the middle of a game (prompt, buttons, log with its hover titles), the coach's hint for
    that position and the review of a whole game."""
    pytest.importorskip("ipywidgets")
    import widgets
    from rulebook.analysis.coach import hint, review

    state = FC.new_game(players=2, seed=5)
    rng = random.Random(5)
    for _ in range(60):
        state.apply(rng.choice(state.legal_actions()))
    panel = widgets.play(state.copy(), language="es")
    seen = [("prompt", _html_text(panel._prompt.value)), ("log", _html_text(panel._log.value))]
    seen += [("button", label) for label in panel.button_labels]
    seen.append(("hint", hint(state, lang="es").text))
    done, _ = play_out(7, players=2)
    seen += [("review", m.describe().text("es")) for m in review(done.to_json(), top=3)]
    bad = [p for where, text in seen for p in problems(where, text)]
    assert not bad, "\n".join(sorted(set(bad))[:40])


def test_editor_in_spanish():
    """The position editor's buttons, choices and answers."""
    pytest.importorskip("ipywidgets")
    from widgets.editor import PositionEditor

    ed = PositionEditor("first_class", fields={"players": 2, "seed": 3}, language="es")
    seen = [("button", b.description) for b in (ed._play_btn, ed._py_btn, ed._code_btn, ed._undo_btn, ed._back)]
    seen += [("choice", c) for c in ed.choice_labels] if hasattr(ed, "choice_labels") else []
    bad = [p for where, text in seen for p in problems(where, text)]
    assert not bad, "\n".join(bad)


def test_numbers_are_written_the_spanish_way():
    """Num writes Babel's Spanish: a decimal comma, a sign when asked, a space before the percent sign."""
    assert Num(6.8).text("es") == "6,8" and Num(6.8).text("en") == "6.8"
    assert Num(0, sign=True).text("es") == "+0,0"
    assert Num(1.0, percent=True).text("es") == "100,0\u00a0%" and Num(1.0, percent=True).text("en") == "100.0%"
    assert Num(0.839, percent=True).text("es") == "83,9\u00a0%"


def test_command_line_in_spanish(tmp_path):
    """`rulebook play` and `rulebook simulate` in Spanish print no English, ids, (s) plurals or decimal points
    (bot names are identifiers the reader types)."""
    def run(*args):
        done = subprocess.run([sys.executable, "-m", "rulebook.cli", *args, "--language", "es"], cwd=ROOT,
                              capture_output=True, text=True, timeout=240)
        assert done.returncode == 0, done.stderr
        return done.stdout
    out = run("play", "first_class", "--players", "2", "--seed", "2", "--bots", "random,greedy")
    out += run("simulate", "first_class", "--games", "6", "--players", "2", "--bots", "random,greedy", "--seed", "1",
               "--no-progress")
    lines = [line for line in out.splitlines()
             if problems("cli", re.sub(r"\b(?:random|greedy)\b", " ", line))]
    bad = [p for line in lines for p in problems("cli", re.sub(r"\b(?:random|greedy)\b", " ", line))]
    assert not bad, "\n".join(bad[:30])


def test_the_simulate_progress_bar_in_spanish():
    """`rulebook simulate --language es` draws its progress bar in Spanish: the game's title and the players in
    words (not ``first_class x2``), the speed as "partidas/s" with a decimal comma and the share with Spanish
    percent spacing -- not tqdm's English "game/s"."""
    done = subprocess.run([sys.executable, "-m", "rulebook.cli", "simulate", "first_class", "--games", "6", "--players",
                           "2", "--bots", "random", "--seed", "1", "--processes", "1", "--chunk-size", "2",
                           "--language", "es"], cwd=ROOT, capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stderr
    bars = [line.strip() for line in done.stderr.replace("\r", "\n").splitlines() if "|" in line]
    assert bars and "partidas/s" in bars[-1] and "2 jugadores" in bars[-1] and "100\u00a0%" in bars[-1], bars
    bad = [p for line in bars for p in problems("progress bar", line)]
    assert not bad, "\n".join(bad[:30])
