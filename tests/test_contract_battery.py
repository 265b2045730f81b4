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
