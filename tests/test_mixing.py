"""Mixing keeps the 70/30 gendered/non-gendered proportion, is seeded, and deduplicates."""

from __future__ import annotations

import pytest

from fairwrite.augment.mixing import copy_segment, deduplicate, mix, ratio_of
from fairwrite.errors import FairwriteError
from fairwrite.schema import Segment


def _gendered(i: int) -> Segment:
    return Segment(source=f"He reads book {i}.", target=f"They read book {i}.", lang="en",
                   source_label="masculine", target_label="neutral")


def _plain(i: int) -> Segment:
    return Segment(source=f"It rains on day {i}.", target=f"It rains on day {i}.", lang="en")


def test_mix_reaches_thirty_percent_and_is_seeded():
    gendered = [_gendered(i) for i in range(70)]
    plain = [_plain(i) for i in range(100)]
    rows = mix(gendered, plain, seed=3)
    assert len(rows) == 100 and ratio_of(rows) == pytest.approx(0.3)
    assert rows == mix(gendered, plain, seed=3)
    assert rows != mix(gendered, plain, seed=4)


def test_mix_uses_what_exists_when_short():
    rows = mix([_gendered(i) for i in range(70)], [_plain(0)], seed=0)
    assert len(rows) == 71 and ratio_of(rows) == pytest.approx(1 / 71)
    with pytest.raises(FairwriteError):
        mix([], [], non_gendered_ratio=1.0)


def test_copy_and_deduplicate():
    copy = copy_segment(_gendered(1))
    assert copy.source == copy.target == "They read book 1." and copy.method == "copy"
    assert deduplicate([_gendered(1), _gendered(1), copy]) == [_gendered(1), copy]


def test_splits_are_seeded_hashes_of_the_key_and_ids_are_stable():
    from fairwrite.augment.mixing import assign_split, row_id

    keys = [f"target {i}" for i in range(2000)]
    splits = [assign_split(k, 7, (0.8, 0.1, 0.1)) for k in keys]
    assert splits == [assign_split(k, 7, (0.8, 0.1, 0.1)) for k in keys]  # independent of the other rows
    assert 0.75 < splits.count("train") / len(keys) < 0.85 and splits.count("test") > 150
    assert splits != [assign_split(k, 8, (0.8, 0.1, 0.1)) for k in keys]
    with pytest.raises(FairwriteError, match="summing to 1"):
        assign_split("x", 0, (0.5, 0.1, 0.1))
    assert row_id(_gendered(1)) == row_id(_gendered(1)) != row_id(_gendered(2))
    assert row_id(_gendered(1)).startswith("en-") and len(row_id(_gendered(1))) == 19


def test_mix_draws_the_preferred_copies_first():
    gendered = [_gendered(i) for i in range(70)]
    plain = [_plain(i) for i in range(100)]
    hard = lambda s: int(s.source.split()[-1].rstrip(".")) % 10 == 0  # noqa: E731 (10 of the 100)
    rows = [r for r in mix(gendered, plain, seed=3, prefer=hard) if r.source_label == "none"]
    assert len(rows) == 30 and sum(map(hard, rows)) == 10  # all ten, then 20 of the others
    assert rows == [r for r in mix(gendered, plain, seed=3, prefer=hard) if r.source_label == "none"]
    few = [r for r in mix(gendered[:7], plain, seed=3, prefer=hard) if r.source_label == "none"]
    assert len(few) == 3 and all(map(hard, few))  # fewer wanted than preferred: preferred ones only
