"""The team-written German dev set: forward WER, Backward Augmentation WER, balance of the set."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from fairwrite.de.backward import make_augmenter
from fairwrite.de.forward import make_rewriter
from fairwrite.metrics import tokenised_wer
from fairwrite.text.io import read_parallel

DATA = Path(__file__).parent / "data" / "de_dev"
#: every set with a reference (tests/data/de_dev/README.md says how each was made)
SETS = ["dev", "heldout", "heldout2"]


def load(name: str):
    return read_parallel(*(DATA / f"{name}.{ext}" for ext in ("src", "ref", "label")))


def test_dev_set_is_balanced_and_large_enough():
    src, ref, labels = load("dev")
    counts = Counter(labels)
    assert len(src) >= 300
    assert set(counts) == {
        "masculine-singular",
        "masculine-plural",
        "feminine-singular",
        "feminine-plural",
        "none",
    }
    gendered = [c for k, c in counts.items() if k != "none"]
    assert max(gendered) - min(gendered) <= 2 and counts["none"] >= 60
    assert all((s == r) == (lab == "none") for s, r, lab in zip(src, ref, labels, strict=True))
    assert len(set(src)) == len(src)


@pytest.mark.parametrize("name", SETS)
def test_forward_rewriter_wer(name):
    src, ref, labels = load(name)
    rewrite = make_rewriter(referents="all")
    hyp = [rewrite(s) for s in src]
    gendered = [i for i, lab in enumerate(labels) if lab != "none"]
    plain = [i for i, lab in enumerate(labels) if lab == "none"]

    def wer(hyps, idx):
        return 100 * tokenised_wer([ref[i] for i in idx], [hyps[i] for i in idx])

    assert wer(src, gendered) > 20.0  # the unrewritten source
    assert wer(hyp, gendered) < 13.18  # the best published neural model on TIGER
    assert wer(hyp, plain) == 0.0
    assert all(hyp[i] == src[i] for i in plain)  # byte-identical


@pytest.mark.parametrize("name", SETS)
def test_backward_augmentation_reproduces_the_originals(name):
    src, ref, labels = load(name)
    augment = {g: make_augmenter(g) for g in ("masculine", "feminine")}
    for gender in ("masculine", "feminine"):
        idx = [i for i, lab in enumerate(labels) if lab.startswith(gender)]
        back = [augment[gender](ref[i]) for i in idx]
        assert 100 * tokenised_wer([src[i] for i in idx], back) <= 3.0, gender
