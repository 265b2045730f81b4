"""German precision in the default mode (issue 41, s14): broad abstention levers measured on the pooled
judged reads, each a class a careful editor states in one sentence.

- **Left whole** (lever 1): a sentence in which one person noun is rewritten while another masculine
  person noun that may be generic stays as written (a list partner, another role of the same rule, a noun
  whose own edit was dropped) is left unchanged: half a sentence written is a broken line. Not counted as
  left: a specific singular the engine keeps (*der Lenker*, *ein Händler*, *vom Direktor*), the office of a
  following name, a place, a quoted word, a bare singular predicate (*ist Arzt*), a surname, and words the
  mention finder read as things (*andere Wirte* of a virus).
- **Left whole, pronouns**: the correlative of a *wer* clause left masculine while the referent's later
  pronoun is written, or a *dessen* after a rewritten singular with no other noun it could take up.
- **Number** (lever 2): a plural right after *der* needs a head it is the genitive of (*die Rechte der
  Gläubiger*); after a pronoun or a copula it is a nominative singular (*dass Du der Hüter … seist*), and
  after a name's word it is part of the name (*Task Force der … Theologen*).
- **Number** (lever 3): a bare *als*-role in a *zu*-infinitive takes its number from an object or
  controller elsewhere; written as a singular it is a guess (*Firmen als Großhändler einzustufen*).

Sentences written here, after the pooled reads' classes (no held-out line).
"""

from __future__ import annotations

import pytest
from one_line import rewrite_line


def rewrite(text: str) -> str:
    return rewrite_line("de", text, "star")


LEFT_WHOLE = [
    # lever 1: a list partner or another role of the same rule left masculine
    "In vielen Ländern dürfen nur Apotheker Arzneimittel abgeben, und Apotheker dürfen keine Geschäfte mit Ärzten machen.",
    "In manchen Staaten dürfen nur Apotheker Impfungen anbieten, während Ärzte sie überall anbieten dürfen.",
    "Nach dem Tode des Inhabers darf der Betrieb durch den Ehegatten, Lebenspartner oder die Erben weitergeführt werden.",
    # the number-flipped *dessen Kanzler\*innen* beside Diplomaten left masculine
    "Die Mitglieder des Gerichtshofs und dessen Kanzler genießen dieselben Vorrechte wie Diplomaten.",
    # lever 1 with lever 3: the dropped role leaves its controller unwritten too
    "Dies gibt den Apothekern die Möglichkeit, sich in ihrem Fach als Medikationsberater zu spezialisieren.",
    "Das Programm gibt den Pflegern die Möglichkeit, sich als Berater weiterzubilden.",
    # lever 1, pronouns: the wer referent's correlative left masculine while its later pronoun is written
    "Wer solche Bücher verbietet, der kennt sie nicht, und dann handelt er unehrlich.",
    # a dessen after a rewritten singular, with no other noun it could take up
    "Die Behörde kann von dem Antragsteller Auszüge verlangen oder mit dessen Einverständnis anfordern.",
    # lever 2: a singular after a pronoun; a name's word before der
    "Er meinte, dass Du der Hüter schwacher Völker seist.",
    "In der Task Force der katholischen Theologen arbeiten viele mit.",
    # lever 3
    "Die Daten dienen dazu, Firmen als Großhändler einzustufen.",
]


@pytest.mark.parametrize("text", LEFT_WHOLE)
def test_left_whole(text: str) -> None:
    assert rewrite(text) == text


REWRITTEN = [
    # a specific singular kept beside a rewritten group is another person, no half sentence
    ("Der Lenker hatte zuvor mehrere Fußgänger verletzt.", "Der Lenker hatte zuvor mehrere Fußgänger*innen verletzt."),
    (
        '"Viele Anleger dürften das als Signal sehen", sagte ein Händler.',
        '"Viele Anleger*innen dürften das als Signal sehen", sagte ein Händler.',
    ),
    (
        "Die Lehrer wünschen sich mehr Zeit für die Schüler, sagte der Direktor.",
        "Die Lehrer*innen wünschen sich mehr Zeit für die Schüler*innen, sagte der Direktor.",
    ),
    # the office of a following name, a bare singular predicate
    (
        "Zu den besten Sportlern des Landes gehört der Weltmeister David Rudisha.",
        "Zu den besten Sportler*innen des Landes gehört der Weltmeister David Rudisha.",
    ),
    ("Mein Bruder ist Arzt und er liebt seine Patienten.", "Mein Bruder ist Arzt und er liebt seine Patient*innen."),
    # titles before a country's or a user's name
    (
        "Europameister Frankreich und Weltmeister Spanien haben zusammen neun Trainer verschlissen.",
        "Europameister Frankreich und Weltmeister Spanien haben zusammen neun Trainer*innen verschlissen.",
    ),
    (
        "Der Vergleich mit Briefwählern in Graz: Danke User sandgassenhero für den Hinweis.",
        "Der Vergleich mit Briefwähler*innen in Graz: Danke User sandgassenhero für den Hinweis.",
    ),
    # a homograph read as a thing where it was found
    ("Die Virologen vermuteten noch andere Wirte des Virus.", "Die Virolog*innen vermuteten noch andere Wirte des Virus."),
    # lever 2 keeps genitives with a head, a partitive or a superlative before der
    ("Die Rechte der Gläubiger bleiben unberührt.", "Die Rechte der Gläubiger*innen bleiben unberührt."),
    (
        "Meine Meinung unterscheidet sich von den meisten der anderen Schüler in meiner Klasse.",
        "Meine Meinung unterscheidet sich von den meisten der anderen Schüler*innen in meiner Klasse.",
    ),
    # lever 3 leaves a role whose finite verb settles its number
    (
        "Wer gegen Ausländer hetzt, taugt nicht als Verteidiger der Demokratie.",
        "Wer gegen Ausländer*innen hetzt, taugt nicht als Verteidiger*in der Demokratie.",
    ),
    ("Als Politiker muss man viel aushalten.", "Als Politiker*in muss man viel aushalten."),
    # a correlative of wer beside another noun's edit only; a dessen that takes up a thing in between
    (
        "Wer Widerstand gegen Polizisten leistet, den bestraft das Gesetz.",
        "Wer Widerstand gegen Polizist*innen leistet, den bestraft das Gesetz.",
    ),
    (
        "Der Antragsteller muss das Formular ausfüllen, dessen Muster im Amt ausliegt.",
        "Der*die Antragsteller*in muss das Formular ausfüllen, dessen Muster im Amt ausliegt.",
    ),
    # every person noun of the sentence written: nothing left
    (
        "Auf der Tagung sprachen Richter und Staatsanwälte, aber auch Gutachter über die Reform.",
        "Auf der Tagung sprachen Richter*innen und Staatsanwält*innen, aber auch Gutachter*innen über die Reform.",
    ),
]


@pytest.mark.parametrize(("text", "expected"), REWRITTEN)
def test_rewritten(text: str, expected: str) -> None:
    assert rewrite(text) == expected


def test_all_mode_rewrites_what_it_finds() -> None:
    """The levers abstain in the default ``generic`` mode only; ``--referents all`` (the papers' benches)
    writes every person noun it finds."""
    from fairwrite.de.forward import make_rewriter

    out = make_rewriter(referents="all")(
        "Dies gibt den Apothekern die Möglichkeit, sich in ihrem Fach als Medikationsberater zu spezialisieren."
    )
    assert "den Apotheker*innen" in out and "Medikationsberater*in" in out
