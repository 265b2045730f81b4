"""Character-span edits shared by the English, German and French rules."""

from __future__ import annotations

from fairwrite.fr.euphony import euphony, vowel_sound
from fairwrite.text.edits import Edit, apply_edits, apply_edits_tracked

TEXT = "Sie ist Lehrerin und 🙂 bleibt es."


def test_everything_outside_the_edits_is_byte_identical():
    edits = [Edit(0, 3, "Er"), Edit(8, 16, "Lehrer", "backward")]
    assert apply_edits(TEXT, edits) == "Er ist Lehrer und 🙂 bleibt es."
    assert apply_edits(TEXT, []) == TEXT


def test_overlaps_keep_the_leftmost_and_one_insertion_per_point():
    assert apply_edits("abcdef", [Edit(2, 5, "X"), Edit(1, 3, "Y")]) == "aYdef"
    assert apply_edits("abc", [Edit(1, 1, "+"), Edit(1, 1, "-")]) == "a+bc"


def test_tracked_spans_and_carried_ranges_follow_the_text():
    result = apply_edits_tracked(TEXT, [Edit(8, 16, "Lehrer")], carry=[(0, 3), (10, 12), (TEXT.index("bleibt"), TEXT.index(" es"))])
    assert [result.text[a:b] for a, b in result.spans] == ["Lehrer"]
    assert [result.text[a:b] for a, b in result.carried] == ["Sie", "bleibt"]  # (10, 12) was rewritten


def test_vowel_sound_knows_mute_and_aspirated_h():
    assert vowel_sound("étudiant") and vowel_sound("homme") and vowel_sound("Habitant")
    assert not vowel_sound("héros") and not vowel_sound("handicapé") and not vowel_sound("onze")
    assert not vowel_sound("directeur")


def test_euphony_touches_only_edited_words():
    text = "le auteur et le auteur"
    assert euphony(text, [(0, 2)]) == "l'auteur et le auteur"
    assert euphony("ce ami", [(0, 2)]) == "cet ami"
    assert euphony("CE AMI", [(0, 2)]) == "CET AMI"
