"""What every tier shares: the store, the embedder, the models, the configuration and the clock."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

from episodic.config import Config
from episodic.embedders import Embedder
from episodic.errors import ConfigError
from episodic.llms import Models
from episodic.stores import Store

Clock = Callable[[], datetime]


def utc_now() -> datetime:
    """The wall clock, in UTC."""
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class Runtime:
    """The shared parts a :class:`~episodic.Memory` hands to each of its tier services.

    Attributes:
        store: Where every tier's rows live.
        embedder: Turns text into vectors.
        models: The language model of each job, resolved (``None``: offline behaviour).
        config: Every tier's settings.
        clock: Returns "now" as an aware datetime.
    """

    store: Store
    embedder: Embedder
    models: Models
    config: Config
    clock: Clock = utc_now

    def now(self) -> datetime:
        """The current time by the runtime's clock.

        Raises:
            ConfigError: The clock returned a naive datetime.
        """
        moment = self.clock()
        if moment.tzinfo is None:
            raise ConfigError("The clock must return timezone-aware datetimes.")
        return moment
