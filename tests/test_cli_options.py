"""``--option name=value``: every game option of ``new_game`` reachable from the command line (play, simulate,
perft), listed by ``rulebook rulings GAME``, refused with one plain sentence when it is wrong."""
from types import SimpleNamespace

import pytest

from rulebook import GAMES
from rulebook.cli import game_options, main, option_value

HORROR, FX, FC = GAMES["horror"], GAMES["fracht_express"], GAMES["first_class"]


def _args(*options, **kw):
    return SimpleNamespace(option=list(options), ruling=None, modules=None, data_dir=None, **kw)


def test_option_values_are_read_as_the_option_takes_them():
    """An option with a list of allowed values takes the one whose text matches (any case), so FrachtExpress's
    advanced game is the boolean True, not the text "true"; other options read none, whole numbers and comma lists."""
    assert option_value(FX, "advanced", "TRUE") is True and option_value(FX, "advanced", "false") is False
    assert option_value(HORROR, "difficulty", "Easy") == "easy"
    assert option_value(HORROR, "layout", "3") == 3 and option_value(HORROR, "layout", "none") is None
    assert option_value(HORROR, "investigators", "doctor, soldier") == ["doctor", "soldier"]


def test_options_reach_new_game():
    """What --option names is what the game is set up with: Horror's difficulty and layout, FrachtExpress's advanced
    game (a game made with them reports them in its options)."""
    st = HORROR.new_game(players=2, seed=1, **game_options(HORROR, _args("difficulty=easy", "layout=2")))
    assert st.options["difficulty"] == "easy" and st.options["layout"] == 2
    st = FX.new_game(players=2, seed=1, **game_options(FX, _args("advanced=true")))
    assert st.options["advanced"] is True


@pytest.mark.parametrize("argv, words", [
    (["play", "horror", "--option", "difficulty=hard"], ["difficulty", "'easy', 'normal', 'proper'", "'hard'"]),
    (["play", "horror", "--option", "nightmare=1"], ["no option 'nightmare'", "difficulty", "beyond"]),
    (["play", "horror", "--option", "difficulty"], ["--option takes name=value", "'difficulty'"]),
    (["play", "first_class", "--option", "modules=CE"], ["Set modules with --modules"]),
    (["perft", "horror", "--option", "rulings=x"], ["--ruling"]),
    (["simulate", "fracht_express", "--games", "1", "--option", "hijack=Z"], ["hijack", "B to J", "'Z'"]),
])
def test_a_wrong_option_is_one_plain_line_and_exit_2(capsys, argv, words):
    """A wrong option name, value or form is refused before any game starts: one line naming it, exit status 2."""
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("rulebook: ") and err.count("\n") == 1
    for w in words:
        assert w in err


def test_play_with_an_option_and_a_cooperative_loss(capsys):
    """``play`` takes options too; a cooperative game that ends with no winner says so and why it ended (Horror:
    the team wins or loses together, so 'Winners:' with nobody after it would be wrong)."""
    assert main(["play", "horror", "--seed", "3", "--quiet", "--option", "difficulty=easy"]) == 0
    out = capsys.readouterr().out
    assert "Why it ended: " in out
    assert ("Nobody won." in out) != ("Winners: Player 1, Player 2, Player 3" in out)


def test_rulings_lists_the_options_that_option_sets(capsys):
    """``rulebook rulings GAME`` lists every option --option can set, with its default and allowed values; the ones
    with a flag of their own (modules, rulings, data_dir) are left out."""
    assert main(["rulings", "horror"]) == 0
    out = capsys.readouterr().out
    assert "--option name=value" in out
    assert "  difficulty: default 'proper'; allowed 'easy', 'normal', 'proper'" in out
    for name in HORROR.OPTIONS:
        assert (f"  {name}: default " in out) == (name not in ("rulings", "data_dir"))


def test_rulings_and_options_in_spanish(capsys):
    """The options listing goes through gettext like the rest: First Class's in Spanish."""
    assert main(["rulings", "first_class", "--language", "es"]) == 0
    out = capsys.readouterr().out
    assert "Opciones de" in out and "Número del primer jugador inicial" in out
