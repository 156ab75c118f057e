"""The whole suite sees a fourth game, registered from outside the project (``tests/fourth_game``): every
generic test that goes over ``rulebook.GAMES`` covers it too, so a game-specific assumption in generic code
fails a test. Also the fixtures tests of several folders share (``shout``: a made-up language)."""
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "fourth_game"))

import fourth_game_plugin  # noqa: E402

fourth_game_plugin.register()


@pytest.fixture
def shout(monkeypatch):
    """A made-up language "xx" whose every sentence is the English one behind "xx:" (so a picture shows which
    of its words went through the translation)."""
    from rulebook import i18n
    real = i18n.translations

    class Marked:
        def gettext(self, s):
            return "xx:" + s

        def ngettext(self, s, p, n):
            return "xx:" + (s if n == 1 else p)

        def pgettext(self, c, s):
            return "xx:" + s

        def npgettext(self, c, s, p, n):
            return "xx:" + (s if n == 1 else p)

    monkeypatch.setattr(i18n, "translations", lambda lang="en": Marked() if lang == "xx" else real(lang))
    return "xx"
