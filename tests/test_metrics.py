"""The evaluation core reproduces the published tables and bootstraps exactly."""

from __future__ import annotations

import json

import jiwer
import numpy as np
import pytest

from fairwrite.cli import main
from fairwrite.datasets.suite import EN_BENCHMARKS, load_en_benchmark
from fairwrite.errors import FairwriteError
from fairwrite.metrics import bleu, chrf, paired_bootstrap, segment_counts, tokenised_wer
from fairwrite.metrics.bootstrap import resample_indices
from fairwrite.metrics.over_edit import kept_segments, over_edit, over_edited
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


# Over-edit (issue 13): segments the reference keeps unchanged that a system changed, and their words.
SOURCES = [
    "Der Sicherheitsrat tagt am Montag in New York.",  # kept, broken by the system
    "Nach der Wende zog Töpfer nach Dresden.",  # kept, left alone
    "Die Lehrer streiken.",  # rewritten by the reference: not looked at
    "Das Institut hat seine Aufgaben  erfüllt.",  # kept; a whitespace change is no edit
]
REFERENCES = [
    "Der Sicherheitsrat tagt am Montag in New York.",
    "Nach der Wende zog Töpfer nach Dresden.",
    "Die Lehrer*innen streiken.",
    "Das Institut hat seine Aufgaben erfüllt.",
]
PREDICTIONS = [
    "Der*die Sicherheitsrät*in tagt am Montag in New York.",
    "Nach der Wende zog Töpfer nach Dresden.",
    "Die Lehrer streiken.",
    "Das Institut hat seine Aufgaben erfüllt.",
]


@pytest.mark.parametrize(
    ("sources", "references", "predictions", "expected"),
    [
        # 1 of 3 kept segments changed; "Der Sicherheitsrat" → Moses "Der * die Sicherheitsrät * in":
        # 1 substitution + 4 insertions over the 9 + 8 + 7 source words of the kept segments
        (SOURCES, REFERENCES, PREDICTIONS, {"segments": 1 / 3, "words": 5 / 24, "kept_segments": 3}),
        # the missed rewrite of segment 3 is WER's business, not an over-edit
        (SOURCES, REFERENCES, SOURCES, {"segments": 0.0, "words": 0.0, "changed_segments": 0}),
        # a blank kept segment counts for segments (text written into it), not for words
        (["", "Der Rat tagt."], ["", "Der Rat tagt."], ["Hallo", "Der Rat tagt."],
         {"segments": 0.5, "words": 0.0, "kept_words": 4}),
        # nothing to keep: both shares undefined
        (["Die Lehrer streiken."], ["Die Lehrer*innen streiken."], ["Die Lehrer*innen streiken."],
         {"segments": None, "words": None, "kept_segments": 0}),
        # the same letters in other tokens are a change ("Rat tagt" → "Rattagt": 1 substitution, 1 deletion)
        (["Der Rat tagt."], ["Der Rat  tagt."], ["Der Rattagt."], {"segments": 1.0, "words": 0.5}),
        # insertions can push the word share above 1
        (["Rat"], ["Rat"], ["der*die Rät*in"], {"segments": 1.0, "words": 6.0}),
    ],
)  # fmt: skip
def test_over_edit_counts_only_what_the_reference_kept(sources, references, predictions, expected):
    result = over_edit(sources, references, predictions)
    for key, value in expected.items():
        assert result[key] == (pytest.approx(value) if value is not None else None), key
    kept = kept_segments(sources, references)
    assert over_edited(sources, references, predictions) == [
        i for i in kept if tokenized(predictions[i]) != tokenized(sources[i])
    ]


def test_over_edit_rejects_misaligned_input():
    with pytest.raises(FairwriteError, match="not aligned"):
        over_edit(["a", "b"], ["a", "b"], ["a"])


def test_evaluate_over_edit_needs_sources(tmp_path, capsys):
    files = {"src": SOURCES, "ref": REFERENCES, "hyp": PREDICTIONS}
    for name, lines in files.items():
        (tmp_path / f"{name}.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    args = ["evaluate", "--metric", "over-edit", "--references", str(tmp_path / "ref.txt"),
            "--predictions", str(tmp_path / "hyp.txt")]  # fmt: skip
    main([*args, "--sources", str(tmp_path / "src.txt")])
    result = json.loads(capsys.readouterr().out)
    assert result["score"] == pytest.approx(100 / 3) and result["kept_segments"] == 3
    assert result["words"] == pytest.approx(100 * 5 / 24)
    with pytest.raises(SystemExit) as done:
        main(args)
    err = capsys.readouterr().err
    assert done.value.code == 2 and err == "fairwrite: error: over-edit needs --sources: the segments the predictions rewrite\n"
