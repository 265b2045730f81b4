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
- :mod:`fairwrite.fr.inclusify` — Standard → Inclusive by rules (``--direction to-fair --form point|pair``),
  checked to read back through exclure; :mod:`fairwrite.fr.collective` — the ``neutral`` form (collective and
  epicene rewording); :mod:`fairwrite.fr.rewriter` picks the engine for a direction;
  :mod:`fairwrite.fr.pipeline` loads the spaCy pipeline once for both directions.

Dataset building from French corpora lives in :mod:`fairwrite.datasets.inclure` (``fairwrite
  build inclure``).
"""
