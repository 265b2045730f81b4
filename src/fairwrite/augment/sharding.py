"""Fixed-size chunks of a long batch job, cut the same way however many tasks run them.

A chunk's content never depends on the number of tasks (chunk *k* is items ``k·size … (k+1)·size``), so
neither does any output made chunk by chunk: :func:`map_chunked` runs the chunks in memory in this
process, and the datatrove job of ``python -m fairwrite.augment.translate``
(:mod:`fairwrite.augment.translate_job`) gives task *r* of *N* chunks *r, r + N, …* — the same bytes
either way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from fairwrite.errors import FairwriteError
from fairwrite.text.progress import progress_bar


def chunk_bounds(items: int, chunk_size: int) -> list[tuple[int, int]]:
    """``(start, stop)`` of every chunk of ``items`` items, in order."""
    if chunk_size < 1:
        raise FairwriteError("chunk_size must be positive")
    return [(start, min(start + chunk_size, items)) for start in range(0, items, chunk_size)]


def map_chunked(
    fn: Callable[[list[Any], int], list[Any]],
    items: Sequence[Any],
    chunk_size: int,
    *,
    progress: bool = False,
    desc: str = "chunks",
) -> list[Any]:
    """``fn(chunk, chunk_index)`` over the chunks of ``items``, in memory and in this process only."""
    items = list(items)
    out: list[Any] = []
    with progress_bar(desc, total=len(items), enabled=progress) as bar:
        for k, (start, stop) in enumerate(chunk_bounds(len(items), chunk_size)):
            chunk = items[start:stop]
            out += fn(chunk, k)
            bar.advance(len(chunk))
    return out
