"""Issue 41, German: the default mode (``--referents generic``) on running text — phenomenon tables with
sentences written for these tests (not taken from the dev set), and the real-text dev set's bench as a
regression guard.

Each row is one phenomenon: what stays (a specific individual, a name, a homograph, a people's name
for its state, a pair form the text wrote) and what is rewritten (a generic plural or singular), with
number kept and the neutral form agreeing."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from fairwrite.de.forward import make_rewriter
from fairwrite.registry import get_rewriter

KEPT = [
    # specific individuals in a report or a story (definite or indefinite singular, later *er*)
    "Der Staatsanwalt forderte eine Strafe, als er das Urteil hörte.",
    "Ein Zeuge sah den Wagen und rief sofort die Polizei.",
    "Die Nachbarin erzählte, der Rentner habe nachts laut Musik gehört.",
    "Der Direktor der Schule begrüßte gestern die neuen Eltern.",
    "Ein Sprecher des Konzerns wollte sich nicht äußern.",
    "Im Jahr 1520 ließ der Kaiser die Stadt belagern.",
    "Der Angeklagte schwieg, sein Verteidiger sprach für ihn.",
    "Einer der Verletzten wurde ins Krankenhaus gebracht.",
    # names, offices of named people, titles
    "Die Fischer und Becker trafen sich zum Essen.",
    "Wir lassen Meier nicht Kanzler werden.",
    "Das sei kein Zufall, sagte Schneider vor Journalistinnen.",
    "Kaiser Karl ließ eine Pfalz bauen.",
    "Marcus Huber, Geschäftsführer und Gründer der Firma, wurde ausgezeichnet.",
    # homographs and non-persons
    "Die Boxer bellten die ganze Nacht.",
    "Das Heer bestellte Panzer vom Typ Boxer.",
    "Er trat ans Rednerpult.",
    "Der Unfall geschah auf der Hanauer Landstraße.",
    "Wir wanderten auf den Römerberg.",
    "Nach dem Sieg zogen die Franzosen ihre Truppen ab.",
    "Die Flüchtlinge wurden in einer Halle untergebracht.",
    "Die beiden Partner wollen zehn Millionen Euro in das Werk investieren.",
    "Wir stimmen uns eng mit unseren internationalen Partnern ab.",
    "Zu ihren Nachfahren zählen viele heutige Vögel.",
    "Berichterstatter. Herr Präsident, ich danke für die Aussprache.",
    # number: an ordinal, an age, a distant determiner (a singular stays one person)
    "Sie wählten den 3. Kandidaten aus.",
    "Ein 23 Jahre alter Autofahrer wurde leicht verletzt.",
    "Das erzählte der extra aus Graz angereiste Kläger.",
    # pair forms the text wrote are fair already
    "Liebe Kolleginnen und Kollegen, wir beginnen.",
    "Die Prüferin oder der Prüfer kann Fragen stellen.",
]

REWRITTEN = [
    # generic plurals, number and case kept
    ("Am Montag durchsuchten Fahnder die Wohnung.", "Am Montag durchsuchten Fahnder*innen die Wohnung."),
    ("40 % der Käufer waren zufrieden.", "40 % der Käufer*innen waren zufrieden."),
    ("Rund 30 Prozent der Mieter zahlen zu viel.", "Rund 30 Prozent der Mieter*innen zahlen zu viel."),
    ("Die Partei und deren Vertreter stimmten zu.", "Die Partei und deren Vertreter*innen stimmten zu."),
    ("Der Trainer lobte die Spieler.", "Der Trainer lobte die Spieler*innen."),
    ("Viele Bürger fühlen sich übergangen.", "Viele Bürger*innen fühlen sich übergangen."),
    ("Die Partner der Studierenden wurden ebenfalls befragt.", "Die Partner*innen der Studierenden wurden ebenfalls befragt."),
    ("Wir suchen einen erfahrenen Koch.", "Wir suchen eine*n erfahrene*n Köch*in."),
    # generic singulars: a quantifier, wer … der, ein … with a modal, a norm, a definition, advice
    ("Jeder Kunde bekommt einen Gutschein.", "Jede*r Kund*in bekommt einen Gutschein."),
    ("Wer einen Anwalt sucht, findet ihn hier.", "Wer eine*n Anwält*in sucht, findet ihn*sie hier."),
    ("Ein Arzt sollte seinen Patienten zuhören.", "Ein*e Ärzt*in sollte seinen*ihren Patient*innen zuhören."),
    ("Der Mieter hat die Wohnung sauber zu übergeben.", "Der*die Mieter*in hat die Wohnung sauber zu übergeben."),
    ("Ein Schiedsrichter ist ein Vorbild.", "Ein*e Schiedsrichter*in ist ein Vorbild."),
    ("Frag deinen Apotheker.", "Frag deine*n Apotheker*in."),
    ("Ein Händler, der falsch auszeichnet, zahlt ein Bußgeld.",
     "Ein*e Händler*in, der*die falsch auszeichnet, zahlt ein Bußgeld."),
]  # fmt: skip

CASED = [
    # ALL-CAPS and Title-Case input: the same words are rewritten as in sentence case (issue 46)
    ("SIE AHNEN NICHTS.", "SIE AHNEN NICHTS."),
    ("Sie Ahnen Nichts Vom Plan", "Sie Ahnen Nichts Vom Plan"),
    ("JEDER KUNDE BEKOMMT EINEN GUTSCHEIN.", "JEDE*R KUND*IN BEKOMMT EINEN GUTSCHEIN."),
    ("Jeder Kunde Bekommt Einen Gutschein", "Jede*r Kund*in Bekommt Einen Gutschein"),
    ("DER STAATSANWALT FORDERTE EINE STRAFE.", "DER STAATSANWALT FORDERTE EINE STRAFE."),
    ("DIE LEHRER STREIKEN.", "DIE LEHRER*INNEN STREIKEN."),
]

NEUTRAL = [
    # the neutral form agrees too: the one masculine singular owner takes its new term's gender
    ("Jeder Lehrer kennt seine Schüler.", "Jede Lehrkraft kennt ihre Lernenden."),
    ("JEDER LEHRER KENNT SEINE SCHÜLER.", "JEDE LEHRKRAFT KENNT IHRE LERNENDEN."),
]


@pytest.fixture(scope="module")
def generic():
    return make_rewriter()  # the default: referents="generic"


@pytest.mark.parametrize("source", KEPT)
def test_kept(generic, source):
    assert generic(source) == source


@pytest.mark.parametrize(("source", "expected"), REWRITTEN)
def test_rewritten(generic, source, expected):
    assert generic(source) == expected


@pytest.mark.parametrize(("source", "expected"), CASED)
def test_case_does_not_change_what_is_rewritten(source, expected):
    assert list(get_rewriter("de").rewrite([source])) == [expected]


@pytest.mark.parametrize(("source", "expected"), NEUTRAL)
def test_neutral_possessives_agree(source, expected):
    assert list(get_rewriter("de", form="neutral").rewrite([source])) == [expected]


def test_all_keeps_the_number_of_the_phrase():
    """--referents all rewrites specific people too, but never flips the number (issue 41)."""
    rewrite = make_rewriter(referents="all")
    assert rewrite("Sie wählten den 3. Kandidaten aus.") == "Sie wählten den*die 3. Kandidat*in aus."
    assert rewrite("Ein 23 Jahre alter Autofahrer wurde verletzt.") == "Ein*e 23 Jahre alte*r Autofahrer*in wurde verletzt."
    assert rewrite("Am Montag durchsuchten Fahnder die Wohnung.") == "Am Montag durchsuchten Fahnder*innen die Wohnung."
    assert rewrite("Wir wanderten auf den Römerberg.") == "Wir wanderten auf den Römerberg."  # a place, not a compound of people


def test_real_text_dev_set_stays_within_its_measured_level():
    """The hand-written real-text dev set (tests/data/real_text/de) under the default mode: a guard at
    the level measured when issue 41 was worked on (474 lines: 4 over-edits, precision 92 %, found 85 %;
    the issue's targets are ≤ 1 % over-edits, ≥ 90 % precision, ≥ 80 % found), with a little room."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
    from real_text import DATA, score

    from fairwrite.text.io import read_lines
    from fairwrite.text.wrapping import separate_documents

    sources = read_lines(DATA / "de" / "dev.src")
    refs = read_lines(DATA / "de" / "dev.ref")
    result = score(sources, refs, list(separate_documents(get_rewriter("de"), sources)))
    assert result["over_edits"] <= 6
    assert result["precision"] >= 90.0
    assert result["found"] >= 82.0
