"""The files that make an ``eval/<metric>/`` folder a Hugging Face Space (``evaluate``'s Gradio widget).

Each metric folder holds the ``evaluate`` module ``<name>.py`` (a thin wrapper over ``fairwrite.metrics``),
its metric card ``README.md`` (a Space card: ``sdk: gradio``, ``app_file: app.py``), and the two files
written here: ``app.py`` (the standard ``launch_gradio_widget`` app, loading the module that sits next to
it) and ``requirements.txt``. ``fairwrite publish metric`` writes them when missing and validates the folder.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_TEMPLATE = '''"""Gradio Space for the {name} metric: `evaluate`'s standard widget over the module next to this file."""

from pathlib import Path

import evaluate
from evaluate.utils import launch_gradio_widget

module = evaluate.load(str(Path(__file__).resolve().with_name("{name}.py")))
launch_gradio_widget(module)
'''

REQUIREMENTS = "fairwrite\nevaluate>=0.4.3\n"


def app_source(name: str) -> str:
    """``app.py`` for the metric module ``<name>.py``."""
    return APP_TEMPLATE.format(name=name)


def ensure_space_files(folder: str | os.PathLike[str], *, overwrite: bool = False) -> list[Path]:
    """Write ``app.py`` and ``requirements.txt`` into a metric folder (kept when present); return them."""
    root = Path(folder)
    written = []
    for path, text in ((root / "app.py", app_source(root.name)), (root / "requirements.txt", REQUIREMENTS)):
        if overwrite or not path.exists():
            path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


def metric_folders(eval_dir: str | os.PathLike[str]) -> list[Path]:
    """Folders of ``eval_dir`` that hold an ``evaluate`` module named after the folder."""
    root = Path(eval_dir)
    return sorted(p for p in root.iterdir() if p.is_dir() and (p / f"{p.name}.py").is_file())
