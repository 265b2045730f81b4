"""The noise filters agree with OpusFilter's definitions on a table of edge cases; deduplication."""

from __future__ import annotations

import pytest

from fairwrite.augment.mixing import deduplicate
from fairwrite.corpus.filters import PRESETS, SegmentFilter, dedup_key, settings_for
from fairwrite.schema import Segment

OFF = {"min_length": None, "max_length": None, "long_word": None, "alphabet_ratio": None, "language_id": None}
WORD = {**OFF, "length_unit": "word", "min_length": 1, "max_length": 150}  # App. A
CHAR = {**OFF, "length_unit": "character", "min_length": 15, "max_length": 250}  # Hauser §4.1.2
LONG = {**OFF, "long_word": 40}
ALPHA = {**OFF, "alphabet_ratio": 0.5}
LANG = {**OFF, "language_id": "langid", "language_threshold": 0.0}

# (settings, text, accepted by OpusFilter's definition, why)
TABLE = [
    (WORD, "", False, "0 words < min 1 (pass_empty is off)"),
    (WORD, " \t ", False, "whitespace only: str.split() gives no words"),
    (WORD, "Wort", True, "1 word"),
    (WORD, " ".join(["w"] * 150), True, "150 words: bounds are inclusive"),
    (WORD, " ".join(["w"] * 151), False, "151 words"),
    (WORD, "\t".join(["w"] * 151), False, "tabs separate words too"),
    (WORD, "Lehrer*innen/Schüler*innen", True, "separators are no spaces: one word"),
    (CHAR, "x" * 14, False, "14 characters < 15"),
    (CHAR, "x" * 15, True, "15 characters"),
    (CHAR, "x" * 250, True, "250 characters"),
    (CHAR, "x" * 251, False, "251 characters"),
    (CHAR, "é" * 8, False, "8 precomposed code points"),
    (CHAR, "e\u0301" * 8, True, "16 code points (decomposed): characters are code points"),
    (CHAR, "Die Lehrer lesen", True, "spaces count as characters: 16"),
    (LONG, "", True, "no words: longest word 0 < 40"),
    (LONG, "a" * 39, True, "39 < 40"),
    (LONG, "a" * 40, False, "a word of exactly the threshold is too long (strict <)"),
    (LONG, "kurz " + "x" * 41, False, "any word counts"),
    (LONG, "Donaudampfschifffahrtsgesellschaftskapitän", False, "42-letter compound"),
    (LONG, "Rind-fleisch-etikettierungs-überwachungs-aufgaben", False, "hyphens do not split words"),
    (ALPHA, "", True, "empty segment scores 1.0"),
    (ALPHA, "ab12", True, "exactly 0.5 is accepted (≥)"),
    (ALPHA, "ab123", False, "0.4"),
    (ALPHA, "a b", True, "whitespace counts in the denominator: 2/3"),
    (ALPHA, "1 2 a", False, "1/5"),
    (ALPHA, "Ärzt*innen", True, "umlauts are alphabetic, the star is not: 9/10"),
    (ALPHA, "***", False, "0/3"),
    (ALPHA, "  ", False, "whitespace only: 0/2"),
    (ALPHA, "漢字", True, "CJK ideographs are Alphabetic"),
    (ALPHA, "２０２３ab", False, "full-width digits are not alphabetic: 2/6"),
    (LANG, "", True, "empty segments pass (confidence 1.0)"),
    (LANG, "Die Lehrer*innen lesen heute das Buch in der Bibliothek.", True, "German"),
    (LANG, "The teachers read the book in the library today.", False, "English: confidence 0"),
    (LANG, "Le professeur lit le livre à la bibliothèque.", False, "French: confidence 0"),
]


@pytest.fixture(scope="module")
def opus_langid(monkeypatch_module):
    """OpusFilter's own LanguageIDFilter (langid method) — its py3langid loader patched to the new API."""
    from opusfilter.filters import LanguageIDFilter
    from py3langid.langid import LanguageIdentifier

    monkeypatch_module.setattr(
        LanguageIdentifier, "from_pickled_model", LanguageIdentifier.from_model_file, raising=False
    )
    return LanguageIDFilter(languages=["de"], id_method="langid", thresholds=[0.0])


@pytest.fixture(scope="module")
def monkeypatch_module():
    mp = pytest.MonkeyPatch()
    yield mp
    mp.undo()


def _opus_reference(settings: dict, text: str, langid) -> bool:
    """OpusFilter's decision with OpusFilter's classes built directly from the paper's settings."""
    from opusfilter import filters as opus

    if settings["language_id"]:
        return langid.accept(next(langid.score([(text,)])))
    if settings["min_length"] is not None:
        unit = "word" if settings["length_unit"] == "word" else "char"
        f = opus.LengthFilter(settings["min_length"], settings["max_length"], unit)
    elif settings["long_word"] is not None:
        f = opus.LongWordFilter(threshold=settings["long_word"])
    else:
        f = opus.AlphabetRatioFilter(threshold=settings["alphabet_ratio"])
    return f.accept(next(f.score([(text,)])))


@pytest.mark.parametrize(("settings", "text", "expected", "why"), TABLE, ids=[row[3] for row in TABLE])
def test_each_filter_agrees_with_opusfilter(settings, text, expected, why, opus_langid):
    ours = SegmentFilter(settings_for("none", **settings), languages=("de",), sides=("text",))
    assert (ours.reason((text,)) is None) == expected, why
    assert _opus_reference(settings, text, opus_langid) == expected, why


def test_langid_scores_equal_opusfilter(opus_langid):
    ours = SegmentFilter(settings_for("none", **LANG), languages=("de",), sides=("text",))
    _, lid = ours.filters[0]
    texts = ["Heute lesen die Kolleg*innen die Zeitung.", "Hallo", "12345", "Guten Morgen, liebe Leute!"]
    assert list(lid.score([(t,) for t in texts])) == list(opus_langid.score([(t,) for t in texts]))


def test_presets_are_the_papers_settings():
    amrhein, hauser = PRESETS["amrhein2023"], PRESETS["hauser2023"]
    assert (amrhein.length_unit, amrhein.min_length, amrhein.max_length) == ("word", 1, 150)
    assert (hauser.length_unit, hauser.min_length, hauser.max_length) == ("character", 15, 250)
    for preset in (amrhein, hauser):
        assert (preset.long_word, preset.alphabet_ratio, preset.language_threshold) == (40, 0.5, 0.0)


def test_pairs_need_every_side_to_pass_and_rejections_are_counted():
    noise = SegmentFilter("amrhein2023", languages=("de", "de"))
    good = Segment("Die Lehrer lesen heute das Buch.", "Die Lehrer*innen lesen heute das Buch.", "de")
    english_source = Segment("The teachers read the book today.", good.target, "de")
    long_target = Segment(good.source, good.target + " " + "x" * 45, "de")
    assert noise([good, english_source, long_target]) == [good]
    assert noise.rejected == {"language-id": 1, "long-word": 1} and noise.seen == 3


def test_exact_and_near_deduplication():
    rows = [
        Segment("Die Lehrer lesen.", "Die Lehrer*innen lesen.", "de"),
        Segment("Die Lehrer lesen.", "Die Lehrer*innen lesen.", "de"),
        Segment("die lehrer lesen", "Die Lehrer*innen lesen!", "de"),
        Segment("Die Lehrer lesen.", "Die Lehrer:innen lesen.", "de"),
    ]
    assert deduplicate(rows, key=dedup_key()) == [rows[0], rows[2], rows[3]]
    # near: OpusFilter's lowercase + letters_only — case, punctuation and separators no longer count
    assert deduplicate(rows, key=dedup_key(near=True)) == [rows[0]]
    assert deduplicate(rows, key=dedup_key(sides=("source",))) == [rows[0], rows[2]]
