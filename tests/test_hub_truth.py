"""What fairwrite publishes says what it measured: sample scores are never shown, ranked or published as
full-benchmark scores, publish checks what the Hub checks, and its failures are one line."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from huggingface_hub import ModelCard

from fairwrite.errors import FairwriteError
from fairwrite.hub.leaderboard import (
    FORMAT,
    build_leaderboard,
    data_hash,
    rank,
    render_html,
    render_markdown,
    validate_submission,
)
from fairwrite.hub.model_card import ModelCardSpec, applicable_settings, read_eval_results, write_model_card
from fairwrite.hub.publish import prepare

TASKS = ("en-opensubtitles", "en-reddit", "en-winobias-plus")


def _sub(system: str, wer: float, *, limit: int | None = None, system_type: str = "model", data: str = "full",
         baseline: float | None = None) -> dict:  # fmt: skip
    entry = {
        "split": "test",
        "segments": limit or 500,
        "data": data_hash([data], [str(limit)]),
        "metrics": {"tokenised_wer": wer, "bleu": 90.0},
    }
    if baseline is not None:
        entry["significance"] = {"baseline": baseline, "p_value": 0.001, "ci_low": wer - 0.1, "ci_high": wer + 0.1}
    settings = {"bootstrap_samples": 100, "seed": 1, **({"limit": limit} if limit else {})}
    return {
        "format": FORMAT, "system": system, "system_type": system_type, "version": f"{system}@1", "lang": "en",
        "created": "2026-11-27T07:00:00+00:00", "settings": settings,
        "benchmarks": {t: copy.deepcopy(entry) for t in TASKS},
    }  # fmt: skip


# --- the leaderboard -----------------------------------------------------------------------------------


def test_a_full_and_a_limited_entry_of_one_system_are_two_tables_and_neither_is_dropped(tmp_path):
    subs = [
        _sub("source (no rewriting)", 14.0, system_type="baseline"),
        _sub("tagger", 3.0, baseline=14.0),
        _sub("source (no rewriting)", 9.0, system_type="baseline", limit=100),
        _sub("tagger", 1.0, limit=100, baseline=9.0),  # the sample looks better: it must not outrank
    ]
    boards = rank(subs)
    assert [(b.lang, b.limit) for b in boards] == [("en", None), ("en", 100)]
    full, sample = boards
    assert [(r.rank, r.system, r.mean) for r in full.rows] == [(1, "tagger", 3.0), (2, "source (no rewriting)", 14.0)]
    assert (sample.rows[0].rank, sample.rows[0].system, sample.rows[0].mean) == (1, "tagger", 1.0)
    markdown = render_markdown(boards)
    assert "## English — full test sets" in markdown
    assert "## English — first 100 segments of each test set — a sample; not comparable with full-set scores" in markdown
    assert "`--limit 100`" in markdown and markdown.count("| 1 | tagger |") == 2
    html = render_html(boards)
    assert "sample of 100 segments per set" in html and 'data-limit="100"' in html and html.count("<table") == 4


def test_an_entry_scored_on_other_data_is_listed_unranked_with_the_reason():
    other = _sub("tagger", 0.5, baseline=14.0, data="another file")
    boards = rank([_sub("source (no rewriting)", 14.0, system_type="baseline"), _sub("rules", 2.0, baseline=14.0), other])
    rows = {r.system: r for r in boards[0].rows}
    assert rows["tagger"].rank is None and rows["rules"].rank == 1
    assert rows["tagger"].note == f"unranked: scored on other data than this table on {', '.join(TASKS)}"
    assert "scored on other data than this table" in render_markdown(boards)


def test_a_replaced_submission_is_said_on_the_board():
    published = _sub("tagger", 3.0, system_type="published")
    boards = rank([published, _sub("tagger", 2.0)])
    assert [r.system_type for r in boards[0].rows] == ["model"]
    assert boards[0].notes == ["tagger: the model entry (tagger@1) replaces an earlier published one (tagger@1)"]
    assert "- tagger: the model entry (tagger@1) replaces an earlier published one" in render_markdown(boards)


def test_the_published_systems_are_scored_on_each_submissions_data(shared, tmp_path):
    subs = tmp_path / "subs"
    subs.mkdir()
    (subs / "sample.json").write_text(json.dumps(_sub("tagger", 1.0, limit=100, baseline=9.0)))
    build_leaderboard(subs, tmp_path / "board", data_dir=shared, samples=0)
    boards = json.loads((tmp_path / "board" / "leaderboard.json").read_text())
    en = [b for b in boards if b["lang"] == "en"]
    assert [b["limit"] for b in en] == [None, 100]
    full, sample = en
    source = {r["system"]: r for r in sample["rows"]}["source (no rewriting)"]
    full_source = {r["system"]: r for r in full["rows"]}["source (no rewriting)"]
    assert source["scores"] != full_source["scores"]  # the sample's source row is the sample's
    assert round(full_source["mean"], 2) == 11.19
    assert "tagger" in {r["system"] for r in sample["rows"]} and "tagger" not in {r["system"] for r in full["rows"]}


def test_the_benchmark_records_its_data_hash_and_limit(shared, tmp_path):
    from fairwrite.hub.leaderboard import run_benchmark

    limited = run_benchmark("rules", "en", data_dir=shared, samples=0, limit=5, progress=False)
    again = run_benchmark("rules", "en", data_dir=shared, samples=0, limit=5, progress=False)
    wider = run_benchmark("rules", "en", data_dir=shared, samples=0, limit=6, progress=False)
    assert limited["settings"]["limit"] == 5
    for task, entry in limited["benchmarks"].items():
        assert entry["data"].startswith("sha256:") and entry["data"] == again["benchmarks"][task]["data"]
        assert entry["data"] != wider["benchmarks"][task]["data"]


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"metrics": {"tokenised_wer": "1.5"}}, "tokenised_wer: Input should be a valid number"),
        ({"metrics": {"tokenised_wer": None}}, "tokenised_wer: Input should be a valid number"),
        ({"metrics": {"tokenised_wer": 1.0, "bleu": "high"}}, "metrics.bleu: Input should be a valid number"),
        ({"significance": {"p_value": 0.01, "ci_low": "0.1", "ci_high": 0.3}}, "significance.ci_low"),
        ({"significance": {"p_value": 0.01, "baseline": [1]}}, "significance.baseline"),
        ({"segments": "500"}, "segments: Input should be a valid integer"),
    ],
)
def test_a_submission_with_strings_or_nulls_for_numbers_is_one_line_before_any_rendering(change, problem, tmp_path):
    bad = _sub("tagger", 1.0)
    bad["benchmarks"]["en-reddit"].update(change)
    with pytest.raises(FairwriteError, match=problem.replace("(", r"\(")) as error:
        validate_submission(bad, "bad.json")
    assert "\n" not in str(error.value)


def test_the_leaderboard_command_says_a_string_score_in_one_line(tmp_path):
    bad = _sub("tagger", 1.0)
    bad["benchmarks"]["en-reddit"]["significance"] = {"p_value": 0.01, "ci_low": "low", "ci_high": None}
    subs = tmp_path / "subs"
    subs.mkdir()
    (subs / "bad.json").write_text(json.dumps(bad))
    done = subprocess.run(
        [sys.executable, "-m", "fairwrite.cli", "leaderboard", str(subs), "--output", str(tmp_path / "b"),
         "--no-published"], capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert "benchmarks.en-reddit.significance.ci_low: Input should be a valid number" in done.stderr
    assert not (tmp_path / "b").exists()


def test_a_limit_that_is_not_a_positive_count_is_refused():
    with pytest.raises(FairwriteError, match=r"settings\.limit"):
        validate_submission({**_sub("t", 1.0), "settings": {"limit": "100"}})
    with pytest.raises(FairwriteError, match=r"settings\.limit"):
        validate_submission({**_sub("t", 1.0), "settings": {"limit": 0}})


# --- the model card and .eval_results --------------------------------------------------------------------


def test_a_limited_run_is_written_as_its_split_in_the_model_index_and_eval_results(tmp_path):
    spec = ModelCardSpec("tiny", ["en"], repo_id="me/tiny", submissions=[_sub("tiny", 1.0, limit=100, baseline=9.0)])
    write_model_card(tmp_path, spec)
    card = ModelCard.load(tmp_path / "README.md")
    assert {r.dataset_split for r in card.data.eval_results} == {"test[:100]"}
    assert "`test[:100]`, a sample" in card.text and "**Sample scores**" in card.text
    names = sorted(p.name for p in (tmp_path / ".eval_results").glob("*.yaml"))
    assert names == [f"{t}.test.first100.yaml" for t in TASKS]
    entries = read_eval_results(tmp_path)
    assert all("first 100 segments only, not the full test set" in e.notes for e in entries)
    full = ModelCardSpec("tiny", ["en"], repo_id="me/tiny", submissions=[_sub("tiny", 1.0, baseline=14.0)])
    write_model_card(tmp_path, full)
    assert sorted(p.name for p in (tmp_path / ".eval_results").glob("*.yaml")) == [f"{t}.yaml" for t in TASKS]
    assert {r.dataset_split for r in ModelCard.load(tmp_path / "README.md").data.eval_results} == {"test"}


def test_a_users_eval_results_file_is_never_deleted(tmp_path):
    results = tmp_path / ".eval_results"
    results.mkdir()
    mine = results / "my-own-benchmark.yaml"
    mine.write_text("- dataset:\n    id: me/bench\n    task_id: x\n  value: 3\n")
    spec = ModelCardSpec("tiny", ["en"], submissions=[_sub("tiny", 1.0)])
    write_model_card(tmp_path, spec)
    only_reddit = _sub("tiny", 1.0)
    only_reddit["benchmarks"] = {"en-reddit": only_reddit["benchmarks"]["en-reddit"]}
    write_model_card(tmp_path, ModelCardSpec("tiny", ["en"], submissions=[only_reddit]))
    assert sorted(p.name for p in results.glob("*.yaml")) == ["en-reddit.yaml", "my-own-benchmark.yaml"]
    clash = results / "en-opensubtitles.yaml"
    clash.write_text("my notes\n")
    with pytest.raises(FairwriteError, match="exists and fairwrite did not write it"):
        write_model_card(tmp_path, spec)
    assert clash.read_text() == "my notes\n"


def test_the_card_leaves_out_settings_its_architecture_never_reads():
    training = {
        "preset": "edit-tagger",
        "model": {"d_model": 256, "decoder_layers": 6, "hash_buckets": 65536, "name_or_path": None},
        "tokenizer": {"vocab_size": 8000},
        "lora": {"r": 16},
        "eval": {"num_beams": 1, "max_examples": 500},
        "optim": {"lr": 0.001, "label_smoothing": 0.1},
    }
    kept = applicable_settings(training)
    assert kept == {"preset": "edit-tagger", "model": {"d_model": 256, "hash_buckets": 65536},
                    "eval": {"max_examples": 500}, "optim": {"lr": 0.001}}  # fmt: skip
    seq2seq = applicable_settings({**training, "preset": "paper-transformer"})
    assert "hash_buckets" not in seq2seq["model"] and seq2seq["model"]["decoder_layers"] == 6
    assert seq2seq["tokenizer"] == {"vocab_size": 8000} and "lora" not in seq2seq


def test_a_new_preset_says_what_its_card_leaves_out(monkeypatch):
    """The card asks the preset registry: a preset registered elsewhere (here, in a test) needs no edit of
    the card code; an unknown preset's settings are all kept."""
    from fairwrite.models import presets

    class CardTagger(presets.EditTagger):
        unread_settings = (*presets.EditTagger.unread_settings, "model.hash_buckets", "eval")

    monkeypatch.setattr(presets, "PRESETS", dict(presets.PRESETS))  # registered for this test only
    presets.register_preset("test-card-tagger")(CardTagger)
    training = {"preset": "test-card-tagger", "model": {"d_model": 256, "hash_buckets": 65536, "decoder_layers": 6},
                "eval": {"max_examples": 500}, "optim": {"lr": 0.001}}  # fmt: skip
    assert applicable_settings(training) == {"preset": "test-card-tagger", "model": {"d_model": 256}, "optim": {"lr": 0.001}}
    assert applicable_settings({**training, "preset": "not-installed-here"}) == {**training, "preset": "not-installed-here"}


# --- publish -------------------------------------------------------------------------------------------


def _model_folder(path: Path) -> Path:
    from test_hub_publish import _model_folder as make

    return make(path)


def test_publish_refuses_sample_scores_without_the_flag(tmp_path):
    folder = _model_folder(tmp_path / "model")
    result = tmp_path / "sample.json"
    result.write_text(json.dumps(_sub("tiny", 1.0, limit=100, baseline=9.0)))
    with pytest.raises(FairwriteError, match=r"scored on a sample .*--allow-sample-scores"):
        prepare("model", folder, "me/tiny", results=[str(result)])
    assert not (folder / ".eval_results").exists()
    prepare("model", folder, "me/tiny", results=[str(result)], allow_sample_scores=True)
    card = ModelCard.load(folder / "README.md")
    assert {r.dataset_split for r in card.data.eval_results} == {"test[:100]"}


@pytest.mark.parametrize(
    ("repo_id", "problem"),
    [
        ("../etc", "not a valid Hub repo id"),
        ("me/" + "x" * 200, "not a valid Hub repo id"),
        ("me/a--b", "not a valid Hub repo id"),
        ("me", "must look like ORG/NAME"),
        ("me/my model", "not a valid Hub repo id"),
    ],
)
def test_a_repo_id_the_hub_would_refuse_is_refused(tmp_path, repo_id, problem):
    folder = _model_folder(tmp_path / "model")
    with pytest.raises(FairwriteError, match=problem) as error:
        prepare("model", folder, repo_id)
    assert "\n" not in str(error.value)


def test_a_model_folder_whose_config_is_broken_is_refused(tmp_path):
    folder = _model_folder(tmp_path / "model")
    (folder / "config.json").write_text("{not json")
    with pytest.raises(FairwriteError, match=r"config.json: not valid JSON"):
        prepare("model", folder, "me/tiny")
    (folder / "config.json").write_text(json.dumps({"model_type": "no-such-architecture"}))
    with pytest.raises(FairwriteError, match="the config does not load with transformers"):
        prepare("model", folder, "me/tiny")
    (folder / "config.json").write_text(json.dumps({"model_type": "marian"}))
    (folder / "model.safetensors").write_bytes(b"\x00" * 16)
    with pytest.raises(FairwriteError, match="not a readable safetensors file"):
        prepare("model", folder, "me/tiny")


def test_push_without_network_is_one_line(tmp_path):
    folder = _model_folder(tmp_path / "model")
    env = {k: v for k, v in os.environ.items() if k not in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE")}
    env.update(HF_TOKEN="hf_" + "x" * 34, HF_ENDPOINT="http://127.0.0.1:9", HF_HUB_ETAG_TIMEOUT="2",
               HF_HUB_DOWNLOAD_TIMEOUT="2", HF_HOME=str(tmp_path / "hf"))  # fmt: skip
    done = subprocess.run(
        [sys.executable, "-m", "fairwrite.cli", "publish", "model", str(folder), "--repo-id", "me/tiny", "--push"],
        capture_output=True, text=True, timeout=180, env=env,
    )  # fmt: skip
    assert done.returncode == 2, done.stderr[-2000:]
    lines = done.stderr.strip().splitlines()
    assert lines[-1].startswith("fairwrite: error: could not push to https://huggingface.co/me/tiny: ")
    assert "Traceback" not in done.stderr and "x" * 34 not in done.stderr + done.stdout
    assert len(lines) == 1, lines


# --- cards the Hub validates -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("given", "fields"),
    [
        ("cc-by-sa-4.0", {"license": "cc-by-sa-4.0"}),
        ("CC BY-SA 4.0", {"license": "cc-by-sa-4.0"}),
        ("CC0-1.0", {"license": "cc0-1.0"}),
        (["cc-by-4.0", "cc-by-4.0"], {"license": "cc-by-4.0"}),
        ("other (see corpora/text/SOURCES.md)",
         {"license": "other", "license_name": "other", "license_link": "README.md"}),
        (["cc-by-4.0", "CC BY-NC-SA 4.0"], {"license": ["cc-by-4.0", "cc-by-nc-sa-4.0"]}),
        (["cc-by-4.0", "IFC terms"],
         {"license": "other", "license_name": "cc-by-4.0-ifc-terms", "license_link": "README.md"}),
        ("IFC terms (https://example.org/ifc-terms)",
         {"license": "other", "license_name": "ifc-terms", "license_link": "https://example.org/ifc-terms"}),
    ],
)  # fmt: skip
def test_every_licence_becomes_fields_the_hub_accepts(given, fields):
    from fairwrite.licenses import hub_license_fields, license_problems

    assert hub_license_fields(given) == fields
    assert license_problems(fields) == []
    assert license_problems({"license": "other (see corpora/text/SOURCES.md)"})
    assert license_problems({"license": "other"}) == ["license 'other' needs license_name and license_link"]


def test_a_dataset_built_with_a_free_text_licence_has_a_valid_card_and_the_snippets_follow_the_repo_id(tmp_path):
    from datasets import DatasetDict
    from huggingface_hub import DatasetCard

    from fairwrite.hub import DatasetCardSpec, write_dataset_folder
    from fairwrite.schema import Segment, to_dataset

    rows = [Segment(source=f"He sings {i}.", target=f"They sing {i}.", lang="en", source_label="masculine",
                    target_label="neutral") for i in range(4)]  # fmt: skip
    spec = DatasetCardSpec(pretty_name="t", languages=["en"], license="mixed corpus licences (see the provenance section)")
    folder = write_dataset_folder(DatasetDict({"train": to_dataset(rows)}), tmp_path / "ds", spec)
    data = DatasetCard.load(folder / "README.md").data
    assert (data.license, data.license_name, data.license_link) == ("other", "mixed-corpus-licences", "README.md")
    prepare("dataset", folder, "fairwrite/t")
    prepare("dataset", folder, "me/x")  # a second publish under another id
    text = (folder / "README.md").read_text()
    assert 'load_dataset("me/x", "default")' in text and "fairwrite/t" not in text
    assert json.loads((folder / "fairwrite.json").read_text())["repo_id"] == "me/x"


def test_a_benchmark_folder_published_under_another_id_names_it_in_card_and_eval_yaml(shared, tmp_path):
    from fairwrite.datasets.benchmarks import REPO_ID, Config, build

    folder = build([shared], tmp_path / "bench", Config(languages=["en"], systems=False))
    assert REPO_ID in (folder / "eval.yaml").read_text()
    prepare("dataset", folder, "me/bench")
    for name in ("README.md", "eval.yaml"):
        text = (folder / name).read_text()
        assert REPO_ID not in text, name
    assert "me/bench" in (folder / "eval.yaml").read_text()
    card = ModelCard.load(folder / "README.md")  # parses; its licence fields are the Hub's
    from fairwrite.licenses import license_problems

    assert license_problems(card.data.to_dict()) == []


def test_a_model_card_licence_is_valid_and_a_free_text_one_is_other_with_name_and_link(tmp_path):
    spec = ModelCardSpec("tiny", ["en"], license="CC BY-NC-SA 4.0 and corpus terms", submissions=[_sub("tiny", 1.0)])
    write_model_card(tmp_path, spec)
    data = ModelCard.load(tmp_path / "README.md").data
    assert (data.license, data.license_name, data.license_link) == (
        "other", "cc-by-nc-sa-4.0-and-corpus-terms", "README.md")  # fmt: skip


def test_the_card_says_when_a_model_needs_fairwrite_for_its_lexicon(tmp_path):
    plain = ModelCardSpec("t", ["en"], training={"preset": "edit-tagger", "model": {"word_classes": None}})
    write_model_card(tmp_path / "plain", plain)
    assert "With 🤗 transformers and torch alone" in (tmp_path / "plain" / "README.md").read_text()
    classed = ModelCardSpec("t", ["de"], training={"preset": "edit-tagger", "model": {"word_classes": "de"}})
    write_model_card(tmp_path / "classed", classed)
    text = (tmp_path / "classed" / "README.md").read_text()
    assert "fairwrite's `de` lexicon: `pip install fairwrite`" in text and "torch alone" not in text


def test_a_limit_larger_than_every_set_scored_the_full_sets_and_says_so(shared):
    from fairwrite.hub.leaderboard import published_submissions

    subs = published_submissions(shared, ["en", "fr"], samples=0, limit=100)
    limits = {(s["lang"], s["settings"].get("limit")) for s in subs}
    assert limits == {("en", 100), ("fr", None)}  # IFC's test split has 54 segments: all of them were scored
    boards = rank(subs + published_submissions(shared, ["fr"], samples=0))
    assert [(b.lang, b.limit) for b in boards] == [("en", 100), ("fr", None)]
