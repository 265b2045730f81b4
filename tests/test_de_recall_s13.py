"""German default mode (``--referents generic``), recall by class (s13): generic persons and groups the engine
used to leave, found on an unseen first-half read (seed 20261223), fixed by class. Sentences from the first
halves of ``corpora/text/de`` (file and line in the comments) or written for the class; none in the dev set.

1. Number evidence for bare plurals: a quantity word no singular count noun follows (*ein paar Freunde*,
   *soviel Moslems*), and a plural copula across its particles (*sind doch nur …*, *sind einfach Lügner*).
2. A sentence-opening capitalised adjective before a person noun is its attributive adjective (*Ehrenamtliche
   Richter dürfen …*), not an adjectival noun with a surname after it.
3. *als* + a strong *-er* adjective under a singular modal's passive (*Als ehrenamtlicher Bewährungshelfer …
   kann ein Soldat bestellt werden*) is a nominative singular; the infinitive *werden* is no plural copula
   (the line used to come out *Als ehrenamtlicher Bewährungshelfer\\*innen*, number flipped).
4. A share of a people (*die meisten Schweizer*, *viele Franzosen*) names persons, not a state or a team.
5. A law cited by a numbered part (*(Anlage 1)*, *Artikel 3*) or a formula of the laws (*Vorschriften dieses
   Abschnitts*, *zum Nachteil des Mieters*, *auf Verlangen*) is a statute's register, like *§* (not a role
   *mit Sitz* somewhere: a firm as much as a person). A bare noun opening a *zu*-infinitive after a comma is
   its object, a plural (*ist verpflichtet, Vertreter zur Prüfung zu entsenden*).
6. The standalone *einer*/*keiner* of a rewritten group, between a singular copula or modal and its verb at the
   sentence end, agrees with it (*Von meinen Schüler\\*innen ist keine\\*r durchgefallen*); after a
   preposition it is an article (*auf einer bühne.*, a typo's noun).
7. The role as a type, in a clause that is no report: an indefinite genitive after what any holder has (*der
   Job eines Polizisten*, *die Aufgabe eines Richters*), a definite singular of a text's audience (*dem Leser
   Rezepte liefern*, *der Verbraucher zahlt*); a possessive after a semicolon takes the masculine thing of its
   own part (*…; der Staat ist …, je wohlhabender seine Bürger sind*), so the generic citizen before it does
   not make it *seine\\*ihre*.
8. The *als* reading: a bare role after *als* is no surname after a verb nor a thing (*wegen Ausbleibens als
   Zeuge*, whose thing reading is only the old dative of *Zeug*; a nominalised infinitive's genitive,
   *Ausbleibens*, is no name either); *von … aus* is no preposition before the article the final check reads (*von deren Bezirk aus der Unternehmer sein Unternehmen betreibt*).

What stays: *wir sind … Freunde* (the speakers' own group), a people's name for its team, *der Abgeordnete
Richter* (a title and a surname), *der Beschäftigte Urlaub* (subject and object), an article *keiner* before
its noun.
"""

from __future__ import annotations

import pytest
from one_line import rewrite_line


def rewrite(text: str) -> str:
    return rewrite_line("de", text)


REWRITTEN = [
    # 1. quantity words and the plural copula across particles
    ("Ich habe ein paar Freunde in Amerika.", "Ich habe ein paar Freund*innen in Amerika."),
    # germeval2018_tweets.txt (first half): a colloquial quantity
    (
        "Könnte daran liegen das es doch nicht soviele Syrer gibt als sie es vorgaben....",
        "Könnte daran liegen das es doch nicht soviele Syrer*innen gibt als sie es vorgaben....",
    ),
    ("Abschieben es sind doch nur Moslems!!", "Abschieben es sind doch nur Moslem*innen!!"),
    ("Leute, die das tun, sind einfach Lügner.", "Leute, die das tun, sind einfach Lügner*innen."),
    # 2. the opening adjective of a person noun
    (
        "Ehrenamtliche Richter dürfen nicht benachteiligt werden.",
        "Ehrenamtliche Richter*innen dürfen nicht benachteiligt werden.",
    ),
    ("Ehrenamtliche Helfer werden gesucht.", "Ehrenamtliche Helfer*innen werden gesucht."),
    # 3. gesetze_bund.txt:31341 — als + strong -er under kann … bestellt werden: one person, the number kept
    (
        "Als ehrenamtlicher Bewährungshelfer (§ 56d des Strafgesetzbuches) kann ein Soldat bestellt werden.",
        "Als ehrenamtliche*r Bewährungshelfer*in (§ 56d des Strafgesetzbuches) kann ein*e Soldat*in bestellt werden.",
    ),
    # 4. a share of a people
    ("Die meisten Schweizer sprechen zwei Sprachen.", "Die meisten Schweizer*innen sprechen zwei Sprachen."),
    # 5. gesetze_bund.txt:24067 — a regulation citing its annex
    (
        "Das Bootszeugnis (Anlage 1) wird auf Antrag des Unternehmers erteilt.",
        "Das Bootszeugnis (Anlage 1) wird auf Antrag des*der Unternehmer*in erteilt.",
    ),
    (
        "Nach Artikel 3 hat der Arbeitgeber den Arbeitnehmer zu unterrichten.",
        "Nach Artikel 3 hat der*die Arbeitgeber*in den*die Arbeitnehmer*in zu unterrichten.",
    ),
    # gesetze_bund.txt (first half): formulas of the laws
    (
        "Eine zum Nachteil des Mieters von den Vorschriften dieses Abschnitts abweichende Vereinbarung ist unwirksam.",
        "Eine zum Nachteil des*der Mieter*in von den Vorschriften dieses Abschnitts abweichende Vereinbarung ist unwirksam.",
    ),
    (
        "Für Einzahlungen, die mittels Scheck erfolgen, wird eine Quittung nur auf Verlangen des Einzahlers ausgestellt.",
        "Für Einzahlungen, die mittels Scheck erfolgen, wird eine Quittung nur auf Verlangen des*der Einzahler*in ausgestellt.",
    ),
    (
        "Die Kammer ist verpflichtet, Vertreter zur Prüfung zu entsenden.",
        "Die Kammer ist verpflichtet, Vertreter*innen zur Prüfung zu entsenden.",
    ),
    # 8. the als reading
    (
        "Gegen einen Zeugen kann wegen Ausbleibens als Zeuge ein Ordnungsgeld festgesetzt werden.",
        "Gegen eine*n Zeug*in kann wegen Ausbleibens als Zeug*in ein Ordnungsgeld festgesetzt werden.",
    ),
    (
        "Zuständig ist die nach § 5 zuständige Stelle, von deren Bezirk aus der Unternehmer sein Unternehmen betreibt.",
        "Zuständig ist die nach § 5 zuständige Stelle, von deren Bezirk aus der*die Unternehmer*in sein*ihr "
        "Unternehmen betreibt.",
    ),
    # 6. the member of a rewritten group
    (
        "Von meinen Schülern ist keiner durchgefallen.",
        "Von meinen Schüler*innen ist keine*r durchgefallen.",
    ),
    # gnad10k_news.txt (first half): nobody of them can live on it
    (
        "Zudem erhalten die Staatsdiener der Ukraine nur ein paar Hundert Euro im Monat, davon kann keiner leben.",
        "Zudem erhalten die Staatsdiener*innen der Ukraine nur ein paar Hundert Euro im Monat, davon kann keine*r leben.",
    ),
    # 7. the role as a type
    ("Der Job eines Polizisten ist nicht attraktiv.", "Der Job eines*r Polizist*in ist nicht attraktiv."),
    (
        "Die Aufgabe eines Richters ist es, Recht zu sprechen.",
        "Die Aufgabe eines*r Richter*in ist es, Recht zu sprechen.",
    ),
    ("Wir wollen dem Leser Rezepte liefern.", "Wir wollen dem*der Leser*in Rezepte liefern."),
    ("Der Verbraucher zahlt am Ende die Zeche.", "Der*die Verbraucher*in zahlt am Ende die Zeche."),
    # bundestag_reden_wp20.txt (first half): the taxpayer as a type
    (
        "Daran, dass das Geld des deutschen Steuerzahlers in aller Welt verteilt wird, und zwar für ideologischen Irrsinn.",
        "Daran, dass das Geld des*der deutschen Steuerzahler*in in aller Welt verteilt wird, und zwar für ideologischen Irrsinn.",
    ),
    # eltec_novels.txt (first half): seine is the state's, the good citizen is generic
    (
        "Ein guter Bürger muß stets das Wohl des Staates vor Augen haben; der Staat ist aber desto kräftiger und "
        "glücklicher, je wohlhabender seine Bürger sind: also ist es die Pflicht eines guten Bürgers, sich zu bereichern.",
        "Ein*e gute*r Bürger*in muß stets das Wohl des Staates vor Augen haben; der Staat ist aber desto kräftiger "
        "und glücklicher, je wohlhabender seine Bürger*innen sind: also ist es die Pflicht eines*r guten "
        "Bürger*in, sich zu bereichern.",
    ),
]

KEPT = [
    # bundestag_reden_wp20.txt (first half): the formal Sie, one person, is no plural subject
    "Sie, Herr Mehmet Ali, sind ja Einrichtungsvertreter.",
    "Wir haben eine Statistik über die Erben als Erbe hinterlassen.",
    "Der Zeuge wurde wegen Ausbleibens als Zeuge verurteilt.",
    "Nach dem Spiel sprach Fischer von einem Erfolg.",
    "Er träumt davon, Lehrer zu werden.",
    # gesetze_bund.txt (first half): an employer with a seat abroad is a firm as much as a person
    "Die Rechtsnormen des TV Mindestlohn finden auch auf Arbeitsverhältnisse zwischen einem Arbeitgeber mit Sitz im "
    "Ausland und seinen im Geltungsbereich dieser Verordnung beschäftigten Arbeitnehmerinnen und Arbeitnehmern Anwendung.",
    "Das Auto eines Polizisten wurde beschädigt.",
    "Er war im Status eines Beamten.",
    "Der Leser, der uns schrieb, hatte recht.",
    "Wir sind doch nur Freunde.",
    "Die Schweizer gewannen 3:1 gegen Italien.",
    "Der Abgeordnete Richter sagte, er sei dagegen.",
    "Die Anlage 3 wurde vom Betreiber gebaut.",
    "Der Minister beruft sich auf Artikel 5 des Grundgesetzes.",
]


@pytest.mark.parametrize(("source", "expected"), REWRITTEN)
def test_rewritten(source: str, expected: str) -> None:
    assert rewrite(source) == expected


@pytest.mark.parametrize("source", KEPT)
def test_kept(source: str) -> None:
    assert rewrite(source) == source


def test_article_einer_after_a_preposition_stays() -> None:
    # multi30k.txt (first half): einer after a preposition is an article, also before a misspelt noun
    assert rewrite("Zwei Musiker stehen auf einer bühne.") == "Zwei Musiker*innen stehen auf einer bühne."


def test_article_keiner_before_its_noun_stays() -> None:
    assert rewrite("Die Lehrer haben keiner bekannten Schule geschrieben.") == (
        "Die Lehrer*innen haben keiner bekannten Schule geschrieben."
    )


def test_beschaeftigte_before_an_object_is_no_attribute() -> None:
    # subject and object: *Urlaub* is no person noun, so the adjectival noun keeps its own reading
    out = rewrite("Wenn der Beschäftigte Urlaub nimmt, zahlt der Arbeitgeber weiter.")
    assert "Beschäftigte Urlaub" in out
