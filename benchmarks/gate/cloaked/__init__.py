"""The cloaked split of the gate corpora (written after masked; see :mod:`benchmarks.gate.corpus`)."""
