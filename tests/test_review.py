"""Edits as data (issue 43): every engine's edits apply back to its output, none gives the source, and each
referent group alone keeps the agreement inside it. The sentences are our own, written for these tables."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fairwrite.cli import main
from fairwrite.registry import get_rewriter, rewrite_forms
from fairwrite.review import Reviewer, apply_groups, review_pair
from fairwrite.review.align import align
from fairwrite.review.explain import AGREEMENT, PERSON_NOUN, PRONOUN, VERB
from fairwrite.review.html import render_page

SENTENCES = {
    "en": [
        "If a nurse is late, she is fined.",
        "Ask the chairman whether he has signed his report.",
        "Every student must bring his own laptop, and he is responsible for it.",
        "The weather was fine all day.",
        "HE IS THE BEST SALESMAN WE HAVE.",
    ],
    "de": [
        "Jeder Lehrer kennt seine Schüler.",
        "Der Arzt untersucht den Patienten.",
        "Die Studenten sind zufrieden, weil ihr Professor gelobt wird.",
        "Der Bundestag hat das Gesetz verabschiedet.",
        "Ein neuer Mitarbeiter meldet sich bei seinem Chef.",
    ],
    "fr": [
        "Les étudiants sont invités à la réunion.",
        "Un enseignant motivé aide ses élèves.",
        "Chaque candidat doit envoyer son dossier.",
        "Il pleut depuis ce matin.",
    ],
}
FR_INCLUSIVE = [
    "Les étudiant·es sont invité·es à la réunion.",
    "Iel est content·e de ses collègues.",
    "Les candidat·e·s doivent envoyer leur dossier.",
]


def settings() -> list[tuple[str, str | None, str | None]]:
    """Every language, every form, both French directions."""
    found: list[tuple[str, str | None, str | None]] = [("en", None, None)]
    found += [("de", form, None) for form in rewrite_forms("de")]
    found += [("fr", form, "to-fair") for form in rewrite_forms("fr") if form != "standard"]
    found.append(("fr", None, "to-standard"))
    return found


@pytest.mark.parametrize(("lang", "form", "direction"), settings())
def test_all_edits_give_the_text_output_and_none_the_source(lang, form, direction):
    sources = FR_INCLUSIVE if direction == "to-standard" else SENTENCES[lang]
    for referents in ("generic", "all"):
        text = list(get_rewriter(lang, form=form, direction=direction, referents=referents).rewrite(sources))
        reviewer = Reviewer(lang, form=form, direction=direction, referents=referents, alternatives=False)
        reviews = list(reviewer.review(sources))
        assert [r.output for r in reviews] == text
        changed = 0
        for source, review in zip(sources, reviews, strict=True):
            assert apply_groups(source, review.edits) == review.output
            assert review.apply(set()) == source
            for edit in review.edits:
                assert source[edit.start : edit.end] == edit.text
                assert edit.kind and edit.rule.startswith("rules:") and edit.group >= 1
                assert 0 < edit.confidence <= 1
            changed += review.output != source
        assert changed, f"{lang} {form} {direction} {referents}: the table must exercise the engine"


#: (language, form, direction, source, {group's words: the text with only that group accepted}); every
#: expected text checked by hand for agreement inside the group (and nothing outside it changed).
SINGLE_GROUPS = [
    ("de", "star", None, "Jeder Lehrer kennt seine Schüler.", {
        "Jeder Lehrer seine": "Jede*r Lehrer*in kennt seine*ihre Schüler.",
        "Schüler": "Jeder Lehrer kennt seine Schüler*innen.",
    }),
    ("de", "star", None, "Die Studenten sind zufrieden, weil ihr Professor gelobt wird.", {
        "Studenten": "Die Student*innen sind zufrieden, weil ihr Professor gelobt wird.",
        "ihr Professor": "Die Studenten sind zufrieden, weil ihr*e Professor*in gelobt wird.",
    }),
    ("de", "colon", None, "Der Arzt untersucht den Patienten.", {
        "Der Arzt": "Der:die Ärzt:in untersucht den Patienten.",
        "den Patienten": "Der Arzt untersucht den:die Patient:in.",
    }),
    ("de", "pair", None, "Jeder Lehrer kennt seine Schüler.", {
        "Jeder seine": "Jede Lehrerin oder jeder Lehrer kennt ihre oder seine Schüler.",
        "Schüler": "Jeder Lehrer kennt seine Schülerinnen und Schüler.",
    }),
    ("de", "neutral", None, "Der Arzt untersucht den Patienten.", {
        "Der Arzt": "Die ärztliche Fachkraft untersucht den Patienten.",
    }),
    ("en", None, None, "If a nurse is late, she is fined.", {
        "she is": "If a nurse is late, they are fined.",
    }),
    ("de", "star", None, "Ein neuer und erfahrener Trainer kommt, sagte der Präsident.", {
        "Ein neuer erfahrener Trainer": "Ein*e neue*r und erfahrene*r Trainer*in kommt, sagte der Präsident.",
        "der Präsident": "Ein neuer und erfahrener Trainer kommt, sagte der*die Präsident*in.",
    }),
    ("fr", "point", "to-fair", "Le propriétaire inférieur ne peut point élever de digue.", {
        "Le inférieur": "Le·la propriétaire inférieur·e ne peut point élever de digue.",
    }),
    ("fr", "point", "to-fair", "Les étudiants sont invités à la réunion.", {
        "étudiants invités": "Les étudiant·e·s sont invité·e·s à la réunion.",
    }),
    ("fr", "point", "to-fair", "Un enseignant motivé aide ses élèves.", {
        "Un enseignant motivé": "Un·e enseignant·e motivé·e aide ses élèves.",
    }),
    ("fr", "neutral", "to-fair", "Les étudiants sont invités à la réunion.", {
        "Les étudiants sont invités": "La communauté étudiante est invitée à la réunion.",
    }),
    ("fr", None, "to-standard", "Les étudiant·es sont invité·es à la réunion.", {
        "étudiant·es invité·es": "Les étudiants sont invités à la réunion.",
    }),
]  # fmt: skip


@pytest.mark.parametrize(("lang", "form", "direction", "source", "expected"), SINGLE_GROUPS)
def test_each_group_alone_agrees_inside_itself(lang, form, direction, source, expected):
    review = Reviewer(lang, form=form, direction=direction, referents="all", alternatives=False).review_one(source)
    alone = {" ".join(e.text for e in edits): review.apply({group}) for group, edits in review.groups.items()}
    assert alone == expected


def test_kinds_and_referent_groups_of_a_german_sentence():
    review = Reviewer("de", referents="all", alternatives=False).review_one("Jeder Lehrer kennt seine Schüler.")
    assert [(e.text, e.replacement, e.kind, e.group) for e in review.edits] == [
        ("Jeder", "Jede*r", AGREEMENT, 1),
        ("Lehrer", "Lehrer*in", PERSON_NOUN, 1),
        ("seine", "seine*ihre", PRONOUN, 1),
        ("Schüler", "Schüler*innen", PERSON_NOUN, 2),
    ]
    assert [(e.start, e.end) for e in review.edits] == [(0, 5), (6, 12), (19, 24), (25, 32)]


def test_english_pronoun_takes_its_verb_and_offers_the_pair():
    review = Reviewer("en", referents="all").review_one("Each applicant should send his CV, and she is late.")
    kinds = {(e.text, e.kind, e.group) for e in review.edits}
    assert ("she", PRONOUN, 1) in kinds and ("is", VERB, 1) in kinds
    his = next(e for e in review.edits if e.text == "his")
    assert {"form": "pair", "replacement": "his or her"} in his.alternatives
    she = next(e for e in review.edits if e.text == "she")
    assert not any(a["form"] == "pair" for a in she.alternatives)  # *she or he are* would not agree


def test_german_alternatives_come_from_the_other_forms():
    review = Reviewer("de", referents="all").review_one("Die Studenten sind zufrieden.")
    (edit,) = review.edits
    assert {"form": "neutral", "replacement": "Studierenden"} in edit.alternatives
    assert {"form": "pair", "replacement": "Studentinnen und Studenten"} in edit.alternatives


def test_alignment_keeps_every_character_and_names_a_source_word():
    source = "  Der  Arzt,   sagt  er ,  kommt. "
    output = "  Der*die  Ärzt*in,   sagt  er*sie ,  kommt. "
    changes = align(source, output)
    assert [(c.text, c.replacement) for c in changes] == [("Der", "Der*die"), ("Arzt", "Ärzt*in"), ("er", "er*sie")]
    assert review_pair(source, output, "de").apply({1, 2, 3}) == output


def test_min_confidence_keeps_only_groups_at_or_above_it():
    review = Reviewer("de", referents="all", alternatives=False).review_one("Jeder Lehrer kennt seine Schüler.")
    assert review.keep(0.0) is review
    assert review.keep(1.01).output == review.source and not review.keep(1.01).edits
    lowest = min(review.group_confidence(g) for g in review.groups)
    kept = review.keep(lowest)
    assert kept.output == review.output


def test_cli_jsonl_edits_apply_to_the_text_output(tmp_path):
    source = tmp_path / "in.txt"
    source.write_text("Jeder Lehrer kennt seine Schüler.\nDer Bundestag tagt.\nDer Arzt kommt.\n", encoding="utf-8")
    text, records, page = tmp_path / "out.txt", tmp_path / "out.jsonl", tmp_path / "out.html"
    main(["rewrite", "--lang", "de", "-i", str(source), "-o", str(text)])
    main(["rewrite", "--lang", "de", "-i", str(source), "-o", str(records), "--format", "jsonl"])
    main(["rewrite", "--lang", "de", "-i", str(source), "-o", str(page), "--format", "html"])
    lines = text.read_text(encoding="utf-8").splitlines()
    rows = [json.loads(line) for line in records.read_text(encoding="utf-8").splitlines()]
    assert [r["output"] for r in rows] == lines
    for row in rows:
        for edit in row["edits"]:
            assert set(edit) >= {"start", "end", "text", "replacement", "kind", "rule", "group", "confidence",
                                 "alternatives"}  # fmt: skip
            assert row["source"][edit["start"] : edit["end"]] == edit["text"]
    assert all(not e["alternatives"] for r in rows for e in r["edits"])  # jsonl runs no other form by default
    html = page.read_text(encoding="utf-8")
    assert "alternatives: neutral: Lehrkraft" in html  # html does
    assert html.count("\n") == 3 and html.startswith("<!DOCTYPE html>") and html.rstrip().endswith("</html>")
    assert html.count('class="edit"') == sum(len(r["edits"]) for r in rows)


def test_cli_min_confidence_above_every_group_gives_the_source(tmp_path):
    source = tmp_path / "in.txt"
    source.write_text("Jeder Lehrer kennt seine Schüler.\n", encoding="utf-8")
    target = tmp_path / "out.txt"
    main(["rewrite", "--lang", "de", "-i", str(source), "-o", str(target), "--min-confidence", "1"])
    assert target.read_text(encoding="utf-8") == source.read_text(encoding="utf-8")


def test_cli_min_confidence_out_of_range_is_one_line(capsys, tmp_path):
    with pytest.raises(SystemExit) as done:
        main(["rewrite", "--lang", "de", "--min-confidence", "2", "-i", "-"])
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert "--min-confidence" in err and "Traceback" not in err


def test_html_page_marks_edits_and_escapes_text():
    review = review_pair("<b>Der Arzt</b> & er", "<b>Der*die Ärzt*in</b> & er*sie", "de")
    page = render_page([review])
    assert "&lt;b&gt;" in page and "<b>Der" not in page
    assert page.count('class="edit"') == 3 and "<del>Arzt</del><ins>Ärzt*in</ins>" in page


_WORDS = st.sampled_from(["Der", "der", "Lehrer", "Lehrer*in", "und", "er", "sie", "  ", ",", ".", "they", "x"])


@given(st.lists(_WORDS, max_size=12), st.lists(_WORDS, max_size=12))
def test_any_alignment_applies_back_exactly(a, b):
    source, output = " ".join(a), " ".join(b)
    changes = align(source, output)
    assert all(source[c.start : c.end] == c.text for c in changes)
    assert review_pair(source, output, "de").apply(set(range(1, len(changes) + 1))) == output
