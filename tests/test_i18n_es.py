"""Spanish for First Class: a complete catalogue, one glossary, English fallback, Spanish everywhere it is asked for.

* **Completeness**: every message id the code marks (the .pot, kept equal to the
  code by ``test_i18n.py``) that First Class, the shared engine, the command
  line or the widgets use has a Spanish entry in
  ``rulebook/locale/es/LC_MESSAGES/rulebook.po`` that is not empty, not fuzzy
  and not identical to the English; the failure lists every offender. Messages
  used only inside another game's package may stay untranslated: they fall back
  to English, one message at a time.
* **Placeholders**: each translated entry keeps exactly the ``{fields}`` of its
  message id (conversions and format specs included) and its literal braces.
* **Glossary** (``rulebook/locale/es/glossary.csv``, shared by the catalogue
  and the Spanish notebooks): where a core English term appears in a message id,
  the Spanish text uses the glossary's term; the variants of the Spanish
  rulebook that the glossary turned down appear neither in the catalogue nor
  in the Spanish notebooks.
* **Fallback**: a message missing from a catalogue (or empty, or fuzzy there)
  renders in English, with its parameters, never as a bare id.
* **Rendering**: a whole random game's log, prompts, actions and refusals in
  Spanish carry no English leftovers; ``rulebook play ... --language es``
  prints Spanish; a widget built with ``language="es"`` shows Spanish buttons,
  goal, quiz feedback, picture labels and refusals.
* **Notebooks**: every notebook of ``notebooks/first_class/`` has a Spanish twin
  of the same name under ``notebooks/es/first_class/`` whose widgets are built
  with ``language="es"`` (``test_notebooks.py`` executes them all).
"""
from __future__ import annotations

import ast
import csv
import os
import random
import re
import string
import unicodedata
from pathlib import Path

import pytest

import rulebook
from rulebook import i18n
from rulebook.i18n import Msg, Seat, translate

babel = pytest.importorskip("babel")
from babel.messages.catalog import Catalog  # noqa: E402
from babel.messages.mofile import write_mo  # noqa: E402
from babel.messages.pofile import read_po  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
POT = ROOT / "rulebook" / "locale" / "rulebook.pot"
PO = ROOT / "rulebook" / "locale" / "es" / "LC_MESSAGES" / "rulebook.po"
MO = PO.with_suffix(".mo")
GLOSSARY = ROOT / "rulebook" / "locale" / "es" / "glossary.csv"
NB_EN = ROOT / "notebooks" / "first_class"
NB_ES = ROOT / "notebooks" / "es" / "first_class"
SOURCE_DIRS = ("rulebook", "widgets")
QUICK = os.environ.get("RULEBOOK_QUICK", "1") != "0"
FC = rulebook.GAMES["first_class"]


# --------------------------------------------------------------------------- helpers
def _read(path: Path):
    with path.open("rb") as f:
        return read_po(f)


@pytest.fixture(scope="module")
def po():
    assert PO.exists(), f"{PO.relative_to(ROOT)} is missing"
    return _read(PO)


@pytest.fixture(scope="module")
def es_ready():
    """The compiled Spanish catalogue (``make i18n`` builds it; compiled here if it is missing or stale)."""
    if not MO.exists() or MO.stat().st_mtime < PO.stat().st_mtime:
        with MO.open("wb") as f:
            write_mo(f, _read(PO))
    i18n.translations.cache_clear()
    yield
    i18n.translations.cache_clear()


def _game_packages() -> set[str]:
    """Folders of rulebook/ that hold a game's rules (they have a sections.py)."""
    return {p.name for p in (ROOT / "rulebook").iterdir() if (p / "sections.py").exists()}


def _owner(rel: str) -> str | None:
    """The game a source file belongs to (None for shared code: core, CLI, analysis, generic widgets)."""
    parts = rel.split("/")
    games = _game_packages()
    if parts[0] == "rulebook" and len(parts) > 2 and parts[1] in games:
        return parts[1]
    if parts[:2] == ["widgets", "lessons"] and len(parts) > 3 and parts[2] in games:
        return parts[2]
    if parts[0] == "widgets" and len(parts) > 2 and parts[1] in games:   # a game's widgets slice
        return parts[1]
    return None


#: marker -> (index of the context argument or None, index of the message id argument)
MARKERS = {"N_": (None, 0), "_": (None, 0), "NN_": (None, 0), "NC_": (0, 1), "NCN_": (0, 1)}


def _key(m) -> str:
    """A catalogue entry's key as gettext has it: the (singular) id, after ``context\x04`` if it has one."""
    mid = m.id[0] if isinstance(m.id, (tuple, list)) else m.id
    return f"{m.context}\x04{mid}" if m.context else mid


def _pairs(m) -> list[tuple[str, str]]:
    """(English, translation) pairs of an entry: one for a plain message, one per plural form of a plural one
    (the first form against the English singular, the others against the English plural)."""
    if isinstance(m.id, (tuple, list)):
        strings = m.string if isinstance(m.string, (tuple, list)) else (m.string,)
        return [(m.id[0] if i == 0 else m.id[1], s) for i, s in enumerate(strings)]
    return [(m.id, m.string)]


def _code_uses() -> dict[str, set]:
    """Entry key (see :func:`_key`) -> the set of owners (game name or None for shared) of the files marking it."""
    out: dict[str, set] = {}
    for folder in SOURCE_DIRS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=rel)
            for node in ast.walk(tree):
                if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in MARKERS):
                    continue
                c, i = MARKERS[node.func.id]
                args = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None
                        for a in node.args]
                if len(args) <= i or args[i] is None or (c is not None and args[c] is None):
                    continue
                key = args[i] if c is None else f"{args[c]}\x04{args[i]}"
                out.setdefault(key, set()).add(_owner(rel))
    return out


def _required_ids() -> list[str]:
    """Message ids Spanish must cover: those used by First Class or by shared code."""
    return sorted(m for m, owners in _code_uses().items() if owners & {None, "first_class"})


def _fields(template: str) -> list[str]:
    """Replacement fields with conversion and spec, e.g. ['{player}', '{got!r}'], plus literal-brace markers."""
    out = []
    for literal, name, spec, conv in string.Formatter().parse(template):
        out += ["{{"] * literal.count("{") + ["}}"] * literal.count("}")
        if name is not None:
            out.append("{" + name + (f"!{conv}" if conv else "") + (f":{spec}" if spec else "") + "}")
    return sorted(out)


def _plain(text: str) -> str:
    """Lower case, accents and plural marks removed (vagón(es) -> vagon), for term matching."""
    text = unicodedata.normalize("NFKD", re.sub(r"\((?:s|es|n)\)", "", text.lower()))
    return "".join(c for c in text if not unicodedata.combining(c))


def _glossary() -> list[dict]:
    with GLOSSARY.open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def _spanish_pattern(term: str) -> re.Pattern:
    """A glossary term in any number (vagón/vagones) and, for verbs, any form (mejorar/mejora/mejoran)."""
    words = []
    for w in _plain(term).split():
        if len(w) > 4 and w.endswith(("ar", "er", "ir")):
            words.append(re.escape(w[:-2]) + r"\w*")
        else:
            words.append(re.escape(w) + r"(?:s|es)?")
    return re.compile(r"\b" + r"\s+".join(words) + r"\b")


#: Core English terms checked against the glossary: glossary row (its ``english``) -> forms in a message id.
CORE_TERMS = {
    "railroad car": r"\b(?:railroad )?cars?\b",
    "mail car": r"\bmail cars?\b",
    "card": r"\bcards?\b",
    "train": r"\btrains?\b",
    "upgrade": r"\bupgrad(?:e|es|ed|ing)\b",
    "conductor": r"\bconductors?\b",
    "locomotive": r"\blocomotives?\b",
    "locomotive tile": r"\blocomotive tiles?\b",
    "Start Player tile": r"\bstart player tile\b",
    "start player": r"\bstart player\b",
    "Game End card": r"\bgame end cards?\b",
    "contract": r"\bcontracts?\b",
    "fulfil": r"\bfulfil(?:s|led|ling)?\b",
    "coin": r"\bcoins?\b",
    "row": r"\brows?\b",
    "round": r"\brounds?\b",
    "turn": r"\bturns?\b",
    "station": r"\bstations?\b",
    "route": r"\broutes?\b",
    "bonus": r"\bbonus(?:es)?\b",
    "supply": r"\bsupply\b",
    "scoring phase": r"\bscoring phases?\b",
    "forego": r"\bforego(?:es|ne|ing)?\b",
    "carry out": r"\bcarr(?:y|ies|ied|ying) out\b",
}


def _english_words(msgid: str) -> str:
    """The msgid without placeholders, quoted and code names (p{p}.trains, start_player, 'card') for matching."""
    text = re.sub(r"(?<!\w)'[^']*'(?!\w)", " ", msgid)                # quoted names: phase 'card'
    text = re.sub(r"\S*(?:\{|\[|_|\w\.\w)\S*", " ", text)
    return re.sub(r"\s+", " ", text.lower())


# --------------------------------------------------------------------------- completeness
def test_catalogue_is_complete_for_first_class(po):
    """Every id First Class and the shared code use: translated, not fuzzy, not just the English again."""
    glossary_same = {r["english"] for r in _glossary() if r["english"] == r["spanish"]}
    entries = {_key(m): m for m in po if m.id}
    missing, empty, fuzzy, same = [], [], [], []
    for msgid in _required_ids():
        m = entries.get(msgid)
        if m is None:
            missing.append(msgid)
        elif not all(es for _, es in _pairs(m)):
            empty.append(msgid)
        elif m.fuzzy:
            fuzzy.append(msgid)
        elif any(es == en for en, es in _pairs(m)):
            words = re.sub(r"\{[^{}]*\}", "", msgid.split("\x04")[-1])
            if re.search(r"[A-Za-z]", words) and msgid not in glossary_same:
                same.append(msgid)
    report = "".join(f"\n  {kind}: {m!r}" for kind, ms in (("missing", missing), ("empty", empty),
                                                          ("fuzzy", fuzzy), ("same as English", same))
                     for m in ms)
    assert not report, ("Spanish catalogue incomplete (pybabel update, translate, make i18n):" + report)


def test_catalogue_has_no_stale_entries(po):
    """The .po follows the .pot: no entry for an id the code no longer has (pybabel update marks them obsolete)."""
    pot_ids = {_key(m) for m in _read(POT) if m.id}
    stale = sorted(_key(m) for m in po if m.id and _key(m) not in pot_ids)
    assert not stale, "entries for ids no longer in the .pot:\n" + "\n".join(f"  {m!r}" for m in stale)


def test_required_ids_are_in_the_pot():
    pot_ids = {_key(m) for m in _read(POT) if m.id}
    assert len(_required_ids()) > 300
    assert set(_required_ids()) <= pot_ids, "run make i18n-extract"


def test_placeholders_are_kept(po):
    bad = [f"  {en!r}\n    -> {es!r}" for m in po if m.id for en, es in _pairs(m)
           if es and _fields(en) != _fields(es)]
    assert not bad, "placeholders differ between msgid and msgstr:\n" + "\n".join(bad)


#: Message fields that name one seat ("Jugador 2"); ``{seat}`` is a seat's number where the English says "seat {seat}".
SEAT_FIELDS = ("player", "holder", "owner", "seat")
_ARTICLE_BEFORE = re.compile(r"(?:^|\W)(?:el|El|del|al)\s+$")


def _seats_without_article(en: str, es: str) -> list[str]:
    """The seat fields of ``es`` that read as a bare "Jugador 2" in running Spanish: not after el/del/al, and not a
    label at the very start ("{player}: elige ...", "{player} ({bot}): ...")."""
    out = []
    for f in SEAT_FIELDS:
        if f == "seat" and "seat {seat}" in en:
            continue
        for m in re.finditer(r"\{%s\}" % f, es):
            before, after = es[:m.start()], es[m.end():]
            label = not before.strip() and (after.startswith(":") or after.startswith(" ("))
            if not label and not _ARTICLE_BEFORE.search(before):
                out.append(f"{{{f}}}")
    return out


def test_a_seat_always_takes_its_article_in_spanish(po):
    """Issue 35: "Gana Jugador 2" beside "el Jugador 2". In the Spanish catalogue a seat named in a sentence takes the
    article everywhere ("El Jugador 2 toma ...", "... del Jugador 2", "al Jugador 2"); only a label at the start of
    a line ("Jugador 2: elige ...") goes without, and several seats are listed after a colon ("Ganadores: ...")."""
    bad = [f"  {es!r}" for m in po if m.id for en, es in _pairs(m) if es and _seats_without_article(en, es)]
    assert not bad, "a seat without its article:\n" + "\n".join(bad)
    assert _seats_without_article("{player} takes", "{player} toma") == ["{player}"]
    assert _seats_without_article("{player} takes", "El {player} toma") == []
    assert _seats_without_article("{player}: choose", "{player}: elige") == []
    winners = [es for m in po if m.id for en, es in _pairs(m) if "{winners}" in es]
    assert winners and all(re.search(r": \{winners\}", es) for es in winners), winners


def test_catalogue_passes_babel_checks(po):
    """What `pybabel compile` (make i18n) checks: a %-looking msgid ("{ties}% of") needs matching %-codes."""
    errors = [f"  {m.id!r}: {e}" for m, errs in po.check() for e in errs]
    assert not errors, "pybabel compile would fail:\n" + "\n".join(errors)


# --------------------------------------------------------------------------- glossary
def test_glossary_shape():
    rows = _glossary()
    assert rows and list(rows[0]) == ["english", "spanish", "chosen_by_us", "alternatives_in_rulebook", "note"]
    problems = [f"  {r}" for r in rows
                if not r["english"].strip() or not r["spanish"].strip() or r["chosen_by_us"] not in ("yes", "no")]
    english = [r["english"] for r in rows]
    problems += [f"  duplicate english term {t!r}" for t in sorted({t for t in english if english.count(t) > 1})]
    assert not problems, "bad glossary rows:\n" + "\n".join(problems)
    # the terms the issue names are recorded
    spanish = {_plain(r["spanish"]) for r in rows}
    for term in ("vagón", "conductor", "locomotora", "contrato", "carta de Fin del Juego", "moneda", "fila",
                 "jugador inicial", "loseta de locomotora", "vagón de correo", "loseta de Jugador Inicial",
                 "mejorar"):
        assert _plain(term) in spanish, term
    assert any(r["chosen_by_us"] == "yes" and r["alternatives_in_rulebook"] for r in rows)


def test_core_terms_follow_the_glossary(po):
    rows = {r["english"]: r for r in _glossary()}
    assert set(CORE_TERMS) <= set(rows), sorted(set(CORE_TERMS) - set(rows))
    offenders = []
    for en, es in (pair for m in po if m.id for pair in _pairs(m)):
        if not es:
            continue
        english, spanish = _english_words(en), _plain(es)
        for term, form in CORE_TERMS.items():
            if re.search(form, english) and not _spanish_pattern(rows[term]["spanish"]).search(spanish):
                offenders.append(f"  {term!r} -> {rows[term]['spanish']!r}: {en!r}\n      {es!r}")
    assert not offenders, "Spanish text does not use the glossary term:\n" + "\n".join(offenders)


def _rejected_variants() -> list[tuple[str, re.Pattern]]:
    """Spanish-rulebook variants the glossary turned down (those that are not a longer form of the choice)."""
    out = []
    for r in _glossary():
        chosen = _plain(r["spanish"])
        for alt in filter(None, (a.strip() for a in r["alternatives_in_rulebook"].split(";"))):
            if chosen not in _plain(alt):
                out.append((f"{alt} (glossary: {r['spanish']})", _spanish_pattern(alt)))
    return out


def _notebook_texts():
    nbformat = pytest.importorskip("nbformat")
    for path in sorted(NB_ES.glob("*.ipynb")):
        nb = nbformat.read(path, as_version=4)
        for i, cell in enumerate(nb.cells):
            yield f"{path.relative_to(ROOT)} cell {i}", cell.source


def test_rejected_variants_are_not_used(po):
    variants = _rejected_variants()
    assert variants
    texts = [(f"msgstr of {en!r}", es) for m in po if m.id for en, es in _pairs(m) if es]
    texts += list(_notebook_texts())
    hits = [f"  {where}: {alt}" for where, text in texts for alt, pat in variants if pat.search(_plain(text))]
    assert not hits, "a Spanish-rulebook variant the glossary turned down is used:\n" + "\n".join(hits)


# --------------------------------------------------------------------------- fallback
def _partial_catalogue(tmp_path: Path, entries: dict, fuzzy=()) -> Path:
    cat = Catalog(locale="es", domain="rulebook")
    for msgid, msgstr in entries.items():
        cat.add(msgid, msgstr, flags=("fuzzy",) if msgid in fuzzy else ())
    folder = tmp_path / "locale" / "es" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    with (folder / "rulebook.mo").open("wb") as f:
        write_mo(f, cat)
    return tmp_path / "locale"


def test_missing_message_falls_back_to_english_per_message(tmp_path, monkeypatch):
    """A partial catalogue (as another game's may be): translated ids in Spanish, the rest in English."""
    locale = _partial_catalogue(tmp_path, {
        "Player {n}": "Jugador {n}",
        "{player} scores {n} points.": "{player} gana {n} puntos.",
        "Take the Start Player tile.": "",                             # empty: not a translation
        "Carry out the card.": "Realizar la carta.",                   # fuzzy: not trusted
    }, fuzzy={"Carry out the card."})
    monkeypatch.setattr(i18n, "LOCALE_DIR", locale)
    i18n.translations.cache_clear()
    try:
        assert Msg("{player} scores {n} points.", {"player": Seat(0), "n": 3}).text("es") == "Jugador 1 gana 3 puntos."
        # missing from the catalogue: English template, Spanish parameter, never the id with braces
        missing = Msg("{player} takes card {card} from row {r}.", {"player": Seat(1), "card": "X-G01", "r": 2})
        assert missing.text("es") == "Jugador 2 takes card X-G01 from row 2."
        assert translate("Take the Start Player tile.", "es") == "Take the Start Player tile."
        assert translate("Carry out the card.", "es") == "Carry out the card."
        # a language with no catalogue at all is English
        assert Msg("{player} scores {n} points.", {"player": Seat(0), "n": 3}).text("fr") == "Player 1 scores 3 points."
    finally:
        i18n.translations.cache_clear()


def test_real_catalogue_falls_back_for_unknown_ids(es_ready, po):
    never = "A message no catalogue has: {x}."
    assert never not in {_key(m) for m in po}
    assert Msg(never, {"x": Msg("Player {n}", {"n": 4})}).text("es") == "A message no catalogue has: Jugador 4."
    untranslated = sorted(m.id for m in po if isinstance(m.id, str) and not m.context and not m.string)
    for msgid in untranslated[:20]:        # other games' messages not yet in Spanish stay English
        assert translate(msgid, "es") == msgid


# --------------------------------------------------------------------------- rendering
ENGLISH_LEFTOVERS = re.compile(
    r"\b(?:the|and|of|car|cars|card|cards|Player|train|trains|coin|coins|upgrade|round|row|takes|scores|points"
    r"|Game End|Start Player|station|contract|supply|left|choose|carry|forego)\b")


def _english_in(text: str) -> list[str]:
    text = re.sub(r"\[[a-z_]+\]", " ", text)        # section ids in brackets are identifiers, not prose
    return ENGLISH_LEFTOVERS.findall(text)


@pytest.mark.parametrize("seed", range(1, 3) if QUICK else range(1, 11))
def test_spanish_rendering_of_a_random_game(es_ready, seed):
    state = FC.new_game(players=3, seed=seed)
    rng = random.Random(seed)
    bad = []

    def check(kind, text):
        if "{" in text or "}" in text or _english_in(text):
            bad.append(f"{kind}: {text}  <- {_english_in(text)}")

    previous = []
    while not state.is_over:
        check("prompt", state.prompt.text("es"))
        legal = state.legal_actions()
        for a in legal:
            check("action", a.describe().text("es"))
        legal_set = set(legal)
        for a in previous[:8]:
            if a not in legal_set:
                v = state.explain(a)
                check("refusal", v.text("es"))
                check("section", translate(FC.section(v.rule).title, "es"))
        state.apply(rng.choice(legal))
        previous = legal
    for event in state.log:
        check(f"event [{event.rule}]", event.render("es"))
    check("prompt", state.prompt.text("es"))
    assert state.log and not bad, "English left in Spanish text:\n" + "\n".join(sorted(set(bad))[:40])


def test_sections_and_game_title_in_spanish(es_ready):
    assert translate(FC.TITLE, "es") == "Primera Clase"
    for s in FC.SECTIONS:
        for text in (s.title, s.summary):
            es = translate(text, "es")
            assert es != text and not _english_in(es), (s.id, es)


def test_cli_plays_in_spanish(es_ready):
    """The real command, as a person types it (python -m rulebook.cli is what the `rulebook` script runs)."""
    import subprocess
    import sys
    done = subprocess.run([sys.executable, "-m", "rulebook.cli", "play", "first_class", "--players", "2",
                           "--seed", "1", "--bots", "random,random", "--language", "es"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "Primera Clase, 2 jugadores, semilla 1" in out
    assert "Jugador 1" in out and "Puntuación final:" in out and ("Ganador:" in out or "Ganadores:" in out)
    assert "Selección" in out or "selección" in out
    assert "[§3 Tu turno: realizar una carta o renunciar a ella] " in out and "[turn]" not in out
    lines = [line for line in out.splitlines() if _english_in(line.replace("random", ""))]
    assert not lines, "English in the Spanish command line output:\n" + "\n".join(lines[:20])


def test_cli_rules_in_spanish(es_ready, capsys):
    from rulebook.cli import main
    assert main(["rules", "first_class", "--language", "es"]) == 0
    out = capsys.readouterr().out
    assert "Primera Clase: 17 secciones" in out and "Vagones y mejoras" in out


def _html_text(value: str) -> str:
    import html
    return html.unescape(re.sub(r"<[^>]+>", " ", value))


def test_widget_in_spanish(es_ready):
    pytest.importorskip("ipywidgets")
    import widgets
    from rulebook.first_class.actions import CarryOut, TakeCard
    from widgets.first_class.lessons import cars
    from widgets.quiz import Question, Quiz
    from widgets.target import Target

    panel = widgets.play(cars.position(), language="es")
    target = Target(cars.GOAL, cars.goal_reached, language="es").watch(panel)
    assert "Tomar la carta de acción X-B04." in panel.button_labels
    controls = {panel._undo_btn.description, panel._redo_btn.description, panel._why_btn.description,
                panel._new_btn.description, panel._save_btn.description, panel._bot_game.description}
    assert controls == {"Deshacer", "Rehacer", "Explicar", "Partida nueva", "Guardar", "Bots: toda la partida"}
    assert _html_text(panel._prompt.value).strip().startswith("Jugador 1: toma una carta de acción")
    assert "Objetivo" in target.value and "Con la carta X-B04" in target.value
    assert "Ronda 3 de 6" in panel.svg and "Conductor del tren superior" in panel.svg
    for label in panel.button_labels:
        assert not _english_in(label), label

    # a refused click on the picture: lifting the second of two equal cars first
    for a in (TakeCard("X-B04"), CarryOut()):
        assert panel.act(a)
    assert "El Jugador 1 realiza la carta X-B04." in _html_text(panel._log.value)
    assert not panel.click_key("car:0:0:2")
    msg = panel.message_text
    assert msg.startswith("No está permitido: Mejorar el vagón 3 del tren superior")
    assert "empezando por la izquierda" in msg and "(regla: Vagones y mejoras)" in msg, msg
    assert not _english_in(msg), msg
    assert panel.click_key("car:0:0:1") and panel.click_key("car:0:0:1")
    assert target.reached and "¡Objetivo conseguido!" in target.value

    quiz = Quiz([Question("¿Cuántas rondas?", ["4", "6"], answer=1, why="Dos por cada pila.")], language="es")
    quiz.answer(0, 0)
    assert quiz.feedback_text(0) == "No exactamente: la respuesta es «6». Dos por cada pila."
    quiz.answer(0, 1)
    assert quiz.feedback_text(0) == "Correcto. Dos por cada pila."


def test_lesson_goals_are_translated(es_ready):
    from widgets.first_class import lessons
    import importlib
    import pkgutil
    missing = []
    for info in pkgutil.iter_modules(lessons.__path__):
        lesson = importlib.import_module(f"{lessons.__name__}.{info.name}")
        goal = getattr(lesson, "GOAL", None)
        if goal is not None and translate(goal, "es") == goal:
            missing.append(f"{info.name}: {goal!r}")
    assert not missing, "lesson goals without Spanish (mark GOAL with N_, make i18n-extract, translate):\n" + \
        "\n".join(missing)


# --------------------------------------------------------------------------- notebooks
def test_every_first_class_notebook_has_a_spanish_twin():
    english = sorted(p.name for p in NB_EN.glob("*.ipynb"))
    spanish = sorted(p.name for p in NB_ES.glob("*.ipynb"))
    assert english, "no First Class notebooks"
    assert spanish == english, (f"missing Spanish twins: {sorted(set(english) - set(spanish))}; "
                                f"Spanish notebooks without an English one: {sorted(set(spanish) - set(english))}")


def _calls(source: str):
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", None)
            yield name, node


@pytest.mark.parametrize("path", sorted(NB_ES.glob("*.ipynb")), ids=lambda p: p.name)
def test_spanish_notebook_widgets_speak_spanish(path):
    """Every play / TurnPanel / Target / Quiz in a Spanish notebook is built with language="es"."""
    nbformat = pytest.importorskip("nbformat")
    nb = nbformat.read(path, as_version=4)
    assert nb.metadata.get("language_info", {}).get("name", "python") == "python"
    bad, seen = [], 0
    for i, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        for name, call in _calls(cell.source):
            if name in ("play", "TurnPanel", "Target", "Quiz"):
                seen += 1
                lang = [k.value for k in call.keywords if k.arg == "language"]
                if not (lang and isinstance(lang[0], ast.Constant) and lang[0].value == "es"):
                    bad.append(f"cell {i}: {ast.unparse(call)[:100]}")
    assert seen, "no widgets in the notebook"
    assert not bad, "widgets without language=\"es\":\n" + "\n".join(bad)
    text = " ".join(c.source for c in nb.cells if c.cell_type == "markdown")
    assert re.search(r"\b(el|la|los|las|una|que)\b", text), "the explanation is not in Spanish"
