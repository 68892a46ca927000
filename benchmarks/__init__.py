"""Benchmarks of episodic: LoCoMo retrieval quality, recall latency at scale, write-path cost.

They live beside the package, not in it; run them with ``make bench`` or ``python -m
benchmarks``.
"""
