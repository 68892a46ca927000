"""Labelled corpora for the gate (secrets, modality, pastes, injections) and their scorer.

``python -m benchmarks gate`` scores the adapters of :mod:`benchmarks.gate.adapters` on the
tune or held half; see :mod:`benchmarks.gate.corpus` and :mod:`benchmarks.gate.score`.
"""
