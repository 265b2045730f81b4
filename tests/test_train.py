"""The Accelerate trainer: config, batching, a real tiny run end to end, early stopping, LoRA.

Distributed and crash/resume runs are in ``test_train_distributed.py``.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import numpy as np
import pytest
import yaml

from fairwrite.errors import FairwriteError
from fairwrite.trainer.config import load_config
from fairwrite.trainer.data import plan_training_batches

REPO = Path(__file__).resolve().parents[1]
TINY = REPO / "training" / "recipes" / "tiny.yaml"


def tiny_overrides(dataset: Path, output: Path, **extra: object) -> dict[str, object]:
    """The tiny recipe shrunk further for tests (d_model 32, 1+1 layers)."""
    from train_helpers import TINY_MODEL

    values: dict[str, object] = {
        "data.dataset": str(dataset),
        "output_dir": str(output),
        "data.max_tokens": 768,
        "tokenizer.vocab_size": 600,
        "logging.progress": False,
        "train.num_threads": 1,
        **{f"model.{k}": v for k, v in TINY_MODEL.items()},
    }
    values.update(extra)
    return values


@pytest.fixture(autouse=True, scope="module")
def _one_thread():
    from train_helpers import one_torch_thread

    with one_torch_thread():
        yield


@pytest.fixture(scope="module")
def en_dataset(shared: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    from train_helpers import write_en_dataset

    return write_en_dataset(shared, tmp_path_factory.mktemp("data") / "en", train=400, validation=40)


@pytest.fixture(autouse=True)
def _fresh_accelerate_state():
    """Each in-process run builds its own Accelerator (the state is a process-wide singleton)."""
    yield
    from accelerate.state import AcceleratorState, GradientState

    AcceleratorState._reset_state(True)
    GradientState._reset_state()


# --- configuration ---------------------------------------------------------------------------------


def test_recipes_load_and_overrides_apply():
    for recipe in sorted((REPO / "training" / "recipes").glob("*.yaml")):
        extra = {"data.dataset": "x"}
        if "finetune" in recipe.name or "lora" in recipe.name:
            extra["model.name_or_path"] = "x"
        config = load_config(recipe, extra)
        assert config.preset in ("paper-transformer", "finetune", "lora", "edit-tagger"), recipe
    paper = load_config(REPO / "training/recipes/paper-transformer.yaml", {"data.dataset": "x"})
    assert (paper.model.encoder_layers, paper.model.decoder_layers, paper.model.d_model) == (6, 6, 512)
    assert (paper.model.attention_heads, paper.model.ffn_dim, paper.tokenizer.vocab_size) == (4, 1024, 8000)
    assert (paper.optim.lr, paper.optim.warmup_steps, paper.optim.schedule) == (5e-4, 4000, "inverse-sqrt")
    assert paper.train.early_stopping_patience == 8 and paper.data.max_tokens == 10_000
    config = load_config(
        TINY, ["data.dataset=d", "optim.lr=1e-3", "lora.target_modules=[q_proj, v_proj]", "data.config=null"]
    )
    assert config.optim.lr == 1e-3 and config.lora.target_modules == ["q_proj", "v_proj"]
    assert config.data.config is None


@pytest.mark.parametrize(
    ("override", "message"),
    [
        ("optim.lrr=1", "unknown configuration key 'optim.lrr'; known: betas, ema_decay, eps"),
        ("optim.lr=fast", "optim.lr: input should be a valid number"),
        ("optim.ema_decay=1", "optim.ema_decay: input should be less than 1, got 1"),
        ("preset=bart", "preset: input should be 'paper-transformer', 'finetune', 'lora' or 'edit-tagger', got 'bart'"),
        ("data.control_tags=[colour]", "data.control_tags[0]: input should be 'gender', 'form' or 'tags'"),
        ("novalue", "key.sub=value"),
        ("preset=lora", "preset lora needs model.name_or_path"),
    ],
)
def test_config_errors_are_user_errors(override: str, message: str):
    with pytest.raises(FairwriteError, match=re.escape(message)):
        load_config(TINY, ["data.dataset=d", override])


def test_adamw_runs_fused_where_torch_has_the_kernel_unless_the_recipe_says_otherwise():
    from types import SimpleNamespace

    import torch

    from fairwrite.trainer.loop import fused_adam

    cpu = SimpleNamespace(distributed_type="NO", device=torch.device("cpu"))
    deepspeed = SimpleNamespace(distributed_type="DEEPSPEED", device=torch.device("cpu"))
    auto = load_config(TINY, ["data.dataset=d"])
    assert auto.optim.fused is None
    assert fused_adam(auto, cpu) is True  # torch ≥ 2.4 has fused AdamW on CPU
    assert fused_adam(auto, deepspeed) is False  # DeepSpeed steps its own partitions
    assert fused_adam(load_config(TINY, ["data.dataset=d", "optim.fused=false"]), cpu) is False
    assert fused_adam(load_config(TINY, ["data.dataset=d", "optim.fused=true"]), deepspeed) is True


def test_batches_are_length_bucketed_token_capped_and_deterministic():
    rng = np.random.default_rng(0)
    lengths = rng.integers(3, 60, size=2000)
    first = plan_training_batches(lengths, max_tokens=600, min_sentences=2, seed=7, epoch=0)
    again = plan_training_batches(lengths, max_tokens=600, min_sentences=2, seed=7, epoch=0)
    other = plan_training_batches(lengths, max_tokens=600, min_sentences=2, seed=7, epoch=1)
    assert all((a == b).all() for a, b in zip(first, again, strict=True))
    assert any(len(a) != len(b) or (a != b).any() for a, b in zip(first, other, strict=False))
    assert all(len(b) * lengths[b].max() <= 600 for b in first)
    used = np.concatenate(first)
    assert len(np.unique(used)) == len(used) and len(used) >= len(lengths) - 2
    padded = sum(len(b) * lengths[b].max() for b in first)
    assert lengths[used].sum() / padded > 0.9  # bucketing: little padding


def test_one_global_batch_splits_over_processes_without_loss(en_dataset: Path):
    from fairwrite.models.tokenizer import train_tokenizer
    from fairwrite.trainer.data import StepPlan, load_splits, tokenize

    config = load_config(TINY, {"data.dataset": str(en_dataset), "data.max_tokens": 600})
    splits = load_splits(config.data)
    tokenizer = train_tokenizer(
        list(splits["train"]["source"]) + list(splits["train"]["target"]), vocab_size=400
    )
    data = tokenize(splits["train"], tokenizer, config.data)

    def rows(processes: int, rank: int, accumulation: int) -> list[int]:
        plan = StepPlan(data, config.data, seed=1, num_processes=processes, process_index=rank,
                        accumulation=accumulation, collator=None)  # fmt: skip
        batch = plan.batches(0)[3]
        return sorted(int(i) for part in plan.micro_indices(batch) for i in part)

    whole = rows(1, 0, 1)
    assert sorted(rows(2, 0, 1) + rows(2, 1, 1)) == whole == sorted(rows(1, 0, 2))
    assert not set(rows(2, 0, 2)) & set(rows(2, 1, 2))


# --- a real run --------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def trained(en_dataset: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The tiny preset trained through ``fairwrite train`` (the CLI), in-process."""
    from fairwrite.cli import main

    output = tmp_path_factory.mktemp("run") / "tiny"
    sets = tiny_overrides(
        en_dataset,
        output,
        **{
            "train.max_steps": 60,
            "train.log_every": 10,
            "train.checkpoint_every": 20,
            "train.keep_checkpoints": 2,
            "eval.max_examples": 16,
            "eval.max_new_tokens": 24,
            "optim.lr": 5e-3,
            "optim.warmup_steps": 10,
        },
    )
    args = ["train", str(TINY)] + [x for k, v in sets.items() for x in ("--set", f"{k}={v}")]
    main(args)  # returns normally on success (errors exit non-zero)
    return output


def test_tiny_preset_trains_and_loss_falls(trained: Path):
    metrics = json.loads((trained / "metrics.json").read_text())
    losses = [r["loss"] for r in metrics["train_log"]]
    assert metrics["steps"] == 60 and len(losses) == 6
    assert losses[-1] < 0.8 * losses[0] and losses == sorted(losses, reverse=True), losses
    evals = metrics["eval_log"]
    assert [e["step"] for e in evals] == [20, 40, 60]
    assert evals[-1]["loss"] < evals[0]["loss"]
    assert {"loss", "perplexity", "wer", "bleu"} <= set(evals[-1])
    best = min(evals, key=lambda e: e["loss"])
    assert metrics["best"] == {"metric": "loss", "value": best["loss"], "step": best["step"]}
    assert metrics["tokens_per_second"] > 0 and metrics["train_tokens"] > 0


def test_output_folder_is_a_complete_model(trained: Path):
    from safetensors.torch import load_file
    from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

    for name in ("model.safetensors", "config.json", "generation_config.json", "tokenizer.json",
                 "tokenizer_config.json", "training_config.yaml", "metrics.json", "fairwrite.json"):  # fmt: skip
        assert (trained / name).is_file(), name
    assert not list(trained.glob("*.bin")) and not list(trained.rglob("*.partial"))
    model = AutoModelForSeq2SeqLM.from_pretrained(trained)
    tokenizer = AutoTokenizer.from_pretrained(trained)
    assert model.config.d_model == 32 and len(tokenizer) <= model.config.vocab_size
    generation = json.loads((trained / "generation_config.json").read_text())
    assert generation["num_beams"] == 1 and generation["decoder_start_token_id"] == tokenizer.pad_token_id
    record = json.loads((trained / "fairwrite.json").read_text())
    assert record["lang"] == "en" and record["preset"] == "paper-transformer"
    # the best checkpoint (by validation loss) became the final model
    best, final = load_file(trained / "best" / "model.safetensors"), load_file(trained / "model.safetensors")
    assert best.keys() == final.keys() and all((best[k] == final[k]).all() for k in best)
    # last K checkpoints kept (Accelerate's naming: the n-th save), each complete
    checkpoints = sorted(p.name for p in (trained / "checkpoints").iterdir())
    assert checkpoints == ["checkpoint_1", "checkpoint_2"]
    steps = [
        json.loads((trained / "checkpoints" / c / "trainer_state.json").read_text())["step"]
        for c in checkpoints
    ]
    assert steps == [40, 60]
    # TensorBoard events
    assert list((trained / "logs").rglob("events.out.tfevents.*"))


def test_pipeline_returns_rewrites_after_import_fairwrite(trained: Path):
    from transformers import pipeline

    import fairwrite  # noqa: F401

    rewrite = pipeline("text2text-generation", model=str(trained), device="cpu")
    sentences = ["The nurse said that she was tired.", "The farmer thanked him."]
    outputs = rewrite(sentences, max_new_tokens=24)
    assert [list(o) for o in outputs] == [["generated_text"], ["generated_text"]]
    assert all(isinstance(o["generated_text"], str) and o["generated_text"] for o in outputs)


def test_early_stopping_stops_when_validation_does_not_improve(en_dataset: Path, tmp_path: Path):
    from fairwrite.trainer.loop import train

    config = load_config(
        TINY,
        tiny_overrides(
            en_dataset,
            tmp_path / "es",
            **{
                "optim.lr": 0.0,  # nothing improves after the first evaluation
                "train.max_steps": 100,
                "train.eval_every": 1,
                "train.checkpoint_every": 50,
                "train.early_stopping_patience": 2,
                "eval.generate": False,
                "logging.tensorboard": False,
            },
        ),
    )
    out = train(config)
    metrics = json.loads((out / "metrics.json").read_text())
    assert metrics["stopped_early"] and metrics["steps"] == 3
    assert metrics["best"]["step"] == 1


def test_time_budget_ends_with_a_checkpoint_and_a_model_and_resumes(en_dataset: Path, tmp_path: Path):
    """``train.max_minutes`` (a time-boxed lease): the run stops at the first step past the budget with the
    model written and a checkpoint, and ``--resume auto`` trains on to ``max_steps`` with a fresh budget."""
    from fairwrite.trainer.loop import list_checkpoints, train

    overrides = tiny_overrides(
        en_dataset,
        tmp_path / "budget",
        **{
            "train.max_steps": 3,
            "train.checkpoint_every": 50,
            "data.validation_split": None,
            "logging.tensorboard": False,
        },
    )
    out = train(load_config(TINY, {**overrides, "train.max_minutes": 1e-6}))
    metrics = json.loads((out / "metrics.json").read_text())
    assert metrics["out_of_time"] and metrics["steps"] == 1
    assert (out / "model.safetensors").is_file() and len(list_checkpoints(out)) == 1

    train(load_config(TINY, overrides), resume="auto")
    metrics = json.loads((out / "metrics.json").read_text())
    assert not metrics["out_of_time"] and metrics["steps"] == 3


def test_a_run_stopped_for_time_validates_its_last_weights(en_dataset: Path, tmp_path: Path):
    """The weights trained since the last validation are scored before the run ends: they may be its best."""
    from fairwrite.trainer.loop import train

    overrides = tiny_overrides(
        en_dataset,
        tmp_path / "late",
        **{
            "train.max_steps": 100,
            "train.eval_every": 50,
            "train.checkpoint_every": 50,
            "train.max_minutes": 1e-6,
            "eval.generate": False,
            "logging.tensorboard": False,
        },
    )
    metrics = json.loads((train(load_config(TINY, overrides)) / "metrics.json").read_text())
    assert metrics["out_of_time"] and metrics["steps"] == 1
    assert [e["step"] for e in metrics["eval_log"]] == [1] and metrics["best"]["step"] == 1


def test_a_wrapper_that_unties_tied_weights_is_refused():
    """FSDP 2 gives a Marian model's tied embeddings their own storage (seen on an H100): they would train
    apart, so the trainer stops with one clear error instead (DDP and one device keep them tied)."""
    from types import SimpleNamespace

    import torch
    from transformers import MarianConfig, MarianMTModel

    from fairwrite.trainer.loop import check_still_tied, tied_parameters

    config = MarianConfig(
        vocab_size=64, d_model=16, encoder_layers=1, decoder_layers=1, encoder_attention_heads=2,
        decoder_attention_heads=2, encoder_ffn_dim=32, decoder_ffn_dim=32, max_position_embeddings=32,
        pad_token_id=0, eos_token_id=1, decoder_start_token_id=0, share_encoder_decoder_embeddings=True,
    )  # fmt: skip
    model = MarianMTModel(config)
    tied = tied_parameters(model)
    assert {name for name, _ in tied} >= {"lm_head.weight", "model.encoder.embed_tokens.weight"}
    accelerator = SimpleNamespace(distributed_type="FSDP", unwrap_model=lambda m: m)
    check_still_tied(accelerator, model, tied)  # still tied: nothing to say

    model.lm_head.weight = torch.nn.Parameter(model.lm_head.weight.detach().clone())
    with pytest.raises(FairwriteError, match=r"FSDP untied this model's tied weights \(lm_head.weight\)"):
        check_still_tied(accelerator, model, tied)


@pytest.mark.parametrize("ema_decay", [None, 0.5])  # with it, the adapter published is the averaged one
def test_lora_trains_only_adapters_and_merged_model_generates_the_same(
    trained: Path, en_dataset: Path, tmp_path: Path, ema_decay: float | None
):
    import torch
    from peft import PeftModel
    from safetensors.torch import load_file
    from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

    from fairwrite.models.presets import count_parameters
    from fairwrite.models.rewriter import ModelRewriter
    from fairwrite.trainer.loop import train

    config = load_config(
        REPO / "training/recipes/lora.yaml",
        tiny_overrides(
            en_dataset,
            tmp_path / "lora",
            **{
                "model.name_or_path": str(trained),
                "lora.r": 4,
                "lora.alpha": 8,
                "lora.dropout": 0.0,
                "optim.lr": 1e-2,
                "optim.warmup_steps": 0,
                "train.max_steps": 12,
                "train.log_every": 4,
                "train.checkpoint_every": 12,
                "data.validation_split": None,
                "logging.tensorboard": False,
                "optim.ema_decay": ema_decay,
            },
        ),
    )
    out = train(config)
    metrics = json.loads((out / "metrics.json").read_text())
    adapter = load_file(out / "adapter" / "adapter_model.safetensors")
    assert adapter and all("lora_" in name for name in adapter)
    adapter_params = sum(t.numel() for t in adapter.values())
    assert metrics["parameters"]["trainable"] == adapter_params
    assert adapter_params < 0.2 * metrics["parameters"]["total"]

    base = AutoModelForSeq2SeqLM.from_pretrained(trained)
    assert count_parameters(base)[0] == metrics["parameters"]["total"] - adapter_params
    with_adapter = PeftModel.from_pretrained(base, out / "adapter").eval()
    merged = AutoModelForSeq2SeqLM.from_pretrained(out).eval()
    assert not any("lora" in name for name, _ in merged.named_parameters())
    changed = any(
        not torch.equal(p, q)
        for p, q in zip(
            merged.parameters(), AutoModelForSeq2SeqLM.from_pretrained(trained).parameters(), strict=True
        )
    )
    assert changed  # the adapter learnt something, and merging applied it
    tokenizer = AutoTokenizer.from_pretrained(out)
    sources = load_splits_sources(en_dataset)[:24]
    a = ModelRewriter(with_adapter, tokenizer, max_new_tokens=24).rewrite_chunk(sources)
    b = ModelRewriter(merged, tokenizer, max_new_tokens=24).rewrite_chunk(sources)
    assert a == b


def load_splits_sources(dataset: Path) -> list[str]:
    from datasets import load_dataset

    return list(load_dataset(str(dataset))["validation"]["source"])


def test_accelerate_launch_configs_parse():
    from accelerate.commands.config.config_args import load_config_from_file

    kinds = {}
    for path in sorted((REPO / "configs" / "accelerate").glob("*.yaml")):
        config = load_config_from_file(str(path))
        kinds[path.stem] = (str(config.distributed_type).split(".")[-1], str(config.mixed_precision))
    assert kinds == {
        "cpu": ("NO", "no"),
        # accelerate starts N local processes only with its multi-process launcher (MULTI_GPU); the trainer puts
        # them on the CPU over gloo (test_train_distributed runs it); MULTI_CPU wanted mpirun and ran one
        "multi-cpu": ("MULTI_GPU", "no"),
        "single-gpu": ("NO", "bf16"),
        "multi-gpu": ("MULTI_GPU", "bf16"),
        "fsdp": ("FSDP", "bf16"),
        "deepspeed-zero2": ("DEEPSPEED", "bf16"),
    }


def test_a_fresh_run_refuses_an_output_folder_with_checkpoints(trained: Path):
    from fairwrite.trainer.loop import resolve_resume, train

    config = load_config(trained / "training_config.yaml")
    with pytest.raises(FairwriteError, match="--resume auto"):
        train(config)
    assert resolve_resume("auto", trained).name == "checkpoint_2"
    assert resolve_resume(None, trained) is None
    with pytest.raises(FairwriteError, match="not a complete checkpoint"):
        resolve_resume(str(trained), trained)


def test_resuming_under_another_recipe_is_refused_and_changes_nothing(trained: Path):
    """A changed ``--set`` used to train on from the old run's weights (found by hand: a bench re-run with
    one more model option resumed a stopped run of another recipe, and overwrote its config)."""
    from fairwrite.trainer.loop import RECIPE_FILE, resolve_resume, train

    recorded = json.loads((resolve_resume("auto", trained) / RECIPE_FILE).read_text(encoding="utf-8"))
    assert recorded["model.d_model"] == load_config(trained / "training_config.yaml").model.d_model
    assert not any(k.startswith(("train.", "eval.", "logging.")) for k in recorded)
    before = (trained / "training_config.yaml").read_text(encoding="utf-8")
    config = load_config(trained / "training_config.yaml", {"model.dropout": 0.3, "optim.lr": 0.5})
    with pytest.raises(FairwriteError, match=r"another recipe \(model\.dropout: .* → 0\.3; optim\.lr: .* → 0\.5\)"):
        train(config, resume="auto")
    assert (trained / "training_config.yaml").read_text(encoding="utf-8") == before


def test_a_checkpoint_from_before_recipe_json_is_held_against_the_folders_config(
    trained: Path, en_dataset: Path, tmp_path: Path
):
    """Without the check such a resume failed deep in ``load_state``: an internal error and a traceback."""
    from fairwrite.trainer.loop import RECIPE_FILE, train

    older = tmp_path / "older"
    shutil.copytree(trained, older)
    for recorded in older.glob(f"checkpoints/*/{RECIPE_FILE}"):
        recorded.unlink()
    config = load_config(older / "training_config.yaml", {"model.d_model": 16, "data.dataset": str(en_dataset)})
    with pytest.raises(FairwriteError, match=r"another recipe \(model\.d_model: \d+ → 16\)"):
        train(config, resume="auto")
    (older / "training_config.yaml").unlink()  # nothing to hold it against: the load fails, in one line
    with pytest.raises(FairwriteError, match=r"does not fit this recipe's model \(.* size mismatch for "):
        train(config, resume="auto")
    assert not (older / "training_config.yaml").exists()  # a failed resume writes no config


def test_checkpoints_leave_tied_copies_out_quietly_and_resume_ties_them(
    caplog: pytest.LogCaptureFixture, shared: Path, tmp_path: Path
):
    """Marian ties its embeddings and output layer: ``save_state`` must store them once, without
    Accelerate's "Removed shared tensor" message, and ``load_state`` must bring them back tied."""
    import logging

    import torch
    from accelerate import Accelerator
    from safetensors.torch import load_file
    from train_helpers import TINY_MODEL, en_pairs

    from fairwrite.models.presets import ModelConfig, paper_transformer
    from fairwrite.models.tokenizer import train_tokenizer
    from fairwrite.trainer.loop import drop_tied_copies

    pairs = en_pairs(shared)
    tokenizer = train_tokenizer([s for p in pairs[:200] for s in p], vocab_size=300)
    model = paper_transformer(ModelConfig(**TINY_MODEL), tokenizer)
    accelerator = Accelerator(cpu=True)
    model = accelerator.prepare(model)
    tied = set(model.all_tied_weights_keys)
    assert tied == {"lm_head.weight", "model.encoder.embed_tokens.weight", "model.decoder.embed_tokens.weight"}

    with caplog.at_level(logging.WARNING):
        accelerator.save_state(str(tmp_path / "plain"))
    assert "Removed shared tensor" in caplog.text  # what every checkpoint used to print
    caplog.clear()
    accelerator.register_save_state_pre_hook(drop_tied_copies)
    with caplog.at_level(logging.WARNING):
        accelerator.save_state(str(tmp_path / "declared"))
    assert "Removed shared tensor" not in caplog.text
    saved = load_file(tmp_path / "declared" / "model.safetensors")
    assert not tied & set(saved) and "model.shared.weight" in saved
    assert saved.keys() == load_file(tmp_path / "plain" / "model.safetensors").keys()

    with torch.no_grad():
        model.model.shared.weight.zero_()
    accelerator.load_state(str(tmp_path / "declared"))
    assert torch.equal(model.model.shared.weight, saved["model.shared.weight"])
    assert model.lm_head.weight.data_ptr() == model.model.shared.weight.data_ptr()


def test_model_card_of_a_trained_model_has_no_absolute_path(trained: Path, en_dataset: Path):
    from fairwrite.hub.model_card import spec_from_model_dir, write_model_card

    config = json.loads((trained / "fairwrite.json").read_text())
    assert Path(config["dataset"]) == Path(os.path.relpath(en_dataset, trained))  # fairwrite.json too
    readme = write_model_card(trained, spec_from_model_dir(trained))
    card = readme.read_text(encoding="utf-8")
    assert "| output_dir | . |" in card
    assert f"| data.dataset | {Path(os.path.relpath(en_dataset, trained)).as_posix()} |" in card
    root = str(trained.parents[1])  # the temporary folder holding the model and the dataset
    for path in (readme, trained / "fairwrite-card.json", trained / "fairwrite.json"):
        assert root not in path.read_text(encoding="utf-8"), path.name


def test_no_file_of_a_trained_model_folder_holds_an_absolute_local_path(trained: Path, en_dataset: Path):
    """Issue 19: what goes to the Hub says nothing of this machine's folders; the training config keeps
    its paths relative to the model folder and still reads back to the same folders."""
    roots = {str(trained.parents[1]), str(trained.parents[1].resolve())}  # the model's and dataset's tmp
    texts = []
    for path in sorted(trained.rglob("*")):
        if not path.is_file() or "checkpoints" in path.relative_to(trained).parts:
            continue
        data = path.read_bytes()
        if b"\0" in data:
            continue  # binary: weights, TensorBoard events
        text = data.decode("utf-8")
        texts.append(path.name)
        assert not any(root in text for root in roots), f"{path.relative_to(trained)} holds an absolute path"
    assert {"training_config.yaml", "fairwrite.json", "metrics.json", "tokenizer.json"} <= set(texts)
    written = yaml.safe_load((trained / "training_config.yaml").read_text(encoding="utf-8"))
    assert written["output_dir"] == "."
    assert written["data"]["dataset"] == Path(os.path.relpath(en_dataset.resolve(), trained.resolve())).as_posix()
    config = load_config(trained / "training_config.yaml")
    assert Path(config.output_dir) == trained.resolve() and Path(config.data.dataset) == en_dataset.resolve()
    recipe = load_config(TINY, {"data.dataset": "org/name"})  # a recipe's bare paths: the working dir
    assert recipe.output_dir == "outputs/tiny" and recipe.data.dataset == "org/name"
