"""Where a request comes from, and how many wrong keys that place may send.

**The source** of a request is the address that opened the connection, unless that address is
one of the proxies the settings trust (``EPISODIC_TRUSTED_PROXIES``, none by default). Then it
is the address the proxy says it forwarded for: walking ``X-Forwarded-For`` from the right
(the entry the nearest proxy added) past every address that is itself a trusted proxy, the
first one that is not; without that header, the ``Forwarded`` header's ``for=`` the same way.
A client that writes these headers itself changes nothing unless it connects from a trusted
proxy, and even then only the entries left of the proxy's own. The server reads them itself
(uvicorn's own reading of them is turned off, see :data:`UVICORN_OPTIONS`): uvicorn trusts
them from 127.0.0.1 by default, which let any local client pick its address.

**Failed keys** are counted per source across every surface (REST, MCP over HTTP, the web
page's sign-in, the proxy): past :data:`MAX_FAILURES` within :data:`FAILURE_WINDOW` seconds,
every request of that source that carries a key gets 429 with ``Retry-After`` until its
oldest failure is a window old, the right key included (else a guesser would learn which
guess was right from the answer). Other sources are not affected, so a guesser never locks the
owner out from another address. IPv6 sources are counted per /64, the block one machine is
usually given, so cycling through its addresses does not reset the count.
"""

from __future__ import annotations

import ipaddress
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from episodic import ConfigError, EpisodicError

T = TypeVar("T")
Network = ipaddress.IPv4Network | ipaddress.IPv6Network

#: Failed keys one source may send within :data:`FAILURE_WINDOW` seconds.
MAX_FAILURES = 10
FAILURE_WINDOW = 60.0
#: Sources whose failures are remembered at most; quiet ones are forgotten first.
MAX_SOURCES = 100_000
#: How every server this package runs is handed to uvicorn: the forwarded headers are read by
#: :class:`TrustedProxies`, never by uvicorn (which would trust them from 127.0.0.1).
UVICORN_OPTIONS: dict[str, Any] = {"proxy_headers": False}


class TooManyFailures(EpisodicError):
    """Too many wrong API keys came from this request's source; ``retry_after`` says for how
    many more seconds every key it sends is refused."""

    def __init__(self, retry_after: int) -> None:
        super().__init__(
            f"Too many wrong API keys from this address; try again in {retry_after} seconds."
        )
        self.retry_after = retry_after


@dataclass(frozen=True, slots=True)
class TrustedProxies:
    """The proxies whose forwarded headers are believed.

    Attributes:
        networks: Their addresses, as networks (a single address is a /32 or /128).
    """

    networks: tuple[Network, ...] = ()

    @classmethod
    def parse(cls, items: Iterable[str]) -> TrustedProxies:
        """Addresses or networks (``10.0.0.7``, ``10.0.0.0/8``, ``fd00::/8``).

        Raises:
            ConfigError: An item that is neither.
        """
        networks = []
        for item in items:
            try:
                networks.append(ipaddress.ip_network(item.strip(), strict=False))
            except ValueError:
                raise ConfigError(
                    "EPISODIC_TRUSTED_PROXIES items are the addresses or networks of your "
                    f"reverse proxies, such as 10.0.0.7 or 10.0.0.0/8; got {item[:60]!r}."
                ) from None
        return cls(tuple(networks))

    def trusts(self, address: str) -> bool:
        """Whether ``address`` is one of the trusted proxies."""
        found = _ip(address)
        return found is not None and any(found in network for network in self.networks)

    def source(self, peer: str, forwarded_for: Sequence[str], forwarded: Sequence[str]) -> str:
        """The source of a request from ``peer`` with these ``X-Forwarded-For`` and
        ``Forwarded`` header values (each header's lines, in order), as counted."""
        if not self.trusts(peer):
            return counted(peer)
        chain = _split(forwarded_for, _forwarded_for) or _split(forwarded, _forwarded)
        for hop in reversed(chain):
            if not self.trusts(hop):
                return counted(hop)
        return counted(chain[0] if chain else peer)


def counted(address: str) -> str:
    """The name a source is counted under: an IPv4 address as it is, an IPv6 one by its /64,
    anything else (a Unix socket, a proxy's ``unknown``) as given, cut short."""
    found = _ip(address)
    if isinstance(found, ipaddress.IPv6Address) and found.ipv4_mapped is not None:
        found = found.ipv4_mapped
    if isinstance(found, ipaddress.IPv6Address):
        return str(ipaddress.ip_network(f"{found}/64", strict=False))
    return str(found) if found is not None else address.strip().lower()[:64]


def _ip(text: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    """The address in a forwarded value: ``1.2.3.4``, ``1.2.3.4:80``, ``[::1]:80``, ``::1``."""
    text = text.strip().strip('"')
    if text.startswith("["):
        text = text[1 : text.find("]")] if "]" in text else ""
    elif text.count(":") == 1:
        text = text.split(":")[0]
    try:
        return ipaddress.ip_address(text)
    except ValueError:
        return None


def _split(lines: Sequence[str], values: Callable[[str], Iterator[str]]) -> list[str]:
    return [value for line in lines for value in values(line) if value]


def _forwarded_for(line: str) -> Iterator[str]:
    return (part.strip() for part in line.split(","))


def _forwarded(line: str) -> Iterator[str]:
    """The ``for=`` of each element of a ``Forwarded`` header (RFC 7239)."""
    for element in line.split(","):
        for pair in element.split(";"):
            name, _, value = pair.partition("=")
            if name.strip().lower() == "for":
                yield value.strip().strip('"')


@dataclass
class FailureLimit:
    """The failed keys of each source within the last window, for one server process.

    Attributes:
        clock: Seconds from a monotonic clock (tests move their own).
    """

    clock: Callable[[], float] = time.monotonic
    _failures: dict[str, deque[float]] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def attempt(self, source: str, check: Callable[[], T | None]) -> T | None:
        """Run ``check`` (a key lookup: ``None`` when the key is wrong) for ``source``, and
        count it when it fails. Checking and counting happen under one lock, so requests
        sent all at once get no more tries than requests sent one by one.

        Raises:
            TooManyFailures: ``source`` is over the limit; ``check`` did not run.
        """
        with self._lock:
            wait = self._wait(source)
            if wait:
                raise TooManyFailures(wait)
            found = check()
            if found is None:
                self._count(source)
            return found

    def wait(self, source: str) -> int:
        """Seconds ``source`` must wait before its keys are checked again (0: they are now)."""
        with self._lock:
            return self._wait(source)

    def _wait(self, source: str) -> int:
        failures = self._failures.get(source)
        if failures is None:
            return 0
        now = self.clock()
        while failures and failures[0] <= now - FAILURE_WINDOW:
            failures.popleft()
        if not failures:
            del self._failures[source]
        if len(failures) < MAX_FAILURES:
            return 0
        return max(1, int(failures[0] + FAILURE_WINDOW - now) + 1)

    def _count(self, source: str) -> None:
        now = self.clock()
        failures = self._failures.pop(source, None) or deque()
        if len(self._failures) >= MAX_SOURCES:
            self._forget_quiet(now)
        failures.append(now)
        self._failures[source] = failures  # last in the order: the most recently failed

    def _forget_quiet(self, now: float) -> None:
        """Drop sources with no failure in the window, else the least recently failed half."""
        quiet = [s for s, f in self._failures.items() if f[-1] <= now - FAILURE_WINDOW]
        for source in quiet or list(self._failures)[: MAX_SOURCES // 2]:
            del self._failures[source]
