"""Exactness of the trainer across processes and across a crash.

- two CPU processes (torchrun, gloo) take the same steps as one process with the same global batch;
- a run killed with SIGKILL and resumed with ``--resume auto`` ends with the weights of an uninterrupted run.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import torch
from safetensors.torch import load_file
from test_train import REPO, TINY, tiny_overrides

from fairwrite.trainer.config import load_config

pytestmark = pytest.mark.slow


@pytest.fixture(autouse=True, scope="module")
def _one_thread():
    from train_helpers import one_torch_thread

    with one_torch_thread():
        yield


@pytest.fixture(scope="module")
def setup(shared: Path, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A dataset and one tokenizer shared by every run (so runs differ only in how they are run)."""
    from datasets import load_dataset
    from train_helpers import write_en_dataset

    from fairwrite.models.tokenizer import train_tokenizer

    root = tmp_path_factory.mktemp("dist")
    dataset = write_en_dataset(shared, root / "en", train=300, validation=24)
    train = load_dataset(str(dataset))["train"]
    train_tokenizer(
        list(train["source"]) + list(train["target"]), vocab_size=500, output_dir=root / "tokenizer"
    )
    return dataset, root / "tokenizer"


@pytest.fixture(autouse=True)
def _fresh_accelerate_state():
    yield
    from accelerate.state import AcceleratorState, GradientState

    AcceleratorState._reset_state(True)
    GradientState._reset_state()


def _overrides(setup: tuple[Path, Path], output: Path, **extra: object) -> dict[str, object]:
    dataset, tokenizer = setup
    return tiny_overrides(
        dataset, output, **{"tokenizer.path": str(tokenizer), "logging.tensorboard": False, **extra}
    )


def _args(overrides: dict[str, object]) -> list[str]:
    return [x for k, v in overrides.items() for x in ("--set", f"{k}={'null' if v is None else v}")]


def _env() -> dict[str, str]:
    env = dict(os.environ, OMP_NUM_THREADS="1", TOKENIZERS_PARALLELISM="false", PYTHONUNBUFFERED="1")
    env["PYTHONPATH"] = os.pathsep.join([str(REPO / "src"), env.get("PYTHONPATH", "")])
    return env


def test_two_processes_match_one_process(setup: tuple[Path, Path], tmp_path: Path):
    from fairwrite.trainer.loop import train

    common = {
        "train.max_steps": 20,
        "train.log_every": 1,
        "train.checkpoint_every": 100,
        "model.dropout": 0.0,  # dropout masks would differ between 1 and 2 processes
        "data.validation_split": None,
        "data.max_tokens": 1024,
        "optim.lr": 3e-3,
        "optim.warmup_steps": 5,
    }
    single = _overrides(setup, tmp_path / "one", **common)
    train(load_config(TINY, single))

    double = _overrides(setup, tmp_path / "two", **common)
    command = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc_per_node", "2",
               str(REPO / "training" / "train.py"), str(TINY), *_args(double)]  # fmt: skip
    done = subprocess.run(command, env=_env(), capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stderr.count("model written to") == 1  # one line per run, not one per process

    one = json.loads((tmp_path / "one" / "metrics.json").read_text())
    two = json.loads((tmp_path / "two" / "metrics.json").read_text())
    assert (one["processes"], two["processes"]) == (1, 2)
    losses_one = [r["loss"] for r in one["train_log"]]
    losses_two = [r["loss"] for r in two["train_log"]]
    assert len(losses_one) == len(losses_two) == 20
    assert max(abs(a - b) for a, b in zip(losses_one, losses_two, strict=True)) < 1e-4, (
        losses_one,
        losses_two,
    )
    assert losses_one[-1] < losses_one[0]
    final_one = load_file(tmp_path / "one" / "model.safetensors")
    final_two = load_file(tmp_path / "two" / "model.safetensors")
    assert all(torch.allclose(final_one[k], final_two[k], atol=1e-4) for k in final_one)


def test_sigkill_then_resume_auto_matches_uninterrupted_run(setup: tuple[Path, Path], tmp_path: Path):
    from fairwrite.trainer.loop import train

    common = {
        "train.max_steps": 40,
        "train.checkpoint_every": 10,
        "train.log_every": 5,
        "train.keep_checkpoints": 2,
        "model.dropout": 0.1,  # the RNG state must be restored too
        "eval.generate": False,
        "optim.warmup_steps": 5,
    }
    reference = train(load_config(TINY, _overrides(setup, tmp_path / "reference", **common)))

    output = tmp_path / "crashed"
    overrides = _overrides(setup, output, **common)
    command = [sys.executable, str(REPO / "training" / "train.py"), str(TINY), *_args(overrides)]
    process = subprocess.Popen(command, env=_env(), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    marker = output / "checkpoints" / "checkpoint_1" / "trainer_state.json"  # step 20, complete
    deadline = time.monotonic() + 300
    while not marker.exists() and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.01)
    process.send_signal(signal.SIGKILL)
    process.wait()
    assert process.returncode == -signal.SIGKILL, (
        process.stderr.read().decode()[-2000:] if process.stderr else ""
    )
    assert marker.exists() and not (output / "metrics.json").exists()  # killed mid-run

    resumed = train(load_config(TINY, overrides), resume="auto")
    metrics = json.loads((resumed / "metrics.json").read_text())
    assert metrics["steps"] == 40
    for name in ("model.safetensors", "checkpoints/checkpoint_3/model.safetensors"):  # step 40
        a, b = load_file(reference / name), load_file(resumed / name)
        assert a.keys() == b.keys()
        assert all(torch.allclose(a[k], b[k], atol=1e-6) for k in a), name
    ref_log = json.loads((reference / "metrics.json").read_text())["train_log"]
    assert [r["loss"] for r in metrics["train_log"]] == pytest.approx([r["loss"] for r in ref_log], abs=1e-6)


def test_accelerate_launch_with_the_multi_cpu_config_runs_two_processes_and_says_the_model_once(
    setup: tuple[Path, Path], tmp_path: Path
):
    # regression: the MULTI_CPU config ran one process without a word (accelerate needs mpirun for it)
    overrides = _overrides(setup, tmp_path / "acc", **{
        "train.max_steps": 4, "train.checkpoint_every": 100, "data.validation_split": None,
        "data.max_tokens": 1024, "logging.progress": False,
    })  # fmt: skip
    config = REPO / "configs" / "accelerate" / "multi-cpu.yaml"
    command = [sys.executable, "-m", "accelerate.commands.launch", "--config_file", str(config),
               "--main_process_port", "29531", str(REPO / "training" / "train.py"), str(TINY), *_args(overrides)]  # fmt: skip
    done = subprocess.run(command, env=_env(), capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    assert json.loads((tmp_path / "acc" / "metrics.json").read_text())["processes"] == 2
    assert done.stderr.count("model written to") == 1, done.stderr[-3000:]
    for bar in ("Creating parquet", "Loading weights", "Writing model shards", "Generating train split"):
        assert bar not in done.stderr + done.stdout, bar
