"""The evaluation core reproduces the published tables and bootstraps exactly."""

from __future__ import annotations

import jiwer
import numpy as np
import pytest

from fairwrite.datasets.suite import EN_BENCHMARKS, load_en_benchmark
from fairwrite.errors import FairwriteError
from fairwrite.metrics import bleu, chrf, paired_bootstrap, segment_counts, tokenised_wer
from fairwrite.metrics.bootstrap import resample_indices
from fairwrite.text.tokenize import tokenized

# Amrhein et al. (2023), Table 1: tokenised WER ×100 on OpenSubtitles / Reddit / WinoBias+.
PUBLISHED = {
    "source": (14.03, 10.85, 8.70),
    "vanmassenhove-et-al": (0.43, 0.75, 0.09),
    "forward-augmentation-reimplementation": (0.30, 0.46, 0.05),
    "backward-augmentation": (0.24, 0.40, 0.04),
}


@pytest.mark.parametrize("system", list(PUBLISHED))
def test_published_wer_table_digit_for_digit(shared, system):
    for name, expected in zip(EN_BENCHMARKS, PUBLISHED[system], strict=True):
        bench = load_en_benchmark(name, shared)
        outputs = bench.sources if system == "source" else bench.systems[system]
        assert f"{100 * tokenised_wer(bench.references, outputs):.2f}" == f"{expected:.2f}", name


def test_segment_counts_equal_jiwer_on_every_resample(shared):
    bench = load_en_benchmark("reddit", shared)
    refs, hyps = bench.references, bench.sources
    counts = segment_counts(refs, hyps)
    tok_refs = [tokenized(r) for r in refs]
    tok_hyps = [tokenized(h) for h in hyps]
    assert counts.wer() == pytest.approx(jiwer.wer(tok_refs, tok_hyps), abs=1e-15)
    for block in resample_indices(len(refs), 10, seed=3, chunk=5):
        for row, wer in zip(block, counts.resampled_wer(block), strict=True):
            expected = jiwer.wer([tok_refs[i] for i in row], [tok_hyps[i] for i in row])
            assert wer == pytest.approx(expected, abs=1e-15)


def test_wer_counts_insertions_and_deletions():
    counts = segment_counts(["they are here", "a b"], ["they here now now", "a b"])
    # "they are here" → "they here now now": 1 deletion + 2 insertions
    assert counts.edits.tolist() == [3, 0]
    assert counts.ref_words.tolist() == [3, 2]


def test_wer_rejects_bad_input():
    with pytest.raises(FairwriteError, match="not aligned"):
        tokenised_wer(["a"], ["a", "b"])
    with pytest.raises(FairwriteError, match="empty set"):
        tokenised_wer([], [])
    with pytest.raises(FairwriteError, match="reference 2 is empty"):
        tokenised_wer(["a", " "], ["a", "b"])


def test_paired_bootstrap_is_seeded_and_sensible(shared):
    bench = load_en_benchmark("opensubtitles", shared)
    good = segment_counts(bench.references, bench.systems["backward-augmentation"])
    bad = segment_counts(bench.references, bench.sources)
    first = paired_bootstrap(good, bad, samples=200, seed=7)
    assert first == paired_bootstrap(good, bad, samples=200, seed=7)
    assert first.a.win_ratio == 1.0 and first.p_value == 0.0
    assert first.a.ci_low <= first.a.score <= first.a.ci_high
    assert first.a.score == pytest.approx(0.24, abs=0.005)
    # identical systems never win against each other
    tie = paired_bootstrap(good, good, samples=50, seed=1)
    assert tie.tie_ratio == 1.0 and tie.p_value == 1.0


def test_resample_chunks_are_the_same_stream():
    whole = np.concatenate(list(resample_indices(50, 30, seed=9, chunk=30)))
    pieces = np.concatenate(list(resample_indices(50, 30, seed=9, chunk=7)))
    assert (whole == pieces).all()


def test_bleu_and_chrf_on_real_text():
    refs = ["They already know the scale.", "I'll talk to them for you."]
    assert bleu(refs, refs)["bleu"] == pytest.approx(100.0)
    assert bleu(refs, ["He already knows the scale.", "I'll talk to him for you."])["bleu"] < 60
    assert chrf(refs, refs)["chrf"] == pytest.approx(100.0)
    assert "nrefs:1" in bleu(refs, refs)["signature"]


def test_evaluate_module_loads_offline(repo):
    import evaluate

    metric = evaluate.load(str(repo / "eval" / "tokenised_wer"))
    result = metric.compute(predictions=["He is here ."], references=["They are here."])
    assert result == {"tokenised_wer": 0.5, "edits": 2, "reference_words": 4}
