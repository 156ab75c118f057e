"""The whole suite sees a fourth game, registered from outside the project (``tests/fourth_game``): every
generic test that goes over ``rulebook.GAMES`` covers it too, so a game-specific assumption in generic code
fails a test."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "fourth_game"))

import fourth_game_plugin  # noqa: E402

fourth_game_plugin.register()
