"""Embedding providers, picked by a ``"provider:model"`` string."""

from __future__ import annotations

from episodic.embedders.base import Embedder
from episodic.embedders.testing import TestEmbedder
from episodic.errors import ConfigError

__all__ = ["Embedder", "TestEmbedder", "get_embedder"]


def get_embedder(spec: str | Embedder) -> Embedder:
    """Build an embedder from a spec string, or return an embedder instance unchanged.

    Specs: ``"local"`` (bundled MiniLM on ONNX Runtime, offline),
    ``"sentence-transformers:<path>"`` (any such model, with the ``torch`` extra),
    ``"openai:<model>"``, ``"test"`` (deterministic, for tests).
    """
    if isinstance(spec, Embedder):
        return spec
    provider, _, model = spec.partition(":")
    if provider == "local" and not model:
        from episodic.embedders.local import LocalEmbedder

        return LocalEmbedder()
    if provider == "sentence-transformers" and model:
        from episodic.embedders.sentence_transformers import SentenceTransformerEmbedder

        return SentenceTransformerEmbedder(model, name=spec)
    if provider == "openai" and model:
        from episodic.embedders.openai import OpenAIEmbedder

        return OpenAIEmbedder(model)
    if provider == "test":
        return TestEmbedder(int(model)) if model else TestEmbedder()
    raise ConfigError(
        f"Unknown embedder {spec!r}. Use 'local', 'sentence-transformers:<path>', "
        "'openai:<model>' or 'test'."
    )
