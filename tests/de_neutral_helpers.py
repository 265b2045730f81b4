"""A small German corpus written for the gender-neutral tests: neutral, gendered, mixed and plain sentences."""

from __future__ import annotations

import itertools
from pathlib import Path

#: Entirely gender-neutral sentences (the targets of backward replacement).
NEUTRAL = [
    "Die Studierenden der Universität protestieren gegen die neuen Gebühren.",
    "Unsere Lehrkräfte bereiten den Unterricht sorgfältig vor.",
    "Die Mitarbeitenden erhalten im Dezember eine Prämie.",
    "Die Teilnehmenden werden gebeten, pünktlich zu erscheinen.",
    "Die Lehrkraft hat die Klassenarbeit korrigiert.",
    "Die Belegschaft hat dem neuen Vertrag zugestimmt.",
    "Wir danken allen Mitwirkenden für ihre Unterstützung.",
    "Die Forschenden haben eine neue Methode entwickelt.",
    "Die Kundschaft ist mit dem Service zufrieden.",
    "Eine neue Lehrkraft beginnt im Herbst an unserer Schule.",
    "Das Kollegium trifft sich jeden Montag.",
    "Die Schulleitung hat allen Familien einen Brief geschrieben.",
    "Viele Beschäftigte arbeiten inzwischen von zu Hause.",
    "Die Pflegekräfte im Krankenhaus sind erschöpft.",
    "Mit einer studierenden Person aus Wien habe ich lange gesprochen.",
]
#: Sentences with generic masculine or feminine terms only.
GENDERED = [
    "Der Lehrer erklärt die Aufgabe noch einmal.",
    "Die Studenten schreiben morgen eine Prüfung.",
    "Die Ärztinnen arbeiten seit Stunden ohne Pause.",
    "Ein neuer Mitarbeiter stellt sich heute vor.",
    "Den Kunden gefällt das neue Angebot.",
]
#: Gendered and neutral terms in one sentence: dropped by extraction.
MIXED = [
    "Die Studierenden und die Lehrer diskutieren über die Reform.",
    "Der Arzt und die Pflegekräfte kümmern sich um die Verletzten.",
]
#: No term of the terminology at all.
PLAIN = [
    "Das Wetter wird morgen sonnig und warm.",
    "Der Zug nach Berlin hat Verspätung.",
    "Im Garten blühen die ersten Rosen.",
    "Das Museum ist am Montag geschlossen.",
    "Die Preise für Strom sind gestiegen.",
    "Nach dem Regen war die Luft klar.",
]


def write_corpus(folder: Path) -> list[Path]:
    """The corpus as a text file (one document per line) and an OSCAR-style JSONL file."""
    import json

    folder.mkdir(parents=True, exist_ok=True)
    text = folder / "corpus.txt"
    text.write_text("\n".join(NEUTRAL[:8] + GENDERED[:3] + MIXED[:1] + PLAIN[:3]) + "\n", encoding="utf-8")
    jsonl = folder / "oscar.jsonl"
    rest = NEUTRAL[8:] + GENDERED[3:] + MIXED[1:] + PLAIN[3:]
    records = [{"content": " ".join(rest[i : i + 2]), "warc_headers": {"warc-record-id": f"doc-{i}"}}
               for i in range(0, len(rest), 2)]  # fmt: skip
    jsonl.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in records) + "\n", encoding="utf-8")
    return [text, jsonl]


#: Neutral plural terms and the verb phrases of a templated corpus for the tiny model.
_TERMS = ("Studierenden", "Lehrkräfte", "Mitarbeitenden", "Teilnehmenden", "Forschenden", "Pflegekräfte")
_PREDICATES = (
    "lesen das Buch", "schreiben einen Brief", "kommen heute später", "brauchen mehr Zeit",
    "arbeiten im Garten", "sehen das Haus", "kaufen die Zeitung", "besuchen das Museum",
)  # fmt: skip


def templated_neutral(repeat: dict[str, int] | None = None) -> list[str]:
    """Neutral sentences ``Die <term> <predicate>.``; ``repeat`` gives how many predicates each term gets."""
    sentences = []
    for term in _TERMS:
        count = (repeat or {}).get(term, len(_PREDICATES))
        for predicate in itertools.islice(itertools.cycle(_PREDICATES), count):
            sentences.append(f"Die {term} {predicate}.")
    return sentences
