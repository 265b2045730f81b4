"""Batch rewriting with a model folder: order, empty lines, control tags, dtype/device, the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_pipeline import _greedy

from fairwrite.errors import FairwriteError


@pytest.fixture(autouse=True, scope="module")
def _one_thread():
    from train_helpers import one_torch_thread

    with one_torch_thread():
        yield


@pytest.fixture(scope="module")
def model_dir(shared: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    from train_helpers import make_tiny_model

    folder = make_tiny_model(shared, tmp_path_factory.mktemp("rw") / "tagged", tags=("<they>", "<copy>"))
    metadata = {
        "lang": "en",
        "form": "they",
        "direction": None,
        "control_tags": {"kinds": ["form"], "tokens": ["<they>", "<copy>"], "defaults": {"form": "<they>"}},
    }
    (folder / "fairwrite.json").write_text(json.dumps(metadata))
    return folder


@pytest.fixture(scope="module")
def sentences(shared: Path) -> list[str]:
    from train_helpers import en_pairs

    return [s for s, _ in en_pairs(shared, ("reddit", "winobias+"))[::37]][:60]


def test_batched_rewriting_equals_one_by_one_generation_in_input_order(model_dir: Path, sentences: list[str]):
    from fairwrite.models.rewriter import load_model_rewriter, one_line

    sentences = sentences[:30]
    expected = [one_line(x) for x in _greedy(model_dir, [f"<they> {s}" for s in sentences], max_new_tokens=8)]
    for options in ({}, {"batch_tokens": 64, "chunk_size": 7}, {"max_batch_size": 1}):
        rewriter = load_model_rewriter(model_dir, lang="en", max_new_tokens=8, **options)
        assert list(rewriter.rewrite(iter(sentences))) == expected, options


def test_empty_lines_stay_empty_and_line_count_is_kept(model_dir: Path):
    from fairwrite.models.rewriter import load_model_rewriter

    rewriter = load_model_rewriter(model_dir, max_new_tokens=4)
    out = rewriter(["", "She is here.", "   ", "He left."])
    assert len(out) == 4 and out[0] == "" and out[2] == "   " and out[1] and out[3]
    assert rewriter([]) == []


def test_control_tags_select_the_form(model_dir: Path):
    from fairwrite.models.rewriter import load_model_rewriter, one_line

    assert load_model_rewriter(model_dir).tags == ["<they>"]  # the training data's most frequent form
    copy = load_model_rewriter(model_dir, form="copy", max_new_tokens=12)
    assert copy.tags == ["<copy>"]
    assert copy(["She is here."]) == [one_line(x) for x in _greedy(model_dir, ["<copy> She is here."])]
    with pytest.raises(FairwriteError, match="not trained with the tag <star>"):
        load_model_rewriter(model_dir, form="star")
    with pytest.raises(FairwriteError, match="lang 'en', not 'de'"):
        load_model_rewriter(model_dir, lang="de")
    with pytest.raises(FairwriteError, match="not a model folder"):
        load_model_rewriter(model_dir.parent)


def test_batches_are_capped_by_padded_tokens(model_dir: Path):
    from fairwrite.models.rewriter import load_model_rewriter

    rewriter = load_model_rewriter(model_dir, batch_tokens=100, max_batch_size=8)
    lengths = [3, 50, 7, 7, 20, 1, 99, 30, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]
    batches = rewriter.batches(lengths)
    assert sorted(i for b in batches for i in b) == list(range(len(lengths)))
    assert all(len(b) == 1 or (len(b) * max(lengths[i] for i in b) <= 100 and len(b) <= 8) for b in batches)


def test_dtype_and_device_handling(model_dir: Path):
    import torch

    from fairwrite.generation import resolve_dtype
    from fairwrite.models.rewriter import load_model_rewriter

    cpu = torch.device("cpu")
    assert resolve_dtype(None, cpu) is torch.float32 and resolve_dtype("auto", cpu) is torch.float32
    assert resolve_dtype("bf16", cpu) is torch.bfloat16 and resolve_dtype("fp16", cpu) is torch.float16
    with pytest.raises(FairwriteError):
        resolve_dtype("int3", cpu)
    rewriter = load_model_rewriter(model_dir, device="cpu", dtype="bf16", max_new_tokens=4)
    assert next(rewriter.model.parameters()).dtype is torch.bfloat16
    assert len(rewriter(["She is here.", "He is there."])) == 2


def test_cli_rewrite_with_a_model_folder(model_dir: Path, sentences: list[str], tmp_path: Path):
    from fairwrite.cli import main
    from fairwrite.models.rewriter import load_model_rewriter

    source = tmp_path / "in.txt"
    source.write_text("\n".join(sentences[:10]) + "\n", encoding="utf-8")
    target = tmp_path / "out.txt"
    main(["rewrite", "--lang", "en", "--system", str(model_dir), "-i", str(source), "-o", str(target)])
    lines = target.read_text(encoding="utf-8").splitlines()
    assert lines == load_model_rewriter(model_dir)(sentences[:10])
    # the file run's chunks (here of 3 lines, each behind its context) give a model's output too
    chunked = tmp_path / "chunked.txt"
    main(["rewrite", "--lang", "en", "--system", str(model_dir), "-i", str(source), "-o", str(chunked), "--chunk-lines", "3"])
    assert chunked.read_bytes() == target.read_bytes()


def test_cli_jsonl_with_a_model_folder_reads_the_model_output_as_edits(model_dir: Path, sentences: list[str], tmp_path: Path):
    """A model's output goes through the same alignment as the rules': its edits apply back exactly."""
    from fairwrite.cli import main
    from fairwrite.review import apply_groups
    from fairwrite.review.confidence import UNKNOWN
    from fairwrite.review.reviewer import ReviewEdit

    source = tmp_path / "in.txt"
    source.write_text("\n".join(sentences[:10]) + "\n", encoding="utf-8")
    text, records = tmp_path / "out.txt", tmp_path / "out.jsonl"
    main(["rewrite", "--lang", "en", "--system", str(model_dir), "-i", str(source), "-o", str(text)])
    main(["rewrite", "--lang", "en", "--system", str(model_dir), "-i", str(source), "-o", str(records), "--format", "jsonl"])
    rows = [json.loads(line) for line in records.read_text(encoding="utf-8").splitlines()]
    assert [r["output"] for r in rows] == text.read_text(encoding="utf-8").splitlines()
    assert any(r["edits"] for r in rows)
    for row in rows:
        edits = [ReviewEdit(**{**e, "alternatives": tuple(e["alternatives"])}) for e in row["edits"]]
        assert apply_groups(row["source"], edits) == row["output"]
        assert all(e.rule == f"model:{model_dir.name}" and e.confidence == UNKNOWN for e in edits)
