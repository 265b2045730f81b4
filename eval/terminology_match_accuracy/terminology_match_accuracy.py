"""Terminology Match Accuracy (Hauser 2023, eq. 4.1) for gender-neutral German rewriting.

A thin ``evaluate`` wrapper: the metric logic lives in :mod:`fairwrite.metrics.terminology`, so it
outlives ``evaluate`` (which is in maintenance mode); ``fairwrite_inline.py`` beside it is that code (with
the German term matcher, lexicon and shipped terminology it uses), generated from fairwrite by ``fairwrite
publish metric``, so the Space needs no fairwrite install.
"""

import evaluate

from .fairwrite_inline import evaluate_info, terminology_match_accuracy

_DESCRIPTION = """\
Reference-free accuracy of gender-neutral rewriting: the share of gendered terms of a terminology found
in the sources (lemmatised matching) for which the prediction contains a corresponding gender-neutral
term (target matches / source terms). Each target term is credited to one source term only. An optional
number filter requires the neutral term of the source term's number (die Lehrer -> die Lehrkräfte).
"""

_KWARGS_DESCRIPTION = """
Args:
    predictions (list of str): rewritten German segments.
    sources (list of str): the gendered source segments, aligned with the predictions.
    terminology (str, optional): path of a terminology (fairwrite TSV or term,alternative CSV);
        default: the open terminology shipped with fairwrite.
    number_filter (bool, optional): require the neutral term of the source term's number.
    mode (str, optional): "lemma" (default) or "orth" matching.
Returns:
    terminology_match_accuracy (float or None): target matches / source terms (None without source terms),
    target_matches (int), source_terms (int).
Examples:
    >>> tma = evaluate.load("eval/terminology_match_accuracy")
    >>> tma.compute(predictions=["Die Lehrkraft ist begeistert."], sources=["Der Lehrer ist begeistert."])
    {'terminology_match_accuracy': 1.0, 'target_matches': 1, 'source_terms': 1}
"""


@evaluate.utils.file_utils.add_start_docstrings(_DESCRIPTION, _KWARGS_DESCRIPTION)
class TerminologyMatchAccuracy(evaluate.Metric):
    def _info(self) -> evaluate.MetricInfo:
        return evaluate_info(_DESCRIPTION, _KWARGS_DESCRIPTION)

    def _compute(self, predictions, sources, terminology=None, number_filter: bool = False, mode: str = "lemma"):
        result = terminology_match_accuracy(
            sources, predictions, terminology, number_filter=number_filter, mode=mode
        )
        return result.scores("terminology_match_accuracy")
