"""German precision in the default mode (issue 41, s13): not a person, number, half lists, pronouns.

Each class is a rule a careful editor states:
- a works named after its place (*die Hammerschmiede von Au*), a guidebook (*in jedem Reiseführer*), a
  hyphenated compound whose head is a thing (*Online-Foren*), a cited law's title closed by *in der
  Fassung*, a confederation or league (*die Eidgenossen schlossen 1499 Frieden*) are no people to rewrite;
- a counted group of a dated event before 1950 (*von zwei Treuhändern … 1891 entworfen*) is specific;
- number is read, never changed: the elided possessive *unsren Pfarrer* is one pastor, and the
  *als*-predicate of a plural-only controller is plural (*den Apothekern …, sich als Berater\\*innen*);
- *A wie B* joins two person nouns as *und* does: both rewritten or neither; a list partner that is a person
  compound the lexicon does not split (*Krimtataren*) keeps the list unchanged;
- a modal predicate of *er*/*du*/*ich* with no person noun before it is one person's (*Er muss ein Narr
  sein*); *Nachkommen* are epicene by the project's conventions;
- male kin (*Vettern*) and titles of rank (*Herzoge*, *Sultan*) state their gender; a slash pair
  (*Pfarrerinnen / Pfarrern*) is fair already; *pro Schüler* is one per head; a guessed *-er* word on a number
  (*Fünfhundertpfünder*) and an example of an artefact kind (*Skulpturen, wie z. B. … Grabwächter*) are things;
- a guessed *-ent*/*-or* word whose head is a thing (*Erwerbsminderungsrenten*) or that is a known word
  capitalised (*Angeboren*), archaic *ein Jeder*, a person named as a husband (*zum Mann haben*), members
  named in apposition (*die Kollegen Scheuer oder Dobrindt*) and a surname after a quotation's verb
  (*»…«, versetzte Werker*) stay;
- *die Demokraten* in a sentence about US politics is the party, as *die Republikaner* is;
- an adverb inside a singular phrase (*der jeweils zuständige*) is no plural evidence; a predicate before a
  clause-final copula of a lexically male subject (*jeder Mann ein Jäger wäre*) stays; *Flieger* on a journey
  is a plane; a trade named after its number (*Gewerbe Nummer 11 Gerüstbauer*) is a designation;
- a firm named after two places (*Hamburg-Mannheimer*) and a contest role in a stock-market report
  (*zu den Gewinnern gehört …, notieren*) are no people;
- the conjunct of a dative plural is plural (*von den Trainern und ihren Assistenten*); *einer solchen* is an
  article; *ist kurz davor/dabei, … zu* is a scene, no definition or duty; an *als*-role of an unnamed *sie*
  stays;
- a group whose masculine member stays (*einer seiner Mitarbeiter*) stays too;
- a list partner left masculine keeps the list unchanged (de10): an unread compound of a masculine person
  noun (*Tanz- und Musikmeister*), a compound of *Herr* (*Steuerherren*), a bare strong *-er* adjectival
  noun beside a singular (*Entweder Deutscher oder Türke*), a partner whose own edit is dropped
  (*zwischen Zeugen und Beschuldigtem*);
- a standalone *dieser* refers to the nearest masculine noun (*einen Vorschlag …, so beruht dieser*), and
  a pronoun points ahead only into the clause right after its own (*Als er noch herrschte, … jeder Große*).

Lines from the first halves of ``corpora/text/de`` (file and line in the comments) or written here.
"""

from __future__ import annotations

import pytest
from one_line import rewrite_line


def rewrite(text: str) -> str:
    return rewrite_line("de", text, "star")


KEPT = [
    # written: a works named after its place (a forge), singular or plural
    "Das Dorf klagte gegen die Hammerschmiede von Au, um sie zu schließen.",
    "Die Sensenschmiede von Piding wurden 1850 stillgelegt.",
    # germeval2014_wiki_news:413 — a guidebook
    "Ultima Thule - entferntester Norden - der Begriff, zu finden in jedem Island-Reiseführer, lockte Judith "
    "Hermann in den Norden, den entferntesten.",
    "Das steht im Reiseführer.",
    # gnad10k_news:9106 — Foren, the plural of Forum, at the head of a hyphenated compound
    "Auch Gerüchte über andere Plünderungen und Überfälle wurden in Online-Foren bereitwillig verbreitet.",
    # gesetze_bund:17887 — the title of a cited regulation, closed by "in der Fassung"
    "Das Bundesministerium des Innern kann den Wortlaut des Bundesbesoldungsgesetzes sowie den Wortlaut der "
    "Erschwerniszulagenverordnung und der Verordnung über die Gewährung von Mehrarbeitsvergütung für Beamte in "
    "der Fassung, die am ersten Tage des auf die Verkündung dieses Gesetzes folgenden Kalendermonats gilt, im "
    "Bundesgesetzblatt bekanntmachen.",
    # written: a confederation or league in a treaty or war
    "Die Eidgenossen schlossen 1499 mit dem Kaiser Frieden.",
    "Die Bündner besetzten 1622 das Veltlin.",
    # written: a counted group of office holders in a dated past event
    "Das Gebäude wurde von zwei Treuhändern der Universität 1891 entworfen.",
    "Die beiden Lehrer gründeten 1905 die Schule.",
    # written: an elided possessive with an accusative singular (one pastor)
    "Wir haben unsren Pfarrer sehr gern.",
    "Wir haben unsern Pfarrer sehr gern.",
    # tatoeba:57046, gerdracor_plays:20693 — a modal predicate of er/du: one person, not a rule
    "Er muss ein Narr sein, um so etwas zu machen.",
    "Und damit du meines höchsten Dankes Wert erkennst, so sollst du Unterfeldherr sein.",
    "Er könnte ein Spion sein.",
    # xquad_wikipedia:235, :434 — Nachkommen are epicene by the conventions (tests/data/real_text/de/README.md)
    "Friedrich Wilhelm, Kurfürst von Brandenburg, lud die Hugenotten ein, sich in seinen Gebieten niederzulassen, "
    "und eine Reihe ihrer Nachkommen stieg zu wichtigen Positionen in Preußen auf.",
    "Mit anderen Worten, sie beinhalten nicht alle Nachkommen, sondern nur die Nachkommen eines einzigen "
    "gemeinsamen Vorfahren.",
    # gerdracor_plays:2861 — male kin named beside female kin (Vettern, Basen)
    "Heute Abend kommen meine beiden Oheime und deine drei Muhmen, meine vier Vettern und deine beiden Basen, die "
    "werden dir den Kopf schon zurecht setzen.",
    # eltec_novels:39962, :43553 — titles of rank: rulers and nobles of their time, one or many
    "»Ich habe den Herzogen die Flucht gestattet«, antwortete Witiko.",
    "Dies ist der große Monarch, der mächtige und furchtbare Sultan von Indien.",
    # germeval2018_tweets:1600 — a pair written with a slash is fair already
    "Möglichkeit der Dienstzeitverlängerung von Pfarrerinnen / Pfarrern über das 65. Lebensjahr hinaus wird "
    "erörtert altkatholisch aksynode16",
    # gnad10k_news:8417 — pro + a bare noun is one per head, never a plural (whatever the clause's verb)
    "Am günstigsten sind angesichts der wenigen Wochenstunden die Volksschulen mit 7.000 Euro pro Schüler und "
    "Jahr, AHS-Unterstufen kommen auf 8.400 Euro, Neue Mittelschulen sowie berufsbildende Schulen auf rund "
    "11.400 Euro.",
    # multi30k:24832, gerdracor_plays:20138 — a member left as written keeps its group (no half line)
    "Ein Wissenschaftler zeigt auf einen Computerbildschirm während einer seiner Mitarbeiter hinschaut.",
    "Führts ihn hinüber ins rauschige Zimmer und legts ihn in das Bett, was ich hab herrichten lassen, wenn einem "
    "von meinen guten Freunden übel wird.",
    # eltec_novels:43891 — a guessed -er word on a number is a thing (cannons)
    "Gilmore beschießt jetzt Fort Moultrie bei Charleston aus glatten Fünfhundertpfündern – eine solche Bombe, "
    "fünfundzwanzig Zoll im Durchmesser, ist unter uns gefallen.",
    # xquad_wikipedia:624 — an example of a kind of artefact is a figure
    "Zu den bemerkenswerten Stücken gehören ein 2.000 Jahre alter Jadepferdekopf aus einer Bestattung, sowie "
    "andere Skulpturen, wie z. B. lebensgroße Grabwächter.",
    # bundestag_reden_wp20:41488, gesetze_bund:3589 — a guessed -ent word whose head is a thing (Renten)
    "Wie gestern im Ausschuss gezeigt, sind alle Fraktionen sich darin einig, dass wir die Verbesserung für "
    "die Rentenbezieherinnen von Erwerbsminderungsrenten im Bestand umsetzen wollen.",
    "Die Renten aus der Unfallversicherung und die Kriegsbeschädigtenrenten werden nach den §§ 4 bis 6 dieser "
    "Verordnung angepaßt.",
    # germeval2018_tweets:443 — a known word capitalised, no plural of a guessed Angebor
    "Biologische Eigenschaften sind Angeboren, Ideologien nicht.",
    # eltec_novels:1502 — archaic "ein jeder" has no star form for its article
    "Ein Jeder, auch der ärmste Häusler, war stolz darauf gewesen; jetzt war einem Jeden etwas genommen.",
    # gerdracor_plays:8388 — named as someone's husband
    "Sie soll einen rechten Tagdieb zum Mann haben.",
    # bundestag_reden_wp20:40657 — named members in apposition
    "Es waren dann am Ende weder die Bundeskanzlerin Merkel noch die CDU, die Kollegen Scheuer oder Dobrindt "
    "oder die Kommissionspräsidentin von der Leyen, die der EU mal in die Arme gefallen sind.",
    # eltec_novels:37515 — a surname after the verb of a quotation frame
    "»Doch fürchte nichts«, versetzte Werker, seine Augen eine Weile schließend.",
    # gnad10k_news:2313, :9317 — the US parties in a sentence about US politics
    "Mit dieser Stimmenzahl blockierten die Demokraten nun die von den Republikanern eingebrachte Resolution.",
    "Clinton liegt bei den Vorwahlen der Demokraten so weit vorne, dass ihre Nominierung zur "
    "Präsidentschaftskandidatin als sicher gilt.",
    # gesetze_bund:11893 — einer solchen: the article of an elided noun (Tätigkeit), no person
    "Mitglieder des Ministerrates, die nicht sofort eine andere Tätigkeit aufnehmen können bzw. die Aufnahme "
    "einer solchen mit einer Einkommensminderung verbunden ist, erhalten ein Übergangsgeld.",
    # multi30k:25277 — "ist kurz davor, … zu rennen": a caption's scene, no definition or duty
    "Ein Baseballspieler ist kurz davor, über eine Base zu rennen.",
    "Ein Arbeiter ist dabei, die Wand zu streichen.",
    # bundestag_reden_wp20:16844 — als-role of a "sie" the line does not name (peatlands)
    "Gleichzeitig sind sie Teil der Lösung im Kampf gegen den Klimawandel; denn sie entziehen als natürliche "
    "Klimaschützer der Atmosphäre CO2 und speichern es.",
    # gnad10k_news:10898 — a person compound the lexicon does not split (Krim|tataren) in the list: all or none
    "Erst vor fünf Wochen hatten vermutlich Krimtataren und ukrainische Extremisten die Halbinsel durch "
    "Anschläge vom Netz abgeschnitten.",
    # gesetze_bund:14849 — an adverb inside a singular phrase is no plural evidence (never Bundesminister*innen)
    "Der jeweils zuständige Bundesminister kann den Wortlaut eines durch dieses Gesetz geänderten Gesetzes im "
    "Bundesgesetzblatt bekanntmachen.",
    # gerdracor_plays:10342 — the predicate of a lexically male subject before a clause-final copula
    "Lisiska ist ein reizendes Ding ... einstweilen natürlich eingeschüchtert wie ein junges Rebhuhn ... als wenn "
    "jeder Mann ein Jäger wäre, der jedes einzige Huhn unbedingt gleich abschießen müßte ...",
    # germeval2014_wiki_news:2295 — a plane on a journey
    "Ein paar T-Shirts mehr, so flachst er, und sie können sich für den Rückweg einen Flieger leisten.",
    # gesetze_bund:15384 — a trade's name after its number in a list of trades
    "Die wesentliche Tätigkeit Aufstellen von Arbeits- und Schutzgerüsten des Gewerbes Nummer 11 Gerüstbauer der "
    "Anlage A zur Handwerksordnung darf auch das Gewerbe Nummer 33 Gebäudereiniger der Anlage B Abschnitt 1 zur "
    "Handwerksordnung ausüben.",
    # germeval2014_wiki_news:1119 — a firm named after two places
    "Die Hamburg-Mannheimer, der offizielle Versicherer der Fußball-WM, erwartet durch das Großereignis "
    "zusätzliche Einnahmen.",
    # germeval2014_wiki_news:726 — a contest role in a stock-market report is a listed company
    "Transocean (-1,8%), die am Vortag noch zu den klaren Gewinnern gehört hatten, notieren ebenfalls tiefer.",
    # gnad10k_news:7905 — A wie B with only B readable as a plural: neither, rather than a half list
    "Zeidler: Ich möchte, dass mir Schüler wie Spieler in respektvoller Form ihre Meinung sagen, junge Menschen "
    "sollen sich zu Persönlichkeiten entwickeln.",
    # a list partner left masculine keeps the list whole (de10): a compound the lexicon does not read whose
    # last part is a masculine person noun, after a truncated first part (gerdracor_plays:7096,
    # gnad10k_news:4296) ...
    "Ich halte ihnen ordentliche Meister, Tanz- und Musikmeister, denn da man mir sagte, daß in Schweden "
    "einmal eine Katzen-Musik war, so will ich mir das Plaisir machen, meine Katzen auf verschiedenen "
    "Instrumenten abrichten zu lassen.",
    "Nahezu parallel müssten dann die Stellen für Kuratoren, Museums- und Sammlungsleiter sowie die großen "
    "baulichen Maßnahmen ausgeschrieben und vergeben werden.",
    # ... a compound of *Herr* (germeval2014_wiki_news:369) ...
    "1561 wurde er Mitglied des „inneren“ beziehungsweise „kleinen Rats“, also des 15-köpfigen "
    "Patrizierrats, der aus seiner Mitte den Steuerherren und Bürgermeister stellte.",
    # ... a bare adjectival noun with the strong masculine ending beside a singular (germeval2018_tweets:954)
    "Entweder Deutscher oder Türke. Wer gerne türkisch leben möchte -Idee- ab in die Türkei. Dort könnt Ihr "
    "Erdogan dienen.",
    "Ob Deutscher oder Türke, jeder ist willkommen.",
    # ... and a partner whose own edit is dropped takes the list along (gnad10k_news:6527: *Zeugen* stays
    # with *zum Zeugen*; gesetze_bund:21829: the predicate *Staatssekretär* of *Vertreter* stays)
    "Er wurde lediglich zum Zeugen mit Rechtsbeistand erklärt, im französischen Strafrecht ein Status "
    "zwischen Zeugen und Beschuldigtem.",
    "Dessen Vertreter ist ein Staatssekretär oder ein Abteilungsleiter im Bundeskanzleramt.",
]


@pytest.mark.parametrize("text", KEPT)
def test_kept(text: str) -> None:
    assert rewrite(text) == text


REWRITTEN = [
    # a list whose truncated partner is a compound of the rewritten noun is rewritten whole (de10)
    ("Die Lehrer, Musik- und Sportlehrer kamen.", "Die Lehrer*innen, Musik- und Sportlehrer*innen kamen."),
    # the same rules leave today's people and plain plurals alone
    ("Viele Bündner fahren gern Ski.", "Viele Bündner*innen fahren gern Ski."),
    ("Die beiden Lehrer gründeten 2005 die Schule.", "Die beiden Lehrer*innen gründeten 2005 die Schule."),
    ("Die Ski-Lehrer klagen.", "Die Ski-Lehrer*innen klagen."),
    ("Wir danken unsren Lehrern.", "Wir danken unsren Lehrer*innen."),
    ("Unsre Lehrer sind streng.", "Unsre Lehrer*innen sind streng."),
    # the als-predicate of a plural-only controller is plural
    (
        "Das Gesetz gibt den Apothekern die Möglichkeit, sich als Berater zu spezialisieren.",
        "Das Gesetz gibt den Apotheker*innen die Möglichkeit, sich als Berater*innen zu spezialisieren.",
    ),
    # a standalone dieser: the nearest masculine noun is its antecedent (a proposal stays dieser)
    (
        "Hat der Streitmittler den Parteien einen Vorschlag zu unterbreiten, so beruht dieser auf den Akten.",
        "Hat der*die Streitmittler*in den Parteien einen Vorschlag zu unterbreiten, so beruht dieser auf den Akten.",
    ),
    (
        "Hat der Streitmittler den Parteien zu helfen, so muss dieser neutral sein.",
        "Hat der*die Streitmittler*in den Parteien zu helfen, so muss diese*r neutral sein.",
    ),
    # a generic subject's modal predicate is the rule's
    ("Wer das tut, muss ein Narr sein.", "Wer das tut, muss ein*e Närr*in sein."),
    ("Es muss ein Spion unter uns sein.", "Es muss ein*e Spion*in unter uns sein."),
    # a member starred with its rewritten group
    ("Einer der Besucher murmelt etwas.", "Eine*r der Besucher*innen murmelt etwas."),
    ("Es gibt Berufe wie Lehrer und Bauern.", "Es gibt Berufe wie Lehrer*innen und Bäuer*innen."),
    ("Die Achtundsechziger protestierten.", "Die Achtundsechziger*innen protestierten."),
    # guessed nouns with a person suffix stay people; places are no names in apposition
    ("Paläoklimatologen messen das Verhältnis.", "Paläoklimatolog*innen messen das Verhältnis."),
    ("Es gab zweihundert Bratschisten.", "Es gab zweihundert Bratschist*innen."),
    # gerdracor_plays:8424 (shortened) — a number word ending in -t is no verb of a quotation frame
    (
        "Denken Sie nur selbst – fünfhundert Sekondgeigen, zweihundert Bratschisten, hundert Violoncelle.",
        "Denken Sie nur selbst – fünfhundert Sekondgeigen, zweihundert Bratschist*innen, hundert Violoncelle.",
    ),
    ("Die Bürger Berlins und Hamburgs wählen.", "Die Bürger*innen Berlins und Hamburgs wählen."),
    ("Viele Demokraten in den USA sind enttäuscht.", "Viele Demokrat*innen in den USA sind enttäuscht."),
    # the second conjunct of a dative plural is a dative plural (ihren: never an accusative singular)
    (
        "Von den Juniorenbundestrainern und ihren Assistenten werden die entsprechenden Kader trainiert.",
        "Von den Juniorenbundestrainer*innen und ihren Assistent*innen werden die entsprechenden Kader trainiert.",
    ),
    ("Ein Lehrer ist ein Vorbild.", "Ein*e Lehrer*in ist ein Vorbild."),
    ("Tataren und Extremisten kamen.", "Tatar*innen und Extremist*innen kamen."),
    ("Die Gewinner erhalten einen Preis.", "Die Gewinner*innen erhalten einen Preis."),
    # the controller of an als-predicate is the clause's own subject (wer), not a plural before it
    (
        "Wer gegen Muslime hetzt, taugt nicht als Verteidiger gegen judenfeindliche Angriffe.",
        "Wer gegen Muslim*innen hetzt, taugt nicht als Verteidiger*in gegen judenfeindliche Angriffe.",
    ),
    # germeval2014_wiki_news:2527 — a device (Fern|sehern) is no unread person compound
    (
        "Eine kleine Elektronikfirma prellt ihre Kunden mit fehlerhaften Fernsehern, Anwälte suchen sich den "
        "besten Staat für eine lukrative Sammelklage - und sahnen ab.",
        "Eine kleine Elektronikfirma prellt ihre Kund*innen mit fehlerhaften Fernsehern, Anwält*innen suchen sich "
        "den besten Staat für eine lukrative Sammelklage - und sahnen ab.",
    ),
    (
        "Praktische Übungen können an Simulationspatienten, Simulatoren, am Phantom durchgeführt werden.",
        "Praktische Übungen können an Simulationspatient*innen, Simulatoren, am Phantom durchgeführt werden.",
    ),
    # a pronoun in a preposed clause points into the next clause only
    ("Als er kam, sagte jeder Lehrer etwas.", "Als er*sie kam, sagte jede*r Lehrer*in etwas."),
]


@pytest.mark.parametrize(("text", "expected"), REWRITTEN)
def test_rewritten(text: str, expected: str) -> None:
    assert rewrite(text) == expected


def test_singular_als_controller_is_no_plural_evidence() -> None:
    # dem Apotheker: one pharmacist, whose role stays the singular the text leaves (unchanged: specific)
    text = "Das Gesetz gibt dem Apotheker die Möglichkeit, sich als Berater zu spezialisieren."
    assert "Berater*innen" not in rewrite(text)


def test_pronoun_does_not_point_clauses_ahead() -> None:
    # gerdracor_plays:8883 (shortened) — the ruler of the first clause is nobody of the last one
    out = rewrite("Als er noch herrschte, waren wir Sachsen – jeglicher klein genug, daß jeder Große ihn fressen kann.")
    assert out.startswith("Als er noch herrschte")
