"""Schema, readers, Hub-ready folders and benchmark loaders on real data."""

from __future__ import annotations

import gzip
import json
from dataclasses import dataclass

import pytest
from datasets import DatasetDict, load_dataset
from huggingface_hub import DatasetCard

from fairwrite.config import parse_flags
from fairwrite.corpus import expand_inputs, iter_documents, iter_sentences
from fairwrite.datasets.suite import load_benchmark, load_ifc, load_pairs
from fairwrite.errors import FairwriteError
from fairwrite.hub import DatasetCardSpec, write_dataset_folder
from fairwrite.schema import FEATURES, Provenance, Segment, to_dataset
from fairwrite.text import read_lines, split_sentences


def test_segment_round_trips_through_a_record():
    segment = Segment(
        source="Jeder Lehrer",
        target="Jede*r Lehrer*in",
        lang="de",
        source_label="masculine",
        target_label="gender-fair",
        form="star",
        tags=("star",),
        meta={"pivot": "en"},
        provenance=Provenance(corpus="demo", index=3),
    )
    assert Segment.from_record(segment.to_record()) == segment
    assert to_dataset([segment]).features == FEATURES


def test_segment_rejects_unknown_labels():
    with pytest.raises(FairwriteError, match="source_label"):
        Segment(source="a", target="b", lang="en", source_label="male")


def test_hub_folder_loads_back_with_features_and_card(tmp_path):
    rows = [
        Segment(
            source=f"He sings {i}.",
            target=f"They sing {i}.",
            lang="en",
            source_label="masculine",
            target_label="neutral",
        )
        for i in range(5)
    ]
    splits = DatasetDict({"train": to_dataset(rows[:3]), "test": to_dataset(rows[3:])})
    spec = DatasetCardSpec(pretty_name="Demo", languages=["en"], summary="A demo.", build={"seed": 1})
    folder = write_dataset_folder({"forward": splits, "backward": splits}, tmp_path / "ds", spec)
    loaded = load_dataset(str(folder), "backward")
    assert loaded["train"].features == FEATURES and len(loaded["test"]) == 2
    assert loaded["train"][0]["target"] == "They sing 0."
    card = DatasetCard.load(folder / "README.md")
    assert card.data.pretty_name == "Demo" and card.data.size_categories == ["n<1K"]
    assert [c["config_name"] for c in card.data.configs] == ["forward", "backward"]
    assert json.loads((folder / "fairwrite.json").read_text())["seed"] == 1


def test_a_dataset_folder_records_its_inputs_as_seen_from_the_folder(tmp_path):
    """A dataset folder goes to the Hub: its card and record name local inputs relative to the folder."""
    corpus = tmp_path / "corpora" / "en.txt"
    corpus.parent.mkdir()
    corpus.write_text("He sings.\n", encoding="utf-8")
    rows = [Segment(source="He sings.", target="They sing.", lang="en")]
    spec = DatasetCardSpec(pretty_name="Demo", languages=["en"], summary="A demo.", build={"inputs": [str(corpus)]})
    folder = write_dataset_folder(DatasetDict({"train": to_dataset(rows)}), tmp_path / "out" / "ds", spec)
    for name in ("README.md", "fairwrite.json"):
        text = (folder / name).read_text(encoding="utf-8")
        assert str(tmp_path) not in text and "../../corpora/en.txt" in text, name


def test_readers_handle_oscar_jsonl_gzip_and_text(tmp_path):
    oscar = tmp_path / "fr.jsonl.gz"
    with gzip.open(oscar, "wt", encoding="utf-8") as f:
        f.write(
            json.dumps(
                {
                    "content": "Les étudiant·es sont là. Elles et ils chantent.",
                    "warc_headers": {"warc-record-id": "<urn:1>"},
                    "metadata": {"categories": None},
                }
            )
            + "\n"
        )
    (tmp_path / "en.txt").write_text("He left.\n\nShe stayed, Dr. Smith said.\n")
    docs = list(iter_documents([tmp_path]))
    assert [d.id for d in docs] == ["en.txt:1", "en.txt:3", "<urn:1>"]
    sentences = [s for _, _, s in iter_sentences(docs[2:], "fr")]
    assert sentences == ["Les étudiant·es sont là.", "Elles et ils chantent."]
    assert split_sentences("Dr. Smith came. He left.", "en") == ["Dr. Smith came.", "He left."]


def test_readers_report_malformed_json(tmp_path):
    (tmp_path / "bad.jsonl").write_text('{"text": "ok"}\n{"text": \n')
    with pytest.raises(FairwriteError, match=r"bad.jsonl:2: malformed JSON"):
        list(iter_documents([tmp_path / "bad.jsonl"]))
    assert [d.text for d in iter_documents([tmp_path / "bad.jsonl"], skip_malformed=True)] == ["ok"]
    with pytest.raises(FairwriteError, match="no such file"):
        expand_inputs([tmp_path / "missing.txt"])


def test_read_lines_strips_bom_and_crlf(tmp_path):
    (tmp_path / "a.txt").write_bytes("\ufeffone\r\ntwo\n".encode())
    assert read_lines(tmp_path / "a.txt") == ["one", "two"]


def test_benchmarks_load(shared, tmp_path):
    reddit = load_benchmark("reddit", shared)
    assert len(reddit.dataset) == 500 and set(reddit.systems) >= {"backward-augmentation"}
    assert set(reddit.dataset["source_label"]) <= {"masculine", "feminine", "mixed", "none"}
    ifc = load_ifc(shared)
    assert len(ifc.dataset) == 54 and all(p for p in ifc.references)
    assert any("." in s and s != t for s, t in zip(ifc.sources, ifc.references, strict=True))
    (tmp_path / "a.txt").write_text("x\ny\n")
    (tmp_path / "b.txt").write_text("x\n")
    with pytest.raises(FairwriteError, match="not line-aligned"):
        load_pairs(tmp_path / "a.txt", tmp_path / "b.txt", lang="en")


@dataclass
class _Config:
    seed: int = 0
    copy_ratio: float = 0.3
    dedup: bool = True
    langs: list[str] | None = None


def test_builder_options_are_typed():
    config = parse_flags(_Config, ["--seed", "4", "--copy-ratio=0.5", "--no-dedup", "--langs", "en,de"])
    assert config == _Config(seed=4, copy_ratio=0.5, dedup=False, langs=["en", "de"])
    with pytest.raises(FairwriteError, match="unknown option --colour"):
        parse_flags(_Config, ["--colour", "red"])
    with pytest.raises(FairwriteError, match="--seed: input should be a valid integer"):
        parse_flags(_Config, ["--seed", "x"])
