"""Round-trip support: App. C merging and App. G gender-tagged pairs."""

from __future__ import annotations

from fairwrite.de.control import (
    allowed_genders,
    resolve_pair_forms,
    strip_tag,
    tag_corpus,
    tag_source,
    tagged_pairs,
)
from fairwrite.de.merge import merge


def test_merge_example_of_appendix_c():
    result = merge(
        "Denn jede Begegnung mit einem*r Schüler*in ist anders, auch die Familien sind verschieden.",
        "Weil jede Begegnung mit einem Schüler anders ist, sind auch die Familien anders.",
    )
    assert result.merged
    assert (
        result.text == "Denn jede Begegnung mit einem Schüler ist anders, auch die Familien sind verschieden."
    )
    assert result.replacements == (("einem*r", "einem"), ("Schüler*in", "Schüler"))


def test_merge_uses_close_matches_and_falls_back():
    result = merge(
        "Die Kolleg*innen der Kund*innenbindung sind da.", "Die Kollegen vom Kundenbindungsteam sind hier."
    )
    assert result.merged and result.text == "Die Kollegen der Kundenbindungsteam sind da."
    fallback = merge("Die Ärzt*innen kommen.", "Morgen wird es regnen.")
    assert (
        not fallback.merged
        and fallback.text == "Morgen wird es regnen."
        and fallback.unmatched == ("Ärzt*innen",)
    )
    plain = merge("Keine Formen hier.", "No forms here.")
    assert plain.merged and plain.text == "Keine Formen hier."
    pair = merge("Die Lehrerinnen und Lehrer kamen früh.", "Die Lehrer kamen gestern.")
    assert pair.text == "Die Lehrer kamen früh."


def test_gender_tags_of_appendix_g():
    pairs = tagged_pairs(
        "Students from many nations learn together here.",
        "Schülerinnen und Schüler aus vielen Nationen lernen hier gemeinsam.",
    )
    assert [(p.source, p.target, p.gender) for p in pairs] == [
        (
            "<f> Students from many nations learn together here.",
            "Schülerinnen aus vielen Nationen lernen hier gemeinsam.",
            "feminine",
        ),
        (
            "<m> Students from many nations learn together here.",
            "Schüler aus vielen Nationen lernen hier gemeinsam.",
            "masculine",
        ),
    ]


def test_singular_pairs_give_only_the_first_gender():
    assert allowed_genders("Die Lehrerin oder der Lehrer prüft.") == ("feminine",)
    assert resolve_pair_forms("Die Lehrerin oder der Lehrer prüft.", "feminine") == "Die Lehrerin prüft."
    assert resolve_pair_forms("Die Lehrerin oder der Lehrer prüft.", "masculine") is None
    assert [p.gender for p in tagged_pairs("x", "Der Arzt oder die Ärztin entscheidet.")] == ["masculine"]
    # conflicting singular pairs, other gender-fair forms or no pair form: nothing
    assert tagged_pairs("x", "Der Arzt oder die Ärztin und die Lehrerin oder der Lehrer.") == []
    assert tagged_pairs("x", "Die Lehrer*innen und die Bürgerinnen und Bürger.") == []
    assert tagged_pairs("x", "Die Lehrer kommen.") == []


def test_tags():
    assert tag_source("Hello.", "f") == "<f> Hello."
    assert strip_tag("<m> Hello.") == ("masculine", "Hello.")
    assert strip_tag("Hello.") == (None, "Hello.")
    corpus = [("Citizens vote.", "Bürgerinnen und Bürger wählen."), ("Hi.", "Hallo.")]
    assert len(list(tag_corpus(corpus))) == 2
