"""Interactive views over the rules engines (ipywidgets; the engines never import this).

>>> import widgets
>>> panel = widgets.play("first_class", players=3, seed=7)
>>> panel.state.current_player is not None
True
"""
from __future__ import annotations

__all__ = ["play", "edit", "TurnPanel"]


def play(state_or_game_name, *, players: int = 3, seed: int = 0, seats=None, bots=None, language: str = "en",
         mode: str = "explore", auto_bots=None, hot_seat: bool = False, **options):
    """One widget to play or explore a game.

    Parameters
    ----------
    state_or_game_name : State or str
        A game state to show, or a name from ``rulebook.GAMES`` to start a new game.
    players, seed, **options
        Used when a name is given: ``new_game(players=, seed=, **options)``.
    seats : list, optional
        One entry per seat: ``"human"`` or a bot name ("random", "greedy"); same as ``bots`` as a list.
    bots : dict or list, optional
        Seat -> bot name.
    language : str
        "en" or "es".
    mode : {"explore", "play"}
        "play" keeps undo from revealing hidden information and shows each human seat only its own view.
    hot_seat : bool
        With mode "play": a "pass the screen" page between two people's turns.
    """
    import rulebook

    from .panel import TurnPanel
    if isinstance(state_or_game_name, str):
        game = rulebook.GAMES.get(state_or_game_name)
        if game is None:
            from rulebook.i18n import N_, Msg
            raise rulebook.ConfigError(Msg(N_("Unknown game '{name}'; the games are: {games}."),
                                           {"name": state_or_game_name, "games": ", ".join(sorted(rulebook.GAMES))}))
        state = game.new_game(players=players, seed=seed, **options)
    else:
        state = state_or_game_name
    if seats is not None and bots is None:
        bots = list(seats)
    return TurnPanel(state, bots=bots, language=language, mode=mode, auto_bots=auto_bots, seed=seed,
                     hot_seat=hot_seat)


def edit(state_or_game_name=None, *, players: int = 2, seed: int = 0, fields: dict | None = None,
         language: str = "en"):
    """The position editor (:class:`widgets.editor.PositionEditor`): click on the game's picture to build a
    position, each edit checked like a save; then play from it, or copy it as Python or as a code.

    ``state_or_game_name``: a game's name (by default the first of ``rulebook.GAMES``), or a state made by that
    game's ``scenario`` (its fields are read back from ``state.scenario_fields`` when the scenario kept them, else
    the editor starts from the game's deal with the same players and seed).
    """
    from .editor import PositionEditor
    if state_or_game_name is None:
        import rulebook
        state_or_game_name = next(iter(rulebook.GAMES))
    if isinstance(state_or_game_name, str):
        return PositionEditor(state_or_game_name, fields=fields or {"players": players, "seed": seed},
                              language=language)
    st = state_or_game_name
    name = type(st).game.NAME
    given = fields or getattr(st, "scenario_fields", None) or {"players": st.num_players, "seed": seed}
    return PositionEditor(name, fields=given, language=language)


def __getattr__(name):
    if name == "TurnPanel":
        from .panel import TurnPanel
        return TurnPanel
    raise AttributeError(name)
