"""The files that make an ``eval/<metric>/`` folder a Hugging Face Space (``evaluate``'s Gradio widget).

Each metric folder holds the ``evaluate`` module ``<name>.py`` (a thin wrapper over ``fairwrite.metrics``),
its metric card ``README.md`` (a Space card: ``sdk: gradio``, ``app_file: app.py``), and the two files
written here: ``app.py`` (the standard ``launch_gradio_widget`` app, loading the module that sits next to
it) and ``requirements.txt``. ``fairwrite publish metric`` writes them when missing and validates the folder.

The rewriter's own Space (:func:`write_rewriter_space`, ``fairwrite publish space``) is a card, an ``app.py``
that launches :func:`fairwrite.review.space.build_app`, and a pinned ``requirements.txt``.
"""

from __future__ import annotations

import os
from pathlib import Path

from fairwrite.errors import FairwriteError

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


# --- the rewriter's Space (``fairwrite publish space``) ------------------------------------------------

REWRITER_APP = '''"""fairwrite's rewriter Space: every edit marked and explained, accepted or rejected group by group.

The app itself lives in the package (fairwrite.review.space), so this Space runs the code that
`fairwrite rewrite --format html` runs; `fairwrite publish space` wrote this file.
"""

from fairwrite.review.space import build_app

demo = build_app()

if __name__ == "__main__":
    demo.launch()
'''

REWRITER_CARD = """---
title: fairwrite rewriter
emoji: ⚖️
colorFrom: indigo
colorTo: green
sdk: gradio
sdk_version: {gradio}
app_file: app.py
pinned: false
license: apache-2.0
short_description: Gender-fair rewriting (en, de, fr), every edit explained
---

# fairwrite rewriter

Rewrite English, German or French text into gender-fair language and review every edit before accepting
it: each edit is marked in the text with its kind (pronoun, person noun, determiner/adjective agreement,
neutral reformulation, …), the rule or model that made it, a confidence calibrated on hand-written
real-text dev sets, and the alternatives the other forms write (star / pair / neutral; *they* / *he or
she*). Edits that must be accepted together (a referent and everything that agrees with it: *jede\\*r …
Lehrer\\*in … seine\\*ihre*) form one group with one checkbox. Upload a text file, download the text with the
accepted edits and the edits as JSONL (the records of `fairwrite rewrite --format jsonl`).

The same edits on the command line: `fairwrite rewrite --lang de --format html -i in.txt -o edits.html`.
"""


def space_requirements() -> str:
    """``requirements.txt`` of the rewriter's Space, pinned to the versions this fairwrite runs with."""
    from importlib.metadata import PackageNotFoundError, version

    import fairwrite

    lines = [f"fairwrite[models,space]=={fairwrite.__version__}"]
    for name in ("gradio", "spacy", "torch"):
        try:
            lines.append(f"{name}=={version(name)}")
        except PackageNotFoundError:
            raise FairwriteError(f"{name} is not installed: pip install 'fairwrite[space]' to write the Space") from None
    return "\n".join(lines) + "\n"


def write_rewriter_space(folder: str | os.PathLike[str], *, overwrite: bool = False) -> list[Path]:
    """Write the rewriter's Space into ``folder`` (card, ``app.py``, pinned ``requirements.txt``); files
    already there are kept unless ``overwrite``. Returns the three paths."""
    root = Path(folder)
    root.mkdir(parents=True, exist_ok=True)
    requirements = space_requirements()
    gradio = next(line.split("==")[1] for line in requirements.splitlines() if line.startswith("gradio=="))
    files = {
        "README.md": REWRITER_CARD.format(gradio=gradio),
        "app.py": REWRITER_APP,
        "requirements.txt": requirements,
    }
    written = []
    for name, text in files.items():
        path = root / name
        if overwrite or not path.exists():
            path.write_text(text, encoding="utf-8")
        written.append(path)
    return written
