"""Counterfactual data augmentation for languages with rich morphology (Zmigrod et al. 2019).

The four steps of the paper's Fig. 1, one module each:

- :mod:`~fairwrite.cda.conllu` — analysed sentences (UD trees, UPOS, lemmas, features, multiword tokens);
- :mod:`~fairwrite.cda.tags`, :mod:`~fairwrite.cda.mrf`, :mod:`~fairwrite.cda.bp`,
  :mod:`~fairwrite.cda.train` — the agreement Markov random field of eq. 1 (linear and neural ψ),
  exact batched sum-/max-product belief propagation, NLL training with Adam;
- :mod:`~fairwrite.cda.intervention`, :mod:`~fairwrite.cda.animacy` — clamping animate nouns to a new
  gender and inferring the other tags; hand-written person-noun gazetteers;
- :mod:`~fairwrite.cda.reinflect` — lemma + features → form, learnt from treebanks;
- :mod:`~fairwrite.cda.generate` — the whole process; :mod:`~fairwrite.datasets.cda` — the ``cda``
  dataset builder (``fairwrite build cda``);
- :mod:`~fairwrite.cda.baseline` (§5.1 hard-coded ψ), :mod:`~fairwrite.cda.evaluate` (tag P/R/F1,
  masked-gender inference, re-inflection accuracy), :mod:`~fairwrite.cda.lm_score` (§5.2 log-ratios).

Importing this package loads nothing heavy; import the sub-modules you need (they use torch).
"""
