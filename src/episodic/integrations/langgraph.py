"""LangGraph (``pip install 'episodic-ai[langgraph]'``): a ``BaseStore`` kept in episodic.

``EpisodicStore`` gives LangGraph's long-term memory interface (``put``, ``get``, ``search``,
``delete``, ``list_namespaces``, their async versions, ``batch``) over episodic's entries, so
a graph compiled with ``store=EpisodicStore(...)`` (LangChain's ``create_agent`` among them) and
tools that use the store (LangMem's memory tools among them) keep their memories where
episodic's ranking, governance (audit, review, export, erasure) and isolation apply.

**Namespaces and scopes.** The application binds the tenant and the agent when it builds the
store; one element of each namespace names the user (by default the last:
``("memories", "ana")`` is Ana's). The other elements name a collection inside her memory.
A namespace without a user element is refused. With ``user=`` given, the store serves that one
person only, and a namespace naming anyone else is refused too.

**Items.** Each ``(namespace, key)`` is one entry. Its text (what recall ranks) is the value's
``"content"`` (or ``"text"``, or ``"memory"``) when it is a string, else the value as JSON; the
namespace, key and value are kept in the entry's metadata. ``put`` on an existing key writes a
correction (the old version stays in the timeline); ``delete`` forgets the entry (its words
leave every tier). Two keys whose texts say the same stay two items: the second gets its key
appended to its text as an identifier-like mark, which keeps episodic's dedupe from merging
them.

Search with a query is episodic's hybrid recall (BM25 and vectors from the memory's own
embedder, fused, gated for relevance); without one, the collection's items newest first.
Lookups by key read the person's active entries (fine for thousands of items per person).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime, timedelta
from typing import Any

from episodic import Entry, Memory, Scope, ValidationError
from episodic.integrations import framework

with framework("The LangGraph store", "langgraph"):
    from langgraph.store.base import (
        BaseStore,
        GetOp,
        InvalidNamespaceError,
        Item,
        ListNamespacesOp,
        Op,
        PutOp,
        Result,
        SearchItem,
        SearchOp,
    )

__all__ = ["EpisodicStore"]

_META = "langgraph"
_TEXT_FIELDS = ("content", "text", "memory")


def _text(value: Mapping[str, Any]) -> str:
    for name in _TEXT_FIELDS:
        if isinstance(value.get(name), str) and value[name].strip():
            return str(value[name])
    return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)


def _matches(value: Mapping[str, Any], wanted: Mapping[str, Any] | None) -> bool:
    """LangGraph's filter: every named field equals the given value (or ``{"$eq": v}``, ...)."""
    for name, condition in (wanted or {}).items():
        found = value.get(name)
        if isinstance(condition, Mapping) and condition:
            for operator, operand in condition.items():
                checks = {
                    "$eq": found == operand,
                    "$ne": found != operand,
                    "$gt": found is not None and found > operand,
                    "$gte": found is not None and found >= operand,
                    "$lt": found is not None and found < operand,
                    "$lte": found is not None and found <= operand,
                }
                if operator not in checks:
                    raise ValidationError(f"Filter operator {operator!r} is not supported.")
                if not checks[operator]:
                    return False
        elif found != condition:
            return False
    return True


class EpisodicStore(BaseStore):
    """LangGraph's ``BaseStore`` over episodic's entries, for one tenant and agent.

    A ``ttl`` (minutes) becomes the entry's expiry: an expired item is never returned.

    Args:
        memory: The memory.
        agent: The agent whose memory this is (bound here, never taken from a namespace).
        tenant: The tenant (bound here too).
        user: Serve this user only (namespaces naming another are refused); ``None``: the user
            each namespace names.
        user_at: Which element of a namespace is the user (default: the last).
    """

    supports_ttl = True

    def __init__(
        self,
        memory: Memory,
        *,
        agent: str,
        tenant: str = "default",
        user: str | None = None,
        user_at: int = -1,
    ) -> None:
        self.memory = memory
        self.tenant = tenant
        self.agent = agent
        self.user = user
        self.user_at = user_at
        Scope(tenant=tenant, agent=agent, user=user or "check")  # refuse bad ids now

    # -- namespaces and scopes -----------------------------------------------------------------

    def _split(self, namespace: tuple[str, ...]) -> tuple[Scope, tuple[str, ...]]:
        """The scope a namespace is in, and the collection it names within it."""
        if not namespace or not all(isinstance(part, str) and part for part in namespace):
            raise InvalidNamespaceError(f"Namespace {namespace!r} names no user.")
        try:
            user = namespace[self.user_at]
        except IndexError:
            raise InvalidNamespaceError(
                f"Namespace {namespace!r} has no element {self.user_at} to name the user."
            ) from None
        if self.user is not None and user != self.user:
            raise InvalidNamespaceError(f"This store serves user {self.user!r} only.")
        position = self.user_at % len(namespace)
        collection = namespace[:position] + namespace[position + 1 :]
        return Scope(tenant=self.tenant, agent=self.agent, user=user), collection

    def _items(self, scope: Scope) -> list[Entry]:
        return [e for e in self.memory.timeline(scope) if _META in (e.metadata or {})]

    @staticmethod
    def _of(entry: Entry) -> dict[str, Any]:
        meta: dict[str, Any] = entry.metadata[_META]
        return meta

    def _find(self, scope: Scope, namespace: tuple[str, ...], key: str) -> Entry | None:
        for entry in self._items(scope):
            meta = self._of(entry)
            if tuple(meta["namespace"]) == namespace and meta["key"] == key:
                return entry
        return None

    @staticmethod
    def _item(entry: Entry, score: float | None = None) -> SearchItem:
        meta = EpisodicStore._of(entry)
        return SearchItem(
            namespace=tuple(meta["namespace"]),
            key=str(meta["key"]),
            value=dict(meta["value"]),
            created_at=datetime.fromisoformat(
                meta.get("created_at") or entry.recorded_at.isoformat()
            ),
            updated_at=entry.recorded_at,
            score=score,
        )

    # -- operations --------------------------------------------------------------------------

    def _get(self, op: GetOp) -> Item | None:
        scope, _ = self._split(op.namespace)
        found = self._find(scope, op.namespace, op.key)
        if found is None:
            return None
        item = self._item(found)
        return Item(
            value=item.value,
            key=item.key,
            namespace=item.namespace,
            created_at=item.created_at,
            updated_at=item.updated_at,
        )

    def _put(self, op: PutOp) -> None:
        scope, _ = self._split(op.namespace)
        existing = self._find(scope, op.namespace, op.key)
        if op.value is None:
            if existing is not None:
                self.memory.forget(scope, existing.id, reason="deleted through the LangGraph store")
            return
        value = dict(op.value)
        created = self._of(existing)["created_at"] if existing else self.memory.now().isoformat()
        meta = {
            "namespace": list(op.namespace),
            "key": op.key,
            "value": value,
            "created_at": created,
        }
        expires = None if op.ttl is None else self.memory.now() + timedelta(minutes=op.ttl)
        text = _text(value)
        if existing is not None:
            stored = self.memory.correct(
                scope,
                existing.id,
                text,
                metadata={_META: meta},
                expires_at=expires,
                kind=existing.kind,
                reason="updated through the LangGraph store",
            )
        else:
            stored = self.memory.remember(scope, text, metadata={_META: meta}, expires_at=expires)
        if self._of_or_none(stored) != meta:
            # The same words as another item: episodic's dedupe kept that one. A key is its own
            # item, so this one is stored with a mark naming it: a different identifier, so a
            # different fact, never merged.
            digest = hashlib.sha256(json.dumps([list(op.namespace), op.key]).encode()).hexdigest()
            marked = f"{text} (item K-{digest[:8]})"
            self.memory.remember(scope, marked, metadata={_META: meta}, expires_at=expires)

    @staticmethod
    def _of_or_none(entry: Entry) -> dict[str, Any] | None:
        found = (entry.metadata or {}).get(_META)
        return dict(found) if isinstance(found, Mapping) else None

    def _search(self, op: SearchOp) -> list[SearchItem]:
        prefix = op.namespace_prefix
        scope, _ = self._split(prefix)
        wanted = op.limit + op.offset

        def inside(entry: Entry) -> bool:
            meta = self._of(entry)
            return tuple(meta["namespace"])[: len(prefix)] == prefix and _matches(
                meta["value"], op.filter
            )

        if op.query:
            hits = self.memory.recall(scope, op.query, top_k=min(100, wanted * 4))
            found = [
                self._item(hit.entry, hit.final_score)
                for hit in hits
                if _META in (hit.entry.metadata or {}) and inside(hit.entry)
            ]
        else:
            found = [self._item(entry) for entry in self._items(scope) if inside(entry)]
        return found[op.offset : wanted]

    def _namespaces(self, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        users = (
            [self.user]
            if self.user is not None
            else [s.scope.user for s in self.memory.scopes(tenant=self.tenant, agent=self.agent)]
        )
        seen: dict[tuple[str, ...], None] = {}
        for user in users:
            scope = Scope(tenant=self.tenant, agent=self.agent, user=user or "")
            for entry in self._items(scope):
                namespace = tuple(self._of(entry)["namespace"])
                if all(self._condition(namespace, c) for c in op.match_conditions or ()):
                    cut = namespace if op.max_depth is None else namespace[: op.max_depth]
                    seen[cut] = None
        listed = sorted(seen)
        return listed[op.offset : op.offset + op.limit]

    @staticmethod
    def _condition(namespace: tuple[str, ...], condition: Any) -> bool:
        path = tuple(condition.path)
        if len(path) > len(namespace):
            return False
        part = (
            namespace[: len(path)] if condition.match_type == "prefix" else namespace[-len(path) :]
        )
        return all(want in ("*", have) for want, have in zip(path, part, strict=True))

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Run the operations in order (LangGraph's one entry point; the helpers call it)."""
        results: list[Result] = []
        for op in ops:
            if isinstance(op, GetOp):
                results.append(self._get(op))
            elif isinstance(op, PutOp):
                self._put(op)
                results.append(None)
            elif isinstance(op, SearchOp):
                results.append(self._search(op))
            elif isinstance(op, ListNamespacesOp):
                results.append(self._namespaces(op))
            else:
                raise ValidationError(f"Unknown store operation {type(op).__name__}.")
        return results

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """:meth:`batch` in a worker thread, so the event loop is not held up."""
        listed: Sequence[Op] = list(ops)
        return await asyncio.to_thread(self.batch, listed)
