"""The docs say one thing per fact, and the help fits the terminal instead of being cut."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import tomllib

REPO = Path(__file__).resolve().parents[1]


def test_rewrite_help_wraps_at_80_columns_instead_of_cutting():
    # regression: typer's rich tables printed `masculine_first=tr…` and `reflexive=themselv…`
    done = subprocess.run([sys.executable, "-m", "fairwrite.cli", "rewrite", "--help"], capture_output=True,
                          text=True, timeout=120, env={**os.environ, "COLUMNS": "80"})  # fmt: skip
    assert done.returncode == 0, done.stderr
    text = " ".join(done.stdout.split())
    assert "…" not in text.replace("every doctor … his, the user … he", "")  # the help's own ellipses only
    assert all(len(line) <= 80 for line in done.stdout.splitlines())
    for value in ("masculine_first=true", "reflexive=themselves", "$FAIRWRITE_MAX_SEGMENT"):
        assert value in text, value


def test_the_readme_install_section_names_every_extra():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    install = readme.split("## Install", 1)[1].split("\n## ", 1)[0]
    extras = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    for extra in extras:
        assert f"| `{extra}` |" in install, extra
    assert "pip install ." in install


def test_the_training_run_time_is_said_once_the_same_way():
    makefile = (REPO / "Makefile").read_text(encoding="utf-8")
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    bench = (REPO / "bench" / "train_models.py").read_text(encoding="utf-8")
    said = {re.search(r"about (\d+ hours?)", text, re.IGNORECASE).group(1) for text in (makefile, readme, bench)}
    assert said == {"2 hours"}, said


@pytest.mark.parametrize("columns", [50, 60, 80])  # click's help is at least 50 columns wide
@pytest.mark.parametrize("command", [["rewrite"], ["augment"], ["build"], []])
def test_help_at_a_narrow_terminal_never_splits_a_token(command: list[str], columns: int):
    """click's wrapping broke a line after a hyphen (``to-`` / ``fair``, ``--min-`` / ``confidence``) and cut
    a word longer than its column: every word of every help text is printed whole, within the width."""
    from typer.main import get_command
    from typer.testing import CliRunner

    from fairwrite.cli import app, forms_help

    done = CliRunner().invoke(app, [*command, "--help"], terminal_width=columns)
    assert done.exit_code == 0, done.output
    printed = done.output.split()
    group = get_command(app)
    shown = group.commands[command[0]] if command else group  # its help texts as help filled them in
    helps = [forms_help() if p.name == "form" else p.help for p in shown.params]  # --form's is filled in when shown
    words = [w for text in [*helps, shown.help] if text for w in text.split()]
    assert words and [w for w in words if w not in printed] == []
    assert all(len(line) <= columns for line in done.output.splitlines())
    assert "‑" not in done.output  # the non-breaking hyphens that protect the words while wrapping are gone
