"""Tokenised WER: jiwer word error rate over Moses-tokenised text (Amrhein et al. 2023; Hauser 2023).

A thin ``evaluate`` wrapper: the metric logic lives in :mod:`fairwrite.metrics.wer`, so it outlives
``evaluate`` (which is in maintenance mode); ``fairwrite_inline.py`` beside it is that code, copied out of
fairwrite by ``fairwrite publish metric``, so the Space needs no fairwrite install.
"""

import datasets
import evaluate

from .fairwrite_inline import CITATIONS, segment_counts

_CITATION = CITATIONS["amrhein2023"]  # the seeds' BibTeX lives once, in fairwrite.citations

_DESCRIPTION = """\
Word error rate between Moses-tokenised (sacremoses) references and predictions, computed with jiwer as
the sum of substitutions, deletions and insertions over the number of reference words. This is the
evaluation of gender-fair rewriting in Amrhein et al. (2023) and reproduces their tables digit for digit.
"""

_KWARGS_DESCRIPTION = """
Args:
    predictions (list of str): system outputs, one segment each.
    references (list of str): gender-fair references, aligned with the predictions.
    lang (str, optional): Moses tokenisation rules, "en" by default (the papers use "en" for German too).
    tokenize (bool, optional): set False when both sides are already tokenised.
Returns:
    tokenised_wer (float): WER as a fraction (the papers print it multiplied by 100),
    edits (int): substitutions + deletions + insertions, reference_words (int).
Examples:
    >>> wer = evaluate.load("eval/tokenised_wer")
    >>> wer.compute(predictions=["They know it."], references=["They know it ."])["tokenised_wer"]
    0.0
"""


@evaluate.utils.file_utils.add_start_docstrings(_DESCRIPTION, _KWARGS_DESCRIPTION)
class TokenisedWER(evaluate.Metric):
    def _info(self) -> evaluate.MetricInfo:
        return evaluate.MetricInfo(
            description=_DESCRIPTION,
            citation=_CITATION,
            inputs_description=_KWARGS_DESCRIPTION,
            features=datasets.Features(
                {"predictions": datasets.Value("string"), "references": datasets.Value("string")}
            ),
            reference_urls=["https://github.com/jitsi/jiwer", "https://github.com/alvations/sacremoses"],
        )

    def _compute(self, predictions, references, lang: str = "en", tokenize: bool = True):
        counts = segment_counts(references, predictions, lang=lang, tokenize=tokenize)
        return {
            "tokenised_wer": counts.wer(),
            "edits": int(counts.edits.sum()),
            "reference_words": int(counts.ref_words.sum()),
        }
