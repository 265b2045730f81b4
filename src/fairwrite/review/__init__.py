"""Edits as data, above the engines and below the CLI: what a rewrite changed, why, and how sure.

    review = Reviewer("de").review_one("Jeder Lehrer kennt seine Schüler.")
    [(e.text, e.replacement, e.kind, e.group) for e in review.edits]
    # [('Jeder', 'Jede*r', 'determiner/adjective agreement', 1), ('Lehrer', 'Lehrer*in', 'person noun', 1),
    #  ('seine', 'seine*ihre', 'pronoun', 1), ('Schüler', 'Schüler*innen', 'person noun', 2)]

See :mod:`.reviewer` (the API), :mod:`.align` (source/output alignment), :mod:`.explain` (kinds and
referent groups), :mod:`.confidence` (calibrated confidences) and :mod:`.html` (the readable diff).
"""

from fairwrite.review.reviewer import ReviewEdit, Reviewer, SegmentReview, apply_groups, review_pair

__all__ = ["ReviewEdit", "Reviewer", "SegmentReview", "apply_groups", "review_pair"]
