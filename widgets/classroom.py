"""A classroom front door for any game of ``rulebook.GAMES``: choose the seats, then play.

>>> code = class_code("first_class", 3, 7, {"modules": ("A", "C")})
>>> code
'first_class:3:7:modules=A+C'
>>> parse_class_code(code)
('first_class', 3, 7, {'modules': ('A', 'C')})

:class:`PlayApp` is the widget of ``notebooks/app/*_play.ipynb`` (shown as an
app by Voilà: ``make app``). It asks for the number of players, who sits in
each seat (a person or a bot), the seed and the options that have a fixed list
of choices, then starts a :class:`~widgets.panel.TurnPanel` in student mode (play rules, no developer controls) with
the hot-seat pass screen between people. A *class code* (``game:players:seed``
plus ``:name=value,...`` options) gives a whole class the same deal: the
teacher reads it out, each student types it in.
"""
from __future__ import annotations

import html
from pathlib import Path

import anywidget
import ipywidgets as W
import traitlets

from rulebook.bot_names import BOT_TITLES
from rulebook.i18n import N_, Msg, Seat, translate

PERSON = "human"
#: (message id, value for TurnPanel's bots): the bots by their names, as everywhere (rulebook/bot_names.py)
SEAT_CHOICES = tuple((BOT_TITLES[value], value) for value in (PERSON, "random", "greedy"))


def _t(msgid: str, lang: str, **params) -> str:
    return Msg(msgid, params).text(lang) if params else translate(msgid, lang)


# --------------------------------------------------------------------------- class codes
def _value_text(v) -> str:
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, (tuple, list)):
        return "+".join(str(x) for x in v)
    return str(v)


def _parse_value(text: str):
    if text in ("yes", "no"):
        return text == "yes"
    if "+" in text:
        return tuple(text.split("+"))
    if text.lstrip("-").isdigit():
        return int(text)
    return text


def class_code(game: str, players: int, seed: int, options: dict | None = None) -> str:
    """The short code of a deal: ``game:players:seed`` and, if any, ``:name=value,...``."""
    code = f"{game}:{int(players)}:{int(seed)}"
    opts = ",".join(f"{k}={_value_text(v)}" for k, v in sorted((options or {}).items()))
    return f"{code}:{opts}" if opts else code


NOT_IN_CODES = ("data_dir",)   # a code typed in by a student must not make the kernel read files from a folder


def parse_class_code(code: str) -> tuple[str, int, int, dict]:
    """``(game, players, seed, options)`` from a class code; ValueError when it is not one.

    A class code may not carry ``data_dir`` (refused with :class:`~rulebook.ConfigError`,
    a ValueError): which component folder a game reads is decided by the person running
    the kernel, never by a code typed into it.

    >>> parse_class_code("first_class:3:7:data_dir=/etc")
    Traceback (most recent call last):
    ...
    rulebook.errors.ConfigError: A class code cannot choose a data folder (option 'data_dir'); start the game with new_game(data_dir=...) in Python instead.
    """
    if not isinstance(code, str):
        raise ValueError("a class code is text")
    parts = code.strip().split(":", 3)
    if len(parts) < 3 or not parts[1].isdigit() or not parts[2].lstrip("-").isdigit():
        raise ValueError(f"not a class code: {code!r} (expected game:players:seed)")
    options = {}
    if len(parts) == 4 and parts[3]:
        for item in parts[3].split(","):
            name, sep, value = item.partition("=")
            if not sep:
                raise ValueError(f"option {item!r} in {code!r} has no '='")
            if name.strip() in NOT_IN_CODES:
                from rulebook.core import ConfigError
                raise ConfigError(Msg(N_("A class code cannot choose a data folder (option '{name}'); start the game "
                                         "with new_game(data_dir=...) in Python instead."), {"name": name.strip()}))
            options[name.strip()] = _parse_value(value.strip())
    return parts[0].strip(), int(parts[1]), int(parts[2]), options


def new_game_from_code(code: str):
    """The game state a class code stands for (every student gets the same deal)."""
    import rulebook

    name, players, seed, options = parse_class_code(code)
    if name not in rulebook.GAMES:
        raise ValueError(f"unknown game {name!r} in class code; the games are: {', '.join(sorted(rulebook.GAMES))}")
    return rulebook.GAMES[name].new_game(players=players, seed=seed, **options)


# --------------------------------------------------------------------------- the app
class PageFragment(anywidget.AnyWidget):
    """Reads the page address's ``#fragment`` once shown (a code in a link: ``…/app.ipynb#FC-S…``); no view.

    JupyterLite's lab rewrites its address as it starts (``lab/index.html?path=….ipynb#FC-S…`` becomes
    ``lab/index.html``), so when the address has no fragment any more, the one the page was opened with is
    read from the browser's navigation entry (its name is that first address)."""

    _esm = Path(__file__).with_name("page_fragment.js")   # a few lines of JavaScript, beside this file
    fragment = traitlets.Unicode("").tag(sync=True)


class PlayApp(W.VBox):
    """Choose game, players, seats (people or bots), seed and options; then play with a hot-seat panel."""

    def __init__(self, game: str | None = None, *, language: str = "en", players: int | None = None,
                 seed: int = 0, seats=None):
        super().__init__()
        import rulebook

        self.lang = L = language
        self.games = dict(rulebook.GAMES)
        if game is None:            # the first registered game
            game = next(iter(self.games))
        if game not in self.games:
            raise ValueError(f"unknown game {game!r}; the games are: {', '.join(sorted(self.games))}")
        self.panel = None
        self._game = W.Dropdown(options=[(_t(g.TITLE, L), name) for name, g in sorted(self.games.items())],
                                value=game, description=_t(N_("Game"), L))
        self._players = W.Dropdown(description=_t(N_("Players"), L))
        self._seed = W.IntText(value=seed, description=_t(N_("Seed"), L), layout=W.Layout(width="200px"))
        self._seats = W.VBox()
        self._options = W.VBox()
        self._code = W.Text(description=_t(N_("Class code"), L), placeholder=f"{game}:3:7",
                            layout=W.Layout(width="420px"))
        self._use_code = W.Button(description=_t(N_("Use this code"), L))
        self._use_code.on_click(lambda _b: self.use_code(self._code.value))
        # a dark green with white text (the stock "success" green is too light for its white label: WCAG AA)
        self._start = W.Button(description=_t(N_("Start the game"), L), icon="play",
                               style={"button_color": "#1E6B35", "text_color": "#FFFFFF", "font_weight": "bold"})
        self._start.on_click(lambda _b: self.start())
        self._message = W.HTML()
        self._status = W.HTML()
        # What the form says now, drawn from the kernel's values after every change: people read the
        # class code off it, and a browser (or test) can tell when the form has caught up with a click.
        self._deal = W.HTML()
        self._deal.add_class("rb-setup-deal")
        self._again = W.Button(description=_t(N_("New setup"), L), icon="cog")
        self._again.on_click(lambda _b: self.show_setup())
        for w, cls in ((self._players, "rb-setup-players"), (self._seed, "rb-setup-seed"),
                       (self._code, "rb-setup-code"), (self._start, "rb-setup-start"),
                       (self._again, "rb-setup-again")):
            w.add_class(cls)
        self._fragment = PageFragment()
        self._fragment.observe(self._on_fragment, names="fragment")
        self._game.observe(lambda _c: self._on_game(), names="value")
        self._players.observe(lambda _c: self._on_players(), names="value")
        self._seed.observe(lambda _c: self._show_deal(), names="value")
        self._on_game(players, seats)
        self.show_setup()

    # ------------------------------------------------------------------ setup form
    @property
    def game(self):
        return self.games[self._game.value]

    def _on_game(self, players=None, seats=None):
        g = self.game
        rng = list(g.PLAYERS)
        want = players if players in rng else (3 if 3 in rng else rng[0])
        self._players.options = rng
        self._players.value = want
        self._on_players(seats)
        rows = []
        for name, opt in sorted(getattr(g, "OPTIONS", {}).items()):
            if not opt.choices:
                continue  # options without a fixed list keep their default here (a class code can set them)
            dd = W.Dropdown(options=[(_value_text(c), c) for c in opt.choices], value=opt.default, description=name)
            dd.option_name = name
            dd.observe(lambda _c: self._show_deal(), names="value")
            rows.append(dd)
        self._options.children = rows
        self._show_deal()

    def _on_players(self, seats=None):
        n = self._players.value or 0
        old = [dd.value for dd in self._seats.children]
        choices = [(_t(label, self.lang), value) for label, value in SEAT_CHOICES
                   if value != "greedy" or callable(getattr(self.game, "evaluate", None))]
        values = {v for _l, v in choices}
        rows = []
        for i in range(n):
            want = (seats[i] if seats and i < len(seats) else None) or (old[i] if i < len(old) else PERSON)
            dd = W.Dropdown(options=choices, value=want if want in values else PERSON,
                            description=Seat(i).text(self.lang))
            dd.add_class(f"rb-seat-{i}")
            dd.observe(lambda _c: self._show_deal(), names="value")
            rows.append(dd)
        self._seats.children = rows
        self._show_deal()

    def _show_deal(self) -> None:
        """Redraw the summary line from the form's values (a view of the form; it changes nothing)."""
        s = self.setup()
        labels = {value: _t(label, self.lang) for label, value in SEAT_CHOICES}
        who = ", ".join(f"{Seat(i).text(self.lang)}: {labels.get(v, v)}" for i, v in enumerate(s["seats"]))
        code = class_code(s["game"], s["players"] or 0, s["seed"], s["options"])
        text = _t(N_("Class code of this deal: {code}"), self.lang, code=code)
        self._deal.value = (f'<div class="rb-deal" data-code="{html.escape(code)}" '
                            f'data-seats="{html.escape(",".join(s["seats"]))}">{html.escape(text)}'
                            f'<br>{html.escape(who)}</div>')

    def setup(self) -> dict:
        """What the form says now: game, players, seed, options, seats."""
        options = {dd.option_name: dd.value for dd in self._options.children}
        return {"game": self._game.value, "players": self._players.value, "seed": int(self._seed.value),
                "options": options, "seats": [dd.value for dd in self._seats.children]}

    def code(self) -> str:
        s = self.setup()
        return class_code(s["game"], s["players"], s["seed"], s["options"])

    def use_code(self, code: str) -> bool:
        """Fill the form from a class code, or open a position code (``FC-S…``, ``HO-P…``: the position editor's
        "Copy as code") straight in the turn panel; a bad code is refused with the reason."""
        code = (code or "").strip().lstrip("#")
        if code.startswith("code="):
            code = code[len("code="):]
        try:
            name, players, seed, options = parse_class_code(code)
            if name not in self.games:
                raise ValueError(name)
            if players not in self.games[name].PLAYERS:
                raise ValueError(players)
        except ValueError:
            if ":" not in code and "-" in code:
                return self.open_position(code)
            self._message.value = self._note(_t(N_("That is not a class code of a game here: {code}"), self.lang,
                                                code=code), "error")
            return False
        self._game.value = name
        self._players.value = players
        self._seed.value = seed
        self._extra_options = {k: v for k, v in options.items()
                               if k not in {dd.option_name for dd in self._options.children}}
        for dd in self._options.children:
            if dd.option_name in options:
                dd.value = options[dd.option_name]
        self._message.value = ""
        return True

    def show_setup(self) -> None:
        self.panel = None
        self._extra_options = getattr(self, "_extra_options", {})
        L = self.lang
        title = ("<h2>" + html.escape(_t(N_("Play at one screen"), L)) + "</h2><p>"
                 + html.escape(_t(N_("Choose the game, how many play, who sits in each seat (a person or a bot) and a "
                                     "seed, then start. When the turn passes from one person to another, the table "
                                     "hides until the next person says they are at the screen, so each of you only "
                                     "ever sees your own secret cards. A teacher can give the whole class the same "
                                     "deal with a class code."), L))
                 + "</p><h3>" + html.escape(_t(N_("Who plays?"), L)) + "</h3>")
        self.children = [W.HTML(title), W.HBox([self._game, self._players, self._seed]), self._seats,
                         self._options, W.HBox([self._code, self._use_code]), self._deal, self._start, self._message,
                         self._fragment]

    # ------------------------------------------------------------------ play
    def start(self):
        """Start the game the form describes; the panel replaces the form."""
        from rulebook.core import RulebookError

        from .panel import TurnPanel

        s = self.setup()
        options = {**getattr(self, "_extra_options", {}), **s["options"]}
        try:
            state = self.game.new_game(players=s["players"], seed=s["seed"], **options)
        except (RulebookError, TypeError, ValueError) as e:
            text = e.text(self.lang) if hasattr(e, "text") else str(e)
            self._message.value = self._note(text, "error")
            return None
        bots = {i: v for i, v in enumerate(s["seats"]) if v != PERSON}
        self.panel = TurnPanel(state, bots=bots, language=self.lang, mode="student", seed=s["seed"], hot_seat=True)
        code = class_code(s["game"], s["players"], s["seed"], options)
        self._status.value = ("<div>" + html.escape(_t(N_("Class code of this deal: {code}"), self.lang, code=code))
                              + "</div>")
        self.children = [W.HBox([self._status, self._again]), self.panel]
        return self.panel

    def open_position(self, code: str):
        """Play from a position code: every seat a person, the hot-seat panel in place of the form."""
        from rulebook.core import RulebookError

        from .panel import TurnPanel
        try:
            from rulebook.codes import from_code
            state = from_code(code)
        except (RulebookError, ImportError) as e:
            text = e.text(self.lang) if hasattr(e, "text") else str(e)
            self._message.value = self._note(text, "error")
            return None
        self.panel = TurnPanel(state, language=self.lang, mode="student", hot_seat=True)
        self._status.value = ("<div>" + html.escape(_t(N_("Position code: {code}"), self.lang, code=code))
                              + "</div>")
        self.children = [W.HBox([self._status, self._again]), self.panel]
        return self.panel

    def _on_fragment(self, change) -> None:
        """The page was opened with ``#<code>`` (a class code or a position code): use it at once."""
        value = (change["new"] or "").lstrip("#")
        if value and self.panel is None and self.use_code(value) and ":" in value:
            self.start()

    @staticmethod
    def _note(text: str, kind: str = "info") -> str:
        colour = {"info": "#0072B2", "error": "#D55E00"}[kind]
        return (f'<div class="rb-note rb-{kind}" style="border-left:4px solid {colour};padding:4px 8px;'
                f'margin:4px 0">{html.escape(text)}</div>')
