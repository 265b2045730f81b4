"""German standalone *einer/keiner/jeder* and bare conjuncts in the default mode (issue 41, s12).

A standalone indefinite is starred only when it stands for a person of the sentence's generic reading:
- an accusative or dative *einen/keinen/einem/keinem* before a lowercase word is an article of an elided
  or later noun (or a thing), never a person to star;
- an article before an extended attribute (*einer durch die Wasser- und Schifffahrtsverwaltung
  zugelassenen Anlandung*) stays an article, across a coordinated prepositional phrase;
- one member of a group (*Drei Spieler laufen, einer in Weiß*) agrees with its group: a group the line
  keeps keeps the member.
A bare noun beside a conjunct that only a singular spells (*Kanzler und Bundesregierung*) is no plural.

Lines from the first halves of ``corpora/text/de`` (file and line in the comments) or written here.
"""

from __future__ import annotations

import pytest
from one_line import rewrite_line


def rewrite(text: str, form: str = "star") -> str:
    return rewrite_line("de", text, form)


KEPT = [
    # europarl_sample.txt:1076 — an article of a noun in lower case (an English phrase)
    "Wir wollen keinen closed shop .",
    # gnad10k_news.txt:6561 — keinen … Film: an article across an adverb
    "Es handelt sich um eine Live-Action-Produktion und keinen rein computeranimierten Film.",
    # bundestag_reden_wp20.txt:34272 — einer of the thefts, not a person
    "Liebe Kolleginnen und Kollegen, 2020: Ein junger Mann begeht acht Diebstähle, einer davon räuberisch.",
    # bundestag_reden_wp20.txt:41362 — one of the coalition partners (parties), which the line keeps
    "Aber ich sage Ihnen ganz ausdrücklich: Ein Grund dafür ist auch der Umstand, dass diese Bundesregierung von "
    "drei Partnern getragen wird, wovon mindestens einer immer dann den Finger mahnend erhebt.",
    # germeval2014_wiki_news.txt:397 — an article before an attribute with a capitalised place adjective
    "Der Wald ist zerschnitten von den Autobahnen A 2 und A 7. Beim Bau der A 7 in den 1970er Jahren wurden "
    "die Überreste einer im Ahltener Wald befindlichen Burg, der Olde Burg, zerstört.",
    # written: an elided noun after an accusative article (a plan, a schedule)
    "Da alles live ist, haben wir keinen ausführlichen veröffentlicht.",
    "Wir haben keinen genauen Plan, aber einen groben.",
    # written: an article before an attribute that holds a coordinated, truncated compound
    "Das gilt nicht im Rahmen einer durch die Wasser- und Schifffahrtsverwaltung zugelassenen Anlandung.",
    "Das folgt aus der Empfehlung einer im Apollo-Programm zu verwendenden Trägerrakete.",
    # written: one member of a group the line keeps (a gendered group; a person plural left as written)
    "In einem Bereich trainieren zwei Männer, einer in Uniform und einer in schwerer Kleidung.",
    "Drei Hockey Spieler zwei in roten einer in weißem Trikot laufen über den Rasen.",
    # written: einer with its own phrase in a story, no rewritten group before it: someone the story shows
    "Da kam einer mit Hut.",
    # written: an office beside a body, two singulars (never Kanzler*innen)
    "Kanzler und Bundesregierung haben in den letzten Wochen viele Entscheidungen getroffen.",
]


@pytest.mark.parametrize("line", KEPT)
def test_kept_as_written(line: str) -> None:
    assert rewrite(line) == line


REWRITTEN = [
    # gnad10k_news.txt:10438 — a named man is one of the helpers: einer stays masculine, the group is fair
    (
        "Der Kärntner Marco Haller, einer der Helfer bei Katjuscha, kam im nervösen Finish zu Fall.",
        "Der Kärntner Marco Haller, einer der Helfer*innen bei Katjuscha, kam im nervösen Finish zu Fall.",
    ),
    # written: the member agrees with a rewritten group
    ("Drei Spieler laufen, einer in weißem Trikot.", "Drei Spieler*innen laufen, eine*r in weißem Trikot."),
    # written: the same line without its full stop (the phrase's noun is the last token; it raised IndexError)
    ("Drei Spieler laufen, einer in weißem Trikot", "Drei Spieler*innen laufen, eine*r in weißem Trikot"),
    # written: a generic nobody, and a pronoun before punctuation, still starred
    ("Keiner hat etwas gesehen.", "Keine*r hat etwas gesehen."),
    ("Ich kenne keinen, der das kann.", "Ich kenne keine*n, der*die das kann."),
    # written: two bare plural conjuncts are a plural
    ("Lehrer und Schüler sind gekommen.", "Lehrer*innen und Schüler*innen sind gekommen."),
]


@pytest.mark.parametrize(("line", "expected"), REWRITTEN)
def test_rewritten(line: str, expected: str) -> None:
    assert rewrite(line) == expected


@pytest.mark.parametrize("line", ["Da hört einer zu", "Da kam einer mit Hut"])
def test_line_without_final_stop(line: str) -> None:
    """A line that ends right after *einer*'s *zu* or prepositional phrase (a tweet, a caption) is read as the
    same line with its full stop (both raised IndexError, ending the whole run)."""
    assert rewrite(line) == rewrite(line + ".")[:-1]
