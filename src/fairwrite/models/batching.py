"""Length-sorted, token-capped batches for generation (translation, rewriting).

Sorting by length and capping ``rows × longest`` keeps padding low, which is most of the speed of batch
generation on CPU and GPU alike. The translator and the model rewriter share this one plan.
"""

from __future__ import annotations

from collections.abc import Sequence


def plan_batches(lengths: Sequence[int], batch_tokens: int, max_batch_size: int) -> list[list[int]]:
    """Indices grouped into batches: longest first, each batch's rows × longest length ≤ ``batch_tokens``.

    Ties keep input order, so the plan depends only on ``lengths``. A sentence longer than
    ``batch_tokens`` gets a batch of its own.
    """
    order = sorted(range(len(lengths)), key=lambda i: (-lengths[i], i))
    batches: list[list[int]] = []
    current: list[int] = []
    for i in order:
        longest = lengths[current[0]] if current else lengths[i]
        if current and ((len(current) + 1) * longest > batch_tokens or len(current) >= max_batch_size):
            batches.append(current)
            current = []
        current.append(i)
    if current:
        batches.append(current)
    return batches
