"""The preset registry (issue 42 item 4): the training loop asks the recipe's preset and names none.

A preset defined here, in a test module, is registered with the decorator and trained through the
unchanged loop; the loop's source holds no preset name; an unknown name is one error line listing them all.
"""

from __future__ import annotations

import ast
import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from fairwrite.errors import FairwriteError
from fairwrite.models import presets
from fairwrite.models.presets import ModelPreset, PresetRun, register_preset
from fairwrite.trainer.config import load_config

REPO = Path(__file__).resolve().parents[1]
TINY = REPO / "training" / "recipes" / "tiny.yaml"
NAME = "test-tiny-bart"
#: how often the loop called each hook of the test preset
CALLS: Counter[str] = Counter()


class TinyBart(ModelPreset):
    """A preset fairwrite does not have: a randomly initialised BART on a SentencePiece vocabulary of the
    training pairs, whose folder also records which preset wrote it."""

    def check(self, config: Any) -> None:
        CALLS["check"] += 1
        if config.model.d_model > 64:
            raise FairwriteError(f"preset {self.name} is tiny: model.d_model ≤ 64")

    def prepare(self, run: PresetRun) -> Any:
        from fairwrite.models.tokenizer import train_tokenizer

        CALLS["prepare"] += 1
        columns = [run.config.data.source_column, run.config.data.target_column]
        texts = [t for c in columns for t in run.train_rows[c]]
        return train_tokenizer(texts, vocab_size=300, control_tags=run.tag_tokens)

    def build(self, run: PresetRun, prepared: Any) -> tuple[Any, Any]:
        from transformers import BartConfig, BartForConditionalGeneration

        CALLS["build"] += 1
        tokenizer, cfg = prepared, run.config.model
        config = BartConfig(
            vocab_size=len(tokenizer), d_model=cfg.d_model, encoder_layers=cfg.encoder_layers,
            decoder_layers=cfg.decoder_layers, encoder_attention_heads=cfg.attention_heads,
            decoder_attention_heads=cfg.attention_heads, encoder_ffn_dim=cfg.ffn_dim, decoder_ffn_dim=cfg.ffn_dim,
            max_position_embeddings=cfg.max_position_embeddings, pad_token_id=tokenizer.pad_token_id,
            bos_token_id=tokenizer.pad_token_id, eos_token_id=tokenizer.eos_token_id,
            decoder_start_token_id=tokenizer.pad_token_id, forced_eos_token_id=None,
        )  # fmt: skip
        return BartForConditionalGeneration(config), tokenizer

    def collator(self, tokenizer: Any, model: Any) -> Any:
        collate = super().collator(tokenizer, model)

        def counted(rows: Any) -> Any:
            CALLS["collate"] += 1
            return collate(rows)

        return counted

    def publish(self, model: Any, tokenizer: Any, output_dir: Path, config: Any) -> Any:
        CALLS["publish"] += 1
        (output_dir / "written_by.txt").write_text(self.name, encoding="utf-8")
        return model


@pytest.fixture
def tiny_bart():
    """``TinyBart`` registered as :data:`NAME` for one test, as a plugin module would register it."""
    CALLS.clear()
    register_preset(NAME)(TinyBart)
    try:
        yield presets.PRESETS[NAME]
    finally:
        del presets.PRESETS[NAME]


@pytest.fixture(autouse=True)
def _fresh_accelerate_state():
    yield
    from accelerate.state import AcceleratorState, GradientState

    AcceleratorState._reset_state(True)
    GradientState._reset_state()


def test_a_preset_registered_in_a_test_module_trains_one_step_through_the_unchanged_loop(
    tiny_bart: ModelPreset, shared: Path, tmp_path: Path
):
    from train_helpers import one_torch_thread, write_en_dataset

    from fairwrite.trainer.loop import train

    data = write_en_dataset(shared, tmp_path / "data", train=60, validation=8)
    sets = {
        "preset": NAME, "data.dataset": str(data), "output_dir": str(tmp_path / "run"), "data.max_tokens": 512,
        "model.d_model": 16, "model.encoder_layers": 1, "model.decoder_layers": 1, "model.attention_heads": 2,
        "model.ffn_dim": 32, "model.max_position_embeddings": 128, "train.max_steps": 1,
        "train.checkpoint_every": 1, "eval.generate": False, "logging.progress": False,
        "logging.tensorboard": False, "logging.trackio": False, "train.num_threads": 1,
    }  # fmt: skip
    config = load_config(TINY, sets)
    assert CALLS["check"] == 1
    with one_torch_thread():
        output = train(config)

    assert {k: CALLS[k] for k in ("prepare", "build", "publish")} == {"prepare": 1, "build": 1, "publish": 1}
    assert CALLS["collate"] >= 2  # the training step and the validation batches
    metrics = json.loads((output / "metrics.json").read_text(encoding="utf-8"))
    assert metrics["preset"] == NAME and metrics["steps"] == 1 and len(metrics["eval_log"]) == 1
    assert json.loads((output / "config.json").read_text(encoding="utf-8"))["model_type"] == "bart"
    assert (output / "written_by.txt").read_text(encoding="utf-8") == NAME
    assert json.loads((output / "fairwrite.json").read_text(encoding="utf-8"))["preset"] == NAME

    from transformers import AutoModelForSeq2SeqLM

    model = AutoModelForSeq2SeqLM.from_pretrained(str(output))
    assert type(model).__name__ == "BartForConditionalGeneration"


def test_a_registered_presets_own_recipe_rule_is_one_error_line(tiny_bart: ModelPreset, tmp_path: Path):
    with pytest.raises(FairwriteError, match=f"preset {NAME} is tiny: model.d_model ≤ 64"):
        load_config(TINY, {"preset": NAME, "data.dataset": str(tmp_path), "model.d_model": 128})


def test_an_unknown_preset_is_one_line_that_lists_the_registered_ones(tiny_bart: ModelPreset, tmp_path: Path):
    with pytest.raises(FairwriteError) as caught:
        load_config(TINY, {"preset": "bart", "data.dataset": str(tmp_path)})
    assert str(caught.value) == (
        "preset: input should be 'paper-transformer', 'finetune', 'lora', 'edit-tagger' or "
        f"'{NAME}', got 'bart'"
    )


def test_a_preset_of_another_package_comes_from_its_entry_point(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    """An installed package names the preset class in the ``fairwrite.registry.presets`` group: it is
    imported when a recipe names it, and registered under the entry point's name."""
    import fairwrite.registry

    real = fairwrite.registry.registered
    monkeypatch.setattr(
        fairwrite.registry,
        "registered",
        lambda group: {"plugin-bart": f"{__name__}:TinyBart"} if group == presets.ENTRY_POINTS else real(group),
    )
    try:
        assert presets.preset_names()[-1] == "plugin-bart" and "plugin-bart" not in presets.PRESETS
        config = load_config(TINY, {"preset": "plugin-bart", "data.dataset": str(tmp_path), "model.d_model": 32})
        assert config.preset == "plugin-bart" and isinstance(presets.PRESETS["plugin-bart"], TinyBart)
    finally:
        presets.PRESETS.pop("plugin-bart", None)


def test_the_training_loop_branches_on_no_preset():
    """The loop asks the preset (``fairwrite.models.presets``): no comparison in its code reads
    ``config.preset`` or holds a preset name."""
    source = (REPO / "src" / "fairwrite" / "trainer" / "loop.py").read_text(encoding="utf-8")
    comparisons = [node for node in ast.walk(ast.parse(source)) if isinstance(node, ast.Compare)]
    names = {n.value for c in comparisons for n in ast.walk(c) if isinstance(n, ast.Constant)} & set(presets.PRESETS)
    reads = [ast.unparse(c) for c in comparisons
             if any(isinstance(n, ast.Attribute) and n.attr == "preset" for n in ast.walk(c))]  # fmt: skip
    assert not names and not reads, (names, reads)
