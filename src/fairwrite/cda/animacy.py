"""Animacy gazetteers: pairs of masculine and feminine person nouns, per language.

The paper extracted its gazetteer from WordNet (nouns with *person* as a hypernym) and filtered it by
hand (Tab. 4: 259 Spanish, 95 Hebrew, 216 French pairs). fairwrite ships its own hand-written lists
(``animacy/<lang>.tsv``), one ``masculine<TAB>feminine[<TAB>flags]`` pair per line, written for this
project from the person nouns among the NOUN lemmas of the UD treebanks (GSD for Spanish, French and
German, HTB for Hebrew) and completed with common professions, kinship terms and social roles. Each
file's header says what was left out (fixed-gender person nouns such as *persona*, *Mitglied*, אדם;
nouns whose usual sense is inanimate). Epicene nouns (*el/la periodista*) list the same lemma twice.

Flag ``masc-only``: the feminine lemma is also a common inanimate noun (*música*, *política*, חברה
"company") or already belongs to another pair (*mujer* for *hombre* and *marido*), so it identifies
an animate noun only through the masculine lemma, and maps back to the first pair that has it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from fairwrite.cda.conllu import Token
from fairwrite.cda.tags import gender_value
from fairwrite.errors import FairwriteError

LANGUAGES = ("es", "fr", "de", "he")


@dataclass(frozen=True)
class Pair:
    masculine: str
    feminine: str
    masc_only: bool = False


@dataclass
class Gazetteer:
    lang: str
    pairs: list[Pair]
    case_sensitive: bool = False
    _masc: dict[str, Pair] = field(default_factory=dict, repr=False)
    _fem: dict[str, Pair] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        for pair in self.pairs:
            self._masc.setdefault(self._key(pair.masculine), pair)
            if not pair.masc_only:
                self._fem.setdefault(self._key(pair.feminine), pair)

    @classmethod
    def load(cls, lang: str, path: str | Path | None = None) -> Gazetteer:
        """The shipped list for ``lang`` (or the TSV at ``path``)."""
        if path is None:
            if lang not in LANGUAGES:
                raise FairwriteError(f"no animacy gazetteer for {lang!r}; available: {', '.join(LANGUAGES)}")
            text = (
                resources.files("fairwrite.cda")
                .joinpath("animacy", f"{lang}.tsv")
                .read_text(encoding="utf-8")
            )
        else:
            text = Path(path).read_text(encoding="utf-8")
        pairs = []
        for number, line in enumerate(text.splitlines(), start=1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            cells = line.split("\t")
            if len(cells) < 2:
                raise FairwriteError(f"{path or lang + '.tsv'}:{number}: expected 'masculine<TAB>feminine'")
            pairs.append(Pair(cells[0], cells[1], "masc-only" in cells[2:]))
        return cls(lang, pairs, case_sensitive=lang == "de")

    def _key(self, lemma: str) -> str:
        return lemma if self.case_sensitive else lemma.lower()

    def __len__(self) -> int:
        return len(self.pairs)

    def __contains__(self, lemma: str) -> bool:
        key = self._key(lemma)
        return key in self._masc or key in self._fem

    def is_animate(self, token: Token) -> bool:
        """A common noun with masculine or feminine gender whose lemma is in the list."""
        return token.upos == "NOUN" and gender_value(token.feats) in ("Masc", "Fem") and token.lemma in self

    def counterpart(self, lemma: str, to_gender: str) -> str:
        """The lemma of the other gender: ``counterpart("ingeniero", "Fem") == "ingeniera"``.

        A lemma already of ``to_gender`` (or unknown) comes back unchanged — Hebrew HTB, for one,
        lemmatises *שופטת* to the masculine *שופט*.
        """
        key = self._key(lemma)
        if to_gender == "Fem":
            pair = self._masc.get(key)
            return pair.feminine if pair else lemma
        if to_gender == "Masc":
            pair = self._fem.get(key)
            return pair.masculine if pair and key not in self._masc else lemma
        return lemma
