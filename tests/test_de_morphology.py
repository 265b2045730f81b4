"""German inflection tables and the person-noun lexicon."""

from __future__ import annotations

import pytest

from fairwrite.datadir import data_dir
from fairwrite.de.forms import join_words, render_noun, split_marked
from fairwrite.de.lexicon import lexicon
from fairwrite.de.morphology import (
    CASES,
    adjective_ending,
    analyse_determiner,
    declension_after,
    inflect_adjective,
    inflect_determiner,
    personal_pronoun,
    preferred_case,
    relative_pronoun,
)


def test_determiners():
    assert CASES == ("nom", "acc", "dat", "gen")
    assert [inflect_determiner("der", c, "sg", "m") for c in CASES] == ["der", "den", "dem", "des"]
    assert [inflect_determiner("ein", c, "sg", "f") for c in CASES] == ["eine", "eine", "einer", "einer"]
    assert [inflect_determiner("jeder", c, "pl", "m") for c in CASES] == ["jede", "jede", "jeden", "jeder"]
    assert inflect_determiner("Euer", "nom", "sg", "f") == "Eure"
    assert inflect_determiner("derjenige", "dat", "sg", "m") == "demjenigen"
    assert ("der", "acc", "sg", "m") in analyse_determiner("den")
    assert all(r[2] == "sg" for r in analyse_determiner("einer"))  # ein has no plural


def test_adjectives():
    assert (
        declension_after("ein") == "mixed"
        and declension_after("dieser") == "weak"
        and declension_after(None) == "strong"
    )
    assert inflect_adjective("neu", "mixed", "nom", "sg", "m") == "neuer"
    assert inflect_adjective("leise", "weak", "dat", "pl", "f") == "leisen"
    assert adjective_ending("strong", "dat", "sg", "f") == "er"


def test_pronouns_and_prepositions():
    assert personal_pronoun("acc", "sg", "m") == "ihn" and personal_pronoun("dat", "pl", "f") == "ihnen"
    assert relative_pronoun("gen", "sg", "f") == "deren"
    assert (
        preferred_case("mit") == "dat" and preferred_case("unter") == "dat" and preferred_case("an") == "acc"
    )
    assert preferred_case("Haus") is None


@pytest.mark.parametrize(
    ("masc", "fem", "star"),
    [
        ("der", "die", "der*die"),
        ("einen", "eine", "eine*n"),
        ("einem", "einer", "einem*r"),
        ("ein", "eine", "ein*e"),
        ("er", "sie", "er*sie"),
        ("seinem", "ihrem", "seinem*ihrem"),
        ("derjenige", "diejenige", "der*diejenige"),
        ("Abgeordneter", "Abgeordnete", "Abgeordnete*r"),
        ("zum", "zur", "zum*zur"),
    ],
)
def test_join_and_split(masc, fem, star):
    assert join_words(masc, fem, "star") == star
    left, right = star.split("*")
    assert split_marked(left, right) == (masc, fem)


def test_render_noun():
    assert render_noun("Kundinnenbindung", 4, "star") == "Kund*innenbindung"
    assert render_noun("Lehrerin", 6, "binnen-i") == "LehrerIn"


def test_person_lexicon():
    lex = lexicon()
    assert lex.person_noun("Arzt").fem == "Ärztin"
    assert lex.person_noun("Bauer").fem == "Bäuerin"
    assert lex.person_noun("Kollegin").masc == "Kollege"
    assert lex.masc_form(lex.person_noun("Kollege"), "dat", "sg") == "Kollegen"
    assert lex.masc_form(lex.person_noun("Lehrer"), "dat", "pl") == "Lehrern"
    assert lex.person_readings("Straßenbauarbeiter")[0].prefix == "Straßen"
    assert lex.person_readings("Kundenbindung")[0].suffix == "bindung"
    for word in (
        "Kiefer",
        "Innenstadt",
        "Binnenmarkt",
        "Lautsprecher",
        "Fahrzeuge",
        "Menschen",
        "Oktober",
        "Mutter",
    ):
        assert not lex.is_person(word), word
    assert lex.is_participle_noun("Studierenden") and not lex.is_participle_noun("Legende")
    # the shared lexicons (Inclusify's nouns, the seed nouns) add to the pairs the package embeds
    assert sum(1 for _ in lex.person_pairs()) > (5000 if data_dir(required=False) else 4000)


def test_lexicon_cache_is_reused(tmp_path, monkeypatch):
    from fairwrite.de import lexicon as module

    monkeypatch.setenv("FAIRWRITE_CACHE", str(tmp_path))
    sources = module._sources(None)
    data = module._load(None)
    cached = sorted(tmp_path.glob("de-lexicon-*.pkl"))  # the person-noun data and the noun table, one key
    assert [p.name.split(".", 1)[1] for p in cached] == ["nouns.pkl", "pkl"]
    assert all(module._fingerprint(sources) in p.name and p.stat().st_size < 20_000_000 for p in cached)
    again = module._load(None)
    assert again.masc_to_fem == data.masc_to_fem
    assert "Lehrkräfte" in module._load(None, "nouns").plurals
