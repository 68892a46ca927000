"""Signed-in browsers: a random session id in the cookie, the key's binding in this process.

The cookie never holds the API key: a copied cookie expires, is dropped at sign-out, and says
nothing about the key it came from. Sessions live in the server's memory, so a restart signs
everyone out. Failed sign-ins are counted per client address; past a few a minute the form
answers 429 until the minute is over, so a key cannot be guessed through the page.
"""

from __future__ import annotations

import secrets
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from episodic.server.settings import KeyBinding

#: How long a sign-in lasts without being used.
SESSION_SECONDS = 12 * 3600
#: Failed sign-ins from one address allowed within :data:`FAILURE_WINDOW` seconds.
MAX_FAILURES = 5
FAILURE_WINDOW = 60.0
#: Sessions kept at most; the least recently used go first.
MAX_SESSIONS = 10_000


@dataclass
class WebSessions:
    """The signed-in sessions and the failed sign-ins of one server process.

    Attributes:
        clock: Seconds from a monotonic clock (tests move their own).
    """

    clock: Callable[[], float] = time.monotonic
    _sessions: dict[str, tuple[KeyBinding, float]] = field(default_factory=dict)
    _failures: dict[str, deque[float]] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def start(self, binding: KeyBinding) -> str:
        """A new session for a key's binding; returns the id the cookie carries."""
        session = secrets.token_urlsafe(32)
        with self._lock:
            while len(self._sessions) >= MAX_SESSIONS:
                del self._sessions[next(iter(self._sessions))]
            self._sessions[session] = (binding, self.clock() + SESSION_SECONDS)
        return session

    def binding(self, session: str) -> KeyBinding | None:
        """The binding of a live session (its life starts again), or ``None``."""
        if not session:
            return None
        with self._lock:
            found = self._sessions.pop(session, None)
            if found is None or found[1] <= self.clock():
                return None
            self._sessions[session] = (found[0], self.clock() + SESSION_SECONDS)
            return found[0]

    def end(self, session: str) -> None:
        """Sign a session out."""
        with self._lock:
            self._sessions.pop(session, None)

    def end_all(self) -> None:
        """Sign every session out (the keys changed)."""
        with self._lock:
            self._sessions.clear()

    def wait(self, client: str) -> int:
        """Seconds ``client`` must wait before trying to sign in again (0: it may now)."""
        with self._lock:
            failures = self._recent(client)
            if len(failures) < MAX_FAILURES:
                return 0
            return max(1, int(failures[0] + FAILURE_WINDOW - self.clock()) + 1)

    def failed(self, client: str) -> None:
        """Count a failed sign-in from ``client``."""
        with self._lock:
            self._recent(client).append(self.clock())

    def _recent(self, client: str) -> deque[float]:
        now = self.clock()
        failures = self._failures.setdefault(client, deque())
        while failures and failures[0] <= now - FAILURE_WINDOW:
            failures.popleft()
        if len(self._failures) > MAX_SESSIONS:  # forget quiet addresses
            for quiet in [c for c, f in self._failures.items() if not f and c != client]:
                del self._failures[quiet]
        return failures
