"""Check a played scenario's expectations, score them, and attribute each miss to a stage.

Attribution reads what the pipeline itself recorded, never a guess from the text: the
entry's status (held for review or denied: the policy; superseded or expired: the
lifecycle), the model's recorded reply (never proposed: extraction), and the extraction
job's result for the turn that proposed it (its ``dropped`` reasons name the evidence guard
or the policy; ``similar_in_turn``/``similar_stored`` name dedupe). Recall misses are the
gate when nothing came back, ranking when the entry is stored but placed too low.
"""

from __future__ import annotations

import math
from typing import Any

from episodic import Entry, Recalled, Scope
from episodic.evals.format import Matcher, Query
from episodic.evals.metrics import Failure, Score
from episodic.evals.runner import Run, TurnRecord, find

_NOT_GUARD = ("empty", "over_turn_limit")


def evaluate(run: Run) -> tuple[Score, list[Failure], dict[str, str]]:
    """Score every expectation of the run's scenario."""
    score, failures = Score(), [Failure("scenario", e, "scenario", e) for e in run.errors]
    stopped: dict[str, str] = {}
    _coverage(run, score, failures)
    _forbidden(run, score, failures, stopped)
    _identifiers(run, score, failures)
    _precision(run, score, failures)
    _dedupe(run, score, failures)
    _lifecycle(run, score, failures)
    for query in run.scenario.expect.recall:
        _query(run, query, score, failures)
    _apart(run, score, failures)
    return score, failures, stopped


def lost_at(run: Run, matcher: Matcher) -> tuple[str, str]:
    """The stage that kept ``matcher``'s fact from being an active entry, and why."""
    entries = find(run, matcher, include_inactive=True)
    statuses = sorted({entry.status for entry in entries})
    if "active" in statuses:
        return "", "it is active"
    held = [s for s in statuses if s in ("pending_review", "denied")]
    if held:
        return "policy", f"the entry is {held[0]}"
    if statuses:
        return "lifecycle", f"the entry is {statuses[0]}"
    found = _proposing_turn(run, matcher)
    if found is None:
        return "extraction", "the model never proposed it"
    turn, item = found
    dropped: dict[str, int] = turn.result.get("dropped", {})
    guard = {k: n for k, n in dropped.items() if k not in _NOT_GUARD and ":" not in k}
    policy = {k: n for k, n in dropped.items() if k.startswith("policy:")}
    if guard and policy and _refused_by_policy(turn, item):
        guard = {}
    if guard:
        return "evidence guard", f"its turn's job dropped {_reasons(guard)}"
    if policy:
        return "policy", f"its turn's job dropped {_reasons(policy)}"
    if turn.result.get("similar_in_turn") or turn.result.get("similar_stored"):
        return "dedupe", "its turn's job merged it into a similar entry"
    if turn.status != "done":
        return "extraction", f"its turn's job is {turn.status}"
    return (
        "extraction",
        f"proposed but not stored; the job dropped {_reasons(dropped) or 'nothing'}",
    )


def _reasons(counts: dict[str, int]) -> str:
    return ", ".join(f"{reason} x{n}" for reason, n in sorted(counts.items()))


def _refused_by_policy(turn: TurnRecord, item: dict[str, Any]) -> bool:
    """When the guard and the policy both dropped something in one turn, the counters
    cannot say which dropped ``item``: a quote absent from the turn can only be the guard's
    (``not_found``); a quoted, sensitive item is taken as the policy's."""
    quote = " ".join(str(item.get("evidence", "")).split()).casefold()
    said = " ".join(" ".join(turn.said).split()).casefold()
    return bool(quote) and quote in said and item.get("privacy_class") == "sensitive"


def _proposing_turn(run: Run, matcher: Matcher) -> tuple[TurnRecord, dict[str, Any]] | None:
    """The first turn whose model reply proposed the fact, and the proposed item."""
    for turn in run.turns:
        if turn.user != matcher.user:
            continue
        for item in turn.proposed:
            if isinstance(item.get("content"), str) and matcher.matches(item["content"]):
                return turn, item
    return None


def _active(run: Run, user: str) -> list[Entry]:
    return run.memory.timeline(run.scope(user))


def _coverage(run: Run, score: Score, failures: list[Failure]) -> None:
    for matcher in run.scenario.expect.active:
        if not score.coverage.add(bool(_live(run, matcher))):
            stage, why = lost_at(run, matcher)
            failures.append(Failure("coverage", matcher.describe(), stage, why))


def _live(run: Run, matcher: Matcher) -> list[Entry]:
    return [entry for entry in find(run, matcher) if entry.status == "active"]


def _forbidden(run: Run, score: Score, failures: list[Failure], stopped: dict[str, str]) -> None:
    for forbidden in run.scenario.expect.forbidden:
        name = f"{forbidden.why}: {forbidden.matcher.describe()}"
        if score.kept_out.add(not _live(run, forbidden.matcher)):
            stage, why = lost_at(run, forbidden.matcher)
            stopped[name] = f"{stage} ({why})"
        else:
            why = "an active entry holds it"
            if forbidden.known_gap:
                why += f"; known gap: {forbidden.known_gap}"
            hard = forbidden.known_gap is None
            failures.append(Failure("forbidden", name, forbidden.stage, why, hard))


def _identifiers(run: Run, score: Score, failures: list[Failure]) -> None:
    for user, value in run.scenario.expect.identifiers:
        kept = any(value in entry.content for entry in _active(run, user))
        if not score.identifiers.add(kept):
            stage, why = lost_at(run, Matcher(user, contains=(value,)))
            failures.append(Failure("identifier", value, stage, why))


def _precision(run: Run, score: Score, failures: list[Failure]) -> None:
    messages = _messages(run)
    expected = run.scenario.expect.active
    forbidden = [f.matcher for f in run.scenario.expect.forbidden]
    for user in run.scenario.users:
        for entry in _active(run, user):
            backed = entry.id in run.direct or _backed(entry, messages)
            wanted = any(m.user == user and m.matches(entry.content) for m in expected)
            if score.precision.add(backed and wanted):
                continue
            if any(m.user == user and m.matches(entry.content) for m in forbidden):
                continue  # already reported by the forbidden check, with its stage
            stage = "extraction" if backed else "evidence guard"
            why = "not an expected fact" if backed else "its evidence is not an exact span"
            failures.append(Failure("precision", entry.content, stage, why))


def _messages(run: Run) -> dict[str, str]:
    texts: dict[str, str] = {}
    for user, threads in run.threads.items():
        for thread in threads:
            for message in run.memory.messages.list(run.scope(user), thread, limit=1000):
                texts[message.id] = message.content
    return texts


def _backed(entry: Entry, messages: dict[str, str]) -> bool:
    """Every source quotes an exact span of a stored message, at the offsets it records."""
    if not entry.sources:
        return False
    for source in entry.sources:
        text = messages.get(source.message_id or "")
        if text is None or source.evidence is None or source.start is None:
            return False
        if text[source.start : source.end] != source.evidence:
            return False
    return True


def _dedupe(run: Run, score: Score, failures: list[Failure]) -> None:
    expect = run.scenario.expect
    for matcher in expect.merged:
        live = _live(run, matcher)
        # Merged, not merely said once: the one entry carries the repeat's evidence too.
        if not score.dedupe.add(len(live) == 1 and len(live[0].sources) > 1):
            why = f"{len(live)} active entries hold it"
            if len(live) == 1:
                why = "one entry, but the repeat's evidence was not added to it"
            failures.append(Failure("merged", matcher.describe(), "dedupe", why))
    by_id = {m.id: m for m in expect.active if m.id}
    for group in expect.distinct:
        found = {name: {e.id for e in _live(run, by_id[name])} for name in group}
        for position, first in enumerate(group):
            for second in group[position + 1 :]:
                a, b = found[first], found[second]
                if not (a and b):
                    continue  # a missing fact is a coverage miss, not a dedupe question
                if not score.dedupe.add(not a & b):
                    why = "one entry holds both"
                    failures.append(Failure("distinct", f"{first} / {second}", "dedupe", why))


def _lifecycle(run: Run, score: Score, failures: list[Failure]) -> None:
    expect = run.scenario.expect
    wanted = [("superseded", m) for m in expect.superseded] + [
        ("expired", m) for m in expect.expired
    ]
    for status, matcher in wanted:
        entries = find(run, matcher, include_inactive=True)
        statuses = sorted({entry.status for entry in entries})
        recalled = _recalled(run, matcher)
        if not score.lifecycle.add(
            status in statuses and "active" not in statuses and not recalled
        ):
            why = f"statuses found: {', '.join(statuses) or 'none'}"
            why += "; still recalled" if recalled else ""
            failures.append(Failure(status, matcher.describe(), "lifecycle", why))
    for matcher in expect.held:
        # Stored for a reviewer to decide, and used nowhere until then.
        entries = find(run, matcher, include_inactive=True)
        statuses = sorted({entry.status for entry in entries})
        recalled = _recalled(run, matcher)
        if not score.lifecycle.add(statuses == ["pending_review"] and not recalled):
            why = f"statuses found: {', '.join(statuses) or 'none'}"
            why += "; recalled before review" if recalled else ""
            failures.append(Failure("held", matcher.describe(), "policy", why))
    for matcher in expect.forgotten:
        left = find(run, matcher, include_inactive=True)
        recalled = _recalled(run, matcher)
        if not score.lifecycle.add(not left and not recalled):
            why = f"{len(left)} entries left" + ("; still recalled" if recalled else "")
            failures.append(Failure("forgotten", matcher.describe(), "lifecycle", why))


def _recalled(run: Run, matcher: Matcher) -> bool:
    """Whether a search for the fact's own words still returns it."""
    query = matcher.exact or " ".join(matcher.contains)
    found = run.memory.recall(run.scope(matcher.user), query, 10)
    return any(matcher.matches(result.entry.content) for result in found)


def _query(run: Run, query: Query, score: Score, failures: list[Failure]) -> None:
    scope = run.scope(query.user)
    found = run.memory.recall(scope, query.text, query.k, purpose=query.purpose)
    crossing = _crossing(scope, found, query.purpose)
    if crossing:
        score.contamination += crossing
        why = f"{crossing} results from another scope or purpose"
        failures.append(Failure("contamination", query.text, "scope", why))
    if not found:
        score.abstention_precision.add(query.expect is None)
    if query.expect is None:
        if not score.abstention.add(not found):
            why = f"{len(found)} results came back"
            failures.append(Failure("abstention", query.text, "gate", why, hard=not query.soft))
        return
    target = next(m for m in run.scenario.expect.active if m.id == query.expect)
    rank = next((n for n, r in enumerate(found, 1) if target.matches(r.entry.content)), None)
    score.hits.add(rank is not None)
    score.reciprocal_ranks.append(0.0 if rank is None else 1.0 / rank)
    score.gains.append(0.0 if rank is None else 1.0 / math.log2(rank + 1))
    if rank is None:
        if not _live(run, target):
            stage, why = lost_at(run, target)
        elif not found:
            stage, why = "gate", "recall returned nothing"
        else:
            stage, why = "ranking", f"not in the top {query.k} of {len(found)} results"
        failures.append(Failure("recall", query.text, stage, why, hard=not query.soft))


def _crossing(scope: Scope, found: list[Recalled], purpose: str | None) -> int:
    """Results from another scope, or tagged for purposes that exclude ``purpose``."""
    crossing = 0
    for result in found:
        entry = result.entry
        wrong_purpose = purpose is not None and entry.purpose and purpose not in entry.purpose
        crossing += int(entry.scope != scope or bool(wrong_purpose))
    return crossing


def _apart(run: Run, score: Score, failures: list[Failure]) -> None:
    """Each user's facts, searched for in the other's scope, must never come back there."""
    expect = run.scenario.expect
    for first, second in expect.apart:
        for mine, theirs in ((first, second), (second, first)):
            scope = run.scope(mine)
            own = [m for m in expect.active if m.user == mine]
            for matcher in (m for m in expect.active if m.user == theirs):
                query = matcher.exact or " ".join(matcher.contains)
                found = run.memory.recall(scope, query, 10)
                leaks = _crossing(scope, found, None) + sum(
                    1
                    for r in found
                    if matcher.matches(r.entry.content)
                    and not any(m.matches(r.entry.content) for m in own)
                )
                score.contamination += leaks
                if leaks:
                    failures.append(
                        Failure("apart", f"{theirs} -> {mine}: {matcher.describe()}", "scope", "")
                    )
