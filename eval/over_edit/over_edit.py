"""Over-edit: the share of segments, and of words, that a rewriter changed where the reference kept the
source unchanged.

A thin ``evaluate`` wrapper: the metric logic lives in :mod:`fairwrite.metrics.over_edit`, so it outlives
``evaluate`` (which is in maintenance mode); ``fairwrite_inline.py`` beside it is that code, copied out of
fairwrite by ``fairwrite publish metric``, so the Space needs no fairwrite install.
"""

import datasets
import evaluate

from .fairwrite_inline import over_edit

_DESCRIPTION = """\
How often a rewriting system breaks text that needed no change. A segment is kept when its reference
equals its source (same Moses tokens); over kept segments, `over_edit_segments` is the share the
prediction changed and `over_edit_words` the edits (substitutions + deletions + insertions) of the
predictions against those sources over their number of words. Segments the reference rewrites are not
looked at: that is what WER measures.
"""

_KWARGS_DESCRIPTION = """
Args:
    predictions (list of str): system outputs, one segment each.
    references (list of str): references, aligned with the predictions.
    sources (list of str): the segments the system rewrote, aligned with the predictions.
    lang (str, optional): Moses tokenisation rules, "en" by default (as tokenised WER).
Returns:
    over_edit_segments (float or None): changed kept segments / kept segments (None: no kept segment),
    over_edit_words (float or None): edits in kept segments / their source words,
    changed_segments, kept_segments, word_edits, kept_words (int).
Examples:
    >>> over = evaluate.load("eval/over_edit")
    >>> over.compute(sources=["Der Rat tagt.", "Die Lehrer kommen."],
    ...              references=["Der Rat tagt.", "Die Lehrer*innen kommen."],
    ...              predictions=["Der*die Rät*in tagt.", "Die Lehrer*innen kommen."])["over_edit_segments"]
    1.0
"""


@evaluate.utils.file_utils.add_start_docstrings(_DESCRIPTION, _KWARGS_DESCRIPTION)
class OverEdit(evaluate.Metric):
    def _info(self) -> evaluate.MetricInfo:
        return evaluate.MetricInfo(
            description=_DESCRIPTION,
            citation="",
            inputs_description=_KWARGS_DESCRIPTION,
            features=datasets.Features(
                {
                    "predictions": datasets.Value("string"),
                    "references": datasets.Value("string"),
                    "sources": datasets.Value("string"),
                }
            ),
            reference_urls=["https://github.com/alvations/sacremoses"],
        )

    def _compute(self, predictions, references, sources, lang: str = "en"):
        result = over_edit(sources, references, predictions, lang=lang)
        return {
            "over_edit_segments": result["segments"],
            "over_edit_words": result["words"],
            **{k: v for k, v in result.items() if k not in ("segments", "words", "total_segments")},
        }
