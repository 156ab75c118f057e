"""FrachtExpress log lines, prompts and refusals in the game's words (issue 15), not in coordinates.

Requirement checked: in random games (basic, advanced, dealt layout, hijack) no log line, prompt or refusal
-- in English and Spanish -- contains a coordinate pair ("(6, 3)", "space (x, y)") or an "(s)" plural; a
laid card's log line names the place by its neighbour; a refusal about a space names it the same way.
"""
from __future__ import annotations

import os
import random
import re

import rulebook
from rulebook.fracht_express import actions as A
from rulebook.fracht_express.scenario import scenario

FX = rulebook.GAMES["fracht_express"]
QUICK = os.environ.get("RULEBOOK_QUICK", "1") != "0"
GAMES = 4 if QUICK else 24
STEPS = 120 if QUICK else 800
COORD = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)|\bspace \(|\(s\)")


def _games():
    for g in range(GAMES):
        opts = [dict(), dict(advanced=True), dict(layout="dealt"), dict(advanced=True, hijack="C")][g % 4]
        yield g, FX.new_game(players=2 + g % 3, seed=200 + g, **opts)


def test_log_prompts_and_refusals_have_no_coordinates():
    """Every log line, every prompt and the refusals of actions that were legal a moment ago: no "(x, y)"."""
    bad, kinds = [], set()
    for g, st in _games():
        r = random.Random(g)
        previous = []
        for _ in range(STEPS):
            if st.is_over:
                break
            for lang in ("en", "es"):
                if COORD.search(st.prompt.text(lang)):
                    bad.append(f"prompt: {st.prompt.text(lang)}")
            legal = st.legal_actions()
            legal_set = set(legal)
            for a in previous[:10]:
                if a not in legal_set:
                    v = st.explain(a)
                    if v is not None and COORD.search(v.text("en")):
                        bad.append(f"refusal of {a!r}: {v.text('en')}")
            st.apply(r.choice(legal))
            previous = legal
        for e in st.log:
            kinds.add(e.msg.id)
            for lang in ("en", "es"):
                if COORD.search(e.render(lang)):
                    bad.append(f"log [{e.rule}]: {e.render(lang)}")
    assert "{player} lays {card} {where}." in kinds
    assert not bad, "\n".join(sorted(set(bad))[:20])


def test_a_laid_card_is_logged_by_its_neighbour():
    """Laying a card west of Station A logs "... lays D08 west of Station A." (the place the picture shows)."""
    st = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: ["D05", "D08"]})
    ax, ay = st.stations["A"]
    lay = next(a for a in st.legal_actions() if type(a) is A.Extend and a.card == "D08" and (a.x, a.y) == (ax - 1, ay))
    events = st.apply(lay)
    assert any(e.text == "Player 1 lays D08 west of Station A." for e in events), [e.text for e in events]


def test_a_refused_space_is_named_in_words():
    """A card laid where nothing touches it is refused, naming the space by the nearest thing on the table."""
    st = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: ["D05", "D08"]})
    v = st.explain(A.Extend("D08", 5, -6, 0))
    assert v is not None and v.rule == "extend"
    text = v.text()
    assert text.startswith("The space ") and "shares no edge" in text and not COORD.search(text), text
    assert "of D01" in text or "Station" in text, text
