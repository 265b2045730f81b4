"""French: INCLURE's Inclusive → Standard rules ("exclure") and the bitext builder (Lerner & Grouin 2024).

- :mod:`fairwrite.fr.normalize` — separators of inclusive words (``·``, ``•``, ``-``, ``/``, parentheses,
  capitals) to the ``.`` convention, leaving URLs, e-mails, domains, file names, numbers and
  abbreviations alone;
- :mod:`fairwrite.fr.morphology` — morphological combinations (*député.e.s*, *autrice.teur*) and the
  feminine → masculine correspondences used by every rule;
- :mod:`fairwrite.fr.neutral` — neutral forms (*iel*, *celleux*, *toustes*, *députæs*) and feminised titles;
- :mod:`fairwrite.fr.coordination` — feminine/masculine coordinations and agreement, on a spaCy parse;
- :mod:`fairwrite.fr.exclure` — the rewriter (``fairwrite rewrite --lang fr --direction to-standard``) with
  document- and sentence-level pre-filters so that only candidate sentences reach spaCy;
- :mod:`fairwrite.datasets.inclure` — OSCAR-format corpora → sentence-level inclusive/standard pairs (``fairwrite
  build inclure``).
"""
