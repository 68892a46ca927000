"""Where the public data sets the benchmarks read are, and what to say when one is not there.

Neither LoCoMo nor LongMemEval is shipped: ``make bench`` reads them from ``../shared`` (or a
``--data`` path), and on a machine without them it runs the benchmarks that need no data and
says, for each of the others, where to get its file (``--skip-missing``).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path


class MissingData(Exception):
    """The data file is not where the runner looked (the message says how to get it)."""


@dataclass(frozen=True, slots=True)
class DataSet:
    """A public data file a benchmark reads.

    Attributes:
        name: The data set, as its messages name it.
        default: Where it is read from when no path is given.
        variable: An environment variable that may name the file instead (or ``""``).
        source: Where to download it from, in words.
    """

    name: str
    default: Path
    variable: str
    source: str

    def path(self, given: str | Path | None = None) -> Path:
        """The data file: ``given``, else the environment variable, else :attr:`default`.

        Raises:
            MissingData: The file does not exist (one line saying how to get it).
        """
        chosen = given or (os.environ.get(self.variable) if self.variable else None)
        path = Path(chosen or self.default)
        if not path.is_file():
            also = f" or set {self.variable}" if self.variable else ""
            raise MissingData(
                f"{self.name} data not found at {path}: download {self.source} and pass "
                f"--data PATH{also}."
            )
        return path


LOCOMO = DataSet(
    "LoCoMo",
    Path("../shared/data/locomo/locomo10.json"),
    "",
    "locomo10.json from the LoCoMo repository (github.com/snap-research/locomo, data/)",
)
LONGMEMEVAL = DataSet(
    "LongMemEval",
    Path("../shared/data/longmemeval/longmemeval_s.json"),
    "LONGMEMEVAL_DATA",
    "longmemeval_s.json from the LongMemEval release (github.com/xiaowu0162/LongMemEval)",
)
