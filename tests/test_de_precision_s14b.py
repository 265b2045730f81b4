"""German precision in the default mode, second round (issue 41, s14 de12): broad abstention levers measured
on the pooled judged reads (seven reads, the released s14 last read among them), each a class a careful
editor states in one sentence.

- **Number settled** (lever 2): a rewrite keeps the number the unchanged determiner and adjective endings
  settle: a masculine singular never follows *die*, nor *der* with an *-en* adjective (a genitive plural);
  a plural never follows an *-er* adjective after *ein*/*kein*/a possessive or a place's genitive.
- **Second party** (lever 3): a definite singular left masculine beside a rewritten generic is the
  statement's other party (*dem Beamten … eines Rechtspflegers*; *die Pädagogen … des Klienten*), so the
  sentence is left whole; beside a plural, a nominative (a subject, a speaker), an office, a noun with a
  genitive after it and a title before a name stay specific.
- **Few of a named body** (lever 4): a small count of members of a team or institution named by a name
  (*zwei Spieler der „Kieler Haie“*) are specific people.

Sentences written here, after the reads' classes (no held-out line).
"""

from __future__ import annotations

import pytest
from one_line import rewrite_line


def rewrite(text: str) -> str:
    return rewrite_line("de", text, "star")


LEFT = [
    # lever 2: the determiner settles a plural, a singular rewrite would flip it
    "Die Fotos der polizeibekannten Chaoten sollten öffentlich gezeigt werden.",
    "Am Ende werden die selbstgerechten Besserwisser die ersten sein, die umfallen.",
    # lever 2: an -er adjective after a place's genitive settles a singular
    "Sie einigten sich auf eine Regierung, in der Meier Kenias zweiter Premierminister werden sollte.",
    # lever 2: a noun right after a name is the name's office, a singular
    "Seiner Exzellenz Dr. Helmut Kohl Bundeskanzler der Bundesrepublik Deutschland Bonn",
    # lever 3: a definite singular beside a rewritten generic singular or plural
    "Der Lehrgang vermittelt dem Beamten die Kenntnisse, die zur Erfüllung der Aufgaben eines Prüfers erforderlich sind.",
    "Von den Therapeuten wird vor allem Respekt vor der Würde des Patienten erwartet.",
    "Die Urkunde wird Eigentum des Preisträgers und fällt nach seinem Tod an die Erben.",
    # lever 4: a few members of a body named by a name
    "Zwei Eishockeyspieler der „Kieler Haie“ unterhalten sich vor dem Spiel.",
    "Der Plan stammt von drei Beratern der Harvard University.",
]


@pytest.mark.parametrize("text", LEFT)
def test_left_unchanged(text: str) -> None:
    assert rewrite(text) == text


REWRITTEN = [
    # lever 2: the number the phrase shows is kept
    (
        "Die Fotos der gewalttätigen Randalierer wurden gezeigt.",
        "Die Fotos der gewalttätigen Randalierer*innen wurden gezeigt.",
    ),
    (
        "Ein erfahrener Gutachter muss das Gebäude prüfen.",
        "Ein*e erfahrene*r Gutachter*in muss das Gebäude prüfen.",
    ),
    # lever 3: beside a plural, a speaker, an office and the one office of a body stay specific
    (
        "Die Lehrer fordern mehr Zeit für die Schüler, sagte der Direktor.",
        "Die Lehrer*innen fordern mehr Zeit für die Schüler*innen, sagte der Direktor.",
    ),
    (
        "Die Anträge der Migranten seien gestiegen, ein Erfolg des Integrationsministers.",
        "Die Anträge der Migrant*innen seien gestiegen, ein Erfolg des Integrationsministers.",
    ),
    (
        "Einige Statisten wurden vom Direktor des Stadttheaters bereitgestellt.",
        "Einige Statist*innen wurden vom Direktor des Stadttheaters bereitgestellt.",
    ),
    # lever 4: a body named by a common noun, or no count: generic
    (
        "Zwei Direktoren der Zentralbank wurden angeklagt.",
        "Zwei Direktor*innen der Zentralbank wurden angeklagt.",
    ),
]


@pytest.mark.parametrize(("text", "expected"), REWRITTEN)
def test_rewritten(text: str, expected: str) -> None:
    assert rewrite(text) == expected
