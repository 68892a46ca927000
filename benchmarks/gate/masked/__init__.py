"""The masked split (being written)."""
