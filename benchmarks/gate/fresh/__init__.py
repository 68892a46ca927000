"""The fresh split of the gate corpora: templates, pools and value makers written after the
detectors were tuned, without reading them, and sharing nothing with tune or held.

See :func:`benchmarks.gate.fresh.groups.groups` and :mod:`benchmarks.gate.common`.
"""
