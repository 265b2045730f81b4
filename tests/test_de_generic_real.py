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
    # roles of trade that firms hold as often as people, with no evidence of a person (s11): a dealer who
    # mislabels prices may be a shop; a person noun with a person's compound or argument is still rewritten
    "Ein Händler, der falsch auszeichnet, zahlt ein Bußgeld.",
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
    ("Ein Verkäufer, der falsch auszeichnet, zahlt ein Bußgeld.",
     "Ein*e Verkäufer*in, der*die falsch auszeichnet, zahlt ein Bußgeld."),
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


#: Sentences of the first halves of ``corpora/text/de`` (none in the dev set), one per phenomenon the
#: fresh reads of issue 41's follow-up found: organisations, institutions and offices, vocatives and
#: titles, number kept, questions, purposes and captions, named members.
CORPUS_KEPT = [
    # institutions and firms named by a person noun
    "Die Vermittlungsstelle teilt den Trägern der Sozialhilfe den zu erstattenden Betrag des Folgejahres "
    "bis zum 31. Dezember des laufenden Jahres mit.",
    "Bei der Planung des Elektrizitätsverteilernetzausbaus haben Betreiber von Elektrizitätsverteilernetzen "
    "die Möglichkeiten von Energieeffizienz- und Nachfragesteuerungsmaßnahmen zu berücksichtigen.",
    # offices of one place, vocatives and titles: one person, never made plural
    "Rechtsradikales Attentat auf Bürgermeister von Altena - Furchtbar, welches Ausmaß der Hass in unserem "
    "Land angenommen hat. Ne",
    "Denn bei allem, was aufgeklärt werden muss: Auch der Bundeskanzler der Bundesrepublik Deutschland hat "
    "das Recht auf die Unschuldsvermutung in Deutschland.",
    "Nun, Meister, Ihr vergönnt doch, daß ich den Reigen mit Eurer schönen Braut –",
    # number read from the phrase and the verb
    "Reiter in festlichem Gewand reitet einen weißen Araber, der ebenfalls festliche Decken und Quasten trägt.",
    "Ich bin nicht einmal Kanadier.",
    "»Aber woher wissen Sie, daß Brown der Mörder ist?«",
    "Der offenkundig psychisch zutiefst gestörte Täter äußerte neben rassistischem Gedankengut abstruse "
    "Verschwörungstheorien.",
    "Weltmeister wird nur, wer neben der spielerischen Qualität auch über den nötigen Zusammenhalt verfügt.",
    # a question about one person, a purpose, a caption's person, named members
    "Wer ist denn der fremde Ritter eigentlich?",
    "Ein Skifahrer lehnt sich zu einer Seite um seine Ski in den Schnee zu stecken.",
    "Andere Vorläufer der reformierten Kirche umfassten die reformwilligen sowie die galizischen Katholiken, "
    "wie etwa Jacques Lefevre (Jakob Faber) (um 1455 bis 1536).",
    # organisations and parties in coordination, a carrier of facilities, the social partners
    "Irini holt Staaten und Akteure, die gegen das Waffenembargo verstoßen, ans Licht, und der Druck durch die "
    "internationale Gemeinschaft wird erhöht.",
    "Die Träger örtlicher Wasserversorgungsanlagen haben den Truppen nach den vorhandenen Möglichkeiten Wasser für "
    "den Quartier-, Biwak- und sonstigen Bedarf zu liefern.",
    "Gefordert sieht der Klubchef auch die Sozialpartner und dabei vor allem die Wirtschaftskammer, die ein "
    "Bonus/Malus-Modell ablehnt.",
    "Das Verhalten der Republikaner und Sozialisten gegenüber dem FN in der Regionalstichwahl wurde nicht etwa "
    "parteidemokratisch beschlossen.",
    # the speaker's own role, a predicate, one person's number
    "Ich bin kein Ritter von La Mancha, der die Untreue aus der Welt herausfechten will.",
    "Wer hat dir gesagt, dass ich Kanadier sei?",
    "Ein behelmter Radfahrer fliegt über eine Rampe im Wald.",
    "Jede Stunde, die unbenutzt vorübergeht, schreit gen Himmel und klagt ihn an als einen Schädiger und Verräter.",
    "Mahrer: Es ist schwer, qualifizierte Fachkräfte zu finden, die man sich leisten kann.",
    # the one person addressed: a bare noun opening the sentence, an epithet after a lexical noun, *Ihr* + noun
    "Kellner, noch ein Seidel!",
    "Hungre, Bruder Mörder, hungre ruhig, hier kann jeder essen und hungern, wie er will.",
    "Fangt doch mal an zu denken, Ihr Afrikaner. Geburtenkontrolle ist angesagt.",
    # a past *wenn* (whenever), reported speech (*haben soll*), a perfect with *alle*: one person of a story
    "Sie erinnerte sich der ewigen Frage, bei wem sie eingesegnet werden würde, und des Lächelns, wenn sie den "
    "Namen des jüdischen Predigers nannte.",
    "Das Haus ist räumungsbedroht, weil der Eigentümer seit letzter Woche Kündigungen gegen alle Mieterinnen vor "
    "Gericht durchgesetzt hat.",
    # predicates keep their number (*würde* ending the clause, *Werden Sie …*), a relative *in der* is feminine
    "Ich sage Ihnen auch: Es wäre ein Albtraum, wenn dieser Minister Bundeskanzler würde.",
    "Werden Sie Trucker auf den modernsten Lkws der Welt, und helfen Sie mit, dass die Wirtschaft brummt!",
    # a trailer, not a fan
    "Stellplätze und Garagen für Kraftfahrzeuge mit einem Eigengewicht über 3,5 Tonnen sowie für Anhänger dieser "
    "Kraftfahrzeuge in Kleinsiedlungsgebieten und allgemeinen Wohngebieten.",
    # the vocative before a semicolon (gerdracor); *dein*/*euer* in a question or a story is one person
    "Nicht böse werden, Meister; nur eine Frage: Ihr kennt doch die Geschichte von dem Absalom, der mit seinem "
    "Zopf am Baume hängen blieb?",
    "Wer war dein Französischlehrer?",
    "Nun so werdet Ihr Euren neuen Nachbar in der Kirche sehen.",
    # the name of a social insurance system; the carrier of a training programme
    "Der Beitrag in der Alterssicherung der Landwirte beträgt für das Beitrittsgebiet für das Kalenderjahr 2012 "
    "monatlich 191 Euro.",
    "Die zuständige Stelle setzt für jeden Träger der praktischen Ausbildung und für jede Pflegeschule das jeweilige "
    "Ausbildungsbudget fest.",
    # the speaker's own role before *werden* (tatoeba)
    "Ich möchte Ingenieur werden.",
    # *einer* before adverbs and an adjective is the article of a noun that is no person
    "Viele kleine Parteien und Korruption führen zu einer politisch sehr instabilen Lage und zu einer nahezu zur "
    "Untätigkeit verdammten öffentlichen Verwaltung.",
]

CORPUS_REWRITTEN = [
    # a law's condition without *wenn*: every person of the rule, and its pronoun
    (
        "Bewirbt sich ein Soldat oder entlassener Soldat bis zum Ablauf von sechs Monaten nach Beendigung des "
        "Grundwehrdienstes um Einstellung in den öffentlichen Dienst, so hat er Vorrang vor gesetzlich nicht "
        "bevorrechtigten Bewerbern gleicher Eignung.",
        "Bewirbt sich ein*e Soldat*in oder entlassene*r Soldat*in bis zum Ablauf von sechs Monaten nach "
        "Beendigung des Grundwehrdienstes um Einstellung in den öffentlichen Dienst, so hat er*sie Vorrang vor "
        "gesetzlich nicht bevorrechtigten Bewerber*innen gleicher Eignung.",
    ),
    # a hypothetical in the old spelling (*müßte*)
    (
        "Es ist schon paradox: Eigentlich müßte sich ein Finanzminister über steigende Steuereinnahmen, "
        "sinkende Defizite und günstige Konjunkturprognosen freuen.",
        "Es ist schon paradox: Eigentlich müßte sich ein*e Finanzminister*in über steigende Steuereinnahmen, "
        "sinkende Defizite und günstige Konjunkturprognosen freuen.",
    ),
    # a perfect in a legal condition (*sobald … genommen hat*) is no story
    (
        "Der Arbeitnehmer hat gegen den Arbeitgeber einen Anspruch auf angemessene Vergütung, sobald der Arbeitgeber "
        "die Diensterfindung in Anspruch genommen hat.",
        "Der*die Arbeitnehmer*in hat gegen den*die Arbeitgeber*in einen Anspruch auf angemessene Vergütung, sobald "
        "der*die Arbeitgeber*in die Diensterfindung in Anspruch genommen hat.",
    ),
    # any insurance of workers is no system's name
    ("Die Versicherung der Arbeiter ist Pflicht.", "Die Versicherung der Arbeiter*innen ist Pflicht."),
    # a list without anyone addressed is no vocative
    (
        "Aus Dingen, die man fand, konnte man erkennen, daß alle an den letzten Kämpfen Teil genommen haben mußten, "
        "die es vermocht hatten, Arbeiter, Schenken, Händler, Trödler, Troßbuben, selbst Frauen.",
        "Aus Dingen, die man fand, konnte man erkennen, daß alle an den letzten Kämpfen Teil genommen haben mußten, "
        "die es vermocht hatten, Arbeiter*innen, Schenken, Händler*innen, Trödler*innen, Troßbuben, selbst Frauen.",
    ),
    # *einer … der andere* agree with the plural they split
    (
        "Zwei Basketballspieler - einer in rotem, der andere in weißem Trikot - kämpfen um den Ball, den der "
        "weiße Spieler besitzt.",
        "Zwei Basketballspieler*innen - eine*r in rotem, der*die andere in weißem Trikot - kämpfen um den Ball, "
        "den der weiße Spieler besitzt.",
    ),
]


@pytest.mark.parametrize("source", CORPUS_KEPT)
def test_corpus_sentences_kept(generic, source):
    assert generic(source) == source


@pytest.mark.parametrize(("source", "expected"), CORPUS_REWRITTEN)
def test_corpus_sentences_rewritten(generic, source, expected):
    assert generic(source) == expected


def test_relative_after_a_preposition_keeps_its_case(generic):
    """*…, in der dargelegt wird*: after a preposition *der* is a feminine dative, so it refers to the
    *Erklärung* and never to the masculine owner rewritten before it (gesetze_bund)."""
    out = generic(
        # (s14: the line's own *als Eigentümer* role, left masculine, now leaves that line whole, so the role is
        # written out of this variant of it)
        "Wird ein anderer als der Inhaber der Schiffswerft eingetragen, so ist bei der Anmeldung eine "
        "öffentlich beglaubigte Erklärung des Inhabers der Schiffswerft einzureichen, in der dargelegt wird, auf "
        "welche Weise der Eingetragene das Eigentum erworben hat."
    )
    assert "des*der Inhaber*in der Schiffswerft einzureichen, in der dargelegt wird" in out


def test_distributive_pair_without_a_rewritten_plural_stays():
    """*einer … der andere* after a plural the engine left (a noun its lexicon lacks) stay as written:
    half an agreement is worse than none (multi30k)."""
    source = "Zwei Skateboardfahrer, einer trägt ein schwarzes T-Shirt und der andere ein weißes T-Shirt machen ein Rennen."
    assert make_rewriter(referents="generic")(source) == source


def test_all_mode_still_rewrites_roles_and_idioms():
    """``--referents all`` (the papers' convention) is not narrowed by the generic mode's readings."""
    rewrite = make_rewriter(referents="all")
    assert rewrite("Er ging gestern zum Arzt.") == "Er*sie ging gestern zum*zur Ärzt*in."
    assert rewrite("Die Sozialdemokraten wollen den Antrag blockieren.") == (
        "Die Sozialdemokrat*innen wollen den Antrag blockieren."
    )


def test_real_text_dev_set_stays_within_its_measured_level():
    """The hand-written real-text dev set (tests/data/real_text/de) under the default mode: a guard at
    the level measured in issue 41's follow-up (573 lines: 5 over-edits, precision 91.9 %, found 84.8 %;
    the issue's targets are ≤ 1 % over-edits, ≥ 90 % precision, ≥ 80 % found). Since s11 the default
    abstains without evidence (roles of trade that firms hold, half-agreed referents): found 80.7 %, the
    price of precision on unseen text; the guard is the issue's target."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
    from real_text import DATA, score

    from fairwrite.text.io import read_lines
    from fairwrite.text.wrapping import separate_documents

    sources = read_lines(DATA / "de" / "dev.src")
    refs = read_lines(DATA / "de" / "dev.ref")
    result = score(sources, refs, list(separate_documents(get_rewriter("de"), sources)))
    assert result["over_edit_share"] <= 1.0
    assert result["precision"] >= 90.0
    assert result["found"] >= 80.0
