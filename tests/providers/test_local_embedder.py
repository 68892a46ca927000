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


def test_loading_the_model_changes_no_environment_variable_and_needs_no_hub() -> None:
    import os
    import subprocess
    import sys

    code = (
        "import os\n"
        "before = dict(os.environ)\n"
        "from episodic.embedders import get_embedder\n"
        "assert get_embedder('local').embed(['offline']).shape == (1, 384)\n"
        "changed = sorted(k for k in set(before) | set(os.environ) "
        "if before.get(k) != os.environ.get(k))\n"
        "print(changed)\n"
    )
    # Without HF_HUB_OFFLINE: the library itself must not reach for a model hub.
    env = {
        k: v for k, v in os.environ.items() if k not in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE")
    }
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=300
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
    assert "Loading weights" not in result.stderr  # no progress bar on the user's terminal
