"""The benchmark suite as a Hub-ready benchmark dataset with eval.yaml."""

from __future__ import annotations

import pytest
import yaml
from datasets import load_dataset
from huggingface_hub import DatasetCard

from fairwrite.cli import main
from fairwrite.datasets.benchmarks import REPO_ID, validate_benchmark_folder
from fairwrite.datasets.suite import TASKS, task, tasks_for
from fairwrite.errors import FairwriteError
from fairwrite.schema import FEATURES


@pytest.fixture(scope="module")
def suite(shared, tmp_path_factory):
    out = tmp_path_factory.mktemp("bench") / "benchmarks"
    try:
        main(["build", "benchmarks", "--input", str(shared), "--output", str(out)])
    except SystemExit as done:
        assert done.code in (0, None)
    return out


def test_every_config_loads_with_the_shared_schema(suite):
    card = DatasetCard.load(suite / "README.md")
    names = [c["config_name"] for c in card.data.configs]
    assert names == ["en-opensubtitles", "en-reddit", "en-winobias-plus", "fr-ifc", "published-systems"]
    sizes = {}
    for t in TASKS:
        ds = load_dataset(str(suite), t.task_id)
        assert list(ds) == ["test"] and ds["test"].features == FEATURES
        sizes[t.task_id] = len(ds["test"])
    assert sizes["en-winobias-plus"] == 3167 and sizes["en-reddit"] == 500
    systems = load_dataset(str(suite), "published-systems")["test"]
    assert set(systems["system"]) == {
        "vanmassenhove-et-al",
        "forward-augmentation-reimplementation",
        "backward-augmentation",
    }
    assert len(systems) == 3 * (3167 + 500 + 500)
    assert card.data.license == ["bsd-2-clause", "cc-by-sa-4.0"] and card.data.language == ["en", "fr"]


def test_eval_yaml_registers_every_task(suite):
    spec = yaml.safe_load((suite / "eval.yaml").read_text())
    assert spec["evaluation_framework"] == "fairwrite" and spec["name"]
    assert spec["tasks"] == [{"id": t.task_id, "config": t.task_id, "split": "test"} for t in TASKS]
    assert validate_benchmark_folder(suite) == spec
    assert REPO_ID in spec["description"]


def test_card_shows_the_published_scores_and_cites_the_sources(suite):
    text = (suite / "README.md").read_text()
    assert "## Scores of the published systems" in text
    assert "| Backward augmentation (Amrhein et al. 2023) | 0.24 | 0.40 | 0.04 |" in text
    for key in ("vanmassenhove-etal-2021-neutral", "grouin-2022-impact", "lerner-grouin-2024-inclure"):
        assert key in text


def test_eval_yaml_mismatch_is_reported(suite, tmp_path):
    import shutil

    copy = tmp_path / "copy"
    shutil.copytree(suite, copy)
    (copy / "eval.yaml").write_text(
        yaml.safe_dump(
            {
                "name": "x",
                "description": "y",
                "tasks": [
                    {"id": "a", "config": "nope", "split": "test"},
                    {"id": "b", "config": "fr-ifc", "split": "train"},
                ],
            }
        )
    )
    with pytest.raises(FairwriteError, match=r"no config 'nope'.*no split 'train'"):
        validate_benchmark_folder(copy)


def test_task_table():
    assert [t.task_id for t in tasks_for("en")] == ["en-opensubtitles", "en-reddit", "en-winobias-plus"]
    assert task("winobias+") is task("en-winobias-plus")
    assert task("ifc").direction == "to-standard"
    with pytest.raises(FairwriteError, match="unknown benchmark"):
        task("nope")
