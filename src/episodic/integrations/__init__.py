"""Adapters that put episodic behind the interfaces agent frameworks already use.

Each module wraps one framework and is imported only by name, so ``import episodic`` never
imports a framework; each needs its own extra (``pip install 'episodic-ai[<extra>]'``). The
scope is always bound by the application when it builds an adapter, never taken from a
model's arguments. See docs/integrations.md.
"""
