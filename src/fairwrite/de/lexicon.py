"""German nouns and person nouns: Wiktionary paradigms (``german-nouns``) + INCLUSIFY pairs, built once, cached.

What it knows:

- every noun of ``german-nouns`` (~100k Wiktionary lemmas) as ``surface form → (gender, number)``
  readings, for agreement and antecedents;
- **person nouns**: masculine ↔ feminine lemma pairs (*Lehrer*/*Lehrerin*, *Arzt*/*Ärztin*,
  *Kollege*/*Kollegin*, *Bauer*/*Bäuerin*) from Wiktionary (a feminine *-in* noun with plural *-innen*
  whose masculine base exists, with umlaut and *-e* changes), from INCLUSIFY's DeReKo pairs and the
  seed nouns of Amrhein et al. (2023); the masculine case/number paradigm of each;
- **adjectival person nouns** (*Abgeordneter*/*Abgeordnete*, *Beamter*/*Beamtin*), whose endings follow
  the adjective declension;
- **compounds**: a person head (*Straßenbau|arbeiter*) or a person modifier (*Kunden|bindung*) is found
  by splitting at a known person noun when the rest is a known word; heads that name devices or
  animals as often as people (*-träger*, *-empfänger*, *-sänger*) count only when the whole compound is
  attested as a person noun;
- first names, surnames and place names (Wiktionary) for telling names from nouns; participle nouns
  (*Studierende*) via spaCy's German lemma lookup;
- the case × number paradigm of **every** noun (:class:`NounTable`, :attr:`Lexicon.nouns`), which the
  terminology tools need for neutral terms (*Lehrkraft*, *Kollegium*) and :mod:`fairwrite.de.agreement`
  inflects with.

This is the one reader of the ``german-nouns`` data: one build, one cache key. The noun table is
pickled beside the person-noun data and loaded only when first asked for, so the forward rewriter does
not pay for it.

Building reads ~25 MB of CSV (about 3 s); the result is pickled under ``$FAIRWRITE_CACHE`` (default
``~/.cache/fairwrite``) keyed by the input files (``de-lexicon-KEY.pkl`` and ``de-lexicon-KEY.nouns.pkl``),
and loads in well under a second afterwards.

>>> lex = lexicon()
>>> lex.person_noun("Arzt").fem, lex.person_noun("Kollegin").masc
('Ärztin', 'Kollege')
>>> [(r.noun.masc, r.gender, sorted(r.feats)[:2]) for r in lex.person_readings("Kollegen")][:1]
[('Kollege', 'm', [('acc', 'pl'), ('acc', 'sg')])]
>>> r = lex.person_readings("Kundenbindung")[0]; (r.noun.masc, r.suffix)
('Kunde', 'bindung')
>>> lex.masc_form(lex.person_noun("Bauer"), "dat", "pl"), lex.is_person("Kiefer"), lex.is_person("Innenstadt")
('Bauern', False, False)
"""

from __future__ import annotations

import csv
import gzip
import hashlib
import json
import os
import pickle
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path

from fairwrite.datadir import data_dir as find_data_dir
from fairwrite.de import words
from fairwrite.de.forms import join_compound
from fairwrite.de.morphology import CASES, DECLENSIONS, adjective_ending
from fairwrite.text.io import atomic_write

_words = str.split  # word lists are written as one string

LEXICON_VERSION = 27

#: Inflected adjectives the lemma tables miss: derivational suffixes that only make adjectives
#: (*venezolanischen*, *regionale*, *aktiven*, *nervöser*) plus a strong or weak ending. Suffixes that
#: also end verbs (*-ig*, *-lich*, *-bar*, *-haft*, *-los*: *beleidigen*, *offenbaren*, *verhaften*, *verlosen*)
#: count only with a strong ending no verb has (*hochrangiger*, *unabhängiges*, *unerklärlichem*).
_ADJECTIVE_SHAPE = re.compile(
    r"[a-zäöüß]{3,}(?:(?:isch|ell|iv|ös|är|al|ant|ent)(?:e|en|em|er|es)|(?:ig|lich|bar|sam|haft|los)(?:em|er|es))"
)

SLOTS = (
    ("nom", "sg"),
    ("gen", "sg"),
    ("dat", "sg"),
    ("acc", "sg"),
    ("nom", "pl"),
    ("gen", "pl"),
    ("dat", "pl"),
    ("acc", "pl"),
)
_SLOT_COLUMNS = [
    f"{c} {n}"
    for c, n in (
        ("nominativ", "singular"),
        ("genitiv", "singular"),
        ("dativ", "singular"),
        ("akkusativ", "singular"),
        ("nominativ", "plural"),
        ("genitiv", "plural"),
        ("dativ", "plural"),
        ("akkusativ", "plural"),
    )
]
_GENDER_BITS = {
    ("m", "sg"): 1,
    ("f", "sg"): 2,
    ("n", "sg"): 4,
    ("m", "pl"): 8,
    ("f", "pl"): 16,
    ("n", "pl"): 32,
}

#: Words with a Wiktionary/INCLUSIFY *-in* partner that are not (usually) people: animals, deities,
#: devices, broadcasters. They are never rewritten.
ANIMALS = frozenset(
    _words(
        """Hund Löwe Bär Wolf Fuchs Affe Esel Hase Tiger Kater Storch Schwan Pfau Hirsch Elefant Leopard
        Adler Falke Spatz Ganter Gänserich Erpel Hengst Stier Bulle Ochse Eber Rüde Bock Widder Hahn Kalb
        Hind Rind Kamel Frosch Vogel Fink Uhu Rabe Papagei Delfin Delphin Wal Hai Igel Biber Dachs Marder
        Luchs Puma Panther Jaguar Gepard Hamster Pinguin Koala Panda Elch Seehund Dackel Kuckuck Gockel
        Kakerlak Kakerlake Käfer Wurm Floh"""
    )
)
NON_PERSON = ANIMALS | frozenset(
    _words(
        """Gott Götze Riese Drache Teufel Dämon Engel Zwerg Kobold Geist Vampir Schlumpf Elb Elf Weps
        Sender Rechner Schalter Zähler Kreuzer Zerstörer Renner Roman Lautsprecher Fernseher Drucker Scanner
        Computer Roboter Tresor Dampfer Frachter Schlepper Trecker Kipper Laster Bagger Herr Knecht
        Mensch Mitmensch Fan Gast Pol As Eponym Januar Februar März April Mai Juni Juli August September
        Oktober November Dezember Bester Weiser Alternativer Marktführer Führerschein Lappe Linker Rechter
        Eifer Klassiker Liebling Kiste"""
    )
)
#: Heads that make a person modifier the name of a breed or species (*Schäfer|hund*, *Kaiser|pinguin*,
#: *Bauern|pferd*): such compounds are lexicalised and stay.
_ANIMAL_HEADS = ANIMALS | frozenset(_words("Pferd Pony Katze Kuh Schwein Huhn Ente Gans Taube Schaf Ziege Fisch"))
#: Masculine nouns spelt like the stem of a feminine person noun they do not pair with.
_NOT_PAIRED = frozenset(_words("Bot"))
#: Singular *-rat* compounds name councils (*der Stadtrat beschloss*); these are people.
PERSON_RAT = frozenset(
    _words(
        """Landrat Studienrat Oberstudienrat Regierungsrat Oberregierungsrat Amtsrat Hofrat Geheimrat
        Ministerialrat Kommerzienrat Sanitätsrat Justizrat Schulrat Kirchenrat Konsistorialrat Baurat"""
    )
)

#: Person heads that also end compounds naming devices, animals or ships (*Objektträger*, *Zaunkönig*,
#: *Fernsehempfänger*): such a compound counts as a person noun only when attested as one.
WEAK_HEADS = frozenset(
    _words("""Träger Halter Empfänger Sender Drucker Werfer Heber Treiber Spinner Sänger König Taucher Segler
    Melker Läufer Leiter Brenner Bohrer Stecher Binder Rechner Trainer Anhänger Dreher Wäscher Zähler
    Schalter Messer Wecker Kocher Öffner Fänger Schläger Melder Roller Schneider Brecher Lader Speicher
    Regler Verstärker Filter Kühler Stecker Teiler Lüfter Mischer Sauger Schieber Fresser Hüpfer
    Kriecher Springer Flieger Jäger Kreuzer Zerstörer Frachter Schlepper Renner Knaller Hocker Stürmer
    Wärter Schreiber Macher Setzer Leser Sucher Finder Geber Abnehmer Teilnehmer Gänger Reiter Fahrer
    Tänzer Weber Wender Walzer Zeiger Spieler Hüter Ritter Fürst Herr Meister Förderer Same""")
)

#: Noble titles: as the first part of a compound they name places and things (*Prinzenpark*,
#: *Kaiserpfalz*, *Grafenberg*), not the people.
_NOBLE = frozenset(_words("Prinz König Kaiser Fürst Graf Herzog Baron Zar Markgraf Kurfürst Landgraf"))
#: Person nouns that are never read as the first part of a compound.
_NO_MODIFIERS = NON_PERSON | _NOBLE | WEAK_HEADS
#: Compounds with a person modifier that are lexicalised (or organisations) and stay as they are
#: (statutory names among them: *Kurzarbeitergeld*, *Bürgergeld*).
LEXICALISED = frozenset(
    _words("""Bürgersteig Bürgerkrieg Bürgerkriege Bürgerkriegs Bürgerkrieges Königreich Kaiserreich Kaiserschnitt
    Herrgott Meisterwerk Meisterwerke Bauernhof Bauernhöfe Bauernhofs Bauernregel Bauernfängerei
    Kaiserwetter Königsweg Ritterschlag Hexenschuss Gastspiel Gastland Gasthaus Gasthof Gastronomie
    Studentenfutter Kinderspiel Künstlername Ärztekammer Bundesärztekammer Landesärztekammer
    Anwaltskammer Rechtsanwaltskammer Handwerkskammer Lehrerzimmer Führerschein Führerscheine
    Führerscheins Kaiserschmarrn Bürgermeisteramt Repräsentantenhaus Herrscherhaus
    Kurzarbeitergeld Kurzarbeitergeldes Kurzarbeitergelds Bürgergeld Bürgergeldes Bürgergelds
    Gendarmenmarkt Gendarmenmarkts Gendarmenmarktes Schützenpanzer Schützenpanzers Schützenpanzern
    Schützenfest Schützenfeste Schützenfestes Schützenfests Schützenfesten Schützengraben Schützengräben
    Schützengrabens""")
)
#: The last part of a compound that names a law or regulation (*Soldatenversorgungsgesetz*,
#: *Juristenausbildungsordnung*): statutes keep their official names.
_STATUTE = re.compile(r"(?:gesetz|verordnung|ordnung)(?:es|e|s|en)?$")
#: Heads after a person modifier that name institutions (organisations keep their names).
INSTITUTION_HEADS = (
    "verband",
    "verbände",
    "verbandes",
    "verbands",
    "kammer",
    "kammern",
    "bund",
    "bundes",
    "verein",
    "vereins",
    "vereine",
    "gewerkschaft",
    "gewerkschaften",
    "partei",
    "parteien",
    "union",
    "vereinigung",
    "zentrale",
    "zentralen",
    "organisation",
    "gesellschaft",
    "amt",
    "amtes",
    "amts",
    "ämter",
    "behörde",
    "ministerium",
    "ministeriums",
    "ministerien",
    "konferenz",
    "konferenzen",
)
#: Derivational suffixes that look like nouns after a person noun (*Lehrer|schaft*, *Bäcker|ei*).
_DERIVATIONAL = (
    "schaft",
    "tum",
    "ei",
    "ismus",
    "ität",
    "chen",
    "lein",
    "ling",
    "isch",
    "lich",
    "heit",
    "keit",
    "nis",
    "sal",
    "haft",
    "tät",
    "ie",
    "ien",
)


@dataclass(frozen=True)
class PersonNoun:
    """A masculine/feminine person noun pair; ``kind`` is ``noun``, ``adjectival`` (*Abgeordnete(r)*, no
    *-in*) or ``adjectival-in`` (*Beamter*/*Beamtin*: masculine declined like an adjective)."""

    masc: str
    fem: str
    kind: str = "noun"
    stem: str = ""  # adjectival nouns: the adjective stem (``Abgeordnet``)

    @property
    def fem_plural(self) -> str:
        return self.fem + "nen" if self.kind != "adjectival" else self.fem + "n"


@dataclass(frozen=True)
class PersonReading:
    """One analysis of a surface word as (part of) a person noun.

    ``gender`` is the grammatical gender of the surface word (``m`` generic masculine, ``f`` feminine);
    ``feats`` the possible ``(case, number)``; ``prefix`` is compound material before a person head
    (*Straßenbau* of *Straßenbauarbeiter*), ``suffix`` the material after a person modifier (*bindung*
    of *Kundenbindung*, which then is plural and ``role == "modifier"``). ``ending`` is the adjectival
    ending of adjectival nouns (``er`` of *Abgeordneter*).
    """

    noun: PersonNoun
    gender: str
    feats: frozenset[tuple[str, str]]
    prefix: str = ""
    suffix: str = ""
    role: str = "head"
    ending: str = ""

    @property
    def masc_lemma(self) -> str:
        """The masculine lemma with its compound prefix, lower case (*netzbetreiber* of
        *Netzbetreibern*): what the lists of compound ends and first parts are matched on."""
        return (self.prefix + self.noun.masc).lower()


#: Person suffixes of German and how a noun with each declines (:func:`_regular_paradigm`).
_PRODUCTIVE = (
    ("ist", "weak"),
    ("ent", "weak"),
    ("ant", "weak"),
    ("loge", "weak-e"),
    ("eur", "eur"),
    ("or", "or"),
    ("er", "er"),
)
#: Endings that look like person suffixes on words that are not: *Statement*, *Playlist*; plurals of *Amt*
#: (*Landesversorgungsämter*); surnames made from place names (*Matzenberger*, *Lobheimer*, *Meierbacher*),
#: which name one person, never a generic group; firms in *-versicherer*, *-versorger* (*Krankenversicherer*).
_NOT_PRODUCTIVE = (
    "ment", "list", "liste", "ämter",
    "berger", "burger", "heimer", "bacher", "dorfer", "hauser", "walder",
    "versicherer", "versorger",
    # devices and quantities in -or (Lichtmaschinen|kommutator, Generator, Transistor): no agents
    "kommutator", "generator", "transformator", "akkumulator", "kondensator", "reaktor", "motor", "indikator",
    "oszillator", "isolator", "katalysator", "vibrator", "ventilator", "radiator", "separator", "simulator",
    "regulator", "modulator", "emulator", "aktuator", "inkubator", "detektor", "sensor", "rotor", "sektor",
    "faktor", "vektor", "tensor", "prozessor", "kompressor", "konnektor", "transistor", "thyristor",
    "resistor", "kollektor", "reflektor", "projektor", "traktor", "akzeptor", "rezeptor", "inhibitor",
)  # fmt: skip


_PLURAL_ENDINGS = ("e", "en", "n", "es", "s", "er", "ern")


def _animal(noun: str) -> bool:
    """Whether ``noun`` is a form of an animal in :data:`_ANIMAL_HEADS` (*Hund*, *Hunde*, *Pinguinen*,
    *Wölfe*: the umlaut of a plural undone)."""
    if noun in _ANIMAL_HEADS:
        return True
    return any(
        stem[:-k] in _ANIMAL_HEADS and stem[-k:] in _PLURAL_ENDINGS
        for stem in (noun, _deumlaut_last(noun))
        for k in (1, 2, 3)
    )


def _regular_paradigm(lemma: str, kind: str) -> tuple[str, ...]:
    """The forms of a regular masculine noun in the order of :data:`SLOTS` (nom gen dat acc sg, then pl)."""
    if kind == "weak":  # Sexist, des/dem/den Sexisten, die Sexisten
        return (lemma, *([lemma + "en"] * 7))
    if kind == "weak-e":  # Soziologe, des Soziologen
        return (lemma, *([lemma + "n"] * 7))
    if kind == "eur":  # Friseur, des Friseurs, die Friseure, den Friseuren
        return (lemma, lemma + "s", lemma, lemma, lemma + "e", lemma + "e", lemma + "en", lemma + "e")
    if kind == "or":  # Assessor, des Assessors, die Assessoren
        return (lemma, lemma + "s", lemma, lemma, *([lemma + "en"] * 4))
    return (lemma, lemma + "s", lemma, lemma, lemma, lemma, lemma + "n", lemma)  # Ausstatter


def _hash(word: str) -> int:
    return int.from_bytes(hashlib.blake2b(word.encode("utf-8"), digest_size=8).digest(), "little")


class HashSet:
    """A compact, quickly unpickled set of strings: sorted 64-bit hashes (numpy), optional byte values."""

    def __init__(self, items: dict[str, int] | Iterable[str]) -> None:
        # heavy (numpy): imported on first use
        import numpy as np

        values = items if isinstance(items, dict) else dict.fromkeys(items, 1)
        pairs = sorted((_hash(k), v) for k, v in values.items())
        self.keys = np.array([k for k, _ in pairs], dtype=np.uint64)
        self.values = np.array([v for _, v in pairs], dtype=np.uint8)

    def get(self, word: str, default: int = 0) -> int:
        # heavy (numpy): imported on first use
        import numpy as np

        h = np.uint64(_hash(word))
        i = int(np.searchsorted(self.keys, h))
        if i < len(self.keys) and self.keys[i] == h:
            return int(self.values[i])
        return default

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self.get(word, 0) != 0

    def __len__(self) -> int:
        return len(self.keys)


_LEMMA_BIT = 64

_TABLE_CASES = {"nominativ": "nom", "akkusativ": "acc", "dativ": "dat", "genitiv": "gen"}
#: ``{(case, number): forms}`` of one noun reading.
Forms = dict[tuple[str, str], tuple[str, ...]]


class NounTable:
    """Every noun of german-nouns as lemma → readings ``(genus, Forms)``; each reading is kept as one
    encoded string and decoded on first access (the table holds ~90k lemmas)."""

    def __init__(self, rows: dict[str, list[tuple[str, str]]], plurals: dict[str, tuple[str, ...]]) -> None:
        self._rows = rows
        self.plurals = plurals  # nominative plural → lemmas
        self._decoded: dict[str, list[tuple[str, Forms]]] = {}

    def get(self, lemma: str) -> list[tuple[str, Forms]]:
        found = self._decoded.get(lemma)
        if found is None:
            found = [(genus, _decode(encoded)) for genus, encoded in self._rows.get(lemma, ())]
            self._decoded[lemma] = found
        return found

    def __contains__(self, lemma: str) -> bool:
        return lemma in self._rows


def _encode(forms: Forms) -> str:
    return ";".join(f"{case}.{number}=" + "|".join(v) for (case, number), v in forms.items())


def _decode(encoded: str) -> Forms:
    forms: Forms = {}
    for item in encoded.split(";") if encoded else ():
        key, _, values = item.partition("=")
        case, _, number = key.partition(".")
        forms[(case, number)] = tuple(values.split("|"))
    return forms


class _TableBuilder:
    """Collects the :class:`NounTable` while :func:`_build` reads the CSV (one pass over the data)."""

    def __init__(self, header: list[str]) -> None:
        self.slots: list[tuple[int, tuple[str, str]]] = []
        for i, name in enumerate(header):
            parts = name.replace("*", "").split()
            if len(parts) >= 2 and parts[0] in _TABLE_CASES and parts[1] in ("singular", "plural"):
                if len(parts) == 3 and not parts[2].isdigit():
                    continue  # stark / schwach / gemischt columns of adjectival nouns: rules do those
                self.slots.append((i, (_TABLE_CASES[parts[0]], "sg" if parts[1] == "singular" else "pl")))
        self.rows: dict[str, list[tuple[str, str]]] = {}
        self.plurals: dict[str, list[str]] = {}

    def add(self, row: list[str]) -> None:
        pos = row[1]
        if "Nachname" in pos or "Vorname" in pos or "Toponym" in pos or "adjektivische Deklination" in pos:
            return
        genus = next((g for g in row[2:7] if g in ("m", "f", "n")), "")
        forms: dict[tuple[str, str], list[str]] = {}
        for i, key in self.slots:
            if i < len(row) and row[i] and row[i] not in forms.setdefault(key, []):
                forms[key].append(row[i])
        compact = {k: tuple(v) for k, v in forms.items() if v}
        self.rows.setdefault(row[0], []).append((genus, _encode(compact)))
        for plural in compact.get(("nom", "pl"), ()):
            if plural != row[0] and row[0] not in self.plurals.setdefault(plural, []):
                self.plurals[plural].append(row[0])

    def table(self) -> NounTable:
        return NounTable(self.rows, {k: tuple(v) for k, v in self.plurals.items()})


@dataclass
class _Data:
    noun_bits: dict[str, int] = field(default_factory=dict)  # surface → gender/number bits (64: a lemma)
    paradigms: dict[str, tuple[str, ...]] = field(default_factory=dict)  # masc person lemma → 8 forms
    masc_to_fem: dict[str, str] = field(default_factory=dict)
    fem_to_masc: dict[str, str] = field(default_factory=dict)
    adjectival: dict[str, str] = field(default_factory=dict)  # stem → kind ('adjectival' / 'adjectival-in')
    attested_fem: set[str] = field(default_factory=set)  # every Wiktionary f lemma ending in -in
    first_names: set[str] = field(default_factory=set)
    surnames: set[str] = field(default_factory=set)
    toponyms: set[str] = field(default_factory=set)
    participles: set[str] = field(default_factory=set)  # lower-case *-nde* forms of participles
    vocabulary: set[str] = field(default_factory=set)  # lower-case lemmas (any POS) and verb stems
    adjectives: set[str] = field(default_factory=set)  # lower-case inflected adjective forms
    surface: dict[str, tuple[tuple[str, str, int, str], ...]] = field(default_factory=dict)

    def compact(self) -> _Data:
        """Replace the big string sets by :class:`HashSet` (what gets pickled)."""
        self.noun_bits = HashSet(self.noun_bits)  # type: ignore[assignment]
        self.participles = HashSet(self.participles)  # type: ignore[assignment]
        self.vocabulary = HashSet(self.vocabulary)  # type: ignore[assignment]
        self.adjectives = HashSet(self.adjectives)  # type: ignore[assignment]
        return self


def _deumlaut_last(word: str) -> str:
    for a, b in (("äu", "au"), ("ä", "a"), ("ö", "o"), ("ü", "u"), ("Ä", "A"), ("Ö", "O"), ("Ü", "U")):
        i = word.rfind(a)
        if i >= 0:
            return word[:i] + b + word[i + len(a) :]
    return word


def _sources(data_dir: Path | None) -> dict[str, Path | None]:
    # heavy (german-nouns): imported on first use
    from german_nouns.config import CSV_FILE_PATH

    try:
        # heavy (spacy-lookups-data): imported on first use
        import spacy_lookups_data

        lookup: Path | None = Path(spacy_lookups_data.__file__).parent / "data" / "de_lemma_lookup.json.gz"
    except ImportError:  # pragma: no cover - a dependency, but stay usable without it
        lookup = None
    shared = data_dir
    return {
        "nouns": Path(CSV_FILE_PATH),
        "inclusify": (shared / "lexicons/inclusify/dereko_unified_checked.csv") if shared else None,
        "seeds": (shared / "lexicons/de_gender_fair_seed_nouns.json") if shared else None,
        "lookup": lookup,
    }


def _fingerprint(sources: dict[str, Path | None]) -> str:
    h = hashlib.sha256(f"v{LEXICON_VERSION}".encode())
    for name, path in sorted(sources.items(), key=lambda kv: kv[0]):
        if path is not None and path.exists():
            st = path.stat()
            h.update(f"{name}:{path}:{st.st_size}:{int(st.st_mtime)}".encode())
        else:
            h.update(f"{name}:-".encode())
    return h.hexdigest()[:16]


def cache_dir() -> Path:
    """Where built lexicons are cached (``$FAIRWRITE_CACHE`` or ``$XDG_CACHE_HOME/fairwrite``)."""
    if os.environ.get("FAIRWRITE_CACHE"):
        return Path(os.environ["FAIRWRITE_CACHE"])
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "fairwrite"


def _build(sources: dict[str, Path | None]) -> tuple[_Data, NounTable]:
    data = _Data()
    masc_rows: dict[str, tuple[str, ...]] = {}
    fem_in: set[str] = set()
    adjectival_m: dict[str, str] = {}
    adjectival_f: set[str] = set()
    with open(sources["nouns"], encoding="utf-8", newline="") as handle:  # type: ignore[arg-type]
        reader = csv.reader(handle)
        header = next(reader)
        col = {name: i for i, name in enumerate(header)}
        slot_cols = [
            [col[name]]
            + [col[f"{name} {k}"] for k in ("1", "2", "3", "4") if f"{name} {k}" in col]
            + [col[f"{name}*"]]
            for name in _SLOT_COLUMNS
        ]
        adj_cols = [[col[f"{name} {k}"] for k in ("stark", "schwach", "gemischt")] for name in _SLOT_COLUMNS]
        noun_table = _TableBuilder(header)
        for row in reader:
            lemma, pos = row[0], row[1]
            if "Substantiv" in pos:
                noun_table.add(row)
            if not lemma or "Substantiv" not in pos:
                continue
            if "Vorname" in pos:
                data.first_names.add(lemma)
                continue
            if "Nachname" in pos:
                data.surnames.add(lemma)
                continue
            if "Toponym" in pos:
                data.toponyms.add(lemma)
                continue
            if "Eigenname" in pos or "Wortverbindung" in pos or "Abkürzung" in pos or " " in lemma:
                continue
            genders = {g for g in row[2:7] if g in ("m", "f", "n")}
            if not genders:
                continue
            data.noun_bits[lemma] = data.noun_bits.get(lemma, 0) | _LEMMA_BIT
            if "adjektivische Deklination" in pos:
                data.noun_bits[lemma] |= 128
            adjectival = "adjektivische Deklination" in pos
            forms: list[str] = []
            for slot, (cols, acols) in enumerate(zip(slot_cols, adj_cols, strict=True)):
                values = [row[c] for c in cols if row[c]]
                if adjectival:
                    values += [row[c] for c in acols if row[c]]
                forms.append("|".join(dict.fromkeys(values)))
                number = SLOTS[slot][1]
                bits = 0
                for g in genders:
                    bits |= _GENDER_BITS[(g, number)]
                for v in values:
                    data.noun_bits[v] = data.noun_bits.get(v, 0) | bits
            if adjectival:
                if "m" in genders and lemma.endswith("er"):
                    adjectival_m[lemma[:-2]] = lemma
                elif "f" in genders and lemma.endswith("e"):
                    adjectival_f.add(lemma[:-1])
                continue
            if (
                "m" in genders
                and lemma not in masc_rows
                and forms[0]
                and all(f.split("|")[0][:1].isupper() for f in forms if f)
            ):
                masc_rows[lemma] = tuple(forms)
            if "f" in genders and lemma.endswith("in") and forms[4].split("|")[0].endswith("innen"):
                fem_in.add(lemma)
    data.attested_fem = set(fem_in)

    def add_pair(masc: str, fem: str, *, override: bool = False) -> None:
        if masc in NON_PERSON or fem in NON_PERSON or masc.lower().endswith(("mann", "ling")):
            # animals, devices; -mann/-frau words pair lexically (Kaufmann/Kauffrau); -ling nouns
            # (Flüchtling, Lehrling, Häftling) have no -in partner in use (*Flüchtlingin* is a slip)
            return
        for animal in ANIMALS:
            prefix = masc[: -len(animal)]
            if len(animal) >= 3 and masc.endswith(animal.lower()) and len(prefix) >= 2:
                bits = data.noun_bits.get(prefix, 0) | data.noun_bits.get(prefix.rstrip("s"), 0)
                if bits & _LEMMA_BIT:
                    return  # Eisbär, Schäferhund, Polizeihund: compounds with an animal head
        if override or masc not in data.masc_to_fem:
            data.masc_to_fem[masc] = fem
        if override or fem not in data.fem_to_masc:
            data.fem_to_masc[fem] = masc

    # Wiktionary pairs: a feminine -in noun whose masculine base exists (with umlaut / -e changes)
    for fem in sorted(fem_in):
        stem = fem[:-2]
        candidates = [
            *([stem + "er"] if stem.endswith("er") else []),  # Zauberin: Zauberer (der Zauber is a thing)
            stem,
            stem + "e",
            _deumlaut_last(stem),
            _deumlaut_last(stem) + "e",
            stem + "er",
            stem + "r",
        ]
        if stem.endswith("ess"):
            candidates.append(stem[:-3])
        for masc in candidates:
            if masc in masc_rows and masc not in _NOT_PAIRED:  # Botin: Bote, not Bot (a program)
                # Bäuerin over the rare Bauerin: the umlauted feminine is the standard one
                add_pair(masc, fem, override=not masc.startswith(stem))
                break
        else:
            if stem in adjectival_m:  # Beamtin ↔ Beamter
                data.adjectival[stem] = "adjectival-in"
                add_pair(adjectival_m[stem], fem)
    # adjectival person nouns without -in (Abgeordneter/Abgeordnete)
    for stem, masc in adjectival_m.items():
        if stem in data.adjectival:
            continue
        if masc not in NON_PERSON:  # with or without a feminine entry (Betroffener, Einzelner)
            data.adjectival[stem] = "adjectival"
    # INCLUSIFY (DeReKo) pairs and seed nouns: Wiktionary wins where both exist
    inclusify = sources.get("inclusify")
    if inclusify is not None and inclusify.exists():
        with open(inclusify, encoding="utf-8", newline="") as handle:
            for row in csv.reader(handle):
                if len(row) >= 2 and row[0] and row[1].endswith("in") and row[0][:1].isupper():
                    masc, fem = row[0].strip(), row[1].strip()
                    if masc in data.masc_to_fem or " " in masc:
                        continue
                    if masc[:-2] in adjectival_m and masc.endswith("er"):
                        data.adjectival[masc[:-2]] = "adjectival-in"
                    add_pair(masc, fem)
    seeds = sources.get("seeds")
    if seeds is not None and seeds.exists():
        for masc in json.loads(seeds.read_text(encoding="utf-8")):
            # not when the feminine already pairs with another masculine (Wucherin: Wucherer, not Wucher)
            if masc not in data.masc_to_fem and masc + "in" in fem_in and masc + "in" not in data.fem_to_masc:
                add_pair(masc, masc + "in")
    # paradigms of the masculine person nouns (compounds missing from Wiktionary borrow their head's)
    for masc in list(data.masc_to_fem):
        if masc in masc_rows:
            data.paradigms[masc] = masc_rows[masc]
    for masc in list(data.masc_to_fem):
        if masc in data.paradigms or masc[:-2] in data.adjectival:
            continue
        for k in range(1, len(masc) - 2):
            head = masc[k].upper() + masc[k + 1 :]
            if head in data.paradigms:
                prefix = masc[:k]
                data.paradigms[masc] = tuple(
                    "|".join(prefix + v[0].lower() + v[1:] for v in f.split("|")) if f else ""
                    for f in data.paradigms[head]
                )
                break
        else:
            data.masc_to_fem.pop(masc, None)
    data.fem_to_masc = {f: m for f, m in data.fem_to_masc.items() if m in data.masc_to_fem}
    # participles and a general vocabulary from spaCy's German lemma lookup
    lookup = sources.get("lookup")
    if lookup is not None and lookup.exists():
        with gzip.open(lookup, "rt", encoding="utf-8") as handle:
            table: dict[str, str] = json.load(handle)
        adjective_lemmas: set[str] = set(_words(_ORDINALS))
        for form, lemma in table.items():
            low = form.lower()
            ll = lemma.lower()
            if (
                ll.endswith("end")
                and low.startswith(ll)
                and low.endswith(("nde", "nden", "nder", "ndem", "ndes"))
            ):
                data.participles.add(low)
            data.vocabulary.add(ll)
            if form.islower() and low.startswith(ll) and low != ll and _ADJ_TAIL.fullmatch(low[len(ll) :]):
                adjective_lemmas.add(ll)  # neuen ← neu, ehemaligen ← ehemalig, streikenden ← streikend
            if ll.endswith("en") and len(ll) > 4:
                data.vocabulary.add(ll[:-2])
            elif ll.endswith(("ern", "eln")) and len(ll) > 4:
                data.vocabulary.add(ll[:-1])
        # every ending of every adjective (the lookup misses some: neue, junge, kleine), and
        # irregular forms whose lemma is an adjective (besten ← gut)
        for lemma in adjective_lemmas:
            for tail in ("e", "en", "er", "es", "em"):
                data.adjectives.add(lemma + tail)
        for form, lemma in table.items():
            if form.islower() and lemma in adjective_lemmas and form.endswith(("e", "en", "er", "es", "em")):
                data.adjectives.add(form)
    data.vocabulary.update(w.lower() for w, bits in data.noun_bits.items() if bits & _LEMMA_BIT)
    _index_surface(data)
    return data.compact(), noun_table.table()


_ORDINALS = "erst zweit dritt viert fünft sechst siebt acht neunt zehnt letzt nächst"
_ADJ_TAIL = re.compile(r"(?:er|st)?(?:e|en|er|es|em)")
_FEAT_BITS = {slot: 1 << i for i, slot in enumerate(SLOTS)}


def _feats_to_bits(feats: Iterable[tuple[str, str]]) -> int:
    bits = 0
    for f in feats:
        bits |= _FEAT_BITS[f]
    return bits


def _bits_to_feats(bits: int) -> frozenset[tuple[str, str]]:
    return frozenset(slot for slot, b in _FEAT_BITS.items() if bits & b)


def _index_surface(data: _Data) -> None:
    """surface form → ``(masc lemma, gender, feature bits, adjectival ending)`` for every person noun."""
    surface: dict[str, list[tuple[str, str, int, str]]] = {}

    def adjectival(masc: str, stem: str, gender: str) -> None:
        feats: dict[str, set[tuple[str, str]]] = {}
        for declension in DECLENSIONS:
            for number in ("sg", "pl"):
                for case in CASES:
                    feats.setdefault(adjective_ending(declension, case, number, gender), set()).add(
                        (case, number)
                    )
        for ending, fs in feats.items():
            surface.setdefault(stem + ending, []).append((masc, gender, _feats_to_bits(fs), ending))

    sg = _feats_to_bits((c, "sg") for c in ("nom", "gen", "dat", "acc"))
    pl = _feats_to_bits((c, "pl") for c in ("nom", "gen", "dat", "acc"))
    for masc, fem in data.masc_to_fem.items():
        if masc.endswith("er") and data.adjectival.get(masc[:-2]) == "adjectival-in":
            adjectival(masc, masc[:-2], "m")
        else:
            by_form: dict[str, set[tuple[str, str]]] = {}
            for slot, forms in enumerate(data.paradigms[masc]):
                for form in forms.split("|") if forms else ():
                    by_form.setdefault(form, set()).add(SLOTS[slot])
            for form, feats in by_form.items():
                surface.setdefault(form, []).append((masc, "m", _feats_to_bits(feats), ""))
        surface.setdefault(fem, []).append((masc, "f", sg, ""))
        surface.setdefault(fem + "nen", []).append((masc, "f", pl, ""))
    for stem, kind in data.adjectival.items():
        if kind == "adjectival":
            adjectival(stem + "er", stem, "m")
            adjectival(stem + "er", stem, "f")
    for form, entries in list(surface.items()):
        bits = data.noun_bits.get(form, 0)
        if bits & _LEMMA_BIT and not bits & 128 and all(e[3] for e in entries):
            # Weise (manner), Alternative, Deutsche (language): a regular noun, not an adjectival person
            del surface[form]
    data.surface = {k: tuple(v) for k, v in surface.items()}


class Lexicon:
    """Queries over the built data; get the shared instance with :func:`lexicon`."""

    def __init__(self, data: _Data, *, data_dir: Path | None = None) -> None:
        self._d = data
        self._data_dir = data_dir
        self._regular: dict[str, tuple[str, ...]] = {}  # paradigms of productive person nouns (_productive)
        self._nouns: dict[str, PersonNoun] = {}
        for masc, fem in data.masc_to_fem.items():
            kind = (
                "adjectival-in"
                if masc.endswith("er") and data.adjectival.get(masc[:-2]) == "adjectival-in"
                else "noun"
            )
            noun = PersonNoun(masc, fem, kind, masc[:-2] if kind != "noun" else "")
            self._nouns[masc] = noun
            self._nouns.setdefault(fem, noun)
        for stem, kind in data.adjectival.items():
            if kind == "adjectival":
                noun = PersonNoun(stem + "er", stem + "e", "adjectival", stem)
                self._nouns[noun.masc] = noun
                self._nouns.setdefault(noun.fem, noun)

    @cached_property
    def nouns(self) -> NounTable:
        """The paradigm of every noun (loaded on first use: the forward rewriter needs person nouns only)."""
        return _load(self._data_dir, "nouns")

    @lru_cache(maxsize=65536)  # noqa: B019 - one shared instance lives for the process
    def _surface(self, word: str) -> tuple[PersonReading, ...]:
        entries = self._d.surface.get(word, ())
        return tuple(
            PersonReading(self._nouns[masc], gender, _bits_to_feats(bits), ending=ending)
            for masc, gender, bits, ending in entries
            if masc in self._nouns
        )

    # -- nouns ---------------------------------------------------------------------------------------------

    def noun_genders(self, word: str) -> set[tuple[str, str]]:
        """``(gender, number)`` readings of a surface noun (compounds by their head)."""
        bits = self._d.noun_bits.get(word, 0)
        if not bits:
            head = self._head_noun(word)
            bits = self._d.noun_bits.get(head, 0) if head else 0
        return {gn for gn, b in _GENDER_BITS.items() if bits & b}

    def is_noun(self, word: str) -> bool:
        """Whether ``word`` is a known noun form (or a compound ending in one)."""
        return word in self._d.noun_bits or bool(self._head_noun(word))

    @lru_cache(maxsize=65536)  # noqa: B019 - one shared instance lives for the process
    def _head_noun(self, word: str) -> str:
        for k in range(3, len(word) - 2):
            head = word[k].upper() + word[k + 1 :]
            if head in self._d.noun_bits and self._valid_prefix(word[:k]):
                return head
        return ""

    def is_first_name(self, word: str) -> bool:
        return word in self._d.first_names

    def word_class(self, word: str) -> str | None:
        """What the lexicon alone says a capitalised ``word`` can be, out of context: ``person`` (a
        person-noun reading), ``thing`` (a known noun with a reading no person reading explains: *Wende*,
        f., beside the m. *Wende*, a Wend; *Leiter*, the ladder), ``name`` (a surname, first name or
        place), joined by ``-`` when it can be several (``person-thing-name``), or None (not capitalised,
        or unknown). A model's input feature: the rules' word knowledge, which a tagger cannot learn for
        rare words."""
        if len(word) < 3 or not word[:1].isupper() or not word.isalpha():
            return None
        readings = self.person_readings(word)
        listed = self._d.noun_bits.get(word, 0)
        kinds = []
        if readings:
            kinds.append("person")
            person = {(r.gender, number) for r in readings for _, number in r.feats}
            if listed and self.noun_genders(word) - person:
                kinds.append("thing")
        elif listed:
            kinds.append("thing")
        if self.is_surname(word) or self.is_toponym(word) or self.is_first_name(word):
            kinds.append("name")
        return "-".join(kinds) or None

    def gender_class(self, word: str) -> str:
        """The grammatical genders and numbers ``word`` has as a noun (``f.sg m.pl m.sg``; empty when not
        a known noun): with a determiner, what tells *der Wende* (f.) from *der Lehrer* (m.)."""
        return " ".join(f"{gender}.{number}" for gender, number in sorted(self.noun_genders(word)))

    def is_surname(self, word: str) -> bool:
        return word in self._d.surnames

    def is_toponym(self, word: str) -> bool:
        return word in self._d.toponyms

    def is_listed_noun(self, word: str) -> bool:
        """Whether ``word`` is a noun form the lexicon lists itself, or any lemma it knows (not a compound
        it only guesses from its head: *Geiringer* is Gei|ringer only by guess, a name)."""
        return word in self._d.noun_bits or self.in_vocabulary(word)

    def in_vocabulary(self, word: str) -> bool:
        """Whether the lower-cased word is a known lemma or verb stem of any part of speech."""
        return word.lower() in self._d.vocabulary

    def is_adjective_form(self, word: str) -> bool:
        """Whether the lower-case ``word`` is an inflected adjective or participle (*neuen*, *streikende*)."""
        low = word.lower().rsplit("-", 1)[-1].lstrip("0123456789")  # 32-jährigen, 54jährige
        return low in self._d.adjectives or low in words.IRREGULAR_ADJECTIVES or bool(_ADJECTIVE_SHAPE.fullmatch(low))

    def is_participle_noun(self, word: str) -> bool:
        """*Studierende*, *Lehrenden*, *Mitarbeitende*: a capitalised present participle used as a noun."""
        low = word.lower()
        if low not in self._d.participles:
            stem = word.rstrip("nrms")
            # Auszubildende: an adjectival person noun built on a present participle
            return stem.endswith("nde") and self._d.adjectival.get(stem[:-1]) == "adjectival"
        base = word
        while base and not base.endswith("nde"):
            base = base[:-1]
        bits = self._d.noun_bits.get(base, 0)
        return not (bits & _LEMMA_BIT and not bits & 128)

    # -- person nouns --------------------------------------------------------------------------------------

    def person_noun(self, lemma: str) -> PersonNoun | None:
        """The pair a masculine or feminine lemma belongs to."""
        return self._nouns.get(lemma)

    def person_pairs(self) -> Iterable[tuple[str, str]]:
        """All ``(masculine, feminine)`` lemma pairs."""
        return self._d.masc_to_fem.items()

    def is_person(self, word: str) -> bool:
        """Whether ``word`` (any case/number, compounds included) is a person noun or person modifier."""
        return bool(self.person_readings(word))

    @lru_cache(maxsize=131072)  # noqa: B019
    def person_readings(self, word: str) -> tuple[PersonReading, ...]:
        """All readings of ``word`` as a person noun (see :class:`PersonReading`)."""
        direct = self._surface(word)
        if direct:
            return direct
        if len(word) < 5 or not word[:1].isupper() or word in LEXICALISED or word in NON_PERSON:
            return ()
        bits = self._d.noun_bits.get(word, 0)
        if not bits and word.lower() in self._d.vocabulary:
            # Mittlerweile, Gleichwohl: a capitalised adverb, no noun at all (Assessor: a noun spaCy knows)
            return self._productive(word, agents=False)
        if not bits and word.lower() in self._d.adjectives:
            return ()  # der Gemeinsamen Agrarpolitik: a capitalised adjective of a name, no Gemein|same
        heads = self._compound_head(word)
        if heads and bits:
            # an attested word: its own genders must allow the person reading (not Fahr|zeuge, n.)
            # and, for an agent noun in -er (the suffix also makes devices), the lexicon lists its feminine:
            # a listed compound without one names a thing called after what it does (Rasenmäher,
            # Herzschrittmacher; but Klassenlehrer/Klassenlehrerin, Sendbote)
            known = {gn for gn, b in _GENDER_BITS.items() if bits & b}
            heads = tuple(
                r
                for r in heads
                if any((r.gender, n) in known for _, n in r.feats)
                and (not r.noun.masc.endswith("er") or join_compound(r.prefix, r.noun.fem) in self._d.noun_bits)
            )
        found = heads or self._compound_modifier(word)
        return found or (() if bits else self._productive(word))

    def _paradigm(self, masc: str) -> tuple[str, ...]:
        return self._d.paradigms.get(masc) or self._regular[masc]

    def _productive(self, word: str, *, agents: bool = True) -> tuple[PersonReading, ...]:
        """A person noun the lexicon lacks, formed with a person suffix (*Sexist*, *Assessor*, *Ausstatter*,
        *Spaßverderber*): regular paradigm, feminine in *-in*. Only for words unknown as any noun, and
        agent nouns in *-er* only on a verb (or noun) stem: *-er* also makes tools and devices
        (*Bohrer*), and those the lexicon lists."""
        head = self._head_noun(word)
        if len(head) >= 6 and len(word) - len(head) >= 4:
            return ()  # Bestands|renten, Interoperabilitäts|komponenten: a compound of a known noun (As|soren: no)
        for suffix, kind in _PRODUCTIVE if agents else _PRODUCTIVE[:-1]:
            for cut in ("", "s", "n", "en"):
                lemma = word[: len(word) - len(cut)]
                if not word.endswith(cut) or not lemma.endswith(suffix) or len(lemma) < 6 + (kind == "or"):
                    continue  # Hervor, Zuvor: adverbs
                paradigm = _regular_paradigm(lemma, kind)
                feats = frozenset(slot for slot, form in zip(SLOTS, paradigm, strict=True) if form == word)
                if not feats or not self._productive_lemma(lemma, suffix):
                    continue
                if lemma not in self._nouns:
                    fem = (lemma[:-1] if kind == "weak-e" else lemma) + "in"
                    self._nouns[lemma] = PersonNoun(lemma, fem)
                    self._regular[lemma] = paradigm
                return (PersonReading(self._nouns[lemma], "m", feats),)
        return ()

    def _productive_lemma(self, lemma: str, suffix: str) -> bool:
        if (
            self._d.noun_bits.get(lemma, 0)
            or len(self._head_noun(lemma)) >= 4  # Wahlplakat: a compound of a known noun (not Sex|ist)
            or lemma in self._d.surnames
            or lemma in self._d.first_names
            or lemma in self._d.toponyms
            or lemma.lower().endswith(_NOT_PRODUCTIVE)
        ):
            return False
        if suffix != "er":
            return True
        if self.is_adjective_form(lemma.lower()) or self.is_toponym(lemma[:-2]):
            return False  # Lieber, Später: a comparative; Damaszener: a place
        return any(
            self._agent_stem(lemma[k].upper() + lemma[k + 1 :]) and (k == 0 or self._valid_prefix(lemma[:k]))
            for k in (0, *range(3, len(lemma) - 5))
        )

    def _agent_stem(self, noun: str) -> bool:
        """*Ausstatter* ← *ausstatten*, *Anforderer* ← *anfordern*, *Abgänger* ← *Abgang*."""
        stem = noun[:-2].lower()
        if len(stem) < 4:
            return False
        vocabulary = self._d.vocabulary
        noun = _deumlaut_last(noun[:-2])
        return stem + "en" in vocabulary or stem + "n" in vocabulary or self._is_lemma(noun[:1].upper() + noun[1:])

    def _valid_prefix(self, prefix: str) -> bool:
        p = prefix.rstrip("-")
        if len(p) < 2:
            return False
        if prefix.endswith("-"):
            return True  # US-Forscher, CDU-Politiker
        low = p.lower()
        if low in words.PREFIXES or (low in self._d.vocabulary and (len(low) >= 4 or self._is_lemma(p))):
            return len(low) >= 3 or low in ("ex", "ko", "co", "ur")
        for link in ("s", "es", "n", "en", "e", "er", "ns"):
            if low.endswith(link) and len(low) - len(link) >= 3 and low[: -len(link)] in self._d.vocabulary:
                return True
        # two-part prefix: Straßenbau = Straßen|bau
        for k in range(3, len(low) - 3):
            if self._is_lemma(p[k].upper() + p[k + 1 :]) and self._valid_prefix(p[:k]):
                return True
        return False

    def _compound_head(self, word: str) -> tuple[PersonReading, ...]:
        for k in range(2, len(word) - 3):
            head = word[k].upper() + word[k + 1 :]
            readings = self._surface(head) if len(head) >= 4 else ()
            if not readings:
                if len(head) >= 6 and self._d.noun_bits.get(head, 0) and self._valid_prefix(word[:k]):
                    return ()  # Armee|flugzeugen: the longest head the lexicon knows is a thing (not Flug|zeugen)
                continue
            prefix = word[:k]
            if not self._valid_prefix(prefix):
                continue
            if any(
                r.noun.masc in WEAK_HEADS
                or r.noun.masc in NON_PERSON
                or (prefix + r.noun.masc.lower()) in NON_PERSON
                or (prefix + r.noun.masc.lower()) in LEXICALISED
                for r in readings
            ):
                return ()
            return tuple(
                PersonReading(r.noun, r.gender, r.feats, prefix=prefix, ending=r.ending) for r in readings
            )
        return ()

    def _is_lemma(self, word: str) -> bool:
        return bool(self._d.noun_bits.get(word, 0) & _LEMMA_BIT)

    def _compound_modifier(self, word: str) -> tuple[PersonReading, ...]:
        """*Kunden|bindung*: a person noun (plural/base form) followed by a non-person noun."""
        low = word.lower()
        for k in range(5, len(word) - 3):
            rest = low[k:]
            unlinked = rest[1:] if rest.startswith("s") else rest  # Landrat|s|amt
            if (
                rest in ("in", "innen", "weile", "weilen", "weise")  # Mittlerweile: an adverb
                or rest.startswith(_DERIVATIONAL)
                or unlinked.startswith(INSTITUTION_HEADS)
                or _STATUTE.search(rest)
            ):
                continue
            modifier = word[:k]
            readings = self._surface(modifier)
            if not readings:
                continue
            head = rest[0].upper() + rest[1:]
            if not self._is_lemma(head) and head not in self._d.noun_bits and not self._head_noun(head):
                continue
            if _animal(head):
                continue  # Schäferhund, Kaiserpinguine: a breed, not the shepherd's dog
            # the person noun must not sit inside a lexicalised part: Hunde|führerschein, Gründerzeit|häuser,
            # Urheberrechts|verletzungen
            if any(self._is_lemma(word[j].upper() + word[j + 1 :]) for j in range(1, k)):
                continue
            if any(
                (self._is_lemma(word[:m]) or word[:m] in LEXICALISED) and self._noun_or_linked(word[m:])
                for m in range(k + 2, len(word) - 3)
            ):  # Bürgergeld|empfänger: not Bürger|geldempfänger
                continue
            for r in readings:
                if r.noun.kind != "noun" or r.noun.masc in _NO_MODIFIERS:
                    continue
                if len(r.noun.masc) < 5:
                    continue  # Ober|fläche, Wart|ezimmer, Gast|freundschaft: short words mislead
                # the plural form (Kunden|bindung, Lehrer|zimmer); a singular that differs from it is a
                # prefix or a title, not the people (General|sanierung, Pilot|projekt, Doktor|arbeit)
                masc_forms = self._d.paradigms[r.noun.masc][4].split("|")
                if (r.gender == "m" and modifier in masc_forms) or (
                    r.gender == "f" and modifier == r.noun.fem_plural
                ):
                    return (
                        PersonReading(
                            r.noun, r.gender, frozenset({("nom", "pl")}), suffix=word[k:], role="modifier"
                        ),
                    )
        return ()

    def _noun_or_linked(self, rest: str) -> bool:
        for part in (rest, rest[1:] if rest[:1] in "s" else ""):
            if len(part) >= 4 and (part[0].upper() + part[1:]) in self._d.noun_bits:
                return True
        return False

    def masc_form(self, noun: PersonNoun, case: str, number: str, declension: str = "weak") -> str:
        """The masculine word form (adjectival nouns decline by ``declension``)."""
        if noun.kind != "noun":
            return noun.stem + adjective_ending(declension, case, number, "m")
        paradigm = self._paradigm(noun.masc)
        forms = paradigm[SLOTS.index((case, number))] or paradigm[0]
        return forms.split("|")[0]

    def fem_form(self, noun: PersonNoun, number: str, case: str = "nom", declension: str = "weak") -> str:
        """The feminine word form (*Lehrerin*, *Lehrerinnen*; adjectival nouns by ``declension``)."""
        if noun.kind == "adjectival":
            return noun.stem + adjective_ending(declension, case, number, "f")
        return noun.fem if number == "sg" else noun.fem + "nen"

    def masc_modifier(self, noun: PersonNoun) -> str:
        """The masculine form used as the first part of a compound (*Kunden*bindung, *Lehrer*zimmer;
        adjectival nouns, which have no noun paradigm, take the weak ending: *Beamten*tum)."""
        if noun.kind != "noun":
            return noun.stem + "en"
        return (self._paradigm(noun.masc)[4] or noun.masc).split("|")[0]


def _cache_paths(sources: dict[str, Path | None]) -> dict[str, Path]:
    base = f"de-lexicon-{_fingerprint(sources)}"
    return {"data": cache_dir() / f"{base}.pkl", "nouns": cache_dir() / f"{base}.nouns.pkl"}


def _load(data_dir: Path | None, part: str = "data"):
    """One part of the built lexicon: ``data`` (person nouns, names, vocabulary) or ``nouns`` (the
    :class:`NounTable`), from the cache, or built (both parts at once) and cached."""
    sources = _sources(data_dir)
    paths = _cache_paths(sources)
    try:
        with open(paths[part], "rb") as handle:
            return pickle.load(handle)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError):
        pass
    built = dict(zip(("data", "nouns"), _build(sources), strict=True))
    for name, value in built.items():
        try:
            with atomic_write(paths[name], "wb") as tmp:
                pickle.dump(value, tmp, protocol=pickle.HIGHEST_PROTOCOL)
        except OSError:
            pass  # a read-only home: keep the lexicon in memory only
    return built[part]


@lru_cache(maxsize=4)
def _lexicon(data_dir: str | None) -> Lexicon:
    root = Path(data_dir) if data_dir else None
    return Lexicon(_load(root), data_dir=root)


def lexicon(data_dir: str | os.PathLike[str] | None = None) -> Lexicon:
    """The shared German lexicon (INCLUSIFY pairs are read from the shared data directory when present)."""
    root = find_data_dir(data_dir, required=False)
    return _lexicon(str(root) if root else None)


def is_participle_noun(word: str) -> bool:
    """Module-level shortcut for :meth:`Lexicon.is_participle_noun`."""
    return lexicon().is_participle_noun(word)
