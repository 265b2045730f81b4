"""Mixing pseudo-sources and non-gendered segments into a training set (Amrhein et al. 2023 §3.2, §4.1).

Every gender-fair target is paired with complementary sources — only masculine forms, only feminine
forms, and a copy of the target — and non-gendered segments (source == target, nothing to rewrite)
are added so that they make up ``non_gendered_ratio`` (30 % in the paper) of the total. All choices
are seeded; the same inputs and seed give the same rows in the same order. :func:`assign_split` puts
rows into train/validation/test by a seeded hash of a key (the target, so that every source of one
target lands in the same split), and :func:`row_id` gives a row a stable id from its text.
"""

from __future__ import annotations

import hashlib
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
    prefer: Callable[[Segment], bool] | None = None,
) -> list[Segment]:
    """Gendered pairs plus a seeded sample of non-gendered copies at ``non_gendered_ratio`` of the total.

    When fewer non-gendered segments exist than the ratio asks for, all of them are used (the
    achieved ratio is then lower; :func:`ratio_of` reports it). With ``prefer``, the copies are drawn
    from the segments it accepts first and from the others only for the rest: hard negatives (a
    sentence with a word that looks like something to rewrite) teach restraint, most random ones
    have nothing to leave alone.
    """
    rng = random.Random(seed)
    wanted = non_gendered_count(len(gendered), non_gendered_ratio)
    pools: list[list[Segment]]
    if prefer is None:
        pools = [list(non_gendered)]
    else:  # the preferred segments first, the others after
        pools = [[], []]
        for segment in non_gendered:
            pools[not prefer(segment)].append(segment)
    chosen: list[Segment] = []
    for pool in pools:
        chosen += rng.sample(pool, min(wanted - len(chosen), len(pool)))
    rows = [*gendered, *(replace(s, method="copy", source_label="none", target_label="none") for s in chosen)]
    if shuffle:
        rng.shuffle(rows)
    return rows


def ratio_of(rows: Sequence[Segment]) -> float:
    """Share of non-gendered rows (``source_label == target_label == "none"``)."""
    if not rows:
        return 0.0
    return sum(1 for r in rows if r.source_label == "none" and r.target_label == "none") / len(rows)


SPLITS = ("train", "validation", "test")


def check_fractions(fractions: Sequence[float], option: str = "split fractions") -> None:
    """Three non-negative fractions summing to 1 (train, validation, test), else one error line."""
    if len(fractions) != 3 or any(f < 0 for f in fractions) or abs(sum(fractions) - 1) > 1e-6:
        raise FairwriteError(
            f"{option} needs three non-negative fractions summing to 1 (train,validation,test), got {tuple(fractions)}"
        )


def assign_split(key: str, seed: int, fractions: Sequence[float] = (0.9, 0.05, 0.05)) -> str:
    """``train``/``validation``/``test`` for ``key`` by a seeded hash, in proportion to ``fractions``.

    Give every row of one target the target as key, so that all its sources land in the same split;
    the assignment of a key never depends on the other rows.
    """
    check_fractions(fractions)
    u = int.from_bytes(hashlib.sha1(f"{seed}\t{key}".encode()).digest()[:8], "big") / 2**64
    if u < fractions[0]:
        return "train"
    return "validation" if u < fractions[0] + fractions[1] else "test"


def row_id(segment: Segment, prefix: str | None = None) -> str:
    """A stable id from the pair's text: ``<lang>-<first 16 hex digits of SHA-1(source TAB target)>``."""
    digest = hashlib.sha1(f"{segment.source}\t{segment.target}".encode()).hexdigest()[:16]
    return f"{prefix or segment.lang}-{digest}"
