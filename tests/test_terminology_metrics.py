"""Terminology / Gender-Fair Match Accuracy (Hauser 2023 eq. 4.1, 4.2) against hand-computed values.

Every expected value below was counted by hand: the gendered source terms of the shipped terminology,
and which of them the prediction answers with a corresponding neutral (or gender-fair) term.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from fairwrite.de.terminology import TermEntry, Terminology
from fairwrite.metrics.terminology import (
    copy_set_wer,
    gender_fair_match_accuracy,
    score_terminology_match,
    terminology_match_accuracy,
)

TMA = [
    # (source, prediction, hits, source terms, hits with the number filter)
    ("Der Lehrer ist begeistert.", "Die Lehrkraft ist begeistert.", 1, 1, 1),
    ("Der Lehrer ist begeistert.", "Die Lehrperson ist begeistert.", 1, 1, 1),  # another correspondence
    ("Die Studenten kommen.", "Die Studierenden kommen.", 1, 1, 1),
    ("Den Lehrern gefällt das.", "Den Lehrkräften gefällt das.", 1, 1, 1),  # inflected on both sides
    ("Der Lehrer ist begeistert.", "Der Lehrer ist begeistert.", 0, 1, 0),  # unchanged
    ("Die Lehrer sind begeistert.", "Die Lehrkraft ist begeistert.", 1, 1, 0),  # singular for a plural
    ("Der Student kommt.", "Der Studierende kommt.", 1, 1, 0),  # the lemma hides a gendered singular
    ("Die Lehrer sind begeistert.", "Das Kollegium ist begeistert.", 1, 1, 1),  # a collective for a plural
    ("Die Lehrerinnen und die Studenten sind da.", "Die Lehrenden und die Studierenden sind da.", 2, 2, 2),
    ("Der Lehrer und der Dozent kommen.", "Die Lehrkraft kommt.", 1, 2, 1),  # one target span, one credit
    ("Die Lehrer sind da.", "Die Studierenden sind da.", 0, 1, 0),  # a neutral term, but not for Lehrer
    ("Das Haus ist schön.", "Das Haus ist schön.", 0, 0, 0),  # no source term: nothing to count
]


@pytest.mark.parametrize(("source", "prediction", "hits", "terms", "filtered"), TMA)
def test_terminology_match_accuracy_worked_examples(source, prediction, hits, terms, filtered):
    result = terminology_match_accuracy([source], [prediction])
    assert (result.target_matches, result.source_terms) == (hits, terms)
    assert result.accuracy == (hits / terms if terms else None)
    strict = terminology_match_accuracy([source], [prediction], number_filter=True)
    assert (strict.target_matches, strict.source_terms) == (filtered, terms)


def test_accuracy_pools_counts_over_segments():
    sources = [row[0] for row in TMA]
    predictions = [row[1] for row in TMA]
    result = terminology_match_accuracy(sources, predictions)
    hits, terms = sum(r[2] for r in TMA), sum(r[3] for r in TMA)
    assert (result.target_matches, result.source_terms) == (hits, terms) == (10, 13)
    assert result.accuracy == pytest.approx(10 / 13)  # not the mean of per-segment accuracies
    assert result.per_segment == [(r[2], r[3]) for r in TMA]


# --- the limitations of §4.2.1.4, one by one ---------------------------------------------------------


def test_edge_terms_missing_from_the_terminology_are_not_evaluated():
    # *Bäcker* is not in the shipped terminology: the segment adds no source term (and no miss)
    result = terminology_match_accuracy(["Der Bäcker und der Lehrer kommen."], ["Der Bäcker und die Lehrkraft kommen."])
    assert (result.target_matches, result.source_terms) == (1, 1)
    custom = Terminology((TermEntry(masc_sg="Bäcker", masc_pl="Bäcker", neutral_pl="Backende",
                                    neutral_pl_genus="pl", adjectival=frozenset({"neutral_pl"})),))  # fmt: skip
    result = terminology_match_accuracy(["Der Bäcker und der Lehrer kommen."], ["Der Bäcker und die Lehrkraft kommen."], custom)
    assert (result.target_matches, result.source_terms) == (0, 1)  # now Bäcker counts, Lehrer does not


def test_edge_false_source_matches_make_false_misses():
    # *Anhänger* is a trailer here (Hauser, Table 4), yet it is a gendered source term: a "false miss"
    result = terminology_match_accuracy(
        ["Webshop: Sie können Ihren Anhänger in unserem Webshop selber konfigurieren."],
        ["Webshop: Sie können Ihren Anhänger in unserem Webshop selber konfigurieren."],
    )
    assert (result.target_matches, result.source_terms) == (0, 1)


def test_edge_matching_failures_make_false_misses():
    # orthographic matching knows only the forms written in the terminology: *Lehrkräften* (dative) is
    # missed in the target and *Lehrern* in the source; lemmatised matching finds both
    sources, predictions = ["Die Lehrer sind da.", "Den Lehrern gefällt das."], ["Den Lehrkräften gefällt das."] * 2
    orth = terminology_match_accuracy(sources, predictions, mode="orth")
    assert (orth.target_matches, orth.source_terms) == (0, 1)
    lemma = terminology_match_accuracy(sources, predictions, mode="lemma")
    assert (lemma.target_matches, lemma.source_terms) == (2, 2)


def test_edge_rewording_beyond_terms_is_penalised():
    result = terminology_match_accuracy(["Die Lehrer sind zufrieden."], ["Wer unterrichtet, ist zufrieden."])
    assert (result.target_matches, result.source_terms) == (0, 1)


def test_edge_each_target_span_is_credited_once_and_in_order():
    # Lehrer ↔ {Lehrkraft, Lehrende, …}; Dozent ↔ {Lehrkraft, Dozierende, …}: the greedy in-order search
    # gives both credits when the replacements come in the order of the source terms …
    in_order = terminology_match_accuracy(["Der Lehrer und der Dozent kommen."], ["Die Lehrenden und die Lehrkraft kommen."])
    assert in_order.target_matches == 2
    # … and only one when they do not: Lehrer takes Lehrkraft, and Lehrende does not correspond to Dozent
    swapped = terminology_match_accuracy(["Der Lehrer und der Dozent kommen."], ["Die Lehrkraft und die Lehrenden kommen."])
    assert swapped.target_matches == 1
    # two source terms, one target term: one credit
    twice = terminology_match_accuracy(["Der Lehrer und die Lehrerin kommen."], ["Die Lehrkraft kommt."])
    assert (twice.target_matches, twice.source_terms) == (1, 2)


def test_edge_a_neutral_source_term_is_no_source_term():
    result = terminology_match_accuracy(["Die Studierenden und der Lehrer."], ["Die Studierenden und die Lehrkraft."])
    assert (result.target_matches, result.source_terms) == (1, 1)


# --- Gender-Fair Match Accuracy ---------------------------------------------------------------------

GFMA = [
    ("Die Lehrer sind da.", "Die Lehrer*innen sind da.", 1, 1),
    ("Die Ärzte kommen.", "Die Ärzt:innen kommen.", 1, 1),  # stem change Arzt/Ärzt
    ("Der Kollege kommt.", "Der*die Kolleg*in kommt.", 1, 1),  # der*die is no target match
    ("Die Lehrer und Ärzte.", "Die LehrerInnen und Ärzt_innen.", 2, 2),  # Binnen-I, gap
    ("Die Studenten.", "Die Student/-innen.", 1, 1),
    ("Die Lehrer.", "Die Student*innen.", 0, 1),  # a gender-fair word for another term is neglected
    ("Der Lehrer kommt.", "Die Lehrer*innen und die Lehrer*innen kommen.", 1, 1),  # counted once
    ("Die Lehrer und die Lehrer.", "Die Lehrer*innen.", 1, 2),
    ("Die Lehrer sind da.", "Die Lehrkräfte sind da.", 0, 1),  # neutral is not gender-fair
    ("Das Haus.", "Das Haus.", 0, 0),
]


@pytest.mark.parametrize(("source", "prediction", "hits", "terms"), GFMA)
def test_gender_fair_match_accuracy_worked_examples(source, prediction, hits, terms):
    result = gender_fair_match_accuracy([source], [prediction])
    assert (result.target_matches, result.source_terms) == (hits, terms)


def test_gender_fair_suffix_set_is_configurable():
    sources, predictions = ["Die Lehrer und Ärzte."], ["Die Lehrer:innen und Ärzt*innen."]
    assert gender_fair_match_accuracy(sources, predictions).target_matches == 2
    assert gender_fair_match_accuracy(sources, predictions, suffixes=("*in", "*innen")).target_matches == 1


def test_copy_set_wer():
    sources = ["Das Wetter wird morgen sonnig .", "Die Studierenden kommen ."]
    assert copy_set_wer(sources, sources) == 0.0
    # one substitution in 6 + 4 reference tokens
    assert copy_set_wer(sources, ["Das Wetter wird morgen sonnig .", "Die Studenten kommen ."]) == pytest.approx(1 / 10)


# --- command line and evaluate modules ---------------------------------------------------------------


def test_scorer_rejects_missing_sources_and_termless_sources():
    from fairwrite.errors import FairwriteError

    with pytest.raises(FairwriteError, match="needs --sources"):
        score_terminology_match(["a"], ["a"], sources=None)
    with pytest.raises(FairwriteError, match="undefined"):
        score_terminology_match(["Das Haus."], ["Das Haus."], sources=["Das Haus."])


def test_fairwrite_evaluate_terminology_match(tmp_path):
    rows = [r for r in TMA if r[3]]
    (tmp_path / "s.txt").write_text("".join(r[0] + "\n" for r in rows), encoding="utf-8")
    (tmp_path / "p.txt").write_text("".join(r[1] + "\n" for r in rows), encoding="utf-8")
    (tmp_path / "r.txt").write_text("".join(r[1] + "\n" for r in rows), encoding="utf-8")
    base = [sys.executable, "-m", "fairwrite.cli", "evaluate", "--sources", str(tmp_path / "s.txt"),
            "--references", str(tmp_path / "r.txt"), "--predictions", str(tmp_path / "p.txt")]  # fmt: skip
    done = subprocess.run([*base, "--metric", "terminology-match"], capture_output=True, timeout=300)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["metric"] == "terminology-match"
    assert (result["target_matches"], result["source_terms"]) == (10, 13)
    assert result["score"] == pytest.approx(100 * 10 / 13)
    done = subprocess.run([*base, "--metric", "gender-fair-match"], capture_output=True, timeout=300)
    assert done.returncode == 0 and json.loads(done.stdout)["score"] == 0.0
    missing = subprocess.run([*base[:4], *base[6:], "--metric", "terminology-match"], capture_output=True, timeout=300)
    assert missing.returncode == 2 and b"needs --sources" in missing.stderr and b"Traceback" not in missing.stderr


@pytest.mark.parametrize(
    ("name", "source", "prediction", "key"),
    [
        ("terminology_match_accuracy", "Der Lehrer ist begeistert.", "Die Lehrkraft ist begeistert.", "terminology_match_accuracy"),
        ("gender_fair_match_accuracy", "Die Lehrer sind da.", "Die Lehrer*innen sind da.", "gender_fair_match_accuracy"),
    ],
)
def test_evaluate_modules(repo, name, source, prediction, key):
    import evaluate

    module = evaluate.load(str(repo / "eval" / name))
    result = module.compute(predictions=[prediction, source], sources=[source, source])
    assert result == {key: 0.5, "target_matches": 1, "source_terms": 2}
