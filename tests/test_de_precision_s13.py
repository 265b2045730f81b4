"""German precision in the default mode (issue 41, s13): not a person, number, half lists, pronouns.

Each class is a rule a careful editor states:
- a works named after its place (*die Hammerschmiede von Au*), a guidebook (*in jedem Reiseführer*), a
  hyphenated compound whose head is a thing (*Online-Foren*), a cited law's title closed by *in der
  Fassung*, a confederation or league (*die Eidgenossen schlossen 1499 Frieden*) are no people to rewrite;
- a counted group of a dated event before 1950 (*von zwei Treuhändern … 1891 entworfen*) is specific;
- number is read, never changed: the elided possessive *unsren Pfarrer* is one pastor, and the
  *als*-predicate of a plural-only controller is plural (*den Apothekern …, sich als Berater\\*innen*);
- *A wie B* joins two person nouns as *und* does: both rewritten or neither;
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
    # gnad10k_news:7905 — A wie B with only B readable as a plural: neither, rather than a half list
    "Zeidler: Ich möchte, dass mir Schüler wie Spieler in respektvoller Form ihre Meinung sagen, junge Menschen "
    "sollen sich zu Persönlichkeiten entwickeln.",
]


@pytest.mark.parametrize("text", KEPT)
def test_kept(text: str) -> None:
    assert rewrite(text) == text


REWRITTEN = [
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
