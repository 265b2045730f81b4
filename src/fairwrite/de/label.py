"""The German corpus labeller: what a sentence is, for the corpus jobs of :mod:`fairwrite.corpus.steps`.

Registered as the ``labeller`` of German in :mod:`fairwrite.languages`.
"""

from __future__ import annotations

from fairwrite.de.detect import detect
from fairwrite.de.forward import rewrite_sentence


def label_sentence(text: str) -> tuple[str, list[str]]:
    """``gender-fair`` with the forms found (App. F and more, :mod:`fairwrite.de.detect`); else ``none``
    when the German forward rewriter leaves the sentence unchanged (nothing to rewrite), else ``generic``
    (generic masculine/feminine person references: neither a target nor a non-gendered copy)."""
    forms = sorted({m.form for m in detect(text, participles=False)})
    if forms:
        return "gender-fair", forms
    # mode "all": any generic-looking person reference counts
    return ("none" if rewrite_sentence(text, "star", "all") == text else "generic"), []
