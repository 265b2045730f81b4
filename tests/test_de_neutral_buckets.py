"""The frequency-bucket evaluation (Hauser 2023 §4.2.2.1, Fig. 1) on the rule system and a tiny trained model."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from de_neutral_helpers import templated_neutral
from PIL import Image

from fairwrite.de.terminology import default_terminology
from fairwrite.metrics.buckets import (
    BUCKETS,
    F_SG,
    M_SG,
    PL,
    bucket_of,
    build_items,
    count_terms,
    evaluate_buckets,
    fill,
    main,
    write_report,
)


def test_bucket_bounds_follow_hauser():
    assert BUCKETS == ("0", "1-10", "11-100", "101-1000", "1001-10000", "10001-100000", ">100000")
    cases = {0: "0", 1: "1-10", 10: "1-10", 11: "11-100", 100: "11-100", 101: "101-1000", 1000: "101-1000",
             1001: "1001-10000", 100000: "10001-100000", 100001: ">100000"}  # fmt: skip
    assert {n: bucket_of(n) for n in cases} == cases


def test_templates_are_the_appendix_tables():
    assert len(F_SG) == len(M_SG) == len(PL) == 20
    assert all(t.count("{term}") == 1 for t, _ in (*F_SG, *M_SG, *PL))
    assert F_SG[2][0] == "Bislang hat aber noch keine {term} Geld zurückzahlen müssen."
    assert M_SG[6][0] == "Wie sieht denn Ihr Idealbild von einem {term} aus?"
    assert PL[4][0] == "Ich denke, es gibt viele {term}, die das noch nicht begriffen haben."


def test_terms_are_inflected_for_the_slot():
    terminology = default_terminology()
    kollege = next(e for e in terminology if e.masc_sg == "Kollege")
    lehrer = next(e for e in terminology if e.masc_sg == "Lehrer")
    assert fill(*M_SG[3], lehrer, "masc_sg").startswith("Ernster jedenfalls als die Euphorie eines Lehrers,")
    assert (
        fill(*M_SG[8], kollege, "masc_sg")
        == "Eine Aufforderung, die schon so manchen Kollegen erleichen ließ."
    )
    assert fill(*PL[17], lehrer, "masc_pl") == "Das alles aber hatte den Lehrern nicht genügt."
    assert fill(*M_SG[10], kollege, "masc_sg").startswith("Die Ausbildung zum Kollegen in Deutschland")
    assert fill(*F_SG[6], lehrer, "fem_sg") == "Wie sieht denn Ihr Idealbild von einer Lehrerin aus?"
    assert fill(*PL[17], lehrer, "masc_pl", inflect=False) == "Das alles aber hatte den Lehrer nicht genügt."


def test_items_per_bucket_and_gender():
    counts = Counter(
        {("masculine", "Lehrer"): 500, ("masculine", "Student"): 50, ("feminine", "Lehrerin"): 5}
    )
    items = build_items(counts, max_terms=2, seed=1)
    cells = Counter((i.gender, i.bucket) for i in items)
    # 40 segments per term (20 singular + 20 plural templates); 2 terms at most per bucket
    assert cells == {("masculine", "0"): 80, ("masculine", "11-100"): 40, ("masculine", "101-1000"): 40,
                     ("feminine", "0"): 80, ("feminine", "1-10"): 40}  # fmt: skip
    assert {i.term for i in items if i.bucket == "101-1000"} == {"Lehrer"}
    # several training sets: only terms in the same bucket for all of them (Hauser's fair comparison)
    other = Counter({("masculine", "Lehrer"): 700, ("masculine", "Student"): 5})
    both = build_items([counts, other], max_terms=None, genders=("masculine",))
    assert "Student" not in {i.term for i in both} and "Lehrer" in {i.term for i in both}


def test_counting_terms_in_training_sources():
    sources = [
        "Die Studenten lesen.",
        "Der Student liest.",
        "Die Studentinnen lesen.",
        "Die Studierenden lesen.",
    ]
    counts = count_terms(sources)
    assert counts[("masculine", "Student")] == 2 and counts[("feminine", "Studentin")] == 1
    assert ("neutral", "Studierende") not in counts


def test_bucket_evaluation_on_the_rule_system(tmp_path):
    counts = count_terms(templated_neutral())  # neutral text: every gendered term is unseen
    items = build_items(counts, max_terms=3, seed=0)
    assert {i.bucket for i in items} == {"0"}
    result = evaluate_buckets({"rules": "rules"}, items)
    for gender in ("feminine", "masculine"):
        cell = result.systems["rules"][gender]["0"]
        assert cell["items"] == cell["source_terms"] == 120
        # the rules know every term of the terminology; of one template (*für die von der Straße
        # vertriebenen X*, whose determiner sits outside the phrase they read) they leave the two
        # masculine terms read as singulars (*Festivalleiter*), since nothing there could agree
        assert cell["target_matches"] == {"feminine": 120, "masculine": 118}[gender]
    written = write_report(result, tmp_path / "report")
    with Image.open(written["plot"]) as plot:
        assert plot.format == "PNG" and plot.size == (1320, 480)  # figsize (11, 4) at 120 dpi
    assert (
        json.loads(written["json"].read_text())["systems"]["rules"]["masculine"]["0"]["source_terms"] == 120
    )


@pytest.mark.slow
def test_bucket_evaluation_on_a_tiny_trained_model(tmp_path):
    from fixtures_models import train_marian, train_tokenizer

    from fairwrite.de.replacement import BackwardReplacer

    # training data: backward replacement of a templated neutral corpus; terms seen 0, ≤ 10 and > 10 times
    neutral = templated_neutral({"Studierenden": 16, "Lehrkräfte": 6, "Mitarbeitenden": 2})
    pairs = [(n, n) for n in neutral]
    for gender in ("masculine", "feminine"):
        pairs += [
            (s, n) for s, n in zip(BackwardReplacer(gender).rewrite(neutral), neutral, strict=True) if s != n
        ]
    train = tmp_path / "train.src"
    train.write_text("".join(s + "\n" for s, _ in pairs), encoding="utf-8")
    # the tokenizer also sees the template sentences, so that they do not fall apart into characters
    templates = [t.replace("{term}", "") for t, _ in (*F_SG, *M_SG, *PL)]
    tokenizer = train_tokenizer([t for pair in pairs for t in pair] + templates, vocab_size=1500)
    tokenizer.model_max_length = 128  # the model's position embeddings
    model = train_marian(pairs, tmp_path / "tiny-model", tokenizer=tokenizer, steps=80, batch_size=16, d_model=48, layers=1)

    from fairwrite.registry import get_rewriter

    assert len(list(get_rewriter("de", str(model)).rewrite(["Die Studenten lesen das Buch."]))) == 1
    out = tmp_path / "buckets"
    assert main(["--train", str(train), "--system", "rules", "--system", str(model), "--output", str(out),
                 "--max-terms", "1"]) == 0  # fmt: skip
    result = json.loads((out / "buckets.json").read_text())
    assert set(result["systems"]) == {"rules", "tiny-model"}
    masculine = result["systems"]["tiny-model"]["masculine"]
    assert {"0", "1-10", "11-100"} <= set(masculine)  # Student is seen 16 times, Dozent/Lehrer ≤ 10
    for cells in result["systems"]["tiny-model"].values():
        for cell in cells.values():
            assert cell["source_terms"] > 0
            assert cell["accuracy"] == pytest.approx(cell["target_matches"] / cell["source_terms"])
    for cells in result["systems"]["rules"].values():
        # every template, but for a singular reading of *für die von der Straße vertriebenen X* (see above)
        assert all(cell["source_terms"] - cell["target_matches"] <= cell["source_terms"] // 40 for cell in cells.values())
    with Image.open(out / "buckets.png") as plot:
        assert plot.size == (1320, 480)
    assert (out / "buckets.tsv").read_text().splitlines()[0].startswith("system\tgender\tbucket")
