"""English engine: rule-based gender-neutral rewriting (singular *they*) and Backward Augmentation.

- :mod:`fairwrite.en.forward` — ``make_rewriter`` (``fairwrite rewrite --lang en``);
- :mod:`fairwrite.en.backward` — ``make_augmenter`` (``fairwrite augment --lang en``);
- :mod:`fairwrite.datasets.en_augmented` — ``fairwrite build en-augmented``;
- :mod:`fairwrite.en.lexicon` (tables, pre-filter), :mod:`fairwrite.en.agreement` (subject–verb
  agreement), :mod:`fairwrite.en.edits` (byte-preserving edits, casing, a/an), :mod:`fairwrite.en.engine`
  (spaCy, batching, multiprocessing), :mod:`fairwrite.en.gender` (segment gender labels).

Importing this package loads nothing heavy; spaCy is loaded on the first segment that needs a parse.
"""
