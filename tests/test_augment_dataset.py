"""End to end on CPU: gender-fair German sentences → round trip with tiny models → merge → filters →
mixing → a Hub-ready folder that ``datasets.load_dataset`` reads back with the declared features and splits."""

from __future__ import annotations

import gzip
import json

import pytest
from datasets import load_dataset
from fixtures_models import SINGULARS, canonical, plain_pairs, split_grammar

from fairwrite.cli import main as fairwrite
from fairwrite.datasets.folder import validate_dataset_folder
from fairwrite.de.detect import contains_gender_fair
from fairwrite.schema import FEATURES

#: The module fixture builds every configuration once (~27 s on the 2-core CI machine).
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def built(roundtrip_models, causal_lm, tmp_path_factory):
    root = tmp_path_factory.mktemp("roundtrip-build")
    held = split_grammar()[1][:36]
    sentences = []
    for k, (_, forms) in enumerate(held):
        fair = forms["gender-fair"]
        sentences.append(fair.replace("*", ":") if k % 6 == 0 else fair)  # colon: normalised to the star
    sentences += [de for _, de in plain_pairs()][:12]  # nothing to rewrite
    sentences += ["Die Lehrer lesen heute das Buch.", "This English sentence is noise for the filters."]
    with gzip.open(root / "de_part_1.jsonl.gz", "wt", encoding="utf-8") as f:
        for i in range(0, len(sentences), 5):
            record = {"content": " ".join(sentences[i : i + 5]), "warc_headers": {"warc-record-id": f"<urn:{i}>"}}
            f.write(json.dumps(record, ensure_ascii=False) + "\n")
    (root / "nouns.json").write_text(json.dumps({masc: 0 for masc, _ in SINGULARS[:3]}))
    output = root / "roundtrip-de"
    fairwrite([
        "build", "roundtrip", "--input", str(root / "de_part_1.jsonl.gz"), "--output", str(output),
        "--forward-model", str(roundtrip_models["de-en"]), "--backward-model", str(roundtrip_models["en-de"]),
        "--control-model", str(roundtrip_models["en-de-control"]), "--lm-model", str(causal_lm),
        "--seed-nouns", str(root / "nouns.json"), "--lm-samples", "2", "--lm-max-new-tokens", "30",
        "--split", "0.6,0.2,0.2", "--tasks", "2", "--workers", "1", "--seed", "1",
    ])  # fmt: skip
    return output, held


def test_folder_loads_with_declared_features_and_splits(built):
    output, _ = built
    card = validate_dataset_folder(output, load=False)  # the Hub's required metadata, data files present
    assert "## How the data was made" in card.text and "## Citation" in card.text
    declared = {info["config_name"]: info for info in card.data.dataset_info}
    assert list(declared) == ["merged", "unmerged", "gender-control", "lm-prompted"]
    for name, info in declared.items():
        loaded = load_dataset(str(output), name)
        assert {s["name"]: s["num_examples"] for s in info["splits"]} == {s: len(d) for s, d in loaded.items()}
        assert set(loaded) == {"train", "validation", "test"}
        for split in loaded.values():
            assert split.features == FEATURES
    stats = json.loads((output / "fairwrite.json").read_text())["stats"]
    assert stats["rejected"]["language-id"] >= 1 and stats["labels"]["generic"] == 1


def test_merged_and_unmerged_pseudo_sources(built):
    output, held = built
    by_target = {forms["gender-fair"]: forms for _, forms in held}
    merged = load_dataset(str(output), "merged", split="train")
    unmerged = load_dataset(str(output), "unmerged", split="train")
    masc = [r for r in merged if r["source_label"] == "masculine"]
    assert len(masc) >= 10
    assert all(not contains_gender_fair(r["source"]) and r["direction"] == "backward" for r in masc)
    exact = sum(r["source"] == by_target[r["target"]]["masculine"] for r in masc)
    assert exact >= 0.9 * len(masc)
    for row in masc:
        meta = json.loads(row["meta"])
        assert meta["pivot"] == "en" and meta["forward_model"].endswith("de-en") and meta["pivot_text"]
        assert row["method"] == ("roundtrip-merged" if meta["merged"] else "roundtrip")
    raw = {r["target"]: r["source"] for r in unmerged if r["source_label"] == "masculine"}
    reordered = [r for r in masc if not canonical(r["target"]) and r["target"] in raw]
    assert reordered and all(canonical(raw[r["target"]]) != canonical(r["source"]) for r in reordered)
    copies = [r for r in merged if r["method"] == "copy" and r["source_label"] == "gender-fair"]
    assert copies and all("*" in r["target"] for r in copies)
    assert any(":" in r["source"] for r in copies)  # gender-fair sources are the sentences before normalisation
    plain = [r for r in merged if r["source_label"] == "none"]
    assert plain and all(r["source"] == r["target"] for r in plain) and len(plain) / len(merged) <= 0.3 + 1e-9
    assert not any("English" in r["target"] for r in merged)


def test_gender_control_and_lm_prompted_configs(built):
    output, _ = built
    control = load_dataset(str(output), "gender-control", split="train")
    feminine = [r for r in control if r["source_label"] == "feminine"]
    assert feminine and all(r["method"] == "gender-control" for r in feminine)
    assert all(json.loads(r["meta"])["control_tag"] == "<f>" for r in feminine)
    assert sum("innen " in r["source"] for r in feminine) >= 0.5 * len(feminine)
    prompted = load_dataset(str(output), "lm-prompted")
    lm_rows = [r for split in prompted.values() for r in split if r["method"] == "lm-prompting"]
    assert lm_rows and all(json.loads(r["meta"])["prompt"].startswith("Ein*e ") for r in lm_rows)
    assert all(r["provenance"]["corpus"].startswith("lm:") for r in lm_rows)


def _records(folder):
    """Every row of a dataset folder (ids, provenance, meta and all), with its config and split, sorted."""
    import pyarrow.parquet as pq

    rows = []
    for shard in sorted(folder.glob("data/*/*.parquet")):
        rows += [{**r, "config": shard.parent.name, "split": shard.name.split("-")[0]} for r in pq.read_table(shard).to_pylist()]
    return sorted(rows, key=lambda r: (r["config"], r["id"], r["source"]))


def test_a_killed_round_trip_build_resumes_without_redoing_finished_tasks(roundtrip_models, tmp_path):
    import os
    import signal
    import subprocess
    import sys
    import time

    from fairwrite.corpus.steps import unfinished_ranks

    held = split_grammar()[1][:30]
    lines = [forms["gender-fair"] for _, forms in held] + [de for _, de in plain_pairs()][:10]
    corpus = tmp_path / "corpus.txt"  # one file, three tasks: byte ranges, each task its own round trips
    corpus.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
    options = ["--forward-model", str(roundtrip_models["de-en"]), "--backward-model", str(roundtrip_models["en-de"]),
               "--language-id", "none", "--tasks", "3", "--workers", "1"]  # fmt: skip
    command = [sys.executable, "-m", "fairwrite", "build", "roundtrip", "--input", str(corpus),
               "--output", str(tmp_path / "out"), *options]  # fmt: skip
    env = {**os.environ, "OMP_NUM_THREADS": "1"}
    build = subprocess.Popen(command, env=env, start_new_session=True, stderr=subprocess.PIPE)
    first = None
    deadline = time.monotonic() + 300
    while first is None and build.poll() is None and time.monotonic() < deadline:
        first = next(iter(tmp_path.glob(".out.work/build-*/logs/rows/completions/00000")), None)
        time.sleep(0.02)
    os.killpg(build.pid, signal.SIGKILL)  # the machine went away, with task 0 of the round trips done
    build.wait()
    assert first is not None, build.stderr.read().decode()[-2000:]
    job = first.parents[3]
    left = unfinished_ranks(job / "logs" / "rows")
    assert left and 0 not in left and not (tmp_path / "out").exists()
    done = sorted((job / "rows").glob("*/00000.parquet"))
    stamps = [f.stat().st_mtime_ns for f in done]

    resumed = subprocess.run(command, env=env, capture_output=True, timeout=600)
    assert resumed.returncode == 0, resumed.stderr.decode()[-2000:]
    assert unfinished_ranks(job / "logs" / "rows") == [] and unfinished_ranks(job / "logs" / "write") == []
    assert done and [f.stat().st_mtime_ns for f in done] == stamps  # task 0 was not translated again
    # an uninterrupted build of the same job: the same rows, ids, provenance and round-trip meta
    whole = subprocess.run([*command[:-len(options) - 2], "--output", str(tmp_path / "whole"), *options],
                           env=env, capture_output=True, timeout=600)  # fmt: skip
    assert whole.returncode == 0, whole.stderr.decode()[-2000:]
    rows = _records(tmp_path / "out")
    assert rows == _records(tmp_path / "whole")
    assert any(r["method"] == "roundtrip-merged" for r in rows) and {r["config"] for r in rows} == {"merged", "unmerged"}
