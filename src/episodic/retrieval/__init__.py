"""What finding things rests on, shared by every tier and both backends: the tokenizer, time
expressions in queries, the facts a match must keep, BM25, score fusion and the relevance gate,
the in-process vector matrix and its quantized first pass, purpose masks and the memory bound
on in-process indexes. Nothing here reads a store or calls a provider."""
