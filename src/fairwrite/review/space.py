"""The rewriter's Gradio Space: type or upload text, see every edit marked, accept or reject each group.

:func:`build_app` returns the ``gr.Blocks`` app (``spaces/rewriter/app.py`` launches it; ``fairwrite
publish space`` writes that folder). Language, form, referents and system (the rules, or a model folder
under ``$FAIRWRITE_SPACE_MODELS``) choose the rewriter; the output shows the marked-up text, the list of
edit groups as checkboxes (all accepted at first; unchecking one puts its source words back), the text
with the accepted edits, and both as files to download (the text, and the JSONL records).
"""

from __future__ import annotations

import json
import os
import tempfile
from functools import lru_cache
from pathlib import Path
from typing import Any

import gradio as gr

from fairwrite.languages import rewriting_languages
from fairwrite.registry import rewrite_forms
from fairwrite.review.html import CSS, marked
from fairwrite.review.reviewer import Reviewer, SegmentReview

DEFAULT = "default"
EXAMPLES = {
    "en": "Every student must bring his own laptop, and the chairman will check it.",
    "de": "Jeder Lehrer kennt seine Schüler.",
    "fr": "Les étudiants sont invités à la réunion.",
}
#: Longest input the Space rewrites (characters), so one request cannot hold it for minutes.
MAX_CHARS = 20_000


def model_folders() -> list[str]:
    """Trained model folders offered as systems: the sub-folders of ``$FAIRWRITE_SPACE_MODELS``."""
    root = os.environ.get("FAIRWRITE_SPACE_MODELS")
    if not root or not Path(root).is_dir():
        return []
    return sorted(str(p) for p in Path(root).iterdir() if (p / "config.json").is_file())


@lru_cache(maxsize=16)
def reviewer(lang: str, system: str, form: str, referents: str) -> Reviewer:
    """One reviewer per choice, kept: loading an engine (spaCy, a model) is the slow part of a request."""
    return Reviewer(lang, system, form=None if form == DEFAULT else form, referents=referents)


def _labels(reviews: list[SegmentReview]) -> list[tuple[str, str]]:
    """One checkbox per edit group: ``(label, "line:group")``."""
    choices = []
    for line, review in enumerate(reviews, start=1):
        for group, edits in review.groups.items():
            words = "; ".join(f"{e.text} → {e.replacement}" for e in edits)
            kinds = ", ".join(dict.fromkeys(e.kind for e in edits))
            where = f"line {line}, " if len(reviews) > 1 else ""
            label = f"{where}group {group}: {words} ({kinds}; confidence {review.group_confidence(group):.2f})"
            choices.append((label, f"{line}:{group}"))
    return choices


def _accepted(reviews: list[SegmentReview], selected: list[str]) -> list[SegmentReview]:
    """Each segment with only the edits of the selected groups (its output: the source with those applied)."""
    chosen = {tuple(map(int, key.split(":"))) for key in selected or []}
    result = []
    for line, review in enumerate(reviews, start=1):
        edits = tuple(e for e in review.edits if (line, e.group) in chosen)
        result.append(SegmentReview(review.source, review.apply({e.group for e in edits}), edits))
    return result


def _page(reviews: list[SegmentReview]) -> str:
    body = "".join(f'<p class="line">{marked(r)}</p>' for r in reviews)
    return f'<style>{CSS}</style><div id="marked-text">{body}</div>'


def _files(reviews: list[SegmentReview]) -> tuple[str, str]:
    folder = Path(tempfile.mkdtemp(prefix="fairwrite-space-"))
    text = folder / "rewritten.txt"
    text.write_text("".join(r.output + "\n" for r in reviews), encoding="utf-8")
    records = folder / "edits.jsonl"
    records.write_text("".join(json.dumps(r.to_dict(), ensure_ascii=False) + "\n" for r in reviews), encoding="utf-8")
    return str(text), str(records)


def _read(text: str, upload: Any) -> list[str]:
    if upload:
        path = upload if isinstance(upload, str) else getattr(upload, "name", upload)
        text = Path(path).read_text(encoding="utf-8", errors="replace")
    if len(text) > MAX_CHARS:
        raise gr.Error(f"the Space rewrites up to {MAX_CHARS:,} characters; run `fairwrite rewrite` for more")
    return text.splitlines() or [""]


def run(text: str, upload: Any, lang: str, form: str, referents: str, system: str, min_confidence: float):
    """The button: rewrite, then show everything with all groups at or above ``min_confidence`` accepted."""
    try:
        found = list(reviewer(lang, system, form, referents).review(_read(text, upload)))
    except Exception as err:  # an engine's one-line error (a form it does not know, a model it cannot load)
        raise gr.Error(str(err)) from None
    reviews = [r.keep(min_confidence) if min_confidence > 0 else r for r in found]
    choices = _labels(reviews)
    selected = [value for _, value in choices]
    return (_page(reviews), gr.update(choices=choices, value=selected), *_update(reviews, selected)[1:], reviews)


def _update(reviews: list[SegmentReview], selected: list[str]) -> tuple[str, str, str, str]:
    accepted = _accepted(reviews, selected)
    text_file, records_file = _files(accepted)
    return _page(accepted), "\n".join(r.output for r in accepted), text_file, records_file


def choose(selected: list[str], reviews: list[SegmentReview] | None):
    """A checkbox changed: the marked text, the text and the files with only the checked groups."""
    return _update(reviews or [], selected)


def forms_of(lang: str):
    return gr.update(choices=[DEFAULT, *rewrite_forms(lang)], value=DEFAULT)


def build_app() -> gr.Blocks:
    """The Space (see the module docstring)."""
    languages = list(rewriting_languages())
    with gr.Blocks(title="fairwrite: gender-fair rewriting, every edit explained") as app:
        gr.Markdown(
            "# fairwrite: gender-fair rewriting\nType or upload text, choose the language and form, and review "
            "each edit: hover a marked word for its reason and alternatives; uncheck a group to keep the source "
            "words (edits of one group — a referent and everything that agrees with it — go together)."
        )
        with gr.Row():
            with gr.Column():
                source = gr.Textbox(label="Text (one segment per line)", lines=6, value=EXAMPLES["en"], elem_id="source")
                upload = gr.File(label="…or a UTF-8 text file", file_types=[".txt"], elem_id="upload")
                with gr.Row():
                    lang = gr.Radio(languages, value="en", label="Language", elem_id="lang")
                    form = gr.Dropdown([DEFAULT, *rewrite_forms("en")], value=DEFAULT, label="Form", elem_id="form")
                with gr.Row():
                    referents = gr.Radio(["generic", "all"], value="generic", label="Referents", elem_id="referents")
                    system = gr.Dropdown(["rules", *model_folders()], value="rules", label="System", elem_id="system")
                threshold = gr.Slider(0, 1, value=0, step=0.05, label="Minimum confidence", elem_id="threshold")
                button = gr.Button("Rewrite", variant="primary", elem_id="run")
            with gr.Column():
                shown = gr.HTML(elem_id="marked")
                groups = gr.CheckboxGroup([], label="Edit groups (uncheck to reject)", elem_id="groups")
                result = gr.Textbox(label="Text with the accepted edits", lines=6, elem_id="result")
                with gr.Row():
                    text_file = gr.File(label="Download the text", elem_id="download-text")
                    records_file = gr.File(label="Download the edits (JSONL)", elem_id="download-jsonl")
        state = gr.State([])
        lang.change(forms_of, lang, form)
        button.click(
            run, [source, upload, lang, form, referents, system, threshold],
            [shown, groups, result, text_file, records_file, state],
        )  # fmt: skip
        groups.input(choose, [groups, state], [shown, result, text_file, records_file])
    return app


__all__ = ["build_app", "choose", "run"]
