"""Issue 46: every verb keeps the contract on the battery of ``bench/contract_battery.py``.

Each case of the battery's table is a test here (cases another issue fixes, and those that train or build
a model, run only in the bench): 0 tracebacks, 0 losses, 0 wrong exit codes, 0 unclear errors, 0 wrong
outputs. Cases without a signal or a closed stdout run in this process through :func:`fairwrite.cli.main`
(the engines stay loaded, so the table stays fast); the others run the command as a child process.
"""

from __future__ import annotations

import importlib.util
import io
import signal
import sys
import traceback
from pathlib import Path
from typing import TypedDict, Unpack

import pytest

from fairwrite.cli import main

_SPEC = importlib.util.spec_from_file_location(
    "contract_battery", Path(__file__).resolve().parents[1] / "bench" / "contract_battery.py"
)
battery = importlib.util.module_from_spec(_SPEC)  # type: ignore[arg-type]
sys.modules["contract_battery"] = battery
_SPEC.loader.exec_module(battery)  # type: ignore[union-attr]

CASES = [c for c in battery.CASES if not c.owner and not c.slow]


def run_here(case, root: Path, monkeypatch, capfd) -> battery.Result:
    """``case`` through :func:`main` in this process, as the command would run it."""
    monkeypatch.chdir(root)
    for key, value in battery.ENV.items():
        monkeypatch.setenv(key, value)
    stdin = io.TextIOWrapper(io.BytesIO(case.stdin or b""), encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", stdin)
    sigterm = signal.getsignal(signal.SIGTERM)
    code = 0
    try:
        main(case.args)
    except SystemExit as done:
        code = done.code if isinstance(done.code, int) else (0 if done.code is None else 1)
    except Exception:
        sys.stderr.write(traceback.format_exc())
        code = 1
    finally:
        signal.signal(signal.SIGTERM, sigterm)
    out, err = capfd.readouterr()
    return battery.Result(code, out, err)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_every_verb_keeps_the_contract(case, tmp_path, monkeypatch, capfd):
    battery.make_sandbox(tmp_path, case.needs)
    before = battery.snapshot(tmp_path)
    if battery.in_process(case):
        result = run_here(case, tmp_path, monkeypatch, capfd)
    else:
        result = battery.run_case(case, tmp_path)
    problems = battery.judge(case, result, before, battery.snapshot(tmp_path), tmp_path)
    assert not problems, f"{problems}\nexit {result.code}\nstderr: {result.stderr[-2000:]}"


# --- the mechanisms behind the table -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["rewrite", "--lang", "fr", "--direction", "to-standard", "-O", "separator=·"], "valid: batch_size"),
        (["rewrite", "--lang", "fr", "--form", "point", "-O", "frobnicate=1"], "masculine_first"),
        (["rewrite", "--lang", "en", "-O", "frobnicate=1"], "reflexive"),
        (["rewrite", "--lang", "de", "--form", "neutral", "-O", "frobnicate=1"], "keep_specific"),
        (["augment", "--lang", "de", "--gender", "feminine", "--method", "replacement", "-O", "x=1"], "seed"),
    ],
)
def test_options_are_checked_against_the_engines_typed_signature(args, says, capsys):
    """One line naming the valid keys, read from the engine's signature (a new keyword is picked up)."""
    with pytest.raises(SystemExit) as done:
        main([*args, "-i", "/dev/null"])
    err = capsys.readouterr().err
    assert done.value.code == 2 and err.count("\n") == 1 and says in err, err


class _Parser(TypedDict, total=False):
    model: str
    batch_size: int


class _Engine:
    def __init__(self, form: str = "x", *, plural: str = "a", **parser: Unpack[_Parser]) -> None: ...


class _Open:
    def __init__(self, **options: object) -> None: ...


def test_keyword_options_reads_a_typed_dict_of_parser_options():
    from fairwrite.config import keyword_options

    assert keyword_options(_Engine, passed=("form",)) == {"plural", "model", "batch_size"}
    assert keyword_options(_Open) is None  # untyped **options: the engine checks itself


def test_a_folder_with_a_file_added_after_a_build_is_named_and_kept(tmp_path):
    from fairwrite.errors import FairwriteError
    from fairwrite.text.folders import output_folder

    out = tmp_path / "out"
    with output_folder(out) as staging:
        (staging / "data.txt").write_text("fairwrite's\n")
    (out / "mine.txt").write_text("the user's\n")
    with pytest.raises(FairwriteError, match=r"1 file\(s\) were added to it since: mine\.txt"), output_folder(out):
        pass
    assert (out / "mine.txt").is_file()


def test_ctrl_c_inside_any_command_is_a_stop_not_success(monkeypatch, tmp_path, capsys):
    """Was: typer turns KeyboardInterrupt into Exit(130) and, without standalone mode, returns it: `train`,
    `build`, `demo` and an engine still loading ended 0 on Ctrl-C, as if they had finished."""
    import fairwrite.cli as cli

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "run_builder", interrupted)
    (tmp_path / "in.txt").write_text("He is a teacher.\n")
    with pytest.raises(SystemExit) as done:
        main(["build", "en-augmented", "--input", str(tmp_path / "in.txt"), "--output", str(tmp_path / "ds")])
    err = capsys.readouterr().err
    assert done.value.code == 130 and err.startswith("fairwrite: error: interrupted (SIGINT)") and err.count("\n") == 1


def test_a_stop_inside_an_atomic_folder_says_the_old_folder_was_kept(tmp_path):
    from fairwrite import signals
    from fairwrite.text.io import atomic_folder

    out = tmp_path / "out"
    out.mkdir()
    (out / "old.txt").write_text("the last run's\n")
    with pytest.raises(signals.Terminated), atomic_folder(out) as staging:
        (staging / "new.txt").write_text("half\n")
        raise signals.Terminated
    assert signals.written().startswith(f"{out} was left as it was")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"] and (out / "old.txt").is_file()
    signals._said.clear()


@pytest.mark.parametrize(
    ("output", "says"),
    [("ds", "is the input"), ("keep", "did not write"), ("ds/inner", "lies inside the input")],
)
def test_training_never_writes_into_its_dataset_or_a_folder_it_did_not_write(output, says, tmp_path, monkeypatch):
    """Was: `train` into the dataset folder overwrote its fairwrite.json; into a folder of the user's it
    deleted a file under checkpoints/."""
    from fairwrite.errors import FairwriteError
    from fairwrite.trainer import load_config
    from fairwrite.trainer.loop import claim_training_folder

    monkeypatch.chdir(tmp_path)
    (tmp_path / "ds").mkdir()
    (tmp_path / "ds" / "fairwrite.json").write_text("{}\n")
    (tmp_path / "keep" / "checkpoints" / "checkpoint_0").mkdir(parents=True)
    (tmp_path / "keep" / "checkpoints" / "checkpoint_0" / "mine.txt").write_text("the user's\n")
    recipe = Path(__file__).resolve().parents[1] / "training" / "recipes" / "tiny.yaml"
    config = load_config(recipe, [f"data.dataset={tmp_path / 'ds'}", f"output_dir={tmp_path / output}"])
    with pytest.raises(FairwriteError, match=says):
        claim_training_folder(config)
