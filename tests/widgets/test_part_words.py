"""Every part a student can hover or focus says what it does in the game's words, not only its name (issue 39).

Requirement: "every part's hover or focus box says what it does in the game's words, for all three games": the
name, then what it does (the symbol legend's words for its icons; what a card gives when carried out or
foregone; what a Game End card counts and what "base" means), then its rulebook section, then a pointer to the
Symbols tab. For seeded positions of each game, every clickable part (``data-key``) of every picture the panel
shows carries a ``<title>`` with a sentence beyond its name and the pointer to the Symbols tab; in First Class
each kind of action card's box says what it gives, a Game End card's box explains "base", and a Spanish picture
has Spanish boxes. A cleared row says why on the table and in the log, the route picture numbers its stations as the
log and the choices name them, FrachtExpress draws each laid card's name as the log names it, and Horror's log names
portals and quest cards as the picture shows them (issue 39).
"""
from __future__ import annotations

import html
import random
import re

import pytest

import rulebook
from rulebook.i18n import Msg, translate
from widgets.views import view_for

FC = rulebook.GAMES["first_class"]
#: a <g> that opens with a data-key and holds a <title> right away: a clickable part and its box's words
KEYED = re.compile(r'<g [^>]*data-key="([^"]+)"[^>]*>\s*<title>([^<]*)</title>')


def _play(game, players, seed, stop, limit=2000):
    s = rulebook.GAMES[game].new_game(players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if s.is_over or stop(s):
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


def _pictures(game, st, lang="en"):
    """Every picture the turn panel shows for ``st`` (each tab), as SVG text."""
    view = view_for(game)
    if view.parts is None:
        return [view.render(st, seat=None, lang=lang, active=frozenset())]
    return [view.render(st, seat=None, lang=lang, active=frozenset(), part=p) for p, _t in view.parts(st, None)]


def _boxes(game, st, lang="en") -> list:
    """(key, box words) of every clickable part in every picture of ``st``."""
    return [(k, html.unescape(t)) for svg in _pictures(game, st, lang) for k, t in KEYED.findall(svg)]


def _pointer(lang):
    from widgets.legend import SYMBOLS_TAB
    return Msg(SYMBOLS_TAB, {"tab": Msg("Symbols")}).text(lang)


POSITIONS = {
    "first_class": [
        lambda: FC.new_game(players=3, seed=2),                                         # the draft
        lambda: _play("first_class", 2, 7, lambda s: s.phase == "turn" and s.round >= 2),
        lambda: _play("first_class", 4, 3, lambda s: s.phase == "card" and s.round >= 3),
        lambda: _play("first_class", 3, 5, lambda s: s.phase == "scoring"),
    ],
    "fracht_express": [
        lambda: rulebook.GAMES["fracht_express"].new_game(players=3, seed=2),
        lambda: _play("fracht_express", 3, 4, lambda s: False, 30),
        lambda: _play("fracht_express", 2, 6, lambda s: False, 80),
    ],
    "horror": [
        lambda: rulebook.GAMES["horror"].new_game(players=2, seed=2),
        lambda: _play("horror", 2, 4, lambda s: False, 30),
        lambda: _play("horror", 3, 6, lambda s: False, 90),
    ],
}


def _section_titles(game, lang):
    g = rulebook.GAMES[game]
    return [translate(s.title, lang) for s in g.SECTIONS]


def _what_it_does(title: str, game: str, lang: str) -> str:
    """The box's words without its section and the pointer after it: the name and what the part does."""
    for t in sorted(_section_titles(game, lang), key=len, reverse=True):
        i = title.rfind(t)
        if i > 0:   # drop the words that introduce the section: " (rulebook: " or " — rule: "
            return re.sub(r"\s*(?:\(|\u2014)[^(\u2014]*$", "", title[:i]).strip()
    return title


@pytest.mark.parametrize("game", sorted(POSITIONS))
def test_every_clickable_part_says_what_it_does_and_points_to_the_symbols(game):
    """Each clickable part's box holds a sentence beyond the part's name (a name alone, such as "X-G14 –
    Conductors", has no full stop or colon followed by words) and ends with the pointer to the Symbols tab."""
    pointer = _pointer("en")
    seen = 0
    for make in POSITIONS[game]:
        st = make()
        for key, title in _boxes(game, st):
            seen += 1
            assert title.endswith(pointer), (key, title)
            words = _what_it_does(title, game, "en")
            # the name, then at least one more clause of at least four words
            clauses = [c for c in re.split(r"(?<=[.:;])\s+", words)[1:] if len(c.split()) >= 4]
            assert clauses, f"{game} {key}: the box says only {words!r}"
    assert seen > 20


#: every part with a <title> (clickable or not)
TITLED = re.compile(r'<g([^>]*)>\s*<title>([^<]*)</title>')


@pytest.mark.parametrize("game", sorted(POSITIONS))
def test_every_hoverable_part_says_more_than_its_name(game):
    """Every part that explains itself on hover (clickable or not) in the table's pictures says, after its name,
    at least one clause of four or more words: what it does or what it is for ("Coins in the supply: 47" alone
    would fail), and ends with the pointer to the Symbols tab. The Symbols tab is left out: it is the legend
    itself."""
    seen = 0
    for make in POSITIONS[game]:
        st = make()
        for svg in _pictures(game, st):
            if "rb-legend" in svg[:400]:
                continue
            for _attrs, title in TITLED.findall(svg):
                seen += 1
                title = html.unescape(title)
                assert title.endswith(_pointer("en")), title
                words = _what_it_does(title, game, "en")
                clauses = [c for c in re.split(r"(?<=[.:;])\s+", words)[1:] if len(c.split()) >= 4]
                assert clauses, f"{game}: the box says only {words!r}"
    assert seen > 50


@pytest.mark.parametrize("kind, says", [
    ("car", "Carried out, it gives:"), ("conductor", "Carried out, it gives:"),
    ("locomotive", "Carried out, it gives:"), ("other", "Carried out, it gives:"),
    ("route", "Carried out, it joins your route:"), ("contract", "once you have"),
])
def test_each_kind_of_action_card_says_what_it_gives(kind, says):
    """An action card's box names the card, then says what carrying it out gives (in the legend's words for its
    symbols, with the counts printed on it) and what foregoing it gives (one upgrade of your choice)."""
    from widgets.first_class.legend import gives
    found = 0
    for seed in range(1, 40):
        st = _play("first_class", 2, seed, lambda s: s.phase == "turn")
        for key, title in _boxes("first_class", st):
            if not key.startswith("card:"):
                continue
            card = st.comp.cards[key[5:]]
            if card.type != kind:
                continue
            found += 1
            assert title.startswith(card.id) and says in title, title
            assert "Foregone, it gives one upgrade of your choice instead." in title
            if kind not in ("route", "contract"):
                assert gives(card.symbols) in title and gives(card.symbols)
            if kind == "contract":
                assert gives(card.bonus) in title
            if kind == "route":
                assert f"{len(card.stations)} more station" in title
        if found >= 2:
            break
    assert found, f"no {kind} card on the table in 40 seeds"


def test_symbol_words_follow_the_printed_counts():
    """The words of a card's symbols carry its printed counts and the value an upgrade lifts from and to."""
    from widgets.first_class.legend import gives
    assert gives((("coins", 2, 0), ("upgrade", 1, 4))) == "2 coins, 1 upgrade of a 4-value car to 7"
    assert gives((("conductors", 1, 0),)) == "1 step forward for both conductors"
    assert gives((("locomotive", 3, 0),)) == "3 locomotive steps along your route"


def test_base_and_module_cards_say_whether_game_end_cards_count_them():
    """A base (X) car, conductor or locomotive card's box says a Game End card counts it; a module card of those
    kinds says none ever does (only base cards count)."""
    comp = FC.new_game(players=2, seed=1).comp
    from widgets.first_class.legend import card_words
    base = next(c for c in comp.cards.values() if c.module == "X" and c.type == "car")
    module = next(c for c in comp.cards.values() if c.module != "X" and c.type == "car")
    assert any("base card" in w and "Game End card" in w for w in card_words(base))
    assert any(f"module {module.module} card" in w and "never count" in w for w in card_words(module))


def test_game_end_card_box_explains_base():
    """A face-up Game End card's box says what it counts, that only base cards (X in the ticket corner) count and
    that module cards of that kind do not, and what taking it gives."""
    st = _play("first_class", 2, 7, lambda s: s.phase == "turn")
    boxes = [(k, t) for k, t in _boxes("first_class", st) if k.startswith("ge:")]
    assert len(boxes) == 4
    for key, title in boxes:
        card = st.comp.game_end_cards[key[3:]]
        assert f"{card.points} point" in title and "base card" in title, title
        assert "Base means X in the ticket corner" in title and "do not count" in title
        if card.bonus:
            assert "Taking it gives at once:" in title


def test_spanish_picture_has_spanish_boxes():
    """With lang="es" the boxes of action cards, Game End cards and coin columns are Spanish (the catalogue's
    words), English nowhere in them."""
    st = _play("first_class", 2, 7, lambda s: s.phase == "turn")
    boxes = dict(_boxes("first_class", st, "es"))
    pointer = _pointer("es")
    assert pointer.startswith("Cada icono")
    cards = [t for k, t in boxes.items() if k.startswith("card:")]
    assert cards and all("Si renuncias a ella" in t and t.endswith(pointer) for t in cards)
    assert all("Carried out" not in t and "Foregone" not in t for t in boxes.values())
    ge = [t for k, t in boxes.items() if k.startswith("ge:")]
    assert ge and all("Base significa X" in t for t in ge)
    coins = [t for k, t in boxes.items() if k.startswith("coin:")]
    assert coins and all("Una moneda de esta columna" in t for t in coins)


def test_an_empty_row_says_why_it_was_cleared():
    """A row of action cards that has been cleared says, on its place in the picture, why: one card per player
    was taken from it, so the cards left in it went out of the game (the rule behind the log's "Row 2 is
    cleared")."""
    for seed in range(1, 12):
        st = _play("first_class", 3, seed, lambda s: s.phase == "turn" and any(all(c is None for c in row)
                                                                             for row in s.rows))
        if any(all(c is None for c in row) for row in st.rows) and st.phase == "turn":
            break
    else:
        pytest.fail("no cleared row in eleven games")
    svg = view_for("first_class").render(st, seat=None, lang="en", active=frozenset(), part="table")
    boxes = [html.unescape(t) for t in re.findall(r"<title>([^<]*)</title>", svg) if "is empty" in t]
    assert boxes and all("one card per player" in b for b in boxes), boxes


def test_route_picture_numbers_its_stations():
    """Each station of a route is drawn with its number, the number the log and the choices use ("bonus
    station 5"), so the picture shows which station a line means."""
    for seed in range(1, 30):
        st = _play("first_class", 2, seed, lambda s: len(s.players[0].stations) >= 5)
        if len(st.players[0].stations) >= 5:
            break
    svg = view_for("first_class").render(st, seat=None, lang="en", active=frozenset(), part="board:0")
    n = len(st.players[0].stations)
    assert n >= 5
    for i in range(1, n + 1):
        group = re.search(rf'data-key="station:0:{i}".*?class="rb-hl"', svg, re.S)
        assert group, i
        assert re.search(rf'<text[^>]*font-size="11"[^>]*>{i}</text>', group.group(0)), f"station {i} has no number"


def test_rail_system_cards_show_the_names_the_log_uses():
    """FrachtExpress's log names laid cards by their names ("halts on a tie of D12", "north of D12"): every card
    of the rail system is drawn with its name on it, so the picture shows which card a line means."""
    st = _play("fracht_express", 3, 4, lambda s: False, 30)
    svg = view_for("fracht_express").render(st, seat=None, lang="en", active=frozenset())
    assert st.top
    for (x, y), (cid, _rot) in st.top.items():
        group = re.search(rf'data-key="spot:{x}:{y}".*?class="rb-hl"', svg, re.S)
        assert group and re.search(rf">{cid}</text>", group.group(0)), f"{cid} at ({x}, {y}) shows no name"


def test_row_cleared_log_says_why():
    """When a row is cleared the log says the reason: one card per player has been taken from it."""
    for seed in range(1, 6):
        st = _play("first_class", 3, seed, lambda s: any("is cleared" in e.render() for e in s.log))
        lines = [e.render() for e in st.log if "is cleared" in e.render()]
        if lines:
            assert "One card per player has been taken from row" in lines[0], lines[0]
            return
    pytest.fail("no row was cleared in five games")


def test_horror_log_names_no_portal_or_quest_id():
    """Horror's log names a portal by its place on its landscape and the landscape's name, and a quest card by
    the name of its desire clue, never by the ids the picture does not show (``start0.1``, ``L23.0``,
    ``Q_artifact``)."""
    ids = {f"{lid}.{k}" for lid, land in rulebook.GAMES["horror"].new_game(players=2, seed=1).comp.landscapes.items()
           for k in range(len(land["portals"]))}
    named = 0
    for seed in range(1, 4):
        st = _play("horror", 2, seed, lambda s: False, 300)
        quests = set(st.comp.quests)
        for e in st.log:
            text = e.render()
            found = [w for w in re.findall(r"[\w.]+", text) if w.rstrip(".") in ids or w in quests]
            assert not found, text
            named += "portal" in text.lower() and " on " in text
    assert named, "no log line named a portal"
