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
