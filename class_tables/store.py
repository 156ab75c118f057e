"""Where class tables live between moves.

A table's record is plain JSON: the game's own save text (``state.to_json()``) plus the seats, the
pause flag and which moves revealed something. Every move stores the record, so a server restarted
after a crash picks every table up exactly where it was.

Examples
--------
>>> s = MemoryStore()
>>> s.put("t1", {"game": "first_class", "save": "{}"})
>>> s.load_all()["t1"]["game"]
'first_class'
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Protocol


class Store(Protocol):
    #: True when several server processes share the tables (they must read before acting, lock when writing)
    shared: bool

    def load_all(self) -> dict: ...
    def get(self, table_id: str) -> dict | None: ...
    def put(self, table_id: str, record: dict, previous_serial: int | None = None) -> None: ...
    def delete(self, table_id: str) -> None: ...
    def setting(self, name: str, make) -> str: ...
    def get_setting(self, name: str) -> str | None: ...
    def set_setting(self, name: str, value: str) -> None: ...


class MemoryStore:
    """Tables kept in this process only (tests, a quick demo)."""

    shared = False

    def __init__(self):
        self._rows: dict = {}
        self._settings: dict = {}

    def load_all(self) -> dict:
        return {k: json.loads(v) for k, v in self._rows.items()}

    def get(self, table_id: str) -> dict | None:
        v = self._rows.get(table_id)
        return json.loads(v) if v is not None else None

    def put(self, table_id: str, record: dict, previous_serial: int | None = None) -> None:
        self._rows[table_id] = json.dumps(record)

    def delete(self, table_id: str) -> None:
        self._rows.pop(table_id, None)

    def setting(self, name: str, make) -> str:
        """A value kept across restarts (the teacher code, the cookie key); ``make()`` makes it the first time."""
        if name not in self._settings:
            self._settings[name] = make()
        return self._settings[name]

    def get_setting(self, name: str) -> str | None:
        return self._settings.get(name)

    def set_setting(self, name: str, value: str) -> None:
        self._settings[name] = value


class SqliteStore:
    """Tables in one SQLite file; each ``put`` is committed before the move is announced."""

    shared = False

    def __init__(self, path):
        import sqlite3  # here, not at the top: Pyodide (the offline site) loads sqlite3 only on request
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(self.path), isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.execute("CREATE TABLE IF NOT EXISTS class_tables (id TEXT PRIMARY KEY, record TEXT NOT NULL)")
        self._db.execute("CREATE TABLE IF NOT EXISTS settings (name TEXT PRIMARY KEY, value TEXT NOT NULL)")

    def setting(self, name: str, make) -> str:
        """A value kept across restarts (the teacher code, the cookie key); ``make()`` makes it the first time."""
        row = self._db.execute("SELECT value FROM settings WHERE name = ?", (name,)).fetchone()
        if row is None:
            self._db.execute("INSERT INTO settings (name, value) VALUES (?, ?)", (name, make()))
            row = self._db.execute("SELECT value FROM settings WHERE name = ?", (name,)).fetchone()
        return row[0]

    def get_setting(self, name: str) -> str | None:
        row = self._db.execute("SELECT value FROM settings WHERE name = ?", (name,)).fetchone()
        return row[0] if row else None

    def set_setting(self, name: str, value: str) -> None:
        self._db.execute("INSERT INTO settings (name, value) VALUES (?, ?) "
                         "ON CONFLICT(name) DO UPDATE SET value = excluded.value", (name, value))

    def load_all(self) -> dict:
        rows = self._db.execute("SELECT id, record FROM class_tables ORDER BY rowid").fetchall()
        return {k: json.loads(v) for k, v in rows}

    def get(self, table_id: str) -> dict | None:
        row = self._db.execute("SELECT record FROM class_tables WHERE id = ?", (table_id,)).fetchone()
        return json.loads(row[0]) if row else None

    def put(self, table_id: str, record: dict, previous_serial: int | None = None) -> None:
        self._db.execute("INSERT INTO class_tables (id, record) VALUES (?, ?) "
                         "ON CONFLICT(id) DO UPDATE SET record = excluded.record", (table_id, json.dumps(record)))

    def delete(self, table_id: str) -> None:
        self._db.execute("DELETE FROM class_tables WHERE id = ?", (table_id,))

    def close(self) -> None:
        self._db.close()


class StaleTable(Exception):
    """Another server process changed the table first (the caller reloads it and answers the click again)."""


class RedisStore:
    """Tables in Redis, for a school running several server processes behind one address.

    Each record is one field of the hash ``<prefix>tables``. ``put`` stores a record only if the stored
    serial is the one this process started from (an optimistic lock with WATCH/MULTI), so two processes
    can never both apply a move to the same table; after a put it publishes the table's id on
    ``<prefix>changed`` so the other processes push the new pictures to their students.
    """

    shared = True

    def __init__(self, url: str = "redis://127.0.0.1:6379/0", prefix: str = "rulebook:"):
        import redis
        self._r = redis.Redis.from_url(url, decode_responses=True)
        self._r.ping()
        self.prefix = prefix
        self._key, self._settings, self._chan = prefix + "tables", prefix + "settings", prefix + "changed"
        self._listener = None

    def load_all(self) -> dict:
        return {k: json.loads(v) for k, v in sorted(self._r.hgetall(self._key).items())}

    def get(self, table_id: str) -> dict | None:
        v = self._r.hget(self._key, table_id)
        return json.loads(v) if v is not None else None

    def put(self, table_id: str, record: dict, previous_serial: int | None = None) -> None:
        import redis
        with self._r.pipeline() as p:
            try:
                p.watch(self._key)
                if previous_serial is not None:
                    old = p.hget(self._key, table_id)
                    if old is not None and json.loads(old).get("serial", 0) != previous_serial:
                        raise StaleTable(table_id)
                p.multi()
                p.hset(self._key, table_id, json.dumps(record))
                p.publish(self._chan, table_id)
                p.execute()
            except redis.WatchError:
                raise StaleTable(table_id) from None

    def delete(self, table_id: str) -> None:
        self._r.hdel(self._key, table_id)

    def setting(self, name: str, make) -> str:
        self._r.hsetnx(self._settings, name, make())
        return self._r.hget(self._settings, name)

    def get_setting(self, name: str) -> str | None:
        return self._r.hget(self._settings, name)

    def set_setting(self, name: str, value: str) -> None:
        self._r.hset(self._settings, name, value)

    def listen(self, callback) -> None:
        """Call ``callback(table_id)`` (from a background thread) whenever any process changes a table."""
        ps = self._r.pubsub(ignore_subscribe_messages=True)
        ps.subscribe(**{self._chan: lambda m: callback(m["data"])})
        self._listener = ps.run_in_thread(sleep_time=0.05, daemon=True)

    def close(self) -> None:
        if self._listener is not None:
            self._listener.stop()
        self._r.close()
