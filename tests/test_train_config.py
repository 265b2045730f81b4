"""Bad training configs end with one ``fairwrite: error:`` line and exit code 2, before anything loads.

Each recipe below is the tiny recipe with one mistake; the dataset named in it does not exist, so a
config that slipped through validation would fail later, on the dataset, with a different message.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from fairwrite.cli import main

REPO = Path(__file__).resolve().parents[1]
TINY = yaml.safe_load((REPO / "training" / "recipes" / "tiny.yaml").read_text(encoding="utf-8"))


def _recipe(**changes: dict) -> str:
    tree = {**TINY, "data": {**TINY["data"], "dataset": "no/such/dataset"}}
    for section, values in changes.items():
        tree[section] = {**tree.get(section, {}), **values}
    return yaml.safe_dump(tree)


BAD: dict[str, tuple[str | bytes, str]] = {
    "log_every 0": (_recipe(train={"log_every": 0}), "train.log_every: input should be greater than 0"),
    "checkpoint_every 0": (_recipe(train={"checkpoint_every": 0}), "train.checkpoint_every"),
    "eval_every 0": (_recipe(train={"eval_every": 0}), "train.eval_every"),
    "accumulation 0": (_recipe(train={"gradient_accumulation": 0}), "train.gradient_accumulation"),
    "lr nan": (_recipe(optim={"lr": float("nan")}), "optim.lr: input should be a finite number"),
    "lr inf": (_recipe(optim={"lr": float("inf")}), "optim.lr: input should be a finite number"),
    "lr negative": (_recipe(optim={"lr": -1e-3}), "optim.lr: input should be greater than or equal to 0"),
    "heads do not divide": (_recipe(model={"attention_heads": 3}), "model.attention_heads (3) must divide"),
    "max_steps 0": (_recipe(train={"max_steps": 0}), "train.max_steps: input should be greater than 0"),
    "max_steps negative": (_recipe(train={"max_steps": -10}), "train.max_steps"),
    "max_tokens 0": (_recipe(data={"max_tokens": 0}), "data.max_tokens: input should be greater than 0"),
    "fractional steps": (_recipe(train={"max_steps": 2.5}), "train.max_steps: input should be a valid integer"),
    "dropout 1": (_recipe(model={"dropout": 1.0}), "model.dropout: input should be less than 1"),
    "unknown key": (_recipe(optim={"learning_rate": 1e-3}), "unknown configuration key 'optim.learning_rate'"),
    "unknown schedule": (_recipe(optim={"schedule": "cosine"}), "optim.schedule: input should be"),
    "section not a mapping": (yaml.safe_dump({**TINY, "train": 5}), "train: input should be a dictionary"),
    "not UTF-8": (_recipe().encode("utf-8") + b"# caf\xe9\n", "not UTF-8 text"),
    "UTF-16": (_recipe().encode("utf-16"), "not UTF-8 text"),
    "not a mapping": ("- preset: lora\n- seed: 1\n", "the top level must be a mapping"),
    "not YAML": ("preset: [lora\n", "not valid YAML"),
    "no dataset": (yaml.safe_dump({**TINY, "data": {"dataset": ""}}), "data.dataset is not set"),
}


@pytest.mark.parametrize("case", list(BAD))
def test_bad_training_config_is_one_error_line(case: str, tmp_path: Path, capsys: pytest.CaptureFixture):
    content, message = BAD[case]
    recipe = tmp_path / "bad.yaml"
    if isinstance(content, bytes):
        recipe.write_bytes(content)
    else:
        recipe.write_text(content, encoding="utf-8")
    with pytest.raises(SystemExit) as exit_info:
        main(["train", str(recipe), "--set", f"output_dir={tmp_path / 'out'}"])
    err = capsys.readouterr().err
    assert exit_info.value.code == 2, err
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("fairwrite: error: "), err
    assert message in lines[0], lines[0]
    assert not (tmp_path / "out").exists()  # nothing was written or loaded


@pytest.mark.parametrize(
    ("override", "message"),
    [("train.log_every=0", "train.log_every"), ("optim.lr=.nan", "optim.lr"), ("optim.lr=[", "YAML")],
)
def test_bad_override_is_one_error_line(override: str, message: str, tmp_path: Path, capsys):
    recipe = tmp_path / "ok.yaml"
    recipe.write_text(_recipe(), encoding="utf-8")
    with pytest.raises(SystemExit) as exit_info:
        main(["train", str(recipe), "--set", override])
    err = capsys.readouterr().err
    assert exit_info.value.code == 2 and len(err.splitlines()) == 1 and message in err, err


def test_the_console_script_says_it_in_one_line_without_a_traceback(tmp_path: Path):
    recipe = tmp_path / "bad.yaml"
    recipe.write_text(_recipe(train={"checkpoint_every": 0}), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "fairwrite.cli", "train", str(recipe)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 2, done.stderr
    assert done.stderr.splitlines() == [
        "fairwrite: error: train.checkpoint_every: input should be greater than 0, got 0"
    ]
    assert "Traceback" not in done.stderr


def test_metadata_names_the_form_of_the_side_the_model_writes():
    """INCLURE rows: ``form`` names the target (standard); a to-fair model trained on swapped columns writes
    the source side, the point form its rows are tagged with (so ``rewrite --form point`` accepts it)."""
    from datasets import Dataset

    from fairwrite.trainer.config import Config
    from fairwrite.trainer.loop import model_metadata

    rows = Dataset.from_dict({
        "lang": ["fr"] * 3, "form": ["standard"] * 3, "source_label": ["inclusive"] * 3,
        "target_label": ["standard"] * 3, "tags": [["inclusify", "point"], ["inclusify", "point"], ["flexion"]],
    })
    forward = model_metadata(Config(), rows, {})
    swapped = Config()
    swapped.data.source_column, swapped.data.target_column = "target", "source"
    backward = model_metadata(swapped, rows, {})
    assert (forward["form"], forward["direction"]) == ("standard", "to-standard")
    assert (backward["form"], backward["direction"]) == ("point", "to-fair")


def test_metadata_records_the_referents_mode_the_dataset_was_built_with(tmp_path):
    """A model learns the ``--referents`` mode of its data: a folder built with ``generic`` makes a model
    that ``rewrite --system`` and the card call generic; a dataset that records none gives no claim."""
    import json

    from datasets import Dataset

    from fairwrite.trainer.config import Config
    from fairwrite.trainer.loop import model_metadata

    rows = Dataset.from_dict({"lang": ["de"], "form": ["star"], "source_label": ["masculine"], "target_label": ["gender-fair"]})
    config = Config()
    config.data.dataset = str(tmp_path)
    assert "referents" not in model_metadata(config, rows, {})
    (tmp_path / "fairwrite.json").write_text(json.dumps({"config": {"referents": "generic"}}), encoding="utf-8")
    assert model_metadata(config, rows, {})["referents"] == "generic"
