"""The bundled MiniLM model, loaded from the installed package with no network."""

from __future__ import annotations

from pathlib import Path

import pytest

from episodic import Embedder, Memory, Scope
from episodic.embedders import get_embedder


@pytest.fixture(scope="module")
def local() -> Embedder:
    return get_embedder("local")


def test_local_embedder_gives_unit_vectors_that_capture_meaning(local: Embedder) -> None:
    assert local.name == "local:all-MiniLM-L6-v2"
    assert local.dimension == 384
    vectors = local.embed(
        ["The invoice email bounced.", "Billing emails are being rejected.", "I like hiking."]
    )
    assert vectors.shape == (3, 384)
    assert abs(float(vectors[0] @ vectors[0]) - 1.0) < 1e-5
    assert float(vectors[0] @ vectors[1]) > float(vectors[0] @ vectors[2]) + 0.2


def test_read_path_with_the_real_model(local: Embedder, tmp_path: Path) -> None:
    scope = Scope(tenant="acme", agent="bot", user="u-1")
    with Memory.open(tmp_path / "m.db", embedder=local) as memory:
        memory.remember(scope, "SSO login loops on Safari only; Chrome and Firefox work.")
        memory.remember(scope, "CSV exports over 2 GB time out on plan=basic.")
        hits = memory.recall(scope, "users stuck in a sign-in redirect loop in Safari")
        assert hits and hits[0].entry.content.startswith("SSO login loops")
        assert memory.recall(scope, "what's a good recipe for banana bread?") == []
        assert memory.before_turn(scope, "t", "favourite hiking trails near Oslo").render() == ""
