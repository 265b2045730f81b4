"""The rewriter's Space (``fairwrite publish space``): a card, an ``app.py`` that launches
:func:`fairwrite.review.space.build_app`, and a ``requirements.txt`` pinned to the versions this fairwrite
runs with. The app itself lives in the package, so the Space runs the code ``fairwrite rewrite`` runs.
"""

from __future__ import annotations

import os
from pathlib import Path

from fairwrite.errors import FairwriteError

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
            lines.append(f"{name}=={version(name).split('+')[0]}")  # no local label (+cpu): an index serves it
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
