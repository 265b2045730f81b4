"""The German verbs of the ``fairwrite`` command and the de-gender-fair dataset builder."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "fairwrite.cli", *args],
        input=stdin.encode() if stdin is not None else None,
        capture_output=True,
        timeout=600,
    )


def test_rewrite_de_star_and_colon(tmp_path):
    source = tmp_path / "in.txt"
    source.write_text(
        "Wir suchen einen neuen Mitarbeiter.\nDas Wetter ist schön.\nJeder Kunde zählt.\n", encoding="utf-8"
    )
    done = run("rewrite", "--lang", "de", "-i", str(source), "-o", str(tmp_path / "out.txt"))
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "out.txt").read_text(encoding="utf-8").splitlines() == [
        "Wir suchen eine*n neue*n Mitarbeiter*in.",
        "Das Wetter ist schön.",
        "Jede*r Kund*in zählt.",
    ]
    done = run("rewrite", "--lang", "de", "--form", "colon", stdin="Die Lehrer streiken.\n")
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode() == "Die Lehrer:innen streiken.\n"


def test_rewrite_de_bad_form_is_one_error_line():
    done = run("rewrite", "--lang", "de", "--form", "emoji", stdin="Die Lehrer.\n")
    assert done.returncode == 2
    assert b"unknown gender-fair form" in done.stderr and b"Traceback" not in done.stderr


def test_augment_de_feminine_and_masculine():
    text = "Der*die Ärzt*in hilft den Kolleg*innen.\nKein gender-faires Wort.\n"
    done = run("augment", "--lang", "de", "--gender", "feminine", stdin=text)
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode().splitlines() == [
        "Die Ärztin hilft den Kolleginnen.",
        "Kein gender-faires Wort.",
    ]
    done = run("augment", "--lang", "de", "--gender", "masculine", stdin=text)
    assert done.stdout.decode().splitlines()[0] == "Der Arzt hilft den Kollegen."


CORPUS = [
    "Liebe Kolleg*innen, die Lehrer:innen laden alle Schüler_innen zum Sommerfest ein. Jede*r ist willkommen.",
    "Wir suchen eine*n engagierte*n Mitarbeiter*in für unser Team in Berlin. Der Zug fährt um acht Uhr ab.",
    "Die Bürgerinnen und Bürger können ab Montag ihre Stimme abgeben. Das Wetter bleibt sonnig und warm.",
    "Der Verein sucht ehrenamtliche HelferInnen für das Fest. Die Preise für Strom steigen weiter.",
    "Die Ärzt*innen im Krankenhaus arbeiten am Limit. Der Lehrer kam zu spät. Die Brücke ist gesperrt.",
    "Die Kund*innen erhalten einen Gutschein. Im Herbst fallen die Blätter. Der Fluss führt Hochwasser.",
]


@pytest.mark.slow
def test_build_de_gender_fair_loads_back(tmp_path):
    import datasets

    corpus = tmp_path / "oscar.jsonl"
    corpus.write_text(
        "".join(
            json.dumps({"content": text, "metadata": {"id": str(k)}}, ensure_ascii=False) + "\n"
            for k, text in enumerate(CORPUS)
        ),
        encoding="utf-8",
    )
    out = tmp_path / "de-gender-fair"
    done = run(
        "build",
        "de-gender-fair",
        "--input",
        str(corpus),
        "--output",
        str(out),
        "--language-id",
        "none",
        "--split",
        "0.8,0.1,0.1",
    )
    assert done.returncode == 0, done.stderr
    ds = datasets.load_dataset(str(out))
    rows = [r for split in ds.values() for r in split]
    assert {"train"} <= set(ds)
    from fairwrite.schema import FEATURES

    assert ds["train"].features == FEATURES
    targets = {r["target"] for r in rows if r["source_label"] != "none"}
    assert "Jede*r ist willkommen." in targets
    assert "Die Bürger*innen können ab Montag ihre Stimme abgeben." in targets  # pair form normalised
    by_label = {(r["source_label"], r["target"]): r["source"] for r in rows}
    assert by_label.get(("masculine", "Jede*r ist willkommen.")) == "Jeder ist willkommen."
    assert by_label.get(("feminine", "Die Ärzt*innen im Krankenhaus arbeiten am Limit.")) == (
        "Die Ärztinnen im Krankenhaus arbeiten am Limit."
    )
    plain = [r for r in rows if r["source_label"] == "none"]
    assert plain and all(r["source"] == r["target"] for r in plain)
    assert not any(r["source"] == "Der Lehrer kam zu spät." for r in plain)  # generic masculine: no copy
    assert all(r["lang"] == "de" and r["form"] in ("star", "") for r in rows)


def test_forward_sources_pair_a_rule_made_target_with_its_feminine_source(tmp_path):
    """``--forward-sources``: a generic masculine sentence's rule-made target is also paired with the
    feminine the Backward rules make of it, so a model sees ``Lektorin`` → ``Lektor*in`` as often as the
    masculine; a sentence with no person noun gives no such row."""
    import datasets

    from fairwrite.registry import run_builder

    corpus = tmp_path / "corpus.txt"
    corpus.write_text(
        "Der Lehrer kam zu spät.\nJeder Kunde erhält einen Gutschein.\nDie Brücke ist gesperrt.\n", encoding="utf-8"
    )
    options = ["--language-id", "none", "--forward-pairs", "--forward-sources", "--non-gendered-ratio", "0"]
    built = run_builder("de-gender-fair", [corpus], tmp_path / "out", options)
    rows = [r for split in datasets.load_dataset(str(built)).values() for r in split]
    pairs = {(r["source"], r["target"]): r for r in rows}
    assert ("Der Lehrer kam zu spät.", "Der*die Lehrer*in kam zu spät.") in pairs
    feminine = pairs[("Die Lehrerin kam zu spät.", "Der*die Lehrer*in kam zu spät.")]
    assert feminine["source_label"] == "feminine" and "forward-target" in feminine["tags"]
    assert ("Jede Kundin erhält einen Gutschein.", "Jede*r Kund*in erhält einen Gutschein.") in pairs
    assert not any("Brücke" in source for source, _ in pairs)


def test_forward_sources_without_forward_pairs_is_one_error_line(tmp_path):
    corpus = tmp_path / "corpus.txt"
    corpus.write_text("Der Lehrer kam zu spät.\n", encoding="utf-8")
    done = run("build", "de-gender-fair", "--input", str(corpus), "--output", str(tmp_path / "o"), "--forward-sources")
    assert done.returncode == 2
    assert done.stderr.decode().strip() == (
        "fairwrite: error: --forward-sources needs --forward-pairs (it pairs the forward rules' targets)"
    )


def test_generic_referents_keep_specific_people_as_copies(tmp_path):
    """``--referents generic``: *mein Bruder* is a specific man, so the sentence is a copy (a model learns
    to leave it alone); a generic noun in the same build is still paired with its rewrite. In mode
    ``all`` (the default, TIGER's convention) the brother's job is rewritten."""
    import datasets

    from fairwrite.registry import run_builder

    corpus = tmp_path / "corpus.txt"
    corpus.write_text("Mein Nachbar ist Bäcker und steht früh auf.\nJeder Kunde erhält einen Gutschein.\n", encoding="utf-8")
    common = ["--language-id", "none", "--forward-pairs", "--non-gendered-ratio", "0"]
    built = run_builder("de-gender-fair", [corpus], tmp_path / "generic", [*common, "--referents", "generic"])
    rows = {(r["source"], r["target"]): r for s in datasets.load_dataset(str(built)).values() for r in s}
    kept = rows[("Mein Nachbar ist Bäcker und steht früh auf.", "Mein Nachbar ist Bäcker und steht früh auf.")]
    assert kept["source_label"] == "masculine" and "specific-kept" in kept["tags"]
    assert ("Jeder Kunde erhält einen Gutschein.", "Jede*r Kund*in erhält einen Gutschein.") in rows
    built = run_builder("de-gender-fair", [corpus], tmp_path / "all", common)
    sources = {r["source"]: r["target"] for s in datasets.load_dataset(str(built)).values() for r in s}
    assert sources["Mein Nachbar ist Bäcker und steht früh auf."] != "Mein Nachbar ist Bäcker und steht früh auf."
    assert "--referents generic" in (tmp_path / "generic" / "README.md").read_text(encoding="utf-8")


def test_original_sources_pair_a_written_pair_form_with_its_normalised_target(tmp_path):
    """``--sources …,original``: a gender-fair sentence written in another form is a source too, so a model
    learns what the rules do with *Kolleginnen und Kollegen* (the star form), not to break it."""
    import datasets

    from fairwrite.registry import run_builder

    corpus = tmp_path / "corpus.txt"
    corpus.write_text("Liebe Kolleginnen und Kollegen, wir beginnen.\nDie Lehrer*innen streiken.\n", encoding="utf-8")
    options = ["--language-id", "none", "--non-gendered-ratio", "0", "--sources", "masculine,feminine,copy,original"]
    built = run_builder("de-gender-fair", [corpus], tmp_path / "out", options)
    rows = {(r["source"], r["target"]): r for s in datasets.load_dataset(str(built)).values() for r in s}
    written = rows[("Liebe Kolleginnen und Kollegen, wir beginnen.", "Liebe Kolleg*innen, wir beginnen.")]
    assert "original-source" in written["tags"] and written["direction"] == "forward"
    assert not any("original-source" in r["tags"] for (_, target), r in rows.items() if "Lehrer" in target)
    assert "original-source" in (tmp_path / "out" / "README.md").read_text(encoding="utf-8")


def test_hard_copies_are_the_sentences_with_a_person_lookalike_the_rules_left_alone(tmp_path):
    """``--hard-copies``: with room for two copies among five plain sentences, the two drawn are those with
    a word the lexicon knows as a person noun, which the rules keep (the surname *Fischer*, *die Leiter*),
    and the card counts them; without it, a seeded random draw."""
    import datasets

    from fairwrite.datasets.de_gender_fair import person_lookalike
    from fairwrite.registry import run_builder
    from fairwrite.schema import Segment

    plain = [
        "Fischer erzielte in der 89. Minute den Ausgleich.",
        "Die Leiter war nicht ausreichend gesichert.",
        "Im Herbst fallen die Blätter.",
        "Die Brücke ist seit Montag gesperrt.",
        "Der Fluss führt nach dem Regen Hochwasser.",
    ]
    assert [person_lookalike(Segment(t, t, "de")) for t in plain] == [True, True, False, False, False]
    corpus = tmp_path / "corpus.txt"
    corpus.write_text("\n".join(["Die Lehrer*innen streiken.", "Die Kund*innen zahlen bar.", *plain]) + "\n", encoding="utf-8")
    options = ["--language-id", "none", "--sources", "copy", "--non-gendered-ratio", "0.5", "--split", "1,0,0"]
    built = run_builder("de-gender-fair", [corpus], tmp_path / "hard", [*options, "--hard-copies"])
    copies = {r["source"] for r in datasets.load_dataset(str(built))["train"] if r["source_label"] == "none"}
    assert copies == set(plain[:2])
    assert "`hard_copies`: 2 such copies" in (built / "README.md").read_text(encoding="utf-8")
    built = run_builder("de-gender-fair", [corpus], tmp_path / "random", options)
    assert len([r for r in datasets.load_dataset(str(built))["train"] if r["source_label"] == "none"]) == 2
    assert "such copies" not in (built / "README.md").read_text(encoding="utf-8")
