"""The terminology format, the shipped open terminology and the loaders for user terminologies."""

from __future__ import annotations

from collections import Counter

import pytest

from fairwrite.de.terminology import (
    COLUMNS,
    ENV_TERMINOLOGY,
    TERM_FIELDS,
    TermEntry,
    Terminology,
    default_terminology,
    load_terminology,
)
from fairwrite.errors import FairwriteError


def test_shipped_terminology_is_large_valid_and_covers_every_kind():
    terminology = default_terminology()
    assert len(terminology) >= 300
    assert len(terminology.gendered_terms("masculine", "sg")) >= 250
    kinds = Counter(entry.kind for entry in terminology)
    for kind in ("participle", "adjectival", "kraft", "person", "leitung", "collective", "plural", "noun", "phrase"):
        assert kinds[kind] > 0, kind
    for entry in terminology:
        assert any(entry.filled(TERM_FIELDS[:4])) and any(entry.filled(TERM_FIELDS[4:])), entry
        if entry.neutral_sg:
            assert entry.genus("neutral_sg") in ("m", "f", "n"), entry
        assert entry.genus("neutral_pl") in ("pl", "m", "f", "n")


def test_number_behaviour_of_participles_and_collectives():
    terminology = default_terminology()
    student = next(e for e in terminology if e.masc_sg == "Student" and e.kind == "participle")
    # die Studierenden is neutral (an adjectival plural); there is no neutral *singular* participle
    assert student.neutral_pl == "Studierende" and student.is_adjectival("neutral_pl") and not student.neutral_sg
    assert student.grammatical_number("neutral_pl") == "pl"
    collective = next(e for e in terminology if e.neutral_pl == "Lehrerschaft")
    assert collective.genus("neutral_pl") == "f" and collective.grammatical_number("neutral_pl") == "sg"
    kraft = next(e for e in terminology if e.neutral_sg == "Lehrkraft")
    assert (kraft.genus("neutral_sg"), kraft.neutral_pl, kraft.plural_of("neutral_sg")) == ("f", "Lehrkräfte", "Lehrkräfte")
    girl = next(e for e in terminology if e.fem_sg == "Mädchen")
    assert girl.genus("fem_sg") == "n" and girl.genus("masc_sg") == "m"
    # many-to-many: one gendered term, several neutral ones; one neutral term, several gendered ones
    assert len({e.term(f) for e in terminology if e.masc_sg == "Lehrer" for f in ("neutral_sg", "neutral_pl")} - {""}) >= 5
    assert {e.masc_sg for e in terminology if e.neutral_sg == "Lehrkraft"} >= {"Lehrer", "Dozent"}


def test_tsv_round_trip(tmp_path):
    terminology = default_terminology()
    path = terminology.to_tsv(tmp_path / "t.tsv")
    assert path.read_text(encoding="utf-8").splitlines()[0].split("\t") == list(COLUMNS)
    again = load_terminology(path)
    assert [e.to_row() for e in again] == [e.to_row() for e in terminology]


def test_user_csv_numbers_and_genders_are_inferred(tmp_path):
    csv = tmp_path / "user.csv"
    csv.write_text(
        "Lehrer,Lehrkraft,1\nAbonnenten,Abonnierende,1\nKunde,Kundschaft\nAnwältin,Rechtsbeistand\n"
        "Deutscher Meister,erstplatzierte Person\n",
        encoding="utf-8",
    )
    pairs = tmp_path / "pairs.csv"
    pairs.write_text("Lehrer,Lehrerin,0\nKunde,Kundin,0\n", encoding="utf-8")
    entries = list(load_terminology(csv, feminine_pairs=pairs))
    lehrer, abonnenten, kunde, anwaeltin, meister = entries
    assert (lehrer.masc_sg, lehrer.masc_pl, lehrer.fem_sg, lehrer.fem_pl) == ("Lehrer", "Lehrer", "Lehrerin", "Lehrerinnen")
    assert (lehrer.neutral_sg, lehrer.neutral_pl, lehrer.genus("neutral_sg")) == ("Lehrkraft", "Lehrkräfte", "f")
    assert (abonnenten.masc_sg, abonnenten.masc_pl, abonnenten.neutral_pl) == ("Abonnent", "Abonnenten", "Abonnierende")
    assert abonnenten.is_adjectival("neutral_pl") and not abonnenten.neutral_sg
    assert kunde.fem_sg == "Kundin" and kunde.neutral_sg == "Kundschaft"
    assert (anwaeltin.fem_sg, anwaeltin.fem_pl, anwaeltin.masc_sg) == ("Anwältin", "Anwältinnen", "")
    assert (meister.masc_sg, meister.neutral_sg, meister.masc_pl) == ("Deutscher Meister", "erstplatzierte Person", "")


def test_geschicktgendern_loads_as_a_user_terminology(shared):
    path = shared / "lexicons/inclusify/geschicktgendern_normalized.csv"
    terminology = load_terminology(path, feminine_pairs=shared / "lexicons/inclusify/dereko_unified_checked.csv")
    assert len(terminology) > 3000 and terminology.name == path.name
    abonnent = [e for e in terminology if e.masc_pl == "Abonnenten" and e.neutral_pl == "Abonnierende"]
    assert abonnent and abonnent[0].is_adjectival("neutral_pl")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("foo\tmasc_sg\tbar\nLehrer\t1\t2\n", "no neutral column"),
        ("masc_sg\tneutral_sg\tneutral_sg_genus\nLehrer\tLehrkraft\tx\n", "neutral_sg_genus must be"),
        ("masc_sg\tneutral_sg\nLehrer\t\n", "at least one gendered and one neutral"),
        ("masc_sg\tneutral_pl\tadjectival\nStudent\tStudierende\tneutral\n", "unknown field"),
    ],
)
def test_malformed_terminologies_are_user_errors(tmp_path, text, message):
    path = tmp_path / "bad.tsv"
    path.write_text("# a comment\n" + text, encoding="utf-8")
    with pytest.raises(FairwriteError, match=message):
        load_terminology(path)


def test_missing_file_and_environment_override(tmp_path, monkeypatch):
    with pytest.raises(FairwriteError, match="no such terminology"):
        load_terminology(tmp_path / "nope.tsv")
    small = Terminology((TermEntry(masc_sg="Bäcker", masc_pl="Bäcker", neutral_pl="Backende",
                                   neutral_pl_genus="pl", adjectival=frozenset({"neutral_pl"})),))  # fmt: skip
    path = small.to_tsv(tmp_path / "small.tsv")
    monkeypatch.setenv(ENV_TERMINOLOGY, str(path))
    assert [e.masc_sg for e in default_terminology()] == ["Bäcker"]
