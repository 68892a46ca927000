"""The core sections: entries, jobs, providers, ranking, store and limits."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from episodic.config.rules import (
    Cosine,
    Count,
    Flag,
    Fraction,
    NonNegative,
    Positive,
    Section,
    Whole,
)
from episodic.errors import ConfigError


@dataclass(frozen=True, slots=True)
class RankingParams(Section):
    """All tuned ranking constants. Defaults were chosen on the LoCoMo benchmark.

    Attributes:
        half_life_days: Age at which the decaying part of the recency prior halves.
        recency_floor: Lower bound of the recency prior; ``1.0`` disables recency.
        vector_weight: Weight of the normalized cosine in the fused score (lexical gets the
            rest).
        vector_zero: Cosine treated as "no similarity"; cosines at or below map to 0.
        pool_factor: Candidates fetched per list, as a multiple of ``top_k``.
        pool_min: Minimum candidates fetched per list.
        gate_vector: A query passes the relevance gate if some candidate has at least this
            cosine. MiniLM cosines of off-topic queries stayed below 0.38 on LoCoMo while 99.7%
            of real questions had a candidate above 0.40.
        gate_coverage: ...or if some candidate contains query terms carrying at least this
            share of the query's total IDF weight. Unlike raw BM25 this does not depend on how
            many entries the scope holds, so an exact identifier query passes in a memory of
            five entries as well as in one of five thousand, whatever the embedder.
        min_fused: Candidates below this fused score are dropped even when the query passes.
        relative_floor: Candidates whose fused score is below this fraction of the best
            candidate's are dropped, so a block is not padded with entries that merely share
            the topic's vocabulary.
        gate_max_k: The relevance gate and the relative floor apply to requests for at most
            this many results: what is injected into a prompt or handed to a model, where an
            unrelated entry does harm. A request for more is a search: it is filled with the
            best candidates in the same order, however weak, so a caller asking for fifty
            results is never starved by a filter meant for injection.
        time_match_boost: When a query names a stretch of time ("on October 13, 2023", "in
            May", "last week"; see :mod:`episodic.retrieval.times`), a candidate that happened
            within it has its score multiplied by ``1 + time_match_boost``. ``0`` turns this
            off.
        time_match_grace_days: A candidate that happened up to this many days after the
            stretch still counts as within it (things are often told a few days later).
        when_boost: When a query asks when something happened ("When did Dana move?"), a
            candidate that names a time ("last week", "on Saturday", "in 2022") has its score
            multiplied by ``1 + when_boost``: the answer to "when" is a time
            (:func:`episodic.retrieval.times.asks_when`). ``0`` turns this off.
        follow_weight: Each of the next two live entries of a lexical match's thread scores,
            by its words, at least this share of the match's normalized BM25 (the shares of
            two matches before it add up; entries only: a message's key already holds the
            words said before it). What answers a question is often said just after the
            words that ask it ("Which trail should we take?" then "The ridge loop."). Lent at
            query time, so a forgotten or corrected entry lends nothing; a floor rather than a
            bonus, so an entry that matches well by its own words is not pushed past the
            match it follows. ``0`` turns this off.
        thread_weight: A candidate gains this share of the best score among the other
            candidates of its own thread (or session): what is said around a strong match is
            likelier to belong to the same story than an equal match elsewhere. ``0`` turns
            this off.
        speaker_boost: When the query names the person a candidate is said by (a speaker label
            such as ``"Dana: ..."`` opening it, or a message's ``name``), its score is
            multiplied by ``1 + speaker_boost``: a question about Dana is about what Dana
            said. ``0`` turns this off.
    """

    half_life_days: Positive = 180.0
    recency_floor: Fraction = 0.9
    vector_weight: Fraction = 0.6
    vector_zero: Cosine = 0.2
    pool_factor: Count = 5
    pool_min: Count = 50
    gate_vector: Cosine = 0.40
    gate_coverage: Fraction = 0.75
    min_fused: NonNegative = 0.0
    relative_floor: Fraction = 0.3
    gate_max_k: Count = 12
    time_match_boost: NonNegative = 0.5
    time_match_grace_days: NonNegative = 3.0
    when_boost: NonNegative = 0.3
    follow_weight: NonNegative = 0.5
    thread_weight: NonNegative = 0.3
    speaker_boost: NonNegative = 0.2

    def validate(self) -> None:
        if self.recency_floor == 0 or self.vector_zero == 1:
            raise ConfigError(
                "RankingParams.recency_floor must be above 0 and vector_zero below 1, got "
                f"{self.recency_floor!r} and {self.vector_zero!r}."
            )


@dataclass(frozen=True, slots=True, kw_only=True)
class EntriesConfig(Section):
    """The entries tier: recall, the ``<memory>`` block, extraction and dedupe.

    Attributes:
        top_k: Entries returned by ``recall`` and the ``recall_memory`` tool.
        inject: Whether ``before_turn`` adds the ``<memory>`` block at all.
        inject_top_k: Most entries in the ``<memory>`` block.
        max_per_turn: Most entries one extracted turn may add.
        max_length: Longest entry, in characters. Extracted notes are cut at a sentence or
            word boundary; a longer direct write is refused.
        max_evidence_length: Longest evidence quote accepted, in characters.
        max_extraction_chars: Most characters of a turn sent to the extraction model in one
            request. A longer turn is cut, each message keeping its beginning and the longest
            messages giving up the most; the model is told how much it was not shown, and the
            evidence guard only accepts quotes from the part it was shown.
        dedupe_similarity_threshold: Cosine at or above which a new entry counts as a
            duplicate of one already stored in the scope (it reinforces that entry);
            ``False`` keeps exact-hash dedupe only.
        write_batch_size: Items ``remember_many`` embeds, dedupes and commits per
            transaction; smaller chunks hold the write lock for less time, larger ones
            write a little faster.
        extraction_prompt: Replaces the built-in extraction instructions. The reply must
            still follow the built-in schema, and every note still passes the evidence guard
            and the gate: no prompt can switch them off.
        prompt_style: The built-in extraction request. ``"compact"``: a short instruction,
            one worked example and the turn as plain ``role: text`` lines, asking the model
            only to copy the user's sentences worth keeping (each becomes a note that is its
            own quote); small local models follow it. ``"full"``: the whole rule book with
            the turn as JSON, asking for rewritten case notes with their quotes, the
            assistant's verified findings, each note's kind, confidence and privacy class,
            and the entry a correction replaces. ``"auto"`` (the default): compact for a
            self-hosted model (an OpenAI-compatible ``base_url`` other than OpenAI's), full
            for a vendor's API. Measured on the shipped scenarios with two small served
            models (docs/realmodel.md): the full request gets nothing out of them, the
            compact one most of what the scripted replies keep. Either way the evidence
            guard and the write policy check every note after the model.
        empty_warning_turns: After this many extraction jobs in a row, across scopes, in
            which the model proposed nothing from a substantive turn (one whose user
            messages hold at least 25 words), the memory says so: a warning in the log,
            on ``/health`` and in the jobs view (``memory.entries.silence()``). ``0`` turns
            it off.

    Example:
        >>> EntriesConfig(top_k=8, dedupe_similarity_threshold=False).top_k
        8
    """

    top_k: Count = 5
    inject: Flag = True
    inject_top_k: Count = 12
    max_per_turn: Count = 5
    max_length: Count = 2000
    max_evidence_length: Count = 4000
    max_extraction_chars: Count = 50_000
    dedupe_similarity_threshold: float | Literal[False] = 0.86
    write_batch_size: Count = 500
    extraction_prompt: str | None = None
    prompt_style: Literal["auto", "compact", "full"] = "auto"
    empty_warning_turns: Whole = 10

    def validate(self) -> None:
        if self.prompt_style not in ("auto", "compact", "full"):
            raise ConfigError(
                "EntriesConfig.prompt_style must be 'auto', 'compact' or 'full', got "
                f"{self.prompt_style!r}."
            )
        threshold = self.dedupe_similarity_threshold
        if threshold is not False and (
            isinstance(threshold, bool)
            or not isinstance(threshold, int | float)
            or not 0.0 < threshold <= 1.0
        ):
            raise ConfigError(
                "EntriesConfig.dedupe_similarity_threshold must be a number in (0, 1] or "
                f"False, got {threshold!r}."
            )
        if self.extraction_prompt is not None and not isinstance(self.extraction_prompt, str):
            raise ConfigError(
                "EntriesConfig.extraction_prompt must be a string or None, got "
                f"{type(self.extraction_prompt).__name__}."
            )
        if self.extraction_prompt is not None and not self.extraction_prompt.strip():
            raise ConfigError(
                "EntriesConfig.extraction_prompt is empty; leave it None for the default."
            )


@dataclass(frozen=True, slots=True, kw_only=True)
class JobsConfig(Section):
    """The durable job queue behind ``after_turn`` and every background task.

    Attributes:
        max_attempts: Tries a job gets before it stays ``failed`` (a permanent provider
            error, such as an unknown model, fails it at the first).
        lease_seconds: How long a job stays claimed without word from its worker. A working
            worker renews the lease every third of it, however long the job takes; one that
            crashed or stalled is taken over once it runs out.
        retry_base_seconds: Wait after the first failed attempt; it doubles each time.
        retry_max_seconds: Longest wait between attempts.
        poll_seconds: How often an idle worker looks for due jobs (new turns of the same
            process wake it at once).
        close_timeout_seconds: How long ``Memory.close()`` waits for the job in flight before
            handing it back to the queue (pending again at once, for the next worker).
        one_call_per_turn: Ask the extraction model once per turn for the entries, the
            profile changes and the session notes together (one ``digest_turn`` job),
            instead of three jobs with a call each; every check after the model is the
            same. Suits a slow model; measured in docs/realmodel.md. Without an extraction
            model it changes nothing.
    """

    max_attempts: Count = 5
    lease_seconds: Positive = 60.0
    retry_base_seconds: NonNegative = 5.0
    retry_max_seconds: NonNegative = 600.0
    poll_seconds: Positive = 1.0
    close_timeout_seconds: NonNegative = 10.0
    one_call_per_turn: Flag = False


@dataclass(frozen=True, slots=True, kw_only=True)
class ProvidersConfig(Section):
    """How models given as ``"provider:model"`` strings are called.

    Attributes:
        timeout_seconds: Timeout of one request. A local model on a CPU may need minutes for
            its first (cold) request; each retry after a timeout is logged.
        max_retries: Extra tries after a rate limit, server error or timeout.
        max_tokens: Most tokens of one reply, sent with every request, so a model that
            repeats itself stops there. A reply cut off at it keeps its complete items.
        context_tokens: The model's context window (prompt and reply), in tokens. A turn
            whose request would not fit is sent in several windows, message by message; a
            single message too long for one is an error that says so. ``None`` asks a
            compatible server that reports it (llama.cpp's ``/props``, vLLM's
            ``/v1/models``); when nothing says, requests are not fitted.
    """

    timeout_seconds: Positive = 60.0
    max_retries: Whole = 3
    max_tokens: Count = 2048
    context_tokens: int | None = None

    def validate(self) -> None:
        window = self.context_tokens
        if window is None:
            return
        if isinstance(window, bool) or not isinstance(window, int) or window <= 0:
            raise ConfigError(
                f"ProvidersConfig.context_tokens must be a positive whole number or None, "
                f"got {window!r}."
            )
        if window <= self.max_tokens:
            raise ConfigError(
                f"ProvidersConfig.context_tokens ({window:,}) must be above max_tokens "
                f"({self.max_tokens:,}), or no prompt fits; lower max_tokens."
            )


@dataclass(frozen=True, slots=True, kw_only=True)
class StoreConfig(Section):
    """How this process keeps the database's data in memory.

    Attributes:
        search_cache_bytes: Most bytes of per-scope search indexes (words, and on SQLite
            vectors) one memory keeps in process memory; the least recently searched scopes
            are dropped first and rebuilt from the database when searched again. A scope
            with nothing stored (an unknown user) is never kept.
    """

    search_cache_bytes: Count = 512 * 1024 * 1024


@dataclass(frozen=True, slots=True, kw_only=True)
class LimitsConfig(Section):
    """Size caps on what the memory accepts; input over a cap is refused whole, nothing written.

    The error names the cap and this field, so a caller who needs more can raise it. Ids
    (tenant, agent, user, thread, message) are capped separately at 256 characters, because
    they lead the database's index keys; ``EntriesConfig.max_length`` and
    ``max_evidence_length`` cap entries and their quotes.

    Attributes:
        max_message_chars: Longest message ``after_turn`` stores and ``before_turn`` reads,
            in characters (about 25,000 tokens of English: far above any typed message, a
            pasted log or file belongs in a tool or an attachment store).
        max_turn_chars: Most characters of user and assistant text in one turn (what the
            extraction model is sent of it is capped again by
            ``EntriesConfig.max_extraction_chars``).
        max_query_chars: Longest ``recall`` query (and ``recall_memory`` tool query).
        max_metadata_bytes: Largest entry metadata, as UTF-8 JSON (it is read with every
            entry).
        max_top_k: Largest ``top_k`` a single ``recall`` may ask for.

    Example:
        >>> Config(limits=LimitsConfig(max_message_chars=20_000)).limits.max_turn_chars
        200000
    """

    max_message_chars: Count = 100_000
    max_turn_chars: Count = 200_000
    max_query_chars: Count = 10_000
    max_metadata_bytes: Count = 16_384
    max_top_k: Count = 1_000
