"""Terminologies of gendered ↔ gender-neutral German terms (Hauser 2023 §3.1.1.1).

An entry maps a gendered term — masculine and feminine, singular and plural — to a gender-neutral term
for a singular and for a plural referent. Not every field must be filled, and the mapping is many-to-many:
the same gendered term appears in several entries (*Lehrer* → *Lehrkraft*, *Lehrperson*, *Lehrende*,
*Kollegium*, …) and the same neutral term serves several gendered ones.

Number matters: *die Studierenden* is neutral, *der Studierende* is not. Terms that decline like adjectives
are marked (``adjectival``), so the tools can tell the plural (neutral) from the masculine or feminine
singular (gendered) by their determiner and ending. A neutral plural may be a collective in the singular
(*Lehrerschaft*, *Kollegium*); ``neutral_pl_genus`` then gives its grammatical gender.

Formats read by :func:`load_terminology`:

- the fairwrite TSV (``#`` comments, a header row naming some of :data:`COLUMNS` — at least one
  gendered and one neutral term column; absent columns are empty) — the open terminology shipped with fairwrite is one (:func:`default_terminology`, ≥ 300
  entries written by the team, CC BY-SA 4.0);
- a plain ``term,alternative[,…]`` CSV as published by INCLUSIFY / geschicktgendern (any further columns
  are ignored): number and gender of each term are inferred with the german-nouns lexicon, and feminine
  forms are taken from an optional masculine → feminine pair list (``feminine_pairs``, e.g. DeReKo's
  ``masc,fem`` list) or formed with *-in*.
"""

from __future__ import annotations

import csv
import os
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache
from importlib import resources
from pathlib import Path

from fairwrite.de.agreement import lexicon_genus, noun_table
from fairwrite.errors import FairwriteError

GENDERED_FIELDS = ("masc_sg", "masc_pl", "fem_sg", "fem_pl")
NEUTRAL_FIELDS = ("neutral_sg", "neutral_pl")
TERM_FIELDS = GENDERED_FIELDS + NEUTRAL_FIELDS
COLUMNS = (*TERM_FIELDS, "neutral_sg_genus", "neutral_pl_genus", "adjectival", "kind", "lexical")

#: Social gender of each field's referent.
FIELD_GENDER = {
    "masc_sg": "masculine",
    "masc_pl": "masculine",
    "fem_sg": "feminine",
    "fem_pl": "feminine",
    "neutral_sg": "neutral",
    "neutral_pl": "neutral",
}
#: Number of each field's referent (a collective *Lehrerschaft* refers to a plural referent).
FIELD_NUMBER = {f: f.rsplit("_", 1)[1] for f in TERM_FIELDS}
GENDERS = ("masculine", "feminine")

DEFAULT_RESOURCE = "data/neutral_terminology.tsv"
#: Environment variable naming a terminology file that replaces the shipped one (CLI scorers, rewriter).
ENV_TERMINOLOGY = "FAIRWRITE_TERMINOLOGY"


def field_for(gender: str, number: str) -> str:
    """The field holding ``gender`` (masculine/feminine/neutral) terms of referent ``number`` (sg/pl)."""
    prefix = {"masculine": "masc", "feminine": "fem", "neutral": "neutral"}[gender]
    return f"{prefix}_{number}"


@dataclass(frozen=True)
class TermEntry:
    """One gendered ↔ neutral correspondence; see the module docstring."""

    masc_sg: str = ""
    masc_pl: str = ""
    fem_sg: str = ""
    fem_pl: str = ""
    neutral_sg: str = ""
    neutral_pl: str = ""
    neutral_sg_genus: str = ""
    neutral_pl_genus: str = ""
    adjectival: frozenset[str] = field(default_factory=frozenset)
    kind: str = ""
    #: The gendered terms carry lexical gender (*Vater*/*Mutter*, *Sohn*/*Tochter*): they name a person
    #: whose gender is stated, so ``referents="generic"`` leaves them alone.
    lexical: bool = False
    index: int = -1  # position in its terminology

    def term(self, name: str) -> str:
        return getattr(self, name)

    def is_adjectival(self, name: str) -> bool:
        """Whether the term in field ``name`` declines like an adjective (*Studierende*, *Angestellter*)."""
        return name in self.adjectival and " " not in self.term(name)

    def genus(self, name: str) -> str:
        """Grammatical gender of the term in field ``name``: ``m``/``f``/``n``, or ``pl`` for a plural."""
        if name == "neutral_sg":
            return self.neutral_sg_genus or _genus_of(self.neutral_sg, "f")
        if name == "neutral_pl":
            return self.neutral_pl_genus or "pl"
        if name.endswith("_pl"):
            return "pl"
        if self.is_adjectival(name):
            return "m" if name == "masc_sg" else "f"
        return _genus_of(self.term(name), "m" if name == "masc_sg" else "f")

    def grammatical_number(self, name: str) -> str:
        """``sg`` or ``pl`` — a collective neutral plural is grammatically singular."""
        return "pl" if self.genus(name) == "pl" else "sg"

    def plural_of(self, name: str) -> str:
        """The nominative plural belonging to the singular term in ``name`` (for inflection)."""
        partner = {"masc_sg": "masc_pl", "fem_sg": "fem_pl", "neutral_sg": "neutral_pl"}.get(name)
        if partner and self.grammatical_number(partner) == "pl":
            return self.term(partner)
        return ""

    def filled(self, names: Iterable[str] = TERM_FIELDS) -> Iterator[tuple[str, str]]:
        """``(field, term)`` for every non-empty term among ``names``."""
        for name in names:
            if self.term(name):
                yield name, self.term(name)

    def to_row(self) -> dict[str, str]:
        row = {c: getattr(self, c) for c in COLUMNS if c not in ("adjectival", "lexical")}
        row["adjectival"] = ",".join(f for f in TERM_FIELDS if f in self.adjectival)
        row["lexical"] = "yes" if self.lexical else ""
        return row


def _genus_of(term: str, fallback: str) -> str:
    head = term.split()[-1] if term else ""
    if head in ("Mädchen", "Fräulein"):
        return "n"
    return lexicon_genus(head) or fallback if head else fallback


@dataclass(frozen=True)
class Terminology:
    """An ordered collection of :class:`TermEntry` with look-ups by term."""

    entries: tuple[TermEntry, ...]
    name: str = ""

    def __post_init__(self) -> None:
        indexed = tuple(e if e.index == i else replace(e, index=i) for i, e in enumerate(self.entries))
        object.__setattr__(self, "entries", indexed)

    def __len__(self) -> int:
        return len(self.entries)

    def __iter__(self) -> Iterator[TermEntry]:
        return iter(self.entries)

    def __getitem__(self, index: int) -> TermEntry:
        return self.entries[index]

    def terms(self, names: Iterable[str] = TERM_FIELDS) -> dict[str, list[tuple[int, str]]]:
        """``term → [(entry index, field)]`` over the fields ``names``."""
        found: dict[str, list[tuple[int, str]]] = {}
        for entry in self.entries:
            for name, term in entry.filled(names):
                found.setdefault(term, []).append((entry.index, name))
        return found

    def gendered_terms(self, gender: str | None = None, number: str | None = None) -> list[str]:
        """Distinct gendered terms (optionally of one gender and/or referent number), in entry order."""
        names = [
            f
            for f in GENDERED_FIELDS
            if (gender is None or FIELD_GENDER[f] == gender) and (number is None or FIELD_NUMBER[f] == number)
        ]
        return list(self.terms(names))

    def alternatives(self, entries: Iterable[int], name: str) -> list[tuple[TermEntry, str]]:
        """``(entry, term)`` in field ``name`` of the given entries, without repeating a term."""
        seen: set[str] = set()
        out = []
        for index in entries:
            entry = self.entries[index]
            term = entry.term(name)
            if term and term not in seen:
                seen.add(term)
                out.append((entry, term))
        return out

    def to_tsv(self, path: str | os.PathLike[str]) -> Path:
        """Write in the fairwrite TSV format."""
        target = Path(path)
        with target.open("w", encoding="utf-8", newline="") as handle:
            writer = csv.DictWriter(handle, COLUMNS, delimiter="\t", lineterminator="\n")
            writer.writeheader()
            for entry in self.entries:
                writer.writerow(entry.to_row())
        return target


# --- loading ---------------------------------------------------------------------------------------


def _entry_from_row(row: Mapping[str, str], where: str) -> TermEntry:
    values = {c: (row.get(c) or "").strip() for c in COLUMNS}
    adjectival = frozenset(a.strip() for a in values.pop("adjectival").split(",") if a.strip())
    lexical = values.pop("lexical")
    if lexical not in ("", "yes"):
        raise FairwriteError(f"{where}: 'lexical' must be yes or empty, not {lexical!r}")
    unknown = adjectival - set(TERM_FIELDS)
    if unknown:
        raise FairwriteError(f"{where}: unknown field(s) in 'adjectival': {', '.join(sorted(unknown))}")
    for genus_column in ("neutral_sg_genus", "neutral_pl_genus"):
        if values[genus_column] not in ("", "m", "f", "n", "pl"):
            raise FairwriteError(f"{where}: {genus_column} must be m, f, n or pl, not {values[genus_column]!r}")
    if not any(values[f] for f in GENDERED_FIELDS) or not any(values[f] for f in NEUTRAL_FIELDS):
        raise FairwriteError(f"{where}: an entry needs at least one gendered and one neutral term")
    return TermEntry(adjectival=adjectival, lexical=lexical == "yes", **values)


def _read_tsv(path: Path, text: str) -> list[TermEntry]:
    lines = [line for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]
    reader = csv.DictReader(lines, delimiter="\t")
    header = set(reader.fieldnames or [])
    for kind, names in (("gendered", GENDERED_FIELDS), ("neutral", NEUTRAL_FIELDS)):
        if not header & set(names):
            raise FairwriteError(f"{path}: the terminology header has no {kind} column ({', '.join(names)})")
    return [_entry_from_row(row, f"{path}: entry {n}") for n, row in enumerate(reader, start=1)]


def _looks_like_tsv(text: str) -> bool:
    for line in text.splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            return "\t" in line and any(name in line.split("\t") for name in TERM_FIELDS)
    return False


def load_terminology(
    path: str | os.PathLike[str] | None = None,
    *,
    feminine_pairs: str | os.PathLike[str] | None = None,
    name: str | None = None,
) -> Terminology:
    """Read a terminology (fairwrite TSV or ``term,alternative`` CSV); ``None`` = the shipped default."""
    if path is None:
        return default_terminology()
    source = Path(path)
    if not source.is_file():
        raise FairwriteError(f"{source}: no such terminology file")
    text = source.read_text(encoding="utf-8-sig")
    if _looks_like_tsv(text):
        entries = _read_tsv(source, text)
    else:
        pairs = _read_pairs(Path(feminine_pairs)) if feminine_pairs else {}
        entries = _entries_from_pairs(source, text, pairs)
    if not entries:
        raise FairwriteError(f"{source}: the terminology is empty")
    return Terminology(tuple(entries), name=name or source.name)


@lru_cache(maxsize=1)
def _default() -> Terminology:
    resource = resources.files("fairwrite.de").joinpath(DEFAULT_RESOURCE)
    text = resource.read_text(encoding="utf-8")
    return Terminology(tuple(_read_tsv(Path(str(resource)), text)), name="fairwrite-neutral-de")


def default_terminology() -> Terminology:
    """The terminology named by ``$FAIRWRITE_TERMINOLOGY``, else the open one shipped with fairwrite."""
    override = os.environ.get(ENV_TERMINOLOGY)
    if override:
        return _cached_file(str(Path(override).resolve()))
    return _default()


@lru_cache(maxsize=8)
def _cached_file(path: str) -> Terminology:
    return load_terminology(path)


def resolve_terminology(terminology: Terminology | str | os.PathLike[str] | None) -> Terminology:
    """A :class:`Terminology` from an object, a path or ``None`` (the default)."""
    if isinstance(terminology, Terminology):
        return terminology
    if terminology is None:
        return default_terminology()
    return _cached_file(str(Path(terminology).resolve()))


# --- plain term,alternative lists (INCLUSIFY / geschicktgendern) -----------------------------------


def _read_pairs(path: Path) -> dict[str, str]:
    if not path.is_file():
        raise FairwriteError(f"{path}: no such masculine → feminine pair list")
    pairs: dict[str, str] = {}
    with path.open(encoding="utf-8-sig", newline="") as handle:
        for row in csv.reader(handle):
            if len(row) >= 2 and row[0].strip() and row[1].strip():
                pairs.setdefault(row[0].strip(), row[1].strip())
    return pairs


def _noun_numbers(term: str) -> tuple[str, str, str] | None:
    """``(singular, plural, genus)`` when ``term`` is a form of a noun german-nouns knows."""
    if " " in term:
        return None  # multi-word terms: their number is not inferred
    lexicon = noun_table()
    for genus, forms in lexicon.get(term):
        if forms.get(("nom", "sg")):
            return term, (forms.get(("nom", "pl")) or ("",))[0], genus
    # ``term`` may itself be a plural: find the lemma whose nominative plural it is.
    for lemma in lexicon.plurals.get(term, ()):
        for genus, forms in lexicon.get(lemma):
            if term in forms.get(("nom", "pl"), ()):
                return lemma, term, genus
    return None


def _is_adjectival_plural(term: str) -> bool:
    """A nominalised participle or adjective in the plural (*Studierende*, *Angestellte*, *Kundige*)."""
    if " " in term or not term[:1].isupper():
        return False
    if term.endswith("ende"):
        return True
    return term.endswith(("te", "ene", "ige", "iche")) and lexicon_genus(term) is None


def _entries_from_pairs(path: Path, text: str, pairs: Mapping[str, str]) -> list[TermEntry]:
    """Entries from ``term,alternative`` rows; numbers and genders inferred (see the module docstring)."""
    entries: list[TermEntry] = []
    for row in csv.reader(text.splitlines()):
        if len(row) < 2 or not row[0].strip() or not row[1].strip() or row[0].startswith("#"):
            continue
        gendered, neutral = row[0].strip(), row[1].strip()
        analysed = _noun_numbers(gendered)
        feminine = (analysed is not None and analysed[2] == "f") or gendered.endswith(("in", "innen"))
        prefix = "fem" if feminine else "masc"
        values: dict[str, str] = {}
        if analysed is None:
            values[f"{prefix}_sg"], referent = gendered, "sg"
        else:
            singular, plural, _ = analysed
            values[f"{prefix}_sg"], values[f"{prefix}_pl"] = singular, plural
            referent = "pl" if gendered == plural != singular else "sg" if gendered != plural else "both"
        if not feminine and values.get("masc_sg") in pairs:
            values["fem_sg"] = pairs[values["masc_sg"]]
            values["fem_pl"] = values["fem_sg"] + "nen" if values["fem_sg"].endswith("in") else ""
        adjectival: frozenset[str] = frozenset()
        alternative = _noun_numbers(neutral) if " " not in neutral else None
        if _is_adjectival_plural(neutral) or referent == "pl" or (
            referent == "both" and alternative is not None and alternative[1] == neutral != alternative[0]
        ):
            values["neutral_pl"] = neutral
            if _is_adjectival_plural(neutral):
                adjectival = frozenset({"neutral_pl"})
                values["neutral_pl_genus"] = "pl"
            elif alternative is not None and alternative[1] != neutral and alternative[2]:
                values["neutral_pl_genus"] = alternative[2]  # a singular collective (Kundschaft)
        else:
            values["neutral_sg"] = neutral
            if alternative is not None and alternative[0] == neutral:
                values["neutral_sg_genus"] = alternative[2]
                values["neutral_pl"] = alternative[1]
        entries.append(TermEntry(adjectival=adjectival, kind="user", **{k: v for k, v in values.items() if v}))
    if not entries:
        raise FairwriteError(f"{path}: no 'term,alternative' rows found")
    return entries


__all__ = [
    "COLUMNS",
    "ENV_TERMINOLOGY",
    "FIELD_GENDER",
    "FIELD_NUMBER",
    "GENDERED_FIELDS",
    "NEUTRAL_FIELDS",
    "TERM_FIELDS",
    "TermEntry",
    "Terminology",
    "default_terminology",
    "field_for",
    "load_terminology",
    "resolve_terminology",
]
