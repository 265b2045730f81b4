"""Dataset and model cards: prose sections, metadata, and round trips through huggingface_hub's parsers."""

from __future__ import annotations

import yaml
from datasets import DatasetDict, load_dataset
from huggingface_hub import DatasetCard, ModelCard, parse_eval_result_entries

from fairwrite.citations import CITATIONS, bibtex, citations_for
from fairwrite.hub import DatasetCardSpec, validate_dataset_folder, write_dataset_folder
from fairwrite.hub.model_card import (
    ModelCardSpec,
    eval_result_entries,
    read_eval_results,
    spec_from_model_dir,
    validate_model_folder,
    write_model_card,
)
from fairwrite.schema import Provenance, Segment, to_dataset


def _splits(n: int = 6) -> DatasetDict:
    rows = [
        Segment(
            source=f"He said he would sing {i}.",
            target=f"They said they would sing {i}.",
            lang="en",
            source_label="masculine",
            target_label="neutral",
            form="they",
            provenance=Provenance(corpus="demo-en", license="CC0-1.0"),
        )
        for i in range(n)
    ] + [
        Segment(
            source="The weather is nice.",
            target="The weather is nice.",
            lang="en",
            method="copy",
            provenance=Provenance(corpus="demo-en", license="CC0-1.0"),
        )
    ]
    return DatasetDict({"train": to_dataset(rows[:-2]), "test": to_dataset(rows[-2:])})


def test_dataset_card_has_prose_sections_and_parses(tmp_path):
    spec = DatasetCardSpec(
        pretty_name="Demo EN",
        languages=["en"],
        summary="A demo.",
        how_made="Forward rules over a *demo* corpus.",
        sections={"Intended use": "Only for tests.", "Extra notes": "Something else."},
        build={"seed": 3},
    )
    folder = write_dataset_folder({"forward": _splits()}, tmp_path / "ds", spec)
    card = validate_dataset_folder(folder)  # parses, declares configs, and loads
    text = card.text
    for heading in (
        "## Dataset structure",
        "## How the data was made",
        "## Provenance",
        "## Composition",
        "## Intended use",
        "## Limitations and biases",
        "## Extra notes",
        "## Citation",
    ):
        assert heading in text, heading
    assert "Forward rules over a *demo* corpus." in text
    assert "Only for tests." in text and text.count("## Intended use") == 1
    assert "| demo-en | CC0-1.0 | 7 |" in text  # provenance counted from the data
    assert "| rules | forward | 6 |" in text
    assert "@inproceedings{vanmassenhove-etal-2021-neutral" in text  # seeds cited by language
    data = DatasetCard.load(folder / "README.md").data
    assert data.annotations_creators == ["machine-generated"]
    assert data.multilinguality == ["monolingual"]
    assert data.dataset_info[0]["splits"][0]["num_bytes"] > 0
    assert load_dataset(str(folder), "forward")["test"][1]["method"] == "copy"


def test_citations_resolve_keys_and_pass_bibtex_through():
    assert citations_for(["de", "en"]) == ["amrhein2023", "hauser2023", "vanmassenhove2021"]
    raw = "@misc{x, title={X}}"
    assert bibtex(["lerner2024", raw, "lerner2024"]) == [CITATIONS["lerner2024"], raw]


def _submission(lang: str = "en") -> dict:
    return {
        "format": "fairwrite-submission/1",
        "system": "tiny",
        "system_type": "model",
        "version": "tiny@abc",
        "lang": lang,
        "created": "2026-11-22T04:00:00+00:00",
        "settings": {"bootstrap_samples": 100, "seed": 1},
        "benchmarks": {
            "en-reddit": {
                "split": "test",
                "segments": 500,
                "metrics": {"tokenised_wer": 1.2345678, "bleu": 97.5, "chrf": 98.25},
                "significance": {"baseline": 10.85, "p_value": 0.0, "ci_low": 1.0, "ci_high": 1.5},
            },
            "en-winobias-plus": {
                "split": "test",
                "segments": 3167,
                "metrics": {"tokenised_wer": 0.5, "bleu": 99.0, "chrf": 99.5},
            },
        },
    }


def test_model_card_round_trips_model_index_and_eval_results(tmp_path):
    spec = ModelCardSpec(
        model_name="fairwrite-tiny-en",
        languages=["en"],
        repo_id="fairwrite/tiny-en",
        base_model="Helsinki-NLP/opus-mt-en-de",
        datasets=["fairwrite/en-augmented"],
        training={"preset": "tiny", "optimizer": {"lr": 0.0005}},
        training_metrics={"train_loss": 2.5},
        submissions=[_submission()],
    )
    readme = write_model_card(tmp_path, spec)
    card = ModelCard.load(readme)
    data = card.data
    assert data.pipeline_tag == "text2text-generation" and data.library_name == "transformers"
    assert data.language == ["en"] and data.license == "apache-2.0"
    assert data.base_model == "Helsinki-NLP/opus-mt-en-de" and data.datasets == ["fairwrite/en-augmented"]
    assert data.model_name == "fairwrite-tiny-en"
    results = {(r.dataset_config, r.metric_type): r for r in data.eval_results}
    assert len(results) == 4  # 2 benchmarks x (wer, bleu); other metrics (chrf) are left out
    wer = results[("en-reddit", "wer")]
    assert wer.metric_value == 1.2346 and wer.dataset_split == "test"
    assert wer.task_type == "text2text-generation"
    assert wer.dataset_type == "fairwrite/gender-fair-rewriting-benchmarks"
    # one result (task + dataset) per benchmark in the raw model-index
    raw = yaml.safe_load(readme.read_text().split("---")[1])
    assert [r["dataset"]["config"] for r in raw["model-index"][0]["results"]] == [
        "en-reddit",
        "en-winobias-plus",
    ]
    # the newer .eval_results format
    files = sorted(p.name for p in (tmp_path / ".eval_results").iterdir())
    assert files == ["en-reddit.yaml", "en-winobias-plus.yaml"]
    parsed = read_eval_results(tmp_path)
    expected = [e for entries in eval_result_entries(spec).values() for e in entries]
    assert parsed == expected
    assert parsed[0].task_id == "en-reddit" and parsed[0].value == 1.2346
    assert parsed[0].source_url == "https://huggingface.co/fairwrite/tiny-en"
    raw_entries = yaml.safe_load((tmp_path / ".eval_results" / "en-reddit.yaml").read_text())
    assert (
        parse_eval_result_entries(raw_entries)[0].dataset_id == "fairwrite/gender-fair-rewriting-benchmarks"
    )
    # prose
    for heading in (
        "## Intended use",
        "## How to use",
        "## Training",
        "## Evaluation",
        "## Limitations and biases",
    ):
        assert heading in card.text
    assert 'pipeline("text2text-generation", model="fairwrite/tiny-en", trust_remote_code=True)' in card.text
    assert "import fairwrite" not in card.text  # the snippet runs with transformers alone
    assert "| optimizer.lr | 0.0005 |" in card.text
    assert "| Reddit (en) | 500 | 1.23 | 10.85 |" in card.text
    assert "not gender identification" in card.text or "identifying, inferring or classifying" in card.text
    validate_model_folder(tmp_path, require_weights=False)


def test_model_card_rewrite_removes_stale_eval_results(tmp_path):
    write_model_card(tmp_path, ModelCardSpec("m", ["en"], submissions=[_submission()]))
    only_reddit = _submission()
    del only_reddit["benchmarks"]["en-winobias-plus"]
    write_model_card(tmp_path, ModelCardSpec("m", ["en"], submissions=[only_reddit]))
    assert [p.name for p in (tmp_path / ".eval_results").iterdir()] == ["en-reddit.yaml"]


def test_model_folder_validation_reports_disagreement_and_missing_weights(tmp_path):
    import pytest

    from fairwrite.errors import FairwriteError

    write_model_card(tmp_path, ModelCardSpec("m", ["en"], submissions=[_submission()]))
    (tmp_path / ".eval_results" / "en-reddit.yaml").write_text(
        "- dataset: {id: fairwrite/gender-fair-rewriting-benchmarks, task_id: en-reddit}\n  value: 9.9\n"
    )
    with pytest.raises(FairwriteError, match=r"en-reddit.*9\.9"):
        validate_model_folder(tmp_path, require_weights=False)
    with pytest.raises(FairwriteError, match="safetensors"):
        validate_model_folder(tmp_path)


def test_model_card_without_results_says_how_to_get_them(tmp_path):
    (tmp_path / "training_config.yaml").write_text("preset: tiny\nlanguages: [de]\nform: star\n")
    spec = spec_from_model_dir(tmp_path)
    assert spec.languages == ["de"] and spec.form == "star" and spec.training["preset"] == "tiny"
    card = ModelCard.load(write_model_card(tmp_path, spec))
    assert card.data.eval_results is None
    assert "fairwrite benchmark --system MODEL_DIR --lang de" in card.text
    assert "Hauser" in card.text  # German cites Amrhein et al. and Hauser


def test_model_card_states_what_the_model_rewrites_even_with_its_own_summary(tmp_path):
    """The referents mode is the model's contract: a card with a summary of its own (as the bench writes)
    says it too, and one whose model records no mode makes no claim."""
    spec = ModelCardSpec(model_name="de-tagger", languages=["de"], summary="An edit tagger.", referents="generic")
    text = write_model_card(tmp_path / "generic", spec).read_text(encoding="utf-8")
    assert "An edit tagger. It rewrites references to people whose gender the text does not state" in text
    plain = ModelCardSpec(model_name="de-tagger", languages=["de"], summary="An edit tagger.")
    assert "It rewrites" not in write_model_card(tmp_path / "plain", plain).read_text(encoding="utf-8")
