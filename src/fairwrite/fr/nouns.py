"""The person nouns French to-fair rewrites (``data/person_nouns.tsv``): masculine and feminine forms, and
whether a noun also names a thing. Read once, shared by the point and pair forms and the agreement rules."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from fairwrite.fr.morphology import _pluralise


@dataclass(frozen=True)
class Entry:
    """A person noun of the list: masculine and feminine singular, and whether it also names a thing."""

    masculine: str
    feminine: str
    ambiguous: bool = False

    @property
    def epicene(self) -> bool:
        return self.masculine.lower() == self.feminine.lower()

    @property
    def demonym(self) -> bool:
        return self.masculine[:1].isupper()


@lru_cache(maxsize=1)
def person_nouns() -> dict[str, tuple[Entry, bool | None]]:
    """Masculine forms (lower case) → (entry, plural?); ``None`` when singular and plural are one form."""
    table: dict[str, tuple[Entry, bool | None]] = {}
    text = resources.files("fairwrite.fr").joinpath("data", "person_nouns.tsv").read_text(encoding="utf-8")
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        masc, fem, *flags = line.split("\t")
        entry = Entry(masc, fem, "ambiguous" in flags)
        singular, plural = masc.lower(), _pluralise(masc.lower())
        if singular == plural:
            table[singular] = (entry, None)
        else:
            table[singular] = (entry, False)
            table[plural] = (entry, True)
    return table


def noun_feminine(entry: Entry, plural: bool) -> str:
    return entry.feminine + "s" if plural and not entry.feminine.endswith(("s", "x")) else entry.feminine
