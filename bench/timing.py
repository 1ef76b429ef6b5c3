"""The one timing helper the benchmark scripts share."""

from __future__ import annotations

import time
from collections.abc import Callable

REPEATS = 5


def best_of(fn: Callable[[], object], repeats: int = REPEATS) -> float:
    """The shortest of *repeats* wall-clock timings of ``fn()``, in seconds.

    The minimum is the figure least disturbed by other work on a noisy machine.
    """
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best
