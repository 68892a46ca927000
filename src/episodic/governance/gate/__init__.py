"""The gate: one screen for every text memory keeps (see docs/trust.md)."""
