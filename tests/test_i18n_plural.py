"""Counts and words that change with their context: ngettext, pgettext and Spanish articles.

* **Plural forms**: a message with a count (``NN_(singular, plural)``) renders the
  English singular for 1 and the plural otherwise, and the Spanish catalogue's own
  forms (``Plural-Forms`` header) for 0, 1 and 2; no message id or Spanish text
  the code uses writes a count with "(s)"-style plurals any more.
* **Context**: the same English word with two meanings (a player's score badge,
  what a train's cars are worth) is two catalogue entries (``msgctxt``), each
  with its own Spanish.
* **Saves**: a plural or context message goes through ``to_dict``/``from_dict``
  and through the save validator unchanged.
* **Spanish articles**: a seat's name after "de"/"a" is written with its article
  contracted ("del Jugador 2", "al Jugador 1"), never "de Jugador 2".
"""
from __future__ import annotations

import random
import re

import pytest

import rulebook
from rulebook import i18n
from rulebook.i18n import NC_, NN_, Msg, Seat

babel = pytest.importorskip("babel")
from babel.messages.pofile import read_po  # noqa: E402
import test_i18n_es as ES  # noqa: E402
from test_i18n_es import PO, _code_uses, _key  # noqa: E402

es_ready = ES.es_ready          # the compiled Spanish catalogue (a fixture)

FC = rulebook.GAMES["first_class"]
PLURAL_MARK = re.compile(r"\w\((?:s|es|n)\)|\(s\)")       # car(s), vagón(es), se pierde(n)


@pytest.fixture(scope="module")
def po():
    with PO.open("rb") as f:
        return read_po(f)


def _plural_entries(po):
    return [m for m in po if m.id and isinstance(m.id, (tuple, list))]


# --------------------------------------------------------------------------- plural forms
#: five messages with a count, with what English and Spanish must say for 1 and for 2
SAMPLES = [
    (NN_("{player} gains {n} coin.", "{player} gains {n} coins."), {"player": Seat(0)},
     ("Player 1 gains 1 coin.", "Player 1 gains 2 coins."), ("El Jugador 1 gana 1 moneda.", "El Jugador 1 gana 2 monedas.")),
    (NN_("{player} scores {n} point.", "{player} scores {n} points."), {"player": Seat(1)},
     ("Player 2 scores 1 point.", "Player 2 scores 2 points."), ("El Jugador 2 gana 1 punto.", "El Jugador 2 gana 2 puntos.")),
    (NN_("One card per player has been taken from row {r}, so the row is cleared: {n} card leaves the game.",
         "One card per player has been taken from row {r}, so the row is cleared: {n} cards leave the game."),
     {"r": 1},
     ("One card per player has been taken from row 1, so the row is cleared: 1 card leaves the game.",
      "One card per player has been taken from row 1, so the row is cleared: 2 cards leave the game."),
     ("Se ha tomado una carta por jugador de la fila 1, así que se retira: 1 carta sale del juego.",
      "Se ha tomado una carta por jugador de la fila 1, así que se retira: 2 cartas salen del juego.")),
    (NN_("{n} left", "{n} left"), {}, ("1 left", "2 left"), ("queda 1", "quedan 2")),
    (NN_("Took back {n} decision.", "Took back {n} decisions."), {},
     ("Took back 1 decision.", "Took back 2 decisions."), ("Se deshizo 1 decisión.", "Se deshicieron 2 decisiones.")),
    (NN_("{player}'s {train} scores {pts} point up to its conductor.",
         "{player}'s {train} scores {pts} points up to its conductor.", count="pts"),
     {"player": Seat(2), "train": Msg("upper train")},
     ("Player 3's upper train scores 1 point up to its conductor.",
      "Player 3's upper train scores 2 points up to its conductor."),
     ("El tren superior del Jugador 3 da 1 punto hasta su conductor.",
      "El tren superior del Jugador 3 da 2 puntos hasta su conductor.")),
]


@pytest.mark.parametrize("msgid, params, english, spanish", SAMPLES, ids=lambda v: str(v)[:30])
def test_one_and_two_in_english_and_spanish(es_ready, msgid, params, english, spanish):
    """ngettext picks the form for the count: 1 is singular, 2 plural, in both languages."""
    count = msgid[3]
    for n, en, es in zip((1, 2), english, spanish):
        m = Msg(msgid, dict(params, **{count: n}))
        assert m.text("en") == en
        assert m.text("es") == es


def test_every_plural_message_renders_0_1_2_in_both_languages(es_ready, po):
    """Every plural entry: English 1 is the singular id and 0/2 the plural; Spanish has a form for each count,
    keeps the placeholders, and no form of either language falls back to a "(s)" plural."""
    entries = _plural_entries(po)
    assert len(entries) >= 40, len(entries)
    bad = []
    for m in entries:
        singular, plural = m.id
        fields = sorted(re.findall(r"\{(\w+)\}", singular))
        count = "n" if "n" in fields else next((f for f in ("pts", "k") if f in fields), fields[0] if fields else "n")
        for n in (0, 1, 2):
            params = {f: n if f == count else f"<{f}>" for f in fields}
            msg = Msg(i18n.MsgId(singular, plural, m.context, count), params)
            en = msg.text("en")
            want = (singular if n == 1 else plural)
            if en != Msg(want, params).text("en"):
                bad.append(f"en n={n}: {en!r}")
            es = msg.text("es")
            if m.string and all(m.string):
                if es == en and re.search(r"[a-z]{3}", re.sub(r"<\w+>|\{\w+\}", "", es)):
                    bad.append(f"es n={n} is English: {es!r}")
            for text in (en, es):
                if PLURAL_MARK.search(text):
                    bad.append(f"n={n}: (s)-plural in {text!r}")
    assert not bad, "\n".join(bad[:30])


def test_spanish_catalogue_declares_its_plural_forms(po):
    assert po.num_plurals >= 2 and "n == 1" in po.plural_expr
    # every plural entry has a string for every form the header declares
    short = [m.id for m in _plural_entries(po) if m.string and any(m.string) and len(m.string) != po.num_plurals]
    assert not short, short


def test_no_first_class_or_shared_message_writes_plural_marks(po):
    """Ids that First Class and shared code use, and their Spanish, have no "(s)" plurals: counts go through NN_."""
    uses = _code_uses()
    required = {k for k, owners in uses.items() if owners & {None, "first_class"}}
    bad = [k for k in required if PLURAL_MARK.search(k.split("\x04")[-1])]
    for m in po:
        if m.id and _key(m) in required:
            for s in (m.string if isinstance(m.string, (tuple, list)) else (m.string,)):
                if s and PLURAL_MARK.search(s):
                    bad.append(f"{_key(m)!r} -> {s!r}")
    assert not bad, "\n".join(sorted(bad))


# --------------------------------------------------------------------------- context
def test_context_separates_one_english_word_with_two_meanings(es_ready):
    """The score badge of a player and a train's worth are both 'Score'/'scores' in English, two words in Spanish."""
    badge = Msg(NC_("a player's score badge", "Score {n}"), {"n": 12})
    train = Msg(NC_("what a train's cars are worth", "scores {n}"), {"n": 12})
    assert (badge.text(), train.text()) == ("Score 12", "scores 12")
    assert (badge.text("es"), train.text("es")) == ("Puntuación: 12", "vale 12")
    # without the context the id is another entry: the context really selects the translation
    assert i18n.translations("es").pgettext("a player's score badge", "Score {n}") == "Puntuación: {n}"


def test_plural_and_context_messages_survive_a_save():
    """to_dict/from_dict and the save validator keep the plural form, the count's name and the context."""
    from rulebook.validate import _msg, catalogue_ids

    for m in (Msg(NN_("{player} gains {n} coin.", "{player} gains {n} coins."), {"player": Seat(0), "n": 1}),
              Msg(NN_("{player}'s {train} scores {pts} point up to its conductor.",
                      "{player}'s {train} scores {pts} points up to its conductor.", count="pts"),
                  {"player": Seat(0), "train": Msg("upper train"), "pts": 2}),
              Msg(NC_("a player's score badge", "Score {n}"), {"n": 3})):
        d = m.to_dict()
        back = Msg.from_dict(d)
        assert back == m and back.text() == m.text() and back.count == m.count
        checked = _msg(d, "log[0].msg", catalogue_ids(), 0)
        assert checked == m and checked.text() == m.text()
    # a plural form the game never writes is refused
    from rulebook.core import RulebookError
    with pytest.raises(RulebookError, match="plural"):
        _msg({"id": "{player} gains {n} coin.", "plural": "{player} gains {n} gold bars.", "params": {}},
             "log[0].msg", catalogue_ids(), 0)


# --------------------------------------------------------------------------- Spanish articles
SEAT_WITHOUT_ARTICLE = re.compile(r"\b(?:de|a)\s+Jugador \d")     # (the "loseta de Jugador Inicial" is a name)


SEAT_FIELD = re.compile(r"\{(?:player|seat|holder|owner)\}")


def test_spanish_catalogue_contracts_the_article_before_a_seat(po):
    """A seat's name ("Jugador 2") inside a sentence takes its article, contracted after "de"/"a": "del Jugador 2",
    "al Jugador 1", "Soy el Jugador 2"; only a seat that opens a line (a log line's subject, a label) goes bare."""
    required = {k for k, owners in _code_uses().items() if owners & {None, "first_class"}}
    bad = []
    for m in po:
        if not m.id:
            continue
        for s in (m.string if isinstance(m.string, (tuple, list)) else (m.string,)):
            if s and re.search(r"\b(?:de|a)\s+\{(?:player|seat)\}", s):
                bad.append(f"{m.id!r} -> {s!r}")
            if s and _key(m) in required:
                for f in SEAT_FIELD.finditer(s):
                    before = s[:f.start()]
                    if before.strip() and not re.search(r"\b(?:el|El|del|al)\s*$", before):
                        bad.append(f"no article: {m.id!r} -> {s!r}")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("seed", [1, 2])
def test_spanish_log_and_prompts_say_del_jugador(es_ready, seed):
    """A random game's Spanish log and prompts: no "de Jugador 2" / "a Jugador 1", no "(s)" plurals."""
    state = FC.new_game(players=3, seed=seed)
    rng = random.Random(seed)
    texts = []
    while not state.is_over:
        texts.append(state.prompt.text("es"))
        state.apply(rng.choice(state.legal_actions()))
    texts += [e.render("es") for e in state.log]
    bad = [t for t in texts if SEAT_WITHOUT_ARTICLE.search(t) or PLURAL_MARK.search(t)]
    assert texts and not bad, "\n".join(sorted(set(bad))[:20])
    assert any("del Jugador" in t for t in texts)


def test_a_save_with_a_retired_message_id_still_loads():
    """Old saves keep loading: an id the code wrote before counts went through ngettext ("coin(s)") is accepted
    (it is listed in rulebook/locale/retired_ids.json) and renders in English; an id never written is refused."""
    from rulebook.core import RulebookError
    from rulebook.validate import _msg, catalogue_ids

    known = catalogue_ids()
    old = _msg({"id": "{player} gains {n} coin(s).", "params": {"player": {"seat": 0}, "n": 2}}, "log[0].msg", known, 0)
    assert old.text() == "Player 1 gains 2 coin(s)."
    with pytest.raises(RulebookError):
        _msg({"id": "{player} gains {n} gold bars.", "params": {}}, "log[0].msg", known, 0)


#: a count placeholder right before a plural noun ("{n} cards", "{k} base cards") in a message without plural forms
COUNT_NOUN = re.compile(r"\{(?!(?:player|card|train|seat|colour|what|name|where|old|moved|kind)\})(\w+)\}"
                        r"(?:[ -][\w-]+)?\s+(?:cards|coins|points|cars|steps|stations|decisions|players|games"
                        r"|entries|actions|tokens|spaces|ties|upgrades|rounds|rows|seconds|minutes|hours|days|moves"
                        r"|processes|places|tickets)\b")
#: plain messages whose count is never 1 (or is not a count)
NEVER_ONE = {
    "  Mean length {length} decisions; tied games: {ties}. Tied seats all count as winners.",   # a mean
    "--bots needs one entry per seat ({n} for {n} players) or a single entry for every seat; got {k}: {got}.",
    "bots needs one entry per seat ({n} for {n} players) or a single entry for every seat; got {k}: {got}.",
    "Choose one of {n} moves…",                                      # only long lists fold into a menu
    "Player data p{i} was given, but the game has only {n} players (p0 to p{last}).",
    "Row {r} has {k} places empty, but in a {n}-player game a row is cleared once {n} cards are gone from it.",
    "The {colour} pile has {k} cards; two rounds need 36.",
    "This upgrade symbol only lifts {f}-value cars; car {n} is worth {v}.",      # a value, not a count
    "must be a list of {lo} to {hi} entries",
    "{game} takes {low} to {high} players, not {n}.",
}


def test_first_class_and_shared_counts_meet_nouns_through_ngettext():
    """A plain (singular-only) message of First Class or the shared code never puts a count before a plural noun:
    such a message must be an NN_ message, or it would print "1 cards". The few whose number is never 1 are
    listed above with the reason."""
    uses = _code_uses()
    plural_ids = {m.id[0] for m in _plural_entries(read_po(PO.open("rb")))}
    bad = sorted(k for k, owners in uses.items()
                 if owners & {None, "first_class"} and "\x04" not in k and k not in plural_ids
                 and k not in NEVER_ONE and COUNT_NOUN.search(k))
    assert not bad, "counts before plural nouns without NN_:\n" + "\n".join(bad)


def test_a_message_with_new_parameters_keeps_its_plural_forms():
    """Code that swaps parameters for names (Horror's readable log) keeps the plural form and the count's name."""
    m = Msg(NN_("{player}'s {train} scores {pts} point up to its conductor.",
                "{player}'s {train} scores {pts} points up to its conductor.", count="pts"),
            {"player": Seat(0), "train": "x", "pts": 2})
    renamed = m.with_params(dict(m.params, train=Msg("upper train")))
    assert renamed.text() == "Player 1's upper train scores 2 points up to its conductor."
    assert renamed.with_params(dict(renamed.params, pts=1)).text().endswith("scores 1 point up to its conductor.")
