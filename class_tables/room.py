"""The class tables themselves: seats with secret tokens, moves checked by the engine, bots, pause.

A :class:`Room` is one lesson: the teacher's code, every table, and the store they are kept in. A
:class:`Table` is one game. A seat is claimed by the unguessable token in its link; only the seat
whose turn it is may move, and only with a decision the engine accepts. Every change bumps the
table's ``serial`` and is stored before anyone is told, so a click sent against an older picture
(a double click, a slow phone) is refused rather than applied twice.

Examples
--------
>>> from class_tables.store import MemoryStore
>>> room = Room(MemoryStore(), teacher_code="ABC123")
>>> t = room.create("first_class", players=2, seed=3)
>>> seat = t.state.current_player
>>> r = t.act(seat, version=t.serial, button=0)
>>> r.ok, t.serial
(True, 1)
>>> t.act(seat, version=0, button=0).ok      # the same click again, sent against the old picture
False
"""
from __future__ import annotations

import secrets
import time
from dataclasses import dataclass, field

import rulebook
from rulebook.core import ConfigError, IllegalAction, RulebookError
from rulebook.i18n import N_, Msg, Seat

from .bots import BOT_STEPS

#: Moves a seat may send in a burst, and how many more per second after it (a stuck key, a script).
RATE_BURST, RATE_PER_S = 12, 4.0


class TableError(RulebookError):
    """A request the class tables refuse (unknown seat, paused table, a click against an old picture)."""


@dataclass
class Result:
    """What became of a click: applied or not, and a message for the person who clicked."""
    ok: bool
    note: Msg | None = None
    kind: str = "info"


@dataclass
class SeatInfo:
    token: str
    bot: str | None = None      # a bot name from rulebook.analysis.bots, or None for a person
    lang: str = "en"
    bot_key: int = field(default_factory=lambda: secrets.randbits(64), repr=False)   # the bot's secret stream
    bot_moves: int = 0          # decisions the bot has taken (its place in that stream)
    _bucket: list = field(default_factory=lambda: [float(RATE_BURST), time.monotonic()], repr=False)

    def allow(self) -> bool:
        """Token bucket: True when this seat may send one more move now."""
        now = time.monotonic()
        tokens = min(RATE_BURST, self._bucket[0] + (now - self._bucket[1]) * RATE_PER_S)
        self._bucket[1] = now
        if tokens < 1:
            self._bucket[0] = tokens
            return False
        self._bucket[0] = tokens - 1
        return True


def _new_token() -> str:
    return secrets.token_urlsafe(16)


class Table:
    """One game at a class table. ``state`` is the engine's own state; nothing else holds the rules."""

    def __init__(self, room, table_id: str, name: str, game_name: str, state, seats: list,
                 paused: bool = False, reveals: list | None = None, serial: int = 0, stored: bool = False):
        self.room, self.id, self.name, self.game_name = room, table_id, name, game_name
        self.state, self.seats, self.paused = state, seats, paused
        self.reveals = list(reveals) if reveals is not None else [False] * len(state.history)
        self.serial = serial
        self._stored_serial = serial if stored else None   # the serial in the store; None: never stored yet
        self.last_note: dict = {}          # seat -> (Msg, kind): the answer to that seat's last click
        self._view = None

    # ------------------------------------------------------------------ reading
    @property
    def game(self):
        return rulebook.GAMES[self.game_name]

    @property
    def view(self):
        if self._view is None:
            from widgets.views import view_for
            self._view = view_for(self.game_name)
        return self._view

    def seat_of(self, token: str) -> int | None:
        for i, s in enumerate(self.seats):
            if secrets.compare_digest(s.token, token):
                return i
        return None

    def buttons(self, seat: int | None) -> list:
        """The decisions ``seat`` can press now (none when it is not their turn or the table is paused)."""
        st = self.state
        if seat is None or self.paused or st.is_over or st.current_player != seat:
            return []
        legal = st.legal_actions()
        v = self.view
        return list(v.buttons(st, legal)) if v is not None and v.buttons else list(legal)

    # ------------------------------------------------------------------ moving
    def act(self, seat: int, *, version: int, button: int | None = None, key: str | None = None) -> Result:
        from .store import StaleTable
        try:
            return self._act(seat, version=version, button=button, key=key)
        except StaleTable:      # another server process stored a move first: its table wins, this click is void
            self.room.refresh(self, force=True)
            return self._answer(seat, Result(False, Msg(N_("The table changed before your click arrived; "
                                                          "look again and choose.")), "warn"))

    def _act(self, seat: int, *, version: int, button: int | None = None, key: str | None = None) -> Result:
        """A person's click: button ``button`` of :meth:`buttons` or picture part ``key``.

        ``version`` is the ``serial`` the person's page was drawn from; a click against an older page is
        refused (it would otherwise be a second copy of a move already made, or a move on a table that
        changed under the person's finger).
        """
        self.room.refresh(self)
        info = self.seats[seat]
        if not info.allow():
            return self._answer(seat, Result(False, Msg(N_("Too many clicks at once: wait a moment and try again.")),
                                              "warn"))
        if self.paused:
            return self._answer(seat, Result(False, Msg(N_("The teacher has paused this table.")), "warn"))
        if version != self.serial:
            return self._answer(seat, Result(False, Msg(N_("The table changed before your click arrived; "
                                                          "look again and choose.")), "warn"))
        st = self.state
        if st.is_over:
            return self._answer(seat, Result(False, Msg(N_("This game is over.")), "info"))
        if st.current_player != seat:
            return self._answer(seat, Result(False, Msg(N_("It is {seat}'s turn, not yours."),
                                                        {"seat": Seat(st.current_player)}), "warn"))
        if button is not None:
            shown = self.buttons(seat)
            if not (isinstance(button, int) and 0 <= button < len(shown)):
                return self._answer(seat, Result(False, Msg(N_("There is no such choice on your screen.")), "warn"))
            return self._answer(seat, self._apply(shown[button]))
        if key is not None and self.view is not None:
            cands = self.view.actions_for_key(st, str(key))
            if isinstance(cands, Msg):      # the click only selected something in the picture
                self.serial += 1
                self.save()
                return self._answer(seat, Result(True, cands, "info"))
            legal = st.legal_actions()
            for a in cands:
                if a in legal:
                    return self._answer(seat, self._apply(a))
            if cands:
                return self._answer(seat, self._refusal(cands[0], st.explain(cands[0])))
            return self._answer(seat, Result(False, Msg(N_("Nothing to do there right now.")), "info"))
        return self._answer(seat, Result(False, Msg(N_("There is no such choice on your screen.")), "warn"))

    def _refusal(self, action, violation) -> Result:
        if violation is None:
            return Result(False, Msg(N_("'{action}' is allowed right now."), {"action": self.state.describe(action)}))
        section = self.game.section(violation.rule)
        return Result(False, Msg(N_("Not allowed: {action} — {reason} (rule: {section})"),
                                 {"action": self.state.describe(action), "reason": violation.msg,
                                  "section": Msg(section.title)}), "error")

    def _apply(self, action) -> Result:
        st = self.state
        try:
            events = st.apply(action)
        except IllegalAction as e:
            return self._refusal(action, e.violation)
        self.reveals.append(any(e.reveal for e in events))
        self.run_bots()
        self.serial += 1
        self.save()
        return Result(True, None)

    def bot_to_move(self) -> int | None:
        """The seat of the bot that is to decide now (None when a person is, or the table is paused or over)."""
        st = self.state
        if self.paused or st.is_over or st.current_player is None or not self.seats[st.current_player].bot:
            return None
        return st.current_player

    def bot_job(self, seat: int) -> tuple:
        """``(bot name, seed)`` of the next decision of the bot at ``seat`` (its stream's next number)."""
        from .bots import decision_seed
        info = self.seats[seat]
        return info.bot, decision_seed(info.bot_key, info.bot_moves)

    def apply_bot(self, seat: int, index: int) -> None:
        """The bot at ``seat`` takes ``legal_actions()[index]`` (its decision, worked out elsewhere)."""
        st = self.state
        action = st.legal_actions()[index]
        self.reveals.append(any(e.reveal for e in st.apply(action)))
        self.seats[seat].bot_moves += 1

    def run_bots(self) -> int:
        """Let bots take their seats' decisions until a person is to move; returns how many they took here.

        With a bot runner (the server) the decisions are taken in another process and arrive one by one
        (each stored and shown as it comes); without one they are taken here, now."""
        runner = self.room.runner
        if runner is not None and (self.bot_to_move() is None or runner.kick(self)):
            return 0
        from .bots import choose_index
        n = 0
        while n < BOT_STEPS and (seat := self.bot_to_move()) is not None:
            name, seed = self.bot_job(seat)
            self.apply_bot(seat, choose_index(self.state, name, seed))
            n += 1
        return n

    def _answer(self, seat, r: Result) -> Result:
        self.last_note[seat] = (r.note, r.kind) if r.note is not None else None
        return r

    # ------------------------------------------------------------------ the teacher's controls
    def set_paused(self, paused: bool) -> None:
        self.paused = bool(paused)
        if not self.paused:
            self.run_bots()
        self.serial += 1
        self.save()

    def step_back(self) -> None:
        """Take back the last decision a person made (and the bots' answers to it).

        Play-mode rule: a move that turned hidden information face up (a draw, a deal) is never taken
        back, since the players have seen it.
        """
        st = self.state
        if not st.history:
            raise TableError(Msg(N_("Nothing to step back: no move has been made at this table.")))
        n = 0
        probe = st.copy()           # walked back one decision at a time to see who took each
        while n < len(st.history):
            n += 1
            if self.reveals[-n]:
                raise TableError(Msg(N_("This table cannot step back: a move since then showed hidden "
                                        "information, and taking it back would let a player peek.")))
            probe.undo()
            who = probe.current_player
            if who is not None and not self.seats[who].bot:
                break
        for _ in range(n):
            st.undo()
            self.reveals.pop()
        self.last_note.clear()
        self.serial += 1
        self.save()

    def set_position(self, state) -> None:
        """Put a position on this table (the teacher's broadcast). Same game and player count only."""
        if type(state) is not type(self.state) or len(self.seats) != _players(state):
            raise TableError(Msg(N_("That position is for another game or number of players than {table}."),
                                 {"table": self.name}))
        self.state = state
        self.reveals = [False] * len(state.history)
        self.last_note.clear()
        self.run_bots()
        self.serial += 1
        self.save()

    # ------------------------------------------------------------------ storing
    def record(self) -> dict:
        return {"name": self.name, "game": self.game_name, "save": self.state.to_json(),
                "seats": [{"token": s.token, "bot": s.bot, "lang": s.lang, "bot_key": s.bot_key, "bot_moves": s.bot_moves}
                          for s in self.seats],
                "paused": self.paused, "reveals": self.reveals, "serial": self.serial}

    def save(self) -> None:
        # a shared store refuses the record if another process stored the table since we read it
        self.room.store.put(self.id, self.record(), previous_serial=self._stored_serial)
        self._stored_serial = self.serial
        self.room.changed(self)


def _position(game: str, text: str):
    """A state from a save's JSON text or a position code of ``game`` (both checked like a save)."""
    text = (text or "").strip()
    g = rulebook.GAMES.get(game)
    if g is None:
        raise ConfigError(Msg(N_("Unknown game '{name}'; the games are: {games}."),
                              {"name": game, "games": ", ".join(sorted(rulebook.GAMES))}))
    try:
        if text.startswith("{"):
            return g.from_json(text)
        from rulebook.codes import from_code
        return from_code(text, game)
    except RulebookError:
        raise
    except (ValueError, KeyError, TypeError, IndexError, AttributeError, RecursionError):
        raise ConfigError(Msg(N_("That is neither a save of {game} nor a position code."), {"game": g.TITLE})) from None


def _new_game(g, players, seed, options: dict):
    """``g.new_game`` with the dashboard's options; a name the game does not take is refused with a sentence."""
    reserved = [k for k in options if k in ("players", "seed", "data_dir")]
    if reserved:
        raise ConfigError(Msg(N_("'{name}' is not an option here: the form sets it, or a class table may not."),
                              {"name": reserved[0]}))
    try:
        return g.new_game(players=players, seed=seed, **options)
    except (TypeError, ValueError) as e:
        if isinstance(e, RulebookError):
            raise
        raise ConfigError(Msg(N_("These options do not start a game of {game}: {reason}."),
                              {"game": g.TITLE, "reason": str(e)})) from None


def _players(state) -> int:
    n = getattr(state, "num_players", None)
    return n if isinstance(n, int) else len(state.players)


class Room:
    """One lesson: the teacher's code, the tables, where they are stored, who watches them."""

    def __init__(self, store, teacher_code: str | None = None):
        from .auth import Sessions, hash_code, new_code
        self.store = store
        # the store keeps a salted hash, so a restarted server keeps the code the teacher wrote on the board;
        # ``teacher_code`` is the code itself only when it was just made or given (to print it once)
        self.teacher_code = None
        if teacher_code:
            self.teacher_code = teacher_code.strip()
        elif not store.get_setting("teacher_code_hash"):
            self.teacher_code = new_code()
        if self.teacher_code:
            store.set_setting("teacher_code_hash", hash_code(self.teacher_code))
        self.sessions = Sessions(store)
        self.tables: dict = {}
        self.runner = None          # a bots.BotRunner when a server runs the bots off its event loop
        self._listeners: list = []
        self._by_token: dict = {}
        for tid, rec in store.load_all().items():
            self._restore(tid, rec)

    # ------------------------------------------------------------------ tables
    def create(self, game: str, *, players: int, seed: int | None = None, options: dict | None = None,
               bots: dict | None = None, name: str | None = None, save_text: str | None = None) -> Table:
        """A new table; ``bots`` maps seat -> bot name for seats no student takes.

        ``seed=None`` (the dashboard's default) deals from the operating system's randomness: 64 bits no
        student can search. A seed the teacher types gives a deal they can repeat; it stays on the server."""
        g = rulebook.GAMES.get(game)
        if g is None:
            raise ConfigError(Msg(N_("Unknown game '{name}'; the games are: {games}."),
                                  {"name": game, "games": ", ".join(sorted(rulebook.GAMES))}))
        if seed is None:
            seed = secrets.randbits(64)
        state = _position(game, save_text) if save_text else _new_game(g, players, seed, options or {})
        players = _players(state)
        bots = dict(bots or {})
        from .bots import check_bot
        for s, b in bots.items():
            if not (isinstance(s, int) and 0 <= s < players):
                raise ConfigError(Msg(N_("There is no seat {seat} at a table of {n} players."), {"seat": s, "n": players}))
            check_bot(b, g)      # refuses an unknown bot name or too big a budget with its own sentence
        tid = secrets.token_hex(4)
        seats = [SeatInfo(_new_token(), bots.get(i)) for i in range(players)]
        t = Table(self, tid, name or f"Table {len(self.tables) + 1}", game, state, seats)
        self.tables[tid] = t
        for s in seats:
            self._by_token[s.token] = t
        t.run_bots()
        t.save()
        return t

    def _table_from(self, tid: str, rec: dict) -> Table:
        g = rulebook.GAMES[rec["game"]]
        state = g.from_json(rec["save"])
        seats = [SeatInfo(s["token"], s.get("bot"), s.get("lang", "en"), **({"bot_key": s["bot_key"]} if "bot_key" in s
                                                                            else {}), bot_moves=s.get("bot_moves", 0))
                 for s in rec["seats"]]
        return Table(self, tid, rec["name"], rec["game"], state, seats, rec.get("paused", False),
                     rec.get("reveals"), rec.get("serial", 0), stored=True)

    def _restore(self, tid: str, rec: dict) -> None:
        t = self._table_from(tid, rec)
        self.tables[tid] = t
        for s in t.seats:
            self._by_token[s.token] = t
        if any(s.get("bot") and "bot_key" not in s for s in rec["seats"]):
            t.save()        # a table stored before bots had keys: keep the keys just made, for the next restart

    def refresh(self, table: Table, force: bool = False) -> bool:
        """Several server processes (Redis store): take the stored table if another process moved it."""
        if not self.store.shared:       # one process owns every table: nothing to catch up with
            return False
        rec = self.store.get(table.id)
        if rec is None or (rec.get("serial", 0) == table.serial and not force):
            return False
        fresh = self._table_from(table.id, rec)
        table.state, table.paused, table.reveals, table.serial = fresh.state, fresh.paused, fresh.reveals, fresh.serial
        for s in table.seats:
            self._by_token.pop(s.token, None)
        table.seats = fresh.seats
        for s in table.seats:
            self._by_token[s.token] = table
        table._stored_serial = fresh.serial
        table.last_note.clear()
        return True

    def reload(self, table_id: str) -> None:
        """Another process changed ``table_id``: load it (or the new table) and tell this process's pages."""
        t = self.tables.get(table_id)
        if t is None:
            rec = self.store.get(table_id)
            if rec is not None:
                self._restore(table_id, rec)
            return
        if self.refresh(t):
            self.changed(t)

    def rotate_links(self, table: Table) -> set:
        """New secret links for every person's seat of ``table`` (the old ones stop working); the old tokens."""
        old = set()
        for s in table.seats:
            if not s.bot:
                old.add(s.token)
                self._by_token.pop(s.token, None)
                s.token = _new_token()
                self._by_token[s.token] = table
        table.serial += 1
        table.save()
        return old

    def seat_for(self, token: str) -> tuple:
        """``(table, seat)`` for a seat's token; TableError when no seat has it."""
        t = self._by_token.get(token) if isinstance(token, str) else None
        seat = t.seat_of(token) if t is not None else None
        if seat is None:
            raise TableError(Msg(N_("This link does not belong to any seat here; ask your teacher for yours.")))
        return t, seat

    def is_teacher(self, code) -> bool:
        """Is ``code`` (any text) the teacher code?"""
        from .auth import check_code
        return check_code(code, self.store.get_setting("teacher_code_hash"))

    def new_teacher_code(self) -> str:
        """A new teacher code (returned once, to show); every teacher session ends."""
        from .auth import hash_code, new_code
        code = new_code()
        self.store.set_setting("teacher_code_hash", hash_code(code))
        self.sessions.close_all()
        self.teacher_code = None
        return code

    def pause_all(self, paused: bool) -> None:
        for t in self.tables.values():
            t.set_paused(paused)

    def broadcast(self, game: str, save_text: str) -> list:
        """Put one position on every table of that game and size; returns the names of tables skipped.

        ``save_text`` is a save (JSON) or a position code (``FC-S…``, from the position editor)."""
        state = _position(game, save_text)
        skipped = []
        for t in self.tables.values():
            if t.game_name == game and len(t.seats) == _players(state):
                t.set_position(state.copy())
            else:
                skipped.append(t.name)
        return skipped

    def saves(self) -> dict:
        """Every table's save text by file name (for the end of the lesson)."""
        out = {}
        for t in self.tables.values():
            out[f"{t.name.replace(' ', '_')}-{t.game_name}-{t.id}.json"] = t.state.to_json()
        return out

    # ------------------------------------------------------------------ listeners
    def add_listener(self, fn) -> None:
        """``fn(table)`` is called after every change of a table (the server pushes the new pictures)."""
        self._listeners.append(fn)

    def changed(self, table: Table) -> None:
        for fn in list(self._listeners):
            fn(table)
