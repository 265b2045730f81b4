"""English Backward Augmentation: gender-neutral → generic masculine / feminine (issue 3)."""

from __future__ import annotations

import pytest

from fairwrite.en.backward import make_augmenter
from fairwrite.errors import FairwriteError


@pytest.fixture(scope="module")
def masculine():
    return make_augmenter("masculine")


@pytest.fixture(scope="module")
def feminine():
    return make_augmenter("feminine")


CASES = [
    ("They walk to work.", "He walks to work.", "She walks to work."),
    ("They are late and don't care.", "He is late and doesn't care.", "She is late and doesn't care."),
    ("They're here, aren't they?", "He's here, isn't he?", "She's here, isn't she?"),
    ("They've been there.", "He's been there.", "She's been there."),
    ("Were they there?", "Was he there?", "Was she there?"),
    ("Do they know their way?", "Does he know his way?", "Does she know her way?"),
    ("I gave them theirs.", "I gave him his.", "I gave her hers."),
    ("They blame themself.", "He blames himself.", "She blames herself."),
    ("They put it down and left.", "He put it down and left.", "She put it down and left."),
    ("They walk and talk.", "He walks and talks.", "She walks and talks."),
    ("They will come.", "He will come.", "She will come."),
    ("THEY ARE HERE", "HE IS HERE", "SHE IS HERE"),
    (
        "The chairperson said they were pleased.",
        "The chairman said he was pleased.",
        "The chairwoman said she was pleased.",
    ),
    ("She is an actor.", "She is an actor.", "She is an actress."),
    ("They both agree.", "They both agree.", "They both agree."),
    ("Some of them left.", "Some of them left.", "Some of them left."),
    ("Nothing to change here.", "Nothing to change here.", "Nothing to change here."),
]


@pytest.mark.parametrize(("text", "masc", "fem"), CASES)
def test_backward(masculine, feminine, text, masc, fem):
    assert masculine.rewrite_one(text) == masc
    assert feminine.rewrite_one(text) == fem


def test_themselves_is_plural_unless_asked(masculine):
    assert masculine.rewrite_one("The kids hurt themselves.") == "The kids hurt themselves."
    assert make_augmenter("masculine", reflexive="themselves").rewrite_one("They hurt themselves.") == (
        "He hurt himself."
    )


def test_plural_rewrite_mode():
    assert make_augmenter("feminine", plural="rewrite").rewrite_one("They both agree.") == "She both agrees."


def test_round_trip_with_forward(masculine):
    from fairwrite.en.forward import make_rewriter

    forward = make_rewriter(referents="all")
    for text in [
        "He walks and talks.",
        "Does he know his way?",
        "He's been there.",
        "The chairman said he was late.",
    ]:
        assert masculine.rewrite_one(forward.rewrite_one(text)) == text


@pytest.mark.parametrize(
    ("gender", "options"), [("neuter", {}), ("masculine", {"plural": "maybe"}), ("feminine", {"colour": 1})]
)
def test_bad_options(gender, options):
    with pytest.raises(FairwriteError):
        make_augmenter(gender, **options)


def test_registry_resolves_the_augmenter():
    from fairwrite import get_augmenter

    assert get_augmenter("en", "feminine").rewrite_one("They run.") == "She runs."


def test_multiprocessing_gives_the_same_output(feminine):
    texts = ["They know.", "Nothing here.", "Do they care about their cat?", "I saw them."] * 40
    parallel = make_augmenter("feminine", n_process=2, batch_size=8)
    assert list(parallel.rewrite(texts)) == list(feminine.rewrite(texts))
