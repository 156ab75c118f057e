"""The First Class table picture (widgets.first_class.svg): well-formed SVG, the clickable keys the panel
relies on, hidden information kept hidden in seat views, and positions from random games."""
import ast
import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import rulebook
from widgets.first_class import svg as first_class_svg
from widgets.first_class.svg import KEY_PREFIXES, render_table

FC = rulebook.GAMES["first_class"]
SVG = "{http://www.w3.org/2000/svg}"

KEY_FORMS = {
    "card": r"card:[A-Z]-[GBR]\d\d",
    "tile": r"tile",
    "car": r"car:\d:[01]:\d",
    "coin": r"coin:\d:[012]",
    "ge": r"ge:GE\d\d",
    "contract": r"contract:[A-Z]-[GBR]\d\d",
    "station": r"station:\d:[1-9]\d*",
    "conductor": r"conductor:\d:[01]",
    "locomotive": r"locomotive:\d",
    "mail": r"mail:\d:[1-4]",
    "draft": r"draft:GE\d\d",
}


# ------------------------------------------------------------------ positions
def random_game(players, seed, stop=lambda s: False):
    """Play uniformly random legal actions (seeded) until ``stop`` holds or the game is over."""
    s = FC.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    while not s.is_over and not stop(s):
        s.apply(rng.choice(s.legal_actions()))
    return s


def mid_game(players=4, seed=3):
    return random_game(players, seed, lambda s: s.round == 3 and s.phase == "turn" and s.turns >= players)


def end_game(players=4, seed=3):
    return random_game(players, seed)


def after_draft(players=4, seed=5):
    return random_game(players, seed, lambda s: s.phase != "draft")


def keyed(svg):
    """{data-key: class attribute} of every clickable group."""
    root = ET.fromstring(svg)
    out = {}
    for el in root.iter():
        k = el.get("data-key")
        if k is not None:
            assert k not in out, f"key {k!r} used twice"
            out[k] = el.get("class", "")
    return out


# ------------------------------------------------------------------ well-formed picture
@pytest.mark.parametrize("players", [2, 3, 4])
def test_start_position_parses_as_svg(players):
    s = after_draft(players)
    svg = render_table(s)
    root = ET.fromstring(svg)
    assert root.tag == SVG + "svg"
    assert root.get("viewBox").startswith(f"0 0 {first_class_svg.WIDTH} ")
    # an explicit light background, so the page theme does not decide the contrast
    first = root.find(SVG + "rect")
    assert first is not None and first.get("fill", "").startswith("#")


def test_width_scales_the_picture_not_the_drawing():
    s = after_draft()
    root = ET.fromstring(render_table(s, width=540))
    vb = root.get("viewBox").split()
    assert root.get("width") == "540"
    assert int(root.get("height")) == round(int(vb[3]) / 2)


def test_draft_position_renders():
    s = FC.new_game(players=3, seed=2)
    assert s.phase == "draft"
    keys = keyed(render_table(s))
    assert {f"draft:{g}" for g in s.draft_hand} <= set(keys)


def test_text_is_at_least_11px_and_never_shrunk():
    for s in (after_draft(), mid_game(), end_game()):
        svg = render_table(s)
        sizes = [float(x) for x in re.findall(r'font-size="([\d.]+)"', svg)]
        assert sizes and min(sizes) >= 11
        root = ET.fromstring(svg)
        for g in root.iter(SVG + "g"):
            m = re.search(r"scale\(([\d.]+)", g.get("transform", ""))
            if m and float(m.group(1)) < 1:
                assert g.find(f".//{SVG}text") is None, "text inside a shrunk group"


# ------------------------------------------------------------------ keys
def test_every_face_up_card_has_its_key():
    for s in (after_draft(), mid_game()):
        keys = keyed(render_table(s))
        cards = [c for row in s.rows for c in row if c is not None]
        assert cards
        for c in cards:
            assert f"card:{c}" in keys


def test_player_parts_have_their_keys():
    s = mid_game()
    keys = keyed(render_table(s))
    for p, pl in enumerate(s.players):
        for t in (0, 1):
            for pos in range(len(pl.trains[t])):
                assert f"car:{p}:{t}:{pos}" in keys
            assert f"conductor:{p}:{t}" in keys
        for col in range(3):
            assert f"coin:{p}:{col}" in keys
        for n in range(1, len(pl.stations) + 1):
            assert f"station:{p}:{n}" in keys
        assert f"station:{p}:0" not in keys  # Paris is not clickable
        assert f"locomotive:{p}" in keys
        for m in pl.mail_left:
            assert f"mail:{p}:{m}" in keys
        for cid in pl.contracts:
            assert f"contract:{cid}" in keys
    for g in s.ge_display:
        assert f"ge:{g}" in keys


def test_start_player_tile_key_on_table_and_with_its_holder():
    s = after_draft()
    assert s.tile is None
    assert "tile" in keyed(render_table(s))
    from rulebook.first_class.actions import TakeStartTile
    s.apply(TakeStartTile())
    assert s.tile is not None
    assert "tile" in keyed(render_table(s))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_key_has_a_known_prefix_and_form(seed):
    for s in (FC.new_game(players=4, seed=seed), mid_game(4, seed), end_game(3, seed)):
        for k in keyed(render_table(s)):
            prefix = k.split(":")[0]
            assert prefix in KEY_PREFIXES, k
            assert re.fullmatch(KEY_FORMS[prefix], k), k


def test_active_keys_get_rb_active_and_the_others_not():
    s = mid_game()
    all_keys = sorted(keyed(render_table(s)))
    active = frozenset(all_keys[::3])
    classes = keyed(render_table(s, active=active))
    assert set(classes) == set(all_keys)
    for k, cls in classes.items():
        words = cls.split()
        assert "rb-click" in words
        assert ("rb-active" in words) == (k in active), k


def test_legal_cards_can_be_marked_active():
    s = after_draft()
    from rulebook.first_class.actions import TakeCard
    legal = {f"card:{a.card}" for a in s.legal_actions() if isinstance(a, TakeCard)}
    classes = keyed(render_table(s, active=legal))
    assert legal and all("rb-active" in classes[k] for k in legal)


# ------------------------------------------------------------------ hidden information
@pytest.mark.parametrize("seed", [3, 4])
def test_seat_view_hides_other_players_secrets(seed):
    for s in (mid_game(4, seed), random_game(4, seed, lambda s: s.round == 6 and s.phase == "turn")):
        for seat in range(s.n):
            svg = render_table(s, seat=seat)
            own = render_table(s, seat=seat)
            assert svg == own  # deterministic
            for p, pl in enumerate(s.players):
                secrets = list(pl.ge) + list(pl.completed)
                if p == seat:
                    for g in pl.ge:
                        assert g in svg
                    continue
                for cid in secrets:
                    assert cid not in svg, f"seat {seat} sees {cid} of player {p}"


def test_draft_hand_only_for_the_drafting_seat():
    s = FC.new_game(players=4, seed=9)
    drafter = s.current_player
    for seat in range(4):
        svg = render_table(s, seat=seat)
        for g in s.draft_hand:
            assert (g in svg) == (seat == drafter)
    # and each seat sees the card it kept, nobody else's
    s.apply(s.legal_actions()[0])
    kept = s.players[drafter].ge[0]
    for seat in range(4):
        assert (kept in render_table(s, seat=seat)) == (seat == drafter)


def test_everything_shows_without_a_seat():
    s = mid_game()
    svg = render_table(s)
    for pl in s.players:
        for g in pl.ge:
            assert g in svg


# ------------------------------------------------------------------ random games, languages, speed
@pytest.mark.parametrize("players,seed", [(2, 11), (3, 12), (4, 13), (4, 14)])
def test_random_games_render_from_start_to_end(players, seed):
    s = FC.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    step = 0
    while not s.is_over:
        if step % 25 == 0:
            ET.fromstring(render_table(s))
            ET.fromstring(render_table(s, seat=step % players))
        s.apply(rng.choice(s.legal_actions()))
        step += 1
    svg = render_table(s)
    ET.fromstring(svg)
    winners = s.outcome().winners
    assert winners


def test_other_language_renders():
    s = mid_game()
    ET.fromstring(render_table(s, lang="es"))


def test_module_uses_only_the_standard_library_and_rulebook():
    src = Path(first_class_svg.__file__).read_text(encoding="utf-8")
    roots = set()
    for node in ast.walk(ast.parse(src)):
        if isinstance(node, ast.Import):
            roots |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            roots.add(node.module.split(".")[0])
    assert roots <= {"__future__", "html", "math", "rulebook"}, roots
