"""The teacher's code, sessions and the login throttle.

The code is 10 characters of Crockford's base 32 (50 bits: digits and capital letters without I, L, O
and U, shown as two groups of five), printed once when it is made. The store keeps only a salted,
slow hash of it. A correct code opens a *session*: a random id in the signed cookie (never the code),
ended by the logout or by a new code. Login attempts are throttled per client and in total, so the
code cannot be tried faster than a few times a minute from one device or once a second from all.

>>> c = new_code(); len(c), c[5]
(11, '-')
>>> normalise(" ab1o-i2l3u ") == "AB10-1213U".replace("-", "")
True
"""
from __future__ import annotations

import hashlib
import hmac
import json
import logging
import secrets
import time

log = logging.getLogger("class_tables")

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"      # Crockford's base 32
CODE_LENGTH = 10                                   # 50 bits
MIN_TYPED = 10                                     # a code the teacher chooses: at least as many characters
SESSION_SECONDS = 12 * 3600                        # a school day; the cookie lives as long
_ITERATIONS = 20_000


def new_code() -> str:
    raw = "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))
    return f"{raw[:5]}-{raw[5:]}"


def normalise(code) -> str:
    """What a person typed, as compared: case, spaces and dashes ignored; O read as 0, I and L as 1."""
    if not isinstance(code, str):
        return ""
    text = "".join(code.split()).replace("-", "").upper()
    return text.translate(str.maketrans("OIL", "011"))


def hash_code(code: str, salt: str | None = None) -> str:
    salt = salt or secrets.token_hex(16)
    digest = hashlib.pbkdf2_hmac("sha256", normalise(code).encode("utf-8"), bytes.fromhex(salt), _ITERATIONS)
    return f"{salt}${digest.hex()}"


def check_code(code, stored: str) -> bool:
    """Does ``code`` (any text at all) match the stored hash?"""
    if not isinstance(code, str) or not stored or len(code) > 200:
        return False
    salt, _, _ = stored.partition("$")
    return hmac.compare_digest(hash_code(code, salt), stored)


class Sessions:
    """Random session ids with their end times, kept in the store's settings (a restart keeps them)."""

    def __init__(self, store):
        self.store = store
        self._ids: dict = json.loads(store.get_setting("teacher_sessions") or "{}")

    def _save(self) -> None:
        self.store.set_setting("teacher_sessions", json.dumps(self._ids))

    def open(self) -> str:
        now = time.time()
        self._ids = {k: v for k, v in self._ids.items() if v > now}
        sid = secrets.token_urlsafe(24)
        self._ids[sid] = now + SESSION_SECONDS
        self._save()
        return sid

    def valid(self, sid) -> bool:
        if not isinstance(sid, str):
            return False
        if getattr(self.store, "shared", False):    # several server processes: another may have opened or ended it
            self._ids = json.loads(self.store.get_setting("teacher_sessions") or "{}")
        return self._ids.get(sid, 0) > time.time()

    def close(self, sid) -> None:
        if self._ids.pop(sid, None) is not None:
            self._save()

    def close_all(self) -> None:
        self._ids = {}
        self._save()


class Throttle:
    """Token buckets per client and for everyone; ``wait(client)`` is 0 when an attempt may go ahead, else
    the seconds until one may (and the attempt is refused). The first refusal of a burst is logged."""

    def __init__(self, per_client=(5, 10.0), total=(20, 1.0), clients: int = 10_000):
        self.per_client, self.total, self.clients = per_client, total, clients
        self._b: dict = {}
        self._loud: set = set()      # buckets whose current burst was logged already

    def _take(self, key, burst, every) -> float:
        now = time.monotonic()
        tokens, then = self._b.get(key, (float(burst), now))
        tokens = min(float(burst), tokens + (now - then) / every)
        if tokens >= 1:
            self._b[key] = (tokens - 1, now)
            self._loud.discard(key)
            return 0.0
        self._b[key] = (tokens, now)
        if key not in self._loud:
            self._loud.add(key)
            log.warning("teacher login throttled (%s): too many attempts", "all clients" if key is None else key)
        return (1 - tokens) * every

    def wait(self, client: str) -> float:
        if len(self._b) > self.clients:       # a flood of addresses: forget the full buckets first
            self._b = {k: v for k, v in self._b.items() if k is None or v[0] < self.per_client[0] - 1}
        w = self._take(str(client), *self.per_client)
        if w:
            return w
        return self._take(None, *self.total)
