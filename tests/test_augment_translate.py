"""Translator, the translation job (datatrove tasks, resumed) and round trips, end to end with tiny models trained in the fixtures."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time

import pytest
from fixtures_models import canonical, plain_pairs, split_grammar

from fairwrite.augment.roundtrip import make_augmenter
from fairwrite.augment.translate import Translator, plan_batches, translate_all
from fairwrite.augment.translate import main as translate_main
from fairwrite.errors import FairwriteError
from fairwrite.registry import get_augmenter
from fairwrite.text.io import read_lines, write_lines


@pytest.fixture(scope="module")
def held_out():
    """Held-out sentences of the toy grammar (never seen in training)."""
    return split_grammar()[1]


def test_batches_are_length_sorted_and_capped_by_tokens():
    lengths = [5, 30, 7, 30, 12, 3, 9, 100]
    batches = plan_batches(lengths, batch_tokens=64, max_batch_size=3)
    assert sorted(i for b in batches for i in b) == list(range(len(lengths)))
    flat = [lengths[i] for b in batches for i in b]
    assert flat == sorted(lengths, reverse=True)
    for batch in batches:
        assert len(batch) <= 3
        assert len(batch) == 1 or len(batch) * lengths[batch[0]] <= 64  # rows × longest ≤ cap
    assert batches[0] == [7]  # longer than the cap: alone


def test_translator_batches_and_matches_one_by_one(roundtrip_models, held_out):
    texts = [forms["gender-fair"] for _, forms in held_out[:24]] + ["", "Das Haus ist groß."]
    translator = Translator(roundtrip_models["de-en"], batch_tokens=96, device="cpu")
    batched = translator.translate(texts)
    assert batched[-2] == "" and batched[-1].startswith("The house is")
    assert translator.stats.batches > 1 and 0.8 < translator.stats.padding_efficiency <= 1.0
    assert sum(out == en for out, (en, _) in zip(batched, held_out[:24], strict=False)) >= 22
    single = [translator.translate([t])[0] for t in texts[:6]]
    assert single == batched[:6]


def test_round_trip_merges_generic_masculine_into_the_original(roundtrip_models, held_out):
    augmenter = make_augmenter(
        "masculine", forward_model=roundtrip_models["de-en"], backward_model=roundtrip_models["en-de"]
    )
    topicalised = [(en, forms) for en, forms in held_out if not canonical(forms["masculine"])][:12]
    results = augmenter.run([forms["gender-fair"] for _, forms in topicalised])
    assert augmenter.info()["pivot"] == "en"
    for result, (english, forms) in zip(results, topicalised, strict=True):
        assert result.pivot_text == english
        assert canonical(result.roundtrip)  # the way back reorders the sentence …
        assert result.merged and result.source == forms["masculine"]  # … merging keeps the original order
    unmerged = make_augmenter(
        "masculine", forward_model=roundtrip_models["de-en"], backward_model=roundtrip_models["en-de"], merge=False
    ).run([topicalised[0][1]["gender-fair"]])[0]
    assert not unmerged.merged and unmerged.source == unmerged.roundtrip != topicalised[0][1]["masculine"]


def test_gender_control_model_plugs_in_as_second_leg(roundtrip_models, held_out):
    texts = [forms["gender-fair"] for _, forms in held_out[:20]]
    feminine = get_augmenter(
        "de", "feminine", "roundtrip",
        forward_model=roundtrip_models["de-en"], control_model=roundtrip_models["en-de-control"],
    )
    assert feminine.backward.control_tag == "<f>" and feminine.backward.prepare("x") == "<f> x"
    sources = list(feminine.rewrite(texts))
    wanted = [forms["feminine"] for _, forms in held_out[:20]]
    assert sum(s == w for s, w in zip(sources, wanted, strict=True)) >= 12  # App. G: tags steer, not force
    with pytest.raises(FairwriteError, match="gender-control model"):
        get_augmenter("de", "feminine", "roundtrip", forward_model=roundtrip_models["de-en"],
                      backward_model=roundtrip_models["en-de"])


def _job_texts(held_out):
    return [f for _, forms in held_out[:20] for f in forms.values()] + [de for _, de in plain_pairs()][:10]


def test_job_output_is_the_same_for_one_task_and_three_and_in_memory(roundtrip_models, held_out, tmp_path, capsys):
    texts = _job_texts(held_out)
    write_lines(tmp_path / "in.txt", texts)
    model = str(roundtrip_models["de-en"])
    args = ["--model", model, "-i", str(tmp_path / "in.txt"), "--chunk-size", "16", "--batch-tokens", "300",
            "--executor", "local", "--work-dir", str(tmp_path / "work")]  # fmt: skip
    assert translate_main([*args, "--tasks", "1", "-o", str(tmp_path / "one.txt")]) == 0
    assert "in 1 task(s) on the local executor" in capsys.readouterr().err
    assert translate_main([*args, "--tasks", "3", "-o", str(tmp_path / "three.txt")]) == 0
    assert "in 3 task(s) on the local executor" in capsys.readouterr().err
    write_lines(tmp_path / "memory.txt", translate_all(Translator(model, batch_tokens=300, device="cpu"), texts, chunk_size=16))
    assert (tmp_path / "one.txt").read_bytes() == (tmp_path / "three.txt").read_bytes() == (tmp_path / "memory.txt").read_bytes()
    assert len(read_lines(tmp_path / "three.txt")) == len(texts) and -(-len(texts) // 16) > 3
    three = next(f for f in (tmp_path / "work").iterdir() if (f / "logs/translate/completions").is_dir()
                 and len(list((f / "logs/translate/completions").iterdir())) == 3)  # fmt: skip
    assert sorted(p.name for p in (three / "chunks").iterdir()) == [f"chunk-{k:06d}.jsonl" for k in range(-(-len(texts) // 16))]


def test_killed_job_resumes_from_completion_markers_without_redoing_finished_chunks(
    roundtrip_models, held_out, tmp_path, monkeypatch, capsys
):
    texts = _job_texts(held_out)
    write_lines(tmp_path / "in.txt", texts)
    model = str(roundtrip_models["de-en"])
    args = ["--model", model, "-i", str(tmp_path / "in.txt"), "-o", str(tmp_path / "out.txt"), "--chunk-size", "16",
            "--batch-tokens", "300"]  # fmt: skip
    translate = Translator.translate
    calls = []

    def killed_in_the_third_chunk(self, chunk):
        calls.append(len(chunk))
        if len(calls) == 3:
            raise RuntimeError("killed")
        return translate(self, chunk)

    monkeypatch.setattr(Translator, "translate", killed_in_the_third_chunk)
    with pytest.raises(RuntimeError, match="killed"):
        translate_main(args)  # one task per chunk (the default), one at a time on the CPU
    assert not (tmp_path / "out.txt").exists()
    (folder,) = (tmp_path / ".out.txt.work").iterdir()
    chunks = sorted((folder / "chunks").iterdir())
    assert [c.name for c in chunks] == ["chunk-000000.jsonl", "chunk-000001.jsonl"]
    assert sorted(m.name for m in (folder / "logs/translate/completions").iterdir()) == ["00000", "00001"]
    stamps = {c: c.stat().st_mtime_ns for c in chunks}

    monkeypatch.setattr(Translator, "translate", translate)
    capsys.readouterr()
    assert translate_main(args) == 0
    assert "(2 task(s) finished before, resumed)" in capsys.readouterr().err
    assert all(c.stat().st_mtime_ns == stamps[c] for c in chunks)  # finished chunks were not redone
    whole = translate_all(Translator(model, batch_tokens=300, device="cpu"), texts, chunk_size=16)
    assert read_lines(tmp_path / "out.txt") == whole
    assert len(list((folder / "chunks").iterdir())) == -(-len(texts) // 16)


@pytest.mark.parametrize(
    ("model", "lines", "message"),
    [("missing-model", ["Das Haus ist groß."], r"translation model \S*missing-model: no such folder"),
     (None, [], "the input has no lines to translate")],
)  # fmt: skip
def test_command_line_bad_input_is_one_error_line(roundtrip_models, tmp_path, model, lines, message):
    write_lines(tmp_path / "in.txt", lines)
    model = str(tmp_path / model) if model else str(roundtrip_models["de-en"])
    done = subprocess.run(
        [sys.executable, "-m", "fairwrite.augment.translate", "--model", model, "-i", str(tmp_path / "in.txt"),
         "-o", str(tmp_path / "out.txt")],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 2, done.stderr[-2000:]
    assert re.fullmatch(f"fairwrite: error: {message}\n", done.stderr), done.stderr
    assert not (tmp_path / "out.txt").exists()


def test_command_line_round_trip_takes_models_from_the_environment(roundtrip_models, held_out, tmp_path, monkeypatch):
    from fairwrite.cli import main as fairwrite

    texts = [forms["gender-fair"] for _, forms in held_out[:4]]
    write_lines(tmp_path / "in.txt", texts)
    args = ["augment", "--lang", "de", "--gender", "masculine", "--method", "roundtrip",
            "-i", str(tmp_path / "in.txt"), "-o", str(tmp_path / "out.txt")]  # fmt: skip
    monkeypatch.delenv("FAIRWRITE_ROUNDTRIP_FORWARD", raising=False)
    with pytest.raises(SystemExit) as exit_:
        fairwrite(args)
    assert exit_.value.code == 2
    monkeypatch.setenv("FAIRWRITE_ROUNDTRIP_FORWARD", str(roundtrip_models["de-en"]))
    monkeypatch.setenv("FAIRWRITE_ROUNDTRIP_BACKWARD", str(roundtrip_models["en-de"]))
    fairwrite(args)
    assert read_lines(tmp_path / "out.txt") == [forms["masculine"] for _, forms in held_out[:4]]


def test_job_tasks_spread_over_the_gpus_and_keep_the_cpu_without_one(monkeypatch):
    import torch

    from fairwrite.augment.translate_job import task_device

    monkeypatch.setattr(torch.cuda, "device_count", lambda: 2)
    assert [task_device(rank) for rank in range(5)] == ["cuda:0", "cuda:1", "cuda:0", "cuda:1", "cuda:0"]
    assert task_device(3, "cuda") == "cuda:1" and task_device(3, "cpu") == "cpu" and task_device(3, "cuda:0") == "cuda:0"
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 0)
    assert task_device(3) == "cpu"
    with pytest.raises(FairwriteError, match="no GPU is visible"):
        task_device(0, "cuda")


def test_job_killed_by_a_signal_resumes_without_redoing_finished_chunks(roundtrip_models, held_out, tmp_path, capsys):
    texts = _job_texts(held_out)[:24]  # 8 chunks, 8 tasks
    write_lines(tmp_path / "in.txt", texts)
    args = ["--model", str(roundtrip_models["de-en"]), "-i", str(tmp_path / "in.txt"), "-o", str(tmp_path / "out.txt"),
            "--chunk-size", "3", "--batch-tokens", "300", "--work-dir", str(tmp_path / "work")]  # fmt: skip
    chunks = -(-len(texts) // 3)
    job = subprocess.Popen(
        [sys.executable, "-m", "fairwrite.augment.translate", *args],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 240
        while len(list(tmp_path.glob("work/*/logs/translate/completions/*"))) < 2 and job.poll() is None:
            assert time.monotonic() < deadline
            time.sleep(0.02)
        os.killpg(job.pid, signal.SIGKILL)
    finally:
        job.wait()
    done = sorted(tmp_path.glob("work/*/chunks/*.jsonl"))
    assert 2 <= len(done) < chunks and not (tmp_path / "out.txt").exists()
    stamps = {c: c.stat().st_mtime_ns for c in done}
    assert translate_main(args) == 0
    assert f"in {chunks} task(s)" in capsys.readouterr().err
    assert all(c.stat().st_mtime_ns == stamps[c] for c in done)
    whole = translate_all(Translator(str(roundtrip_models["de-en"]), batch_tokens=300, device="cpu"), texts, chunk_size=3)
    assert read_lines(tmp_path / "out.txt") == whole
