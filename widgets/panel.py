"""The turn panel: one interactive widget for any game of the engine protocol.

The panel shows the game's picture (clickable where the game has a view), the
pending prompt, the legal actions as buttons, a "why not?" chooser, the log in
words with rule references, undo/redo, new game, save/load and bots. It holds
no rules: every decision goes to ``state.apply``, every refusal comes from
``state.explain``. Data flows one way: a person's click calls the engine, then
the panel redraws everything from the engine's state.

The screen is laid out the way board-game sites lay out a table: a status
bar on top (whose turn, the prompt, the legal actions as buttons, undo/redo,
the last refusal and what just happened), then the picture scaled to fit the
window, then collapsible sections (why not?, log, game, bots). A game whose
view draws its picture in parts (``GameView.parts``) shows the shared table in
the first tab and the boards, sheets and legend in the next ones; after each
redraw the tab holding the parts to press now comes to the front if the tab on
screen has none.

Modes: ``"explore"`` or ``"teacher"`` (everything, undo anything), ``"play"``
(people playing a real game: undo stops at an action that turned hidden
information face up, and each human seat sees only ``state.view(seat)``) and
``"student"`` (play rules, and only what a player needs: no seed, new game,
save/load or bot controls). With ``hot_seat=True`` (play
mode, two or more people at one screen) the table hides behind a "pass the
laptop" screen whenever the seat to move changes to another person, until
that person presses "I am Player N -- show my view".
"""
from __future__ import annotations

import html
import random
import re
from pathlib import Path
from typing import NamedTuple

import ipywidgets as W

from rulebook.core import IllegalAction, NothingToUndo, RulebookError
from rulebook.i18n import N_, NN_, Msg, Seat, translate

from .coach import Coach
from .views import view_for

LOG_LINES = 14
#: Most choices shown as single buttons before a kind of action is folded into a drop-down.
MAX_BUTTONS = 16
BUTTONS_KEPT = 64   # choice buttons kept for reuse (one per action; the least recently shown is closed first)
#: Most entries in the "Why not?" list.
MAX_WHY_NOT = 40
MODES = ("explore", "teacher", "play", "student")
#: the panel's style sheet (``panel.css`` beside this file), put in the page with the panel
PANEL_CSS = Path(__file__).with_name("panel.css").read_text(encoding="utf-8")


class NearMiss(NamedTuple):
    """An entry of the "Why not?" list: the move, why the rules refuse it, and the picture part it belongs to."""

    action: object
    violation: object
    key: str | None


def _t(msgid, lang: str, **params) -> str:
    return Msg(msgid, params).text(lang) if params or type(msgid) is not str else translate(msgid, lang)


class TurnPanel(W.VBox):
    """An interactive game: ``TurnPanel(state, bots={1: "greedy"}, language="en", mode="explore")``.

    Parameters
    ----------
    state : rulebook.core.State
        The game to show; the panel plays on this very object.
    bots : dict or list, optional
        Seat -> bot name ("random", "greedy"); a list gives one entry per seat, ``"human"`` or ``None`` for people.
    language : str
        Language of every text shown.
    mode : {"explore", "teacher", "play", "student"}
    auto_bots : bool
        Let bots move by themselves whenever it is their turn (default True when bots are given).
    hot_seat : bool
        Play mode only: show a pass screen between two people's turns (see the module's notes).
    """

    def __init__(self, state, *, bots=None, language: str = "en", mode: str = "explore", auto_bots=None,
                 seed: int = 0, hot_seat: bool = False):
        super().__init__()
        if mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
        self._play_rules = mode in ("play", "student")
        if hot_seat and not self._play_rules:
            raise ValueError("hot_seat needs mode='play' or 'student'")
        self.hot_seat = hot_seat
        self._revealed = None  # the person whose view is on screen (hot seat)
        self.state = state
        self.game = state.game
        self.lang = language
        self.mode = mode
        self._view = view_for(self.game.NAME)
        self._bot_names = self._normalise_bots(bots)
        self._bots = {}
        self._auto = bool(self._bot_names) if auto_bots is None else auto_bots
        self._redo: list = []
        self._reveals: list = [True] * len(state.history)  # unknown history counts as revealing
        self._message_html = ""
        self._note_plain = ""
        self._note_kind = "info"
        self._recent: list = []  # events since the last person's decision (bots' answers included)
        self._listeners: list = []
        self._build(seed)
        self._run_bots()
        self._render()

    # ------------------------------------------------------------------ construction
    def _normalise_bots(self, bots):
        n = len(self.state.outcome().scores) if self.state.is_over else self._players()
        if bots is None:
            return {}
        if isinstance(bots, (list, tuple)):
            bots = {i: b for i, b in enumerate(bots)}
        out = {}
        for seat, name in dict(bots).items():
            if name in (None, "human"):
                continue
            if seat not in range(n):
                raise ValueError(f"bot seat {seat} is not a seat of this game (0 to {n - 1})")
            out[seat] = name
        return out

    def _bots_text(self) -> str:
        """Which seats the bots play, each bot by its name (rulebook/bot_names.py), in the panel's language."""
        from rulebook.bot_names import bot_title

        if not self._bot_names:
            return _t(N_("No seat is played by a bot; the buttons below play random moves for the seat to move."),
                      self.lang)
        seats = ", ".join(_t(N_("{seat} ({bot})"), self.lang, seat=Seat(s), bot=bot_title(name))
                          for s, name in sorted(self._bot_names.items()))
        return _t(N_("Played by bots: {seats}. The buttons below play a random move for any other seat."),
                  self.lang, seats=seats)

    def _players(self) -> int:
        return self.state.num_players

    def _build(self, seed):
        L = self.lang
        student = self.mode == "student"
        self._picture = None
        self._pictures: dict = {}  # part -> ClickableSVG, the shared table first (one entry: the whole picture)
        self._tabs = None
        self._clicked_part = None
        if self._view is not None:
            from .clicksvg import ClickableSVG
            parts = self._view.parts(self.state, None) if self._view.parts else [(None, None)]
            for part, _title in parts:
                pic = ClickableSVG(layout=W.Layout(width="100%"), fit=self._view.fit if not self._pictures else "width")
                pic.explain_with(self.game, L)  # hovering a part names its section and links its lesson
                pic.on_click(lambda key, part=part: self._click_on(part, key))
                self._pictures[part] = pic
            self._picture = next(iter(self._pictures.values()))
            if len(parts) > 1:  # the shared table, the boards and sheets one click away as tabs
                self._tabs = W.Tab(children=list(self._pictures.values()))
                self._tabs.titles = tuple(t.text(L) for _p, t in parts)
                self._tabs.add_class("rb-picture-tabs")
        # ---- the status bar: whose turn and the prompt, the choices, undo/redo, the answer to a click
        self._prompt = W.HTML(layout=W.Layout(flex="1 1 auto"))
        self._prompt.add_class("rb-prompt")
        self._undo_btn = W.Button(description=_t(N_("Undo"), L), icon="undo", layout=W.Layout(width="auto"))
        self._redo_btn = W.Button(description=_t(N_("Redo"), L), icon="repeat", layout=W.Layout(width="auto"))
        self._undo_btn.on_click(lambda _b: self.undo())
        self._redo_btn.on_click(lambda _b: self.redo())
        self._zoom = W.Dropdown(options=[(_t(N_("Fit the width"), L), "width"), (_t(N_("Fit the screen"), L), "screen"),
                                         ("150%", "1.5"), ("200%", "2")],
                                value=self._view.fit if self._view is not None else "width",
                                description=_t(N_("Picture"), L),
                                style={"description_width": "initial"}, layout=W.Layout(width="auto"))
        self._zoom.observe(self._on_zoom, names="value")
        self._coach = Coach(self)
        head = [self._prompt, self._coach.hint_btn, self._undo_btn, self._redo_btn]
        if self._picture is not None:
            head.append(self._zoom)
        self._buttons = W.Box(layout=W.Layout(display="flex", flex_flow="row wrap"))
        self._buttons.add_class("rb-actions")
        self._groups = W.Box(layout=W.Layout(display="flex", flex_flow="row wrap"))
        # the choice buttons, one per action, kept while the action may come back (_draw_choices)
        self._button_for: dict = {}   # action -> its button, the last used last (at most BUTTONS_KEPT)
        self._message = W.HTML()
        self._message.add_class("rb-message")
        self._recent_html = W.HTML()
        self._recent_html.add_class("rb-recent")
        # panel.css: long choices wrap onto a second line instead of being cut off, readable tab and drawer labels
        style = W.HTML("<style>" + PANEL_CSS + "</style>", layout=W.Layout(display="none"))
        self._status = W.VBox([style, W.HBox(head, layout=W.Layout(align_items="center", flex_flow="row wrap")),
                               self._buttons, self._groups, self._message, self._recent_html],
                              layout=W.Layout(border="1px solid #767676", padding="4px 8px", margin="0 0 6px 0"))
        self._status.add_class("rb-status")
        # ---- below the picture: why not?, the log, the game's file and seed, the bots
        self._why_pick = W.Dropdown(options=[], layout=W.Layout(width="460px"),
                                    description=_t(N_("Why not?"), L),
                                    style={"description_width": "initial"})
        self._why_btn = W.Button(description=_t(N_("Explain"), L), icon="question", layout=W.Layout(width="auto"))
        self._why_btn.on_click(lambda _b: self.why_not(self._why_pick.value))
        why_help = W.HTML("<div>" + html.escape(_t(N_("Click a part of the picture that is not lit up to hear why "
                                                      "it cannot be used now, or pick a move here."), L)) + "</div>")
        self._seed = W.IntText(value=seed, description=_t(N_("Seed"), L), layout=W.Layout(width="160px"))
        self._new_btn = W.Button(description=_t(N_("New game"), L), icon="refresh", layout=W.Layout(width="auto"))
        self._new_btn.on_click(lambda _b: self.new_game(self._seed.value))
        self._save_btn = W.Button(description=_t(N_("Save"), L), icon="download", layout=W.Layout(width="auto"))
        self._save_btn.on_click(lambda _b: self.save())
        self._download = W.HTML()
        self._upload = W.FileUpload(accept=".json", multiple=False, description=_t(N_("Load"), L))
        self._upload.observe(self._on_upload, names="value")
        self._bot_step = W.Button(description=_t(N_("Bot: one move"), L), layout=W.Layout(width="auto"))
        self._bot_turn = W.Button(description=_t(N_("Bots: end of turn"), L), layout=W.Layout(width="auto"))
        self._bot_round = W.Button(description=_t(N_("Bots: end of round"), L), layout=W.Layout(width="auto"))
        self._bot_game = W.Button(description=_t(N_("Bots: whole game"), L), layout=W.Layout(width="auto"))
        self._bot_step.on_click(lambda _b: self.bot_play("move"))
        self._bot_turn.on_click(lambda _b: self.bot_play("turn"))
        self._bot_round.on_click(lambda _b: self.bot_play("round"))
        self._bot_game.on_click(lambda _b: self.bot_play("game"))
        self._bot_who = W.HTML("<div>" + html.escape(self._bots_text()) + "</div>")
        self._log = W.HTML(layout=W.Layout(max_height="260px", overflow="auto"))
        self._log.add_class("rb-log")
        sections = [(N_("Why not?"), W.VBox([why_help, W.HBox([self._why_pick, self._why_btn])])),
                    (N_("Log"), self._log), (N_("Review"), self._coach.review_box)]
        if not student:
            sections.append((N_("Game: seed, save, load"), W.HBox(
                [self._seed, self._new_btn, self._save_btn, self._download, self._upload],
                layout=W.Layout(flex_flow="row wrap"))))
            sections.append((N_("Bots"), W.VBox([self._bot_who, W.HBox(
                [self._bot_step, self._bot_turn, self._bot_round, self._bot_game],
                layout=W.Layout(flex_flow="row wrap"))])))
        self._more = W.Accordion(children=[w for _t_, w in sections])
        for i, (title, _w) in enumerate(sections):
            self._more.set_title(i, _t(title, L))
        self._more.add_class("rb-more")
        self._more.selected_index = 1  # the log open, the rest folded
        self._more.observe(lambda _c: self._fill_why_not(), names="selected_index")
        rows = [self._status]
        if self._tabs is not None:
            rows.append(self._tabs)
        elif self._picture is not None:
            rows.append(self._picture)
        rows.append(self._more)
        self.children = self._rows = rows
        self.add_class("rb-panel")
        self._pass_text = W.HTML()
        self._pass_btn = W.Button(button_style="primary", icon="eye",
                                  layout=W.Layout(width="auto", align_self="flex-start"))
        self._pass_btn.on_click(lambda _b: self.reveal())
        self._pass_box = W.VBox([self._pass_text, self._pass_btn], layout=W.Layout(padding="24px"))
        self._pass_box.add_class("rb-pass-screen")

    def _on_zoom(self, change):
        if self._picture is None:
            return
        v = change["new"]
        if v in ("screen", "width"):
            self._picture.fit = v
        else:
            self._picture.zoom = float(v)
            self._picture.fit = "none"

    def _click_on(self, part, key: str) -> bool:
        """A click on the picture of ``part``: the answer is shown beside it, on that picture."""
        self._clicked_part = part
        try:
            return self.click_key(key)
        finally:
            self._clicked_part = None

    # ------------------------------------------------------------------ public actions (also used by tests)
    def act(self, action) -> bool:
        """Apply an action for a person; a refusal is shown with its rule. Returns True when applied."""
        try:
            events = self.state.apply(action)
        except IllegalAction as e:
            self._show_refusal(action, e.violation)
            self._render()
            return False
        self._recent = []
        self._after_apply(events)
        self._redo.clear()
        self._say("")
        self._run_bots()
        self._render()
        return True

    def click_key(self, key: str) -> bool:
        """A click on the picture: do the first legal action the key means, or explain why not.

        Returns True when an action was applied, or when the click only changed what the picture shows (the
        view answered with a note, e.g. a selected card).
        """
        if self._view is None:
            return False
        candidates = self._view.actions_for_key(self.state, key)
        if isinstance(candidates, Msg):  # the click only changed the picture (a selection): say so, redraw
            self._say(candidates.text(self.lang))
            self._render()
            return True
        legal = self.state.legal_actions()
        for a in candidates:
            if a in legal:
                return self.act(a)
        if candidates:
            self.why_not(candidates[0])
        else:
            self._say(_t(N_("Nothing to do there right now."), self.lang))
            self._render()
        return False

    def why_not(self, action) -> None:
        """Show why ``action`` is not allowed now (or that it is)."""
        if action is None:
            return
        v = self.state.explain(action)
        if v is None:
            self._say(_t(N_("'{action}' is allowed right now."), self.lang,
                                               action=self.state.describe(action)))
        else:
            self._show_refusal(action, v)
        self._render()

    def undo(self) -> bool:
        if self._undo_refused():
            self._say(_t(N_("Undo is off here: the last move showed hidden information, "
                                                  "and taking it back would let a player peek."), self.lang), "warn")
            self._render()
            return False
        try:
            last = self.state.history[-1] if self.state.history else None
            self.state.undo()
        except NothingToUndo as e:
            self._say(e.text(self.lang), "warn")
            self._render()
            return False
        self._redo.append(last)
        self._recent = []
        if self._reveals:
            self._reveals.pop()
        self._say("")
        self._render()
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        a = self._redo.pop()
        events = self.state.apply(a)
        self._after_apply(events)
        self._render()
        return True

    def new_game(self, seed: int) -> None:
        players = self._players()
        opts = dict(getattr(self.state, "options", {}) or {})
        opts = {k: v for k, v in opts.items() if k in getattr(self.game, "OPTIONS", {})}
        if "modules" in opts:
            opts["modules"] = tuple(opts["modules"])
        self._replace_state(self.game.new_game(players=players, seed=int(seed), **opts))

    def save(self) -> str:
        """The game as JSON; also offered as a download link in the panel."""
        text = self.state.to_json()
        import base64
        b64 = base64.b64encode(text.encode()).decode()
        name = f"{self.game.NAME}.json"
        label = html.escape(_t(N_("Download {name}"), self.lang, name=name))
        self._download.value = f'<a download="{name}" href="data:application/json;base64,{b64}">{label}</a>'
        return text

    def load(self, text: str) -> bool:
        """Load a saved game; on any failure the reason is shown and the current game is kept unchanged."""
        try:
            st = self.game.from_json(text)
        except RulebookError as e:
            return self._refuse_load(e.text(self.lang))
        except Exception as e:  # noqa: BLE001 - a bug must not take the panel's game with it
            return self._refuse_load(_t(N_("The file could not be loaded ({error})."), self.lang,
                                        error=type(e).__name__))
        kept = (self.state, list(self._redo), list(self._reveals))
        try:
            self._replace_state(st)
        except Exception as e:  # noqa: BLE001 - showing the loaded game failed: back to the old one
            self.state, self._redo[:], self._reveals = kept[0], kept[1], kept[2]
            return self._refuse_load(_t(N_("The file could not be loaded ({error})."), self.lang,
                                        error=type(e).__name__))
        return True

    def panel_on(self, state, *, mode: str | None = None) -> "TurnPanel":
        """A new turn panel on ``state`` in this panel's language, in ``mode`` (this panel's mode if None): how
        the coach's review opens an earlier position beside the game."""
        return TurnPanel(state, language=self.lang, mode=self.mode if mode is None else mode)

    def _refuse_load(self, reason: str) -> bool:
        self._say(reason, "error")
        try:
            self._render()
        except Exception:  # noqa: BLE001 - the message is set; the old game stays either way
            pass
        return False

    def bot_play(self, until: str = "move") -> int:
        """Let the bots (or random play for seats without one) move: one move, to end of turn, round or game."""
        st = self.state
        if st.is_over:
            return 0
        start_player = st.current_player
        start_round = getattr(st, "round", None)
        self._recent = []
        n = 0
        while not st.is_over:
            seat = st.current_player
            if until != "move" and n and seat != start_player and until == "turn":
                break
            if until == "round" and getattr(st, "round", None) != start_round:
                break
            a = self._bot(seat).choose(st)
            self._after_apply(st.apply(a))
            n += 1
            if until == "move":
                break
        self._redo.clear()
        self._say("")
        self._render()
        return n

    def reveal(self) -> None:
        """Hot seat: the person to move is at the screen; show their view."""
        self._revealed = self._seat_shown()
        self._render()

    @property
    def pass_screen_shown(self) -> bool:
        """True while the table is hidden behind the hot-seat pass screen."""
        return self.children == (self._pass_box,)

    def add_listener(self, callback) -> None:
        """Call ``callback()`` after every redraw (for goals and side panels that read the state)."""
        self._listeners.append(callback)

    # ------------------------------------------------------------------ internals
    def _bot(self, seat):
        if seat not in self._bots:
            name = self._bot_names.get(seat, "random")
            try:
                from rulebook.analysis.bots import make_bot
                self._bots[seat] = make_bot(name, seed=seat)
            except ImportError:  # analysis tools not installed: uniform random play
                self._bots[seat] = _RandomChooser(seat)
        return self._bots[seat]

    def _run_bots(self):
        if not self._auto:
            return
        st = self.state
        while not st.is_over and st.current_player in self._bot_names:
            self._after_apply(st.apply(self._bot(st.current_player).choose(st)))

    def _after_apply(self, events):
        self._reveals.append(any(getattr(e, "reveal", False) for e in events))
        self._recent.extend(events)

    def _replace_state(self, st):
        self.state = st
        self._redo.clear()
        self._reveals = [True] * len(st.history)
        self._say("")
        self._run_bots()
        self._render()

    def _on_upload(self, change):
        files = change["new"]
        if not files:
            return
        f = files[0] if isinstance(files, (list, tuple)) else next(iter(files.values()))
        content = f["content"] if isinstance(f, dict) else f.content
        try:
            text = bytes(content).decode("utf-8")
        except UnicodeDecodeError:
            self._say(_t(N_("That file is not a text file."), self.lang), "error")
            self._render()
            return
        self.load(text)

    def _show_refusal(self, action, violation):
        section = self.game.section(violation.rule)
        self._say(
            _t(N_("Not allowed: {action} — {reason} (rule: {section})"), self.lang,
               action=self.state.describe(action), reason=violation.msg, section=Msg(section.title)), "error")
        self._note_section = violation.rule  # the bubble beside the click links the rule's lesson

    def _say(self, text: str, kind: str = "info") -> None:
        """Put ``text`` in the status bar (and beside the part clicked last); "" clears it."""
        self._message_html = self._note(text, kind) if text else ""
        self._note_plain, self._note_kind = text, kind
        self._note_section = ""
        self._note_serial = getattr(self, "_note_serial", 0) + (1 if text else 0)

    @staticmethod
    def _note(text: str, kind: str = "info") -> str:
        colour = {"info": "#0072B2", "warn": "#E69F00", "error": "#D55E00"}[kind]
        return (f'<div class="rb-note rb-{kind}" style="border-left:4px solid {colour};padding:4px 8px;'
                f'margin:4px 0">{html.escape(text)}</div>')

    def _undo_refused(self) -> bool:
        """Play rules: the last move turned hidden information face up, so taking it back would let a player peek."""
        return self._play_rules and bool(self._reveals) and self._reveals[-1]

    def _seat_shown(self):
        if not self._play_rules:
            return None
        humans = [s for s in range(self._players()) if s not in self._bot_names]
        cur = self.state.current_player
        if cur in humans:
            return cur
        return humans[0] if humans else None

    def _must_pass(self, seat) -> bool:
        """Hot seat: the screen goes to another person, who has not yet said they are there."""
        if not self.hot_seat or self.state.is_over or seat is None or seat == self._revealed:
            return False
        return sum(1 for s in range(self._players()) if s not in self._bot_names) > 1

    def _render(self):
        st, L = self.state, self.lang
        seat = self._seat_shown()
        if self._must_pass(seat):
            # nothing of the next person's view reaches the page until they are there
            for pic in self._pictures.values():
                pic.svg = ""
                pic.note = ""
            self._buttons.children = []
            self._groups.children = []
            self._why_pick.options = []
            text = "<h3>" + html.escape(_t(N_("Pass the screen to {seat}; everyone else looks away."), L,
                                           seat=Seat(seat))) + "</h3>"
            if not st.history:  # the very first decision: say who starts, and why that person
                text += "<p>" + html.escape(_t(N_("{seat} starts: the set-up of this deal (its seed or class code) "
                                                  "put {seat} first, as shuffling and dealing would at a real "
                                                  "table."), L, seat=Seat(seat))) + "</p>"
            self._pass_text.value = text
            self._pass_btn.description = _t(N_("I am {seat} — show my view"), L, seat=Seat(seat))
            self.children = [self._pass_box]
            for cb in self._listeners:
                cb()
            return
        if self.children != tuple(self._rows):
            self.children = self._rows
        legal = st.legal_actions()
        if self._picture is not None:
            self._draw_pictures(seat, legal)
        if st.is_over:
            out = st.outcome()
            scores = ", ".join(f"{Seat(i).text(L)}: {s}" for i, s in enumerate(out.scores))
            winners = ", ".join(Seat(w).text(L) for w in out.winners)
            self._prompt.value = "<b>" + html.escape(_t(NN_("Game over. Scores: {scores}. Winner: {winners}.",
                                                            "Game over. Scores: {scores}. Winners: {winners}."), L,
                                                        scores=scores, winners=winners, n=len(out.winners))) + "</b>"
        else:
            self._prompt.value = "<b>" + html.escape(st.prompt.text(L)) + "</b>"
        shown = self._view.buttons(st, legal) if self._view is not None and self._view.buttons else legal
        self._draw_choices(shown)
        self._message.value = self._message_html
        self._recent_html.value = self._recent_lines()
        self._fill_why_not()
        self._undo_btn.disabled = not st.history or self._undo_refused()
        self._undo_btn.tooltip = (_t(N_("Undo is off here: the last move showed hidden information."), L)
                                  if self._undo_refused() else "")
        self._redo_btn.disabled = not self._redo
        bots_can = not st.is_over
        for b in (self._bot_step, self._bot_turn, self._bot_round, self._bot_game):
            b.disabled = not bots_can
        lines = []
        for e in st.log[-LOG_LINES:][::-1]:
            lines.append(f'<div>{html.escape(e.render(L))} <span style="color:#595959;font-size:12px" '
                         f'title="{html.escape(next((Msg(x.summary).text(L) for x in self.game.SECTIONS if x.id == e.rule), ""))}">({html.escape(self.game.section_label(e.rule, L))})</span></div>')
        # a scrolling region a keyboard can reach and a screen reader announces as the game's log
        label = html.escape(_t(N_("What happened so far"), L))
        self._log.value = f'<div tabindex="0" role="log" aria-label="{label}">' + "".join(lines) + "</div>"
        for cb in self._listeners:
            cb()

    def _draw_pictures(self, seat, legal) -> None:
        """Redraw every picture; with tabs, show the one holding the parts to press now if the tab on screen has
        none; the answer to a click goes beside the part clicked, on its picture."""
        st, L = self.state, self.lang
        active = frozenset(k for k in (self._view.key_of(st, a) for a in legal) if k)
        lit = []
        # the answer goes on the picture clicked; an answer to a button, on the picture on screen
        where = self._clicked_part
        if where not in self._pictures:
            where = list(self._pictures)[self._tabs.selected_index or 0] if self._tabs is not None else None
        for part, pic in self._pictures.items():
            if part is None:
                pic.svg = self._view.render(st, seat=seat, lang=L, active=active)
            else:
                pic.svg = self._view.render(st, seat=seat, lang=L, active=active, part=part)
            lit.append('rb-click rb-active' in pic.svg)
            pic.note = self._note_plain if part == where else ""
            pic.note_kind = self._note_kind
            pic.note_section = getattr(self, "_note_section", "") if part == where else ""
            pic.note_seq = getattr(self, "_note_serial", 0)
        if self._tabs is not None:
            now = self._tabs.selected_index or 0
            # never turn away from the tab where a click is being answered (a refusal on a board stays in view)
            answering = bool(self._note_plain) and list(self._pictures)[now] == self._clicked_part
            if not answering and not lit[now] and any(lit):
                self._tabs.selected_index = lit.index(True)

    def _draw_choices(self, shown) -> None:
        """The choices as buttons; a kind of action with many choices folds into one drop-down."""
        L = self.lang
        kinds: dict = {}
        for a in shown:
            kinds.setdefault(type(a), []).append(a)
        fold = []   # kinds folded into a drop-down, in the order they first appear
        if len(shown) > MAX_BUTTONS:
            fold = [k for k, same in kinds.items() if len(same) > 6]
        # a button stands for one action all its life (a click that arrives after the choices changed still means
        # what the person saw), and is kept for the next decisions that offer the same action: making a widget
        # costs an opening message and a new view in the page, and many choices come back a decision later
        cache = self._button_for
        buttons, groups = [], []
        for a in shown:
            if type(a) in fold:
                continue
            text = self.state.describe(a).text(L)   # (the words may depend on the position and the language)
            b = cache.pop(a, None)
            if b is None:
                b = W.Button(layout=W.Layout(width="auto"))
                b.on_click(lambda _b, a=a: self.act(a))
            b.description = b.tooltip = text
            cache[a] = b   # (re)inserted last: the dict's order is the order of last use
            buttons.append(b)
        while len(cache) > max(BUTTONS_KEPT, len(buttons)):   # (never one on screen now)
            cache.pop(next(iter(cache))).close()
        for kind in fold:
            acts = kinds[kind]
            dd = W.Dropdown(options=[(_t(N_("Choose one of {n} moves…"), L, n=len(acts)), None)]
                            + [(self.state.describe(a).text(L), a) for a in acts], value=None,
                            description=_t(N_("Moves"), L), style={"description_width": "initial"},
                            layout=W.Layout(width="auto"))
            go = W.Button(description=_t(N_("Do it"), L), button_style="primary", layout=W.Layout(width="auto"))
            go.on_click(lambda _b, dd=dd: self.act(dd.value) if dd.value is not None else None)
            groups.append(W.HBox([dd, go]))
        self._buttons.children = buttons
        self._groups.children = groups

    def _recent_lines(self) -> str:
        """What the last decision did (and the bots' answers), newest last; at most four lines."""
        if not self._recent:
            return ""
        lines = [html.escape(e.render(self.lang)) for e in self._recent[-4:]]
        more = len(self._recent) - 4
        head = f"<div>… (+{more})</div>" if more > 0 else ""
        return ('<div style="color:#333;font-size:13px">' + head
                + "".join(f"<div>{line}</div>" for line in lines) + "</div>")

    def _section_title(self, rule: str) -> str:
        """The title of section ``rule`` in the panel's language (the id itself if the game has no such section)."""
        try:
            return translate(self.game.section(rule).title, self.lang)
        except KeyError:
            return rule

    def _fill_why_not(self) -> None:
        """Fill the "Why not?" list, only while its section is open (it costs a diagnosis per entry)."""
        if self._more.selected_index != 0 or self.pass_screen_shown:
            self._why_pick.options = []
            self._why_pick.disabled = self._why_btn.disabled = True
            return
        L = self.lang
        opts = []
        for a, v, _key in self.why_not_choices():
            opts.append((f"{self._section_title(v.rule)}: {self.state.describe(a).text(L)}", a))
        self._why_pick.options = opts
        self._why_pick.disabled = self._why_btn.disabled = not opts

    def why_not_choices(self) -> list:
        """Near misses a person could try now, as :class:`NearMiss` grouped by rule; at most MAX_WHY_NOT.

        With a picture, these are the parts of the table the seat on screen can see that do nothing legal now
        (one move each: what clicking it would try). Without a picture, the game's own near misses.
        """
        st = self.state
        if st.is_over:
            return []
        legal = st._legal_set()
        picks = []  # (action, key)
        if self._view is not None:
            svg = self.svg
            seen = set()
            for key in dict.fromkeys(html.unescape(k) for k in re.findall(r'data-key="([^"]*)"', svg)):
                cands = self._view.peek(st, key)
                if isinstance(cands, Msg) or not cands or any(a in legal for a in cands):
                    continue
                a = cands[0]
                if a not in seen:
                    seen.add(a)
                    picks.append((a, key))
        else:
            hook = getattr(self.game, "candidates", None)
            seen = set()
            for a in (hook(st) if hook else []):
                if a not in legal and a not in seen:
                    seen.add(a)
                    picks.append((a, None))
        out = [NearMiss(a, st.explain(a), key) for a, key in picks]
        out = [n for n in out if n.violation is not None]
        order = {s.id: i for i, s in enumerate(self.game.SECTIONS)}
        out.sort(key=lambda n: order.get(n.violation.rule, len(order)))  # stable: picture order within a rule
        return out[:MAX_WHY_NOT]

    # ------------------------------------------------------------------ introspection for tests
    @property
    def button_labels(self) -> list:
        """Every choice on offer in the status bar: buttons, then the entries of folded drop-downs."""
        labels = [b.description for b in self._buttons.children]
        for box in self._groups.children:
            labels += [label for label, a in box.children[0].options if a is not None]
        return labels

    def click_button(self, label: str) -> bool:
        """Click the action button whose label is ``label`` (as a person would; a folded one: pick it, press "Do it")."""
        for b in self._buttons.children:
            if b.description == label:
                b.click()
                return True
        for box in self._groups.children:
            dd, go = box.children
            for text, a in dd.options:
                if text == label and a is not None:
                    dd.value = a
                    go.click()
                    return True
        raise KeyError(label)

    @property
    def message_text(self) -> str:
        import re
        return html.unescape(re.sub(r"<[^>]+>", "", self._message.value))

    @property
    def svg(self) -> str:
        """Every picture's SVG (the shared table first, then the tabs' boards and sheets), one after the other."""
        return "".join(pic.svg for pic in self._pictures.values())


class _RandomChooser:
    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, state):
        return self.rng.choice(state.legal_actions())
