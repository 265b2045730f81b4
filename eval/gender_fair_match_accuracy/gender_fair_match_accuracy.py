"""Gender-Fair Match Accuracy (Hauser 2023, eq. 4.2) for gender-fair German rewriting.

A thin ``evaluate`` wrapper: the metric logic lives in :mod:`fairwrite.metrics.terminology`, so it
outlives ``evaluate`` (which is in maintenance mode); ``fairwrite_inline.py`` beside it is that code (with
the German term matcher, lexicon and shipped terminology it uses), generated from fairwrite by ``fairwrite
publish metric``, so the Space needs no fairwrite install.
"""

import evaluate

from .fairwrite_inline import DEFAULT_SUFFIXES, evaluate_info, gender_fair_match_accuracy

_DESCRIPTION = """\
Reference-free accuracy of gender-fair rewriting on the same source terms as Terminology Match Accuracy:
the share of gendered source terms (a terminology, lemmatised matching) for which the prediction holds a
word with a gender-fair suffix (Lehrer*innen, Ärzt:innen, Kolleg_in, LehrerInnen, ...) whose lemma belongs
to the source term. Gender-fair words without a source term are neglected; each counts once.
"""

_KWARGS_DESCRIPTION = """
Args:
    predictions (list of str): rewritten German segments.
    sources (list of str): the gendered source segments, aligned with the predictions.
    terminology (str, optional): path of a terminology; default: the one shipped with fairwrite.
    suffixes (list of str, optional): the suffix set S (default: *, :, _, ·, /, /- with in/innen, and Binnen-I).
Returns:
    gender_fair_match_accuracy (float or None), target_matches (int), source_terms (int).
Examples:
    >>> gfma = evaluate.load("eval/gender_fair_match_accuracy")
    >>> gfma.compute(predictions=["Die Lehrer*innen sind da."], sources=["Die Lehrer sind da."])
    {'gender_fair_match_accuracy': 1.0, 'target_matches': 1, 'source_terms': 1}
"""


@evaluate.utils.file_utils.add_start_docstrings(_DESCRIPTION, _KWARGS_DESCRIPTION)
class GenderFairMatchAccuracy(evaluate.Metric):
    def _info(self) -> evaluate.MetricInfo:
        return evaluate_info(_DESCRIPTION, _KWARGS_DESCRIPTION)

    def _compute(self, predictions, sources, terminology=None, suffixes=DEFAULT_SUFFIXES):
        result = gender_fair_match_accuracy(sources, predictions, terminology, suffixes=tuple(suffixes))
        return result.scores("gender_fair_match_accuracy")
