"""The turn panel: one interactive widget for any game of the engine protocol.

The panel shows the game's picture (clickable where the game has a view), the
pending prompt, the legal actions as buttons, a "why not?" chooser, the log in
words with rule references, undo/redo, new game, save/load and bots. It holds
no rules: every decision goes to ``state.apply``, every refusal comes from
``state.explain``. Data flows one way: a person's click calls the engine, then
the panel redraws everything from the engine's state.

The screen is laid out the way board-game sites lay out a table: a status
bar on top (whose turn, the prompt, the legal actions as buttons, undo/redo,
the last refusal and what just happened; it keeps its size and stays at the top
of the window while the table scrolls), then the picture scaled to fit the
window, then collapsible sections (why not?, log, game, bots). A game whose
view draws its picture in parts (``GameView.parts``) shows the shared table in
the first tab and the boards, sheets and legend in the next ones; after each
redraw the tab holding the most parts to press now comes to the front by
itself.

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

import ipywidgets as W

from rulebook.core import IllegalAction, NothingToUndo
from rulebook.i18n import Msg, N_

from .coach import Coach
from .panel_parts.drawers import Drawers, bots_text
from .panel_parts.files import SaveAndLoad
from .panel_parts.pass_screen import PassScreen
from .panel_parts.pictures import Pictures
from .panel_parts.status import BUTTONS_KEPT, StatusBar, note_html  # noqa: F401  (BUTTONS_KEPT: tests read it here)
from .panel_parts.text import _t
from .panel_parts.why_not import MAX_WHY_NOT, NearMiss, WhyNotList, near_misses  # noqa: F401  (tests read them here)
from .views import view_for

MODES = ("explore", "teacher", "play", "student")


class TurnPanel(SaveAndLoad, W.VBox):
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
        self._bot_names = _seats_of_bots(bots, len(state.outcome().scores) if state.is_over else self._players())
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
    def _players(self) -> int:
        return self.state.num_players

    def _build(self, seed):
        """The parts, top to bottom: the status bar, the picture (or its tabs), the drawers; and the pass screen."""
        L = self.lang
        self._clicked_part = None
        pics = self._pics = (Pictures(self._view, self.state, self.game, L, lambda part, key: self._click_on(part, key))
                            if self._view else None)
        self._pictures = pics.pictures if pics else {}  # part -> ClickableSVG, the shared table first
        self._picture = pics.first if pics else None
        self._tabs = pics.tabs if pics else None
        self._zoom = pics.zoom if pics else None
        self._coach = Coach(self)
        # (late-bound calls, as a person's click is: a method replaced on this panel is the one a button calls)
        bar = self._bar = StatusBar(L, lambda a: self.act(a), lambda: self.undo(), lambda: self.redo(),
                                    self._coach.hint_btn, self._zoom)
        self._status, self._prompt, self._message, self._recent_html = bar.box, bar.prompt, bar.message, bar.recent
        self._buttons, self._groups, self._button_for = bar.buttons, bar.groups, bar.button_for
        self._undo_btn, self._redo_btn = bar.undo_btn, bar.redo_btn
        why = self._why = WhyNotList(L, lambda a: self.why_not(a))
        self._why_pick, self._why_btn = why.pick, why.button
        calls = {"new": lambda seed: self.new_game(seed), "save": lambda: self.save(),
                 "upload": lambda change: self._on_upload(change), "bots": lambda until: self.bot_play(until)}
        more = self._drawers = Drawers(L, seed, why.box, self._coach.review_box, bots_text(self._bot_names, L),
                                       calls, student=self.mode == "student")
        self._more, self._log, self._bot_who, self._seed = more.box, more.log, more.bot_who, more.seed
        self._new_btn, self._save_btn, self._download, self._upload = (more.new_btn, more.save_btn, more.download,
                                                                       more.upload)
        self._bot_step, self._bot_turn, self._bot_round, self._bot_game = more.bot_buttons.values()
        self._more.observe(lambda _c: self._fill_why_not(), names="selected_index")
        rows = [self._status] + ([pics.widget] if pics else []) + [self._more]
        self.children = self._rows = rows
        self.add_class("rb-panel")
        self._pass = PassScreen(lambda: self.reveal())
        self._pass_text, self._pass_btn, self._pass_box = self._pass.text, self._pass.button, self._pass.box

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
        if self._play_rules and self.state.is_over:
            self._say(_t(N_("The game is over: its moves are not taken back."), self.lang), "warn")
            self._render()
            return False
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

    def panel_on(self, state, *, mode: str | None = None) -> "TurnPanel":
        """A new turn panel on ``state`` in this panel's language, in ``mode`` (this panel's mode if None): how
        the coach's review opens an earlier position beside the game."""
        return TurnPanel(state, language=self.lang, mode=self.mode if mode is None else mode)

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
            self._bots[seat] = _new_bot(self._bot_names.get(seat, "random"), seat)
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

    def _show_refusal(self, action, violation):
        section = self.game.section(violation.rule)
        self._say(
            _t(N_("Not allowed: {action} — {reason} (rule: {section})"), self.lang,
               action=self.state.describe(action), reason=violation.msg, section=Msg(section.title)), "error")
        self._note_section = violation.rule  # the bubble beside the click links the rule's lesson

    def _say(self, text: str, kind: str = "info") -> None:
        """Put ``text`` in the status bar (and beside the part clicked last); "" clears it."""
        self._message_html = note_html(text, kind) if text else ""
        self._note_plain, self._note_kind = text, kind
        self._note_section = ""
        self._note_serial = getattr(self, "_note_serial", 0) + (1 if text else 0)

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
        """Redraw everything from the engine's state (or only the pass screen), then call the listeners."""
        st = self.state
        seat = self._seat_shown()
        if self._must_pass(seat):
            # nothing of the next person's view reaches the page until they are there
            if self._pics is not None:
                self._pics.blank()
            self._bar.clear_choices()
            self._why.clear()
            self._pass.show(seat, not st.history, self.lang)
            self.children = [self._pass_box]
        else:
            self._draw_table(seat)
        for cb in self._listeners:
            cb()

    def _draw_table(self, seat) -> None:
        st = self.state
        if self.children != tuple(self._rows):
            self.children = self._rows
        legal = st.legal_actions()
        if self._pics is not None:
            note = (self._note_plain, self._note_kind, getattr(self, "_note_section", ""),
                    getattr(self, "_note_serial", 0))
            self._pics.draw(st, seat, legal, self._clicked_part, note)
        shown = self._view.buttons(st, legal) if self._view is not None and self._view.buttons else legal
        self._bar.draw_choices(st, shown)
        self._message.value = self._message_html
        self._bar.show_recent(self._recent)
        self._fill_why_not()
        self._bar.show_undo(bool(st.history), self._undo_refused(), bool(self._redo), over=st.is_over and self._play_rules)
        self._drawers.enable_bots(not st.is_over)
        self._drawers.show_log(st, self.game)
        # the prompt last: a page (or a browser test) that sees the new prompt has been sent everything before it
        self._bar.show_prompt(st, self._breakdown(st), moves=len(st.history), choices=len(shown))

    def _breakdown(self, st):
        """At the end: each player's score by source, from the game's ``score_breakdown`` hook (None without one)."""
        hook = getattr(self.game, "score_breakdown", None)
        if not st.is_over or hook is None:
            return None
        return hook(st)

    def _fill_why_not(self) -> None:
        """Fill the "Why not?" list, only while its section is open (it costs a diagnosis per entry)."""
        shown = self._drawers.why_not_open and not self.pass_screen_shown
        self._why.fill(self.state, self.game, self.why_not_choices() if shown else None)

    def why_not_choices(self) -> list:
        """Near misses a person could try now, as :class:`NearMiss` grouped by rule; at most MAX_WHY_NOT.

        With a picture, these are the parts of the table the seat on screen can see that do nothing legal now
        (one move each: what clicking it would try). Without a picture, the game's own near misses.
        """
        return near_misses(self.state, self.game, self._view, self.svg if self._view is not None else "")

    # ------------------------------------------------------------------ introspection for tests
    @property
    def button_labels(self) -> list:
        """Every choice on offer in the status bar: buttons, then the entries of folded drop-downs."""
        return self._bar.labels

    def click_button(self, label: str) -> bool:
        """Click the action button whose label is ``label`` (as a person would; a folded one: pick it, press "Do it")."""
        return self._bar.click(label)

    @property
    def message_text(self) -> str:
        return html.unescape(re.sub(r"<[^>]+>", "", self._message.value))

    @property
    def svg(self) -> str:
        """Every picture's SVG (the shared table first, then the tabs' boards and sheets), one after the other."""
        return self._pics.svg if self._pics is not None else ""


def _seats_of_bots(bots, n: int) -> dict:
    """Seat -> bot name from a dict or a list (``None`` and ``"human"`` are people); a seat out of range is an
    error."""
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


def _new_bot(name: str, seat: int):
    """The bot ``name`` for ``seat``; without the analysis tools, uniform random play."""
    try:
        from rulebook.analysis.bots import make_bot
        return make_bot(name, seed=seat)
    except ImportError:  # analysis tools not installed: uniform random play
        return _RandomChooser(seat)


class _RandomChooser:
    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, state):
        return self.rng.choice(state.legal_actions())
