"""German default mode (``--referents generic``), recall by evidence (s12): generic persons the engine used
to leave, found on an unseen first-half read, fixed by class. Sentences from the first halves of
``corpora/text/de`` (file and line in the comments) or written for the class; none in the dev set.

1. A statute's persons: a definite or indefinite singular in a line that cites a provision (*§*, *Absatz*)
   or uses a formula of the laws (*obliegt*, *die zuständige Behörde*) and has no speaker or addressee is
   anyone in the role; so is the other party of a duty stated of a generic singular (*ist verpflichtet,
   dem Arbeitnehmer … auszustellen*), and an indefinite with a duty (*ein Großbauer hat … zu denken*). Nominalised adjectives take
   the dev set's forms (*der\\*die Beamt\\*in*, *ein\\*e stellvertretende\\*r Vorsitzende\\*r*).
2. Number evidence across a genitive: a bare plural subject's verb after its genitive (*Mitarbeiter der
   Wache rückten aus*).
3. Agent nouns are no peoples: *Bauern* (*bauen*) is not the inhabitants of a place called *Bau*.
4. Plurals without an article: an acronym written apart is no first name (*von AfD Politikern*); a bare
   object right after a finite verb is a plural (*Die Polizei sperrt Besucher ein*).

What stays: a speech or a court case citing a law (*wir*, *Sie*; a dated perfect), a bare predicate of an
institution, *den* + a weak or adjectival noun (number unclear), the one office of a named body or a
ministry, the title of a cited law, a singular headline before a genitive, a people's or a town's name,
surnames.
"""

from __future__ import annotations

import pytest
from one_line import rewrite_line


def rewrite(text: str) -> str:
    return rewrite_line("de", text)


REWRITTEN = [
    # gesetze_bund.txt:27101 — the holder of a certificate in a regulation citing its paragraphs
    (
        "Die nach § 5 Absatz 4 zuständige Industrie-und Handelskammer stellt dem Inhaber eines nach Absatz 1 "
        "oder 2 anerkannten Abschlusses auf Antrag eine Bescheinigung aus.",
        "Die nach § 5 Absatz 4 zuständige Industrie-und Handelskammer stellt dem*der Inhaber*in eines nach "
        "Absatz 1 oder 2 anerkannten Abschlusses auf Antrag eine Bescheinigung aus.",
    ),
    # gesetze_bund.txt:14676
    (
        "Der Unternehmer hat, soweit in den §§ 3 und 5 nichts anderes bestimmt ist, die Grenze des "
        "Einwirkungsbereichs festzulegen.",
        "Der*die Unternehmer*in hat, soweit in den §§ 3 und 5 nichts anderes bestimmt ist, die Grenze des "
        "Einwirkungsbereichs festzulegen.",
    ),
    # a formula of the laws instead of a citation: gesetze_bund.txt:28416, :30554
    (
        "Die zuständige Behörde kann gegenüber dem Erlaubnisinhaber die Zahl der nach Satz 1 erforderlichen "
        "Aufsichtspersonen festlegen.",
        "Die zuständige Behörde kann gegenüber dem*der Erlaubnisinhaber*in die Zahl der nach Satz 1 erforderlichen "
        "Aufsichtspersonen festlegen.",
    ),
    (
        "Der Tierhalter hat Milch von Kühen, bei denen Tuberkulose festgestellt worden ist, nach näherer Anweisung "
        "der zuständigen Behörde unschädlich zu beseitigen.",
        "Der*die Tierhalter*in hat Milch von Kühen, bei denen Tuberkulose festgestellt worden ist, nach näherer "
        "Anweisung der zuständigen Behörde unschädlich zu beseitigen.",
    ),
    # written for the class: a genitive, a nominalised adjective, *kann*
    ("Die Rechte des Schuldners nach § 3 bleiben unberührt.", "Die Rechte des*der Schuldner*in nach § 3 bleiben unberührt."),
    (
        "Nach Ablauf der Probezeit erhält der Beamte nach § 7 eine Urkunde.",
        "Nach Ablauf der Probezeit erhält der*die Beamt*in nach § 7 eine Urkunde.",
    ),
    (
        "Dem Vorsitzenden obliegt die Leitung der Sitzung nach § 4; ihn vertritt ein stellvertretender Vorsitzender.",
        "Dem*der Vorsitzenden obliegt die Leitung der Sitzung nach § 4; ihn*sie vertritt ein*e stellvertretende*r "
        "Vorsitzende*r.",
    ),
    (
        "Der Mieter kann die Miete nach Absatz 2 mindern, wenn die Wohnung einen Mangel hat.",
        "Der*die Mieter*in kann die Miete nach Absatz 2 mindern, wenn die Wohnung einen Mangel hat.",
    ),
    # gesetze_bund.txt:10462 — both conjuncts of the examiners (used to stay together, now rewritten together)
    (
        "Sie wird von zwei Fachprüfern, darunter mindestens einem Fachprüfer nach § 3 Absatz 1 Nummer 3 Buchstabe b, "
        "abgenommen und bewertet.",
        "Sie wird von zwei Fachprüfer*innen, darunter mindestens einem*r Fachprüfer*in nach § 3 Absatz 1 Nummer 3 "
        "Buchstabe b, abgenommen und bewertet.",
    ),
    # the other party of a duty of a generic singular
    (
        "Der Arbeitgeber ist verpflichtet, dem Arbeitnehmer eine Bescheinigung auszustellen.",
        "Der*die Arbeitgeber*in ist verpflichtet, dem*der Arbeitnehmer*in eine Bescheinigung auszustellen.",
    ),
    # number across a genitive: gnad10k_news.txt:9286 (the car makers are firms and stay)
    (
        "Sprecher der Autobauer wollten sich zu möglichen Gesprächen nicht äußern.",
        "Sprecher*innen der Autobauer wollten sich zu möglichen Gesprächen nicht äußern.",
    ),
    ("Mitarbeiter der Wache rückten aus.", "Mitarbeiter*innen der Wache rückten aus."),
    (
        "Mitarbeiter des Roten Kreuzes versorgten die Verletzten.",
        "Mitarbeiter*innen des Roten Kreuzes versorgten die Verletzten.",
    ),
    # agent nouns: bundestag_reden_wp20.txt:7828
    (
        "Die Bauern in Deutschland sind in der Lage, mehr zu erzeugen.",
        "Die Bäuer*innen in Deutschland sind in der Lage, mehr zu erzeugen.",
    ),
    ("Das ist gut für die Bauern.", "Das ist gut für die Bäuer*innen."),
    # an acronym written apart from its noun is no first name (germeval2018_tweets.txt:2284, first sentence)
    (
        "Es geht hier um die rassistischen Äußerungen von AfD Politikern.",
        "Es geht hier um die rassistischen Äußerungen von AfD Politiker*innen.",
    ),
    ("Die SPD Politiker stimmten dagegen.", "Die SPD Politiker*innen stimmten dagegen."),
    # a bare object after a finite verb is a plural (a singular count noun needs an article there)
    ("Die Polizei sperrt Besucher ein.", "Die Polizei sperrt Besucher*innen ein."),
    ("Die Firma sucht Mitarbeiter.", "Die Firma sucht Mitarbeiter*innen."),
    # multi30k.txt:44256 — a caption's owners (the contract rewrites specific groups of unstated gender)
    ("Einige Hunde mit ihren Besitzern bei einer Hundeschau.", "Einige Hunde mit ihren Besitzer*innen bei einer Hundeschau."),
    # eltec_novels.txt:1069 — an indefinite's duty (*hat … zu denken*) after another, specific noun
    (
        "Das wär' zu viel, drum ist's vertheilt; die Einen haben dies, die Andern haben das, und des Vaters Wille "
        "muß gelten: ein Großbauer hat vor Allem daran zu denken, daß die Familie in alten Ehren bleibt.«",
        "Das wär' zu viel, drum ist's vertheilt; die Einen haben dies, die Andern haben das, und des Vaters Wille "
        "muß gelten: ein*e Großbäuer*in hat vor Allem daran zu denken, daß die Familie in alten Ehren bleibt.«",
    ),
    # gesetze_bund.txt:15127, :27913 (and the pronoun that refers to the plaintiff)
    (
        "Im Fall der Eigenverwaltung (§ 270 der Insolvenzordnung) tritt der Sachwalter an die Stelle des "
        "Insolvenzverwalters.",
        "Im Fall der Eigenverwaltung (§ 270 der Insolvenzordnung) tritt der*die Sachwalter*in an die Stelle des*der "
        "Insolvenzverwalter*in.",
    ),
    (
        "Der Kläger hat innerhalb einer Frist von sechs Wochen die Tatsachen, durch deren Berücksichtigung oder "
        "Nichtberücksichtigung im Verwaltungsverfahren er sich beschwert fühlt, anzugeben. § 87b Abs. 3 der "
        "Verwaltungsgerichtsordnung gilt entsprechend.",
        "Der*die Kläger*in hat innerhalb einer Frist von sechs Wochen die Tatsachen, durch deren Berücksichtigung "
        "oder Nichtberücksichtigung im Verwaltungsverfahren er*sie sich beschwert fühlt, anzugeben. § 87b Abs. 3 "
        "der Verwaltungsgerichtsordnung gilt entsprechend.",
    ),
]

KEPT = [
    # a speech or a report citing a law speaks of people it knows
    "Der Minister hat gestern gesagt, § 5 bleibe unberührt.",
    "Wir haben den Antragsteller nach § 5 angehört.",
    "Herr Minister, Sie haben § 5 geändert, und der Kanzler schweigt.",
    # germeval2014_wiki_news.txt:3553 — a court's case: one plaintiff, a completed act
    "3Soweit die jetzige Prozessbevollmächtigte des Klägers mit anwaltlichem Schriftsatz vom 30. Oktober 2006 "
    "eine Beschwerde angebracht hat, ist damit die Einlegungsfrist des § 133 Abs. 2 VwGO nicht gewahrt.",
    # gesetze_bund.txt:10472 — a bare predicate of a foundation
    "Mit der Eintragung der Verschmelzung in das Handelsregister des Sitzes der übertragenden Gesellschaft wird "
    "die gemäß § 1 Abs. 2 errichtete Stiftung an Stelle der bisherigen Aktionäre der übertragenden "
    "Aktiengesellschaft Aktionär der übernehmenden Gesellschaft.",
    # gesetze_bund.txt:12609 — a package insert beside a label: a thing
    "In diesem Falle sind das Etikett und der Einleger nach § 46 zusätzlich mit einem mindestens 5 mm breiten, "
    "orangefarbenen Streifen zu versehen, der von der linken unteren zur rechten oberen Ecke der mit der "
    "Kennfarbe gefärbten Fläche verläuft.",
    # the number of *den* + a weak or adjectival noun is a guess (accusative singular or dative plural):
    # gesetze_bund.txt:34168
    "Verrechnungsfähige Fürsorgekosten (§§ 8 bis 12 des Gesetzes) sind auch Fürsorgeleistungen, die den "
    "Angehörigen des Kriegsfolgenhilfe- Empfängers gewährt werden, soweit sie mit ihm in Familiengemeinschaft leben.",
    "Nach § 3 wird den Kollegen eine Zulage gezahlt.",
    # one office of a named body or a ministry: gesetze_bund.txt:27068, :11874
    "Absatz 16 der Bestimmungen findet Anwendung auf Missionen der Parlamentarischen Versammlung der OSZE, die in "
    "Abstimmung zwischen dem Präsidenten der Parlamentarischen Versammlung der OSZE und dem amtierenden "
    "Vorsitzenden der OSZE eingerichtet werden, einschließlich Missionen zur Überwachung und Beobachtung von Wahlen.",
    "I S. 17), zuletzt geändert durch das Einführungsgesetz zum Strafgesetzbuch, in Verbindung mit Artikel 129 "
    "Abs. 1 des Grundgesetzes der Bundesminister für Jugend, Familie und Gesundheit gemeinsam mit dem "
    "Bundesminister für Ernährung, Landwirtschaft und Forsten und hinsichtlich des § 8 auf Grund des § 17 Abs. 1 "
    "verordnet.",
    # the title of a cited law or treaty is a name: gesetze_bund.txt:32405 and two lines of the read (s12)
    "Gleichzeitig tritt die Verordnung über die Eignung der Ausbildungsstätte für die Berufsausbildung zum "
    "Fischwirt vom 21. Dezember 1978 (BGBl. I S. 2072), die durch Artikel 6 Absatz 17 des Gesetzes vom 23. Mai "
    "2017 (BGBl. I S. 1228) geändert worden ist, außer Kraft.",
    "I S. 1067) in der nach der Verordnung über die Höhe des Tage- und Übernachtungsgeldes und des "
    "Beschäftigungstagegeldes der Beamten vom 20. Dezember 1956 (Bundesgesetzbl.",
    "Diese Verordnung tritt an dem Tage in Kraft, an dem das Übereinkommen über den Status der "
    "Nordatlantikvertrags-Organisation, der nationalen Vertreter und des internationalen Personals vom 20. "
    "September 1951 gemäß seinem Artikel 26 Abs. 2 für die Bundesrepublik Deutschland in Kraft tritt.",
    # statute guards (gesetze_bund.txt:28710, :15528, :32704, :27903, :10682, :34962, :31699): roles only
    # public bodies hold, an office, an institution, an ordinal used as a noun, determiners whose star
    # forms are unsettled, a firm's seat
    "Die Vertretung des Dienstherrn bei Klagen aus dem Beamtenverhältnis wird den in § 2 Absatz 2 genannten "
    "Behörden übertragen, soweit sie nach dieser Anordnung für die Entscheidung über Widersprüche zuständig sind.",
    "Die Bestimmungen und Richtlinien des früheren Reichsausschusses und die vom früheren Reichsarbeitsminister "
    "an Stelle des Reichsausschusses erlassenen Bestimmungen bleiben nach § 3 in Kraft.",
    "Hat ein erstattungspflichtiger Leistungsträger vor Verkündigung dieses Gesetzes Leistungen erbracht, findet "
    "§ 104 Abs. 2 des Zehnten Buches Sozialgesetzbuch keine Anwendung.",
    "Träger nach § 21 des Dritten Buches Sozialgesetzbuch haben bei der Ausführung eines öffentlichen Auftrags "
    "über Aus- und Weiterbildungsdienstleistungen nach dem Zweiten oder Dritten Buch Sozialgesetzbuch ihren "
    "Arbeitnehmerinnen und Arbeitnehmern im pädagogischen Bereich in den Kalenderjahren 2019 bis 2022 mindestens "
    "das Entgelt nach § 4 zu zahlen.",
    "Ein anderes Betreuungsgericht, bei dem eine denselben Betroffenen betreffende Betreuungssache im ersten "
    "Rechtszug anhängig ist oder anhängig wird, hat dieses Verfahren von Amts wegen an das nach Absatz 1 Satz 1 "
    "zuständige Betreuungsgericht abzugeben.",
    "Für den Fall der Niederlassung eines solchen Staatsangehörigen gilt hinsichtlich der erforderlichen Fachkunde "
    "§ 36a Absatz 1 Satz 2 und Absatz 2 der Gewerbeordnung entsprechend.",
    "Die Zulassung ist zu erteilen, wenn kein Versagungsgrund nach Absatz 4 besteht, der Sitz des Antragstellers "
    "in einem EU- Mitgliedstaat liegt und der Antragsteller eine Erlaubnis nach § 6 Absatz 1 des Postgesetzes "
    "innehat.",
    # the legislature is a body (bundestag_reden_wp20.txt:13710)
    "Und natürlich ist der Gesetzgeber sogar dazu verpflichtet, zu typisieren, wenn er eine allgemeine abstrakte "
    "Entscheidung treffen soll.",
    # gesetze_bund.txt:31047 (the first read) — *denjenigen, welche … haben* is a dative plural: never
    # *den*diejenige*, a singular
    "Für choreographische und pantomimische Werke, bei denen der Bühnenvorgang in anderer Weise als schriftlich "
    "festgelegt ist, genießt der Urheber den Schutz der Übereinkunft gegenüber denjenigen nicht, welche vor dem "
    "Inkrafttreten der Übereinkunft das Werk erlaubterweise vervielfältigt, verbreitet oder öffentlich aufgeführt "
    "haben.",
    # something to do, no duty; a duty in the past: one player
    "Ein Polizist hat heute viel zu tun.",
    "Der Spieler war verpflichtet, dem Trainer zu folgen.",
    # a headline's singular before a genitive; peoples and towns; surnames
    "Präsident der Republik tritt zurück.",
    "Die Schweizer gewannen gegen die Österreicher.",
    "Die Frankfurter feierten den Sieg ihrer Eintracht.",
    "Die Fischer und Becker trafen sich.",
    # a singular: an acronym's compound with a singular verb; a headline; a predicate; a surname after a verb
    "Der SPD Politiker stimmte dagegen.",
    "Rapid holt Stürmer",
    "Er spielt Torwart.",
    "Die Kanzlerin trifft Präsident Macron.",
    "Das war vor 30 Jahren anders, sagt Raderbauer.",
]


@pytest.mark.parametrize(("source", "expected"), REWRITTEN)
def test_rewritten(source: str, expected: str) -> None:
    assert rewrite(source) == expected


@pytest.mark.parametrize("source", KEPT)
def test_kept(source: str) -> None:
    assert rewrite(source) == source
