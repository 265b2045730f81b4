"""The docs say one thing per fact, and the help fits the terminal instead of being cut."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

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
