"""Translator, sharded translation and round trips, end to end with tiny models trained in the fixtures."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from fixtures_models import canonical, plain_pairs, split_grammar

from fairwrite.augment.roundtrip import make_augmenter
from fairwrite.augment.translate import Translator, plan_batches, translate_all
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


def test_waiting_for_other_ranks_gives_up_in_one_line_when_none_finishes(tmp_path):
    from fairwrite.augment.sharding import wait_for_files

    (tmp_path / "chunk-000000.jsonl").write_text("done\n")
    wait_for_files([tmp_path / "chunk-000000.jsonl"], timeout=0.0)  # there: no wait
    with pytest.raises(FairwriteError, match=r"^no other process finished a chunk in 0 s \(1 missing, .*run the command again") as err:
        wait_for_files([tmp_path / "chunk-000000.jsonl", tmp_path / "chunk-000001.jsonl"], poll=0.01, timeout=0.2)
    assert "\n" not in str(err.value)


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


def test_two_processes_give_byte_identical_output_and_resume(roundtrip_models, held_out, tmp_path):
    texts = [f for _, forms in held_out[:40] for f in forms.values()] + [de for _, de in plain_pairs()][:10]
    write_lines(tmp_path / "in.txt", texts)
    model = str(roundtrip_models["de-en"])
    args = ["-m", "fairwrite.augment.translate", "--model", model, "-i", str(tmp_path / "in.txt"),
            "--chunk-size", "48", "--batch-tokens", "300"]
    env = {**os.environ, "OMP_NUM_THREADS": "1"}
    launched = subprocess.run(
        [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc_per_node", "2", *args,
         "-o", str(tmp_path / "two.txt"), "--work-dir", str(tmp_path / "work")],
        capture_output=True, text=True, env=env, timeout=300,
    )
    assert launched.returncode == 0, launched.stderr[-3000:]
    assert "on 2 process(es) (DistributedType.MULTI_CPU, backend gloo)" in launched.stderr
    one = translate_all(Translator(model, batch_tokens=300, device="cpu"), texts, chunk_size=48)
    write_lines(tmp_path / "one.txt", one)
    assert (tmp_path / "two.txt").read_bytes() == (tmp_path / "one.txt").read_bytes()
    assert len(read_lines(tmp_path / "two.txt")) == len(texts)

    # resume: a lost chunk is redone, the finished ones are reused untouched
    chunks = sorted((tmp_path / "work").glob("chunk-*.jsonl"))
    assert len(chunks) == -(-len(texts) // 48)
    stamps = {c: c.stat().st_mtime_ns for c in chunks}
    chunks[1].unlink()
    again = translate_all(Translator(model, batch_tokens=300, device="cpu"), texts, tmp_path / "work", chunk_size=48)
    assert again == one
    assert all(c.stat().st_mtime_ns == stamps[c] for c in chunks if c != chunks[1])
    manifest = json.loads((tmp_path / "work" / "manifest.json").read_text())
    assert manifest["items"] == len(texts) and manifest["fingerprint"]["model"] == model
    with pytest.raises(FairwriteError, match="other input or settings"):
        translate_all(Translator(model, batch_tokens=300, device="cpu"), texts[:-1], tmp_path / "work", chunk_size=48)


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
