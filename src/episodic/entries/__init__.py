"""The write path's tiers: transcript rendering, the extraction prompt, the evidence guard, the
offline extractor, dedupe and the pipeline that ties them together."""
