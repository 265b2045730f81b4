"""The gender-neutral German dataset (``fairwrite build neutral-de``) loads with the shared schema."""

from __future__ import annotations

import json
import subprocess
import sys

import datasets
import pytest
from de_neutral_helpers import GENDERED, NEUTRAL, PLAIN, write_corpus

from fairwrite.datasets.neutral_de import Config, build
from fairwrite.schema import FEATURES, Segment


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    root = tmp_path_factory.mktemp("neutral-de")
    inputs = write_corpus(root / "corpus")
    return build(inputs, root / "out", Config(split=(0.6, 0.2, 0.2), license="CC0-1.0")), inputs


def test_builder_output_loads_with_the_shared_schema(built):
    folder, _ = built
    loaded = datasets.load_dataset(str(folder), "backward-replacement")
    assert set(loaded) == {"train", "validation", "test"}
    rows = [row for split in loaded.values() for row in split]
    for split in loaded.values():
        assert split.features == FEATURES
    assert all(Segment.from_record(row).lang == "de" for row in rows)
    pairs = [r for r in rows if r["method"] == "backward-replacement"]
    assert {r["source_label"] for r in pairs} == {"masculine", "feminine"}
    assert all(
        r["target_label"] == "neutral" and r["direction"] == "backward" and r["form"] == "neutral"
        for r in pairs
    )
    assert {r["target"] for r in pairs} <= set(NEUTRAL) and all(r["source"] != r["target"] for r in pairs)
    # real gendered sentences never become targets; each neutral sentence is also a copy source
    assert not {r["target"] for r in rows} & set(GENDERED)
    copies = [r for r in rows if r["method"] == "copy" and r["source_label"] == "neutral"]
    assert {r["source"] for r in copies} == set(NEUTRAL)
    plain = [r for r in rows if r["source_label"] == "none"]
    assert plain and {r["source"] for r in plain} <= set(PLAIN)
    assert all(r["provenance"]["license"] == "CC0-1.0" for r in rows)


def test_pairs_of_one_target_stay_in_one_split(built):
    folder, _ = built
    loaded = datasets.load_dataset(str(folder), "backward-replacement")
    where = {}
    for name, split in loaded.items():
        for row in split:
            assert where.setdefault(row["target"], name) == name


def test_round_trip_is_skipped_with_a_message_when_no_models_are_given(built):
    folder, _ = built
    record = json.loads((folder / "fairwrite.json").read_text())
    assert record["stats"]["roundtrip"].startswith("skipped: no round-trip models given")
    assert record["stats"]["labels"] == {"neutral": len(NEUTRAL), "masculine": 4, "feminine": 1,
                                         "gendered-and-neutral": 2, "none": len(PLAIN)}  # fmt: skip
    card = (folder / "README.md").read_text()
    assert "skipped: no round-trip models given" in card and "config_name: backward-replacement" in card


def test_dataset_script(tmp_path, repo):
    inputs = write_corpus(tmp_path / "corpus")
    done = subprocess.run(
        [sys.executable, str(repo / "dataset_scripts/build_neutral_de.py"), "--input", *map(str, inputs),
         "--output", str(tmp_path / "out"), "--genders", "feminine", "--non-gendered-ratio", "0"],
        capture_output=True, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr.decode()
    assert b"skipped: no round-trip models given" in done.stderr
    rows = datasets.load_dataset(str(tmp_path / "out"), split="train")
    assert {r["source_label"] for r in rows} <= {"feminine", "neutral"}


def test_builder_options_are_checked(tmp_path):
    from fairwrite.errors import FairwriteError
    from fairwrite.registry import run_builder

    inputs = write_corpus(tmp_path / "corpus")
    with pytest.raises(FairwriteError, match="--genders"):
        run_builder("neutral-de", inputs, tmp_path / "out", ["--genders", "neuter"])
    with pytest.raises(FairwriteError, match="unknown option --colour"):
        run_builder("neutral-de", inputs, tmp_path / "out", ["--colour", "blue"])


@pytest.mark.slow
def test_round_trip_and_term_based_filtering_with_tiny_models(tmp_path):
    from fixtures_models import build_translation_models

    models = build_translation_models(tmp_path / "models")
    # neutral sentences of the toy grammar the translation models were trained on
    corpus = tmp_path / "corpus.txt"
    corpus.write_text(
        "\n".join([
            "Die Studierenden lesen das Buch.", "Die Mitarbeitenden kaufen die Zeitung.",
            "Die Lehrkräfte sehen das Haus.", "Die Studierenden brauchen das Auto heute.",
            "Das Haus ist groß.", "Das Buch ist neu.",
        ]) + "\n",
        encoding="utf-8",
    )  # fmt: skip
    config = Config(roundtrip_forward=str(models["de-en"]), roundtrip_control=str(models["en-de-control"]),
                    split=(1.0, 0.0, 0.0), non_gendered_ratio=0.0)  # fmt: skip
    folder = build([corpus], tmp_path / "out", config)
    record = json.loads((folder / "fairwrite.json").read_text())
    assert record["stats"]["roundtrip"] == "run"
    tripped = datasets.load_dataset(str(folder), "roundtrip", split="train")
    filtered = datasets.load_dataset(str(folder), "roundtrip-filtered", split="train")
    trips = [r for r in tripped if r["method"] == "roundtrip"]
    kept = [r for r in filtered if r["method"] == "roundtrip"]
    assert trips and all(json.loads(r["meta"])["pivot_text"] for r in trips)
    assert len(kept) == sum(record["stats"]["roundtrip_kept"].values()) <= len(trips)
    from fairwrite.de.extract import TermMatcher

    matcher = TermMatcher()
    for row in kept:  # every kept source still has a gendered term of its gender
        assert any(m.is_gendered and m.gender == row["source_label"] for m in matcher(row["source"])), row
        assert "term-filtered" in row["tags"]
