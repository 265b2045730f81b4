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
