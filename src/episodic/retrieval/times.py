"""Time expressions in queries: the spans of time a question asks about.

The same reading, from when a text was said instead of from now, gives the time a memory
tells of ("we went last month", said in April, is March), which the ranking matches too.

Pure: no I/O, and "now" is passed in, never read from the clock. A query such as "what did
she paint on October 13, 2023?" or "what did I order last week?" names a stretch of time; the
read path ranks the memories that happened within it a little higher (see
:attr:`~episodic.config.RankingParams.time_match_boost`). Only explicit expressions are read;
anything ambiguous is left alone, so a query without one ranks exactly as before.

Understood (English, case-insensitive):

- a day: ``October 13, 2023``, ``13 October 2023``, ``13th of Oct, 2023``, ``2023-10-13``;
- a month: ``October 2023``, ``in October`` (the latest October not after now);
- a year: ``in 2023``, ``during 2023``;
- relative to now: ``today``, ``yesterday``, ``this week``, ``last week``, ``this month``,
  ``last month``, ``this year``, ``last year``, ``N days ago`` / ``weeks`` / ``months``.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

__all__ = ["Span", "asks_when", "mentions_time", "time_spans", "without_times"]

_MONTHS = {
    name: number
    for number, names in enumerate(
        (
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ),
        start=1,
    )
    for name in names
}
_MONTH = r"(" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"((?:19|20)\d{2})"
_UNITS = {"day": 1, "week": 7, "month": 30}


@dataclass(frozen=True, slots=True)
class Span:
    """A stretch of time a query names: from ``start`` (inclusive) to ``end`` (exclusive).

    Attributes:
        start: First moment of the span.
        end: First moment after it.
        text: Where the query names it, as ``(start, end)`` character offsets.
        relative: Named relative to now ("yesterday", "3 days ago"): words people also use
            inside what they tell, so they stay among the query's terms.
    """

    start: datetime
    end: datetime
    text: tuple[int, int] = (0, 0)
    relative: bool = False

    def holds(self, moment: datetime, grace: timedelta = timedelta(0)) -> bool:
        """Whether ``moment`` lies in the span, or at most ``grace`` after its end."""
        return self.start <= moment < self.end + grace

    def meets(self, other: Span, grace: timedelta = timedelta(0)) -> bool:
        """Whether ``other`` shares a moment with the span, or starts at most ``grace``
        after its end."""
        return other.start < self.end + grace and self.start < other.end


def _day(year: int, month: int, day: int, now: datetime) -> Span:
    start = datetime(year, month, day, tzinfo=now.tzinfo or UTC)
    return Span(start, start + timedelta(days=1))


def _month(year: int, month: int, now: datetime) -> Span:
    tz = now.tzinfo or UTC
    end = datetime(year + (month == 12), month % 12 + 1, 1, tzinfo=tz)
    return Span(datetime(year, month, 1, tzinfo=tz), end)


def _latest_month(month: int, now: datetime) -> Span:
    return _month(now.year if month <= now.month else now.year - 1, month, now)


def _year(year: int, now: datetime) -> Span:
    tz = now.tzinfo or UTC
    return Span(datetime(year, 1, 1, tzinfo=tz), datetime(year + 1, 1, 1, tzinfo=tz))


def _midnight(now: datetime) -> datetime:
    return now.replace(hour=0, minute=0, second=0, microsecond=0)


def _relative(word: str, now: datetime) -> Span:
    today = _midnight(now)
    week = today - timedelta(days=today.weekday())
    month = today.replace(day=1)
    previous_month = (month - timedelta(days=1)).replace(day=1)
    spans = {
        "today": Span(today, today + timedelta(days=1)),
        "yesterday": Span(today - timedelta(days=1), today),
        "this week": Span(week, week + timedelta(days=7)),
        "last week": Span(week - timedelta(days=7), week),
        "this month": Span(month, _month(month.year, month.month, now).end),
        "last month": Span(previous_month, month),
        "this year": _year(now.year, now),
        "last year": _year(now.year - 1, now),
    }
    return spans[word]


def _ago(count: str, unit: str, now: datetime) -> Span:
    days = int(count) * _UNITS[unit]
    # "Three weeks ago" is vague by nature: a window as wide as the unit around the moment.
    centre = _midnight(now) - timedelta(days=days)
    half = timedelta(days=max(1, _UNITS[unit] // 2))
    return Span(centre - half, centre + half + timedelta(days=1))


_Reader = Callable[[tuple[str, ...], datetime], Span]
_PATTERNS: tuple[tuple[re.Pattern[str], _Reader], ...] = (
    (
        re.compile(rf"(?i)\b{_MONTH}\s+{_DAY},?\s+{_YEAR}\b"),
        lambda g, now: _day(int(g[2]), _MONTHS[g[0]], int(g[1]), now),
    ),
    (
        re.compile(rf"(?i)\b{_DAY}\s+(?:of\s+)?{_MONTH},?\s+{_YEAR}\b"),
        lambda g, now: _day(int(g[2]), _MONTHS[g[1]], int(g[0]), now),
    ),
    (
        re.compile(r"(?i)\b((?:19|20)\d{2})-(\d{2})-(\d{2})\b"),
        lambda g, now: _day(int(g[0]), int(g[1]), int(g[2]), now),
    ),
    (
        re.compile(rf"(?i)\b{_MONTH},?\s+{_YEAR}\b"),
        lambda g, now: _month(int(g[1]), _MONTHS[g[0]], now),
    ),
    (
        re.compile(rf"(?i)\b(?:in|during|since|early|late|mid)\s+{_MONTH}(?!\s*\d)"),
        lambda g, now: _latest_month(_MONTHS[g[0]], now),
    ),
    (re.compile(rf"(?i)\b(?:in|during)\s+{_YEAR}\b"), lambda g, now: _year(int(g[0]), now)),
    (
        re.compile(r"(?i)\b(today|yesterday|(?:this|last) (?:week|month|year))\b"),
        lambda g, now: dataclasses.replace(_relative(g[0], now), relative=True),
    ),
    (
        re.compile(r"(?i)\b(\d{1,3}) (day|week|month)s? ago\b"),
        lambda g, now: dataclasses.replace(_ago(g[0], g[1], now), relative=True),
    ),
)


def time_spans(query: str, now: datetime) -> list[Span]:
    """The stretches of time ``query`` names, in the order found; empty when it names none.

    Each piece of text is read once, by the most specific pattern that matches it, so
    "October 13, 2023" is a day and not also a month. Impossible dates (February 30) are
    ignored.

    Example:
        >>> now = datetime(2024, 1, 10, tzinfo=UTC)
        >>> [s.start.date().isoformat() for s in time_spans("what happened in May?", now)]
        ['2023-05-01']
    """
    taken: list[tuple[int, int]] = []
    spans: list[Span] = []
    for pattern, read in _PATTERNS:
        for match in pattern.finditer(query):
            if any(start < match.end() and match.start() < end for start, end in taken):
                continue
            try:
                span = read(tuple(group.lower() for group in match.groups()), now)
            except (ValueError, OverflowError):
                continue
            taken.append(match.span())
            spans.append(dataclasses.replace(span, text=match.span()))
    return spans


def without_times(query: str, spans: Sequence[Span]) -> str:
    """``query`` with the dates that named ``spans`` taken out.

    The words of a date ("May", "2023") say when, not what: left in the query's terms they
    would make the words that say what look like a weaker match. Relative expressions
    ("last week") stay: people say them inside what they tell ("we met last week").

    Example:
        >>> now = datetime(2024, 1, 10, tzinfo=UTC)
        >>> query = "which vase did I buy in May 2023?"
        >>> without_times(query, time_spans(query, now))
        'which vase did I buy in ?'
    """
    kept, position = [], 0
    for start, end in sorted(span.text for span in spans if not span.relative):
        kept.append(query[position:start])
        position = max(position, end)
    kept.append(query[position:])
    return "".join(kept)


_WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_MONTH_NAMES = "|".join(
    name for name in _MONTHS if len(name) > 3 and name != "may"
)  # full names; "may" only before a number, or it would be the verb
_TIMED = re.compile(
    r"(?i)\b(?:yesterday|today|tonight|tomorrow|recently|lately|ago|weekend"
    rf"|(?:last|next|this|past|coming|previous)\s+(?:week|weekend|month|year|night|summer"
    rf"|winter|spring|fall|autumn|{_WEEKDAYS})|{_WEEKDAYS}|{_MONTH_NAMES}|may\s+\d"
    r"|(?:19|20)\d\d|\d+\s+(?:days?|weeks?|months?|years?))\b"
)
_WHEN = re.compile(
    r"(?i)^\W*(?:when\b|what\s+(?:year|month|day|date|time)\b|how\s+long\s+ago\b"
    r"|since\s+when\b|which\s+(?:year|month|day|week)\b)"
)


def asks_when(query: str) -> bool:
    """Whether ``query`` asks when something happened ("When did Dana move?", "What year
    ...", "How long ago ..."): its answer is a time, so what names one is likelier to hold it.

    Example:
        >>> asks_when("When did Dana adopt the dog?"), asks_when("Where does Dana live?")
        (True, False)
    """
    return bool(_WHEN.search(query))


def mentions_time(text: str) -> bool:
    """Whether ``text`` names a time: a relative one ("yesterday", "last week", "3 days ago"),
    a weekday, a month or a year.

    Example:
        >>> mentions_time("We adopted him last Saturday."), mentions_time("We may adopt him.")
        (True, False)
    """
    return bool(_TIMED.search(text))
