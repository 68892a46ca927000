from __future__ import annotations

import pytest

from episodic import Scope, ScopeError
from episodic.models import content_hash, normalize_content


def test_scope_defaults_tenant_and_builds_a_stable_key() -> None:
    a = Scope(agent="bot", user="u1")
    assert a.tenant == "default"
    assert a.key == Scope(tenant="default", agent="bot", user="u1").key
    assert a.key != Scope(tenant="other", agent="bot", user="u1").key


def test_scope_fields_are_keyword_only() -> None:
    with pytest.raises(TypeError):
        Scope("acme", "bot", "u1")  # type: ignore[misc]


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"tenant": "", "agent": "a", "user": "u"}, "tenant is empty"),
        ({"agent": "  ", "user": "u"}, "agent is empty"),
        ({"agent": "a", "user": ""}, "user is empty"),
        ({"agent": "a", "user": "u\x00x"}, "control characters"),
        ({"agent": "a" * 300, "user": "u"}, "longer than"),
        ({"agent": 5, "user": "u"}, "must be a string"),
    ],
)
def test_bad_scope_fields_are_rejected_with_a_clear_message(
    fields: dict[str, object], message: str
) -> None:
    with pytest.raises(ScopeError, match=message):
        Scope(**fields)  # type: ignore[arg-type]


def test_incomplete_scope_is_refused_where_a_full_one_is_needed() -> None:
    with pytest.raises(ScopeError, match="needs a full scope"):
        Scope(tenant="acme", user="u1").require_complete("recall")


def test_content_hash_ignores_case_and_spacing_only() -> None:
    assert normalize_content("  a\n\tb   c ") == "a b c"
    assert content_hash("Disk  FULL on db-1") == content_hash("disk full on DB-1")
    assert content_hash("disk full on db-1") != content_hash("disk full on db-2")
