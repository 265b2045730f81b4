"""German engines: gender-fair forms (detection, conversion, Backward Augmentation, forward rewriting,
round-trip merging, gender-control data) and gender-neutral rewriting.

Modules load lazily; the heavy lexicon (Wiktionary nouns via ``german-nouns``) is built once and cached.

- :mod:`fairwrite.de.forms` — the gender-fair forms (star, colon, gap, slash, Binnen-I, pair) and how a
  masculine/feminine pair of words is written in each;
- :mod:`fairwrite.de.detect` — detection of every form of Amrhein et al. (2023) App. F, with labels;
- :mod:`fairwrite.de.morphology` — determiners, adjective endings, pronouns by case/number/gender;
- :mod:`fairwrite.de.lexicon` — the one reader of the noun lexicon: person nouns (masculine ↔ feminine),
  names, and the paradigm of every noun;
- :mod:`fairwrite.de.agreement` — determiners, adjectives, adjectival nouns and nouns in a case and
  number (the forward rewriter's noun phrases and the gender-neutral tools' terms);
- :mod:`fairwrite.de.fairtext` — gender-fair text read into masculine/feminine duals;
- :mod:`fairwrite.de.backward` — gender-fair → generic masculine / feminine (Backward Augmentation);
- :mod:`fairwrite.de.convert` — any gender-fair form → any other;
- :mod:`fairwrite.de.forward` — generic masculine / feminine → gender-fair (rule-based rewriter), in
  steps: :mod:`~fairwrite.de.sentence` (state), :mod:`~fairwrite.de.mentions` (person references),
  :mod:`~fairwrite.de.person` (person or not), :mod:`~fairwrite.de.phrase` (case and number),
  :mod:`~fairwrite.de.pronouns`, and :mod:`~fairwrite.de.wellformed` (the last check: well-formed edits
  only, all or nothing per referent);
- :mod:`fairwrite.de.merge` — App. C merging of round-trip translations;
- :mod:`fairwrite.de.control` — App. G gender-tagged data from pair forms;
- :mod:`fairwrite.de.tokens` — offset-keeping tokens (rewrites replace spans, the rest stays byte-identical);
- :mod:`fairwrite.datasets.de_gender_fair` — ``fairwrite build de-gender-fair`` (corpus → Backward Augmentation pairs);
- :mod:`fairwrite.de.neutral` and its companions — gender-neutral rewriting (Hauser 2023).

Registry entries: ``fairwrite.de.forward:make_rewriter`` (``fairwrite rewrite --lang de [--form F]``;
``--form neutral`` delegates to :mod:`fairwrite.de.neutral`), ``fairwrite.de.backward:make_augmenter``
(``fairwrite augment --lang de --gender masculine|feminine``), builder ``fairwrite.datasets.de_gender_fair``.
"""
