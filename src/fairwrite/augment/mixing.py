"""Mixing pseudo-sources and non-gendered segments into a training set (Amrhein et al. 2023 §3.2, §4.1).

Every gender-fair target is paired with complementary sources — only masculine forms, only feminine
forms, and a copy of the target — and non-gendered segments (source == target, nothing to rewrite)
are added so that they make up ``non_gendered_ratio`` (30 % in the paper) of the total. All choices
are seeded; the same inputs and seed give the same rows in the same order.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import replace

from fairwrite.errors import FairwriteError
from fairwrite.schema import Segment


def copy_segment(segment: Segment) -> Segment:
    """The target copied to the source side: teaches a model to leave gender-fair text alone."""
    return replace(
        segment,
        source=segment.target,
        source_label=segment.target_label,
        method="copy",
        tags=(*segment.tags, "copy-source"),
    )


def deduplicate(
    segments: Iterable[Segment], key: Callable[[Segment], Hashable] = lambda s: (s.source, s.target)
) -> list[Segment]:
    """Drop exact duplicates (by ``key``), keeping the first occurrence and the order."""
    seen: set[Hashable] = set()
    kept = []
    for segment in segments:
        k = key(segment)
        if k not in seen:
            seen.add(k)
            kept.append(segment)
    return kept


def non_gendered_count(gendered: int, ratio: float) -> int:
    """How many non-gendered rows make them ``ratio`` of ``gendered + non_gendered``."""
    if not 0.0 <= ratio < 1.0:
        raise FairwriteError(f"non-gendered ratio must be in [0, 1), got {ratio}")
    return round(gendered * ratio / (1.0 - ratio))


def mix(
    gendered: Sequence[Segment],
    non_gendered: Sequence[Segment],
    *,
    non_gendered_ratio: float = 0.3,
    seed: int = 0,
    shuffle: bool = True,
) -> list[Segment]:
    """Gendered pairs plus a seeded sample of non-gendered copies at ``non_gendered_ratio`` of the total.

    When fewer non-gendered segments exist than the ratio asks for, all of them are used (the
    achieved ratio is then lower; :func:`ratio_of` reports it).
    """
    rng = random.Random(seed)
    wanted = non_gendered_count(len(gendered), non_gendered_ratio)
    pool = list(non_gendered)
    chosen = rng.sample(pool, min(wanted, len(pool)))
    rows = [*gendered, *(replace(s, method="copy", source_label="none", target_label="none") for s in chosen)]
    if shuffle:
        rng.shuffle(rows)
    return rows


def ratio_of(rows: Sequence[Segment]) -> float:
    """Share of non-gendered rows (``source_label == target_label == "none"``)."""
    if not rows:
        return 0.0
    return sum(1 for r in rows if r.source_label == "none" and r.target_label == "none") / len(rows)
