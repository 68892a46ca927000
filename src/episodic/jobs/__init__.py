"""The generic durable job queue: ``(kind, key, payload)`` jobs, handlers by kind, workers."""

from __future__ import annotations

from episodic.jobs.service import Jobs
from episodic.jobs.worker import (
    ErrorCallback,
    Handler,
    Outcome,
    Worker,
    backoff_seconds,
    logger,
    worker_name,
)

__all__ = [
    "ErrorCallback",
    "Handler",
    "Jobs",
    "Outcome",
    "Worker",
    "backoff_seconds",
    "logger",
    "worker_name",
]
