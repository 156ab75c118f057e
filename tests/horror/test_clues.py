"""Cultist conditions: Chosen, Herald, Zealot."""
from rulebook.horror.clues import conditions
from rulebook.horror.data import load_components

C = load_components()


def _ids(**want):
    return [c for c, v in C.clues.items() if all(v.get(k) == w for k, w in want.items())]


def test_chosen():
    fez = _ids(fez=True)
    assert "chosen" in conditions(C, fez)


def test_herald_needs_all_three_parts():
    const = _ids(constantinople=True, mystic=False)[:1]
    art = _ids(artifact=True, mystic=False)[:1]
    sign = _ids(elder_sign=True, mystic=False)[:1]
    assert conditions(C, const + art) == ["herald"]
    assert conditions(C, const + art + sign) == []
    assert conditions(C, const) == []


def test_zealot_four_mystic():
    mystic = [c for c in _ids(mystic=True) if not C.clues[c].get("fez")][:4]
    assert "zealot" in conditions(C, mystic)
    assert "zealot" not in conditions(C, mystic[:3])
